export * from "./arena.js";
export * from "./ismcts.js";
export {
  availableLevels,
  BOT_LEVELS,
  type BotOptions,
  createBot,
  EASY_RANDOM_SHARE,
  SEARCH_BUDGETS,
} from "./levels.js";
export { randomBot } from "./random.js";
export * from "./worker-bot.js";

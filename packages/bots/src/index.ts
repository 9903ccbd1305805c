export * from "./arena.js";
export * from "./ismcts.js";
export {
  availableLevels,
  BOT_LEVELS,
  type BotOptions,
  createBot,
  describeSearchLevels,
  EASY_RANDOM_SHARE,
  SEARCH_LEVELS,
  type SearchLevel,
  searchLevel,
} from "./levels.js";
export { randomBot } from "./random.js";
export * from "./rollouts.js";
export * from "./worker-bot.js";

export { availableLevels, BOT_LEVELS, createBot, EASY_RANDOM_SHARE } from "./levels.js";
export { randomBot } from "./random.js";

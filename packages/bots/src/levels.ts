// Bot levels: which bot plays at each level for a game, from the bots the game ships.

import {
  type Action,
  type AnyGame,
  type Bot,
  type BotContext,
  type BotLevel,
  RuleError,
} from "@houserules/engine";
import { type IsmctsOptions, ismctsBot } from "./ismcts.js";
import { randomBot } from "./random.js";

export const BOT_LEVELS: readonly BotLevel[] = ["random", "easy", "normal", "hard", "expert"];

/** Share of uniformly random moves of the stand-in `easy` bot of a game without its own. */
export const EASY_RANDOM_SHARE = 0.2;

/** Search budgets of the ISMCTS levels: wall time per decision (the "about 0.2 s / 1 s"). */
export const SEARCH_BUDGETS: Readonly<Record<"hard" | "expert", IsmctsOptions>> = {
  hard: { timeMs: 200 },
  expert: { timeMs: 1000 },
};

/** The levels this game offers, weakest first. Search levels need the game's heuristic for playouts. */
export function availableLevels(game: AnyGame): BotLevel[] {
  const levels: BotLevel[] = ["random"];
  if (game.bots.easy || game.bots.normal) levels.push("easy");
  if (game.bots.normal) levels.push("normal", "hard", "expert");
  return levels;
}

export interface BotOptions {
  /** For the search levels: a fixed iteration budget instead of wall time (reproducible runs). */
  iterations?: number;
}

/** The game's normal bot, playing a uniformly random move EASY_RANDOM_SHARE of the time. */
function diluted(normal: Bot, share: number): Bot {
  const random = randomBot();
  return {
    name: `${normal.name} with ${Math.round(share * 100)}% random moves`,
    choose(ctx: BotContext<unknown, Action>) {
      return ctx.rng.float() < share ? random.choose(ctx) : normal.choose(ctx);
    },
  };
}

/**
 * A bot of the given level for this game. Throws RuleError UNKNOWN_LEVEL, naming the levels the
 * game offers, for a level it does not have.
 */
export function createBot(game: AnyGame, level: string, options: BotOptions = {}): Bot {
  const offered = availableLevels(game) as string[];
  if (!offered.includes(level)) {
    const known = (BOT_LEVELS as readonly string[]).includes(level);
    throw new RuleError(
      "UNKNOWN_LEVEL",
      `${known ? "no" : "unknown"} bot level "${level}" for ${game.id}; levels: ${offered.join(", ")}`,
    );
  }
  switch (level) {
    case "random":
      return randomBot();
    case "easy":
      return game.bots.easy ? game.bots.easy() : diluted(game.bots.normal!(), EASY_RANDOM_SHARE);
    case "hard":
    case "expert": {
      const budget = options.iterations ? { iterations: options.iterations } : SEARCH_BUDGETS[level];
      return ismctsBot(game, budget, level);
    }
    default:
      return game.bots.normal!();
  }
}

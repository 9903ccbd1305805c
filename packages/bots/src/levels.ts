// Bot levels: which bot plays at each level for a game, from the bots the game ships.

import {
  type Action,
  type AnyGame,
  type Bot,
  type BotContext,
  type BotLevel,
  RuleError,
} from "@houserules/engine";
import { type IsmctsOptions, ismctsBot, type SearchResult } from "./ismcts.js";
import { randomBot } from "./random.js";
import { type RolloutOptions, rolloutBot } from "./rollouts.js";

export const BOT_LEVELS: readonly BotLevel[] = ["random", "easy", "normal", "hard", "expert"];

/** Share of uniformly random moves of the stand-in `easy` bot of a game without its own. */
export const EASY_RANDOM_SHARE = 0.2;

/**
 * A search level: determinized paired rollouts (rollouts.ts), which measured stronger than
 * ISMCTS against the heuristic at the same time (docs/bots.md), or ISMCTS. `iterations` is the
 * budget (playouts), so a seeded game is reproducible; `timeMs` is a wall-time cap that only a
 * slow or loaded machine reaches.
 */
export type SearchLevel = (
  | ({ method: "rollouts" } & RolloutOptions & { iterations: number; timeMs: number })
  | ({ method: "ismcts" } & IsmctsOptions & { iterations: number; timeMs: number })
) & {
  /**
   * In a window the game says the seat may decline (its `declineAction`, e.g. "declare or pass"),
   * play the heuristic's move without searching: for games whose windows come after every action
   * and almost always end in the decline, where searching them costs most of the time and the
   * search departs from the heuristic there only on noise.
   */
  heuristicInWindows?: boolean;
};

/**
 * Playouts per decision of each game, calibrated so that a typical decision takes about 0.2 s
 * (hard) and 0.5-1 s (expert) on one core of the arena machine (results/ARENA.md names it): a
 * playout of a heuristic game costs from about 0.3 ms (Trou du cul) to about 10 ms (Cuttlefish,
 * 6 players).
 * Trou du cul scores first places only (the arena's measure at its 4-player table). Chanic Panic
 * games are long and one step decides little at their end: its playouts stop after 40 actions
 * (two or three turns) and score the position with the game's `evaluate`, which is cheaper and
 * far less noisy (playouts to the end only matched the heuristic there). Cuttlefish does the same
 * (hard 40 actions, about six asks with their polls, expert 80, see below; then the game's
 * `evaluate`: the sets won and each live set's chance from how its cards are split): a whole
 * playout costs about 7 ms and ends in a bare win or loss, so 60 of them could not tell its asks
 * apart (at 3 standard errors hard kept normal's every move, at 1 it declared unproven sets and
 * lost). Its polls (declare or pass after every action, the game's declinable windows) go to the
 * heuristic: they are most of its decisions,
 * passing is almost always right, and searching them took most of the time (packages/games/
 * cuttlefish/RULES.md has the arena figures). Cunt-Soul, Chanic Panic and Cuttlefish leave
 * the heuristic's move at half a standard error: the decision probe (packages/cli/scripts/
 * search-probe.mjs, docs/bots.md) found their budgets too small to prove most real gains at 1, and
 * hardly any move it played at 0.5 was worse than the heuristic's. Cuttlefish's hard also has 400
 * playouts, not 200: its asks are about 50 actions to sort, and the probe found 0.5 SE alone no
 * better at 200 but 400 at 0.5 SE clearly better on two seeds; its expert, 1,200 at 0.5 SE, found
 * about twice the old hard's gain, where 600 at 1 SE found 1.7 times, near the new hard. In Shit
 * Head and Trou du cul, 0.5 gained nothing measurable, so they keep 1. Cuttlefish's expert looks
 * 80 actions ahead, not 40: `evaluate` counts cards only, not what the asks have shown, and with
 * three times hard's playouts at the shorter horizon expert leaned on that bias and won no more
 * than hard; a probe whose oracle plays whole games found the moves chosen at 80 better, and so
 * did whole games against hard (docs/bots.md). Shit Head's and Trou du cul's playouts are faster
 * than when these budgets were set (the same moves, in 1/1.6 and 1/1.3 of the time; Shit Head 2p:
 * hard about 25-65 ms a decision, expert 90-260 ms): the budgets stay, so that their arena rows
 * still describe these levels.
 * Trou du cul's expert samples its worlds without the fold caps (`inferences: false`: those caps
 * describe the heuristic's folds, and searching players keep plays back) and makes a tenth of its
 * playout moves at random. With hard's worlds and playouts it won no more than hard (25.3% of
 * 10,000 first games against three hard bots), nor did either change alone; with both
 * it won 27.9% of 4,000 (26.8-28.9% by deal; docs/bots.md).
 */
export const SEARCH_LEVELS: Readonly<Record<"hard" | "expert", Readonly<Record<string, SearchLevel>>>> = {
  hard: {
    default: { method: "rollouts", iterations: 200, timeMs: 500 },
    shithead: { method: "rollouts", iterations: 250, timeMs: 500 },
    "cunt-soul": { method: "rollouts", iterations: 60, timeMs: 500, confidence: 0.5 },
    "trou-du-cul": { method: "rollouts", iterations: 900, timeMs: 500, reward: "win" },
    cuttlefish: {
      method: "rollouts",
      iterations: 400,
      timeMs: 500,
      reward: "win",
      horizon: 40,
      confidence: 0.5,
      heuristicInWindows: true,
    },
    "chanic-panic": { method: "rollouts", iterations: 600, timeMs: 500, horizon: 40, confidence: 0.5 },
  },
  expert: {
    default: { method: "rollouts", iterations: 800, timeMs: 950 },
    shithead: { method: "rollouts", iterations: 1000, timeMs: 950 },
    "cunt-soul": { method: "rollouts", iterations: 200, timeMs: 950, confidence: 0.5 },
    "trou-du-cul": {
      method: "rollouts",
      iterations: 2800,
      timeMs: 950,
      reward: "win",
      playoutEpsilon: 0.1,
      inferences: false,
    },
    cuttlefish: {
      method: "rollouts",
      iterations: 1200,
      timeMs: 950,
      reward: "win",
      horizon: 80,
      confidence: 0.5,
      heuristicInWindows: true,
    },
    "chanic-panic": { method: "rollouts", iterations: 2000, timeMs: 950, horizon: 40, confidence: 0.5 },
  },
};

export function searchLevel(game: AnyGame | string, level: "hard" | "expert"): SearchLevel {
  const id = typeof game === "string" ? game : game.id;
  return SEARCH_LEVELS[level][id] ?? SEARCH_LEVELS[level].default;
}

/** The search levels' budgets in one line per level, for reports. */
export function describeSearchLevels(): string {
  return (["hard", "expert"] as const)
    .map((level) => {
      const games = Object.entries(SEARCH_LEVELS[level])
        .filter(([id]) => id !== "default")
        .map(([id, b]) => {
          const notes: string[] = [];
          if (b.method === "rollouts" && b.horizon) notes.push(`${b.horizon}-action playouts, then evaluate`);
          if (b.method === "rollouts" && b.confidence !== undefined)
            notes.push(`leaves the heuristic at ${b.confidence} SE`);
          if (b.heuristicInWindows) notes.push("the heuristic answers declinable windows");
          if (b.playoutEpsilon) notes.push(`${b.playoutEpsilon * 100}% random playout moves`);
          if (b.inferences === false) notes.push("worlds without the game's soft inferences");
          return `${id} ${b.iterations}${notes.length ? ` (${notes.join(", ")})` : ""}`;
        })
        .join(", ");
      const { method, timeMs } = SEARCH_LEVELS[level].default;
      return `${level}: ${method === "rollouts" ? "determinized paired rollouts" : "ISMCTS"}, playouts per decision ${games}, capped at ${timeMs} ms`;
    })
    .join("; ");
}

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
  /**
   * For the search levels: their own iteration budgets without the wall-time cap, so a loaded
   * machine cannot cut a decision short (arenas between two search levels; reproducible).
   */
  uncapped?: boolean;
}

/** A search level's bot, with what its last search found (arena statistics). */
type SearchBot = Bot & { readonly lastSearch: SearchResult<Action> | null };

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

/** The search bot, except in the game's declinable windows, where the game's heuristic answers. */
function heuristicInWindows(game: AnyGame, search: SearchBot): SearchBot {
  const heuristic = game.bots.normal!();
  const bot = {
    name: search.name,
    lastSearch: null as SearchResult<Action> | null,
    choose(ctx: BotContext<unknown, Action>): Action {
      if (game.declineAction?.(ctx.legal) !== undefined) {
        bot.lastSearch = null;
        return heuristic.choose(ctx);
      }
      const action = search.choose(ctx);
      bot.lastSearch = search.lastSearch;
      return action;
    },
  };
  return bot;
}

/**
 * Passes every view the bot is given through the game's `recall` (per seat), so that the search
 * knows what the seat has watched where the view itself forgets (Cuttlefish's lastAsk log). It
 * wraps the whole level, windows answered by the heuristic included, so no view is missed.
 */
function remembering(game: AnyGame, bot: SearchBot): SearchBot {
  const recall = game.recall as NonNullable<AnyGame["recall"]>;
  const earlier = new Map<number, unknown>();
  return {
    name: bot.name,
    get lastSearch() {
      return bot.lastSearch;
    },
    choose(ctx: BotContext<unknown, Action>): Action {
      const view = recall(ctx.view, ctx.seat, earlier.get(ctx.seat));
      earlier.set(ctx.seat, view);
      return bot.choose(view === ctx.view ? ctx : { view, seat: ctx.seat, legal: ctx.legal, rng: ctx.rng });
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
      const search = searchLevel(game, level);
      // A fixed iteration budget from the caller drops the wall-time cap (fully reproducible).
      const budget = options.iterations
        ? { ...search, iterations: options.iterations, timeMs: undefined }
        : options.uncapped
          ? { ...search, timeMs: undefined }
          : search;
      const bot =
        budget.method === "ismcts" ? ismctsBot(game, budget, level) : rolloutBot(game, budget, level);
      const played = search.heuristicInWindows ? heuristicInWindows(game, bot) : bot;
      return game.recall ? remembering(game, played) : played;
    }
    default:
      return game.bots.normal!();
  }
}

// Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012),
// with availability-corrected UCB selection. It works on any game through the contract: each
// iteration samples a world from the bot's own view with the game's `determinize`, so the search
// never sees another seat's hidden cards. Opponents' moves are tree edges too, keyed by their
// notation, so sampled worlds that allow the same move share statistics.

import type { Action, AnyGame, Bot, BotContext, Seat } from "@houserules/engine";
import { Rng } from "@houserules/engine";

export interface IsmctsOptions {
  /** Iterations per decision (deterministic for a seed). */
  iterations?: number;
  /** Wall-time budget per decision in milliseconds; the search stops at whichever comes first. */
  timeMs?: number;
  /** UCB exploration constant. */
  exploration?: number;
  /** Playouts follow the game's normal bot (with `playoutEpsilon` random moves) or random moves. */
  playout?: "heuristic" | "random";
  playoutEpsilon?: number;
  /** Reward: "rank" (1 for first place down to 0 for last) or "win" (1 for first place only). */
  reward?: "rank" | "win";
  /** false: worlds from what the seat knows for certain only (the contract's DeterminizeOptions). */
  inferences?: boolean;
}

export interface SearchResult<A extends Action = Action> {
  action: A;
  iterations: number;
  elapsedMs: number;
  /** Visits per root action, by notation. */
  visits: Record<string, number>;
}

const DEFAULTS = {
  iterations: 1000,
  timeMs: Number.POSITIVE_INFINITY,
  exploration: 0.7,
  playoutEpsilon: 0.1,
};

interface Edge {
  actor: Seat;
  visits: number;
  reward: number;
  /** How many times this edge was available when its parent was visited. */
  available: number;
  child: TreeNode;
}

interface TreeNode {
  edges: Map<string, Edge>;
}

function newNode(): TreeNode {
  return { edges: new Map() };
}

/**
 * A playout decision context whose view is computed only if the heuristic reads it: many
 * heuristics decide from the legal actions alone for most moves, and view() is costly.
 */
export class PlayoutContext implements BotContext {
  private cached: unknown = undefined;
  constructor(
    private readonly game: AnyGame,
    private readonly world: unknown,
    readonly seat: Seat,
    readonly legal: readonly Action[],
    readonly rng: Rng,
  ) {}
  get view(): unknown {
    if (this.cached === undefined) this.cached = this.game.view(this.world, this.seat);
    return this.cached;
  }
}

/**
 * Reward of a seat for a finished game. "rank": 1 for first place down to 0 for last, linearly;
 * "win": 1 for first place, 0 otherwise.
 */
export function seatReward(places: readonly number[], seat: Seat, mode: "rank" | "win" = "rank"): number {
  const n = places.length;
  if (mode === "win") return places[seat] === 1 ? 1 : 0;
  return n === 1 ? 1 : (n - places[seat]) / (n - 1);
}

function rewards(places: readonly number[], mode: "rank" | "win"): number[] {
  return places.map((_, seat) => seatReward(places, seat, mode));
}

/**
 * Searches from `seat`'s view and returns the most visited root action. Uses only the view:
 * every world it explores is a determinization of it.
 */
export function ismctsSearch<A extends Action>(
  game: AnyGame,
  ctx: BotContext<unknown, A>,
  options: IsmctsOptions = {},
): SearchResult<A> {
  const start = performance.now();
  const iterations = options.iterations ?? (options.timeMs === undefined ? DEFAULTS.iterations : Infinity);
  const timeMs = options.timeMs ?? DEFAULTS.timeMs;
  const c = options.exploration ?? DEFAULTS.exploration;
  const epsilon = options.playoutEpsilon ?? DEFAULTS.playoutEpsilon;
  const makeHeuristic = options.playout !== "random" ? game.bots.normal : undefined;
  // One heuristic bot per seat, fresh for every sampled world: a bot that remembers what it saw
  // must never carry memory from one seat, or one world, into another.
  const heuristics: (Bot | undefined)[] = [];
  const rng = ctx.rng;
  const sampling = options.inferences === false ? { inferences: false } : undefined;

  // At the decision itself, only the game's search candidates (its `searchActions`).
  const candidates = game.searchActions ? game.searchActions(ctx.view, ctx.seat, ctx.legal) : ctx.legal;
  const rootKeys = candidates.map((a) => game.formatAction(a));
  if (candidates.length === 1) {
    return { action: candidates[0] as A, iterations: 0, elapsedMs: 0, visits: { [rootKeys[0]]: 0 } };
  }
  const rootAllowed = candidates === ctx.legal ? null : new Set(rootKeys);

  const root = newNode();
  const path: Edge[] = [];
  let done = 0;
  while (done < iterations && (done === 0 || performance.now() - start < timeMs)) {
    const world = game.determinize(ctx.view, ctx.seat, rng, sampling);
    let node = root;
    path.length = 0;

    // Selection and expansion.
    while (game.outcome(world) === null) {
      const actor = game.activeSeats(world)[0];
      let legal = game.legalActions(world, actor) as A[];
      if (node === root && rootAllowed !== null) {
        const allowed = legal.filter((a) => rootAllowed.has(game.formatAction(a)));
        // A sampled world lists the seat's own actions from the same view, so this never empties.
        if (allowed.length > 0) legal = allowed;
      }
      let bestIndex = -1;
      let bestScore = Number.NEGATIVE_INFINITY;
      let unexpanded = 0;
      let expandIndex = -1;
      for (let i = 0; i < legal.length; i++) {
        const edge = node.edges.get(game.formatAction(legal[i]));
        if (edge === undefined) {
          unexpanded++;
          if (rng.int(unexpanded) === 0) expandIndex = i;
          continue;
        }
        edge.available++;
        const score = edge.reward / edge.visits + c * Math.sqrt(Math.log(edge.available) / edge.visits);
        if (score > bestScore) {
          bestScore = score;
          bestIndex = i;
        }
      }
      if (expandIndex >= 0) {
        const edge: Edge = { actor, visits: 0, reward: 0, available: 1, child: newNode() };
        node.edges.set(game.formatAction(legal[expandIndex]), edge);
        game.apply(world, actor, legal[expandIndex], true);
        path.push(edge);
        break;
      }
      const edge = node.edges.get(game.formatAction(legal[bestIndex]))!;
      game.apply(world, actor, legal[bestIndex], true);
      path.push(edge);
      node = edge.child;
    }

    // Playout.
    heuristics.length = 0;
    for (let steps = 0; game.outcome(world) === null && steps <= game.maxActions; steps++) {
      const actor = game.activeSeats(world)[0];
      const legal = game.legalActions(world, actor);
      let action: Action;
      if (makeHeuristic === undefined || legal.length === 1 || rng.float() < epsilon) {
        action = legal[rng.int(legal.length)];
      } else {
        heuristics[actor] ??= makeHeuristic();
        action = heuristics[actor].choose(new PlayoutContext(game, world, actor, legal, rng));
      }
      game.apply(world, actor, action, true);
    }

    // Backpropagation: each edge is scored for the seat that took it.
    const outcome = game.outcome(world);
    if (outcome !== null) {
      const reward = rewards(outcome.places, options.reward ?? "rank");
      for (const edge of path) {
        edge.visits++;
        edge.reward += reward[edge.actor];
      }
    }
    done++;
  }

  let best = 0;
  let bestVisits = -1;
  const visits: Record<string, number> = {};
  for (let i = 0; i < candidates.length; i++) {
    const n = root.edges.get(rootKeys[i])?.visits ?? 0;
    visits[rootKeys[i]] = n;
    if (n > bestVisits) {
      bestVisits = n;
      best = i;
    }
  }
  return { action: candidates[best] as A, iterations: done, elapsedMs: performance.now() - start, visits };
}

/** An ISMCTS bot for a game. Its randomness comes from the decision context (seeded by the runner). */
export function ismctsBot<V = unknown, A extends Action = Action>(
  game: AnyGame,
  options: IsmctsOptions = {},
  name = "ismcts",
): Bot<V, A> & { lastSearch: SearchResult<A> | null } {
  const bot = {
    name,
    lastSearch: null as SearchResult<A> | null,
    choose(ctx: BotContext<V, A>): A {
      const result = ismctsSearch(game, ctx as BotContext<unknown, A>, options);
      bot.lastSearch = result;
      return result.action;
    },
  };
  return bot;
}

/** A fresh generator for callers that search outside a match runner. */
export function searchRng(seed: string): Rng {
  return new Rng(`ismcts/${seed}`);
}

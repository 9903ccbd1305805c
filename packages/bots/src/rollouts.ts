// Determinized rollouts with paired worlds and sequential halving: a flat Monte Carlo search
// (perfect-information Monte Carlo over the bot's information set) that improves on the game's
// heuristic. Each round samples worlds from the bot's own view with the game's `determinize`;
// every remaining candidate action is played in a copy of the same world, followed by the same
// seeded heuristic playout, so candidates are compared on common random numbers (their
// difference is far less noisy than their values). After each round the worse half of the
// candidates is dropped (sequential halving, Karnin et al. 2013). The survivor is then checked
// against the heuristic's own choice on fresh worlds: the worlds that selected it flatter it (the
// best of many noisy estimates is biased upwards), so only the fresh pairs decide whether the
// search departs from the heuristic.
//
// Like ismctsSearch it never sees another seat's hidden cards: it reads the view only.

import type { Action, AnyGame, Bot, BotContext, Outcome, Seat } from "@houserules/engine";
import { Rng } from "@houserules/engine";
import { PlayoutContext, type SearchResult, seatReward } from "./ismcts.js";

export interface RolloutOptions {
  /** Playouts per decision (deterministic for a seed). */
  iterations?: number;
  /** Wall-time cap per decision in milliseconds. */
  timeMs?: number;
  /** Share of uniformly random moves in the heuristic playouts. */
  playoutEpsilon?: number;
  /**
   * Reward: "rank" (1 for first place down to 0 for last), "win" (1 for first place only) or
   * "margin" (the seat's score minus the best opposing score, for games whose outcome has scores:
   * a far steadier signal than the result where one long game decides little by one move).
   */
  reward?: RolloutReward;
  /**
   * Confidence required to leave the heuristic's choice: the halving's survivor is played only
   * when its mean paired gain over the heuristic's action, on fresh worlds (see `validation`),
   * exceeds `confidence` standard errors.
   */
  confidence?: number;
  /**
   * Stop each playout after this many actions and score the position with the game's `evaluate`
   * (games without it play to the end). `evaluate` is on the 0..1 scale of the "rank" and "win"
   * rewards, so a horizon goes with those, not with "margin".
   */
  horizon?: number;
  /** Share of the budget (playouts and time) kept to check the survivor on fresh worlds. */
  validation?: number;
  /**
   * false: sample worlds from what the seat knows for certain only, not from the game's soft
   * inferences about other players' hands (the contract's DeterminizeOptions). Default true.
   */
  inferences?: boolean;
}

export type RolloutReward = "rank" | "win" | "margin";

/** `seat`'s reward for a finished game (see RolloutOptions.reward). */
export function outcomeReward(outcome: Outcome, seat: Seat, mode: RolloutReward): number {
  const scores = outcome.scores;
  if (mode !== "margin" || scores === undefined)
    return seatReward(outcome.places, seat, mode === "win" ? "win" : "rank");
  const team = outcome.teams?.find((t) => t.includes(seat)) ?? [seat];
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < scores.length; s++) if (!team.includes(s) && scores[s] > best) best = scores[s];
  return best === Number.NEGATIVE_INFINITY ? 0 : scores[seat] - best;
}

const DEFAULTS = {
  iterations: 400,
  playoutEpsilon: 0,
  reward: "rank" as const,
  confidence: 1,
  validation: 0.3,
};
/** Fresh pairs the survivor needs before it may displace the heuristic's choice. */
const MIN_VALIDATION_PAIRS = 3;

/**
 * One heuristic playout to the end of the game; returns `seat`'s reward, or NaN when it is still
 * running at `deadline` (performance.now() time): a long game must not overrun the time cap.
 */
export function playout(
  game: AnyGame,
  world: unknown,
  seat: Seat,
  makeHeuristic: () => Bot,
  rng: Rng,
  epsilon: number,
  reward: RolloutReward,
  deadline = Number.POSITIVE_INFINITY,
  horizon = Number.POSITIVE_INFINITY,
): number {
  const heuristics: (Bot | undefined)[] = [];
  for (let steps = 0; game.outcome(world) === null && steps <= game.maxActions; steps++) {
    if ((steps & 31) === 31 && performance.now() > deadline) return Number.NaN;
    if (steps >= horizon && game.evaluate) return game.evaluate(world, seat);
    const actor = game.activeSeats(world)[0];
    // The heuristic's move without listing the legal actions, where the game offers it (the same move).
    const direct = epsilon === 0 ? game.playoutMove?.(world, actor) : undefined;
    if (direct !== undefined) {
      game.apply(world, actor, direct, true);
      continue;
    }
    const legal = game.legalActions(world, actor);
    let action: Action;
    if (legal.length === 1) action = legal[0];
    else if (epsilon > 0 && rng.float() < epsilon) action = legal[rng.int(legal.length)];
    else {
      heuristics[actor] ??= makeHeuristic();
      action = heuristics[actor].choose(new PlayoutContext(game, world, actor, legal, rng));
    }
    game.apply(world, actor, action, true);
  }
  const outcome = game.outcome(world);
  if (outcome !== null) return outcomeReward(outcome, seat, reward);
  return reward === "margin" ? 0 : 0.5;
}

/**
 * The actions a search compares at this decision: the game's `searchActions` (the legal actions
 * worth comparing, from the seat's view), with the heuristic's choice kept among them.
 */
export function searchCandidates<A extends Action>(
  game: AnyGame,
  ctx: BotContext<unknown, A>,
  heuristicChoice?: A,
): readonly A[] {
  if (game.searchActions === undefined || ctx.legal.length === 1) return ctx.legal;
  const kept = game.searchActions(ctx.view, ctx.seat, ctx.legal) as readonly A[];
  if (heuristicChoice === undefined || kept.includes(heuristicChoice)) return kept;
  // Keep the legal order, so the search visits the candidates as it would without the filter.
  return ctx.legal.filter((a) => a === heuristicChoice || kept.includes(a));
}

/**
 * `heuristic` is the instance whose choice is the default: a bot keeps one across its decisions,
 * since a heuristic may carry a plan from one step of a turn to the next (Chanic Panic's does).
 */
export function rolloutSearch<A extends Action>(
  game: AnyGame,
  ctx: BotContext<unknown, A>,
  options: RolloutOptions = {},
  heuristic?: Bot,
): SearchResult<A> {
  const start = performance.now();
  const makeHeuristic = game.bots.normal;
  if (makeHeuristic === undefined) throw new Error(`${game.id} has no heuristic bot for rollouts`);
  // The heuristic's own choice: the default, kept unless another action does better.
  const heuristicChoice = ctx.legal.length === 1 ? ctx.legal[0] : (heuristic ?? makeHeuristic()).choose(ctx);
  let legal = searchCandidates(game, ctx, heuristicChoice);
  let keys = legal.map((a) => game.formatAction(a));
  // A heuristic may choose an action its game accepts though the list leaves it out (a Cuttlefish
  // declaration proven from memory under lastAsk): it stays a candidate, the default as ever.
  if (!legal.includes(heuristicChoice) && !keys.includes(game.formatAction(heuristicChoice))) {
    legal = [...legal, heuristicChoice];
    keys = [...keys, game.formatAction(heuristicChoice)];
  }
  if (legal.length === 1) return { action: legal[0], iterations: 0, elapsedMs: 0, visits: { [keys[0]]: 0 } };
  const budget = options.iterations ?? (options.timeMs === undefined ? DEFAULTS.iterations : Infinity);
  const timeMs = options.timeMs ?? Number.POSITIVE_INFINITY;
  const epsilon = options.playoutEpsilon ?? DEFAULTS.playoutEpsilon;
  const reward = options.reward ?? DEFAULTS.reward;
  const confidence = options.confidence ?? DEFAULTS.confidence;
  const validationShare = options.validation ?? DEFAULTS.validation;
  const rng = ctx.rng;
  const sampling = options.inferences === false ? { inferences: false } : undefined;

  // By identity, else by key: a heuristic may return an equal copy of a listed action.
  let preferred = legal.indexOf(heuristicChoice as A);
  if (preferred < 0) preferred = keys.indexOf(game.formatAction(heuristicChoice));
  const total = new Float64Array(legal.length);
  const count = new Uint32Array(legal.length);
  let done = 0;
  const timeUp = (limitMs: number) => performance.now() - start >= limitMs;

  /**
   * Plays the candidates in one fresh world with one shared playout seed, in order, until the time
   * cap; returns the reward of each candidate played.
   */
  const playWorld = (candidates: readonly number[], limitMs: number): Map<number, number> => {
    const world = game.determinize(ctx.view, ctx.seat, rng, sampling);
    const playoutSeed = [rng.uint32(), rng.uint32(), rng.uint32(), rng.uint32()] as const;
    const result = new Map<number, number>();
    for (const i of candidates) {
      if (done > 0 && i !== candidates[0] && timeUp(limitMs)) break;
      const copy = game.clone(world);
      game.apply(copy, ctx.seat, legal[i], true);
      // The first playout of a search always finishes, so every search has a result.
      const deadline = done === 0 ? Number.POSITIVE_INFINITY : start + limitMs;
      const r = playout(
        game,
        copy,
        ctx.seat,
        makeHeuristic,
        new Rng([...playoutSeed]),
        epsilon,
        reward,
        deadline,
        options.horizon,
      );
      if (Number.isNaN(r)) break;
      result.set(i, r);
      total[i] += r;
      count[i]++;
      done++;
    }
    return result;
  };

  // Selection: sequential halving over every legal action, within the selection share.
  const selectionBudget = preferred >= 0 ? Math.max(1, Math.floor(budget * (1 - validationShare))) : budget;
  const selectionMs = preferred >= 0 ? timeMs * (1 - validationShare) : timeMs;
  const mean = (i: number) => (count[i] === 0 ? Number.NEGATIVE_INFINITY : total[i] / count[i]);
  const better = (i: number, j: number) => {
    const d = mean(j) - mean(i);
    if (d !== 0) return d;
    return (j === preferred ? 1 : 0) - (i === preferred ? 1 : 0);
  };
  let alive = legal.map((_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(legal.length)));
  outer: for (let round = 0; round < rounds && alive.length > 1; round++) {
    // This round's share of the remaining budget, in whole worlds (one playout per candidate each).
    const worlds = Math.max(1, Math.floor((selectionBudget - done) / (rounds - round) / alive.length));
    for (let w = 0; w < worlds; w++) {
      if (done > 0 && (timeUp(selectionMs) || done + alive.length > selectionBudget)) break outer;
      // The heuristic's choice first, so a world cut short by the time cap still pairs with it.
      const order = alive.includes(preferred) ? [preferred, ...alive.filter((i) => i !== preferred)] : alive;
      if (playWorld(order, selectionMs).size < order.length) break outer;
    }
    if (round < rounds - 1) {
      alive.sort(better);
      const kept = alive.slice(0, Math.ceil(alive.length / 2));
      // The heuristic's choice stays in the race: it is the default the others must beat.
      if (preferred >= 0 && alive.includes(preferred) && !kept.includes(preferred)) kept.push(preferred);
      alive = kept;
    }
  }
  alive.sort(better);
  let chosen = alive[0];

  // Validation: the survivor against the heuristic's choice, on fresh worlds only.
  if (preferred >= 0 && chosen !== preferred) {
    const challenger = chosen;
    let n = 0;
    let sum = 0;
    let sum2 = 0;
    while (done + 2 <= budget && !timeUp(timeMs)) {
      const result = playWorld([preferred, challenger], timeMs);
      const base = result.get(preferred);
      const r = result.get(challenger);
      if (base === undefined || r === undefined) break;
      n++;
      sum += r - base;
      sum2 += (r - base) * (r - base);
    }
    const m = n > 0 ? sum / n : 0;
    const variance = n > 1 ? Math.max(0, (sum2 - n * m * m) / (n - 1)) : Number.POSITIVE_INFINITY;
    const significant = n >= MIN_VALIDATION_PAIRS && m > 0 && m > confidence * Math.sqrt(variance / n);
    if (!significant) chosen = preferred;
  }
  const visits: Record<string, number> = {};
  for (let i = 0; i < legal.length; i++) visits[keys[i]] = count[i];
  return { action: legal[chosen], iterations: done, elapsedMs: performance.now() - start, visits };
}

/** A rollout-search bot for a game. Its randomness comes from the decision context. */
export function rolloutBot<V = unknown, A extends Action = Action>(
  game: AnyGame,
  options: RolloutOptions = {},
  name = "rollouts",
): Bot<V, A> & { lastSearch: SearchResult<A> | null } {
  // Created on first use: rolloutSearch reports a game without a heuristic.
  let heuristic: Bot | undefined;
  const bot = {
    name,
    lastSearch: null as SearchResult<A> | null,
    choose(ctx: BotContext<V, A>): A {
      heuristic ??= game.bots.normal?.();
      const result = rolloutSearch(game, ctx as BotContext<unknown, A>, options, heuristic);
      bot.lastSearch = result;
      return result.action;
    },
  };
  return bot;
}

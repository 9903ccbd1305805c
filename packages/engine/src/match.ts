// The match runner: drives the seats of one game with bots or humans until it ends. Agents
// receive their seat's view and legal actions, never the state.

import type { Action, AnyGame, BaseOptions, Bot, GameEvent, Outcome, Seat } from "./contract.js";
import { newReplay, REPLAY_FORMAT, type Replay } from "./replay.js";
import { Rng, seedRngSeries } from "./rng.js";

/** A seat's decision maker: a bot, or a human behind a terminal or a socket. */
export interface Agent<V = unknown, A extends Action = Action> {
  readonly name: string;
  choose(ctx: AgentContext<V, A>): A | Promise<A>;
}

export interface AgentContext<V = unknown, A extends Action = Action> {
  readonly view: V;
  readonly seat: Seat;
  readonly legal: readonly A[];
  readonly rng: Rng;
}

export interface StepRecord {
  seat: Seat;
  action: Action;
  events: GameEvent[];
}

export interface MatchResult<S = unknown> {
  state: S;
  outcome: Outcome;
  replay: Replay;
  actions: number;
}

export interface MatchHooks<S = unknown> {
  /** Called after every applied action. */
  onStep?(step: StepRecord, state: S): void | Promise<void>;
}

/**
 * A decision context whose view is computed only when an agent reads it (random bots don't).
 * A class rather than an object literal with a getter: V8 keeps this shape fast on the hot path.
 * The synchronous runner reuses one per game (`next` each step): agents read it during `choose`.
 */
class LazyContext<V, A extends Action> implements AgentContext<V, A> {
  private cachedView: V | undefined = undefined;

  constructor(
    private readonly game: AnyGame,
    private readonly state: unknown,
    public seat: Seat,
    public legal: A[],
    public rng: Rng,
  ) {}

  /** The same game's next decision. */
  next(seat: Seat, legal: A[], rng: Rng): this {
    this.seat = seat;
    this.legal = legal;
    this.rng = rng;
    this.cachedView = undefined;
    return this;
  }

  get view(): V {
    if (this.cachedView === undefined) this.cachedView = this.game.view(this.state, this.seat) as V;
    return this.cachedView;
  }
}

/** The seat that acts next: the first active seat (games order activeSeats by priority). */
function nextSeat(game: AnyGame, state: unknown): Seat {
  const active = game.activeSeats(state);
  if (active.length === 0) throw new Error(`${game.id}: no active seat in a running game`);
  return active[0];
}

function agentRngs(seed: string, players: number): Rng[] {
  const states = seedRngSeries(`${seed}/agent/`, players);
  const rngs: Rng[] = [];
  for (let seat = 0; seat < players; seat++) rngs.push(new Rng(states[seat]));
  return rngs;
}

/**
 * Plays one game to the end with synchronous bots, as fast as the game allows (simulate, bench,
 * arena). Throws if the game outlives its own termination bound, which would be a defect.
 */
export function playGame<S>(
  game: AnyGame,
  options: BaseOptions,
  seed: string,
  bots: readonly Bot[],
  hooks: { onStep?(step: StepRecord, state: S): void; record?: boolean } = {},
): MatchResult<S> {
  const state = game.setup(options, seed) as S;
  const record = hooks.record ?? true;
  // Unrecorded games (bench, simulate) skip copying the options: that replay is never replayed.
  const replay: Replay = record
    ? newReplay(game, options, seed)
    : {
        format: REPLAY_FORMAT,
        game: game.id,
        rulesVersion: game.rulesVersion,
        options: options as Replay["options"],
        seed,
        actions: [],
      };
  const rngs = agentRngs(seed, options.players);
  const quiet = !record && hooks.onStep === undefined;
  let actions = 0;
  const context = new LazyContext<unknown, Action>(game, state, 0, [], rngs[0]);
  let outcome = game.outcome(state);
  while (outcome === null) {
    if (actions > game.maxActions) throw new Error(`${game.id}: game exceeded ${game.maxActions} actions`);
    const seat = nextSeat(game, state);
    const legal = game.legalActions(state, seat);
    const action = bots[seat].choose(context.next(seat, legal, rngs[seat]));
    const events = game.apply(state, seat, action, quiet);
    if (record) replay.actions.push({ seat, action });
    hooks.onStep?.({ seat, action, events }, state);
    actions++;
    outcome = game.outcome(state);
  }
  replay.outcome = outcome;
  return { state, outcome, replay, actions };
}

/** Plays one game with agents that may be asynchronous (humans). */
export async function runMatch<S>(
  game: AnyGame,
  options: BaseOptions,
  seed: string,
  agents: readonly Agent[],
  hooks: MatchHooks<S> = {},
): Promise<MatchResult<S>> {
  const state = game.setup(options, seed) as S;
  const replay = newReplay(game, options, seed);
  const rngs = agentRngs(seed, options.players);
  let actions = 0;
  let outcome = game.outcome(state);
  while (outcome === null) {
    if (actions > game.maxActions) throw new Error(`${game.id}: game exceeded ${game.maxActions} actions`);
    const seat = nextSeat(game, state);
    const legal = game.legalActions(state, seat);
    const action = await agents[seat].choose(new LazyContext(game, state, seat, legal, rngs[seat]));
    const events = game.apply(state, seat, action);
    replay.actions.push({ seat, action });
    await hooks.onStep?.({ seat, action, events }, state);
    actions++;
    outcome = game.outcome(state);
  }
  replay.outcome = outcome;
  return { state, outcome, replay, actions };
}

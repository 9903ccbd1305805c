// The game contract (shared/design/engine.md). Every game package exports one GameDefinition;
// everything outside a game (CLI, bots, arena, protocol, conformance kit) uses only this.

import type { Rng } from "./rng.js";

/** A seat number, 0..n-1 clockwise. */
export type Seat = number;

/** One atomic decision: a small plain JSON object with a `type`. */
export interface Action {
  readonly type: string;
}

/**
 * What happened, for logs and animation. An event without `visibleTo` is public; one with
 * `visibleTo` is seen only by those seats (games pair it with a public event carrying counts).
 */
export interface GameEvent {
  readonly type: string;
  readonly visibleTo?: readonly Seat[];
}

/** Plain JSON values, for options, views and states. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The validated, JSON-serialisable configuration of one game. */
export interface BaseOptions {
  /** Number of players (seats). */
  players: number;
  /** The preset these options came from, if any (informational once resolved). */
  preset?: string;
  /** A custom deal: the exact cards of some or all zones (engine.md, "custom deal"). */
  deal?: unknown;
}

/** One named option of a game, as listed by `houserules list` and validated by resolveOptions. */
export type OptionSpec =
  | {
      readonly name: string;
      readonly kind: "enum";
      readonly values: readonly string[];
      readonly default: string;
      readonly description: string;
    }
  | {
      readonly name: string;
      readonly kind: "int";
      readonly min: number;
      readonly max: number;
      readonly default: number;
      readonly description: string;
    }
  | { readonly name: string; readonly kind: "bool"; readonly default: boolean; readonly description: string };

/** A frozen option set with a name. */
export interface Preset {
  readonly id: string;
  readonly title: string;
  readonly options: Readonly<Record<string, string | number | boolean>>;
  /** Shown next to the preset: e.g. "experimental", "concept". */
  readonly status?: string;
  /** Player counts this preset allows, if narrower than the game's. */
  readonly players?: readonly number[];
}

/** The result of a finished game. */
export interface Outcome {
  /** places[seat] = 1-based finishing place; tied seats share a place. */
  readonly places: readonly number[];
  /** Per-seat score, where the game has one. */
  readonly scores?: readonly number[];
  /** Teams as lists of seats, for team games. */
  readonly teams?: readonly (readonly Seat[])[];
  /** True when the game's termination rule (action cap) ended it, not its normal end. */
  readonly endedByCap: boolean;
  /** Game-specific facts (titles, rounds...), JSON. */
  readonly details?: Json;
}

/** The rule error every illegal action, bad option or bad deal throws. */
export interface RuleErrorInfo {
  readonly code: string;
  readonly ruleId?: string;
  readonly message: string;
}

/** What a bot (or any automated seat) is given: its seat's view and legal actions, never the state. */
export interface BotContext<V = unknown, A extends Action = Action> {
  readonly view: V;
  readonly seat: Seat;
  readonly legal: readonly A[];
  readonly rng: Rng;
}

export interface Bot<V = unknown, A extends Action = Action> {
  readonly name: string;
  choose(ctx: BotContext<V, A>): A;
}

/** How a game's `determinize` samples what the seat has not seen. */
export interface DeterminizeOptions {
  /**
   * false: honour only what the seat knows for certain (cards it saw, exact deductions), not what
   * it reads into other players' voluntary choices (a fold suggesting a missing card). Players
   * who search may keep a card back, so a search among them may do better without such guesses.
   * Default true; a game without such inferences ignores it.
   */
  inferences?: boolean;
}

export type BotLevel = "random" | "easy" | "normal" | "hard" | "expert";

export interface GameDefinition<
  S = unknown,
  A extends Action = Action,
  V = unknown,
  O extends BaseOptions = BaseOptions,
> {
  readonly id: string;
  readonly title: string;
  /** The seed rule document and the brief it is built from. */
  readonly seedFile: string;
  readonly brief: string;
  /** Bumped by every deliberate rule change, so old replays are recognised. */
  readonly rulesVersion: number;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The player counts offered by default (e.g. Cuttlefish: 4, 6, 8). */
  readonly playerCounts: readonly number[];
  readonly options: readonly OptionSpec[];
  readonly presets: readonly Preset[];
  /** The preset used when none is given. */
  readonly defaultPreset: string;
  /** Upper bound of actions in one game (the termination rule); the kit asserts it holds. */
  readonly maxActions: number;

  /**
   * Checks cross-option consistency and game-specific fields (deal, series carry-over) after the
   * generic spec validation; returns the typed options. Throws RuleError BAD_OPTION naming the problem.
   */
  finishOptions(options: BaseOptions & Record<string, unknown>): O;
  /** Deals the game. Throws RuleError BAD_DEAL for an impossible custom deal. */
  setup(options: O, seed: string): S;

  activeSeats(state: S): readonly Seat[];
  legalActions(state: S, seat: Seat): A[];
  /**
   * Optional: the legal actions of `seat` that play exactly the selected cards (card ids, any
   * order), naming those very cards, so a table can offer "play these" for any selection. A game
   * whose legalActions lists one representative of interchangeable cards still answers with the
   * selected ones (apply accepts them). Empty when the selection makes no legal move.
   */
  actionsForCards?(state: S, seat: Seat, cards: readonly string[]): A[];
  /**
   * Mutates the state and returns what happened. Illegal input throws RuleError, state untouched.
   * `quiet`: the caller discards the events (playouts, benchmarks), so a game may skip building
   * them and return an empty list; the resulting state must be exactly the same either way.
   */
  apply(state: S, seat: Seat, action: unknown, quiet?: boolean): GameEvent[];
  view(state: S, seat: Seat | null): V;
  outcome(state: S): Outcome | null;
  /** A full state consistent with everything `seat` has seen, hidden cards re-sampled. */
  determinize(view: V, seat: Seat, rng: Rng, options?: DeterminizeOptions): S;
  clone(state: S): S;
  /** Every card in the game as a multiset (notation -> count); constant through a game. */
  cardCensus(state: S): Record<string, number>;

  /**
   * Plain English for an action of `seat`. With the seat's `view`, a game whose actions name
   * cards by id says which cards ("plays 7♠", not "plays 1 card").
   */
  describeAction(action: A, seat: Seat, view?: V): string;
  /**
   * Optional: the outcome's game-specific details as a few lines of plain English for a table's
   * game-over screen ("Shit Head: Bob"), seats named by `seatName`. Tables list places, scores
   * and teams themselves; without this they print the details as they are.
   */
  describeOutcome?(outcome: Outcome, seatName: (seat: Seat) => string): string[];
  /**
   * Plain English for one event as `forSeat` may read it (null = spectator). With `seatName`, the
   * seats are named by it (a table's player names: "Ada plays 7♠"); without, the game's own
   * "Seat 2".
   */
  describeEvent(event: GameEvent, forSeat: Seat | null, seatName?: (seat: Seat) => string): string;
  /**
   * The view as a few lines of plain text for a terminal table: own hand sorted, public zones,
   * others' counts, recent plays, the pending state. Presentation of the game's own zones.
   */
  describeView(view: V, seat: Seat | null): string;
  formatAction(action: A): string;
  /**
   * Optional: the notation as the seat that may take `action` would type it, for games whose
   * actions name cards by opaque id: cards by face ("play 7S"). parseAction accepts it.
   */
  formatActionFor?(action: A, view: V): string;
  /** Parses the CLI notation for an action of `seat` in this state; throws RuleError BAD_NOTATION. */
  parseAction(text: string, state: S, seat: Seat): A;

  /**
   * When these legal actions are an optional window the seat may decline (e.g. "declare now or
   * pass"), the action that declines it. Tables make it the default answer and keep the list
   * short, so a person is not walked through every window. Absent or undefined: a real decision.
   */
  declineAction?(legal: readonly A[]): A | undefined;

  /**
   * Optional: for a move a person should never make by a slip, because it is final and costly when
   * wrong (a declaration that gives a set away), why, in a few words ("a declaration is final: a
   * wrong one loses the set"). Tables do not offer such a move under a number: the person types it
   * in full. Undefined: an ordinary move.
   */
  confirmAction?(action: A, view: V): string | undefined;

  /** Heuristic bots the game ships (normal, and easy if it has its own). */
  readonly bots: Partial<Record<"easy" | "normal", () => Bot<V, A>>>;

  /**
   * Optional, for search bots: how good an unfinished position is for `seat`, from 0 (lost) to 1
   * (won), like a share of wins. Search bots call it on the worlds they sample, never on the real
   * game, to stop a playout early: one move matters little at the end of a long game, much more
   * a few turns ahead.
   */
  evaluate?(state: S, seat: Seat): number;
  /**
   * Optional, for search bots: the move a fresh `normal` bot would make for `seat` here, read off
   * the state where that is much cheaper than listing the legal actions and building the view
   * (e.g. a declaration window the heuristic declines unless it knows a set); undefined elsewhere.
   * Search bots call it on the worlds they sample, in playouts without random moves. It must read
   * only what the seat's view shows, use no randomness, change nothing, and return exactly the
   * normal bot's choice: the conformance kit compares the two at every step of its games. The bot
   * is then not asked, so its later choices must not depend on having been asked here.
   */
  playoutMove?(state: S, seat: Seat): A | undefined;
  /**
   * Optional, for search bots: the legal actions worth comparing at this decision, when the seat's
   * view shows that some should not be. Example: a Cuttlefish ask for a card the seat knows the
   * target lacks only hands the turn over (a pass); two searching teams traded such asks until the
   * ask cap, so a seat gets one until a card moves. A non-empty subset of `legal`, read from the
   * view only, with no randomness. At the decision itself ISMCTS searches exactly these; the
   * rollout search also keeps the heuristic's own choice among them.
   */
  searchActions?(view: V, seat: Seat, legal: readonly A[]): readonly A[];
  /**
   * Optional, for games whose views show only part of the public history that a player at the
   * table has watched (Cuttlefish under logVisibility=lastAsk shows only the latest ask): the view
   * with what the seat saw in its earlier views kept, given what recall returned at the seat's
   * previous decision (undefined at its first). Search bots pass every view they are given through
   * it and determinize and narrow (`searchActions`) from the result, so they know what the seat
   * has watched; their heuristic gets the same views (the search's copy of it misses the polls, so
   * it should read them). It may add only what those views showed,
   * with no randomness and without changing its inputs; a view that forgets nothing comes back as
   * it is. A world determinized from the result must take each of the seat's legal actions (the
   * conformance kit checks these).
   */
  recall?(view: V, seat: Seat, earlier: V | undefined): V;

  /**
   * Games played in series: the options of the next game, carrying titles and standings, or
   * null when the series is over. Absent for games without series.
   */
  nextGameOptions?(finished: S): O | null;
  /**
   * A short human summary of the series so far (standings), when the game has series; seats
   * named by `seatName` when given ("Seat 2" otherwise).
   */
  seriesSummary?(finished: S, seatName?: (seat: Seat) => string): string;
}

/** A definition with its type parameters erased, for registries and generic tools. */
// biome-ignore lint/suspicious/noExplicitAny: erasure point for heterogeneous game registries
export type AnyGame = GameDefinition<any, any, any, any>;

// The Cuttlefish state: plain mutable JSON data. Cards are ints (cards.ts); a card's location is a
// seat number, PILE or OUT. Brief sections 2-4.

import type { RngState } from "@houserules/engine";

/** Location index of the 4-player Pile (CF-18); seats are 0..7. */
export const PILE = 8;
/** Location of a card that has left the game (resolved or removed set). */
export const OUT = -1;
/** How actions and views name the Pile as a holder. */
export const PILE_HOLDER = -1;

export const TEAM_A = 0;
export const TEAM_B = 1;

/** Set status (CF-16, CF-17, CF-27). */
export const LIVE = 0;
export const WON_A = 1;
export const WON_B = 2;
export const FORFEIT = 3;
export const REMOVED = 4;
export const STATUS_NAMES = ["live", "A", "B", "forfeit", "removed"] as const;

export type Phase = "play" | "handOff" | "endgame" | "closing" | "over";

/** Options read once into the state (options.ts finishOptions -> setup). */
export interface Config {
  players: number;
  hasPile: boolean;
  /** CF-5: eightPlayerDeck=removeSet. */
  removeSet: boolean;
  /** CF-14: declarationTiming=anytime. */
  anytime: boolean;
  strict: boolean;
  /** CF-7: logVisibility=lastAsk. */
  lastAsk: boolean;
  endWhenClinched: boolean;
  askCap: number;
  skin: "sea" | "standard";
  notes: boolean;
}

export interface AskEntry {
  kind: "ask";
  seq: number;
  asker: number;
  target: number;
  card: number;
  hit: boolean;
}
export interface DeclareEntry {
  kind: "declare";
  seq: number;
  declarer: number;
  set: number;
  /** Claimed holders of cards 1-6 (a seat or PILE); empty when not known to the view it came from. */
  claimed: number[];
  /** True holders of cards 1-6 at resolution; empty when not known to the view it came from. */
  actual: number[];
  /** WON_A, WON_B or FORFEIT. */
  result: number;
}
export interface HandOffEntry {
  kind: "handOff";
  seq: number;
  from: number;
  to: number;
  auto: boolean;
}
export type LogEntry = AskEntry | DeclareEntry | HandOffEntry;

export interface SeriesCarry {
  /** 1-based game number in the series. */
  game: number;
  /** Games won per team, a draw counting 1/2 each. */
  wins: number[];
  /** Sets won per team over the series (tie-break). */
  sets: number[];
}

export interface CuttlefishState {
  config: Config;
  /** owner[card]: seat, PILE or OUT. */
  owner: number[];
  handCount: number[];
  pileCount: number;
  setStatus: number[];
  /** Declarer of each resolved set, -1 otherwise. */
  setDeclarer: number[];
  /** Sets out of play from the start (removed set, sets a custom deal resolved), as a bitmask. */
  startDead: number;
  phase: Phase;
  /** The turn-holder (also "the most recent player" for CF-23). */
  turn: number;
  dealer: number;
  /**
   * anytime: the seats still to be polled (the brief's simulation polling, CF-14), head first; the
   * head is the seat the runner asks. Every seat may declare meanwhile; only the head passes.
   */
  pollQueue: number[];
  /** endgame/closing: the chance-holders in order, and whose chance it is (CF-23, CF-30). */
  chanceOrder: number[];
  chanceIndex: number;
  /** Total asks so far (CF-30). */
  asks: number;
  /** Bumped by every applied action (CF-15). */
  version: number;
  log: LogEntry[];
  /** Next log sequence number. */
  seq: number;
  /** closing was started by askCap (the termination rule). */
  cappedAsks: boolean;
  /** CF-29 ended the game. */
  clinched: boolean;
  series: SeriesCarry;
  rng: RngState;
}

export function teamOf(seat: number): number {
  return seat & 1;
}

export function bit(location: number): number {
  return 1 << location;
}

/** Next seat clockwise ("left", CF-3). */
export function leftOf(seat: number, players: number): number {
  return seat + 1 === players ? 0 : seat + 1;
}

export function teamCards(state: CuttlefishState, team: number): number {
  let total = 0;
  for (let s = team; s < state.config.players; s += 2) total += state.handCount[s];
  return total;
}

export function liveSetCount(state: CuttlefishState): number {
  let live = 0;
  for (let s = 0; s < state.setStatus.length; s++) if (state.setStatus[s] === LIVE) live++;
  return live;
}

export function teamScore(state: CuttlefishState, team: number): number {
  const won = team === TEAM_A ? WON_A : WON_B;
  let score = 0;
  for (let s = 0; s < state.setStatus.length; s++) if (state.setStatus[s] === won) score++;
  return score;
}

/** Location index from an action/view holder number (-1 = Pile). */
export function holderToLocation(holder: number): number {
  return holder === PILE_HOLDER ? PILE : holder;
}
export function locationToHolder(location: number): number {
  return location === PILE ? PILE_HOLDER : location;
}

// Each clone remembers the state it was copied from (or, for a clone of a clone, the first state of
// the line): a search plays many copies of one sampled world, and a seat's knowledge of the world
// (tracking.ts) is then built once, not per copy. The map keeps that state alive only while the
// clone lives, and never a chain of clones. Not a WeakRef: a WeakRef keeps its target alive until
// the running job ends, and an arena or a simulation plays whole games in one synchronous job, so
// every world a search sampled stayed in memory to the end (about 40 MB a game of hard bots).
const clonedFrom = new WeakMap<CuttlefishState, CuttlefishState>();

/** The state this one was cloned from (the first of its line of clones). */
export function cloneSource(state: CuttlefishState): CuttlefishState | undefined {
  return clonedFrom.get(state);
}

export function cloneState(s: CuttlefishState): CuttlefishState {
  const copy = copyState(s);
  clonedFrom.set(copy, clonedFrom.get(s) ?? s);
  return copy;
}

function copyState(s: CuttlefishState): CuttlefishState {
  return {
    config: { ...s.config },
    owner: s.owner.slice(),
    handCount: s.handCount.slice(),
    pileCount: s.pileCount,
    setStatus: s.setStatus.slice(),
    setDeclarer: s.setDeclarer.slice(),
    startDead: s.startDead,
    phase: s.phase,
    turn: s.turn,
    dealer: s.dealer,
    pollQueue: s.pollQueue.slice(),
    chanceOrder: s.chanceOrder.slice(),
    chanceIndex: s.chanceIndex,
    asks: s.asks,
    version: s.version,
    // Log entries are never mutated after they are written, so sharing them is safe.
    log: s.log.slice(),
    seq: s.seq,
    cappedAsks: s.cappedAsks,
    clinched: s.clinched,
    series: { game: s.series.game, wins: s.series.wins.slice(), sets: s.series.sets.slice() },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}

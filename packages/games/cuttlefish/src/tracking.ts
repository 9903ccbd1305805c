// Builds a seat's knowledge tracker (knowledge.ts) from what that seat has seen: its hand, the
// public hand counts, set statuses and the public log. Used by legalActions (declarations the seat
// can consider), the notes aid of the view, determinize and the bots. Under logVisibility=lastAsk
// the product does not remember for the player: the game itself starts from the present (own hand
// and counts), and a bot from what it has watched since its last gap (recall.ts).

import { CARD_COUNT, CARDS_PER_SET, setOf } from "./cards.js";
import {
  cloneKnowledge,
  createKnowledge,
  type Knowledge,
  LOCATIONS,
  observeAsk,
  observeDeclaration,
  propagate,
} from "./knowledge.js";
import { type CuttlefishState, cloneSource, LIVE, type LogEntry, PILE } from "./state.js";

export interface TrackInput {
  players: number;
  hasPile: boolean;
  /** Observer seat, -1 for public knowledge. */
  self: number;
  /** The observer's current hand. */
  hand: readonly number[];
  /** Current n(L) by location index (seats, PILE). */
  counts: readonly number[];
  setStatus: readonly number[];
  /** Sets out of play from the start (removed set, sets resolved by a custom deal), as a bitmask. */
  startDead: number;
  /**
   * The public log the observer has followed without a gap, up to the present: the whole log, or
   * (under lastAsk) what it watched since its last gap, possibly nothing.
   */
  log: readonly LogEntry[];
  /** The log starts at the deal; otherwise after a gap, and the tracker starts from there. */
  fromDeal: boolean;
  /**
   * Without fromDeal: what the observer knew of the live cards where the log starts, carried over
   * a gap in which no card moved (whole sets were declared unseen: recall.ts); else nothing.
   */
  carried?: Carried;
}

/** Possible places of each card (0 for none kept) and the flattened facts, as `Knowledge` holds them. */
export interface Carried {
  poss: readonly number[];
  facts: readonly number[];
}

/**
 * The tracker where the log starts (the deal, or the end of the last gap), reconstructed by walking
 * the log back from the present: cards move only by logged hits and declarations.
 */
function startKnowledge(input: TrackInput): Knowledge {
  const counts = input.counts.slice();
  const own = new Uint8Array(CARD_COUNT);
  for (const c of input.hand) own[c] = 1;
  const live = new Array<boolean>(CARD_COUNT).fill(false);
  if (input.fromDeal) {
    for (let c = 0; c < CARD_COUNT; c++) live[c] = !(input.startDead & (1 << setOf(c)));
  } else {
    // Live then: live now, or declared since (a forfeit ends the game, showing the whole log).
    for (let c = 0; c < CARD_COUNT; c++) live[c] = input.setStatus[setOf(c)] === LIVE;
    for (const e of input.log)
      if (e.kind === "declare")
        for (let j = 0; j < CARDS_PER_SET; j++) live[e.set * CARDS_PER_SET + j] = true;
  }
  for (let i = input.log.length - 1; i >= 0; i--) {
    const e = input.log[i];
    if (e.kind === "ask") {
      if (!e.hit) continue;
      counts[e.asker]--;
      counts[e.target]++;
      if (e.asker === input.self) own[e.card] = 0;
      if (e.target === input.self) own[e.card] = 1;
    } else if (e.kind === "declare") {
      for (let j = 0; j < CARDS_PER_SET; j++) {
        const loc = e.actual[j];
        counts[loc]++;
        if (loc === input.self) own[e.set * CARDS_PER_SET + j] = 1;
      }
    }
  }
  const hand: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (own[c]) hand.push(c);
  return carry(createKnowledge(input.players, input.hasPile, input.self, hand, live, counts), input.carried);
}

/** Narrows a fresh tracker to what was carried over a gap: the live cards did not move in it. */
function carry(k: Knowledge, carried: Carried | undefined): Knowledge {
  if (carried === undefined) return k;
  for (let c = 0; c < CARD_COUNT; c++) {
    const narrowed = k.poss[c] & carried.poss[c];
    if (narrowed !== 0) k.poss[c] = narrowed;
  }
  const f = carried.facts;
  for (let r = 0; r < f.length; r += 3) {
    const set = f[r + 1];
    if (k.poss[set * CARDS_PER_SET] !== 0) k.facts.push(f[r], set, f[r + 2]);
  }
  return k;
}

export function applyEntry(k: Knowledge, e: LogEntry, deep: boolean): void {
  if (e.kind === "ask") observeAsk(k, e.asker, e.target, e.card, e.hit, deep);
  else if (e.kind === "declare") observeDeclaration(k, e.set, e.actual, deep);
}

export function buildKnowledge(input: TrackInput, deep = true): Knowledge {
  const k = startKnowledge(input);
  propagate(k, deep);
  for (const e of input.log) applyEntry(k, e, deep);
  return k;
}

/**
 * The seat's tracker (as buildKnowledge, shallow) and whether the seat has made a sure miss since
 * the last card moved: an ask for a card its tracker said the target could not hold, with no hit
 * or declaration after it, as far as the log goes back (under lastAsk, what the seat remembers).
 */
export function knowledgeAndPass(input: TrackInput): { k: Knowledge; passed: boolean } {
  const k = startKnowledge(input);
  propagate(k, false);
  let passed = false;
  for (const e of input.log) {
    if (e.kind === "ask") {
      if (e.hit) passed = false;
      else if (e.asker === input.self && (k.poss[e.card] & (1 << e.target)) === 0) passed = true;
    } else if (e.kind === "declare") passed = false;
    applyEntry(k, e, false);
  }
  return { k, passed };
}

export function stateCounts(state: CuttlefishState): number[] {
  const counts = new Array<number>(LOCATIONS).fill(0);
  for (let s = 0; s < state.config.players; s++) counts[s] = state.handCount[s];
  counts[PILE] = state.pileCount;
  return counts;
}

export function handOf(state: CuttlefishState, seat: number): number[] {
  const hand: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (state.owner[c] === seat) hand.push(c);
  return hand;
}

interface CacheEntry {
  k: Knowledge;
  processed: number;
  last: LogEntry | null;
}
const cache = new WeakMap<CuttlefishState, (CacheEntry | undefined)[]>();

/**
 * The seat's tracker for a live state (deep: with the flow check, rule 4), kept incrementally per
 * state object (a derived cache: the same result as building from scratch). A clone starts from
 * its source's tracker when the source's log is a prefix of its own: both then share the deal and
 * every card move up to there (cards move only by logged asks and declarations).
 */
export function seatKnowledge(state: CuttlefishState, seat: number, deep: boolean): Knowledge {
  return cachedKnowledge(state, seat, deep, true);
}

function cachedKnowledge(
  state: CuttlefishState,
  seat: number,
  deep: boolean,
  fromSource: boolean,
): Knowledge {
  if (state.config.lastAsk) return buildKnowledge(inputFromState(state, seat), deep);
  let entries = cache.get(state);
  if (!entries) {
    entries = [];
    cache.set(state, entries);
  }
  const slot = deep ? seat + LOCATIONS : seat;
  const entry = entries[slot];
  const log = state.log;
  if (entry && isPrefix(entry.processed, entry.last, log)) {
    extend(entry.k, log, entry.processed, deep);
    entry.processed = log.length;
    entry.last = log.length > 0 ? log[log.length - 1] : null;
    return entry.k;
  }
  const k =
    (fromSource && knowledgeFromSource(state, seat, deep)) ||
    buildKnowledge(inputFromState(state, seat), deep);
  entries[slot] = { k, processed: log.length, last: log.length > 0 ? log[log.length - 1] : null };
  return k;
}

/** The log's first `processed` entries are the ones a tracker has seen, ending with `last`. */
function isPrefix(processed: number, last: LogEntry | null, log: readonly LogEntry[]): boolean {
  return processed <= log.length && (processed === 0 || log[processed - 1] === last);
}

function extend(k: Knowledge, log: readonly LogEntry[], from: number, deep: boolean): void {
  for (let i = from; i < log.length; i++) applyEntry(k, log[i], deep);
}

/** A copy of the clone source's tracker, extended by the entries logged since; null if unrelated. */
function knowledgeFromSource(state: CuttlefishState, seat: number, deep: boolean): Knowledge | null {
  const source = cloneSource(state);
  if (source === undefined || source.config.lastAsk) return null;
  const n = source.log.length;
  if (!isPrefix(n, n > 0 ? source.log[n - 1] : null, state.log)) return null;
  const k = cloneKnowledge(cachedKnowledge(source, seat, deep, false));
  extend(k, state.log, n, deep);
  return fitsHand(k, state, seat) ? k : null;
}

/** The tracker has the state's hand sizes and places the seat's own cards with it. */
function fitsHand(k: Knowledge, state: CuttlefishState, seat: number): boolean {
  for (let s = 0; s < state.config.players; s++) if (k.count[s] !== state.handCount[s]) return false;
  if (k.count[PILE] !== state.pileCount) return false;
  if (seat < 0) return true;
  for (let c = 0; c < CARD_COUNT; c++)
    if ((state.owner[c] === seat) !== (k.poss[c] === 1 << seat)) return false;
  return true;
}

export function inputFromState(state: CuttlefishState, seat: number): TrackInput {
  return {
    players: state.config.players,
    hasPile: state.config.hasPile,
    self: seat,
    hand: seat >= 0 ? handOf(state, seat) : [],
    counts: stateCounts(state),
    setStatus: state.setStatus,
    startDead: state.startDead,
    log: state.config.lastAsk ? [] : state.log,
    fromDeal: !state.config.lastAsk,
  };
}

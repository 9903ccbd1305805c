// Builds a seat's knowledge tracker (knowledge.ts) from what that seat has seen: its hand, the
// public hand counts, set statuses and the public log. Used by legalActions (declarations the seat
// can consider), the notes aid of the view, determinize and the bots. Under logVisibility=lastAsk
// only the present is used (own hand and counts): the product does not remember for the player.

import { CARD_COUNT, CARDS_PER_SET, setOf } from "./cards.js";
import {
  createKnowledge,
  type Knowledge,
  LOCATIONS,
  observeAsk,
  observeDeclaration,
  propagate,
} from "./knowledge.js";
import { type CuttlefishState, LIVE, type LogEntry, PILE } from "./state.js";

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
  log: readonly LogEntry[];
  /** False under lastAsk: start from the present instead of replaying the log. */
  fullLog: boolean;
}

/** The tracker at the start of the game, reconstructed by walking the log back from the present. */
function startKnowledge(input: TrackInput): Knowledge {
  const counts = input.counts.slice();
  const own = new Uint8Array(CARD_COUNT);
  for (const c of input.hand) own[c] = 1;
  const live = new Array<boolean>(CARD_COUNT).fill(false);
  if (!input.fullLog) {
    for (let c = 0; c < CARD_COUNT; c++) live[c] = input.setStatus[setOf(c)] === LIVE;
    return createKnowledge(input.players, input.hasPile, input.self, input.hand, live, counts);
  }
  for (let c = 0; c < CARD_COUNT; c++) live[c] = !(input.startDead & (1 << setOf(c)));
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
  return createKnowledge(input.players, input.hasPile, input.self, hand, live, counts);
}

export function applyEntry(k: Knowledge, e: LogEntry, deep: boolean): void {
  if (e.kind === "ask") observeAsk(k, e.asker, e.target, e.card, e.hit, deep);
  else if (e.kind === "declare") observeDeclaration(k, e.set, e.actual, deep);
}

export function buildKnowledge(input: TrackInput, deep = true): Knowledge {
  const k = startKnowledge(input);
  propagate(k, deep);
  if (input.fullLog) for (const e of input.log) applyEntry(k, e, deep);
  return k;
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
 * The seat's tracker for a live state (deep: with the flow check, rule 4), kept incrementally per state object (a derived cache: the
 * same result as building from scratch, which happens for a clone or a JSON copy).
 */
export function seatKnowledge(state: CuttlefishState, seat: number, deep: boolean): Knowledge {
  if (state.config.lastAsk) return buildKnowledge(inputFromState(state, seat), deep);
  let entries = cache.get(state);
  if (!entries) {
    entries = [];
    cache.set(state, entries);
  }
  const slot = deep ? seat + LOCATIONS : seat;
  const entry = entries[slot];
  const log = state.log;
  if (
    entry &&
    entry.processed <= log.length &&
    (entry.processed === 0 ? true : log[entry.processed - 1] === entry.last)
  ) {
    for (let i = entry.processed; i < log.length; i++) applyEntry(entry.k, log[i], deep);
    entry.processed = log.length;
    entry.last = log.length > 0 ? log[log.length - 1] : null;
    return entry.k;
  }
  const k = buildKnowledge(inputFromState(state, seat), deep);
  entries[slot] = { k, processed: log.length, last: log.length > 0 ? log[log.length - 1] : null };
  return k;
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
    log: state.log,
    fullLog: !state.config.lastAsk,
  };
}

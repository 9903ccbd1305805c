// CF-6, CF-7: the only place hidden information is removed. A seat sees its own hand, every hand
// size, the Pile size, set statuses and the public log (all of it, or under lastAsk only the latest
// ask and declaration until the game ends), plus the optional notes aid for its own seat.

import { CARD_COUNT, CARDS_PER_SET, formatCardId, parseCardId, SET_NAMES } from "./cards.js";
import { cloneKnowledge, type Knowledge, LOCATIONS } from "./knowledge.js";
import {
  type CuttlefishState,
  holderToLocation,
  type LogEntry,
  locationToHolder,
  type Phase,
  PILE,
  STATUS_NAMES,
  TEAM_A,
  TEAM_B,
  teamScore,
} from "./state.js";
import { seatKnowledge, type TrackInput } from "./tracking.js";

export type ViewLogEntry =
  | { kind: "ask"; seq: number; asker: number; target: number; card: string; hit: boolean }
  | {
      kind: "declare";
      seq: number;
      declarer: number;
      set: string;
      claimed: number[];
      actual: number[];
      result: string;
    }
  | { kind: "handOff"; seq: number; from: number; to: number; auto: boolean };

export interface CuttlefishView {
  seat: number | null;
  players: number;
  options: {
    declarationTiming: "anytime" | "ownTurn";
    strictDeclarations: boolean;
    logVisibility: "full" | "lastAsk";
    deckSkin: "sea" | "standard";
    endWhenClinched: boolean;
    askCap: number;
    notes: boolean;
    pile: boolean;
    eightPlayerDeck: "full" | "removeSet";
  };
  phase: Phase;
  turn: number;
  dealer: number;
  version: number;
  asks: number;
  nextSeq: number;
  /** Own hand in deck order; null for a spectator. */
  hand: string[] | null;
  handCounts: number[];
  /** The 4p Pile's size; null without a Pile. */
  pileCount: number | null;
  sets: { set: string; status: string; declarer: number | null }[];
  /** Sets out of play from the start (bitmask by set index). */
  startDead: number;
  /** Teams' sets won: [team A (even seats), team B (odd seats)]. */
  score: number[];
  log: ViewLogEntry[];
  /** anytime: seats still to be polled (declare or pass) before the turn-holder goes on; any seat may declare meanwhile. */
  pollQueue: number[];
  chanceOrder: number[];
  chanceIndex: number;
  cappedAsks: boolean;
  clinched: boolean;
  series: { game: number; wins: number[]; sets: number[] };
  /** The notes aid: for each live card not in your hand, the seats (-1 = Pile) that may hold it. */
  notes: Record<string, number[]> | null;
  /** The notes aid: seats known to hold at least one of some cards (from their asks), not yet placed. */
  noteFacts: { seat: number; oneOf: string[] }[] | null;
}

// Log entries are never mutated once written (state.ts cloneState shares them), so each one is
// converted once and the result shared: views and determinized states of a search then cost one
// array copy of references instead of re-encoding the whole log on every call. The two caches are
// linked, so a determinized state's entries map back to the very view entries they came from.
const viewEntries = new WeakMap<LogEntry, ViewLogEntry>();
const stateEntries = new WeakMap<ViewLogEntry, LogEntry>();

export function toViewEntry(e: LogEntry): ViewLogEntry {
  let entry = viewEntries.get(e);
  if (entry === undefined) {
    // Frozen: the entry is shared by every view, so no consumer may edit another's copy.
    entry = freezeEntry(encodeEntry(e));
    viewEntries.set(e, entry);
    stateEntries.set(entry, e);
  }
  return entry;
}

export function fromViewEntry(e: ViewLogEntry): LogEntry {
  let entry = stateEntries.get(e);
  if (entry === undefined) {
    entry = decodeEntry(e);
    stateEntries.set(e, entry);
    // A view entry from outside (e.g. parsed JSON) is not shared as is: views get a frozen copy.
    viewEntries.set(entry, Object.isFrozen(e) ? e : freezeEntry(encodeEntry(entry)));
  }
  return entry;
}

function freezeEntry(e: ViewLogEntry): ViewLogEntry {
  if (e.kind === "declare") {
    Object.freeze(e.claimed);
    Object.freeze(e.actual);
  }
  return Object.freeze(e);
}

function encodeEntry(e: LogEntry): ViewLogEntry {
  switch (e.kind) {
    case "ask":
      return {
        kind: "ask",
        seq: e.seq,
        asker: e.asker,
        target: e.target,
        card: formatCardId(e.card),
        hit: e.hit,
      };
    case "declare":
      return {
        kind: "declare",
        seq: e.seq,
        declarer: e.declarer,
        set: SET_NAMES[e.set],
        claimed: e.claimed.map(locationToHolder),
        actual: e.actual.map(locationToHolder),
        result: STATUS_NAMES[e.result],
      };
    default:
      return { kind: "handOff", seq: e.seq, from: e.from, to: e.to, auto: e.auto };
  }
}

function decodeEntry(e: ViewLogEntry): LogEntry {
  switch (e.kind) {
    case "ask":
      return {
        kind: "ask",
        seq: e.seq,
        asker: e.asker,
        target: e.target,
        card: parseCardId(e.card) as number,
        hit: e.hit,
      };
    case "declare":
      return {
        kind: "declare",
        seq: e.seq,
        declarer: e.declarer,
        set: SET_NAMES.indexOf(e.set as (typeof SET_NAMES)[number]),
        claimed: e.claimed.map(holderToLocation),
        actual: e.actual.map(holderToLocation),
        result: STATUS_NAMES.indexOf(e.result as (typeof STATUS_NAMES)[number]),
      };
    default:
      return { kind: "handOff", seq: e.seq, from: e.from, to: e.to, auto: e.auto };
  }
}

// The encoded log up to each entry: a log is only ever appended to and its entries are shared by
// its clones, so an entry identifies the whole log before it. A view copies the array.
const encodedLogs = new WeakMap<LogEntry, ViewLogEntry[]>();

function viewLog(log: readonly LogEntry[]): ViewLogEntry[] {
  const n = log.length;
  if (n === 0) return [];
  let encoded = encodedLogs.get(log[n - 1]);
  if (encoded === undefined || encoded.length !== n) {
    const before = n > 1 ? encodedLogs.get(log[n - 2]) : undefined;
    encoded =
      before !== undefined && before.length === n - 1 ? before.slice() : log.slice(0, n - 1).map(toViewEntry);
    encoded.push(toViewEntry(log[n - 1]));
    encodedLogs.set(log[n - 1], encoded);
  }
  return encoded.slice();
}

/** CF-7: the log entries a view shows. */
export function visibleLog(state: CuttlefishState): LogEntry[] {
  if (!state.config.lastAsk || state.phase === "over") return state.log;
  let lastAsk = -1;
  let lastDeclare = -1;
  for (let i = state.log.length - 1; i >= 0 && (lastAsk < 0 || lastDeclare < 0); i--) {
    const kind = state.log[i].kind;
    if (kind === "ask" && lastAsk < 0) lastAsk = i;
    if (kind === "declare" && lastDeclare < 0) lastDeclare = i;
  }
  const shown: LogEntry[] = [];
  for (let i = 0; i < state.log.length; i++) if (i === lastAsk || i === lastDeclare) shown.push(state.log[i]);
  return shown;
}

export function view(state: CuttlefishState, seat: number | null): CuttlefishView {
  const c = state.config;
  let hand: string[] | null = null;
  if (seat !== null) {
    hand = [];
    for (let card = 0; card < CARD_COUNT; card++)
      if (state.owner[card] === seat) hand.push(formatCardId(card));
  }
  let notes: Record<string, number[]> | null = null;
  let noteFacts: { seat: number; oneOf: string[] }[] | null = null;
  let known: Knowledge | null = null;
  if (c.notes && seat !== null && state.phase !== "over") {
    // The same knowledge as the declarations legalActions offers (rules 1-3 and the fact rules).
    const k = seatKnowledge(state, seat, false);
    known = k;
    // A prototype-less object starts in dictionary mode: adding up to 54 card keys in an order
    // that differs from view to view would otherwise build a new hidden class per key (slow).
    notes = Object.create(null) as Record<string, number[]>;
    for (let card = 0; card < CARD_COUNT; card++) {
      const m = k.poss[card];
      if (m === 0 || m === 1 << seat) continue;
      const holders: number[] = [];
      for (let l = 0; l < LOCATIONS; l++) if (m & (1 << l)) holders.push(l === PILE ? -1 : l);
      notes[formatCardId(card)] = holders;
    }
    noteFacts = [];
    for (let r = 0; r < k.facts.length; r += 3) {
      const [loc, set, mask] = [k.facts[r], k.facts[r + 1], k.facts[r + 2]];
      // The same fact learnt from two asks is one note.
      let repeated = false;
      for (let q = 0; q < r && !repeated; q += 3)
        repeated = k.facts[q] === loc && k.facts[q + 1] === set && k.facts[q + 2] === mask;
      if (repeated) continue;
      const oneOf: string[] = [];
      let placed = false;
      for (let i = 0; i < CARDS_PER_SET; i++) {
        if (!(mask & (1 << i))) continue;
        oneOf.push(formatCardId(set * CARDS_PER_SET + i));
        if (k.poss[set * CARDS_PER_SET + i] === 1 << loc) placed = true;
      }
      if (!placed && oneOf.length > 1) noteFacts.push({ seat: loc === PILE ? -1 : loc, oneOf });
    }
  }
  const result: CuttlefishView = {
    seat,
    players: c.players,
    options: {
      declarationTiming: c.anytime ? "anytime" : "ownTurn",
      strictDeclarations: c.strict,
      logVisibility: c.lastAsk ? "lastAsk" : "full",
      deckSkin: c.skin,
      endWhenClinched: c.endWhenClinched,
      askCap: c.askCap,
      notes: c.notes,
      pile: c.hasPile,
      eightPlayerDeck: c.removeSet ? "removeSet" : "full",
    },
    phase: state.phase,
    turn: state.turn,
    dealer: state.dealer,
    version: state.version,
    asks: state.asks,
    nextSeq: state.seq,
    hand,
    handCounts: state.handCount.slice(),
    pileCount: c.hasPile ? state.pileCount : null,
    sets: state.setStatus.map((status, set) => ({
      set: SET_NAMES[set],
      status: STATUS_NAMES[status],
      declarer: state.setDeclarer[set] >= 0 ? state.setDeclarer[set] : null,
    })),
    startDead: state.startDead,
    score: [teamScore(state, TEAM_A), teamScore(state, TEAM_B)],
    log: viewLog(visibleLog(state)),
    pollQueue: state.pollQueue.slice(),
    chanceOrder: state.chanceOrder.slice(),
    chanceIndex: state.chanceIndex,
    cappedAsks: state.cappedAsks,
    clinched: state.clinched,
    series: { game: state.series.game, wins: state.series.wins.slice(), sets: state.series.sets.slice() },
    notes,
    noteFacts,
  };
  if (known !== null) trackers.set(result, cloneKnowledge(known));
  return result;
}

// The seat's tracker behind a view's notes, kept for the seat's bot: it is exactly what the bot
// would build from the view (own hand and public log), so a bot that starts from a view (each
// playout of a search) need not replay the whole log again.
const trackers = new WeakMap<CuttlefishView, Knowledge>();

/** The tracker behind this view's notes (a copy the caller may extend), if the view has notes. */
export function takeViewTracker(v: CuttlefishView, seat: number): Knowledge | undefined {
  const k = trackers.get(v);
  if (k === undefined || k.self !== seat) return undefined;
  trackers.delete(v);
  return k;
}

/** The tracker input a view gives its seat (bots, determinize). */
export function trackInputFromView(v: CuttlefishView, seat: number): TrackInput {
  const counts = new Array<number>(LOCATIONS).fill(0);
  for (let s = 0; s < v.players; s++) counts[s] = v.handCounts[s];
  counts[PILE] = v.pileCount ?? 0;
  const setStatus = v.sets.map((s) => STATUS_NAMES.indexOf(s.status as (typeof STATUS_NAMES)[number]));
  return {
    players: v.players,
    hasPile: v.options.pile,
    self: seat,
    hand: (v.hand ?? []).map((t) => parseCardId(t) as number),
    counts,
    setStatus,
    startDead: v.startDead,
    log: v.log.map(fromViewEntry),
    fullLog: v.options.logVisibility === "full" || v.phase === "over",
  };
}

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
  /**
   * Only in a view passed through `recall` (a search bot's memory under lastAsk), never in a
   * table's: the public log this seat watched without a gap up to now, from the deal or else from
   * its last gap.
   */
  remembered?: { log: ViewLogEntry[]; fromDeal: boolean; carried?: { poss: number[]; facts: number[] } };
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
  // The seat's tracker (the same knowledge as the declarations legalActions offers, rules 1-3 and
  // the fact rules), for the notes aid and for the seat's bot. Under lastAsk there are no notes
  // and a bot keeps its own memory of what it saw.
  const known =
    seat !== null && state.phase !== "over" && !c.lastAsk ? seatKnowledge(state, seat, false) : null;
  const result: Omit<CuttlefishView, "notes" | "noteFacts"> = {
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
  };
  if (known === null) return Object.assign(result, { notes: null, noteFacts: null });
  const behind: Behind = { tracker: cloneKnowledge(known), notes: null };
  if (c.notes) {
    behind.notes = { poss: known.poss.slice(), facts: known.facts.slice(), seat: seat as number };
    Object.defineProperties(result, LAZY_NOTES);
  } else Object.assign(result, { notes: null, noteFacts: null });
  viewsBehind.set(result as CuttlefishView, behind);
  return result as CuttlefishView;
}

/**
 * What stands behind a seat's view under the full log: its seat's tracker, handed once to the
 * seat's bot (exactly what the bot would build from the view, own hand and public log, so a bot
 * replays no log: neither the whole log when it starts from a view, as in each playout of a
 * search, nor the new entries at each decision), and the tracker's deductions of the moment for
 * the notes aid, which is built only when read.
 */
interface Behind {
  tracker: Knowledge | undefined;
  notes: { poss: number[]; facts: number[]; seat: number } | null;
}
const viewsBehind = new WeakMap<CuttlefishView, Behind>();

/**
 * The notes aid's properties, the same accessors for every view (so views keep one shape): the
 * first read builds the notes and leaves a plain data property. Bots read the tracker, never the
 * notes, and building these string-keyed records for every view of every playout cost a fifth
 * of a search.
 */
const LAZY_NOTES: PropertyDescriptorMap = {
  notes: lazyNoteProperty("notes", (n) => seatNotes(n.poss, n.seat)),
  noteFacts: lazyNoteProperty("noteFacts", (n) => seatNoteFacts(n.poss, n.facts)),
};

function lazyNoteProperty(
  key: "notes" | "noteFacts",
  build: (n: NonNullable<Behind["notes"]>) => unknown,
): PropertyDescriptor {
  const settle = (view: CuttlefishView, value: unknown) =>
    Object.defineProperty(view, key, { value, enumerable: true, writable: true, configurable: true });
  return {
    enumerable: true,
    configurable: true,
    get(this: CuttlefishView) {
      // `this` may be an object made from the view with Object.create: its notes are the view's.
      let owner: object | null = this;
      while (owner !== null && !viewsBehind.has(owner as CuttlefishView))
        owner = Object.getPrototypeOf(owner);
      const n = owner === null ? null : viewsBehind.get(owner as CuttlefishView)?.notes;
      const value = n ? build(n) : null;
      // A frozen or sealed view (its reader's choice) keeps the accessor and builds the notes at
      // each read.
      if (Object.isExtensible(this)) settle(this, value);
      return value;
    },
    set(this: CuttlefishView, value: unknown) {
      settle(this, value);
    },
  };
}

/** CF-11: each live card the seat does not hold, with the seats (-1 the Pile) that may hold it. */
function seatNotes(poss: readonly number[], seat: number): Record<string, number[]> {
  // A prototype-less object starts in dictionary mode: adding up to 54 card keys in an order
  // that differs from view to view would otherwise build a new hidden class per key (slow).
  const notes = Object.create(null) as Record<string, number[]>;
  for (let card = 0; card < CARD_COUNT; card++) {
    const m = poss[card];
    if (m === 0 || m === 1 << seat) continue;
    const holders: number[] = [];
    for (let l = 0; l < LOCATIONS; l++) if (m & (1 << l)) holders.push(l === PILE ? -1 : l);
    notes[formatCardId(card)] = holders;
  }
  return notes;
}

/** CF-10: "seat holds one of these cards", from its asks, while not yet settled. */
function seatNoteFacts(
  poss: readonly number[],
  facts: readonly number[],
): { seat: number; oneOf: string[] }[] {
  const noteFacts: { seat: number; oneOf: string[] }[] = [];
  for (let r = 0; r < facts.length; r += 3) {
    const [loc, set, mask] = [facts[r], facts[r + 1], facts[r + 2]];
    // The same fact learnt from two asks is one note.
    let repeated = false;
    for (let q = 0; q < r && !repeated; q += 3)
      repeated = facts[q] === loc && facts[q + 1] === set && facts[q + 2] === mask;
    if (repeated) continue;
    const oneOf: string[] = [];
    let placed = false;
    for (let i = 0; i < CARDS_PER_SET; i++) {
      if (!(mask & (1 << i))) continue;
      oneOf.push(formatCardId(set * CARDS_PER_SET + i));
      if (poss[set * CARDS_PER_SET + i] === 1 << loc) placed = true;
    }
    if (!placed && oneOf.length > 1) noteFacts.push({ seat: loc === PILE ? -1 : loc, oneOf });
  }
  return noteFacts;
}

/** The tracker behind this seat's view (a copy the caller may extend), once; under lastAsk none. */
export function takeViewTracker(v: CuttlefishView, seat: number): Knowledge | undefined {
  const behind = viewsBehind.get(v);
  const k = behind?.tracker;
  if (k === undefined || k.self !== seat) return undefined;
  (behind as Behind).tracker = undefined;
  return k;
}

/**
 * The tracker input a view gives its seat (bots, determinize). Under lastAsk: what the seat
 * remembers (`remembered`, recall.ts), or else only the present.
 */
export function trackInputFromView(v: CuttlefishView, seat: number): TrackInput {
  const counts = new Array<number>(LOCATIONS).fill(0);
  for (let s = 0; s < v.players; s++) counts[s] = v.handCounts[s];
  counts[PILE] = v.pileCount ?? 0;
  const setStatus = v.sets.map((s) => STATUS_NAMES.indexOf(s.status as (typeof STATUS_NAMES)[number]));
  const whole = v.options.logVisibility === "full" || v.phase === "over";
  const remembered = v.remembered;
  return {
    players: v.players,
    hasPile: v.options.pile,
    self: seat,
    hand: (v.hand ?? []).map((t) => parseCardId(t) as number),
    counts,
    setStatus,
    startDead: v.startDead,
    log: whole ? v.log.map(fromViewEntry) : remembered ? remembered.log.map(fromViewEntry) : [],
    fromDeal: whole || (remembered?.fromDeal ?? false),
    carried: whole ? undefined : remembered?.carried,
  };
}

// The only place hidden information is removed (§2 zones table, TDC-30, §9 fair knowledge).

import { CARD_TEXT, cardsText, type TdcCard } from "./cards.js";
import { foldCapsOf } from "./rules/fold-caps.js";
import { decodeLogEntry, type LogEntry } from "./rules/log.js";
import { type Title, titleOfPlace } from "./rules/titles.js";
import { type Phase, type TdcState, type TurnState, turnStateOf } from "./state.js";

/** How many recent log entries a view carries. */
export const RECENT_LOG_LENGTH = 24;

export interface PlayView {
  seat: number;
  cards: string[];
}

export interface ExchangeView {
  from: number;
  to: number;
  step: "gift" | "return";
  cards: string[];
}

/** Exact bounds on the cards of a seat's hand that the viewer cannot place (§9). */
export interface BoundView {
  /** Every such card is below this card (the Trou du cul kept less than their gifts). */
  below: string | null;
  /** Every such card is above this card (under `lowest`, the Président kept more than their returns). */
  above: string | null;
}

export interface TdcView {
  players: number;
  /** The viewer, null for a spectator. */
  seat: number | null;
  gameNumber: number;
  cardExchange: string;
  seriesLength: number;
  /** TDC-4: the dealer (no effect on play). */
  dealer: number;
  phase: Phase;
  /** The seat to act, null when the game is over. */
  toAct: number | null;
  /** Own hand, low to high in TDC order; null for a spectator. */
  hand: string[] | null;
  handSizes: number[];
  /** Face-up table cards (TDC-3). */
  table: string[];
  round: {
    number: number;
    /** Cards per play this round, 0 before the opening. */
    kind: number;
    turnState: TurnState | null;
    match: boolean;
    locked: boolean;
    /** This round's plays in order, with who played them. */
    plays: PlayView[];
    inRound: boolean[];
  };
  /** TDC-20: a table swap was made this turn. */
  swapUsed: boolean;
  /** Places so far, 0 while in game. */
  places: number[];
  /** Titles from the last game (they drove this game's exchange), null in game 1. */
  titles: (Title | null)[];
  /** Titles earned in this game so far. */
  newTitles: (Title | null)[];
  /** Every card played in earlier rounds, in play order (public through the log). */
  discard: string[];
  /** The last public log entries. */
  log: LogEntry[];
  /** Per seat: cards everyone knows are in that hand (taken from the table, not yet played). */
  knownCards: string[][];
  /** Per seat: cards the viewer gave that seat in the exchange, still in that hand (TDC-30). */
  giftKnown: string[][];
  /** Per seat: the viewer's exact bounds on that hand (§9). */
  bounds: BoundView[];
  /**
   * Per seat, by rank (3 up to 2): the most cards of that rank its folds, skips and raises suggest it
   * holds, 4 where nothing is suggested; empty once its plays showed it keeps plays back
   * (§9 soft weights, rules/fold-caps.ts). Public: it follows from public actions only.
   */
  foldCaps: number[][];
  /** The exchange transfers the viewer took part in (TDC-30). */
  exchange: ExchangeView[];
  /** Under `choice`: who returns cards now and how many. */
  pendingReturn: { seat: number; count: number } | null;
  actionCount: number;
  /** TDC-26: the action cap ended the game. */
  endedByCap: boolean;
  /** Series standing before this game (TDC-32). */
  series: { points: number[]; presidents: number[]; trous: number[] };
}

function cardsInHand(state: TdcState, seat: number, cards: Iterable<TdcCard>): string[] {
  const out: TdcCard[] = [];
  for (const card of cards) if (state.hands[seat].includes(card) && !out.includes(card)) out.push(card);
  return cardsText(out.sort((a, b) => a - b));
}

/** Cards taken by table swap and still in the taker's hand: public knowledge (§9). */
export function swapKnownCards(state: TdcState): string[][] {
  const takenBy = new Map<TdcCard, number>();
  for (let i = 0; i < state.swapTaken.length; i += 2) takenBy.set(state.swapTaken[i + 1], state.swapTaken[i]);
  const known: TdcCard[][] = state.hands.map(() => []);
  for (const [card, seat] of takenBy) known[seat].push(card);
  return known.map((cards, seat) => cardsInHand(state, seat, cards));
}

function giftKnownCards(state: TdcState, viewer: number | null): string[][] {
  return state.hands.map((_, seat) => {
    if (viewer === null || seat === viewer) return [];
    const given: TdcCard[] = [];
    for (const record of state.exchange)
      if (record.from === viewer && record.to === seat) given.push(...record.cards);
    return cardsInHand(state, seat, given);
  });
}

/** §9 exact deductions from the exchange, for the viewer. */
function boundsOf(state: TdcState, viewer: number | null): BoundView[] {
  const bounds: BoundView[] = state.hands.map(() => ({ below: null, above: null }));
  if (viewer === null) return bounds;
  for (const record of state.exchange) {
    if (record.to !== viewer || record.cards.length === 0) continue;
    if (record.step === "gift") {
      // The giver gave their highest cards: what they kept is below the lowest gift.
      bounds[record.from].below = CARD_TEXT[Math.min(...record.cards)];
    } else if (state.cardExchange === "lowest") {
      // The engine returned the receiver's lowest cards: what they kept is above the highest return.
      bounds[record.from].above = CARD_TEXT[Math.max(...record.cards)];
    }
  }
  return bounds;
}

/**
 * Decoded log entries, shared by every view that shows them and frozen: a search builds a view at
 * every step of its playouts. Entries are few (seat, kind and at most four cards of one rank).
 */
const LOG_ENTRIES = new Map<number, LogEntry>();

function logEntryView(entry: number): LogEntry {
  let decoded = LOG_ENTRIES.get(entry);
  if (decoded === undefined) {
    decoded = decodeLogEntry(entry);
    if (decoded.type === "play") Object.freeze(decoded.cards);
    LOG_ENTRIES.set(entry, Object.freeze(decoded));
  }
  return decoded;
}

function recentLog(state: TdcState): LogEntry[] {
  const log = state.log;
  const from = Math.max(0, log.length - RECENT_LOG_LENGTH);
  const out = new Array<LogEntry>(log.length - from);
  for (let i = from; i < log.length; i++) out[i - from] = logEntryView(log[i]);
  return out;
}

function activeSeat(state: TdcState): number | null {
  if (state.phase === "over") return null;
  if (state.phase === "exchange") return state.returners[0];
  return state.turn;
}

export function viewOf(state: TdcState, seat: number | null): TdcView {
  const n = state.players;
  const plays: PlayView[] = [];
  for (let i = 0; i < state.pile.length; ) {
    const player = state.pileSeats[i];
    const cards: string[] = [];
    const size = state.kind;
    for (let k = 0; k < size && i < state.pile.length; k++, i++) cards.push(CARD_TEXT[state.pile[i]]);
    plays.push({ seat: player, cards });
  }
  const inRound: boolean[] = [];
  for (let s = 0; s < n; s++) inRound.push((state.inRound & (1 << s)) !== 0);
  const carry = state.carry;
  return {
    players: n,
    seat,
    gameNumber: state.gameNumber,
    cardExchange: state.cardExchange,
    seriesLength: state.seriesLength,
    dealer: state.dealer,
    phase: state.phase,
    toAct: activeSeat(state),
    hand: seat === null ? null : cardsText(state.hands[seat]),
    handSizes: state.hands.map((hand) => hand.length),
    table: cardsText(state.table),
    round: {
      number: state.rounds,
      kind: state.kind,
      turnState: state.phase === "play" ? turnStateOf(state) : null,
      match: state.match,
      locked: state.locked,
      plays,
      inRound,
    },
    swapUsed: state.swapUsed,
    places: state.places.slice(),
    titles: carry ? carry.titles.slice() : state.hands.map(() => null),
    newTitles: state.places.map((place) => (place === 0 ? null : titleOfPlace(n, place))),
    discard: cardsText(state.discard),
    log: recentLog(state),
    knownCards: swapKnownCards(state),
    giftKnown: giftKnownCards(state, seat),
    bounds: boundsOf(state, seat),
    foldCaps: state.hands.map((_, holder) => foldCapsOf(state, holder)),
    exchange: state.exchange
      .filter((r) => seat !== null && (r.from === seat || r.to === seat))
      .map((r) => ({ from: r.from, to: r.to, step: r.step, cards: cardsText(r.cards) })),
    pendingReturn:
      state.phase === "exchange" ? { seat: state.returners[0], count: state.returnCounts[0] } : null,
    actionCount: state.actionCount,
    endedByCap: state.endedByCap,
    series: {
      points: carry ? carry.points.slice() : state.hands.map(() => 0),
      presidents: carry ? carry.presidents.slice() : state.hands.map(() => 0),
      trous: carry ? carry.trous.slice() : state.hands.map(() => 0),
    },
  };
}

// The public log (TDC-1 zones table): plays, folds, skips, table swaps, players going out, round
// winners and exchange counts. Entries are packed into one small int each so that logging costs
// nothing in the hot path; the view decodes them.
//
// Layout: kind in bits 0-2, seat in bits 3-5, then four 6-bit fields a, b, c, d.

import { CARD_TEXT, type TdcCard } from "../cards.js";

export const LogKind = {
  PLAY: 0,
  FOLD: 1,
  SKIP: 2,
  SWAP: 3,
  OUT: 4,
  ROUND_WON: 5,
  EXCHANGE: 6,
} as const;

const FIELD_BITS = 6;
const FIELD_MASK = 63;
const SEAT_SHIFT = 3;
const A_SHIFT = 6;

function pack(kind: number, seat: number, a = 0, b = 0, c = 0, d = 0): number {
  return kind | (seat << SEAT_SHIFT) | (a << A_SHIFT) | (b << 12) | (c << 18) | (d << 24);
}
function field(entry: number, index: number): number {
  return (entry >> (A_SHIFT + FIELD_BITS * index)) & FIELD_MASK;
}

/** Cards are stored as code + 1 so that 0 means "no card". */
export function logPlay(seat: number, cards: readonly TdcCard[]): number {
  return pack(
    LogKind.PLAY,
    seat,
    cards[0] + 1,
    (cards[1] ?? -1) + 1,
    (cards[2] ?? -1) + 1,
    (cards[3] ?? -1) + 1,
  );
}
export function logFold(seat: number, automatic: boolean): number {
  return pack(LogKind.FOLD, seat, automatic ? 1 : 0);
}
export function logSkip(seat: number): number {
  return pack(LogKind.SKIP, seat);
}
export function logSwap(seat: number, take: TdcCard, give: TdcCard): number {
  return pack(LogKind.SWAP, seat, take + 1, give + 1);
}
export function logOut(seat: number, place: number): number {
  return pack(LogKind.OUT, seat, place);
}
export function logRoundWon(seat: number): number {
  return pack(LogKind.ROUND_WON, seat);
}
/** step: "gift" (TDC-29 step 1) or "return" (step 2); only counts are public (TDC-30). */
export function logExchange(from: number, to: number, count: number, step: "gift" | "return"): number {
  return pack(LogKind.EXCHANGE, from, to, count, step === "gift" ? 1 : 2);
}

/** A log entry as views show it. */
export type LogEntry =
  | { type: "play"; seat: number; cards: string[] }
  | { type: "fold"; seat: number; auto: boolean }
  | { type: "skip"; seat: number }
  | { type: "tableSwap"; seat: number; take: string; give: string }
  | { type: "out"; seat: number; place: number }
  | { type: "roundWon"; seat: number }
  | { type: "exchange"; from: number; to: number; count: number; step: "gift" | "return" };

export function decodeLogEntry(entry: number): LogEntry {
  const seat = (entry >> SEAT_SHIFT) & 7;
  switch (entry & 7) {
    case LogKind.PLAY: {
      const cards: string[] = [];
      for (let i = 0; i < 4; i++) {
        const code = field(entry, i);
        if (code > 0) cards.push(CARD_TEXT[code - 1]);
      }
      return { type: "play", seat, cards };
    }
    case LogKind.FOLD:
      return { type: "fold", seat, auto: field(entry, 0) === 1 };
    case LogKind.SKIP:
      return { type: "skip", seat };
    case LogKind.SWAP:
      return {
        type: "tableSwap",
        seat,
        take: CARD_TEXT[field(entry, 0) - 1],
        give: CARD_TEXT[field(entry, 1) - 1],
      };
    case LogKind.OUT:
      return { type: "out", seat, place: field(entry, 0) };
    case LogKind.ROUND_WON:
      return { type: "roundWon", seat };
    default:
      return {
        type: "exchange",
        from: seat,
        to: field(entry, 0),
        count: field(entry, 1),
        step: field(entry, 2) === 1 ? "gift" : "return",
      };
  }
}

/** The packed form of a decoded entry (determinize rebuilds the log from a view). */
export function encodeLogEntry(entry: LogEntry, parse: (text: string) => TdcCard): number {
  switch (entry.type) {
    case "play":
      return logPlay(entry.seat, entry.cards.map(parse));
    case "fold":
      return logFold(entry.seat, entry.auto);
    case "skip":
      return logSkip(entry.seat);
    case "tableSwap":
      return logSwap(entry.seat, parse(entry.take), parse(entry.give));
    case "out":
      return logOut(entry.seat, entry.place);
    case "roundWon":
      return logRoundWon(entry.seat);
    case "exchange":
      return logExchange(entry.from, entry.to, entry.count, entry.step);
  }
}

// Trou du cul's view as the table reads it (packages/games/trou-du-cul/src/view.ts), and the words
// its layout shows. Nothing here decides a rule: the moves are the server's.

import { SUIT_SYMBOL } from "../cards.js";
import type { Json, Move } from "../protocol.js";
import { actionStrings } from "./move-words.js";

export interface TdcPlay {
  seat: number;
  cards: string[];
}

export interface TdcExchange {
  from: number;
  to: number;
  step: "gift" | "return";
  cards: string[];
}

export interface TdcView {
  players: number;
  seat: number | null;
  gameNumber: number;
  cardExchange: string;
  seriesLength: number;
  dealer: number;
  phase: "exchange" | "play" | "over";
  toAct: number | null;
  hand: string[] | null;
  handSizes: number[];
  table: string[];
  round: {
    number: number;
    kind: number;
    turnState: "opening" | "locked" | "matchOrSkip" | "standard" | null;
    match: boolean;
    locked: boolean;
    plays: TdcPlay[];
    inRound: boolean[];
  };
  swapUsed: boolean;
  places: number[];
  titles: (string | null)[];
  newTitles: (string | null)[];
  discard: string[];
  knownCards: string[][];
  giftKnown: string[][];
  bounds: { below: string | null; above: string | null }[];
  exchange: TdcExchange[];
  pendingReturn: { seat: number; count: number } | null;
  endedByCap: boolean;
  series: { points: number[]; presidents: number[]; trous: number[] };
}

export function readTdcView(view: Record<string, Json>): TdcView | null {
  if (!Array.isArray(view.handSizes) || typeof view.round !== "object" || view.round === null) return null;
  if (!Array.isArray((view.round as Record<string, Json>).plays)) return null;
  return view as unknown as TdcView;
}

const CARD_FIELDS = ["cards", "take", "give"] as const;

export function tdcMoveCards(action: Record<string, Json>): string[] {
  return actionStrings(action, CARD_FIELDS);
}

export function isTdcCardMove(move: Move): boolean {
  return tdcMoveCards(move.action).length > 0;
}

export function tdcRank(card: string): string {
  return card.slice(0, -1);
}

export function tdcPretty(card: string): string {
  return tdcRank(card) + (SUIT_SYMBOL[card.slice(-1)] ?? "");
}

export function prettyList(cards: readonly string[]): string {
  return cards.map(tdcPretty).join(" ");
}

const RANK_WORDS: Record<string, string> = { J: "jack", Q: "queen", K: "king", A: "ace" };

function rankWord(rank: string, count: number): string {
  const word = RANK_WORDS[rank] ?? rank;
  return count === 1 ? word : `${word}s`;
}

/** TDC-9: the round's kind of hand. */
export function kindWords(kind: number): string {
  return ["", "singles", "pairs", "three of a kind", "four of a kind"][kind] ?? `${kind} cards`;
}

/** "a single 9", "a pair of kings", "three 4s". */
export function handWords(rank: string, count: number): string {
  if (count === 1) return `a single ${rankWord(rank, 1)}`;
  if (count === 2) return `a pair of ${rankWord(rank, 2)}`;
  return `${["", "", "", "three", "four"][count] ?? count} ${rankWord(rank, 2)}`;
}

/** A short chip for a card move: "3♦ 3♥", "swap 7♠ for 8♣", "return 5♥ 6♣". */
export function tdcChip(move: Move): string {
  const a = move.action;
  if (a.type === "tableSwap" && typeof a.take === "string" && typeof a.give === "string")
    return `Swap: take ${tdcPretty(a.take)}, put down ${tdcPretty(a.give)}`;
  if (a.type === "returnCards") return `Return ${prettyList(tdcMoveCards(a))}`;
  return prettyList(tdcMoveCards(a));
}

/** What the round asks for now (TDC-9 to TDC-14), as a banner. */
export function roundWords(
  view: TdcView,
  name: (seat: number) => string,
): { pending: boolean; text: string } {
  const round = view.round;
  const last = round.plays[round.plays.length - 1];
  const named = view.toAct === null ? "" : name(view.toAct);
  const who = named === "You" ? "you" : named;
  if (view.phase === "over") return { pending: false, text: "The game is over." };
  if (view.phase === "exchange") {
    const r = view.pendingReturn;
    if (r === null) return { pending: true, text: "The card exchange (TDC-28)." };
    const title = view.titles[r.seat] ?? name(r.seat);
    return {
      pending: true,
      text: `Card exchange: ${name(r.seat)} (${title}) gives back ${r.count} card${r.count === 1 ? "" : "s"} (TDC-29).`,
    };
  }
  switch (round.turnState) {
    case "opening":
      return {
        pending: false,
        text: `Round ${round.number}: ${named} open${named === "You" ? "" : "s"} with 1 to 4 cards of one rank (TDC-9).`,
      };
    case "locked":
      return {
        pending: true,
        text: `Four ${last ? rankWord(tdcRank(last.cards[0]), 2) : "of a kind"}: the round is locked, everyone else can only fold (TDC-14).`,
      };
    case "matchOrSkip": {
      const rank = last ? tdcRank(last.cards[0]) : "";
      return {
        pending: true,
        text: `Equal play on ${rankWord(rank, 1)}: ${who} must match it or skip (TDC-13).`,
      };
    }
    case "standard": {
      const rank = last ? tdcRank(last.cards[0]) : "";
      return {
        pending: false,
        text: `Round ${round.number}, ${kindWords(round.kind)}: equal or beat ${handWords(rank, round.kind)}, or fold (TDC-10).`,
      };
    }
    default:
      return { pending: false, text: `Round ${round.number}.` };
  }
}

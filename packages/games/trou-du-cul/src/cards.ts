// TDC-1: the 52 cards as small ints in Trou du cul order. code = rank * 4 + suit, where rank
// 0..12 is 3,4,...,10,J,Q,K,A,2 and suit 0..3 is ♣,♦,♥,♠. A higher code is a higher card: by rank
// first, then by TDC-1's suit order for the engine's "highest"/"lowest" choices.

import { cardRank, cardSuit, makeCard, tryParseCard } from "@houserules/engine";

export const DECK_SIZE = 52;
export const RANK_COUNT = 13;
export const SUIT_COUNT = 4;
/** Rank index of the 2, the highest rank (TDC-1). */
export const RANK_TWO = 12;
export const RANK_ACE = 11;
/** Four cards of one rank lock a round (TDC-14). */
export const LOCK_LENGTH = 4;

export type TdcCard = number;

const RANK_LABELS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"] as const;
const SUIT_LETTERS = ["C", "D", "H", "S"] as const;
const SUIT_SYMBOLS = ["♣", "♦", "♥", "♠"] as const;
/** Rank names for plain English ("a pair of 7s"). */
export const RANK_WORDS = [
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "Jack",
  "Queen",
  "King",
  "Ace",
  "2",
] as const;

export function rankOf(card: TdcCard): number {
  return card >> 2;
}
export function suitOf(card: TdcCard): number {
  return card & 3;
}
export function makeTdcCard(rank: number, suit: number): TdcCard {
  return rank * SUIT_COUNT + suit;
}

/** Notation ("10H") of every card code. */
export const CARD_TEXT: readonly string[] = Array.from(
  { length: DECK_SIZE },
  (_, card) => RANK_LABELS[rankOf(card)] + SUIT_LETTERS[suitOf(card)],
);
/** Display form with suit symbols ("10♥"). */
export const CARD_PRETTY: readonly string[] = Array.from(
  { length: DECK_SIZE },
  (_, card) => RANK_LABELS[rankOf(card)] + SUIT_SYMBOLS[suitOf(card)],
);

/** Rank and suit by a character of the notation (-1: none); the 10 is read apart ("10H"). */
const RANK_BY_CHAR = new Int8Array(128).fill(-1);
const SUIT_BY_CHAR = new Int8Array(128).fill(-1);
RANK_LABELS.forEach((label, rank) => {
  if (label.length === 1) RANK_BY_CHAR[label.charCodeAt(0)] = rank;
});
SUIT_LETTERS.forEach((letter, suit) => {
  SUIT_BY_CHAR[letter.charCodeAt(0)] = suit;
});
const TEN = RANK_LABELS.indexOf("10");

/**
 * The card a notation of CARD_TEXT names, read from its characters, or -1 for any other text:
 * bots read their views' notations at every step of a search's playouts.
 */
function canonicalCard(text: string): TdcCard {
  // A character beyond the tables reads as undefined, and `undefined >= 0` is false.
  if (text.length === 2) {
    const rank = RANK_BY_CHAR[text.charCodeAt(0)];
    const suit = SUIT_BY_CHAR[text.charCodeAt(1)];
    if (rank >= 0 && suit >= 0) return makeTdcCard(rank, suit);
  } else if (text.length === 3 && text.charCodeAt(0) === 49 && text.charCodeAt(1) === 48) {
    const suit = SUIT_BY_CHAR[text.charCodeAt(2)];
    if (suit >= 0) return makeTdcCard(TEN, suit);
  }
  return -1;
}

/** Our code of an engine card code (engine: rank A=1..K=13, suit S,H,D,C = 0..3). */
export function fromEngineCard(engineCard: number): TdcCard {
  const rank = cardRank(engineCard);
  const tdcRank = rank === 1 ? RANK_ACE : rank === 2 ? RANK_TWO : rank - 3;
  return makeTdcCard(tdcRank, 3 - cardSuit(engineCard));
}

/** The engine's card code of one of ours (for DealBuilder and the census). */
export function toEngineCard(card: TdcCard): number {
  const rank = rankOf(card);
  const engineRank = rank === RANK_ACE ? 1 : rank === RANK_TWO ? 2 : rank + 3;
  return makeCard(engineRank, 3 - suitOf(card));
}

/** Parses a card in any notation the engine accepts ("7h", "10♥", "TH"); -1 if it is not a card. */
export function parseTdcCard(text: unknown): TdcCard {
  if (typeof text !== "string") return -1;
  const exact = canonicalCard(text);
  if (exact >= 0) return exact;
  const engineCard = tryParseCard(text);
  if (engineCard === null || cardSuit(engineCard) > 3) return -1;
  return fromEngineCard(engineCard);
}

export function cardsText(cards: readonly TdcCard[]): string[] {
  const out = new Array<string>(cards.length);
  for (let i = 0; i < cards.length; i++) out[i] = CARD_TEXT[cards[i]];
  return out;
}

/** Inserts a card into an ascending hand, keeping it sorted. */
export function insertSorted(hand: TdcCard[], card: TdcCard): void {
  let i = hand.length;
  hand.push(card);
  while (i > 0 && hand[i - 1] > card) {
    hand[i] = hand[i - 1];
    i--;
  }
  hand[i] = card;
}

/** Removes one card from a hand; returns false when it is not there. */
export function removeCard(hand: TdcCard[], card: TdcCard): boolean {
  const i = hand.indexOf(card);
  if (i < 0) return false;
  const last = hand.length - 1;
  for (let k = i; k < last; k++) hand[k] = hand[k + 1];
  hand.pop();
  return true;
}

/** Sorts a small hand ascending in place (insertion sort: no comparator calls). */
export function sortHand(hand: TdcCard[]): void {
  for (let i = 1; i < hand.length; i++) {
    const card = hand[i];
    let j = i - 1;
    while (j >= 0 && hand[j] > card) {
      hand[j + 1] = hand[j];
      j--;
    }
    hand[j + 1] = card;
  }
}

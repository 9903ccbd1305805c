// Standard playing cards as small integers, and the shared notation: rank A 2-10 J Q K,
// suit S H D C, jokers JK (engine.md, "Cards"). A card code packs deck copy, suit and rank:
//   code = copy * 128 + suit * 16 + rank
// rank 1..13 (A=1, J=11, Q=12, K=13); suit 0..3 = S H D C; jokers have suit 4 and rank 1..n.
// Each game maps these codes onto its own ranking with lookup tables.

import { CommonErrors, RuleError } from "./errors.js";

export type Card = number;

export const SPADES = 0;
export const HEARTS = 1;
export const DIAMONDS = 2;
export const CLUBS = 3;
export const JOKER_SUIT = 4;

export const ACE = 1;
export const JACK = 11;
export const QUEEN = 12;
export const KING = 13;

export const SUIT_LETTERS = ["S", "H", "D", "C"] as const;
export const SUIT_SYMBOLS = ["♠", "♥", "♦", "♣"] as const;
export const RANK_NAMES = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;

export function makeCard(rank: number, suit: number, copy = 0): Card {
  return copy * 128 + suit * 16 + rank;
}
export function makeJoker(index = 1, copy = 0): Card {
  return copy * 128 + JOKER_SUIT * 16 + index;
}
export function cardRank(card: Card): number {
  return card & 15;
}
export function cardSuit(card: Card): number {
  return (card >> 4) & 7;
}
export function cardCopy(card: Card): number {
  return card >> 7;
}
export function isJoker(card: Card): boolean {
  return ((card >> 4) & 7) === JOKER_SUIT;
}
/** The card with its deck copy erased: equal faces compare equal. */
export function cardFace(card: Card): Card {
  return card & 127;
}

/** What the notation can tell apart: the face, with every joker alike (they all read "JK"). */
export function notationFace(card: Card): Card {
  return isJoker(card) ? makeJoker(1) : card & 127;
}

export interface DeckSpec {
  /** Number of 52-card packs shuffled together. */
  decks?: number;
  /** Jokers added per pack. */
  jokersPerDeck?: number;
}

/** Every card of the given packs, unshuffled, in a fixed order (pack, suit, rank, jokers). */
export function makeDeck(spec: DeckSpec = {}): Card[] {
  const decks = spec.decks ?? 1;
  const jokers = spec.jokersPerDeck ?? 0;
  const cards: Card[] = [];
  for (let copy = 0; copy < decks; copy++) {
    for (let suit = 0; suit < 4; suit++)
      for (let rank = 1; rank <= 13; rank++) cards.push(makeCard(rank, suit, copy));
    for (let j = 1; j <= jokers; j++) cards.push(makeJoker(j, copy));
  }
  return cards;
}

/**
 * The notation of every face (card & 127), built once: views format cards on every step of a
 * bot's playouts, and one string per face lets readers' Map lookups reuse its cached hash.
 */
const NOTATIONS: readonly string[] = Array.from({ length: 128 }, (_, face) =>
  isJoker(face) ? "JK" : RANK_NAMES[cardRank(face)] + SUIT_LETTERS[cardSuit(face)],
);

/** "AS", "10H", "JK": the notation of a card's face (copies share a notation). */
export function formatCard(card: Card): string {
  return NOTATIONS[card & 127];
}

/** "A♠", "10♥", "🃏"-free joker "JK": for terminal display. */
export function prettyCard(card: Card): string {
  if (isJoker(card)) return "JK";
  return RANK_NAMES[cardRank(card)] + SUIT_SYMBOLS[cardSuit(card)];
}

const RANK_BY_NAME: Record<string, number> = {
  A: 1,
  "1": 1,
  "2": 2,
  "3": 3,
  "4": 4,
  "5": 5,
  "6": 6,
  "7": 7,
  "8": 8,
  "9": 9,
  "10": 10,
  T: 10,
  J: 11,
  Q: 12,
  K: 13,
};
const SUIT_BY_NAME: Record<string, number> = {
  S: 0,
  H: 1,
  D: 2,
  C: 3,
  "♠": 0,
  "♥": 1,
  "♦": 2,
  "♣": 3,
  "♤": 0,
  "♡": 1,
  "♢": 2,
  "♧": 3,
};

/**
 * Parses one card in the standard notation (case-insensitive, suit letter or symbol). Returns
 * the face (copy 0); jokers parse as joker 1. Throws RuleError BAD_NOTATION on anything else.
 */
export function parseCard(text: string): Card {
  const card = tryParseCard(text);
  if (card === null) {
    throw new RuleError(
      CommonErrors.BAD_NOTATION,
      `"${text}" is not a card (expected e.g. AS, 10H, QD, 7C, JK)`,
    );
  }
  return card;
}

export function tryParseCard(text: unknown): Card | null {
  if (typeof text !== "string") return null;
  const t = text.trim().toUpperCase();
  if (t === "JK" || t === "JOKER") return makeJoker(1);
  if (t.length < 2 || t.length > 3) return null;
  const suitChar = t.slice(-1);
  const rankText = t.slice(0, -1);
  const suit = SUIT_BY_NAME[suitChar];
  const rank = RANK_BY_NAME[rankText];
  if (suit === undefined || rank === undefined) return null;
  return makeCard(rank, suit);
}

/** Cards separated by spaces or commas. */
export function parseCards(text: string): Card[] {
  return text
    .split(/[\s,]+/)
    .filter((part) => part.length > 0)
    .map(parseCard);
}

/** Counts of each face, for card conservation checks. */
export function censusOf(cards: Iterable<Card>, into: Record<string, number> = {}): Record<string, number> {
  for (const card of cards) {
    const key = formatCard(card);
    into[key] = (into[key] ?? 0) + 1;
  }
  return into;
}

/**
 * Builds a custom deal (engine.md): takes named cards out of the full set zone by zone, refusing
 * unknown cards, cards placed twice (more copies than exist) and overfull zones, then hands back
 * the cards nobody named, to be shuffled and dealt normally.
 */
export class DealBuilder {
  private readonly remaining: Card[];
  private readonly faces = new Set<Card>();

  constructor(allCards: readonly Card[]) {
    this.remaining = allCards.slice();
    for (const card of allCards) this.faces.add(notationFace(card));
  }

  /** Removes the named cards from the pool (listed order kept) and returns them. */
  take(zone: string, notations: unknown, maxSize = Number.POSITIVE_INFINITY): Card[] {
    if (!Array.isArray(notations)) {
      throw new RuleError(CommonErrors.BAD_DEAL, `deal zone "${zone}" must be a list of cards`);
    }
    if (notations.length > maxSize) {
      throw new RuleError(
        CommonErrors.BAD_DEAL,
        `deal zone "${zone}" holds ${notations.length} cards, more than its size ${maxSize}`,
      );
    }
    const taken: Card[] = [];
    for (const notation of notations) {
      const face = tryParseCard(notation);
      if (face === null) {
        throw new RuleError(
          CommonErrors.BAD_DEAL,
          `deal zone "${zone}": "${String(notation)}" is not a card`,
        );
      }
      const index = this.remaining.findIndex((card) => notationFace(card) === face);
      if (index < 0) {
        throw new RuleError(
          CommonErrors.BAD_DEAL,
          this.faces.has(face)
            ? `deal zone "${zone}": ${formatCard(face)} is placed more times than the game has copies`
            : `deal zone "${zone}": ${formatCard(face)} is not in this game's cards`,
        );
      }
      taken.push(this.remaining[index]);
      this.remaining.splice(index, 1);
    }
    return taken;
  }

  /** The cards no zone named, in pool order. */
  rest(): Card[] {
    return this.remaining.slice();
  }
}

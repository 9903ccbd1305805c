// CF-1, CF-2: the Cuttlefish deck (9 named sets x cards 1-6) as small ints, and its notation.
// card = set * 6 + (n - 1); notation "<set>-<n>"; the standard-deck skin is display only.

export const SET_NAMES = [
  "crabs",
  "goldfish",
  "jellyfish",
  "narwhal",
  "octopus",
  "seahorse",
  "starfish",
  "turtle",
  "whale",
] as const;
export type SetName = (typeof SET_NAMES)[number];

export const SET_COUNT = 9;
export const CARDS_PER_SET = 6;
export const CARD_COUNT = SET_COUNT * CARDS_PER_SET;
/** All six cards of a set as a 6-bit mask (bit i = card number i + 1). */
export const FULL_SET_MASK = (1 << CARDS_PER_SET) - 1;

export function setOf(card: number): number {
  return (card / CARDS_PER_SET) | 0;
}
export function numberOf(card: number): number {
  return (card % CARDS_PER_SET) + 1;
}
export function cardOf(set: number, n: number): number {
  return set * CARDS_PER_SET + n - 1;
}

// The notation of every card, built once: views and bots name cards on hot paths, and a shared
// (internalized) string is cheaper to build and to use as a property key than a fresh one.
const CARD_NAMES: readonly string[] = Array.from(
  { length: CARD_COUNT },
  (_, card) => `${SET_NAMES[setOf(card)]}-${numberOf(card)}`,
);
const CARD_BY_NAME = new Map(CARD_NAMES.map((name, card) => [name, card]));

export function formatCardId(card: number): string {
  return CARD_NAMES[card] ?? `${SET_NAMES[setOf(card)]}-${numberOf(card)}`;
}

/** "narwhal-4" -> card, or null. Case-insensitive. */
export function parseCardId(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const exact = CARD_BY_NAME.get(text);
  if (exact !== undefined) return exact;
  const match = /^([a-z]+)-([1-6])$/.exec(text.trim().toLowerCase());
  if (!match) return null;
  const set = SET_NAMES.indexOf(match[1] as SetName);
  if (set < 0) return null;
  return cardOf(set, Number(match[2]));
}

export function parseSetName(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const set = SET_NAMES.indexOf(text.trim().toLowerCase() as SetName);
  return set < 0 ? null : set;
}

// CF-2 standard skin: crabs 2-7C, goldfish 9-A C, jellyfish 2-7D, narwhal 9-A D, octopus 2-7H,
// seahorse 9-A H, starfish 2-7S, turtle 9-A S, whale 8C 8D 8H 8S + two jokers.
const LOW = ["2", "3", "4", "5", "6", "7"];
const HIGH = ["9", "10", "J", "Q", "K", "A"];
const SKIN_SUITS = ["♣", "♣", "♦", "♦", "♥", "♥", "♠", "♠"];
const WHALE_SKIN = ["8♣", "8♦", "8♥", "8♠", "black joker", "red joker"];

export function standardSkin(card: number): string {
  const set = setOf(card);
  const i = numberOf(card) - 1;
  if (set === 8) return WHALE_SKIN[i];
  return (set % 2 === 0 ? LOW : HIGH)[i] + SKIN_SUITS[set];
}

/** How a card is shown to people: its id, or its standard-deck face under the standard skin. */
export function displayCard(card: number, skin: "sea" | "standard"): string {
  return skin === "standard" ? `${standardSkin(card)} (${formatCardId(card)})` : formatCardId(card);
}

const SUIT_LETTER: Record<string, string> = { "♣": "C", "♦": "D", "♥": "H", "♠": "S" };
/** Standard-skin names typed at a terminal ("10D", "10♦", "AS", "BJ", "RJ") -> card. */
const BY_STANDARD_NAME = new Map<string, number>();
for (let card = 0; card < CARD_COUNT; card++) {
  const face = standardSkin(card);
  BY_STANDARD_NAME.set(face.toUpperCase(), card);
  const symbol = face.slice(-1);
  if (SUIT_LETTER[symbol]) BY_STANDARD_NAME.set(face.slice(0, -1) + SUIT_LETTER[symbol], card);
}
BY_STANDARD_NAME.set("BJ", cardOf(8, 5));
BY_STANDARD_NAME.set("RJ", cardOf(8, 6));

/** A card typed either as its id ("narwhal-2") or as its standard-skin face ("10D", "10♦", "BJ"). */
export function parseCardText(text: string): number | null {
  return parseCardId(text) ?? BY_STANDARD_NAME.get(text.trim().toUpperCase()) ?? null;
}

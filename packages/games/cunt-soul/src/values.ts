// Values and the ordering: brief CS-1 (syntactic values), CS-28 (ordering), CS-31 (overrule),
// CS-42 (run successors under runOrder=ordering).

import type { Card } from "@houserules/engine";
import * as engineModule from "@houserules/engine";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { cardCopy, cardFace, cardRank, formatCard, isJoker, makeJoker, tryParseCard } = engineModule;

/** The special semantic value of a link on an empty pile (CS-32). */
export const TABLE = 0;
export const TWO = 2;
export const THREE = 3;
export const FOUR = 4;
export const FIVE = 5;
export const SIX = 6;
export const SEVEN = 7;
export const EIGHT = 8;
export const NINE = 9;
export const TEN = 10;
export const JACK_V = 11;
export const QUEEN_V = 12;
export const KING_V = 13;
export const ACE_V = 14;
/** Syntactic value of a Joker (it has no rank). */
export const JOKER_V = 15;

export const VALUE_NAMES = [
  "table",
  "?",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "J",
  "Q",
  "K",
  "A",
  "Joker",
] as const;

/** Syntactic value of a card: 2..10, J 11, Q 12, K 13, A 14, Joker 15 (CS-1). */
export function synOf(card: Card): number {
  if (isJoker(card)) return JOKER_V;
  const rank = cardRank(card);
  return rank === 1 ? ACE_V : rank;
}

/** Values whose card ability exists once placed (CS-32: 2, 6, table have none as a final value). */
const HAS_ABILITY = new Uint8Array(16);
for (const v of [THREE, FOUR, FIVE, SEVEN, EIGHT, NINE, TEN, JACK_V, QUEEN_V, KING_V, ACE_V])
  HAS_ABILITY[v] = 1;
export function hasAbility(value: number): boolean {
  return HAS_ABILITY[value] === 1;
}

/** Abilities that stack within a link (CS-34). */
export function stacks(value: number): boolean {
  return value === FIVE || value === EIGHT || value === KING_V || value === ACE_V;
}

/**
 * ALLOW[(b*2+r)*256 + p*16 + v] = 1 when syntactic v may be placed by ordering on semantic p
 * (CS-28), b = 7-field parity, r = K-field parity. p and v are ranks 2..14.
 */
const ALLOW = new Uint8Array(4 * 256);
function orderingAllows(b: number, r: number, p: number, v: number): boolean {
  if (b === 0) return r === 0 ? v >= p : v <= p;
  if (r === 0) {
    if (p === SEVEN) return true;
    return p < SEVEN ? v <= p : v >= p;
  }
  if (p === SEVEN) return v === SEVEN;
  return p < SEVEN ? p <= v && v <= SEVEN : SEVEN <= v && v <= p;
}
for (let b = 0; b < 2; b++)
  for (let r = 0; r < 2; r++)
    for (let p = TWO; p <= ACE_V; p++)
      for (let v = TWO; v <= ACE_V; v++)
        ALLOW[(b * 2 + r) * 256 + p * 16 + v] = orderingAllows(b, r, p, v) ? 1 : 0;

/** Whether the ordering lets syntactic v go on semantic p; anything goes on table (CS-28). */
export function allows(b: number, r: number, p: number, v: number): boolean {
  if (p === TABLE) return true;
  return ALLOW[(b * 2 + r) * 256 + p * 16 + v] === 1;
}

/**
 * Run successors under runOrder=ordering (CS-42): the immediate successors of x in the ordering
 * (covering relation), or the minimal values when x is maximal (wrap-around).
 */
const SUCCESSORS: number[][][] = [];
function computeSuccessors(b: number, r: number, x: number): number[] {
  const above: number[] = [];
  for (let y = TWO; y <= ACE_V; y++) if (y !== x && orderingAllows(b, r, x, y)) above.push(y);
  const covers = above.filter(
    (y) => !above.some((z) => z !== y && orderingAllows(b, r, z, y) && !orderingAllows(b, r, y, z)),
  );
  if (covers.length > 0) return covers;
  const minimal: number[] = [];
  for (let y = TWO; y <= ACE_V; y++) {
    let hasBelow = false;
    for (let z = TWO; z <= ACE_V; z++) if (z !== y && orderingAllows(b, r, z, y)) hasBelow = true;
    if (!hasBelow) minimal.push(y);
  }
  return minimal;
}
for (let b = 0; b < 2; b++)
  for (let r = 0; r < 2; r++) {
    const table: number[][] = [];
    for (let x = 0; x <= ACE_V; x++) table.push(x >= TWO ? computeSuccessors(b, r, x) : []);
    SUCCESSORS.push(table);
  }
export function runSuccessors(b: number, r: number, x: number): readonly number[] {
  return SUCCESSORS[b * 2 + r][x];
}

export function valueName(value: number): string {
  return VALUE_NAMES[value] ?? "?";
}

const JOKER_FACE = makeJoker(1);
/**
 * The class of equivalent cards a card belongs to: the deck copy erased, and every Joker one
 * class. Legal lists keep one representative per class; "JK" names the class of Jokers.
 */
export function faceKey(card: Card): number {
  return isJoker(card) ? JOKER_FACE : cardFace(card);
}

/**
 * Input faces from NAMED_JOKER up name one physical Joker ("JK2": NAMED_JOKER + its code): the
 * bits a card code reads stay those of a Joker, so synOf and cardOrder treat it as one.
 */
export const NAMED_JOKER = 4096;
/** Whether `card` is what an input face names: that face of any copy, or exactly the named Joker. */
export function matchesFace(card: Card, face: number): boolean {
  return face < NAMED_JOKER ? faceKey(card) === face : card === face - NAMED_JOKER;
}
/** An input face as it was named: "JK" for any Joker, "JK2" for the second. */
export function faceName(face: number): string {
  if (face >= NAMED_JOKER) return notation(face - NAMED_JOKER);
  return face === JOKER_FACE ? "JK" : notation(face);
}
/** The Joker of copy n - 1 is "JKn": the two Jokers of a pack are JK1 and JK2, a second pack's JK3 and JK4. */
const jokerName = (card: Card): string => `JK${cardCopy(card) + 1}`;

/** Card codes stay below this bound (3 packs: Jokers use copies 0-5, see setup.allCards). */
const CODE_LIMIT = 1024;
const NOTATION: string[] = [];
for (let code = 0; code < CODE_LIMIT; code++) {
  const suit = (code >> 4) & 7;
  const rank = code & 15;
  const valid = suit <= 4 && rank >= 1 && (suit < 4 || rank <= 2) && rank <= 13;
  NOTATION.push(!valid ? "?" : suit === 4 && rank === 1 ? jokerName(code) : formatCard(code));
}
/** The notation of a card code, from a table (hot path): "AS", "10H", a Joker by its copy ("JK1"). */
export function notation(card: Card): string {
  return NOTATION[card];
}

/**
 * The canonical notations ("AS", "JK"; "10H" apart) as table reads instead of a string-keyed Map
 * (hot path of apply); anything else goes through the engine's parser.
 */
const FAST_FACE = new Int16Array(128 * 128).fill(-1);
const FAST_TEN = new Int16Array(128).fill(-1);
for (const rank of ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])
  for (const suit of ["S", "H", "D", "C"]) {
    const face = tryParseCard(rank + suit) as number;
    if (rank === "10") FAST_TEN[suit.charCodeAt(0)] = face;
    else FAST_FACE[rank.charCodeAt(0) * 128 + suit.charCodeAt(0)] = face;
  }
FAST_FACE["J".charCodeAt(0) * 128 + "K".charCodeAt(0)] = tryParseCard("JK") as number;
const ONE = "1".charCodeAt(0);
const ZERO = "0".charCodeAt(0);

const FACE_BY_TEXT = new Map<string, number>();
/** The face a notation string names, or null; cached (hot path of apply). */
export function faceOfText(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const len = text.length;
  if (len === 2) {
    const a = text.charCodeAt(0);
    const b = text.charCodeAt(1);
    if (a < 128 && b < 128 && FAST_FACE[a * 128 + b] >= 0) return FAST_FACE[a * 128 + b];
  } else if (len === 3 && text.charCodeAt(0) === ONE && text.charCodeAt(1) === ZERO) {
    const b = text.charCodeAt(2);
    if (b < 128 && FAST_TEN[b] >= 0) return FAST_TEN[b];
  }
  const cached = FACE_BY_TEXT.get(text);
  if (cached !== undefined) return cached;
  const card = namedJoker(text) ?? tryParseCard(text);
  if (card === null) return null;
  if (FACE_BY_TEXT.size < 4096) FACE_BY_TEXT.set(text, card);
  return card;
}

/** Jokers a game can hold: two per pack, at most three packs. */
const MAX_JOKERS = 6;
/** "JK1".."JK6" (any case): NAMED_JOKER + that Joker's code; null for anything else. */
function namedJoker(text: string): number | null {
  const m = /^\s*jk([1-9])\s*$/i.exec(text);
  if (m === null || Number(m[1]) > MAX_JOKERS) return null;
  return NAMED_JOKER + makeJoker(1, Number(m[1]) - 1);
}

/** The card a view or an event names: the face (copy 0) of a standard card, the exact Joker of "JK2"; null if none. */
export function cardOfName(text: unknown): Card | null {
  const face = faceOfText(text);
  if (face === null) return null;
  return face >= NAMED_JOKER ? face - NAMED_JOKER : face;
}

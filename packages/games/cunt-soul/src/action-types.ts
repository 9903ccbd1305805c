// The atomic actions of brief §4 as JSON types, and the shared frozen instances legal lists use.

import * as engineModule from "@houserules/engine";
import type { PlayAction } from "./rules/legality.js";
import * as legalityModule from "./rules/legality.js";
import * as valuesModule from "./values.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { isJoker, makeCard, makeJoker } = engineModule;
const { cardOrder } = legalityModule;
const { ACE_V, faceKey, notation, TWO } = valuesModule;

export type CsAction =
  | { type: "setup"; faceUp: string[]; field: string }
  | { type: "changeField"; card: string }
  | { type: "keepField" }
  | { type: "burnFaceUp"; slot: number }
  | PlayAction
  | { type: "flip"; slot: number }
  | { type: "pickUp" }
  | { type: "endChain" }
  | { type: "swap"; card: string; slot: number }
  | { type: "endSwaps" }
  | { type: "peek"; slot: number }
  | { type: "replace"; card: string }
  | { type: "keep" }
  | { type: "chooseHigher" }
  | { type: "chooseLower" }
  | { type: "chooseNext"; seat: number };

export const ACTION_TYPES = new Set([
  "setup",
  "changeField",
  "keepField",
  "burnFaceUp",
  "play",
  "flip",
  "pickUp",
  "endChain",
  "swap",
  "endSwaps",
  "peek",
  "replace",
  "keep",
  "chooseHigher",
  "chooseLower",
  "chooseNext",
]);

// Argument-free actions and small families, shared and frozen: legal lists are rebuilt constantly.
export const KEEP_FIELD: CsAction = Object.freeze({ type: "keepField" });
export const PICK_UP: CsAction = Object.freeze({ type: "pickUp" });
export const END_CHAIN: CsAction = Object.freeze({ type: "endChain" });
export const END_SWAPS: CsAction = Object.freeze({ type: "endSwaps" });
export const KEEP: CsAction = Object.freeze({ type: "keep" });
export const SEVEN_CHOICES: readonly CsAction[] = Object.freeze([
  Object.freeze({ type: "chooseHigher" }),
  Object.freeze({ type: "chooseLower" }),
]) as readonly CsAction[];
export const FLIPS: readonly CsAction[] = [0, 1, 2].map(
  (slot) => Object.freeze({ type: "flip", slot }) as CsAction,
);
export const PEEKS: readonly CsAction[] = [0, 1, 2].map(
  (slot) => Object.freeze({ type: "peek", slot }) as CsAction,
);
export const BURNS: readonly CsAction[] = [0, 1, 2].map(
  (slot) => Object.freeze({ type: "burnFaceUp", slot }) as CsAction,
);
const NEXTS: CsAction[] = [];
export function chooseNextAction(seat: number): CsAction {
  while (NEXTS.length <= seat)
    NEXTS.push(Object.freeze({ type: "chooseNext", seat: NEXTS.length }) as CsAction);
  return NEXTS[seat];
}
const CARD_ACTION_TYPES = ["changeField", "replace", "swap"] as const;
/** Faces are below 128 (the deck copy erased), Jokers' codes below 1024: a dense table by (type, card, slot). */
const FACE_LIMIT = 1024;
const BY_CARD: (CsAction | undefined)[] = new Array(3 * FACE_LIMIT * 4).fill(undefined);
/** A cached action naming one card (changeField, replace, swap with a slot): a face, or a Joker's code. */
export function cardAction(type: 0 | 1 | 2, face: number, slot = -1): CsAction {
  const key = (type * FACE_LIMIT + face) * 4 + slot + 1;
  let a = BY_CARD[key];
  if (a === undefined) {
    const name = CARD_ACTION_TYPES[type];
    const card = notation(face);
    a = Object.freeze(name === "swap" ? { type: name, card, slot } : { type: name, card }) as CsAction;
    BY_CARD[key] = a;
  }
  return a;
}
export const CHANGE_FIELD = 0;
export const REPLACE = 1;
export const SWAP = 2;

/** Every face in canonical order (cardOrder without the copy): by syntactic value, then suit. */
const CANONICAL_FACES: readonly number[] = (() => {
  const faces: number[] = [];
  for (let v = TWO; v <= ACE_V; v++)
    for (let suit = 0; suit < 4; suit++) faces.push(makeCard(v === ACE_V ? 1 : v, suit));
  faces.push(faceKey(makeJoker(1)));
  return faces;
})();
/** Marks per face code (0..127), cleared after each use. */
const faceSeen = new Uint8Array(128);
const IS_CANONICAL = new Uint8Array(128);
for (const f of CANONICAL_FACES) IS_CANONICAL[f] = 1;

const JOKER_FACE = faceKey(makeJoker(1));

/**
 * One card of each class among cards, in canonical order (no sort: a pass over the 53 faces): the
 * face, or for the Jokers the first Joker in zone order (the one "JK" would take), named by its copy.
 */
export function sortedFaces(cards: number[]): number[] {
  const out = sortedClasses(cards);
  const at = out.indexOf(JOKER_FACE);
  if (at >= 0) out[at] = cards.find(isJoker) as number;
  return out;
}

function sortedClasses(cards: number[]): number[] {
  for (let i = 0; i < cards.length; i++) {
    const f = faceKey(cards[i]);
    if (f < 0 || f >= IS_CANONICAL.length || IS_CANONICAL[f] === 0) return sortedFacesBySort(cards);
  }
  for (let i = 0; i < cards.length; i++) faceSeen[faceKey(cards[i])] = 1;
  const out: number[] = [];
  for (let k = 0; k < CANONICAL_FACES.length; k++) {
    const f = CANONICAL_FACES[k];
    if (faceSeen[f] === 1) {
      out.push(f);
      faceSeen[f] = 0;
    }
  }
  return out;
}

/** The general form, for codes outside the standard faces. */
function sortedFacesBySort(cards: number[]): number[] {
  const sorted = cards.slice().sort((a, b) => cardOrder(a) - cardOrder(b));
  const out: number[] = [];
  for (const c of sorted) {
    const f = faceKey(c);
    if (out[out.length - 1] !== f) out.push(f);
  }
  return out;
}

// Reading untrusted actions: field checks that throw BAD_ACTION, the WRONG_STEP refusal, and
// finding the named cards in a zone. Nothing here changes the state.

import * as engineModule from "@houserules/engine";
import * as errorsModule from "./errors.js";
import * as legalityModule from "./rules/legality.js";
import type { CsState } from "./state.js";
import * as stateModule from "./state.js";
import * as valuesModule from "./values.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { CommonErrors, RuleError } = engineModule;
const { CsErrors } = errorsModule;
const { cardOrder } = legalityModule;
const { Mode, Phase, SLOTS } = stateModule;
const { faceOfText, JOKER_V, matchesFace, NAMED_JOKER, synOf } = valuesModule;

export function badAction(message: string): never {
  throw new RuleError(CommonErrors.BAD_ACTION, message);
}
export function wrongStep(s: CsState, type: string): never {
  throw new RuleError(
    CsErrors.WRONG_STEP,
    `${ACTION_WORDS[type] ?? type} is not possible now: ${stepWords(s)}`,
    stepRule(s),
  );
}

/** Each action as players name it. */
const ACTION_WORDS: Record<string, string> = {
  setup: "choosing face-up and field cards",
  changeField: "a field change",
  keepField: "keeping the field card",
  burnFaceUp: "burning a face-up card",
  play: "a play",
  flip: "a flip",
  pickUp: "picking up the pile",
  endChain: "ending the chain",
  swap: "a swap",
  endSwaps: "ending the swaps",
  peek: "a peek",
  replace: "putting a card face down",
  keep: "keeping the face-down card",
  chooseHigher: "saying higher",
  chooseLower: "saying lower",
  chooseNext: "choosing who plays next",
};

/** The rule that sets the current decision: selection, field change, play step, continuation or a link's decision. */
function stepRule(s: CsState): string {
  switch (s.t.phase) {
    case Phase.SELECT:
      return "CS-7";
    case Phase.FIELD_CHANGE:
    case Phase.BURN_FACE_UP:
      return "CS-11";
    case Phase.PLAY:
      return s.t.mode === Mode.FRESH ? "CS-12" : "CS-14";
    default:
      return "CS-13";
  }
}

function stepWords(s: CsState): string {
  switch (s.t.phase) {
    case Phase.FIELD_CHANGE:
      return "change your field card (field C) or keep it (keep field)";
    case Phase.BURN_FACE_UP:
      return "burn one of your face-up cards (burn N)";
    case Phase.PLAY:
      if (s.t.mode === Mode.RUN_OPTION) return "play the run's next card, flip, or end the chain (end)";
      return s.t.mode === Mode.FRESH
        ? "play, flip or pick up"
        : "the chain must go on: play or flip, or pick up if you cannot";
    case Phase.SWAP:
      return "swap a hand card (swap C N, or peek N under the 5-field peek) or stop swapping (end swaps)";
    case Phase.PEEKED:
      return "put a hand card face down instead (replace C) or keep the peeked card (keep)";
    case Phase.CHOOSE_SEVEN:
      return "the 7 asks for higher or lower";
    case Phase.CHOOSE_NEXT:
      return "choose who plays next (next S)";
    default:
      return "choose three face-up cards and a field card (setup C C C field C)";
  }
}

export function cardField(value: unknown, what: string): number {
  const card = faceOfText(value);
  if (card === null)
    badAction(
      `${what} must be a card in notation like "10H", "JK1" or "JK" (any Joker) (got ${JSON.stringify(value)})`,
    );
  return card;
}
export function slotField(value: unknown): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= SLOTS)
    badAction(`slot must be 0, 1 or 2 (got ${JSON.stringify(value)})`);
  return value as number;
}

/**
 * Puts faces in the order the legal actions list them (by value, then suit), in place. The cards
 * of a link, or of a face-up selection, are placed together: suits have no effect (CS-1) and a
 * face-up slot is only a label at the selection, so every order of the same cards is one move and
 * is played as the listed action is (insertion sort: a few cards).
 */
export function sortFaces(faces: number[]): void {
  for (let i = 1; i < faces.length; i++) {
    const face = faces[i];
    const key = faceOrder(face);
    let j = i - 1;
    while (j >= 0 && faceOrder(faces[j]) > key) {
      faces[j + 1] = faces[j];
      j--;
    }
    faces[j + 1] = face;
  }
}

/**
 * cardOrder, with "any Joker" after the named Jokers: matched in this order, "JK JK2" then finds
 * JK2 first and any other Joker for "JK".
 */
function faceOrder(face: number): number {
  return face < NAMED_JOKER && synOf(face) === JOKER_V ? cardOrder(face) + 1024 : cardOrder(face);
}

/** Pool indices already matched by findFaces (reused, never shrunk: it runs at every play). */
const taken: number[] = [];

function isTaken(i: number, count: number): boolean {
  for (let j = 0; j < count; j++) if (taken[j] === i) return true;
  return false;
}

/**
 * A list of n zeros to be overwritten. Literals for the usual sizes: V8 allocates them inline and
 * packed, like the one-card links' lists, where `new Array(n)` is a builtin call and a holey list.
 */
export function zeros(n: number): number[] {
  switch (n) {
    case 1:
      return [0];
    case 2:
      return [0, 0];
    case 3:
      return [0, 0, 0];
    case 4:
      return [0, 0, 0, 0];
    default:
      return new Array(n).fill(0);
  }
}

/** Finds distinct cards of the given faces in `pool` (in pool order); null if one is missing. */
export function findFaces(pool: readonly number[], faces: readonly number[]): number[] | null {
  // Exact size: this list becomes the link's cards (a growing push would over-allocate).
  const out = zeros(faces.length);
  for (let k = 0; k < faces.length; k++) {
    const face = faces[k];
    let found = -1;
    for (let i = 0; i < pool.length; i++)
      if (matchesFace(pool[i], face) && !isTaken(i, k)) {
        found = i;
        break;
      }
    if (found < 0) return null;
    taken[k] = found;
    out[k] = pool[found];
  }
  return out;
}

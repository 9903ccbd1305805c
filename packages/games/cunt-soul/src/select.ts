// CS-7: the secret, simultaneous selection of 3 face-up cards and a field card.

import type { GameEvent } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import type { CsAction } from "./action-types.js";
import * as errorsModule from "./errors.js";
import * as inputModule from "./input.js";
import * as quietModule from "./quiet.js";
import * as coreModule from "./rules/core.js";
import * as handIndexModule from "./rules/hand-index.js";
import * as legalityModule from "./rules/legality.js";
import * as setupModule from "./setup.js";
import type { CsState } from "./state.js";
import * as stateModule from "./state.js";
import * as valuesModule from "./values.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { RuleError } = engineModule;
const { CsErrors } = errorsModule;
const { cardField, findFaces, sortFaces } = inputModule;
// Declared with their type: a call narrows only through an explicitly typed never-returning function.
const badAction: (message: string) => never = inputModule.badAction;
const wrongStep: (s: CsState, type: string) => never = inputModule.wrongStep;
const { QUIET } = quietModule;
const { removeOne } = coreModule;
const { forgetHand } = handIndexModule;
const { cardOrder } = legalityModule;
const { reveal } = setupModule;
const { Phase } = stateModule;
const { faceKey, notation } = valuesModule;

/**
 * For n distinct cards: the numbers of the face-up triples (counted in i < j < k order) that leave
 * out card f, for f = 0..n-1 in turn: the order of the selection list, made once per hand size.
 */
const TRIPLE_ORDERS: (Int32Array | undefined)[] = [];
function tripleOrder(n: number): Int32Array {
  let order = TRIPLE_ORDERS[n];
  if (order === undefined) {
    const list: number[] = [];
    for (let f = 0; f < n; f++) {
      let tri = 0;
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          for (let k = j + 1; k < n; k++, tri++) if (i !== f && j !== f && k !== f) list.push(tri);
    }
    order = Int32Array.from(list);
    if (n <= 16) TRIPLE_ORDERS[n] = order;
  }
  return order;
}

export function legalSelections(s: CsState, seat: number): CsAction[] {
  // An insertion sort by cardOrder (distinct codes, distinct keys): no comparator calls.
  const hand = s.seats[seat].hand.slice();
  for (let i = 1; i < hand.length; i++) {
    const c = hand[i];
    const key = cardOrder(c);
    let j = i - 1;
    while (j >= 0 && cardOrder(hand[j]) > key) {
      hand[j + 1] = hand[j];
      j--;
    }
    hand[j + 1] = c;
  }
  const n = hand.length;
  const names: string[] = new Array(n);
  // Equivalent cards (one face of several packs, the Jokers) are one class: one representative.
  const classes: number[] = new Array(n);
  let distinct = true;
  for (let i = 0; i < n; i++) {
    names[i] = notation(hand[i]);
    classes[i] = faceKey(hand[i]);
    if (i > 0 && classes[i] === classes[i - 1]) distinct = false;
  }
  if (!distinct) return selectionsWithRepeats(names, classes);
  // Every face-up triple once, in (i < j < k) order; each is shared by the selections that
  // differ only in the field card (nothing mutates legal actions).
  const triples: string[][] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++) triples.push([names[i], names[j], names[k]]);
  const order = tripleOrder(n);
  const perField = order.length / n;
  const out: CsAction[] = new Array(order.length);
  let at = 0;
  for (let f = 0; f < n; f++) {
    const field = names[f];
    for (const end = at + perField; at < end; at++)
      out[at] = { type: "setup", faceUp: triples[order[at]], field };
  }
  return out;
}

/**
 * Keys already listed by selectionsWithRepeats: a key is listed in this call when its stamp is
 * this call's number. A typed table instead of a Set: the Set's hashing was most of the cost of
 * the hands that take this path (two Jokers: about one game in ten).
 */
let stamps = new Int32Array(0);
let stampNumber = 0;
function freshStamps(size: number): number {
  if (stamps.length < size || stampNumber === 0x7fffffff) {
    stamps = new Int32Array(Math.max(size, stamps.length));
    stampNumber = 0;
  }
  return ++stampNumber;
}

/**
 * The general form: equivalent cards (the two Jokers of a pack, or several packs) listed once,
 * keyed by the distinct-name numbers of the field and the (sorted) face-up cards.
 */
function selectionsWithRepeats(names: string[], classes: number[]): CsAction[] {
  const n = names.length;
  const id: number[] = new Array(n);
  for (let i = 0; i < n; i++) id[i] = i === 0 ? 0 : classes[i] === classes[i - 1] ? id[i - 1] : id[i - 1] + 1;
  const stamp = freshStamps(n * n * n * n);
  const out: CsAction[] = [];
  const triples: (string[] | undefined)[] = new Array(n * n * n);
  for (let f = 0; f < n; f++) {
    if (f > 0 && classes[f] === classes[f - 1]) continue;
    for (let i = 0; i < n; i++) {
      if (i === f) continue;
      for (let j = i + 1; j < n; j++) {
        if (j === f) continue;
        for (let k = j + 1; k < n; k++) {
          if (k === f) continue;
          const key = ((id[f] * n + id[i]) * n + id[j]) * n + id[k];
          if (stamps[key] === stamp) continue;
          stamps[key] = stamp;
          const at = (i * n + j) * n + k;
          let faceUp = triples[at];
          if (faceUp === undefined) {
            faceUp = [names[i], names[j], names[k]];
            triples[at] = faceUp;
          }
          out.push({ type: "setup", faceUp, field: names[f] });
        }
      }
    }
  }
  return out;
}

export function applySetup(
  s: CsState,
  seat: number,
  action: Record<string, unknown>,
  events: GameEvent[],
): void {
  const fu = action.faceUp;
  if (!Array.isArray(fu) || fu.length !== 3) badAction("faceUp must be a list of 3 cards");
  const faces = fu.map((c) => cardField(c, "faceUp card"));
  sortFaces(faces);
  const field = cardField(action.field, "field");
  if (s.t.phase !== Phase.SELECT) wrongStep(s, "setup");
  const st = s.seats[seat];
  const found = findFaces(st.hand, [...faces, field]);
  if (found === null)
    throw new RuleError(
      CsErrors.BAD_SELECTION,
      "the 3 face-up cards and the field card must come from your hand",
      "CS-7",
    );
  for (const c of found) removeOne(st.hand, c);
  forgetHand(seat);
  for (let i = 0; i < 3; i++) st.faceUp[i] = found[i];
  st.field = found[3];
  st.selected = true;
  if (events !== QUIET) {
    events.push({ type: "selected", seat } as GameEvent);
    // The choice stays secret until the reveal (CS-7); the seat itself reads its cards.
    events.push({
      type: "selectedSecret",
      seat,
      faceUp: st.faceUp.map(notation),
      field: notation(st.field),
      visibleTo: [seat],
    } as GameEvent);
  }
  if (s.seats.every((x) => x.selected)) reveal(s, events);
}

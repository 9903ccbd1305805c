// CS-7: the secret, simultaneous selection of 3 face-up cards and a field card.

import type { GameEvent } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import type { CsAction } from "./action-types.js";
import * as errorsModule from "./errors.js";
import * as inputModule from "./input.js";
import * as quietModule from "./quiet.js";
import * as coreModule from "./rules/core.js";
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
const { cardField, findFaces } = inputModule;
// Declared with their type: a call narrows only through an explicitly typed never-returning function.
const badAction: (message: string) => never = inputModule.badAction;
const wrongStep: (s: CsState, type: string) => never = inputModule.wrongStep;
const { QUIET } = quietModule;
const { removeOne } = coreModule;
const { cardOrder } = legalityModule;
const { reveal } = setupModule;
const { Phase } = stateModule;
const { notation } = valuesModule;

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
  let distinct = true;
  for (let i = 0; i < n; i++) {
    names[i] = notation(hand[i]);
    if (i > 0 && names[i] === names[i - 1]) distinct = false;
  }
  if (!distinct) return selectionsWithRepeats(names);
  return lazySelections(names);
}

/**
 * Every (i < j < k) face-up triple of n cards, by its number in that order (made once per hand
 * size): TRIPLE_AT[n][3 * t .. 3 * t + 2] are the card indices of triple t.
 */
const TRIPLE_AT: (Int8Array | undefined)[] = [];
function tripleIndices(n: number): Int8Array {
  let at = TRIPLE_AT[n];
  if (at === undefined) {
    const list: number[] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) for (let k = j + 1; k < n; k++) list.push(i, j, k);
    at = Int8Array.from(list);
    if (n <= 16) TRIPLE_AT[n] = at;
  }
  return at;
}

/**
 * The selections of distinct cards, made when first read. The list is the same as built in full
 * (length, order, one object per entry, each face-up triple list shared by the entries that differ
 * only in the field card), but a random bot reads its length and one entry: 500 or so objects per
 * seat and game are otherwise made to be dropped. Entry i is made once and kept; any other use of
 * the list (its keys, `in`, a write, a definition) first makes every entry, so the list then
 * behaves as a plain array in every respect. Iteration, JSON and array methods read entries
 * through `get`.
 */
function lazySelections(names: string[]): CsAction[] {
  const n = names.length;
  const order = tripleOrder(n);
  const total = order.length;
  const perField = total / n;
  const at = tripleIndices(n);
  const triples: (string[] | undefined)[] = [];
  const target: CsAction[] = new Array(total);
  let made = 0;
  const entry = (i: number): CsAction => {
    let a = target[i];
    if (a === undefined) {
      const tri = order[i];
      let faceUp = triples[tri];
      if (faceUp === undefined) {
        faceUp = [names[at[3 * tri]], names[at[3 * tri + 1]], names[at[3 * tri + 2]]];
        triples[tri] = faceUp;
      }
      a = { type: "setup", faceUp, field: names[(i / perField) | 0] };
      target[i] = a;
      made++;
    }
    return a;
  };
  const makeAll = (): void => {
    if (made < total) for (let i = 0; i < total; i++) entry(i);
  };
  return new Proxy(target, {
    get(obj, key, receiver) {
      if (typeof key === "string") {
        const i = indexOf(key);
        if (i >= 0 && i < total && obj.length === total) return entry(i);
      }
      return Reflect.get(obj, key, receiver);
    },
    has(obj, key) {
      makeAll();
      return Reflect.has(obj, key);
    },
    ownKeys(obj) {
      makeAll();
      return Reflect.ownKeys(obj);
    },
    getOwnPropertyDescriptor(obj, key) {
      makeAll();
      return Reflect.getOwnPropertyDescriptor(obj, key);
    },
    set(obj, key, value, receiver) {
      makeAll();
      return Reflect.set(obj, key, value, receiver);
    },
    defineProperty(obj, key, descriptor) {
      makeAll();
      return Reflect.defineProperty(obj, key, descriptor);
    },
    deleteProperty(obj, key) {
      makeAll();
      return Reflect.deleteProperty(obj, key);
    },
    preventExtensions(obj) {
      makeAll();
      return Reflect.preventExtensions(obj);
    },
  });
}

/** A canonical array index ("0", "17"; not "01" or "1.0"), or -1. */
function indexOf(key: string): number {
  const len = key.length;
  if (len === 0 || len > 9) return -1;
  let v = 0;
  for (let i = 0; i < len; i++) {
    const d = key.charCodeAt(i) - 48;
    if (d < 0 || d > 9 || (d === 0 && i === 0 && len > 1)) return -1;
    v = v * 10 + d;
  }
  return v;
}

/**
 * The general form: repeated notations (the two Jokers of a pack, or several packs) listed once,
 * keyed by the distinct-name numbers of the field and the (sorted) face-up cards.
 */
function selectionsWithRepeats(names: string[]): CsAction[] {
  const n = names.length;
  const id: number[] = new Array(n);
  for (let i = 0; i < n; i++) id[i] = i === 0 ? 0 : names[i] === names[i - 1] ? id[i - 1] : id[i - 1] + 1;
  const seen = new Set<number>();
  const out: CsAction[] = [];
  const triples: (string[] | undefined)[] = new Array(n * n * n);
  for (let f = 0; f < n; f++) {
    if (f > 0 && names[f] === names[f - 1]) continue;
    for (let i = 0; i < n; i++) {
      if (i === f) continue;
      for (let j = i + 1; j < n; j++) {
        if (j === f) continue;
        for (let k = j + 1; k < n; k++) {
          if (k === f) continue;
          const key = ((id[f] * 64 + id[i]) * 64 + id[j]) * 64 + id[k];
          if (seen.has(key)) continue;
          seen.add(key);
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
  for (let i = 0; i < 3; i++) st.faceUp[i] = found[i];
  st.field = found[3];
  st.selected = true;
  if (events !== QUIET) events.push({ type: "selected", seat } as GameEvent);
  if (s.seats.every((x) => x.selected)) reveal(s, events);
}

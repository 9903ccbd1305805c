// Interned card actions: a legal play names the same cards, with the same ids, over and over in a
// game, so each (kind, cards) is built once per game as a frozen JSON object and listed again from a
// table. The table belongs to the state's id array (clones and new games get their own) and is
// dropped when a card gets a new id (SH-1).

import type { SegmentUse, ShAction } from "./actions.js";
import type { ShState } from "./state.js";

/** Kinds of interned actions (the low bits of a key). */
export const K_PLAY_SET = 1;
export const K_PLAY_GAMBIT = 2;
export const K_FLIPPED_SET = 3;
const KIND_BITS = 8;
/** Card codes are below 256: up to 6 codes and the kind stay exact in a double (2^51). */
const CODE_BASE = 256;
const MAX_INTERNED = 6;

const tables = new WeakMap<readonly string[], Map<number, ShAction>>();
let lastIds: readonly string[] | null = null;
let lastTable: Map<number, ShAction> = new Map();

function tableOf(s: ShState): Map<number, ShAction> {
  if (s.ids === lastIds) return lastTable;
  let t = tables.get(s.ids);
  if (t === undefined) {
    t = new Map();
    tables.set(s.ids, t);
  }
  lastIds = s.ids;
  lastTable = t;
  return t;
}

/** SH-1: a card got a new id, so actions naming the old one must not be listed again. */
export function forgetInterned(s: ShState): void {
  tables.delete(s.ids);
  if (lastIds === s.ids) lastIds = null;
}

function build(s: ShState, kind: number, cards: readonly number[], from: number, n: number): ShAction {
  const ids: string[] = new Array(n);
  for (let k = 0; k < n; k++) ids[k] = s.ids[cards[from + k]];
  Object.freeze(ids);
  const type = kind === K_FLIPPED_SET ? "playFlipped" : "play";
  const use: SegmentUse = kind === K_PLAY_GAMBIT ? "gambit" : "set";
  return Object.freeze({ type, cards: ids, use });
}

/** The action playing cards[from, from + n) as a segment of this kind (a shared frozen object). */
export function cardsAction(
  s: ShState,
  kind: number,
  cards: readonly number[],
  from: number,
  n: number,
): ShAction {
  if (n > MAX_INTERNED) return build(s, kind, cards, from, n);
  let key = 0;
  for (let k = 0; k < n; k++) key = key * CODE_BASE + cards[from + k];
  key = key * KIND_BITS + kind;
  const table = tableOf(s);
  let a = table.get(key);
  if (a === undefined) {
    a = build(s, kind, cards, from, n);
    table.set(key, a);
  }
  return a;
}

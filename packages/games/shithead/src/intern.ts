// Interned card actions: a legal play names the same cards, with the same ids, over and over in a
// game, so each (kind, cards) is built once per game as a frozen JSON object and listed again from a
// table. The table belongs to the state's id array (clones and new games get their own) and is
// dropped when a card gets a new id (SH-1).

import { formatCard } from "@houserules/engine";
import type { SegmentUse, ShAction } from "./actions.js";
import type { ShState } from "./state.js";

/** Kinds of interned actions (the low bits of a key). */
export const K_PLAY_SET = 1;
export const K_PLAY_GAMBIT = 2;
export const K_FLIPPED_SET = 3;
// One-card actions (oneCardAction): a lone cancel, a wild declared as a face, a link.
export const K_CANCEL = 4;
export const K_FLIPPED_CANCEL = 5;
export const K_WILD = 6;
export const K_FLIPPED_WILD = 7;
export const K_LINK = 8;
const KIND_BITS = 16;
/** Card codes are below 256: up to 6 codes and the kind stay exact in a double (2^52). */
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

function buildOne(s: ShState, kind: number, code: number, asFace: number): ShAction {
  const id = s.ids[code];
  if (kind === K_LINK) return Object.freeze({ type: "link", card: id });
  const type = kind === K_FLIPPED_CANCEL || kind === K_FLIPPED_WILD ? "playFlipped" : "play";
  const use: SegmentUse = kind === K_CANCEL || kind === K_FLIPPED_CANCEL ? "cancel" : "wild";
  const cards = Object.freeze([id]) as string[];
  if (asFace < 0) return Object.freeze({ type, cards, use });
  return Object.freeze({ type, cards, use, as: formatCard(asFace) });
}

/** A one-card action of this kind, declared as `asFace` (a face code) or not (-1). */
export function oneCardAction(s: ShState, kind: number, code: number, asFace = -1): ShAction {
  const key = (code * CODE_BASE + asFace + 1) * KIND_BITS + kind;
  const table = tableOf(s);
  let a = table.get(key);
  if (a === undefined) {
    a = buildOne(s, kind, code, asFace);
    table.set(key, a);
  }
  return a;
}

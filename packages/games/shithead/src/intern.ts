// Interned card actions: a legal play names the same cards, with the same ids, over and over in a
// game, so each (kind, cards) is built once per game as a JSON object and listed again from a
// table. The table belongs to the state's id array (clones and new games get their own) and is
// dropped when a card gets a new id (SH-1).

import * as engineModule from "@houserules/engine";
import type { SegmentUse, ShAction } from "./actions.js";
import * as actionsModule from "./actions.js";
import type { ShState } from "./state.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { formatCard, tryParseCard } = engineModule;
const { frozenAction } = actionsModule;

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
/** SH-58: Aces switched for the run (`{ type: "switch", cards }`). */
export const K_SWITCH = 9;
const KIND_BITS = 16;
/** Card codes are below 256: up to 6 codes and the kind stay exact in a double (2^52). */
const CODE_BASE = 256;
const MAX_INTERNED = 6;

/**
 * An interned card action: its JSON fields (type, cards or card, use, as) are plain own
 * properties; the card codes it names sit in a private field that JSON, equality and the action
 * format never see, so apply reads them instead of resolving ids again. Frozen like every listed
 * action (the private fields stay writable: the trie grows under a frozen action).
 */
class CardAction {
  readonly #codes: readonly number[];
  /** The last of #codes: the card this set adds to its parent in the trie. */
  readonly #last: number;
  /**
   * The trie of K_PLAY_SET sets (a set's children extend it by one more card) as linked lists:
   * the first child, then each child's next sibling. No arrays: a CTG game builds ≈ 450 sets.
   */
  #child: CardAction | null = null;
  #sibling: CardAction | null = null;
  /** The canonical sets of the group this action names (pushDistinctSets), once listed. */
  #sets: ShAction[] | null = null;
  /** What the action is (K_PLAY_SET ... K_SWITCH), so apply need not read `type`. */
  readonly #kind: number;
  /** The declared card its `as` names (as apply would parse it), or -1. */
  readonly #declared: number;
  constructor(codes: readonly number[], kind: number, declared: number) {
    this.#codes = codes;
    this.#last = codes[codes.length - 1];
    this.#kind = kind;
    this.#declared = declared;
  }
  static codesOf(a: object): readonly number[] | undefined {
    return #codes in a ? (a as CardAction).#codes : undefined;
  }
  /** The child naming these codes plus `code` (interned sets only), or undefined. */
  static child(a: CardAction, code: number): CardAction | undefined {
    for (let c = a.#child; c !== null; c = c.#sibling) if (c.#last === code) return c;
    return undefined;
  }
  static setsOf(a: CardAction): ShAction[] | null {
    return a.#sets;
  }
  static keepSets(a: CardAction, sets: ShAction[]): void {
    a.#sets = sets;
  }
  static addChild(a: CardAction, child: CardAction): void {
    child.#sibling = a.#child;
    a.#child = child;
  }
  static codes(a: CardAction): readonly number[] {
    return a.#codes;
  }
  static kind(a: CardAction): number {
    return a.#kind;
  }
  static declared(a: CardAction): number {
    return a.#declared;
  }
}

/**
 * The kind of an interned card action, 0 for any other action. Listed actions come in many
 * shapes, so reading their `type` is a megamorphic load; a prototype check is not.
 */
export function internedKind(a: ShAction): number {
  return a instanceof CardAction ? CardAction.kind(a) : 0;
}

/** The codes of an action internedKind knows (not 0). */
export function kindCodes(a: ShAction): readonly number[] {
  return CardAction.codes(a as unknown as CardAction);
}

/** The declared card of an action internedKind knows: `as` parsed, or -1 without one. */
export function kindDeclared(a: ShAction): number {
  return CardAction.declared(a as unknown as CardAction);
}

/** The segment use of each kind of played set (K_PLAY_SET ... K_FLIPPED_WILD), by kind. */
export const USE_OF_KIND: readonly SegmentUse[] = [
  "set", // index 0 names no kind; it keeps the list indexed by the kind itself
  "set",
  "gambit",
  "set",
  "cancel",
  "cancel",
  "wild",
  "wild",
];

const NOT_DECLARED = -1;

/** The codes of an interned card action (undefined for others). */
export function internedCodes(a: ShAction): readonly number[] | undefined {
  return CardAction.codesOf(a);
}

function cardAction(
  codes: readonly number[],
  kind: number,
  type: string,
  cards: string[],
  use: SegmentUse,
  as?: string,
) {
  const declared = as === undefined ? NOT_DECLARED : (tryParseCard(as) ?? NOT_DECLARED);
  const a = new CardAction(codes, kind, declared) as unknown as Record<string, unknown>;
  a.type = type;
  a.cards = cards;
  a.use = use;
  if (as !== undefined) a.as = as;
  return frozenAction(a as unknown as ShAction);
}

/** Interned actions of one id array: one-card sets by code, the rest by key. */
interface Table {
  single: (ShAction | undefined)[];
  map: Map<number, ShAction>;
  /** Lists of actions a listing keeps by key (knownList). */
  lists: Map<number, ShAction[]>;
}

/**
 * A table hangs off its id array under this symbol (a non-enumerable property: JSON, clones and
 * equality never see it). Not a WeakMap: an ephemeron whose key had been promoted kept each
 * finished game's table alive until the next full collection, so every scavenge copied and
 * promoted megabytes of dead actions.
 */
const TABLE = Symbol("interned");
type Tagged = readonly string[] & { [TABLE]?: Table };
/** Tables of id arrays that cannot take a property (a caller froze the state). */
const frozenTables = new WeakMap<readonly string[], Table>();
let lastIds: readonly string[] | null = null;
let lastTable: Table = newTable();

function newTable(): Table {
  return { single: new Array(CODE_BASE).fill(undefined), map: new Map(), lists: new Map() };
}

function tableOf(s: ShState): Table {
  if (s.ids === lastIds) return lastTable;
  const ids = s.ids as Tagged;
  let t = ids[TABLE] ?? frozenTables.get(ids);
  if (t === undefined) {
    t = newTable();
    if (Object.isExtensible(ids)) Object.defineProperty(ids, TABLE, { value: t, writable: true });
    else frozenTables.set(ids, t);
  }
  lastIds = s.ids;
  lastTable = t;
  return t;
}

/** SH-1: a card got a new id, so actions naming the old one must not be listed again. */
export function forgetInterned(s: ShState): void {
  const ids = s.ids as Tagged;
  if (ids[TABLE] !== undefined) (ids as { [TABLE]?: Table })[TABLE] = undefined;
  frozenTables.delete(ids);
  if (lastIds === s.ids) lastIds = null;
}

function build(s: ShState, kind: number, cards: readonly number[], from: number, n: number): ShAction {
  const ids: string[] = new Array(n);
  const codes: number[] = new Array(n);
  for (let k = 0; k < n; k++) {
    codes[k] = cards[from + k];
    ids[k] = s.ids[codes[k]];
  }
  if (kind === K_SWITCH) {
    const a = new CardAction(codes, K_SWITCH, NOT_DECLARED) as unknown as Record<string, unknown>;
    a.type = "switch";
    a.cards = ids;
    return frozenAction(a as unknown as ShAction);
  }
  const type = kind === K_FLIPPED_SET ? "playFlipped" : "play";
  const use: SegmentUse = kind === K_PLAY_GAMBIT ? "gambit" : "set";
  return cardAction(codes, kind, type, ids, use);
}

/**
 * A list of interned actions kept under `key` by keepList for this game (the same ids), or null.
 * The caller's key must name everything the list depends on besides the rules.
 */
export function knownList(s: ShState, key: number): ShAction[] | null {
  return tableOf(s).lists.get(key) ?? null;
}

export function keepList(s: ShState, key: number, list: ShAction[]): void {
  tableOf(s).lists.set(key, list);
}

/** The action naming cards[from, from + n) of this kind (a shared object: never mutate it). */
export function cardsAction(
  s: ShState,
  kind: number,
  cards: readonly number[],
  from: number,
  n: number,
): ShAction {
  if (kind === K_PLAY_SET) {
    // The most listed actions: sets played from the source, found by code in a trie.
    const table = tableOf(s);
    let a = single(s, table, cards, from);
    for (let k = 2; k <= n; k++) a = extend(s, a, cards, from, k);
    return a as unknown as ShAction;
  }
  if (n > MAX_INTERNED) return build(s, kind, cards, from, n);
  const table = tableOf(s);
  let key = 0;
  for (let k = 0; k < n; k++) key = key * CODE_BASE + cards[from + k];
  key = key * KIND_BITS + kind;
  let a = table.map.get(key);
  if (a === undefined) {
    a = build(s, kind, cards, from, n);
    table.map.set(key, a);
  }
  return a;
}

/** Pushes the sets cards[from, from + n) for every n from 1 to count (K_PLAY_SET). */
export function pushPrefixSets(
  s: ShState,
  cards: readonly number[],
  from: number,
  count: number,
  out: ShAction[],
): void {
  let a = single(s, tableOf(s), cards, from);
  out.push(a as unknown as ShAction);
  for (let n = 2; n <= count; n++) {
    a = extend(s, a, cards, from, n);
    out.push(a as unknown as ShAction);
  }
}

/**
 * The canonical sets of the two-card group cards[from, from + 2) whose cards differ in class, in
 * distinctSets' order (the second card, the first, both): three trie steps, no list to keep.
 */
export function pushDistinctPairSets(
  s: ShState,
  cards: readonly number[],
  from: number,
  out: ShAction[],
): void {
  const table = tableOf(s);
  const first = single(s, table, cards, from);
  out.push(single(s, table, cards, from + 1) as unknown as ShAction);
  out.push(first as unknown as ShAction);
  out.push(extend(s, first, cards, from, 2) as unknown as ShAction);
}

/**
 * The canonical sets of the group cards[from, from + count) (one rank, in source order), as
 * listed before for the same group in this game, or null. The group's own set keeps them.
 */
export function knownGroupSets(
  s: ShState,
  cards: readonly number[],
  from: number,
  count: number,
): ShAction[] | null {
  return CardAction.setsOf(cardsAction(s, K_PLAY_SET, cards, from, count) as unknown as CardAction);
}

/** Keeps the canonical sets of the group cards[from, from + count) for knownGroupSets. */
export function keepGroupSets(
  s: ShState,
  cards: readonly number[],
  from: number,
  count: number,
  sets: ShAction[],
): void {
  CardAction.keepSets(cardsAction(s, K_PLAY_SET, cards, from, count) as unknown as CardAction, sets);
}

/**
 * The canonical sets of `group` (n cards of one rank, each its own class) for K_PLAY_SET, in
 * canonicalSubsets' order: the masks 1 .. 2^n - 1, the first card as the highest bit. Each set
 * is its parent (the mask without its lowest bit, listed before it) plus one card.
 */
export function distinctSets(s: ShState, group: readonly number[], n: number): ShAction[] {
  const table = tableOf(s);
  const end = 1 << n;
  const bySet = MASK_SETS;
  const out: ShAction[] = [];
  for (let m = 1; m < end; m++) {
    const low = m & -m;
    const parent = m ^ low;
    const card = group[n - 1 - (31 - Math.clz32(low))];
    const a =
      parent === 0
        ? single(s, table, group, n - 1 - (31 - Math.clz32(low)))
        : (setPlusCard(s, bySet[parent] as unknown as ShAction, card) as unknown as CardAction);
    bySet[m] = a;
    out.push(a as unknown as ShAction);
  }
  return out;
}

/**
 * The K_PLAY_SET action naming `parent`'s cards plus `code` (the one-card set when parent is
 * null): a set found from its parent in one step of the trie, not walked from its first card.
 */
export function setPlusCard(s: ShState, parent: ShAction | null, code: number): ShAction {
  const table = tableOf(s);
  if (parent === null) {
    let one = table.single[code];
    if (one === undefined) {
      one = build(s, K_PLAY_SET, [code], 0, 1);
      table.single[code] = one;
    }
    return one;
  }
  const up = parent as unknown as CardAction;
  let a = CardAction.child(up, code);
  if (a === undefined) {
    a = buildPlus(s, CardAction.codes(up), code);
    CardAction.addChild(up, a);
  }
  return a as unknown as ShAction;
}

/** The K_PLAY_SET action naming `codes` plus `code` (one copy, no intermediate list). */
function buildPlus(s: ShState, codes: readonly number[], code: number): CardAction {
  const n = codes.length;
  const next: number[] = new Array(n + 1);
  const ids: string[] = new Array(n + 1);
  for (let k = 0; k < n; k++) {
    next[k] = codes[k];
    ids[k] = s.ids[codes[k]];
  }
  next[n] = code;
  ids[n] = s.ids[code];
  return cardAction(next, K_PLAY_SET, "play", ids, "set") as unknown as CardAction;
}

/** distinctSets' sets by mask (groups of distinct cards hold at most 8: two packs, one rank). */
const MASK_SETS: CardAction[] = [];

/** The one-card set of cards[from]. */
function single(s: ShState, table: Table, cards: readonly number[], from: number): CardAction {
  const code = cards[from];
  let one = table.single[code];
  if (one === undefined) {
    one = build(s, K_PLAY_SET, cards, from, 1);
    table.single[code] = one;
  }
  return one as unknown as CardAction;
}

/** The set cards[from, from + n), given `parent`, the set cards[from, from + n - 1). */
function extend(
  s: ShState,
  parent: CardAction,
  cards: readonly number[],
  from: number,
  n: number,
): CardAction {
  let a = CardAction.child(parent, cards[from + n - 1]);
  if (a === undefined) {
    a = build(s, K_PLAY_SET, cards, from, n) as unknown as CardAction;
    CardAction.addChild(parent, a);
  }
  return a;
}

function buildOne(s: ShState, kind: number, code: number, asFace: number): ShAction {
  const id = s.ids[code];
  if (kind === K_LINK) {
    const link = new CardAction([code], K_LINK, NOT_DECLARED) as unknown as Record<string, unknown>;
    link.type = "link";
    link.card = id;
    return frozenAction(link as unknown as ShAction);
  }
  const type = kind === K_FLIPPED_CANCEL || kind === K_FLIPPED_WILD ? "playFlipped" : "play";
  const use: SegmentUse = kind === K_CANCEL || kind === K_FLIPPED_CANCEL ? "cancel" : "wild";
  return cardAction([code], kind, type, [id], use, asFace < 0 ? undefined : formatCard(asFace));
}

/** A one-card action of this kind, declared as `asFace` (a face code) or not (-1). */
export function oneCardAction(s: ShState, kind: number, code: number, asFace = -1): ShAction {
  const key = (code * CODE_BASE + asFace + 1) * KIND_BITS + kind;
  const table = tableOf(s).map;
  let a = table.get(key);
  if (a === undefined) {
    a = buildOne(s, kind, code, asFace);
    table.set(key, a);
  }
  return a;
}

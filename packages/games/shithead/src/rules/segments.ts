// SH-14 (source), SH-21/22 (segments and their legality), SH-32 (cancels), SH-35 (wild
// declarations), SH-40..42 (links), SH-50/51 (Gambits), SH-58 (switch run), SH-71, SH-73:
// enumeration of the canonical segments a seat may play now.

import * as engineModule from "@houserules/engine";
import type { SegmentUse, ShAction } from "../actions.js";
import * as actionsModule from "../actions.js";
import * as internModule from "../intern.js";
import type { ShState } from "../state.js";
import * as stateModule from "../state.js";
import * as topModule from "./top.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { ACE, cardSuit, formatCard, JACK, KING, QUEEN } = engineModule;
const { frozenAction } = actionsModule;
const {
  cardsAction,
  K_CANCEL,
  K_FLIPPED_CANCEL,
  K_FLIPPED_SET,
  K_FLIPPED_WILD,
  K_LINK,
  K_PLAY_GAMBIT,
  K_PLAY_SET,
  K_WILD,
  distinctSets,
  keepGroupSets,
  keepList,
  knownGroupSets,
  knownList,
  oneCardAction,
  pushDistinctPairSets,
  pushPrefixSets,
  setPlusCard,
} = internModule;
const {
  FOUR,
  faceOf,
  GAMBIT_RANK,
  H_LINK,
  H_WILD,
  HAND_RANK_CARDS,
  HAND_RANK_MASK,
  HAND_RANK_STRIDE,
  JOKER_RANK,
  jokerCode,
  NINE,
  NO_CARD,
  packTop,
  rankOf,
  SPADE,
  slotAccessible,
  stockTotal,
  T_EMPTY,
  T_PCLEAR,
  T_PGAMBIT,
  T_POWER,
  T_PPICK,
  TEN,
  TWO,
  tab,
} = stateModule;
const { cancellable, fitMask, fitsRank } = topModule;

/** Ranks in the order actions are listed: low to high in numerical order, then power cards. */
export const RANK_LIST = [4, 5, 6, 7, 9, JACK, QUEEN, KING, ACE, 2, 3, 8, 10];

/**
 * A rank mask (bit r) re-ordered so that bit i is RANK_LIST[i]: pushSets walks the set bits in
 * listing order instead of testing all 13 ranks. Two 256-entry tables, for rank bits 0-7 and 8-15.
 */
const LIST_ORDER_LOW = new Int32Array(256);
const LIST_ORDER_HIGH = new Int32Array(256);
for (let m = 0; m < 256; m++) {
  for (let i = 0; i < RANK_LIST.length; i++) {
    const rank = RANK_LIST[i];
    if (rank < 8 && (m & (1 << rank)) !== 0) LIST_ORDER_LOW[m] |= 1 << i;
    if (rank >= 8 && (m & (1 << (rank - 8))) !== 0) LIST_ORDER_HIGH[m] |= 1 << i;
  }
}
function inListOrder(rankMask: number): number {
  return LIST_ORDER_LOW[rankMask & 255] | LIST_ORDER_HIGH[(rankMask >> 8) & 255];
}
/** Ranks a wild may be declared as (SH-35: never a 10 or a joker). */
const DECLARABLE = [4, 5, 6, 7, 9, JACK, QUEEN, KING, ACE, 2, 3, 8];
const DECLARABLE_MASK = DECLARABLE.reduce((mask, rank) => mask | (1 << rank), 0);
const PLAIN_SUIT = 3; // clubs: never a special face

/** SH-14: accessible face-up bottom cards, slot order. */
export function faceUpAccessible(s: ShState, seat: number): number[] {
  const out: number[] = [];
  const b = s.bottom[seat];
  const up = s.faceUp[seat];
  for (let slot = 0; slot < b.length; slot++) {
    if (b[slot] >= 0 && up[slot] === 1 && slotAccessible(s, seat, slot)) out.push(b[slot]);
  }
  return out;
}

export function faceDownAccessible(s: ShState, seat: number): number[] {
  const out: number[] = [];
  const b = s.bottom[seat];
  const up = s.faceUp[seat];
  for (let slot = 0; slot < b.length; slot++) {
    if (b[slot] >= 0 && up[slot] === 0 && slotAccessible(s, seat, slot)) out.push(slot);
  }
  return out;
}

/** SH-14: the cards a seat plays from now (hand; else, stock empty, accessible face-up cards). */
export function sourceCards(s: ShState, seat: number): number[] {
  const hand = s.hands[seat];
  if (hand.length > 0) return hand;
  if (stockTotal(s) > 0) return [];
  return faceUpAccessible(s, seat);
}

/** Does a segment fit from the source once `exclude` (a link card) has left it? */
function anySegmentWithout(s: ShState, seat: number, exclude: number): boolean {
  const hand = s.hands[seat];
  if (hand.length > 1 || (hand.length === 1 && hand[0] !== exclude)) return anySegmentFrom(s, hand, exclude);
  if (stockTotal(s) > 0) return false;
  return anySegmentFrom(s, faceUpAccessible(s, seat), exclude);
}

export function isWildCard(s: ShState, code: number): boolean {
  return tab(s).wildFace[faceOf(code)] === 1;
}

/** Does any segment fit the current top from these cards (for link look-ahead and lapses)? */
export function anySegmentFrom(s: ShState, cards: readonly number[], exclude = NO_CARD): boolean {
  // The fitting ranks as one mask, once: links ask this for every link card of the source.
  const fit = fitMask(s.cfg, s.topKind, s.topVal, s.wild);
  const canCancel = cancellable(s.topKind);
  const t = tab(s);
  // A wild fits when some rank it may be declared as fits, or it may be declared a cancel card.
  const wildFits = (fit & DECLARABLE_MASK) !== 0 || (canCancel && t.ccFaces.length > 0);
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k];
    if (c === exclude) continue;
    if (((fit >> rankOf(c)) & 1) === 1) return true;
    const f = faceOf(c);
    if (canCancel && t.cc[f] === 1) return true;
    if (wildFits && t.wildFace[f] === 1) return true;
  }
  return false;
}

/** Whether the actor can do anything in a fresh Act (else the turn lapses). */
export function anyAct(s: ShState, seat: number): boolean {
  if (s.pile.length > 0) return true;
  if (sourceCards(s, seat).length > 0) return true;
  return canFlip(s, seat);
}

export function canFlip(s: ShState, seat: number): boolean {
  return (
    s.firstStep === 1 &&
    s.hands[seat].length === 0 &&
    stockTotal(s) === 0 &&
    s.topKind !== T_PCLEAR &&
    s.topKind !== T_PPICK &&
    anyFaceDownAccessible(s, seat)
  );
}

function anyFaceDownAccessible(s: ShState, seat: number): boolean {
  const b = s.bottom[seat];
  const up = s.faceUp[seat];
  for (let slot = 0; slot < b.length; slot++) {
    if (b[slot] >= 0 && up[slot] === 0 && slotAccessible(s, seat, slot)) return true;
  }
  return false;
}

/** Ids of cards, for actions. */
export function idsOf(s: ShState, cards: readonly number[]): string[] {
  const out: string[] = new Array(cards.length);
  for (let k = 0; k < cards.length; k++) out[k] = s.ids[cards[k]];
  return out;
}

/**
 * Canonical sub-multisets of `group` (same-rank cards in source order): cards of one class
 * (tab(s).cls) are interchangeable, so only the first `k` of a class are ever named.
 * `picked` marks cards that form their own class (pick-and-play). Calls `emit` per subset, with
 * a scratch array it must copy, not keep.
 */
export function canonicalSubsets(
  s: ShState,
  group: readonly number[],
  emit: (cards: number[]) => void,
  exactSize = 0,
  size = group.length,
): void {
  const n = size;
  // Scratch read once into locals (each read of a module variable carries a TDZ check).
  const sizes = SUB_SIZE;
  const counts = SUB_COUNT;
  const classes = groupClasses(s, group, n, 0);
  if (classes === 1) {
    for (let m = 1; m <= n; m++) if (exactSize === 0 || m === exactSize) emit(prefixCards(group, m));
    return;
  }
  if (classes === n && n < DISTINCT_BOUND) {
    emitDistinct(group, n, emit, exactSize);
    return;
  }
  // Counts per class as an odometer, the last class turning fastest (the listed order); a
  // subset takes the first counts[k] cards of each class k, class by class, in source order.
  for (let k = 0; k < classes; k++) counts[k] = 0;
  let total = 0;
  for (;;) {
    if (total > 0 && (exactSize === 0 || total === exactSize)) emit(subsetCards(group, classes, total));
    let k = classes - 1;
    while (k >= 0 && counts[k] === sizes[k]) {
      total -= counts[k];
      counts[k] = 0;
      k--;
    }
    if (k < 0) return;
    counts[k]++;
    total++;
  }
}

/**
 * Sorts group[0, n) into classes of interchangeable cards, in order of first appearance: fills
 * SUB_KEY (each class's key: the card class times 2, plus 1 for picked-up cards), SUB_CLASS (each
 * card's class), SUB_SIZE (each class's card count) and returns the class count. With
 * `pickedStamp` (not 0), cards marked picked up (PICKED) form classes of their own (SH-61).
 * canonicalSubsets and pushCanonicalSets share it, so both list the sets in the same order.
 */
function groupClasses(s: ShState, group: readonly number[], n: number, pickedStamp: number): number {
  const cls = tab(s).cls;
  const keys = SUB_KEY;
  const sizes = SUB_SIZE;
  const classOf = SUB_CLASS;
  let classes = 0;
  for (let i = 0; i < n; i++) {
    const c = group[i];
    const key = cls[faceOf(c)] * 2 + (pickedStamp !== 0 && PICKED[c] === pickedStamp ? 1 : 0);
    let k = 0;
    while (k < classes && keys[k] !== key) k++;
    if (k === classes) {
      keys[classes] = key;
      sizes[classes] = 0;
      classes++;
    }
    classOf[i] = k;
    sizes[k]++;
  }
  return classes;
}

/** Groups of at most this many cards, all distinct, are enumerated as bit masks. */
const DISTINCT_BOUND = 24;

/**
 * canonicalSubsets when every card is its own class: the odometer's order is binary counting with
 * the first card as the highest bit, so the subsets are the masks 1 .. 2^n - 1 in order.
 */
function emitDistinct(
  group: readonly number[],
  n: number,
  emit: (cards: number[]) => void,
  exactSize: number,
): void {
  const subsets = SUB_CARDS;
  const end = 1 << n;
  for (let m = 1; m < end; m++) {
    let total = 0;
    for (let k = 0; k < n; k++) total += (m >> k) & 1;
    if (exactSize !== 0 && total !== exactSize) continue;
    const cards = subsets[total];
    let at = 0;
    for (let k = 0; k < n; k++) if (((m >> (n - 1 - k)) & 1) === 1) cards[at++] = group[k];
    emit(cards);
  }
}

// Scratch of canonicalSubsets (emit callbacks never enumerate again, so one set suffices).
const SUB_BOUND = 64;
const SUB_KEY = new Int32Array(SUB_BOUND);
const SUB_SIZE = new Int32Array(SUB_BOUND);
const SUB_COUNT = new Int32Array(SUB_BOUND);
const SUB_CLASS = new Int32Array(SUB_BOUND);

/** Subsets are handed to `emit` in one reused array per size (emit copies what it keeps). */
const SUB_CARDS: number[][] = Array.from({ length: SUB_BOUND + 1 }, (_, n) => new Array(n).fill(0));

function prefixCards(group: readonly number[], n: number): number[] {
  const cards = SUB_CARDS[n];
  for (let k = 0; k < n; k++) cards[k] = group[k];
  return cards;
}

function subsetCards(group: readonly number[], classes: number, total: number): number[] {
  const cards = SUB_CARDS[total];
  const counts = SUB_COUNT;
  const classOf = SUB_CLASS;
  let at = 0;
  for (let k = 0; k < classes; k++) {
    let want = counts[k];
    for (let i = 0; want > 0; i++) {
      if (classOf[i] === k) {
        cards[at++] = group[i];
        want--;
      }
    }
  }
  return cards;
}

function declaredFace(rank: number, suit: number): number {
  return suit * 16 + rank;
}

/**
 * SH-35: declarations of a wild on the current top, as set uses and as cancels. They depend on
 * the card, the type and the top alone, so each such list is built once per game.
 */
function pushWild(s: ShState, w: number, out: ShAction[], type: "play" | "playFlipped"): void {
  const key = ((w * 2 + (type === "play" ? 0 : 1)) << 10) | packTop(s.topKind, s.topVal, s.wild);
  let list = knownList(s, key);
  if (list === null) {
    list = [];
    listWild(s, w, list, type);
    keepList(s, key, list);
  }
  for (let k = 0; k < list.length; k++) out.push(list[k]);
}

function listWild(s: ShState, w: number, out: ShAction[], type: "play" | "playFlipped"): void {
  const cfg = s.cfg;
  const kind = type === "play" ? K_WILD : K_FLIPPED_WILD;
  for (const d of DECLARABLE) {
    if (!fitsRank(cfg, s.topKind, s.topVal, s.wild, d)) continue;
    out.push(oneCardAction(s, kind, w, declaredFace(d, PLAIN_SUIT)));
    if (cfg.evenOdd === 2 && (d === FOUR || d === NINE)) {
      out.push(oneCardAction(s, kind, w, declaredFace(d, SPADE)));
    }
  }
  if (cancellable(s.topKind)) {
    const cancel = type === "play" ? K_CANCEL : K_FLIPPED_CANCEL;
    // Cancel faces run below 64 (one pack's faces).
    const faces = tab(s).ccFaces;
    for (let k = 0; k < faces.length; k++) if (faces[k] < 64) out.push(oneCardAction(s, cancel, w, faces[k]));
  }
}

function pushSet(
  s: ShState,
  out: ShAction[],
  type: "play" | "playFlipped",
  cards: number[],
  use: SegmentUse,
) {
  const kind =
    use === "set"
      ? type === "play"
        ? K_PLAY_SET
        : K_FLIPPED_SET
      : use === "gambit" && type === "play"
        ? K_PLAY_GAMBIT
        : 0;
  if (kind !== 0) out.push(cardsAction(s, kind, cards, 0, cards.length));
  else out.push(frozenAction({ type, cards: idsOf(s, cards), use }));
}

/**
 * SH-21/22: every canonical segment of the seat's source that fits the current top.
 * `pnp` restricts to sets of picked-up ranks holding a picked-up card (SH-61).
 * Returns the ranks of the source (bit r), bucketed for the Act's other listings
 * (heldOfRank, pushLinks, pushSwitches); 0 when the source is empty or a pickup or
 * Gambit is pending (then no link or switch is listed either).
 */
export function pushSegments(s: ShState, seat: number, out: ShAction[], pnp = false): number {
  const cfg = s.cfg;
  if (s.topKind === T_PPICK || s.topKind === T_PGAMBIT) return 0;
  const src = sourceCards(s, seat);
  if (src.length === 0) return 0;
  const ranks = bucketSource(s, seat, src);
  const playable = ranks & fitMask(cfg, s.topKind, s.topVal, s.wild);
  if (playable !== 0) pushSets(s, seat, playable, out, pnp);
  if (!pnp && cfg.hasSpecials) pushBucketedSpecials(s, src, ranks, out);
  return ranks;
}

/** How many cards of `rank` the source held when pushSegments last bucketed it. */
export function heldOfRank(rank: number): number {
  return buckets[rank];
}

/** Copies the source's cards of `rank` (source order) as pushSegments bucketed them; returns the count. */
export function cardsOfRank(rank: number, into: number[]): number {
  const b = buckets;
  const count = b[rank];
  const from = CARDS + rank * STRIDE;
  for (let k = 0; k < count; k++) into[k] = b[from + k];
  return count;
}

/** The sets of pushSegments, for the ranks in `playable` (from the source's buckets). */
function pushSets(s: ShState, seat: number, playable: number, out: ShAction[], pnp: boolean): void {
  if (pnp) {
    pushPickedSets(s, playable, out);
    return;
  }
  const cfg = s.cfg;
  const hand = s.hands[seat];
  const extendFaceUp = hand.length > 0 && stockTotal(s) === 0;
  const t = tab(s);
  const cls = t.cls;
  const alike = t.alike;
  const ranks = RANK_LIST;
  const b = buckets;
  for (let left = inListOrder(playable); left !== 0; left &= left - 1) {
    const rank = ranks[31 - Math.clz32(left & -left)];
    const from = CARDS + rank * STRIDE;
    const count = b[rank];
    // The common case: every card of the rank is interchangeable: the first n of the bucket.
    if (alike || alikeRange(cls, b, from, count)) pushPrefixSets(s, b, from, count, out);
    else pushDistinctSets(s, b, from, count, out);
    // SH-71: a set using up the hand takes same-rank accessible face-up cards along.
    if (extendFaceUp && count === hand.length && anyFaceUpOfRank(s, seat, rank, NO_CARD)) {
      pushExtended(s, seat, rank, b.slice(from, from + count), out);
    }
    // SH-50/51: a Gambit where a set of its rank fits.
    if (count >= 4 && cfg.gambits && GAMBIT_RANK[rank] && s.topKind !== T_POWER) {
      pushGambit(s, b.slice(from, from + count), out);
    }
  }
  if ((playable & (1 << JOKER_RANK)) !== 0) {
    pushSet(s, out, "play", [b[CARDS + JOKER_RANK * STRIDE]], "set");
  }
}

// The rarer branches of pushSets live in their own functions: a closure capturing loop variables
// would make V8 allocate a context on every iteration of the hot loop.

/**
 * SH-61: the sets of a pick-and-play, rank by rank in listing order: those holding a picked-up
 * card (picked-up cards form classes of their own).
 */
function pushPickedSets(s: ShState, playable: number, out: ShAction[]): void {
  const pnp = s.pnp;
  let pickedRanks = 0;
  for (let k = 0; k < pnp.length; k++) pickedRanks |= 1 << rankOf(pnp[k]);
  const stamp = markPicked(pnp);
  const b = buckets;
  const group = DISTINCT_GROUP;
  for (let left = inListOrder(playable & pickedRanks); left !== 0; left &= left - 1) {
    const rank = RANK_LIST[31 - Math.clz32(left & -left)];
    const from = CARDS + rank * STRIDE;
    const count = b[rank];
    while (group.length < count) group.push(0);
    for (let k = 0; k < count; k++) group[k] = b[from + k];
    pushCanonicalSets(s, group, count, out, stamp);
  }
}

// Picked-up cards by code while a pick-and-play lists its sets: PICKED[code] === the stamp.
const PICKED = new Int32Array(256);
let pickedStampNow = 0;
function markPicked(pnp: readonly number[]): number {
  pickedStampNow++;
  if (pickedStampNow > 0x3fffffff) {
    PICKED.fill(0);
    pickedStampNow = 1;
  }
  for (let k = 0; k < pnp.length; k++) PICKED[pnp[k]] = pickedStampNow;
  return pickedStampNow;
}

/** SH-71: a set using up the hand takes same-rank accessible face-up cards along. */
function pushExtended(s: ShState, seat: number, rank: number, group: number[], out: ShAction[]): void {
  const ups = faceUpAccessible(s, seat).filter((c) => rankOf(c) === rank);
  if (ups.length > 0)
    canonicalSubsets(s, ups, (extra) => pushSet(s, out, "play", [...group, ...extra], "set"));
}

/** SH-50/51: one card of each suit of the group, if it holds all four. */
function pushGambit(s: ShState, group: number[], out: ShAction[]): void {
  const bySuit = [-1, -1, -1, -1];
  for (const c of group) if (bySuit[cardSuit(c)] < 0) bySuit[cardSuit(c)] = c;
  if (bySuit.every((c) => c >= 0)) pushSet(s, out, "play", bySuit, "gambit");
}

/**
 * The source by rank, source order kept, in the layout of the state's hand index (state.ts:
 * handRanks): rank r's count at [r], the ranks' mask at [MASK], rank r's cards at
 * [CARDS + r * STRIDE, + count). `buckets` is the current source's: the seat's hand index when
 * the source is the hand (no pass over it), else SCRATCH_BUCKETS (face-up bottom cards).
 */
const STRIDE = HAND_RANK_STRIDE;
const CARDS = HAND_RANK_CARDS;
const MASK = HAND_RANK_MASK;
const SCRATCH_BUCKETS: number[] = Array.from({ length: CARDS + STRIDE * (JOKER_RANK + 1) }, () => 0);
let buckets: number[] = SCRATCH_BUCKETS;

/** Points `buckets` at the source's; returns the mask of ranks in it (bit r). */
function bucketSource(s: ShState, seat: number, src: readonly number[]): number {
  if (src === s.hands[seat]) {
    const index = s.handRanks[seat];
    buckets = index;
    return index[MASK];
  }
  buckets = SCRATCH_BUCKETS;
  return bucketByRank(src);
}

/** Buckets `cards` into SCRATCH_BUCKETS in one pass; returns the mask of ranks among them (bit r). */
function bucketByRank(cards: readonly number[]): number {
  // Module variables read once into locals: each read of one carries a TDZ check.
  const b = SCRATCH_BUCKETS;
  // Only the ranks filled last time need their counts cleared.
  for (let clear = b[MASK]; clear !== 0; clear &= clear - 1) b[31 - Math.clz32(clear & -clear)] = 0;
  let mask = 0;
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k];
    const r = rankOf(c);
    b[CARDS + r * STRIDE + b[r]++] = c;
    mask |= 1 << r;
  }
  b[MASK] = mask;
  return mask;
}

function alikeRange(cls: readonly number[], b: readonly number[], from: number, count: number): boolean {
  const key = cls[b[from] & 127];
  for (let k = 1; k < count; k++) if (cls[b[from + k] & 127] !== key) return false;
  return true;
}

/**
 * Every canonical set of b[from, from + count) (cards of one rank, not all alike): the
 * same group lists the same sets, so they are enumerated once per group and game.
 */
function pushDistinctSets(
  s: ShState,
  b: readonly number[],
  from: number,
  count: number,
  out: ShAction[],
): void {
  // Most groups hold two cards (the caller has seen that they differ in class): their three sets
  // are found directly, so a two-card group met for the first time builds no list.
  if (count === 2) {
    pushDistinctPairSets(s, b, from, out);
    return;
  }
  let sets = knownGroupSets(s, b, from, count);
  if (sets === null) {
    const group = DISTINCT_GROUP;
    while (group.length < count) group.push(0);
    for (let k = 0; k < count; k++) group[k] = b[from + k];
    if (allDistinct(s, group, count)) sets = distinctSets(s, group, count);
    else {
      sets = [];
      pushCanonicalSets(s, group, count, sets);
    }
    keepGroupSets(s, group, 0, count, sets);
  }
  for (let k = 0; k < sets.length; k++) out.push(sets[k]);
}

/** Whether every card of group[0, n) has a class of its own (canonicalSubsets' distinct case). */
function allDistinct(s: ShState, group: readonly number[], n: number): boolean {
  if (n >= DISTINCT_BOUND) return false;
  const cls = tab(s).cls;
  for (let i = 1; i < n; i++) {
    const key = cls[faceOf(group[i])];
    for (let j = 0; j < i; j++) if (cls[faceOf(group[j])] === key) return false;
  }
  return true;
}

const DISTINCT_GROUP: number[] = [];

/**
 * canonicalSubsets(group[0, n)) as K_PLAY_SET actions, in its order (the odometer over class
 * counts, the last class turning fastest). Each set is found from its parent in one trie step:
 * prefix[k + 1] is the set of the current counts of classes 0..k (none after), so turning class
 * k adds one card, its next in source order, to prefix[k + 1]. With `pickedStamp` (not 0),
 * picked-up cards form classes of their own and only the sets holding one are listed (SH-61).
 */
function pushCanonicalSets(
  s: ShState,
  group: readonly number[],
  n: number,
  out: ShAction[],
  pickedStamp = 0,
): void {
  const sizes = SUB_SIZE;
  const classOf = SUB_CLASS;
  const counts = SUB_COUNT;
  const keys = SUB_KEY;
  const members = SET_MEMBERS;
  const prefix = SET_PREFIX;
  const classes = groupClasses(s, group, n, pickedStamp);
  // Picked-up cards in the current set (the odometer's picked classes' counts).
  let picked = 0;
  // Each class's cards in source order (counts serve as the fill marks, then start the odometer).
  for (let k = 0; k <= classes; k++) counts[k] = 0;
  for (let i = 0; i < n; i++) {
    const k = classOf[i];
    members[k * SUB_BOUND + counts[k]] = group[i];
    counts[k]++;
  }
  for (let k = 0; k <= classes; k++) {
    counts[k] = 0;
    prefix[k] = null;
  }
  let total = 0;
  for (;;) {
    if (total > 0 && (pickedStamp === 0 || picked > 0)) out.push(prefix[classes] as ShAction);
    let k = classes - 1;
    while (k >= 0 && counts[k] === sizes[k]) {
      total -= counts[k];
      if ((keys[k] & 1) === 1) picked -= counts[k];
      counts[k] = 0;
      k--;
    }
    if (k < 0) break;
    const set = setPlusCard(s, prefix[k + 1], members[k * SUB_BOUND + counts[k]]);
    counts[k]++;
    total++;
    if ((keys[k] & 1) === 1) picked++;
    for (let j = k + 1; j <= classes; j++) prefix[j] = set;
  }
  for (let k = 0; k <= classes; k++) prefix[k] = null;
}

// pushCanonicalSets' scratch: the cards of each class (stride SUB_BOUND), the sets by prefix.
const SET_MEMBERS = new Int32Array(SUB_BOUND * SUB_BOUND);
const SET_PREFIX: (ShAction | null)[] = Array.from({ length: SUB_BOUND + 1 }, () => null);

/** SH-32 cancels and SH-35 wilds among cards[0, n) (in source order), one per face. */
function pushSpecials(
  s: ShState,
  cards: readonly number[],
  n: number,
  out: ShAction[],
  type: "play" | "playFlipped",
) {
  const stamp = nextStamp();
  const canCancel = cancellable(s.topKind);
  const t = tab(s);
  const seen = SEEN;
  for (let k = 0; k < n; k++) {
    const c = cards[k];
    const f = faceOf(c);
    if (seen[f] === stamp) continue;
    seen[f] = stamp;
    if (canCancel && t.cc[f] === 1)
      out.push(oneCardAction(s, type === "play" ? K_CANCEL : K_FLIPPED_CANCEL, c));
    if (t.wildFace[f] === 1) pushWild(s, c, out, type);
  }
}

/**
 * pushSpecials for the source from its buckets: only the ranks holding a cancel or wild face are
 * looked at (most sources hold no special card at all); the special cards found are put back in
 * source order before listing.
 */
function pushBucketedSpecials(s: ShState, src: readonly number[], ranks: number, out: ShAction[]) {
  const canCancel = cancellable(s.topKind);
  const t = tab(s);
  const cc = t.cc;
  const wildFace = t.wildFace;
  const found = SPECIAL_CARDS;
  const b = buckets;
  let n = 0;
  for (let left = ranks & (canCancel ? t.ccRanks | t.wildRanks : t.wildRanks); left !== 0; left &= left - 1) {
    const rank = 31 - Math.clz32(left & -left);
    const from = CARDS + rank * STRIDE;
    const end = from + b[rank];
    for (let k = from; k < end; k++) {
      const f = faceOf(b[k]);
      if ((canCancel && cc[f] === 1) || wildFace[f] === 1) found[n++] = b[k];
    }
  }
  if (n === 0) return;
  if (n > 1) inSourceOrder(src, found, n);
  pushSpecials(s, found, n, out, "play");
}

/** Sorts cards[0, n) (all in `src`) by their place in `src`: marks them, then one pass over `src`. */
function inSourceOrder(src: readonly number[], cards: number[], n: number): void {
  const marks = SOURCE_MARK;
  const stamp = nextSourceStamp();
  for (let i = 0; i < n; i++) marks[cards[i]] = stamp;
  let at = 0;
  for (let k = 0; at < n; k++) {
    const c = src[k];
    if (marks[c] === stamp) cards[at++] = c;
  }
}

// inSourceOrder's marks by card code: SOURCE_MARK[code] === stamp while sorting.
const SOURCE_MARK = new Int32Array(256);
let sourceStampNow = 0;
function nextSourceStamp(): number {
  sourceStampNow++;
  if (sourceStampNow > 0x3fffffff) {
    SOURCE_MARK.fill(0);
    sourceStampNow = 1;
  }
  return sourceStampNow;
}

// pushBucketedSpecials' scratch: the special cards found (a source holds at most 108 cards).
const SPECIAL_CARDS: number[] = Array.from({ length: 128 }, () => 0);

// "Seen" marks by face for one-per-face listings: SEEN[face] === stamp (no per-call array).
const FACES = 128;
const SEEN = new Int32Array(FACES);
let stampNow = 0;
function nextStamp(): number {
  stampNow++;
  if (stampNow > 0x3fffffff) {
    SEEN.fill(0);
    stampNow = 1;
  }
  return stampNow;
}

/** SH-32 answers to a pending clear: lone cancel cards and wilds declared as one. */
export function pushCancels(s: ShState, seat: number, out: ShAction[]): void {
  if (tab(s).ccFaces.length === 0) return;
  const src = sourceCards(s, seat);
  const seen: number[] = [];
  for (const c of src) {
    const f = faceOf(c);
    if (seen.indexOf(f) >= 0) continue;
    seen.push(f);
    if (tab(s).cc[f] === 1) out.push(frozenAction({ type: "play", cards: [s.ids[c]], use: "cancel" }));
    if (tab(s).wildFace[f] === 1) {
      for (let g = 0; g < 64; g++) {
        if (tab(s).cc[g] === 1)
          out.push(frozenAction({ type: "play", cards: [s.ids[c]], use: "cancel", as: formatCard(g) }));
      }
    }
  }
}

/** SH-73: what a flipped card (plus same-rank accessible face-up cards) may be played as. */
export function pushFlippedPlays(s: ShState, seat: number, out: ShAction[]): void {
  const cfg = s.cfg;
  const f = s.bottom[seat][s.flipSlot];
  const rank = rankOf(f);
  // pushSet and pushSpecials copy what they keep: the flipped card goes in a scratch list.
  const flipped = FLIPPED;
  flipped[0] = f;
  if (fitsRank(cfg, s.topKind, s.topVal, s.wild, rank)) {
    pushSet(s, out, "playFlipped", flipped, "set");
    if (!jokerCode(f) && anyFaceUpOfRank(s, seat, rank, f)) pushFlippedExtended(s, seat, f, rank, out);
  }
  pushSpecials(s, flipped, 1, out, "playFlipped");
}

const FLIPPED: number[] = [0];

function pushFlippedExtended(s: ShState, seat: number, f: number, rank: number, out: ShAction[]): void {
  const others = faceUpAccessible(s, seat).filter((c) => c !== f && rankOf(c) === rank);
  canonicalSubsets(s, others, (extra) => pushSet(s, out, "playFlipped", [f, ...extra], "set"));
}

/** Whether an accessible face-up bottom card of `rank`, other than `except`, lies before the seat. */
function anyFaceUpOfRank(s: ShState, seat: number, rank: number, except: number): boolean {
  const b = s.bottom[seat];
  const up = s.faceUp[seat];
  for (let slot = 0; slot < b.length; slot++) {
    const c = b[slot];
    if (c >= 0 && c !== except && up[slot] === 1 && rankOf(c) === rank && slotAccessible(s, seat, slot))
      return true;
  }
  return false;
}

/** SH-41: may one more link of this kind (0 plain 2, 1 the 2♠, 2 a wild) be added? */
export function linkAllowed(s: ShState, kind: number): boolean {
  switch (s.cfg.linkLimit) {
    case 0:
      return false;
    case 3:
      return true;
    case 2:
      return kind === 2 ? s.linkWild === 0 : s.linkPlain + s.linkSpade < 2;
    default:
      if (kind === 2) return s.linkWild === 0;
      if (kind === 0) return s.linkPlain === 0 && s.linkPlain + s.linkSpade < 2;
      return s.linkPlain + s.linkSpade < 2;
  }
}

export function linkKind(s: ShState, code: number): number {
  if (isWildCard(s, code) && rankOf(code) !== TWO) return 2;
  return s.cfg.linkLimit === 1 && cardSuit(code) === SPADE ? 1 : 0;
}

// pushLinks' "seen" marks by class key (below 1000 + 128).
const LINK_SEEN = new Int32Array(1200);
let linkStampNow = 0;
function nextLinkStamp(): number {
  linkStampNow++;
  if (linkStampNow > 0x3fffffff) {
    LINK_SEEN.fill(0);
    linkStampNow = 1;
  }
  return linkStampNow;
}

/**
 * SH-40..42: link cards the actor may lay now (a segment must be able to follow). `ranks`, when
 * given, is what pushSegments returned for this source (its buckets are then current).
 */
export function pushLinks(s: ShState, seat: number, out: ShAction[], ranks = UNKNOWN_RANKS): void {
  links(s, seat, out, ranks);
}

/** Whether pushLinks would list any link (without listing them). */
export function canLink(s: ShState, seat: number): boolean {
  return links(s, seat, null, UNKNOWN_RANKS);
}

/** The source was not bucketed (links asks anySegmentWithout for every link card). */
const UNKNOWN_RANKS = -1;

/**
 * Whether, by rank alone, a segment fits once link card `c` has left the source: another
 * playable rank, or another card of its own. False means "ask anySegmentWithout" (cancels,
 * wilds, and a hand of just `c`, after which the source changes).
 */
function fitsByRankWithout(s: ShState, seat: number, playable: number, c: number): boolean {
  const hand = s.hands[seat];
  if (hand.length === 1 && hand[0] === c) return false;
  const r = rankOf(c);
  if ((playable & ~(1 << r)) !== 0) return true;
  return ((playable >> r) & 1) === 1 && buckets[r] > 1;
}

/** pushLinks into `out`; with out null, stops at the first link and says whether there is one. */
function links(s: ShState, seat: number, out: ShAction[] | null, ranks: number): boolean {
  if (s.cfg.linkLimit === 0 || s.topKind === T_PPICK || s.topKind === T_PGAMBIT) return false;
  const src = sourceCards(s, seat);
  const t = tab(s);
  const wildFace = t.wildFace;
  // The link cards (2s and wilds) in source order: from their buckets when the source was just
  // bucketed, else from the source itself.
  const found = LINK_CARDS;
  let n = 0;
  let playable = 0;
  let known = ranks;
  if (known === UNKNOWN_RANKS && src.length > 0 && src === s.hands[seat]) {
    // The hand's own index: its buckets without a pass over it.
    const index = s.handRanks[seat];
    buckets = index;
    known = index[MASK];
  }
  if (known === UNKNOWN_RANKS) {
    for (let k = 0; k < src.length; k++) {
      const c = src[k];
      if (rankOf(c) === TWO || wildFace[faceOf(c)] === 1) found[n++] = c;
    }
  } else {
    const b = buckets;
    for (let left = known & ((1 << TWO) | t.wildRanks); left !== 0; left &= left - 1) {
      const rank = 31 - Math.clz32(left & -left);
      const from = CARDS + rank * STRIDE;
      const end = from + b[rank];
      for (let k = from; k < end; k++) {
        const c = b[k];
        if (rank === TWO || wildFace[faceOf(c)] === 1) found[n++] = c;
      }
    }
    if (n > 1) inSourceOrder(src, found, n);
    // The fitting ranks only once a link card is held (most sources hold none).
    if (n > 0) playable = known & fitMask(s.cfg, s.topKind, s.topVal, s.wild);
  }
  if (n === 0) return false;
  const seen = LINK_SEEN;
  const stamp = nextLinkStamp(); // one link per class (LINK_SEEN[key] === stamp once listed)
  for (let i = 0; i < n; i++) {
    const c = found[i];
    const key = rankOf(c) === TWO ? t.cls[faceOf(c)] : 1000 + faceOf(c);
    if (seen[key] === stamp) continue;
    seen[key] = stamp;
    if (!linkAllowed(s, linkKind(s, c))) continue;
    if (!(playable !== 0 && fitsByRankWithout(s, seat, playable, c)) && !anySegmentWithout(s, seat, c))
      continue;
    if (out === null) return true;
    out.push(oneCardAction(s, K_LINK, c));
  }
  return false;
}

// links' scratch: the link cards of the source (a source holds at most 108 cards).
const LINK_CARDS: number[] = Array.from({ length: 128 }, () => 0);

/** SH-58: the switch run: [layer index of its lowest layer, card count], or null. */
export function switchRun(s: ShState): [number, number] | null {
  const run = switchRunPacked(s);
  return run < 0 ? null : [run >> RUN_SHIFT, run & RUN_COUNT];
}

/** switchRunPacked packs the lowest layer above RUN_SHIFT bits and the card count below. */
export const RUN_SHIFT = 10;
export const RUN_COUNT = (1 << RUN_SHIFT) - 1;

/** switchRun without the pair: (lowest layer << RUN_SHIFT) | card count, or -1 (listed often). */
export function switchRunPacked(s: ShState): number {
  const n = s.layHow.length;
  if (n === 0 || s.topKind === T_PCLEAR || s.topKind === T_PPICK || s.topKind === T_PGAMBIT) return -1;
  if (s.topKind === T_EMPTY && s.pile.length === 0) return -1;
  const top = s.pile[s.pile.length - 1];
  const rank = rankOf(top);
  if (rank === TEN || s.layHow[n - 1] === H_WILD) return -1;
  let count = 0;
  let lowest = -1;
  for (let l = n - 1; l >= 0; l--) {
    const how = s.layHow[l];
    if (how === H_LINK || how === H_WILD) break;
    const end = l === n - 1 ? s.pile.length : s.layStart[l + 1];
    let same = true;
    for (let k = s.layStart[l]; k < end; k++) if (rankOf(s.pile[k]) !== rank) same = false;
    if (!same) break;
    count += end - s.layStart[l];
    lowest = l;
  }
  return lowest < 0 ? -1 : (lowest << RUN_SHIFT) | count;
}

/** Length of the run of like natural cards on top (SH-30), links and wilds breaking it. */
export function topRunLength(s: ShState): number {
  const n = s.layHow.length;
  if (n === 0) return 0;
  const rank = rankOf(s.pile[s.pile.length - 1]);
  let count = 0;
  for (let l = n - 1; l >= 0; l--) {
    const how = s.layHow[l];
    if (how === H_LINK || how === H_WILD) break;
    const end = l === n - 1 ? s.pile.length : s.layStart[l + 1];
    for (let k = end - 1; k >= s.layStart[l]; k--) {
      if (rankOf(s.pile[k]) !== rank) return count;
      count++;
    }
  }
  return count;
}

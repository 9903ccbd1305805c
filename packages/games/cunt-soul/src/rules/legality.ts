// Link legality: CS-20 (links), CS-30 (the checks in order), CS-31/83/96 (overrule),
// CS-41 (3), CS-45 (7-choice), CS-47 (9), CS-42 (run steps), CS-85 (4-field).

import * as engineModule from "@houserules/engine";
import type { CsState } from "../state.js";
import * as stateModule from "../state.js";
import * as valuesModule from "../values.js";
import * as coreModule from "./core.js";
import * as handIndexModule from "./hand-index.js";
import * as legalMaskModule from "./legal-mask.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { cardFace } = engineModule;
const { Mode } = stateModule;
const {
  ACE_V,
  allows,
  faceKey,
  JOKER_V,
  NINE,
  notation,
  runSuccessors,
  SEVEN,
  SIX,
  synOf,
  TABLE,
  TEN,
  THREE,
  TWO,
  valueName,
} = valuesModule;
const { accessibleZone, isActive, top, ZONE_FACE_DOWN, ZONE_FACE_UP, ZONE_HAND } = coreModule;
const { legalValueMask } = legalMaskModule;
const { BIT_OF, CODE_LIMIT, cardBit, GROUP_MASK_LIMIT, HAND_GROUPS, HAND_VALUES, indexHand, SYN_OF } =
  handIndexModule;

export const LEGAL = 0;
export const BAD_RUN_STEP = 1;
export const ONLY_THREE = 2;
export const SEVEN_HIGHER = 3;
export const SEVEN_LOWER = 4;
export const BELOW_ORDER = 5;

/** The rule a refusal cites, by verdict. */
export const VERDICT_RULE = ["", "CS-42", "CS-41", "CS-45", "CS-45", "CS-28"] as const;

/** Whether syntactic v may skip the ordering check (CS-31, CS-83, CS-96). */
export function overrules(s: CsState, v: number): boolean {
  const counts = s.fx.counts;
  if (counts[JOKER_V] > 0) return false;
  if (counts[TWO] > 0) return v === TWO;
  return v === TWO || v === SIX || v === SEVEN || v === TEN;
}

export function inRun(s: CsState): boolean {
  return s.t.mode === Mode.RUN_OPTION || s.t.mode === Mode.RUN_OBLIGED;
}

/** The values a run step may have now (CS-42). */
export function runStepAllowed(s: CsState, v: number): boolean {
  if (v === JOKER_V) return false;
  if (!s.cfg.runByOrdering) return v === s.t.runNext;
  return runSuccessors(s.fx.b, s.fx.r, s.t.runNext).includes(v);
}

/** CS-30: whether a link of syntactic value v may be placed now (steps 2-11). */
export function verdict(s: CsState, v: number): number {
  if (inRun(s)) return runStepAllowed(s, v) ? LEGAL : BAD_RUN_STEP;
  const t = top(s);
  if (t === null) return LEGAL;
  if (v === JOKER_V) return LEGAL;
  const active = isActive(s, t);
  if (active && t.sem === THREE) return v === THREE ? LEGAL : ONLY_THREE;
  if (active && t.choice !== 0) {
    if (v === SEVEN) return LEGAL;
    if (t.choice === 1) return v > SEVEN ? LEGAL : SEVEN_HIGHER;
    return v < SEVEN ? LEGAL : SEVEN_LOWER;
  }
  if (t.sem === TABLE) return LEGAL;
  if (active && t.sem === NINE) return LEGAL;
  if (allows(s.fx.b, s.fx.r, t.sem, v)) return LEGAL;
  if (overrules(s, v)) return LEGAL;
  return BELOW_ORDER;
}

/**
 * Why a legal link of syntactic value v may go on the current top, for the log: the check of
 * `verdict` that lets it through (CS-30), in plain words.
 */
export function legalReason(s: CsState, v: number): string {
  if (inRun(s)) return "the next step of the run";
  const t = top(s);
  if (t === null) return "anything starts an empty pile";
  const name = valueName(v);
  if (v === JOKER_V) return "a Joker goes on anything";
  const active = isActive(s, t);
  if (active && t.sem === THREE) return "a 3 may follow an active 3";
  if (active && t.choice !== 0) {
    if (v === SEVEN) return "a 7 may follow a 7";
    return `the 7 asked for ${t.choice === 1 ? "higher" : "lower"}`;
  }
  if (t.sem === TABLE) return "anything goes on a link that counts as an empty pile";
  if (active && t.sem === NINE) return "anything goes on an active 9";
  if (allows(s.fx.b, s.fx.r, t.sem, v))
    return `${name} may follow ${valueName(t.sem)} in the current ordering`;
  return `${name} overrules`;
}

export function verdictMessage(s: CsState, v: number, code: number): string {
  const t = top(s);
  const name = valueName(v);
  switch (code) {
    case BAD_RUN_STEP:
      return s.cfg.runByOrdering
        ? `a run step must be one of ${runSuccessors(s.fx.b, s.fx.r, s.t.runNext).map(valueName).join(", ")}, not ${name}`
        : `a run step must be a ${valueName(s.t.runNext)}, not ${name}`;
    case ONLY_THREE:
      return `only a 3 or a Joker may follow an active 3, not ${name}`;
    case SEVEN_HIGHER:
      return `the 7 asked for higher: a 7 or a rank above 7 (or a Joker), not ${name}`;
    case SEVEN_LOWER:
      return `the 7 asked for lower: a 7 or a rank below 7 (or a Joker), not ${name}`;
    default:
      return `${name} may not go on ${t && t.sem !== TABLE ? valueName(t.sem) : "an empty pile"} in the current ordering and does not overrule`;
  }
}

/** Cards of the accessible zone, in zone order (face-up slots in slot order). */
export function zoneCards(s: CsState, seat: number, zone: number): number[] {
  const st = s.seats[seat];
  if (zone === ZONE_HAND) return st.hand;
  if (zone === ZONE_FACE_UP) return st.faceUp.filter((c) => c >= 0);
  return [];
}

/** Sort key for a canonical card order: rank value, then suit, then copy. */
export function cardOrder(card: number): number {
  return synOf(card) * 1024 + (cardFace(card) >> 4) * 8 + (card >> 7);
}

export interface PlayAction {
  type: "play";
  cards: string[];
}

/** Subset masks of k cards, by size then mask value: the stable order of multi-card links. */
const SUBSETS: number[][] = [];
for (let k = 0; k <= 16; k++) {
  const masks: number[] = [];
  if (k <= 12) for (let m = 1; m < 1 << k; m++) masks.push(m);
  masks.sort((a, b) => popcount(a) - popcount(b) || a - b);
  SUBSETS.push(masks);
}
function popcount(x: number): number {
  let n = 0;
  while (x) {
    n += x & 1;
    x >>= 1;
  }
  return n;
}

/**
 * The frozen plays of one group, by (single, value, group mask) in one flat dense array (made
 * filled with null) rather than a Map keyed by numbers: this lookup runs at every play decision.
 */
const GROUP_PLAYS: (readonly PlayAction[] | null)[] = new Array(2 * (JOKER_V + 1) * GROUP_MASK_LIMIT).fill(
  null,
);
const GROUP_CACHE_LIMIT = 100000;
let groupCacheSize = 0;

/**
 * One-card plays, one shared action per notation: the commonest applied action then comes from a
 * few dozen objects that stay in cache, not from a copy per group (read at every applied play).
 */
const ONE_CARD_PLAYS = new Map<string, PlayAction>();
function playOf(cards: string[]): PlayAction {
  // Plays are shared by every list that offers them: no caller may change one's cards.
  Object.freeze(cards);
  if (cards.length !== 1) return { type: "play", cards };
  let play = ONE_CARD_PLAYS.get(cards[0]);
  if (play === undefined) {
    play = Object.freeze({ type: "play", cards }) as PlayAction;
    ONE_CARD_PLAYS.set(cards[0], play);
  }
  return play;
}

function buildGroupPlays(group: number[], single: boolean): PlayAction[] {
  if (group.length > 1) group.sort((a, b) => cardOrder(a) - cardOrder(b));
  const names = group.map(notation);
  // Equivalent cards (one face of several packs, the Jokers) are one class: one representative.
  const classes = group.map(faceKey);
  const out: PlayAction[] = [];
  let distinct = true;
  for (let i = 1; i < classes.length; i++) if (classes[i] === classes[i - 1]) distinct = false;
  if (single || names.length === 1) {
    for (let i = 0; i < names.length; i++)
      if (i === 0 || classes[i] !== classes[i - 1]) out.push(playOf([names[i]]));
  } else if (distinct && names.length < SUBSETS.length) {
    for (const mask of SUBSETS[names.length]) {
      const pick: string[] = [];
      for (let b = 0; b < names.length; b++) if (mask & (1 << b)) pick.push(names[b]);
      out.push(playOf(pick));
    }
  } else addSubsets(names, classes, out);
  for (const a of out) Object.freeze(a);
  // The list itself stays internal (listPlays copies it out) and unfrozen, for the same reason:
  // this is the innermost loop of every play decision.
  return out;
}

const groupMasks = new Int32Array(JOKER_V + 1);

/**
 * Writes every legal play of the accessible hand/face-up zone, grouped by value (CS-20, CS-30),
 * into `out` from index `n` on, and returns the new count (the caller copies a scratch list out at
 * its exact size). The plays of a group are cached and frozen by (value, cards present): legal
 * action lists are rebuilt at every decision, and bots run thousands of playouts.
 */
export function listPlays(s: CsState, seat: number, zone: number, out: unknown[], n: number): number {
  if (zone !== ZONE_HAND && zone !== ZONE_FACE_UP) return n;
  const legal = legalValueMask(s);
  if (legal === 0) return n;
  const st = s.seats[seat];
  if (zone === ZONE_FACE_UP) return listFaceUpPlays(s, st.faceUp, legal, out, n);
  // The hand's groups come from its index (rules/hand-index.ts), kept up to date by the moves.
  const cards = st.hand;
  const slot = indexHand(seat, cards);
  const present = HAND_VALUES[slot] & legal;
  if (present === 0) return n;
  const base = s.fx.counts[4] > 0 ? GROUP_MASK_LIMIT * (JOKER_V + 1) : 0;
  const groups = slot * (JOKER_V + 1);
  // Values in increasing order: the lowest set bit first.
  for (let rest = present; rest !== 0; rest &= rest - 1) {
    const v = 31 - Math.clz32(rest & -rest);
    const mask = HAND_GROUPS[groups + v];
    let plays = mask < GROUP_MASK_LIMIT ? GROUP_PLAYS[base + v * GROUP_MASK_LIMIT + mask] : null;
    if (plays === null) plays = groupPlays(cards, v, mask, base !== 0);
    for (let i = 0; i < plays.length; i++) out[n++] = plays[i];
  }
  return n;
}

/** listPlays from the face-up slots (once hand and source are empty): at most three cards. */
function listFaceUpPlays(
  s: CsState,
  cards: readonly number[],
  legal: number,
  out: unknown[],
  n: number,
): number {
  // Every card's bit goes into its value's group (groupMasks is all zero between calls); the
  // legal values are masked afterwards: no data-dependent branch per card.
  let seen = 0;
  let outside = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (c < 0 || c >= CODE_LIMIT) {
      if (c >= CODE_LIMIT) outside = 1;
      continue;
    }
    const v = SYN_OF[c];
    seen |= 1 << v;
    groupMasks[v] |= BIT_OF[c];
  }
  if (outside !== 0) seen = addOutside(cards, seen);
  const present = seen & legal;
  // Values seen but not legal: cleared now (present ones are cleared as they are read).
  for (let rest = seen & ~legal; rest !== 0; rest &= rest - 1) groupMasks[31 - Math.clz32(rest & -rest)] = 0;
  if (present === 0) return n;
  const base = s.fx.counts[4] > 0 ? GROUP_MASK_LIMIT * (JOKER_V + 1) : 0;
  for (let rest = present; rest !== 0; rest &= rest - 1) {
    const v = 31 - Math.clz32(rest & -rest);
    const mask = groupMasks[v];
    groupMasks[v] = 0;
    let plays = mask < GROUP_MASK_LIMIT ? GROUP_PLAYS[base + v * GROUP_MASK_LIMIT + mask] : null;
    if (plays === null) plays = groupPlays(cards, v, mask, base !== 0);
    for (let i = 0; i < plays.length; i++) out[n++] = plays[i];
  }
  return n;
}

/** Builds (and caches while the cache has room) the plays of one group. */
function groupPlays(
  cards: readonly number[],
  v: number,
  mask: number,
  single: boolean,
): readonly PlayAction[] {
  const group: number[] = [];
  for (const c of cards) if (c >= 0 && synOf(c) === v) group.push(c);
  const plays = buildGroupPlays(group, single);
  if (mask < GROUP_MASK_LIMIT && groupCacheSize < GROUP_CACHE_LIMIT) {
    GROUP_PLAYS[(single ? GROUP_MASK_LIMIT * (JOKER_V + 1) : 0) + v * GROUP_MASK_LIMIT + mask] = plays;
    groupCacheSize++;
  }
  return plays;
}

/** listPlays for codes outside the tables (never made by setup; kept general). */
function addOutside(cards: readonly number[], seen: number): number {
  let out = seen;
  for (const c of cards) {
    if (c < CODE_LIMIT) continue;
    const v = synOf(c);
    out |= 1 << v;
    groupMasks[v] |= cardBit(c);
  }
  return out;
}

function addSubsets(group: string[], classes: number[], out: PlayAction[]): void {
  const k = group.length;
  const seen = new Set<string>();
  const bySize: PlayAction[][] = [];
  for (let size = 0; size <= k; size++) bySize.push([]);
  for (let mask = 1; mask < 1 << k; mask++) {
    const pick: string[] = [];
    const picked: number[] = [];
    for (let b = 0; b < k; b++)
      if (mask & (1 << b)) {
        pick.push(group[b]);
        picked.push(classes[b]);
      }
    const key = picked.join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    bySize[pick.length].push(playOf(pick));
  }
  for (const list of bySize) for (const a of list) out.push(a);
}

/** Whether any legal play or flip exists (CS-26). */
export function hasPlayOrFlip(s: CsState, seat: number): boolean {
  const zone = accessibleZone(s, seat);
  if (zone === ZONE_FACE_DOWN) return true;
  if (zone !== ZONE_HAND && zone !== ZONE_FACE_UP) return false;
  const legal = legalValueMask(s);
  const st = s.seats[seat];
  if (zone === ZONE_HAND) return (HAND_VALUES[indexHand(seat, st.hand)] & legal) !== 0;
  const cards = st.faceUp;
  for (let i = 0; i < cards.length; i++)
    if (cards[i] >= 0 && (legal & (1 << synOf(cards[i]))) !== 0) return true;
  return false;
}

export const MAX_VALUE = ACE_V;

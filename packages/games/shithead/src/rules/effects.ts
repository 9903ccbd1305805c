// SH-23..SH-35, SH-50..SH-54: what a segment does once laid (top state, clears, replays,
// pickups, Gambits, direction).

import type { GameEvent } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import type { SegmentUse } from "../actions.js";
import * as flowModule from "../flow.js";
import { type Events, loud } from "../flow.js";
import type { ShState } from "../state.js";
import * as stateModule from "../state.js";
import * as segmentsModule from "./segments.js";
import * as topModule from "./top.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { cardSuit } = engineModule;
const { clearPile, notations, pushLayer, takeFromSource } = flowModule;
const {
  activeCount,
  FIVE,
  FOUR,
  H_CANCEL,
  H_GAMBIT,
  H_SET,
  H_WILD,
  JOKER_RANK,
  NINE,
  packTop,
  rankOf,
  SPADE,
  T_FREE,
  T_PGAMBIT,
  T_PPICK,
  TEN,
  THREE,
  TWO,
} = stateModule;
const { topRunLength } = segmentsModule;
const { cancelTop, setTop } = topModule;

export const R_CONTINUE = 0;
export const R_END = 1;
export const R_REPLAY = 2;
export const R_GAMBIT = 3;
const X4 = 4;

/** SH-24 threeReverse: flips per segment of 3s or per 3 card, with 3+ active players. */
export function reverseForThrees(s: ShState, cards: number): void {
  if (s.cfg.threeReverse === 0 || activeCount(s) < 3) return;
  const flips = s.cfg.threeReverse === 1 ? 1 : cards;
  if (flips % 2 === 1) s.dir = -s.dir;
}

function holdsEvenOddSpade(cards: readonly number[]): boolean {
  for (const c of cards) {
    const r = rankOf(c);
    if ((r === FOUR || r === NINE) && cardSuit(c) === SPADE) return true;
  }
  return false;
}

/** SH-30: four or more like cards on top clear the pile. */
export function x4Clears(s: ShState): boolean {
  if (!s.cfg.x4Clear) return false;
  // The run is counted down from the top card, so four like cards on top come first: most plays
  // fail that at once, without walking the layers.
  const pile = s.pile;
  const n = pile.length;
  if (n < X4) return false;
  const rank = rankOf(pile[n - 1]);
  if (rankOf(pile[n - 2]) !== rank || rankOf(pile[n - 3]) !== rank || rankOf(pile[n - 4]) !== rank)
    return false;
  return topRunLength(s) >= X4;
}

/**
 * Lays one segment from the seat's source and applies its effect. Returns R_CONTINUE (the chain
 * may go on), R_END (forced end), R_REPLAY (clear or self-2: the actor plays again) or R_GAMBIT.
 */
export function playSegment(
  s: ShState,
  seat: number,
  cards: readonly number[],
  use: SegmentUse,
  declared: number,
  ev: Events,
): number {
  const cfg = s.cfg;
  takeFromSource(s, seat, cards);
  if (loud) {
    const event: GameEvent & Record<string, unknown> = { type: "play", seat, cards: notations(cards), use };
    if (declared >= 0) event.as = notations([declared])[0];
    ev.push(event);
  }
  const rank = rankOf(cards[0]);
  switch (use) {
    case "cancel": {
      pushLayer(s, seat, H_CANCEL, cards, declared);
      cancelTop(s, declared >= 0 ? rankOf(declared) : rank);
      return x4Clears(s) ? clearAndReplay(s, ev) : R_CONTINUE;
    }
    case "wild": {
      pushLayer(s, seat, H_WILD, cards, declared);
      const d = rankOf(declared);
      setTop(s, d, (d === FOUR || d === NINE) && cardSuit(declared) === SPADE);
      s.wild = 1;
      if (d === THREE) reverseForThrees(s, 1);
      if (d === TWO && cfg.twoSelf) return R_REPLAY;
      return R_CONTINUE;
    }
    case "gambit":
      layGambit(s, seat, cards, rank);
      return R_GAMBIT;
    default:
      break;
  }
  if (rank === JOKER_RANK) {
    // SH-31: straight to the graveyard; a pickup for the next player on a non-empty pile.
    s.grave.push(cards[0]);
    if (s.pile.length > 0) {
      s.pickPrev = packTop(s.topKind, s.topVal, s.wild);
      s.topKind = T_PPICK;
      s.topVal = 0;
      s.wild = 0;
      s.pickQueen = 0;
      s.countered = 0;
    }
    return R_END;
  }
  pushLayer(s, seat, H_SET, cards);
  if (rank === TEN && cfg.tenSelf) {
    clearPile(s, ev);
    return R_REPLAY;
  }
  setTop(s, rank, cfg.evenOdd === 2 && holdsEvenOddSpade(cards));
  if (rank === THREE) reverseForThrees(s, cards.length);
  if (x4Clears(s)) return clearAndReplay(s, ev);
  if (rank === TWO && cfg.twoSelf && s.topKind === T_FREE) return R_REPLAY;
  return R_CONTINUE;
}

/** SH-50: the spade of a Gambit goes to the graveyard, the other three onto the pile. */
function layGambit(s: ShState, seat: number, cards: readonly number[], rank: number): void {
  const spade = cards.find((c) => cardSuit(c) === SPADE) as number;
  s.grave.push(spade);
  const rest = cards.filter((c) => c !== spade);
  pushLayer(s, seat, H_GAMBIT, rest);
  s.gRank = rank;
}

function clearAndReplay(s: ShState, ev: Events): number {
  clearPile(s, ev);
  return R_REPLAY;
}

/** SH-52 step 4 / SH-54: the top after a Gambit, once resolved (or a Queens Gambit's pickup). */
export function gambitTop(s: ShState): void {
  if (s.gRank === 12) {
    const before = s.layBefore[s.layBefore.length - 1];
    s.pickPrev = before;
    s.topKind = T_PPICK;
    s.topVal = 0;
    s.wild = 0;
    s.pickQueen = 1;
    s.countered = 0;
    return;
  }
  setTop(s, s.gRank, false);
}

export function startGambitTop(s: ShState): void {
  s.topKind = T_PGAMBIT;
  s.topVal = 0;
  s.wild = 0;
}

export function isFiveSet(use: SegmentUse, cards: readonly number[]): boolean {
  return use === "set" && rankOf(cards[0]) === FIVE;
}

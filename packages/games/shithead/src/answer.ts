// SH-33 (counter jokers) and SH-34 (x4 blocks): answers to a pending pickup that end the turn.

import * as engineModule from "@houserules/engine";
import * as flowModule from "./flow.js";
import { type Events, loud } from "./flow.js";
import * as effectsModule from "./rules/effects.js";
import * as topModule from "./rules/top.js";
import type { ShState } from "./state.js";
import * as stateModule from "./state.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { cardSuit } = engineModule;
const { checkOut, clearPile, endTurn, notations, pushLayer, takeFromSource } = flowModule;
const { reverseForThrees } = effectsModule;
const { setTop } = topModule;
const { FOUR, H_BLOCK, H_COUNTER, NINE, rankOf, SPADE, TEN, THREE } = stateModule;

export function applyCounter(s: ShState, seat: number, card: number, ev: Events) {
  takeFromSource(s, seat, [card]);
  pushLayer(s, seat, H_COUNTER, [card]);
  s.countered = 1;
  if (loud) ev.push({ type: "counter", seat, cards: notations([card]) });
  checkOut(s, seat, ev);
  endTurn(s, ev);
}

/** SH-34: four of a kind (or three and a wild A♠) answer a pending pickup and end the turn. */
export function applyBlock(s: ShState, seat: number, cards: number[], declared: number, ev: Events) {
  takeFromSource(s, seat, cards);
  const rank = rankOf(cards[0]);
  const prev = s.pickPrev;
  pushLayer(s, seat, H_BLOCK, cards, declared);
  s.pickQueen = 0;
  s.countered = 0;
  if (loud) ev.push({ type: "block", seat, cards: notations(cards) });
  if (rank === THREE) {
    s.topKind = prev & 15;
    s.topVal = (prev >> 4) & 31;
    s.wild = 0;
    reverseForThrees(s, cards.length);
  } else if (rank === TEN && s.cfg.tenSelf) {
    clearPile(s, ev);
  } else {
    const spade = cards.some((c) => (rankOf(c) === FOUR || rankOf(c) === NINE) && cardSuit(c) === SPADE);
    setTop(s, rank, spade);
  }
  checkOut(s, seat, ev);
  endTurn(s, ev);
}

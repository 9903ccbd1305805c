// SH-66 toss fives: the window after a set of 5s, tosser refills and the x4 replay.

import * as flowModule from "./flow.js";
import { type Events, loud } from "./flow.js";
import * as effectsModule from "./rules/effects.js";
import * as topModule from "./rules/top.js";
import type { ShState } from "./state.js";
import * as stateModule from "./state.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const {
  C_NEXT_TURN,
  C_TOSS,
  C_TOSS_REPLAY,
  checkOut,
  clearPile,
  nextTossSeat,
  nextTurn,
  notations,
  pushLayer,
  refill,
  replayAct,
  takeFromSource,
} = flowModule;
const { x4Clears } = effectsModule;
const { setTop } = topModule;
const { FIVE, H_TOSS, P_OVER, P_TOSS } = stateModule;

export function applyToss(s: ShState, seat: number, cards: number[], ev: Events) {
  takeFromSource(s, seat, cards);
  pushLayer(s, seat, H_TOSS, cards);
  setTop(s, FIVE, false);
  if (loud) ev.push({ type: "toss", seat, cards: notations(cards) });
  if (refill(s, seat, ev, C_TOSS, seat)) afterTosserRefill(s, seat, ev);
}

export function afterTosserRefill(s: ShState, seat: number, ev: Events) {
  checkOut(s, seat, ev);
  if (s.phase === P_OVER) return;
  s.lastTosser = seat;
  if (x4Clears(s)) {
    clearPile(s, ev);
    if (refill(s, s.tossActor, ev, C_TOSS_REPLAY, seat)) tossReplay(s, seat, ev);
    return;
  }
  advanceToss(s, ev);
}

/** SH-66 with x4Clear: the last tosser replays; order then continues after them. */
export function tossReplay(s: ShState, seat: number, ev: Events) {
  s.turn = seat;
  if (s.place[seat] !== 0) return nextTurn(s, ev);
  s.linkPlain = 0;
  s.linkSpade = 0;
  s.linkWild = 0;
  s.acts = 1;
  return replayAct(s, ev);
}

export function advanceToss(s: ShState, ev: Events) {
  const next = nextTossSeat(s, s.tossSeat, s.tossActor);
  if (next >= 0) {
    s.tossSeat = next;
    s.phase = P_TOSS;
    return;
  }
  s.turn = s.tossActor;
  if (refill(s, s.tossActor, ev, C_NEXT_TURN)) nextTurn(s, ev);
}

// SH-66 toss fives: the window after a set of 5s, tosser refills and the x4 replay.

import {
  C_NEXT_TURN,
  C_TOSS,
  C_TOSS_REPLAY,
  checkOut,
  clearPile,
  type Events,
  loud,
  nextTossSeat,
  nextTurn,
  notations,
  pushLayer,
  refill,
  replayAct,
  takeFromSource,
} from "./flow.js";
import { x4Clears } from "./rules/effects.js";
import { setTop } from "./rules/top.js";
import { FIVE, H_TOSS, P_OVER, P_TOSS, type ShState } from "./state.js";

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

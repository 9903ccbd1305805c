// SH-9 (turn structure), SH-11..SH-15 (draws, refill, source, turn order), SH-60..SH-63
// (pickups), SH-80..SH-83 (out, placings, stalemate): the flow between atomic actions.

import type { GameEvent } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import * as idsModule from "./ids.js";
import * as internModule from "./intern.js";
import * as respondModule from "./rules/respond.js";
import * as segmentsModule from "./rules/segments.js";
import * as topModule from "./rules/top.js";
import type { ShState } from "./state.js";
import * as stateModule from "./state.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { formatCard, nextInt } = engineModule;
const { newId } = idsModule;
const { forgetInterned } = internModule;
const { answersPickup, cancelOptions } = respondModule;
const { anyAct } = segmentsModule;
const { setTop } = topModule;
const {
  bottomChanged,
  bottomCount,
  handPush,
  handRemoveAt,
  H_STARTER,
  isSpade,
  NO_CARD,
  nextActive,
  P_ACT,
  P_DRAW,
  P_DRAWPICK,
  P_OVER,
  P_RESPOND,
  P_TOSS,
  packTop,
  rankOf,
  stockTotal,
  T_EMPTY,
  T_PCLEAR,
  T_PPICK,
} = stateModule;

export type ShEvent = GameEvent & Record<string, unknown>;
export type Events = ShEvent[];

/**
 * False while an apply is quiet (the caller discards events, engine contract): events and the
 * notations they carry are not built. Set by applyAction on every call; state changes never
 * depend on it.
 */
export let loud = true;
export function setLoud(on: boolean): void {
  loud = on;
}

/** Notation by card code, computed once (events name cards on every action). */
const NOTATION: string[] = Array.from({ length: 256 }, (_, code) => formatCard(code));

export function notations(codes: readonly number[]): string[] {
  const out: string[] = new Array(codes.length);
  for (let k = 0; k < codes.length; k++) out[k] = NOTATION[codes[k]];
  return out;
}

/** SH-8/SH-13: the stock a draw comes from (R&B: the larger, black on ties); -1 when empty. */
function drawStock(s: ShState): number {
  if (s.stocks.length === 1) return s.stocks[0].length > 0 ? 0 : -1;
  const [black, red] = s.stocks;
  if (black.length === 0 && red.length === 0) return -1;
  return black.length >= red.length ? 0 : 1;
}

/** Draws up to `count` cards for `seat`; returns how many were drawn (SH-11, SH-12, SH-52). */
export function drawCards(s: ShState, seat: number, count: number, ev: Events, stockIndex = -1): number {
  const hand = s.hands[seat];
  const before = hand.length;
  for (let k = 0; k < count; k++) {
    const which = stockIndex >= 0 && s.stocks[stockIndex].length > 0 ? stockIndex : drawStock(s);
    if (which < 0) break;
    const card = s.stocks[which].pop() as number;
    handPush(s, seat, card);
    s.known[card] = 0;
  }
  const drawn = hand.length - before;
  if (drawn > 0) {
    s.armed[seat] = 1;
    if (loud) {
      ev.push({ type: "draw", seat, count: drawn });
      ev.push({ type: "drew", seat, cards: notations(hand.slice(before)), visibleTo: [seat] });
    }
  }
  return drawn;
}

// What follows a draw paused for the drawer's choice of stock (SH-8).
export const C_AFTER_DRAW = 0;
export const C_NEXT_TURN = 1;
export const C_REPLAY = 2;
export const C_TOSS = 3;
export const C_TOSS_REPLAY = 4;
export const C_GAMBIT = 5;

/**
 * Draws `count` cards for `seat`. In R&B, while both stocks hold cards, the drawer names the
 * stock of each card (SH-8): the flow pauses in P_DRAWPICK and resumes with `then` (returns false).
 */
export function drawFor(
  s: ShState,
  seat: number,
  count: number,
  ev: Events,
  then: number,
  arg = NO_CARD,
): boolean {
  if (count <= 0) return true;
  if (s.stocks.length === 2 && s.stocks[0].length > 0 && s.stocks[1].length > 0) {
    s.drawSeat = seat;
    s.drawLeft = count;
    s.drawThen = then;
    s.drawArg = arg;
    s.phase = P_DRAWPICK;
    return false;
  }
  drawCards(s, seat, count, ev);
  return true;
}

/** SH-12 afterPlay refill: up to handMin while the stock lasts. False when paused (SH-8). */
export function refill(s: ShState, seat: number, ev: Events, then: number, arg = NO_CARD): boolean {
  if (s.cfg.refillStart || s.place[seat] !== 0) return true;
  return drawFor(s, seat, s.cfg.handMin - s.hands[seat].length, ev, then, arg);
}

/** Moves the whole pile to the graveyard (SH-28, SH-30, accepted clears). */
export function clearPile(s: ShState, ev: Events): void {
  if (loud) ev.push({ type: "clear", count: s.pile.length });
  for (const c of s.pile) s.grave.push(c);
  resetPile(s);
}

/**
 * Shortens a list by popping: V8 frees an array's storage on `length = 0` (and trims it on other
 * shrinks), so a pile emptied by every clear and pickup would be re-grown from nothing each time.
 */
export function truncate(list: number[], length: number): void {
  while (list.length > length) list.pop();
}

/** list.indexOf(value) for short lists of numbers (a loop beats the builtin call). */
export function find(list: readonly number[], value: number): number {
  for (let k = 0; k < list.length; k++) if (list[k] === value) return k;
  return -1;
}

export function resetPile(s: ShState): void {
  truncate(s.pile, 0);
  truncate(s.layStart, 0);
  truncate(s.laySeat, 0);
  truncate(s.layHow, 0);
  truncate(s.layBefore, 0);
  truncate(s.layAs, 0);
  s.topKind = T_EMPTY;
  s.topVal = 0;
  s.wild = 0;
  s.pickQueen = 0;
  s.countered = 0;
  s.pickPrev = 0;
}

/** Lays `cards` on the pile as one layer (SH-20), recording the top before it. */
export function pushLayer(
  s: ShState,
  seat: number,
  how: number,
  cards: readonly number[],
  as = NO_CARD,
): void {
  s.layStart.push(s.pile.length);
  s.laySeat.push(seat);
  s.layHow.push(how);
  s.layBefore.push(packTop(s.topKind, s.topVal, s.wild));
  s.layAs.push(as);
  for (const c of cards) s.pile.push(c);
}

/** SH-60..SH-63: the pile (plus `extra` bottom cards) goes to the picker's hand, all public. */
export function pickUpPile(s: ShState, seat: number, extra: readonly number[], ev: Events): void {
  const hand = s.hands[seat];
  const before = hand.length;
  const pile = s.pile;
  for (let k = 0; k < pile.length; k++) {
    const c = pile[k];
    handPush(s, seat, c);
    s.known[c] = 1;
  }
  for (let k = 0; k < extra.length; k++) {
    const c = extra[k];
    takeFromBottom(s, seat, c);
    handPush(s, seat, c);
    s.known[c] = 1;
  }
  s.armed[seat] = 1;
  resetPile(s);
  if (loud) ev.push({ type: "pickUp", seat, cards: notations(hand.slice(before)) });
}

export function takeFromBottom(s: ShState, seat: number, code: number): void {
  const b = s.bottom[seat];
  const slot = find(b, code);
  if (slot >= 0) {
    b[slot] = NO_CARD;
    s.faceUp[seat][slot] = 0;
    bottomChanged(s, seat);
  }
}

/** Removes played cards from the hand or the bottom slots they came from. */
export function takeFromSource(s: ShState, seat: number, cards: readonly number[]): void {
  const hand = s.hands[seat];
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k];
    const i = find(hand, c);
    if (i >= 0) handRemoveAt(s, seat, i);
    else takeFromBottom(s, seat, c);
  }
}

/** SH-80: out the moment hand and bottom are empty (stock empty, or startOfTurn refill). */
export function checkOut(s: ShState, seat: number, ev: Events): boolean {
  if (s.place[seat] !== 0) return true;
  if (s.hands[seat].length > 0 || bottomCount(s, seat) > 0) return false;
  if (!s.cfg.refillStart && stockTotal(s) > 0) return false;
  s.outCount++;
  s.place[seat] = s.outCount;
  if (loud) ev.push({ type: "out", seat, place: s.outCount });
  if (s.cfg.firstOut) finishGame(s, false, ev);
  else if (s.cfg.players - s.outCount <= 1) {
    for (let p = 0; p < s.cfg.players; p++) if (s.place[p] === 0) s.place[p] = s.cfg.players;
    s.outCount = s.cfg.players;
    finishGame(s, false, ev);
  }
  return true;
}

/** SH-81..SH-83: ends the game; players still in are placed by cards held, then bottom cards. */
export function finishGame(s: ShState, byCap: boolean, ev: Events): void {
  const n = s.cfg.players;
  const rest: number[] = [];
  for (let p = 0; p < n; p++) if (s.place[p] === 0) rest.push(p);
  const held = (p: number) => s.hands[p].length + bottomCount(s, p);
  for (const p of rest) {
    let better = 0;
    for (const q of rest) {
      if (held(q) < held(p) || (held(q) === held(p) && bottomCount(s, q) < bottomCount(s, p))) better++;
    }
    s.place[p] = s.outCount + 1 + better;
  }
  s.phase = P_OVER;
  s.endedByCap = byCap ? 1 : 0;
  if (loud) ev.push({ type: "gameOver", byCap, places: s.place.slice() });
}

/** SH-82: progress since the last turn began? Updates the marks. */
function progressed(s: ShState): boolean {
  let progress = false;
  const stock = stockTotal(s);
  let bottoms = 0;
  const n = s.cfg.players;
  const lowest = s.lowest;
  for (let p = 0; p < n; p++) {
    const b = bottomCount(s, p);
    bottoms += b;
    const held = s.hands[p].length + b;
    if (held < lowest[p]) {
      lowest[p] = held;
      progress = true;
    }
  }
  if (
    s.grave.length > s.progGrave ||
    stock < s.progStock ||
    bottoms < s.progBottom ||
    s.outCount > s.progOut
  ) {
    progress = true;
  }
  s.progGrave = s.grave.length;
  s.progStock = stock;
  s.progBottom = bottoms;
  s.progOut = s.outCount;
  return progress;
}

function resetTurnFacts(s: ShState): void {
  s.firstStep = 1;
  s.replay = 0;
  s.responded = 0;
  s.acts = 0;
  s.linkPlain = 0;
  s.linkSpade = 0;
  s.linkWild = 0;
  s.endsOnFives = 0;
  s.flipSlot = NO_CARD;
  s.freebieSlot = NO_CARD;
  s.freebieFlip = 0;
  truncate(s.pnp, 0);
}

/** SH-15, SH-11: a new turn for `seat`, with the start-of-turn draw. */
export function beginTurn(s: ShState, seat: number, ev: Events): void {
  s.turn = seat;
  s.turns++;
  s.stall = progressed(s) ? 0 : s.stall + 1;
  if (s.stall >= s.cfg.stallTurns || s.turns > s.cfg.turnCap) {
    if (loud) ev.push({ type: "stalemate", turns: s.turns });
    finishGame(s, true, ev);
    return;
  }
  resetTurnFacts(s);
  if (loud) ev.push({ type: "turn", seat });
  if (stockTotal(s) > 0) {
    const h = s.hands[seat].length;
    if (h <= s.cfg.handMin) {
      if (!drawFor(s, seat, s.cfg.handMin + 1 - h, ev, C_AFTER_DRAW)) return;
    } else if (h < s.cfg.handMax) {
      s.phase = P_DRAW;
      return;
    }
  }
  afterDraw(s, ev);
}

/** SH-9 step 2: respond to a pending top, automatically when there is no answer. */
export function afterDraw(s: ShState, ev: Events): void {
  const seat = s.turn;
  if (s.topKind === T_PCLEAR) {
    if (cancelOptions(s, seat).length > 0) {
      s.phase = P_RESPOND;
      return;
    }
    if (loud) ev.push({ type: "acceptClear", seat, automatic: true });
    acceptClear(s, ev);
    return;
  }
  if (s.topKind === T_PPICK) {
    if (answersPickup(s, seat)) {
      s.phase = P_RESPOND;
      return;
    }
    pickUpThenLead(s, seat, [], ev);
    return;
  }
  enterAct(s, ev);
}

export function acceptClear(s: ShState, ev: Events): void {
  clearPile(s, ev);
  s.responded = 1;
  enterAct(s, ev);
}

/** SH-62: after any pickup the picker leads on the empty pile (or the turn ends). */
export function pickUpThenLead(s: ShState, seat: number, extra: readonly number[], ev: Events): void {
  pickUpPile(s, seat, extra, ev);
  s.acts++;
  if (s.cfg.pickupLead) {
    s.responded = 1;
    enterAct(s, ev);
  } else endTurn(s, ev);
}

/** SH-9 step 3: the actor Acts (first step), or the turn lapses when nothing can be done. */
export function enterAct(s: ShState, ev: Events): void {
  s.phase = P_ACT;
  s.firstStep = 1;
  s.linkPlain = 0;
  s.linkSpade = 0;
  s.linkWild = 0;
  if (!anyAct(s, s.turn)) endTurn(s, ev);
}

/** SH-23/SH-28/SH-30 replay: refill, then Act again (a new chain). */
export function replayAct(s: ShState, ev: Events): void {
  if (refill(s, s.turn, ev, C_REPLAY)) continueReplay(s, ev);
}

export function continueReplay(s: ShState, ev: Events): void {
  const seat = s.turn;
  if (s.place[seat] !== 0 || s.phase === P_OVER) {
    nextTurn(s, ev);
    return;
  }
  s.replay = 1;
  s.acts++;
  if (loud) ev.push({ type: "replay", seat });
  enterAct(s, ev);
}

/** SH-9 step 4: after the Act: toss window, refill, next turn. */
export function endTurn(s: ShState, ev: Events): void {
  if (s.phase === P_OVER) return;
  const actor = s.turn;
  if (s.endsOnFives === 1 && s.cfg.tossFives && s.pile.length > 0) {
    s.endsOnFives = 0;
    const first = nextTossSeat(s, actor, actor);
    if (first >= 0) {
      s.tossActor = actor;
      s.tossSeat = first;
      s.lastTosser = NO_CARD;
      s.phase = P_TOSS;
      return;
    }
  }
  if (refill(s, actor, ev, C_NEXT_TURN)) nextTurn(s, ev);
}

/** SH-66: the next other active player after `from` in turn order, or -1 once round to the actor. */
export function nextTossSeat(s: ShState, from: number, actor: number): number {
  const n = s.cfg.players;
  let seat = from;
  for (let k = 0; k < n; k++) {
    seat = (((seat + s.dir) % n) + n) % n;
    if (seat === actor) return -1;
    if (s.place[seat] === 0) return seat;
  }
  return -1;
}

export function nextTurn(s: ShState, ev: Events): void {
  if (s.phase === P_OVER) return;
  beginTurn(s, nextActive(s, s.turn), ev);
}

/** SH-6: the starter's top state, as if played on an empty pile. */
export function starterTop(s: ShState, card: number): void {
  pushLayer(s, NO_CARD, H_STARTER, [card]);
  setTop(s, rankOf(card), isSpade(card));
}

/** SH-1: a card returning to a hidden zone gets a fresh id. */
export function freshId(s: ShState, code: number): void {
  s.ids[code] = newId(s);
  forgetInterned(s);
}

export function randomIndex(s: ShState, n: number): number {
  return nextInt(s.rng, n);
}

// Turn start and end: CS-10 (turn start, safety draw), CS-11/81/82 (field change), CS-15 (turn
// end order), CS-62/63 (queue), CS-73 (burnerPlaysAgain), CS-89 (skip token), CS-120..125
// (going out, game end, turn cap).

import type { GameEvent } from "@houserules/engine";
import * as quietModule from "../quiet.js";
import type { CsState } from "../state.js";
import * as stateModule from "../state.js";
import * as valuesModule from "../values.js";
import * as coreModule from "./core.js";

// State booleans are tested with `=== true` / `=== false` on hot paths: V8 does not track that a
// field only holds booleans, and tests a bare field's truthiness with a chain of checks.
// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { QUIET } = quietModule;
const { Mode, NEXT, Phase } = stateModule;
const { notation } = valuesModule;
const {
  activeCount,
  burnCards,
  cardsOwned,
  drawCards,
  faceDownCount,
  faceUpCount,
  fieldCardToHand,
  nextActive,
  recomputeFields,
  replenish,
  resetQueue,
  resolveQueue,
} = coreModule;

/** CS-81: may the current player change their field card now? */
export function canChangeField(s: CsState, seat: number): boolean {
  const st = s.seats[seat];
  if (s.source.length === 0 || st.hand.length === 0 || st.field < 0) return false;
  if (st.fieldChanges >= s.cfg.maxFieldChanges) return false;
  if (s.cfg.burnFaceUpCost === true && !hasUprightFaceUp(s, seat)) return false;
  return true;
}

export function hasUprightFaceUp(s: CsState, seat: number): boolean {
  const st = s.seats[seat];
  for (let i = 0; i < st.faceUp.length; i++) if (st.faceUp[i] >= 0 && !st.horizontal[i]) return true;
  return false;
}

/** Starts the turn of `seat` (CS-10), running token-skipped turns through (CS-89). */
export function startTurn(s: CsState, seat: number, events: GameEvent[]): void {
  const t = s.t;
  for (;;) {
    t.seat = seat;
    t.turns++;
    resetQueue(t.queue, NEXT);
    t.mode = Mode.FRESH;
    t.chainCards = 0;
    t.firstPlay = true;
    t.burnedThisTurn = false;
    t.swapsLeft = 0;
    t.peekSlot = -1;
    t.needSeven = false;
    t.needJCard = false;
    t.needJField = false;
    t.pendingBurn = false;
    t.nextMode = -1;
    t.faceDownOut = false;
    if (events !== QUIET) events.push({ type: "turn", seat, turn: t.turns } as GameEvent);
    if (s.cfg.skipToken === true && t.tokenHolder === seat) {
      if (t.tokenActive) {
        t.tokenActive = false;
        if (events !== QUIET) events.push({ type: "tokenSkip", seat } as GameEvent);
        const next = resolveQueue(s, t.queue);
        if (capReached(s, events)) return;
        seat = next;
        continue;
      }
      t.tokenHolder = nextActive(s, seat, t.direction);
      t.tokenActive = true;
      if (events !== QUIET) events.push({ type: "token", seat: t.tokenHolder, active: true } as GameEvent);
    }
    break;
  }
  const st = s.seats[seat];
  if (st.hand.length === 0 && s.source.length > 0) drawCards(s, seat, s.fx.hand, events, "empty hand");
  fieldCardToHand(s, seat, events);
  t.phase = canChangeField(s, seat) ? Phase.FIELD_CHANGE : Phase.PLAY;
}

/** CS-82: burn a face-up card and draw its horizontal replacement. */
export function burnFaceUp(s: CsState, seat: number, slot: number, events: GameEvent[]): void {
  const st = s.seats[seat];
  const card = st.faceUp[slot];
  st.faceUp[slot] = -1;
  burnCards(s, [card], events, "field change cost");
  if (s.source.length > 0) {
    const drawn = s.source.pop() as number;
    s.sourceKnown.pop();
    st.faceUp[slot] = drawn;
    st.horizontal[slot] = true;
    if (events !== QUIET) events.push({ type: "horizontal", seat, slot, card: notation(drawn) } as GameEvent);
    if (s.sourceFlipped && s.source.length > 0) s.sourceKnown[s.source.length - 1] = true;
  }
}

/** CS-15: the automatic end of a turn. */
export function endTurn(s: CsState, pickedUp: boolean, events: GameEvent[]): void {
  const t = s.t;
  const seat = t.seat;
  const st = s.seats[seat];
  let fieldsChanged = false;
  // (1) a field card taken into hand stops counting; faceDown finish: the field card is discarded.
  if (t.tempField >= 0) {
    t.tempField = -1;
    fieldsChanged = true;
  }
  if (t.faceDownOut === true && st.field >= 0) {
    s.graveyard.push(st.field);
    if (events !== QUIET)
      events.push({ type: "fieldDiscarded", seat, card: notation(st.field) } as GameEvent);
    st.field = -1;
    fieldsChanged = true;
  }
  if (fieldsChanged) recomputeFields(s, events);
  // (2) replenish.
  replenish(s, seat, events);
  // (3) out check.
  const out =
    s.cfg.finishFaceDown === true
      ? t.faceDownOut
      : st.hand.length === 0 && faceUpCount(s, seat) === 0 && faceDownCount(s, seat) === 0 && st.field < 0;
  if (out) {
    st.out = true;
    st.place = ++t.placesGiven;
    if (events !== QUIET) events.push({ type: "out", seat, place: st.place } as GameEvent);
  }
  // (4) queue resolution or burnerPlaysAgain.
  if (pickedUp) resetQueue(t.queue, NEXT);
  const again = s.cfg.burnerPlaysAgain === true && t.burnedThisTurn === true && !pickedUp && !out;
  const next = again ? seat : resolveQueue(s, t.queue);
  settleJacks(s, next, again);
  if (out && s.cfg.skipToken === true && t.tokenHolder === seat)
    t.tokenHolder = nextActive(s, seat, t.direction);
  // (5) game end.
  if (activeCount(s) <= 1) {
    for (let i = 0; i < s.seats.length; i++) {
      const last = s.seats[i];
      if (last.out === false) {
        last.out = true;
        last.place = ++t.placesGiven;
        if (events !== QUIET) events.push({ type: "soleCunt", seat: i, place: last.place } as GameEvent);
      }
    }
    finish(s, false, events);
    return;
  }
  // (6) turn cap.
  if (capReached(s, events)) return;
  startTurn(s, next, events);
}

/** CS-56 (c): record, for each J placed this turn, whether its item changed who plays next. */
function settleJacks(s: CsState, next: number, again: boolean): void {
  // Links are pushed in turn order, so this turn's links are the top of the pile.
  const pile = s.pile;
  for (let i = pile.length - 1; i >= 0 && pile[i].turn === s.t.turns; i--) {
    const link = pile[i];
    if (link.jItem < 0 || link.jParadox !== -1) continue;
    const without = again ? next : resolveQueue(s, s.t.queue, link.jItem);
    link.jParadox = without === next ? 0 : 1;
  }
}

/**
 * CS-125: ends the game once the turn cap is reached. The ranking is a separate function: its sort
 * comparator captures variables, and V8 allocates their context on entry, at every turn.
 */
function capReached(s: CsState, events: GameEvent[]): boolean {
  if (s.t.turns < s.cfg.turnCap) return false;
  endByCap(s, events);
  return true;
}

/** CS-125: the players still in are placed by cards owned, then pickups, then seat order. */
function endByCap(s: CsState, events: GameEvent[]): void {
  const n = s.seats.length;
  const start = (s.t.dealer + 1) % n;
  const still: number[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (start + i) % n;
    if (!s.seats[seat].out) still.push(seat);
  }
  still.sort(
    (a, b) =>
      cardsOwned(s, a) - cardsOwned(s, b) ||
      s.seats[a].pickups - s.seats[b].pickups ||
      ((a - start + n) % n) - ((b - start + n) % n),
  );
  for (const seat of still) {
    s.seats[seat].out = true;
    s.seats[seat].place = ++s.t.placesGiven;
  }
  if (events !== QUIET) events.push({ type: "turnCap", turns: s.t.turns, order: still } as GameEvent);
  finish(s, true, events);
}

function finish(s: CsState, byCap: boolean, events: GameEvent[]): void {
  s.t.phase = Phase.OVER;
  s.t.endedByCap = byCap;
  if (events !== QUIET)
    events.push({ type: "gameOver", places: s.seats.map((x) => x.place), endedByCap: byCap } as GameEvent);
}

// SH-50..SH-55: Gambit resolution: the joker window, the choice, discards and face-down takes.

import type { GambitOption } from "./actions.js";
import * as flowModule from "./flow.js";
import { type Events, loud } from "./flow.js";
import * as effectsModule from "./rules/effects.js";
import * as segmentsModule from "./rules/segments.js";
import type { ShState } from "./state.js";
import * as stateModule from "./state.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { C_GAMBIT, checkOut, drawFor, endTurn, freshId, notations } = flowModule;
const { gambitTop, startGambitTop } = effectsModule;
const { faceDownAccessible } = segmentsModule;
const {
  bottomChanged,
  GAMBIT_DRAW,
  GAMBIT_SIZE,
  GAMBIT_TAKE,
  handPush,
  indexHand,
  NO_CARD,
  nextActive,
  P_GCHOICE,
  P_GDISCARD,
  P_GTAKE,
  P_GWINDOW,
  P_OVER,
  stockTotal,
} = stateModule;

/** SH-52 step 3: the Gambit options that apply now. */
export function gambitChoices(s: ShState): GambitOption[] {
  const out: GambitOption[] = [];
  const chooser = s.gChooser;
  const stolen = chooser !== s.gSeat;
  const stock = stockTotal(s);
  if (s.hands[chooser].length > 0) out.push("a");
  if (stock > 0) out.push("b");
  if (stolen) return out;
  if (stock > 0 && nextActive(s, s.gSeat) !== s.gSeat) out.push("c");
  if (s.hands[chooser].length === 0 && stock === 0 && faceDownAccessible(s, chooser).length > 0)
    out.push("d");
  return out;
}

export function startGambit(s: ShState, seat: number, ev: Events) {
  s.gSeat = seat;
  s.endsOnFives = 0;
  if (loud) ev.push({ type: "gambit", seat, rank: s.gRank });
  if (s.gRank === 12 || s.place[seat] !== 0) return finishGambit(s, ev);
  startGambitTop(s);
  if (s.cfg.jokers) {
    const responder = nextActive(s, seat);
    if (responder !== seat) {
      s.gResp = responder;
      s.phase = P_GWINDOW;
      return;
    }
  }
  openChoice(s, seat, ev);
}

export function openChoice(s: ShState, chooser: number, ev: Events) {
  s.gChooser = chooser;
  if (gambitChoices(s).length === 0) return finishGambit(s, ev);
  s.phase = P_GCHOICE;
}

export function finishGambit(s: ShState, ev: Events) {
  gambitTop(s);
  s.turn = s.gSeat;
  s.gChooser = NO_CARD;
  s.gResp = NO_CARD;
  endTurn(s, ev);
}

export function applyGambitChoice(s: ShState, choice: GambitOption, ev: Events) {
  const chooser = s.gChooser;
  if (loud) ev.push({ type: "gambitChoice", seat: chooser, choice });
  switch (choice) {
    case "a": {
      const hand = s.hands[chooser];
      if (hand.length <= GAMBIT_SIZE) {
        const gone = hand.splice(0, hand.length);
        indexHand(s, chooser);
        for (const c of gone) s.grave.push(c);
        if (loud) ev.push({ type: "gambitDiscard", seat: chooser, cards: notations(gone) });
        checkOut(s, chooser, ev);
        if (s.phase === P_OVER) return;
        return finishGambit(s, ev);
      }
      s.gLeft = GAMBIT_SIZE;
      s.phase = P_GDISCARD;
      return;
    }
    case "b":
      if (drawFor(s, chooser, GAMBIT_DRAW, ev, C_GAMBIT)) finishGambit(s, ev);
      return;
    case "c":
      if (drawFor(s, nextActive(s, s.gSeat), GAMBIT_DRAW, ev, C_GAMBIT)) finishGambit(s, ev);
      return;
    case "d":
      s.gLeft = GAMBIT_TAKE;
      s.phase = P_GTAKE;
      return;
  }
}

export function applyGambitTake(s: ShState, seat: number, slot: number, ev: Events) {
  const card = s.bottom[seat][slot];
  s.bottom[seat][slot] = NO_CARD;
  s.faceUp[seat][slot] = 0;
  bottomChanged(s, seat);
  freshId(s, card);
  handPush(s, seat, card);
  s.known[card] = 0;
  s.gLeft--;
  if (loud) ev.push({ type: "gambitTake", seat, slot });
  if (loud) ev.push({ type: "gambitTook", seat, cards: notations([card]), visibleTo: [seat] });
  if (s.gLeft <= 0 || faceDownAccessible(s, seat).length === 0) finishGambit(s, ev);
}

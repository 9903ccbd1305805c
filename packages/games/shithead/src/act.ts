// SH-9 step 3 (the Act), SH-58 (switch), SH-61 (pick and play), SH-71..SH-74 (bottom cards):
// the Act's legal steps and how a played segment, a switch, a pickup or a flip move the turn on.

import * as engineModule from "@houserules/engine";
import type { SegmentUse, ShAction } from "./actions.js";
import * as actionsModule from "./actions.js";
import * as flowModule from "./flow.js";
import { type Events, loud } from "./flow.js";
import * as gambitModule from "./gambit.js";
import * as internModule from "./intern.js";
import * as effectsModule from "./rules/effects.js";
import * as segmentsModule from "./rules/segments.js";
import * as topModule from "./rules/top.js";
import type { ShState } from "./state.js";
import * as stateModule from "./state.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { ACE } = engineModule;
const { A_FLIP, A_KEEP_FREEBIE, A_PICK_AND_PLAY, A_PICK_UP, frozenAction } = actionsModule;
const { checkOut, endTurn, notations, pickUpThenLead, pushLayer, replayAct, takeFromSource, truncate } =
  flowModule;
const { startGambit } = gambitModule;
const { cardsAction, K_SWITCH } = internModule;
const { isFiveSet, playSegment, R_END, R_GAMBIT, R_REPLAY } = effectsModule;
const {
  canFlip,
  canLink,
  canonicalSubsets,
  cardsOfRank,
  faceDownAccessible,
  faceUpAccessible,
  heldOfRank,
  pushFlippedPlays,
  pushLinks,
  pushSegments,
  RUN_COUNT,
  RUN_SHIFT,
  switchRun,
  switchRunPacked,
} = segmentsModule;
const { fitsRank } = topModule;
const {
  ACE_VALUE,
  H_SWITCH,
  handPush,
  NO_CARD,
  P_CHAIN,
  P_FLIPPED,
  P_KEPT,
  P_OVER,
  P_PNP,
  P_RESPOND,
  rankOf,
  stockTotal,
  T_NUM,
  T_PCLEAR,
  T_PPICK,
} = stateModule;

/** SH-9 step 3: the first Act step offers segments, a leading link, switch, pick-and-play, flips. */
export function legalAct(s: ShState, seat: number, out: ShAction[]) {
  const ranks = pushSegments(s, seat, out);
  if (s.firstStep === 1) {
    // Without a bucketed source (none, or a pickup or Gambit pending) no link or switch fits.
    if (ranks !== 0) {
      pushLinks(s, seat, out, ranks);
      if (s.cfg.aceSwitch && ((ranks >> ACE) & 1) === 1) pushSwitches(s, out);
    }
    if (canFlip(s, seat)) for (const slot of faceDownAccessible(s, seat)) out.push(A_FLIP[slot]);
  }
  const mayPick = out.length === 0 && s.pile.length > 0;
  if (pickAndPlayAllowed(s)) out.push(A_PICK_AND_PLAY);
  if (mayPick) {
    // SH-72: from face-up bottom cards, the pile plus one face-up card of choice.
    const ups = s.hands[seat].length === 0 && stockTotal(s) === 0 ? faceUpAccessible(s, seat) : null;
    if (ups === null || ups.length === 0) out.push(A_PICK_UP);
    else for (const c of ups) out.push(frozenAction({ type: "pickUp", cards: [s.ids[c]] }));
  }
}

/** SH-61: first Act step of the turn, single-rank (or any) non-empty, non-pending pile. */
export function pickAndPlayAllowed(s: ShState): boolean {
  if (s.firstStep !== 1 || s.acts !== 0 || s.responded === 1 || s.replay === 1) return false;
  if (s.pile.length === 0 || s.topKind === T_PCLEAR || s.topKind === T_PPICK) return false;
  if (s.cfg.pickAny) return true;
  const pile = s.pile;
  const r = rankOf(pile[0]);
  for (let k = pile.length - 1; k > 0; k--) if (rankOf(pile[k]) !== r) return false;
  return true;
}

/**
 * SH-58: exactly as many natural Aces as the run holds, if Aces fit below the run. Reads the
 * source's Aces as pushSegments bucketed them (legalAct calls it right after).
 */
export function pushSwitches(s: ShState, out: ShAction[]) {
  const held = heldOfRank(ACE);
  if (held === 0) return;
  const run = switchRunPacked(s);
  if (run < 0) return;
  const lowest = run >> RUN_SHIFT;
  const count = run & RUN_COUNT;
  const before = s.layBefore[lowest];
  const kind = before & 15;
  const val = (before >> 4) & 31;
  const wild = (before >> 9) & 1;
  if (!fitsRank(s.cfg, kind, val, wild, ACE)) return;
  if (held < count) return;
  pushSwitchSets(s, count, out);
}

function pushSwitchSets(s: ShState, count: number, out: ShAction[]) {
  const aces = SWITCH_ACES;
  const n = cardsOfRank(ACE, aces);
  SWITCH_STATE = s;
  SWITCH_OUT = out;
  canonicalSubsets(s, aces, emitSwitch, count, n);
  SWITCH_STATE = null;
  SWITCH_OUT = null;
}

// The held Aces (two packs: at most 8).
const SWITCH_ACES: number[] = [0, 0, 0, 0, 0, 0, 0, 0];

// pushSwitchSets' emitter as one function (a closure per call would allocate).
let SWITCH_STATE: ShState | null = null;
let SWITCH_OUT: ShAction[] | null = null;
function emitSwitch(cards: number[]): void {
  (SWITCH_OUT as ShAction[]).push(cardsAction(SWITCH_STATE as ShState, K_SWITCH, cards, 0, cards.length));
}

/** SH-73/74: after a flip: play it, keep the freebie, or pick up. */
export function legalFlipped(s: ShState, seat: number, out: ShAction[]) {
  pushFlippedPlays(s, seat, out);
  const flipped = s.bottom[seat][s.flipSlot];
  if (out.length === 0) {
    out.push(A_PICK_UP);
    const fb = s.freebieSlot >= 0 ? s.bottom[seat][s.freebieSlot] : NO_CARD;
    if (fb >= 0 && rankOf(fb) === rankOf(flipped))
      out.push(frozenAction({ type: "pickUp", cards: [s.ids[fb]] }));
  }
  if (s.freebieFlip === 1 && faceDownAccessible(s, seat).some((slot) => slot !== s.flipSlot)) {
    out.push(A_KEEP_FREEBIE);
  }
}

export function applyPlay(
  s: ShState,
  seat: number,
  cards: readonly number[],
  use: SegmentUse,
  declared: number,
  ev: Events,
) {
  const phase = s.phase;
  if (phase === P_FLIPPED) s.flipSlot = NO_CARD;
  const res = playSegment(s, seat, cards, use, declared, ev);
  s.firstStep = 0;
  if (phase === P_RESPOND) s.responded = 1;
  s.endsOnFives = isFiveSet(use, cards) ? 1 : 0;
  const out = checkOut(s, seat, ev);
  if (s.phase === P_OVER) return;
  if (res === R_GAMBIT) return startGambit(s, seat, ev);
  if (out) return endTurn(s, ev);
  if (phase === P_PNP) return endTurn(s, ev);
  if (phase === P_FLIPPED) return res === R_REPLAY ? replayAct(s, ev) : endTurn(s, ev);
  if (res === R_REPLAY) return replayAct(s, ev);
  if (res === R_END) return endTurn(s, ev);
  // SH-14: a hand emptied while the stock has cards ends the chain (no source is left).
  if (canLink(s, seat)) {
    s.phase = P_CHAIN;
    return;
  }
  endTurn(s, ev);
}

/** SH-58: Aces replace the run, which goes to the switcher's hand; the turn ends. */
export function applySwitch(s: ShState, seat: number, aces: readonly number[], ev: Events) {
  const run = switchRun(s) as [number, number];
  const lowest = run[0];
  const start = s.layStart[lowest];
  const taken = s.pile.slice(start);
  const before = s.layBefore[lowest];
  truncate(s.pile, start);
  for (const arr of [s.layStart, s.laySeat, s.layHow, s.layBefore, s.layAs]) truncate(arr, lowest);
  s.topKind = before & 15;
  s.topVal = (before >> 4) & 31;
  s.wild = (before >> 9) & 1;
  takeFromSource(s, seat, aces);
  for (const c of taken) {
    handPush(s, seat, c);
    s.known[c] = 1;
  }
  pushLayer(s, seat, H_SWITCH, aces);
  s.topKind = T_NUM;
  s.topVal = ACE_VALUE;
  s.wild = 0;
  s.firstStep = 0;
  if (loud) ev.push({ type: "switch", seat, cards: notations(aces), took: notations(taken) });
  endTurn(s, ev);
}

export function applyPickUp(s: ShState, seat: number, extra: readonly number[], ev: Events) {
  if (s.phase === P_FLIPPED) {
    const flipped = s.bottom[seat][s.flipSlot];
    s.flipSlot = NO_CARD;
    return pickUpThenLead(s, seat, [flipped, ...extra], ev);
  }
  pickUpThenLead(s, seat, extra, ev);
}

export function applyFlip(s: ShState, seat: number, slot: number, ev: Events) {
  const card = s.bottom[seat][slot];
  s.faceUp[seat][slot] = 1;
  s.flipSlot = slot;
  s.freebieFlip = 0;
  if (s.phase !== P_KEPT) {
    if (s.cfg.freebie === 1 && s.armed[seat] === 1) {
      s.freebieFlip = 1;
      s.armed[seat] = 0;
    } else if (s.cfg.freebie === 2 && s.freebieUsed[seat] === 0) {
      s.freebieFlip = 1;
      s.freebieUsed[seat] = 1;
    }
  }
  s.firstStep = 0;
  s.phase = P_FLIPPED;
  if (loud) ev.push({ type: "flip", seat, slot, cards: notations([card]), freebie: s.freebieFlip === 1 });
}

// SH-9/SH-10: the phases of a turn, each as a legal-actions list and an apply step. legalActions
// and apply share one legality: apply accepts a listed action (cards in any order), or the same
// move with other interchangeable cards or another wild declaration of the same effect (choose.ts).

import type { GameEvent } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import * as actModule from "./act.js";
import type { ShAction } from "./actions.js";
import * as actionsModule from "./actions.js";
import * as answerModule from "./answer.js";
import { actionsWithCards, equivalentAction } from "./choose.js";
import * as diagnoseModule from "./diagnose.js";
import * as flowModule from "./flow.js";
import { type Events, loud } from "./flow.js";
import * as gambitModule from "./gambit.js";
import * as inputModule from "./input.js";
import * as internModule from "./intern.js";
import * as respondModule from "./rules/respond.js";
import * as segmentsModule from "./rules/segments.js";
import * as topModule from "./rules/top.js";
import type { ShState } from "./state.js";
import * as stateModule from "./state.js";
import * as tossModule from "./toss.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { CommonErrors, RuleError } = engineModule;
const { applyFlip, applyPickUp, applyPlay, applySwitch, legalAct, legalFlipped } = actModule;
const {
  A_ACCEPT_CLEAR,
  A_DRAW,
  A_DRAW_BLACK,
  A_DRAW_RED,
  A_END_TURN,
  A_FLIP,
  A_GAMBIT_CHOICE,
  A_GAMBIT_TAKE,
  A_PASS_RESPONSE,
  A_PASS_TOSS,
  A_PICK_AND_PLAY,
  A_PICK_UP,
  A_SKIP_DRAW,
  frozenAction,
} = actionsModule;
const { applyBlock, applyCounter } = answerModule;
const { diagnose } = diagnoseModule;
const {
  acceptClear,
  afterDraw,
  beginTurn,
  C_AFTER_DRAW,
  C_NEXT_TURN,
  C_REPLAY,
  C_TOSS,
  C_TOSS_REPLAY,
  checkOut,
  continueReplay,
  drawCards,
  drawFor,
  endTurn,
  enterAct,
  nextTurn,
  notations,
  pickUpPile,
  pushLayer,
  setLoud,
  takeFromSource,
} = flowModule;
const { applyGambitChoice, applyGambitTake, finishGambit, gambitChoices, openChoice } = gambitModule;
const { checkShape, codeOf, codesOf, declaredOf, sameAction } = inputModule;
const { internedCodes, internedKind, K_LINK, K_SWITCH, kindCodes, kindDeclared, USE_OF_KIND } = internModule;
const { cancelOptions, pushPickupAnswers } = respondModule;
const { canonicalSubsets, faceDownAccessible, idsOf, linkKind, pushLinks, pushSegments, sourceCards } =
  segmentsModule;
const { cancelTop } = topModule;
const {
  bottomChanged,
  FIVE,
  H_LINK,
  handRemoveAt,
  JOKER_RANK,
  NO_CARD,
  P_ACT,
  P_CHAIN,
  P_DRAW,
  P_DRAWPICK,
  P_FACEUP,
  P_FLIPPED,
  P_GCHOICE,
  P_GDISCARD,
  P_GTAKE,
  P_GWINDOW,
  P_KEPT,
  P_LINKED,
  P_OVER,
  P_PNP,
  P_RESPOND,
  P_TOSS,
  rankOf,
  T_PCLEAR,
} = stateModule;
const { advanceToss, afterTosserRefill, applyToss, tossReplay } = tossModule;

/** What a quiet apply returns (nothing is ever pushed: events are built only when loud). */
const NO_EVENTS: Events = Object.freeze([]) as unknown as Events;

/** One shared, frozen list per seat, so the hot path does not allocate. */
const SEAT_LISTS: readonly number[][] = Array.from(
  { length: 9 },
  (_, seat) => Object.freeze([seat]) as number[],
);

/** soleActor's answers for the phases without one seat to act. */
const NO_ACTOR = -1;
const EVERY_CHOOSER = -2;

/**
 * The one seat that acts in this phase; NO_ACTOR once the game is over, EVERY_CHOOSER during the
 * face-up choice (every seat that has not chosen yet).
 */
function soleActor(s: ShState): number {
  switch (s.phase) {
    case P_OVER:
      return NO_ACTOR;
    case P_FACEUP:
      return EVERY_CHOOSER;
    case P_GWINDOW:
      return s.gResp;
    case P_GCHOICE:
    case P_GDISCARD:
    case P_GTAKE:
      return s.gChooser;
    case P_TOSS:
      return s.tossSeat;
    case P_DRAWPICK:
      return s.drawSeat;
    default:
      return s.turn;
  }
}

/** SH-9: who may act now (the Gambit responder, the chooser, the tosser, or the actor). */
export function activeSeats(s: ShState): number[] {
  const actor = soleActor(s);
  if (actor >= 0) return SEAT_LISTS[actor];
  if (actor === NO_ACTOR) return [];
  const out: number[] = [];
  for (let p = 0; p < s.cfg.players; p++) if (s.chosen[p].length === 0) out.push(p);
  return out;
}

/** activeSeats(s).includes(seat), without the list (asked on every listing). */
function mayAct(s: ShState, seat: number): boolean {
  const actor = soleActor(s);
  if (actor >= 0) return actor === seat;
  return actor === EVERY_CHOOSER && activeSeats(s).includes(seat);
}

/**
 * A one-entry cache: a playout asks for the legal actions, then applies one of them. It lives in
 * an object made anew for each new state asked about, not in module variables: the object is as
 * young as the game, so storing each step's (young) list in it costs no write-barrier call, as a
 * store into this module's old context does (measured: 2.2% of an SH game's instructions).
 */
class LegalCache {
  constructor(
    public readonly state: ShState | null,
    public step: number,
    public seat: number,
    public list: ShAction[],
  ) {}
}

let cache = new LegalCache(null, -1, -1, []);

/**
 * The caller gets its own copy of the list (its actions are frozen): the cache's list is the one
 * apply's fast path trusts, so no caller may add to it.
 */
export function legalActions(s: ShState, seat: number): ShAction[] {
  const c = cache;
  if (c.state === s && c.step === s.step && c.seat === seat) return c.list.slice();
  const list = computeLegal(s, seat);
  if (c.state === s) {
    c.step = s.step;
    c.seat = seat;
    c.list = list;
  } else cache = new LegalCache(s, s.step, seat, list);
  return list.slice();
}

/**
 * computeLegal lists straight into a fresh list: a young list takes its pushes without the write
 * barrier an old scratch list pays for every young action stored in it (measured faster than
 * filling a scratch list and returning an exact-size copy).
 */
function computeLegal(s: ShState, seat: number): ShAction[] {
  if (!mayAct(s, seat)) return [];
  const out: ShAction[] = [];
  switch (s.phase) {
    case P_FACEUP:
      legalFaceUp(s, seat, out);
      break;
    case P_DRAWPICK:
      out.push(A_DRAW_BLACK, A_DRAW_RED);
      break;
    case P_DRAW:
      if (s.stocks.length === 2) {
        if (s.stocks[0].length > 0) out.push(A_DRAW_BLACK);
        if (s.stocks[1].length > 0) out.push(A_DRAW_RED);
      } else out.push(A_DRAW);
      out.push(A_SKIP_DRAW);
      break;
    case P_RESPOND:
      if (s.topKind === T_PCLEAR) {
        pushCancelAnswers(s, seat, out);
        out.push(A_ACCEPT_CLEAR);
      } else {
        pushPickupAnswers(s, seat, out);
        out.push(A_PICK_UP);
      }
      break;
    case P_ACT:
      legalAct(s, seat, out);
      break;
    case P_CHAIN:
      out.push(A_END_TURN);
      pushLinks(s, seat, out);
      break;
    case P_LINKED:
      pushSegments(s, seat, out);
      break;
    case P_PNP:
      pushSegments(s, seat, out, true);
      break;
    case P_FLIPPED:
      legalFlipped(s, seat, out);
      break;
    case P_KEPT:
      for (const slot of faceDownAccessible(s, seat)) out.push(A_FLIP[slot]);
      break;
    case P_GWINDOW: {
      const jk = sourceCards(s, seat).find((c) => rankOf(c) === JOKER_RANK);
      if (jk !== undefined) out.push(frozenAction({ type: "jokerResponse", card: s.ids[jk] }));
      out.push(A_PASS_RESPONSE);
      break;
    }
    case P_GCHOICE:
      for (const choice of gambitChoices(s)) out.push(A_GAMBIT_CHOICE[choice]);
      break;
    case P_GDISCARD:
      for (const c of s.hands[seat]) out.push(frozenAction({ type: "gambitDiscard", card: s.ids[c] }));
      break;
    case P_GTAKE:
      for (const slot of faceDownAccessible(s, s.gSeat)) out.push(A_GAMBIT_TAKE[slot]);
      break;
    case P_TOSS:
      pushTosses(s, seat, out);
      out.push(A_PASS_TOSS);
      break;
  }
  return out;
}

/** SH-66: sets of 5s to toss (a helper: closures in computeLegal would cost every call). */
function pushTosses(s: ShState, seat: number, out: ShAction[]) {
  const fives = sourceCards(s, seat).filter((c) => rankOf(c) === FIVE);
  if (fives.length > 0)
    canonicalSubsets(s, fives, (cards) => out.push(frozenAction({ type: "toss", cards: idsOf(s, cards) })));
}

function pushCancelAnswers(s: ShState, seat: number, out: ShAction[]) {
  for (const a of cancelOptions(s, seat)) out.push(a);
}

/** SH-5: every 3 of the hand, in hand order. */
function legalFaceUp(s: ShState, seat: number, out: ShAction[]) {
  const ids = idsOf(s, s.hands[seat]);
  const n = ids.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        out.push(frozenAction({ type: "chooseFaceUp", cards: [ids[a], ids[b], ids[c]] }));
}

export function findLegal(s: ShState, seat: number, action: ShAction): ShAction | null {
  const a = action as unknown as Record<string, unknown>;
  for (const l of legalActions(s, seat)) if (sameAction(l, a)) return l;
  return null;
}

export function applyAction(s: ShState, seat: number, raw: unknown, quiet = false): GameEvent[] {
  // The very object legalActions just listed needs no checks (the playout path); anything else
  // is checked out of line, which keeps this function small enough for callers to inline.
  const legal =
    cache.state === s && cache.step === s.step && cache.seat === seat && listed(cache.list, raw)
      ? (raw as ShAction)
      : checkedAction(s, seat, raw);
  const ev: Events = quiet ? NO_EVENTS : [];
  setLoud(!quiet);
  dispatch(s, seat, legal, ev);
  s.step++;
  return ev;
}

/** The listed action `raw` names, or a RuleError saying why it is not legal. */
function checkedAction(s: ShState, seat: number, raw: unknown): ShAction {
  if (s.phase === P_OVER) throw new RuleError(CommonErrors.GAME_OVER, "the game is over");
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.cfg.players) {
    throw new RuleError(CommonErrors.BAD_SEAT, `seat ${String(seat)} is not at this table`);
  }
  const action = checkShape(raw);
  if (!activeSeats(s).includes(seat)) {
    throw new RuleError(CommonErrors.NOT_YOUR_TURN, `seat ${seat} may not act now`, "SH-9");
  }
  const legal = findLegal(s, seat, action);
  if (legal) return legal;
  // A person's choice of other interchangeable cards, or of another wild declaration (SH-35).
  const list = legalActions(s, seat);
  const chosen = equivalentAction(s, seat, action, list);
  if (chosen) return chosen;
  throw diagnose(s, seat, action, list);
}

/**
 * The legal actions of `seat` that play exactly the selected cards (ids, any order), naming those
 * very cards: what a table offers for a selection.
 */
export function actionsForCards(s: ShState, seat: number, cards: readonly string[]): ShAction[] {
  if (
    !Array.isArray(cards) ||
    cards.some((id) => typeof id !== "string") ||
    new Set(cards).size !== cards.length
  )
    return [];
  if (cards.length === 0) return [];
  return actionsWithCards(s, seat, cards, legalActions(s, seat));
}

/** Whether `raw` is one of the listed objects (list.indexOf without the builtin call). */
function listed(list: readonly ShAction[], raw: unknown): boolean {
  for (let k = 0; k < list.length; k++) if (list[k] === raw) return true;
  return false;
}

function dispatch(s: ShState, seat: number, a: ShAction, ev: Events) {
  // Interned card actions (most plays, links, switches) are told apart by their kind: listed
  // actions come in many shapes, so reading `type` is a megamorphic load.
  const kind = internedKind(a);
  if (kind !== 0) return dispatchInterned(s, seat, a, kind, ev);
  // The commonest fixed actions by identity, before reading `type` (a megamorphic load).
  if (a === A_PICK_UP) return applyPickUp(s, seat, NO_CODES, ev);
  if (a === A_PICK_AND_PLAY) return pickAndPlay(s, seat, ev);
  switch (a.type) {
    case "chooseFaceUp":
      return applyFaceUp(s, seat, codesOf(s, seat, a.cards), ev);
    case "draw":
      if (s.phase === P_DRAWPICK) return applyDrawChoice(s, a.stock === "red" ? 1 : 0, ev);
      drawCards(s, seat, 1, ev, a.stock === "red" ? 1 : a.stock === "black" ? 0 : -1);
      return afterDraw(s, ev);
    case "skipDraw":
      if (loud) ev.push({ type: "skipDraw", seat });
      return afterDraw(s, ev);
    case "acceptClear":
      if (loud) ev.push({ type: "acceptClear", seat });
      return acceptClear(s, ev);
    case "play":
    case "playFlipped":
      return applyPlay(s, seat, internedCodes(a) ?? codesOf(s, seat, a.cards), a.use, declaredOf(a.as), ev);
    case "counter":
      return applyCounter(s, seat, codeOf(s, seat, a.card), ev);
    case "block":
      return applyBlock(s, seat, codesOf(s, seat, a.cards), declaredOf(a.as), ev);
    case "jokerBlock": {
      const jk = codeOf(s, seat, a.card);
      takeFromSource(s, seat, [jk]);
      s.grave.push(jk);
      cancelTop(s, 12);
      s.pickQueen = 0;
      s.countered = 0;
      s.responded = 1;
      if (loud) ev.push({ type: "jokerBlock", seat });
      if (checkOut(s, seat, ev)) return endTurn(s, ev);
      return enterAct(s, ev);
    }
    case "link":
      return applyLink(s, seat, internedCodes(a)?.[0] ?? codeOf(s, seat, a.card), ev);
    case "endTurn":
      if (loud) ev.push({ type: "endTurn", seat });
      return endTurn(s, ev);
    case "switch":
      return applySwitch(s, seat, internedCodes(a) ?? codesOf(s, seat, a.cards), ev);
    case "pickAndPlay":
      return pickAndPlay(s, seat, ev);
    case "pickUp":
      return applyPickUp(s, seat, a.cards ? codesOf(s, seat, a.cards) : NO_CODES, ev);
    case "flip":
      return applyFlip(s, seat, a.slot, ev);
    case "keepFreebie":
      s.freebieSlot = s.flipSlot;
      s.flipSlot = NO_CARD;
      s.phase = P_KEPT;
      if (loud) ev.push({ type: "keepFreebie", seat });
      return;
    case "gambitChoice":
      return applyGambitChoice(s, a.choice, ev);
    case "gambitDiscard": {
      const c = codeOf(s, seat, a.card);
      const hand = s.hands[seat];
      handRemoveAt(s, seat, hand.indexOf(c));
      s.grave.push(c);
      s.gLeft--;
      if (loud) ev.push({ type: "gambitDiscard", seat, cards: notations([c]) });
      if (checkOut(s, seat, ev) && s.phase === P_OVER) return;
      if (s.gLeft <= 0 || hand.length === 0) return finishGambit(s, ev);
      return;
    }
    case "gambitTake":
      return applyGambitTake(s, seat, a.slot, ev);
    case "jokerResponse": {
      const jk = codeOf(s, seat, a.card);
      takeFromSource(s, seat, [jk]);
      s.grave.push(jk);
      if (loud) ev.push({ type: "jokerResponse", seat, steal: s.cfg.jokerSteal });
      checkOut(s, seat, ev);
      if (s.phase === P_OVER) return;
      if (s.cfg.jokerSteal && s.place[seat] === 0) return openChoice(s, seat, ev);
      return finishGambit(s, ev);
    }
    case "passResponse":
      if (loud) ev.push({ type: "passResponse", seat });
      return openChoice(s, s.gSeat, ev);
    case "toss":
      return applyToss(s, seat, codesOf(s, seat, a.cards), ev);
    case "passToss":
      if (loud) ev.push({ type: "passToss", seat });
      return advanceToss(s, ev);
  }
}

/** No extra cards for a pickup (shared: never written). */
const NO_CODES: readonly number[] = Object.freeze([]);

/** SH-61: the pile goes to the hand, and the seat leads a set holding a picked-up card. */
function pickAndPlay(s: ShState, seat: number, ev: Events) {
  const picked = s.pile.slice();
  if (loud) ev.push({ type: "pickAndPlay", seat });
  pickUpPile(s, seat, NO_CODES, ev);
  s.pnp = picked;
  s.acts++;
  s.phase = P_PNP;
}

/** dispatch for an interned card action of this kind. */
function dispatchInterned(s: ShState, seat: number, a: ShAction, kind: number, ev: Events) {
  if (kind === K_LINK) return applyLink(s, seat, kindCodes(a)[0], ev);
  if (kind === K_SWITCH) return applySwitch(s, seat, kindCodes(a), ev);
  applyPlay(s, seat, kindCodes(a), USE_OF_KIND[kind], kindDeclared(a), ev);
}

/** SH-40..42: a link card laid; a segment must follow. */
function applyLink(s: ShState, seat: number, c: number, ev: Events) {
  const kind = linkKind(s, c);
  if (kind === 2) s.linkWild++;
  else if (kind === 1) s.linkSpade++;
  else s.linkPlain++;
  takeFromSource(s, seat, [c]);
  pushLayer(s, seat, H_LINK, [c]);
  s.firstStep = 0;
  s.phase = P_LINKED;
  if (loud) ev.push({ type: "link", seat, cards: notations([c]) });
}

function applyFaceUp(s: ShState, seat: number, cards: number[], ev: Events) {
  s.chosen[seat] = cards;
  if (loud) ev.push({ type: "faceUpReady", seat });
  if (loud) ev.push({ type: "faceUpChosen", seat, cards: notations(cards), visibleTo: [seat] });
  if (s.chosen.some((c) => c.length === 0)) return;
  const k = s.cfg.slots;
  for (let p = 0; p < s.cfg.players; p++) {
    const choice = s.chosen[p];
    if (choice[0] === NO_CARD) continue;
    for (let j = 0; j < choice.length; j++) {
      handRemoveAt(s, p, s.hands[p].indexOf(choice[j]));
      s.bottom[p][k + j] = choice[j];
      s.faceUp[p][k + j] = 1;
    }
    bottomChanged(s, p);
    if (loud) ev.push({ type: "faceUpRevealed", seat: p, cards: notations(choice) });
  }
  for (let p = 0; p < s.cfg.players; p++) s.chosen[p] = [NO_CARD];
  beginTurn(s, s.turn, ev);
}

/** SH-8: resumes the flow after a draw paused for the choice of stock. */
function resumeAfterDraw(s: ShState, then: number, arg: number, ev: Events) {
  switch (then) {
    case C_AFTER_DRAW:
      return afterDraw(s, ev);
    case C_NEXT_TURN:
      return nextTurn(s, ev);
    case C_REPLAY:
      return continueReplay(s, ev);
    case C_TOSS:
      return afterTosserRefill(s, arg, ev);
    case C_TOSS_REPLAY:
      return tossReplay(s, arg, ev);
    default:
      return finishGambit(s, ev);
  }
}

function applyDrawChoice(s: ShState, stock: number, ev: Events) {
  const seat = s.drawSeat;
  const then = s.drawThen;
  const arg = s.drawArg;
  drawCards(s, seat, 1, ev, stock);
  const left = s.drawLeft - 1;
  s.drawSeat = NO_CARD;
  s.drawLeft = 0;
  s.drawArg = NO_CARD;
  s.drawThen = 0;
  if (drawFor(s, seat, left, ev, then, arg)) resumeAfterDraw(s, then, arg, ev);
}

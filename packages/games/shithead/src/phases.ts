// SH-9/SH-10: the phases of a turn, each as a legal-actions list and an apply step. legalActions
// and apply share one legality: apply accepts exactly a listed action (cards in any order).

import { ACE, CommonErrors, cardSuit, type GameEvent, RuleError, tryParseCard } from "@houserules/engine";
import { ACTION_TYPES, type GambitOption, type SegmentUse, type ShAction } from "./actions.js";
import { diagnose } from "./diagnose.js";
import {
  acceptClear,
  afterDraw,
  beginTurn,
  C_AFTER_DRAW,
  C_GAMBIT,
  C_NEXT_TURN,
  C_REPLAY,
  C_TOSS,
  C_TOSS_REPLAY,
  checkOut,
  clearPile,
  continueReplay,
  drawCards,
  drawFor,
  type Events,
  endTurn,
  enterAct,
  freshId,
  nextTossSeat,
  nextTurn,
  notations,
  pickUpPile,
  pickUpThenLead,
  pushLayer,
  refill,
  replayAct,
  takeFromSource,
} from "./flow.js";
import {
  gambitTop,
  isFiveSet,
  playSegment,
  R_END,
  R_GAMBIT,
  R_REPLAY,
  reverseForThrees,
  startGambitTop,
  x4Clears,
} from "./rules/effects.js";
import { cancelOptions, pushPickupAnswers } from "./rules/respond.js";
import {
  canFlip,
  canonicalSubsets,
  faceDownAccessible,
  faceUpAccessible,
  idsOf,
  linkKind,
  pushFlippedPlays,
  pushLinks,
  pushSegments,
  sourceCards,
  switchRun,
} from "./rules/segments.js";
import { cancelTop, fitsRank, setTop } from "./rules/top.js";
import {
  ACE_VALUE,
  FIVE,
  FOUR,
  GAMBIT_DRAW,
  GAMBIT_SIZE,
  GAMBIT_TAKE,
  H_BLOCK,
  H_COUNTER,
  H_LINK,
  H_SWITCH,
  H_TOSS,
  JOKER_RANK,
  NINE,
  NO_CARD,
  nextActive,
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
  type ShState,
  SPADE,
  stockTotal,
  T_NUM,
  T_PCLEAR,
  T_PPICK,
  TEN,
  THREE,
} from "./state.js";

/** One shared list per seat, so the hot path does not allocate (callers never mutate it). */
const SEAT_LISTS: readonly number[][] = Array.from({ length: 9 }, (_, seat) => [seat]);

/** SH-9: who may act now (the Gambit responder, the chooser, the tosser, or the actor). */
export function activeSeats(s: ShState): number[] {
  switch (s.phase) {
    case P_OVER:
      return [];
    case P_FACEUP: {
      const out: number[] = [];
      for (let p = 0; p < s.cfg.players; p++) if (s.chosen[p].length === 0) out.push(p);
      return out;
    }
    case P_GWINDOW:
      return SEAT_LISTS[s.gResp];
    case P_GCHOICE:
    case P_GDISCARD:
    case P_GTAKE:
      return SEAT_LISTS[s.gChooser];
    case P_TOSS:
      return SEAT_LISTS[s.tossSeat];
    case P_DRAWPICK:
      return SEAT_LISTS[s.drawSeat];
    default:
      return SEAT_LISTS[s.turn];
  }
}

// A one-entry cache: a playout asks for the legal actions, then applies one of them.
let cachedState: ShState | null = null;
let cachedStep = -1;
let cachedSeat = -1;
let cachedList: ShAction[] = [];

export function legalActions(s: ShState, seat: number): ShAction[] {
  if (cachedState === s && cachedStep === s.step && cachedSeat === seat) return cachedList;
  const list = computeLegal(s, seat);
  cachedState = s;
  cachedStep = s.step;
  cachedSeat = seat;
  cachedList = list;
  return list;
}

function computeLegal(s: ShState, seat: number): ShAction[] {
  const out: ShAction[] = [];
  if (!activeSeats(s).includes(seat)) return out;
  switch (s.phase) {
    case P_FACEUP:
      legalFaceUp(s, seat, out);
      break;
    case P_DRAWPICK:
      out.push({ type: "draw", stock: "black" }, { type: "draw", stock: "red" });
      break;
    case P_DRAW:
      if (s.stocks.length === 2) {
        if (s.stocks[0].length > 0) out.push({ type: "draw", stock: "black" });
        if (s.stocks[1].length > 0) out.push({ type: "draw", stock: "red" });
      } else out.push({ type: "draw" });
      out.push({ type: "skipDraw" });
      break;
    case P_RESPOND:
      if (s.topKind === T_PCLEAR) {
        pushCancelAnswers(s, seat, out);
        out.push({ type: "acceptClear" });
      } else {
        pushPickupAnswers(s, seat, out);
        out.push({ type: "pickUp" });
      }
      break;
    case P_ACT:
      legalAct(s, seat, out);
      break;
    case P_CHAIN:
      out.push({ type: "endTurn" });
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
      for (const slot of faceDownAccessible(s, seat)) out.push({ type: "flip", slot });
      break;
    case P_GWINDOW: {
      const jk = sourceCards(s, seat).find((c) => rankOf(c) === JOKER_RANK);
      if (jk !== undefined) out.push({ type: "jokerResponse", card: s.ids[jk] });
      out.push({ type: "passResponse" });
      break;
    }
    case P_GCHOICE:
      for (const choice of gambitChoices(s)) out.push({ type: "gambitChoice", choice });
      break;
    case P_GDISCARD:
      for (const c of s.hands[seat]) out.push({ type: "gambitDiscard", card: s.ids[c] });
      break;
    case P_GTAKE:
      for (const slot of faceDownAccessible(s, s.gSeat)) out.push({ type: "gambitTake", slot });
      break;
    case P_TOSS: {
      const fives = sourceCards(s, seat).filter((c) => rankOf(c) === FIVE);
      if (fives.length > 0)
        canonicalSubsets(s, fives, (cards) => out.push({ type: "toss", cards: idsOf(s, cards) }));
      out.push({ type: "passToss" });
      break;
    }
  }
  return out;
}

function pushCancelAnswers(s: ShState, seat: number, out: ShAction[]) {
  for (const a of cancelOptions(s, seat)) out.push(a);
}

/** SH-5: every 3 of the hand, in hand order. */
function legalFaceUp(s: ShState, seat: number, out: ShAction[]) {
  const hand = s.hands[seat];
  const n = hand.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        out.push({ type: "chooseFaceUp", cards: idsOf(s, [hand[a], hand[b], hand[c]]) });
}

/** SH-9 step 3: the first Act step offers segments, a leading link, switch, pick-and-play, flips. */
function legalAct(s: ShState, seat: number, out: ShAction[]) {
  pushSegments(s, seat, out);
  if (s.firstStep === 1) {
    pushLinks(s, seat, out);
    if (s.cfg.aceSwitch) pushSwitches(s, seat, out);
    if (canFlip(s, seat)) for (const slot of faceDownAccessible(s, seat)) out.push({ type: "flip", slot });
  }
  const mayPick = out.length === 0 && s.pile.length > 0;
  if (pickAndPlayAllowed(s)) out.push({ type: "pickAndPlay" });
  if (mayPick) {
    // SH-72: from face-up bottom cards, the pile plus one face-up card of choice.
    const ups = s.hands[seat].length === 0 && stockTotal(s) === 0 ? faceUpAccessible(s, seat) : [];
    if (ups.length === 0) out.push({ type: "pickUp" });
    else for (const c of ups) out.push({ type: "pickUp", cards: [s.ids[c]] });
  }
}

/** SH-61: first Act step of the turn, single-rank (or any) non-empty, non-pending pile. */
function pickAndPlayAllowed(s: ShState): boolean {
  if (s.firstStep !== 1 || s.acts !== 0 || s.responded === 1 || s.replay === 1) return false;
  if (s.pile.length === 0 || s.topKind === T_PCLEAR || s.topKind === T_PPICK) return false;
  if (s.cfg.pickAny) return true;
  const r = rankOf(s.pile[0]);
  for (const c of s.pile) if (rankOf(c) !== r) return false;
  return true;
}

/** SH-58: exactly as many natural Aces as the run holds, if Aces fit below the run. */
function pushSwitches(s: ShState, seat: number, out: ShAction[]) {
  const run = switchRun(s);
  if (!run) return;
  const [lowest, count] = run;
  const before = s.layBefore[lowest];
  const kind = before & 15;
  const val = (before >> 4) & 31;
  const wild = (before >> 9) & 1;
  if (!fitsRank(s.cfg, kind, val, wild, ACE)) return;
  const aces = sourceCards(s, seat).filter((c) => rankOf(c) === 1);
  if (aces.length < count) return;
  canonicalSubsets(s, aces, (cards) => out.push({ type: "switch", cards: idsOf(s, cards) }), count);
}

/** SH-73/74: after a flip: play it, keep the freebie, or pick up. */
function legalFlipped(s: ShState, seat: number, out: ShAction[]) {
  pushFlippedPlays(s, seat, out);
  const flipped = s.bottom[seat][s.flipSlot];
  if (out.length === 0) {
    out.push({ type: "pickUp" });
    const fb = s.freebieSlot >= 0 ? s.bottom[seat][s.freebieSlot] : NO_CARD;
    if (fb >= 0 && rankOf(fb) === rankOf(flipped)) out.push({ type: "pickUp", cards: [s.ids[fb]] });
  }
  if (s.freebieFlip === 1 && faceDownAccessible(s, seat).some((slot) => slot !== s.flipSlot)) {
    out.push({ type: "keepFreebie" });
  }
}

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

// ---- apply ------------------------------------------------------------------------------

function badAction(message: string): never {
  throw new RuleError(CommonErrors.BAD_ACTION, message);
}

function isIdList(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= 64 && v.every((x) => typeof x === "string");
}

/** Shape checks (SH-10): a JSON object with a known type and well-typed fields. */
export function checkShape(action: unknown): ShAction {
  if (typeof action !== "object" || action === null || Array.isArray(action))
    badAction("an action must be an object");
  const a = action as Record<string, unknown>;
  if (typeof a.type !== "string" || !ACTION_TYPES.includes(a.type)) {
    badAction(`unknown action type ${JSON.stringify(a.type)}; types: ${ACTION_TYPES.join(", ")}`);
  }
  if ("cards" in a && !isIdList(a.cards)) badAction("cards must be a list of card ids");
  for (const key of ["card", "use", "as", "choice", "stock"]) {
    if (key in a && typeof a[key] !== "string") badAction(`${key} must be a string`);
  }
  if ("slot" in a && !Number.isInteger(a.slot)) badAction("slot must be a whole number");
  if (isIdList(a.cards) && new Set(a.cards).size !== a.cards.length) {
    throw new RuleError("DUPLICATE_CARD", "an action names the same card twice", "SH-10");
  }
  return a as unknown as ShAction;
}

function sameIds(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  if (x.length !== y.length) return false;
  for (const id of x) if (!y.includes(id)) return false;
  return true;
}

function sameAction(legal: ShAction, a: Record<string, unknown>): boolean {
  if (legal.type !== a.type) return false;
  const l = legal as unknown as Record<string, unknown>;
  for (const key of ["card", "use", "as", "choice", "stock", "slot"]) {
    if (l[key] !== a[key]) return false;
  }
  return sameIds(l.cards as string[] | undefined, a.cards as string[] | undefined);
}

export function findLegal(s: ShState, seat: number, action: ShAction): ShAction | null {
  const a = action as unknown as Record<string, unknown>;
  for (const l of legalActions(s, seat)) if (sameAction(l, a)) return l;
  return null;
}

function codeOf(s: ShState, id: string): number {
  // Most cards named come from the actor's hand: look there before the whole table.
  const hand = s.hands[s.turn];
  for (let k = 0; k < hand.length; k++) if (s.ids[hand[k]] === id) return hand[k];
  return s.ids.indexOf(id);
}
function codesOf(s: ShState, ids: readonly string[]): number[] {
  return ids.map((id) => codeOf(s, id));
}
function declaredOf(as: string | undefined): number {
  if (as === undefined) return NO_CARD;
  return tryParseCard(as) ?? NO_CARD;
}

export function applyAction(s: ShState, seat: number, raw: unknown): GameEvent[] {
  if (s.phase === P_OVER) throw new RuleError(CommonErrors.GAME_OVER, "the game is over");
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.cfg.players) {
    throw new RuleError(CommonErrors.BAD_SEAT, `seat ${String(seat)} is not at this table`);
  }
  let legal: ShAction | null = null;
  if (
    cachedState === s &&
    cachedStep === s.step &&
    cachedSeat === seat &&
    cachedList.indexOf(raw as ShAction) >= 0
  ) {
    legal = raw as ShAction; // the very object legalActions just listed
  } else {
    const action = checkShape(raw);
    if (!activeSeats(s).includes(seat)) {
      throw new RuleError(CommonErrors.NOT_YOUR_TURN, `seat ${seat} may not act now`, "SH-9");
    }
    legal = findLegal(s, seat, action);
    if (!legal) throw diagnose(s, seat, action, legalActions(s, seat));
  }
  const ev: Events = [];
  dispatch(s, seat, legal, ev);
  s.step++;
  return ev;
}

function dispatch(s: ShState, seat: number, a: ShAction, ev: Events) {
  switch (a.type) {
    case "chooseFaceUp":
      return applyFaceUp(s, seat, codesOf(s, a.cards), ev);
    case "draw":
      if (s.phase === P_DRAWPICK) return applyDrawChoice(s, a.stock === "red" ? 1 : 0, ev);
      drawCards(s, seat, 1, ev, a.stock === "red" ? 1 : a.stock === "black" ? 0 : -1);
      return afterDraw(s, ev);
    case "skipDraw":
      ev.push({ type: "skipDraw", seat });
      return afterDraw(s, ev);
    case "acceptClear":
      ev.push({ type: "acceptClear", seat });
      return acceptClear(s, ev);
    case "play":
    case "playFlipped":
      return applyPlay(s, seat, codesOf(s, a.cards), a.use, declaredOf(a.as), ev);
    case "counter":
      return applyCounter(s, seat, codeOf(s, a.card), ev);
    case "block":
      return applyBlock(s, seat, codesOf(s, a.cards), declaredOf(a.as), ev);
    case "jokerBlock": {
      const jk = codeOf(s, a.card);
      takeFromSource(s, seat, [jk]);
      s.grave.push(jk);
      cancelTop(s, 12);
      s.pickQueen = 0;
      s.countered = 0;
      s.responded = 1;
      ev.push({ type: "jokerBlock", seat });
      if (checkOut(s, seat, ev)) return endTurn(s, ev);
      return enterAct(s, ev);
    }
    case "link": {
      const c = codeOf(s, a.card);
      const kind = linkKind(s, c);
      if (kind === 2) s.linkWild++;
      else if (kind === 1) s.linkSpade++;
      else s.linkPlain++;
      takeFromSource(s, seat, [c]);
      pushLayer(s, seat, H_LINK, [c]);
      s.firstStep = 0;
      s.phase = P_LINKED;
      ev.push({ type: "link", seat, cards: notations([c]) });
      return;
    }
    case "endTurn":
      ev.push({ type: "endTurn", seat });
      return endTurn(s, ev);
    case "switch":
      return applySwitch(s, seat, codesOf(s, a.cards), ev);
    case "pickAndPlay": {
      const picked = s.pile.slice();
      ev.push({ type: "pickAndPlay", seat });
      pickUpPile(s, seat, [], ev);
      s.pnp = picked;
      s.acts++;
      s.phase = P_PNP;
      return;
    }
    case "pickUp":
      return applyPickUp(s, seat, a.cards ? codesOf(s, a.cards) : [], ev);
    case "flip":
      return applyFlip(s, seat, a.slot, ev);
    case "keepFreebie":
      s.freebieSlot = s.flipSlot;
      s.flipSlot = NO_CARD;
      s.phase = P_KEPT;
      ev.push({ type: "keepFreebie", seat });
      return;
    case "gambitChoice":
      return applyGambitChoice(s, a.choice, ev);
    case "gambitDiscard": {
      const c = codeOf(s, a.card);
      const hand = s.hands[seat];
      hand.splice(hand.indexOf(c), 1);
      s.grave.push(c);
      s.gLeft--;
      ev.push({ type: "gambitDiscard", seat, cards: notations([c]) });
      if (checkOut(s, seat, ev) && s.phase === P_OVER) return;
      if (s.gLeft <= 0 || hand.length === 0) return finishGambit(s, ev);
      return;
    }
    case "gambitTake":
      return applyGambitTake(s, seat, a.slot, ev);
    case "jokerResponse": {
      const jk = codeOf(s, a.card);
      takeFromSource(s, seat, [jk]);
      s.grave.push(jk);
      ev.push({ type: "jokerResponse", seat, steal: s.cfg.jokerSteal });
      checkOut(s, seat, ev);
      if (s.phase === P_OVER) return;
      if (s.cfg.jokerSteal && s.place[seat] === 0) return openChoice(s, seat, ev);
      return finishGambit(s, ev);
    }
    case "passResponse":
      ev.push({ type: "passResponse", seat });
      return openChoice(s, s.gSeat, ev);
    case "toss":
      return applyToss(s, seat, codesOf(s, a.cards), ev);
    case "passToss":
      ev.push({ type: "passToss", seat });
      return advanceToss(s, ev);
  }
}

function applyFaceUp(s: ShState, seat: number, cards: number[], ev: Events) {
  s.chosen[seat] = cards;
  ev.push({ type: "faceUpReady", seat });
  ev.push({ type: "faceUpChosen", seat, cards: notations(cards), visibleTo: [seat] });
  if (s.chosen.some((c) => c.length === 0)) return;
  const k = s.cfg.slots;
  for (let p = 0; p < s.cfg.players; p++) {
    const choice = s.chosen[p];
    if (choice[0] === NO_CARD) continue;
    for (let j = 0; j < choice.length; j++) {
      const hand = s.hands[p];
      hand.splice(hand.indexOf(choice[j]), 1);
      s.bottom[p][k + j] = choice[j];
      s.faceUp[p][k + j] = 1;
    }
    ev.push({ type: "faceUpRevealed", seat: p, cards: notations(choice) });
  }
  for (let p = 0; p < s.cfg.players; p++) s.chosen[p] = [NO_CARD];
  beginTurn(s, s.turn, ev);
}

function applyPlay(s: ShState, seat: number, cards: number[], use: SegmentUse, declared: number, ev: Events) {
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
  const links: ShAction[] = [];
  pushLinks(s, seat, links);
  if (links.length > 0) {
    s.phase = P_CHAIN;
    return;
  }
  endTurn(s, ev);
}

function applyCounter(s: ShState, seat: number, card: number, ev: Events) {
  takeFromSource(s, seat, [card]);
  pushLayer(s, seat, H_COUNTER, [card]);
  s.countered = 1;
  ev.push({ type: "counter", seat, cards: notations([card]) });
  checkOut(s, seat, ev);
  endTurn(s, ev);
}

/** SH-34: four of a kind (or three and a wild A♠) answer a pending pickup and end the turn. */
function applyBlock(s: ShState, seat: number, cards: number[], declared: number, ev: Events) {
  takeFromSource(s, seat, cards);
  const rank = rankOf(cards[0]);
  const prev = s.pickPrev;
  pushLayer(s, seat, H_BLOCK, cards, declared);
  s.pickQueen = 0;
  s.countered = 0;
  ev.push({ type: "block", seat, cards: notations(cards) });
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

/** SH-58: Aces replace the run, which goes to the switcher's hand; the turn ends. */
function applySwitch(s: ShState, seat: number, aces: number[], ev: Events) {
  const run = switchRun(s) as [number, number];
  const lowest = run[0];
  const start = s.layStart[lowest];
  const taken = s.pile.slice(start);
  const before = s.layBefore[lowest];
  s.pile.length = start;
  for (const arr of [s.layStart, s.laySeat, s.layHow, s.layBefore, s.layAs]) arr.length = lowest;
  s.topKind = before & 15;
  s.topVal = (before >> 4) & 31;
  s.wild = (before >> 9) & 1;
  takeFromSource(s, seat, aces);
  for (const c of taken) {
    s.hands[seat].push(c);
    s.known[c] = 1;
  }
  pushLayer(s, seat, H_SWITCH, aces);
  s.topKind = T_NUM;
  s.topVal = ACE_VALUE;
  s.wild = 0;
  s.firstStep = 0;
  ev.push({ type: "switch", seat, cards: notations(aces), took: notations(taken) });
  endTurn(s, ev);
}

function applyPickUp(s: ShState, seat: number, extra: number[], ev: Events) {
  if (s.phase === P_FLIPPED) {
    const flipped = s.bottom[seat][s.flipSlot];
    s.flipSlot = NO_CARD;
    return pickUpThenLead(s, seat, [flipped, ...extra], ev);
  }
  pickUpThenLead(s, seat, extra, ev);
}

function applyFlip(s: ShState, seat: number, slot: number, ev: Events) {
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
  ev.push({ type: "flip", seat, slot, cards: notations([card]), freebie: s.freebieFlip === 1 });
}

// ---- Gambits (SH-50..SH-55) --------------------------------------------------------------

function startGambit(s: ShState, seat: number, ev: Events) {
  s.gSeat = seat;
  s.endsOnFives = 0;
  ev.push({ type: "gambit", seat, rank: s.gRank });
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

function openChoice(s: ShState, chooser: number, ev: Events) {
  s.gChooser = chooser;
  if (gambitChoices(s).length === 0) return finishGambit(s, ev);
  s.phase = P_GCHOICE;
}

function finishGambit(s: ShState, ev: Events) {
  gambitTop(s);
  s.turn = s.gSeat;
  s.gChooser = NO_CARD;
  s.gResp = NO_CARD;
  endTurn(s, ev);
}

function applyGambitChoice(s: ShState, choice: GambitOption, ev: Events) {
  const chooser = s.gChooser;
  ev.push({ type: "gambitChoice", seat: chooser, choice });
  switch (choice) {
    case "a": {
      const hand = s.hands[chooser];
      if (hand.length <= GAMBIT_SIZE) {
        const gone = hand.splice(0, hand.length);
        for (const c of gone) s.grave.push(c);
        ev.push({ type: "gambitDiscard", seat: chooser, cards: notations(gone) });
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

function applyGambitTake(s: ShState, seat: number, slot: number, ev: Events) {
  const card = s.bottom[seat][slot];
  s.bottom[seat][slot] = NO_CARD;
  s.faceUp[seat][slot] = 0;
  freshId(s, card);
  s.hands[seat].push(card);
  s.known[card] = 0;
  s.gLeft--;
  ev.push({ type: "gambitTake", seat, slot });
  ev.push({ type: "gambitTook", seat, cards: notations([card]), visibleTo: [seat] });
  if (s.gLeft <= 0 || faceDownAccessible(s, seat).length === 0) finishGambit(s, ev);
}

// ---- Toss fives (SH-66) ------------------------------------------------------------------

function applyToss(s: ShState, seat: number, cards: number[], ev: Events) {
  takeFromSource(s, seat, cards);
  pushLayer(s, seat, H_TOSS, cards);
  setTop(s, FIVE, false);
  ev.push({ type: "toss", seat, cards: notations(cards) });
  if (refill(s, seat, ev, C_TOSS, seat)) afterTosserRefill(s, seat, ev);
}

function afterTosserRefill(s: ShState, seat: number, ev: Events) {
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
function tossReplay(s: ShState, seat: number, ev: Events) {
  s.turn = seat;
  if (s.place[seat] !== 0) return nextTurn(s, ev);
  s.linkPlain = 0;
  s.linkSpade = 0;
  s.linkWild = 0;
  s.acts = 1;
  return replayAct(s, ev);
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

function advanceToss(s: ShState, ev: Events) {
  const next = nextTossSeat(s, s.tossSeat, s.tossActor);
  if (next >= 0) {
    s.tossSeat = next;
    s.phase = P_TOSS;
    return;
  }
  s.turn = s.tossActor;
  if (refill(s, s.tossActor, ev, C_NEXT_TURN)) nextTurn(s, ev);
}

// The atomic actions (brief §4) per decision point: legalXxx lists them, applyAction validates
// completely before changing anything, then dispatches.

import { CommonErrors, type GameEvent, RuleError } from "@houserules/engine";
import { CsErrors } from "./errors.js";
import { MAX_PLAYERS } from "./options.js";
import { advanceDecisions, endChain, pickUp, placeLink, removeFromZone } from "./rules/chain.js";
import {
  accessibleZone,
  recomputeFields,
  removeOne,
  top,
  ZONE_FACE_DOWN,
  ZONE_FACE_UP,
  ZONE_HAND,
} from "./rules/core.js";
import {
  cardOrder,
  hasPlayOrFlip,
  LEGAL,
  listPlays,
  type PlayAction,
  VERDICT_RULE,
  verdict,
  verdictMessage,
} from "./rules/legality.js";
import { burnFaceUp, canChangeField } from "./rules/turn.js";
import { reveal } from "./setup.js";
import { CHOICE_HIGHER, CHOICE_LOWER, type CsState, Mode, Phase, SLOTS } from "./state.js";
import { FIVE, faceKey, faceOfText, notation, synOf } from "./values.js";

export type CsAction =
  | { type: "setup"; faceUp: string[]; field: string }
  | { type: "changeField"; card: string }
  | { type: "keepField" }
  | { type: "burnFaceUp"; slot: number }
  | PlayAction
  | { type: "flip"; slot: number }
  | { type: "pickUp" }
  | { type: "endChain" }
  | { type: "swap"; card: string; slot: number }
  | { type: "endSwaps" }
  | { type: "peek"; slot: number }
  | { type: "replace"; card: string }
  | { type: "keep" }
  | { type: "chooseHigher" }
  | { type: "chooseLower" }
  | { type: "chooseNext"; seat: number };

const ACTION_TYPES = new Set([
  "setup",
  "changeField",
  "keepField",
  "burnFaceUp",
  "play",
  "flip",
  "pickUp",
  "endChain",
  "swap",
  "endSwaps",
  "peek",
  "replace",
  "keep",
  "chooseHigher",
  "chooseLower",
  "chooseNext",
]);

// Argument-free actions and small families, shared and frozen: legal lists are rebuilt constantly.
const KEEP_FIELD: CsAction = Object.freeze({ type: "keepField" });
const PICK_UP: CsAction = Object.freeze({ type: "pickUp" });
const END_CHAIN: CsAction = Object.freeze({ type: "endChain" });
const END_SWAPS: CsAction = Object.freeze({ type: "endSwaps" });
const KEEP: CsAction = Object.freeze({ type: "keep" });
const SEVEN_CHOICES: readonly CsAction[] = Object.freeze([
  Object.freeze({ type: "chooseHigher" }),
  Object.freeze({ type: "chooseLower" }),
]) as readonly CsAction[];
const FLIPS: readonly CsAction[] = [0, 1, 2].map((slot) => Object.freeze({ type: "flip", slot }) as CsAction);
const PEEKS: readonly CsAction[] = [0, 1, 2].map((slot) => Object.freeze({ type: "peek", slot }) as CsAction);
const BURNS: readonly CsAction[] = [0, 1, 2].map(
  (slot) => Object.freeze({ type: "burnFaceUp", slot }) as CsAction,
);
const NEXTS: CsAction[] = [];
function chooseNextAction(seat: number): CsAction {
  while (NEXTS.length <= seat)
    NEXTS.push(Object.freeze({ type: "chooseNext", seat: NEXTS.length }) as CsAction);
  return NEXTS[seat];
}
const CARD_ACTION_TYPES = ["changeField", "replace", "swap"] as const;
const BY_CARD = new Map<number, CsAction>();
/** A cached action naming one card face (changeField, replace, swap with a slot). */
function cardAction(type: 0 | 1 | 2, face: number, slot = -1): CsAction {
  const key = (type * 1024 + face) * 4 + slot + 1;
  let a = BY_CARD.get(key);
  if (a === undefined) {
    const name = CARD_ACTION_TYPES[type];
    const card = notation(face);
    a = Object.freeze(name === "swap" ? { type: name, card, slot } : { type: name, card }) as CsAction;
    BY_CARD.set(key, a);
  }
  return a;
}
const CHANGE_FIELD = 0;
const REPLACE = 1;
const SWAP = 2;

/** One frozen single-seat list per seat: activeSeats is called at every step. */
const SINGLE_SEAT: readonly (readonly number[])[] = Array.from({ length: MAX_PLAYERS }, (_, seat) =>
  Object.freeze([seat]),
);
const NO_SEATS: readonly number[] = Object.freeze([]);

export function activeSeats(s: CsState): readonly number[] {
  const t = s.t;
  if (t.phase === Phase.OVER) return NO_SEATS;
  if (t.phase === Phase.SELECT) {
    const out: number[] = [];
    for (let i = 0; i < s.seats.length; i++) if (!s.seats[i].selected) out.push(i);
    return out;
  }
  return SINGLE_SEAT[t.seat];
}

/** The distinct faces among cards, in canonical order. */
function sortedFaces(cards: number[]): number[] {
  const sorted = cards.slice().sort((a, b) => cardOrder(a) - cardOrder(b));
  const out: number[] = [];
  for (const c of sorted) {
    const f = faceKey(c);
    if (out[out.length - 1] !== f) out.push(f);
  }
  return out;
}

function legalSelections(s: CsState, seat: number): CsAction[] {
  const hand = s.seats[seat].hand.slice().sort((a, b) => cardOrder(a) - cardOrder(b));
  const names = hand.map(notation);
  let distinct = true;
  for (let i = 1; i < names.length; i++) if (names[i] === names[i - 1]) distinct = false;
  const seen = distinct ? null : new Set<string>();
  const out: CsAction[] = [];
  const n = names.length;
  for (let f = 0; f < n; f++) {
    if (f > 0 && names[f] === names[f - 1]) continue;
    for (let i = 0; i < n; i++) {
      if (i === f) continue;
      for (let j = i + 1; j < n; j++) {
        if (j === f) continue;
        for (let k = j + 1; k < n; k++) {
          if (k === f) continue;
          if (seen) {
            const key = `${names[f]}|${names[i]} ${names[j]} ${names[k]}`;
            if (seen.has(key)) continue;
            seen.add(key);
          }
          out.push({ type: "setup", faceUp: [names[i], names[j], names[k]], field: names[f] });
        }
      }
    }
  }
  return out;
}

/** CS-26 voluntaryPickup: the first action of the play step may take a non-empty pile. */
function voluntaryPickupOpen(s: CsState): boolean {
  return s.t.mode === Mode.FRESH && s.t.firstPlay && s.cfg.voluntaryPickup && s.pile.length > 0;
}

export function canPickUp(s: CsState, seat: number): boolean {
  const t = s.t;
  if (t.phase !== Phase.PLAY || t.mode === Mode.RUN_OPTION) return false;
  return !hasPlayOrFlip(s, seat) || voluntaryPickupOpen(s);
}

function fiveZoneFaceDown(s: CsState): boolean {
  return s.fx.counts[FIVE] > 0;
}

export function legalActions(s: CsState, seat: number): CsAction[] {
  const t = s.t;
  if (t.phase === Phase.OVER) return [];
  if (t.phase === Phase.SELECT) return s.seats[seat]?.selected === false ? legalSelections(s, seat) : [];
  if (seat !== t.seat) return [];
  const st = s.seats[seat];
  const out: CsAction[] = [];
  switch (t.phase) {
    case Phase.FIELD_CHANGE:
      for (const f of sortedFaces(st.hand)) out.push(cardAction(CHANGE_FIELD, f));
      out.push(KEEP_FIELD);
      return out;
    case Phase.BURN_FACE_UP:
      for (let i = 0; i < SLOTS; i++) if (st.faceUp[i] >= 0 && !st.horizontal[i]) out.push(BURNS[i]);
      return out;
    case Phase.PLAY: {
      listPlays(s, seat, out as PlayAction[]);
      if (accessibleZone(s, seat) === ZONE_FACE_DOWN)
        for (let i = 0; i < SLOTS; i++) if (st.faceDown[i] >= 0) out.push(FLIPS[i]);
      if (t.mode === Mode.RUN_OPTION) out.push(END_CHAIN);
      else if (out.length === 0 || (t.mode === Mode.FRESH && voluntaryPickupOpen(s))) out.push(PICK_UP);
      return out;
    }
    case Phase.SWAP: {
      const faceDown = fiveZoneFaceDown(s);
      const slots = faceDown ? st.faceDown : st.faceUp;
      if (faceDown && s.cfg.fivePeek) {
        for (let i = 0; i < SLOTS; i++) if (slots[i] >= 0) out.push(PEEKS[i]);
      } else {
        for (const f of sortedFaces(st.hand))
          for (let i = 0; i < SLOTS; i++) if (slots[i] >= 0) out.push(cardAction(SWAP, f, i));
      }
      out.push(END_SWAPS);
      return out;
    }
    case Phase.PEEKED:
      for (const f of sortedFaces(st.hand)) out.push(cardAction(REPLACE, f));
      out.push(KEEP);
      return out;
    case Phase.CHOOSE_SEVEN:
      return SEVEN_CHOICES.slice();
    case Phase.CHOOSE_NEXT:
      for (let i = 0; i < s.seats.length; i++)
        if (i !== seat && !s.seats[i].out) out.push(chooseNextAction(i));
      return out;
  }
  return out;
}

// ---- validation helpers ---------------------------------------------------------------------

function badAction(message: string): never {
  throw new RuleError(CommonErrors.BAD_ACTION, message);
}
function wrongStep(s: CsState, type: string): never {
  throw new RuleError(
    CsErrors.WRONG_STEP,
    `${type} is not a decision of this step (${stepName(s)})`,
    s.t.phase === Phase.PLAY ? "CS-14" : "CS-13",
  );
}
function stepName(s: CsState): string {
  switch (s.t.phase) {
    case Phase.FIELD_CHANGE:
      return "changeField or keepField";
    case Phase.BURN_FACE_UP:
      return "burnFaceUp";
    case Phase.PLAY:
      return s.t.mode === Mode.RUN_OPTION ? "play a run step, flip or endChain" : "play, flip or pickUp";
    case Phase.SWAP:
      return "swap or endSwaps";
    case Phase.PEEKED:
      return "replace or keep";
    case Phase.CHOOSE_SEVEN:
      return "chooseHigher or chooseLower";
    case Phase.CHOOSE_NEXT:
      return "chooseNext";
    default:
      return "setup";
  }
}

function cardField(value: unknown, what: string): number {
  const card = faceOfText(value);
  if (card === null)
    badAction(`${what} must be a card in notation like "10H" or "JK" (got ${JSON.stringify(value)})`);
  return card;
}
function slotField(value: unknown): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= SLOTS)
    badAction(`slot must be 0, 1 or 2 (got ${JSON.stringify(value)})`);
  return value as number;
}

/** Finds distinct cards of the given faces in `pool` (in pool order); null if one is missing. */
export function findFaces(pool: readonly number[], faces: readonly number[]): number[] | null {
  const used = new Array<boolean>(pool.length).fill(false);
  const out: number[] = [];
  for (const face of faces) {
    let found = -1;
    for (let i = 0; i < pool.length; i++)
      if (!used[i] && faceKey(pool[i]) === face) {
        found = i;
        break;
      }
    if (found < 0) return null;
    used[found] = true;
    out.push(pool[found]);
  }
  return out;
}

// ---- apply ----------------------------------------------------------------------------------

export function applyAction(s: CsState, seat: number, raw: unknown): GameEvent[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats.length)
    throw new RuleError(CommonErrors.BAD_SEAT, `seat ${String(seat)} is not at this table`);
  if (s.t.phase === Phase.OVER) throw new RuleError(CommonErrors.GAME_OVER, "the game is over");
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    badAction("an action must be a JSON object");
  const action = raw as Record<string, unknown>;
  const type = action.type;
  if (typeof type !== "string" || !ACTION_TYPES.has(type))
    badAction(`unknown action type ${JSON.stringify(type)}`);
  const t = s.t;
  if (t.phase === Phase.SELECT) {
    if (s.seats[seat].selected)
      throw new RuleError(CommonErrors.NOT_YOUR_TURN, `seat ${seat} has already chosen`, "CS-7");
  } else if (seat !== t.seat) {
    throw new RuleError(CommonErrors.NOT_YOUR_TURN, `it is seat ${t.seat}'s turn, not seat ${seat}'s`);
  }
  const events: GameEvent[] = [];
  switch (type) {
    case "setup":
      applySetup(s, seat, action, events);
      break;
    case "changeField":
      applyChangeField(s, seat, action, events);
      break;
    case "keepField":
      if (t.phase !== Phase.FIELD_CHANGE) wrongStep(s, type);
      t.phase = Phase.PLAY;
      events.push({ type: "keepField", seat } as GameEvent);
      break;
    case "burnFaceUp": {
      const slot = slotField(action.slot);
      if (t.phase !== Phase.BURN_FACE_UP) wrongStep(s, type);
      const st = s.seats[seat];
      if (st.faceUp[slot] < 0 || st.horizontal[slot])
        throw new RuleError(CsErrors.BAD_BURN_SLOT, `face-up slot ${slot} is empty or horizontal`, "CS-82");
      burnFaceUp(s, seat, slot, events);
      t.phase = Phase.PLAY;
      break;
    }
    case "play":
      applyPlay(s, seat, action, events);
      break;
    case "flip":
      applyFlip(s, seat, action, events);
      break;
    case "pickUp":
      if (t.phase !== Phase.PLAY) wrongStep(s, type);
      if (!canPickUp(s, seat)) {
        if (t.mode === Mode.RUN_OPTION) wrongStep(s, type);
        throw new RuleError(
          CsErrors.MUST_PLAY,
          s.pile.length === 0 && t.mode === Mode.FRESH
            ? "an empty pile is never picked up by choice"
            : "a legal play or flip exists: it must be used",
          "CS-26",
        );
      }
      pickUp(s, seat, -1, events);
      break;
    case "endChain":
      if (t.phase !== Phase.PLAY) wrongStep(s, type);
      if (t.mode !== Mode.RUN_OPTION)
        throw new RuleError(
          CsErrors.MUST_CONTINUE,
          "only a run that may stop can end the chain by choice",
          "CS-14",
        );
      endChain(s, events);
      break;
    case "swap":
      applySwap(s, seat, action, events);
      break;
    case "endSwaps":
      if (t.phase !== Phase.SWAP) wrongStep(s, type);
      t.swapsLeft = 0;
      events.push({ type: "endSwaps", seat } as GameEvent);
      advanceDecisions(s, events);
      break;
    case "peek": {
      const slot = slotField(action.slot);
      if (t.phase !== Phase.SWAP || !(fiveZoneFaceDown(s) && s.cfg.fivePeek)) wrongStep(s, type);
      const st = s.seats[seat];
      if (st.faceDown[slot] < 0)
        throw new RuleError(CsErrors.BAD_SWAP, `face-down slot ${slot} is empty`, "CS-86");
      t.peekSlot = slot;
      st.fdKnown[slot] = true;
      t.phase = Phase.PEEKED;
      events.push({ type: "peek", seat, slot } as GameEvent);
      events.push({
        type: "peekCard",
        seat,
        slot,
        card: notation(st.faceDown[slot]),
        visibleTo: [seat],
      } as GameEvent);
      break;
    }
    case "replace": {
      const face = cardField(action.card, "card");
      if (t.phase !== Phase.PEEKED) wrongStep(s, type);
      const st = s.seats[seat];
      const found = findFaces(st.hand, [face]);
      if (found === null)
        throw new RuleError(CsErrors.BAD_SWAP, `${notation(face)} is not in your hand`, "CS-86");
      doSwap(s, seat, 1, t.peekSlot, found[0], events);
      t.peekSlot = -1;
      t.swapsLeft--;
      advanceDecisions(s, events);
      break;
    }
    case "keep":
      if (t.phase !== Phase.PEEKED) wrongStep(s, type);
      t.peekSlot = -1;
      t.swapsLeft--;
      events.push({ type: "keep", seat } as GameEvent);
      advanceDecisions(s, events);
      break;
    case "chooseHigher":
    case "chooseLower": {
      if (t.phase !== Phase.CHOOSE_SEVEN) wrongStep(s, type);
      const link = top(s);
      if (link) link.choice = type === "chooseHigher" ? CHOICE_HIGHER : CHOICE_LOWER;
      t.needSeven = false;
      events.push({ type: "sevenChoice", seat, higher: type === "chooseHigher" } as GameEvent);
      advanceDecisions(s, events);
      break;
    }
    case "chooseNext": {
      const target = action.seat;
      if (!Number.isInteger(target)) badAction(`seat must be a seat number (got ${JSON.stringify(target)})`);
      if (t.phase !== Phase.CHOOSE_NEXT) wrongStep(s, type);
      const x = target as number;
      if (x < 0 || x >= s.seats.length || x === seat || s.seats[x].out)
        throw new RuleError(
          CsErrors.BAD_TARGET,
          `the next player must be another player still in the game (got ${x})`,
          t.needJCard ? "CS-49" : "CS-92",
        );
      const card = t.needJCard;
      if (card) {
        const link = top(s);
        if (link) link.jItem = t.queue.length;
        t.needJCard = false;
      } else t.needJField = false;
      t.queue.push(x);
      events.push({ type: "chooseNext", seat, target: x, byField: !card } as GameEvent);
      advanceDecisions(s, events);
      break;
    }
  }
  return events;
}

function applySetup(s: CsState, seat: number, action: Record<string, unknown>, events: GameEvent[]): void {
  const fu = action.faceUp;
  if (!Array.isArray(fu) || fu.length !== 3) badAction("faceUp must be a list of 3 cards");
  const faces = fu.map((c) => cardField(c, "faceUp card"));
  const field = cardField(action.field, "field");
  if (s.t.phase !== Phase.SELECT) wrongStep(s, "setup");
  const st = s.seats[seat];
  const found = findFaces(st.hand, [...faces, field]);
  if (found === null)
    throw new RuleError(
      CsErrors.BAD_SELECTION,
      "the 3 face-up cards and the field card must come from your hand",
      "CS-7",
    );
  for (const c of found) removeOne(st.hand, c);
  for (let i = 0; i < 3; i++) st.faceUp[i] = found[i];
  st.field = found[3];
  st.selected = true;
  events.push({ type: "selected", seat } as GameEvent);
  if (s.seats.every((x) => x.selected)) reveal(s, events);
}

function applyChangeField(
  s: CsState,
  seat: number,
  action: Record<string, unknown>,
  events: GameEvent[],
): void {
  const face = cardField(action.card, "card");
  const t = s.t;
  if (t.phase !== Phase.FIELD_CHANGE) {
    if (t.phase === Phase.PLAY || t.phase === Phase.BURN_FACE_UP)
      throw new RuleError(
        CsErrors.FIELD_CHANGE_REFUSED,
        canChangeField(s, seat) || t.phase === Phase.BURN_FACE_UP
          ? "a field change is made once, at the start of the turn"
          : "no field change now: it needs the source pile, a hand card, and fewer changes than the limit",
        "CS-81",
      );
    wrongStep(s, "changeField");
  }
  const st = s.seats[seat];
  const found = findFaces(st.hand, [face]);
  if (found === null)
    throw new RuleError(CsErrors.FIELD_CHANGE_REFUSED, `${notation(face)} is not in your hand`, "CS-81");
  const card = found[0];
  const old = st.field;
  removeOne(st.hand, card);
  removeOne(st.known, card);
  st.hand.push(old);
  st.known.push(old);
  st.field = card;
  st.fieldChanges++;
  events.push({ type: "changeField", seat, old: notation(old), card: notation(card) } as GameEvent);
  recomputeFields(s, events);
  t.phase = s.cfg.burnFaceUpCost ? Phase.BURN_FACE_UP : Phase.PLAY;
}

function applyPlay(s: CsState, seat: number, action: Record<string, unknown>, events: GameEvent[]): void {
  const list = action.cards;
  if (!Array.isArray(list) || list.length === 0) badAction("cards must be a non-empty list of cards");
  const faces = list.map((c) => cardField(c, "card"));
  const t = s.t;
  if (t.phase !== Phase.PLAY) wrongStep(s, "play");
  const zone = accessibleZone(s, seat);
  const st = s.seats[seat];
  if (zone !== ZONE_HAND && zone !== ZONE_FACE_UP)
    throw new RuleError(
      CsErrors.NOT_IN_ZONE,
      zone === ZONE_FACE_DOWN ? "only face-down cards are left: flip one" : "no cards are accessible now",
      "CS-21",
    );
  const pool = zone === ZONE_HAND ? st.hand : st.faceUp.filter((c) => c >= 0);
  const found = findFaces(pool, faces);
  if (found === null)
    throw new RuleError(
      CsErrors.NOT_IN_ZONE,
      `${faces.map(notation).join(" ")} ${faces.length === 1 ? "is" : "are"} not all in your ${zone === ZONE_HAND ? "hand" : "face-up cards"}; a link comes from one zone`,
      "CS-21",
    );
  const v = synOf(found[0]);
  if (found.some((c) => synOf(c) !== v))
    throw new RuleError(CsErrors.BAD_LINK, "a link is cards of one syntactic value", "CS-20");
  if (found.length > 1 && s.fx.counts[4] > 0)
    throw new RuleError(CsErrors.BAD_LINK, "under the 4-field every link is one card", "CS-85");
  const code = verdict(s, v);
  if (code !== LEGAL)
    throw new RuleError(CsErrors.ILLEGAL_LINK, verdictMessage(s, v, code), VERDICT_RULE[code]);
  for (const c of found) removeFromZone(s, seat, c);
  placeLink(s, seat, found, false, events);
}

function applyFlip(s: CsState, seat: number, action: Record<string, unknown>, events: GameEvent[]): void {
  const slot = slotField(action.slot);
  const t = s.t;
  if (t.phase !== Phase.PLAY) wrongStep(s, "flip");
  const st = s.seats[seat];
  if (accessibleZone(s, seat) !== ZONE_FACE_DOWN)
    throw new RuleError(
      CsErrors.BAD_FLIP,
      "face-down cards are played only once hand and face-up are empty",
      "CS-21",
    );
  if (st.faceDown[slot] < 0)
    throw new RuleError(CsErrors.BAD_FLIP, `face-down slot ${slot} is empty`, "CS-22");
  const card = st.faceDown[slot];
  st.faceDown[slot] = -1;
  st.fdKnown[slot] = false;
  const v = synOf(card);
  const code = verdict(s, v);
  events.push({ type: "flip", seat, slot, card: notation(card), legal: code === LEGAL } as GameEvent);
  if (code !== LEGAL) {
    events.push({
      type: "flipFails",
      seat,
      card: notation(card),
      why: verdictMessage(s, v, code),
    } as GameEvent);
    pickUp(s, seat, card, events);
    return;
  }
  placeLink(s, seat, [card], true, events);
}

function applySwap(s: CsState, seat: number, action: Record<string, unknown>, events: GameEvent[]): void {
  const face = cardField(action.card, "card");
  const slot = slotField(action.slot);
  const t = s.t;
  if (t.phase !== Phase.SWAP || (fiveZoneFaceDown(s) && s.cfg.fivePeek)) wrongStep(s, "swap");
  const st = s.seats[seat];
  const faceDown = fiveZoneFaceDown(s);
  const slots = faceDown ? st.faceDown : st.faceUp;
  if (slots[slot] < 0)
    throw new RuleError(
      CsErrors.BAD_SWAP,
      `${faceDown ? "face-down" : "face-up"} slot ${slot} is empty`,
      "CS-43",
    );
  const found = findFaces(st.hand, [face]);
  if (found === null)
    throw new RuleError(CsErrors.BAD_SWAP, `${notation(face)} is not in your hand`, "CS-43");
  doSwap(s, seat, faceDown ? 1 : 0, slot, found[0], events);
  t.swapsLeft--;
  advanceDecisions(s, events);
}

/** One 5 swap (CS-43, CS-86), recorded on the link for CS-58. */
function doSwap(
  s: CsState,
  seat: number,
  zone: number,
  slot: number,
  put: number,
  events: GameEvent[],
): void {
  const st = s.seats[seat];
  const slots = zone === 0 ? st.faceUp : st.faceDown;
  const took = slots[slot];
  removeOne(st.hand, put);
  st.hand.push(took);
  slots[slot] = put;
  if (zone === 0) {
    removeOne(st.known, put);
    st.known.push(took);
    events.push({
      type: "swap",
      seat,
      zone: "face-up",
      slot,
      put: notation(put),
      took: notation(took),
    } as GameEvent);
  } else {
    // Nobody else sees which hand card went face down, so no hand card stays certainly known.
    st.known.length = 0;
    st.fdKnown[slot] = true;
    events.push({ type: "swap", seat, zone: "face-down", slot } as GameEvent);
    events.push({
      type: "swapSecret",
      seat,
      slot,
      put: notation(put),
      took: notation(took),
      visibleTo: [seat],
    } as GameEvent);
  }
  const link = top(s);
  if (link) link.swaps.push(zone, slot, put, took);
}

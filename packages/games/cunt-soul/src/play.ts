// CS-12, CS-14, CS-20..CS-27: the play step: play a link, flip a face-down card, pick up, or end
// an optional run.

import type { GameEvent } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import type { CsAction } from "./action-types.js";
import * as actionTypesModule from "./action-types.js";
import * as errorsModule from "./errors.js";
import * as inputModule from "./input.js";
import * as quietModule from "./quiet.js";
import * as chainModule from "./rules/chain.js";
import * as coreModule from "./rules/core.js";
import * as handIndexModule from "./rules/hand-index.js";
import * as legalMaskModule from "./rules/legal-mask.js";
import * as legalityModule from "./rules/legality.js";
import type { CsState } from "./state.js";
import * as stateModule from "./state.js";
import * as valuesModule from "./values.js";

// State booleans are tested with `=== true` / `=== false` on hot paths: V8 does not track that a
// field only holds booleans, and tests a bare field's truthiness with a chain of checks.
// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { RuleError } = engineModule;
const { END_CHAIN, FLIPS, PICK_UP } = actionTypesModule;
const { CsErrors } = errorsModule;
const { cardField, findFaces, slotField, sortFaces, zeros } = inputModule;
// Declared with their type: a call narrows only through an explicitly typed never-returning function.
const badAction: (message: string) => never = inputModule.badAction;
const wrongStep: (s: CsState, type: string) => never = inputModule.wrongStep;
const { QUIET } = quietModule;
const { endChain, pickUp, placeLink, removeFromZone } = chainModule;
const { accessibleZone, removeOne, ZONE_FACE_DOWN, ZONE_FACE_UP, ZONE_HAND } = coreModule;
const { handLost } = handIndexModule;
const { legalValueMask } = legalMaskModule;
const { hasPlayOrFlip, LEGAL, listPlays, VERDICT_RULE, verdict, verdictMessage } = legalityModule;
const { Mode, Phase, SLOTS } = stateModule;
const { faceName, matchesFace, notation, synOf } = valuesModule;

/**
 * Writes the play step's legal actions into `out` from index `n` on and returns the new count
 * (actions.ts copies its scratch list out at the exact size).
 */
export function legalPlayStep(s: CsState, seat: number, out: CsAction[], n: number): number {
  const st = s.seats[seat];
  const zone = accessibleZone(s, seat);
  let k = listPlays(s, seat, zone, out, n);
  if (zone === ZONE_FACE_DOWN) for (let i = 0; i < SLOTS; i++) if (st.faceDown[i] >= 0) out[k++] = FLIPS[i];
  if (s.t.mode === Mode.RUN_OPTION) out[k++] = END_CHAIN;
  else if (k === n || voluntaryPickupOpen(s)) out[k++] = PICK_UP;
  return k;
}

/** CS-26 voluntaryPickup: the first action of the play step may take a non-empty pile. */
function voluntaryPickupOpen(s: CsState): boolean {
  return (
    s.t.mode === Mode.FRESH && s.t.firstPlay === true && s.cfg.voluntaryPickup === true && s.pile.length > 0
  );
}

export function canPickUp(s: CsState, seat: number): boolean {
  const t = s.t;
  if (t.phase !== Phase.PLAY || t.mode === Mode.RUN_OPTION) return false;
  return !hasPlayOrFlip(s, seat) || voluntaryPickupOpen(s);
}

export function applyPlay(
  s: CsState,
  seat: number,
  action: Record<string, unknown>,
  events: GameEvent[],
): void {
  const list = action.cards;
  if (!Array.isArray(list) || list.length === 0) badAction("cards must be a non-empty list of cards");
  if (list.length === 1) applySinglePlay(s, seat, cardField(list[0], "card"), events);
  else applyGroupPlay(s, seat, list, events);
}

/** A link of several cards (the one-card path above is most plays, and is inlined into apply). */
function applyGroupPlay(s: CsState, seat: number, list: unknown[], events: GameEvent[]): void {
  const faces = zeros(list.length);
  for (let i = 0; i < list.length; i++) faces[i] = cardField(list[i], "card");
  sortFaces(faces);
  if (s.t.phase === Phase.PLAY && s.seats[seat].hand.length > 0) applyGroupFromHand(s, seat, faces, events);
  else applyGroupFromZone(s, seat, faces, events);
}

/** Hand positions of the cards found so far by applyGroupFromHand (reused, never shrunk). */
const foundAt: number[] = [];

/**
 * A link of several cards from the hand: findFaces and removeFromZone in one place (same search in
 * hand order, same checks in the same order, same removals), without their calls per card.
 */
function applyGroupFromHand(s: CsState, seat: number, faces: number[], events: GameEvent[]): void {
  const st = s.seats[seat];
  const hand = st.hand;
  const n = faces.length;
  const found = zeros(n);
  for (let k = 0; k < n; k++) {
    const face = faces[k];
    let at = -1;
    for (let i = 0; i < hand.length && at < 0; i++) {
      if (!matchesFace(hand[i], face)) continue;
      at = i;
      for (let j = 0; j < k; j++) if (foundAt[j] === i) at = -1;
    }
    if (at < 0) notInZone(s, seat, faces);
    foundAt[k] = at;
    found[k] = hand[at];
  }
  const v = synOf(found[0]);
  for (let i = 1; i < n; i++)
    if (synOf(found[i]) !== v)
      throw new RuleError(CsErrors.BAD_LINK, "a link is cards of one value (Jokers with Jokers)", "CS-20");
  if (s.fx.counts[4] > 0)
    throw new RuleError(CsErrors.BAD_LINK, "under the 4-field every link is one card", "CS-85");
  checkLegal(s, v);
  for (let k = 0; k < n; k++) {
    const card = found[k];
    removeOne(hand, card);
    handLost(seat, hand, card);
    removeOne(st.known, card);
  }
  placeLink(s, seat, found, false, events);
}

/** A link of several cards once the hand is empty: from the face-up cards (CS-21). */
function applyGroupFromZone(s: CsState, seat: number, faces: number[], events: GameEvent[]): void {
  const pool = playZone(s, seat, "play");
  const found = findFaces(pool, faces);
  if (found === null) notInZone(s, seat, faces);
  const v = synOf(found[0]);
  for (let i = 1; i < found.length; i++)
    if (synOf(found[i]) !== v)
      throw new RuleError(CsErrors.BAD_LINK, "a link is cards of one value (Jokers with Jokers)", "CS-20");
  if (s.fx.counts[4] > 0)
    throw new RuleError(CsErrors.BAD_LINK, "under the 4-field every link is one card", "CS-85");
  checkLegal(s, v);
  for (let i = 0; i < found.length; i++) removeFromZone(s, seat, found[i]);
  placeLink(s, seat, found, false, events);
}

/** The commonest action: one card (the same checks as findFaces on a one-card list). */
function applySinglePlay(s: CsState, seat: number, face: number, events: GameEvent[]): void {
  if (s.t.phase !== Phase.PLAY) wrongStep(s, "play");
  const st = s.seats[seat];
  const hand = st.hand;
  if (hand.length === 0) {
    applySingleFaceUp(s, seat, face, events);
    return;
  }
  let at = 0;
  while (at < hand.length && !matchesFace(hand[at], face)) at++;
  if (at === hand.length) notInZone(s, seat, [face]);
  const card = hand[at];
  checkLegal(s, synOf(card));
  // removeFromZone by the index just found (the first copy of this code in the hand).
  const last = hand.length - 1;
  for (let j = at; j < last; j++) hand[j] = hand[j + 1];
  hand.pop();
  handLost(seat, hand, card);
  removeOne(st.known, card);
  placeLink(s, seat, oneCard(card), false, events);
}

/** A one-card play once the hand is empty: from the face-up cards (CS-21). */
function applySingleFaceUp(s: CsState, seat: number, face: number, events: GameEvent[]): void {
  const pool = playZone(s, seat, "play");
  let card = -1;
  for (let i = 0; i < pool.length; i++)
    if (matchesFace(pool[i], face)) {
      card = pool[i];
      break;
    }
  if (card < 0) notInZone(s, seat, [face]);
  checkLegal(s, synOf(card));
  removeFromZone(s, seat, card);
  placeLink(s, seat, oneCard(card), false, events);
}

/**
 * One-card link lists, one per card code, shared by every link of that card: a link's cards are
 * never mutated (pickups, burns and take-backs copy them out; clone slices them), and most links
 * are one card. Not frozen: V8 reads frozen arrays on a slower path.
 */
const ONE_CARD: number[][] = [];
function oneCard(card: number): number[] {
  let list = ONE_CARD[card];
  if (list === undefined) {
    for (let c = ONE_CARD.length; c <= card; c++) ONE_CARD.push([c]);
    list = ONE_CARD[card];
  }
  return list;
}

/** The hand or face-up cards a link may come from now (CS-21), after the step check. */
function playZone(s: CsState, seat: number, type: string): number[] {
  if (s.t.phase !== Phase.PLAY) wrongStep(s, type);
  const zone = accessibleZone(s, seat);
  const st = s.seats[seat];
  if (zone === ZONE_HAND) return st.hand;
  if (zone === ZONE_FACE_UP) return st.faceUp.filter((c) => c >= 0);
  throw new RuleError(
    CsErrors.NOT_IN_ZONE,
    zone === ZONE_FACE_DOWN ? "only face-down cards are left: flip one" : "no cards are accessible now",
    "CS-21",
  );
}

function notInZone(s: CsState, seat: number, faces: number[]): never {
  const zone = accessibleZone(s, seat);
  throw new RuleError(
    CsErrors.NOT_IN_ZONE,
    `${faces.map(faceName).join(" ")} ${faces.length === 1 ? "is" : "are"} not all in your ${zone === ZONE_HAND ? "hand" : "face-up cards"}; a link comes from one zone`,
    "CS-21",
  );
}

/** CS-30 through the legal-value mask; verdict only to word a refusal. */
function checkLegal(s: CsState, v: number): void {
  if ((legalValueMask(s) & (1 << v)) !== 0) return;
  const code = verdict(s, v);
  throw new RuleError(CsErrors.ILLEGAL_LINK, verdictMessage(s, v, code), VERDICT_RULE[code]);
}

export function applyFlip(
  s: CsState,
  seat: number,
  action: Record<string, unknown>,
  events: GameEvent[],
): void {
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
    throw new RuleError(CsErrors.BAD_FLIP, `face-down slot ${slot + 1} is empty`, "CS-22");
  const card = st.faceDown[slot];
  st.faceDown[slot] = -1;
  st.fdKnown[slot] = false;
  const v = synOf(card);
  const code = verdict(s, v);
  if (events !== QUIET)
    events.push({ type: "flip", seat, slot, card: notation(card), legal: code === LEGAL } as GameEvent);
  if (code !== LEGAL) {
    if (events !== QUIET)
      events.push({
        type: "flipFails",
        seat,
        card: notation(card),
        why: verdictMessage(s, v, code),
      } as GameEvent);
    pickUp(s, seat, card, events);
    return;
  }
  placeLink(s, seat, oneCard(card), true, events);
}

export function applyPickUp(s: CsState, seat: number, events: GameEvent[]): void {
  const t = s.t;
  if (t.phase !== Phase.PLAY) wrongStep(s, "pickUp");
  if (!canPickUp(s, seat)) {
    if (t.mode === Mode.RUN_OPTION) wrongStep(s, "pickUp");
    throw new RuleError(
      CsErrors.MUST_PLAY,
      s.pile.length === 0 && t.mode === Mode.FRESH
        ? "an empty pile is never picked up by choice"
        : "a legal play or flip exists: it must be used",
      "CS-26",
    );
  }
  pickUp(s, seat, -1, events);
}

export function applyEndChain(s: CsState, events: GameEvent[]): void {
  if (s.t.phase !== Phase.PLAY) wrongStep(s, "endChain");
  if (s.t.mode !== Mode.RUN_OPTION)
    throw new RuleError(
      CsErrors.MUST_CONTINUE,
      "only a run that may stop can end the chain by choice",
      "CS-14",
    );
  endChain(s, events);
}

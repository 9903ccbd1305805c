// CS-13: the decisions of a placed link: 5 swaps (CS-43, CS-86 blind or peek), the 7's higher or
// lower (CS-45), the J card's and the J-field's next player (CS-49, CS-92).

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
import type { CsState } from "./state.js";
import * as stateModule from "./state.js";
import * as valuesModule from "./values.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { RuleError } = engineModule;
const { cardAction, chooseNextAction, END_SWAPS, KEEP, PEEKS, REPLACE, SEVEN_CHOICES, SWAP, sortedFaces } =
  actionTypesModule;
const { CsErrors } = errorsModule;
const { badAction, cardField, findFaces, slotField, wrongStep } = inputModule;
const { QUIET } = quietModule;
const { advanceDecisions } = chainModule;
const { removeOne, top } = coreModule;
const { forgetHand } = handIndexModule;
const { CHOICE_HIGHER, CHOICE_LOWER, Phase, SLOTS } = stateModule;
const { FIVE, faceName, notation } = valuesModule;

/** Under a 5-field, swaps use face-down cards (CS-86). */
export function fiveZoneFaceDown(s: CsState): boolean {
  return s.fx.counts[FIVE] > 0;
}

export function legalSwaps(s: CsState, seat: number, out: CsAction[]): void {
  const st = s.seats[seat];
  const faceDown = fiveZoneFaceDown(s);
  const slots = faceDown ? st.faceDown : st.faceUp;
  if (faceDown && s.cfg.fivePeek) {
    for (let i = 0; i < SLOTS; i++) if (slots[i] >= 0) out.push(PEEKS[i]);
  } else {
    for (const f of sortedFaces(st.hand))
      for (let i = 0; i < SLOTS; i++) if (slots[i] >= 0) out.push(cardAction(SWAP, f, i));
  }
  out.push(END_SWAPS);
}

export function legalPeeked(s: CsState, seat: number, out: CsAction[]): void {
  for (const f of sortedFaces(s.seats[seat].hand)) out.push(cardAction(REPLACE, f));
  out.push(KEEP);
}

export function legalSeven(): CsAction[] {
  // A fresh list each time (callers may keep it); slicing a frozen array is a slow path.
  return [SEVEN_CHOICES[0], SEVEN_CHOICES[1]];
}

/** Writes the next-player choices into `out` from index `n` on; returns the new count. */
export function legalNext(s: CsState, seat: number, out: CsAction[], n: number): number {
  let k = n;
  for (let i = 0; i < s.seats.length; i++) if (i !== seat && !s.seats[i].out) out[k++] = chooseNextAction(i);
  return k;
}

export function applySwap(
  s: CsState,
  seat: number,
  action: Record<string, unknown>,
  events: GameEvent[],
): void {
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
      `${faceDown ? "face-down" : "face-up"} slot ${slot + 1} is empty`,
      faceDown ? "CS-86" : "CS-43",
    );
  const found = findFaces(st.hand, [face]);
  if (found === null)
    throw new RuleError(
      CsErrors.BAD_SWAP,
      `${faceName(face)} is not in your hand`,
      faceDown ? "CS-86" : "CS-43",
    );
  doSwap(s, seat, faceDown ? 1 : 0, slot, found[0], events);
  t.swapsLeft--;
  advanceDecisions(s, events);
}

export function applyEndSwaps(s: CsState, seat: number, events: GameEvent[]): void {
  if (s.t.phase !== Phase.SWAP) wrongStep(s, "endSwaps");
  s.t.swapsLeft = 0;
  if (events !== QUIET) events.push({ type: "endSwaps", seat } as GameEvent);
  advanceDecisions(s, events);
}

export function applyPeek(
  s: CsState,
  seat: number,
  action: Record<string, unknown>,
  events: GameEvent[],
): void {
  const t = s.t;
  const slot = slotField(action.slot);
  if (t.phase !== Phase.SWAP || !(fiveZoneFaceDown(s) && s.cfg.fivePeek)) wrongStep(s, "peek");
  const st = s.seats[seat];
  if (st.faceDown[slot] < 0)
    throw new RuleError(CsErrors.BAD_SWAP, `face-down slot ${slot + 1} is empty`, "CS-86");
  t.peekSlot = slot;
  st.fdKnown[slot] = true;
  t.phase = Phase.PEEKED;
  if (events !== QUIET) events.push({ type: "peek", seat, slot } as GameEvent);
  if (events !== QUIET)
    events.push({
      type: "peekCard",
      seat,
      slot,
      card: notation(st.faceDown[slot]),
      visibleTo: [seat],
    } as GameEvent);
}

export function applyReplace(
  s: CsState,
  seat: number,
  action: Record<string, unknown>,
  events: GameEvent[],
): void {
  const t = s.t;
  const face = cardField(action.card, "card");
  if (t.phase !== Phase.PEEKED) wrongStep(s, "replace");
  const found = findFaces(s.seats[seat].hand, [face]);
  if (found === null)
    throw new RuleError(CsErrors.BAD_SWAP, `${faceName(face)} is not in your hand`, "CS-86");
  doSwap(s, seat, 1, t.peekSlot, found[0], events);
  t.peekSlot = -1;
  t.swapsLeft--;
  advanceDecisions(s, events);
}

export function applyKeep(s: CsState, seat: number, events: GameEvent[]): void {
  const t = s.t;
  if (t.phase !== Phase.PEEKED) wrongStep(s, "keep");
  t.peekSlot = -1;
  t.swapsLeft--;
  if (events !== QUIET) events.push({ type: "keep", seat } as GameEvent);
  advanceDecisions(s, events);
}

export function applySeven(s: CsState, seat: number, higher: boolean, events: GameEvent[]): void {
  if (s.t.phase !== Phase.CHOOSE_SEVEN) wrongStep(s, higher ? "chooseHigher" : "chooseLower");
  const link = top(s);
  if (link) link.choice = higher ? CHOICE_HIGHER : CHOICE_LOWER;
  s.t.needSeven = false;
  if (events !== QUIET) events.push({ type: "sevenChoice", seat, higher } as GameEvent);
  advanceDecisions(s, events);
}

export function applyChooseNext(
  s: CsState,
  seat: number,
  action: Record<string, unknown>,
  events: GameEvent[],
): void {
  const t = s.t;
  const target = action.seat;
  if (!Number.isInteger(target)) badAction(`seat must be a seat number (got ${JSON.stringify(target)})`);
  if (t.phase !== Phase.CHOOSE_NEXT) wrongStep(s, "chooseNext");
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
  if (events !== QUIET) events.push({ type: "chooseNext", seat, target: x, byField: !card } as GameEvent);
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
  forgetHand(seat);
  slots[slot] = put;
  if (zone === 0) {
    removeOne(st.known, put);
    st.known.push(took);
    if (events !== QUIET)
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
    if (events !== QUIET) events.push({ type: "swap", seat, zone: "face-down", slot } as GameEvent);
    if (events !== QUIET)
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
  if (link) {
    // A link's swap list starts as the shared empty NO_SWAPS (chain.ts): give it its own.
    if (link.swaps.length === 0) link.swaps = [zone, slot, put, took];
    else link.swaps.push(zone, slot, put, took);
  }
}

// CS-11, CS-81, CS-82: the optional field change at the start of a turn, and its face-up burn.

import type { GameEvent } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import type { CsAction } from "./action-types.js";
import * as actionTypesModule from "./action-types.js";
import * as errorsModule from "./errors.js";
import * as inputModule from "./input.js";
import * as quietModule from "./quiet.js";
import * as coreModule from "./rules/core.js";
import * as handIndexModule from "./rules/hand-index.js";
import * as turnModule from "./rules/turn.js";
import type { CsState } from "./state.js";
import * as stateModule from "./state.js";
import * as valuesModule from "./values.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { RuleError } = engineModule;
const { BURNS, CHANGE_FIELD, cardAction, KEEP_FIELD, sortedFaces } = actionTypesModule;
const { CsErrors } = errorsModule;
const { cardField, findFaces, slotField, wrongStep } = inputModule;
const { QUIET } = quietModule;
const { recomputeFields, removeOne } = coreModule;
const { forgetHand } = handIndexModule;
const { burnFaceUp, canChangeField } = turnModule;
const { Phase, SLOTS } = stateModule;
const { faceName, notation } = valuesModule;

export function legalFieldChange(s: CsState, seat: number, out: CsAction[]): void {
  for (const f of sortedFaces(s.seats[seat].hand)) out.push(cardAction(CHANGE_FIELD, f));
  out.push(KEEP_FIELD);
}

export function legalBurnFaceUp(s: CsState, seat: number, out: CsAction[]): void {
  const st = s.seats[seat];
  for (let i = 0; i < SLOTS; i++) if (st.faceUp[i] >= 0 && !st.horizontal[i]) out.push(BURNS[i]);
}

export function applyChangeField(
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
    throw new RuleError(CsErrors.FIELD_CHANGE_REFUSED, `${faceName(face)} is not in your hand`, "CS-81");
  const card = found[0];
  const old = st.field;
  removeOne(st.hand, card);
  removeOne(st.known, card);
  st.hand.push(old);
  forgetHand(seat);
  st.known.push(old);
  st.field = card;
  st.fieldChanges++;
  if (events !== QUIET)
    events.push({ type: "changeField", seat, old: notation(old), card: notation(card) } as GameEvent);
  recomputeFields(s, events);
  t.phase = s.cfg.burnFaceUpCost ? Phase.BURN_FACE_UP : Phase.PLAY;
}

export function applyKeepField(s: CsState, seat: number, events: GameEvent[]): void {
  if (s.t.phase !== Phase.FIELD_CHANGE) wrongStep(s, "keepField");
  s.t.phase = Phase.PLAY;
  if (events !== QUIET) events.push({ type: "keepField", seat } as GameEvent);
}

export function applyBurnFaceUp(
  s: CsState,
  seat: number,
  action: Record<string, unknown>,
  events: GameEvent[],
): void {
  const slot = slotField(action.slot);
  if (s.t.phase !== Phase.BURN_FACE_UP) wrongStep(s, "burnFaceUp");
  const st = s.seats[seat];
  if (st.faceUp[slot] < 0 || st.horizontal[slot])
    throw new RuleError(CsErrors.BAD_BURN_SLOT, `face-up slot ${slot + 1} is empty or horizontal`, "CS-82");
  burnFaceUp(s, seat, slot, events);
  s.t.phase = Phase.PLAY;
}

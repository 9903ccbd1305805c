// The decision points of a turn (brief §4), read top to bottom: who may act, what they may do
// (legalXxx), and applying one atomic action, validated completely before anything changes.

import { CommonErrors, type GameEvent, RuleError } from "@houserules/engine";
import { ACTION_TYPES, type CsAction } from "./action-types.js";
import {
  applyChooseNext,
  applyEndSwaps,
  applyKeep,
  applyPeek,
  applyReplace,
  applySeven,
  applySwap,
  legalNext,
  legalPeeked,
  legalSeven,
  legalSwaps,
} from "./decisions.js";
import {
  applyBurnFaceUp,
  applyChangeField,
  applyKeepField,
  legalBurnFaceUp,
  legalFieldChange,
} from "./field-change.js";
import { badAction } from "./input.js";
import { MAX_PLAYERS } from "./options.js";
import { applyEndChain, applyFlip, applyPickUp, applyPlay, legalPlayStep } from "./play.js";
import { QUIET } from "./quiet.js";
import { applySetup, legalSelections } from "./select.js";
import { type CsState, Phase } from "./state.js";

export type { CsAction } from "./action-types.js";

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

export function legalActions(s: CsState, seat: number): CsAction[] {
  const t = s.t;
  if (t.phase === Phase.OVER) return [];
  if (t.phase === Phase.SELECT) return s.seats[seat]?.selected === false ? legalSelections(s, seat) : [];
  if (seat !== t.seat) return [];
  const out: CsAction[] = [];
  switch (t.phase) {
    case Phase.FIELD_CHANGE:
      legalFieldChange(s, seat, out);
      break;
    case Phase.BURN_FACE_UP:
      legalBurnFaceUp(s, seat, out);
      break;
    case Phase.PLAY:
      legalPlayStep(s, seat, out);
      break;
    case Phase.SWAP:
      legalSwaps(s, seat, out);
      break;
    case Phase.PEEKED:
      legalPeeked(s, seat, out);
      break;
    case Phase.CHOOSE_SEVEN:
      return legalSeven();
    case Phase.CHOOSE_NEXT:
      legalNext(s, seat, out);
      break;
  }
  return out;
}

/** No events: what a quiet apply returns (the caller discards it). */
const NO_EVENTS: GameEvent[] = Object.freeze([] as GameEvent[]) as GameEvent[];

export function applyAction(s: CsState, seat: number, raw: unknown, quiet = false): GameEvent[] {
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
  const events: GameEvent[] = quiet ? QUIET : [];
  // The commonest actions of a game first (a string switch tests its cases in order).
  switch (type) {
    case "play":
      applyPlay(s, seat, action, events);
      break;
    case "pickUp":
      applyPickUp(s, seat, events);
      break;
    case "chooseNext":
      applyChooseNext(s, seat, action, events);
      break;
    case "chooseHigher":
    case "chooseLower":
      applySeven(s, seat, type === "chooseHigher", events);
      break;
    case "endChain":
      applyEndChain(s, events);
      break;
    case "swap":
      applySwap(s, seat, action, events);
      break;
    case "flip":
      applyFlip(s, seat, action, events);
      break;
    case "changeField":
      applyChangeField(s, seat, action, events);
      break;
    case "keepField":
      applyKeepField(s, seat, events);
      break;
    case "setup":
      applySetup(s, seat, action, events);
      break;
    case "burnFaceUp":
      applyBurnFaceUp(s, seat, action, events);
      break;
    case "endSwaps":
      applyEndSwaps(s, seat, events);
      break;
    case "peek":
      applyPeek(s, seat, action, events);
      break;
    case "replace":
      applyReplace(s, seat, action, events);
      break;
    case "keep":
      applyKeep(s, seat, events);
      break;
  }
  return quiet ? NO_EVENTS : events;
}

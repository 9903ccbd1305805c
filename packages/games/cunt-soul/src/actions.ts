// The decision points of a turn (brief §4), read top to bottom: who may act, what they may do
// (legalXxx), and applying one atomic action, validated completely before anything changes.

import type { GameEvent } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import type { CsAction } from "./action-types.js";
import * as actionTypesModule from "./action-types.js";
import * as decisionsModule from "./decisions.js";
import * as fieldChangeModule from "./field-change.js";
import * as inputModule from "./input.js";
import * as playModule from "./play.js";
import * as quietModule from "./quiet.js";
import * as selectModule from "./select.js";
import type { CsState } from "./state.js";
import * as stateModule from "./state.js";

export type { CsAction } from "./action-types.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { CommonErrors, RuleError } = engineModule;
const {
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
} = decisionsModule;
const { applyBurnFaceUp, applyChangeField, applyKeepField, legalBurnFaceUp, legalFieldChange } =
  fieldChangeModule;
const { badAction } = inputModule;
const { applyEndChain, applyFlip, applyPickUp, applyPlay, legalPlayStep } = playModule;
const { QUIET } = quietModule;
const { applySetup, legalSelections } = selectModule;
const { PICK_UP } = actionTypesModule;
const { Phase } = stateModule;

const NO_SEATS: readonly number[] = Object.freeze([]);

/**
 * Outside the selection one seat acts: a fresh one-element list, not a shared frozen one. The
 * engine's runner reads `active[0]` at every step, and V8 compiles an element read of a frozen
 * array as a generic keyed-load call (perf showed it at about 1% of the runner).
 */
export function activeSeats(s: CsState): readonly number[] {
  const t = s.t;
  if (t.phase === Phase.OVER) return NO_SEATS;
  if (t.phase === Phase.SELECT) {
    const out: number[] = [];
    for (let i = 0; i < s.seats.length; i++) if (!s.seats[i].selected) out.push(i);
    return out;
  }
  return [t.seat];
}

/**
 * The next-player list is written here first and copied out at its exact size: a fresh list grown
 * by push over-allocates. Never handed out itself. (The play step's list has its own, playStepList.)
 */
const SCRATCH: CsAction[] = [];

/** The first n scratch actions as a fresh list (literals for the usual sizes: no builtin call). */
function takeScratch(n: number): CsAction[] {
  const b = SCRATCH;
  switch (n) {
    case 0:
      return [];
    case 1:
      return [b[0]];
    case 2:
      return [b[0], b[1]];
    case 3:
      return [b[0], b[1], b[2]];
    case 4:
      return [b[0], b[1], b[2], b[3]];
    case 5:
      return [b[0], b[1], b[2], b[3], b[4]];
    case 6:
      return [b[0], b[1], b[2], b[3], b[4], b[5]];
    case 7:
      return [b[0], b[1], b[2], b[3], b[4], b[5], b[6]];
    case 8:
      return [b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]];
    default:
      return b.slice(0, n);
  }
}

/**
 * The play step first, the other steps in their own function. V8 inlines callees into an optimized
 * function only up to a total bytecode budget, which counts their cold branches too; this one is
 * inlined into the engine's runner, where the budget then goes further (a V8 flag doubling that
 * budget measured +5-8%, so calls left un-inlined cost that much).
 */
export function legalActions(s: CsState, seat: number): CsAction[] {
  const t = s.t;
  if (t.phase === Phase.PLAY && seat === t.seat) return playStepList(s, seat);
  return legalActionsElsewhere(s, seat);
}

/**
 * The play step's list, written straight into a fresh list of eight slots and cut to its length by
 * pops: a young list takes the stores without the write barrier's slow path that every store into
 * the old scratch list took, and no second copy is made.
 */
function playStepList(s: CsState, seat: number): CsAction[] {
  const out = [PICK_UP, PICK_UP, PICK_UP, PICK_UP, PICK_UP, PICK_UP, PICK_UP, PICK_UP];
  const n = legalPlayStep(s, seat, out, 0);
  while (out.length > n) out.pop();
  return out;
}

function legalActionsElsewhere(s: CsState, seat: number): CsAction[] {
  const t = s.t;
  if (t.phase === Phase.OVER) return [];
  if (t.phase === Phase.SELECT) return s.seats[seat]?.selected === false ? legalSelections(s, seat) : [];
  if (seat !== t.seat) return [];
  if (t.phase === Phase.PLAY) return playStepList(s, seat);
  if (t.phase === Phase.CHOOSE_NEXT) return takeScratch(legalNext(s, seat, SCRATCH, 0));
  const out: CsAction[] = [];
  switch (t.phase) {
    case Phase.FIELD_CHANGE:
      legalFieldChange(s, seat, out);
      break;
    case Phase.BURN_FACE_UP:
      legalBurnFaceUp(s, seat, out);
      break;
    case Phase.SWAP:
      legalSwaps(s, seat, out);
      break;
    case Phase.PEEKED:
      legalPeeked(s, seat, out);
      break;
    case Phase.CHOOSE_SEVEN:
      return legalSeven();
  }
  return out;
}

const UNKNOWN = 0;
const K_PLAY = 1;
const K_PICK_UP = 2;
const K_CHOOSE_NEXT = 3;
const K_CHOOSE_HIGHER = 4;
const K_CHOOSE_LOWER = 5;
const K_END_CHAIN = 6;
const K_SWAP = 7;
const K_FLIP = 8;
const K_CHANGE_FIELD = 9;
const K_KEEP_FIELD = 10;
const K_SETUP = 11;
const K_BURN_FACE_UP = 12;
const K_END_SWAPS = 13;
const K_PEEK = 14;
const K_REPLACE = 15;
const K_KEEP = 16;

/**
 * The action types (ACTION_TYPES) as small integers, commonest first: one string switch instead
 * of a Set lookup and a second string switch (hot path of apply).
 */
function kindOf(type: string): number {
  switch (type) {
    case "play":
      return K_PLAY;
    case "pickUp":
      return K_PICK_UP;
    case "chooseNext":
      return K_CHOOSE_NEXT;
    case "chooseHigher":
      return K_CHOOSE_HIGHER;
    case "chooseLower":
      return K_CHOOSE_LOWER;
    case "endChain":
      return K_END_CHAIN;
    case "swap":
      return K_SWAP;
    case "flip":
      return K_FLIP;
    case "changeField":
      return K_CHANGE_FIELD;
    case "keepField":
      return K_KEEP_FIELD;
    case "setup":
      return K_SETUP;
    case "burnFaceUp":
      return K_BURN_FACE_UP;
    case "endSwaps":
      return K_END_SWAPS;
    case "peek":
      return K_PEEK;
    case "replace":
      return K_REPLACE;
    case "keep":
      return K_KEEP;
    default:
      return UNKNOWN;
  }
}

/**
 * `action.type`, read at one property-access site per decision point: the cached actions of all
 * steps together have seven shapes, which makes one shared site megamorphic (a slow generic
 * lookup at every apply); per step they have one to three. Same value, only the site differs.
 */
function typeAt(action: Record<string, unknown>, phase: number): unknown {
  switch (phase) {
    case Phase.PLAY:
      return typeInPlay(action);
    case Phase.CHOOSE_NEXT:
      return typeInChooseNext(action);
    case Phase.CHOOSE_SEVEN:
      return typeInChooseSeven(action);
    case Phase.SELECT:
      return typeInSelect(action);
    default:
      return typeElsewhere(action);
  }
}
function typeInPlay(action: Record<string, unknown>): unknown {
  return action.type;
}
function typeInChooseNext(action: Record<string, unknown>): unknown {
  return action.type;
}
function typeInChooseSeven(action: Record<string, unknown>): unknown {
  return action.type;
}
function typeInSelect(action: Record<string, unknown>): unknown {
  return action.type;
}
function typeElsewhere(action: Record<string, unknown>): unknown {
  return action.type;
}

/** The fields of an action kind besides `type`. */
function fieldsOf(kind: number): readonly string[] {
  switch (kind) {
    case K_PLAY:
      return CARDS_FIELD;
    case K_CHOOSE_NEXT:
      return SEAT_FIELD;
    case K_SWAP:
      return SWAP_FIELDS;
    case K_FLIP:
    case K_BURN_FACE_UP:
    case K_PEEK:
      return SLOT_FIELD;
    case K_CHANGE_FIELD:
    case K_REPLACE:
      return CARD_FIELD;
    case K_SETUP:
      return SETUP_FIELDS;
    default:
      return NO_FIELDS;
  }
}
const CARDS_FIELD: readonly string[] = ["cards"];
const SEAT_FIELD: readonly string[] = ["seat"];
const SWAP_FIELDS: readonly string[] = ["card", "slot"];
const SLOT_FIELD: readonly string[] = ["slot"];
const CARD_FIELD: readonly string[] = ["card"];
const SETUP_FIELDS: readonly string[] = ["faceUp", "field"];
const NO_FIELDS: readonly string[] = [];

/**
 * An action is recorded as sent, so a field the game does not read is refused, not ignored. Every
 * field of every kind is required, so counting the keys finds an extra one (the apply functions
 * refuse a missing one); only then are the keys compared, to name it.
 */
function checkFields(action: Record<string, unknown>, kind: number, type: string): void {
  let count = 0;
  for (const _ in action) count++;
  if (count > fieldsOf(kind).length + 1) unknownField(action, kind, type);
}

function unknownField(action: Record<string, unknown>, kind: number, type: string): never {
  const fields = fieldsOf(kind);
  let extra = "";
  for (const key in action) if (key !== "type" && !fields.includes(key)) extra = key;
  return badAction(
    `${type} has no field ${JSON.stringify(extra)}; its fields: ${["type", ...fields].join(", ")}`,
  );
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
  const type = typeAt(action, s.t.phase);
  const kind = typeof type === "string" ? kindOf(type) : UNKNOWN;
  if (kind === UNKNOWN) badAction(`unknown action type ${JSON.stringify(type)}`);
  checkFields(action, kind, type as string);
  const t = s.t;
  if (t.phase === Phase.SELECT) {
    if (s.seats[seat].selected)
      throw new RuleError(CommonErrors.NOT_YOUR_TURN, `seat ${seat} has already chosen`, "CS-7");
  } else if (seat !== t.seat) {
    throw new RuleError(CommonErrors.NOT_YOUR_TURN, `it is seat ${t.seat}'s turn, not seat ${seat}'s`);
  }
  const events: GameEvent[] = quiet ? QUIET : [];
  switch (kind) {
    case K_PLAY:
      applyPlay(s, seat, action, events);
      break;
    case K_PICK_UP:
      applyPickUp(s, seat, events);
      break;
    case K_CHOOSE_NEXT:
      applyChooseNext(s, seat, action, events);
      break;
    case K_CHOOSE_HIGHER:
      applySeven(s, seat, true, events);
      break;
    case K_CHOOSE_LOWER:
      applySeven(s, seat, false, events);
      break;
    case K_END_CHAIN:
      applyEndChain(s, events);
      break;
    case K_SWAP:
      applySwap(s, seat, action, events);
      break;
    case K_FLIP:
      applyFlip(s, seat, action, events);
      break;
    case K_CHANGE_FIELD:
      applyChangeField(s, seat, action, events);
      break;
    case K_KEEP_FIELD:
      applyKeepField(s, seat, events);
      break;
    case K_SETUP:
      applySetup(s, seat, action, events);
      break;
    case K_BURN_FACE_UP:
      applyBurnFaceUp(s, seat, action, events);
      break;
    case K_END_SWAPS:
      applyEndSwaps(s, seat, events);
      break;
    case K_PEEK:
      applyPeek(s, seat, action, events);
      break;
    case K_REPLACE:
      applyReplace(s, seat, action, events);
      break;
    case K_KEEP:
      applyKeep(s, seat, events);
      break;
  }
  return quiet ? NO_EVENTS : events;
}

// Activation, sub-steps and triggers of special abilities (CP-83, CP-33, CP-42): the generic checks
// (held, timing, limit, lock, hand, points) run before the ability's own, and nothing changes
// until all pass.

import type { GameEvent } from "@houserules/engine";
import type { ChanicAction } from "../actions.js";
import { Errors } from "../errors.js";
import { fullHandOf, notation } from "../rules/cards.js";
import { type AbilityPending, type ChanicState, PHASE_CLUB, PHASE_POINT } from "../state.js";
import { ORDER, REGISTRY } from "./registry.js";
import type { AbilityArgs, AbilityDef } from "./types.js";

export const SUIT_LETTERS = ["S", "H", "D", "C"] as const;

/** The action for an activation (or, with choice, a sub-step answer) in canonical form. */
export function toAction(id: string | null, a: AbilityArgs): ChanicAction {
  const action: Record<string, unknown> =
    id === null ? { type: "abilityChoice" } : { type: "ability", ability: id };
  if (a.card >= 0) action.card = notation(a.card);
  if (a.cards.length > 0) action.cards = a.cards.map(notation);
  if (a.target >= 0) action.target = a.target;
  if (a.suit >= 0) action.suit = SUIT_LETTERS[a.suit];
  if (a.accept) action.accept = true;
  if (a.attach > 0) action.attach = a.attach;
  return action as unknown as ChanicAction;
}

function pointCostOf(def: AbilityDef, state: ChanicState, seat: number, a: AbilityArgs): number {
  const cost = def.active?.pointCost;
  if (cost === undefined) return 0;
  return typeof cost === "number" ? cost : cost(state, seat, a);
}

/** Checks independent of the arguments (held, timing, limit, lock, hand), or null. */
function generalError(state: ChanicState, seat: number, id: string): string | null {
  const def = REGISTRY[id];
  if (def === undefined) return Errors.UNKNOWN_ABILITY;
  if (!state.players[seat].abilities.includes(id)) return Errors.ABILITY_NOT_HELD;
  const active = def.active;
  if (active === undefined) return Errors.ABILITY_PASSIVE;
  if (state.phase !== PHASE_POINT && state.phase !== PHASE_CLUB) return Errors.ABILITY_WRONG_PHASE;
  const pointOnly =
    active.timing === "point" || active.pointCost !== undefined || active.gainsPoints === true;
  if (pointOnly && state.phase === PHASE_CLUB) return Errors.ABILITY_WRONG_PHASE; // CP-42
  if ((state.players[seat].uses[id] ?? 0) >= active.limit) return Errors.ABILITY_LIMIT;
  if (active.playsCard === true && state.playLocked) return Errors.PLAY_LOCKED; // CP-33
  if (active.handNotFull === true && state.players[seat].hand.length >= fullHandOf(state, seat))
    return Errors.HAND_FULL;
  return null;
}

export function abilityError(state: ChanicState, seat: number, id: string, a: AbilityArgs): string | null {
  const general = generalError(state, seat, id);
  if (general !== null) return general;
  const def = REGISTRY[id];
  if (pointCostOf(def, state, seat, a) > state.points) return Errors.NOT_ENOUGH_POINTS;
  return def.active?.check(state, seat, a) ?? null;
}

const scratch: AbilityArgs[] = [];

/** Appends every legal activation of the seat's active abilities. */
export function addAbilityActions(state: ChanicState, seat: number, out: ChanicAction[]): void {
  const list = state.players[seat].abilities;
  for (let i = 0; i < list.length; i++) {
    const id = list[i];
    if (generalError(state, seat, id) !== null) continue;
    const def = REGISTRY[id];
    scratch.length = 0;
    def.active?.candidates(state, seat, scratch);
    for (const a of scratch) {
      if (pointCostOf(def, state, seat, a) > state.points) continue;
      if (def.active?.check(state, seat, a) === null) out.push(toAction(id, a));
    }
  }
}

export function applyAbility(
  state: ChanicState,
  seat: number,
  id: string,
  a: AbilityArgs,
  events: GameEvent[],
): void {
  const def = REGISTRY[id];
  const active = def.active;
  if (active === undefined) return;
  const p = state.players[seat];
  p.uses[id] = (p.uses[id] ?? 0) + 1;
  state.points -= pointCostOf(def, state, seat, a);
  active.activate(state, seat, a, events);
}

export function choiceActions(state: ChanicState, pending: AbilityPending): ChanicAction[] {
  const def = REGISTRY[pending.ability];
  scratch.length = 0;
  def.choices?.(state, pending, scratch);
  const out: ChanicAction[] = [];
  for (const a of scratch)
    if ((def.choiceCheck?.(state, pending, a) ?? null) === null) out.push(toAction(null, a));
  return out;
}

export function choiceError(state: ChanicState, pending: AbilityPending, a: AbilityArgs): string | null {
  const def = REGISTRY[pending.ability];
  return def.choiceCheck?.(state, pending, a) ?? null;
}

export function applyChoice(
  state: ChanicState,
  pending: AbilityPending,
  a: AbilityArgs,
  events: GameEvent[],
): void {
  state.pending = null;
  REGISTRY[pending.ability].choose?.(state, pending, a, events);
}

export function openChoice(
  state: ChanicState,
  ability: string,
  owner: number,
  chooser: number,
  step: number,
  data: number[],
): void {
  state.pending = { kind: "ability", ability, owner, chooser, step, data };
}

export function abilityEvent(seat: number, ability: string, extra: Record<string, unknown> = {}): GameEvent {
  return { type: "ability", seat, ability, ...extra } as unknown as GameEvent;
}

/** Standby points for the seat (CP-30): base 12 (Wealth 15) plus Assets and Investor. */
export function standbyPoints(state: ChanicState, seat: number, base: number): number {
  const list = state.players[seat].abilities;
  let points = base;
  for (let i = 0; i < list.length; i++) {
    const b = REGISTRY[list[i]].basePoints;
    if (b !== undefined) points = b;
  }
  for (let i = 0; i < list.length; i++) {
    const bonus = REGISTRY[list[i]].standbyBonus;
    if (bonus !== undefined) points += bonus(state, seat);
  }
  return points;
}

/**
 * What standbyPoints adds up, for the log: the base (or the ability that replaces it) and each
 * ability's bonus that adds something.
 */
export function standbyParts(
  state: ChanicState,
  seat: number,
  base: number,
): { source: string; points: number }[] {
  const list = state.players[seat].abilities;
  let first = { source: "base", points: base };
  for (const id of list) {
    const b = REGISTRY[id].basePoints;
    if (b !== undefined) first = { source: REGISTRY[id].name, points: b };
  }
  const parts = [first];
  for (const id of list) {
    const bonus = REGISTRY[id].standbyBonus?.(state, seat) ?? 0;
    if (bonus !== 0) parts.push({ source: REGISTRY[id].name, points: bonus });
  }
  return parts;
}

/** Abilities a seat holds in A-table order (CP-83 trigger order). */
export function heldInOrder(state: ChanicState, seat: number): string[] {
  const list = state.players[seat].abilities;
  return ORDER.filter((id) => list.includes(id));
}

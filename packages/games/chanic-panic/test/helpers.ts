// Test helpers: positions from custom deals, actions, and error assertions.

import { formatCard, isRuleError, resolveOptions } from "@houserules/engine";
import { expect } from "vitest";
import { type ChanicAction, type ChanicDeal, type ChanicState, chanicPanic } from "../src/index.js";

export const game = chanicPanic;

export function position(
  deal: ChanicDeal,
  options: Record<string, unknown> = {},
  players = 2,
  preset = "basic",
  seed = "test",
): ChanicState {
  const resolved = resolveOptions(chanicPanic, { players, preset, options: { ...options, deal } });
  return chanicPanic.setup(resolved, seed);
}

export function fresh(
  players = 2,
  preset = "basic",
  options: Record<string, unknown> = {},
  seed = "test",
): ChanicState {
  return chanicPanic.setup(resolveOptions(chanicPanic, { players, preset, options }), seed);
}

export function act(state: ChanicState, action: ChanicAction, seat = state.turnSeat) {
  return chanicPanic.apply(state, seat, action);
}

export function legal(state: ChanicState, seat = state.turnSeat): ChanicAction[] {
  return chanicPanic.legalActions(state, seat);
}

export function hasLegal(state: ChanicState, action: ChanicAction, seat = state.turnSeat): boolean {
  const key = JSON.stringify(action);
  return legal(state, seat).some((a) => JSON.stringify(a) === key);
}

export function hand(state: ChanicState, seat: number): string[] {
  return state.players[seat].hand.map(formatCard);
}

export function row(state: ChanicState, seat: number, r: number): string[] {
  return state.players[seat].rows[r].map(formatCard);
}

/** Asserts the action is refused with `code` and leaves the state byte-identical. */
export function expectRefused(
  state: ChanicState,
  action: unknown,
  code: string,
  seat = state.turnSeat,
): void {
  const before = JSON.stringify(state);
  let caught: unknown = null;
  try {
    chanicPanic.apply(state, seat, action);
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${code}`).not.toBeNull();
  expect(isRuleError(caught)).toBe(true);
  expect((caught as { code: string }).code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

export function attackActions(state: ChanicState): ChanicAction[] {
  return legal(state).filter((a) => a.type === "attack");
}

export function destroyTargets(state: ChanicState): string[][] {
  return legal(state).flatMap((a) => (a.type === "destroy" ? [a.targets] : []));
}

// Test helpers: positions from custom deals, and small action builders.

import { resolveOptions } from "@houserules/engine";
import type { CuttlefishAction } from "../src/actions.js";
import { cuttlefish } from "../src/definition.js";
import type { CuttlefishOptions } from "../src/options.js";
import type { CuttlefishState } from "../src/state.js";

export const PRESET_BY_PLAYERS: Record<number, string> = { 4: "pile4", 6: "original", 8: "eight" };

export function optionsFor(players: number, options: Record<string, unknown> = {}): CuttlefishOptions {
  return resolveOptions(cuttlefish, { players, preset: PRESET_BY_PLAYERS[players], options });
}

export interface Position {
  /** Hands by seat (missing seats are dealt the leftover cards). */
  hands: Record<number, string[]>;
  pile?: string[];
  /** Sets already resolved before play: set -> "A" | "B" | "forfeit". */
  resolved?: Record<string, string>;
  dealer?: number;
  removedSet?: string;
  /** Asks already made (CF-30). */
  asks?: number;
}

/** Every set not named here is resolved as a forfeit, so positions stay small. */
export function position(
  players: number,
  p: Position,
  options: Record<string, unknown> = {},
): CuttlefishState {
  const seats = Array.from({ length: players }, (_, s) => (p.hands[s] ? { hand: p.hands[s] } : null));
  const deal: Record<string, unknown> = { seats, dealer: p.dealer ?? players - 1 };
  if (p.pile) deal.pile = p.pile;
  if (p.resolved) deal.resolved = p.resolved;
  if (p.removedSet) deal.removedSet = p.removedSet;
  if (p.asks !== undefined) deal.asks = p.asks;
  return cuttlefish.setup(optionsFor(players, { ...options, deal }), "test");
}

/** Resolves every set except those listed (as forfeits). */
export function onlyLive(...sets: string[]): Record<string, string> {
  const all = [
    "crabs",
    "goldfish",
    "jellyfish",
    "narwhal",
    "octopus",
    "seahorse",
    "starfish",
    "turtle",
    "whale",
  ];
  return Object.fromEntries(all.filter((s) => !sets.includes(s)).map((s) => [s, "forfeit"]));
}

export const ask = (target: number, card: string): CuttlefishAction => ({ type: "ask", target, card });
export const declare = (set: string, holders: number[]): CuttlefishAction => ({
  type: "declare",
  set,
  holders,
});
export const pass: CuttlefishAction = { type: "pass" };
export const endChance: CuttlefishAction = { type: "endChance" };
export const handOff = (to: number): CuttlefishAction => ({ type: "handOff", to });

export function cards(set: string, ...numbers: number[]): string[] {
  return numbers.map((n) => `${set}-${n}`);
}

/** Applies and expects a RuleError with this code, the state byte-identical. */
export function expectRefused(
  state: CuttlefishState,
  seat: number,
  action: unknown,
  code: string,
): { ruleId?: string; message: string } {
  const before = JSON.stringify(state);
  try {
    cuttlefish.apply(state, seat, action);
  } catch (error) {
    const e = error as { code?: string; ruleId?: string; message: string };
    if (e.code !== code) throw new Error(`expected ${code}, got ${e.code}: ${e.message}`);
    if (JSON.stringify(state) !== before) throw new Error("a refused action changed the state");
    return e;
  }
  throw new Error(`expected ${code}, but the action was accepted`);
}

/** Everyone in the declaration window passes (anytime). */
export function passAll(state: CuttlefishState): void {
  while (state.phase === "play" && state.pollQueue.length > 0)
    cuttlefish.apply(state, state.pollQueue[0], pass);
}

export { cuttlefish };

/**
 * Crabs, goldfish, jellyfish and narwhal live; seat 3 (to ask first) then takes crabs-4, -5 and -6 by
 * PROVING_HITS. Its first ask showed it held another crab, which can only be crabs-3: seat 1,
 * holding crabs-1 and -2, can then prove the set (1, 1, 3, 3, 3, 3) if it watched every ask.
 */
export function provenCrabsTable(options: Record<string, unknown> = {}): CuttlefishState {
  return position(
    6,
    {
      hands: {
        0: ["crabs-4", "goldfish-1"],
        1: ["crabs-1", "crabs-2", "goldfish-2"],
        2: ["crabs-5", "goldfish-3"],
        3: ["crabs-3", "goldfish-4"],
        4: cards("narwhal", 1, 2, 3, 4, 5, 6).concat("crabs-6", "goldfish-5"),
        5: cards("jellyfish", 1, 2, 3, 4, 5, 6).concat("goldfish-6"),
      },
      resolved: onlyLive("crabs", "goldfish", "jellyfish", "narwhal"),
      dealer: 2,
    },
    options,
  );
}

export const PROVING_HITS: readonly CuttlefishAction[] = [
  ask(0, "crabs-4"),
  ask(2, "crabs-5"),
  ask(4, "crabs-6"),
];

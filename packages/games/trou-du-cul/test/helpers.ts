// Test fixtures: games from custom deals, positions with short hands, and small assertions.

import { type Bot, isRuleError, resolveOptions } from "@houserules/engine";
import { expect } from "vitest";
import type { TdcAction } from "../src/actions.js";
import { CARD_TEXT, parseTdcCard, type TdcCard } from "../src/cards.js";
import { trouDuCul } from "../src/index.js";
import type { TdcOptions } from "../src/options.js";
import { HAND_SIZE, type TdcState } from "../src/state.js";
import type { TdcView } from "../src/view.js";

export const game = trouDuCul;

export function optionsFor(
  players: number,
  options: Record<string, unknown> = {},
  preset?: string,
): TdcOptions {
  return resolveOptions(trouDuCul, { players, preset, options });
}

export function newGame(players: number, options: Record<string, unknown> = {}, seed = "test"): TdcState {
  return trouDuCul.setup(optionsFor(players, options), seed);
}

const card = (text: string): TdcCard => {
  const c = parseTdcCard(text);
  if (c < 0) throw new Error(`bad card ${text}`);
  return c;
};

export interface PositionSpec {
  /** The cards each seat holds (short hands are fine: the rest goes to the discard). */
  hands: string[][];
  table?: string[];
  opener?: number;
  dealer?: number;
  options?: Record<string, unknown>;
}

/**
 * A position with short hands: the game is dealt with these hands topped up to full size, then the
 * top-up cards are moved to the discard (as if played in earlier rounds). Card count stays 52.
 */
export function position(spec: PositionSpec): TdcState {
  const players = spec.hands.length;
  const named = new Set<string>([...spec.hands.flat(), ...(spec.table ?? [])].map((t) => CARD_TEXT[card(t)]));
  const spare = CARD_TEXT.filter((t) => !named.has(t));
  const fillers: string[] = [];
  const seats = spec.hands.map((hand) => {
    const full = hand.map((t) => CARD_TEXT[card(t)]);
    while (full.length < HAND_SIZE[players]) {
      const filler = spare.shift() as string;
      fillers.push(filler);
      full.push(filler);
    }
    return { hand: full };
  });
  const deal: Record<string, unknown> = { seats, opener: spec.opener ?? 0, dealer: spec.dealer ?? 0 };
  if (spec.table) deal.table = spec.table;
  const state = trouDuCul.setup(optionsFor(players, { ...spec.options, deal }), "position");
  for (const text of fillers) {
    const c = card(text);
    for (const hand of state.hands) {
      const i = hand.indexOf(c);
      if (i >= 0) hand.splice(i, 1);
    }
    state.discard.push(c);
  }
  return state;
}

export const play = (...cards: string[]): TdcAction => ({ type: "play", cards });
export const FOLD: TdcAction = { type: "fold" };
export const SKIP: TdcAction = { type: "skip" };
export const swap = (take: string, give: string): TdcAction => ({ type: "tableSwap", take, give });
export const giveBack = (...cards: string[]): TdcAction => ({ type: "returnCards", cards });

/** Applies a list of [seat, action] steps; returns all events. */
export function run(state: TdcState, steps: [number, TdcAction][]) {
  return steps.flatMap(([seat, action]) => trouDuCul.apply(state, seat, action));
}

/** Expects a RuleError with this code and leaves the state byte-identical. */
export function expectRejected(
  state: TdcState,
  seat: number,
  action: unknown,
  code: string,
  ruleId?: string,
): void {
  const before = JSON.stringify(state);
  let thrown: unknown = null;
  try {
    trouDuCul.apply(state, seat, action);
  } catch (error) {
    thrown = error;
  }
  expect(isRuleError(thrown), `expected a RuleError ${code}, got ${String(thrown)}`).toBe(true);
  if (isRuleError(thrown)) {
    expect(thrown.code).toBe(code);
    if (ruleId) expect(thrown.ruleId).toBe(ruleId);
  }
  expect(JSON.stringify(state)).toBe(before);
}

export function hand(state: TdcState, seat: number): string[] {
  return state.hands[seat].map((c) => CARD_TEXT[c]);
}

export function legalText(state: TdcState, seat: number): string[] {
  return trouDuCul.legalActions(state, seat).map((a) => trouDuCul.formatAction(a));
}

export const randomBot: Bot<TdcView, TdcAction> = {
  name: "random",
  choose: ({ legal, rng }) => legal[rng.int(legal.length)],
};

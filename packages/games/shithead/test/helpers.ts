// Test helpers: positions from custom deals, actions by card notation.

import { resolveOptions } from "@houserules/engine";
import type { ShAction, ShState } from "../src/index.js";
import { shithead } from "../src/index.js";

export { shithead };

export interface SeatDeal {
  hand?: string[];
  lower?: string[];
  upper?: string[];
}

/** A position: seats' zones, an empty stock and no starter unless given; seat 0 first. */
export function position(
  preset: string,
  seats: SeatDeal[],
  extra: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
  players = seats.length,
): ShState {
  const deal = {
    seats: seats.map((s) => ({ hand: s.hand ?? [], lower: s.lower ?? [], upper: s.upper ?? [] })),
    stock: [],
    starter: [],
    first: 0,
    dealer: players - 1,
    ...extra,
  };
  // `extra` may clear a default with undefined; options must be plain JSON.
  for (const [key, value] of Object.entries(deal))
    if (value === undefined) delete (deal as Record<string, unknown>)[key];
  const o = resolveOptions(shithead, { players, preset, options: { ...options, deal } });
  return shithead.setup(o, "test");
}

/** The id of the first card with this notation found in the seat's hand, bottom, or anywhere. */
export function idOf(s: ShState, notation: string, seat?: number): string {
  const want = notation.toUpperCase();
  const fmt = (c: number) => {
    const rank = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"][c & 15];
    return ((c >> 4) & 7) === 4 ? "JK" : `${rank}${"SHDC"[(c >> 4) & 7]}`;
  };
  const zones: number[][] = [];
  if (seat !== undefined) zones.push(s.hands[seat], s.bottom[seat]);
  zones.push(...s.hands, ...s.bottom, s.pile, s.grave, ...s.stocks);
  for (const z of zones) for (const c of z) if (c >= 0 && fmt(c) === want) return s.ids[c];
  throw new Error(`no card ${notation}`);
}

export function ids(s: ShState, seat: number, cards: string[]): string[] {
  return cards.map((c) => idOf(s, c, seat));
}

export function act(s: ShState, seat: number, action: ShAction) {
  return shithead.apply(s, seat, action);
}

export function play(
  s: ShState,
  seat: number,
  cards: string[],
  use: "set" | "cancel" | "wild" | "gambit" = "set",
  as?: string,
) {
  const a: ShAction = as
    ? { type: "play", cards: ids(s, seat, cards), use, as }
    : { type: "play", cards: ids(s, seat, cards), use };
  return shithead.apply(s, seat, a);
}

export function legal(s: ShState, seat: number): ShAction[] {
  return shithead.legalActions(s, seat);
}

export function types(s: ShState, seat: number): string[] {
  return [...new Set(legal(s, seat).map((a) => a.type))];
}

export function top(s: ShState): string {
  const v = shithead.view(s, null);
  return v.top.state === "numeric" ? `numeric(${v.top.value})` : v.top.state;
}

/** Expect a rule error with this code; the state must stay byte-identical. */
export function rejects(s: ShState, seat: number, action: unknown): string {
  const before = JSON.stringify(s);
  try {
    shithead.apply(s, seat, action);
  } catch (error) {
    if (JSON.stringify(s) !== before) throw new Error("rejected action changed the state");
    return (error as { code: string }).code;
  }
  throw new Error(`accepted ${JSON.stringify(action)}`);
}

export function handOf(s: ShState, seat: number): string[] {
  return shithead.view(s, seat).hand?.map((c) => c.card) ?? [];
}

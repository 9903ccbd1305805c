// A position estimate for search bots (the contract's `evaluate`): material on the board and in
// hand, compared with the opponents'. Search bots call it on sampled worlds at the end of a
// shortened playout; it is not a rule and no rule reads it.

import { rowValue } from "./rules/cards.js";
import type { ChanicState } from "./state.js";
import { ROW_DIAMONDS, ROW_HEARTS, ROW_SPADES } from "./state.js";

/** Worth of one point of each row and of a card in hand, in board points. */
const HEART_WEIGHT = 1.2;
const DIAMOND_WEIGHT = 1;
const SPADE_WEIGHT = 0.8;
const HAND_CARD_WEIGHT = 2.5;
/** Material difference that makes a win about 73% likely (one e-fold of the logistic). */
const MATERIAL_SCALE = 12;

function material(state: ChanicState, seat: number): number {
  const p = state.players[seat];
  return (
    HEART_WEIGHT * rowValue(state, seat, ROW_HEARTS) +
    DIAMOND_WEIGHT * rowValue(state, seat, ROW_DIAMONDS) +
    SPADE_WEIGHT * rowValue(state, seat, ROW_SPADES) +
    HAND_CARD_WEIGHT * p.hand.length
  );
}

/** From 0 (lost) to 1 (won): the seat's team material against the strongest opposing team's. */
export function evaluate(state: ChanicState, seat: number): number {
  const players = state.players;
  const team = players[seat].team;
  const mine = teamMaterial(state, team);
  if (mine === null) return 0;
  let best: number | null = null;
  const seen = new Set<number>([team]);
  for (const p of players) {
    if (seen.has(p.team)) continue;
    seen.add(p.team);
    const theirs = teamMaterial(state, p.team);
    if (theirs !== null && (best === null || theirs > best)) best = theirs;
  }
  if (best === null) return 1;
  return 1 / (1 + Math.exp((best - mine) / MATERIAL_SCALE));
}

/**
 * Material per seat of a team, an eliminated player counting as none, or null when none lives.
 * (A mean over the living only rose when a team's weakest player was eliminated, so the search
 * shied away from knocking out an opponent and from saving a teammate.)
 */
function teamMaterial(state: ChanicState, team: number): number | null {
  let sum = 0;
  let seats = 0;
  let living = 0;
  for (let s = 0; s < state.players.length; s++) {
    const p = state.players[s];
    if (p.team !== team) continue;
    seats++;
    if (!p.alive) continue;
    sum += material(state, s);
    living++;
  }
  return living === 0 ? null : sum / seats;
}

// A position estimate for search bots (the contract's `evaluate`): material on the board and in
// hand, compared with the opponents', and under the Presence option the race to 200 Presence.
// Search bots call it on sampled worlds at the end of a shortened playout; it is not a rule and
// no rule reads it.

import { boardCount, rowValue, stackTotal } from "./rules/cards.js";
import type { ChanicState } from "./state.js";
import {
  PRESENCE_PER_STACK,
  PRESENCE_PER_UTILITY,
  PRESENCE_TO_WIN,
  ROW_DIAMONDS,
  ROW_HEARTS,
  ROW_SPADES,
} from "./state.js";

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

/**
 * The Presence race (CP-100), fitted to the results of games between normal bots (log loss over
 * about 130,000 positions of referenceFull at 2 and 4 players and teams2Full; RULES.md has the
 * figures, scripts/presence-fit.mjs plays them). The race weighs e^(-r/RACE_WEIGHT_ROUNDS), r the
 * rounds the nearer side still needs; the side that needs fewer rounds wins it with a logistic
 * of the difference over RACE_SCALE_ROUNDS.
 */
const RACE_WEIGHT_ROUNDS = 5;
const RACE_SCALE_ROUNDS = 0.5;
/** Rounds counted for a side that gains no Presence (or needs more): the race is then remote. */
const RACE_MAX_ROUNDS = 60;

/** From 0 (lost) to 1 (won): material, and under the Presence option the race to 200 as well. */
export function evaluate(state: ChanicState, seat: number): number {
  const material = materialEstimate(state, seat);
  // 0 and 1 are settled positions (the seat's team is out, or every opposing team is).
  if (!state.cfg.presence || material === 0 || material === 1) return material;
  const { mine, nearest } = presenceRaces(state, seat);
  return withPresenceRace(material, mine, nearest);
}

/** From 0 (lost) to 1 (won): the seat's team material against the strongest opposing team's. */
export function materialEstimate(state: ChanicState, seat: number): number {
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

/** Rounds the seat's team, and the nearest opposing team still in, need to reach 200 Presence. */
export function presenceRaces(state: ChanicState, seat: number): { mine: number; nearest: number } {
  const team = state.players[seat].team;
  let nearest = RACE_MAX_ROUNDS;
  for (const p of state.players) {
    if (p.team !== team && p.alive) nearest = Math.min(nearest, roundsToPresenceWin(state, p.team));
  }
  return { mine: roundsToPresenceWin(state, team), nearest };
}

/** The material estimate blended with the Presence race (the constants are the fitted ones). */
export function withPresenceRace(
  material: number,
  mine: number,
  nearest: number,
  weightRounds = RACE_WEIGHT_ROUNDS,
  scaleRounds = RACE_SCALE_ROUNDS,
): number {
  const weight = Math.exp(-Math.min(mine, nearest) / weightRounds);
  const race = 1 / (1 + Math.exp((mine - nearest) / scaleRounds));
  return weight * race + (1 - weight) * material;
}

/**
 * Rounds until a team's Presence (its living members' floored average, CP-100) reaches 200 at
 * the rate its boards and Stacks give now (each member gains once a round, on their turn).
 */
function roundsToPresenceWin(state: ChanicState, team: number): number {
  let presence = 0;
  let gain = 0;
  let living = 0;
  for (let s = 0; s < state.players.length; s++) {
    const p = state.players[s];
    if (p.team !== team || !p.alive) continue;
    presence += p.presence;
    gain += PRESENCE_PER_UTILITY * boardCount(state, s) + PRESENCE_PER_STACK * stackTotal(state, s);
    living++;
  }
  if (living === 0 || gain === 0) return RACE_MAX_ROUNDS;
  const missing = Math.max(0, PRESENCE_TO_WIN - Math.floor(presence / living));
  return Math.min(RACE_MAX_ROUNDS, missing / (gain / living));
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

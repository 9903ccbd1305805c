// A position estimate for search bots (the contract's `evaluate`): the seat's team's chance to win
// from a full (determinized) state. Search bots call it on sampled worlds at the end of a shortened
// playout; it is not a rule and no rule reads it.
//
// Each live set is scored independently: the chance that the team holding the turn ends up
// winning it, given how many of its six cards that team holds now (CF-10: only a player holding a
// card of a set may ask for its others, so a set one team holds entirely can no longer be taken
// from it). The chances were measured on games of normal bots (6 players, 1,500 games, the
// outcome of every live set after a sample of asks; RULES.md, bots). The sets already won and
// these per-set chances then give the distribution of the final score, and so the chance to win.

import { CARDS_PER_SET, SET_COUNT } from "./cards.js";
import { type CuttlefishState, LIVE, OUT, PILE, teamOf, teamScore } from "./state.js";

/**
 * WIN_CHANCE[stage][t]: the chance that the team holding the turn wins a live set of which it
 * holds t cards (the other team 6 - t), by stage of the game: 7-9 live sets, 4-6, 1-3 (also the
 * endgame, where one team holds every card). Late in the game a split set is close to a coin toss:
 * few cards are left and one run of asks decides it.
 */
const WIN_CHANCE: readonly (readonly number[])[] = [
  [0.02, 0.16, 0.32, 0.5, 0.69, 0.86, 0.985],
  [0.03, 0.27, 0.43, 0.51, 0.6, 0.77, 0.976],
  [0.06, 0.45, 0.54, 0.55, 0.58, 0.71, 0.955],
];

function stageOf(liveSets: number): number {
  return liveSets > 6 ? 0 : liveSets > 3 ? 1 : 2;
}

/** The turn team's chance for a set where it holds `held` cards; a Pile card counts half (4p). */
function setChance(row: readonly number[], held: number): number {
  const low = Math.floor(held);
  return low === held ? row[low] : row[low] + (held - low) * (row[low + 1] - row[low]);
}

// Reused by every call: evaluate runs thousands of times per decision and must not allocate.
const chances = new Float64Array(SET_COUNT);
const extra = new Float64Array(SET_COUNT + 1);

/** From 0 (lost) to 1 (won): the chance that `seat`'s team wins, a draw counting one half. */
export function evaluate(state: CuttlefishState, seat: number): number {
  const team = teamOf(seat);
  const mine = teamScore(state, team);
  const theirs = teamScore(state, 1 - team);
  const live = liveChances(state, team);
  if (state.phase === "over" || live === 0) return mine > theirs ? 1 : mine < theirs ? 0 : 0.5;
  extra.fill(0);
  extra[0] = 1;
  // extra[k]: the chance that the team wins exactly k of the live sets.
  for (let i = 0; i < live; i++) {
    const p = chances[i];
    for (let k = i + 1; k > 0; k--) extra[k] = extra[k] * (1 - p) + extra[k - 1] * p;
    extra[0] *= 1 - p;
  }
  let result = 0;
  for (let k = 0; k <= live; k++) {
    const margin = mine + k - (theirs + live - k);
    if (margin > 0) result += extra[k];
    else if (margin === 0) result += extra[k] / 2;
  }
  return Math.min(1, Math.max(0, result));
}

/** Fills `chances` with the team's chance for each live set; returns how many sets are live. */
function liveChances(state: CuttlefishState, team: number): number {
  let live = 0;
  for (let set = 0; set < SET_COUNT; set++) if (state.setStatus[set] === LIVE) live++;
  const row = WIN_CHANCE[stageOf(live)];
  const turnTeam = teamOf(state.turn);
  let i = 0;
  for (let set = 0; set < SET_COUNT; set++) {
    if (state.setStatus[set] !== LIVE) continue;
    let held = 0;
    for (let c = set * CARDS_PER_SET; c < (set + 1) * CARDS_PER_SET; c++) {
      const owner = state.owner[c];
      if (owner === PILE) held += 0.5;
      else if (owner !== OUT && teamOf(owner) === turnTeam) held++;
    }
    const forTurnTeam = setChance(row, held);
    chances[i++] = team === turnTeam ? forTurnTeam : 1 - forTurnTeam;
  }
  return live;
}

// Section 4 post-action checks, CF-19/CF-20 hand-offs, CF-22/CF-23 endgame, CF-25 last chance,
// CF-27 end, CF-29 clinch, CF-30 closing, and the CF-14 declaration poll of `anytime`.

import type { GameEvent } from "@houserules/engine";
import {
  type CuttlefishState,
  FORFEIT,
  LIVE,
  leftOf,
  liveSetCount,
  TEAM_A,
  TEAM_B,
  teamCards,
  teamOf,
  teamScore,
} from "../state.js";

/**
 * CF-14 poll (anytime; the brief's "Simulation" paragraph): after every change of play, each other
 * seat, from the turn-holder's left, is asked in turn to declare or pass before the turn-holder goes
 * on. The poll only orders automated play: every seat may declare at any moment of play.
 */
export function openWindow(state: CuttlefishState): void {
  state.pollQueue.length = 0;
  if (state.phase !== "play" || !state.config.anytime) return;
  const n = state.config.players;
  for (let seat = leftOf(state.turn, n); seat !== state.turn; seat = leftOf(seat, n))
    state.pollQueue.push(seat);
}

function endGame(state: CuttlefishState, events: GameEvent[]): void {
  state.phase = "over";
  state.pollQueue.length = 0;
  events.push({
    type: "gameOver",
    scores: [teamScore(state, TEAM_A), teamScore(state, TEAM_B)],
  } as GameEvent);
}

/** CF-22 both-teams-out, CF-25 last chance: every live set is forfeit. */
export function forfeitLiveSets(state: CuttlefishState, events: GameEvent[], reason: string): void {
  const sets: number[] = [];
  for (let set = 0; set < state.setStatus.length; set++) {
    if (state.setStatus[set] === LIVE) {
      state.setStatus[set] = FORFEIT;
      sets.push(set);
    }
  }
  if (sets.length > 0) events.push({ type: "forfeit", sets, reason } as GameEvent);
}

/** CF-23: chances pass left through the remaining team, starting with the turn-holder if theirs. */
export function startEndgame(state: CuttlefishState, remaining: number, events: GameEvent[]): void {
  const n = state.config.players;
  let first = state.turn;
  while (teamOf(first) !== remaining) first = leftOf(first, n);
  state.chanceOrder.length = 0;
  for (let seat = first, i = 0; i < n; i++, seat = leftOf(seat, n)) {
    if (teamOf(seat) === remaining) state.chanceOrder.push(seat);
  }
  state.chanceIndex = 0;
  state.phase = "endgame";
  state.pollQueue.length = 0;
  events.push({ type: "endgame", team: remaining, order: state.chanceOrder.slice() } as GameEvent);
}

/** CF-30: every seat gets one chance, from the turn-holder going left. */
function startClosing(state: CuttlefishState, events: GameEvent[]): void {
  const n = state.config.players;
  state.chanceOrder.length = 0;
  for (let seat = state.turn, i = 0; i < n; i++, seat = leftOf(seat, n)) state.chanceOrder.push(seat);
  state.chanceIndex = 0;
  state.phase = "closing";
  state.cappedAsks = true;
  state.pollQueue.length = 0;
  events.push({ type: "closing", order: state.chanceOrder.slice(), asks: state.asks } as GameEvent);
}

/** Teammates of `seat` holding cards, from its left (CF-20). */
export function matesWithCards(state: CuttlefishState, seat: number): number[] {
  const n = state.config.players;
  const mates: number[] = [];
  for (let other = leftOf(seat, n); other !== seat; other = leftOf(other, n)) {
    if (teamOf(other) === teamOf(seat) && state.handCount[other] > 0) mates.push(other);
  }
  return mates;
}

export function handTurnTo(state: CuttlefishState, to: number, auto: boolean, events: GameEvent[]): void {
  const from = state.turn;
  state.log.push({ kind: "handOff", seq: state.seq++, from, to, auto });
  state.turn = to;
  state.phase = "play";
  events.push({ type: "handOff", from, to, auto } as GameEvent);
}

function clinched(state: CuttlefishState): boolean {
  const lead = Math.abs(teamScore(state, TEAM_A) - teamScore(state, TEAM_B));
  return lead > liveSetCount(state);
}

/** The post-action checks of section 4, in the brief's order. */
export function settle(state: CuttlefishState, events: GameEvent[]): void {
  if (state.phase === "over") return;
  // 1. No live set, or CF-29.
  if (liveSetCount(state) === 0) {
    endGame(state, events);
    return;
  }
  if (state.config.endWhenClinched && clinched(state)) {
    state.clinched = true;
    endGame(state, events);
    return;
  }
  // 2. Teams out (CF-22).
  if (state.phase === "play" || state.phase === "handOff") {
    const a = teamCards(state, TEAM_A);
    const b = teamCards(state, TEAM_B);
    if (a === 0 && b === 0) {
      forfeitLiveSets(state, events, "both teams are out of cards");
      endGame(state, events);
      return;
    }
    if (a === 0 || b === 0) {
      startEndgame(state, a === 0 ? TEAM_B : TEAM_A, events);
      return;
    }
  }
  if (state.phase !== "play") return;
  // 3. Ask cap (CF-30).
  if (state.asks >= state.config.askCap) {
    startClosing(state, events);
    return;
  }
  // 4. Empty-handed turn-holder (CF-19, CF-20).
  if (state.handCount[state.turn] === 0) {
    const mates = matesWithCards(state, state.turn);
    if (mates.length === 1) handTurnTo(state, mates[0], true, events);
    else state.phase = "handOff";
  }
}

/** After an ask, declaration or hand-off: the checks, then the poll restarts. */
export function afterChange(state: CuttlefishState, events: GameEvent[]): void {
  settle(state, events);
  openWindow(state);
}

/** CF-24/CF-25: the chance-holder ends their chance; after the last, live sets are forfeit. */
export function nextChance(state: CuttlefishState, events: GameEvent[]): void {
  state.chanceIndex++;
  if (state.chanceIndex >= state.chanceOrder.length) {
    forfeitLiveSets(state, events, "the last chance ended");
    endGame(state, events);
  }
}

export function settleAfterSetup(state: CuttlefishState): void {
  afterChange(state, []);
}

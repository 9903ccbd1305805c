// Elimination, winning and placings (CP-60..62, CP-100, CP-121, brief §7).

import type { GameEvent, Outcome } from "@houserules/engine";
import { type ChanicState, type EndKind, PHASE_OVER } from "../state.js";
import { destroyBoardCard } from "./deck.js";

/** CP-61: hand (hand order), board (board order, with attachments), Stack (oldest first) to the pile. */
export function eliminate(state: ChanicState, seat: number, events: GameEvent[]): void {
  const p = state.players[seat];
  p.alive = false;
  for (const card of p.hand) state.discard.push(card);
  p.hand.length = 0;
  for (let row = 0; row < 3; row++) while (p.rows[row].length > 0) destroyBoardCard(state, seat, row, 0);
  for (const card of p.stack) state.discard.push(card);
  p.stack.length = 0;
  p.stackTurn.length = 0;
  p.attackedBy.length = 0;
  // CP-52: an eliminated attacker frees its attacked-by slots.
  for (const other of state.players) {
    const at = other.attackedBy.indexOf(seat);
    if (at >= 0) other.attackedBy.splice(at, 1);
  }
  state.eliminated.push(seat);
  events.push({ type: "eliminated", seat } as GameEvent);
  checkLastTeamStanding(state, events);
}

/** CP-62: the game ends at once when every survivor is on one team. */
export function checkLastTeamStanding(state: ChanicState, events: GameEvent[]): void {
  let team = -1;
  for (const p of state.players) {
    if (!p.alive) continue;
    if (team === -1) team = p.team;
    else if (p.team !== team) return;
  }
  const winners: number[] = [];
  for (let s = 0; s < state.players.length; s++) if (state.players[s].team === team) winners.push(s);
  endGame(state, "elimination", winners, events);
}

/** CP-100: right after a Presence gain, ≥200 wins (team: floor of the living members' average). */
export function checkPresenceWin(state: ChanicState, seat: number, events: GameEvent[]): void {
  const team = state.players[seat].team;
  let sum = 0;
  let living = 0;
  for (const p of state.players) {
    if (p.team !== team || !p.alive) continue;
    sum += p.presence;
    living++;
  }
  if (Math.floor(sum / living) < 200) return;
  const winners: number[] = [];
  for (let s = 0; s < state.players.length; s++) if (state.players[s].team === team) winners.push(s);
  endGame(state, "presence", winners, events);
}

export function endGame(state: ChanicState, kind: EndKind, winners: number[], events: GameEvent[]): void {
  state.phase = PHASE_OVER;
  state.pending = null;
  state.result = { kind, winners };
  events.push({ type: "gameOver", kind, winners: winners.slice() } as GameEvent);
}

/** Average Presence of a team's living members, floored (CP-100). */
export function teamPresence(state: ChanicState, team: number): number {
  let sum = 0;
  let living = 0;
  for (const p of state.players) {
    if (p.team !== team || !p.alive) continue;
    sum += p.presence;
    living++;
  }
  return living === 0 ? 0 : Math.floor(sum / living);
}

/**
 * Placings (§7). Units are players (free-for-all) or teams. Winners first (at the cap every
 * surviving unit shares 1st); after a Presence win other surviving units by Presence; then
 * eliminated units, the later one out ranking higher.
 */
export function computeOutcome(state: ChanicState): Outcome | null {
  const result = state.result;
  if (result === null) return null;
  const _n = state.players.length;
  const teamOf = (s: number) => state.players[s].team;
  const unitAlive = (u: number) => state.players.some((p) => p.team === u && p.alive);
  // When a unit fell: the index in the elimination order of its last member to fall.
  const fellAt = (u: number) => {
    let at = -1;
    state.eliminated.forEach((s, i) => {
      if (teamOf(s) === u) at = i;
    });
    return at;
  };
  const winnerUnits = new Set(result.winners.map(teamOf));
  const score = (u: number): [number, number] => {
    if (winnerUnits.has(u)) return [3, 0];
    if (result.kind === "cap" && unitAlive(u)) return [3, 0];
    if (unitAlive(u)) return [2, result.kind === "presence" ? teamPresence(state, u) : 0];
    return [1, fellAt(u)];
  };
  // A seat's place is 1 + the number of seats ranked strictly better (ties share a place).
  const scores = state.players.map((_, s) => score(teamOf(s)));
  const places = scores.map(([a, b]) => {
    let better = 0;
    for (const [c, d] of scores) if (c > a || (c === a && d > b)) better++;
    return better + 1;
  });
  const outcome: {
    places: number[];
    endedByCap: boolean;
    scores?: number[];
    teams?: number[][];
    details: { end: EndKind; round: number; winners: number[]; eliminated: number[] };
  } = {
    places,
    endedByCap: result.kind === "cap",
    details: {
      end: result.kind,
      round: state.round,
      winners: result.winners.slice(),
      eliminated: state.eliminated.slice(),
    },
  };
  if (state.cfg.presence) outcome.scores = state.players.map((p) => p.presence);
  if (state.cfg.teams > 0) {
    const teams: number[][] = [];
    for (let t = 0; t < state.cfg.teams; t++)
      teams.push(state.players.flatMap((p, s) => (p.team === t ? [s] : [])));
    outcome.teams = teams;
  }
  return outcome;
}

// Rounds, turns and the automatic phases (CP-20..23, CP-30, CP-100, CP-111, CP-121).

import type { GameEvent } from "@houserules/engine";
import { standbyParts, standbyPoints } from "../abilities/framework.js";
import { ORDER, REGISTRY } from "../abilities/registry.js";
import {
  BASE_POINTS,
  type ChanicState,
  LATER_DRAW,
  nextLiving,
  orderPosition,
  PHASE_CLUB,
  PHASE_OVER,
  PHASE_POINT,
  PHASE_START,
  PRESENCE_PER_STACK,
  PRESENCE_PER_UTILITY,
  ROUND1_DRAW,
} from "../state.js";
import { boardCount, eligibleStackCount, stackTotal } from "./cards.js";
import { drawCards } from "./deck.js";
import { checkPresenceWin, endGame } from "./end.js";

function hasKeys(record: Record<string, number>): boolean {
  for (const _key in record) return true;
  return false;
}

/**
 * CP-22 start of turn (clear attacked-by and Panic protection, reset counters), CP-100 Presence,
 * CP-23 Draw Phase, CP-30 Standby; then the Point Phase begins.
 */
export function startTurn(state: ChanicState, events: GameEvent[]): void {
  const seat = state.turnSeat;
  const p = state.players[seat];
  p.attackedBy.length = 0;
  p.panicProtected = false;
  if (hasKeys(p.uses)) p.uses = {};
  state.stackedThisTurn = false;
  state.allyTo.length = 0;
  state.turnActions = 0;
  state.pending = null;
  state.allowance = 0;
  state.points = 0;
  state.playLocked = false;
  state.optionsUsed = false;
  state.sorcererCard = -1;
  state.freeCards.length = 0;
  state.recyclerClub = -1;
  state.recyclerTaken = 0;
  events.push({ type: "turnStart", seat, round: state.round } as GameEvent);

  if (state.cfg.presence) {
    const gain =
      PRESENCE_PER_UTILITY * boardCount(state, seat) + PRESENCE_PER_STACK * stackTotal(state, seat);
    p.presence += gain;
    if (gain > 0) events.push({ type: "presence", seat, gain, total: p.presence } as GameEvent);
    checkPresenceWin(state, seat, events);
    if (state.phase === PHASE_OVER) return;
  }

  resumeTurnStart(state, 0, events);
}

const START_STAGES = 2; // 0 Impenetrable, 1 Options (brief §4)
export const OPTIONS_BONUS = 6; // CP-A28

/**
 * Continues the start of turn from a decision stage: the start-of-turn decisions, then the Draw
 * Phase with its abilities (CP-23; skipped under Options), Standby (CP-30), the Point Phase.
 */
export function resumeTurnStart(state: ChanicState, stage: number, events: GameEvent[]): void {
  const seat = state.turnSeat;
  const p = state.players[seat];
  state.phase = PHASE_START;
  for (let s = stage; s < START_STAGES; s++) {
    for (const id of p.abilities) {
      const ts = REGISTRY[id].turnStart;
      if (ts !== undefined && ts.stage === s && ts.open(state, seat)) return;
    }
  }
  if (!state.optionsUsed) drawPhase(state, seat, events);
  let points = standbyPoints(state, seat, BASE_POINTS);
  if (state.optionsUsed) points += OPTIONS_BONUS;
  const stacked = state.cfg.stack ? eligibleStackCount(state, seat) : 0;
  state.points = points + stacked;
  // The turn's points and what made them, so a table can tell why a turn plays more than 12.
  const parts = standbyParts(state, seat, BASE_POINTS);
  if (state.optionsUsed) parts.push({ source: "Options", points: OPTIONS_BONUS });
  if (stacked > 0) parts.push({ source: "Stack", points: stacked });
  events.push({ type: "points", seat, points: state.points, parts } as GameEvent);
  state.phase = PHASE_POINT;
  runWatches(state, events); // Replenished on entering the Point Phase with 0 cards (CP-A33)
}

function drawPhase(state: ChanicState, seat: number, events: GameEvent[]): void {
  const p = state.players[seat];
  const drawAbilities =
    state.round === 1
      ? []
      : ORDER.filter((id) => p.abilities.includes(id) && REGISTRY[id].drawPhase !== undefined);
  drawAbilities.sort((a, b) => (REGISTRY[a].drawPhase?.order ?? 0) - (REGISTRY[b].drawPhase?.order ?? 0));
  const replaced = drawAbilities.some((id) => REGISTRY[id].drawPhase?.replacesDraw === true);
  if (!replaced) drawCards(state, seat, state.round === 1 ? ROUND1_DRAW : LATER_DRAW, events);
  for (const id of drawAbilities) REGISTRY[id].drawPhase?.run(state, seat, events);
}

/** Runs the turn player's watch hooks (Replenished) while in their Point or Club Phase. */
export function runWatches(state: ChanicState, events: GameEvent[]): void {
  if (state.pending !== null || (state.phase !== PHASE_POINT && state.phase !== PHASE_CLUB)) return;
  const seat = state.turnSeat;
  const list = state.players[seat].abilities;
  for (let i = 0; i < list.length; i++) {
    const watch = REGISTRY[list[i]].watch;
    if (watch !== undefined) watch(state, seat, events);
  }
}

/**
 * Passes the turn to the next living player (CP-20: the round goes up when the turn passes to a
 * player whose order position is ≤ the previous turn player's); ends the game in a draw when
 * round `roundCap` is over (CP-121).
 */
export function passTurn(state: ChanicState, events: GameEvent[]): void {
  const previous = state.turnSeat;
  const next = nextLiving(state, previous);
  if (next < 0) return; // cannot happen in a running game: it ends when one team is left
  if (orderPosition(state, next) <= orderPosition(state, previous)) {
    if (state.round >= state.cfg.roundCap) {
      const survivors: number[] = [];
      for (let s = 0; s < state.players.length; s++) if (state.players[s].alive) survivors.push(s);
      endGame(state, "cap", survivors, events);
      return;
    }
    state.round++;
  }
  state.turn++;
  state.turnSeat = next;
  startTurn(state, events);
}

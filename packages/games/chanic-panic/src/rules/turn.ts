// Rounds, turns and the automatic phases (CP-20..23, CP-30, CP-100, CP-111, CP-121).

import type { GameEvent } from "@houserules/engine";
import {
  BASE_POINTS,
  type ChanicState,
  LATER_DRAW,
  nextLiving,
  orderPosition,
  PHASE_OVER,
  PHASE_POINT,
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
  events.push({ type: "turnStart", seat, round: state.round } as GameEvent);

  if (state.cfg.presence) {
    const gain =
      PRESENCE_PER_UTILITY * boardCount(state, seat) + PRESENCE_PER_STACK * stackTotal(state, seat);
    p.presence += gain;
    if (gain > 0) events.push({ type: "presence", seat, gain, total: p.presence } as GameEvent);
    checkPresenceWin(state, seat, events);
    if (state.phase === PHASE_OVER) return;
  }

  drawCards(state, seat, state.round === 1 ? ROUND1_DRAW : LATER_DRAW, events);

  state.points = BASE_POINTS + (state.cfg.stack ? eligibleStackCount(state, seat) : 0);
  state.phase = PHASE_POINT;
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

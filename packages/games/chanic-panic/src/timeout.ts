// CP-122: when a player runs out of time, the normal bot makes that one decision; for the turn
// player with no pending sub-step that decision is endTurn.

import { Rng } from "@houserules/engine";
import type { ChanicAction } from "./actions.js";
import { normalBot } from "./bot.js";
import { legalActions } from "./game.js";
import type { ChanicState } from "./state.js";
import { viewOf } from "./view.js";

export function timeoutAction(state: ChanicState, seat: number): ChanicAction | null {
  const legal = legalActions(state, seat);
  if (legal.length === 0) return null;
  if (seat === state.turnSeat && state.pending === null && state.phase !== "draft")
    return { type: "endTurn" };
  return normalBot().choose({
    view: viewOf(state, seat),
    seat,
    legal,
    rng: new Rng(`timeout/${state.turn}/${seat}`),
  });
}

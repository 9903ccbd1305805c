// CP-A13 Healthy (passive). Reference: your Heart of lowest base value (earliest on ties) is ×2.
// App: every Heart you control +1.
import { cardRank } from "@houserules/engine";
import { ROW_HEARTS } from "../state.js";
import type { AbilityDef } from "./types.js";

export const healthy: AbilityDef = {
  id: "healthy",
  name: "Healthy",
  rule: "CP-A13",
  reference: true,
  app: true,
  multiply(state, seat, row, slot) {
    if (row !== ROW_HEARTS || state.cfg.appText) return 1;
    const hearts = state.players[seat].rows[ROW_HEARTS];
    let lowest = 0;
    for (let i = 1; i < hearts.length; i++) if (cardRank(hearts[i]) < cardRank(hearts[lowest])) lowest = i;
    return slot === lowest ? 2 : 1;
  },
  add: (state, _seat, row) => (row === ROW_HEARTS && state.cfg.appText ? 1 : 0),
};

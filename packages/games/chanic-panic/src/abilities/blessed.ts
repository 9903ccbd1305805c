// CP-A04 Blessed (passive, Draw Phase from round 2): with fewer than 2 Hearts, draw 1 after the
// normal draw and Large Capacity.
import { drawCards } from "../rules/deck.js";
import { ROW_HEARTS } from "../state.js";
import type { AbilityDef } from "./types.js";

export const blessed: AbilityDef = {
  id: "blessed",
  name: "Blessed",
  rule: "CP-A04",
  reference: true,
  app: true,
  drawPhase: {
    order: 2,
    run(state, seat, events) {
      if (state.players[seat].rows[ROW_HEARTS].length < 2) drawCards(state, seat, 1, events);
    },
  },
};

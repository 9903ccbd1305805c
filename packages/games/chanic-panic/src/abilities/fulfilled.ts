// CP-A09 Fulfilled (passive, Draw Phase from round 2): replaces the normal draw: holding ≥5 cards
// draw none, otherwise draw until holding 5.
import { drawCards } from "../rules/deck.js";
import type { AbilityDef } from "./types.js";

export const FULFILLED_HAND = 5;

export const fulfilled: AbilityDef = {
  id: "fulfilled",
  name: "Fulfilled",
  rule: "CP-A09",
  reference: true,
  app: true,
  drawPhase: {
    order: 0,
    replacesDraw: true,
    run(state, seat, events) {
      const missing = FULFILLED_HAND - state.players[seat].hand.length;
      if (missing > 0) drawCards(state, seat, missing, events);
    },
  },
};

// CP-A21 Large Capacity (passive): full hand 16 (app: 12); in the Draw Phase from round 2, after
// the normal draw, draw ⌊hand size ÷ 4⌋.
import { drawCards } from "../rules/deck.js";
import type { AbilityDef } from "./types.js";

export const LARGE_HAND = 16;
export const LARGE_HAND_APP = 12;

export const largeCapacity: AbilityDef = {
  id: "largeCapacity",
  name: "Large Capacity",
  rule: "CP-A21",
  reference: true,
  app: true,
  fullHand: (state) => (state.cfg.appText ? LARGE_HAND_APP : LARGE_HAND),
  drawPhase: {
    order: 1,
    run(state, seat, events) {
      const extra = Math.floor(state.players[seat].hand.length / 4);
      if (extra > 0) drawCards(state, seat, extra, events);
    },
  },
};

// CP-A33 Replenished (active, mandatory; 1/turn): whenever your hand becomes empty in your own
// Point or Club Phase, and on entering your Point Phase with 0 cards, draw 2 (checked after each
// completed action and sub-step: rules/turn.ts runWatches).
import { drawCards } from "../rules/deck.js";
import { abilityEvent } from "./framework.js";
import type { AbilityDef } from "./types.js";

export const REPLENISHED_DRAW = 2;

export const replenished: AbilityDef = {
  id: "replenished",
  name: "Replenished",
  rule: "CP-A33",
  reference: true,
  app: false,
  watch(state, seat, events) {
    const p = state.players[seat];
    if (p.hand.length > 0 || (p.uses.replenished ?? 0) >= 1) return;
    p.uses.replenished = (p.uses.replenished ?? 0) + 1;
    events.push(abilityEvent(seat, "replenished"));
    drawCards(state, seat, REPLENISHED_DRAW, events);
  },
};

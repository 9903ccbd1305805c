// CP-A06 Deadly (passive, on destroy): when your attack or effect destroys ≥1 Heart of a surviving
// opponent, they discard a random hand card (once per opponent per event; CP-83 order).
import { nextInt } from "@houserules/engine";
import { notation } from "../rules/cards.js";
import { discardFromHand } from "../rules/deck.js";
import { isOpponent } from "../state.js";
import { abilityEvent } from "./framework.js";
import type { AbilityDef } from "./types.js";

export const deadly: AbilityDef = {
  id: "deadly",
  name: "Deadly",
  rule: "CP-A06",
  reference: true,
  app: false,
  onHeartsDestroyed(state, holder, source, victims, events) {
    if (holder !== source) return;
    const n = state.players.length;
    for (let step = 0; step < n; step++) {
      const v = (state.turnSeat + step) % n;
      if (!victims.includes(v) || !state.players[v].alive || !isOpponent(state, source, v)) continue;
      const hand = state.players[v].hand;
      if (hand.length === 0) continue;
      const card = discardFromHand(state, v, nextInt(state.rng, hand.length));
      events.push(abilityEvent(holder, "deadly", { victim: v, card: notation(card) }));
    }
  },
};

// CP-A29 Pacifist (active, 3/turn, Point or Club Phase): discard a Spade from hand: draw 1.
import { SPADES } from "@houserules/engine";
import { Errors } from "../errors.js";
import { notation, partingSlot } from "../rules/cards.js";
import { discardFromHand, drawCards } from "../rules/deck.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, isSuit, shape, slotOf } from "./util.js";

export const pacifist: AbilityDef = {
  id: "pacifist",
  name: "Pacifist",
  rule: "CP-A29",
  reference: true,
  app: true,
  active: {
    timing: "pointClub",
    limit: 3,
    candidates(state, seat, out) {
      for (const f of distinctFaces(state.players[seat].hand, (c) => isSuit(c, SPADES)))
        out.push(args({ card: f }));
    },
    check(state, seat, a) {
      const bad = shape(a, { card: true });
      if (bad) return bad;
      if (!isSuit(a.card, SPADES)) return Errors.BAD_ABILITY_ARGS;
      return slotOf(state.players[seat].hand, a.card) < 0 ? Errors.NOT_IN_HAND : null;
    },
    activate(state, seat, a, events) {
      const hand = state.players[seat].hand;
      const card = discardFromHand(state, seat, partingSlot(state, hand, a.card));
      events.push(abilityEvent(seat, "pacifist", { discarded: notation(card) }));
      drawCards(state, seat, 1, events);
    },
  },
};

// CP-A10 Gambler (active, 2/turn, PC): discard 1 hand card, then discard the top deck card; if
// its base value is lower than the hand card's, draw 2 (a tie draws nothing; CP-14 reshuffles).
import { Errors } from "../errors.js";
import { baseValue, notation } from "../rules/cards.js";
import { discardFromHand, drawCards, popDeck, reshuffleIfEmpty } from "../rules/deck.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, shape, slotOf } from "./util.js";

export const GAMBLER_DRAW = 2;

export const gambler: AbilityDef = {
  id: "gambler",
  name: "Gambler",
  rule: "CP-A10",
  reference: true,
  app: true,
  active: {
    timing: "pointClub",
    limit: 2,
    candidates(state, seat, out) {
      for (const f of distinctFaces(state.players[seat].hand)) out.push(args({ card: f }));
    },
    check(state, seat, a) {
      const bad = shape(a, { card: true });
      if (bad) return bad;
      return slotOf(state.players[seat].hand, a.card) < 0 ? Errors.NOT_IN_HAND : null;
    },
    activate(state, seat, a, events) {
      const mine = discardFromHand(state, seat, slotOf(state.players[seat].hand, a.card));
      reshuffleIfEmpty(state, events);
      if (state.deck.length === 0) {
        events.push(abilityEvent(seat, "gambler", { discarded: notation(mine), flipped: null }));
        return;
      }
      const flipped = popDeck(state);
      state.discard.push(flipped);
      reshuffleIfEmpty(state, events);
      const wins = baseValue(flipped) < baseValue(mine);
      events.push(
        abilityEvent(seat, "gambler", { discarded: notation(mine), flipped: notation(flipped), wins }),
      );
      if (wins) drawCards(state, seat, GAMBLER_DRAW, events);
    },
  },
};

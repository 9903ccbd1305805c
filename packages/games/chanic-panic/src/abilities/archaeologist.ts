// CP-A01 Archaeologist (active, 1/turn, Point Phase; pay 4; hand not full): declare a suit;
// discard top deck cards until one of that suit is discarded or the deck is empty (no reshuffle
// meanwhile, CP-14); take the top discard into hand; then reshuffle if needed.
import { notation } from "../rules/cards.js";
import { gainedCards, popDeck, reshuffleIfEmpty } from "../rules/deck.js";
import { abilityEvent, SUIT_LETTERS } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { isSuit, shape } from "./util.js";

export const archaeologist: AbilityDef = {
  id: "archaeologist",
  name: "Archaeologist",
  rule: "CP-A01",
  reference: true,
  app: true,
  active: {
    timing: "point",
    limit: 1,
    pointCost: 4,
    handNotFull: true,
    candidates(_state, _seat, out) {
      for (let suit = 0; suit < 4; suit++) out.push(args({ suit }));
    },
    check: (_state, _seat, a) => shape(a, { suit: true }),
    activate(state, seat, a, events) {
      reshuffleIfEmpty(state, events); // a deck step from an empty deck reshuffles first (CP-14)
      const flipped: string[] = [];
      while (state.deck.length > 0) {
        const card = popDeck(state);
        state.discard.push(card);
        flipped.push(notation(card));
        if (isSuit(card, a.suit)) break;
      }
      let taken: string | null = null;
      if (state.discard.length > 0) {
        const card = state.discard.pop() as number;
        state.players[seat].hand.push(card);
        gainedCards(state, seat);
        taken = notation(card);
      }
      events.push(abilityEvent(seat, "archaeologist", { suit: SUIT_LETTERS[a.suit], flipped, taken }));
      reshuffleIfEmpty(state, events);
    },
  },
};

// CP-A05 Combiner (active, 2/turn, PC): discard 2 Clubs from hand: draw 3; the Club Phase begins
// (points 0) and the allowance = the sum of the two base values (no Resourceful). Not a Club play.
import { CLUBS } from "@houserules/engine";
import { Errors } from "../errors.js";
import { baseValue, notation } from "../rules/cards.js";
import { drawCards } from "../rules/deck.js";
import { PHASE_CLUB } from "../state.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, handSlots, isSuit, shape, takeSlots } from "./util.js";

export const COMBINER_DRAW = 3;

export const combiner: AbilityDef = {
  id: "combiner",
  name: "Combiner",
  rule: "CP-A05",
  reference: true,
  app: true,
  active: {
    timing: "pointClub",
    limit: 2,
    candidates(state, seat, out) {
      const hand = state.players[seat].hand;
      const faces = distinctFaces(hand, (c) => isSuit(c, CLUBS));
      for (let i = 0; i < faces.length; i++) {
        for (let j = i; j < faces.length; j++) {
          if (i === j && hand.filter((c) => (c & 63) === faces[i]).length < 2) continue;
          out.push(args({ cards: [faces[i], faces[j]].sort((x, y) => x - y) }));
        }
      }
    },
    check(state, seat, a) {
      const bad = shape(a, { cards: true });
      if (bad) return bad;
      if (a.cards.length !== 2 || !a.cards.every((c) => isSuit(c, CLUBS))) return Errors.BAD_ABILITY_ARGS;
      return handSlots(state.players[seat].hand, a.cards) === null ? Errors.NOT_IN_HAND : null;
    },
    activate(state, seat, a, events) {
      const hand = state.players[seat].hand;
      const cards = takeSlots(hand, handSlots(hand, a.cards) as number[]);
      for (const c of cards) state.discard.push(c);
      state.phase = PHASE_CLUB;
      state.points = 0;
      events.push(abilityEvent(seat, "combiner", { discarded: cards.map(notation) }));
      drawCards(state, seat, COMBINER_DRAW, events);
      state.allowance = baseValue(cards[0]) + baseValue(cards[1]);
      state.recyclerClub = -1; // a new allowance closes Recycler's pile card (CP-A32)
    },
  },
};

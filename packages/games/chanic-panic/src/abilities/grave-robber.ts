// CP-A11 Grave Robber (active, 1/turn, Point Phase; hand not full): pay a discard-pile card's base
// value to take it into hand.
import { cardFace } from "@houserules/engine";
import { Errors } from "../errors.js";
import { baseValue, notation } from "../rules/cards.js";
import { gainedCards } from "../rules/deck.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, shape } from "./util.js";

export const graveRobber: AbilityDef = {
  id: "graveRobber",
  name: "Grave Robber",
  rule: "CP-A11",
  reference: true,
  app: false,
  active: {
    timing: "point",
    limit: 1,
    handNotFull: true,
    pointCost: (_state, _seat, a) => (a.card >= 0 ? baseValue(a.card) : 0),
    candidates(state, _seat, out) {
      for (const f of distinctFaces(state.discard)) out.push(args({ card: f }));
    },
    check(state, _seat, a) {
      const bad = shape(a, { card: true });
      if (bad) return bad;
      return state.discard.some((c) => cardFace(c) === a.card) ? null : Errors.NO_ABILITY_TARGET;
    },
    activate(state, seat, a, events) {
      let i = state.discard.length - 1;
      while (cardFace(state.discard[i]) !== a.card) i--;
      const card = state.discard[i];
      state.discard.splice(i, 1);
      state.players[seat].hand.push(card);
      gainedCards(state, seat);
      events.push(abilityEvent(seat, "graveRobber", { card: notation(card) }));
    },
  },
};

// CP-A27 Neutralizer (active, unlimited, PC): destroy one of your Diamonds to destroy 1 opponent
// Spade of base ≤ that Diamond's base. Not an attack (ignores Panic and the two-attacker limit).
import { cardFace, cardRank } from "@houserules/engine";
import { Errors } from "../errors.js";
import { notation } from "../rules/cards.js";
import { destroyBoardCard } from "../rules/deck.js";
import { isOpponent, ROW_DIAMONDS, ROW_SPADES } from "../state.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, shape, slotOf } from "./util.js";

export const neutralizer: AbilityDef = {
  id: "neutralizer",
  name: "Neutralizer",
  rule: "CP-A27",
  reference: true,
  app: false,
  active: {
    timing: "pointClub",
    limit: Number.POSITIVE_INFINITY,
    candidates(state, seat, out) {
      const diamonds = distinctFaces(state.players[seat].rows[ROW_DIAMONDS]);
      for (let t = 0; t < state.players.length; t++) {
        if (!state.players[t].alive || !isOpponent(state, seat, t)) continue;
        const spades = distinctFaces(state.players[t].rows[ROW_SPADES]);
        for (const d of diamonds) for (const s of spades) out.push(args({ card: d, target: t, cards: [s] }));
      }
    },
    check(state, seat, a) {
      const bad = shape(a, { card: true, target: true, cards: true });
      if (bad) return bad;
      if (slotOf(state.players[seat].rows[ROW_DIAMONDS], a.card) < 0) return Errors.BAD_ABILITY_ARGS;
      if (
        a.target >= state.players.length ||
        !state.players[a.target].alive ||
        !isOpponent(state, seat, a.target)
      )
        return Errors.NO_ABILITY_TARGET;
      if (a.cards.length !== 1 || slotOf(state.players[a.target].rows[ROW_SPADES], a.cards[0]) < 0)
        return Errors.NO_ABILITY_TARGET;
      return cardRank(a.cards[0]) <= cardRank(a.card) ? null : Errors.NO_ABILITY_TARGET;
    },
    activate(state, seat, a, events) {
      const mine = destroyBoardCard(
        state,
        seat,
        ROW_DIAMONDS,
        slotOf(state.players[seat].rows[ROW_DIAMONDS], a.card),
      );
      const theirs = destroyBoardCard(
        state,
        a.target,
        ROW_SPADES,
        slotOf(state.players[a.target].rows[ROW_SPADES], cardFace(a.cards[0])),
      );
      events.push(
        abilityEvent(seat, "neutralizer", {
          diamond: notation(mine),
          target: a.target,
          spade: notation(theirs),
        }),
      );
    },
  },
};

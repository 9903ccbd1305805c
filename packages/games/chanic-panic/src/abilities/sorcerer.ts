// CP-A38 Sorcerer (active, 1/turn, Point Phase; pay the Spade's base value): target your Spade:
// its value ×2 this turn, and every later attack this turn must have S = {that Spade}.
import { cardRank, SPADES } from "@houserules/engine";
import { Errors } from "../errors.js";
import { baseValue, notation } from "../rules/cards.js";
import { ROW_SPADES } from "../state.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, isSuit, shape, slotOf } from "./util.js";

export const sorcerer: AbilityDef = {
  id: "sorcerer",
  name: "Sorcerer",
  rule: "CP-A38",
  reference: true,
  app: false,
  multiply: (state, seat, row, slot) =>
    row === ROW_SPADES &&
    seat === state.turnSeat &&
    state.players[seat].rows[row][slot] === state.sorcererCard
      ? 2
      : 1,
  active: {
    timing: "point",
    limit: 1,
    pointCost: (_state, _seat, a) => (a.card >= 0 ? baseValue(a.card) : 0),
    candidates(state, seat, out) {
      for (const f of distinctFaces(state.players[seat].rows[ROW_SPADES])) out.push(args({ card: f }));
    },
    check(state, seat, a) {
      const bad = shape(a, { card: true });
      if (bad) return bad;
      if (!isSuit(a.card, SPADES)) return Errors.BAD_ABILITY_ARGS;
      return slotOf(state.players[seat].rows[ROW_SPADES], a.card) < 0 ? Errors.NO_ABILITY_TARGET : null;
    },
    activate(state, seat, a, events) {
      const spades = state.players[seat].rows[ROW_SPADES];
      // Of several copies, the one whose doubling counts most: the highest current value.
      state.sorcererCard = spades[slotOf(spades, a.card)];
      events.push(
        abilityEvent(seat, "sorcerer", { spade: notation(state.sorcererCard), base: cardRank(a.card) }),
      );
    },
  },
};

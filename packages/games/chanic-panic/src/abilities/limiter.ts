// CP-A23 Limiter (active, unlimited, Point Phase; pay 4): target an opponent (an empty hand is a
// legal target, Panic does not protect) and declare a suit; if they hold ≥1 card of it, they
// discard 1 card of their choice (any suit), at once. Otherwise everyone learns they hold none.
import { Errors } from "../errors.js";
import { notation } from "../rules/cards.js";
import { discardFromHand } from "../rules/deck.js";
import { isOpponent } from "../state.js";
import { abilityEvent, openChoice, SUIT_LETTERS } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, isSuit, shape, slotOf } from "./util.js";

export const limiter: AbilityDef = {
  id: "limiter",
  name: "Limiter",
  rule: "CP-A23",
  reference: true,
  app: false,
  active: {
    timing: "point",
    limit: Number.POSITIVE_INFINITY,
    pointCost: 4,
    candidates(state, seat, out) {
      for (let t = 0; t < state.players.length; t++) {
        if (!state.players[t].alive || !isOpponent(state, seat, t)) continue;
        for (let suit = 0; suit < 4; suit++) out.push(args({ target: t, suit }));
      }
    },
    check(state, seat, a) {
      const bad = shape(a, { target: true, suit: true });
      if (bad) return bad;
      if (
        a.target >= state.players.length ||
        !state.players[a.target].alive ||
        !isOpponent(state, seat, a.target)
      )
        return Errors.NO_ABILITY_TARGET;
      return null;
    },
    activate(state, seat, a, events) {
      const hand = state.players[a.target].hand;
      const hit = hand.some((c) => isSuit(c, a.suit));
      events.push(abilityEvent(seat, "limiter", { target: a.target, suit: SUIT_LETTERS[a.suit], hit }));
      if (!hit) {
        state.voidSuits[a.target] |= 1 << a.suit;
        return;
      }
      openChoice(state, "limiter", seat, a.target, 0, []);
    },
  },
  choices(state, pending, out) {
    for (const f of distinctFaces(state.players[pending.chooser].hand)) out.push(args({ card: f }));
  },
  choiceCheck(state, pending, a) {
    const bad = shape(a, { card: true });
    if (bad) return bad;
    return slotOf(state.players[pending.chooser].hand, a.card) < 0 ? Errors.NOT_IN_HAND : null;
  },
  choose(state, pending, a, events) {
    const card = discardFromHand(state, pending.chooser, slotOf(state.players[pending.chooser].hand, a.card));
    events.push(abilityEvent(pending.chooser, "limiterDiscard", { card: notation(card) }));
  },
};

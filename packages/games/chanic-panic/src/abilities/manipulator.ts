// CP-A25 Manipulator (active, 1/turn, Point Phase; pay 3): draw 1, then put 1 hand card face down
// on top of the deck (a sub-choice). The player remembers it (PlayerState.knownTop).
import { Errors } from "../errors.js";
import { partingSlot } from "../rules/cards.js";
import { drawCards, forgetDeck } from "../rules/deck.js";
import { abilityEvent, openChoice } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, shape, slotOf } from "./util.js";

export const manipulator: AbilityDef = {
  id: "manipulator",
  name: "Manipulator",
  rule: "CP-A25",
  reference: true,
  app: true,
  active: {
    timing: "point",
    limit: 1,
    pointCost: 3,
    candidates(_state, _seat, out) {
      out.push(args({}));
    },
    check: (_state, _seat, a) => shape(a, {}),
    activate(state, seat, _a, events) {
      events.push(abilityEvent(seat, "manipulator"));
      drawCards(state, seat, 1, events);
      if (state.players[seat].hand.length > 0) openChoice(state, "manipulator", seat, seat, 0, []);
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
    const p = state.players[pending.chooser];
    const slot = partingSlot(state, p.hand, a.card);
    const card = p.hand[slot];
    p.hand.splice(slot, 1);
    const mine = p.knownTop.slice();
    forgetDeck(state);
    state.deck.push(card);
    p.knownTop = [card, ...mine];
    events.push(abilityEvent(pending.chooser, "manipulatorTop"));
  },
};

// CP-A41 Trade Master (active, 1/turn, PC): discard 1 card (hand, or an eligible Stack card,
// CP-112e): draw 2, then discard 1 card (a sub-choice). App: not while your hand is full.
import { Errors } from "../errors.js";
import { eligibleStackCount, fullHandOf, notation } from "../rules/cards.js";
import { discardFromHand, drawCards } from "../rules/deck.js";
import { abilityEvent, openChoice } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, shape, slotOf } from "./util.js";

export const TRADE_MASTER_DRAW = 2;

export const tradeMaster: AbilityDef = {
  id: "tradeMaster",
  name: "Trade Master",
  rule: "CP-A41",
  reference: true,
  app: true,
  active: {
    timing: "pointClub",
    limit: 1,
    candidates(state, seat, out) {
      for (const f of distinctFaces(state.players[seat].hand)) out.push(args({ card: f }));
      if (state.cfg.stack && eligibleStackCount(state, seat) > 0) out.push(args({ accept: true }));
    },
    check(state, seat, a) {
      const p = state.players[seat];
      if (state.cfg.appText && p.hand.length >= fullHandOf(state, seat)) return Errors.HAND_FULL;
      if (a.accept) {
        // accept = pay with the oldest eligible Stack card
        const bad = shape(a, { accept: true });
        if (bad) return bad;
        return state.cfg.stack && eligibleStackCount(state, seat) > 0 ? null : Errors.BAD_ABILITY_ARGS;
      }
      const bad = shape(a, { card: true });
      if (bad) return bad;
      return slotOf(p.hand, a.card) < 0 ? Errors.NOT_IN_HAND : null;
    },
    activate(state, seat, a, events) {
      const p = state.players[seat];
      let card: number;
      if (a.accept) {
        card = p.stack.shift() as number;
        p.stackTurn.shift();
        state.discard.push(card);
      } else card = discardFromHand(state, seat, slotOf(p.hand, a.card));
      events.push(abilityEvent(seat, "tradeMaster", { discarded: notation(card), stack: a.accept }));
      drawCards(state, seat, TRADE_MASTER_DRAW, events);
      if (p.hand.length > 0) openChoice(state, "tradeMaster", seat, seat, 0, []);
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
    events.push(abilityEvent(pending.chooser, "tradeMasterDiscard", { card: notation(card) }));
  },
};

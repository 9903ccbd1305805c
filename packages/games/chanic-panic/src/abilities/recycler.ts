// CP-A32 Recycler (active, 1/turn, on playing a Club; discard 1 hand card or an eligible Stack card,
// CP-112e): declared as part of playing the Club, before its draws. That Club's allowance may then
// take one card from the discard pile other than that Club (`play {card, from: "pile"}`; with Club
// Member too, only one card may come from the pile).
import { Errors } from "../errors.js";
import { eligibleStackCount, isClub, notation, partingSlots } from "../rules/cards.js";
import { playCard, playError } from "../rules/play.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, handSlots, shape, takeSlots } from "./util.js";

export const recycler: AbilityDef = {
  id: "recycler",
  name: "Recycler",
  rule: "CP-A32",
  reference: true,
  app: false,
  active: {
    timing: "pointClub",
    limit: 1,
    playsCard: true,
    candidates(state, seat, out) {
      const hand = state.players[seat].hand;
      const clubs = distinctFaces(hand, isClub);
      const all = distinctFaces(hand);
      const stack = state.cfg.stack && eligibleStackCount(state, seat) > 0;
      for (const c of clubs) {
        for (const d of all) out.push(args({ card: c, cards: [d] }));
        if (stack) out.push(args({ card: c, accept: true }));
      }
    },
    check(state, seat, a) {
      const bad = a.accept ? shape(a, { card: true, accept: true }) : shape(a, { card: true, cards: true });
      if (bad) return bad;
      if (!isClub(a.card) || a.cards.length > 1) return Errors.BAD_ABILITY_ARGS;
      const hand = state.players[seat].hand;
      const slots = handSlots(hand, a.accept ? [a.card] : [a.card, a.cards[0]]);
      if (slots === null) return Errors.NOT_IN_HAND;
      if (a.accept && !(state.cfg.stack && eligibleStackCount(state, seat) > 0))
        return Errors.BAD_ABILITY_ARGS;
      return playError(state, seat, hand[slots[0]], 0);
    },
    activate(state, seat, a, events) {
      const p = state.players[seat];
      const slots = partingSlots(
        state,
        p.hand,
        handSlots(p.hand, a.accept ? [a.card] : [a.card, a.cards[0]]) as number[],
      );
      const club = p.hand[slots[0]];
      let paid: number;
      if (a.accept) {
        paid = p.stack.shift() as number;
        p.stackTurn.shift();
        takeSlots(p.hand, [slots[0]]);
      } else {
        paid = p.hand[slots[1]];
        takeSlots(p.hand, slots);
      }
      state.discard.push(paid);
      events.push(
        abilityEvent(seat, "recycler", { club: notation(club), discarded: notation(paid), stack: a.accept }),
      );
      playCard(state, seat, club, 0, events, false);
      state.recyclerClub = club;
      state.recyclerTaken = 0;
    },
  },
};

// CP-A37 Seller (active, unlimited (app: 1/turn), Point Phase): discard 1-3 Utility cards from
// hand: +⌊Σ base values ÷ 2⌋ points, and draw ⌊number discarded ÷ 2⌋.
import { Errors } from "../errors.js";
import { baseValue, isClub, notation, partingSlots } from "../rules/cards.js";
import { drawCards } from "../rules/deck.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { handSlots, shape, subsets, takeSlots } from "./util.js";

export const SELLER_MAX = 3;

export const seller: AbilityDef = {
  id: "seller",
  name: "Seller",
  rule: "CP-A37",
  reference: true,
  app: true,
  active: {
    timing: "point",
    limit: Number.POSITIVE_INFINITY,
    gainsPoints: true,
    candidates(state, seat, out) {
      if (state.cfg.appText && (state.players[seat].uses.seller ?? 0) >= 1) return;
      const utility = state.players[seat].hand.filter((c) => !isClub(c)).map((c) => c & 63);
      const seen = new Set<string>();
      for (let k = 1; k <= SELLER_MAX; k++) {
        for (const set of subsets(utility, k)) {
          const sorted = set.slice().sort((x, y) => x - y);
          const key = sorted.join(",");
          if (seen.has(key)) continue;
          seen.add(key);
          out.push(args({ cards: sorted }));
        }
      }
    },
    check(state, seat, a) {
      const bad = shape(a, { cards: true });
      if (bad) return bad;
      if (state.cfg.appText && (state.players[seat].uses.seller ?? 0) >= 1) return Errors.ABILITY_LIMIT;
      if (a.cards.length > SELLER_MAX || a.cards.some(isClub)) return Errors.BAD_ABILITY_ARGS;
      return handSlots(state.players[seat].hand, a.cards) === null ? Errors.NOT_IN_HAND : null;
    },
    activate(state, seat, a, events) {
      const hand = state.players[seat].hand;
      const cards = takeSlots(hand, partingSlots(state, hand, handSlots(hand, a.cards) as number[]));
      let sum = 0;
      for (const c of cards) {
        state.discard.push(c);
        sum += baseValue(c);
      }
      const gain = Math.floor(sum / 2);
      state.points += gain;
      events.push(abilityEvent(seat, "seller", { discarded: cards.map(notation), points: gain }));
      drawCards(state, seat, Math.floor(cards.length / 2), events);
    },
  },
};

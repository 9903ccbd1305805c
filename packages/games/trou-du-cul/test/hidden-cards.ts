// The conformance kit's hidden-card hook (test only): the hand cards a seat cannot place (§9
// exact deductions), and how two of them change hands without the game's own determinize.

import type { HiddenCards, HiddenSlot } from "@houserules/engine/conformance";
import { parseTdcCard } from "../src/cards.js";
import type { TdcState } from "../src/index.js";
import { viewOf } from "../src/view.js";

const handOf = (slot: HiddenSlot) => Number(slot.zone.slice("hand ".length));

export const hiddenCards: HiddenCards<TdcState> = {
  slots(state, viewer) {
    const view = viewOf(state, viewer);
    const slots: HiddenSlot[] = [];
    state.hands.forEach((hand, seat) => {
      if (seat === viewer) return;
      // Cards taken from the table and the viewer's own exchange gifts are placed (§9).
      const placed = new Set([...view.knownCards[seat], ...view.giftKnown[seat]].map(parseTdcCard));
      hand.forEach((card, index) => {
        if (!placed.has(card)) slots.push({ zone: `hand ${seat}`, index });
      });
    });
    return slots;
  },

  cardAt: (state, slot) => state.hands[handOf(slot)][slot.index],

  swap(state, viewer, a, b) {
    const [pa, pb] = [handOf(a), handOf(b)];
    if (pa === pb) return false;
    const [ca, cb] = [state.hands[pa][a.index], state.hands[pb][b.index]];
    // The viewer's exchange bounds on each hand (§9) still hold.
    const bounds = viewOf(state, viewer).bounds;
    const fits = (seat: number, card: number) => {
      const { below, above } = bounds[seat];
      return (below === null || card < parseTdcCard(below)) && (above === null || card > parseTdcCard(above));
    };
    if (!fits(pa, cb) || !fits(pb, ca)) return false;
    state.hands[pa][a.index] = cb;
    state.hands[pb][b.index] = ca;
    // Hands are kept sorted; exchange records nobody else saw follow the cards they name.
    for (const seat of [pa, pb]) state.hands[seat].sort((x, y) => x - y);
    for (const record of state.exchange)
      record.cards = record.cards.map((card) => (card === ca ? cb : card === cb ? ca : card));
    return true;
  },
};

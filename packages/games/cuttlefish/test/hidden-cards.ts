// The conformance kit's hidden-card hook (test only): the live cards whose holder a seat cannot
// tell (section 9 knowledge: its hand, the counts and the public log), and how two of them change
// holders without the game's own determinize.

import type { HiddenCards } from "@houserules/engine/conformance";
import { CARD_COUNT, CARDS_PER_SET } from "../src/cards.js";
import type { CuttlefishState } from "../src/state.js";
import { OUT } from "../src/state.js";
import { seatKnowledge } from "../src/tracking.js";

/** What the viewer knows of each card's holder (-1: what everybody knows). */
const knowledgeOf = (state: CuttlefishState, viewer: number | null) =>
  seatKnowledge(state, viewer ?? -1, true);

export const hiddenCards: HiddenCards<CuttlefishState> = {
  slots(state, viewer) {
    const k = knowledgeOf(state, viewer);
    const slots: { zone: string; index: number }[] = [];
    for (let card = 0; card < CARD_COUNT; card++) {
      const holder = state.owner[card];
      const m = k.poss[card];
      // Held by someone else, and not pinned down by what the viewer has seen.
      if (holder !== OUT && holder !== viewer && (m & (m - 1)) !== 0)
        slots.push({ zone: "card", index: card });
    }
    return slots;
  },

  cardAt: (_state, slot) => slot.index,

  swap(state, viewer, a, b) {
    const k = knowledgeOf(state, viewer);
    const [ca, cb] = [a.index, b.index];
    const [la, lb] = [state.owner[ca], state.owner[cb]];
    if (la === lb || (k.poss[ca] & (1 << lb)) === 0 || (k.poss[cb] & (1 << la)) === 0) return false;
    state.owner[ca] = lb;
    state.owner[cb] = la;
    // Every "holds one of these cards" fact (CF-10) must still hold.
    for (let r = 0; r < k.facts.length; r += 3) {
      const [loc, set, mask] = [k.facts[r], k.facts[r + 1], k.facts[r + 2]];
      let holds = false;
      for (let i = 0; i < CARDS_PER_SET && !holds; i++)
        holds = (mask & (1 << i)) !== 0 && state.owner[set * CARDS_PER_SET + i] === loc;
      if (!holds) {
        state.owner[ca] = la;
        state.owner[cb] = lb;
        return false;
      }
    }
    return true;
  },
};

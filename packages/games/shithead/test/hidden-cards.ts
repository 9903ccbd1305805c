// The conformance kit's hidden-card hook (test only): where a seat cannot see cards, and how two
// of them change places without the game's own determinize. A card keeps its id when it moves
// (ids belong to cards, SH-1), so an id shown for a hidden card would show up as a change.

import type { HiddenCards, HiddenSlot } from "@houserules/engine/conformance";
import type { ShState } from "../src/index.js";
import { isBlack } from "../src/setup.js";
import { indexHand, NO_CARD } from "../src/state.js";

function zoneOf(state: ShState, slot: HiddenSlot): number[] {
  const [kind, n] = slot.zone.split(" ");
  if (kind === "hand") return state.hands[Number(n)];
  if (kind === "bottom") return state.bottom[Number(n)];
  if (kind === "stock") return state.stocks[Number(n)];
  return state.removed;
}

export const hiddenCards: HiddenCards<ShState> = {
  slots(state, viewer) {
    const slots: HiddenSlot[] = [];
    state.hands.forEach((hand, p) => {
      if (p === viewer) return;
      hand.forEach((card, index) => {
        // Cards everybody saw arrive (SH-63) and the ones taken by pick-and-play are public.
        if (state.known[card] !== 1 && !state.pnp.includes(card)) slots.push({ zone: `hand ${p}`, index });
      });
    });
    // Face-down slots: nobody sees them, their owner included.
    state.bottom.forEach((slots_, p) =>
      slots_.forEach((card, index) => {
        if (card !== NO_CARD && state.faceUp[p][index] !== 1) slots.push({ zone: `bottom ${p}`, index });
      }),
    );
    state.stocks.forEach((stock, st) => {
      for (let index = 0; index < stock.length; index++) slots.push({ zone: `stock ${st}`, index });
    });
    for (let index = 0; index < state.removed.length; index++) slots.push({ zone: "removed", index });
    return slots;
  },

  cardAt: (state, slot) => zoneOf(state, slot)[slot.index],

  swap(state, _viewer, a, b) {
    const [za, zb] = [zoneOf(state, a), zoneOf(state, b)];
    const [ca, cb] = [za[a.index], zb[b.index]];
    // SH-8 Red & Black: stocks and bottom layers keep their colour.
    if (state.cfg.redBlack && isBlack(ca) !== isBlack(cb)) return false;
    za[a.index] = cb;
    zb[b.index] = ca;
    // A secret face-up choice (SH-5) names the cards it took from the hand.
    for (const choice of state.chosen)
      for (let k = 0; k < choice.length; k++)
        if (choice[k] === ca) choice[k] = cb;
        else if (choice[k] === cb) choice[k] = ca;
    for (const slot of [a, b])
      if (slot.zone.startsWith("hand ")) indexHand(state, Number(slot.zone.slice("hand ".length)));
    return true;
  },
};

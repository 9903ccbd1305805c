// The conformance kit's hidden-card hook (test only): where a seat cannot see cards (CS-2
// visibility), and how two of them change places without the game's own determinize.

import type { HiddenCards, HiddenSlot } from "@houserules/engine/conformance";
import type { CsState } from "../src/index.js";

type Zone = { list: number[]; index: number } | { field: number };

function zoneOf(state: CsState, slot: HiddenSlot): Zone {
  const [kind, n] = slot.zone.split(" ");
  if (kind === "source") return { list: state.source, index: slot.index };
  const st = state.seats[Number(n)];
  if (kind === "field") return { field: Number(n) };
  const list = kind === "hand" ? st.hand : kind === "faceUp" ? st.faceUp : st.faceDown;
  return { list, index: slot.index };
}

function read(state: CsState, zone: Zone): number {
  return "field" in zone ? state.seats[zone.field].field : zone.list[zone.index];
}

function write(state: CsState, zone: Zone, card: number): void {
  if ("field" in zone) state.seats[zone.field].field = card;
  else zone.list[zone.index] = card;
}

/** Cards a swap record (CS-58) shows the viewer: face-up swaps to all, face-down ones to their owner. */
function recordedCards(state: CsState, viewer: number | null): Set<number> {
  const shown = new Set<number>();
  for (const link of state.pile)
    for (let i = 0; i < link.swaps.length; i += 4)
      if (link.swaps[i] === 0 || viewer === link.owner) shown.add(link.swaps[i + 2]).add(link.swaps[i + 3]);
  return shown;
}

export const hiddenCards: HiddenCards<CsState> = {
  slots(state, viewer) {
    const slots: HiddenSlot[] = [];
    const shown = recordedCards(state, viewer);
    const hidden = (card: number) => card >= 0 && !shown.has(card) && card !== state.t.tempField;
    state.seats.forEach((st, i) => {
      const own = viewer === i;
      if (!own) {
        st.hand.forEach((card, index) => {
          if (hidden(card) && !st.known.includes(card)) slots.push({ zone: `hand ${i}`, index });
        });
        // Before the reveal only the owner sees the face-up and field cards (CS-7).
        if (!state.t.revealed) {
          st.faceUp.forEach((card, index) => {
            if (hidden(card)) slots.push({ zone: `faceUp ${i}`, index });
          });
          if (hidden(st.field)) slots.push({ zone: `field ${i}`, index: 0 });
        }
      }
      st.faceDown.forEach((card, index) => {
        if (hidden(card) && !(own && st.fdKnown[index])) slots.push({ zone: `faceDown ${i}`, index });
      });
    });
    state.source.forEach((card, index) => {
      if (hidden(card) && !state.sourceKnown[index]) slots.push({ zone: "source", index });
    });
    return slots;
  },

  cardAt: (state, slot) => read(state, zoneOf(state, slot)),

  swap(state, _viewer, a, b) {
    const [za, zb] = [zoneOf(state, a), zoneOf(state, b)];
    const [ca, cb] = [read(state, za), read(state, zb)];
    write(state, za, cb);
    write(state, zb, ca);
    // Unseen swap records follow the cards they name.
    for (const link of state.pile)
      for (let i = 0; i < link.swaps.length; i += 4)
        for (const k of [i + 2, i + 3])
          if (link.swaps[k] === ca) link.swaps[k] = cb;
          else if (link.swaps[k] === cb) link.swaps[k] = ca;
    return true;
  },
};

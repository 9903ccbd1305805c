// The conformance kit's hidden-card hook (test only): where a seat cannot see cards, and how two
// of them change places without the game's own determinize.

import { cardRank, cardSuit } from "@houserules/engine";
import type { HiddenCards, HiddenSlot } from "@houserules/engine/conformance";
import type { ChanicState } from "../src/index.js";
import { SHOWN_CARD_ABILITIES } from "../src/view.js";

function sees(state: ChanicState, viewer: number | null, owner: number): boolean {
  return viewer !== null && state.players[viewer].team === state.players[owner].team;
}

/** Deck cards (top last) the viewer knows: its remembered top cards, or the Seer's top card. */
function knownDeckTop(state: ChanicState, viewer: number | null): number {
  if (viewer === null) return 0;
  const p = state.players[viewer];
  const seer = viewer === state.turnSeat && state.phase !== "draft" && p.abilities.includes("seer") ? 1 : 0;
  return Math.min(state.deck.length, Math.max(p.knownTop.length, seer));
}

/** Hand cards everybody knows of: a pending Hopeful or Fisher card, Fisher's free pair. */
function markedCards(state: ChanicState): Set<number> {
  const marked = new Set<number>(state.freeCards);
  const pending = state.pending;
  if (pending?.kind === "ability" && SHOWN_CARD_ABILITIES.has(pending.ability)) marked.add(pending.data[0]);
  return marked;
}

type Zone = { list: number[]; hand: number };

function zoneOf(state: ChanicState, slot: HiddenSlot): Zone {
  const [kind, a, b, c] = slot.zone.split(" ");
  const p = state.players[Number(a)];
  switch (kind) {
    case "hand":
      return { list: p.hand, hand: Number(a) };
    case "stack":
      return { list: p.stack, hand: -1 };
    case "attached":
      return { list: p.attach[Number(b)][Number(c)], hand: -1 };
    case "gift":
      return { list: [], hand: -1 };
    default:
      return { list: state.deck, hand: -1 };
  }
}

function read(state: ChanicState, zone: Zone, slot: HiddenSlot): number {
  const pending = state.pending;
  return slot.zone === "gift" && pending?.kind === "gift" ? pending.card : zone.list[slot.index];
}

function fitsHand(state: ChanicState, seat: number, card: number): boolean {
  return (
    seat < 0 ||
    ((state.voidSuits[seat] & (1 << cardSuit(card))) === 0 &&
      (state.voidValues[seat] & (1 << cardRank(card))) === 0)
  );
}

export const hiddenCards: HiddenCards<ChanicState> = {
  slots(state, viewer) {
    const slots: HiddenSlot[] = [];
    const marked = markedCards(state);
    state.players.forEach((p, s) => {
      if (!sees(state, viewer, s))
        p.hand.forEach((card, index) => {
          if (!marked.has(card)) slots.push({ zone: `hand ${s}`, index });
        });
      if (viewer === s) return;
      p.stack.forEach((_, index) => slots.push({ zone: `stack ${s}`, index }));
      p.attach.forEach((row, r) =>
        row.forEach((cards, slot) =>
          cards.forEach((_, index) => slots.push({ zone: `attached ${s} ${r} ${slot}`, index })),
        ),
      );
    });
    const gift = state.pending;
    if (gift?.kind === "gift" && !sees(state, viewer, gift.to)) slots.push({ zone: "gift", index: 0 });
    const unknown = state.deck.length - knownDeckTop(state, viewer);
    for (let index = 0; index < unknown; index++) slots.push({ zone: "deck", index });
    return slots;
  },

  cardAt: (state, slot) => read(state, zoneOf(state, slot), slot),

  // CP-A01: Archaeologist's taken card is turned face up on the pile, then taken into the hand;
  // the view does not keep which hand card it is.
  showsInPassing: (events) =>
    events.some((e) => e.type === "ability" && (e as { ability?: string }).ability === "archaeologist"),

  swap(state, _viewer, a, b) {
    const [za, zb] = [zoneOf(state, a), zoneOf(state, b)];
    const pending = state.pending;
    const write = (zone: Zone, slot: HiddenSlot, card: number) => {
      if (slot.zone === "gift" && pending?.kind === "gift") pending.card = card;
      else zone.list[slot.index] = card;
    };
    const [ca, cb] = [read(state, za, a), read(state, zb, b)];
    if (za.hand !== zb.hand && (!fitsHand(state, za.hand, cb) || !fitsHand(state, zb.hand, ca))) return false;
    write(za, a, cb);
    write(zb, b, ca);
    return true;
  },
};

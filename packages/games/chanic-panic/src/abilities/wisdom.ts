// CP-A44 Wisdom (active, 1/turn, PC): look at the top 3 deck cards (fewer if the deck is short; no
// reshuffle) and put them back in any order (a sub-choice: `cards`, the new order top first).
import { cardFace } from "@houserules/engine";
import { Errors } from "../errors.js";
import { abilityEvent, openChoice } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { shape } from "./util.js";

export const WISDOM_LOOK = 3;

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items.slice()];
  const out: number[][] = [];
  items.forEach((x, i) => {
    for (const rest of permutations(items.filter((_, j) => j !== i))) out.push([x, ...rest]);
  });
  return out;
}

export const wisdom: AbilityDef = {
  id: "wisdom",
  name: "Wisdom",
  rule: "CP-A44",
  reference: true,
  app: false,
  active: {
    timing: "pointClub",
    limit: 1,
    candidates(_state, _seat, out) {
      out.push(args({}));
    },
    check: (state, _seat, a) => shape(a, {}) ?? (state.deck.length === 0 ? Errors.NO_ABILITY_TARGET : null),
    activate(state, seat, _a, events) {
      const count = Math.min(WISDOM_LOOK, state.deck.length);
      const top: number[] = [];
      for (let i = 0; i < count; i++) top.push(state.deck[state.deck.length - 1 - i]);
      state.players[seat].knownTop = top;
      events.push(abilityEvent(seat, "wisdom", { count }));
      if (count > 1) openChoice(state, "wisdom", seat, seat, 0, [count]);
    },
  },
  choices(state, pending, out) {
    const count = pending.data[0];
    const faces: number[] = [];
    for (let i = 0; i < count; i++) faces.push(cardFace(state.deck[state.deck.length - 1 - i]));
    const seen = new Set<string>();
    for (const order of permutations(faces)) {
      const key = order.join(",");
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(args({ cards: order }));
    }
  },
  choiceCheck(state, pending, a) {
    const bad = shape(a, { cards: true });
    if (bad) return bad;
    const count = pending.data[0];
    if (a.cards.length !== count) return Errors.BAD_CHOICE;
    const faces: number[] = [];
    for (let i = 0; i < count; i++) faces.push(cardFace(state.deck[state.deck.length - 1 - i]));
    const sortedA = a.cards
      .slice()
      .sort((x, y) => x - y)
      .join(",");
    return sortedA === faces.sort((x, y) => x - y).join(",") ? null : Errors.BAD_CHOICE;
  },
  choose(state, pending, a, _events) {
    const count = pending.data[0];
    const top = state.deck.splice(state.deck.length - count, count);
    const ordered: number[] = [];
    for (const f of a.cards) {
      const i = top.findIndex((c) => cardFace(c) === f);
      ordered.push(top[i]);
      top.splice(i, 1);
    }
    for (let i = ordered.length - 1; i >= 0; i--) state.deck.push(ordered[i]);
    for (const p of state.players) p.knownTop.length = 0;
    state.players[pending.owner].knownTop = ordered;
  },
};

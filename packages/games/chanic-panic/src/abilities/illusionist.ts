// CP-A15 Illusionist (active, unlimited, Point Phase; pay the target's effective value; its
// controller's hand not full): return any board card (yours included) to its controller's hand;
// attached Stack cards go back to the Stack (oldest first, still eligible). Never eliminates.
import { Errors } from "../errors.js";
import { effectiveValue, fullHandOf, notation } from "../rules/cards.js";
import { gainedCards } from "../rules/deck.js";
import type { ChanicState } from "../state.js";
import { ROW_COUNT } from "../state.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, shape, slotOf } from "./util.js";

function locate(state: ChanicState, seat: number, face: number): [number, number] | null {
  const rows = state.players[seat].rows;
  for (let r = 0; r < ROW_COUNT; r++) {
    const i = slotOf(rows[r], face);
    if (i >= 0) return [r, i];
  }
  return null;
}

export const illusionist: AbilityDef = {
  id: "illusionist",
  name: "Illusionist",
  rule: "CP-A15",
  reference: true,
  app: false,
  active: {
    timing: "point",
    limit: Number.POSITIVE_INFINITY,
    pointCost(state, _seat, a) {
      const at = a.target >= 0 && a.target < state.players.length ? locate(state, a.target, a.card) : null;
      return at === null ? 0 : effectiveValue(state, a.target, at[0], at[1]);
    },
    candidates(state, _seat, out) {
      for (let t = 0; t < state.players.length; t++) {
        if (!state.players[t].alive) continue;
        for (let r = 0; r < ROW_COUNT; r++)
          for (const f of distinctFaces(state.players[t].rows[r])) out.push(args({ card: f, target: t }));
      }
    },
    check(state, _seat, a) {
      const bad = shape(a, { card: true, target: true });
      if (bad) return bad;
      if (a.target >= state.players.length || !state.players[a.target].alive) return Errors.NO_ABILITY_TARGET;
      if (locate(state, a.target, a.card) === null) return Errors.NO_ABILITY_TARGET;
      return state.players[a.target].hand.length >= fullHandOf(state, a.target) ? Errors.HAND_FULL : null;
    },
    activate(state, seat, a, events) {
      const [row, slot] = locate(state, a.target, a.card) as [number, number];
      const card = returnToHand(state, a.target, row, slot);
      events.push(abilityEvent(seat, "illusionist", { target: a.target, card: notation(card) }));
    },
  },
};

/** Returns a board card to its controller's hand; its attachments go back to the Stack (front). */
export function returnToHand(state: ChanicState, seat: number, row: number, slot: number): number {
  const p = state.players[seat];
  const card = p.rows[row][slot];
  const attached = p.attach[row][slot];
  p.rows[row].splice(slot, 1);
  p.attach[row].splice(slot, 1);
  p.attachTurn[row].splice(slot, 1);
  p.hand.push(card);
  gainedCards(state, seat);
  if (attached.length > 0) {
    p.stack.unshift(...attached);
    p.stackTurn.unshift(...attached.map(() => 0));
  }
  return card;
}

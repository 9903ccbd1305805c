// CP-A30 Plagued (active, 1/turn, Point Phase; pay 4; discard 1 hand card): destroy every card on
// every board (yours and teammates' included) with that card's base value. Not an attack; never
// eliminates; Deadly and Resilient trigger on the Hearts it destroys (CP-83).
import { cardRank } from "@houserules/engine";
import { Errors } from "../errors.js";
import { notation } from "../rules/cards.js";
import { destroyBoardCard, discardFromHand } from "../rules/deck.js";
import { ROW_COUNT, ROW_HEARTS } from "../state.js";
import { abilityEvent } from "./framework.js";
import { heartsDestroyed } from "./hooks.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, shape, slotOf } from "./util.js";

export const plagued: AbilityDef = {
  id: "plagued",
  name: "Plagued",
  rule: "CP-A30",
  reference: true,
  app: true,
  active: {
    timing: "point",
    limit: 1,
    pointCost: 4,
    candidates(state, seat, out) {
      for (const f of distinctFaces(state.players[seat].hand)) out.push(args({ card: f }));
    },
    check(state, seat, a) {
      const bad = shape(a, { card: true });
      if (bad) return bad;
      return slotOf(state.players[seat].hand, a.card) < 0 ? Errors.NOT_IN_HAND : null;
    },
    activate(state, seat, a, events) {
      const card = discardFromHand(state, seat, slotOf(state.players[seat].hand, a.card));
      const value = cardRank(card);
      const destroyed: string[] = [];
      const heartVictims: number[] = [];
      const n = state.players.length;
      for (let step = 0; step < n; step++) {
        const s = (seat + step) % n;
        const p = state.players[s];
        if (!p.alive) continue;
        for (let r = 0; r < ROW_COUNT; r++) {
          for (let i = 0; i < p.rows[r].length; ) {
            if (cardRank(p.rows[r][i]) !== value) {
              i++;
              continue;
            }
            destroyed.push(notation(destroyBoardCard(state, s, r, i)));
            if (r === ROW_HEARTS && !heartVictims.includes(s)) heartVictims.push(s);
          }
        }
      }
      events.push(abilityEvent(seat, "plagued", { discarded: notation(card), destroyed }));
      heartsDestroyed(state, seat, heartVictims, events);
    },
  },
};

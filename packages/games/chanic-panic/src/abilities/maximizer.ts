// CP-A26 Maximizer (active, unlimited, Point Phase; pay 3; hand not full; not play-locked; a
// replacement exists): return your board card X to hand (attachments back to the Stack), then play
// free a physically different card of X's suit with base ≤ base(X)+3 (app: X itself may be it).
import { cardFace, cardRank, cardSuit } from "@houserules/engine";
import { Errors } from "../errors.js";
import { eligibleStackCount, isClub, notation, rowOf } from "../rules/cards.js";
import { freePlay } from "../rules/play.js";
import { type ChanicState, ROW_COUNT, ROW_SPADES, SPADES_FROM_ROUND } from "../state.js";
import { abilityEvent } from "./framework.js";
import { returnToHand } from "./illusionist.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, shape, slotOf } from "./util.js";

export const MAXIMIZER_REACH = 3;

export const maximizer: AbilityDef = {
  id: "maximizer",
  name: "Maximizer",
  rule: "CP-A26",
  reference: true,
  app: true,
  active: {
    timing: "point",
    limit: Number.POSITIVE_INFINITY,
    pointCost: 3,
    handNotFull: true,
    playsCard: true,
    candidates(state, seat, out) {
      const p = state.players[seat];
      for (let r = 0; r < ROW_COUNT; r++) {
        for (const x of distinctFaces(p.rows[r])) {
          const options = distinctFaces(p.hand, (c) => !isClub(c) && rowOf(c) === r);
          if (state.cfg.appText && !options.includes(x)) options.push(x);
          const k = attachLimit(state, seat, r, x);
          for (const y of options)
            for (let attach = 0; attach <= k; attach++) out.push(args({ card: x, cards: [y], attach }));
        }
      }
    },
    check(state, seat, a) {
      const bad = shape(a, { card: true, cards: true, attach: true });
      if (bad) return bad;
      const p = state.players[seat];
      if (a.cards.length !== 1 || isClub(a.card)) return Errors.BAD_ABILITY_ARGS;
      const row = rowOf(a.card);
      if (slotOf(p.rows[row], a.card) < 0) return Errors.NO_ABILITY_TARGET;
      const y = a.cards[0];
      if (cardSuit(y) !== cardSuit(a.card) || cardRank(y) > cardRank(a.card) + MAXIMIZER_REACH)
        return Errors.BAD_ABILITY_ARGS;
      const inHand = slotOf(p.hand, y) >= 0;
      const isX = cardFace(y) === cardFace(a.card);
      if (!inHand && !(isX && state.cfg.appText)) return Errors.NOT_IN_HAND;
      if (row === ROW_SPADES && state.round < SPADES_FROM_ROUND) return Errors.SPADES_TOO_EARLY;
      // X leaves the row first, so the row has room.
      return a.attach > attachLimit(state, seat, row, a.card) ? Errors.BAD_ATTACH : null;
    },
    activate(state, seat, a, events) {
      const p = state.players[seat];
      const row = rowOf(a.card);
      const x = returnToHand(state, seat, row, slotOf(p.rows[row], a.card));
      // The replacement: a physically different card of that face when one is held (reference),
      // and not Fisher's free copy when another is held (CP-A08: the player keeps the free one).
      let slot = -1;
      let best = 3;
      for (let i = 0; i < p.hand.length; i++) {
        const card = p.hand[i];
        if (cardFace(card) !== a.cards[0] || (card === x && !state.cfg.appText)) continue;
        const rank = (card === x ? 2 : 0) + (state.freeCards.includes(card) ? 1 : 0);
        if (rank < best) {
          slot = i;
          best = rank;
        }
      }
      events.push(abilityEvent(seat, "maximizer", { returned: notation(x) }));
      freePlay(state, seat, slot, events, "maximizer", a.attach);
    },
  },
};

/** CP-112b: X's attachments return to the Stack (eligible) before the replacement is played. */
function attachLimit(state: ChanicState, seat: number, row: number, face: number): number {
  if (!state.cfg.stack) return 0;
  const slot = slotOf(state.players[seat].rows[row], face);
  return eligibleStackCount(state, seat) + (slot < 0 ? 0 : state.players[seat].attach[row][slot].length);
}

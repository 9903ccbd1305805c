// CP-A17 Indebted (active, 1/turn, Point Phase; pay 4; a playable Utility card in hand): play a
// Utility card free, then you are play-locked (CP-33).
import { Errors } from "../errors.js";
import { isClub } from "../rules/cards.js";
import { attachableCount, freePlay, freePlayError } from "../rules/play.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, shape, slotOf } from "./util.js";

export const indebted: AbilityDef = {
  id: "indebted",
  name: "Indebted",
  rule: "CP-A17",
  reference: true,
  app: true,
  active: {
    timing: "point",
    limit: 1,
    pointCost: 4,
    playsCard: true,
    candidates(state, seat, out) {
      const k = attachableCount(state, seat);
      for (const f of distinctFaces(state.players[seat].hand, (c) => !isClub(c)))
        for (let attach = 0; attach <= k; attach++) out.push(args({ card: f, attach }));
    },
    check(state, seat, a) {
      const bad = shape(a, { card: true, attach: true });
      if (bad) return bad;
      if (slotOf(state.players[seat].hand, a.card) < 0) return Errors.NOT_IN_HAND;
      if (a.attach > attachableCount(state, seat)) return Errors.BAD_ATTACH;
      return freePlayError(state, seat, a.card);
    },
    activate(state, seat, a, events) {
      events.push(abilityEvent(seat, "indebted"));
      freePlay(state, seat, slotOf(state.players[seat].hand, a.card), events, "indebted", a.attach);
      state.playLocked = true;
    },
  },
};

// CP-A14 Hopeful (active, unlimited, Point Phase; pay 4; hand not full): draw 1; if it is a Heart
// you may play it at once, free (a sub-choice; not under a play lock, CP-33). The drawn Heart is
// shown when the offer is made (RULES.md decision).
import { cardSuit, HEARTS } from "@houserules/engine";
import { Errors } from "../errors.js";
import { notation } from "../rules/cards.js";
import { drawCards } from "../rules/deck.js";
import { attachableCount, freePlay, freePlayError } from "../rules/play.js";
import { abilityEvent, openChoice } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { shape } from "./util.js";

export const HOPEFUL_COST = 4;

export const hopeful: AbilityDef = {
  id: "hopeful",
  name: "Hopeful",
  rule: "CP-A14",
  reference: true,
  app: true,
  active: {
    timing: "point",
    limit: Number.POSITIVE_INFINITY,
    pointCost: HOPEFUL_COST,
    handNotFull: true,
    candidates(_state, _seat, out) {
      out.push(args({}));
    },
    check: (_state, _seat, a) => shape(a, {}),
    activate(state, seat, _a, events) {
      events.push(abilityEvent(seat, "hopeful"));
      const drawn = drawCards(state, seat, 1, events);
      if (drawn.length === 0 || cardSuit(drawn[0]) !== HEARTS) return;
      if (freePlayError(state, seat, drawn[0]) !== null) return;
      events.push(abilityEvent(seat, "hopeful", { heart: notation(drawn[0]) }));
      openChoice(state, "hopeful", seat, seat, 0, [drawn[0]]);
    },
  },
  choices(state, pending, out) {
    const k = attachableCount(state, pending.owner);
    for (let attach = 0; attach <= k; attach++) out.push(args({ accept: true, attach }));
    out.push(args({}));
  },
  choiceCheck(state, pending, a) {
    const bad = shape(a, { accept: a.accept, attach: a.accept });
    if (bad) return bad;
    return a.attach > attachableCount(state, pending.owner) ? Errors.BAD_ATTACH : null;
  },
  choose(state, pending, a, events) {
    if (!a.accept) return;
    const hand = state.players[pending.owner].hand;
    const slot = hand.indexOf(pending.data[0]);
    if (slot < 0 || freePlayError(state, pending.owner, pending.data[0]) !== null) {
      throw new Error("hopeful: the drawn Heart is no longer playable");
    }
    freePlay(state, pending.owner, slot, events, "hopeful", a.attach);
  },
};

// CP-A24 Loaded (active, unlimited, Point Phase; pay 12; hand not full): draw until your hand is
// full (app: until it holds 8, even with Large Capacity), then you are play-locked (CP-33).
import { Errors } from "../errors.js";
import { fullHandOf } from "../rules/cards.js";
import { drawCards } from "../rules/deck.js";
import { FULL_HAND } from "../state.js";
import { abilityEvent } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { shape } from "./util.js";

export const loaded: AbilityDef = {
  id: "loaded",
  name: "Loaded",
  rule: "CP-A24",
  reference: true,
  app: true,
  active: {
    timing: "point",
    limit: Number.POSITIVE_INFINITY,
    pointCost: 12,
    handNotFull: true,
    candidates(_state, _seat, out) {
      out.push(args({}));
    },
    check(state, seat, a) {
      const bad = shape(a, {});
      if (bad) return bad;
      // App text: up to 8 even with Large Capacity; at 8 or more there is nothing to draw.
      return state.cfg.appText && state.players[seat].hand.length >= FULL_HAND ? Errors.HAND_FULL : null;
    },
    activate(state, seat, _a, events) {
      events.push(abilityEvent(seat, "loaded"));
      const target = state.cfg.appText ? FULL_HAND : fullHandOf(state, seat);
      drawCards(state, seat, target - state.players[seat].hand.length, events);
      state.playLocked = true;
    },
  },
};

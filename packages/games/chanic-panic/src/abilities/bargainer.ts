// CP-A03 Bargainer (passive, on Trader): +2 points per Trader use in the Point Phase.
import { PHASE_POINT } from "../state.js";
import { abilityEvent } from "./framework.js";
import type { AbilityDef } from "./types.js";

export const BARGAINER_POINTS = 2;

export const bargainer: AbilityDef = {
  id: "bargainer",
  name: "Bargainer",
  rule: "CP-A03",
  reference: true,
  app: false,
  needsTrader: true,
  afterTrade(state, seat, events) {
    if (state.phase !== PHASE_POINT) return;
    state.points += BARGAINER_POINTS;
    events.push(abilityEvent(seat, "bargainer", { points: BARGAINER_POINTS }));
  },
};

// CP-A07 Direct Hitter (passive): bypass multiplier ¾ against a defender with ≥2 Diamonds.
import { ROW_DIAMONDS } from "../state.js";
import type { AbilityDef } from "./types.js";

const THREE_QUARTERS: [number, number] = [3, 4];

export const directHitter: AbilityDef = {
  id: "directHitter",
  name: "Direct Hitter",
  rule: "CP-A07",
  reference: true,
  app: true,
  bypassMultiplier: (state, _attacker, defender) =>
    state.players[defender].rows[ROW_DIAMONDS].length >= 2 ? THREE_QUARTERS : null,
};

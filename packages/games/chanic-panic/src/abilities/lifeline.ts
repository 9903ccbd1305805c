// CP-A22 Lifeline (passive): while you control exactly 1 Heart, you cannot be bypassed.
import { Errors } from "../errors.js";
import { MODE_BYPASS, ROW_HEARTS } from "../state.js";
import type { AbilityDef } from "./types.js";

export const lifeline: AbilityDef = {
  id: "lifeline",
  name: "Lifeline",
  rule: "CP-A22",
  reference: true,
  app: true,
  protect: (state, defender, mode) =>
    mode === MODE_BYPASS && state.players[defender].rows[ROW_HEARTS].length === 1 ? Errors.LIFELINE : null,
};

// CP-A40 Toughness (passive): Diamonds you control +1.
import { ROW_DIAMONDS } from "../state.js";
import type { AbilityDef } from "./types.js";

export const toughness: AbilityDef = {
  id: "toughness",
  name: "Toughness",
  rule: "CP-A40",
  reference: true,
  app: true,
  add: (_state, _seat, row) => (row === ROW_DIAMONDS ? 1 : 0),
};

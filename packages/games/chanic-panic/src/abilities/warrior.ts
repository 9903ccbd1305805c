// CP-A42 Warrior (passive): Spades you control +1.
import { ROW_SPADES } from "../state.js";
import type { AbilityDef } from "./types.js";

export const warrior: AbilityDef = {
  id: "warrior",
  name: "Warrior",
  rule: "CP-A42",
  reference: true,
  app: true,
  add: (_state, _seat, row) => (row === ROW_SPADES ? 1 : 0),
};

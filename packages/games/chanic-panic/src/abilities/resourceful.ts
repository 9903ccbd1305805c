// CP-A35 Resourceful (passive): Clubs you play have value +2 (the draw count uses the base value).
import type { AbilityDef } from "./types.js";

export const resourceful: AbilityDef = {
  id: "resourceful",
  name: "Resourceful",
  rule: "CP-A35",
  reference: true,
  app: true,
  clubBonus: 2,
};

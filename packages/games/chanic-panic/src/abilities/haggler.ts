// CP-A12 Haggler (passive): Utility cards you hold cost 1 less (minimum 0).
import type { AbilityDef } from "./types.js";

export const haggler: AbilityDef = {
  id: "haggler",
  name: "Haggler",
  rule: "CP-A12",
  reference: true,
  app: true,
  costDelta: -1,
};

// CP-A39 Standardization (passive): every Club you play draws 2.
import type { AbilityDef } from "./types.js";

export const standardization: AbilityDef = {
  id: "standardization",
  name: "Standardization",
  rule: "CP-A39",
  reference: true,
  app: true,
  clubDraws: 2,
};

// CP-A43 Wealth (passive, Standby): base points 15 instead of 12, before other bonuses.
import type { AbilityDef } from "./types.js";

export const wealth: AbilityDef = {
  id: "wealth",
  name: "Wealth",
  rule: "CP-A43",
  reference: true,
  app: true,
  basePoints: 15,
};

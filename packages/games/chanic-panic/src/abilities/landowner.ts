// CP-A20 Landowner (passive): your rows hold 4 cards each.
import type { AbilityDef } from "./types.js";

export const landowner: AbilityDef = {
  id: "landowner",
  name: "Landowner",
  rule: "CP-A20",
  reference: true,
  app: false,
  rowCapacity: 4,
};

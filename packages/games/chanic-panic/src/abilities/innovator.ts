// CP-A18 Innovator (passive): your Diamonds are attack cards (CP-51: power adds ⌊Σ Diamond values
// ÷ 2⌋); used Diamonds are discarded like Spades. rules/attack.ts `attackCards` reads it.
import type { AbilityDef } from "./types.js";

export const innovator: AbilityDef = {
  id: "innovator",
  name: "Innovator",
  rule: "CP-A18",
  reference: true,
  app: false,
};

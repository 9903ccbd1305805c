// CP-A36 Seer (passive): on your turn you see the top deck card (view.ts shows it to the holder).
import type { AbilityDef } from "./types.js";

export const seer: AbilityDef = { id: "seer", name: "Seer", rule: "CP-A36", reference: true, app: true };

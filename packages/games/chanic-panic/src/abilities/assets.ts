// CP-A02 Assets (passive, Standby): +⌊hand size ÷ 2⌋ points.
import type { AbilityDef } from "./types.js";

export const assets: AbilityDef = {
  id: "assets",
  name: "Assets",
  rule: "CP-A02",
  reference: true,
  app: true,
  standbyBonus: (state, seat) => Math.floor(state.players[seat].hand.length / 2),
};

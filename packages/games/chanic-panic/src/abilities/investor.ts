// CP-A19 Investor (passive, Standby): +2 points per Diamond and per Spade you control.
import { ROW_DIAMONDS, ROW_SPADES } from "../state.js";
import type { AbilityDef } from "./types.js";

export const INVESTOR_PER_CARD = 2;

export const investor: AbilityDef = {
  id: "investor",
  name: "Investor",
  rule: "CP-A19",
  reference: true,
  app: true,
  standbyBonus(state, seat) {
    const rows = state.players[seat].rows;
    return INVESTOR_PER_CARD * (rows[ROW_DIAMONDS].length + rows[ROW_SPADES].length);
  },
};

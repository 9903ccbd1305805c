// CP-A28 Options (active, before the Draw Phase, round ≥2): skip the whole Draw Phase (its
// abilities included) for +6 points at Standby. Offered as a start-of-turn choice:
// abilityChoice {accept: true} = useOptions, {} = declineOptions.
import { Errors } from "../errors.js";
import { resumeTurnStart } from "../rules/turn.js";
import { abilityEvent, openChoice } from "./framework.js";
import { type AbilityDef, args } from "./types.js";

export const OPTIONS_FROM_ROUND = 2;

export const options: AbilityDef = {
  id: "options",
  name: "Options",
  rule: "CP-A28",
  reference: true,
  app: true,
  turnStart: {
    stage: 1,
    open(state, seat) {
      if (state.round < OPTIONS_FROM_ROUND) return false;
      openChoice(state, "options", seat, seat, 0, []);
      return true;
    },
  },
  choices(_state, _pending, out) {
    out.push(args({ accept: true }), args({}));
  },
  choiceCheck: (_state, _pending, a) =>
    a.card >= 0 || a.cards.length > 0 || a.target >= 0 || a.suit >= 0 || a.attach > 0
      ? Errors.BAD_CHOICE
      : null,
  choose(state, pending, a, events) {
    if (a.accept) {
      state.optionsUsed = true;
      const p = state.players[pending.owner];
      p.uses.options = 1;
      events.push(abilityEvent(pending.owner, "options"));
    }
    resumeTurnStart(state, 2, events);
  },
};

// Section 4: the phases, who acts (activeSeats), their legal actions and apply (validate fully,
// then mutate). Pairs: asks (rules/ask.ts), declarations (rules/declare.ts), pass (CF-14 window),
// handOff (CF-20), endChance (CF-24).

import { CommonErrors, type GameEvent, RuleError } from "@houserules/engine";
import type { CuttlefishAction } from "./actions.js";
import { parseActionShape } from "./actions.js";
import { formatCardId, SET_NAMES } from "./cards.js";
import { CuttlefishErrors } from "./errors.js";
import { applyAsk, checkAsk, listAsks } from "./rules/ask.js";
import { applyDeclare, checkDeclare, listDeclarations } from "./rules/declare.js";
import { afterChange, handTurnTo, matesWithCards, nextChance } from "./rules/flow.js";
import type { CuttlefishState } from "./state.js";
import { seatKnowledge } from "./tracking.js";

export function activeSeats(state: CuttlefishState): number[] {
  switch (state.phase) {
    case "play":
      return state.config.anytime ? [...state.pollQueue, state.turn] : [state.turn];
    case "handOff":
      return [state.turn];
    case "endgame":
    case "closing":
      return [state.chanceOrder[state.chanceIndex]];
    default:
      return [];
  }
}

const makeAsk = (target: number, card: number): CuttlefishAction => ({
  type: "ask",
  target,
  card: formatCardId(card),
});
const makeDeclare = (set: number, holders: number[]): CuttlefishAction => ({
  type: "declare",
  set: SET_NAMES[set],
  holders,
});

export function legalActions(state: CuttlefishState, seat: number): CuttlefishAction[] {
  const out: CuttlefishAction[] = [];
  switch (state.phase) {
    case "play": {
      if (seat === state.turn) {
        listAsks(state, seat, out, makeAsk);
      } else if (state.config.anytime && state.pollQueue.includes(seat)) {
        out.push({ type: "pass" });
      } else {
        return out;
      }
      listDeclarations(state, seat, seatKnowledge(state, seat, false), out, makeDeclare);
      return out;
    }
    case "handOff":
      if (seat === state.turn)
        for (const to of matesWithCards(state, seat)) out.push({ type: "handOff", to });
      return out;
    case "endgame":
    case "closing":
      if (seat !== state.chanceOrder[state.chanceIndex]) return out;
      out.push({ type: "endChance" });
      listDeclarations(state, seat, seatKnowledge(state, seat, false), out, makeDeclare);
      return out;
    default:
      return out;
  }
}

export function apply(state: CuttlefishState, seat: number, raw: unknown): GameEvent[] {
  if (state.phase === "over") throw new RuleError(CommonErrors.GAME_OVER, "the game is over", "CF-27");
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.config.players) {
    throw new RuleError(CommonErrors.BAD_SEAT, `there is no seat ${JSON.stringify(seat)}`);
  }
  const action = parseActionShape(raw);
  if (action.version !== null && action.version !== state.version) {
    throw new RuleError(
      CuttlefishErrors.STALE_STATE,
      `this action was chosen at state version ${action.version}; the game is now at version ${state.version}: choose again`,
      "CF-15",
    );
  }
  let events: GameEvent[];
  switch (action.type) {
    case "ask":
      checkAsk(state, seat, action.target, action.card);
      events = applyAsk(state, seat, action.target, action.card);
      break;
    case "declare": {
      const claimed = checkDeclare(state, seat, action.set, action.holders);
      events = applyDeclare(state, seat, action.set, claimed);
      break;
    }
    case "pass": {
      const at = state.phase === "play" ? state.pollQueue.indexOf(seat) : -1;
      if (at < 0)
        throw new RuleError(
          CommonErrors.NOT_YOUR_TURN,
          "nothing to pass on: pass only answers a declaration window",
          "CF-14",
        );
      state.pollQueue.splice(at, 1);
      events = [{ type: "pass", seat } as GameEvent];
      break;
    }
    case "handOff": {
      if (state.phase !== "handOff" || seat !== state.turn) {
        throw new RuleError(
          CommonErrors.NOT_YOUR_TURN,
          "only an empty-handed turn-holder hands off",
          "CF-20",
        );
      }
      if (!matesWithCards(state, seat).includes(action.to)) {
        throw new RuleError(
          CuttlefishErrors.HANDOFF_INVALID,
          `hand the turn to a teammate who holds cards (seat ${action.to} cannot take it)`,
          "CF-20",
        );
      }
      events = [];
      handTurnTo(state, action.to, false, events);
      afterChange(state, events);
      break;
    }
    case "endChance": {
      if (
        (state.phase !== "endgame" && state.phase !== "closing") ||
        seat !== state.chanceOrder[state.chanceIndex]
      ) {
        throw new RuleError(CommonErrors.NOT_YOUR_TURN, "only the chance-holder ends their chance", "CF-24");
      }
      events = [{ type: "endChance", seat } as GameEvent];
      nextChance(state, events);
      break;
    }
  }
  state.version++;
  return events;
}

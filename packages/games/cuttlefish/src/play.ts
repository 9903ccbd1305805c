// Section 4: the phases, who acts (activeSeats), their legal actions and apply (validate fully,
// then mutate). Pairs: asks (rules/ask.ts), declarations (rules/declare.ts), pass (CF-14 poll),
// handOff (CF-20), endChance (CF-24).

import { CommonErrors, type GameEvent, RuleError } from "@houserules/engine";
import type { CuttlefishAction } from "./actions.js";
import { parseActionShape } from "./actions.js";
import { formatCardId, SET_NAMES } from "./cards.js";
import { CuttlefishErrors } from "./errors.js";
import { applyAsk, checkAsk, listAsks } from "./rules/ask.js";
import { applyDeclare, checkDeclare, listDeclarations } from "./rules/declare.js";
import { afterChange, handTurnTo, matesWithCards, nextChance } from "./rules/flow.js";
import { type CuttlefishState, LIVE, leftOf } from "./state.js";
import { seatKnowledge } from "./tracking.js";

/**
 * Who may act now, the seat the match runner should ask first. In `play` under `anytime` (CF-14,
 * the brief's "Simulation" polling): the polled seat (the head of the declaration poll), or the
 * turn-holder once every other seat has been polled; then every other seat, all of whom may declare
 * at any moment of play: the rest of the poll, the turn-holder, then the seats that already let
 * this moment go, each in order from the turn-holder's left.
 */
export function activeSeats(state: CuttlefishState): number[] {
  switch (state.phase) {
    case "play": {
      if (!state.config.anytime) return [state.turn];
      const seats = [...state.pollQueue, state.turn];
      const n = state.config.players;
      if (seats.length < n) {
        for (let seat = leftOf(state.turn, n); seat !== state.turn; seat = leftOf(seat, n))
          if (!state.pollQueue.includes(seat)) seats.push(seat);
      }
      return seats;
    }
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

/** The first live set (play always has one: check 1 ends the game otherwise). */
function firstLiveSet(state: CuttlefishState): number {
  let set = 0;
  while (state.setStatus[set] !== LIVE) set++;
  return set;
}

const ownClaim = (seat: number): number[] => [seat, seat, seat, seat, seat, seat];

export function legalActions(state: CuttlefishState, seat: number): CuttlefishAction[] {
  const out: CuttlefishAction[] = [];
  switch (state.phase) {
    case "play": {
      if (seat === state.turn) {
        // The turn-holder asks (at any moment: arrival order, CF-15) or declares.
        listAsks(state, seat, out, makeAsk);
      } else if (
        !state.config.anytime ||
        !Number.isInteger(seat) ||
        seat < 0 ||
        seat >= state.config.players
      ) {
        return out;
      } else if (state.pollQueue[0] === seat) {
        // The polled seat: declare, or let the moment go.
        out.push({ type: "pass" });
      }
      listDeclarations(state, seat, seatKnowledge(state, seat, false), out, makeDeclare);
      // CF-14: every other seat may declare at any moment; when its knowledge rules out every live
      // set, it is still offered one (hopeless) claim, so that a listed seat always has an action.
      if (out.length === 0) out.push(makeDeclare(firstLiveSet(state), ownClaim(seat)));
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
      if (state.phase !== "play" || state.pollQueue.length === 0 || state.pollQueue[0] !== seat)
        throw new RuleError(
          CommonErrors.NOT_YOUR_TURN,
          state.phase === "play" && state.pollQueue.length > 0
            ? `nothing to pass on: seat ${state.pollQueue[0]} is being asked whether to declare`
            : "nothing to pass on: pass only answers the declaration poll",
          "CF-14",
        );
      state.pollQueue.shift();
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

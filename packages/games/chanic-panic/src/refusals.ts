// Refusals in players' words, each naming the rule that forbids the move: the attack's defender
// (CP-52, CP-81, CP-A16), a special ability (its own row, CP-42, CP-83) and a target set (CP-53).
// Only apply builds them, after a check failed, so nothing here is on the hot path.

import { RuleError } from "@houserules/engine";
import { REGISTRY } from "./abilities/registry.js";
import { ERROR_INFO, Errors } from "./errors.js";
import { notation } from "./rules/cards.js";
import { type AttackPending, BYPASS_FROM_ROUND, type ChanicState, MODE_BYPASS, ROW_HEARTS } from "./state.js";

function refusal(code: string, message: string, rule = ERROR_INFO[code]?.rule): RuleError {
  return new RuleError(code, message, rule);
}

/** Why `attacker` may not attack `defender`, given the code defenderError returned. */
export function attackRefusal(
  state: ChanicState,
  attacker: number,
  defender: number,
  code: string,
): RuleError {
  const who = `seat ${defender}`;
  switch (code) {
    case Errors.BAD_DEFENDER: {
      if (!(Number.isInteger(defender) && defender >= 0 && defender < state.players.length))
        return refusal(code, `there is no seat ${defender} at this table`);
      if (defender === attacker) return refusal(code, "you cannot attack yourself");
      if (!state.players[defender].alive) return refusal(code, `${who} is already eliminated`);
      return refusal(code, `${who} is your teammate: attack an opponent`);
    }
    case Errors.DEFENDER_PROTECTED:
      return refusal(code, `${who} used Panic: nobody may attack them until their next turn starts`);
    case Errors.ATTACKER_LIMIT:
      return refusal(
        code,
        `${who} has already been attacked by two other players since their last turn (the two-attacker limit)`,
      );
    case Errors.IMPENETRABLE: {
      const early = state.round < BYPASS_FROM_ROUND;
      if (early && state.players[attacker].abilities.includes("impenetrable"))
        return refusal(code, "you hold Impenetrable: you may not attack before round 4");
      return refusal(
        code,
        early
          ? `${who} holds Impenetrable: nobody may attack them before round 4`
          : `${who} holds Impenetrable and has a full board: they cannot be attacked`,
      );
    }
    case Errors.LIFELINE:
      return refusal(code, `${who} holds Lifeline with exactly 1 Heart: their shields cannot be bypassed`);
    default:
      return refusal(code, `${who}: ${ERROR_INFO[code]?.text ?? code}`);
  }
}

function times(limit: number): string {
  return limit === 1 ? "once" : limit === 2 ? "twice" : `${limit} times`;
}

/** Why the seat may not activate ability `id` (or answer its sub-choice), given the check's code. */
export function abilityRefusal(state: ChanicState, id: string, code: string): RuleError {
  const def = REGISTRY[id];
  if (def === undefined) return refusal(code, `there is no special ability "${id}"`);
  const name = def.name;
  const active = def.active;
  switch (code) {
    case Errors.ABILITY_NOT_HELD:
      return refusal(code, `you do not hold ${name}`);
    case Errors.ABILITY_PASSIVE:
      return refusal(code, `${name} is passive: it works by itself and is never activated`, def.rule);
    case Errors.ABILITY_WRONG_PHASE: {
      const paysOrGains = active?.pointCost !== undefined || active?.gainsPoints === true;
      if (state.phase === "club")
        return paysOrGains
          ? refusal(code, `${name} pays or gains points, which the Club Phase does not allow`, "CP-42")
          : refusal(code, `${name} is used in the Point Phase only, and the Club Phase has begun`, def.rule);
      return refusal(code, `${name} is used in your own Point or Club Phase`);
    }
    case Errors.ABILITY_LIMIT: {
      // App text limits Purifier and Seller to once a turn (CP-A50).
      const limit = active !== undefined && Number.isFinite(active.limit) ? active.limit : 1;
      const rule = Number.isFinite(active?.limit ?? Number.POSITIVE_INFINITY) ? def.rule : "CP-A50";
      return refusal(code, `${name} may be used ${times(limit)} a turn, and you have used it`, rule);
    }
    case Errors.NOT_ENOUGH_POINTS:
      return refusal(code, `${name} costs more points than you have (${state.points})`, "CP-83");
    case Errors.HAND_FULL:
      return refusal(code, `${name} needs a hand that is not full`);
    default:
      return refusal(code, `${name}: ${ERROR_INFO[code]?.text ?? code}`);
  }
}

/** Why a target set (bits over pending.targetCard) is not legal for the declared attack (CP-53). */
export function targetRefusal(pending: AttackPending, mask: number): RuleError {
  const code = Errors.BAD_TARGETS;
  let hearts = 0;
  let diamonds = 0;
  let allDiamonds = true;
  let damage = 0;
  const named: string[] = [];
  for (let i = 0; i < pending.targetCard.length; i++) {
    const heart = pending.targetRow[i] === ROW_HEARTS;
    if (mask & (1 << i)) {
      damage += pending.targetValue[i];
      named.push(notation(pending.targetCard[i]));
      if (heart) hearts++;
      else diamonds++;
    } else if (!heart) allDiamonds = false;
  }
  const what = named.length === 0 ? "no target" : named.join(" ");
  if (pending.mode === MODE_BYPASS && diamonds > 0)
    return refusal(code, `${what}: a Shield Bypass destroys Hearts only`);
  if (pending.mode !== MODE_BYPASS && hearts > 0 && !allDiamonds)
    return refusal(code, `${what}: a normal attack destroys a Heart only together with every Diamond`);
  if (damage > pending.power)
    return refusal(
      code,
      `${what}: those cards are worth ${damage}, more than the attack's power ${pending.power}`,
    );
  if (named.length === 0) return refusal(code, "choose at least one card to destroy");
  return refusal(code, `${what}: that target set is not legal for this attack`);
}

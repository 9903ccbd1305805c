// Chanic Panic's error codes (listed in RULES.md), each with the rule it enforces.

import { CommonErrors, RuleError } from "@houserules/engine";

export const Errors = {
  ...CommonErrors,
  NOT_IN_HAND: "NOT_IN_HAND",
  NOT_ENOUGH_POINTS: "NOT_ENOUGH_POINTS",
  ROW_FULL: "ROW_FULL",
  SPADES_TOO_EARLY: "SPADES_TOO_EARLY",
  NO_ALLOWANCE: "NO_ALLOWANCE",
  OVER_ALLOWANCE: "OVER_ALLOWANCE",
  BAD_ATTACH: "BAD_ATTACH",
  ATTACK_TOO_EARLY: "ATTACK_TOO_EARLY",
  BYPASS_TOO_EARLY: "BYPASS_TOO_EARLY",
  BYPASS_NO_DIAMOND: "BYPASS_NO_DIAMOND",
  BAD_DEFENDER: "BAD_DEFENDER",
  DEFENDER_PROTECTED: "DEFENDER_PROTECTED",
  ATTACKER_LIMIT: "ATTACKER_LIMIT",
  BAD_SPADES: "BAD_SPADES",
  NO_TARGET: "NO_TARGET",
  BAD_TARGETS: "BAD_TARGETS",
  ATTACK_PENDING: "ATTACK_PENDING",
  NO_ATTACK_PENDING: "NO_ATTACK_PENDING",
  TRADER_OFF: "TRADER_OFF",
  BAD_TRADE: "BAD_TRADE",
  PANIC_OFF: "PANIC_OFF",
  PANIC_USED: "PANIC_USED",
  ALLY_OFF: "ALLY_OFF",
  BAD_ALLY_TARGET: "BAD_ALLY_TARGET",
  ALLY_LIMIT: "ALLY_LIMIT",
  HAND_FULL: "HAND_FULL",
  NO_GIFT_PENDING: "NO_GIFT_PENDING",
  STACK_OFF: "STACK_OFF",
  STACK_USED: "STACK_USED",
  STACK_FULL: "STACK_FULL",
  STACK_DRAW_REFUSED: "STACK_DRAW_REFUSED",
  TURN_ACTION_CAP: "TURN_ACTION_CAP",
  UNKNOWN_ABILITY: "UNKNOWN_ABILITY",
  ABILITY_NOT_HELD: "ABILITY_NOT_HELD",
  ABILITY_PASSIVE: "ABILITY_PASSIVE",
  ABILITY_WRONG_PHASE: "ABILITY_WRONG_PHASE",
  ABILITY_LIMIT: "ABILITY_LIMIT",
  PLAY_LOCKED: "PLAY_LOCKED",
  BAD_ABILITY_ARGS: "BAD_ABILITY_ARGS",
  NO_ABILITY_TARGET: "NO_ABILITY_TARGET",
  CHOICE_PENDING: "CHOICE_PENDING",
  NO_CHOICE_PENDING: "NO_CHOICE_PENDING",
  BAD_CHOICE: "BAD_CHOICE",
  BAD_DRAFT: "BAD_DRAFT",
  DRAFTING: "DRAFTING",
  LIFELINE: "LIFELINE",
  IMPENETRABLE: "IMPENETRABLE",
} as const;

export type ErrorCode = (typeof Errors)[keyof typeof Errors];

/** The rule each game-specific code enforces, and a plain explanation. */
export const ERROR_INFO: Record<string, { rule?: string; text: string }> = {
  NOT_IN_HAND: { text: "that card is not in your hand" },
  NOT_ENOUGH_POINTS: { rule: "CP-31", text: "its cost is more than your points" },
  ROW_FULL: { rule: "CP-11", text: "that row of your board is full" },
  SPADES_TOO_EARLY: { rule: "CP-32", text: "no Spade may be played before round 3" },
  NO_ALLOWANCE: { rule: "CP-41", text: "in the Club Phase a card needs a Club allowance, and none is left" },
  OVER_ALLOWANCE: { rule: "CP-41", text: "its base value is above the Club allowance" },
  BAD_ATTACH: { rule: "CP-112", text: "that many eligible Stack cards cannot be attached to this play" },
  ATTACK_TOO_EARLY: { rule: "CP-50", text: "attacks start in round 3" },
  BYPASS_TOO_EARLY: { rule: "CP-53", text: "the Shield Bypass starts in round 4" },
  BYPASS_NO_DIAMOND: { rule: "CP-53", text: "a Shield Bypass needs a defender with at least one Diamond" },
  BAD_DEFENDER: { rule: "CP-52", text: "the defender must be a living opponent" },
  DEFENDER_PROTECTED: { rule: "CP-81", text: "that player is protected by Panic" },
  ATTACKER_LIMIT: {
    rule: "CP-52",
    text: "two other players have already attacked that player since their last turn",
  },
  BAD_SPADES: { rule: "CP-51", text: "an attack needs a nonempty set of your board Spades" },
  NO_TARGET: { rule: "CP-53", text: "this attack could destroy nothing and would not eliminate" },
  BAD_TARGETS: { rule: "CP-53", text: "that target set is not legal for this attack" },
  ATTACK_PENDING: { rule: "CP-53", text: "choose the targets of the declared attack first" },
  NO_ATTACK_PENDING: { rule: "CP-53", text: "there is no declared attack to choose targets for" },
  TRADER_OFF: { rule: "CP-80", text: "Trader is switched off" },
  BAD_TRADE: {
    rule: "CP-80",
    text: "Trader discards exactly two distinct cards from your hand (or eligible Stack cards)",
  },
  PANIC_OFF: { rule: "CP-81", text: "Panic is switched off" },
  PANIC_USED: { rule: "CP-81", text: "Panic is once per game and you have used it" },
  ALLY_OFF: { rule: "CP-82", text: "Ally needs teams and the ally option" },
  BAD_ALLY_TARGET: { rule: "CP-82", text: "Ally gives to a living teammate" },
  ALLY_LIMIT: { rule: "CP-82", text: "no more Ally gifts this turn (or to that teammate)" },
  HAND_FULL: { rule: "CP-13", text: "that hand is full" },
  NO_GIFT_PENDING: { rule: "CP-82", text: "there is no Ally gift waiting for your choice" },
  STACK_OFF: { rule: "CP-110", text: "the Stack is switched off" },
  STACK_USED: { rule: "CP-110", text: "you have already added a card to your Stack this turn" },
  STACK_FULL: { rule: "CP-110", text: "your Stack holds 5 cards (attached ones included)" },
  STACK_DRAW_REFUSED: {
    rule: "CP-112",
    text: "stackDraw needs fewer than 2 cards in hand and an eligible Stack card",
  },
  TURN_ACTION_CAP: { rule: "CP-120", text: "the turn has reached its action cap: only endTurn is legal" },
  UNKNOWN_ABILITY: { rule: "CP-A51", text: "no such special ability" },
  ABILITY_NOT_HELD: { rule: "CP-05", text: "you do not hold that ability" },
  ABILITY_PASSIVE: { rule: "CP-83", text: "that ability is passive: it is never activated" },
  ABILITY_WRONG_PHASE: {
    rule: "CP-83",
    text: "that ability is not usable now (Point Phase only for abilities that pay or gain points, CP-42)",
  },
  ABILITY_LIMIT: { rule: "CP-83", text: "that ability has reached its use limit this turn" },
  PLAY_LOCKED: { rule: "CP-33", text: "you are play-locked this turn: no more cards may be played" },
  BAD_ABILITY_ARGS: { rule: "CP-83", text: "those are not legal arguments for that ability" },
  NO_ABILITY_TARGET: { rule: "CP-83", text: "that ability needs a legal target and none exists" },
  CHOICE_PENDING: { rule: "CP-83", text: "an ability's sub-choice must be made first (abilityChoice)" },
  NO_CHOICE_PENDING: { rule: "CP-83", text: "no ability is waiting for a choice" },
  BAD_CHOICE: { rule: "CP-83", text: "that is not one of the offered choices" },
  BAD_DRAFT: {
    rule: "CP-05",
    text: "keep exactly the required number of distinct abilities from your offer",
  },
  DRAFTING: { rule: "CP-05", text: "the ability draft is not over: only draftKeep is legal" },
  LIFELINE: { rule: "CP-A22", text: "a Lifeline player with exactly 1 Heart cannot be bypassed" },
  IMPENETRABLE: {
    rule: "CP-A16",
    text: "Impenetrable: before round 4 it neither attacks nor is attacked; with a full board it cannot be attacked",
  },
  BAD_ACTION: { text: "malformed action" },
  NOT_YOUR_TURN: { text: "you may not act now" },
  GAME_OVER: { text: "the game is over" },
};

/** The code's error, its text after `detail`; `rule` overrides the code's usual rule. */
export function ruleError(code: string, detail?: string, rule?: string): RuleError {
  const info = ERROR_INFO[code];
  const text = info ? info.text : code;
  return new RuleError(code, detail ? `${detail}: ${text}` : text, rule ?? info?.rule);
}

export function badAction(message: string): never {
  throw new RuleError(Errors.BAD_ACTION, message);
}

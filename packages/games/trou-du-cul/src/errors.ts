// The game's rule error codes (RULES.md lists each with its rule ID).

import { CommonErrors, RuleError } from "@houserules/engine";

export const TdcErrors = {
  ...CommonErrors,
  /** TDC-9: the opener must play; fold and skip are refused. */
  MUST_OPEN: "MUST_OPEN",
  /** TDC-9: a play whose size differs from the round's kind. */
  WRONG_KIND: "WRONG_KIND",
  /** TDC-7: a play mixing ranks. */
  MIXED_RANKS: "MIXED_RANKS",
  /** TDC-7, TDC-20, TDC-29: a named card is not in the player's hand. */
  CARD_NOT_IN_HAND: "CARD_NOT_IN_HAND",
  /** TDC-10: a play ranked below the last play. */
  TOO_LOW: "TOO_LOW",
  /** TDC-12: skip outside `matchOrSkip`. */
  SKIP_NOT_ALLOWED: "SKIP_NOT_ALLOWED",
  /** TDC-13: fold under the match flag. */
  FOLD_NOT_ALLOWED: "FOLD_NOT_ALLOWED",
  /** TDC-13: a play of another rank under the match flag. */
  MUST_MATCH: "MUST_MATCH",
  /** TDC-14: a play or skip in a locked round. */
  LOCKED: "LOCKED",
  /** TDC-20: the hand card does not outrank the table card. */
  SWAP_NOT_HIGHER: "SWAP_NOT_HIGHER",
  /** TDC-20: a second swap in one turn. */
  SWAP_ALREADY_USED: "SWAP_ALREADY_USED",
  /** TDC-20: a swap in a 2- or 4-player game. */
  NO_TABLE: "NO_TABLE",
  /** TDC-20: the card to take is not on the table. */
  NOT_ON_TABLE: "NOT_ON_TABLE",
  /** TDC-29: returnCards with the wrong number of cards. */
  WRONG_COUNT: "WRONG_COUNT",
  /** §4: an action of the other phase (a play during the exchange, a return during play). */
  WRONG_PHASE: "WRONG_PHASE",
  /** nextGameOptions on a game that is still running. */
  GAME_NOT_OVER: "GAME_NOT_OVER",
} as const;

export function ruleError(code: string, message: string, ruleId?: string): never {
  throw new RuleError(code, message, ruleId);
}

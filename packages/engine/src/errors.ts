import type { RuleErrorInfo } from "./contract.js";

/** Error codes shared by every game; games add their own (listed in each RULES.md). */
export const CommonErrors = {
  /** The action is not a JSON object with a known `type` and well-formed fields. */
  BAD_ACTION: "BAD_ACTION",
  /** The seat may not act now. */
  NOT_YOUR_TURN: "NOT_YOUR_TURN",
  /** The game is over; nothing more applies. */
  GAME_OVER: "GAME_OVER",
  /** An option is unknown, of the wrong type, out of range or inconsistent with another. */
  BAD_OPTION: "BAD_OPTION",
  /** A custom deal names an unknown card, places a card twice or overfills a zone. */
  BAD_DEAL: "BAD_DEAL",
  /** Text that does not parse as an action in the CLI notation. */
  BAD_NOTATION: "BAD_NOTATION",
  /** A seat number outside the table. */
  BAD_SEAT: "BAD_SEAT",
} as const;

/** A rule error: thrown by apply, setup and option validation; never a crash. */
export class RuleError extends Error implements RuleErrorInfo {
  readonly code: string;
  readonly ruleId?: string;

  constructor(code: string, message: string, ruleId?: string) {
    super(ruleId ? `${ruleId}: ${message}` : message);
    this.name = "RuleError";
    this.code = code;
    if (ruleId !== undefined) this.ruleId = ruleId;
  }

  toJSON(): RuleErrorInfo {
    return this.ruleId === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, ruleId: this.ruleId, message: this.message };
  }
}

export function isRuleError(error: unknown): error is RuleError {
  return error instanceof RuleError;
}

/** Throws a RuleError; handy in expressions. */
export function fail(code: string, message: string, ruleId?: string): never {
  throw new RuleError(code, message, ruleId);
}

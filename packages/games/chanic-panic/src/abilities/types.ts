// The special-ability framework (brief §5.7 CP-83, §5.12): one AbilityDef per ability, as data.
// Passive abilities are modifier hooks read from the current state (CP-12); active abilities
// declare their timing, limit and cost, and the framework checks them in full before anything
// changes (CP-83) and then calls `activate` (the colon part: cost paid; then the effect).

import type { GameEvent } from "@houserules/engine";
import type { AbilityPending, ChanicState } from "../state.js";

/** Arguments of an `ability` / `abilityChoice` action, parsed: -1 / [] / false when absent. */
export interface AbilityArgs {
  card: number;
  cards: number[];
  target: number;
  suit: number;
  accept: boolean;
  /** Eligible Stack cards to attach to a card the ability plays (CP-112b). */
  attach: number;
}

export const NO_ARGS: AbilityArgs = Object.freeze({
  card: -1,
  cards: Object.freeze([]) as unknown as number[],
  target: -1,
  suit: -1,
  accept: false,
  attach: 0,
}) as AbilityArgs;

export function args(partial: Partial<AbilityArgs>): AbilityArgs {
  return { card: -1, cards: [], target: -1, suit: -1, accept: false, attach: 0, ...partial };
}

/** When an active ability may be used (CP-83): Point Phase only, or Point or Club Phase. */
export type Timing = "point" | "pointClub";

export interface AbilityDef {
  /** Stable id used in actions and options.deal (camelCase of the name). */
  id: string;
  name: string;
  /** The brief rule ID. */
  rule: string;
  /** In the reference pool (CP-A01..A44) and/or the app pool (CP-A50). */
  reference: boolean;
  app: boolean;
  /** Needs the `trader` option (Bargainer, CP-05). */
  needsTrader?: boolean;

  // ---- Passive modifiers (CP-12: recomputed whenever a value is needed) ----
  /** × modifier on one of the holder's board cards (applied before +). */
  multiply?(state: ChanicState, seat: number, row: number, slot: number): number;
  /** + modifier on one of the holder's board cards. */
  add?(state: ChanicState, seat: number, row: number, slot: number): number;
  /** The holder's full hand (CP-13). */
  fullHand?(state: ChanicState): number;
  /** The holder's row capacity (CP-11). */
  rowCapacity?: number;
  /** Change to the cost of a Utility card the holder plays from hand (CP-10). */
  costDelta?: number;
  /** Standby: the base points (Wealth) and the bonus (Assets, Investor) (CP-30). */
  basePoints?: number;
  standbyBonus?(state: ChanicState, seat: number): number;
  /** Club value bonus (Resourceful, CP-40) and forced draw count (Standardization). */
  clubBonus?: number;
  clubDraws?: number;
  /** Bypass multiplier against this defender [numerator, denominator] (Direct Hitter). */
  bypassMultiplier?(state: ChanicState, attacker: number, defender: number): [number, number] | null;
  /** A defender's refusal of an attack (Impenetrable, Lifeline), as an error code, or null. */
  protect?(state: ChanicState, defender: number, mode: number): string | null;
  /** An attacker's refusal (Impenetrable before round 4). */
  restrictAttacker?(state: ChanicState, attacker: number): string | null;
  /**
   * A start-of-turn decision (brief §4: stage 0 Impenetrable, 1 Options). Returns true when it
   * opened a sub-step; its `choose` then calls resumeTurnStart(state, stage + 1, events).
   */
  turnStart?: { stage: number; open(state: ChanicState, seat: number): boolean };
  /** A Draw-Phase ability from round 2 (CP-23: order Fulfilled 0, Large Capacity 1, Blessed 2). */
  drawPhase?: {
    order: number;
    replacesDraw?: boolean;
    run(state: ChanicState, seat: number, events: GameEvent[]): void;
  };
  /** Checked after each completed action in the holder's own Point/Club Phase (Replenished). */
  watch?(state: ChanicState, seat: number, events: GameEvent[]): void;
  /**
   * After an attack or effect of `source` destroyed Hearts of `victims` (CP-83: called for each
   * living holder in turn order from the turn player; Deadly, Resilient).
   */
  onHeartsDestroyed?(
    state: ChanicState,
    holder: number,
    source: number,
    victims: readonly number[],
    events: GameEvent[],
  ): void;
  /** After a Trader use by the holder (Bargainer). */
  afterTrade?(state: ChanicState, seat: number, events: GameEvent[]): void;

  // ---- Active abilities ----
  active?: {
    timing: Timing;
    /** Uses per turn (Infinity = unlimited). */
    limit: number;
    /** Points paid (a function when it depends on the arguments). CP-42: unusable in the Club Phase. */
    pointCost?: number | ((state: ChanicState, seat: number, a: AbilityArgs) => number);
    /** The ability gains points (Seller): also Point Phase only (CP-42). */
    gainsPoints?: boolean;
    /** "hand not full" (CP-13). */
    handNotFull?: boolean;
    /** Plays a card (CP-33: refused under a play lock). */
    playsCard?: boolean;
    /** Every candidate argument set (the framework keeps those `check` accepts). */
    candidates(state: ChanicState, seat: number, out: AbilityArgs[]): void;
    /** Ability-specific conditions and argument checks; an error code or null. */
    check(state: ChanicState, seat: number, a: AbilityArgs): string | null;
    /** Resolves (points already paid, use counted). May open an AbilityPending. */
    activate(state: ChanicState, seat: number, a: AbilityArgs, events: GameEvent[]): void;
  };

  // ---- Sub-steps (AbilityPending with ability = this id) ----
  choices?(state: ChanicState, pending: AbilityPending, out: AbilityArgs[]): void;
  choiceCheck?(state: ChanicState, pending: AbilityPending, a: AbilityArgs): string | null;
  choose?(state: ChanicState, pending: AbilityPending, a: AbilityArgs, events: GameEvent[]): void;
}

// Options and presets: brief §6 (CS-5 deck count, CS-26, CS-73, CS-81/82, CS-120, CS-42,
// CS-86, CS-89, CS-93, CS-125) and the series carry-over (CS-123).

import { type BaseOptions, CommonErrors, type OptionSpec, type Preset, RuleError } from "@houserules/engine";
import type { Config } from "./state.js";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
/** Cards in one pack: 52 + 2 Jokers (CS-5). */
export const PACK_SIZE = 54;
export const JOKERS_PER_PACK = 2;
/** Cards dealt per player: 3 face-down + 9 hand (CS-6). */
export const CARDS_PER_PLAYER = 12;

export interface CsOptions extends BaseOptions {
  /**
   * A custom deal (checked by `setup`, RULES.md "Custom deals"): `seats[i]` {hand, handSize,
   * faceUp, faceDown, horizontal, field, place, fieldChanges}, `source` (top first), `sourceSize`,
   * `graveyard`, `pile` (links top first), `dealer`, `first`, `direction`, `turns`.
   */
  deal?: unknown;
  deckCount: "auto" | "1" | "2" | "3";
  voluntaryPickup: boolean;
  burnerPlaysAgain: boolean;
  maxFieldChanges: number;
  fieldChangeCost: "none" | "burnFaceUp";
  finishCondition: "allCards" | "faceDown";
  runOrder: "faceValue" | "ordering";
  fiveField: "blind" | "peek";
  eightField: "doubleLinks" | "skipToken";
  qField: "noStacking" | "chainMinTwo";
  turnCap: number;
  carry?: SeriesCarry;
}

/** What a series carries to the next game (CS-123). */
export interface SeriesCarry {
  dealer: number;
  /** Per seat: [sum of places, sole-cunt count, games]. */
  tally: number[][];
}

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: "deckCount",
    kind: "enum",
    values: ["auto", "1", "2", "3"],
    default: "auto",
    description: "packs of 54 cards: auto = 1 for 2-4 players, 2 for 5-8 (CS-5)",
  },
  {
    name: "voluntaryPickup",
    kind: "bool",
    default: false,
    description: "a player may take a non-empty pile instead of playing (CS-26)",
  },
  {
    name: "burnerPlaysAgain",
    kind: "bool",
    default: false,
    description: "v1.1: after a turn with a burn and no pickup the same player goes again (CS-73)",
  },
  {
    name: "maxFieldChanges",
    kind: "int",
    min: 0,
    max: 4,
    default: 4,
    description: "field card changes allowed per player per game (CS-81)",
  },
  {
    name: "fieldChangeCost",
    kind: "enum",
    values: ["none", "burnFaceUp"],
    default: "none",
    description: "v1.1: a field change also burns a face-up card, replaced horizontal (CS-82)",
  },
  {
    name: "finishCondition",
    kind: "enum",
    values: ["allCards", "faceDown"],
    default: "allCards",
    description:
      "out after every card incl. the field card, or once the last face-down card is placed (CS-120)",
  },
  {
    name: "runOrder",
    kind: "enum",
    values: ["faceValue", "ordering"],
    default: "faceValue",
    description: "4-runs by face rank, or v1.3 by the current ordering (CS-42)",
  },
  {
    name: "fiveField",
    kind: "enum",
    values: ["blind", "peek"],
    default: "blind",
    description: "5-field swaps with face-down cards blind, or v1.3 peek first (CS-86)",
  },
  {
    name: "eightField",
    kind: "enum",
    values: ["doubleLinks", "skipToken"],
    default: "doubleLinks",
    description: "8-field doubles stacked abilities, or v1.3 passes a skip token (CS-89)",
  },
  {
    name: "qField",
    kind: "enum",
    values: ["noStacking", "chainMinTwo"],
    default: "noStacking",
    description: "Q-field stops stacking, or v1.3 makes every chain at least two cards (CS-93)",
  },
  {
    name: "turnCap",
    kind: "int",
    min: 200,
    max: 10000,
    default: 2000,
    description: "the game ends after this many turns, ranking those still in (CS-125)",
  },
];

export const PRESETS: readonly Preset[] = [
  { id: "V12", title: "Cunt-Soul v1.2 (the seed)", options: {} },
  {
    id: "V13",
    title: "Cunt-Soul v1.3 behaviours",
    options: { runOrder: "ordering", fiveField: "peek", eightField: "skipToken", qField: "chainMinTwo" },
  },
  {
    id: "V11Style",
    title: "v1.2 with the v1.1 field-change cost and burner plays again",
    options: { fieldChangeCost: "burnFaceUp", burnerPlaysAgain: true },
  },
];

function bad(message: string): never {
  throw new RuleError(CommonErrors.BAD_OPTION, message);
}

export function deckCountFor(players: number, deckCount: string): number {
  if (deckCount === "auto") return players <= 4 ? 1 : 2;
  return Number(deckCount);
}

export function finishOptions(raw: BaseOptions & Record<string, unknown>): CsOptions {
  const options = raw as unknown as CsOptions;
  const decks = deckCountFor(options.players, options.deckCount);
  if (PACK_SIZE * decks <= CARDS_PER_PLAYER * options.players) {
    bad(
      `deckCount ${options.deckCount} gives ${PACK_SIZE * decks} cards, too few for ${options.players} players (needs more than ${CARDS_PER_PLAYER * options.players}) (CS-5)`,
    );
  }
  if (
    options.deal !== undefined &&
    (typeof options.deal !== "object" || options.deal === null || Array.isArray(options.deal))
  ) {
    throw new RuleError(CommonErrors.BAD_DEAL, "deal must be a JSON object");
  }
  if (options.carry !== undefined) {
    const carry = options.carry as unknown;
    const c = carry as Partial<SeriesCarry>;
    if (
      typeof carry !== "object" ||
      carry === null ||
      !Number.isInteger(c.dealer) ||
      (c.dealer as number) < 0 ||
      (c.dealer as number) >= options.players ||
      !Array.isArray(c.tally) ||
      c.tally.length !== options.players ||
      c.tally.some((row) => !Array.isArray(row) || row.length !== 3 || row.some((n) => !Number.isInteger(n)))
    ) {
      bad("carry must be { dealer: seat, tally: [[placeSum, soleCunts, games] per seat] } (CS-123)");
    }
  }
  return options;
}

export function configOf(options: CsOptions): Config {
  return {
    players: options.players,
    decks: deckCountFor(options.players, options.deckCount),
    voluntaryPickup: options.voluntaryPickup,
    burnerPlaysAgain: options.burnerPlaysAgain,
    maxFieldChanges: options.maxFieldChanges,
    burnFaceUpCost: options.fieldChangeCost === "burnFaceUp",
    finishFaceDown: options.finishCondition === "faceDown",
    runByOrdering: options.runOrder === "ordering",
    fivePeek: options.fiveField === "peek",
    skipToken: options.eightField === "skipToken",
    chainMinTwo: options.qField === "chainMinTwo",
    turnCap: options.turnCap,
  };
}

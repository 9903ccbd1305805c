// Section 6: options and presets; finishOptions checks player counts, the 8p deck option, the
// custom deal (setup.ts parseDeal) and the series carry-over (CF-32).

import { type BaseOptions, CommonErrors, type OptionSpec, type Preset, RuleError } from "@houserules/engine";
import { parseDeal } from "./setup.js";

export const PLAYER_COUNTS = [4, 6, 8] as const;
export const ASK_CAP_MIN = 100;
export const ASK_CAP_MAX = 2000;
export const ASK_CAP_DEFAULT = 500;

export interface CuttlefishOptions extends BaseOptions {
  deckSkin: "sea" | "standard";
  declarationTiming: "anytime" | "ownTurn";
  strictDeclarations: boolean;
  eightPlayerDeck: "full" | "removeSet";
  logVisibility: "full" | "lastAsk";
  endWhenClinched: boolean;
  askCap: number;
  notes: boolean;
  carry?: CuttlefishCarry;
}

/** What one game of a series hands the next (CF-4, CF-32, section 7). */
export interface CuttlefishCarry {
  game: number;
  dealer: number;
  wins: number[];
  sets: number[];
}

export const optionSpecs: readonly OptionSpec[] = [
  {
    name: "deckSkin",
    kind: "enum",
    values: ["sea", "standard"],
    default: "sea",
    description: "CF-2: show cards as sea sets or as standard-deck cards (display only)",
  },
  {
    name: "declarationTiming",
    kind: "enum",
    values: ["anytime", "ownTurn"],
    default: "anytime",
    description: "CF-14: anyone may declare between turns, or only the turn-holder (Limited Declarations)",
  },
  {
    name: "strictDeclarations",
    kind: "bool",
    default: false,
    description: "CF-16: any wrong declaration scores for the opponents",
  },
  {
    name: "eightPlayerDeck",
    kind: "enum",
    values: ["full", "removeSet"],
    default: "full",
    description: "CF-5: 8 players deal all 54 cards, or remove one random set first",
  },
  {
    name: "logVisibility",
    kind: "enum",
    values: ["full", "lastAsk"],
    default: "full",
    description: "CF-7: show the whole log, or only the latest ask and declaration",
  },
  {
    name: "endWhenClinched",
    kind: "bool",
    default: false,
    description: "CF-29: end once one team's lead exceeds the live sets",
  },
  {
    name: "askCap",
    kind: "int",
    min: ASK_CAP_MIN,
    max: ASK_CAP_MAX,
    default: ASK_CAP_DEFAULT,
    description: "CF-30: after this many asks, everyone gets one last chance to declare",
  },
  {
    name: "notes",
    kind: "bool",
    default: true,
    description:
      "show your seat's deductions from the public log (a notes aid; off under logVisibility=lastAsk)",
  },
];

export const presets: readonly Preset[] = [
  { id: "original", title: "Original rules (6 players: teams of 3)", options: {}, players: [6] },
  { id: "pile4", title: "4 players with the Pile", options: {}, players: [4] },
  { id: "eight", title: "8 players, all 54 cards", options: { eightPlayerDeck: "full" }, players: [8] },
  {
    id: "eightEven",
    title: "8 players, one set removed",
    options: { eightPlayerDeck: "removeSet" },
    players: [8],
  },
  { id: "limited", title: "Limited Declarations (own turn only)", options: { declarationTiming: "ownTurn" } },
  { id: "strict", title: "Strict Declarations", options: { strictDeclarations: true } },
  { id: "memory", title: "Memory (only the latest ask is shown)", options: { logVisibility: "lastAsk" } },
];

function badOption(message: string, ruleId?: string): never {
  throw new RuleError(CommonErrors.BAD_OPTION, message, ruleId);
}

function checkCarry(carry: unknown, players: number): CuttlefishCarry {
  const c = carry as Partial<CuttlefishCarry>;
  const pair = (v: unknown) =>
    Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === "number" && x >= 0);
  if (
    typeof c !== "object" ||
    c === null ||
    !Number.isInteger(c.game) ||
    (c.game as number) < 1 ||
    !Number.isInteger(c.dealer) ||
    (c.dealer as number) < 0 ||
    (c.dealer as number) >= players ||
    !pair(c.wins) ||
    !pair(c.sets)
  ) {
    badOption("carry must be { game >= 1, dealer (a seat), wins: [a, b], sets: [a, b] }", "CF-32");
  }
  return {
    game: c.game as number,
    dealer: c.dealer as number,
    wins: (c.wins as number[]).slice(),
    sets: (c.sets as number[]).slice(),
  };
}

export function finishOptions(raw: BaseOptions & Record<string, unknown>): CuttlefishOptions {
  const players = raw.players;
  if (!(PLAYER_COUNTS as readonly number[]).includes(players)) {
    badOption(`Cuttlefish takes 4, 6 or 8 players (got ${players})`, "CF-3");
  }
  if (raw.eightPlayerDeck === "removeSet" && players !== 8) {
    badOption(`eightPlayerDeck=removeSet needs 8 players (got ${players})`, "CF-5");
  }
  const options: CuttlefishOptions = {
    players,
    deckSkin: raw.deckSkin as CuttlefishOptions["deckSkin"],
    declarationTiming: raw.declarationTiming as CuttlefishOptions["declarationTiming"],
    strictDeclarations: raw.strictDeclarations as boolean,
    eightPlayerDeck: raw.eightPlayerDeck as CuttlefishOptions["eightPlayerDeck"],
    logVisibility: raw.logVisibility as CuttlefishOptions["logVisibility"],
    endWhenClinched: raw.endWhenClinched as boolean,
    askCap: raw.askCap as number,
    notes: raw.notes as boolean,
  };
  if (raw.preset !== undefined) options.preset = raw.preset;
  if (raw.carry !== undefined) options.carry = checkCarry(raw.carry, players);
  if (raw.deal !== undefined) {
    parseDeal(options, raw.deal);
    options.deal = raw.deal;
  }
  return options;
}

// Options and presets (brief §6), cross-option checks (CP-05, CP-90) and the custom deal's shape.

import { type BaseOptions, CommonErrors, type OptionSpec, type Preset, RuleError } from "@houserules/engine";
import "./abilities/index.js";
import { poolOf } from "./abilities/registry.js";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;
export const MAX_ROUND_CAP = 200;
export const MAX_TURN_ACTION_CAP = 1000;

export interface ChanicOptions extends BaseOptions {
  abilityText: "reference" | "app";
  specialAbilities: number;
  abilityDeal: "draft" | "random";
  trader: boolean;
  panic: boolean;
  ally: boolean;
  teams: number;
  presence: boolean;
  stack: boolean;
  firstPlayer: "random" | "firstSeat";
  roundCap: number;
  turnActionCap: number;
  /** Series carry-over (CP-06, §7). */
  carry?: SeriesCarry;
}

export interface SeriesCarry {
  /** The seat that starts this game (first eliminated last game, or seat 0 under firstSeat). */
  firstSeat: number | null;
  wins: number[];
  draws: number;
  game: number;
}

export const optionSpecs: readonly OptionSpec[] = [
  {
    name: "abilityText",
    kind: "enum",
    values: ["reference", "app"],
    default: "reference",
    description: "ability texts and pool: the reference rules or the app (CP-A50)",
  },
  {
    name: "specialAbilities",
    kind: "int",
    min: 0,
    max: 3,
    default: 0,
    description: "special abilities per player, unique in a game (CP-05)",
  },
  {
    name: "abilityDeal",
    kind: "enum",
    values: ["draft", "random"],
    default: "draft",
    description: "how special abilities are dealt (CP-05)",
  },
  { name: "trader", kind: "bool", default: true, description: "Trader: discard 2, draw 1 (CP-80)" },
  { name: "panic", kind: "bool", default: false, description: "Panic, once per game (CP-81)" },
  {
    name: "ally",
    kind: "bool",
    default: true,
    description: "Ally gifts between teammates (CP-82; needs teams)",
  },
  {
    name: "teams",
    kind: "int",
    min: 0,
    max: 5,
    default: 0,
    description: "number of teams, 0 = free-for-all; seat s plays for team s mod teams (CP-90)",
  },
  { name: "presence", kind: "bool", default: false, description: "Presence: first to 200 wins (CP-100)" },
  { name: "stack", kind: "bool", default: false, description: "the Stack (CP-110..113)" },
  {
    name: "firstPlayer",
    kind: "enum",
    values: ["random", "firstSeat"],
    default: "random",
    description: "who starts: a random seat, or seat 0 as in the app (CP-06)",
  },
  {
    name: "roundCap",
    kind: "int",
    min: 10,
    max: MAX_ROUND_CAP,
    default: 60,
    description: "the game is a draw when this round ends (CP-121)",
  },
  {
    name: "turnActionCap",
    kind: "int",
    min: 50,
    max: MAX_TURN_ACTION_CAP,
    default: 200,
    description: "after this many actions in one turn only endTurn is legal (CP-120)",
  },
];

const APP = {
  abilityText: "app",
  abilityDeal: "random",
  specialAbilities: 0,
  firstPlayer: "firstSeat",
} as const;

export const presets: readonly Preset[] = [
  { id: "basic", title: "Basic (no special abilities)", options: { specialAbilities: 0 } },
  {
    id: "standard",
    title: "Standard: 2 special abilities each, drafted",
    options: { specialAbilities: 2, abilityDeal: "draft" },
  },
  {
    id: "referenceFull",
    title: "Reference, full: 2 special abilities, Panic, Presence and the Stack",
    options: { specialAbilities: 2, panic: true, presence: true, stack: true },
  },
  {
    id: "appAbilities",
    title: "App texts with 2 random special abilities each (app pool, Club Member)",
    options: { abilityText: "app", abilityDeal: "random", specialAbilities: 2, firstPlayer: "firstSeat" },
  },
  {
    id: "teams2Abilities",
    title: "Two teams with 2 random special abilities each",
    options: { specialAbilities: 2, abilityDeal: "random", teams: 2, ally: true, panic: true },
    players: [4, 6, 8, 10],
  },
  { id: "app1v1", title: "App 1v1", options: APP, players: [2] },
  { id: "app1v1v1", title: "App 1v1v1", options: APP, players: [3] },
  { id: "app2v2", title: "App 2v2", options: { ...APP, teams: 2, ally: true }, players: [4] },
  {
    id: "referenceBase",
    title: "Reference rules without special abilities: Panic, Presence and the Stack",
    options: { specialAbilities: 0, panic: true, presence: true, stack: true },
  },
  {
    id: "teams2",
    title: "Two teams (basic, Ally on)",
    options: { specialAbilities: 0, teams: 2, ally: true },
    players: [4, 6, 8, 10],
  },
  {
    id: "teams2Full",
    title: "Two teams with Panic, Presence and the Stack",
    options: { specialAbilities: 0, teams: 2, ally: true, panic: true, presence: true, stack: true },
    players: [4, 6, 8, 10],
  },
];

function badOption(message: string, ruleId?: string): never {
  throw new RuleError(CommonErrors.BAD_OPTION, message, ruleId);
}

export function finishOptions(raw: BaseOptions & Record<string, unknown>): ChanicOptions {
  const options = raw as unknown as ChanicOptions;
  const n = options.players;
  const pool = poolOf(options.abilityText === "app", options.trader).length;
  if (n * options.specialAbilities > pool) {
    badOption(
      `${n} players × ${options.specialAbilities} special abilities need ${n * options.specialAbilities} distinct abilities; the pool has ${pool} (CP-05)`,
      "CP-05",
    );
  }
  const d = options.teams;
  if (d !== 0 && (d < 2 || n % d !== 0 || n / d < 2)) {
    badOption(
      `teams ${d} is not possible with ${n} players: teams must be 0, or a number ≥2 dividing the players with ≥2 per team`,
      "CP-90",
    );
  }
  if (options.carry !== undefined) checkCarry(options.carry, n);
  return options;
}

function checkCarry(carry: unknown, n: number): void {
  const c = carry as Partial<SeriesCarry>;
  if (typeof c !== "object" || c === null) badOption("carry must be an object");
  if (
    c.firstSeat !== null &&
    !(Number.isInteger(c.firstSeat) && (c.firstSeat as number) >= 0 && (c.firstSeat as number) < n)
  ) {
    badOption("carry.firstSeat must be null or a seat", "CP-06");
  }
  if (!Array.isArray(c.wins) || c.wins.length !== n || !c.wins.every((w) => Number.isInteger(w) && w >= 0)) {
    badOption("carry.wins must list a win count per seat");
  }
  if (!Number.isInteger(c.draws) || (c.draws as number) < 0) badOption("carry.draws must be a count");
  if (!Number.isInteger(c.game) || (c.game as number) < 1) badOption("carry.game must be a game number");
}

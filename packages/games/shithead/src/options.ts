// Brief §6 (options and presets), SH-3 (players and packs), validation rules of §6.

import { type BaseOptions, CommonErrors, type OptionSpec, type Preset, RuleError } from "@houserules/engine";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
/** SH-3: a custom deal must leave at least this many stock cards (after the starter). */
export const MIN_STOCK = 6;
/**
 * SH-84: games in one series. The carry-over lists every earlier game's placings, and options
 * must stay within the engine's JSON size limit (8 players: about 2,700 of its 4,000 values).
 */
export const MAX_SERIES_GAMES = 300;

/** SH-7/SH-84: what a finished game carries into the next one of its series (options.carry). */
export interface ShCarry {
  /** The previous Cut Throat (or best placed), who starts. */
  first: number;
  /** The previous Shit Head, who deals. */
  dealer: number;
  /** Each earlier game's placings by seat, oldest first. */
  games: number[][];
}

export interface ShOptions extends BaseOptions {
  twoMode: "self" | "next";
  threeReverse: "off" | "perSet" | "perCard";
  evenOdd: "off" | "all" | "spadesOnly";
  sixFace: boolean;
  jackPower: boolean;
  tenOnEight: boolean;
  tenLeader: "self" | "next";
  x4Clear: boolean;
  jokerPickup: boolean;
  counterJoker: boolean;
  x4BlocksJoker: boolean;
  cancelCards: "off" | "spades" | "redBlack";
  wildAces: "off" | "spades" | "redBlack";
  aceSpadesCompletesX4: boolean;
  linkLimit: "off" | "one" | "two" | "unlimited";
  gambits: boolean;
  aceSwitch: boolean;
  jokerVsGambit: "block" | "steal";
  tossFives: boolean;
  chaosDeal: boolean;
  pickupThenLead: boolean;
  voluntaryPickupAny: boolean;
  freebie: "off" | "perArrival" | "oncePerGame";
  bottomLayout: "sh3x3" | "ct4x4" | "rb3x3" | "none";
  bottomAccess: "layer" | "stack";
  handMin: number;
  /** 0 means none (SH-11). */
  handMax: number;
  refillTiming: "afterPlay" | "startOfTurn";
  endAt: "lastStanding" | "firstOut";
  stocks: "single" | "redBlack";
  packs: "auto" | "1" | "2";
  stallTurns: number;
  turnCap: number;
  carry?: ShCarry;
}

const e = (name: string, values: string[], def: string, description: string): OptionSpec => ({
  name,
  kind: "enum",
  values,
  default: def,
  description,
});
const b = (name: string, def: boolean, description: string): OptionSpec => ({
  name,
  kind: "bool",
  default: def,
  description,
});
const i = (name: string, min: number, max: number, def: number, description: string): OptionSpec => ({
  name,
  kind: "int",
  min,
  max,
  default: def,
  description,
});

export const OPTION_SPECS: readonly OptionSpec[] = [
  e(
    "twoMode",
    ["self", "next"],
    "self",
    "SH-23: a 2 gives a freeplay to yourself (replay) or to the next player",
  ),
  e("threeReverse", ["off", "perSet", "perCard"], "off", "SH-24: 3s reverse the direction (3+ players)"),
  e("evenOdd", ["off", "all", "spadesOnly"], "off", "SH-25: 4 = even only, 9 = odd only"),
  b("sixFace", false, "SH-26: a 6 asks for a face card"),
  b("jackPower", false, "SH-29: a J asks for a power card"),
  b("tenOnEight", true, "SH-22: a 10 may be played on an 8"),
  e("tenLeader", ["self", "next"], "self", "SH-28: a 10 clears for yourself, or leaves a pending clear"),
  b("x4Clear", true, "SH-30: four like cards on top clear the pile"),
  b("jokerPickup", false, "SH-31: jokers in play, forcing a pickup"),
  b("counterJoker", false, "SH-33: 5♠ and Q♠ pass a pickup on"),
  b("x4BlocksJoker", false, "SH-34: four of a kind blocks a pickup"),
  e("cancelCards", ["off", "spades", "redBlack"], "off", "SH-32: cancel cards"),
  e("wildAces", ["off", "spades", "redBlack"], "off", "SH-35: wild aces"),
  b("aceSpadesCompletesX4", false, "SH-34: a wild A♠ completes a block"),
  e("linkLimit", ["off", "one", "two", "unlimited"], "off", "SH-40..42: Link2 chains"),
  b("gambits", false, "SH-50..55: Gambits"),
  b("aceSwitch", false, "SH-58: Aces switch for the top run"),
  e("jokerVsGambit", ["block", "steal"], "block", "SH-53: a joker blocks or steals a Gambit"),
  b("tossFives", false, "SH-66: toss fives"),
  b("chaosDeal", false, "SH-4: four cards removed unseen"),
  b("pickupThenLead", true, "SH-62: the picker leads after a pickup"),
  b("voluntaryPickupAny", false, "SH-61: pick and play any pile"),
  e("freebie", ["off", "perArrival", "oncePerGame"], "off", "SH-74: the first flip is a freebie"),
  e("bottomLayout", ["sh3x3", "ct4x4", "rb3x3", "none"], "sh3x3", "SH-4: bottom cards"),
  e("bottomAccess", ["layer", "stack"], "layer", "SH-70: how lower bottom cards open"),
  i("handMin", 1, 10, 3, "SH-11: hand minimum"),
  i("handMax", 0, 60, 0, "SH-11: hand maximum for the start-of-turn draw (0 = none)"),
  e("refillTiming", ["afterPlay", "startOfTurn"], "afterPlay", "SH-12: when hands refill"),
  e("endAt", ["lastStanding", "firstOut"], "lastStanding", "SH-81: when the game ends"),
  e("stocks", ["single", "redBlack"], "single", "SH-8: one stock or a black and a red stock"),
  e("packs", ["auto", "1", "2"], "auto", "SH-3: packs"),
  i("stallTurns", 10, 1000, 100, "SH-82: turns without progress that end the game"),
  i("turnCap", 50, 5000, 2000, "SH-82: turns that end the game"),
];

const SH_PRESET: Record<string, string | number | boolean> = {};
const CT_PRESET = {
  ...SH_PRESET,
  twoMode: "next",
  sixFace: true,
  jackPower: true,
  tenOnEight: false,
  tenLeader: "next",
  x4Clear: false,
  freebie: "perArrival",
  bottomLayout: "ct4x4",
  handMin: 5,
  handMax: 10,
};
const CTS_PRESET = {
  ...CT_PRESET,
  jokerPickup: true,
  counterJoker: true,
  x4BlocksJoker: true,
  cancelCards: "spades",
};
const CTSR_PRESET = { ...CTS_PRESET, linkLimit: "two", wildAces: "spades" };
const CTG_PRESET = { ...CTSR_PRESET, gambits: true, aceSwitch: true, bottomAccess: "stack" };
const CTR_PRESET = {
  ...CTG_PRESET,
  bottomLayout: "none",
  freebie: "off",
  refillTiming: "startOfTurn",
  endAt: "firstOut",
};
const CTRB_PRESET = {
  ...CTSR_PRESET,
  cancelCards: "redBlack",
  wildAces: "redBlack",
  bottomLayout: "rb3x3",
  stocks: "redBlack",
};

/** SH-3: players with one pack, with two packs, and jokers per pack, by preset. */
export const PACK_TABLE: Record<
  string,
  { one: [number, number]; two: [number, number] | null; jokers: number }
> = {
  SH: { one: [2, 5], two: [6, 8], jokers: 0 },
  CT: { one: [2, 3], two: [4, 6], jokers: 0 },
  CTS: { one: [2, 3], two: [4, 6], jokers: 1 },
  CTSR: { one: [2, 3], two: [4, 6], jokers: 1 },
  CTG: { one: [2, 3], two: [4, 6], jokers: 1 },
  CTR: { one: [2, 6], two: null, jokers: 1 },
  "CTR&B": { one: [2, 4], two: null, jokers: 2 },
};

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, k) => from + k);
}
function tablePlayers(id: string): number[] {
  const row = PACK_TABLE[id];
  return range(row.one[0], row.two ? row.two[1] : row.one[1]);
}

const freeze = (p: Preset): Preset => Object.freeze({ ...p, options: Object.freeze({ ...p.options }) });

export const PRESETS: readonly Preset[] = [
  freeze({ id: "SH", title: "Shit Head", options: SH_PRESET, players: tablePlayers("SH") }),
  freeze({ id: "CT", title: "Cut Throat", options: CT_PRESET, players: tablePlayers("CT") }),
  freeze({ id: "CTS", title: "Cut Throat Spades", options: CTS_PRESET, players: tablePlayers("CTS") }),
  freeze({
    id: "CTSR",
    title: "Cut Throat Spades Revised",
    options: CTSR_PRESET,
    players: tablePlayers("CTSR"),
  }),
  freeze({ id: "CTG", title: "Cut Throat Gambit", options: CTG_PRESET, players: tablePlayers("CTG") }),
  freeze({
    id: "CTR",
    title: "Cut Throat Ruse",
    options: CTR_PRESET,
    status: "experimental",
    players: tablePlayers("CTR"),
  }),
  freeze({
    id: "CTR&B",
    title: "Cut Throat Red and Black",
    options: CTRB_PRESET,
    status: "concept",
    players: tablePlayers("CTR&B"),
  }),
];

function bad(message: string, ruleId?: string): never {
  throw new RuleError(CommonErrors.BAD_OPTION, message, ruleId);
}

/** Cards dealt to one player (SH-4): bottom cards plus the hand. */
export function cardsDealtPerPlayer(o: ShOptions): number {
  switch (o.bottomLayout) {
    case "sh3x3":
      return 3 + o.handMin + 3;
    case "ct4x4":
      return 8 + o.handMin;
    case "rb3x3":
      return 6 + o.handMin;
    case "none":
      return o.handMin;
  }
}

/** Stock left after dealing and the starter (SH-3), for a pack count. */
function stockLeft(o: ShOptions, packs: number, jokersPerPack: number): number {
  const cards = packs * (52 + jokersPerPack);
  return cards - (o.chaosDeal ? 4 : 0) - o.players * cardsDealtPerPlayer(o) - 1;
}

/** §6 validation and SH-3 pack resolution; refuses inconsistent mixes naming the options. */
export function finishShOptions(raw: BaseOptions & Record<string, unknown>): ShOptions {
  const o = raw as unknown as ShOptions;
  if (o.cancelCards !== "off" && o.tenLeader !== "next") {
    bad(`cancelCards ${o.cancelCards} requires tenLeader next (got tenLeader ${o.tenLeader}) (SH-32)`);
  }
  if ((o.counterJoker || o.x4BlocksJoker) && !o.jokerPickup && !o.gambits) {
    bad(
      `${o.counterJoker ? "counterJoker" : "x4BlocksJoker"} requires jokerPickup or gambits (both are off) (SH-33, SH-34)`,
    );
  }
  if (o.bottomLayout === "none" && o.freebie !== "off") {
    bad(`bottomLayout none forces freebie off (got freebie ${o.freebie}) (SH-74)`);
  }
  if (o.endAt === "firstOut" && o.bottomLayout !== "none") {
    bad(`endAt firstOut requires bottomLayout none (got bottomLayout ${o.bottomLayout}) (SH-81)`);
  }
  if (o.stocks === "redBlack" && o.bottomLayout !== "rb3x3" && o.bottomLayout !== "none") {
    bad(`stocks redBlack requires bottomLayout rb3x3 or none (got bottomLayout ${o.bottomLayout}) (SH-8)`);
  }
  if (o.handMax !== 0 && o.handMax <= o.handMin) {
    bad(`handMax ${o.handMax} must be above handMin ${o.handMin} (or 0 for none) (SH-11)`);
  }

  resolvePacks(o);
  if (o.carry !== undefined) checkCarry(o.carry, o.players);
  return { ...o };
}

const CARRY_FIELDS = ["first", "dealer", "games"];

/**
 * SH-7/SH-84: a series carry-over as nextGameOptions writes it: `first` and `dealer` seats,
 * `games` the placings of at most MAX_SERIES_GAMES - 1 earlier games, the last of which placed
 * `first` best and `dealer` worst. Refuses anything else, naming the field.
 */
export function checkCarry(carry: unknown, players: number): void {
  if (typeof carry !== "object" || carry === null || Array.isArray(carry)) {
    bad(`carry must be an object {first, dealer, games} (got ${shown(carry)})`, "SH-84");
  }
  const c = carry as Record<string, unknown>;
  for (const key of Object.keys(c)) {
    if (!CARRY_FIELDS.includes(key) && c[key] !== undefined)
      bad(`carry.${key} is not a carry-over field; fields: ${CARRY_FIELDS.join(", ")}`, "SH-84");
  }
  for (const key of ["first", "dealer"]) {
    const v = c[key];
    if (!Number.isInteger(v) || (v as number) < 0 || (v as number) >= players) {
      bad(`carry.${key} must be a seat from 0 to ${players - 1} (got ${shown(v)})`, "SH-7");
    }
  }
  const games = c.games;
  if (!Array.isArray(games)) bad(`carry.games must be a list of placings (got ${shown(games)})`, "SH-84");
  if (games.length >= MAX_SERIES_GAMES) {
    bad(
      `carry.games lists ${games.length} games; a series has at most ${MAX_SERIES_GAMES} games, so at most ${MAX_SERIES_GAMES - 1} earlier ones`,
      "SH-84",
    );
  }
  for (let k = 0; k < games.length; k++) checkPlacings(games[k], players, `carry.games[${k}]`);
  const last = games[games.length - 1] as number[] | undefined;
  if (last) {
    const first = c.first as number;
    const dealer = c.dealer as number;
    if (last[first] !== Math.min(...last)) {
      bad(`carry.first ${first} is not a best-placed seat of the last game in carry.games`, "SH-7");
    }
    if (last[dealer] !== Math.max(...last)) {
      bad(`carry.dealer ${dealer} is not a worst-placed seat of the last game in carry.games`, "SH-7");
    }
  }
}

/** SH-81/SH-83: one place per seat, each 1 + the number of seats placed above it (ties share). */
function checkPlacings(g: unknown, players: number, name: string): void {
  if (!Array.isArray(g) || g.length !== players) {
    bad(`${name} must list a place for each of the ${players} seats (got ${shown(g)})`, "SH-84");
  }
  for (let seat = 0; seat < players; seat++) {
    const p = g[seat];
    if (!Number.isInteger(p) || p < 1 || p > players) {
      bad(`${name}[${seat}] must be a place from 1 to ${players} (got ${shown(p)})`, "SH-81");
    }
  }
  for (let seat = 0; seat < players; seat++) {
    let above = 0;
    for (const q of g) if (q < g[seat]) above++;
    if (g[seat] !== above + 1) {
      bad(
        `${name} is not a placing: seat ${seat} is placed ${g[seat]} with ${above} seat${above === 1 ? "" : "s"} above it`,
        "SH-81",
      );
    }
  }
}

/** A value for a message, cut short. */
function shown(v: unknown): string {
  const text = v === undefined ? "nothing" : JSON.stringify(v);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** SH-3: packs in play and jokers per pack for validated options; refuses impossible counts. */
export function resolvePacks(o: ShOptions): { packs: number; jokers: number } {
  const preset = typeof o.preset === "string" ? PACK_TABLE[o.preset] : undefined;
  let packs: number;
  let jokers: number;
  if (preset) {
    jokers = preset.jokers;
    if (o.players >= preset.one[0] && o.players <= preset.one[1]) packs = 1;
    else if (preset.two && o.players >= preset.two[0] && o.players <= preset.two[1]) packs = 2;
    else bad(`preset ${o.preset} does not allow ${o.players} players (SH-3)`);
    if (o.packs !== "auto" && Number(o.packs) !== packs) {
      bad(`preset ${o.preset} with ${o.players} players plays ${packs} pack(s), not packs ${o.packs} (SH-3)`);
    }
  } else {
    jokers = o.jokerPickup ? (o.stocks === "redBlack" ? 2 : 1) : 0;
    if (o.players > MAX_PLAYERS) bad(`at most ${MAX_PLAYERS} players (SH-3)`);
    if (o.packs === "auto") packs = stockLeft(o, 1, jokers) >= MIN_STOCK ? 1 : 2;
    else packs = Number(o.packs);
    const left = stockLeft(o, packs, jokers);
    if (left < 0 || (packs === 2 && left < MIN_STOCK)) {
      bad(
        `${o.players} players with bottomLayout ${o.bottomLayout}, handMin ${o.handMin} and ${packs} pack${packs === 1 ? "" : "s"} leave ${left} stock card${left === 1 ? "" : "s"}; at least ${MIN_STOCK} are needed (packs, SH-3)`,
      );
    }
  }
  if (o.stocks === "redBlack" && packs !== 1) bad("stocks redBlack is played with one pack (SH-3, SH-8)");
  return { packs, jokers };
}

// §6 options and presets; TDC-31 series carry-over; the custom deal is checked here and in setup.

import { type BaseOptions, CommonErrors, type OptionSpec, type Preset, RuleError } from "@houserules/engine";
import { totalsAfter } from "./rules/series.js";
import { type Title, titlesOf } from "./rules/titles.js";
import { parseDeal } from "./setup.js";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
export const MAX_SERIES_LENGTH = 100;

export const CARD_EXCHANGE_MODES = ["choice", "lowest", "none"] as const;
export type CardExchange = (typeof CARD_EXCHANGE_MODES)[number];

/**
 * What one game of a series hands to the next (TDC-31); totals are before this game. In
 * options.carry only `game` and `places` are needed: titles, dealer and opener follow from the
 * places (checked when given), and in game 2 so do the totals (those of game 1).
 */
export interface SeriesCarry {
  /** This game's number in the series (2 for the first carried game). */
  game: number;
  /** Last game's places and titles per seat; they drive the exchange (TDC-28). */
  places: number[];
  titles: Title[];
  /** Series points (TDC-32) and title counts per seat, over the games already played. */
  points: number[];
  presidents: number[];
  trous: number[];
  /** The previous Trou du cul deals and opens (TDC-4, TDC-5). */
  dealer: number;
  opener: number;
}

export interface TdcOptions extends BaseOptions {
  cardExchange: CardExchange;
  seriesLength: number;
  carry?: SeriesCarry;
}

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: "cardExchange",
    kind: "enum",
    values: CARD_EXCHANGE_MODES,
    default: "choice",
    description:
      "games 2+: the Trou du cul gives their best cards; the Président returns cards of their choice, their lowest, or no exchange (TDC-28, TDC-29)",
  },
  {
    name: "seriesLength",
    kind: "int",
    min: 0,
    max: MAX_SERIES_LENGTH,
    default: 0,
    description: "games in the series; 0 keeps playing until the table gets bored (TDC-32)",
  },
];

export const PRESETS: readonly Preset[] = [
  { id: "classic", title: "Classic: Président chooses the returned cards", options: {} },
  {
    id: "traditional",
    title: "Traditional: the Président returns their lowest cards",
    options: { cardExchange: "lowest" },
  },
  { id: "flat", title: "Flat: no card exchange between games", options: { cardExchange: "none" } },
  { id: "match10", title: "Match of 10 games", options: { seriesLength: 10 } },
];

function badOption(message: string, ruleId?: string): never {
  throw new RuleError(CommonErrors.BAD_OPTION, message, ruleId);
}

function isSeatList(value: unknown, players: number, check: (n: number) => boolean): value is number[] {
  return (
    Array.isArray(value) && value.length === players && value.every((n) => Number.isInteger(n) && check(n))
  );
}

/** Checks the carry-over of a series game (TDC-31, TDC-32); every problem named. */
export function checkCarry(value: unknown, players: number, seriesLength: number): SeriesCarry {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    badOption("carry must be a JSON object");
  const carry = value as Record<string, unknown>;
  const known = ["game", "places", "titles", "points", "presidents", "trous", "dealer", "opener"];
  for (const key of Object.keys(carry)) {
    if (!known.includes(key)) badOption(`carry has an unknown field "${key}"; fields: ${known.join(", ")}`);
  }
  const game = carry.game;
  if (!Number.isInteger(game) || (game as number) < 2)
    badOption("carry.game must be a whole number of 2 or more");
  if (seriesLength > 0 && (game as number) > seriesLength) {
    badOption(`carry.game ${game} is past the end of a ${seriesLength}-game series`, "TDC-32");
  }
  const places = carry.places;
  if (!isSeatList(places, players, (p) => p >= 1 && p <= players) || new Set(places).size !== players) {
    badOption(
      `carry.places must give each of the ${players} seats a different place 1..${players}`,
      "TDC-31",
    );
  }
  const titles = titlesOf(places);
  if (
    carry.titles !== undefined &&
    (!Array.isArray(carry.titles) ||
      carry.titles.length !== players ||
      carry.titles.some((title, seat) => title !== titles[seat]))
  ) {
    badOption(`carry.titles must be the titles of carry.places: ${JSON.stringify(titles)}`, "TDC-27");
  }
  // Before game 2 the totals are game 1's own; later games need them.
  const firstTotals = game === 2 ? totalsAfter(null, places) : null;
  const totals = { points: [] as number[], presidents: [] as number[], trous: [] as number[] };
  for (const key of ["points", "presidents", "trous"] as const) {
    const given = carry[key] === undefined && firstTotals !== null ? firstTotals[key] : carry[key];
    if (!isSeatList(given, players, (n) => n >= 0)) {
      badOption(
        `carry.${key} must list a whole number of 0 or more for each of the ${players} seats (the series totals before game ${game})`,
        "TDC-32",
      );
    }
    totals[key] = given.slice();
  }
  const trouSeat = places.indexOf(players);
  for (const key of ["dealer", "opener"] as const) {
    if (carry[key] !== undefined && carry[key] !== trouSeat) {
      badOption(
        `carry.${key} must be the previous Trou du cul, seat ${trouSeat}`,
        key === "dealer" ? "TDC-4" : "TDC-5",
      );
    }
  }
  return {
    game: game as number,
    places: places.slice(),
    titles,
    points: totals.points,
    presidents: totals.presidents,
    trous: totals.trous,
    dealer: trouSeat,
    opener: trouSeat,
  };
}

/** finishOptions of the contract: cross-checks, the custom deal and the series carry-over. */
export function finishOptions(raw: BaseOptions & Record<string, unknown>): TdcOptions {
  const players = raw.players;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    badOption(
      `Trou du cul takes ${MIN_PLAYERS} to ${MAX_PLAYERS} players (got ${JSON.stringify(players)})`,
      "TDC-3",
    );
  }
  const cardExchange = raw.cardExchange ?? "choice";
  if (!(CARD_EXCHANGE_MODES as readonly unknown[]).includes(cardExchange)) {
    badOption(
      `option cardExchange must be one of ${CARD_EXCHANGE_MODES.join(", ")} (got ${JSON.stringify(cardExchange)})`,
    );
  }
  const seriesLength = raw.seriesLength ?? 0;
  if (
    !Number.isInteger(seriesLength) ||
    (seriesLength as number) < 0 ||
    (seriesLength as number) > MAX_SERIES_LENGTH
  ) {
    badOption(
      `option seriesLength must be a whole number from 0 to ${MAX_SERIES_LENGTH} (got ${JSON.stringify(seriesLength)})`,
    );
  }
  const options: TdcOptions = {
    players,
    preset: typeof raw.preset === "string" ? raw.preset : "classic",
    cardExchange: cardExchange as CardExchange,
    seriesLength: seriesLength as number,
  };
  if (raw.carry !== undefined) options.carry = checkCarry(raw.carry, players, options.seriesLength);
  if (raw.deal !== undefined) {
    parseDeal(players, raw.deal, options.carry ?? null);
    options.deal = raw.deal;
  }
  return options;
}

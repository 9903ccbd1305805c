// §3 setup: the deal (TDC-3), dealer and first opener (TDC-4, TDC-5), custom deals, and the
// automatic part of the exchange in games 2+ (TDC-28, TDC-29).

import {
  CommonErrors,
  DealBuilder,
  makeDeck,
  nextInt,
  RuleError,
  requireResolvedOptions,
  seedRng,
  shuffleInPlace,
} from "@houserules/engine";
import { DECK_SIZE, fromEngineCard, sortHand, type TdcCard } from "./cards.js";
import { applyAutomaticExchange } from "./exchange.js";
import { OPTION_SPECS, type SeriesCarry, type TdcOptions } from "./options.js";
import { startRound } from "./play.js";
import { freshFoldCaps } from "./rules/fold-caps.js";
import { HAND_SIZE, TABLE_SIZE, type TdcState } from "./state.js";

/** A custom deal after checking: the named zones as card codes, null where dealt at random. */
export interface ParsedDeal {
  hands: (TdcCard[] | null)[];
  table: TdcCard[] | null;
  dealer: number | null;
  opener: number | null;
  /** Cards no zone named, in deck order. */
  rest: TdcCard[];
}

function badDeal(message: string, ruleId?: string): never {
  throw new RuleError(CommonErrors.BAD_DEAL, message, ruleId);
}

const DEAL_KEYS = ["seats", "table", "dealer", "opener"];

function dealSeat(value: unknown, key: string, players: number): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= players) {
    badDeal(`deal.${key} must be a seat from 0 to ${players - 1} (got ${JSON.stringify(value)})`);
  }
  return value as number;
}

/**
 * Checks a custom deal (engine.md): `{ seats: [{ hand }], table, dealer, opener }`. A hand or table
 * that is given must have its full TDC-3 size; seats or zones left out are dealt from the rest. In a
 * carried game the previous Trou du cul deals and opens (TDC-4, TDC-5): a deal may repeat that seat
 * but not name another.
 */
export function parseDeal(players: number, deal: unknown, carry: SeriesCarry | null = null): ParsedDeal {
  if (typeof deal !== "object" || deal === null || Array.isArray(deal)) badDeal("deal must be a JSON object");
  const raw = deal as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (key === "carry")
      badDeal(
        "deal.carry: the series carry-over is an option of its own, beside the deal (options.carry), not a part of it",
        "TDC-31",
      );
    if (!DEAL_KEYS.includes(key))
      badDeal(`deal has an unknown field "${key}"; fields: ${DEAL_KEYS.join(", ")}`);
  }
  const builder = new DealBuilder(makeDeck());
  const handSize = HAND_SIZE[players];
  const hands: (TdcCard[] | null)[] = new Array(players).fill(null);
  if (raw.seats !== undefined) {
    if (!Array.isArray(raw.seats) || raw.seats.length > players) {
      badDeal(`deal.seats must be a list of at most ${players} seats`);
    }
    raw.seats.forEach((seat: unknown, index: number) => {
      if (seat === null || seat === undefined) return;
      if (typeof seat !== "object" || Array.isArray(seat)) badDeal(`deal.seats[${index}] must be an object`);
      const zones = seat as Record<string, unknown>;
      for (const key of Object.keys(zones)) {
        if (key !== "hand") badDeal(`deal.seats[${index}] has an unknown zone "${key}"; zones: hand`);
      }
      if (zones.hand === undefined) return;
      if (Array.isArray(zones.hand) && zones.hand.length !== handSize) {
        badDeal(
          `seat ${index}'s hand holds ${zones.hand.length} cards; a ${players}-player hand holds ${handSize}`,
          "TDC-3",
        );
      }
      hands[index] = builder.take(`seats[${index}].hand`, zones.hand, handSize).map(fromEngineCard);
    });
  }
  let table: TdcCard[] | null = null;
  if (raw.table !== undefined) {
    const tableSize = TABLE_SIZE[players];
    if (Array.isArray(raw.table) && raw.table.length !== tableSize) {
      badDeal(
        `the table holds ${raw.table.length} cards; a ${players}-player table holds ${tableSize}`,
        "TDC-3",
      );
    }
    table = builder.take("table", raw.table, tableSize).map(fromEngineCard);
  }
  const dealer = dealSeat(raw.dealer, "dealer", players);
  const opener = dealSeat(raw.opener, "opener", players);
  if (carry !== null) {
    const facts = [
      ["dealer", dealer, carry.dealer, "deals", "TDC-4"],
      ["opener", opener, carry.opener, "opens", "TDC-5"],
    ] as const;
    for (const [key, given, trou, verb, rule] of facts) {
      if (given !== null && given !== trou)
        badDeal(
          `deal.${key} is seat ${given}, but in game ${carry.game} the previous Trou du cul, seat ${trou}, ${verb}; leave deal.${key} out`,
          rule,
        );
    }
  }
  return { hands, table, dealer, opener, rest: builder.rest().map(fromEngineCard) };
}

const FULL_DECK: readonly TdcCard[] = Array.from({ length: DECK_SIZE }, (_, card) => card);

/** A new game: deal (TDC-3), dealer and opener (TDC-4, TDC-5), exchange (TDC-28), first round. */
export function setupGame(options: TdcOptions, seed: string): TdcState {
  requireResolvedOptions("trou-du-cul", OPTION_SPECS, options);
  const n = options.players;
  const rng = seedRng(seed);
  const carry = options.carry ?? null;
  const deal = options.deal === undefined ? null : parseDeal(n, options.deal, carry);
  const dealer = deal?.dealer ?? carry?.dealer ?? nextInt(rng, n);
  const opener = deal?.opener ?? carry?.opener ?? nextInt(rng, n);

  const rest = shuffleInPlace(rng, deal ? deal.rest : FULL_DECK.slice());
  const hands: TdcCard[][] = [];
  for (let seat = 0; seat < n; seat++) hands.push(deal?.hands[seat]?.slice() ?? []);
  // One card at a time clockwise from the dealer's left, to the hands not named by the deal.
  const handSize = HAND_SIZE[n];
  let next = 0;
  for (let i = 0; i < handSize; i++) {
    for (let k = 1; k <= n; k++) {
      const seat = (dealer + k) % n;
      if (deal?.hands[seat]) continue;
      hands[seat].push(rest[next++]);
    }
  }
  const table = deal?.table?.slice() ?? rest.slice(next, next + TABLE_SIZE[n]);
  for (const hand of hands) sortHand(hand);

  const state: TdcState = {
    players: n,
    cardExchange: options.cardExchange,
    seriesLength: options.seriesLength,
    preset: options.preset ?? "classic",
    carry,
    gameNumber: carry?.game ?? 1,
    rng,
    dealer,
    phase: "play",
    hands,
    table,
    pile: [],
    pileSeats: [],
    discard: [],
    turn: opener,
    kind: 0,
    lastRank: -1,
    match: false,
    locked: false,
    swapUsed: false,
    inRound: 0,
    places: new Array(n).fill(0),
    finished: 0,
    rounds: 0,
    actionCount: 0,
    endedByCap: false,
    log: [],
    swapTaken: [],
    foldCaps: freshFoldCaps(n),
    foldsDisproved: 0,
    exchange: [],
    returners: [],
    returnCounts: [],
  };
  if (carry && options.cardExchange !== "none") applyAutomaticExchange(state, carry.places);
  if (state.phase === "play") startRound(state, opener);
  return state;
}

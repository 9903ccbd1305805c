// SH-3 (packs), SH-4 (deal), SH-5 (face-up choice), SH-6 (starter), SH-7 (first player), SH-8
// (R&B stocks), SH-1 (ids); custom deals (options.deal) for every zone.

import {
  CommonErrors,
  cardIdKey,
  DealBuilder,
  makeDeck,
  nextInt,
  RuleError,
  requireResolvedOptions,
  seedRng,
  shuffleInPlace,
} from "@houserules/engine";
import { checkDealFields } from "./deal.js";
import { beginTurn, type Events, pushLayer, setLoud } from "./flow.js";
import { newId } from "./ids.js";
import { checkCarry, OPTION_SPECS, type ShOptions } from "./options.js";
import { setTop } from "./rules/top.js";
import {
  CODE_SPACE,
  emptyHandRanks,
  H_DEALT,
  H_STARTER,
  indexHands,
  isSpade,
  JOKER_RANK,
  jokerCode,
  makeCfg,
  NO_CARD,
  P_FACEUP,
  rankOf,
  type ShState,
  TEN,
} from "./state.js";

const CHAOS_REMOVED = 4;
const BLACK = 0;
const RED = 1;

interface SeatDeal {
  hand?: unknown;
  lower?: unknown;
  upper?: unknown;
}
interface Deal {
  seats?: unknown;
  stock?: unknown;
  black?: unknown;
  red?: unknown;
  starter?: unknown;
  pile?: unknown;
  graveyard?: unknown;
  removed?: unknown;
  dealer?: unknown;
  first?: unknown;
}

function badDeal(message: string): never {
  throw new RuleError(CommonErrors.BAD_DEAL, message);
}

/** Jokers count as black (joker 1) or red (joker 2) for R&B stocks (SH-8). */
export function isBlack(code: number): boolean {
  if (jokerCode(code)) return (code & 15) === 1;
  const suit = (code >> 4) & 7;
  return suit === 0 || suit === 3;
}

function seatInt(v: unknown, players: number, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (!Number.isInteger(v) || (v as number) < 0 || (v as number) >= players) {
    badDeal(`deal.${name} must be a seat from 0 to ${players - 1}`);
  }
  return v as number;
}

/** A packed list of `n` copies of `value` (templates that emptyState copies with slice). */
function filled<T>(n: number, value: T): T[] {
  const list: T[] = [];
  for (let k = 0; k < n; k++) list.push(value);
  return list;
}
const NO_IDS = filled(CODE_SPACE, "");
const ZEROS = filled(CODE_SPACE, 0);
const NO_CARDS = filled(16, NO_CARD);

function perSeat<T>(n: number, make: () => T): T[] {
  const list: T[] = [];
  for (let p = 0; p < n; p++) list.push(make());
  return list;
}

export function emptyState(o: ShOptions, seed: string): ShState {
  const cfg = makeCfg(o);
  const n = o.players;
  const slots = 2 * cfg.slots;
  return {
    cfg,
    options: o,
    rng: seedRng(seed),
    ids: NO_IDS.slice(),
    idKey: cardIdKey("shithead", o, seed),
    idCount: 0,
    known: ZEROS.slice(),
    hands: perSeat(n, () => []),
    handRanks: perSeat(n, emptyHandRanks),
    bottom: perSeat(n, () => NO_CARDS.slice(0, slots)),
    faceUp: perSeat(n, () => ZEROS.slice(0, slots)),
    stocks: cfg.redBlack ? [[], []] : [[]],
    pile: [],
    layStart: [],
    laySeat: [],
    layHow: [],
    layBefore: [],
    layAs: [],
    grave: [],
    removed: [],
    place: new Array(n).fill(0),
    outCount: 0,
    dir: 1,
    turn: 0,
    phase: P_FACEUP,
    dealer: 0,
    topKind: 0,
    topVal: 0,
    wild: 0,
    pickQueen: 0,
    countered: 0,
    pickPrev: 0,
    firstStep: 1,
    replay: 0,
    responded: 0,
    acts: 0,
    linkPlain: 0,
    linkSpade: 0,
    linkWild: 0,
    endsOnFives: 0,
    flipSlot: NO_CARD,
    freebieSlot: NO_CARD,
    freebieFlip: 0,
    armed: new Array(n).fill(1),
    freebieUsed: new Array(n).fill(0),
    pnp: [],
    gSeat: NO_CARD,
    gRank: 0,
    gResp: NO_CARD,
    gChooser: NO_CARD,
    gLeft: 0,
    tossSeat: NO_CARD,
    tossActor: NO_CARD,
    lastTosser: NO_CARD,
    chosen: perSeat(n, () => [NO_CARD]),
    drawSeat: NO_CARD,
    drawLeft: 0,
    drawThen: 0,
    drawArg: NO_CARD,
    turns: 0,
    stall: 0,
    lowest: new Array(n).fill(CODE_SPACE),
    progGrave: 0,
    progStock: CODE_SPACE,
    progBottom: CODE_SPACE,
    progOut: 0,
    endedByCap: 0,
    step: 0,
  };
}

export function setupGame(o: ShOptions, seed: string): ShState {
  requireResolvedOptions("shithead", OPTION_SPECS, o);
  const s = emptyState(o, seed);
  const cfg = s.cfg;
  const n = o.players;
  const all = makeDeck({ decks: cfg.packs, jokersPerDeck: cfg.jokersPerPack });
  for (const c of all) s.ids[c] = newId(s);
  if (o.carry !== undefined) checkCarry(o.carry, n);
  if (o.deal !== undefined) checkDealFields(o.deal, cfg);
  const deal = (o.deal ?? {}) as Deal;
  // Without a custom deal nothing is taken: the whole deck is dealt (no builder to set up).
  const builder = o.deal === undefined ? null : new DealBuilder(all);
  const k = cfg.slots;
  const seatDeals: SeatDeal[] = [];
  if (deal.seats !== undefined) for (const sd of deal.seats as SeatDeal[]) seatDeals.push(sd);
  // Named zones first, so the rest is dealt from what is left.
  const given = {
    hand: [] as (number[] | null)[],
    lower: [] as (number[] | null)[],
    upper: [] as (number[] | null)[],
  };
  for (let p = 0; p < n; p++) {
    const sd = seatDeals[p] ?? {};
    given.hand.push(
      sd.hand === undefined ? null : (builder as DealBuilder).take(`seats[${p}].hand`, sd.hand),
    );
    given.lower.push(
      sd.lower === undefined ? null : (builder as DealBuilder).take(`seats[${p}].lower`, sd.lower, k),
    );
    given.upper.push(
      sd.upper === undefined ? null : (builder as DealBuilder).take(`seats[${p}].upper`, sd.upper, k),
    );
    if (k === 0 && ((given.lower[p]?.length ?? 0) > 0 || (given.upper[p]?.length ?? 0) > 0)) {
      badDeal("this layout has no bottom cards");
    }
  }
  const stockGiven: (number[] | null)[] = cfg.redBlack
    ? [
        deal.black === undefined ? null : (builder as DealBuilder).take("black", deal.black),
        deal.red === undefined ? null : (builder as DealBuilder).take("red", deal.red),
      ]
    : [deal.stock === undefined ? null : (builder as DealBuilder).take("stock", deal.stock)];
  const starter =
    deal.starter === undefined ? null : (builder as DealBuilder).take("starter", deal.starter, 1);
  const pile = deal.pile === undefined ? null : (builder as DealBuilder).take("pile", deal.pile);
  const grave =
    deal.graveyard === undefined ? null : (builder as DealBuilder).take("graveyard", deal.graveyard);
  const removed = deal.removed === undefined ? null : (builder as DealBuilder).take("removed", deal.removed);
  if (starter && starter.length === 1 && (rankOf(starter[0]) === TEN || rankOf(starter[0]) === JOKER_RANK)) {
    badDeal("a starter is never a 10 or a joker (SH-6)");
  }
  if (cfg.redBlack) {
    for (const [name, cards, black] of [
      ["black", stockGiven[BLACK], true],
      ["red", stockGiven[RED], false],
    ] as const) {
      if (cards?.some((c) => isBlack(c) !== black))
        badDeal(`deal zone "${name}" holds a card of the other colour`);
    }
  }

  const rest = builder === null ? all.slice() : builder.rest();
  shuffleInPlace(s.rng, rest);
  if (removed) s.removed = removed;
  else if (cfg.chaos) s.removed = rest.splice(0, CHAOS_REMOVED);
  if (grave) s.grave = grave;

  // R&B deals from two colour pools (SH-8); otherwise one pool.
  const pools: number[][] = cfg.redBlack ? [rest.filter(isBlack), rest.filter((c) => !isBlack(c))] : [rest];
  const take = (colour: number, p: number, zone: string): number => {
    const pool = pools[cfg.redBlack ? colour : 0];
    if (pool.length === 0) {
      const what = cfg.redBlack ? (colour === BLACK ? "black " : "red ") : "";
      throw new RuleError(
        CommonErrors.BAD_DEAL,
        `the named zones leave too few ${what}cards to deal seats[${p}].${zone}`,
        "SH-4",
      );
    }
    return pool.pop() as number;
  };
  const dealer = seatInt(deal.dealer, n, "dealer") ?? carrySeat(o, "dealer") ?? nextInt(s.rng, n);
  const order = Array.from({ length: n }, (_, j) => (dealer + 1 + j) % n);
  s.dealer = dealer;
  for (let slot = 0; slot < k; slot++) {
    for (const p of order)
      s.bottom[p][slot] = given.lower[p] ? (given.lower[p]?.[slot] ?? NO_CARD) : take(BLACK, p, "lower");
  }
  const faceUpChoice = cfg.layout === 0;
  for (let slot = 0; slot < k; slot++) {
    for (const p of order) {
      if (given.upper[p]) s.bottom[p][k + slot] = given.upper[p]?.[slot] ?? NO_CARD;
      else if (!faceUpChoice) s.bottom[p][k + slot] = take(RED, p, "upper");
    }
  }
  for (const p of order) {
    if (given.upper[p] && faceUpChoice)
      for (let j = k; j < 2 * k; j++) s.faceUp[p][j] = s.bottom[p][j] >= 0 ? 1 : 0;
  }
  for (let j = 0; j < cfg.handMin + 3; j++) {
    for (const p of order) {
      if (given.hand[p]) continue;
      const size = faceUpChoice && !given.upper[p] ? cfg.handMin + 3 : cfg.handMin;
      if (j < size) s.hands[p].push(take(j % 2 === 0 ? BLACK : RED, p, "hand"));
    }
  }
  for (let p = 0; p < n; p++) {
    const h = given.hand[p];
    if (h) s.hands[p] = h;
    if (faceUpChoice && !given.upper[p]) s.chosen[p] = [];
  }
  // Stocks: named top first (stored top last), the rest shuffled below... or all of it.
  for (let st = 0; st < s.stocks.length; st++) {
    const named = stockGiven[st];
    if (named) s.stocks[st] = named.slice().reverse();
    else s.stocks[st] = pools[cfg.redBlack ? st : 0].splice(0);
  }
  // A named stock leaves cards no zone took: they start in the graveyard (custom positions).
  for (const pool of pools) while (pool.length > 0) s.grave.push(pool.pop() as number);

  // SH-6 the starter, or a custom pile.
  if (pile) buildPile(s, pile);
  else if (starter) {
    if (starter.length === 1) placeStarter(s, starter[0]);
  } else turnStarter(s);

  const first = seatInt(deal.first, n, "first") ?? carrySeat(o, "first") ?? (dealer + 1) % n;
  s.turn = first;
  indexHands(s);
  s.lowest = s.hands.map((h, p) => h.length + s.bottom[p].filter((c) => c >= 0).length);
  const ev: Events = [];
  setLoud(false); // setup's events are not returned
  if (s.chosen.every((c) => c.length > 0)) {
    for (let p = 0; p < n; p++) s.chosen[p] = [NO_CARD];
    beginTurn(s, first, ev);
  } else s.phase = P_FACEUP;
  return s;
}

/** SH-7: the previous Shit Head deals and the previous Cut Throat starts (options.carry). */
function carrySeat(o: ShOptions, key: "first" | "dealer"): number | undefined {
  return o.carry?.[key];
}

function placeStarter(s: ShState, card: number): void {
  pushLayer(s, NO_CARD, H_STARTER, [card]);
  setTop(s, rankOf(card), isSpade(card));
}

/** SH-6: turn the top stock card; a 10 or joker goes back at random with a new id. */
function turnStarter(s: ShState): void {
  const stock = s.stocks[0];
  for (;;) {
    if (stock.every((c) => rankOf(c) === TEN || jokerCode(c))) return;
    const card = stock.pop() as number;
    if (rankOf(card) === TEN || jokerCode(card)) {
      s.ids[card] = newId(s);
      stock.splice(nextInt(s.rng, stock.length + 1), 0, card);
      continue;
    }
    placeStarter(s, card);
    return;
  }
}

/** A custom pile, top first: runs of one rank form layers, each setting the top in turn. */
function buildPile(s: ShState, topFirst: number[]): void {
  const cards = topFirst.slice().reverse();
  let k = 0;
  while (k < cards.length) {
    const rank = rankOf(cards[k]);
    if (rank === JOKER_RANK) badDeal("a joker never stays on the pile (SH-31)");
    if (rank === TEN && s.cfg.tenSelf) badDeal("with tenLeader self a 10 never stays on the pile (SH-28)");
    let end = k + 1;
    while (end < cards.length && rankOf(cards[end]) === rank) end++;
    const layer = cards.slice(k, end);
    pushLayer(s, NO_CARD, H_DEALT, layer);
    setTop(
      s,
      rank,
      layer.some((c) => isSpade(c)),
    );
    k = end;
  }
}

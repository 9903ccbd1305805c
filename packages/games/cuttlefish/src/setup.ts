// CF-3 to CF-5: seats, dealer, deal (including the 8p variants and the 4p Pile), and custom
// deals (options.deal: every hand, the Pile, the dealer, the removed set, sets already resolved).

import {
  CommonErrors,
  nextInt,
  RuleError,
  requireResolvedOptions,
  seedRng,
  shuffleInPlace,
} from "@houserules/engine";
import {
  CARD_COUNT,
  CARDS_PER_SET,
  parseCardId,
  parseSetName,
  SET_COUNT,
  SET_NAMES,
  setOf,
} from "./cards.js";
import { type CuttlefishOptions, optionSpecs } from "./options.js";
import { settleAfterSetup } from "./rules/flow.js";
import { type CuttlefishState, FORFEIT, LIVE, OUT, PILE, REMOVED, WON_A, WON_B } from "./state.js";

export const PILE_SIZE_4P = 18;
export const HAND_SIZE = 9;
export const HAND_SIZE_REMOVE_SET = 6;

export interface ParsedDeal {
  hands: (number[] | null)[];
  pile: number[] | null;
  dealer: number | null;
  removedSet: number | null;
  /** Sets resolved before play (puzzles, tests): set -> WON_A | WON_B | FORFEIT. */
  resolved: [number, number][];
  /** Asks already made (toward askCap, CF-30). */
  asks: number;
}

const DEAL_KEYS = ["seats", "pile", "dealer", "removedSet", "resolved", "asks"];
const RESOLVED_NAMES: Record<string, number> = { A: WON_A, B: WON_B, forfeit: FORFEIT };

function badDeal(message: string, ruleId?: string): never {
  throw new RuleError(CommonErrors.BAD_DEAL, message, ruleId);
}

/** Standard hand sizes by seat (CF-5): 8p full gives 7 to the first six seats from the dealer's left. */
export function standardHandSizes(options: CuttlefishOptions, dealer: number): number[] {
  const n = options.players;
  const sizes: number[] = new Array(n).fill(HAND_SIZE);
  if (n === 8) {
    for (let i = 0; i < n; i++) {
      const seat = (dealer + 1 + i) % n;
      sizes[seat] = options.eightPlayerDeck === "removeSet" ? HAND_SIZE_REMOVE_SET : i < 6 ? 7 : 6;
    }
  }
  return sizes;
}

function parseCards(zone: string, list: unknown, seen: Uint8Array, dead: Set<number>): number[] {
  if (!Array.isArray(list)) badDeal(`deal zone "${zone}" must be a list of cards such as "narwhal-4"`);
  const cards: number[] = [];
  for (const text of list) {
    const card = parseCardId(text);
    if (card === null)
      badDeal(`deal zone "${zone}": ${JSON.stringify(text)} is not a card (expected e.g. "narwhal-4")`);
    if (dead.has(setOf(card))) badDeal(`deal zone "${zone}": ${text} belongs to a set that is not in play`);
    if (seen[card]) badDeal(`deal zone "${zone}": ${text} is placed twice`);
    seen[card] = 1;
    cards.push(card);
  }
  return cards;
}

/** Validates a custom deal's shape and cards (everything that does not need the shuffle). */
export function parseDeal(options: CuttlefishOptions, deal: unknown): ParsedDeal {
  if (typeof deal !== "object" || deal === null || Array.isArray(deal)) badDeal("deal must be a JSON object");
  const d = deal as Record<string, unknown>;
  for (const key of Object.keys(d)) {
    if (!DEAL_KEYS.includes(key)) badDeal(`unknown deal field "${key}"; fields: ${DEAL_KEYS.join(", ")}`);
  }
  const n = options.players;
  let dealer: number | null = null;
  if (d.dealer !== undefined) {
    if (!Number.isInteger(d.dealer) || (d.dealer as number) < 0 || (d.dealer as number) >= n) {
      badDeal(`deal.dealer must be a seat from 0 to ${n - 1}`, "CF-4");
    }
    dealer = d.dealer as number;
  }
  let removedSet: number | null = null;
  if (d.removedSet !== undefined) {
    if (options.eightPlayerDeck !== "removeSet" || n !== 8)
      badDeal("deal.removedSet needs 8 players with eightPlayerDeck=removeSet", "CF-5");
    removedSet = parseSetName(d.removedSet);
    if (removedSet === null) badDeal(`deal.removedSet must be one of ${SET_NAMES.join(", ")}`, "CF-5");
  }
  let asks = 0;
  if (d.asks !== undefined) {
    if (!Number.isInteger(d.asks) || (d.asks as number) < 0 || (d.asks as number) > options.askCap)
      badDeal(`deal.asks must be a whole number from 0 to askCap (${options.askCap})`, "CF-30");
    asks = d.asks as number;
  }
  const dead = new Set<number>();
  if (removedSet !== null) dead.add(removedSet);
  const resolved: [number, number][] = [];
  if (d.resolved !== undefined) {
    if (typeof d.resolved !== "object" || d.resolved === null || Array.isArray(d.resolved)) {
      badDeal('deal.resolved must map set names to "A", "B" or "forfeit"');
    }
    for (const [name, result] of Object.entries(d.resolved as Record<string, unknown>)) {
      const set = parseSetName(name);
      if (set === null) badDeal(`deal.resolved: "${name}" is not a set`);
      if (dead.has(set)) badDeal(`deal.resolved: ${name} is listed twice or is the removed set`);
      const status = typeof result === "string" ? RESOLVED_NAMES[result] : undefined;
      if (status === undefined) badDeal(`deal.resolved.${name} must be "A", "B" or "forfeit"`);
      dead.add(set);
      resolved.push([set, status]);
    }
  }
  const seen = new Uint8Array(CARD_COUNT);
  const hands: (number[] | null)[] = new Array(n).fill(null);
  if (d.seats !== undefined) {
    if (!Array.isArray(d.seats) || d.seats.length !== n)
      badDeal(`deal.seats must list ${n} seats (null for a seat dealt normally)`);
    for (let seat = 0; seat < n; seat++) {
      const entry = d.seats[seat] as unknown;
      if (entry === null || entry === undefined) continue;
      if (typeof entry !== "object" || Array.isArray(entry))
        badDeal(`deal.seats[${seat}] must be { "hand": [...] } or null`);
      const unknown = Object.keys(entry as object).find((k) => k !== "hand");
      if (unknown !== undefined)
        badDeal(`deal.seats[${seat}] has an unknown field "${unknown}"; only "hand" is allowed`);
      const hand = (entry as { hand?: unknown }).hand;
      if (hand === undefined) continue;
      hands[seat] = parseCards(`seats[${seat}].hand`, hand, seen, dead);
    }
  }
  let pile: number[] | null = null;
  if (d.pile !== undefined) {
    if (n !== 4) badDeal("only the 4-player game has a Pile", "CF-18");
    pile = parseCards("pile", d.pile, seen, dead);
  }
  return { hands, pile, dealer, removedSet, resolved, asks };
}

/**
 * A named hand may not hold more than it can (engine.md): its CF-5 size plus one card per ask
 * already made (a hit moves one card). The 4p Pile is the rest of the deal (CF-5), of any size.
 */
function checkZoneSizes(deal: ParsedDeal, sizes: readonly number[]): void {
  deal.hands.forEach((hand, seat) => {
    if (hand === null || hand.length <= sizes[seat] + deal.asks) return;
    badDeal(
      deal.asks === 0
        ? `seat ${seat}'s hand holds ${hand.length} cards; it is dealt ${sizes[seat]}, and with no asks made (deal.asks) no card has moved`
        : `seat ${seat}'s hand holds ${hand.length} cards; it is dealt ${sizes[seat]} and ${deal.asks} asks can have brought at most ${deal.asks} more`,
      "CF-5",
    );
  });
}

/** Deals the game (CF-4, CF-5) or the custom deal, then settles the opening position. */
export function setup(options: CuttlefishOptions, seed: string): CuttlefishState {
  requireResolvedOptions("cuttlefish", optionSpecs, options);
  const rng = seedRng(seed);
  const n = options.players;
  const deal = options.deal !== undefined ? parseDeal(options, options.deal) : null;
  const dealer = deal?.dealer ?? options.carry?.dealer ?? nextInt(rng, n);
  const setStatus: number[] = new Array(SET_COUNT).fill(LIVE);
  let removedSet = deal?.removedSet ?? null;
  if (options.eightPlayerDeck === "removeSet" && n === 8 && removedSet === null)
    removedSet = nextInt(rng, SET_COUNT);
  if (removedSet !== null) setStatus[removedSet] = REMOVED;
  for (const [set, status] of deal?.resolved ?? []) setStatus[set] = status;

  const owner: number[] = new Array(CARD_COUNT).fill(OUT);
  const placed = new Uint8Array(CARD_COUNT);
  const handCount: number[] = new Array(n).fill(0);
  let pileCount = 0;
  const put = (card: number, location: number) => {
    owner[card] = location;
    placed[card] = 1;
    if (location === PILE) pileCount++;
    else handCount[location]++;
  };
  if (deal) {
    for (let seat = 0; seat < n; seat++) for (const card of deal.hands[seat] ?? []) put(card, seat);
    for (const card of deal.pile ?? []) put(card, PILE);
  }
  const leftover: number[] = [];
  for (let card = 0; card < CARD_COUNT; card++) {
    if (setStatus[(card / CARDS_PER_SET) | 0] === LIVE && !placed[card]) leftover.push(card);
  }
  shuffleInPlace(rng, leftover);

  // Zones to deal into, in deal order: seats from the dealer's left, then the Pile (4p).
  const order: number[] = [];
  for (let i = 1; i <= n; i++) order.push((dealer + i) % n);
  const open = order.filter((seat) => deal === null || deal.hands[seat] === null);
  const pileOpen = n === 4 && (deal === null || deal.pile === null);
  const sizes = standardHandSizes(options, dealer);
  if (deal) checkZoneSizes(deal, sizes);
  // One card at a time clockwise from the dealer's left, each open hand up to its CF-5 size; the
  // 4p Pile, left out, takes the rest. With fewer cards (sets resolved) the Pile is short first,
  // then the hands evenly; more cards than the open hands hold, and no Pile to take them, are refused.
  const quota = open.map((seat) => sizes[seat]);
  let next = 0;
  let dealt = true;
  while (dealt && next < leftover.length) {
    dealt = false;
    for (let i = 0; i < open.length && next < leftover.length; i++) {
      if (quota[i] > 0) {
        put(leftover[next++], open[i]);
        quota[i]--;
        dealt = true;
      }
    }
  }
  if (pileOpen) while (next < leftover.length) put(leftover[next++], PILE);
  if (next < leftover.length) {
    const zones = open.map((seat) => `seat ${seat}`);
    badDeal(
      zones.length === 0
        ? `the deal names every zone but leaves ${leftover.length - next} live cards unplaced`
        : `the deal leaves ${leftover.length - next} live cards more than the zones it leaves out (${zones.join(", ")}) hold at the deal: name them in a zone, or resolve their sets`,
      "CF-5",
    );
  }

  const state: CuttlefishState = {
    config: {
      players: n,
      hasPile: n === 4,
      removeSet: n === 8 && options.eightPlayerDeck === "removeSet",
      anytime: options.declarationTiming === "anytime",
      strict: options.strictDeclarations,
      lastAsk: options.logVisibility === "lastAsk",
      endWhenClinched: options.endWhenClinched,
      askCap: options.askCap,
      skin: options.deckSkin,
      notes: options.notes && options.logVisibility === "full",
    },
    owner,
    handCount,
    pileCount,
    setStatus,
    setDeclarer: new Array(SET_COUNT).fill(-1),
    startDead: setStatus.reduce((mask, status, set) => (status === LIVE ? mask : mask | (1 << set)), 0),
    phase: "play",
    turn: (dealer + 1) % n,
    dealer,
    pollQueue: [],
    chanceOrder: [],
    chanceIndex: 0,
    asks: deal?.asks ?? 0,
    version: 0,
    log: [],
    seq: 0,
    cappedAsks: false,
    clinched: false,
    series: options.carry
      ? { game: options.carry.game, wins: options.carry.wins.slice(), sets: options.carry.sets.slice() }
      : { game: 1, wins: [0, 0], sets: [0, 0] },
    rng,
  };
  settleAfterSetup(state);
  return state;
}

// Setup: CS-5 (decks), CS-6 (deal, dealer), CS-7 (secret simultaneous selection), CS-8 (reveal,
// 6-field flip, first draws), CS-9 (first player), custom deals (options.deal), CS-123 (series).

import {
  type Card,
  CommonErrors,
  formatCard,
  type GameEvent,
  makeDeck,
  makeJoker,
  nextInt,
  RuleError,
  requireResolvedOptions,
  seedRng,
  shuffleInPlace,
} from "@houserules/engine";
import { CsDealBuilder } from "./deal-builder.js";
import { type CsOptions, configOf, JOKERS_PER_PACK, OPTION_SPECS } from "./options.js";
import { QUIET } from "./quiet.js";
import { recomputeFields, replenish } from "./rules/core.js";
import { startTurn } from "./rules/turn.js";
import {
  CHOICE_HIGHER,
  CHOICE_LOWER,
  CHOICE_NONE,
  type CsState,
  DEAL_HAND,
  type Link,
  Mode,
  NEXT,
  Phase,
  RUN_NONE,
  type SeatState,
  SLOTS,
} from "./state.js";
import {
  ACE_V,
  allows,
  hasAbility,
  JACK_V,
  JOKER_V,
  KING_V,
  SEVEN,
  SIX,
  stacks,
  synOf,
  TABLE,
  TEN,
  TWO,
  valueName,
} from "./values.js";

const FACE_UP_PICKS = 3;
/** Code distance between deck copies of a card (engine cards.ts: copy * 128). */
const CARD_COPY_STEP = 128;
const HAND_AFTER_SELECTION = DEAL_HAND - FACE_UP_PICKS - 1;

/** One seat of a custom deal (RULES.md, "Custom deals"). */
interface SeatDeal {
  hand?: unknown;
  handSize?: unknown;
  faceUp?: unknown;
  faceDown?: unknown;
  horizontal?: unknown;
  field?: unknown;
  place?: unknown;
  fieldChanges?: unknown;
}
/** One discard-pile link of a custom deal: a card list, or this object. */
interface LinkDeal {
  cards?: unknown;
  owner?: unknown;
  value?: unknown;
  active?: unknown;
  choice?: unknown;
  count?: unknown;
  paradox?: unknown;
}
interface DealSpec {
  seats?: unknown;
  source?: unknown;
  sourceSize?: unknown;
  dealer?: unknown;
  first?: unknown;
  direction?: unknown;
  turns?: unknown;
  pile?: unknown;
  graveyard?: unknown;
}
const DEAL_KEYS = [
  "seats",
  "source",
  "sourceSize",
  "dealer",
  "first",
  "direction",
  "turns",
  "pile",
  "graveyard",
];
const SEAT_KEYS = ["hand", "handSize", "faceUp", "faceDown", "horizontal", "field", "place", "fieldChanges"];
const LINK_KEYS = ["cards", "owner", "value", "active", "choice", "count", "paradox"];

function badDeal(message: string): never {
  throw new RuleError(CommonErrors.BAD_DEAL, message);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function checkKeys(obj: Record<string, unknown>, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(obj))
    if (!allowed.includes(key))
      badDeal(`${where} has an unknown field "${key}"; fields: ${allowed.join(", ")}`);
}

function intIn(v: unknown, min: number, max: number, what: string): number {
  if (!Number.isInteger(v) || (v as number) < min || (v as number) > max)
    badDeal(`${what} must be an integer from ${min} to ${max} (got ${JSON.stringify(v)})`);
  return v as number;
}

function emptySeat(): SeatState {
  return {
    hand: [],
    faceUp: [-1, -1, -1],
    horizontal: [false, false, false],
    faceDown: [-1, -1, -1],
    fdKnown: [false, false, false],
    field: -1,
    known: [],
    out: false,
    place: 0,
    pickups: 0,
    fieldChanges: 0,
    selected: false,
  };
}

/**
 * Every card of the game: `decks` packs of 52 plus 2 Jokers each. Jokers are all made as
 * "joker 1" with distinct copy numbers, so the engine's DealBuilder (which matches a parsed "JK"
 * to joker 1 only) can place every Joker of a custom deal; codes stay distinct.
 */
export function allCards(decks: number): Card[] {
  let cards = ALL_CARDS[decks];
  if (cards === undefined) {
    cards = makeAllCards(decks);
    ALL_CARDS[decks] = cards;
  }
  return cards.slice();
}
/** allCards per deck count, built once (setup runs at every game of a playout). */
const ALL_CARDS: Card[][] = [];
function makeAllCards(decks: number): Card[] {
  const cards: Card[] = [];
  for (let pack = 0; pack < decks; pack++) {
    for (const card of makeDeck({ decks: 1, jokersPerDeck: 0 })) cards.push(card + pack * CARD_COPY_STEP);
    for (let j = 0; j < JOKERS_PER_PACK; j++) cards.push(makeJoker(1, pack * JOKERS_PER_PACK + j));
  }
  return cards;
}

/** Face-up or face-down slots: exactly 3 entries, each a card or null (an empty slot). */
function takeSlots(builder: CsDealBuilder, zone: string, given: unknown): number[] {
  if (!Array.isArray(given)) badDeal(`deal zone "${zone}" must be a list of cards`);
  if (given.length > SLOTS)
    badDeal(`deal zone "${zone}" holds ${given.length} cards, more than its size ${SLOTS}`);
  if (given.length < SLOTS)
    badDeal(
      `deal zone "${zone}" lists ${given.length} slots; it needs exactly ${SLOTS} entries, each a card or null for an empty slot`,
    );
  const out = [-1, -1, -1];
  for (let k = 0; k < SLOTS; k++)
    out[k] = given[k] === null ? -1 : builder.take(`${zone}[${k}]`, [given[k]], 1)[0];
  return out;
}

const VALUE_BY_NAME: Record<string, number> = { table: TABLE };
for (let v = TWO; v <= ACE_V; v++) VALUE_BY_NAME[valueName(v)] = v;

/** Custom discard-pile links (top first in the deal), bottom first; CS-25 flags fixed here. */
function buildPile(
  builder: CsDealBuilder,
  given: unknown,
  n: number,
  defaultOwner: number,
  turn: number,
  fieldCards: number[],
  activePlayers: number,
): Link[] {
  if (!Array.isArray(given)) badDeal("deal.pile must be a list of links, top first");
  const sevens = fieldCards.filter((c) => synOf(c) === SEVEN).length;
  const kings = fieldCards.filter((c) => synOf(c) === KING_V).length;
  const specs: LinkDeal[] = given.map((g, j) => {
    if (Array.isArray(g)) return { cards: g };
    if (!isObject(g)) badDeal(`deal.pile[${j}] must be a list of cards or an object with "cards"`);
    checkKeys(g, LINK_KEYS, `deal.pile[${j}]`);
    return g as LinkDeal;
  });
  // Cards are taken top first (the deal's order), links are built bottom first.
  const cardLists = specs.map((spec, j) => {
    const cards = builder.take(`pile[${j}]`, spec.cards ?? null);
    if (cards.length === 0) badDeal(`deal.pile[${j}] has no cards`);
    if (cards.some((c) => synOf(c) !== synOf(cards[0]))) badDeal(`deal.pile[${j}] mixes values (CS-20)`);
    return cards;
  });
  const pile: Link[] = [];
  for (let j = specs.length - 1; j >= 0; j--) {
    const spec = specs[j];
    const cards = cardLists[j];
    const where = `deal.pile[${j}]`;
    const syn = synOf(cards[0]);
    const below = pile.length === 0 ? null : pile[pile.length - 1];
    let sem: number;
    if (spec.value !== undefined) {
      const v = typeof spec.value === "string" ? VALUE_BY_NAME[spec.value] : undefined;
      if (v === undefined) badDeal(`${where}.value must be one of table, 2-10, J, Q, K, A`);
      sem = v;
    } else if (syn === JOKER_V || syn === SIX) sem = below === null ? TABLE : below.sem;
    else sem = syn;
    const owner = spec.owner === undefined ? defaultOwner : intIn(spec.owner, 0, n - 1, `${where}.owner`);
    let fired: boolean;
    if (spec.active === undefined) fired = hasAbility(sem) && syn !== JOKER_V;
    else if (typeof spec.active !== "boolean") badDeal(`${where}.active must be true or false`);
    else fired = spec.active;
    if (fired && !hasAbility(sem))
      badDeal(`${where}: a link of value ${valueName(sem)} has no ability to be active`);
    if (fired && sem === TEN) badDeal(`${where}: an active 10 burns the pile (CS-48); give "active": false`);
    let count = 1;
    if (spec.count !== undefined) {
      if (!stacks(sem)) badDeal(`${where}.count: only 5, 8, K and A stack (CS-34)`);
      count = intIn(spec.count, 1, 64, `${where}.count`);
    } else if (stacks(sem)) count = cards.length;
    let choice = CHOICE_NONE;
    if (fired && sem === SEVEN) {
      if (spec.choice === "higher") choice = CHOICE_HIGHER;
      else if (spec.choice === "lower") choice = CHOICE_LOWER;
      else badDeal(`${where}: an active 7 needs "choice": "higher" or "lower" (CS-45)`);
    } else if (spec.choice !== undefined) badDeal(`${where}.choice: only an active 7 has a choice (CS-45)`);
    let paradox: boolean;
    if (spec.paradox !== undefined) {
      if (typeof spec.paradox !== "boolean") badDeal(`${where}.paradox must be true or false`);
      if (!(fired && (sem === JACK_V || sem === KING_V)) && syn !== SIX)
        badDeal(`${where}.paradox: only an active J or K, or a 6, can be a paradox (CS-56 c, d, e)`);
      paradox = spec.paradox;
    } else if (sem === KING_V) paradox = fired && count % 2 === 1 && activePlayers >= 3;
    else if (syn === SIX) paradox = sem !== TABLE && sem !== SIX && allows(sevens & 1, kings & 1, SIX, sem);
    else paradox = false;
    pile.push({
      cards,
      owner,
      syn,
      sem,
      fired,
      count,
      run: RUN_NONE,
      runId: -1,
      choice,
      swaps: [],
      mirrorHigh: syn === SIX && paradox,
      kParadox: sem === KING_V && paradox,
      jItem: sem === JACK_V && paradox ? 0 : -1,
      turn,
      jParadox: sem === JACK_V && paradox ? 1 : 0,
      flipped: false,
    });
  }
  // Four of a kind on top of each other would have burned (CS-71).
  let streak = 0;
  for (let i = 0; i < pile.length; i++) {
    streak = i > 0 && pile[i].syn === pile[i - 1].syn ? streak + pile[i].cards.length : pile[i].cards.length;
    if (streak >= 4) badDeal(`deal.pile: ${streak} cards of one value in a row would have burned (CS-71)`);
  }
  return pile;
}

export function setupGame(options: CsOptions, seed: string): CsState {
  requireResolvedOptions("cunt-soul", OPTION_SPECS, options);
  const cfg = configOf(options);
  const n = cfg.players;
  const rng = seedRng(seed);
  const deal = (options.deal ?? {}) as DealSpec;
  if (!isObject(deal)) badDeal("deal must be a JSON object");
  checkKeys(deal, DEAL_KEYS, "deal");
  const seatDeals: SeatDeal[] = [];
  if (deal.seats !== undefined) {
    if (!Array.isArray(deal.seats) || deal.seats.length > n)
      badDeal(`deal.seats must be a list of at most ${n} seats`);
    for (const [i, sd] of (deal.seats as unknown[]).entries()) {
      if (!isObject(sd)) badDeal(`deal.seats[${i}] must be an object (got ${JSON.stringify(sd)})`);
      checkKeys(sd, SEAT_KEYS, `deal.seats[${i}]`);
      seatDeals.push(sd as SeatDeal);
    }
  }
  while (seatDeals.length < n) seatDeals.push({});

  let dealer: number;
  if (deal.dealer !== undefined) {
    if (!Number.isInteger(deal.dealer) || (deal.dealer as number) < 0 || (deal.dealer as number) >= n)
      badDeal(`deal.dealer must be a seat 0..${n - 1}`);
    dealer = deal.dealer as number;
  } else if (options.carry) dealer = options.carry.dealer;
  else dealer = nextInt(rng, n);

  // Out players (CS-120): places 1..k, no cards.
  if (n < 3 && seatDeals.some((sd) => sd.place !== undefined))
    badDeal("deal: with 2 players no seat can be out (the game would be over)");
  const places = seatDeals.map((sd, i) =>
    sd.place === undefined ? 0 : intIn(sd.place, 1, n - 2, `deal.seats[${i}].place`),
  );
  const placesGiven = places.filter((p) => p > 0).length;
  for (let k = 1; k <= placesGiven; k++)
    if (!places.includes(k))
      badDeal(`deal: places of out seats must be 1..${placesGiven}, each once (CS-120)`);
  const first =
    deal.first === undefined ? (dealer + 1) % n : intIn(deal.first, 0, n - 1, "deal.first (a seat)");
  if (places[first] > 0) badDeal(`deal.first: seat ${first} is out`);
  let direction = 1;
  if (deal.direction !== undefined) {
    if (deal.direction !== 1 && deal.direction !== -1) badDeal("deal.direction must be 1 (clockwise) or -1");
    direction = deal.direction;
  }
  const turns = deal.turns === undefined ? 0 : intIn(deal.turns, 0, cfg.turnCap - 1, "deal.turns");

  // Without a custom deal nothing is taken (an empty builder): the rest is every card, in order.
  const custom = options.deal !== undefined;
  const builder = new CsDealBuilder(custom ? allCards(cfg.decks) : []);
  const seats: SeatState[] = [];
  const handGiven: Card[][] = [];
  const handSizes: number[] = [];
  const fdFill: boolean[][] = [];
  for (let i = 0; i < n; i++) {
    const sd = seatDeals[i];
    const st = emptySeat();
    if (places[i] > 0) {
      for (const key of ["hand", "handSize", "faceUp", "faceDown", "field"] as const)
        if (sd[key] !== undefined)
          badDeal(`deal.seats[${i}].${key}: seat ${i} is out (place ${places[i]}): it holds no cards`);
      for (const key of ["horizontal", "fieldChanges"] as const)
        if (sd[key] !== undefined)
          badDeal(`deal.seats[${i}].${key}: seat ${i} is out (place ${places[i]}) and has no ${key}`);
      st.out = true;
      st.place = places[i];
      st.selected = true;
      seats.push(st);
      handGiven.push([]);
      handSizes.push(0);
      fdFill.push([false, false, false]);
      continue;
    }
    const selected = sd.faceUp !== undefined || sd.field !== undefined;
    if (selected && (sd.faceUp === undefined || sd.field === undefined))
      badDeal(`deal seat ${i}: give both faceUp (3 cards) and field (1 card), or neither`);
    // Face-down slots left out are dealt; listed ones are exactly as written.
    if (sd.faceDown !== undefined) {
      const fd = takeSlots(builder, `seats[${i}].faceDown`, sd.faceDown);
      for (let k = 0; k < SLOTS; k++) st.faceDown[k] = fd[k];
    }
    fdFill.push([sd.faceDown === undefined, sd.faceDown === undefined, sd.faceDown === undefined]);
    if (selected) {
      const fu = takeSlots(builder, `seats[${i}].faceUp`, sd.faceUp);
      for (let k = 0; k < SLOTS; k++) st.faceUp[k] = fu[k];
      const fieldList = typeof sd.field === "string" ? [sd.field] : sd.field;
      const field = builder.take(`seats[${i}].field`, fieldList, 1);
      if (field.length !== 1) badDeal(`deal seat ${i}: field needs exactly 1 card`);
      st.field = field[0];
      st.selected = true;
    }
    if (sd.horizontal !== undefined) {
      const h = sd.horizontal;
      if (!Array.isArray(h) || h.length !== SLOTS || h.some((x) => typeof x !== "boolean"))
        badDeal(`deal.seats[${i}].horizontal must be ${SLOTS} booleans (CS-82)`);
      if (!selected) badDeal(`deal.seats[${i}].horizontal needs the seat's faceUp`);
      st.horizontal = (h as boolean[]).slice();
    }
    if (sd.fieldChanges !== undefined)
      st.fieldChanges = intIn(sd.fieldChanges, 0, cfg.maxFieldChanges, `deal.seats[${i}].fieldChanges`);
    // A listed hand is exactly those cards; handSize asks for a hand filled from the rest up to it.
    const normal = selected ? HAND_AFTER_SELECTION : DEAL_HAND;
    const minSize = selected ? 0 : FACE_UP_PICKS + 1;
    const sizeGiven =
      sd.handSize === undefined
        ? null
        : intIn(sd.handSize, minSize, 54 * cfg.decks, `deal.seats[${i}].handSize`);
    const listed =
      sd.hand === undefined ? [] : builder.take(`seats[${i}].hand`, sd.hand, sizeGiven ?? 54 * cfg.decks);
    const handSize = sizeGiven ?? (sd.hand === undefined ? normal : listed.length);
    if (handSize < minSize)
      badDeal(
        `deal.seats[${i}].hand holds ${handSize} card${handSize === 1 ? "" : "s"}, but seat ${i} still chooses ${FACE_UP_PICKS} face-up cards and a field card from it (CS-7): list at least ${minSize}, or give handSize to fill it from the rest`,
      );
    handSizes.push(handSize);
    handGiven.push(listed);
    seats.push(st);
  }
  // Out seats and emptied face-up slots are late-game facts: the selection is over (CS-7, CS-8).
  const lateGame = seats.some((st) => st.out || (st.selected && st.faceUp.some((c) => c < 0)));
  if (lateGame && !seats.every((st) => st.selected))
    badDeal(
      "deal: out seats (place) and empty face-up slots need every seat's selection made (faceUp and field): the game then starts after the reveal (CS-8)",
    );
  const sourceTop = deal.source === undefined ? [] : builder.take("source", deal.source);
  const graveGiven = deal.graveyard === undefined ? [] : builder.take("graveyard", deal.graveyard);
  const fieldCards = seats.filter((st) => st.field >= 0).map((st) => st.field);
  const prevPlayer = (first - direction + n) % n;
  const pile =
    deal.pile === undefined
      ? []
      : buildPile(builder, deal.pile, n, prevPlayer, turns, fieldCards, n - placesGiven);
  const rest = shuffleInPlace(rng, custom ? builder.rest() : allCards(cfg.decks));
  // Fill what the deal left out, seat by seat.
  for (let i = 0; i < n; i++) {
    const st = seats[i];
    for (let k = 0; k < SLOTS; k++) if (fdFill[i][k]) st.faceDown[k] = takeOrFail(rest);
    st.hand = handGiven[i];
    while (st.hand.length < handSizes[i]) st.hand.push(takeOrFail(rest));
  }
  // Source, top first in the deal: our array is bottom first. With sourceSize, what is left over
  // goes to the graveyard (every card is somewhere exactly once).
  let below = rest;
  const graveyard = graveGiven;
  // A listed source is the whole source unless sourceSize says how many cards go below its top.
  if (deal.source !== undefined && deal.sourceSize === undefined && rest.length > 0)
    badDeal(
      `deal.source lists ${sourceTop.length} cards and ${rest.length} cards are in no zone: name them (graveyard for burned cards), or give sourceSize to put them under the listed top of the source`,
    );
  if (deal.sourceSize !== undefined) {
    const size = intIn(deal.sourceSize, sourceTop.length, 54 * cfg.decks, "deal.sourceSize");
    const fromRest = size - sourceTop.length;
    if (fromRest > rest.length)
      badDeal(`deal.sourceSize ${size}: only ${rest.length + sourceTop.length} cards are left`);
    below = rest.slice(rest.length - fromRest);
    for (let k = rest.length - fromRest - 1; k >= 0; k--) graveyard.push(rest[k]);
  }
  const source = below.concat(sourceTop.slice().reverse());

  const state: CsState = {
    cfg,
    rng,
    t: {
      phase: Phase.SELECT,
      seat: first,
      direction,
      queue: [NEXT],
      turns,
      mode: Mode.FRESH,
      runNext: 0,
      runSteps: 0,
      runId: -1,
      nextRunId: 0,
      chainCards: 0,
      firstPlay: true,
      swapsLeft: 0,
      peekSlot: -1,
      needSeven: false,
      needJCard: false,
      needJField: false,
      pendingBurn: false,
      nextMode: -1,
      burnedThisTurn: false,
      tempField: -1,
      faceDownOut: false,
      tokenHolder: -1,
      tokenActive: false,
      placesGiven,
      revealed: false,
      endedByCap: false,
      dealer,
      firstPlayer: first,
    },
    fx: { counts: zeros(16), b: 0, r: 0, mult: 1, hand: 5 },
    seats,
    source,
    sourceKnown: source.map(() => false),
    sourceFlipped: false,
    pile,
    graveyard,
    tally: options.carry ? options.carry.tally.map((row) => row.slice()) : seats.map(() => [0, 0, 0]),
  };
  if (seats.every((st) => st.selected)) reveal(state, []);
  return state;
}

/** n zeros in a packed list (`new Array(n).fill(0)` stays holey: a hole check at every read). */
function zeros(n: number): number[] {
  const list: number[] = [];
  for (let i = 0; i < n; i++) list.push(0);
  return list;
}

function takeOrFail(rest: Card[]): Card {
  const card = rest.pop();
  if (card === undefined) badDeal("the deal leaves too few cards to fill every zone");
  return card;
}

/** CS-7/CS-8: every selection is made; reveal, flip for a 6-field, first draws, first turn. */
export function reveal(s: CsState, events: GameEvent[]): void {
  s.t.revealed = true;
  if (events !== QUIET)
    events.push({
      type: "reveal",
      faceUp: s.seats.map((st) => st.faceUp.map((c) => (c >= 0 ? formatCard(c) : ""))),
      fields: s.seats.map((st) => formatCard(st.field)),
    } as GameEvent);
  s.t.seat = s.t.firstPlayer;
  recomputeFields(s, events);
  const n = s.seats.length;
  for (let i = 0; i < n; i++) {
    const seat = (s.t.firstPlayer + i) % n;
    if (!s.seats[seat].out) replenish(s, seat, events);
  }
  startTurn(s, s.t.firstPlayer, events);
}

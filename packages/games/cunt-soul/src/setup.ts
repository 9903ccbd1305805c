// Setup: CS-5 (decks), CS-6 (deal, dealer), CS-7 (secret simultaneous selection), CS-8 (reveal,
// 6-field flip, first draws), CS-9 (first player), custom deals (options.deal), CS-123 (series).

import {
  type Card,
  CommonErrors,
  DealBuilder,
  formatCard,
  type GameEvent,
  makeDeck,
  makeJoker,
  nextInt,
  RuleError,
  seedRng,
  shuffleInPlace,
} from "@houserules/engine";
import { type CsOptions, configOf, JOKERS_PER_PACK } from "./options.js";
import { recomputeFields, replenish } from "./rules/core.js";
import { startTurn } from "./rules/turn.js";
import { type CsState, DEAL_HAND, Mode, NEXT, Phase, type SeatState, SLOTS } from "./state.js";

const FACE_UP_PICKS = 3;
/** Code distance between deck copies of a card (engine cards.ts: copy * 128). */
const CARD_COPY_STEP = 128;
const HAND_AFTER_SELECTION = DEAL_HAND - FACE_UP_PICKS - 1;

interface SeatDeal {
  hand?: unknown;
  faceUp?: unknown;
  faceDown?: unknown;
  field?: unknown;
}
interface DealSpec {
  seats?: unknown;
  source?: unknown;
  dealer?: unknown;
}

function badDeal(message: string): never {
  throw new RuleError(CommonErrors.BAD_DEAL, message);
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
  const cards: Card[] = [];
  for (let pack = 0; pack < decks; pack++) {
    for (const card of makeDeck({ decks: 1, jokersPerDeck: 0 })) cards.push(card + pack * CARD_COPY_STEP);
    for (let j = 0; j < JOKERS_PER_PACK; j++) cards.push(makeJoker(1, pack * JOKERS_PER_PACK + j));
  }
  return cards;
}

export function setupGame(options: CsOptions, seed: string): CsState {
  const cfg = configOf(options);
  const n = cfg.players;
  const rng = seedRng(seed);
  const deal = (options.deal ?? {}) as DealSpec;
  if (typeof deal !== "object" || deal === null || Array.isArray(deal)) badDeal("deal must be a JSON object");
  const seatDeals: SeatDeal[] = [];
  if (deal.seats !== undefined) {
    if (!Array.isArray(deal.seats) || deal.seats.length > n)
      badDeal(`deal.seats must be a list of at most ${n} seats`);
    for (const sd of deal.seats as unknown[]) {
      if (typeof sd !== "object" || sd === null || Array.isArray(sd))
        badDeal("each deal seat must be an object");
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

  const builder = new DealBuilder(allCards(cfg.decks));
  const seats: SeatState[] = [];
  const handGiven: Card[][] = [];
  const preselected: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const sd = seatDeals[i];
    const st = emptySeat();
    const selected = sd.faceUp !== undefined || sd.field !== undefined;
    if (selected && (sd.faceUp === undefined || sd.field === undefined))
      badDeal(`deal seat ${i}: give both faceUp (3 cards) and field (1 card), or neither`);
    preselected.push(selected);
    const fd = sd.faceDown === undefined ? [] : builder.take(`seats[${i}].faceDown`, sd.faceDown, SLOTS);
    for (let k = 0; k < fd.length; k++) st.faceDown[k] = fd[k];
    if (selected) {
      const fu = builder.take(`seats[${i}].faceUp`, sd.faceUp, SLOTS);
      if (fu.length !== SLOTS) badDeal(`deal seat ${i}: faceUp needs exactly ${SLOTS} cards`);
      for (let k = 0; k < SLOTS; k++) st.faceUp[k] = fu[k];
      const fieldList = typeof sd.field === "string" ? [sd.field] : sd.field;
      const field = builder.take(`seats[${i}].field`, fieldList, 1);
      if (field.length !== 1) badDeal(`deal seat ${i}: field needs exactly 1 card`);
      st.field = field[0];
      st.selected = true;
    }
    const handMax = selected ? HAND_AFTER_SELECTION : DEAL_HAND;
    handGiven.push(sd.hand === undefined ? [] : builder.take(`seats[${i}].hand`, sd.hand, handMax));
    seats.push(st);
  }
  const sourceTop = deal.source === undefined ? [] : builder.take("source", deal.source);
  const rest = shuffleInPlace(rng, builder.rest());
  // Fill what the deal left out, seat by seat.
  for (let i = 0; i < n; i++) {
    const st = seats[i];
    for (let k = 0; k < SLOTS; k++) if (st.faceDown[k] < 0) st.faceDown[k] = takeOrFail(rest);
    const handSize = preselected[i] ? HAND_AFTER_SELECTION : DEAL_HAND;
    st.hand = handGiven[i];
    while (st.hand.length < handSize) st.hand.push(takeOrFail(rest));
  }
  // Source, top first in the deal: our array is bottom first.
  const source = rest.concat(sourceTop.slice().reverse());

  const state: CsState = {
    cfg,
    rng,
    t: {
      phase: Phase.SELECT,
      seat: (dealer + 1) % n,
      direction: 1,
      queue: [NEXT],
      turns: 0,
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
      placesGiven: 0,
      revealed: false,
      endedByCap: false,
      dealer,
      firstPlayer: (dealer + 1) % n,
    },
    fx: { counts: new Array(16).fill(0), b: 0, r: 0, mult: 1, hand: 5 },
    seats,
    source,
    sourceKnown: source.map(() => false),
    sourceFlipped: false,
    pile: [],
    graveyard: [],
    tally: options.carry ? options.carry.tally.map((row) => row.slice()) : seats.map(() => [0, 0, 0]),
  };
  if (seats.every((st) => st.selected)) reveal(state, []);
  return state;
}

function takeOrFail(rest: Card[]): Card {
  const card = rest.pop();
  if (card === undefined) badDeal("the deal leaves too few cards to fill every zone");
  return card;
}

/** CS-7/CS-8: every selection is made; reveal, flip for a 6-field, first draws, first turn. */
export function reveal(s: CsState, events: GameEvent[]): void {
  s.t.revealed = true;
  events.push({
    type: "reveal",
    faceUp: s.seats.map((st) => st.faceUp.map((c) => (c >= 0 ? formatCard(c) : ""))),
    fields: s.seats.map((st) => formatCard(st.field)),
  } as GameEvent);
  s.t.seat = s.t.firstPlayer;
  recomputeFields(s, events);
  const n = s.seats.length;
  for (let i = 0; i < n; i++) replenish(s, (s.t.firstPlayer + i) % n, events);
  startTurn(s, s.t.firstPlayer, events);
}

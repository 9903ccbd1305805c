// The atomic actions of §4 and their checked decoding. Legal actions are shared frozen objects
// (one per rank and suit set), so listing them allocates nothing and apply can skip re-parsing.

import { CommonErrors, RuleError } from "@houserules/engine";
import {
  CARD_TEXT,
  DECK_SIZE,
  insertSorted,
  parseTdcCard,
  RANK_COUNT,
  SUIT_COUNT,
  type TdcCard,
} from "./cards.js";

export interface PlayAction {
  readonly type: "play";
  readonly cards: readonly string[];
}
export interface FoldAction {
  readonly type: "fold";
}
export interface SkipAction {
  readonly type: "skip";
}
export interface TableSwapAction {
  readonly type: "tableSwap";
  readonly take: string;
  readonly give: string;
}
export interface ReturnCardsAction {
  readonly type: "returnCards";
  readonly cards: readonly string[];
}
export type TdcAction = PlayAction | FoldAction | SkipAction | TableSwapAction | ReturnCardsAction;

/** The most cards one action names: four of a kind (TDC-7). */
export const MAX_PLAY_SIZE = 4;

/** Decoded card codes, attached invisibly to the shared action objects (not part of their JSON). */
const DECODED = Symbol("tdc.decoded");
type WithDecoded = { [DECODED]?: TdcCard[] };

function withDecoded<T extends object>(action: T, cards: TdcCard[]): T {
  Object.defineProperty(action, DECODED, { value: Object.freeze(cards), enumerable: false });
  return Object.freeze(action);
}

export const FOLD: FoldAction = Object.freeze({ type: "fold" });
export const SKIP: SkipAction = Object.freeze({ type: "skip" });

/** PLAY_ACTIONS[rank * 16 + suit mask]: the play of exactly those suits of that rank. */
const PLAY_ACTIONS: PlayAction[] = new Array(RANK_COUNT * 16);
for (let rank = 0; rank < RANK_COUNT; rank++) {
  for (let mask = 1; mask < 16; mask++) {
    const cards: TdcCard[] = [];
    for (let suit = 0; suit < SUIT_COUNT; suit++)
      if (mask & (1 << suit)) cards.push(rank * SUIT_COUNT + suit);
    PLAY_ACTIONS[rank * 16 + mask] = withDecoded(
      { type: "play" as const, cards: Object.freeze(cards.map((c) => CARD_TEXT[c])) },
      cards,
    );
  }
}

/**
 * SUBSETS_BY_SIZE[held][size]: the suit masks of `size` cards that can be chosen from the suits
 * `held` (a 4-bit mask), ascending. Legal plays list every choice of suits.
 */
export const SUBSETS_BY_SIZE: readonly (readonly (readonly number[])[])[] = Array.from(
  { length: 16 },
  (_, held) => {
    const bySize: number[][] = [[], [], [], [], []];
    for (let sub = 1; sub < 16; sub++) {
      if ((sub & held) !== sub) continue;
      let size = 0;
      for (let bits = sub; bits; bits &= bits - 1) size++;
      bySize[size].push(sub);
    }
    return bySize;
  },
);

/** The shared play action for these cards (all of one rank, as legal plays are). */
export function playAction(rank: number, suitMask: number): PlayAction {
  return PLAY_ACTIONS[rank * 16 + suitMask];
}

const SWAP_ACTIONS: TableSwapAction[] = new Array(DECK_SIZE * DECK_SIZE);
export function swapAction(take: TdcCard, give: TdcCard): TableSwapAction {
  const index = take * DECK_SIZE + give;
  let action = SWAP_ACTIONS[index];
  if (action === undefined) {
    action = withDecoded({ type: "tableSwap" as const, take: CARD_TEXT[take], give: CARD_TEXT[give] }, [
      take,
      give,
    ]);
    SWAP_ACTIONS[index] = action;
  }
  return action;
}

export function returnAction(cards: TdcCard[]): ReturnCardsAction {
  return withDecoded(
    { type: "returnCards" as const, cards: Object.freeze(cards.map((c) => CARD_TEXT[c])) },
    cards,
  );
}

function badAction(message: string): never {
  throw new RuleError(CommonErrors.BAD_ACTION, message);
}

const NO_CARDS: readonly TdcCard[] = Object.freeze([]);

/**
 * The cards of a list, ascending: the order of the legal actions. The cards of a play or a return
 * move together, so their order carries no meaning; any order gives the same pile, log and events.
 */
function decodeCardList(value: unknown, field: string, maxCards: number): TdcCard[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > maxCards) {
    badAction(`${field} must be a list of 1 to ${maxCards} cards`);
  }
  const cards: TdcCard[] = [];
  for (const text of value) {
    const card = parseTdcCard(text);
    if (card < 0) badAction(`${field}: ${JSON.stringify(text)} is not a card (expected e.g. 7H, 10S, QD)`);
    if (cards.includes(card)) badAction(`${field} names ${CARD_TEXT[card]} twice`);
    insertSorted(cards, card);
  }
  return cards;
}

/** The fields each action type has besides `type`. */
const FIELDS: Readonly<Record<TdcAction["type"], readonly string[]>> = {
  play: ["cards"],
  fold: [],
  skip: [],
  tableSwap: ["take", "give"],
  returnCards: ["cards"],
};

/** An action is recorded as sent, so a field the game does not read is refused, not ignored. */
function checkFields(action: object, type: TdcAction["type"]): void {
  const fields = FIELDS[type];
  for (const key of Object.keys(action)) {
    if (key !== "type" && !fields.includes(key)) {
      badAction(`${type} has no field ${JSON.stringify(key)}; its fields: ${["type", ...fields].join(", ")}`);
    }
  }
}

function decodeCard(value: unknown, field: string): TdcCard {
  const card = parseTdcCard(value);
  if (card < 0) badAction(`${field}: ${JSON.stringify(value)} is not a card (expected e.g. 7H, 10S, QD)`);
  return card;
}

/**
 * Checks the shape of any input and names what is wrong (BAD_ACTION); never touches a state.
 * Returns the card codes the action names (play, returnCards: the cards, ascending; tableSwap:
 * take, give).
 */
export function decodeActionCards(action: unknown): readonly TdcCard[] {
  if (typeof action !== "object" || action === null || Array.isArray(action)) {
    badAction("an action must be a JSON object with a type");
  }
  const known = (action as WithDecoded)[DECODED];
  if (known !== undefined) return known;
  const type = (action as { type?: unknown }).type;
  switch (type) {
    case "fold":
    case "skip":
      checkFields(action, type);
      return NO_CARDS;
    case "play":
      checkFields(action, type);
      return decodeCardList((action as PlayAction).cards, "play.cards", MAX_PLAY_SIZE);
    case "returnCards":
      checkFields(action, type);
      return decodeCardList((action as ReturnCardsAction).cards, "returnCards.cards", 2);
    case "tableSwap": {
      checkFields(action, type);
      const swap = action as TableSwapAction;
      return [decodeCard(swap.take, "tableSwap.take"), decodeCard(swap.give, "tableSwap.give")];
    }
    default:
      return badAction(
        `unknown action type ${JSON.stringify(type)}; expected play, fold, skip, tableSwap or returnCards`,
      );
  }
}

/** The shared text of a play's cards (all one rank), for events: no allocation. */
export function playCardsText(cards: readonly TdcCard[]): readonly string[] {
  let mask = 0;
  for (const card of cards) mask |= 1 << (card & 3);
  return PLAY_ACTIONS[(cards[0] >> 2) * 16 + mask].cards;
}

// The `exchange` phase of games 2+ (TDC-28, TDC-29, TDC-30): automatic gifts, then returns
// chosen by the receivers (`choice`) or made by the engine (`lowest`).

import type { GameEvent } from "@houserules/engine";
import { type ReturnCardsAction, returnAction } from "./actions.js";
import { CARD_TEXT, insertSorted, removeCard, type TdcCard } from "./cards.js";
import { ruleError, TdcErrors } from "./errors.js";
import type { SeriesCarry } from "./options.js";
import { startRound } from "./play.js";
import { logExchange } from "./rules/log.js";
import { type ExchangePair, exchangePairs } from "./rules/titles.js";
import type { TdcState } from "./state.js";

function transfer(
  state: TdcState,
  from: number,
  to: number,
  cards: TdcCard[],
  step: "gift" | "return",
): void {
  for (const card of cards) {
    removeCard(state.hands[from], card);
    insertSorted(state.hands[to], card);
  }
  state.exchange.push({ from, to, step, cards: cards.slice() });
  state.log.push(logExchange(from, to, cards.length, step));
}

/** Events of one transfer: the cards for giver and receiver, the count for everyone (TDC-30). */
export function exchangeEvents(from: number, to: number, cards: readonly TdcCard[], step: "gift" | "return") {
  const events: GameEvent[] = [
    { type: "exchange", step, from, to, count: cards.length } as GameEvent,
    {
      type: "exchangeCards",
      step,
      from,
      to,
      cards: cards.map((c) => CARD_TEXT[c]),
      visibleTo: [from, to],
    } as GameEvent,
  ];
  return events;
}

/**
 * TDC-29 step 1 (gifts, simultaneous), then under `lowest` step 2 as well. Under `choice` the
 * phase becomes `exchange` with the Président and then the Vice-président to return cards.
 */
export function applyAutomaticExchange(state: TdcState, lastPlaces: readonly number[]): void {
  const pairs = exchangePairs(lastPlaces);
  // The gifts are simultaneous: pick every giver's highest cards before moving any.
  const gifts = pairs.map((pair) => state.hands[pair.giver].slice(-pair.count).reverse());
  pairs.forEach((pair, i) => {
    transfer(state, pair.giver, pair.receiver, gifts[i], "gift");
  });
  if (state.cardExchange === "lowest") {
    for (const pair of pairs) {
      transfer(state, pair.receiver, pair.giver, state.hands[pair.receiver].slice(0, pair.count), "return");
    }
    return;
  }
  state.phase = "exchange";
  state.returners = pairs.map((pair) => pair.receiver);
  state.returnCounts = pairs.map((pair) => pair.count);
}

/**
 * The seat that returns cards now, and to whom: the partner by last game's places (TDC-28). Not
 * looked up in the gift records, which a determinized world lacks for gifts its seat never saw.
 */
function pendingReturn(state: TdcState): { seat: number; to: number; count: number } {
  const seat = state.returners[0];
  const places = (state.carry as SeriesCarry).places;
  const pair = exchangePairs(places).find((p) => p.receiver === seat) as ExchangePair;
  return { seat, to: pair.giver, count: state.returnCounts[0] };
}

/** Every possible return (TDC-29 `choice`): any cards of the hand, including ones just received. */
export function legalReturns(state: TdcState, seat: number): ReturnCardsAction[] {
  if (state.phase !== "exchange" || state.returners[0] !== seat) return [];
  const hand = state.hands[seat];
  const actions: ReturnCardsAction[] = [];
  if (state.returnCounts[0] === 1) {
    for (const card of hand) actions.push(returnAction([card]));
    return actions;
  }
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) actions.push(returnAction([hand[i], hand[j]]));
  }
  return actions;
}

/** returnCards under `choice` (TDC-29 step 2); the cards may include ones just received. */
export function applyReturn(state: TdcState, seat: number, cards: readonly TdcCard[]): GameEvent[] {
  const { to, count } = pendingReturn(state);
  if (cards.length !== count) {
    ruleError(TdcErrors.WRONG_COUNT, `return exactly ${count} card${count === 1 ? "" : "s"}`, "TDC-29");
  }
  for (const card of cards) {
    if (!state.hands[seat].includes(card)) {
      ruleError(TdcErrors.CARD_NOT_IN_HAND, `${CARD_TEXT[card]} is not in your hand`, "TDC-29");
    }
  }
  transfer(state, seat, to, cards.slice(), "return");
  const events = exchangeEvents(seat, to, cards, "return");
  state.returners.shift();
  state.returnCounts.shift();
  if (state.returners.length === 0) {
    state.phase = "play";
    startRound(state, state.turn);
  }
  return events;
}

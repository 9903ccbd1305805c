// The shared deck and discard pile (CP-13, CP-14, CP-15).

import { type GameEvent, shuffleInPlace } from "@houserules/engine";
import type { ChanicState } from "../state.js";
import { fullHandOf, notation } from "./cards.js";

/** CP-14: an empty deck is refilled from the shuffled discard pile (if that has cards). */
export function reshuffleIfEmpty(state: ChanicState, events: GameEvent[]): void {
  if (state.deck.length > 0 || state.discard.length === 0) return;
  const pile = state.discard;
  state.discard = state.deck;
  shuffleInPlace(state.rng, pile);
  state.deck = pile;
  forgetDeck(state);
  events.push({ type: "reshuffle", count: pile.length } as GameEvent);
}

/**
 * Draws up to `count` cards into a hand (CP-13: a draw into a full hand is skipped along with the
 * rest of that effect's draws). Reshuffles before a draw from an empty deck and right after the
 * last card leaves (CP-14). Returns the cards drawn.
 */
export function drawCards(state: ChanicState, seat: number, count: number, events: GameEvent[]): number[] {
  const hand = state.players[seat].hand;
  const full = fullHandOf(state, seat);
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) {
    if (hand.length >= full) break;
    reshuffleIfEmpty(state, events);
    if (state.deck.length === 0) break;
    const card = popDeck(state);
    hand.push(card);
    drawn.push(card);
    reshuffleIfEmpty(state, events);
  }
  if (drawn.length > 0) {
    gainedCards(state, seat);
    pushDrawEvents(state, seat, drawn, events);
  }
  return drawn;
}

export function pushDrawEvents(state: ChanicState, seat: number, drawn: number[], events: GameEvent[]): void {
  const team = teamSeats(state, seat);
  // The public count, and the cards for the drawer's team (who read that one instead).
  events.push({ type: "draw", seat, count: drawn.length, detailFor: team } as GameEvent);
  events.push({ type: "drewCards", seat, cards: drawn.map(notation), visibleTo: team } as GameEvent);
}

/** The seats of a player's team (CP-91: teammates see each other's hands). */
export function teamSeats(state: ChanicState, seat: number): number[] {
  const team = state.players[seat].team;
  const seats: number[] = [];
  for (let s = 0; s < state.players.length; s++) if (state.players[s].team === team) seats.push(s);
  return seats;
}

/** CP-15: destroying a board card discards it together with its attached Stack cards. */
export function destroyBoardCard(state: ChanicState, seat: number, row: number, slot: number): number {
  const p = state.players[seat];
  const card = p.rows[row][slot];
  state.discard.push(card);
  const attached = p.attach[row][slot];
  for (let i = 0; i < attached.length; i++) state.discard.push(attached[i]);
  p.rows[row].splice(slot, 1);
  p.attach[row].splice(slot, 1);
  p.attachTurn[row].splice(slot, 1);
  return card;
}

/** Removes one card from a hand by index and discards it. */
export function discardFromHand(state: ChanicState, seat: number, index: number): number {
  const hand = state.players[seat].hand;
  const card = hand[index];
  hand.splice(index, 1);
  state.discard.push(card);
  return card;
}

/** Takes the top deck card; private knowledge of the top (Seer, Wisdom, Manipulator) follows it. */
export function popDeck(state: ChanicState): number {
  const card = state.deck.pop() as number;
  for (const p of state.players) {
    if (p.knownTop.length === 0) continue;
    if (p.knownTop[0] === card) p.knownTop.shift();
    else p.knownTop.length = 0;
  }
  return card;
}

/** A shuffle or an unseen change to the deck top voids every memory of it. */
export function forgetDeck(state: ChanicState): void {
  for (const p of state.players) p.knownTop.length = 0;
}

/** A player who gains a card loses the public "holds no card of suit / value" facts (§9). */
export function gainedCards(state: ChanicState, seat: number): void {
  state.voidSuits[seat] = 0;
  state.voidValues[seat] = 0;
}

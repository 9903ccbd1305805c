// Card values, costs and modifiers (brief §5.1: CP-10..13). Modifiers are recomputed from the
// current state whenever a value is needed (CP-12); special abilities hook in here.

import { cardFace, cardRank, cardSuit, formatCard } from "@houserules/engine";
import { REGISTRY } from "../abilities/registry.js";
import {
  type ChanicState,
  CLUBS,
  FULL_HAND,
  ROW_CAPACITY,
  ROW_OF_SUIT,
  STACK_ATTACH_BONUS,
} from "../state.js";

export function baseValue(card: number): number {
  return cardRank(card);
}

export function isClub(card: number): boolean {
  return cardSuit(card) === CLUBS;
}

/** The board row a Utility card goes to (-1 for a Club). */
export function rowOf(card: number): number {
  return ROW_OF_SUIT[cardSuit(card)];
}

/** CP-10: a Utility card's cost is its base value; Haggler lowers it, Fisher's pair costs 0. */
export function costOf(state: ChanicState, seat: number, card: number): number {
  let cost = cardRank(card);
  const list = state.players[seat].abilities;
  if (list.length === 0) return cost;
  if (state.freeCards.length > 0 && seat === state.turnSeat && state.freeCards.includes(card)) return 0;
  for (let i = 0; i < list.length; i++) {
    const delta = REGISTRY[list[i]].costDelta;
    if (delta !== undefined) cost += delta;
  }
  return cost < 0 ? 0 : cost;
}

/**
 * The hand slot a play of the face at `slot` uses. An action names only the face, and multi-deck
 * copies share one, so a copy that costs nothing (Fisher's pair, CP-A08) goes before one that
 * costs its value: the player holding both would play the free one.
 */
export function playSlot(state: ChanicState, hand: readonly number[], slot: number): number {
  if (state.freeCards.length === 0) return slot;
  const face = cardFace(hand[slot]);
  for (let i = slot; i < hand.length; i++) {
    if (cardFace(hand[i]) === face && state.freeCards.includes(hand[i])) return i;
  }
  return slot;
}

/**
 * The hand slots to part with for faces found at `slots` (a trade, a Stack card, an Ally gift):
 * the other way round from `playSlot`, a copy that costs its value goes before a free one, so a
 * player holding both keeps the free one.
 */
export function partingSlots(
  state: ChanicState,
  hand: readonly number[],
  slots: readonly number[],
): number[] {
  const parted = slots.slice();
  if (state.freeCards.length === 0) return parted;
  for (let k = 0; k < parted.length; k++) {
    if (!state.freeCards.includes(hand[parted[k]])) continue;
    const face = cardFace(hand[parted[k]]);
    for (let i = 0; i < hand.length; i++) {
      if (cardFace(hand[i]) !== face || state.freeCards.includes(hand[i]) || parted.includes(i)) continue;
      parted[k] = i;
      break;
    }
  }
  return parted;
}

/** The hand slot to part with for a face held (an ability's discard or free play), or -1. */
export function partingSlot(state: ChanicState, hand: readonly number[], face: number): number {
  for (let i = 0; i < hand.length; i++) {
    if (cardFace(hand[i]) === face) return partingSlots(state, hand, [i])[0];
  }
  return -1;
}

/** CP-13: the full hand (Large Capacity raises it). */
export function fullHandOf(state: ChanicState, seat: number): number {
  const list = state.players[seat].abilities;
  for (let i = 0; i < list.length; i++) {
    const full = REGISTRY[list[i]].fullHand;
    if (full !== undefined) return full(state);
  }
  return FULL_HAND;
}

/** CP-11: cards a row holds (Landowner: 4). */
export function rowCapacityOf(state: ChanicState, seat: number): number {
  const list = state.players[seat].abilities;
  for (let i = 0; i < list.length; i++) {
    const cap = REGISTRY[list[i]].rowCapacity;
    if (cap !== undefined) return cap;
  }
  return ROW_CAPACITY;
}

/**
 * CP-12: effective value of a board card: × modifiers (Healthy, Sorcerer) first and floored,
 * then + modifiers (Warrior, Toughness, app Healthy, the Stack's +2 per attached card from the
 * end of the turn it was attached).
 */
export function effectiveValue(state: ChanicState, seat: number, row: number, slot: number): number {
  const p = state.players[seat];
  let value = cardRank(p.rows[row][slot]);
  const list = p.abilities;
  if (list.length > 0) {
    let factor = 1;
    let plus = 0;
    for (let i = 0; i < list.length; i++) {
      const def = REGISTRY[list[i]];
      if (def.multiply !== undefined) factor *= def.multiply(state, seat, row, slot);
      if (def.add !== undefined) plus += def.add(state, seat, row, slot);
    }
    value = Math.floor(value * factor) + plus;
  }
  const attached = p.attach[row][slot].length;
  if (attached > 0 && p.attachTurn[row][slot] < state.turn) value += STACK_ATTACH_BONUS * attached;
  return value;
}

/** Sum of a row's effective values. */
export function rowValue(state: ChanicState, seat: number, row: number): number {
  const cards = state.players[seat].rows[row];
  let sum = 0;
  for (let i = 0; i < cards.length; i++) sum += effectiveValue(state, seat, row, i);
  return sum;
}

/** Utility cards a player controls. */
export function boardCount(state: ChanicState, seat: number): number {
  const rows = state.players[seat].rows;
  return rows[0].length + rows[1].length + rows[2].length;
}

/** Stack cards a player owns, attached ones included (CP-110 cap, CP-100 Presence). */
export function stackTotal(state: ChanicState, seat: number): number {
  const p = state.players[seat];
  let total = p.stack.length;
  for (let r = 0; r < 3; r++) for (const a of p.attach[r]) total += a.length;
  return total;
}

/** CP-111: Stack cards that entered on an earlier turn (unattached ones; they sit oldest first). */
export function eligibleStackCount(state: ChanicState, seat: number): number {
  const turns = state.players[seat].stackTurn;
  let count = 0;
  while (count < turns.length && turns[count] < state.turn) count++;
  return count;
}

/** Notation of every face (copy erased), precomputed so the hot path allocates no strings. */
const NOTATION_BY_FACE: string[] = [];
const FACE_BY_NOTATION = new Map<string, number>();
for (let suit = 0; suit < 4; suit++) {
  for (let rank = 1; rank <= 10; rank++) {
    const face = suit * 16 + rank;
    const text = formatCard(face);
    NOTATION_BY_FACE[face] = text;
    FACE_BY_NOTATION.set(text, face);
  }
}

/** The notation of a card ("10H"); copies share it. */
export function notation(card: number): string {
  return NOTATION_BY_FACE[card & 63];
}

/** The face of an exact notation string, or undefined (callers fall back to the full parser). */
export function faceOfNotation(text: string): number | undefined {
  return FACE_BY_NOTATION.get(text);
}

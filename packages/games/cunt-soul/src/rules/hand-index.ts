// An index of each seat's hand by syntactic value, for the play step's legal list (perf only): per
// value, a bit per physical card (its group mask, as listPlays groups cards), and the set of values
// present. The play step's list then reads it instead of walking the hand at every decision.
//
// The index lives beside the state, not in it (the state stays plain JSON data): one slot per seat
// number, holding the hand array it describes and that array's length. A slot is used only while
// it still names the same array with the same length; the hot mutations (a played card, a draw, a
// pickup) update it in place, every other change of a hand forgets the seat's slot (`forgetHand`).
// Another state's hand, a clone's or a replaced array never matches, so at worst the index is
// rebuilt from the hand, which is what every decision cost before.

import * as valuesModule from "../values.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants.
const { JOKER_V, synOf } = valuesModule;

/** Deck copies a game may use (deckCount 1-3), and cards of one value per copy (4 suits). */
const MAX_COPIES = 3;
const SUITS = 4;
/** Group masks stay below this bound: a bit per (copy, suit), or per Joker copy (at most 6). */
export const GROUP_MASK_LIMIT = 1 << (MAX_COPIES * SUITS);
const JOKER_SUIT = 4;

/** A bit per physical card of one value: suit and deck copy (a Joker: its copy). */
export function cardBit(card: number): number {
  const copy = card >> 7;
  const suit = (card >> 4) & 7;
  return suit === JOKER_SUIT ? 1 << copy : 1 << (copy * SUITS + suit);
}

/** Per card code: its syntactic value and its bit in its value's group (tables: hot loops). */
export const CODE_LIMIT = 1024;
export const SYN_OF = new Uint8Array(CODE_LIMIT);
export const BIT_OF = new Int32Array(CODE_LIMIT);
for (let c = 0; c < CODE_LIMIT; c++) {
  SYN_OF[c] = synOf(c);
  BIT_OF[c] = cardBit(c);
}

const VALUES = JOKER_V + 1;
/** Seats 0-7 have their own slot (MAX_PLAYERS); the last slot is rebuilt at every use. */
const SEAT_SLOTS = 8;
const SLOT_COUNT = SEAT_SLOTS + 1;

const indexedHand: (readonly number[] | null)[] = new Array(SLOT_COUNT).fill(null);
const indexedLength = new Int32Array(SLOT_COUNT);
/** Per slot: bit v set when the hand holds a card of syntactic value v. */
export const HAND_VALUES = new Int32Array(SLOT_COUNT);
/** Per slot and value (slot * 16 + v): the group mask of the hand's cards of that value. */
export const HAND_GROUPS = new Int32Array(SLOT_COUNT * VALUES);

/**
 * Makes the index of `seat`'s slot describe `hand` and returns the slot. Hands holding a code
 * outside the tables or the same code twice (never dealt by setup) are indexed for this call
 * only: their group masks are the same bitwise OR, but a removal could not be followed.
 */
export function indexHand(seat: number, hand: readonly number[]): number {
  const slot = seat >= 0 && seat < SEAT_SLOTS ? seat : SEAT_SLOTS;
  if (indexedHand[slot] === hand && indexedLength[slot] === hand.length) return slot;
  const at = slot * VALUES;
  for (let v = 0; v < VALUES; v++) HAND_GROUPS[at + v] = 0;
  let seen = 0;
  let exact = slot !== SEAT_SLOTS;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i];
    if (c < 0) continue;
    const inTable = c < CODE_LIMIT;
    const v = inTable ? SYN_OF[c] : synOf(c);
    const bit = inTable ? BIT_OF[c] : cardBit(c);
    if (!inTable || (HAND_GROUPS[at + v] & bit) !== 0) exact = false;
    seen |= 1 << v;
    HAND_GROUPS[at + v] |= bit;
  }
  HAND_VALUES[slot] = seen;
  indexedHand[slot] = exact ? hand : null;
  indexedLength[slot] = hand.length;
  return slot;
}

/** After `card` was pushed onto `hand`, the hand of `seat`. */
export function handGained(seat: number, hand: readonly number[], card: number): void {
  if (seat < 0 || seat >= SEAT_SLOTS || indexedHand[seat] !== hand) return;
  const at = seat * VALUES;
  if (indexedLength[seat] !== hand.length - 1 || card < 0 || card >= CODE_LIMIT) {
    indexedHand[seat] = null;
    return;
  }
  const v = SYN_OF[card];
  const bit = BIT_OF[card];
  if ((HAND_GROUPS[at + v] & bit) !== 0) {
    indexedHand[seat] = null;
    return;
  }
  HAND_GROUPS[at + v] |= bit;
  HAND_VALUES[seat] |= 1 << v;
  indexedLength[seat] = hand.length;
}

/** After one copy of `card` was taken out of `hand`, the hand of `seat`. */
export function handLost(seat: number, hand: readonly number[], card: number): void {
  if (seat < 0 || seat >= SEAT_SLOTS || indexedHand[seat] !== hand) return;
  if (indexedLength[seat] !== hand.length + 1 || card < 0 || card >= CODE_LIMIT) {
    indexedHand[seat] = null;
    return;
  }
  const v = SYN_OF[card];
  const group = HAND_GROUPS[seat * VALUES + v] & ~BIT_OF[card];
  HAND_GROUPS[seat * VALUES + v] = group;
  if (group === 0) HAND_VALUES[seat] &= ~(1 << v);
  indexedLength[seat] = hand.length;
}

/** Any other change of a seat's hand: its slot is rebuilt at its next use. */
export function forgetHand(seat: number): void {
  if (seat >= 0 && seat < SEAT_SLOTS) indexedHand[seat] = null;
}

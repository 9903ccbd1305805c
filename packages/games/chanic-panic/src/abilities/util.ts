// Small helpers shared by ability modules: distinct faces, slots by face, argument shape checks.

import { cardFace, cardSuit } from "@houserules/engine";
import { matchFaces } from "../actions.js";
import { Errors } from "../errors.js";
import type { AbilityArgs } from "./types.js";

/** Distinct faces among cards passing the filter, in first-seen order. */
export function distinctFaces(
  cards: readonly number[],
  filter: (card: number) => boolean = () => true,
): number[] {
  const out: number[] = [];
  for (const c of cards) {
    const f = cardFace(c);
    if (filter(c) && !out.includes(f)) out.push(f);
  }
  return out;
}

/** The first index of a card with this face, or -1. */
export function slotOf(cards: readonly number[], face: number): number {
  for (let i = 0; i < cards.length; i++) if (cardFace(cards[i]) === face) return i;
  return -1;
}

export function isSuit(card: number, suit: number): boolean {
  return cardSuit(card) === suit;
}

/** BAD_ABILITY_ARGS unless exactly the named fields are present. */
export function shape(
  a: AbilityArgs,
  fields: {
    card?: boolean;
    cards?: boolean;
    target?: boolean;
    suit?: boolean;
    accept?: boolean;
    attach?: boolean;
  },
): string | null {
  if (a.attach > 0 && fields.attach !== true) return Errors.BAD_ABILITY_ARGS;
  if (a.card >= 0 !== (fields.card === true)) return Errors.BAD_ABILITY_ARGS;
  if (a.cards.length > 0 !== (fields.cards === true)) return Errors.BAD_ABILITY_ARGS;
  if (a.target >= 0 !== (fields.target === true)) return Errors.BAD_ABILITY_ARGS;
  if (a.suit >= 0 !== (fields.suit === true)) return Errors.BAD_ABILITY_ARGS;
  if (a.accept && fields.accept !== true) return Errors.BAD_ABILITY_ARGS;
  return null;
}

/** Hand slots for these faces (distinct cards), or null. */
export function handSlots(hand: readonly number[], faces: readonly number[]): number[] | null {
  return matchFaces(hand, faces);
}

/** Removes hand cards at the given slots (any order) and returns them in slot order. */
export function takeSlots(hand: number[], slots: readonly number[]): number[] {
  const sorted = slots.slice().sort((x, y) => x - y);
  const cards = sorted.map((i) => hand[i]);
  for (let k = sorted.length - 1; k >= 0; k--) hand.splice(sorted[k], 1);
  return cards;
}

/** k-subsets of a list (k ≤ 3 here), in lexicographic index order. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, acc: T[]) => {
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = start; i < items.length; i++) {
      acc.push(items[i]);
      pick(i + 1, acc);
      acc.pop();
    }
  };
  pick(0, []);
  return out;
}

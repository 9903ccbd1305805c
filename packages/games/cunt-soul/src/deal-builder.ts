// Custom deals name a Joker as JK (any Joker) or as one of them, JK1 or JK2 (RULES.md). The
// engine's DealBuilder knows one Joker face, so this wrapper remembers which physical Joker each
// Joker it hands out stands for.

import { type Card, CommonErrors, DealBuilder, isJoker, RuleError } from "@houserules/engine";
import { faceOfText, NAMED_JOKER, notation } from "./values.js";

function badDeal(message: string): never {
  throw new RuleError(CommonErrors.BAD_DEAL, message);
}

/** The physical Joker a deal entry names ("JK2"), or null (any other card, or plain "JK"). */
function namedJokerOf(entry: unknown): Card | null {
  const face = faceOfText(entry);
  return face !== null && face >= NAMED_JOKER ? face - NAMED_JOKER : null;
}

export class CsDealBuilder {
  private readonly builder: DealBuilder;
  /** The Joker that each Joker of the engine's pool stands for (swapped when a named one is taken). */
  private readonly standsFor = new Map<Card, Card>();
  private readonly placed = new Set<Card>();

  constructor(allCards: readonly Card[]) {
    this.builder = new DealBuilder(allCards);
    for (const card of allCards) if (isJoker(card)) this.standsFor.set(card, card);
  }

  /** Removes the named cards from the pool (listed order kept) and returns them. */
  take(zone: string, notations: unknown, maxSize?: number): Card[] {
    if (!Array.isArray(notations)) return this.builder.take(zone, notations, maxSize);
    const named = notations.map(namedJokerOf);
    const inThisZone = new Set<Card>();
    for (const want of named) {
      if (want === null) continue;
      if (![...this.standsFor.values()].includes(want))
        badDeal(`deal zone "${zone}": ${notation(want)} is not in this game's cards`);
      if (this.placed.has(want) || inThisZone.has(want))
        badDeal(`deal zone "${zone}": ${notation(want)} is placed more than once`);
      inThisZone.add(want);
    }
    const taken = this.builder.take(
      zone,
      notations.map((entry, k) => (named[k] === null ? entry : "JK")),
      maxSize,
    );
    return taken.map((card, k) => {
      if (!isJoker(card)) return card;
      const want = named[k];
      const had = this.standsFor.get(card) as Card;
      if (want !== null && want !== had) {
        // The pool Joker that stood for `want` now stands for the one this take used up.
        for (const [poolCard, actual] of this.standsFor)
          if (actual === want) this.standsFor.set(poolCard, had);
        this.standsFor.set(card, want);
      }
      const actual = this.standsFor.get(card) as Card;
      this.placed.add(actual);
      return actual;
    });
  }

  /** The cards no zone named, in pool order. */
  rest(): Card[] {
    return this.builder.rest().map((card) => this.standsFor.get(card) ?? card);
  }
}

import { describe, expect, it } from "vitest";
import {
  cardRank,
  cardSuit,
  DealBuilder,
  formatCard,
  isJoker,
  makeDeck,
  parseCard,
  parseCards,
  prettyCard,
  RuleError,
} from "../src/index.js";

describe("standard cards and notation", () => {
  it("formats and parses every card of a deck with jokers", () => {
    const deck = makeDeck({ jokersPerDeck: 2 });
    expect(deck).toHaveLength(54);
    for (const card of deck.filter((c) => !isJoker(c))) expect(parseCard(formatCard(card))).toBe(card);
    expect(formatCard(parseCard("10h"))).toBe("10H");
    expect(prettyCard(parseCard("QS"))).toBe("Q♠");
    expect(parseCard("7♦")).toBe(parseCard("7D"));
    expect(isJoker(parseCard("JK"))).toBe(true);
  });

  it("packs rank and suit, and tells copies of multi-deck games apart", () => {
    const deck = makeDeck({ decks: 2 });
    expect(deck).toHaveLength(104);
    expect(new Set(deck).size).toBe(104);
    expect(new Set(deck.map(formatCard)).size).toBe(52);
    const ace = parseCard("AS");
    expect(cardRank(ace)).toBe(1);
    expect(cardSuit(ace)).toBe(0);
  });

  it("refuses text that is not a card, naming it", () => {
    for (const bad of ["", "1", "11S", "ZZ", "AX", "10"]) {
      expect(() => parseCard(bad)).toThrow(RuleError);
    }
    expect(() => parseCard("ZZ")).toThrow(/"ZZ" is not a card/);
    expect(parseCards("7H, 7S 8c")).toHaveLength(3);
  });
});

describe("custom deals (DealBuilder)", () => {
  it("takes named cards and leaves the rest", () => {
    const builder = new DealBuilder(makeDeck());
    expect(builder.take("hand", ["AS", "2H"]).map(formatCard)).toEqual(["AS", "2H"]);
    expect(builder.rest()).toHaveLength(50);
  });

  it("refuses an unknown card, a card placed twice and an overfull zone", () => {
    const builder = new DealBuilder(makeDeck());
    expect(() => builder.take("hand", ["XX"])).toThrow(/"XX" is not a card/);
    expect(() => builder.take("hand", ["JK"])).toThrow(/not in this game's cards/);
    builder.take("a", ["AS"]);
    expect(() => builder.take("b", ["AS"])).toThrow(/more times than the game has copies/);
    expect(() => builder.take("c", ["2S", "3S", "4S"], 2)).toThrow(/more than its size 2/);
    expect(() => builder.take("d", "AS")).toThrow(/must be a list/);
  });

  it("places every joker of a pack: they all read JK", () => {
    const builder = new DealBuilder(makeDeck({ jokersPerDeck: 2 }));
    expect(builder.take("hand", ["JK", "JK"]).every(isJoker)).toBe(true);
    expect(() => builder.take("hand", ["JK"])).toThrow(/more times/);
  });

  it("allows as many copies as a multi-deck game has", () => {
    const builder = new DealBuilder(makeDeck({ decks: 2 }));
    expect(builder.take("hand", ["AS", "AS"])).toHaveLength(2);
    expect(() => builder.take("hand", ["AS"])).toThrow(/more times/);
  });
});

// Cards and setup: TDC-1 to TDC-5, custom deals (BAD_DEAL), options and presets (§6).

import { resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { DECK_SIZE, rankOf } from "../src/cards.js";
import { HAND_SIZE, TABLE_SIZE } from "../src/state.js";
import { game, hand, newGame, optionsFor } from "./helpers.js";

const FULL_4P = [
  ["3C", "3D", "3H", "3S", "4C", "4D", "4H", "4S", "5C", "5D", "5H", "5S", "6C"],
  ["6D", "6H", "6S", "7C", "7D", "7H", "7S", "8C", "8D", "8H", "8S", "9C", "9D"],
  ["9H", "9S", "10C", "10D", "10H", "10S", "JC", "JD", "JH", "JS", "QC", "QD", "QH"],
  ["QS", "KC", "KD", "KH", "KS", "AC", "AD", "AH", "AS", "2C", "2D", "2H", "2S"],
];

describe("TDC-1 cards", () => {
  it("TDC-1: one 52-card deck without jokers, ranked 3 < 4 < ... < K < A < 2", () => {
    const s = newGame(4);
    const census = game.cardCensus(s);
    expect(Object.keys(census)).toHaveLength(DECK_SIZE);
    expect(Object.values(census).every((n) => n === 1)).toBe(true);
    expect(census.JK).toBeUndefined();
    const order = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"];
    const s2 = game.setup(optionsFor(4, { deal: { seats: FULL_4P.map((h) => ({ hand: h })) } }), "x");
    expect(s2.hands.flat().map(rankOf)).toEqual(order.flatMap((_, r) => [r, r, r, r]));
  });
});

describe("TDC-3 deal", () => {
  it("TDC-3: hand and table sizes by player count: 26/0, 17/1, 13/0, 10/2", () => {
    for (const players of [2, 3, 4, 5]) {
      const s = newGame(players, {}, `deal-${players}`);
      expect(s.hands.map((h) => h.length)).toEqual(Array(players).fill(HAND_SIZE[players]));
      expect(s.table).toHaveLength(TABLE_SIZE[players]);
      expect(Object.values(game.cardCensus(s)).reduce((a, b) => a + b, 0)).toBe(DECK_SIZE);
    }
    expect([HAND_SIZE[2], HAND_SIZE[3], HAND_SIZE[4], HAND_SIZE[5]]).toEqual([26, 17, 13, 10]);
  });

  it("TDC-3: 6 or more players are not supported (BAD_OPTION)", () => {
    expect(() => resolveOptions(game, { players: 6 })).toThrowError(
      expect.objectContaining({ code: "BAD_OPTION" }),
    );
    expect(() => resolveOptions(game, { players: 1 })).toThrowError(
      expect.objectContaining({ code: "BAD_OPTION" }),
    );
  });

  it("TDC-3: the same seed deals the same cards; another seed deals others", () => {
    expect(newGame(4, {}, "a").hands).toEqual(newGame(4, {}, "a").hands);
    expect(newGame(4, {}, "a").hands).not.toEqual(newGame(4, {}, "b").hands);
  });

  it("TDC-3: a custom deal sets hands, table, dealer and opener; zones left out are dealt from the rest", () => {
    const s = game.setup(
      optionsFor(3, {
        deal: {
          seats: [{ hand: FULL_4P[0].concat(["6D", "6H", "6S", "7C"]) }],
          table: ["2S"],
          dealer: 2,
          opener: 1,
        },
      }),
      "custom",
    );
    expect(hand(s, 0)).toHaveLength(17);
    expect(hand(s, 0)[0]).toBe("3C");
    expect(game.view(s, null).table).toEqual(["2S"]);
    expect(s.dealer).toBe(2);
    expect(s.turn).toBe(1);
    expect(s.hands[1]).toHaveLength(17);
    expect(s.hands[2]).toHaveLength(17);
  });

  it("TDC-3: bad deals are refused with BAD_DEAL naming the problem", () => {
    const bad = (players: number, deal: unknown, message: RegExp) =>
      expect(() => optionsFor(players, { deal })).toThrowError(
        expect.objectContaining({ code: "BAD_DEAL", message: expect.stringMatching(message) }),
      );
    bad(4, { seats: [{ hand: ["3C"] }] }, /holds 1 cards; a 4-player hand holds 13/);
    bad(4, { seats: [{ hand: FULL_4P[0] }, { hand: FULL_4P[0] }] }, /placed more times/);
    bad(4, { seats: [{ hand: [...FULL_4P[0].slice(1), "ZZ"] }] }, /"ZZ" is not a card/);
    bad(4, { seats: [{ hand: [...FULL_4P[0].slice(1), "JK"] }] }, /not in this game's cards/);
    bad(4, { table: ["3C"] }, /a 4-player table holds 0/);
    bad(3, { table: ["3C", "4C"] }, /a 3-player table holds 1/);
    bad(4, { dealer: 4 }, /deal.dealer must be a seat from 0 to 3/);
    bad(4, { opener: -1 }, /deal.opener/);
    bad(4, { seats: [{ hands: [] }] }, /unknown zone "hands"/);
    bad(4, { stock: [] }, /unknown field "stock"/);
    bad(4, [], /deal must be a JSON object/);
    bad(2, { seats: [{}, {}, {}] }, /at most 2 seats/);
    expect(() =>
      game.setup({ players: 4, cardExchange: "choice", seriesLength: 0, deal: { opener: 9 } }, "x"),
    ).toThrowError(expect.objectContaining({ code: "BAD_DEAL" }));
  });
});

describe("TDC-4, TDC-5 dealer and first opener", () => {
  it("TDC-4, TDC-5: in game 1 the dealer and the first opener are random seats from the seeded RNG", () => {
    const dealers = new Set<number>();
    const openers = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = newGame(4, {}, `seat-${i}`);
      dealers.add(s.dealer);
      openers.add(s.turn);
      const again = newGame(4, {}, `seat-${i}`);
      expect([again.dealer, again.turn]).toEqual([s.dealer, s.turn]);
    }
    expect(dealers.size).toBe(4);
    expect(openers.size).toBe(4);
  });

  it("TDC-3: cards are dealt one at a time clockwise from the dealer's left", () => {
    // With every other hand named, the one dealt hand gets the rest; the order of dealing shows when two are dealt.
    const s = game.setup(
      optionsFor(4, { deal: { seats: [null, null, { hand: FULL_4P[2] }, { hand: FULL_4P[3] }], dealer: 0 } }),
      "order",
    );
    const t = game.setup(
      optionsFor(4, { deal: { seats: [null, null, { hand: FULL_4P[2] }, { hand: FULL_4P[3] }], dealer: 1 } }),
      "order",
    );
    // Same shuffle: with dealer 0 seat 1 gets the first card, with dealer 1 seat 0 does, so the hands swap.
    expect(s.hands[0]).toEqual(t.hands[1]);
    expect(s.hands[1]).toEqual(t.hands[0]);
  });
});

describe("§6 options and presets", () => {
  it("§6: presets classic, traditional, flat and match10", () => {
    expect(resolveOptions(game, { players: 4 })).toMatchObject({
      cardExchange: "choice",
      seriesLength: 0,
      preset: "classic",
    });
    expect(resolveOptions(game, { players: 4, preset: "traditional" })).toMatchObject({
      cardExchange: "lowest",
    });
    expect(resolveOptions(game, { players: 4, preset: "flat" })).toMatchObject({ cardExchange: "none" });
    expect(resolveOptions(game, { players: 4, preset: "match10" })).toMatchObject({ seriesLength: 10 });
  });

  it("§6: unknown or out-of-range options are BAD_OPTION naming the allowed values", () => {
    expect(() => resolveOptions(game, { players: 4, options: { cardExchange: "all" } })).toThrowError(
      /choice, lowest, none/,
    );
    expect(() => resolveOptions(game, { players: 4, options: { seriesLength: 101 } })).toThrowError(
      /0 to 100/,
    );
  });
});

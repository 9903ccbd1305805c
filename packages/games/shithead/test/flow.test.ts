// SH-8, SH-9, SH-13..SH-15, SH-20, SH-21, SH-41 (one), SH-42 forced ends, SH-63: turn flow.

import { describe, expect, it } from "vitest";
import { act, handOf, ids, legal, play, position, rejects, shithead, top, types } from "./helpers.js";

describe("turn flow", () => {
  it("SH-9: draw, then respond to a pending top, then act", () => {
    const s = position(
      "CTS",
      [{ hand: ["10H", "5C", "6C"] }, { hand: ["KS", "AD", "9H", "4D", "5D", "6D"] }],
      { pile: ["7D"], stock: ["2C", "3C", "4C", "8C"] },
    );
    play(s, 0, ["10H"]);
    expect(s.turn).toBe(1);
    expect(types(s, 1)).toEqual(["draw", "skipDraw"]);
    act(s, 1, { type: "skipDraw" });
    expect(types(s, 1)).toEqual(["play", "acceptClear"]);
    act(s, 1, { type: "acceptClear" });
    expect(top(s)).toBe("empty");
    expect(types(s, 1)).toContain("play");
    expect(s.turn).toBe(1);
  });

  it("SH-13: with an empty stock there is no draw", () => {
    const s = position("SH", [{ hand: ["KC", "QC"] }, { hand: ["QD", "AD", "9H"] }]);
    expect(handOf(s, 0)).toHaveLength(2);
    expect(types(s, 0)).toEqual(["play"]);
  });

  it("SH-15: the turn passes to the next active player, skipping those out", () => {
    const s = position("SH", [{ hand: ["KC", "QC"] }, { hand: ["QD"] }, { hand: ["AH", "AD"] }], {
      pile: ["5H"],
    });
    play(s, 0, ["QC"]);
    play(s, 1, ["QD"]);
    expect(s.place[1]).toBe(1);
    play(s, 2, ["AH"]);
    expect(s.turn).toBe(0);
  });

  it("SH-8: R&B deals a black lower layer and a red upper layer from two stocks; a voluntary draw names its stock", () => {
    const s = position(
      "CTR&B",
      [{ hand: ["KC", "QC", "AC", "4S", "5S", "6S"] }, { hand: ["QD", "AD", "9H"] }],
      {
        stock: undefined,
        black: ["2C", "3C"],
        red: ["2H", "3H"],
      },
    );
    expect(types(s, 0)).toEqual(["draw", "skipDraw"]);
    expect(legal(s, 0).filter((a) => a.type === "draw")).toEqual([
      { type: "draw", stock: "black" },
      { type: "draw", stock: "red" },
    ]);
    act(s, 0, { type: "draw", stock: "red" });
    expect(handOf(s, 0)).toContain("2H");
    const dealt = shithead.setup(
      (s.options as unknown as { players: number }) && { ...s.options, deal: undefined },
      "rb",
    );
    const isBlack = (c: number) =>
      ((c >> 4) & 7) === 0 || ((c >> 4) & 7) === 3 || (((c >> 4) & 7) === 4 && (c & 15) === 1);
    for (const b of dealt.bottom) {
      expect(b.slice(0, 3).every((c) => isBlack(c))).toBe(true);
    }
  });

  it("SH-20: each pile layer records its cards, player and how it was played", () => {
    const s = position("CTSR", [{ hand: ["8C", "2C", "6C", "KD"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["4D"],
    });
    play(s, 0, ["8C"]);
    act(s, 0, { type: "link", card: ids(s, 0, ["2C"])[0] });
    play(s, 0, ["6C"]);
    const pile = shithead.view(s, null).pile;
    expect(pile.map((l) => [l.how, l.seat, l.cards.map((c) => c.card).join(" ")])).toEqual([
      ["dealt", -1, "4D"],
      ["set", 0, "8C"],
      ["link", 0, "2C"],
      ["set", 0, "6C"],
    ]);
  });

  it("SH-21: ranks never mix in a segment", () => {
    const s = position("SH", [{ hand: ["5C", "6C", "7C"] }, { hand: ["QD", "AD", "9H"] }]);
    expect(rejects(s, 0, { type: "play", cards: ids(s, 0, ["5C", "6C"]), use: "set" })).toBe("MIXED_RANKS");
  });

  it("SH-42: a joker ends the chain", () => {
    const s = position(
      "CTSR",
      [{ hand: ["JK", "2C", "2D", "5C"] }, { hand: ["QD", "AD", "9H"] }],
      { pile: ["4D"] },
      {},
    );
    play(s, 0, ["JK"]);
    expect(s.turn).toBe(1);
  });

  it("SH-14: a hand emptied while the stock has cards ends the chain and refills", () => {
    const s = position(
      "CTSR",
      [{ hand: ["5C", "5D", "5H", "5S", "2C", "2D"] }, { hand: ["QD", "AD", "9H"] }],
      {
        stock: ["7C", "7D", "7H", "8C", "8D", "8H", "9C"],
      },
    );
    act(s, 0, { type: "skipDraw" });
    play(s, 0, ["5C", "5D", "5H", "5S"]);
    act(s, 0, { type: "link", card: ids(s, 0, ["2C"])[0] });
    play(s, 0, ["2D"]);
    expect(s.turn).toBe(1);
    expect(handOf(s, 0)).toHaveLength(5);
  });

  it("SH-41: linkLimit one: one link, the 2♠ may be a second", () => {
    const s = position(
      "CTSR",
      [{ hand: ["2C", "2D", "2S", "4C", "5C", "6C", "7C"] }, { hand: ["QD", "AD", "9H"] }],
      {},
      { linkLimit: "one" },
    );
    act(s, 0, { type: "link", card: ids(s, 0, ["2C"])[0] });
    play(s, 0, ["4C"]);
    expect(rejects(s, 0, { type: "link", card: ids(s, 0, ["2D"])[0] })).toBe("LINK_NOT_ALLOWED");
    act(s, 0, { type: "link", card: ids(s, 0, ["2S"])[0] });
    play(s, 0, ["5C"]);
    expect(s.turn).toBe(1);
  });

  it("SH-63: picked-up cards, counters included, stay public knowledge", () => {
    const s = position("CTS", [{ hand: ["JK", "QS", "6C"] }, { hand: ["5S", "AD", "9H"] }], { pile: ["7D"] });
    play(s, 0, ["JK"]);
    act(s, 1, { type: "counter", card: ids(s, 1, ["5S"])[0] });
    act(s, 0, { type: "pickUp" });
    expect(
      shithead
        .view(s, 1)
        .seats[0].known.map((k) => k.card)
        .sort(),
    ).toEqual(["5S", "7D"]);
  });
});

describe("R&B draws", () => {
  it("SH-8: every draw names a non-empty stock, the drawer's choice (refills included)", () => {
    const s = position("CTR&B", [{ hand: ["KC", "QC"] }, { hand: ["QD", "AD", "9H", "4S", "5S", "6S"] }], {
      stock: undefined,
      black: ["2C", "3C", "4C", "5C", "6C"],
      red: ["2H", "3H", "4H", "5H", "6H"],
    });
    // seat 0 holds 2 (<= handMin 5): the draw to 6 asks for a stock card by card
    expect(shithead.activeSeats(s)).toEqual([0]);
    expect(legal(s, 0)).toEqual([
      { type: "draw", stock: "black" },
      { type: "draw", stock: "red" },
    ]);
    for (const stock of ["red", "red", "black", "red"] as const) act(s, 0, { type: "draw", stock });
    expect(handOf(s, 0).sort()).toEqual(["2C", "2H", "3H", "4H", "KC", "QC"]);
    expect(types(s, 0)).toContain("play");
  });
});

// CTG: Gambits (SH-50..SH-55), the Queens Gambit, the joker response and the Ace switch (SH-58).

import { resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { act, handOf, ids, legal, play, position, rejects, shithead, top, types } from "./helpers.js";

const gambit = (s: ReturnType<typeof position>, seat: number, cards: string[]) =>
  act(s, seat, { type: "play", cards: ids(s, seat, cards), use: "gambit" });

describe("Gambits", () => {
  it("SH-51: 9s on a K are rejected, 4s on an 8 accepted; a Queens Gambit on a J rejected, on a 6 accepted (edge 17)", () => {
    const nines = position("CTG", [{ hand: ["9S", "9H", "9D", "9C", "5C"] }, { hand: ["QD", "AD", "7H"] }], {
      pile: ["KD"],
    });
    expect(
      rejects(nines, 0, { type: "play", cards: ids(nines, 0, ["9S", "9H", "9D", "9C"]), use: "gambit" }),
    ).toBe("BAD_GAMBIT");
    const fours = position("CTG", [{ hand: ["4S", "4H", "4D", "4C", "5C"] }, { hand: ["QD", "AD", "7H"] }], {
      pile: ["8D"],
    });
    expect(legal(fours, 0).some((a) => a.type === "play" && a.use === "gambit")).toBe(true);
    const queensJ = position(
      "CTG",
      [{ hand: ["QS", "QH", "QD", "QC", "5C"] }, { hand: ["KD", "AD", "7H"] }],
      { pile: ["JD"] },
    );
    expect(legal(queensJ, 0).some((a) => a.type === "play" && a.use === "gambit")).toBe(false);
    const queens6 = position(
      "CTG",
      [{ hand: ["QS", "QH", "QD", "QC", "5C"] }, { hand: ["KD", "AD", "7H"] }],
      { pile: ["6D"] },
    );
    gambit(queens6, 0, ["QS", "QH", "QD", "QC"]);
    expect(queens6.grave.some((c) => queens6.ids[c] === ids(queens6, 0, [])[0])).toBe(false);
    // the Queens Gambit acts as a joker: seat 1 has no answer and picks up
    expect(handOf(queens6, 1)).toHaveLength(3 + 4);
  });

  it("SH-52: the spade goes to the graveyard, three stay; the choice (a) discards; the top is what three give", () => {
    const s = position(
      "CTG",
      [{ hand: ["7S", "7H", "7D", "7C", "4C", "5C", "6C", "8C", "9C"] }, { hand: ["QD", "AD", "KH"] }],
      {
        stock: ["2C", "3C", "4D", "5D", "6D", "8D"],
      },
    );
    act(s, 0, { type: "skipDraw" });
    gambit(s, 0, ["7S", "7H", "7D", "7C"]);
    expect(types(s, 1)).toEqual(["passResponse"]);
    act(s, 1, { type: "passResponse" });
    expect(legal(s, 0).map((a) => (a as { choice: string }).choice)).toEqual(["a", "b", "c"]);
    act(s, 0, { type: "gambitChoice", choice: "a" });
    for (const c of ["4C", "5C", "6C", "8C"]) act(s, 0, { type: "gambitDiscard", card: ids(s, 0, [c])[0] });
    expect(top(s)).toBe("numeric(7)");
    expect(s.pile).toHaveLength(3);
    expect(s.turn).toBe(1);
    expect(handOf(s, 0)).toEqual(["9C", "2C", "3C", "4D", "5D"].slice(0, handOf(s, 0).length));
  });

  it("SH-52: (c) makes the next active player draw 4", () => {
    const s = position("CTG", [{ hand: ["7S", "7H", "7D", "7C", "4C"] }, { hand: ["QD", "AD", "KH"] }], {
      stock: ["2C", "3C", "4D", "5D", "6D", "8D"],
    });
    gambit(s, 0, ["7S", "7H", "7D", "7C"]);
    act(s, 1, { type: "passResponse" });
    act(s, 0, { type: "gambitChoice", choice: "c" });
    expect(handOf(s, 1)).toHaveLength(7);
  });

  it("SH-53: a Jk blocks a Gambit before the choice (edge 18)", () => {
    const s = position("CTG", [{ hand: ["7S", "7H", "7D", "7C", "4C"] }, { hand: ["JK", "AD", "KH"] }], {
      stock: ["2C", "3C", "4D", "5D", "6D", "8D"],
    });
    gambit(s, 0, ["7S", "7H", "7D", "7C"]);
    expect(types(s, 1)).toEqual(["jokerResponse", "passResponse"]);
    act(s, 1, { type: "jokerResponse", card: ids(s, 1, ["JK"])[0] });
    expect(s.turn).toBe(1);
    expect(top(s)).toBe("numeric(7)");
    expect(handOf(s, 0)).toHaveLength(5);
  });

  it("SH-53: with jokerVsGambit steal the responder takes (a) or (b)", () => {
    const s = position(
      "CTG",
      [{ hand: ["7S", "7H", "7D", "7C", "4C"] }, { hand: ["JK", "AD", "KH"] }],
      { stock: ["2C", "3C", "4D", "5D", "6D", "8D"] },
      { jokerVsGambit: "steal" },
    );
    gambit(s, 0, ["7S", "7H", "7D", "7C"]);
    act(s, 1, { type: "jokerResponse", card: ids(s, 1, ["JK"])[0] });
    expect(shithead.activeSeats(s)).toEqual([1]);
    expect(legal(s, 1).map((a) => (a as { choice: string }).choice)).toEqual(["a", "b"]);
    act(s, 1, { type: "gambitChoice", choice: "b" });
    expect(handOf(s, 1)).toHaveLength(6);
  });

  it("SH-54: a Queens Gambit countered by 5♠ can then be Jk-blocked; jokerBlock gives numeric(Q) and the blocker Acts (edge 18, 46)", () => {
    const s = position(
      "CTG",
      [{ hand: ["QS", "QH", "QD", "QC", "4C"] }, { hand: ["5S", "AD", "KH"] }, { hand: ["JK", "AH", "KD"] }],
      { pile: ["9D"] },
    );
    gambit(s, 0, ["QS", "QH", "QD", "QC"]);
    expect(top(s)).toBe("pendingPickup");
    act(s, 1, { type: "counter", card: ids(s, 1, ["5S"])[0] });
    expect(types(s, 2)).toEqual(["jokerBlock", "pickUp"]);
    act(s, 2, { type: "jokerBlock", card: ids(s, 2, ["JK"])[0] });
    expect(top(s)).toBe("numeric(12)");
    expect(s.turn).toBe(2);
    expect(types(s, 2)).toContain("play");
    expect(shithead.view(s, null).pile.map((l) => l.how)).toEqual(["dealt", "gambit", "counter"]);
  });

  it("SH-52/SH-80: a Gambit of the last hand cards with the stock empty offers only (d); with no bottom cards the actor is out (edge 19)", () => {
    const s = position("CTG", [
      { hand: ["7S", "7H", "7D", "7C"], lower: ["2C", "3C"] },
      { hand: ["QD", "AD", "KH"] },
    ]);
    gambit(s, 0, ["7S", "7H", "7D", "7C"]);
    act(s, 1, { type: "passResponse" });
    expect(legal(s, 0).map((a) => (a as { choice: string }).choice)).toEqual(["d"]);
    const out = position("CTG", [
      { hand: ["7S", "7H", "7D", "7C"] },
      { hand: ["QD", "AD", "KH"] },
      { hand: ["QH", "AH", "KD"] },
    ]);
    gambit(out, 0, ["7S", "7H", "7D", "7C"]);
    expect(out.place[0]).toBe(1);
    expect(out.turn).toBe(1);
    expect(top(out)).toBe("numeric(7)");
  });

  it("SH-52: (a) with 2 hand cards discards both; (d) with one face-down card left takes it, seen by its owner only (edge 42)", () => {
    const s = position("CTG", [
      { hand: ["7S", "7H", "7D", "7C", "4C", "5C"], lower: ["2C"] },
      { hand: ["QD", "AD", "KH"] },
    ]);
    gambit(s, 0, ["7S", "7H", "7D", "7C"]);
    act(s, 1, { type: "passResponse" });
    act(s, 0, { type: "gambitChoice", choice: "a" });
    expect(handOf(s, 0)).toEqual([]);
    expect(s.grave.length).toBeGreaterThan(0);
    const d = position("CTG", [
      { hand: ["7S", "7H", "7D", "7C"], lower: ["2C"] },
      { hand: ["QD", "AD", "KH"] },
    ]);
    const before = d.ids[d.bottom[0][0]];
    gambit(d, 0, ["7S", "7H", "7D", "7C"]);
    act(d, 1, { type: "passResponse" });
    act(d, 0, { type: "gambitChoice", choice: "d" });
    const events = act(d, 0, { type: "gambitTake", slot: 0 });
    expect(handOf(d, 0)).toEqual(["2C"]);
    expect(shithead.view(d, 1).seats[0].known).toEqual([]);
    expect(shithead.view(d, 0).hand?.[0].id).not.toBe(before);
    const secret = events.find((e) => e.type === "gambitTook");
    expect(secret?.visibleTo).toEqual([0]);
  });

  it("SH-53/SH-3: a custom mix with gambits and no jokerPickup has no jokers and no window (edge 47)", () => {
    const o = resolveOptions(shithead, { players: 2, preset: "CT", options: { gambits: true } });
    const s = shithead.setup(o, "x");
    expect(Object.keys(shithead.cardCensus(s))).not.toContain("JK");
    const p = position(
      "CT",
      [{ hand: ["7S", "7H", "7D", "7C", "4C", "5C"] }, { hand: ["QD", "AD", "KH"] }],
      {},
      { gambits: true },
    );
    gambit(p, 0, ["7S", "7H", "7D", "7C"]);
    expect(shithead.activeSeats(p)).toEqual([0]);
    expect(types(p, 0)).toEqual(["gambitChoice"]);
  });

  it("SH-55: the same four cards may be played as a plain set; a block is never a Gambit", () => {
    const s = position("CTG", [{ hand: ["7S", "7H", "7D", "7C", "4C"] }, { hand: ["QD", "AD", "KH"] }]);
    play(s, 0, ["7S", "7H", "7D", "7C"]);
    expect(s.pile).toHaveLength(4);
    expect(s.turn).toBe(1);
  });
});

describe("Ace switch", () => {
  it("SH-58: 4 4 5 7 7 → two Aces take the 7s; the top becomes numeric(A)", () => {
    const s = position("CTG", [{ hand: ["AH", "AD", "5C"] }, { hand: ["QD", "KD", "KH"] }], {
      pile: ["7H", "7D", "5D", "4H", "4D"],
    });
    const sw = legal(s, 0).filter((a) => a.type === "switch");
    expect(sw).toHaveLength(1);
    act(s, 0, sw[0]);
    expect(handOf(s, 0).sort()).toEqual(["5C", "7D", "7H"]);
    expect(top(s)).toBe("numeric(14)");
    expect(s.turn).toBe(1);
  });

  it("SH-58: K 3 K → only the top K; a pair with one Ace is rejected (edge 20)", () => {
    const s = position("CTG", [{ hand: ["AH", "AD", "5C"] }, { hand: ["QD", "KS", "QH"] }], {
      pile: ["KH", "3D", "KD"],
    });
    const sw = legal(s, 0).filter((a) => a.type === "switch");
    expect(sw.map((a) => (a as { cards: string[] }).cards.length)).toEqual([1, 1]);
    const pair = position("CTG", [{ hand: ["AH", "5C", "6C"] }, { hand: ["QD", "KS", "QH"] }], {
      pile: ["KH", "KD"],
    });
    expect(rejects(pair, 0, { type: "switch", cards: ids(pair, 0, ["AH"]) })).toBe("SWITCH_NOT_ALLOWED");
  });

  it("SH-58: a switch of a run over an 8 or a J is rejected (edge 20)", () => {
    for (const below of ["8D", "JD"]) {
      const s = position("CTG", [{ hand: ["AH", "5C", "6C"] }, { hand: ["QD", "KS", "QH"] }], {
        pile: ["3H", below],
      });
      expect(rejects(s, 0, { type: "switch", cards: ids(s, 0, ["AH"]) })).toBe("SWITCH_NOT_ALLOWED");
    }
  });
});

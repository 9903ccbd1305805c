// The SH preset: face-up choice, starter, draws, 10 and x4 clears, pickups, bottom cards.

import { cardId, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { act, handOf, idOf, ids, legal, play, position, rejects, shithead, top, types } from "./helpers.js";

describe("SH setup", () => {
  it("SH-5: the face-up choice is simultaneous and secret, revealed together", () => {
    const o = resolveOptions(shithead, { players: 2, preset: "SH" });
    const s = shithead.setup(o, "faceup");
    expect(shithead.activeSeats(s)).toEqual([0, 1]);
    expect(handOf(s, 0)).toHaveLength(6);
    expect(legal(s, 0)).toHaveLength(20);
    const choice = legal(s, 0)[0];
    act(s, 0, choice);
    expect(shithead.activeSeats(s)).toEqual([1]);
    expect(shithead.view(s, 1).myChoice).toBeNull();
    expect(shithead.view(s, 1).seats[0].bottom.slice(3)).toEqual([null, null, null]);
    expect(shithead.view(s, 0).myChoice?.map((c) => c.id)).toEqual((choice as { cards: string[] }).cards);
    act(s, 1, legal(s, 1)[5]);
    const v = shithead.view(s, null);
    expect(v.seats[0].bottom.slice(3).map((b) => (b && b !== "down" ? b.id : b))).toEqual(
      (choice as { cards: string[] }).cards,
    );
    expect(v.seats[1].bottom.slice(0, 3)).toEqual(["down", "down", "down"]);
  });

  it("SH-6: a starter 8 puts the first player on lessThan8; a starter 10 is replaced with a new id (edge 37, 29)", () => {
    const seats = [{ hand: ["KC", "QC", "AC", "4D"] }, { hand: ["QD", "AD", "9H", "4S"] }];
    const s = position("SH", seats, { starter: undefined, stock: ["10H", "8H", "5C"] });
    expect(s.pile.map((c) => c)).toHaveLength(1);
    expect(top(s)).toBe("lessThan8");
    expect(shithead.view(s, null).pile[0].cards[0].card).toBe("8H");
    const same = position("SH", seats, { starter: undefined, stock: ["8H", "10H", "5C"] });
    // The deal hands out one id per card, in a fixed order; the returned 10 then gets the next one.
    const tenIn = (st: typeof s) => st.ids[st.stocks[0].find((c) => (c & 15) === 10) as number];
    const dealtIds = (st: typeof s) => new Set(Array.from({ length: 52 }, (_, k) => cardId(st.idKey, k)));
    expect(dealtIds(s).has(tenIn(s))).toBe(false);
    expect(s.ids.filter((id) => id !== "" && !dealtIds(s).has(id))).toEqual([tenIn(s)]);
    expect(dealtIds(same).has(tenIn(same))).toBe(true);
  });

  it("SH-6: a stock holding only 10s and jokers starts with an empty pile (edge 43, R&B black stock)", () => {
    const s = position("CTR&B", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], {
      starter: undefined,
      stock: undefined,
      black: ["10S", "10C", "JK"],
      red: ["5H"],
    });
    expect(s.pile).toHaveLength(0);
    expect(top(s)).toBe("empty");
  });

  it("SH-7: the dealer's left starts", () => {
    const o = resolveOptions(shithead, { players: 3, preset: "CT", options: { deal: { dealer: 1 } } });
    const s = shithead.setup(o, "x");
    expect(s.turn).toBe(2);
  });
});

describe("SH draws and refill", () => {
  it("SH-11: an SH hand of 3 must draw to 4; a hand of 7 may draw 1; a CT hand of 10 cannot draw (edge 23)", () => {
    const three = position("SH", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], {
      stock: ["5C", "6C", "7C", "8C", "9C", "JC"],
    });
    expect(handOf(three, 0)).toHaveLength(4);
    const seven = position(
      "SH",
      [{ hand: ["KC", "QC", "AC", "4C", "5D", "6D", "7D"] }, { hand: ["QD", "AD", "9H"] }],
      { stock: ["5C", "6C", "7C", "8C", "9C", "JC"] },
    );
    expect(types(seven, 0)).toEqual(["draw", "skipDraw"]);
    act(seven, 0, { type: "draw" });
    expect(handOf(seven, 0)).toHaveLength(8);
    const ten = position(
      "CT",
      [{ hand: ["KC", "QC", "AC", "4C", "5D", "6D", "7D", "8D", "9D", "JD"] }, { hand: ["QD", "AD", "9H"] }],
      { stock: ["5C", "6C", "7C", "8C", "9C", "JC"] },
    );
    expect(types(ten, 0)).not.toContain("draw");
    expect(handOf(ten, 0)).toHaveLength(10);
  });

  it("SH-11: pickups ignore handMax", () => {
    const s = position(
      "CT",
      [{ hand: ["4C", "5D", "6D", "7D", "8D", "9D", "JD", "QD", "KD", "AD"] }, { hand: ["QH", "AH", "9H"] }],
      { stock: ["5C", "6C", "7C", "8C", "9C", "JC"], pile: ["3S", "2S"] },
      {},
    );
    // top freeplay from the dealt 2 under a 3: seat 0 may play anything; force a pickup instead
    expect(top(s)).toBe("freeplay");
    const big = position(
      "CT",
      [{ hand: ["4C", "5D", "6D", "7D", "9D", "JD", "QD", "KD", "QS", "KS"] }, { hand: ["QH", "AH", "9H"] }],
      { stock: ["5C", "6C", "7C"], pile: ["8H"] },
    );
    expect(types(big, 0)).toContain("play");
    const forced = position(
      "CT",
      [{ hand: ["9D", "JD", "QD", "KD", "AS", "AC", "9S", "QS", "KS", "KH"] }, { hand: ["QH", "AH", "9H"] }],
      { stock: ["5C", "6C", "7C"], pile: ["8H", "8S"] },
    );
    expect(types(forced, 0)).toEqual(["pickAndPlay", "pickUp"]);
    act(forced, 0, { type: "pickUp" });
    expect(handOf(forced, 0)).toHaveLength(12);
  });

  it("SH-12: after a play the hand refills to handMin while the stock lasts", () => {
    const s = position("SH", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], {
      stock: ["5C", "6C", "7C", "8C"],
    });
    expect(handOf(s, 0)).toHaveLength(4);
    play(s, 0, ["QC"]);
    expect(handOf(s, 0)).toHaveLength(3);
    const t = position("SH", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], {
      stock: ["5C", "6C", "7C", "8C"],
    });
    play(t, 0, ["QC"]);
    expect(t.stocks[0]).toHaveLength(2);
  });
});

describe("SH clears", () => {
  it("SH-28: in SH a 10 clears and the actor replays (edge 5)", () => {
    const s = position("SH", [{ hand: ["10H", "5C", "6C"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["KD"] });
    play(s, 0, ["10H"]);
    expect(s.pile).toHaveLength(0);
    expect(s.grave).toHaveLength(2 + 52 - 7);
    expect(s.turn).toBe(0);
    expect(types(s, 0)).toContain("play");
  });

  it("SH-28/SH-80: a 10 as the last card: the next player leads (edge 5)", () => {
    const s = position(
      "SH",
      [{ hand: ["10H"] }, { hand: ["QD", "AD", "9H"] }, { hand: ["QH", "AH", "9D"] }],
      { pile: ["KD"] },
    );
    play(s, 0, ["10H"]);
    expect(s.place[0]).toBe(1);
    expect(s.turn).toBe(1);
    expect(top(s)).toBe("empty");
  });

  it("SH-30: in SH an x4 split across two players clears and the last layer replays (edge 10)", () => {
    const s = position("SH", [{ hand: ["9C", "9S", "5C"] }, { hand: ["QD", "AD", "7H"] }], {
      pile: ["9H", "9D"],
    });
    play(s, 0, ["9C", "9S"]);
    expect(s.pile).toHaveLength(0);
    expect(s.turn).toBe(0);
  });

  it("SH-30: K K 3 K does not clear; four 7s in CT do not (edge 10)", () => {
    const s = position("SH", [{ hand: ["KH", "5C", "6C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["3D", "KD", "KC"],
    });
    play(s, 0, ["KH"]);
    expect(s.pile).toHaveLength(4);
    expect(s.turn).toBe(1);
    const ct = position("CT", [{ hand: ["7C", "7S", "5C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["7H", "7D"],
    });
    play(ct, 0, ["7C", "7S"]);
    expect(ct.pile).toHaveLength(4);
  });

  it("SH-30: four 3s clear", () => {
    const s = position("SH", [{ hand: ["3C", "3S", "5C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["3H", "3D"],
    });
    play(s, 0, ["3C", "3S"]);
    expect(s.pile).toHaveLength(0);
  });

  it("SH-23: in SH a 2 gives the actor a freeplay: they refill and play again", () => {
    const s = position("SH", [{ hand: ["2C", "4C", "5C"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["AH"] });
    play(s, 0, ["2C"]);
    expect(s.turn).toBe(0);
    expect(top(s)).toBe("freeplay");
    play(s, 0, ["4C"]);
    expect(s.turn).toBe(1);
  });

  it("SH-23: in CT a 2 gives the next player the freeplay", () => {
    const s = position("CT", [{ hand: ["2C", "4C", "5C"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["AH"] });
    play(s, 0, ["2C"]);
    expect(s.turn).toBe(1);
    expect(top(s)).toBe("freeplay");
  });
});

describe("SH pickups", () => {
  it("SH-60: a pickup is rejected while a legal Act exists, on an empty pile, and never draws (edge 22)", () => {
    const s = position("SH", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["5D"],
      stock: ["4C", "4D", "4H", "4S", "6C"],
    });
    expect(rejects(s, 0, { type: "pickUp" })).toBe("PICKUP_NOT_ALLOWED");
    const empty = position("SH", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }]);
    expect(rejects(empty, 0, { type: "pickUp" })).toBe("PICKUP_NOT_ALLOWED");
    const forced = position("SH", [{ hand: ["5C", "6C", "7C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["KD", "QH"],
      stock: ["4C", "4D", "4H", "4S", "6D"],
    });
    const stock = forced.stocks[0].length;
    expect(types(forced, 0)).toEqual(["pickUp"]);
    act(forced, 0, { type: "pickUp" });
    expect(forced.stocks[0].length).toBe(stock);
    expect(handOf(forced, 0)).toHaveLength(6);
  });

  it("SH-62: after a forced pickup the picker leads on the empty pile", () => {
    const s = position("SH", [{ hand: ["5C", "6C", "7C"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["KD"] });
    act(s, 0, { type: "pickUp" });
    expect(s.turn).toBe(0);
    expect(top(s)).toBe("empty");
    expect(types(s, 0)).toEqual(["play"]);
  });

  it("SH-62: with pickupThenLead off the turn ends after the pickup", () => {
    const s = position(
      "SH",
      [{ hand: ["5C", "6C", "7C"] }, { hand: ["QD", "AD", "9H"] }],
      { pile: ["KD"] },
      {
        pickupThenLead: false,
      },
    );
    act(s, 0, { type: "pickUp" });
    expect(s.turn).toBe(1);
  });

  it("SH-61: pickAndPlay works on the lone starter; rejected on a mixed, empty or pending pile and in a replay (edge 21)", () => {
    const s = position("SH", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["5D"] });
    act(s, 0, { type: "pickAndPlay" });
    expect(types(s, 0)).toEqual(["play"]);
    expect(legal(s, 0)).toHaveLength(1);
    play(s, 0, ["5D"]);
    expect(s.turn).toBe(1);
    const mixed = position("SH", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["5D", "4D"],
    });
    expect(rejects(mixed, 0, { type: "pickAndPlay" })).toBe("PICK_AND_PLAY_NOT_ALLOWED");
    const empty = position("SH", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }]);
    expect(rejects(empty, 0, { type: "pickAndPlay" })).toBe("PICK_AND_PLAY_NOT_ALLOWED");
    const pending = position(
      "CT",
      [{ hand: ["KC", "QC", "AC", "KS"] }, { hand: ["QD", "AD", "9H"] }],
      { pile: ["10D"] },
      {
        jokerPickup: true,
        cancelCards: "spades",
      },
    );
    expect(rejects(pending, 0, { type: "pickAndPlay" })).toBe("PICK_AND_PLAY_NOT_ALLOWED");
  });

  it("SH-61: an SH 2 on a lone 2 cannot loop: no pickAndPlay in the replay (edge 21)", () => {
    const s = position("SH", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["2D"] });
    act(s, 0, { type: "pickAndPlay" });
    play(s, 0, ["2D"]);
    // the pick-and-play lead ends the turn: no replay even for a self 2
    expect(s.turn).toBe(1);
    const r = position("SH", [{ hand: ["2C", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["5D"] });
    play(r, 0, ["2C"]);
    expect(r.turn).toBe(0);
    expect(rejects(r, 0, { type: "pickAndPlay" })).toBe("PICK_AND_PLAY_NOT_ALLOWED");
  });

  it("SH-61: pickAndPlay on three 4s: the lead is 4s holding a picked-up 4; another rank is rejected (edge 40)", () => {
    const s = position("SH", [{ hand: ["4C", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["4D", "4H", "4S"],
    });
    act(s, 0, { type: "pickAndPlay" });
    expect(rejects(s, 0, { type: "play", cards: ids(s, 0, ["QC"]), use: "set" })).not.toBe("");
    expect(rejects(s, 0, { type: "play", cards: ids(s, 0, ["4C"]), use: "set" })).toBe(
      "BAD_PICK_AND_PLAY_LEAD",
    );
    expect(legal(s, 0).every((a) => a.type === "play")).toBe(true);
    play(s, 0, ["4D", "4H", "4S", "4C"]);
    expect(s.turn).toBe(1);
  });
});

describe("SH-61 pick-and-play leads", () => {
  /** The card notations of each listed play, in listing order. */
  function leads(s: ReturnType<typeof position>, names: string[]): string[][] {
    const byId = new Map(names.map((n) => [idOf(s, n, 0), n]));
    return legal(s, 0).map((a) => (a as { cards: string[] }).cards.map((id) => byId.get(id) ?? id));
  }

  it("SH-61: in SH the picked-up 4s are a class apart from the hand's 4: every lead holds one (edge 40)", () => {
    const s = position("SH", [{ hand: ["4C", "QC"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["4D", "4H"] });
    act(s, 0, { type: "pickAndPlay" });
    // The pile is dealt top first, so the hand is now 4C QC 4H 4D.
    expect(leads(s, ["4C", "4D", "4H"])).toEqual([["4H"], ["4H", "4D"], ["4C", "4H"], ["4C", "4H", "4D"]]);
  });

  it("SH-61: in CTG (every suit a class of its own) the leads are the sets holding a picked-up card, in canonical order", () => {
    const s = position("CTG", [{ hand: ["4C", "QC"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["4D", "4H"] });
    act(s, 0, { type: "pickAndPlay" });
    expect(leads(s, ["4C", "4D", "4H"])).toEqual([
      ["4D"],
      ["4H"],
      ["4H", "4D"],
      ["4C", "4D"],
      ["4C", "4H"],
      ["4C", "4H", "4D"],
    ]);
  });
});

describe("SH bottom cards", () => {
  it("SH-14: face-up cards are rejected while the hand holds cards (edge 24)", () => {
    const s = position("SH", [
      { hand: ["5C"], upper: ["9C", "9D", "KH"], lower: ["2C", "2D", "2H"] },
      { hand: ["QD", "AD", "9H"] },
    ]);
    expect(rejects(s, 0, { type: "play", cards: ids(s, 0, ["KH"]), use: "set" })).toBe("NOT_IN_SOURCE");
  });

  it("SH-71: a last hand pair takes matching face-up cards along (edge 24)", () => {
    const s = position("SH", [
      { hand: ["9S", "9H"], upper: ["9C", "9D", "KH"], lower: ["2C", "2D", "2H"] },
      { hand: ["QD", "AD", "7H"] },
    ]);
    const withUps = legal(s, 0).filter((a) => a.type === "play" && a.cards.length > 2);
    expect(withUps.length).toBeGreaterThan(0);
    play(s, 0, ["9S", "9H", "9C"]);
    expect(shithead.view(s, 0).seats[0].bottom[3]).toBeNull();
  });

  it("SH-72: in SH, with no legal face-up card, the pile plus one face-up card of choice go to hand (edge 25)", () => {
    const s = position(
      "SH",
      [{ upper: ["5C", "6D", "7H"], lower: ["2C", "2D", "2H"] }, { hand: ["QD", "AD", "9H"] }],
      { pile: ["KD", "QC"] },
    );
    const picks = legal(s, 0);
    expect(picks.map((a) => a.type)).toEqual(["pickUp", "pickUp", "pickUp"]);
    act(s, 0, picks[1]);
    expect(handOf(s, 0).sort()).toEqual(["6D", "KD", "QC"]);
  });

  it("SH-73: one flip per step; a legal flip must be played, an illegal one goes to hand with the pile (edge 26)", () => {
    const s = position("SH", [{ lower: ["5C", "KH", "7H"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["9D", "4C"],
    });
    expect(types(s, 0)).toEqual(["flip"]);
    act(s, 0, { type: "flip", slot: 1 });
    expect(types(s, 0)).toEqual(["playFlipped"]);
    expect(rejects(s, 0, { type: "flip", slot: 0 })).toBe("FLIP_NOT_ALLOWED");
    act(s, 0, legal(s, 0)[0]);
    expect(s.turn).toBe(1);
    const t = position("SH", [{ lower: ["5C", "KH", "7H"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["9D", "4C"],
    });
    act(t, 0, { type: "flip", slot: 0 });
    expect(types(t, 0)).toEqual(["pickUp"]);
    act(t, 0, { type: "pickUp" });
    expect(handOf(t, 0).sort()).toEqual(["4C", "5C", "9D"]);
    expect(t.turn).toBe(0);
  });
});

// The CT family: pending 10 and cancels, freebies, stack access, x4 blocks.

import { describe, expect, it } from "vitest";
import { act, handOf, ids, legal, play, position, rejects, shithead, top, types } from "./helpers.js";

describe("CT 10s and cancel cards", () => {
  it("SH-28: in CT a 10 leaves a pending clear; the next actor accepts and leads", () => {
    const s = position("CT", [{ hand: ["10H", "5C", "6C"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["KD"] });
    play(s, 0, ["10H"]);
    // seat 1 has no cancel card: the clear is accepted automatically and seat 1 leads
    expect(s.turn).toBe(1);
    expect(top(s)).toBe("empty");
    expect(s.pile).toHaveLength(0);
  });

  it("SH-32: a lone 4♠ on a pending 10 gives numeric(4) and keeps the pile; 4♠ + 4♥ as a cancel is rejected (edge 6)", () => {
    const s = position("CTS", [{ hand: ["4S", "4H", "6C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["10D", "KD"],
    });
    expect(types(s, 0)).toEqual(["play", "acceptClear"]);
    expect(rejects(s, 0, { type: "play", cards: ids(s, 0, ["4S", "4H"]), use: "cancel" })).toBe(
      "CANCEL_ALONE",
    );
    play(s, 0, ["4S"], "cancel");
    expect(top(s)).toBe("numeric(4)");
    expect(s.pile).toHaveLength(3);
  });

  it("SH-32: a CC cancels a 3 that copies an 8, but not a 3 that copies a plain 9 (edge 3)", () => {
    const s = position("CTS", [{ hand: ["KS", "5C", "6C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["3D", "8D"],
    });
    expect(top(s)).toBe("lessThan8");
    expect(legal(s, 0).some((a) => a.type === "play" && a.use === "cancel")).toBe(true);
    play(s, 0, ["KS"], "cancel");
    expect(top(s)).toBe("numeric(13)");
    const n = position("CTS", [{ hand: ["KS", "5C", "6C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["3D", "9D"],
    });
    expect(legal(n, 0).some((a) => a.type === "play" && a.use === "cancel")).toBe(false);
  });

  it("SH-32: a CC played as a normal card is just its rank and like cards may join it", () => {
    const s = position("CTS", [{ hand: ["KS", "KH", "6C"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["6D"] });
    play(s, 0, ["KS", "KH"]);
    expect(top(s)).toBe("numeric(13)");
  });

  it("SH-40: `10 L K♠` by one player gives numeric(K) and does not clear (edge 7)", () => {
    const s = position("CTSR", [{ hand: ["10H", "2C", "KS", "5C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["7D"],
    });
    play(s, 0, ["10H"]);
    expect(types(s, 0)).toEqual(["endTurn", "link"]);
    act(s, 0, { type: "link", card: ids(s, 0, ["2C"])[0] });
    play(s, 0, ["KS"], "cancel");
    expect(top(s)).toBe("numeric(13)");
    expect(s.pile).toHaveLength(4);
  });
});

describe("CT bottom cards", () => {
  const seats = (lower: string[], upper: string[]) => [{ lower, upper }, { hand: ["QD", "AD", "9H"] }];

  it("SH-74: CT freebie: keep it, flip an illegal second card, pick up optionally taking a same-rank freebie (edge 27)", () => {
    const s = position("CT", seats(["2C", "2D", "2H", "2S"], ["5C", "5D", "AH", "AS"]), { pile: ["KD"] });
    act(s, 0, { type: "flip", slot: 4 });
    expect(types(s, 0)).toEqual(["pickUp", "keepFreebie"]);
    act(s, 0, { type: "keepFreebie" });
    expect(types(s, 0)).toEqual(["flip"]);
    expect(legal(s, 0).map((a) => (a as { slot: number }).slot)).toEqual([5, 6, 7]);
    act(s, 0, { type: "flip", slot: 5 });
    expect(legal(s, 0)).toHaveLength(2);
    act(s, 0, legal(s, 0)[1]);
    expect(handOf(s, 0).sort()).toEqual(["5C", "5D", "KD"]);
  });

  it("SH-74: a kept freebie can be played later as an ordinary face-up card (edge 27)", () => {
    const s = position("CT", seats(["2C", "2D", "2H", "2S"], ["AC", "5D", "AH", "AS"]), { pile: ["5H"] });
    act(s, 0, { type: "flip", slot: 4 });
    act(s, 0, { type: "keepFreebie" });
    act(s, 0, { type: "flip", slot: 6 });
    // the second card has the freebie's rank: they play together
    const both = legal(s, 0).filter((a) => a.type === "playFlipped" && a.cards.length === 2);
    expect(both).toHaveLength(1);
    const alone = legal(s, 0).find((a) => a.type === "playFlipped" && a.cards.length === 1);
    act(s, 0, alone as never);
    expect(shithead.view(s, 1).seats[0].bottom[4]).toEqual({ id: s.ids[s.bottom[0][4]], card: "AC" });
  });

  it("SH-74: keepFreebie is not offered when no other face-down card is accessible", () => {
    const s = position("CT", seats([], ["5C"]), { pile: ["KD"] });
    act(s, 0, { type: "flip", slot: 4 });
    expect(types(s, 0)).toEqual(["pickUp"]);
  });

  it("SH-70: layer access: every upper card goes before any lower card", () => {
    const s = position("CT", seats(["2C", "2D", "2H", "2S"], ["5C"]), {});
    expect(legal(s, 0).map((a) => (a as { slot: number }).slot)).toEqual([4]);
  });

  it("SH-70: CTG stack: a lower card opens once its upper card is gone, a kept freebie still covers it (edge 28)", () => {
    const s = position(
      "CTG",
      [
        { lower: ["2C", "2D", "9C", "9D"], upper: ["5C", null as never].filter(Boolean) as string[] },
        { hand: ["QD", "AD", "9H"] },
      ],
      { pile: ["KD", "QC"] },
    );
    // slot 4 holds the upper 5C on lower slot 0; lowers 1..3 are open
    expect(legal(s, 0).map((a) => (a as { slot: number }).slot)).toEqual([1, 2, 3, 4]);
    act(s, 0, { type: "flip", slot: 4 });
    act(s, 0, { type: "keepFreebie" });
    expect(legal(s, 0).map((a) => (a as { slot: number }).slot)).toEqual([1, 2, 3]);
  });

  it("SH-73: a flip after a link, or a link after playFlipped, is rejected; a flipped lone K♠ on lessThan8 is played as a cancel (edge 44)", () => {
    const s = position("CTSR", [{ lower: ["KS", "2D", "9C", "9D"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["8D"],
    });
    act(s, 0, { type: "flip", slot: 0 });
    const plays = legal(s, 0).filter((a) => a.type === "playFlipped");
    expect(plays.map((a) => (a as { use?: string }).use)).toEqual(["cancel"]);
    act(s, 0, plays[0]);
    expect(top(s)).toBe("numeric(13)");
    expect(s.turn).toBe(1);
    const t = position(
      "CTSR",
      [{ hand: ["2C", "5C"], lower: ["KS", "2D", "9C", "9D"] }, { hand: ["QD", "AD", "9H"] }],
      {},
    );
    act(t, 0, { type: "link", card: ids(t, 0, ["2C"])[0] });
    expect(rejects(t, 0, { type: "flip", slot: 0 })).toBe("FLIP_NOT_ALLOWED");
  });
});

describe("CTS jokers, counters and blocks", () => {
  it("SH-31: a Jk on an empty pile has no effect; on a 6 or a pending 10 it is illegal; on a J it is legal (edge 11)", () => {
    const s = position("CTS", [{ hand: ["JK", "5C", "6C"] }, { hand: ["QD", "AD", "9H"] }]);
    play(s, 0, ["JK"]);
    expect(top(s)).toBe("empty");
    expect(s.turn).toBe(1);
    const six = position("CTS", [{ hand: ["JK", "5C", "6C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["6D"],
    });
    expect(rejects(six, 0, { type: "play", cards: ids(six, 0, ["JK"]), use: "set" })).toBe("ILLEGAL_ON_TOP");
    const ten = position("CTS", [{ hand: ["JK", "KS", "6C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["10D"],
    });
    expect(legal(ten, 0).some((a) => a.type === "play" && a.cards.includes(ids(ten, 0, ["JK"])[0]))).toBe(
      false,
    );
    const jack = position("CTS", [{ hand: ["JK", "5C", "6C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["JD"],
    });
    play(jack, 0, ["JK"]);
    // seat 1 has no answer: it picks up the J automatically and leads
    expect(handOf(jack, 1)).toContain("JD");
    expect(jack.turn).toBe(1);
  });

  it("SH-33/SH-62: 2 players: A Jk, B 5♠, A Q♠: B picks up the pile with both counters and leads (edge 12)", () => {
    const s = position("CTS", [{ hand: ["JK", "QS", "6C"] }, { hand: ["5S", "AD", "9H"] }], { pile: ["7D"] });
    play(s, 0, ["JK"]);
    expect(types(s, 1)).toEqual(["counter", "pickUp"]);
    act(s, 1, { type: "counter", card: ids(s, 1, ["5S"])[0] });
    expect(s.turn).toBe(0);
    act(s, 0, { type: "counter", card: ids(s, 0, ["QS"])[0] });
    // B has no answer: the pickup is automatic and B leads
    expect(s.turn).toBe(1);
    expect(handOf(s, 1).sort()).toEqual(["5S", "7D", "9H", "AD", "QS"]);
    expect(top(s)).toBe("empty");
  });

  it("SH-33: after a counter, a plain 5 or Q, or 5♠ + 5♥, is rejected (edge 13)", () => {
    const s = position("CTS", [{ hand: ["JK", "6C", "7C"] }, { hand: ["5S", "5H", "QH", "9H"] }], {
      pile: ["7D"],
    });
    play(s, 0, ["JK"]);
    expect(rejects(s, 1, { type: "play", cards: ids(s, 1, ["5H"]), use: "set" })).toBe("ILLEGAL_ON_TOP");
    expect(rejects(s, 1, { type: "play", cards: ids(s, 1, ["QH"]), use: "set" })).toBe("ILLEGAL_ON_TOP");
    expect(rejects(s, 1, { type: "counter", card: ids(s, 1, ["5H"])[0] })).toBe("BAD_COUNTER");
    expect(rejects(s, 1, { type: "play", cards: ids(s, 1, ["5S", "5H"]), use: "set" })).toBe(
      "ILLEGAL_ON_TOP",
    );
  });

  it("SH-33/SH-62: 3 players: A Jk, B 5♠: C, not A, faces the pickup; a picker after a Jk leads (edge 41)", () => {
    const s = position(
      "CTS",
      [{ hand: ["JK", "6C", "7C"] }, { hand: ["5S", "AD", "9H"] }, { hand: ["KH", "QH", "4H"] }],
      {
        pile: ["7D"],
      },
    );
    play(s, 0, ["JK"]);
    act(s, 1, { type: "counter", card: ids(s, 1, ["5S"])[0] });
    expect(s.turn).toBe(2);
    expect(handOf(s, 2).sort()).toEqual(["4H", "5S", "7D", "KH", "QH"]);
    expect(top(s)).toBe("empty");
  });

  it("SH-34: blocking with four 10s leaves the next player on pendingClear; a block is never a Gambit (edge 14)", () => {
    const s = position(
      "CTG",
      [
        { hand: ["JK", "6C", "7C"] },
        { hand: ["10S", "10H", "10D", "10C", "9H"] },
        { hand: ["KS", "QH", "4H"] },
      ],
      { pile: ["7D"] },
    );
    play(s, 0, ["JK"]);
    act(s, 1, { type: "block", cards: ids(s, 1, ["10S", "10H", "10D", "10C"]) });
    expect(s.turn).toBe(2);
    expect(top(s)).toBe("pendingClear");
  });

  it("SH-34/SH-54: four 7s blocking a Jk countered by 5♠ give numeric(7), the 5♠ below (edge 46)", () => {
    const s = position(
      "CTS",
      [{ hand: ["JK", "6C", "8C"] }, { hand: ["5S", "9H"] }, { hand: ["7S", "7H", "7D", "7C", "KH"] }],
      {
        pile: ["4D"],
      },
    );
    play(s, 0, ["JK"]);
    act(s, 1, { type: "counter", card: ids(s, 1, ["5S"])[0] });
    act(s, 2, { type: "block", cards: ids(s, 2, ["7S", "7H", "7D", "7C"]) });
    expect(top(s)).toBe("numeric(7)");
    const pile = shithead.view(s, null).pile;
    expect(pile.map((l) => l.how)).toEqual(["dealt", "counter", "block"]);
  });

  it("SH-34: a block of 3s copies the state the joker was played on", () => {
    const s = position("CTS", [{ hand: ["JK", "6C", "8C"] }, { hand: ["3S", "3H", "3D", "3C", "9H"] }], {
      pile: ["KD"],
    });
    play(s, 0, ["JK"]);
    act(s, 1, { type: "block", cards: ids(s, 1, ["3S", "3H", "3D", "3C"]) });
    expect(top(s)).toBe("numeric(13)");
  });
});

describe("CTSR wild aces", () => {
  it("SH-35: a wild declared as an 8 on a 6, or as 10, Jk, 5♠ or Q♠, is rejected; as K♠ it cancels a 10; an Ace may follow a wild 8 (edge 15)", () => {
    const s = position("CTSR", [{ hand: ["AS", "5C", "9C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["6D"],
    });
    for (const as of ["8C", "10C", "JK", "5S", "QS"]) {
      expect(rejects(s, 0, { type: "play", cards: ids(s, 0, ["AS"]), use: "wild", as })).not.toBe("");
    }
    const ten = position("CTSR", [{ hand: ["AS", "5C", "9C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["10D", "7D"],
    });
    play(ten, 0, ["AS"], "cancel", "KS");
    expect(top(ten)).toBe("numeric(13)");
    expect(ten.pile).toHaveLength(3);
    const eight = position("CTSR", [{ hand: ["AS", "5C", "9C"] }, { hand: ["AD", "AH", "9H"] }], {
      pile: ["7D"],
    });
    play(eight, 0, ["AS"], "wild", "8C");
    expect(top(eight)).toBe("lessThan8");
    play(eight, 1, ["AD"]);
    expect(top(eight)).toBe("numeric(14)");
  });

  it("SH-34: A♠ + K K K is rejected, except under aceSpadesCompletesX4 as a block (edge 16)", () => {
    const seats = [{ hand: ["JK", "6C", "8C"] }, { hand: ["AS", "KH", "KD", "KC", "9H"] }];
    const s = position("CTSR", seats, { pile: ["4D"] });
    play(s, 0, ["JK"]);
    expect(rejects(s, 1, { type: "block", cards: ids(s, 1, ["AS", "KH", "KD", "KC"]), as: "KC" })).toBe(
      "BAD_BLOCK",
    );
    const t = position("CTSR", seats, { pile: ["4D"] }, { aceSpadesCompletesX4: true });
    play(t, 0, ["JK"]);
    act(t, 1, { type: "block", cards: ids(t, 1, ["KH", "KD", "KC", "AS"]), as: "KC" });
    expect(top(t)).toBe("numeric(13)");
  });
});

describe("CTSR links", () => {
  it("SH-41: with linkLimit two, a third link from a plain 2 is rejected; from a wild declared as a 2 accepted (edge 8)", () => {
    const s = position("CTSR", [
      { hand: ["2C", "2D", "2H", "AS", "4C", "5C", "6C", "7C"] },
      { hand: ["QD", "AD", "9H"] },
    ]);
    act(s, 0, { type: "link", card: ids(s, 0, ["2C"])[0] });
    play(s, 0, ["4C"]);
    act(s, 0, { type: "link", card: ids(s, 0, ["2D"])[0] });
    play(s, 0, ["5C"]);
    expect(rejects(s, 0, { type: "link", card: ids(s, 0, ["2H"])[0] })).toBe("LINK_NOT_ALLOWED");
    act(s, 0, { type: "link", card: ids(s, 0, ["AS"])[0] });
    play(s, 0, ["6C"]);
    expect(s.turn).toBe(1);
  });

  it("SH-42: a chain ending on a 2 gives the next player a freeplay; a chain ending on a link is rejected (edge 9)", () => {
    const s = position("CTSR", [{ hand: ["2C", "2D", "2H", "4C", "5C"] }, { hand: ["QD", "AD", "9H"] }]);
    play(s, 0, ["4C"]);
    act(s, 0, { type: "link", card: ids(s, 0, ["2C"])[0] });
    expect(rejects(s, 0, { type: "endTurn" })).toBe("CANNOT_END_TURN");
    play(s, 0, ["2D"]);
    expect(types(s, 0)).toEqual(["endTurn", "link"]);
    act(s, 0, { type: "endTurn" });
    expect(s.turn).toBe(1);
    expect(top(s)).toBe("freeplay");
  });

  it("SH-40: `6 L Q` and `8 L 6` are legal; `Q L 6` and `6 L 2` are not", () => {
    const s = position("CTSR", [{ hand: ["6C", "2C", "QC", "2D", "5D"] }, { hand: ["QD", "AD", "9H"] }]);
    play(s, 0, ["6C"]);
    act(s, 0, { type: "link", card: ids(s, 0, ["2C"])[0] });
    expect(rejects(s, 0, { type: "play", cards: ids(s, 0, ["2D"]), use: "set" })).toBe("ILLEGAL_ON_TOP");
    play(s, 0, ["QC"]);
    expect(s.turn).toBe(1);
    const e = position("CTSR", [{ hand: ["8C", "2C", "6C", "KD"] }, { hand: ["QD", "AD", "9H"] }]);
    play(e, 0, ["8C"]);
    act(e, 0, { type: "link", card: ids(e, 0, ["2C"])[0] });
    play(e, 0, ["6C"]);
    expect(top(e)).toBe("faceOnly");
    const q = position("CTSR", [{ hand: ["QC", "2C", "6C", "5D"] }, { hand: ["QD", "AD", "9H"] }]);
    play(q, 0, ["QC"]);
    // no segment can follow a Q from 6 and 5: no link is offered and the turn ends
    expect(q.turn).toBe(1);
  });
});

// SH-20..SH-29: the top state and the legality matrix (SH-22), by position.

import { describe, expect, it } from "vitest";
import { legal, play, position, rejects, top } from "./helpers.js";

const filler = ["KC", "QC", "AC"];
const f1 = ["QD", "AD", "9H"];
const f2 = ["QS", "AS", "7S"];

describe("top state and legality matrix", () => {
  it("SH-24: a 3 on an empty pile, and a 3 on that, leave it empty; anything may follow (edge 1)", () => {
    const s = position("SH", [{ hand: ["3H", "4C", ...filler] }, { hand: ["3D", "6C", ...f1] }]);
    play(s, 0, ["3H"]);
    expect(top(s)).toBe("empty");
    play(s, 1, ["3D"]);
    expect(top(s)).toBe("empty");
    play(s, 0, ["4C"]);
    expect(top(s)).toBe("numeric(4)");
  });

  it("SH-24: a 3 on a 6 is illegal; a 3 on a J gives powerOnly; a 3 on an 8 gives lessThan8 (edge 2)", () => {
    const s = position("CT", [{ hand: ["3H", "3S", "4C", ...filler] }, { hand: ["3D", "6C", ...f1] }], {
      pile: ["6H"],
    });
    expect(top(s)).toBe("faceOnly");
    expect(rejects(s, 0, { type: "play", cards: [legalId(s, "3H")], use: "set" })).toBe("ILLEGAL_ON_TOP");
    const j = position("CT", [{ hand: ["3H", ...filler] }, { hand: f1 }], { pile: ["JH"] });
    play(j, 0, ["3H"]);
    expect(top(j)).toBe("powerOnly");
    const e = position("CT", [{ hand: ["3H", ...filler] }, { hand: f1 }], { pile: ["8H"] });
    play(e, 0, ["3H"]);
    expect(top(e)).toBe("lessThan8");
  });

  it("SH-24: in SH, a 3 on a 2 gives the next player freeplay and the actor no replay (edge 45)", () => {
    const s = position("SH", [{ hand: ["3H", ...filler] }, { hand: ["4D", ...f1] }], { pile: ["2H"] });
    play(s, 0, ["3H"]);
    expect(top(s)).toBe("freeplay");
    expect(s.turn).toBe(1);
  });

  it("SH-22: numeric(v) takes equal or better, power cards anywhere (8 on a K)", () => {
    const s = position("SH", [{ hand: ["7H", "KD", "8C", "2C", "10C"] }, { hand: filler }], { pile: ["KH"] });
    const cards = legal(s, 0).filter((a) => a.type === "play");
    expect(cards.length).toBeGreaterThan(0);
    expect(rejects(s, 0, { type: "play", cards: [legalId(s, "7H")], use: "set" })).toBe("ILLEGAL_ON_TOP");
    play(s, 0, ["8C"]);
    expect(top(s)).toBe("lessThan8");
  });

  it("SH-27: an 8 gives lessThan8 for the next play only", () => {
    const s = position("SH", [{ hand: ["8H", "KD", ...filler] }, { hand: ["5D", "9C", ...f1] }]);
    play(s, 0, ["8H"]);
    expect(rejects(s, 1, { type: "play", cards: [legalId(s, "9C")], use: "set" })).toBe("ILLEGAL_ON_TOP");
    play(s, 1, ["5D"]);
    expect(top(s)).toBe("numeric(5)");
  });

  it("SH-22: a 10 on an 8 is legal in SH, illegal in CT; in CT on a J, a 6 or a pending 10 too (edge 4)", () => {
    const sh = position("SH", [{ hand: ["10H", ...filler] }, { hand: f1 }], { pile: ["8H"] });
    expect(legal(sh, 0).some((a) => a.type === "play" && a.cards.includes(legalId(sh, "10H")))).toBe(true);
    for (const pile of [["8H"], ["JH"], ["6H"], ["10D"]]) {
      const ct = position("CT", [{ hand: ["10H", ...filler] }, { hand: f1 }], { pile });
      if (pile[0] === "10D") {
        // the pending 10 is answered first: no cancel card, so it is accepted automatically
        expect(top(ct)).toBe("empty");
        continue;
      }
      expect(rejects(ct, 0, { type: "play", cards: [legalId(ct, "10H")], use: "set" })).toBe(
        "ILLEGAL_ON_TOP",
      );
    }
  });

  it("SH-26: a 6 gives faceOnly (J Q K A, 6); SH-29: a J gives powerOnly (2 3 8 Jk, J)", () => {
    const s = position("CT", [{ hand: ["6H", "9D", ...filler] }, { hand: ["7D", "JC", "2H", "KH"] }]);
    play(s, 0, ["6H"]);
    expect(top(s)).toBe("faceOnly");
    expect(rejects(s, 1, { type: "play", cards: [legalId(s, "7D")], use: "set" })).toBe("ILLEGAL_ON_TOP");
    expect(rejects(s, 1, { type: "play", cards: [legalId(s, "2H")], use: "set" })).toBe("ILLEGAL_ON_TOP");
    play(s, 1, ["JC"]);
    expect(top(s)).toBe("powerOnly");
    expect(rejects(s, 0, { type: "play", cards: [legalId(s, "KC")], use: "set" })).toBe("ILLEGAL_ON_TOP");
  });

  it("SH-26/SH-29: 6 and J are played in turn (no 6 on a 7, no J on a Q)", () => {
    const s = position("CT", [{ hand: ["6H", "JD", ...filler] }, { hand: f1 }], { pile: ["7C"] });
    expect(rejects(s, 0, { type: "play", cards: [legalId(s, "6H")], use: "set" })).toBe("ILLEGAL_ON_TOP");
    const q = position("CT", [{ hand: ["JD", "AH"] }, { hand: filler }], { pile: ["QH"] });
    expect(rejects(q, 0, { type: "play", cards: [legalId(q, "JD")], use: "set" })).toBe("ILLEGAL_ON_TOP");
  });

  it("SH-25: evenOdd: on a 9, 5 or 7 legal, 2 or 8 not; on a 4, a 10 legal, a J not; Jk on both (edge 35)", () => {
    const opts = { evenOdd: "all", jokerPickup: true };
    const odd = position(
      "CT",
      [{ hand: ["5H", "7H", "2H", "8H", "JK"] }, { hand: filler }],
      { pile: ["9C"] },
      opts,
    );
    expect(top(odd)).toBe("oddOnly");
    const ok = (s: ReturnType<typeof position>, c: string) =>
      legal(s, 0).some((a) => a.type === "play" && a.cards.length === 1 && a.cards[0] === legalId(s, c));
    expect(ok(odd, "5H")).toBe(true);
    expect(ok(odd, "7H")).toBe(true);
    expect(ok(odd, "2H")).toBe(false);
    expect(ok(odd, "8H")).toBe(false);
    expect(ok(odd, "JK")).toBe(true);
    const even = position(
      "CT",
      [{ hand: ["10H", "JH", "JK", "KD"] }, { hand: filler }],
      { pile: ["4C"] },
      opts,
    );
    expect(top(even)).toBe("evenOnly");
    expect(ok(even, "10H")).toBe(true);
    expect(ok(even, "JH")).toBe(false);
    expect(ok(even, "JK")).toBe(true);
  });

  it("SH-25: evenOdd spadesOnly: only a set holding 4♠ or 9♠ restricts", () => {
    const s = position(
      "CT",
      [{ hand: ["4S", "4H", ...filler] }, { hand: f1 }],
      {},
      { evenOdd: "spadesOnly" },
    );
    play(s, 0, ["4H"]);
    expect(top(s)).toBe("numeric(4)");
    const t = position(
      "CT",
      [{ hand: ["4S", "4H", ...filler] }, { hand: f1 }],
      {},
      { evenOdd: "spadesOnly" },
    );
    play(t, 0, ["4S", "4H"]);
    expect(top(t)).toBe("evenOnly");
  });

  it("SH-22: a card always fits its own rank's rule (6 on 6, 8 on 8, J on J)", () => {
    for (const [pile, card] of [
      ["6H", "6D"],
      ["8H", "8D"],
      ["JH", "JD"],
    ]) {
      const s = position("CT", [{ hand: [card, ...filler] }, { hand: f1 }], { pile: [pile] });
      expect(legal(s, 0).some((a) => a.type === "play" && a.cards[0] === legalId(s, card))).toBe(true);
    }
  });

  it("SH-24: threeReverse does nothing with 2 players; with 3, A plays K, B plays 3, A faces the K (edge 34)", () => {
    const two = position(
      "CT",
      [{ hand: ["KH", ...filler] }, { hand: ["3D", ...f1] }],
      {},
      { threeReverse: "perSet" },
    );
    play(two, 0, ["KH"]);
    play(two, 1, ["3D"]);
    expect(two.turn).toBe(0);
    expect(two.dir).toBe(1);
    const three = position(
      "CT",
      [{ hand: ["KH", ...filler] }, { hand: ["3D", ...f1] }, { hand: f2 }],
      {},
      { threeReverse: "perSet" },
    );
    play(three, 0, ["KH"]);
    play(three, 1, ["3D"]);
    expect(three.dir).toBe(-1);
    expect(three.turn).toBe(0);
    expect(top(three)).toBe("numeric(13)");
  });
});

import type { ShState } from "../src/index.js";
import { idOf } from "./helpers.js";

function legalId(s: ShState, card: string): string {
  return idOf(s, card, s.turn);
}

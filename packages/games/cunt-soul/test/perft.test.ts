import { resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import type { CsState } from "../src/state.js";

/** Counts every legal action sequence of the given depth (perft), checking each applies. */
function perft(s: CsState, depth: number): number {
  if (depth === 0 || cuntSoul.outcome(s) !== null) return 1;
  const seat = cuntSoul.activeSeats(s)[0];
  let total = 0;
  for (const action of cuntSoul.legalActions(s, seat)) {
    const next = cuntSoul.clone(s);
    cuntSoul.apply(next, seat, action);
    total += perft(next, depth - 1);
  }
  return total;
}

const deal = {
  dealer: 3,
  seats: [
    {
      hand: ["4S", "5S", "6S", "QS", "JK"],
      faceUp: ["10S", "2S", "7S"],
      field: "8S",
      faceDown: ["3S", "9S", "KS"],
    },
    {
      hand: ["4H", "5H", "6H", "QH", "JH"],
      faceUp: ["10H", "2H", "7H"],
      field: "JD",
      faceDown: ["3H", "9H", "KH"],
    },
    {
      hand: ["4D", "5D", "6D", "QD", "8D"],
      faceUp: ["10D", "2D", "7D"],
      field: "9D",
      faceDown: ["3D", "KD", "AD"],
    },
    {
      hand: ["4C", "5C", "6C", "QC", "JC"],
      faceUp: ["10C", "2C", "7C"],
      field: "KC",
      faceDown: ["3C", "9C", "AC"],
    },
  ],
  source: ["AS", "AH", "8H", "8C", "JS", "JK"],
};

describe("perft from a fixed custom deal", () => {
  it("CS-30: legal action sequences to depth 4 (regression guard for legality and decisions)", () => {
    const s = cuntSoul.setup(resolveOptions(cuntSoul, { players: 4, options: { deal } }), "perft");
    expect(s.t.seat).toBe(0);
    const counts = [1, 2, 3, 4].map((d) => perft(s, d));
    expect(counts).toMatchInlineSnapshot(`
      [
        6,
        30,
        90,
        516,
      ]
    `);
  });
});

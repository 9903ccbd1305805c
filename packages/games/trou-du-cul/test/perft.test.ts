// Perft (style.md): counting every legal action sequence from a fixed position guards move generation.

import { describe, expect, it } from "vitest";
import type { TdcState } from "../src/state.js";
import { game, position } from "./helpers.js";

function perft(state: TdcState, depth: number): number {
  if (depth === 0) return 1;
  if (game.outcome(state) !== null) return 0;
  const seat = game.activeSeats(state)[0];
  let nodes = 0;
  for (const action of game.legalActions(state, seat)) {
    const next = game.clone(state);
    game.apply(next, seat, action);
    nodes += perft(next, depth - 1);
  }
  return nodes;
}

describe("perft", () => {
  it("TDC-9, TDC-10, TDC-18, TDC-22: perft of a tiny 2p position counted by hand", () => {
    // Seat 0: 3♣ 3♦, seat 1: 4♣. Seat 0 opens 3♣, 3♦ or the pair (out: game over).
    // After a single, seat 1 folds (seat 0 wins the round and opens its last card) or plays 4♣ (out: game over).
    const s = position({ hands: [["3C", "3D"], ["4C"]] });
    expect([1, 2, 3, 4].map((depth) => perft(s, depth))).toEqual([3, 4, 2, 0]);
  });

  it("TDC-13, TDC-14, TDC-20: perft of a 3p position with a table card, equal plays and a lock", () => {
    // Counted by this implementation and checked by hand for depth 1-2; deeper counts guard against regressions.
    const s = position({
      hands: [
        ["7C", "7D", "QC"],
        ["7H", "9C"],
        ["7S", "KC"],
      ],
      table: ["8S"],
    });
    // Opening: 7♣, 7♦, 7♣7♦, Q♣, swap 8♠ for Q♣ = 5.
    expect(perft(s, 1)).toBe(5);
    expect([2, 3, 4, 5].map((depth) => perft(s, depth))).toMatchInlineSnapshot(`
      [
        16,
        42,
        113,
        234,
      ]
    `);
  });
});

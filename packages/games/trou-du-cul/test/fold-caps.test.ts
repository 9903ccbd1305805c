// §9 "Not proof of a missing card": folds, skips and raises as soft weights. Every view shows the
// caps they suggest; determinize deals by them in most worlds, not all.

import { Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { FOLD_DOUBT } from "../src/determinize.js";
import { FOLD, game, play, position, run, SKIP } from "./helpers.js";

// Ranks in TDC order: 3 4 5 6 7 8 9 10 J Q K A 2.
const caps = (...ranks: [number, number][]) => {
  const out = new Array<number>(13).fill(4);
  for (const [rank, most] of ranks) out[rank] = most;
  return out;
};
const NINE = 6;
const KING = 10;
const ACE = 11;

/** Seat 0 leads K♣ and seat 1 folds: its caps say it holds no K and no A. */
function foldedOverKing() {
  const s = position({
    hands: [
      ["KC", "KD", "KH", "3C", "3D", "3H"],
      ["4C", "4D", "4H", "5C", "5D", "5H"],
      ["6C", "6D", "6H", "7C", "7D", "7H"],
      ["AC", "AD", "AH", "AS", "8C", "8D"],
    ],
  });
  run(s, [
    [0, play("KC")],
    [1, FOLD],
  ]);
  return s;
}

describe("§9 fold caps", () => {
  it("§9: a fold over a single suggests no single at or above it, 2s aside; every view shows it", () => {
    const s = position({
      hands: [
        ["9C", "3C"],
        ["KC", "4C", "2C"],
      ],
    });
    run(s, [
      [0, play("9C")],
      [1, FOLD],
    ]);
    const expected = caps([NINE, 0], [7, 0], [8, 0], [9, 0], [KING, 0], [ACE, 0]);
    for (const viewer of [0, 1, null]) {
      expect(game.view(s, viewer).foldCaps[1]).toEqual(expected);
      expect(game.view(s, viewer).foldCaps[0]).toEqual(caps());
    }
  });

  it("§9: a fold over a pair suggests at most one card of each rank at or above it", () => {
    const s = position({
      hands: [
        ["9C", "9D", "3C"],
        ["KC", "4C", "2C", "2D"],
      ],
    });
    run(s, [
      [0, play("9C", "9D")],
      [1, FOLD],
    ]);
    expect(game.view(s, 0).foldCaps[1]).toEqual(caps([NINE, 1], [7, 1], [8, 1], [9, 1], [KING, 1], [ACE, 1]));
  });

  it("§9: a response well above the last play suggests no play of that size from it up to three ranks below", () => {
    const s = position({
      hands: [
        ["4C", "3C"],
        ["KC", "5C", "6C"],
      ],
    });
    run(s, [
      [0, play("4C")],
      [1, play("KC")],
    ]);
    // 4 up to 10 (breaking a pair of J or Q would cost as much as the K).
    expect(game.view(s, 0).foldCaps[1]).toEqual(
      caps([1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [NINE, 0], [7, 0]),
    );
    // Which the play of the 5 and 6 it still held then disproves.
    run(s, [
      [0, FOLD],
      [1, play("5C")],
    ]);
    expect(game.view(s, 0).foldCaps[1]).toEqual([]);
  });

  it("§9: a skip of a matched play suggests no card of that rank", () => {
    const s = position({
      hands: [
        ["9C", "3C", "4C"],
        ["9D", "5C", "6C"],
      ],
    });
    run(s, [
      [0, play("9C")],
      [1, play("9D")],
      [0, SKIP],
    ]);
    expect(game.view(s, 1).foldCaps[0]).toEqual(caps([NINE, 0]));
  });

  it("§9: playing a card the folds said was not there disproves that player's folds for the game", () => {
    const s = position({
      hands: [
        ["9C", "3C", "4C"],
        ["KC", "5C", "6C"],
      ],
    });
    run(s, [
      [0, play("9C")],
      [1, FOLD],
      [0, play("3C")],
      [1, play("KC")],
    ]);
    expect(game.view(s, 0).foldCaps[1]).toEqual([]);
    // Later folds of that player suggest nothing either.
    run(s, [[0, FOLD]]);
    run(s, [
      [1, play("5C")],
      [0, FOLD],
    ]);
    expect(game.view(s, 0).foldCaps[1]).toEqual([]);
  });

  it("§9: determinize deals by a player's fold caps in most worlds, but not in all (folds are voluntary)", () => {
    const view = game.view(foldedOverKing(), 2);
    const rng = new Rng("caps");
    const worlds = 400;
    let kept = 0;
    for (let i = 0; i < worlds; i++) {
      const world = game.determinize(view, 2, rng);
      if (!world.hands[1].some((card) => card >> 2 === KING || card >> 2 === ACE)) kept++;
      // The world's own view carries the same caps.
      expect(game.view(world, 2).foldCaps).toEqual(view.foldCaps);
    }
    // Uniform deals would rarely leave seat 1 without a K or an A (6 cards of 17, 6 of them K or A).
    expect(kept / worlds).toBeGreaterThan(1 - FOLD_DOUBT - 0.08);
    expect(kept / worlds).toBeLessThan(0.97);
  });

  it("§9: determinize without inferences ignores the fold caps but keeps everything the seat knows", () => {
    const view = game.view(foldedOverKing(), 2);
    expect(view.foldCaps[1]).toEqual(caps([KING, 0], [ACE, 0]));
    const rng = new Rng("no caps");
    const worlds = 400;
    let kept = 0;
    for (let i = 0; i < worlds; i++) {
      const world = game.determinize(view, 2, rng, { inferences: false });
      if (!world.hands[1].some((card) => card >> 2 === KING || card >> 2 === ACE)) kept++;
      expect(game.view(world, 2)).toEqual(view);
    }
    // As uniform deals: seat 1 draws 6 of the 17 cards seat 2 has not seen, 6 of them a K or an A.
    expect(kept / worlds).toBeLessThan(0.1);
  });
});

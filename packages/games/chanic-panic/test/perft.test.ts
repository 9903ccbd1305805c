// Perft (style.md): counts every legal action sequence to a depth from a fixed position; catches
// legality regressions. Depth 1 is counted by hand; deeper counts are frozen regression values.

import { describe, expect, it } from "vitest";
import type { ChanicState } from "../src/index.js";
import { game, legal, position } from "./helpers.js";

function perft(state: ChanicState, depth: number): number {
  if (depth === 0 || game.outcome(state) !== null) return 1;
  const seat = game.activeSeats(state)[0];
  let total = 0;
  for (const action of legal(state, seat)) {
    const next = game.clone(state);
    game.apply(next, seat, action);
    total += perft(next, depth - 1);
  }
  return total;
}

describe("perft", () => {
  const start = () =>
    position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { hand: ["5H", "3C"], spades: ["7S"] },
        { hearts: ["4H"], diamonds: ["3D"] },
      ],
      deck: ["AD", "2H", "6D", "9S"],
    });

  it("CP-31/CP-40/CP-53/CP-80: depth 1 lists 3 plays, 3 trades, 1 attack and endTurn", () => {
    // the bypass (P = 3) cannot reach the 4♥, so only the normal attack is offered
    expect(legal(start()).map((a) => a.type)).toEqual([
      "play",
      "play",
      "play",
      "trade",
      "trade",
      "trade",
      "attack",
      "endTurn",
    ]);
    expect(perft(start(), 1)).toBe(8);
  });

  it("perft to depth 3 is stable (depth 2 counted by hand: 5+10+5+5+5+5+2+2)", () => {
    expect([perft(start(), 2), perft(start(), 3)]).toEqual([39, 146]);
  });
});

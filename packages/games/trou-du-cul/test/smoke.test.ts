import { playGame } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { game, optionsFor, randomBot } from "./helpers.js";

describe("smoke", () => {
  it("TDC-22: random games end for every player count", () => {
    for (const players of [2, 3, 4, 5]) {
      for (let i = 0; i < 50; i++) {
        const result = playGame(game, optionsFor(players), `s${i}`, Array(players).fill(randomBot));
        expect(result.outcome.endedByCap).toBe(false);
      }
    }
  });
});

// The action contract (docs/adding-a-game.md): malformed input is BAD_ACTION, off-turn is NOT_YOUR_TURN,
// bad seats are BAD_SEAT, cards may come in any order; nothing rejected changes the state.

import { checkArbitraryAction } from "@houserules/engine/conformance";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextCarry } from "../src/rules/series.js";
import { expectRejected, game, hand, optionsFor, play, position, run, swap } from "./helpers.js";

describe("contract: actions", () => {
  it("contract: malformed actions are BAD_ACTION naming the problem", () => {
    const s = position({ hands: [["7H", "7S", "9C"], ["8C"]] });
    for (const action of [
      null,
      "fold",
      42,
      [],
      {},
      { type: "pass" },
      { type: "play" },
      { type: "play", cards: [] },
      { type: "play", cards: "7H" },
      { type: "play", cards: ["7H", "7H"] },
      { type: "play", cards: ["7H", "7S", "7D", "7C", "8C"] },
      { type: "play", cards: ["ZZ"] },
      { type: "play", cards: ["JK"] },
      { type: "tableSwap", take: "9H" },
      { type: "returnCards", cards: ["7H", "7S", "9C"] },
    ]) {
      expectRejected(s, 0, action, "BAD_ACTION");
    }
  });

  it("TDC-2: an action by a seat that is not to act is NOT_YOUR_TURN; a seat outside the table is BAD_SEAT", () => {
    const s = position({ hands: [["7H", "7S", "9C"], ["8C", "9D"], ["3C"], ["4C"]] });
    expectRejected(s, 1, play("8C"), "NOT_YOUR_TURN", "TDC-2");
    expectRejected(s, 4, play("7H"), "BAD_SEAT");
    expectRejected(s, -1, play("7H"), "BAD_SEAT");
    expect(() => game.view(s, 7)).toThrowError(expect.objectContaining({ code: "BAD_SEAT" }));
  });

  it("contract: cards may be given in any order and in any notation the engine reads", () => {
    const s = position({ hands: [["7H", "7S", "9C"], ["8C"], ["3C"], ["4C"]] });
    run(s, [[0, play("7s", "7♥")]]);
    expect(hand(s, 0)).toEqual(["9C"]);
    const t = position({ hands: [["9C", "KC"], ["6D"], ["7D"]], table: ["9S"] });
    run(t, [[0, swap("9♠", "kc")]]);
    expect(hand(t, 0)).toEqual(["9C", "9S"]);
  });

  it("contract: arbitrary input in the exchange and play phases of game 2 is refused cleanly or is a legal action", () => {
    for (const players of [2, 4, 5]) {
      const places = Array.from({ length: players }, (_, i) => players - i);
      const s = game.setup(optionsFor(players, { carry: nextCarry(null, places) }), `arbitrary-${players}`);
      const seat = game.activeSeats(s)[0];
      const legal = game.legalActions(s, seat);
      fc.assert(
        fc.property(
          fc.oneof(
            fc.anything(),
            fc.record({
              type: fc.constantFrom("returnCards", "play", "fold", "tableSwap"),
              cards: fc.anything(),
            }),
            fc.constantFrom(...legal).map((a) => ({ ...a, extra: 1 })),
          ),
          (input) => {
            const problem = checkArbitraryAction(game, s, seat, input);
            if (problem) throw new Error(problem);
          },
        ),
        { numRuns: 150, seed: 7 },
      );
    }
  });
});

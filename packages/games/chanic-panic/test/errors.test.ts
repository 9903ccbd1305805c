// Every error code is a clear RuleError that leaves the state byte-identical.

import { isRuleError } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { Errors } from "../src/errors.js";
import { expectRefused, game, position } from "./helpers.js";

describe("error codes", () => {
  const s = () =>
    position({
      round: 4,
      firstPlayer: 0,
      seats: [{ hand: ["5H"], spades: ["9S"] }, { hearts: ["4H"] }],
      deck: ["AD"],
    });

  it("NOT_IN_HAND: playing, giving or stacking a card you do not hold", () => {
    expectRefused(s(), { type: "play", card: "7H" }, "NOT_IN_HAND");
  });

  it("CP-51 BAD_SPADES: an empty Spade set, a non-Spade, or Spades not on your board", () => {
    expectRefused(s(), { type: "attack", defender: 1, mode: "normal", spades: [] }, "BAD_SPADES");
    expectRefused(s(), { type: "attack", defender: 1, mode: "normal", spades: ["5H"] }, "BAD_SPADES");
    expectRefused(s(), { type: "attack", defender: 1, mode: "normal", spades: ["8S"] }, "BAD_SPADES");
  });

  it("CP-53 NO_ATTACK_PENDING: destroy without a declared attack", () => {
    expectRefused(s(), { type: "destroy", targets: ["4H"] }, "NO_ATTACK_PENDING");
  });

  it("CP-82 NO_GIFT_PENDING: a gift choice with no gift waiting", () => {
    expectRefused(s(), { type: "keepGift" }, "NO_GIFT_PENDING");
  });

  it("BAD_SEAT: a seat outside the table", () => {
    expectRefused(s(), { type: "endTurn" }, "BAD_SEAT", 5);
  });

  it("every game-specific code carries its rule ID where one applies", () => {
    let caught: unknown = null;
    try {
      game.apply(s(), 0, { type: "attack", defender: 1, mode: "bypass", spades: ["9S"] });
    } catch (error) {
      caught = error;
    }
    expect(isRuleError(caught)).toBe(true);
    expect(caught).toMatchObject({ code: Errors.BYPASS_NO_DIAMOND, ruleId: "CP-53" });
  });
});

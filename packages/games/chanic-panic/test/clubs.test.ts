import { describe, expect, it } from "vitest";
import { act, expectRefused, hand, hasLegal, position, row } from "./helpers.js";

describe("Clubs and the Club Phase", () => {
  it("CP-40: a 10♣ is playable in the Point Phase with 0 points", () => {
    const state = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["10C", "9H", "3H"] }],
      deck: ["AD", "2D"],
    });
    act(state, { type: "play", card: "9H" });
    act(state, { type: "play", card: "3H" });
    expect(state.points).toBe(0);
    expect(hasLegal(state, { type: "play", card: "10C" })).toBe(true);
    act(state, { type: "play", card: "10C" });
    expect(state.allowance).toBe(10);
    expect(hand(state, 0)).toEqual(["AD", "2D"]); // base ≥6 draws 1
  });

  it("CP-41: 5♣ → draw 2 → 5♥ free → nothing more", () => {
    const state = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["5C", "5H", "AH"] }],
      deck: ["9S", "2D", "3D"],
    });
    act(state, { type: "play", card: "5C" });
    expect(hand(state, 0)).toEqual(["5H", "AH", "9S", "2D", "3D"]);
    expect(state.points).toBe(0);
    act(state, { type: "play", card: "5H" });
    expect(row(state, 0, 0)).toEqual(["5H"]);
    expect(state.allowance).toBe(0);
    expectRefused(state, { type: "play", card: "AH" }, "NO_ALLOWANCE");
    expect(hasLegal(state, { type: "play", card: "2D" })).toBe(false);
  });

  it("CP-41: a 4♣ may chain after a 5♣; a 6♣ may not", () => {
    const state = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["5C", "4C", "6C"] }],
      deck: ["9S", "2D", "3D", "AD", "AS"],
    });
    act(state, { type: "play", card: "5C" });
    expectRefused(state, { type: "play", card: "6C" }, "OVER_ALLOWANCE");
    act(state, { type: "play", card: "4C" });
    expect(state.allowance).toBe(4);
    expect(hand(state, 0).length).toBe(1 + 2 + 2 + 1 - 0); // 6C, 2 draws, 2 draws (+ the turn draw)
  });

  it("CP-41: other actions may come between the Club and its free play; the allowance lasts the turn", () => {
    const state = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["7C", "7H", "AS", "2S"] }],
      deck: ["3D", "4D"],
    });
    act(state, { type: "play", card: "7C" });
    act(state, { type: "trade", cards: ["AS", "2S"] });
    expect(state.allowance).toBe(7);
    act(state, { type: "play", card: "7H" });
    expect(state.allowance).toBe(0);
  });

  it("CP-13: a 3♣ played from a full hand of 8 draws only 1 card, since the hand is then 7", () => {
    const state = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["3C", "AH", "2H", "3H", "4H", "5H", "6H", "7H"] }],
      deck: ["9D", "10D"],
    });
    expect(hand(state, 0).length).toBe(8);
    act(state, { type: "play", card: "3C" });
    expect(hand(state, 0).length).toBe(8);
    expect(state.deck[state.deck.length - 1]).toBeDefined();
    expect(hand(state, 0)).toContain("9D");
    expect(hand(state, 0)).not.toContain("10D");
  });

  it("CP-40: a Club is on the pile before its draws and never goes on a board", () => {
    const state = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["2C"] }], deck: ["9D", "8D", "7D"] });
    act(state, { type: "play", card: "2C" });
    expect(state.discard.map((c) => c)).toHaveLength(1);
    expect(state.players[0].rows.flat()).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { act, expectRefused, game, hand, hasLegal, legal, position, row } from "./helpers.js";

describe("Trader, Panic, Ally and teams", () => {
  it("CP-80: Trader discards 2 cards from hand and draws 1, as often as wanted, in Point and Club Phase", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["AH", "2H", "3C", "4D"] }],
      deck: ["9D", "8D", "7D"],
    });
    act(s, { type: "trade", cards: ["2H", "AH"] });
    expect(hand(s, 0)).toEqual(["3C", "4D", "9D", "8D"]);
    act(s, { type: "play", card: "3C" });
    act(s, { type: "trade", cards: ["4D", "9D"] });
    expect(hand(s, 0).length).toBe(4);
    expectRefused(s, { type: "trade", cards: ["8D"] }, "BAD_TRADE");
    expectRefused(s, { type: "trade", cards: ["10S", "8D"] }, "BAD_TRADE");
  });

  it("CP-80: Trader off removes it", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["AH", "2H"] }] }, { trader: false });
    expect(legal(s).some((a) => a.type === "trade")).toBe(false);
    expectRefused(s, { type: "trade", cards: ["AH", "2H"] }, "TRADER_OFF");
  });

  it("CP-81: Panic discards your Spades (hand and board) and the next opponent's board Spades, ends the turn, protects you", () => {
    const s = position(
      {
        round: 4,
        firstPlayer: 0,
        seats: [
          { hand: ["5S", "4H"], spades: ["9S"], hearts: ["2H"] },
          { spades: ["8S", "7S"], hand: ["6S"] },
        ],
      },
      { panic: true },
    );
    act(s, { type: "panic" });
    expect(hand(s, 0).some((c) => c.endsWith("S"))).toBe(false);
    expect(hand(s, 0)).toContain("4H");
    expect(row(s, 0, 2)).toEqual([]);
    expect(row(s, 1, 2)).toEqual([]);
    expect(hand(s, 1)).toContain("6S");
    expect(s.turnSeat).toBe(1);
    expect(s.players[0].panicProtected).toBe(true);
    act(s, { type: "play", card: "6S" });
    expect(legal(s).some((a) => a.type === "attack")).toBe(false);
    expectRefused(s, { type: "attack", defender: 0, mode: "normal", spades: ["6S"] }, "DEFENDER_PROTECTED");
    act(s, { type: "endTurn" });
    expect(s.players[0].panicProtected).toBe(false);
    expectRefused(s, { type: "panic" }, "PANIC_USED");
  });

  it("CP-81: Panic with no Spades is legal and ends the turn, even with an allowance left", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["9C"] }] }, { panic: true });
    act(s, { type: "play", card: "9C" });
    expect(s.allowance).toBe(9);
    expect(hasLegal(s, { type: "panic" })).toBe(true);
    act(s, { type: "panic" });
    expect(s.turnSeat).toBe(1);
    expect(s.allowance).toBe(0);
  });

  it("CP-81: Panic is off by default", () => {
    const s = position({ round: 2, firstPlayer: 0 });
    expectRefused(s, { type: "panic" }, "PANIC_OFF");
  });

  it("CP-82: Ally gives a hand card to a living teammate (reference: ⌊living team ÷ 2⌋ per turn, 1 per teammate)", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["5H", "6H"] }] }, { teams: 2 }, 4);
    expect(
      legal(s)
        .filter((a) => a.type === "ally")
        .every((a) => a.type === "ally" && a.to === 2),
    ).toBe(true);
    expectRefused(s, { type: "ally", to: 1, card: "5H" }, "BAD_ALLY_TARGET");
    act(s, { type: "ally", to: 2, card: "5H" });
    expect(hand(s, 2)).toEqual(["5H"]);
    expectRefused(s, { type: "ally", to: 2, card: "6H" }, "ALLY_LIMIT");
    const six = position(
      { round: 2, firstPlayer: 0, seats: [{ hand: ["5H", "6H", "7H"] }] },
      { teams: 2 },
      6,
    );
    act(six, { type: "ally", to: 2, card: "5H" });
    expectRefused(six, { type: "ally", to: 2, card: "6H" }, "ALLY_LIMIT"); // 1 per teammate
    expectRefused(six, { type: "ally", to: 4, card: "6H" }, "ALLY_LIMIT"); // ⌊3 ÷ 2⌋ = 1 per turn
  });

  it("CP-82: app text: once per turn, only to the next teammate", () => {
    const s = position(
      { round: 2, firstPlayer: 0, seats: [{ hand: ["5H", "6H"] }] },
      { teams: 2, abilityText: "app" },
      6,
    );
    expectRefused(s, { type: "ally", to: 4, card: "5H" }, "BAD_ALLY_TARGET");
    act(s, { type: "ally", to: 2, card: "5H" });
    expectRefused(s, { type: "ally", to: 2, card: "6H" }, "ALLY_LIMIT");
  });

  it("CP-82: an Ally gift to a full hand is illegal", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["5H"] }, {}, { hand: ["AH", "2H", "3H", "4H", "6H", "7H", "8H", "9H"] }],
      },
      { teams: 2 },
      4,
    );
    expect(legal(s).some((a) => a.type === "ally")).toBe(false);
    expectRefused(s, { type: "ally", to: 2, card: "5H" }, "HAND_FULL");
  });

  it("CP-82: Ally needs teams", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["5H"] }] });
    expectRefused(s, { type: "ally", to: 1, card: "5H" }, "ALLY_OFF");
  });

  it("CP-91: teammates see each other's hands; opponents see only counts", () => {
    const s = position(
      { round: 2, firstPlayer: 0, seats: [{ hand: ["5H"] }, { hand: ["6H"] }, { hand: ["7H"] }] },
      { teams: 2 },
      4,
    );
    const v = game.view(s, 2);
    expect(v.seats[0].hand).toEqual(hand(s, 0));
    expect(v.seats[1].hand).toBeNull();
    expect(v.seats[1].handCount).toBe(1);
    expect(game.view(s, 1).seats[0].hand).toBeNull();
  });
});

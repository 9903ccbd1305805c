// The search bots' position estimate (the contract's optional `evaluate`): not a rule, but it
// must read positions the way a player would.

import { describe, expect, it } from "vitest";
import { game, position } from "./helpers.js";

const evaluate = (state: Parameters<NonNullable<typeof game.evaluate>>[0], seat: number) =>
  (game.evaluate as NonNullable<typeof game.evaluate>)(state, seat);

function duel(me: Record<string, string[]>, them: Record<string, string[]>) {
  return position({ round: 3, firstPlayer: 0, seats: [me, them], deck: ["AC"] });
}

describe("position estimate for search bots", () => {
  it("an even position is even, for both seats", () => {
    // Seat 0 starts its turn and draws 1 (CP-23): both then hold two cards.
    const even = duel({ hearts: ["3H", "2H"], hand: ["2D"] }, { hearts: ["5H"], hand: ["3D", "4D"] });
    expect(even.players[0].hand.length).toBe(even.players[1].hand.length);
    expect(evaluate(even, 0)).toBeCloseTo(0.5, 5);
    expect(evaluate(even, 1)).toBeCloseTo(0.5, 5);
  });

  it("more on the board and in hand is better, and the two seats' estimates add up to 1", () => {
    const ahead = duel({ hearts: ["9H", "8H"], diamonds: ["7D"], hand: ["2D", "3D"] }, { hearts: ["2H"] });
    expect(evaluate(ahead, 0)).toBeGreaterThan(0.8);
    expect(evaluate(ahead, 0) + evaluate(ahead, 1)).toBeCloseTo(1, 9);
  });

  it("CP-90: in teams an eliminated player counts as no material, so knocking out an opponent is a gain", () => {
    // Four players, teams of seats 0+2 and 1+3; seat 1 is the weakest player at the table.
    const table = position(
      {
        round: 3,
        firstPlayer: 0,
        seats: [{ hearts: ["6H"] }, { hearts: ["AH"] }, { hearts: ["6H"] }, { hearts: ["9H", "8H"] }],
        deck: ["AC"],
      },
      { teams: 2 },
      4,
    );
    const before = evaluate(table, 0);
    table.players[1].alive = false;
    expect(evaluate(table, 0)).toBeGreaterThan(before);
    expect(evaluate(table, 1)).toBeLessThan(1 - before);
  });

  it("a player already eliminated has lost, and the last one standing has won", () => {
    const state = duel({ hearts: ["9H"] }, { hearts: ["2H"] });
    state.players[1].alive = false;
    expect(evaluate(state, 1)).toBe(0);
    expect(evaluate(state, 0)).toBe(1);
  });

  it("CP-100: under Presence, a side a round or two from 200 is ahead though it is behind on material", () => {
    // Seat 1 has more on the board; seat 0 gains 6 Presence a turn (its turn has begun: 188 + 6)
    // and needs 6 more, one round.
    const me = { hearts: ["2H"], diamonds: ["2D"], spades: ["2S"], presence: 188 };
    const them = { hearts: ["9H", "8H", "7H"], diamonds: ["9D"], presence: 100 };
    const race = position({ round: 3, firstPlayer: 0, seats: [me, them], deck: ["AC"] }, { presence: true });
    expect(race.result).toBeNull();
    expect(race.players[0].presence).toBe(194);
    expect(evaluate(race, 0)).toBeGreaterThan(0.8);
    expect(evaluate(race, 0) + evaluate(race, 1)).toBeCloseTo(1, 9);
    // The same boards without the option: material alone, and seat 1 is ahead.
    const plain = position({ round: 3, firstPlayer: 0, seats: [me, them], deck: ["AC"] });
    expect(evaluate(plain, 0)).toBeLessThan(0.5);
  });

  it("CP-100: a Presence race many rounds away weighs little against material", () => {
    const me = { hearts: ["2H"], presence: 0 };
    const them = { hearts: ["9H", "8H", "7H"], diamonds: ["9D"], presence: 0 };
    const race = position({ round: 3, firstPlayer: 0, seats: [me, them], deck: ["AC"] }, { presence: true });
    const plain = position({ round: 3, firstPlayer: 0, seats: [me, them], deck: ["AC"] });
    expect(Math.abs(evaluate(race, 0) - evaluate(plain, 0))).toBeLessThan(0.01);
  });
});

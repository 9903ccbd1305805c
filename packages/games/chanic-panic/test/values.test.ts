import { describe, expect, it } from "vitest";
import { act, game, hasLegal, position, row } from "./helpers.js";

describe("values, modifiers, destroying", () => {
  it("CP-10: an Ace is 1; a Utility card's cost is its base value", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["AH", "10D", "2H"] }], deck: ["AC"] });
    act(s, { type: "play", card: "10D" });
    expect(s.points).toBe(2);
    act(s, { type: "play", card: "AH" });
    expect(s.points).toBe(1);
    expect(hasLegal(s, { type: "play", card: "2H" })).toBe(false);
  });

  it("CP-12/CP-15: modifiers are recomputed from the board; destroying a host discards its attached Stack cards", () => {
    const s = position(
      {
        round: 4,
        firstPlayer: 0,
        turn: 1,
        seats: [{ spades: ["10S"] }, { hand: ["6D"], stack: ["2C", "3C"] }],
        deck: ["AC", "AD"],
      },
      { stack: true },
    );
    act(s, { type: "play", card: "6D", attach: 2 });
    expect(game.view(s, 0).seats[1].rows[1][0].value).toBe(6); // not before the end of that turn
    act(s, { type: "endTurn" });
    expect(game.view(s, 0).seats[1].rows[1][0].value).toBe(10);
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["10S"] });
    act(s, { type: "destroy", targets: ["6D"] });
    expect(row(s, 1, 1)).toEqual([]);
    expect(game.view(s, null).discard.slice(0, 4)).toEqual(["3C", "2C", "6D", "10S"]);
  });

  it("CP-53: power and target values are fixed when the attack is declared", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["7S"] }, { hearts: ["3H", "4H"] }],
      deck: ["AC"],
    });
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["7S"] });
    expect(s.pending).toMatchObject({ power: 7, targetValue: [3, 4] });
  });

  it("CP-22: the start of turn clears the attacked-by set and Panic protection", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      turn: 1,
      seats: [{}, { attackedBy: [0], panicProtected: true }],
    });
    expect(s.players[1].attackedBy).toEqual([]);
    expect(s.players[1].panicProtected).toBe(false);
  });

  it("CP-83: Panic's victim is the next living opponent, never a teammate", () => {
    const s = position(
      { round: 4, firstPlayer: 0, seats: [{}, { spades: ["9S"] }, { spades: ["8S"] }, { spades: ["7S"] }] },
      { teams: 2, panic: true },
      4,
    );
    s.players[1].alive = false;
    s.eliminated.push(1);
    act(s, { type: "panic" });
    expect(row(s, 2, 2)).toEqual(["8S"]);
    expect(row(s, 3, 2)).toEqual([]);
  });
});

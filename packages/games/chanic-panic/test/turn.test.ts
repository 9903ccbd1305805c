import { describe, expect, it } from "vitest";
import { timeoutAction } from "../src/index.js";
import { act, expectRefused, fresh, game, hand, hasLegal, legal, position, row } from "./helpers.js";

describe("turns, points and Utility plays", () => {
  it("CP-30/CP-31: Standby sets 12 points; a Utility play pays its cost into its row", () => {
    const state = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["8D", "5H", "4H"] }], deck: ["AC"] });
    expect(state.points).toBe(12);
    act(state, { type: "play", card: "8D" });
    expect(state.points).toBe(4);
    expect(row(state, 0, 1)).toEqual(["8D"]);
    expectRefused(state, { type: "play", card: "5H" }, "NOT_ENOUGH_POINTS");
    act(state, { type: "play", card: "4H" });
    expect(state.points).toBe(0);
  });

  it("CP-11: a row holds at most 3 cards", () => {
    const state = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hearts: ["AH", "2H", "3H"], hand: ["4H", "4D"] }],
      deck: ["AC"],
    });
    expectRefused(state, { type: "play", card: "4H" }, "ROW_FULL");
    expect(hasLegal(state, { type: "play", card: "4D" })).toBe(true);
  });

  it("CP-32: no Spade may be played before round 3, by points or by a Club", () => {
    const state = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["5S", "9C"] }], deck: ["AC"] });
    expectRefused(state, { type: "play", card: "5S" }, "SPADES_TOO_EARLY");
    act(state, { type: "play", card: "9C" });
    expect(state.allowance).toBe(9);
    expectRefused(state, { type: "play", card: "5S" }, "SPADES_TOO_EARLY");
    const later = position({ round: 3, firstPlayer: 0, seats: [{ hand: ["5S"] }], deck: ["AC"] });
    expect(hasLegal(later, { type: "play", card: "5S" })).toBe(true);
  });

  it("CP-21/CP-30: points are lost at turn end and when the Club Phase begins", () => {
    const state = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["2C"] }], deck: ["AC", "2S", "3S"] });
    act(state, { type: "play", card: "2C" });
    expect(state.points).toBe(0);
    expect(state.phase).toBe("club");
    act(state, { type: "endTurn" });
    expect(state.points).toBe(12);
    expect(state.phase).toBe("point");
  });

  it("CP-23: later rounds draw 1; a full hand draws nothing", () => {
    const state = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H"] }, { hand: ["AD"] }],
      deck: ["9D", "10D"],
    });
    expect(hand(state, 0).length).toBe(8);
    act(state, { type: "endTurn" });
    expect(hand(state, 1)).toEqual(["AD", "9D"]);
  });

  it("CP-13: a player never holds more than 8; the rest of an effect's draws are skipped", () => {
    const state = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "3C"] }],
      deck: ["9D", "10D"],
    });
    act(state, { type: "play", card: "3C" });
    expect(hand(state, 0).length).toBe(8);
    expect(hand(state, 0)).toContain("9D");
    expect(hand(state, 0)).not.toContain("10D");
    expect(state.deck.length).toBeGreaterThan(0);
  });

  it("CP-14: when the deck's last card leaves, the discard pile is shuffled into a new deck", () => {
    const state = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["5C"] }], deck: ["8D", "9D"] });
    // leave exactly one card (9D) in the deck, everything else on the pile
    state.discard.push(...state.deck.splice(0, state.deck.length - 1));
    const before = state.discard.length;
    act(state, { type: "play", card: "5C" });
    // the 5C went to the pile before the draws, so the reshuffle took it along
    expect(hand(state, 0).slice(0, 2)).toEqual(["8D", "9D"]);
    expect(hand(state, 0).length).toBe(3);
    expect(state.discard.length).toBe(0);
    expect(state.deck.length).toBe(before + 1 - 1);
  });

  it("CP-14: deck and pile empty: a discard then lets the next draw reshuffle first; nothing to draw does nothing", () => {
    const state = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["AH", "2H", "3H"] }], deck: ["9D"] });
    // set every other card aside so that deck and pile are both empty
    const stash = state.deck.splice(0).concat(state.discard.splice(0));
    act(state, { type: "trade", cards: ["AH", "2H"] }); // discards 2, then the draw reshuffles them first
    expect(hand(state, 0).length).toBe(3);
    expect(state.discard.length + state.deck.length).toBe(1);
    state.deck.push(...stash);
  });

  it("CP-120: after turnActionCap actions only endTurn is legal", () => {
    const state = fresh(2, "basic", { firstPlayer: "firstSeat", turnActionCap: 50 });
    state.turnActions = 50;
    expect(legal(state)).toEqual([{ type: "endTurn" }]);
    expectRefused(state, { type: "trade", cards: [hand(state, 0)[0], hand(state, 0)[1]] }, "TURN_ACTION_CAP");
  });

  it("CP-121: when round roundCap ends, the game is a draw among the survivors", () => {
    const state = position({ round: 10, firstPlayer: 0 }, { roundCap: 10 });
    act(state, { type: "endTurn" });
    expect(game0(state)).toBeNull();
    act(state, { type: "endTurn" });
    const outcome = game0(state);
    expect(outcome?.endedByCap).toBe(true);
    expect(outcome?.places).toEqual([1, 1]);
  });
});

function game0(state: Parameters<typeof game.outcome>[0]) {
  return game.outcome(state);
}

describe("timeouts", () => {
  it("CP-122: a timed-out turn player without a sub-step ends the turn; inside an attack the normal bot decides", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["9S"] }, { hearts: ["4H"], diamonds: ["3D"] }],
      deck: ["AD"],
    });
    expect(timeoutAction(s, 0)).toEqual({ type: "endTurn" });
    expect(timeoutAction(s, 1)).toBeNull();
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["9S"] });
    const choice = timeoutAction(s, 0);
    expect(choice?.type).toBe("destroy");
    act(s, choice!);
    expect(s.players[1].alive).toBe(false);
  });
});

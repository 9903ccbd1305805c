import { resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { poolOf } from "../src/abilities/registry.js";
import { act, expectRefused, fresh, game, hand, position } from "./helpers.js";

describe("setup", () => {
  it("CP-02: one 40-card deck (A-10) per two players, rounded up", () => {
    for (const [players, decks] of [
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
      [7, 4],
      [10, 5],
    ]) {
      const state = fresh(players);
      const census = game.cardCensus(state);
      expect(Object.values(census).reduce((a, b) => a + b, 0)).toBe(40 * decks);
      expect(census["10H"]).toBe(decks);
      expect(census.JC).toBeUndefined();
      expect(census.KS).toBeUndefined();
    }
  });

  it("CP-02/CP-23: nothing is dealt; the first player's round-1 draw of 5 is the deal", () => {
    const state = fresh(4);
    for (let s = 0; s < 4; s++) expect(state.players[s].hand.length).toBe(s === state.turnSeat ? 5 : 0);
    expect(state.round).toBe(1);
  });

  it("CP-01/CP-20: turns pass clockwise by increasing seat, wrapping around", () => {
    const state = fresh(3, "basic", { firstPlayer: "firstSeat" });
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(state.turnSeat);
      act(state, { type: "endTurn" });
    }
    expect(order).toEqual([0, 1, 2, 0]);
    expect(state.round).toBe(2);
  });

  it("CP-06: firstSeat starts with seat 0; random picks a seeded seat", () => {
    expect(fresh(5, "basic", { firstPlayer: "firstSeat" }).turnSeat).toBe(0);
    const seats = new Set<number>();
    for (let i = 0; i < 30; i++) seats.add(fresh(5, "basic", {}, `s${i}`).turnSeat);
    expect(seats.size).toBeGreaterThan(2);
  });

  it("CP-06: with firstSeat, seat 0 starts game 2 whoever fell first", () => {
    const state = position(
      { round: 3, firstPlayer: 1, seats: [{ hearts: ["2H"] }, { spades: ["9S"], hand: [] }] },
      { firstPlayer: "firstSeat" },
    );
    act(state, { type: "attack", defender: 0, mode: "normal", spades: ["9S"] });
    act(state, { type: "destroy", targets: ["2H"] });
    expect(state.eliminated).toEqual([0]);
    const next = game.nextGameOptions?.(state);
    expect(next?.carry?.firstSeat).toBe(0);
    expect(game.setup(next!, "g2").turnSeat).toBe(0);
    expect(next?.carry?.wins).toEqual([0, 1]);
  });

  it("CP-06: under random, the player eliminated first starts the next game", () => {
    const state = position({ round: 3, firstPlayer: 1, seats: [{ hearts: ["2H"] }, { spades: ["9S"] }] });
    act(state, { type: "attack", defender: 0, mode: "normal", spades: ["9S"] });
    act(state, { type: "destroy", targets: ["2H"] });
    const next = game.nextGameOptions?.(state);
    expect(game.setup(next!, "g2").turnSeat).toBe(0);
    expect(game.seriesSummary?.(state)).toContain("seat 1: 1 win");
  });

  it("CP-90: teams d must divide n with at least 2 per team; seats alternate teams", () => {
    expect(() => resolveOptions(game, { players: 4, options: { teams: 3 } })).toThrow(/CP-90/);
    expect(() => resolveOptions(game, { players: 4, options: { teams: 4 } })).toThrow(/CP-90/);
    expect(() => resolveOptions(game, { players: 6, options: { teams: 1 } })).toThrow(/CP-90/);
    const state = fresh(6, "basic", { teams: 3 });
    expect(state.players.map((p) => p.team)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(fresh(9).players.map((p) => p.team)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("CP-05/CP-A50: the app pool holds 30 abilities with Club Member; 10 players × 3 fit exactly", () => {
    const app = poolOf(true, true);
    expect(app.length).toBe(30);
    expect(app).toContain("clubMember");
    for (const gone of [
      "bargainer",
      "deadly",
      "graveRobber",
      "illusionist",
      "impenetrable",
      "landowner",
      "limiter",
      "neutralizer",
      "replenished",
      "resilient",
      "sorcerer",
      "wisdom",
    ])
      expect(app).not.toContain(gone);
    expect(poolOf(false, true)).not.toContain("clubMember");
    expect(poolOf(false, false)).not.toContain("bargainer");
    const state = fresh(10, "basic", { specialAbilities: 3, abilityText: "app", abilityDeal: "random" });
    const all = state.players.flatMap((p) => p.abilities);
    expect(new Set(all).size).toBe(30);
  });

  it("CP-23: in round 1 a player already holding cards still draws 5, capped at the full hand", () => {
    const state = position({ firstPlayer: 0, seats: [{ hand: ["AH", "2H", "3H", "4H", "5H", "6H"] }] });
    expect(hand(state, 0).length).toBe(8);
    const other = position({ firstPlayer: 0, seats: [{ hand: ["AH"] }] });
    expect(hand(other, 0).length).toBe(6);
  });

  it("custom deal: zones, deck top and discard are placed; bad deals are refused", () => {
    const state = position({
      round: 4,
      firstPlayer: 0,
      turn: 1,
      seats: [{ hearts: ["5H"], diamonds: ["3D"], spades: ["7S"] }, { hand: ["2C"] }],
      deck: ["9H", "8H"],
      discard: ["AC", "2D"],
    });
    expect(state.round).toBe(4);
    expect(state.turnSeat).toBe(1);
    expect(hand(state, 1)).toEqual(["2C", "9H"]);
    expect(game.view(state, null).discard).toEqual(["AC", "2D"]);
    expect(() => position({ seats: [{ hearts: ["5D"] }] })).toThrow(/hearts/);
    expect(() => position({ seats: [{ hearts: ["5H", "6H", "7H", "8H"] }] })).toThrow(/more than its size/);
    expect(() => position({ seats: [{ hand: ["5H"] }, { hand: ["5H"] }] })).toThrow(/more times/);
    expect(() => position({ seats: [{ hand: ["KH"] }] })).toThrow(/not in this game/);
  });

  it("CP-112b/custom deal: Stack cards attached under a board card add +2 each from the first turn", () => {
    const state = position(
      { firstPlayer: 0, seats: [{ hearts: ["5H"], stack: ["2S"], attached: { "5H": ["3C", "7D"] } }] },
      { stack: true },
    );
    const heart = game.view(state, 1).seats[0].rows[0][0];
    expect(heart).toMatchObject({ card: "5H", value: 9, attached: 2, attachedCards: null });
    expect(game.view(state, 0).seats[0].rows[0][0].attachedCards).toEqual(["3C", "7D"]);
    expect(game.cardCensus(state)["3C"]).toBe(1);
    const six = ["AS", "2S", "3S", "4S", "5S"];
    expect(() =>
      position({ seats: [{ hearts: ["5H"], stack: ["6S"], attached: { "5H": six } }] }, { stack: true }),
    ).toThrow(/6 Stack cards .* the cap is 5 \(CP-110\)/);
    expect(() => position({ seats: [{ attached: { "5H": ["3C"] } }] }, { stack: true })).toThrow(
      /attached names 5H, which is not on that seat's board/,
    );
  });

  it("CP-61/custom deal: eliminated seats hold nothing and never take a turn; impossible ones are refused", () => {
    const state = position(
      { firstPlayer: 0, turn: 2, eliminated: [1], seats: [{ hearts: ["5H"] }, {}, { hearts: ["6H"] }] },
      {},
      3,
    );
    expect(game.view(state, null).eliminated).toEqual([1]);
    expect(state.turnSeat).toBe(2);
    act(state, { type: "endTurn" });
    expect(state.turnSeat).toBe(0);
    act(state, { type: "endTurn" });
    expect(state.turnSeat).toBe(2);
    expect(() => position({ eliminated: [1], seats: [{}, { hand: ["AH"] }] }, {}, 3)).toThrow(
      /eliminated seat 1 holds cards/,
    );
    expect(() => position({ eliminated: [1] }, {}, 2)).toThrow(/leaves one side standing/);
    expect(() => position({ eliminated: [0], turn: 0 }, {}, 3)).toThrow(
      /seat 0 would start, but it is eliminated/,
    );
    expect(() => position({ eliminated: [1, 1] }, {}, 4)).toThrow(/names a seat twice/);
  });

  it("malformed actions are BAD_ACTION, other seats NOT_YOUR_TURN", () => {
    const state = fresh(2, "basic", { firstPlayer: "firstSeat" });
    expectRefused(state, null, "BAD_ACTION");
    expectRefused(state, { type: "fly" }, "BAD_ACTION");
    expectRefused(state, { type: "play", card: "KH" }, "BAD_ACTION");
    expectRefused(state, { type: "play", card: 5 }, "BAD_ACTION");
    expectRefused(state, { type: "endTurn", extra: 1 }, "BAD_ACTION");
    expectRefused(state, { type: "endTurn" }, "NOT_YOUR_TURN", 1);
  });
});

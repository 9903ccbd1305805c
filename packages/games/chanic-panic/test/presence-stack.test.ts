import { describe, expect, it } from "vitest";
import { act, expectRefused, game, hand, hasLegal, legal, position } from "./helpers.js";

describe("Presence", () => {
  it("CP-100: at turn start, +2 per Utility card and +1 per Stack card (attached included); ≥200 wins", () => {
    const s = position(
      {
        round: 5,
        firstPlayer: 0,
        turn: 1,
        seats: [{ hearts: ["5H", "6H"], diamonds: ["2D"], stack: ["3C"], presence: 193 }, {}],
      },
      { presence: true, stack: true },
    );
    expect(game.outcome(s)).toBeNull();
    act(s, { type: "endTurn" });
    expect(s.players[0].presence).toBe(200);
    expect(game.outcome(s)).toMatchObject({ places: [1, 2], scores: [200, 0], details: { end: "presence" } });
  });

  it("CP-100: team Presence is the floor of the living members' average", () => {
    const s = position(
      {
        round: 5,
        firstPlayer: 0,
        turn: 3,
        seats: [{ presence: 199, hearts: ["AH"] }, { presence: 10 }, { presence: 150 }, { presence: 50 }],
      },
      { presence: true, teams: 2 },
      4,
    );
    // seat 0 gains 2: (201 + 150) / 2 = 175 -> no win
    act(s, { type: "endTurn" });
    expect(s.players[0].presence).toBe(201);
    expect(game.outcome(s)).toBeNull();
    const t = position(
      {
        round: 5,
        firstPlayer: 0,
        turn: 3,
        seats: [{ presence: 199, hearts: ["AH", "2H"] }, {}, { presence: 198 }, {}],
      },
      { presence: true, teams: 2 },
      4,
    );
    act(t, { type: "endTurn" }); // (203 + 198) / 2 = 200.5 -> 200 wins
    expect(game.outcome(t)).toMatchObject({ places: [1, 3, 1, 3] });
  });
});

describe("the Stack", () => {
  it("CP-110: once per turn a hand card goes to the Stack; the cap of 5 counts attached cards", () => {
    const s = position(
      { round: 3, firstPlayer: 0, seats: [{ hand: ["AH", "2H", "3H"], stack: ["4C", "5C", "6C", "7C"] }] },
      { stack: true },
    );
    act(s, { type: "play", card: "AH", attach: 2 });
    expect(s.players[0].stack.length).toBe(2);
    act(s, { type: "stackCard", card: "2H" });
    expectRefused(s, { type: "stackCard", card: "3H" }, "STACK_USED");
    s.stackedThisTurn = false; // as on a later turn: 3 in the Stack + 2 attached = 5
    expectRefused(s, { type: "stackCard", card: "3H" }, "STACK_FULL");
  });

  it("CP-111/CP-112a: a card added this turn is unusable; eligible cards add 1 point at Standby", () => {
    const s = position(
      { round: 3, firstPlayer: 0, seats: [{ hand: ["AH", "2H"], stack: ["4C"] }] },
      { stack: true },
    );
    expect(s.points).toBe(13);
    act(s, { type: "stackCard", card: "2H" });
    expect(legal(s).filter((a) => a.type === "play" && a.attach === 2)).toEqual([]);
    expect(hasLegal(s, { type: "play", card: "AH", attach: 1 })).toBe(true);
    expectRefused(s, { type: "play", card: "AH", attach: 2 }, "BAD_ATTACH");
  });

  it("CP-112b: attached cards give +2 each from the end of that turn and go with their host", () => {
    const s = position(
      { round: 3, firstPlayer: 0, seats: [{ hand: ["5D"], stack: ["4C", "5C"] }, { hand: [] }] },
      { stack: true },
    );
    act(s, { type: "play", card: "5D", attach: 2 });
    expect(game.view(s, 1).seats[0].rows[1][0]).toMatchObject({ value: 5, attached: 2, attachedCards: null });
    expect(game.view(s, 0).seats[0].rows[1][0].attachedCards).toEqual(["4C", "5C"]);
    act(s, { type: "endTurn" });
    expect(game.view(s, 1).seats[0].rows[1][0].value).toBe(9);
  });

  it("CP-112c: stackDraw with fewer than 2 cards in hand discards the oldest eligible card and draws 2", () => {
    const s = position(
      { round: 3, firstPlayer: 0, seats: [{ hand: [], stack: ["4C", "5C"] }], deck: ["AH", "9D", "8D"] },
      { stack: true },
    );
    expect(hand(s, 0)).toEqual(["AH"]);
    act(s, { type: "stackDraw" });
    expect(hand(s, 0)).toEqual(["AH", "9D", "8D"]);
    expect(game.view(s, null).discard[0]).toBe("4C");
    expectRefused(s, { type: "stackDraw" }, "STACK_DRAW_REFUSED");
  });

  it("CP-112e: eligible Stack cards may pay Trader's discards", () => {
    const s = position(
      { round: 3, firstPlayer: 0, seats: [{ hand: ["AH"], stack: ["4C", "5C"] }], deck: ["9D"] },
      { stack: true },
    );
    expect(hasLegal(s, { type: "trade", cards: [], stack: 2 })).toBe(true);
    act(s, { type: "trade", cards: ["AH"], stack: 1 });
    expect(s.players[0].stack.length).toBe(1);
  });

  it("CP-110: an Ally recipient may put the gift in their Stack", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["5H"] }] }, { teams: 2, stack: true }, 4);
    act(s, { type: "ally", to: 2, card: "5H" });
    expect(game.activeSeats(s)).toEqual([2]);
    expect(legal(s, 2)).toEqual([{ type: "keepGift" }, { type: "stackGift" }]);
    expect(game.view(s, 1).pending).toEqual({ kind: "gift", from: 0, to: 2, card: null });
    expectRefused(s, { type: "endTurn" }, "NOT_YOUR_TURN", 0);
    act(s, { type: "stackGift" }, 2);
    expect(s.players[2].stack.length).toBe(1);
    expect(game.activeSeats(s)).toEqual([0]);
  });

  it("CP-110: the Stack is off by default", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["5H"] }] });
    expectRefused(s, { type: "stackCard", card: "5H" }, "STACK_OFF");
    expectRefused(s, { type: "play", card: "5H", attach: 1 }, "BAD_ATTACH");
  });
});

import { describe, expect, it } from "vitest";
import { ask, cards, cuttlefish, declare, expectRefused, onlyLive, position } from "./helpers.js";

// Seat 0 (team A) has the turn. Live sets: crabs, goldfish.
function table() {
  return position(6, {
    hands: {
      0: cards("crabs", 1, 2),
      1: cards("crabs", 3),
      2: cards("crabs", 4),
      3: [],
      4: cards("goldfish", 3, 4),
      5: [...cards("crabs", 5, 6), ...cards("goldfish", 1, 2, 5, 6)],
    },
    resolved: onlyLive("crabs", "goldfish"),
    dealer: 5,
  });
}

describe("asking", () => {
  it("CF-8: only the turn-holder asks; anyone else gets NOT_YOUR_TURN", () => {
    const state = table();
    expect(state.turn).toBe(0);
    expectRefused(state, 4, ask(5, "crabs-5"), "NOT_YOUR_TURN");
    expectRefused(state, 1, ask(0, "crabs-1"), "NOT_YOUR_TURN");
  });

  it("CF-9 (edge 2): asking an empty-handed opponent is TARGET_NO_CARDS; a teammate, yourself or the Pile TARGET_NOT_OPPONENT", () => {
    const state = table();
    expect(expectRefused(state, 0, ask(3, "crabs-3"), "TARGET_NO_CARDS").ruleId).toBe("CF-9");
    expect(expectRefused(state, 0, ask(2, "crabs-4"), "TARGET_NOT_OPPONENT").ruleId).toBe("CF-9");
    expectRefused(state, 0, ask(0, "crabs-3"), "TARGET_NOT_OPPONENT");
    const four = position(4, {
      hands: { 0: cards("crabs", 1), 1: cards("crabs", 2) },
      pile: cards("crabs", 3, 4, 5, 6),
      resolved: onlyLive("crabs"),
      dealer: 3,
    });
    expectRefused(four, 0, ask(-1, "crabs-3"), "TARGET_NOT_OPPONENT");
    expect(
      cuttlefish.legalActions(state, 0).filter((a) => a.type === "ask" && (a.target === 3 || a.target === 2)),
    ).toEqual([]);
  });

  it("CF-10 (edge 3): asking for a held card is ALREADY_HOLD_CARD; a set with no other card held, or a resolved set, NO_CARD_IN_SET", () => {
    const state = table();
    expect(expectRefused(state, 0, ask(1, "crabs-1"), "ALREADY_HOLD_CARD").ruleId).toBe("CF-10");
    expect(expectRefused(state, 0, ask(5, "goldfish-1"), "NO_CARD_IN_SET").ruleId).toBe("CF-10");
    expectRefused(state, 0, ask(5, "whale-1"), "NO_CARD_IN_SET");
  });

  it("CF-10, CF-11 (edge 1): asking an opponent for a card a teammate holds is a miss and the turn goes to that opponent", () => {
    const state = table();
    const events = cuttlefish.apply(state, 0, ask(5, "crabs-4"));
    expect(events[0]).toMatchObject({ type: "ask", hit: false, card: "crabs-4" });
    expect(state.turn).toBe(5);
    expect(state.owner[3]).toBe(2);
  });

  it("CF-11: a hit moves the card to the asker, who keeps the turn; the answer is public", () => {
    const state = table();
    cuttlefish.apply(state, 0, ask(5, "crabs-5"));
    expect(state.turn).toBe(0);
    expect(state.owner[4]).toBe(0);
    for (const seat of [null, 1, 3]) {
      const log = cuttlefish.view(state, seat).log;
      expect(log[0]).toMatchObject({ kind: "ask", asker: 0, target: 5, card: "crabs-5", hit: true });
    }
  });

  it("CF-9, CF-11 (edge 4): a hit that takes the target's last card keeps the turn and the target can no longer be asked", () => {
    const state = table();
    cuttlefish.apply(state, 0, ask(1, "crabs-3"));
    expect(state.turn).toBe(0);
    expect(state.handCount[1]).toBe(0);
    expect(cuttlefish.legalActions(state, 0).some((a) => a.type === "ask" && a.target === 1)).toBe(false);
    expectRefused(state, 0, ask(1, "crabs-5"), "TARGET_NO_CARDS");
  });

  it("CF-12 (edge 5): a turn-holder holding only complete sets may only declare, and the true declaration is offered", () => {
    const state = position(6, {
      hands: { 0: cards("crabs", 1, 2, 3, 4, 5, 6), 1: cards("goldfish", 1, 2, 3, 4, 5, 6) },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    });
    const legal = cuttlefish.legalActions(state, 0);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => a.type === "declare")).toBe(true);
    expect(legal).toContainEqual(declare("crabs", [0, 0, 0, 0, 0, 0]));
  });

  it("CF-8, CF-10: legalActions lists exactly the legal asks (opponents with cards x missing cards of held sets)", () => {
    const state = table();
    const asks = cuttlefish.legalActions(state, 0).filter((a) => a.type === "ask");
    // Opponents with cards: 1 and 5 (3 is empty); missing crabs: 3, 4, 5, 6.
    expect(asks).toEqual([
      ask(1, "crabs-3"),
      ask(1, "crabs-4"),
      ask(1, "crabs-5"),
      ask(1, "crabs-6"),
      ask(5, "crabs-3"),
      ask(5, "crabs-4"),
      ask(5, "crabs-5"),
      ask(5, "crabs-6"),
    ]);
  });
});

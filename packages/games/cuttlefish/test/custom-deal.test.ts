// A custom deal is what it names: a hand over its size is refused (engine.md), the zones it leaves
// out are dealt as CF-5 deals them (the 4p Pile is the rest); refusals and texts show a card the
// same way everywhere.

import { describe, expect, it } from "vitest";
import { cards, cuttlefish, onlyLive, optionsFor, position } from "./helpers.js";

function dealRefusal(players: number, deal: Record<string, unknown>, options: Record<string, unknown> = {}) {
  try {
    cuttlefish.setup(optionsFor(players, { ...options, deal }), "deal");
  } catch (error) {
    return error as { code: string; ruleId?: string; message: string };
  }
  throw new Error("expected the deal to be refused");
}

const seats = (players: number, hands: Record<number, string[]>) =>
  Array.from({ length: players }, (_, s) => (hands[s] ? { hand: hands[s] } : null));

describe("CF-5 custom deals hold what a deal can hold", () => {
  const ten = [...cards("crabs", 1, 2, 3, 4, 5, 6), ...cards("goldfish", 1, 2, 3, 4)];

  it("CF-5 BAD_DEAL: a hand over its dealt size is refused when no ask has moved a card", () => {
    const error = dealRefusal(6, { seats: seats(6, { 0: ten }), dealer: 5 });
    expect(error).toMatchObject({ code: "BAD_DEAL", ruleId: "CF-5" });
    expect(error.message).toContain("seat 0's hand holds 10 cards; it is dealt 9");
  });

  it("CF-5: after asks a hand may hold its dealt size plus one card per ask", () => {
    const state = position(6, { hands: { 0: ten }, asks: 1 });
    expect(state.handCount[0]).toBe(10);
    expect(
      dealRefusal(6, { seats: seats(6, { 0: [...ten, "goldfish-5", "goldfish-6"] }), asks: 1 }),
    ).toMatchObject({
      code: "BAD_DEAL",
      ruleId: "CF-5",
    });
  });

  it("CF-5 BAD_DEAL: more cards than the zones left out hold are refused, naming those zones, not spread over them", () => {
    const error = dealRefusal(4, {
      seats: seats(4, { 0: cards("crabs", 1, 2) }),
      pile: cards("crabs", 3),
      dealer: 0,
    });
    expect(error).toMatchObject({ code: "BAD_DEAL", ruleId: "CF-5" });
    expect(error.message).toContain("(seat 1, seat 2, seat 3)");
  });

  it("CF-5, CF-18: a 4p deal that leaves the Pile out deals it what the hands left out do not take (before, the hands took it all)", () => {
    const state = position(4, {
      hands: { 0: cards("goldfish", 1, 2, 3, 4, 5, 6).concat(cards("jellyfish", 1, 2, 3)) },
      resolved: { crabs: "forfeit" },
    });
    // 54 - 6 resolved - 9 named = 39: 9 for each other hand, 12 for the Pile.
    expect(state.handCount).toEqual([9, 9, 9, 9]);
    expect(state.pileCount).toBe(12);
  });
});

describe("CF-2 one way to show a card", () => {
  it("CF-2, CF-11: under the standard skin the log, the actions and refusals show the card's face with its id", () => {
    const state = position(
      6,
      {
        hands: { 0: cards("crabs", 1), 1: cards("crabs", 2), 3: cards("goldfish", 1) },
        resolved: onlyLive("crabs", "goldfish"),
        dealer: 5,
      },
      { deckSkin: "standard" },
    );
    const view = cuttlefish.view(state, 0);
    // A seat and a card can only be an ask: the verb may be left out.
    expect(cuttlefish.parseAction("1 crabs-2", state, 0)).toEqual({
      type: "ask",
      target: 1,
      card: "crabs-2",
    });
    expect(cuttlefish.parseAction("1 3C", state, 0)).toEqual({ type: "ask", target: 1, card: "crabs-2" });
    expect(cuttlefish.describeAction({ type: "ask", target: 1, card: "crabs-2" }, 0, view)).toBe(
      "seat 0 (A) asks seat 1 (B) for 3♣ (crabs-2)",
    );
    let refusal = null as { code: string; ruleId?: string; message: string } | null;
    try {
      cuttlefish.apply(cuttlefish.clone(state), 0, { type: "ask", target: 1, card: "crabs-1" });
    } catch (error) {
      refusal = error as typeof refusal;
    }
    expect(refusal).toMatchObject({ code: "ALREADY_HOLD_CARD", ruleId: "CF-10" });
    expect(refusal?.message).toContain("2♣ (crabs-1)");
    const events = cuttlefish.apply(state, 0, { type: "ask", target: 1, card: "crabs-2" });
    const ask = events.find((e) => e.type === "ask");
    expect(cuttlefish.describeEvent(ask!, 3)).toContain("for 3♣ (crabs-2): hit");
    expect(cuttlefish.describeView(cuttlefish.view(state, 0), 0)).toContain("3♣ (crabs-2)");
  });

  it("CF-22: an ask once the endgame has begun is refused under CF-22, saying why", () => {
    const state = position(4, {
      hands: { 0: cards("crabs", 1, 2), 2: cards("crabs", 3, 4, 5, 6) },
      resolved: onlyLive("crabs"),
      dealer: 3,
    });
    expect(state.phase).toBe("endgame");
    const seat = cuttlefish.activeSeats(state)[0];
    let refusal = null as { code: string; ruleId?: string; message: string } | null;
    try {
      cuttlefish.apply(state, seat, { type: "ask", target: 1, card: "crabs-3" });
    } catch (error) {
      refusal = error as typeof refusal;
    }
    expect(refusal).toMatchObject({ code: "NOT_YOUR_TURN", ruleId: "CF-22" });
    expect(refusal?.message).toContain("no more asks");
  });
});

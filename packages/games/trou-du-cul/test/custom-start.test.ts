// Custom starts say what they do: a carry-over needs only what the places do not already say, a
// deal in a carried game cannot move the deal or the opening away from the previous Trou du cul,
// and a carry-over put inside the deal is told where it belongs.

import { resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { nextCarry } from "../src/rules/series.js";
import { game, optionsFor } from "./helpers.js";

function refusal(options: Record<string, unknown>, players = 4) {
  try {
    resolveOptions(game, { players, options });
  } catch (error) {
    return error as { code: string; ruleId?: string; message: string };
  }
  throw new Error("expected a refusal");
}

describe("TDC-31 a carry-over names the places; the rest follows from them", () => {
  it("TDC-31, TDC-27, TDC-4, TDC-5: game and places alone carry a game 2: titles, totals, dealer and opener are derived", () => {
    const places = [2, 4, 1, 3];
    const short = optionsFor(4, { carry: { game: 2, places } });
    expect(short.carry).toEqual(nextCarry(null, places));
    const state = game.setup(short, "short");
    expect(state.dealer).toBe(1);
    expect(state.turn).toBe(1);
    expect(game.view(state, 0).titles).toEqual([
      "Vice-président",
      "Trou du cul",
      "Président",
      "Vice-trou du cul",
    ]);
  });

  it("TDC-31, TDC-32: from game 3 the series totals are needed, and a carry-over without them says so", () => {
    const error = refusal({ carry: { game: 3, places: [1, 2, 3, 4] } });
    expect(error).toMatchObject({ code: "BAD_OPTION", ruleId: "TDC-32" });
    expect(error.message).toContain("series totals before game 3");
  });

  it("TDC-27, TDC-4: derived fields that are given must still agree with the places", () => {
    expect(refusal({ carry: { game: 2, places: [1, 2, 3, 4], dealer: 0 } })).toMatchObject({
      code: "BAD_OPTION",
      ruleId: "TDC-4",
    });
    expect(
      refusal({
        carry: { game: 2, places: [1, 2, 3, 4], titles: ["Trou du cul", "Neutre", "Neutre", "Neutre"] },
      }),
    ).toMatchObject({ code: "BAD_OPTION", ruleId: "TDC-27" });
  });
});

describe("TDC-4, TDC-5 a deal in a carried game keeps the previous Trou du cul dealing and opening", () => {
  const carry = nextCarry(null, [1, 2, 3, 4]); // seat 3 was the Trou du cul

  it("TDC-4: deal.dealer naming another seat is refused, naming the seat that deals", () => {
    const error = refusal({ carry, deal: { dealer: 0 } });
    expect(error).toMatchObject({ code: "BAD_DEAL", ruleId: "TDC-4" });
    expect(error.message).toContain("the previous Trou du cul, seat 3, deals");
  });

  it("TDC-5: deal.opener naming another seat is refused, naming the seat that opens", () => {
    const error = refusal({ carry, deal: { opener: 1 } });
    expect(error).toMatchObject({ code: "BAD_DEAL", ruleId: "TDC-5" });
    expect(error.message).toContain("the previous Trou du cul, seat 3, opens");
  });

  it("TDC-4, TDC-5: a deal repeating the previous Trou du cul is the same game as one leaving them out", () => {
    const same = game.setup(optionsFor(4, { carry, deal: { dealer: 3, opener: 3 } }), "same");
    const plain = game.setup(optionsFor(4, { carry, deal: {} }), "same");
    expect(same).toEqual(plain);
    expect(same.dealer).toBe(3);
  });

  it("TDC-31: a carry-over written inside the deal is told to sit beside it", () => {
    const error = refusal({ deal: { carry } });
    expect(error.code).toBe("BAD_DEAL");
    expect(error.ruleId).toBe("TDC-31");
    expect(error.message).toContain("options.carry");
    expect(error.message).not.toContain("unknown field");
  });
});

describe("TDC-29 the exchange status is told in words", () => {
  it("TDC-29: the pending return counts its cards without '(s)'", () => {
    const state = game.setup(optionsFor(4, { carry: nextCarry(null, [1, 2, 3, 4]) }), "x");
    const text = game.describeView(game.view(state, null), null);
    expect(text).toContain("returns 2 cards");
    expect(text).not.toContain("card(s)");
  });
});

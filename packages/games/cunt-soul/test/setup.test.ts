import { formatCard, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { Phase } from "../src/state.js";
import { refusal } from "./helpers.js";

const opts = (players: number, options: Record<string, unknown> = {}, preset?: string) =>
  resolveOptions(cuntSoul, { players, preset, options });
const total = (census: Record<string, number>) => Object.values(census).reduce((a, b) => a + b, 0);

describe("setup", () => {
  it("CS-5: one 54-card deck (2 Jokers) for 2-4 players, two for 5-8; deckCount must give more than 12 per player", () => {
    expect(total(cuntSoul.cardCensus(cuntSoul.setup(opts(4), "a")))).toBe(54);
    const five = cuntSoul.cardCensus(cuntSoul.setup(opts(5), "a"));
    expect(total(five)).toBe(108);
    expect(five.JK).toBe(4);
    expect(refusal(() => opts(5, { deckCount: "1" }))?.code).toBe("BAD_OPTION");
    expect(total(cuntSoul.cardCensus(cuntSoul.setup(opts(8, { deckCount: "3" }), "a")))).toBe(162);
  });

  it("CS-6: each player gets 3 face-down and 9 hand cards; the rest is the source pile; the dealer is random", () => {
    const s = cuntSoul.setup(opts(4), "deal");
    for (const st of s.seats) {
      expect(st.hand).toHaveLength(9);
      expect(st.faceDown.filter((c) => c >= 0)).toHaveLength(3);
    }
    expect(s.source).toHaveLength(54 - 48);
    const dealers = new Set(
      ["a", "b", "c", "d", "e", "f", "g", "h"].map((seed) => cuntSoul.setup(opts(4), seed).t.dealer),
    );
    expect(dealers.size).toBeGreaterThan(1);
  });

  it("CS-7: selection is simultaneous and secret: every seat is active; nobody sees another's choice before all have chosen", () => {
    const s = cuntSoul.setup(opts(3), "secret");
    expect(cuntSoul.activeSeats(s)).toEqual([0, 1, 2]);
    const choice = cuntSoul.legalActions(s, 1)[0];
    cuntSoul.apply(s, 1, choice);
    expect(cuntSoul.activeSeats(s)).toEqual([0, 2]);
    expect(cuntSoul.legalActions(s, 1)).toEqual([]);
    expect(refusal(() => cuntSoul.apply(s, 1, choice))?.code).toBe("NOT_YOUR_TURN");
    const other = cuntSoul.view(s, 0);
    expect(other.seats[1].faceUp).toBeNull();
    expect(other.seats[1].field).toBeNull();
    expect(other.seats[1].selected).toBe(true);
    expect(cuntSoul.view(s, 1).seats[1].faceUp).not.toBeNull();
  });

  it("CS-7: the selection is 3 face-up and 1 field card from the 9, the rest stays in hand", () => {
    const s = cuntSoul.setup(opts(2), "pick");
    const legal = cuntSoul.legalActions(s, 0);
    const distinct = new Set(s.seats[0].hand.map(formatCard)).size;
    if (distinct === 9) expect(legal).toHaveLength(504);
    expect(
      refusal(() => cuntSoul.apply(s, 0, { type: "setup", faceUp: ["AS", "AS", "AS"], field: "AS" })),
    ).not.toBeNull();
  });

  it("CS-8 / CS-9: all chosen: reveal, first draws up to H from the first player clockwise; left of the dealer starts", () => {
    const s = cuntSoul.setup(opts(3, { deal: { dealer: 2 } }), "reveal");
    for (const seat of [0, 1, 2]) {
      const hand = s.seats[seat].hand.map(formatCard);
      const ace = hand.find((c) => c.startsWith("A"));
      const rest = hand.filter((c) => c !== ace);
      const field = ace ?? rest[3];
      const faceUp = rest.filter((c) => c !== field).slice(0, 3);
      cuntSoul.apply(s, seat, { type: "setup", faceUp, field });
    }
    expect(s.t.revealed).toBe(true);
    expect(s.t.seat).toBe(0);
    expect(s.t.firstPlayer).toBe(0);
    const h = 5 + s.fx.counts[14];
    for (const st of s.seats) expect(st.hand.length).toBe(Math.min(h, st.hand.length));
    expect(s.seats[0].hand.length).toBe(h);
  });

  it("CS-6: a custom deal sets every zone, the field cards, the source order (top first) and the dealer", () => {
    const deal = {
      dealer: 1,
      seats: [
        {
          hand: ["2S", "3S", "4S", "5S", "6S"],
          faceUp: ["7S", "8S", "9S"],
          field: "10S",
          faceDown: ["JS", "QS", "KS"],
        },
        {
          hand: ["2H", "3H", "4H", "5H", "6H"],
          faceUp: ["7H", "8H", "9H"],
          field: "10H",
          faceDown: ["JH", "QH", "KH"],
        },
      ],
      source: ["AS", "AH", "JK"],
      sourceSize: 30, // the named top, then the 27 cards no zone names
    };
    const s = cuntSoul.setup(opts(2, { deal }), "custom");
    expect(s.t.revealed).toBe(true);
    expect(s.t.dealer).toBe(1);
    expect(s.t.seat).toBe(0);
    expect(s.seats[0].hand.slice(0, 5).map(formatCard)).toEqual(["2S", "3S", "4S", "5S", "6S"]);
    expect(formatCard(s.seats[1].field)).toBe("10H");
    expect(formatCard(s.source[s.source.length - 1])).toBe("AS");
  });

  it("CS-6: a custom deal can place every Joker (two per pack)", () => {
    const deal = { seats: [{ hand: ["JK", "JK"], handSize: 9 }, { faceDown: ["JK", "JK", "2C"] }] };
    const s = cuntSoul.setup(opts(5, { deal }), "jokers");
    expect(s.seats[0].hand.slice(0, 2).map(formatCard)).toEqual(["JK", "JK"]);
    expect(cuntSoul.cardCensus(s).JK).toBe(4);
    expect(
      refusal(() =>
        cuntSoul.setup(opts(2, { deal: { seats: [{ hand: ["JK", "JK", "JK"], handSize: 9 }] } }), "x"),
      )?.code,
    ).toBe("BAD_DEAL");
  });

  it("CS-6: a bad custom deal is refused with BAD_DEAL naming the problem", () => {
    expect(refusal(() => cuntSoul.setup(opts(2, { deal: { seats: [{ hand: ["ZZ"] }] } }), "x"))?.code).toBe(
      "BAD_DEAL",
    );
    expect(
      refusal(() => cuntSoul.setup(opts(2, { deal: { seats: [{ hand: ["AS", "AS"] }] } }), "x"))?.message,
    ).toMatch(/more times/);
    expect(
      refusal(() =>
        cuntSoul.setup(opts(2, { deal: { seats: [{ faceDown: ["2S", "3S", "4S", "5S"] }] } }), "x"),
      )?.code,
    ).toBe("BAD_DEAL");
    expect(
      refusal(() => cuntSoul.setup(opts(2, { deal: { seats: [{ faceUp: ["2S", "3S", "4S"] }] } }), "x"))
        ?.code,
    ).toBe("BAD_DEAL");
  });

  it("CS-123: the sole-cunt deals the next game; a tally of places and sole-cunt counts carries over", () => {
    const s = cuntSoul.setup(opts(2), "series");
    s.t.phase = Phase.OVER;
    s.seats[0].place = 2;
    s.seats[1].place = 1;
    const next = cuntSoul.nextGameOptions?.(s);
    expect(next?.carry?.dealer).toBe(0);
    expect(next?.carry?.tally).toEqual([
      [2, 1, 1],
      [1, 0, 1],
    ]);
    const again = cuntSoul.setup(resolveOptions(cuntSoul, { players: 2, options: { ...next } }), "g2");
    expect(again.t.dealer).toBe(0);
    expect(again.t.firstPlayer).toBe(1);
    expect(cuntSoul.seriesSummary?.(s)).toContain("sole-cunt 1x");
  });
});

// The exchange of games 2+: TDC-5, TDC-28, TDC-29, TDC-30 (§8 edge cases 24-28, 30).

import { Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { nextCarry } from "../src/rules/series.js";
import { turnStateOf } from "../src/state.js";
import { expectRejected, FOLD, game, giveBack, hand, newGame, optionsFor, play } from "./helpers.js";

/** Game 2 after a 4p game 1 finished in seat order: seat 0 Président, 1 Vice-président, 2 Vice-trou du cul, 3 Trou du cul. */
const PLACES_4P = [1, 2, 3, 4];
const TROU_HAND = ["2C", "AH", "AS", "KD", "3C", "3D", "3H", "3S", "4C", "4D", "4H", "4S", "5C"];
const PRESIDENT_HAND = ["5D", "6C", "6D", "7C", "7D", "8C", "8D", "9C", "9D", "10C", "10D", "JC", "JD"];
const VICE_TROU_HAND = ["5H", "5S", "6H", "6S", "7H", "7S", "8H", "8S", "9H", "9S", "10H", "10S", "KS"];

function game2(cardExchange: string, places = PLACES_4P, deal?: unknown) {
  const options = optionsFor(places.length, {
    cardExchange,
    carry: nextCarry(null, places),
    ...(deal ? { deal } : {}),
  });
  return game.setup(options, "game2");
}

function dealt4p() {
  return { seats: [{ hand: PRESIDENT_HAND }, null, { hand: VICE_TROU_HAND }, { hand: TROU_HAND }] };
}

describe("TDC-28 exchange", () => {
  it("TDC-28 (edge 30): game 1 has no exchange phase even under choice", () => {
    const s = newGame(4, { cardExchange: "choice" });
    expect(s.phase).toBe("play");
    expect(s.exchange).toEqual([]);
    expect(turnStateOf(s)).toBe("opening");
  });

  it("TDC-28: Trou du cul and Président exchange 2 cards each way at every player count; vices 1 card in 4p and 5p; the Neutre nothing", () => {
    for (const players of [2, 3, 4, 5]) {
      const places = Array.from({ length: players }, (_, i) => i + 1);
      const s = game2("lowest", places);
      const transfers = s.exchange.map((r) => `${r.step} ${r.from}->${r.to} ${r.cards.length}`);
      const trou = players - 1;
      const expected = [`gift ${trou}->0 2`];
      if (players >= 4) expected.push(`gift ${players - 2}->1 1`);
      expected.push(`return 0->${trou} 2`);
      if (players >= 4) expected.push(`return 1->${players - 2} 1`);
      expect(transfers).toEqual(expected);
      // No hand size changes (TDC-29).
      expect(new Set(s.hands.map((h) => h.length)).size).toBe(1);
      if (players === 3 || players === 5) {
        const neutre = players === 3 ? 1 : 2;
        expect(s.exchange.some((r) => r.from === neutre || r.to === neutre)).toBe(false);
      }
    }
  });

  it("TDC-5, TDC-28 (edge 28): in game 2 the previous Trou du cul opens after the exchange", () => {
    const s = game2("choice", PLACES_4P, dealt4p());
    expect(s.phase).toBe("exchange");
    game.apply(s, 0, giveBack("5D", "6C"));
    game.apply(s, 1, giveBack(hand(s, 1)[0]));
    expect(s.phase).toBe("play");
    expect(game.activeSeats(s)).toEqual([3]);
    expect(turnStateOf(s)).toBe("opening");
    expect(s.dealer).toBe(3);
  });

  it("TDC-5, TDC-28 (edge 28): with cardExchange none the previous Trou du cul opens with no exchange", () => {
    const s = game2("none", PLACES_4P, dealt4p());
    expect(s.phase).toBe("play");
    expect(s.exchange).toEqual([]);
    expect(game.activeSeats(s)).toEqual([3]);
    expect(hand(s, 3)).toEqual([...TROU_HAND].sort((a, b) => order(a) - order(b)));
  });
});

function order(text: string): number {
  const ranks = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"];
  return ranks.indexOf(text.slice(0, -1)) * 4 + "CDHS".indexOf(text.slice(-1));
}

describe("TDC-29 exchange order", () => {
  it("TDC-1, TDC-29 (edge 24): a Trou du cul holding 2♣, A♥, A♠, K♦ gives 2♣ and A♠ (suit order breaks the tie)", () => {
    const s = game2("choice", PLACES_4P, dealt4p());
    const gift = s.exchange.find((r) => r.step === "gift" && r.from === 3);
    expect(gift?.to).toBe(0);
    expect(game.view(s, 3).exchange[0]).toEqual({ from: 3, to: 0, step: "gift", cards: ["2C", "AS"] });
    expect(hand(s, 3)).not.toContain("2C");
    expect(hand(s, 3)).not.toContain("AS");
    expect(hand(s, 3)).toContain("AH");
    expect(hand(s, 0)).toEqual(expect.arrayContaining(["2C", "AS"]));
    // The Vice-trou du cul's highest card goes to the Vice-président.
    expect(game.view(s, 2).exchange[0]).toEqual({ from: 2, to: 1, step: "gift", cards: ["KS"] });
  });

  it("TDC-29 (edge 25): under choice the Président returns a card just received; then the Vice-président returns 1", () => {
    const s = game2("choice", PLACES_4P, dealt4p());
    expect(game.activeSeats(s)).toEqual([0]);
    // 13 dealt + 2 received: any 2 of 15 cards.
    expect(game.legalActions(s, 0)).toHaveLength((15 * 14) / 2);
    expectRejected(s, 1, giveBack("5S"), "NOT_YOUR_TURN");
    expectRejected(s, 0, giveBack("2C"), "WRONG_COUNT", "TDC-29");
    expectRejected(s, 0, giveBack("2C", "AH"), "CARD_NOT_IN_HAND", "TDC-29");
    expectRejected(s, 0, play("5D"), "WRONG_PHASE", "TDC-29");
    expectRejected(s, 0, FOLD, "WRONG_PHASE", "TDC-29");
    game.apply(s, 0, giveBack("2C", "5D"));
    expect(hand(s, 3)).toContain("2C");
    expect(game.activeSeats(s)).toEqual([1]);
    expect(game.legalActions(s, 1)).toHaveLength(14);
    game.apply(s, 1, giveBack("KS"));
    expect(hand(s, 2)).toContain("KS");
    expect(s.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expectRejected(s, 3, giveBack("3C"), "WRONG_PHASE", "TDC-29");
  });

  it("TDC-29, TDC-30: in the Président's determinized world the Vice-président's hidden return still goes to the Vice-trou du cul", () => {
    const s = game2("choice", PLACES_4P, dealt4p());
    // The Président never sees the vices' gift (TDC-30), yet a search from their seat plays it out.
    const world = game.determinize(game.view(s, 0), 0, new Rng("world"));
    game.apply(world, 0, giveBack("2C", "5D"));
    expect(game.activeSeats(world)).toEqual([1]);
    const [viceReturn] = game.legalActions(world, 1);
    game.apply(world, 1, viceReturn);
    if (viceReturn.type !== "returnCards") throw new Error("expected a return");
    expect(hand(world, 2)).toContain(viceReturn.cards[0]);
    expect(world.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(world.phase).toBe("play");
    expect(game.activeSeats(world)).toEqual([3]);
  });

  it("TDC-29 (edge 26): under lowest the returns are automatic and are the returner's lowest cards", () => {
    const s = game2("lowest", PLACES_4P, dealt4p());
    expect(s.phase).toBe("play");
    expect(game.view(s, 0).exchange).toEqual([
      { from: 3, to: 0, step: "gift", cards: ["2C", "AS"] },
      { from: 0, to: 3, step: "return", cards: ["5D", "6C"] },
    ]);
    const viceReturn = game.view(s, 1).exchange.find((r) => r.step === "return");
    expect(viceReturn?.cards).toEqual([hand(s, 2).find((c) => !VICE_TROU_HAND.includes(c))]);
    expect(game.activeSeats(s)).toEqual([3]);
  });
});

describe("TDC-30 exchange privacy", () => {
  it("TDC-30 (edge 27): gift identities appear only in the giver's and the receiver's views; others see counts", () => {
    const s = game2("choice", PLACES_4P, dealt4p());
    const events = game.apply(s, 0, giveBack("6C", "6D"));
    expect(events).toContainEqual({ type: "exchange", step: "return", from: 0, to: 3, count: 2 });
    const privateEvent = events.find((e) => e.visibleTo);
    expect(privateEvent?.visibleTo).toEqual([0, 3]);
    expect(game.describeEvent(privateEvent!, 3)).toBe("Seat 0 returns Seat 3 6♣ 6♦");
    expect(game.describeEvent(privateEvent!, 1)).toBe("Seat 0 returns Seat 3 2 cards");
    expect(game.describeEvent(privateEvent!, null)).toBe("Seat 0 returns Seat 3 2 cards");

    for (const seat of [null, 1, 2]) {
      const view = game.view(s, seat);
      expect(view.exchange.some((r) => r.from === 0 || r.to === 0)).toBe(false);
      const json = JSON.stringify(view);
      for (const card of ["2C", "AS", "6C", "6D"]) {
        if (seat !== null && view.hand?.includes(card)) continue;
        expect(json).not.toContain(`"${card}"`);
      }
      expect(view.log.filter((e) => e.type === "exchange")).toContainEqual({
        type: "exchange",
        from: 3,
        to: 0,
        count: 2,
        step: "gift",
      });
    }
    expect(game.view(s, 3).giftKnown[0]).toEqual(["AS", "2C"]);
    expect(game.view(s, 0).giftKnown[3]).toEqual(["6C", "6D"]);
  });

  it("TDC-30, §9: the Président knows the Trou du cul kept only cards below the lower gift; under lowest the Trou du cul knows the Président kept cards above the returns", () => {
    const choice = game2("choice", PLACES_4P, dealt4p());
    expect(game.view(choice, 0).bounds[3]).toEqual({ below: "AS", above: null });
    expect(game.view(choice, 1).bounds[3]).toEqual({ below: null, above: null });
    const lowest = game2("lowest", PLACES_4P, dealt4p());
    expect(game.view(lowest, 3).bounds[0]).toEqual({ below: null, above: "6C" });
    expect(game.view(lowest, 0).bounds[3]).toEqual({ below: "AS", above: null });
  });
});

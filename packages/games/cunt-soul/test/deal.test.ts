// Custom deals (options.deal) beyond the seats' starting cards: the discard pile (links, top
// first), the graveyard, the source size, the turn state (first player, direction, turns) and
// late-game seats (short hands, empty slots, out players). Each test checks play goes on from it.

import { formatCard, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { CHOICE_LOWER, type CsState, Phase } from "../src/state.js";
import { ACE_V, EIGHT, KING_V, SEVEN } from "../src/values.js";
import { legalTypes, refusal } from "./helpers.js";

const total = (s: CsState) => Object.values(cuntSoul.cardCensus(s)).reduce((a, b) => a + b, 0);
const newGame = (deal: unknown, players = 4) =>
  cuntSoul.setup(resolveOptions(cuntSoul, { players, options: { deal } }), "deal");
const badDeal = (deal: unknown, players = 4) => {
  const r = refusal(() => newGame(deal, players));
  expect(r?.code).toBe("BAD_DEAL");
  return r?.message ?? "";
};

/**
 * Seats 0 and 2 fully named; seats 1 and 3 name only their selection (face-up cards and a
 * Q-field, which changes nothing here), so their hands and face-down cards come from the rest.
 */
const seat0 = {
  hand: ["3S", "5S", "7S", "8S", "JK"],
  faceUp: ["10S", "2S", "9S"],
  faceDown: ["4S", "6S", "KS"],
  field: "QS",
};
const seats = [
  seat0,
  { faceUp: ["10H", "2H", "4H"], field: "QD" },
  {
    hand: ["3D", "4D", "5D", "6D", "8D"],
    faceUp: ["10D", "2D", "9D"],
    faceDown: ["JD", "KD", "AD"],
    field: "QC",
  },
  { faceUp: ["10C", "2C", "9C"], field: "QH" },
];

describe("custom deals: pile, graveyard, source size, turn state, late-game seats", () => {
  it("CS-6 / CS-41: a custom pile sets the top: on an active 3 only 3s and Jokers are legal", () => {
    const s = newGame({ dealer: 3, seats, pile: [["3H"]] });
    expect(s.t.phase).toBe(Phase.FIELD_CHANGE);
    cuntSoul.apply(s, 0, { type: "keepField" });
    expect(s.pile.map((l) => l.cards.map(formatCard))).toEqual([["3H"]]);
    expect(s.pile[0].fired).toBe(true);
    expect(legalTypes(s).sort()).toEqual(["3S", "JK1"]);
    expect(total(s)).toBe(54);
    cuntSoul.apply(s, 0, { type: "play", cards: ["3S"] });
    expect(s.pile.length).toBe(2);
    expect(s.t.seat).toBe(1);
  });

  it("CS-6 / CS-45: pile links are listed top first; value, activity and 7-choice come from the deal; a Joker takes the value below", () => {
    const s = newGame({
      dealer: 3,
      seats,
      sourceSize: 0,
      pile: [{ cards: ["7H"], choice: "lower" }, ["JK"], ["AH"]],
    });
    expect(s.t.phase).toBe(Phase.PLAY); // no source: no field change (CS-81)
    const [ace, joker, seven] = s.pile;
    expect([ace.sem, ace.fired, joker.sem, joker.fired]).toEqual([ACE_V, true, ACE_V, false]);
    expect([seven.sem, seven.fired, seven.choice]).toEqual([SEVEN, true, CHOICE_LOWER]);
    // CS-30 step 6: on a "lower" 7 a lower rank, a 7 or a Joker; not the 8.
    expect(legalTypes(s).sort()).toEqual(["3S", "5S", "7S", "JK1"]);
    expect(badDeal({ seats, pile: [["7H"]] })).toMatch(/choice/);
    expect(badDeal({ seats, pile: [{ cards: ["7H"], active: false, choice: "lower" }] })).toMatch(/choice/);
  });

  it("CS-6 / CS-52 / CS-27: an active A on the custom pile makes the next player draw from the custom source; a pickup takes the custom pile", () => {
    const s = newGame({ dealer: 3, seats, pile: [["AH", "AS"]], source: ["7C", "7D"], sourceSize: 3 });
    expect(s.pile[0].count).toBe(2);
    expect(s.source.length).toBe(3);
    expect(s.graveyard.length).toBe(54 - 48 - 2 - 3);
    cuntSoul.apply(s, 0, { type: "keepField" });
    expect(legalTypes(s).sort()).toEqual(["7S", "JK1"]); // 7 overrules (CS-31); a Joker goes anywhere
    cuntSoul.apply(s, 0, { type: "play", cards: ["7S"] });
    expect(s.seats[0].hand.map(formatCard).sort()).toEqual(["3S", "5S", "7C", "7D", "8S", "JK"]);
    expect(s.t.phase).toBe(Phase.CHOOSE_SEVEN);
    expect(total(s)).toBe(54);

    const low = {
      ...seat0,
      hand: ["3S", "5S", "8S", "4S", "9S"],
      faceUp: ["10S", "2S", "6S"],
      faceDown: ["7S", "JK", "KS"],
    };
    const p = newGame({ dealer: 3, seats: [low, ...seats.slice(1)], sourceSize: 0, pile: [["KH"], ["AH"]] });
    expect(legalTypes(p)).toEqual(["pickup"]);
    cuntSoul.apply(p, 0, { type: "pickUp" });
    expect(p.seats[0].hand.map(formatCard).sort()).toEqual(["3S", "4S", "5S", "8S", "9S", "AH", "KH"]);
    expect(p.t.seat).toBe(1);
  });

  it("CS-6 / CS-70: the custom graveyard holds burned cards (the cards no zone takes follow them) and a burn adds to it", () => {
    const s = newGame({
      dealer: 3,
      seats: [
        { ...seat0, hand: ["10S", "5S", "7S", "8S", "JK"], faceUp: ["3S", "2S", "9S"] },
        ...seats.slice(1),
      ],
      graveyard: ["AH", "AS"],
      sourceSize: 0,
      pile: [["KH"]],
    });
    expect(s.graveyard.map(formatCard).slice(0, 2)).toEqual(["AH", "AS"]);
    expect(s.graveyard.length).toBe(54 - 48 - 1);
    const before = s.graveyard.length;
    cuntSoul.apply(s, 0, { type: "play", cards: ["10S"] });
    expect(s.graveyard.length).toBe(before + 2);
    expect(s.pile.length).toBe(0);
    expect(total(s)).toBe(54);
  });

  it("CS-6 / CS-4 / CS-125: the turn state: first player, direction and turns already played", () => {
    const s = newGame({ dealer: 0, seats, sourceSize: 0, first: 2, direction: -1, turns: 10 });
    expect([s.t.seat, s.t.direction, s.t.turns, s.t.dealer]).toEqual([2, -1, 11, 0]);
    cuntSoul.apply(s, 2, { type: "play", cards: ["3D"] });
    expect(s.t.seat).toBe(1); // anticlockwise
    expect(s.t.turns).toBe(12);
    expect(badDeal({ first: 4 })).toMatch(/first/);
    expect(badDeal({ direction: 2 })).toMatch(/direction/);
    expect(badDeal({ turns: 2000 })).toMatch(/turns/);
  });

  it("CS-6 / CS-23 / CS-120: a late-game position: short hands, empty slots, an out player, no source", () => {
    const deal = {
      dealer: 3,
      sourceSize: 0,
      seats: [
        { hand: [], handSize: 0, faceUp: [null, null, null], faceDown: [null, null, null], field: "9S" },
        {
          hand: ["4H", "KH"],
          handSize: 2,
          faceUp: ["5H", null, "6H"],
          faceDown: [null, "QH", null],
          field: "2D",
        },
        { handSize: 1, faceUp: [null, null, null], faceDown: ["JD", null, null], field: "3D" },
        { place: 1 },
      ],
      pile: [["4C"]],
    };
    const s = newGame(deal);
    // Seat 0's field card joined its empty hand at its turn start (CS-23).
    expect(s.seats.map((st) => st.hand.length)).toEqual([1, 2, 1, 0]);
    expect(s.seats[3].out).toBe(true);
    expect(s.seats[1].faceUp.map((c) => (c < 0 ? "" : formatCard(c)))).toEqual(["5H", "", "6H"]);
    expect(s.t.placesGiven).toBe(1);
    expect(total(s)).toBe(54);
    expect(legalTypes(s)).toEqual(["9S"]);
    cuntSoul.apply(s, 0, { type: "play", cards: ["9S"] });
    expect([s.seats[0].out, s.seats[0].place]).toEqual([true, 2]);
    expect(s.t.seat).toBe(1);
    // Play it out: every card stays somewhere; the game ends with the sole-cunt.
    let guard = 0;
    while (cuntSoul.outcome(s) === null && guard++ < 5000) {
      const seat = cuntSoul.activeSeats(s)[0];
      cuntSoul.apply(s, seat, cuntSoul.legalActions(s, seat)[0]);
      expect(total(s)).toBe(54);
    }
    expect(cuntSoul.outcome(s)?.places.slice().sort()).toEqual([1, 2, 3, 4]);
  });

  it("CS-6 / CS-56: K links get their paradox flag from the deal, or from the rules (odd reversals with 3+ players)", () => {
    const s = newGame({ dealer: 3, seats, pile: [["KH"], ["AS"]] });
    expect(s.pile.map((l) => [l.sem, l.kParadox])).toEqual([
      [ACE_V, false],
      [KING_V, true],
    ]);
    const t = newGame({
      dealer: 3,
      seats,
      pile: [
        { cards: ["KH"], paradox: false },
        { cards: ["8H"], count: 2 },
      ],
    });
    expect(t.pile.map((l) => [l.sem, l.count, l.kParadox])).toEqual([
      [EIGHT, 2, false],
      [KING_V, 1, false],
    ]);
  });

  it("CS-6: a bad pile, graveyard, source size, place or hand size is refused with BAD_DEAL naming the problem", () => {
    expect(badDeal({ pile: [["7H", "8H"]] })).toMatch(/mixes values/);
    expect(badDeal({ pile: [["10H"]] })).toMatch(/active 10/);
    expect(
      badDeal({
        pile: [
          ["9H", "9S"],
          ["9D", "9C"],
        ],
      }),
    ).toMatch(/burned/);
    expect(badDeal({ pile: [[]] })).toMatch(/no cards/);
    expect(badDeal({ pile: "AH" })).toMatch(/pile/);
    expect(badDeal({ pile: [{ cards: ["2H"], active: true }] })).toMatch(/no ability/);
    expect(badDeal({ pile: [{ cards: ["9H"], value: "Z" }] })).toMatch(/value/);
    expect(badDeal({ pile: [{ cards: ["9H"], count: 2 }] })).toMatch(/stack/);
    expect(badDeal({ pile: [["AH"]], graveyard: ["AH"] })).toMatch(/more times/);
    expect(badDeal({ seats: [{ hand: ["AH"], handSize: 9 }], graveyard: ["AH"] })).toMatch(/more times/);
    expect(badDeal({ sourceSize: 60 })).toMatch(/sourceSize/);
    expect(badDeal({ source: ["AH", "AS"], sourceSize: 1 })).toMatch(/sourceSize/);
    expect(badDeal({ seats: [{ place: 2 }] })).toMatch(/places/);
    expect(badDeal({ seats: [{ place: 1, hand: ["AH"] }] })).toMatch(/out/);
    expect(badDeal({ seats: [{ place: 1 }], first: 0 })).toMatch(/out/);
    expect(badDeal({ seats: [{ hand: ["AH", "AS"], handSize: 1 }] })).toMatch(/handSize/);
    expect(
      badDeal({ seats: [{ hand: ["AH", "AS"], faceUp: ["2H", "3H", "4H"], field: "5H", handSize: 1 }] }),
    ).toMatch(/more than its size 1/);
    expect(badDeal({ seats: [{ hands: [] }] })).toMatch(/unknown field "hands"/);
    expect(badDeal({ graveyards: [] })).toMatch(/unknown field "graveyards"/);
    expect(badDeal({ seats: [{ faceUp: ["AH", null], field: "KH" }] })).toMatch(/exactly 3/);
    expect(badDeal({ seats: [{ place: 1 }] }, 2)).toMatch(/2 players/);
    // Late-game facts come after the reveal: every seat's selection must be made.
    expect(badDeal({ dealer: 0, seats: [{ place: 1 }] }, 3)).toMatch(/selection/);
    expect(badDeal({ seats: [{ faceUp: ["AH", null, "KH"], field: "QH" }] })).toMatch(/selection/);
  });

  it("CS-6: every card of the packs is in exactly one zone, whatever the deal names (two packs)", () => {
    for (const deal of [
      { pile: [["AH"]], graveyard: ["KH"], sourceSize: 0 },
      { seats: [{ handSize: 12 }], sourceSize: 5 },
      {
        dealer: 0,
        seats: [
          { place: 1 },
          { faceUp: ["2H", null, "3H"], field: "4H", handSize: 12 },
          { faceUp: ["2S", "2S", "3S"], field: "4S" },
          { faceUp: ["2D", "3D", "3D"], field: "4D" },
          { faceUp: ["2C", "3C", "5C"], field: "4C" },
        ],
        pile: [["JK"], ["JK"]],
      },
    ]) {
      const s = newGame(deal, 5);
      expect(total(s)).toBe(108);
      const all = [
        ...s.seats.flatMap((st) =>
          [...st.hand, ...st.faceUp, ...st.faceDown, st.field].filter((c) => c >= 0),
        ),
        ...s.source,
        ...s.graveyard,
        ...s.pile.flatMap((l) => l.cards),
      ];
      expect(new Set(all).size).toBe(108);
    }
  });
});

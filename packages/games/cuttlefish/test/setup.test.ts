import { resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { CARD_COUNT, formatCardId, parseCardId, SET_NAMES, standardSkin } from "../src/cards.js";
import { handOf } from "../src/tracking.js";
import { cards, cuttlefish, onlyLive, optionsFor, position } from "./helpers.js";

function dealError(players: number, deal: unknown, options: Record<string, unknown> = {}): string {
  try {
    cuttlefish.setup(optionsFor(players, { ...options, deal }), "x");
  } catch (error) {
    return (error as { code: string }).code;
  }
  return "accepted";
}

describe("deck and deal", () => {
  it("CF-1: nine sets in the fixed order, cards 1-6, ids <set>-<n>", () => {
    expect(SET_NAMES).toEqual([
      "crabs",
      "goldfish",
      "jellyfish",
      "narwhal",
      "octopus",
      "seahorse",
      "starfish",
      "turtle",
      "whale",
    ]);
    expect(CARD_COUNT).toBe(54);
    expect(formatCardId(0)).toBe("crabs-1");
    expect(formatCardId(53)).toBe("whale-6");
    expect(parseCardId("narwhal-4")).toBe(3 * 6 + 3);
    expect(parseCardId("narwhal-7")).toBeNull();
    expect(parseCardId("kraken-1")).toBeNull();
    const census = cuttlefish.cardCensus(cuttlefish.setup(optionsFor(6), "s"));
    expect(Object.keys(census)).toHaveLength(54);
  });

  it("CF-2: the standard skin maps sets onto the usual Canadian Fish split, display only", () => {
    expect(standardSkin(parseCardId("crabs-1") as number)).toBe("2♣");
    expect(standardSkin(parseCardId("goldfish-6") as number)).toBe("A♣");
    expect(standardSkin(parseCardId("narwhal-2") as number)).toBe("10♦");
    expect(standardSkin(parseCardId("starfish-6") as number)).toBe("7♠");
    expect(standardSkin(parseCardId("whale-4") as number)).toBe("8♠");
    expect(standardSkin(parseCardId("whale-6") as number)).toBe("red joker");
    const sea = cuttlefish.setup(optionsFor(6), "skin");
    const standard = cuttlefish.setup(optionsFor(6, { deckSkin: "standard" }), "skin");
    const seaView = cuttlefish.view(sea, 0);
    const standardView = cuttlefish.view(standard, 0);
    expect(standardView.hand).toEqual(seaView.hand);
    expect(cuttlefish.describeView(standardView, 0)).toMatch(/[♣♦♥♠]|joker/);
    expect(cuttlefish.legalActions(standard, standard.turn)).toEqual(cuttlefish.legalActions(sea, sea.turn));
  });

  it("CF-3: teams alternate, even seats team A, odd seats team B", () => {
    const state = position(6, {
      hands: { 0: cards("crabs", 1), 1: cards("crabs", 2) },
      resolved: onlyLive("crabs"),
    });
    state.phase = "over";
    expect(cuttlefish.outcome(state)?.teams).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
  });

  it("CF-4: the dealer comes from the seeded RNG and the player on the dealer's left starts", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const state = cuttlefish.setup(optionsFor(6), `dealer/${i}`);
      expect(state.turn).toBe((state.dealer + 1) % 6);
      expect(cuttlefish.setup(optionsFor(6), `dealer/${i}`).dealer).toBe(state.dealer);
      seen.add(state.dealer);
    }
    expect(seen.size).toBe(6);
  });

  it("CF-4, CF-32: each later game of a series moves the dealer one seat left and carries the standings", () => {
    const state = position(6, {
      hands: { 0: cards("crabs", 1, 2, 3, 4, 5, 6) },
      resolved: onlyLive("crabs"),
      dealer: 5,
    });
    cuttlefish.apply(state, 0, { type: "declare", set: "crabs", holders: [0, 0, 0, 0, 0, 0] });
    expect(state.phase).toBe("over");
    const next = cuttlefish.nextGameOptions?.(state);
    expect(next?.carry).toEqual({ game: 2, dealer: 0, wins: [1, 0], sets: [1, 0] });
    const second = cuttlefish.setup(
      resolveOptions(cuttlefish, { options: JSON.parse(JSON.stringify(next)) }),
      "g2",
    );
    expect(second.dealer).toBe(0);
    expect(second.turn).toBe(1);
    expect(cuttlefish.seriesSummary?.(state)).toBe(
      "After 1 game: team A 1 win (1 set), team B 0 wins (0 sets)",
    );
  });

  it("CF-5: 6 players get 9 cards each", () => {
    const state = cuttlefish.setup(optionsFor(6), "six");
    expect(state.handCount).toEqual([9, 9, 9, 9, 9, 9]);
    expect(state.pileCount).toBe(0);
  });

  it("CF-5: 4 players get 9 each and the remaining 18 form the Pile", () => {
    const state = cuttlefish.setup(optionsFor(4), "four");
    expect(state.handCount).toEqual([9, 9, 9, 9]);
    expect(state.pileCount).toBe(18);
    expect(cuttlefish.view(state, 0).pileCount).toBe(18);
  });

  it("CF-5 (edge 21): 8p full deal gives 7,7,7,7,7,7,6,6 from the dealer's left and 27 cards per team", () => {
    for (let i = 0; i < 8; i++) {
      const state = cuttlefish.setup(optionsFor(8), `eight/${i}`);
      const fromLeft = Array.from({ length: 8 }, (_, j) => state.handCount[(state.dealer + 1 + j) % 8]);
      expect(fromLeft).toEqual([7, 7, 7, 7, 7, 7, 6, 6]);
      const a = state.handCount.filter((_, s) => s % 2 === 0).reduce((x, y) => x + y);
      expect(a).toBe(27);
    }
  });

  it("CF-5 (edge 22): 8p removeSet removes one random set, announced, and deals 6 each", () => {
    const state = cuttlefish.setup(optionsFor(8, { eightPlayerDeck: "removeSet" }), "even");
    expect(state.handCount).toEqual([6, 6, 6, 6, 6, 6, 6, 6]);
    const view = cuttlefish.view(state, null);
    const removed = view.sets.filter((s) => s.status === "removed");
    expect(removed).toHaveLength(1);
  });

  it("CF-5: a custom deal places the named hands and the Pile; the leftover is dealt to the zones left out", () => {
    const state = position(4, {
      hands: { 0: cards("crabs", 1, 2) },
      pile: cards("crabs", 3),
      resolved: onlyLive("crabs", "goldfish", "jellyfish", "narwhal"),
    });
    expect(handOf(state, 0)).toEqual([0, 1]);
    expect(state.owner[2]).toBe(8);
    // The 21 cards left are dealt one at a time to the three hands left out.
    expect(state.handCount).toEqual([2, 7, 7, 7]);
    expect(state.pileCount).toBe(1);
    const full = cuttlefish.setup(optionsFor(6, { deal: { dealer: 2 } }), "d");
    expect(full.dealer).toBe(2);
    expect(full.handCount).toEqual([9, 9, 9, 9, 9, 9]);
  });

  it("CF-5: a bad custom deal is refused with BAD_DEAL naming the problem", () => {
    expect(dealError(6, { seats: [{ hand: ["kraken-1"] }, null, null, null, null, null] })).toBe("BAD_DEAL");
    expect(
      dealError(6, { seats: [{ hand: ["crabs-1"] }, { hand: ["crabs-1"] }, null, null, null, null] }),
    ).toBe("BAD_DEAL");
    expect(dealError(6, { pile: ["crabs-1"] })).toBe("BAD_DEAL");
    expect(dealError(6, { seats: [null] })).toBe("BAD_DEAL");
    expect(dealError(6, { dealer: 9 })).toBe("BAD_DEAL");
    expect(dealError(6, { hands: [] })).toBe("BAD_DEAL");
    expect(dealError(6, { removedSet: "whale" })).toBe("BAD_DEAL");
    expect(dealError(6, { resolved: { crabs: "C" } })).toBe("BAD_DEAL");
    expect(
      dealError(6, {
        resolved: { crabs: "A" },
        seats: [{ hand: ["crabs-1"] }, null, null, null, null, null],
      }),
    ).toBe("BAD_DEAL");
    const everyone = Array.from({ length: 6 }, () => ({ hand: [] }));
    expect(dealError(6, { seats: everyone })).toBe("BAD_DEAL");
    expect(
      dealError(
        8,
        { removedSet: "whale", seats: [{ hand: ["whale-1"] }, null, null, null, null, null, null, null] },
        { eightPlayerDeck: "removeSet" },
      ),
    ).toBe("BAD_DEAL");
  });

  it("CF-3, CF-5: options outside the brief are refused with BAD_OPTION", () => {
    const code = (request: Parameters<typeof resolveOptions>[1]) => {
      try {
        resolveOptions(cuttlefish, request);
      } catch (error) {
        return (error as { code: string }).code;
      }
      return "accepted";
    };
    expect(code({ players: 5, preset: "limited" })).toBe("BAD_OPTION");
    expect(code({ players: 6, options: { eightPlayerDeck: "removeSet" } })).toBe("BAD_OPTION");
    expect(code({ players: 6, options: { askCap: 50 } })).toBe("BAD_OPTION");
    expect(code({ players: 4, preset: "eight" })).toBe("BAD_OPTION");
    expect(code({ players: 4, preset: "pile4", options: { strictDeclarations: true } })).toBe("accepted");
    expect(code({ players: 8, preset: "eightEven" })).toBe("accepted");
  });
});

import { describe, expect, it } from "vitest";
import {
  ask,
  cards,
  cuttlefish,
  declare,
  endChance,
  expectRefused,
  handOff,
  onlyLive,
  passAll,
  position,
} from "./helpers.js";

const status = (state: Parameters<typeof cuttlefish.view>[0], set: number) =>
  cuttlefish.view(state, null).sets[set].status;

describe("turn flow and hand-offs", () => {
  // Seat 0 (A) has the turn with a single card.
  function lastCardTable() {
    return position(6, {
      hands: {
        0: cards("crabs", 1),
        1: [...cards("crabs", 2), ...cards("goldfish", 1)],
        2: [...cards("goldfish", 2), ...cards("jellyfish", 1)],
        3: [...cards("crabs", 3), ...cards("jellyfish", 2)],
        4: [...cards("goldfish", 3), ...cards("jellyfish", 3)],
        5: [...cards("crabs", 4, 5, 6), ...cards("goldfish", 4, 5, 6), ...cards("jellyfish", 4, 5, 6)],
      },
      resolved: onlyLive("crabs", "goldfish", "jellyfish"),
      dealer: 5,
    });
  }

  it("CF-19, CF-20 (edge 6): an opponent's wrong declaration strips the turn-holder's last card, who must hand off", () => {
    const state = lastCardTable();
    cuttlefish.apply(state, 1, declare("crabs", [1, 1, 3, 3, 5, 5]));
    expect(status(state, 0)).toBe("A");
    expect(state.phase).toBe("handOff");
    expect(cuttlefish.activeSeats(state)).toEqual([0]);
    expect(cuttlefish.legalActions(state, 0)).toEqual([handOff(2), handOff(4)]);
    expectRefused(state, 0, handOff(1), "HANDOFF_INVALID");
    expectRefused(state, 0, handOff(0), "HANDOFF_INVALID");
    cuttlefish.apply(state, 0, handOff(4));
    expect(state.turn).toBe(4);
    expect(state.phase).toBe("play");
    expect(cuttlefish.view(state, 3).log.at(-1)).toMatchObject({
      kind: "handOff",
      from: 0,
      to: 4,
      auto: false,
    });
  });

  it("CF-20 (edge 27): during handOff an ask or a declaration is rejected", () => {
    const state = lastCardTable();
    cuttlefish.apply(state, 1, declare("crabs", [1, 1, 3, 3, 5, 5]));
    expect(expectRefused(state, 0, ask(1, "goldfish-1"), "NOT_YOUR_TURN").ruleId).toBe("CF-20");
    expect(
      expectRefused(state, 0, declare("goldfish", [0, 2, 4, 0, 2, 4]), "DECLARE_NOT_ALLOWED_NOW").ruleId,
    ).toBe("CF-20");
    expectRefused(state, 3, declare("goldfish", [1, 1, 1, 3, 3, 3]), "DECLARE_NOT_ALLOWED_NOW");
    for (const seat of [1, 2, 3, 4, 5]) expect(cuttlefish.legalActions(state, seat)).toEqual([]);
  });

  it("CF-20 (edge 7): the turn-holder's own declaration empties them and the only teammate with cards takes the turn", () => {
    const state = position(6, {
      hands: {
        0: cards("crabs", 1, 2, 3, 4, 5, 6),
        1: cards("goldfish", 1, 2),
        2: cards("goldfish", 3),
        3: cards("goldfish", 4, 5, 6),
        4: [],
        5: [],
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    });
    const events = cuttlefish.apply(state, 0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(events.map((e) => e.type)).toEqual(["declare", "handOff"]);
    expect(state.turn).toBe(2);
    expect(state.phase).toBe("play");
  });

  it("CF-21: a player with 0 cards never holds the turn, is never asked, and still takes an endgame chance", () => {
    const state = position(6, {
      hands: {
        0: cards("crabs", 1, 2, 3, 4, 5, 6),
        1: cards("goldfish", 1, 2),
        2: cards("goldfish", 3),
        3: cards("goldfish", 4, 5, 6),
        4: [],
        5: [],
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    });
    cuttlefish.apply(state, 0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(
      cuttlefish.legalActions(state, 2).some((a) => a.type === "ask" && (a.target === 5 || a.target === 1)),
    ).toBe(true);
    expect(cuttlefish.legalActions(state, 2).some((a) => a.type === "ask" && a.target === 5)).toBe(false);
  });
});

describe("endgame", () => {
  it("CF-22, CF-23 (edge 8): the turn-holder is emptied with no teammate holding cards; the first chance goes to the first opponent on the left", () => {
    const state = position(6, {
      hands: {
        0: cards("crabs", 1, 2, 3, 4, 5, 6),
        1: cards("goldfish", 1, 2),
        2: [],
        3: cards("goldfish", 3, 4, 5, 6),
        4: [],
        5: [],
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    });
    cuttlefish.apply(state, 0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(state.phase).toBe("endgame");
    expect(state.chanceOrder).toEqual([1, 3, 5]);
    expect(cuttlefish.activeSeats(state)).toEqual([1]);
    expect(cuttlefish.legalActions(state, 1).some((a) => a.type === "ask")).toBe(false);
  });

  it("CF-22, CF-23 (edge 9): a hit that empties the last opponent with cards starts the endgame and the asker has the first chance", () => {
    const state = position(6, {
      hands: { 0: cards("crabs", 1, 3, 4, 5, 6), 1: cards("crabs", 2), 2: [], 3: [], 4: [], 5: [] },
      resolved: onlyLive("crabs"),
      dealer: 5,
    });
    cuttlefish.apply(state, 0, ask(1, "crabs-2"));
    expect(state.phase).toBe("endgame");
    expect(state.chanceOrder).toEqual([0, 2, 4]);
    cuttlefish.apply(state, 0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(state.phase).toBe("over");
    expect(cuttlefish.outcome(state)?.scores).toEqual([1, 0, 1, 0, 1, 0]);
  });

  it("CF-22 (edge 15): 4p both teams' hands empty at once with live sets in the Pile: game over, those sets forfeit", () => {
    const state = position(4, {
      hands: { 0: cards("crabs", 1), 1: cards("crabs", 2), 2: [], 3: [] },
      pile: [...cards("crabs", 3, 4, 5, 6), ...cards("goldfish", 1, 2, 3, 4, 5, 6)],
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 3,
    });
    cuttlefish.apply(state, 0, declare("crabs", [0, 0, -1, -1, -1, -1]));
    expect(state.phase).toBe("over");
    expect(status(state, 0)).toBe("B");
    expect(status(state, 1)).toBe("forfeit");
    expect(cuttlefish.outcome(state)?.details).toMatchObject({ sets: [0, 1], unresolved: [] });
  });

  function pileEndgame(options: Record<string, unknown> = {}) {
    // 4p, team B out from the start; A holds crabs 1-4, the Pile crabs 5-6 and all goldfish.
    return position(
      4,
      {
        hands: { 0: cards("crabs", 1, 2, 3), 1: [], 2: cards("crabs", 4), 3: [] },
        pile: [...cards("crabs", 5, 6), ...cards("goldfish", 1, 2, 3, 4, 5, 6)],
        resolved: onlyLive("crabs", "goldfish"),
        dealer: 3,
      },
      options,
    );
  }

  it("CF-18, CF-24 (edge 16): B is out; A declares Pile-held sets in its chances", () => {
    const state = pileEndgame();
    expect(state.phase).toBe("endgame");
    expect(state.chanceOrder).toEqual([0, 2]);
    cuttlefish.apply(state, 0, declare("goldfish", [-1, -1, -1, -1, -1, -1]));
    expect(status(state, 1)).toBe("A");
    expect(state.phase).toBe("endgame");
    expect(cuttlefish.activeSeats(state)).toEqual([0]);
  });

  it("CF-27 (edge 18): every set resolved before all chances are used ends the game at once", () => {
    const state = pileEndgame();
    cuttlefish.apply(state, 0, declare("goldfish", [-1, -1, -1, -1, -1, -1]));
    cuttlefish.apply(state, 0, declare("crabs", [0, 0, 0, 2, -1, -1]));
    expect(state.phase).toBe("over");
    expect(cuttlefish.outcome(state)?.details).toMatchObject({ sets: [2, 0], unresolved: [] });
    expect(cuttlefish.outcome(state)?.details).not.toMatchObject({
      forfeited: expect.arrayContaining(["crabs"]),
    });
  });

  it("CF-22: a started endgame runs to its end even after the remaining team's hands empty", () => {
    const state = pileEndgame();
    cuttlefish.apply(state, 0, declare("crabs", [0, 0, 0, 2, -1, -1]));
    expect(state.handCount).toEqual([0, 0, 0, 0]);
    expect(state.phase).toBe("endgame");
    cuttlefish.apply(state, 0, endChance);
    expect(cuttlefish.activeSeats(state)).toEqual([2]);
  });

  it("CF-24, CF-25 (edge 17): a non-last player passes; the last player ends with sets left and they are forfeit", () => {
    const state = pileEndgame();
    cuttlefish.apply(state, 0, endChance);
    expect(cuttlefish.activeSeats(state)).toEqual([2]);
    cuttlefish.apply(state, 2, declare("goldfish", [-1, -1, -1, -1, -1, -1]));
    cuttlefish.apply(state, 2, endChance);
    expect(state.phase).toBe("over");
    expect(status(state, 0)).toBe("forfeit");
    expect(cuttlefish.outcome(state)?.details).toMatchObject({
      sets: [1, 0],
      forfeited: expect.arrayContaining(["crabs"]),
    });
  });

  it("CF-24 (edge 19): an out-team player declaring in the endgame is DECLARE_NOT_ALLOWED_NOW", () => {
    const state = pileEndgame();
    expect(
      expectRefused(state, 1, declare("goldfish", [-1, -1, -1, -1, -1, -1]), "DECLARE_NOT_ALLOWED_NOW")
        .ruleId,
    ).toBe("CF-24");
    expectRefused(state, 2, declare("goldfish", [-1, -1, -1, -1, -1, -1]), "DECLARE_NOT_ALLOWED_NOW");
    expectRefused(state, 2, endChance, "NOT_YOUR_TURN");
    expectRefused(state, 0, ask(1, "crabs-5"), "NOT_YOUR_TURN");
  });

  it("CF-26 (edge 20): under strict a wrong endgame declaration scores for the out team; by default it is a forfeit", () => {
    const strict = pileEndgame({ strictDeclarations: true });
    cuttlefish.apply(strict, 0, declare("goldfish", [0, -1, -1, -1, -1, -1]));
    expect(status(strict, 1)).toBe("B");
    const plain = pileEndgame();
    cuttlefish.apply(plain, 0, declare("goldfish", [0, -1, -1, -1, -1, -1]));
    expect(status(plain, 1)).toBe("forfeit");
  });

  it("CF-23 (edge 30): a B player's declaration empties team A on an A player's turn; the first chance goes to the first B player left of the turn-holder", () => {
    const state = position(6, {
      hands: {
        0: cards("crabs", 1),
        1: cards("goldfish", 1, 2),
        2: cards("crabs", 2),
        3: cards("crabs", 3, 4, 5, 6),
        4: [],
        5: cards("goldfish", 3, 4, 5, 6),
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    });
    expect(state.turn).toBe(0);
    cuttlefish.apply(state, 5, declare("crabs", [1, 1, 3, 3, 3, 3]));
    expect(status(state, 0)).toBe("A");
    expect(state.phase).toBe("endgame");
    expect(state.chanceOrder).toEqual([1, 3, 5]);
  });
});

describe("game end, cap and results", () => {
  it("CF-28 (edge 23): 4-4 plus one forfeit is a draw and everyone shares 1st", () => {
    const state = position(6, {
      hands: { 0: cards("whale", 1, 2, 3), 1: cards("whale", 4, 5, 6) },
      resolved: {
        crabs: "A",
        goldfish: "A",
        jellyfish: "A",
        narwhal: "A",
        octopus: "B",
        seahorse: "B",
        starfish: "B",
        turtle: "B",
      },
      dealer: 5,
    });
    cuttlefish.apply(state, 0, declare("whale", [0, 0, 0, 0, 0, 0]));
    expect(status(state, 8)).toBe("B");
    const out = cuttlefish.outcome(state);
    expect(out?.details).toMatchObject({ sets: [4, 5], winner: "B" });
    const draw = position(6, {
      hands: {
        0: cards("whale", 1, 2, 3),
        2: cards("whale", 4, 5, 6),
        1: cards("narwhal", 1, 2, 3, 4, 5, 6),
      },
      resolved: {
        crabs: "A",
        goldfish: "A",
        jellyfish: "A",
        octopus: "A",
        seahorse: "B",
        starfish: "B",
        turtle: "B",
      },
      dealer: 5,
    });
    cuttlefish.apply(draw, 0, declare("whale", [0, 0, 2, 2, 0, 2]));
    expect(status(draw, 8)).toBe("forfeit");
    cuttlefish.apply(draw, 1, declare("narwhal", [1, 1, 1, 1, 1, 1]));
    const result = cuttlefish.outcome(draw);
    expect(result?.places).toEqual([1, 1, 1, 1, 1, 1]);
    expect(result?.details).toMatchObject({ sets: [4, 4], winner: "draw", forfeited: ["whale"] });
  });

  it("CF-28: the winning team's seats place 1st; the losers share the next place; reaching 5 sets does not end the game", () => {
    const state = position(6, {
      hands: {
        0: cards("crabs", 1, 2, 3, 4, 5, 6),
        1: cards("goldfish", 1, 2, 3, 4, 5, 6),
        2: cards("whale", 1, 2, 3),
        3: cards("whale", 4, 5, 6),
      },
      resolved: { jellyfish: "A", narwhal: "A", octopus: "A", seahorse: "A", starfish: "B", turtle: "B" },
      dealer: 5,
    });
    cuttlefish.apply(state, 0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(cuttlefish.view(state, null).score).toEqual([5, 2]);
    expect(state.phase).toBe("play");
    cuttlefish.apply(state, 1, declare("goldfish", [1, 1, 1, 1, 1, 1]));
    cuttlefish.apply(state, 2, declare("whale", [2, 2, 2, 2, 2, 2]));
    expect(state.phase).toBe("over");
    expect(cuttlefish.outcome(state)?.details).toMatchObject({ sets: [5, 4], winner: "A" });
    expect(cuttlefish.outcome(state)?.places).toEqual([1, 4, 1, 4, 1, 4]);
  });

  it("CF-28, section 7: details.winner is the brief's team placing (winners 1st, the others 2nd, a draw all 1st); places stay the contract's competition ranking", () => {
    for (const players of [4, 6, 8]) {
      // Only crabs is live and seat 1 (team B) holds it: team A is out, B's chances decide.
      const state = position(players, {
        hands: { 1: cards("crabs", 1, 2, 3, 4, 5, 6), 0: [] },
        resolved: onlyLive("crabs"),
        dealer: players - 1,
      });
      expect(state.phase).toBe("endgame");
      cuttlefish.apply(state, 1, declare("crabs", [1, 1, 1, 1, 1, 1]));
      const out = cuttlefish.outcome(state);
      expect(out?.details).toMatchObject({ sets: [0, 1], winner: "B" });
      // Brief: team B 1st, team A 2nd. Contract: tied seats share a place and the next one skips,
      // so team A's seats are n/2 + 1 (3rd in 4p, 4th in 6p, 5th in 8p).
      const loser = players / 2 + 1;
      expect(out?.places).toEqual(Array.from({ length: players }, (_, s) => (s % 2 === 1 ? 1 : loser)));
      expect(out?.teams).toEqual([
        Array.from({ length: players / 2 }, (_, i) => 2 * i),
        Array.from({ length: players / 2 }, (_, i) => 2 * i + 1),
      ]);
    }
  });

  it("CF-27, CF-28 (edge 22, 28): 8p removeSet: the removed set is never asked, declared or counted; resolving the eighth live set ends the game; 4-4 is a draw", () => {
    const state = position(
      8,
      {
        hands: { 0: cards("crabs", 1, 2, 3), 1: cards("crabs", 4, 5, 6) },
        removedSet: "whale",
        // Team A 4 sets, team B 3: a wrong crabs declaration by A (B holds 4-6) makes it 4-4.
        resolved: {
          goldfish: "A",
          jellyfish: "A",
          narwhal: "A",
          octopus: "A",
          seahorse: "B",
          starfish: "B",
          turtle: "B",
        },
        dealer: 7,
      },
      { eightPlayerDeck: "removeSet" },
    );
    expect(cuttlefish.view(state, 3).sets[8]).toEqual({ set: "whale", status: "removed", declarer: null });
    expectRefused(state, 0, declare("whale", [0, 0, 0, 0, 0, 0]), "SET_NOT_LIVE");
    expectRefused(state, 0, ask(1, "whale-1"), "NO_CARD_IN_SET");
    cuttlefish.apply(state, 0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(state.phase).toBe("over");
    const out = cuttlefish.outcome(state);
    expect(out?.details).toMatchObject({ sets: [4, 4], winner: "draw", forfeited: [], removed: ["whale"] });
    expect(out?.places).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it("CF-29: with endWhenClinched the game ends once a lead exceeds the live sets, which stay unresolved", () => {
    const hands = {
      0: cards("crabs", 1, 2, 3, 4, 5, 6),
      1: cards("goldfish", 1, 2, 3, 4, 5, 6),
      2: cards("jellyfish", 1),
      3: cards("jellyfish", 2, 3, 4, 5, 6),
    };
    const resolved = {
      narwhal: "A",
      octopus: "A",
      seahorse: "A",
      starfish: "forfeit",
      turtle: "forfeit",
      whale: "forfeit",
    };
    const state = position(6, { hands, resolved, dealer: 5 }, { endWhenClinched: true });
    cuttlefish.apply(state, 0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(state.phase).toBe("over");
    expect(cuttlefish.outcome(state)?.details).toMatchObject({
      sets: [4, 0],
      unresolved: ["goldfish", "jellyfish"],
      clinched: true,
    });
    const plain = position(6, { hands, resolved, dealer: 5 });
    cuttlefish.apply(plain, 0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(plain.phase).toBe("play");
  });

  it("CF-30 (edge 25): the ask that reaches askCap starts closing; every seat gets one chance from the turn-holder, then live sets are forfeit", () => {
    const state = position(
      6,
      { hands: oneCrabEach(), resolved: onlyLive("crabs"), dealer: 5 },
      { askCap: 100 },
    );
    for (let i = 0; i < 100; i++) {
      passAll(state);
      // Seat 0 asks 1 for crabs-3 (seat 2 has it): miss; seat 1 asks 0 for crabs-4 (seat 3 has it): miss.
      if (state.turn === 0) cuttlefish.apply(state, 0, ask(1, "crabs-3"));
      else cuttlefish.apply(state, 1, ask(0, "crabs-4"));
    }
    expect(state.asks).toBe(100);
    expect(state.phase).toBe("closing");
    expect(state.turn).toBe(0);
    expect(state.chanceOrder).toEqual([0, 1, 2, 3, 4, 5]);
    expectRefused(state, 0, ask(1, "crabs-3"), "NOT_YOUR_TURN");
    for (const seat of [0, 1, 2, 3, 4]) cuttlefish.apply(state, seat, endChance);
    expect(cuttlefish.legalActions(state, 5).some((a) => a.type === "declare" && a.holders.includes(1))).toBe(
      true,
    );
    cuttlefish.apply(state, 5, endChance);
    expect(state.phase).toBe("over");
    const out = cuttlefish.outcome(state);
    expect(out?.endedByCap).toBe(true);
    expect(out?.details).toMatchObject({ forfeited: expect.arrayContaining(["crabs"]), unresolved: [] });
  });

  it("CF-30/custom deal: a deal may start with asks already made; the one that reaches askCap starts closing", () => {
    const hands = oneCrabEach();
    const state = position(6, { hands, resolved: onlyLive("crabs"), dealer: 5, asks: 99 }, { askCap: 100 });
    expect(state.asks).toBe(99);
    expect(cuttlefish.view(state, 3).asks).toBe(99);
    passAll(state);
    cuttlefish.apply(state, 0, ask(1, "crabs-3"));
    expect(state.phase).toBe("closing");
    const atCap = position(6, { hands, resolved: onlyLive("crabs"), dealer: 5, asks: 100 }, { askCap: 100 });
    expect(atCap.phase).toBe("closing");
    expect(() => position(6, { hands, dealer: 5, asks: 101 }, { askCap: 100 })).toThrow(
      /deal.asks must be a whole number from 0 to askCap \(100\)/,
    );
  });
});

/** Six players, each holding one crab (the only live set in the CF-30 tests). */
function oneCrabEach(): Record<number, string[]> {
  const hands: Record<number, string[]> = {};
  for (let seat = 0; seat < 6; seat++) hands[seat] = cards("crabs", seat + 1);
  return hands;
}

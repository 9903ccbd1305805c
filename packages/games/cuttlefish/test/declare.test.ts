import { describe, expect, it } from "vitest";
import {
  ask,
  cards,
  cuttlefish,
  declare,
  expectRefused,
  onlyLive,
  pass,
  passAll,
  position,
} from "./helpers.js";

// 6p, seat 0 (team A) has the turn. Live: crabs (A holds all six), goldfish (split).
function table(options: Record<string, unknown> = {}) {
  return position(
    6,
    {
      hands: {
        0: [...cards("crabs", 1, 2), ...cards("goldfish", 1)],
        1: cards("goldfish", 2, 3),
        2: cards("crabs", 3, 4, 5),
        3: [],
        4: [...cards("crabs", 6), ...cards("goldfish", 4)],
        5: cards("goldfish", 5, 6),
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    },
    options,
  );
}
const CRABS_TRUE = [0, 0, 2, 2, 2, 4];

describe("declaring", () => {
  it("CF-13: a declaration names a live set and one holder per card, else SET_NOT_LIVE / BAD_ASSIGNMENT", () => {
    const state = table();
    expect(expectRefused(state, 0, declare("whale", CRABS_TRUE), "SET_NOT_LIVE").ruleId).toBe("CF-13");
    expectRefused(state, 0, declare("crabs", [0, 0, 2, 2, 2]), "BAD_ASSIGNMENT");
    expectRefused(state, 0, declare("crabs", [0, 0, 2, 2, 2, 4, 4]), "BAD_ASSIGNMENT");
    expectRefused(state, 0, declare("crabs", [0, 0, 2, 2, 2, 9]), "BAD_ASSIGNMENT");
    expectRefused(state, 0, declare("crabs", [0, 0, 2, 2, 2, -1]), "BAD_ASSIGNMENT");
    expectRefused(state, 0, declare("crabs", [0, 0, 2, 2, 2, 1.5]), "BAD_ASSIGNMENT");
    expectRefused(state, 0, { type: "declare", set: "crabs", holders: "all mine" }, "BAD_ACTION");
    expectRefused(state, 0, { type: "declare", set: "kraken", holders: CRABS_TRUE }, "BAD_ACTION");
  });

  it("CF-13 (edge 11): a card assigned to an opponent is HOLDER_NOT_TEAMMATE and changes nothing", () => {
    const state = table();
    const error = expectRefused(state, 0, declare("crabs", [0, 0, 2, 2, 2, 1]), "HOLDER_NOT_TEAMMATE");
    expect(error.ruleId).toBe("CF-13");
  });

  it("CF-16, CF-17: a correct declaration scores for the declarer's team and its six cards leave the game", () => {
    const state = table();
    const events = cuttlefish.apply(state, 0, declare("crabs", CRABS_TRUE));
    expect(events[0]).toMatchObject({ type: "declare", set: "crabs", correct: true, result: "A" });
    expect(state.handCount).toEqual([1, 2, 0, 0, 1, 2]);
    const view = cuttlefish.view(state, 3);
    expect(view.sets[0]).toEqual({ set: "crabs", status: "A", declarer: 0 });
    expect(view.score).toEqual([1, 0]);
    expect(view.log.at(-1)).toMatchObject({
      kind: "declare",
      claimed: CRABS_TRUE,
      actual: CRABS_TRUE,
      result: "A",
    });
    expectRefused(state, 0, declare("crabs", CRABS_TRUE), "SET_NOT_LIVE");
  });

  it("CF-16 (edge 12): wrong holders all on the declarer's team are a forfeit; under strict the opponents score", () => {
    const wrong = [0, 0, 2, 2, 4, 2];
    const state = table();
    cuttlefish.apply(state, 0, declare("crabs", wrong));
    expect(state.setStatus[0]).toBe(3);
    expect(cuttlefish.view(state, null).log.at(-1)).toMatchObject({ result: "forfeit", actual: CRABS_TRUE });
    const strict = table({ strictDeclarations: true });
    cuttlefish.apply(strict, 0, declare("crabs", wrong));
    expect(cuttlefish.view(strict, null).sets[0].status).toBe("B");
  });

  it("CF-16 (edge 13): one card with an opponent scores for the opponents, whatever the rest", () => {
    const state = table();
    // goldfish-1 with seat 0, goldfish-4 with 4 are right; 2, 3, 5, 6 are with team B.
    cuttlefish.apply(state, 0, declare("goldfish", [0, 0, 0, 0, 4, 4]));
    expect(cuttlefish.view(state, null).sets[1]).toEqual({ set: "goldfish", status: "B", declarer: 0 });
  });

  it("CF-14 (edge 10): a 0-card player may declare in play under anytime", () => {
    const state = table();
    expect(state.handCount[3]).toBe(0);
    expect(cuttlefish.activeSeats(state)).toContain(3);
    cuttlefish.apply(state, 3, declare("goldfish", [1, 1, 1, 5, 5, 5]));
    expect(state.setStatus[1]).toBe(1); // team A scores: seat 4 holds goldfish-4
    expect(state.turn).toBe(0);
  });

  it("CF-14 (edge 10): under ownTurn a 0-card player's declaration is DECLARE_NOT_ALLOWED_NOW", () => {
    const state = table({ declarationTiming: "ownTurn" });
    expect(cuttlefish.activeSeats(state)).toEqual([0]);
    expect(
      expectRefused(state, 3, declare("goldfish", [1, 1, 1, 5, 5, 5]), "DECLARE_NOT_ALLOWED_NOW").ruleId,
    ).toBe("CF-14");
    expectRefused(state, 2, declare("crabs", CRABS_TRUE), "DECLARE_NOT_ALLOWED_NOW");
    expect(cuttlefish.legalActions(state, 2)).toEqual([]);
  });

  it("CF-14: the poll asks each other seat in turn from the turn-holder's left; only the polled seat passes", () => {
    const state = table();
    expect(cuttlefish.activeSeats(state)).toEqual([1, 2, 3, 4, 5, 0]);
    expect(cuttlefish.legalActions(state, 1)[0]).toEqual(pass);
    expect(cuttlefish.legalActions(state, 2).some((a) => a.type === "pass")).toBe(false);
    expect(expectRefused(state, 2, pass, "NOT_YOUR_TURN").ruleId).toBe("CF-14");
    expectRefused(state, 0, pass, "NOT_YOUR_TURN");
    cuttlefish.apply(state, 1, pass);
    cuttlefish.apply(state, 2, pass);
    // The runner asks seat 3 next; seats 1 and 2 stay listed: they may still declare.
    expect(cuttlefish.activeSeats(state)).toEqual([3, 4, 5, 0, 1, 2]);
    passAll(state);
    expect(cuttlefish.activeSeats(state)).toEqual([0, 1, 2, 3, 4, 5]);
    expectRefused(state, 1, pass, "NOT_YOUR_TURN");
    // The turn-holder may ask at any moment; the ask reopens the poll.
    cuttlefish.apply(state, 0, ask(1, "goldfish-2"));
    expect(cuttlefish.activeSeats(state)).toEqual([1, 2, 3, 4, 5, 0]);
  });

  it("CF-14: a seat that passed may still declare before the turn-holder asks", () => {
    const state = table();
    cuttlefish.apply(state, 1, pass);
    cuttlefish.apply(state, 2, pass);
    const legal = cuttlefish.legalActions(state, 2);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => a.type === "declare")).toBe(true);
    expect(legal).toContainEqual(declare("crabs", CRABS_TRUE));
    cuttlefish.apply(state, 2, declare("crabs", CRABS_TRUE));
    expect(state.setStatus[0]).toBe(1);
    expect(state.turn).toBe(0);
    // After a declaration the poll restarts from the turn-holder's left.
    expect(state.pollQueue).toEqual([1, 2, 3, 4, 5]);
    expect(cuttlefish.activeSeats(state)).toEqual([1, 2, 3, 4, 5, 0]);
    // Even after the whole poll has passed, before the turn-holder acts.
    passAll(state);
    expect(cuttlefish.activeSeats(state)[0]).toBe(0);
    cuttlefish.apply(state, 5, declare("goldfish", [1, 1, 1, 5, 5, 5]));
    expect(state.setStatus[1]).toBe(1); // seat 0 and 4 hold goldfish: team A scores
  });

  it("CF-14: a non-polled seat may declare at any moment of play", () => {
    const state = table();
    expect(cuttlefish.activeSeats(state)[0]).toBe(1);
    // Seat 4 has not been polled yet: it is listed, with its declarations and no pass.
    expect(cuttlefish.activeSeats(state)).toContain(4);
    const legal = cuttlefish.legalActions(state, 4);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => a.type === "declare")).toBe(true);
    cuttlefish.apply(state, 4, declare("crabs", CRABS_TRUE));
    expect(state.setStatus[0]).toBe(1);
    expect(state.pollQueue).toEqual([1, 2, 3, 4, 5]);
    // The turn-holder, too, may declare while the poll is open; so may the 0-card seat 3.
    cuttlefish.apply(state, 3, declare("goldfish", [1, 1, 1, 5, 5, 5]));
    expect(state.setStatus[1]).toBe(1);
  });

  it("CF-14: a seat whose knowledge rules out every live set is still offered one declaration", () => {
    // Only goldfish is live; seat 0 wins goldfish-2 by a public hit, so team B knows a card is with A.
    const state = position(6, {
      hands: {
        0: cards("goldfish", 1),
        1: cards("goldfish", 2, 3),
        2: cards("goldfish", 4),
        3: cards("goldfish", 5),
        4: [],
        5: cards("goldfish", 6),
      },
      resolved: onlyLive("goldfish"),
      dealer: 5,
    });
    cuttlefish.apply(state, 0, ask(1, "goldfish-2"));
    expect(state.turn).toBe(0);
    expect(cuttlefish.legalActions(state, 3)).toEqual([declare("goldfish", [3, 3, 3, 3, 3, 3])]);
    for (const seat of cuttlefish.activeSeats(state))
      expect(cuttlefish.legalActions(state, seat).length).toBeGreaterThan(0);
    cuttlefish.apply(state, 3, declare("goldfish", [3, 3, 3, 3, 3, 3]));
    expect(state.setStatus[1]).toBe(1); // team A holds goldfish-1, -2 and -4: A scores
  });

  it("CF-14, CF-19 (edge 26): under ownTurn the turn-holder declares, keeps the turn and asks again", () => {
    const state = table({ declarationTiming: "ownTurn" });
    cuttlefish.apply(state, 0, declare("crabs", CRABS_TRUE));
    expect(state.turn).toBe(0);
    expect(state.phase).toBe("play");
    cuttlefish.apply(state, 0, ask(1, "goldfish-2"));
    expect(state.owner[7]).toBe(0);
  });

  it("CF-15 (edge 24): a declaration chosen before an ask moved one of its cards is STALE_STATE and changes nothing", () => {
    const state = table();
    const version = cuttlefish.view(state, 5).version;
    cuttlefish.apply(state, 0, ask(1, "goldfish-2"));
    const error = expectRefused(
      state,
      5,
      { ...declare("goldfish", [1, 1, 1, 5, 5, 5]), version },
      "STALE_STATE",
    );
    expect(error.ruleId).toBe("CF-15");
    const current = cuttlefish.view(state, 5).version;
    expect(current).toBe(version + 1);
    cuttlefish.apply(state, 1, { type: "pass", version: current });
    expect(state.pollQueue).not.toContain(1);
  });

  it("CF-16, CF-17: a declaration reveals the true holders to every seat", () => {
    const state = table();
    cuttlefish.apply(state, 5, declare("goldfish", [1, 1, 1, 3, 5, 5]));
    for (const seat of [null, 0, 2, 5]) {
      expect(cuttlefish.view(state, seat).log.at(-1)).toMatchObject({
        kind: "declare",
        declarer: 5,
        claimed: [1, 1, 1, 3, 5, 5],
        actual: [0, 1, 1, 4, 5, 5],
        result: "A",
      });
    }
  });
});

describe("the 4-player Pile", () => {
  // Seats 0, 2 team A; 1, 3 team B; seat 0 has the turn. Claim: 1-2 with 0, 3-4 with the Pile, 5-6 with 2.
  const claim = [0, 0, -1, -1, 2, 2];
  function pileTable(
    seahorse: Record<number, number[]>,
    pile: number[],
    options: Record<string, unknown> = {},
  ) {
    const hands: Record<number, string[]> = {
      0: [],
      1: cards("crabs", 1, 2, 3),
      2: cards("crabs", 4, 5, 6),
      3: [],
    };
    for (const [seat, ns] of Object.entries(seahorse))
      hands[Number(seat)] = [...(hands[Number(seat)] ?? []), ...cards("seahorse", ...ns)];
    return position(
      4,
      { hands, pile: cards("seahorse", ...pile), resolved: onlyLive("crabs", "seahorse"), dealer: 3 },
      options,
    );
  }

  it("CF-18 (edge 14): the Pile counts as the declarer's teammate; a correct Pile claim scores", () => {
    const state = pileTable({ 0: [1, 2], 2: [5, 6] }, [3, 4]);
    cuttlefish.apply(state, 0, declare("seahorse", claim));
    expect(cuttlefish.view(state, null).sets[5].status).toBe("A");
    expect(state.pileCount).toBe(0);
  });

  it("CF-18 (edge 14): an all-Pile claim is correct when all six are there", () => {
    const state = pileTable({ 0: [] }, [1, 2, 3, 4, 5, 6]);
    cuttlefish.apply(state, 1, declare("seahorse", [-1, -1, -1, -1, -1, -1]));
    expect(cuttlefish.view(state, null).sets[5].status).toBe("B");
  });

  it("CF-18 (edge 14): a mix-up between declarer, partner and Pile is a forfeit; under strict the opponents score", () => {
    const truth = { 0: [1, 2], 2: [4, 6] };
    const state = pileTable(truth, [3, 5]);
    cuttlefish.apply(state, 0, declare("seahorse", claim));
    expect(cuttlefish.view(state, null).sets[5].status).toBe("forfeit");
    const strict = pileTable(truth, [3, 5], { strictDeclarations: true });
    cuttlefish.apply(strict, 0, declare("seahorse", claim));
    expect(cuttlefish.view(strict, null).sets[5].status).toBe("B");
  });

  it("CF-18 (edge 14): one card with an opposing player scores for the opponents", () => {
    const state = pileTable({ 0: [1, 2], 1: [4], 2: [5, 6] }, [3]);
    cuttlefish.apply(state, 0, declare("seahorse", claim));
    expect(cuttlefish.view(state, null).sets[5].status).toBe("B");
  });

  it("CF-18: the Pile is never asked and never holds the turn; either team may assign cards to it", () => {
    const state = pileTable({ 0: [1, 2], 2: [5, 6] }, [3, 4]);
    expect(cuttlefish.legalActions(state, 0).some((a) => a.type === "ask" && a.target < 0)).toBe(false);
    expect(
      cuttlefish.legalActions(state, 1).some((a) => a.type === "declare" && a.holders.includes(-1)),
    ).toBe(true);
  });
});

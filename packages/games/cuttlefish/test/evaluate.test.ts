import { Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { normalBot } from "../src/bot.js";
import { SET_NAMES } from "../src/cards.js";
import { evaluate } from "../src/evaluate.js";
import { cards, cuttlefish, onlyLive, optionsFor, position } from "./helpers.js";

const ALL = SET_NAMES;

/** Sets `won` resolved for A and `lost` for B; every other set live, dealt at random. */
function scored(won: number, lost: number) {
  const resolved: Record<string, string> = {};
  ALL.slice(0, won).forEach((set) => {
    resolved[set] = "A";
  });
  ALL.slice(won, won + lost).forEach((set) => {
    resolved[set] = "B";
  });
  return cuttlefish.setup(
    optionsFor(6, { deal: { seats: [null, null, null, null, null, null], resolved } }),
    "eval",
  );
}

describe("section 9 (search): evaluate, the team's chance to win from a full state", () => {
  it("CF-28: a finished game is worth 1 to the winning team, 0 to the losers, 1/2 in a draw", () => {
    const won = position(6, { hands: { 0: cards("crabs", 1, 2, 3, 4, 5, 6) }, resolved: onlyLive("crabs") });
    won.setStatus[1] = 1; // goldfish to A: A leads 1-0 with one live set
    won.phase = "over";
    expect(evaluate(won, 0)).toBe(1);
    expect(evaluate(won, 3)).toBe(0);
    won.setStatus[1] = 3;
    expect(evaluate(won, 0)).toBe(0.5);
  });

  it("CF-28: more sets won is worth more, and a lead larger than the live sets is a sure win", () => {
    const values = [0, 1, 2, 3, 4].map((won) => evaluate(scored(won, 0), 0));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]);
    // 5 sets won, 4 live: even losing every live set, A wins.
    expect(evaluate(scored(5, 0), 0)).toBe(1);
    expect(evaluate(scored(0, 5), 0)).toBe(0);
  });

  it("CF-3: the two teams' chances add up to 1 (a draw counting half for each)", () => {
    const rng = new Rng("evaluate-symmetry");
    const state = cuttlefish.setup(optionsFor(6), "symmetry");
    const bots = Array.from({ length: 6 }, () => normalBot());
    for (let step = 0; cuttlefish.outcome(state) === null; step++) {
      if (step % 7 === 0) {
        for (let seat = 0; seat < 6; seat++) {
          const value = evaluate(state, seat);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
          expect(value + evaluate(state, (seat + 1) % 6)).toBeCloseTo(1, 12);
          expect(value).toBe(evaluate(state, (seat + 2) % 6));
        }
      }
      const seat = cuttlefish.activeSeats(state)[0];
      const legal = cuttlefish.legalActions(state, seat);
      cuttlefish.apply(
        state,
        seat,
        bots[seat].choose({ view: cuttlefish.view(state, seat), seat, legal, rng }),
      );
    }
  });

  it("CF-10: a set one team holds entirely is nearly won (the others cannot ask for its cards)", () => {
    const live = onlyLive("crabs", "goldfish", "jellyfish");
    const mate = position(6, {
      hands: {
        0: [...cards("crabs", 1, 2, 3), ...cards("goldfish", 1)],
        2: [...cards("crabs", 4, 5, 6), ...cards("jellyfish", 1)],
      },
      resolved: live,
    });
    const split = position(6, {
      hands: {
        0: [...cards("crabs", 1, 2, 3), ...cards("goldfish", 1)],
        1: [...cards("crabs", 4, 5, 6), ...cards("jellyfish", 1)],
      },
      resolved: live,
    });
    expect(evaluate(mate, 0)).toBeGreaterThan(evaluate(split, 0));
    expect(evaluate(mate, 0)).toBeGreaterThan(0.5);
  });
});

// §7 invariants over seeded random games (fast-check over seeds, player counts and modes).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DECK_SIZE } from "../src/cards.js";
import { game } from "./helpers.js";
import { walkGame } from "./walk.js";

const players = fc.constantFrom(2, 3, 4, 5);
const modes = fc.constantFrom("choice" as const, "lowest" as const, "none" as const);

describe("§7 invariants", () => {
  it("§7: hands + table + round pile + discard = 52 cards, each once, at every step", () => {
    fc.assert(
      fc.property(players, fc.integer(), modes, fc.boolean(), (n, seed, mode, second) => {
        walkGame(n, seed, mode, second, (state) => {
          const census = game.cardCensus(state);
          expect(Object.keys(census)).toHaveLength(DECK_SIZE);
          expect(Object.values(census).every((count) => count === 1)).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("§7, TDC-20, TDC-29: hand sizes do not change through the exchange or a table swap", () => {
    fc.assert(
      fc.property(players, fc.integer(), modes, (n, seed, mode) => {
        let checked = false;
        walkGame(
          n,
          seed,
          mode,
          true,
          (state) => {
            // Once the exchange is over (returns under choice are pending until then), all hands are full.
            if (state.phase === "play" && !checked)
              expect(new Set(state.hands.map((h) => h.length)).size).toBe(1);
            checked = state.phase === "play";
          },
          ({ state, action, before }) => {
            if (action.type === "tableSwap") {
              expect(state.hands.map((h) => h.length)).toEqual(before.hands.map((h) => h.length));
            }
          },
        );
      }),
      { numRuns: 60 },
    );
  });

  it("§7, TDC-27, TDC-32: places form a permutation of 1..n and a game's points sum to n(n-1)/2", () => {
    fc.assert(
      fc.property(players, fc.integer(), modes, fc.boolean(), (n, seed, mode, second) => {
        const end = walkGame(n, seed, mode, second, () => {});
        const outcome = game.outcome(end);
        expect(outcome?.places.slice().sort()).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        expect(outcome?.scores?.reduce((a, b) => a + b, 0)).toBe((n * (n - 1)) / 2);
        expect(outcome?.endedByCap).toBe(false);
      }),
      { numRuns: 80 },
    );
  });

  it("§7 termination bound: every game ends well within the 1,000-action cap (at most about 630 actions)", () => {
    fc.assert(
      fc.property(players, fc.integer(), (n, seed) => {
        let steps = 0;
        walkGame(n, seed, "choice", true, () => steps++);
        expect(steps).toBeLessThan(630);
      }),
      { numRuns: 60 },
    );
  });

  it("§7, TDC-14, TDC-16: the turn always belongs to a player in round; locked and matchOrSkip never fall to the last player", () => {
    fc.assert(
      fc.property(players, fc.integer(), (n, seed) => {
        walkGame(n, seed, "choice", false, (state) => {
          if (state.phase !== "play") return;
          expect(state.inRound & (1 << state.turn)).not.toBe(0);
          expect(state.hands[state.turn].length).toBeGreaterThan(0);
          if (state.locked || state.match) expect(state.pileSeats.at(-1)).not.toBe(state.turn);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("§4: apply is deterministic and clone / JSON round trip give equivalent states", () => {
    fc.assert(
      fc.property(players, fc.integer(), (n, seed) => {
        walkGame(
          n,
          seed,
          "choice",
          true,
          () => {},
          ({ state, seat, action, before }) => {
            const copy = JSON.parse(JSON.stringify(before));
            game.apply(copy, seat, action);
            expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
            expect(JSON.stringify(game.clone(state))).toBe(JSON.stringify(state));
          },
        );
      }),
      { numRuns: 30 },
    );
  });
});

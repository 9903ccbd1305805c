// Invariants under seeded random play (fast-check chooses seeds and option sets).

import { Rng, resolveOptions } from "@houserules/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROW_CAPACITY } from "../src/state.js";
import { game } from "./helpers.js";

describe("invariants", () => {
  it("CP-11/CP-13/CP-110/CP-121: rows ≤3, hands ≤8, Stacks ≤5, census constant, every game ends", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom("basic", "referenceBase"),
        fc.string({ maxLength: 8 }),
        (players, preset, seed) => {
          const state = game.setup(resolveOptions(game, { players, preset }), seed);
          const census = game.cardCensus(state);
          const rng = new Rng(seed);
          let steps = 0;
          while (game.outcome(state) === null) {
            const seat = game.activeSeats(state)[0];
            game.apply(state, seat, rng.pick(game.legalActions(state, seat)));
            for (const p of state.players) {
              expect(p.hand.length).toBeLessThanOrEqual(8);
              for (const row of p.rows) expect(row.length).toBeLessThanOrEqual(ROW_CAPACITY);
              expect(p.stack.length + p.attach.flat().flat().length).toBeLessThanOrEqual(5);
              if (state.round < 3) expect(p.rows[2].length).toBe(0);
            }
            steps++;
          }
          expect(game.cardCensus(state)).toEqual(census);
          expect(state.round).toBeLessThanOrEqual(state.cfg.roundCap);
          expect(steps).toBeLessThan(game.maxActions);
        },
      ),
      { numRuns: 25, seed: 7 },
    );
  });

  it("CP-90/CP-62: three and five teams play to the end; a whole team shares its place", () => {
    for (const [players, teams] of [
      [6, 3],
      [9, 3],
      [10, 5],
    ]) {
      for (let g = 0; g < 3; g++) {
        const options = resolveOptions(game, {
          players,
          options: { teams, presence: true, stack: true, panic: true },
        });
        const state = game.setup(options, `teams-${players}-${g}`);
        const census = game.cardCensus(state);
        const rng = new Rng(`teams-${g}`);
        while (game.outcome(state) === null) {
          const seat = game.activeSeats(state)[0];
          game.apply(state, seat, rng.pick(game.legalActions(state, seat)));
        }
        const outcome = game.outcome(state)!;
        expect(game.cardCensus(state)).toEqual(census);
        for (let s = 0; s < players; s++) expect(outcome.places[s]).toBe(outcome.places[s % teams]);
        expect(outcome.teams?.length).toBe(teams);
      }
    }
  });

  it("CP-52: nobody is ever attacked by more than two different players between their turns", () => {
    const state = game.setup(resolveOptions(game, { players: 6, preset: "basic" }), "limit");
    const rng = new Rng("limit");
    while (game.outcome(state) === null) {
      const seat = game.activeSeats(state)[0];
      game.apply(state, seat, rng.pick(game.legalActions(state, seat)));
      for (const p of state.players) expect(p.attackedBy.length).toBeLessThanOrEqual(2);
    }
  });
});

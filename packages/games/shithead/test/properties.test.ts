// Seeded random playouts guarding invariants: conservation (SH-3), hidden cards never in views
// (SH-1/SH-2), every listed action applies (SH-10), termination (SH-82).

import { Rng, resolveOptions } from "@houserules/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ShState } from "../src/index.js";
import { shithead } from "./helpers.js";

function hiddenIds(s: ShState, seat: number): string[] {
  const out: string[] = [];
  for (const st of s.stocks) for (const c of st) out.push(s.ids[c]);
  s.hands.forEach((h, p) => {
    if (p !== seat) for (const c of h) if (s.known[c] === 0) out.push(s.ids[c]);
  });
  s.bottom.forEach((b, p) => {
    b.forEach((c, k) => {
      if (c >= 0 && s.faceUp[p][k] === 0) out.push(s.ids[c]);
    });
  });
  for (const c of s.removed) out.push(s.ids[c]);
  return out;
}

describe("invariants under random play", () => {
  it("SH-1/SH-2/SH-10/SH-82: cards are conserved, views hide hidden cards, listed actions apply, games end", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...shithead.presets.map((p) => p.id)),
        fc.integer({ min: 2, max: 4 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        (preset, players, seed) => {
          const o = resolveOptions(shithead, { players, preset });
          const s = shithead.setup(o, seed);
          const census = shithead.cardCensus(s);
          const rng = new Rng(seed);
          let steps = 0;
          while (shithead.outcome(s) === null) {
            const seat = shithead.activeSeats(s)[0];
            const legal = shithead.legalActions(s, seat);
            expect(legal.length).toBeGreaterThan(0);
            if (steps % 7 === 0) {
              for (let p = 0; p < players; p++) {
                const json = JSON.stringify(shithead.view(s, p));
                for (const id of hiddenIds(s, p)) expect(json).not.toContain(id);
              }
              const probe = legal[rng.int(legal.length)];
              shithead.apply(shithead.clone(s), seat, JSON.parse(JSON.stringify(probe)));
            }
            shithead.apply(s, seat, legal[rng.int(legal.length)]);
            steps++;
            expect(steps).toBeLessThan(shithead.maxActions);
          }
          expect(shithead.cardCensus(s)).toEqual(census);
        },
      ),
      { numRuns: 14, seed: 7 },
    );
  });
});

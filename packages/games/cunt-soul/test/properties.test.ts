import { Rng, resolveOptions } from "@houserules/engine";
import { runConformance } from "@houserules/engine/conformance";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { Phase } from "../src/state.js";

/** Field-card combinations forced through a custom deal (seat i gets fields[i]). */
const FIELD_SPREADS = [
  ["7H", "KH", "8C", "JD"],
  ["3S", "9C", "QH", "JK"],
  ["6S", "10C", "AH", "5D"],
  ["2S", "4C", "7D", "7C"],
  ["KS", "KD", "8H", "QS"],
];

function fieldDeal(fields: string[], players: number) {
  const used = new Set(fields);
  const pool = [
    "2D",
    "3D",
    "4D",
    "5H",
    "6D",
    "9D",
    "10D",
    "JC",
    "QC",
    "3C",
    "4S",
    "5C",
    "2H",
    "4H",
    "9H",
    "10H",
  ].filter((c) => !used.has(c));
  const seats = Array.from({ length: Math.min(players, 4) }, (_, i) => ({
    field: fields[i],
    faceUp: pool.slice(i * 3, i * 3 + 3),
  }));
  return { seats };
}

function playout(preset: string, players: number, seed: string, fields?: string[]) {
  const deal = fields ? fieldDeal(fields, players) : undefined;
  const options = resolveOptions(cuntSoul, { players, preset, options: deal ? { deal } : {} });
  const s = cuntSoul.setup(options, seed);
  const census = cuntSoul.cardCensus(s);
  const rng = new Rng(`${seed}/chooser`);
  let steps = 0;
  while (cuntSoul.outcome(s) === null) {
    const active = cuntSoul.activeSeats(s);
    const seat = active[rng.int(active.length)];
    const legal = cuntSoul.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    cuntSoul.apply(s, seat, legal[rng.int(legal.length)]);
    steps++;
    if (s.t.phase !== Phase.SELECT && s.t.phase !== Phase.OVER) {
      // CS-62: the queue always resolves to a player still in the game.
      expect(s.seats[s.t.seat].out).toBe(false);
    }
    expect(steps).toBeLessThan(cuntSoul.maxActions);
  }
  expect(cuntSoul.cardCensus(s)).toEqual(census);
  const out = cuntSoul.outcome(s)!;
  expect([...out.places].sort((a, b) => a - b)).toEqual(Array.from({ length: players }, (_, i) => i + 1));
  return out;
}

describe("seeded playouts", () => {
  it("CS-125: random games always end, conserve cards, and the queue resolves to a player still in", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("V12", "V13", "V11Style"),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (preset, players, seed) => {
          playout(preset, players, `p${seed}`);
        },
      ),
      { numRuns: 12, seed: 7 },
    );
  });

  it("CS-80: games with stacked field abilities end and keep every invariant", () => {
    for (const [i, fields] of FIELD_SPREADS.entries()) {
      for (const preset of ["V12", "V13"]) playout(preset, 4, `f${i}`, fields);
    }
  });
});

describe("conformance kit with forced field-card combinations", () => {
  const combos = [
    ["5S", "6S", "10C", "JD"],
    ["3S", "9C", "QH", "JK"],
    ["7H", "KH", "8C", "AH"],
  ];
  for (const [i, fields] of combos.entries()) {
    it(`CS-80: fields ${fields.join(" ")}: playouts, views, determinize and replays conform`, () => {
      const preset = i === 0 ? "V13" : "V12";
      const options = resolveOptions(cuntSoul, {
        players: 4,
        preset,
        options: { deal: fieldDeal(fields, 4) },
      });
      const report = runConformance(cuntSoul, options, {
        games: 4,
        deepGames: 1,
        legalSample: 4,
        illegalPerStep: 2,
      });
      expect(report.games).toBe(5);
    });
  }
});

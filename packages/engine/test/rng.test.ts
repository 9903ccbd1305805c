import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  nextInt,
  nextUint32,
  Rng,
  type RngState,
  seedRng,
  seedRngSeries,
  shuffleInPlace,
} from "../src/rng.js";

/** Rejection sampling with `%`, as nextInt was first written: seeded games must never change. */
function reference(state: RngState, n: number): number {
  const limit = 0x100000000 - (0x100000000 % n);
  let x = nextUint32(state);
  while (x >= limit) x = nextUint32(state);
  return x % n;
}

describe("seeded RNG (sfc32)", () => {
  it("gives the same sequence for the same seed and a different one for another seed", () => {
    const a = new Rng("42");
    const b = new Rng("42");
    const c = new Rng("43");
    const seqA = Array.from({ length: 8 }, () => a.uint32());
    expect(Array.from({ length: 8 }, () => b.uint32())).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => c.uint32())).not.toEqual(seqA);
  });

  it("seeds exactly as it always has (seeded games and replays never change)", () => {
    expect(seedRng("houserules")).toEqual([-1548209703, 1678721652, 1890898292, 333157569]);
    expect(seedRng("")).toEqual([2095822801, 1717264318, -1610673399, 1262568328]);
    expect(seedRng("g/agent/11")).toEqual([1059852688, -1233051686, 24014795, -1056738255]);
  });

  it("seeds a series (one generator per seat) exactly as seedRng(prefix + k)", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), (prefix, count) => {
        const series = seedRngSeries(prefix, count);
        expect(series).toHaveLength(count);
        for (let k = 0; k < count; k++) expect(series[k]).toEqual(seedRng(`${prefix}${k}`));
      }),
    );
  });

  it("keeps its state as four JSON numbers that resume the sequence exactly", () => {
    const state = seedRng("resume");
    nextInt(state, 10);
    const copy = JSON.parse(JSON.stringify(state));
    expect(nextInt(copy, 1000)).toBe(nextInt(state, 1000));
  });

  it("draws integers in range, roughly uniformly", () => {
    const rng = new Rng("uniform");
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });

  it("shuffles to a permutation (Fisher-Yates)", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const shuffled = shuffleInPlace(seedRng(seed), items.slice());
        expect(shuffled.slice().sort()).toEqual(items.slice().sort());
      }),
    );
  });

  it("maps each draw exactly as rejection sampling with % would (seeded games never change)", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 0x100000000 }), (seed, n) => {
        const a = seedRng(seed);
        const b = seedRng(seed);
        for (let i = 0; i < 20; i++) expect(nextInt(a, n)).toBe(reference(b, n));
      }),
    );
  });

  it("maps small bounds (tabled: a multiplication, not a division) exactly as % would", () => {
    // Every bound below 256 (legal lists, shuffles), 400 draws each: exact multiples of the
    // bound, where the product may round below the quotient, come up often for small bounds.
    for (let n = 1; n <= 256; n++) {
      const a = seedRng(`small/${n}`);
      const b = seedRng(`small/${n}`);
      for (let i = 0; i < 400; i++) expect(nextInt(a, n)).toBe(reference(b, n));
    }
  });

  it("refuses a bad bound instead of returning nonsense", () => {
    expect(() => nextInt(seedRng("x"), 0)).toThrow(RangeError);
    expect(() => nextInt(seedRng("x"), 1.5)).toThrow(RangeError);
    expect(() => nextInt(seedRng("x"), -3)).toThrow(RangeError);
    expect(() => nextInt(seedRng("x"), Number.NaN)).toThrow(RangeError);
  });
});

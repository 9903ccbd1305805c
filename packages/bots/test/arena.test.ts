import type { BaseOptions, Bot } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { beatIt, beatItOptions } from "../../engine/test/fixtures/beat-it.js";
import {
  type ArenaEntrant,
  formatArenaReport,
  meanInterval,
  mergeArenaReports,
  runArena,
  seatAssignment,
  wilson,
} from "../src/arena.js";
import { randomBot } from "../src/random.js";

const lowest: ArenaEntrant = {
  label: "lowest",
  make: (): Bot => ({ name: "lowest", choose: ({ legal }) => legal[0] }),
};
const random = { label: "random", make: () => randomBot() };

describe("arena", () => {
  it("rotates seats so every entrant sits everywhere", () => {
    expect(seatAssignment(4, 2, 0)).toEqual([0, 1, 0, 1]);
    expect(seatAssignment(4, 2, 1)).toEqual([1, 0, 1, 0]);
    expect(seatAssignment(3, 3, 2)).toEqual([2, 0, 1]);
  });

  it("gives a Wilson interval around the observed share", () => {
    const { low, high } = wilson(60, 100);
    expect(low).toBeCloseTo(0.502, 2);
    expect(high).toBeCloseTo(0.691, 2);
  });

  it("duplicate-deals whole sets of rotations and counts every seat-game", () => {
    const report = runArena({
      game: beatIt,
      options: beatItOptions(3),
      entrants: [lowest, random],
      games: 10,
      duplicate: true,
    });
    expect(report.games).toBe(12);
    const seats = report.entrants.reduce((n, e) => n + e.seats, 0);
    expect(seats).toBe(36);
    const wins = report.entrants.reduce((n, e) => n + e.wins, 0);
    expect(wins).toBe(12);
    expect(formatArenaReport(report)).toContain("| lowest |");
  });
});

describe("arena lineups", () => {
  it("reports entrants sharing a label together: one against the rest, the interval over games", () => {
    const report = runArena({
      game: beatIt,
      options: beatItOptions(4),
      entrants: [lowest, random, random, random],
      games: 40,
    });
    expect(report.entrants.map((e) => e.label)).toEqual(["lowest", "random"]);
    expect(report.entrants[0].seats).toBe(40);
    const rest = report.entrants[1];
    expect(rest.seats).toBe(120);
    expect(report.entrants[0].fairShare).toBeCloseTo(0.25, 5);
    // Three seats of one entrant are one game's result: the interval counts 40 games, not 120 seats.
    const { low, high } = wilson(rest.winShare * 40, 40);
    expect(rest.low).toBeCloseTo(low, 9);
    expect(rest.high).toBeCloseTo(high, 9);
  });
});

describe("arena limits and timing", () => {
  it("stops after the time limit at the end of a set of seat rotations", () => {
    const report = runArena({
      game: beatIt,
      options: beatItOptions(3),
      entrants: [lowest, random],
      games: 300,
      duplicate: true,
      timeLimitMs: 0,
    });
    expect(report.games).toBe(3);
  });

  it("times only decisions with a choice", () => {
    const report = runArena({
      game: beatIt,
      options: beatItOptions(2),
      entrants: [lowest, random],
      games: 4,
    });
    for (const e of report.entrants) {
      expect(e.decisions).toBeGreaterThan(0);
      expect(e.maxDecisionMs).toBeGreaterThanOrEqual(e.meanDecisionMs);
    }
  });
});

describe("arena shards", () => {
  const run = (shard?: { index: number; count: number }, entrants = [lowest, random]) =>
    runArena({ game: beatIt, options: beatItOptions(3), entrants, games: 21, duplicate: true, shard });
  const results = (report: ReturnType<typeof run>) =>
    report.entrants.map(({ label, seats, wins, winShare, low, high, fairShare, meanPlace }) => ({
      label,
      seats,
      wins,
      winShare,
      low,
      high,
      // Sums of thirds, added in another order: equal to the last few bits.
      fairShare: fairShare.toFixed(9),
      meanPlace,
    }));

  it("splits the deal sets between shards, and the merged shards are the whole run", () => {
    const whole = run();
    const parts = [0, 1, 2].map((index) => run({ index, count: 3 }));
    // 7 deals of 3 rotations: shards of 3, 2 and 2 deals.
    expect(parts.map((p) => p.games)).toEqual([9, 6, 6]);
    const merged = mergeArenaReports([parts[2], parts[0], parts[1]]);
    expect(merged.games).toBe(whole.games);
    expect(merged.shards).toEqual({ indices: [0, 1, 2], count: 3 });
    expect(results(merged)).toEqual(results(whole));
    expect(formatArenaReport(merged)).toContain("all 3 shards");
    expect(formatArenaReport(parts[1])).toContain("shard 2 of 3");
  });

  it("merges a run extended with another seed run by run: the deals of both, each run's shards listed", () => {
    const seeded = (seed: string, shard?: { index: number; count: number }) =>
      runArena({
        game: beatIt,
        options: beatItOptions(3),
        entrants: [lowest, random],
        games: 21,
        duplicate: true,
        seed,
        shard,
      });
    const first = seeded("first");
    const second = [0, 1].map((index) => seeded("second", { index, count: 2 }));
    const merged = mergeArenaReports([second[1], first, second[0]]);
    expect(merged.games).toBe(42);
    expect(merged.seed).toBe("second+first");
    expect(merged.runs).toEqual([
      { seed: "second", shards: { indices: [0, 1], count: 2 } },
      { seed: "first", shards: { indices: [0], count: 1 } },
    ]);
    const secondWhole = mergeArenaReports(second);
    merged.entrants.forEach((e, i) => {
      expect(e.wins).toBe(first.entrants[i].wins + secondWhole.entrants[i].wins);
      expect(e.byDeal.deals).toBe(14);
    });
    expect(formatArenaReport(merged)).toContain("2 runs: seed second, all 2 shards; seed first, whole");
    // A run's shards still merge within their own seed only, and a merged report is not merged again.
    expect(() => mergeArenaReports([second[0], second[0], first])).toThrow(/shard 1\/2 appears twice/);
    expect(() => mergeArenaReports([merged, first])).toThrow(/not merged again/);
  });

  it("refuses to merge a shard twice, shards of different runs, or nothing; refuses a shard that does not exist", () => {
    const first = run({ index: 0, count: 2 });
    expect(() => mergeArenaReports([first, first])).toThrow(/shard 1\/2 appears twice/);
    const otherLineup = run({ index: 1, count: 2 }, [random, lowest]);
    expect(() => mergeArenaReports([first, otherLineup])).toThrow(/not shards of one run/);
    expect(() => mergeArenaReports([first, run({ index: 1, count: 3 })])).toThrow(/not shards of one run/);
    expect(() => mergeArenaReports([])).toThrow(/nothing to merge/);
    expect(() => run({ index: 2, count: 2 })).toThrow(/shard 3\/2 does not exist/);
  });
});

describe("arena series", () => {
  /** beatIt played in series that the game ends after its third game; records each game's number. */
  function serialBeatIt() {
    const games: number[] = [];
    let current = 1;
    const game = {
      ...beatIt,
      setup(options: BaseOptions, seed: string) {
        current = (options as { game?: number }).game ?? 1;
        games.push(current);
        return beatIt.setup(options, seed);
      },
      nextGameOptions: () => (current < 3 ? { ...beatItOptions(2), game: current + 1 } : null),
    };
    return { game, games };
  }

  it("plays each deal as a series on the carried-over options, and ends a series when the game does", () => {
    const { game, games } = serialBeatIt();
    const report = runArena({
      game,
      options: beatItOptions(2),
      entrants: [lowest, random],
      games: 8,
      duplicate: true,
      series: 4,
    });
    // One deal, 2 rotations, each a series the game ends after 3 of the 4 games asked.
    expect(games).toEqual([1, 2, 3, 1, 2, 3]);
    expect(report.games).toBe(6);
    expect(report.series).toBe(4);
    expect(report.entrants.map((e) => e.byDeal.deals)).toEqual([1, 1]);
    expect(formatArenaReport(report)).toContain("6 games in series of 4 (duplicate deals)");
  });

  it("counts a deal set as the series of every rotation, in shards too; merges only runs of one series length", () => {
    const run = (series: number, shard?: { index: number; count: number }) =>
      runArena({
        ...serialBeatIt(),
        options: beatItOptions(2),
        entrants: [lowest, random],
        games: 12,
        duplicate: true,
        series,
        shard,
      });
    const whole = run(3);
    expect(whole.games).toBe(12);
    const parts = [run(3, { index: 0, count: 2 }), run(3, { index: 1, count: 2 })];
    expect(parts.map((p) => p.games)).toEqual([6, 6]);
    expect(mergeArenaReports(parts).entrants.map((e) => e.wins)).toEqual(whole.entrants.map((e) => e.wins));
    expect(() => mergeArenaReports([parts[0], run(2, { index: 1, count: 2 })])).toThrow(
      /not shards of one run/,
    );
  });

  it("refuses series for a game whose games do not carry over, and a series that is not a whole number of games", () => {
    const args = { game: beatIt, options: beatItOptions(2), entrants: [lowest, random], games: 4 };
    expect(() => runArena({ ...args, series: 2 })).toThrow(/beat-it is not played in series/);
    expect(() => runArena({ ...args, game: serialBeatIt().game, series: 0 })).toThrow(/series of 0 games/);
  });
});

describe("arena interval by deal", () => {
  it("takes each deal's share as one sample: deals split evenly leave no spread", () => {
    expect(meanInterval(3, 1.5, 0.75)).toEqual({ low: 0.5, high: 0.5 });
    const spread = meanInterval(8, 4, 4); // samples 0, 1, 0, 1, ...: sample variance 2/7
    expect(spread.low).toBeCloseTo(0.5 - 1.959964 * Math.sqrt(2 / 7 / 8), 9);
    expect(spread.high).toBeCloseTo(0.5 + 1.959964 * Math.sqrt(2 / 7 / 8), 9);
    expect(meanInterval(1, 1, 1)).toEqual({ low: 0, high: 1 });
  });

  it("is the interval of the mean of the deals' shares, also across merged shards", () => {
    const deals = 8;
    const run = (shard?: { index: number; count: number }) =>
      runArena({
        game: beatIt,
        options: beatItOptions(2),
        entrants: [lowest, random],
        games: deals * 2,
        duplicate: true,
        shard,
      });
    // One shard per deal: each shard's win share is that deal's share.
    const perDeal = Array.from(
      { length: deals },
      (_, index) => run({ index, count: deals }).entrants[0].winShare,
    );
    const sum = perDeal.reduce((a, b) => a + b, 0);
    const squares = perDeal.reduce((a, b) => a + b * b, 0);
    const expected = meanInterval(deals, sum, squares);
    const whole = run().entrants[0];
    expect(whole.byDeal.deals).toBe(deals);
    expect(whole.byDeal.low).toBeCloseTo(expected.low, 9);
    expect(whole.byDeal.high).toBeCloseTo(expected.high, 9);
    expect(sum / deals).toBeCloseTo(whole.winShare, 9);
    const merged = mergeArenaReports([run({ index: 0, count: 2 }), run({ index: 1, count: 2 })]).entrants[0];
    expect(merged.byDeal.low).toBeCloseTo(expected.low, 9);
    expect(merged.byDeal.high).toBeCloseTo(expected.high, 9);
  });
});

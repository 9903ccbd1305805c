import type { Bot } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { beatIt, beatItOptions } from "../../engine/test/fixtures/beat-it.js";
import { type ArenaEntrant, formatArenaReport, runArena, seatAssignment, wilson } from "../src/arena.js";
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

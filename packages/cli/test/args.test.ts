import { describe, expect, it } from "vitest";
import { levelsPerSeat, parseCount, parseLevelList, parseOptionPairs } from "../src/args.js";
import { cli } from "./helpers.js";

describe("argument parsing", () => {
  it("reads --option pairs, keeping values as typed and deal/carry as JSON", () => {
    expect(parseOptionPairs(["handSize=2", "equalBeats=false", 'deal={"first":1}'])).toEqual({
      handSize: "2",
      equalBeats: "false",
      deal: { first: 1 },
    });
    expect(() => parseOptionPairs(["handSize"])).toThrow(/name=value/);
    expect(() => parseOptionPairs(["a=1", "a=2"])).toThrow(/given twice/);
    expect(() => parseOptionPairs(["deal={oops"])).toThrow(/must be JSON/);
  });

  it("reads counts and bot level lists, one level for all or one per seat", () => {
    expect(parseCount("12", "--games")).toBe(12);
    expect(() => parseCount("1.5", "--games")).toThrow(/--games must be a whole number/);
    expect(levelsPerSeat(parseLevelList("normal"), 3)).toEqual(["normal", "normal", "normal"]);
    expect(levelsPerSeat(parseLevelList("normal, random,easy"), 3)).toEqual(["normal", "random", "easy"]);
    expect(() => levelsPerSeat(parseLevelList("normal,random"), 3)).toThrow(/2 levels for 3 seats/);
    expect(() => parseLevelList("normal,,random")).toThrow(/--bots expects/);
  });

  it("exits 1 with one clear line on stderr for a user error, without a stack trace", async () => {
    const unknownGame = await cli(["play", "chess"]);
    expect(unknownGame.code).toBe(1);
    expect(unknownGame.err).toBe('error: UNKNOWN_GAME: unknown game "chess"; games: top-card\n');

    const badOption = await cli(["simulate", "top-card", "--games", "2", "--option", "handSize=7"]);
    expect(badOption.code).toBe(1);
    expect(badOption.err).toMatch(/^error: BAD_OPTION: option handSize must be a whole number from 2 to 3/);
    expect(badOption.err).not.toMatch(/\n\s+at /);

    const badCount = await cli(["simulate", "top-card", "--games", "many"]);
    expect(badCount.code).toBe(1);
    expect(badCount.err).toMatch(/--games must be a whole number of at least 1 \(got "many"\)/);

    const badLevel = await cli(["simulate", "top-card", "--games", "2", "--bots", "godlike"]);
    expect(badLevel.err).toMatch(
      /UNKNOWN_LEVEL: unknown bot level "godlike" for top-card; levels: random, easy, normal, hard, expert/,
    );

    expect((await cli(["dance"])).code).toBe(1);
  });

  it("prints help for every command and exits 0", async () => {
    for (const command of ["list", "play", "simulate", "replay", "engine", "bench"]) {
      const help = await cli([command, "--help"]);
      expect(help.code).toBe(0);
      expect(help.out).toContain(`Usage: houserules ${command}`);
    }
  });

  it("lists games with player counts, presets with status, options with values and defaults", async () => {
    const { code, out } = await cli(["list"]);
    expect(code).toBe(0);
    expect(out).toContain("Top card (top-card)");
    expect(out).toContain("players: 2-4 (offered: 2, 3, 4)");
    expect(out).toContain("strict: Strictly higher [experimental; 2, 3 players] (equalBeats=false)");
    expect(out).toContain("handSize = 2..3 (default 3): cards in hand");
    expect(out).toContain("equalBeats = true | false (default true)");
    expect(out).toContain("bot levels: random, easy, normal, hard, expert");
  });
});

describe("simulate", () => {
  it("--json prints exactly one JSON object with speed, outcome shares and capped games", async () => {
    const { code, out } = await cli([
      "simulate",
      "top-card",
      "--games",
      "30",
      "--players",
      "3",
      "--bots",
      "normal,random,random",
      "--seed",
      "s1",
      "--json",
    ]);
    expect(code).toBe(0);
    expect(out.trimEnd().split("\n")).toHaveLength(1);
    const report = JSON.parse(out);
    expect(report).toMatchObject({ game: "top-card", players: 3, games: 30, seed: "s1", preset: "standard" });
    expect(report.lineup).toEqual(["normal", "random", "random"]);
    for (const key of ["seconds", "gamesPerSecond", "movesPerSecond", "meanMoves", "endedByCap"]) {
      expect(typeof report[key]).toBe("number");
    }
    // The lineup rotates: every seat hosts the normal bot in 10 of the 30 games.
    expect(report.byLevel.normal.games).toBe(30);
    expect(report.byLevel.random.games).toBe(60);
    const levelShares = report.byLevel.normal.winShare + report.byLevel.random.winShare;
    expect(levelShares).toBeCloseTo(1);
    expect(report.bySeat).toHaveLength(3);
    expect(report.bySeat.reduce((sum: number, s: { winShare: number }) => sum + s.winShare, 0)).toBeCloseTo(
      1,
    );
    for (const seat of report.bySeat) expect(seat.meanPlace).toBeGreaterThanOrEqual(1);
  });

  it("is reproducible from its seed and prints a readable table without --json", async () => {
    const run = async () =>
      JSON.parse((await cli(["simulate", "top-card", "--games", "20", "--seed", "r", "--json"])).out);
    const [a, b] = [await run(), await run()];
    expect(a.byLevel).toEqual(b.byLevel);
    expect(a.meanMoves).toBe(b.meanMoves);
    const text = await cli(["simulate", "top-card", "--games", "5", "--seed", "r"]);
    expect(text.out).toMatch(/games\/s/);
    expect(text.out).toMatch(/moves\/s/);
    expect(text.out).toMatch(/mean moves per game: \d/);
    expect(text.out).toMatch(/ended by the termination rule \(action cap\): \d+/);
  });
});

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, scratchDir } from "./helpers.js";

describe("arena", () => {
  it("plays duplicate deals with the lineup in every seat and reports every level once", async () => {
    const { code, out, err } = await cli([
      "arena",
      "top-card",
      "--bots",
      "normal,random",
      "--games",
      "5",
      "--players",
      "2",
      "--duplicate",
      "--json",
    ]);
    expect(code).toBe(0);
    // stdout is exactly the report; a long run's progress goes to stderr.
    const report = JSON.parse(out);
    expect(err).toContain("6/6 games");
    expect(report.games).toBe(6);
    expect(report.entrants.map((e: { label: string }) => e.label)).toEqual(["normal", "random"]);
    expect(report.entrants[0].seats).toBe(6);
    expect(report.entrants[0].low).toBeLessThanOrEqual(report.entrants[0].winShare);
  });

  it("prints a table; refuses an unknown level, and --iterations with --uncapped, before playing", async () => {
    const arena = (...flags: string[]) =>
      cli(["arena", "top-card", "--bots", "hard,random", "--games", "2", ...flags]);
    const table = await arena("--iterations", "20");
    expect(table.code).toBe(0);
    expect(table.out).toContain("| hard |");
    const bad = await cli(["arena", "top-card", "--bots", "godlike,random", "--games", "2"]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/UNKNOWN_LEVEL/);
    const both = await arena("--iterations", "9", "--uncapped");
    expect(both.code).not.toBe(0);
    expect(both.err).toMatch(/--uncapped.*cannot be used with.*--iterations/);
  });

  it("plays each deal as a series with --series, and says so", async () => {
    const arena = (...flags: string[]) =>
      cli(["arena", "top-card", "--bots", "normal,random", "--players", "2", "--duplicate", ...flags]);
    const { code, out, err } = await arena(
      "--games",
      "5",
      "--series",
      "3",
      "--option",
      "seriesLength=5",
      "--json",
    );
    expect(code).toBe(0);
    // One deal: 2 seat rotations, each a series of 3 games.
    expect(err).toContain("6/6 games");
    expect(JSON.parse(out)).toMatchObject({ games: 6, series: 3 });
    // The game's own series length (2 by default here) ends a series first.
    const short = await arena("--games", "6", "--series", "3");
    expect(short.out).toContain("4 games in series of 3 (duplicate deals)");
    expect(short.err).toContain("4 games played of 6 planned");
    const zero = await arena("--games", "6", "--series", "0");
    expect(zero.code).not.toBe(0);
    expect(zero.err).toMatch(/--series/);
  });

  it("plays a run in shards whose merged reports equal the whole run", async () => {
    const lineup = [
      "arena",
      "top-card",
      "--bots",
      "normal,random",
      "--games",
      "10",
      "--players",
      "2",
      "--duplicate",
    ];
    const whole = JSON.parse((await cli([...lineup, "--json"])).out);
    const dir = scratchDir();
    const files = [];
    for (const shard of ["1/2", "2/2"]) {
      const run = await cli([...lineup, "--shard", shard, "--json"]);
      expect(run.code).toBe(0);
      const file = join(dir, `shard-${shard[0]}.json`);
      writeFileSync(file, run.out);
      files.push(file);
    }
    const merged = await cli(["arena-merge", ...files, "--json"]);
    expect(merged.code).toBe(0);
    const report = JSON.parse(merged.out);
    expect(report.games).toBe(10);
    expect(report.entrants.map((e: { wins: number }) => e.wins)).toEqual(
      whole.entrants.map((e: { wins: number }) => e.wins),
    );
    const table = await cli(["arena-merge", ...files]);
    expect(table.out).toContain("all 2 shards");

    const twice = await cli(["arena-merge", files[0], files[0]]);
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(/BAD_REPORT: shard 1\/2 appears twice/);
    const notJson = join(dir, "notes.txt");
    writeFileSync(notJson, "hello");
    expect((await cli(["arena-merge", notJson])).err).toMatch(/BAD_REPORT: .*notes.txt is not JSON/);
    expect((await cli(["arena-merge", join(dir, "missing.json")])).err).toMatch(/BAD_FILE: .*no such file/);
    const badShard = await cli([...lineup, "--shard", "3/2"]);
    expect(badShard.code).not.toBe(0);
    expect(badShard.err).toMatch(/--shard expects K\/N with 1 <= K <= N/);
  });
});

import { describe, expect, it } from "vitest";
import { cli } from "./helpers.js";

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
});

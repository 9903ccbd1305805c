import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { defaultArenaPath } from "../src/arena-report.js";
import { type BenchRow, defaultBenchmarksPath } from "../src/bench.js";
import { runCli } from "../src/program.js";
import { fixtureRegistry } from "./fixtures/top-card.js";
import { cli, scratchDir } from "./helpers.js";

describe("bench", () => {
  it("measures every preset and player count and writes the table with the machine and command", async () => {
    const file = join(scratchDir(), "BENCH.md");
    const { code, out } = await cli(["bench", "--seconds", "0.05", "--out", file]);
    expect(code).toBe(0);
    const written = readFileSync(file, "utf8");
    expect(out).toContain(written);
    const rows = written.split("\n").filter((line) => line.startsWith("| top-card"));
    expect(rows.map((row) => row.split("|").slice(2, 4).join("|").trim())).toEqual([
      "standard | 2",
      "standard | 3",
      "standard | 4",
      "strict (experimental) | 2",
      "strict (experimental) | 3",
    ]);
    expect(written).toMatch(/- Machine: .+ \(\d+ logical cores, one used\)/);
    expect(written).toContain(`- Node.js: ${process.version}`);
    expect(written).toContain(`- Command: \`houserules bench --seconds 0.05 --out ${file}\``);
  });

  it("--game measures only that game, and an unknown game is one clear error", async () => {
    const file = join(scratchDir(), "BENCH-ONE.md");
    const { code } = await cli(["bench", "--seconds", "0.02", "--game", "top-card", "--out", file]);
    expect(code).toBe(0);
    expect(readFileSync(file, "utf8")).toContain("| top-card | standard | 2 |");
    const unknown = await cli(["bench", "--game", "nope", "--out", file]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toContain('UNKNOWN_GAME: unknown game "nope"');
  });

  it("without --game, each game is measured by the fresh-process runner, one after another", async () => {
    const file = join(scratchDir(), "BENCH-FORKED.md");
    const asked: string[] = [];
    const registry = fixtureRegistry();
    const row = (game: string): BenchRow => ({
      game,
      preset: "standard",
      players: 2,
      games: 10,
      moves: 50,
      seconds: 0.5,
      gamesPerSecond: 20,
      movesPerSecond: 100,
      endedByCap: 0,
    });
    let out = "";
    const code = await runCli(["bench", "--seconds", "0.5", "--out", file], {
      registry,
      stdin: new PassThrough(),
      out: { write: (text) => void (out += text) },
      err: { write: () => {} },
      benchmarksPath: file,
      benchGame: async (gameId, seconds) => {
        asked.push(`${gameId} ${seconds}`);
        return [row(gameId)];
      },
    });
    expect(code).toBe(0);
    expect(asked).toEqual(registry.list().map((game) => `${game.id} 0.5`));
    const written = readFileSync(file, "utf8");
    expect(written).toContain("each game in a fresh Node.js process");
    expect(written).toContain("| top-card | standard | 2 | 20 | 100 | 5.0 | 0 of 10 |");
    expect(out).toContain(written);
  });

  it("--rows-json prints the measured rows as JSON (a child's answer) and writes no file", async () => {
    const file = join(scratchDir(), "BENCH-ROWS.md");
    const { code, out } = await cli([
      "bench",
      "--seconds",
      "0.02",
      "--game",
      "top-card",
      "--rows-json",
      "--out",
      file,
    ]);
    expect(code).toBe(0);
    const rows = JSON.parse(out) as BenchRow[];
    expect(rows.map((r) => `${r.game} ${r.preset} ${r.players}`)).toContain("top-card standard 2");
    expect(rows.every((r) => r.games > 0 && r.error === undefined)).toBe(true);
    expect(existsSync(file)).toBe(false);
  });

  it("`npm run bench` and `npm run arena` write into the repository's results/ folder", () => {
    const results = fileURLToPath(new URL("../../../results/", import.meta.url));
    expect(defaultBenchmarksPath()).toBe(join(results, "BENCHMARKS.md"));
    expect(defaultArenaPath()).toBe(join(results, "ARENA.md"));
    expect(existsSync(defaultBenchmarksPath())).toBe(true);
    expect(existsSync(defaultArenaPath())).toBe(true);
  });

  it("childBench measures a real game in a fresh `houserules bench --rows-json` process", async () => {
    // From the build, as `npm run bench` runs it: the child is the main.js beside bench.js, on the
    // real registry (npm test builds first). One game's first warm-up alone takes 4 s.
    const { childBench } = await import("../dist/bench.js");
    const rows = await childBench("cuttlefish", 0.01);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.game === "cuttlefish" && r.games > 0 && r.error === undefined)).toBe(true);
    expect(rows.map((r) => `${r.preset} ${r.players}`)).toContain("original 6");
  }, 60_000);
});

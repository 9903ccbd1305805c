import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
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
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, scratchDir } from "./helpers.js";

describe("cap-rates", () => {
  it("plays normal bots at every preset and player count and writes the share ended by the cap", async () => {
    const file = join(scratchDir(), "cap-rates.md");
    const { code, out } = await cli(["cap-rates", "--games", "3", "--out", file]);
    expect(code).toBe(0);
    expect(out).toContain(`Written to ${file}`);
    const written = readFileSync(file, "utf8");
    expect(written).toContain("- Command: `houserules cap-rates --games 3 --out");
    expect(written).toContain("- Every configuration played.");
    const rows = written.split("\n").filter((line) => /^\| top-card \| \w+ \| \d/.test(line));
    expect(rows.map((row) => row.split("|").slice(2, 5).join("|").trim())).toEqual([
      "standard | 2 | 3",
      "standard | 3 | 3",
      "standard | 4 | 3",
      "strict | 2 | 3",
      "strict | 3 | 3",
    ]);
  });
});

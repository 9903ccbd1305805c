import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { games } from "../src/index.js";

describe("catalog", () => {
  it("registers the games, each with its conformance suite file", () => {
    // conformance/<id>.test.ts, or <id>.partN.test.ts for a game split over several files.
    const suites = readdirSync(new URL("./conformance/", import.meta.url)).map((f) =>
      f.replace(/(\.part\d+)?\.test\.ts$/, ""),
    );
    expect(games.list().length).toBeGreaterThan(0);
    for (const game of games.list()) expect(suites).toContain(game.id);
  });
});

// The CLI's tests lean on the fixture game; the engine's conformance kit checks that it honours
// the contract the real games honour (hidden hands, private draws, custom deals, the cap).

import { resolveOptions } from "@houserules/engine";
import { runConformance } from "@houserules/engine/conformance";
import { describe, expect, it } from "vitest";
import { topCard } from "./fixtures/top-card.js";

describe("the top-card fixture game", () => {
  for (const { preset, players } of [
    { preset: "standard", players: 2 },
    { preset: "standard", players: 4 },
    { preset: "strict", players: 3 },
  ]) {
    it(`passes the conformance kit (${preset}, ${players} players)`, () => {
      const report = runConformance(topCard, resolveOptions(topCard, { preset, players }), {
        games: 200,
        deepGames: 3,
      });
      expect(report.games).toBe(203);
    });
  }
});

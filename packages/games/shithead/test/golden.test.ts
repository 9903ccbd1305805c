// Golden replays, one per preset: each must replay to the same end (rule-change guard).

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkReplayShape, playReplay } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { shithead } from "./helpers.js";

const dir = join(import.meta.dirname, "..", "golden");
const files = readdirSync(dir).filter((f) => f.endsWith(".replay.json"));

describe("golden replays", () => {
  it("has a golden replay for every preset", () => {
    const presets = files.map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")).options.preset);
    expect(presets.sort()).toEqual(shithead.presets.map((p) => p.id).sort());
  });
  for (const file of files) {
    it(`${file} replays to its recorded outcome`, () => {
      const replay = checkReplayShape(JSON.parse(readFileSync(join(dir, file), "utf8")));
      const result = playReplay(shithead, replay);
      expect(result.outcome).toEqual(replay.outcome);
    });
  }
});

// Golden replays: recorded games that must replay to the same end (rule-change guard).

import { readdirSync, readFileSync } from "node:fs";
import { checkReplayShape, playReplay } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { game } from "./helpers.js";

const dir = new URL("../golden/", import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith(".replay.json"));

describe("golden replays", () => {
  it("covers 1v1, 1v1v1 and 2v2", () => {
    expect(files).toEqual(
      expect.arrayContaining(["1v1.replay.json", "1v1v1.replay.json", "2v2.replay.json"]),
    );
  });
  for (const file of files) {
    it(`CP-62/CP-121: ${file} replays to its recorded outcome`, () => {
      const replay = checkReplayShape(JSON.parse(readFileSync(new URL(file, dir), "utf8")));
      const result = playReplay(game, replay);
      expect(result.outcome).toEqual(replay.outcome);
      expect(result.outcome).not.toBeNull();
    });
  }
});

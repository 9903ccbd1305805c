import { readdirSync, readFileSync } from "node:fs";
import { checkReplayShape, playReplay } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuttlefish } from "../src/definition.js";

const dir = new URL("../golden/", import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith(".replay.json"));

describe("golden replays", () => {
  it("CF-27: there are golden games for 4, 6 and 8 players", () => {
    const players = files.map(
      (f) => checkReplayShape(JSON.parse(readFileSync(new URL(f, dir), "utf8"))).options.players,
    );
    expect(new Set(players)).toEqual(new Set([4, 6, 8]));
  });

  for (const file of files) {
    it(`CF-27, CF-28: ${file} replays to its recorded outcome`, () => {
      const replay = checkReplayShape(JSON.parse(readFileSync(new URL(file, dir), "utf8")));
      const result = playReplay(cuttlefish, replay);
      expect(result.outcome).not.toBeNull();
      expect(result.outcome).toEqual(replay.outcome);
    });
  }
});

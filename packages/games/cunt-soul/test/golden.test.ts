import { readdirSync, readFileSync } from "node:fs";
import { checkReplayShape, playReplay } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import type { CsState } from "../src/state.js";

const dir = new URL("../golden/", import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith(".replay.json"));

describe("golden replays", () => {
  it("has golden replays, including stacked field abilities", () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(files.some((f) => f.startsWith("stacked"))).toBe(true);
  });

  for (const file of files) {
    it(`CS-125: ${file} replays to its recorded outcome`, () => {
      const replay = checkReplayShape(JSON.parse(readFileSync(new URL(file, dir), "utf8")));
      const result = playReplay<CsState>(cuntSoul, replay);
      expect(result.outcome).toEqual(replay.outcome);
      expect(result.outcome).not.toBeNull();
      const described = result.events.flatMap((step) =>
        step.events.map((e) => cuntSoul.describeEvent(e, null)),
      );
      expect(described.every((text) => typeof text === "string")).toBe(true);
    });
  }
});

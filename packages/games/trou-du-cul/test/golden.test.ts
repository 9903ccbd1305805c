// Golden replays (golden/*.replay.json): recorded games must replay to the same outcome and the
// same final state. A failure means the rules changed: bump rulesVersion and re-record
// (scripts/record-golden.mjs) only if the change is deliberate.

import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { checkReplayShape, playReplay } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { TdcState } from "../src/state.js";
import { game } from "./helpers.js";

const dir = new URL("../golden/", import.meta.url);
const files = readdirSync(dir).filter((name) => name.endsWith(".replay.json"));

describe("golden replays", () => {
  it("contract: golden recordings exist for 2p, 3p (table swaps), 4p and game 2 (exchange)", () => {
    expect(files.sort()).toEqual([
      "2p-classic.replay.json",
      "3p-table-swaps.replay.json",
      "4p-classic.replay.json",
      "4p-game2-exchange.replay.json",
    ]);
  });

  for (const name of files) {
    it(`contract: ${name} replays to its recorded outcome and final state`, () => {
      const raw = JSON.parse(readFileSync(new URL(name, dir), "utf8"));
      const replay = checkReplayShape(raw);
      expect(replay.outcome).toBeTruthy();
      const result = playReplay<TdcState>(game, replay);
      expect(result.outcome).toEqual(replay.outcome);
      const hash = createHash("sha256").update(JSON.stringify(result.state)).digest("hex");
      expect(hash).toBe(raw.stateHash);
    });
  }

  it("TDC-20: the 3p recording contains table swaps; TDC-29: the game-2 recording contains the exchange returns", () => {
    const read = (name: string) => JSON.parse(readFileSync(new URL(name, dir), "utf8"));
    const types = (name: string) =>
      read(name).actions.map((step: { action: { type: string } }) => step.action.type);
    expect(types("3p-table-swaps.replay.json")).toContain("tableSwap");
    expect(types("4p-game2-exchange.replay.json").slice(0, 2)).toEqual(["returnCards", "returnCards"]);
  });
});

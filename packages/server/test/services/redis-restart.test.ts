// Redis only carries word of changes and short-lived coordination; the log holds the games. A
// Redis that stops and comes back mid-game loses nothing, and play goes on at every process.

import { describe, expect, it } from "vitest";
import { startOwnRedis } from "./own-services.js";
import {
  claimSeat,
  deployment,
  newTable,
  type Player,
  playMoves,
  replayOf,
  startProcess,
  until,
} from "./processes.js";
import { testStore } from "./where.js";

describe("a Redis restart mid-game", () => {
  it("loses no game: the processes reconnect, catch up from the log, and the players finish", async () => {
    const redis = await startOwnRedis();
    try {
      const where = deployment(testStore(), redis.url);
      const one = await startProcess(where);
      const two = await startProcess(where);
      const { code, hostToken } = await newTable(one.url, {
        game: "trou-du-cul",
        seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
      });
      const players: Player[] = [await claimSeat(one.url, code, "Ada"), await claimSeat(two.url, code, "Bo")];
      expect((await players[0].client.send("start", { code, hostToken })).ok).toBe(true);
      await until(() => players.every((p) => p.tracker.number === 1), 30_000, "the deal");

      // Play goes on while Redis is away (moves are written to the log and acknowledged), and the
      // processes catch up with each other once it is back.
      const acknowledged = new Map<number, unknown>();
      const playing = Promise.all(players.map((p) => playMoves(p, code, acknowledged)));
      await until(() => acknowledged.size >= 8 || players[0].tracker.outcome !== null, 60_000, "eight moves");
      await redis.kill();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await redis.start();
      await playing;

      expect(players[0].tracker.outcome).not.toBeNull();
      expect(players[1].tracker.outcome).toEqual(players[0].tracker.outcome);
      expect(players[1].tracker.version).toBe(players[0].tracker.version);
      const replay = await replayOf(two.url, code, 1);
      expect(replay.actions.length).toBe(players[0].tracker.version);
      for (const [version, action] of acknowledged) expect(replay.actions[version].action).toEqual(action);
      for (const player of players) player.client.close();
    } finally {
      await redis.destroy();
    }
  });
});

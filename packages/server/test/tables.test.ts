import { games } from "@houserules/catalog";
import { checkReplayShape, playReplay } from "@houserules/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import { createTable, SeatTracker, TestClient, testServer } from "./harness.js";

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000, messagesPerSecond: 100_000 });
});
afterAll(async () => {
  await server.close();
});

/** Plays the seated client's moves (the first legal one, or random) until the game is over. */
async function playToEnd(
  client: TestClient,
  tracker: SeatTracker,
  code: string,
  seat: number,
  pick = (n: number) => Math.floor(Math.random() * n),
) {
  for (let guard = 0; guard < 20_000 && tracker.outcome === null; guard++) {
    if (tracker.active.includes(seat) && tracker.legal.length > 0) {
      const { action } = tracker.legal[pick(tracker.legal.length)];
      const reply = await client.send("act", {
        code,
        version: tracker.version,
        actionId: `a${tracker.version}`,
        action,
      });
      const expected = ["STALE_STATE", "GAME_OVER"];
      if (!reply.ok && !expected.includes(reply.error?.code ?? ""))
        throw new Error(JSON.stringify(reply.error));
      // Another seat moved first (or ended the game): wait to see it, then choose again.
      const now = reply.error?.version ?? Number.POSITIVE_INFINITY;
      if (!reply.ok) await until(() => tracker.version >= now || tracker.outcome !== null);
      if (reply.ok) await until(() => tracker.version >= reply.version);
    } else {
      const version = tracker.version;
      await until(() => tracker.version > version || tracker.outcome !== null);
    }
  }
}

async function until(test: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe("tables: create, claim, start, play, replay", () => {
  it("refuses a table whose options the game refuses, with the game's own message", async () => {
    const { status, json } = await createTable(server, {
      game: "trou-du-cul",
      seats: [{ kind: "human" }, { kind: "bot", level: "normal" }, { kind: "bot", level: "normal" }],
      options: { cardExchange: "sometimes" },
    });
    expect(status).toBe(400);
    expect(json.error.code).toBe("BAD_OPTION");
    expect(json.error.message).toContain("cardExchange");
  });

  for (const game of games.list()) {
    for (const preset of game.presets) {
      const counts = preset.players ?? game.playerCounts;
      const players = counts[0];
      it(`${game.id} ${preset.id}: a person and random bots play a whole game; the replay reproduces it`, async () => {
        const created = await createTable(server, {
          game: game.id,
          preset: preset.id,
          seats: Array.from({ length: players }, (_, seat) =>
            seat === 0 ? { kind: "human" } : { kind: "bot", level: "random" },
          ),
        });
        expect(created.status, JSON.stringify(created.json)).toBe(201);
        const { code, hostToken } = created.json;
        const client = await new TestClient(server.url).connected();
        const tracker = new SeatTracker(client);
        const claimed = await client.send("claim", { code, name: "Ada" });
        expect(claimed.ok, JSON.stringify(claimed.error)).toBe(true);
        expect(claimed.seat).toBe(0);
        const started = await client.send("start", { code, hostToken });
        expect(started.ok, JSON.stringify(started.error)).toBe(true);
        await until(() => tracker.number === 1);
        await playToEnd(client, tracker, code, 0);
        expect(tracker.outcome).not.toBeNull();
        const response = await fetch(`${server.url}/api/tables/${code}/games/1/replay`);
        expect(response.status).toBe(200);
        const replay = checkReplayShape(await response.json());
        const { outcome } = playReplay(game, replay);
        expect(outcome).toEqual(tracker.outcome);
        client.close();
      });
    }
  }
});

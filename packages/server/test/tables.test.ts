import { games } from "@houserules/catalog";
import { checkReplayShape, playReplay } from "@houserules/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import { createTable, playToEnd, SeatTracker, TestClient, testServer, until } from "./harness.js";

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000, messagesPerSecond: 100_000 });
});
afterAll(async () => {
  await server.close();
});

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

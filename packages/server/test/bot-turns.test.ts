// Bots move as the match runner moves them: only as the seat that acts next (active[0]). Under
// Cuttlefish's declarations at any time every seat is active, and a bot that is not being polled
// could only declare; it must not be made to.

import { games } from "@houserules/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import {
  createTable,
  downloadReplay,
  playToEnd,
  seatedClient,
  type TestClient,
  testServer,
  truthOf,
  until,
} from "./harness.js";

let server: RunningServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000, messagesPerSecond: 100_000 });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

describe("bots at tables with several active seats", () => {
  it("CF-14: in Cuttlefish with declarations at any time, the person gets a move before the bots end the game, and every bot move is made as the seat that acts next", async () => {
    const game = games.get("cuttlefish");
    const created = await createTable(server, {
      game: "cuttlefish",
      seats: [{ kind: "human" }, ...Array.from({ length: 5 }, () => ({ kind: "bot", level: "normal" }))],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { code, hostToken } = created.json;
    const ada = await seatedClient(server, code, "Ada");
    clients.push(ada.client);
    expect((await ada.client.send("start", { code, hostToken })).ok).toBe(true);
    await until(
      () => ada.tracker.outcome !== null || (ada.tracker.active[0] === 0 && ada.tracker.legal.length > 0),
    );
    expect(ada.tracker.outcome, "the bots ended the game before Ada could move").toBeNull();
    // While Ada is the seat that acts next, the bots wait for her.
    const version = ada.tracker.version;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ada.tracker.version).toBe(version);
    // Ada asks and passes rather than declaring blind, so the game runs on the bots' play.
    const notDeclaring = (n: number) => {
      const index = ada.tracker.legal.findIndex(
        (move) => (move.action as { type: string }).type !== "declare",
      );
      return index >= 0 && index < n ? index : 0;
    };
    await playToEnd(ada.client, ada.tracker, code, 0, notDeclaring);

    const replay = await downloadReplay(server, code, 1);
    const { states } = truthOf(game, replay);
    for (const [index, step] of replay.actions.entries()) {
      if (step.seat === 0) continue;
      expect(game.activeSeats(states[index])[0], `action ${index} by bot seat ${step.seat}`).toBe(step.seat);
    }
  });
});

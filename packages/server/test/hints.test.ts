import { games } from "@houserules/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import { createTable, seatedClient, testServer, until } from "./harness.js";

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000, messagesPerSecond: 100_000 });
});
afterAll(async () => {
  await server.close();
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * At a new table of normal bots, asks for a hint when my seat has a move, checks it is one of my
 * legal moves with the same words, and plays it. False if the game ended before my seat could.
 */
async function playAHint(game: string, players: number): Promise<boolean> {
  const created = await createTable(server, {
    game,
    seats: Array.from({ length: players }, (_, seat) =>
      seat === 0 ? { kind: "human" } : { kind: "bot", level: "normal" },
    ),
  });
  expect(created.status).toBe(201);
  const { code, hostToken } = created.json;
  const { client, tracker } = await seatedClient(server, code, "Ada");
  try {
    expect((await client.send("start", { code, hostToken })).ok).toBe(true);
    // Where bots choose at the same moment (a simultaneous setup), they may move on meanwhile:
    // then the hint is asked for again.
    for (let attempt = 0; attempt < 20; attempt++) {
      await until(
        () =>
          (tracker.number === 1 && tracker.active.includes(0) && tracker.legal.length > 0) ||
          tracker.outcome !== null,
      );
      if (tracker.outcome !== null) return false;
      const version = tracker.version;
      const reply = await client.send("hint", { code });
      if (!reply.ok && reply.error?.code === "GAME_OVER") return false;
      if (!reply.ok && reply.error?.code === "NOT_YOUR_TURN") continue;
      expect(reply.ok, JSON.stringify(reply.error)).toBe(true);
      const { hint } = reply;
      if (tracker.version !== version) continue;
      const offered = tracker.legal.find((move) => same(move.action, hint.action));
      expect(offered, `${JSON.stringify(hint.action)} is not among the legal moves`).toBeDefined();
      expect(offered?.description).toBe(hint.description);
      expect(hint.description.length).toBeGreaterThan(0);
      const act = await client.send("act", {
        code,
        version,
        actionId: `hinted-${attempt}`,
        action: hint.action,
      });
      if (!act.ok && act.error?.code === "STALE_STATE") {
        await until(() => tracker.version >= (act.error?.version ?? version + 1) || tracker.outcome !== null);
        continue;
      }
      if (!act.ok && act.error?.code === "GAME_OVER") return false;
      expect(act.ok, JSON.stringify(act.error)).toBe(true);
      return true;
    }
    return false;
  } finally {
    client.close();
  }
}

describe("practice hints", () => {
  for (const game of games.list()) {
    it(`${game.id}: at a table of bots, a hint is one of my legal moves, and playing it is accepted`, async () => {
      let played = false;
      // The bots may end a game before my seat has a move: then another table is tried.
      for (let table = 0; table < 5 && !played; table++)
        played = await playAHint(game.id, game.playerCounts[0]);
      expect(played).toBe(true);
    });
  }

  it("a table with another person refuses hints with a clear error", async () => {
    const created = await createTable(server, {
      game: "shithead",
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "normal" }],
    });
    const { code, hostToken } = created.json;
    const ada = await seatedClient(server, code, "Ada");
    const bo = await seatedClient(server, code, "Bo");
    expect((await ada.client.send("start", { code, hostToken })).ok).toBe(true);
    await until(() => ada.tracker.number === 1);
    for (const { client } of [ada, bo]) {
      const reply = await client.send("hint", { code });
      expect(reply.ok).toBe(false);
      expect(reply.error?.code).toBe("NOT_PRACTICE");
      expect(reply.error?.message).toMatch(/every other seat is a bot/);
    }
    ada.client.close();
    bo.client.close();
  });

  it("a spectator, or a client that has not joined the table, gets no hint", async () => {
    const created = await createTable(server, {
      game: "trou-du-cul",
      seats: [{ kind: "human" }, { kind: "bot", level: "normal" }, { kind: "bot", level: "normal" }],
    });
    const { code } = created.json;
    const { client } = await seatedClient(server, code, "Ada");
    expect((await client.send("hint", { code: "NOSUCH" })).error?.code).toBe("NOT_JOINED");
    expect((await client.send("hint", { code })).error?.code).toBe("NO_GAME");
    expect((await client.send("hint", {})).error?.code).toBe("BAD_MESSAGE");
    client.close();
  });
});

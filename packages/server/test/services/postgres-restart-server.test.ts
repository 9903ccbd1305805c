// A server whose PostgreSQL restarts mid-game: moves sent while it is away are refused clearly
// (UNAVAILABLE, not played), play carries on once it is back, and the log holds every move a
// player was told was played. The test runs a PostgreSQL of its own; the shared one is left alone.

import { afterEach, describe, expect, it } from "vitest";
import { testServer } from "../harness.js";
import { type OwnService, startOwnPostgres } from "./own-services.js";
import { claimSeat, newTable, type Player, playMoves, replayOf, until } from "./processes.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("a PostgreSQL restart mid-game", () => {
  it("refuses moves clearly while it is away, then the players finish the game and nothing is lost", async () => {
    const postgres: OwnService = await startOwnPostgres();
    cleanups.push(() => postgres.destroy());
    const server = await testServer({ databaseUrl: postgres.url });
    cleanups.push(() => server.close());
    const { code, hostToken } = await newTable(server.url, {
      game: "trou-du-cul",
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
    });
    const players: Player[] = [
      await claimSeat(server.url, code, "Ada"),
      await claimSeat(server.url, code, "Bo"),
    ];
    cleanups.push(async () => {
      for (const player of players) player.client.close();
    });
    expect((await players[0].client.send("start", { code, hostToken })).ok).toBe(true);
    await until(() => players.every((p) => p.tracker.number === 1), 30_000, "the deal");

    const acknowledged = new Map<number, unknown>();
    let paused = false;
    const playing = Promise.all(players.map((p) => playMoves(p, code, acknowledged, () => paused)));
    await until(() => acknowledged.size >= 6 || players[0].tracker.outcome !== null, 60_000, "six moves");
    paused = true;
    await playing;
    expect(players[0].tracker.outcome).toBeNull();
    const isUp = (p: Player) => p.tracker.active.includes(p.seat) && p.tracker.legal.length > 0;
    await until(() => players.some(isUp), 30_000, "a person's turn");
    const mover = players.find(isUp) as Player;

    await postgres.stop();
    // While it is away a move is answered within a bound, and refused: it was not played.
    const sentAt = Date.now();
    const refused = await mover.client.send("act", {
      code,
      version: mover.tracker.version,
      actionId: "while-away",
      action: mover.tracker.legal[0].action,
    });
    expect(refused.ok).toBe(false);
    expect(refused.error?.code).toBe("UNAVAILABLE");
    expect(Date.now() - sentAt).toBeLessThan(8_000);
    await postgres.start();

    paused = false;
    await Promise.all(players.map((p) => playMoves(p, code, acknowledged)));

    expect(players[0].tracker.outcome).not.toBeNull();
    expect(players[1].tracker.outcome).toEqual(players[0].tracker.outcome);
    const replay = await replayOf(server.url, code, 1);
    expect(replay.actions.length).toBe(players[0].tracker.version);
    for (const [version, action] of acknowledged) expect(replay.actions[version].action).toEqual(action);
  });
});

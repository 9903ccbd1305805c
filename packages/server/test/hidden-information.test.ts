// No client ever receives what its seat may not see: every message each seat and a spectator
// received is checked against the engine replaying the same game. A message holds exactly the
// seat's view, its own legal moves and the events visible to it; nothing else of the state, and
// no seed until the game is over.

import { games } from "@houserules/catalog";
import { type AnyGame, type GameEvent, resolveOptions } from "@houserules/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import { createTable, type Message, SeatTracker, TestClient, testServer } from "./harness.js";

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000, messagesPerSecond: 100_000 });
});
afterAll(async () => {
  await server.close();
});

async function until(test: () => boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const visible = (event: GameEvent, seat: number | null) =>
  event.visibleTo === undefined || (seat !== null && event.visibleTo.includes(seat));

/** The main preset of each game, and a second shape where the game has teams or packs. */
function mainPresets(game: AnyGame): string[] {
  const ids = game.presets.map((p) => p.id);
  return [...new Set([game.defaultPreset, ids[ids.length - 1]])];
}

describe("hidden information online: every message is exactly what its seat may see", () => {
  for (const game of games.list()) {
    for (const preset of mainPresets(game)) {
      const spec = game.presets.find((p) => p.id === preset);
      const players = (spec?.players ?? game.playerCounts)[0];
      it(`${game.id} ${preset}: each seat's and a spectator's messages match the engine's view, moves and visible events`, async () => {
        const { json } = await createTable(server, {
          game: game.id,
          preset,
          seats: Array.from({ length: players }, () => ({ kind: "human" })),
        });
        const clients: {
          client: TestClient;
          tracker: SeatTracker;
          seat: number | null;
          messages: Message[];
        }[] = [];
        for (let seat = 0; seat <= players; seat++) {
          const client = await new TestClient(json.link.replace(/\/t\/.*$/, "")).connected();
          const tracker = new SeatTracker(client);
          const messages: Message[] = [];
          client.socket.on("update", (update: Message) => messages.push(update));
          client.socket.on("snapshot", (snapshot: Message) => messages.push({ snapshot }));
          if (seat < players) {
            const claimed = await client.send("claim", { code: json.code, name: `P${seat}` });
            expect(claimed.seat).toBe(seat);
          } else {
            await client.send("join", { code: json.code });
          }
          clients.push({ client, tracker, seat: seat < players ? seat : null, messages });
        }
        await clients[0].client.send("start", { code: json.code, hostToken: json.hostToken });
        await until(() => clients.every((c) => c.tracker.number === 1));
        // Random legal moves for whichever seats may act, until the end or 400 moves.
        let rng = 7;
        const random = (n: number) => {
          rng = (rng * 1103515245 + 12345) % 2 ** 31;
          return rng % n;
        };
        for (let moves = 0; moves < 400 && clients[0].tracker.outcome === null; moves++) {
          const ready = clients.filter(
            (c) => c.seat !== null && c.tracker.active.includes(c.seat) && c.tracker.legal.length > 0,
          );
          if (ready.length === 0) {
            const version = clients[0].tracker.version;
            await until(
              () => clients.every((c) => c.tracker.version > version) || clients[0].tracker.outcome !== null,
            );
            continue;
          }
          const mover = ready[random(ready.length)];
          const { action } = mover.tracker.legal[random(mover.tracker.legal.length)];
          const version = mover.tracker.version;
          const reply = await mover.client.send("act", {
            code: json.code,
            version,
            actionId: `m${moves}`,
            action,
          });
          expect(reply.ok, JSON.stringify(reply.error)).toBe(true);
          await until(() => clients.every((c) => c.tracker.version > version));
        }
        const over = clients[0].tracker.outcome !== null;

        // The engine replays the same game: the options and seed come from the table's replay once
        // the game is over, or from the server's own record while it runs (a test may look).
        const live = (server.service as unknown as { tables: Map<string, Promise<Message>> }).tables.get(
          json.code,
        );
        const table = (await live) as Message;
        const record = table.live.record as Message;
        const state = game.setup(
          resolveOptions(game, { options: JSON.parse(JSON.stringify(record.options)) }),
          record.seed,
        );
        const steps = table.live.history as { seat: number; action: unknown }[];

        for (const { seat, messages } of clients) {
          const updates = messages.filter((m) => m.snapshot === undefined);
          expect(updates.length).toBe(steps.length);
          const replayed = game.clone(state);
          let view = game.view(replayed, seat);
          for (const [index, update] of updates.entries()) {
            const events = game.apply(replayed, steps[index].seat, steps[index].action);
            const before = view;
            view = game.view(replayed, seat);
            expect(update.version).toBe(index + 1);
            // The view: whole, or exactly the fields that changed.
            if (update.view.full !== undefined) expect(update.view.full).toEqual(view);
            else {
              const patched = { ...(before as Message), ...update.view.changes };
              for (const key of update.view.removed) delete patched[key];
              expect(patched).toEqual(view);
            }
            expect(update.events.map((e: Message) => e.event)).toEqual(
              events.filter((e) => visible(e, seat)),
            );
            const legal =
              seat === null || !game.activeSeats(replayed).includes(seat)
                ? []
                : game.legalActions(replayed, seat);
            expect(update.legal.map((m: Message) => m.action)).toEqual(legal);
            const finished = game.outcome(replayed) !== null;
            expect(update.seed === undefined).toBe(!finished);
            if (!finished) expect(JSON.stringify(update)).not.toContain(record.seed);
          }
        }
        for (const { client } of clients) client.close();
        expect(over || steps.length >= 400).toBe(true);
      });
    }
  }
});

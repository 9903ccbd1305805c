// Spectators: a client without a seat token watches the public view and the public events only,
// and can neither act nor chat before joining.

import { games } from "@houserules/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import { seatNamer } from "../src/tables/seat-names.js";
import {
  asJson,
  createTable,
  downloadReplay,
  type Message,
  play,
  playToEnd,
  SeatTracker,
  seatedClient,
  TestClient,
  testServer,
  truthOf,
  until,
} from "./harness.js";

const game = games.get("shithead");
let server: RunningServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000, messagesPerSecond: 100_000 });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

/** A spectator that records its view and the events it got at every version. */
async function spectate(code: string) {
  const client = await new TestClient(server.url).connected();
  clients.push(client);
  const tracker = new SeatTracker(client);
  const views = new Map<number, unknown>();
  const events = new Map<number, Message[]>();
  client.socket.on("update", (update: Message) => {
    views.set(tracker.version, structuredClone(tracker.view));
    events.set(update.version, update.events);
    expect(update.legal).toEqual([]);
  });
  client.socket.on("snapshot", (snapshot: Message) => {
    if (snapshot.game !== null) views.set(snapshot.game.version, structuredClone(snapshot.game.view));
  });
  const reply = await client.send("join", { code });
  expect(reply.ok, JSON.stringify(reply.error)).toBe(true);
  expect(reply.seat).toBeNull();
  tracker.snapshot(reply);
  if (reply.game !== null) views.set(reply.game.version, structuredClone(reply.game.view));
  return { client, tracker, views, events, reply };
}

describe("spectators", () => {
  it("a spectator (from the start, or joining mid-game) sees the public view and public events only, at every version", async () => {
    const created = await createTable(server, {
      game: "shithead",
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }, { kind: "bot", level: "random" }],
    });
    const { code, hostToken } = created.json;
    const ada = await seatedClient(server, code, "Ada");
    clients.push(ada.client);
    const early = await spectate(code);
    expect(early.reply.game).toBeNull();
    expect(early.reply.table.seats[0]).toMatchObject({ name: "Ada" });
    expect((await ada.client.send("start", { code, hostToken })).ok).toBe(true);
    await until(() => ada.tracker.number === 1 && early.tracker.number === 1, 5_000);
    await play(ada.client, ada.tracker, code, 0, {
      stop: () => ada.tracker.version >= 10 && ada.tracker.active.includes(0),
    });
    const late = await spectate(code);
    expect(late.reply.game.version).toBe(ada.tracker.version);
    expect(late.reply.game.legal).toEqual([]);
    expect(late.reply.game).not.toHaveProperty("seed");
    await playToEnd(ada.client, ada.tracker, code, 0);
    await until(() => early.tracker.outcome !== null && late.tracker.outcome !== null);

    const truth = truthOf(game, await downloadReplay(server, code, 1));
    const finalVersion = truth.states.length - 1;
    for (const spectator of [early, late]) {
      const from = spectator === late ? late.reply.game.version : 0;
      for (let version = from; version <= finalVersion; version++) {
        expect(spectator.views.get(version), `version ${version}`).toEqual(
          asJson(game.view(truth.states[version], null)),
        );
      }
      for (let version = from + 1; version <= finalVersion; version++) {
        const publicEvents = truth.events[version - 1].filter((event) => event.visibleTo === undefined);
        const got = spectator.events.get(version) ?? [];
        expect(got.map((entry) => entry.event)).toEqual(asJson(publicEvents));
        const names = seatNamer(late.reply.table.seats);
        expect(got.map((entry) => entry.text)).toEqual(
          publicEvents.map((e) => game.describeEvent(e, null, names)),
        );
      }
    }
    // The late spectator's log is the public log of everything before it came.
    const before = truth.events.slice(0, late.reply.game.version).flat();
    expect(late.reply.game.log.map((entry: Message) => entry.event)).toEqual(
      asJson(before.filter((event) => event.visibleTo === undefined)),
    );
    // The game's seed reaches spectators only with the end of the game.
    const withSeed = early.client.received.filter((entry) =>
      JSON.stringify(entry.payload).includes('"seed"'),
    );
    expect(withSeed.length).toBe(1);
    expect(withSeed[0].payload.outcome).not.toBeNull();
  });

  it("NOT_SEATED: a spectator cannot act, and the game does not change", async () => {
    const created = await createTable(server, {
      game: "shithead",
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const { code, hostToken } = created.json;
    const ada = await seatedClient(server, code, "Ada");
    const bea = await seatedClient(server, code, "Bea");
    clients.push(ada.client, bea.client);
    expect((await ada.client.send("start", { code, hostToken })).ok).toBe(true);
    await until(() => ada.tracker.number === 1);
    const watcher = await spectate(code);
    const mover = ada.tracker.active.includes(0) ? ada : bea;
    const { action } = mover.tracker.legal[0];
    const version = watcher.tracker.version;
    const reply = await watcher.client.send("act", { code, version, actionId: "s1", action });
    expect(reply.ok).toBe(false);
    expect(reply.error).toMatchObject({ code: "NOT_SEATED" });
    // The seat the spectator tried to play for still may, at the same version.
    const real = await mover.client.send("act", { code, version, actionId: "s1", action });
    expect(real).toMatchObject({ ok: true, version: version + 1, repeated: false });
  });

  it("NOT_JOINED: chat from a client that has not joined the table is refused and nobody receives it", async () => {
    const created = await createTable(server, {
      game: "shithead",
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const { code } = created.json;
    const ada = await seatedClient(server, code, "Ada");
    clients.push(ada.client);
    const stranger = await new TestClient(server.url).connected();
    clients.push(stranger);
    const reply = await stranger.send("chat", { code, text: "hello?" });
    expect(reply.error).toMatchObject({ code: "NOT_JOINED" });
    // Sitting at another table does not let a client talk at this one.
    const other = await createTable(server, {
      game: "shithead",
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    expect((await stranger.send("join", { code: other.json.code })).ok).toBe(true);
    expect((await stranger.send("chat", { code, text: "hello?" })).error).toMatchObject({
      code: "NOT_JOINED",
    });
    // Once joined as a spectator, the same line is heard.
    expect((await stranger.send("join", { code })).ok).toBe(true);
    const heard = ada.client.waitFor((event) => event === "chat");
    expect((await stranger.send("chat", { code, text: "hello!" })).ok).toBe(true);
    expect(await heard).toMatchObject({ seat: null, name: "Spectator", text: "hello!" });
    expect(ada.client.all("chat").map((line) => line.text)).toEqual(["hello!"]);
  });
});

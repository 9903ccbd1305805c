// Coming back: after a lost connection, after a reload, and on a second device at the same time,
// a player's seat token resumes exactly where they were.

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

const game = games.get("trou-du-cul");
/** The log names the seats of startedTable's table. */
const names = seatNamer([
  { seat: 0, kind: "human", level: null, name: "Ada" },
  { seat: 1, kind: "human", level: null, name: "Bea" },
  { seat: 2, kind: "bot", level: "random", name: null },
]);
let server: RunningServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000, messagesPerSecond: 100_000 });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

/** A started Trou du cul for Ada (seat 0), Bea (seat 1) and a random bot. */
async function startedTable() {
  const created = await createTable(server, {
    game: "trou-du-cul",
    seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { code, hostToken } = created.json as { code: string; hostToken: string };
  const ada = await seatedClient(server, code, "Ada");
  const bea = await seatedClient(server, code, "Bea");
  clients.push(ada.client, bea.client);
  expect((await ada.client.send("start", { code, hostToken })).ok).toBe(true);
  await until(() => ada.tracker.number === 1 && bea.tracker.number === 1, 5_000);
  return { code, ada, bea };
}

async function reconnect(code: string, token: string) {
  const client = await new TestClient(server.url).connected();
  clients.push(client);
  const tracker = new SeatTracker(client);
  const reply = await client.send("join", { code, token });
  expect(reply.ok, JSON.stringify(reply.error)).toBe(true);
  tracker.snapshot(reply);
  return { client, tracker, reply };
}

/** What `seat` may read of the game's log up to `version`, from its true course. */
function logFor(truth: ReturnType<typeof truthOf>, seat: number, version: number): string[] {
  return truth.events
    .slice(0, version)
    .flat()
    .filter((event) => event.visibleTo === undefined || event.visibleTo.includes(seat))
    .map((event) => game.describeEvent(event, seat, names));
}

/** The snapshot a seat got is exactly its view, moves and log at that version of the true game. */
function expectExactly(snapshot: Message, truth: ReturnType<typeof truthOf>, seat: number): void {
  const state = truth.states[snapshot.version];
  expect(snapshot.view).toEqual(asJson(game.view(state, seat)));
  expect(snapshot.legal.map((move: Message) => move.action)).toEqual(asJson(game.legalActions(state, seat)));
  expect(snapshot.log.map((entry: Message) => entry.text)).toEqual(logFor(truth, seat, snapshot.version));
}

describe("rejoin", () => {
  it("after a lost connection, a new socket with the seat token resumes at the same seat, version, view and whole log", async () => {
    const { code, ada, bea } = await startedTable();
    await Promise.all([
      play(ada.client, ada.tracker, code, 0, { stop: () => ada.tracker.version >= 5 }),
      play(bea.client, bea.tracker, code, 1, { stop: () => bea.tracker.version >= 5 }),
    ]);
    const away = bea.client.waitFor((event, table) => event === "table" && !table.seats[0].connected);
    ada.client.close();
    await away;
    // The others play on until it is Ada's turn again.
    await play(bea.client, bea.tracker, code, 1, { stop: () => bea.tracker.active.includes(0) });
    const back = bea.client.waitFor((event, table) => event === "table" && table.seats[0].connected);
    const again = await reconnect(code, ada.token);
    await back;
    expect(again.reply.seat).toBe(0);
    expect(again.reply.table.seats[0]).toMatchObject({ name: "Ada", connected: true });
    expect(again.reply.game.version).toBe(bea.tracker.version);
    expect(again.reply.game.active).toEqual([0]);
    const snapshot = again.reply.game;
    await Promise.all([
      playToEnd(again.client, again.tracker, code, 0),
      playToEnd(bea.client, bea.tracker, code, 1),
    ]);
    const truth = truthOf(game, await downloadReplay(server, code, 1));
    expectExactly(snapshot, truth, 0);
    // The updates after the rejoin patch the view correctly up to the end.
    const last = truth.states.at(-1);
    expect(again.tracker.version).toBe(truth.states.length - 1);
    expect(again.tracker.view).toEqual(asJson(game.view(last, 0)));
    expect(again.tracker.log).toEqual(logFor(truth, 0, again.tracker.version));
  });

  it("after a reload (a new socket at once), the player sees exactly what they saw and plays on from it", async () => {
    const { code, ada, bea } = await startedTable();
    await Promise.all([
      play(ada.client, ada.tracker, code, 0, {
        stop: () => ada.tracker.version >= 4 && ada.tracker.active.includes(0),
      }),
      play(bea.client, bea.tracker, code, 1, {
        stop: () => bea.tracker.version >= 4 && bea.tracker.active.includes(0),
      }),
    ]);
    const before = ada.tracker;
    ada.client.close();
    const again = await reconnect(code, ada.token);
    const snapshot = again.reply.game;
    expect(again.reply.seat).toBe(0);
    expect(snapshot.number).toBe(before.number);
    expect(snapshot.version).toBe(before.version);
    expect(snapshot.view).toEqual(before.view);
    expect(snapshot.legal).toEqual(before.legal);
    expect(snapshot.active).toEqual(before.active);
    expect(snapshot.log.map((entry: Message) => entry.text)).toEqual(before.log);
    await Promise.all([
      playToEnd(again.client, again.tracker, code, 0),
      playToEnd(bea.client, bea.tracker, code, 1),
    ]);
    const truth = truthOf(game, await downloadReplay(server, code, 1));
    expectExactly(snapshot, truth, 0);
  });

  it("a second device with the same token at the same time receives every update too, and either device may act", async () => {
    const { code, ada, bea } = await startedTable();
    const second = await reconnect(code, ada.token);
    expect(second.reply.seat).toBe(0);
    const devices = [ada, second];
    const playAda = async () => {
      for (let guard = 0; guard < 5_000 && ada.tracker.outcome === null; guard++) {
        await until(() => second.tracker.version === ada.tracker.version);
        const version = ada.tracker.version;
        if (ada.tracker.active.includes(0)) {
          const device = devices[version % 2];
          const { action } = device.tracker.legal[Math.floor(Math.random() * device.tracker.legal.length)];
          const reply = await device.client.send("act", { code, version, actionId: `v${version}`, action });
          expect(reply.ok, JSON.stringify(reply.error)).toBe(true);
        }
        await until(() => ada.tracker.version > version || ada.tracker.outcome !== null);
      }
    };
    await Promise.all([playAda(), playToEnd(bea.client, bea.tracker, code, 1)]);
    await until(() => second.tracker.outcome !== null);
    const truth = truthOf(game, await downloadReplay(server, code, 1));
    const last = truth.states.at(-1);
    for (const device of devices) {
      expect(device.tracker.version).toBe(truth.states.length - 1);
      expect(device.tracker.view).toEqual(asJson(game.view(last, 0)));
      expect(device.tracker.log).toEqual(logFor(truth, 0, device.tracker.version));
    }
    // One device going away leaves the seat connected through the other.
    const seen = bea.client.waitFor((event) => event === "table");
    ada.client.close();
    expect((await seen).seats[0].connected).toBe(true);
  });
});

// Inviting and seating players: a table's code and link, claiming seats by name, and what the
// host may start.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import {
  createTable,
  type Message,
  SeatTracker,
  seatedClient,
  TestClient,
  testServer,
  until,
} from "./harness.js";

let server: RunningServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000 });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

/** Trou du cul for three: two people and a normal bot. */
async function newTable(): Promise<{ code: string; hostToken: string; link: string }> {
  const created = await createTable(server, {
    game: "trou-du-cul",
    seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "normal" }],
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json as { code: string; hostToken: string; link: string };
}

async function connect(): Promise<TestClient> {
  const client = await new TestClient(server.url).connected();
  clients.push(client);
  return client;
}

async function tableInfo(code: string): Promise<Message> {
  return (await fetch(`${server.url}/api/tables/${code}`)).json() as Promise<Message>;
}

describe("invite and join", () => {
  it("a table gets a short code and a link; a second client joins by the code and claims a seat by name", async () => {
    const { code, link } = await newTable();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(link).toBe(`${server.url}/t/${code}`);
    const info = await tableInfo(code);
    expect(info.seats.map((s: Message) => s.open)).toEqual([true, true, false]);
    expect(info.seats[2]).toMatchObject({ kind: "bot", level: "normal", name: "normal bot" });
    expect(info.status).toBe("open");

    const host = await connect();
    const ada = await host.send("claim", { code, name: "Ada" });
    expect(ada.ok, JSON.stringify(ada.error)).toBe(true);
    expect(ada.seat).toBe(0);
    expect(ada.token).toMatch(/^[\w-]{24,}$/);

    // The guest looks at the table first (as a spectator), then sits down; the code's case does not matter.
    const guest = await connect();
    const looked = await guest.send("join", { code: code.toLowerCase() });
    expect(looked.ok, JSON.stringify(looked.error)).toBe(true);
    expect(looked.seat).toBeNull();
    expect(looked.table.seats[0]).toMatchObject({ name: "Ada", open: false, connected: true });
    expect(looked.table.seats[1]).toMatchObject({ open: true, name: null });
    const seen = host.waitFor((event, table) => event === "table" && table.seats[1].name === "Bea");
    const bea = await guest.send("claim", { code, name: "  Bea " });
    expect(bea.ok, JSON.stringify(bea.error)).toBe(true);
    expect(bea.seat).toBe(1);
    expect(bea.token).not.toBe(ada.token);
    expect(bea.snapshot.seat).toBe(1);
    expect((await seen).seats[1]).toMatchObject({ name: "Bea", open: false, connected: true });
    expect(JSON.stringify(await tableInfo(code))).not.toContain(bea.token);
  });

  it("both players who claimed seats (one after looking on as a spectator) receive the game when the host starts it", async () => {
    const { code, hostToken } = await newTable();
    const host = await connect();
    const hostTracker = new SeatTracker(host);
    expect((await host.send("claim", { code, name: "Ada" })).ok).toBe(true);
    const guest = await connect();
    const guestTracker = new SeatTracker(guest);
    expect((await guest.send("join", { code })).ok).toBe(true);
    expect((await guest.send("claim", { code, name: "Bea" })).ok).toBe(true);
    const started = await host.send("start", { code, hostToken });
    expect(started).toMatchObject({ ok: true, gameNumber: 1 });
    await until(() => hostTracker.number === 1 && guestTracker.number === 1, 5_000);
    expect(guest.all("snapshot").at(-1)?.seat).toBe(1);
    expect(guest.all("snapshot").at(-1)?.game.view.seat).toBe(1);
  });

  it("SEAT_TAKEN: a seat claimed twice, or a bot's seat, is refused and the holder keeps it", async () => {
    const { code } = await newTable();
    const first = await seatedClient(server, code, "Ada", 0);
    clients.push(first.client);
    const other = await connect();
    const twice = await other.send("claim", { code, name: "Mallory", seat: 0 });
    expect(twice.ok).toBe(false);
    expect(twice.error).toMatchObject({ code: "SEAT_TAKEN" });
    expect(twice.error?.message).toContain("seat 0");
    const bot = await other.send("claim", { code, name: "Mallory", seat: 2 });
    expect(bot.error).toMatchObject({ code: "SEAT_TAKEN" });
    const missing = await other.send("claim", { code, name: "Mallory", seat: 7 });
    expect(missing.error).toMatchObject({ code: "BAD_MESSAGE" });
    expect(missing.error?.message).toContain("seat 7");
    const info = await tableInfo(code);
    expect(info.seats[0]).toMatchObject({ name: "Ada", open: false });
    expect(info.seats[1]).toMatchObject({ name: null, open: true });
  });

  it("NO_OPEN_SEAT: a claim when every person's seat is taken", async () => {
    const { code } = await newTable();
    for (const name of ["Ada", "Bea"]) clients.push((await seatedClient(server, code, name)).client);
    const late = await connect();
    const reply = await late.send("claim", { code, name: "Cy" });
    expect(reply.ok).toBe(false);
    expect(reply.error).toMatchObject({ code: "NO_OPEN_SEAT" });
  });

  it("UNKNOWN_TABLE: joining or claiming with a code no table has", async () => {
    const client = await connect();
    expect((await client.send("join", { code: "ZZZZZZ" })).error).toMatchObject({ code: "UNKNOWN_TABLE" });
    expect((await client.send("claim", { code: "ZZZZZZ", name: "Ada" })).error).toMatchObject({
      code: "UNKNOWN_TABLE",
    });
  });

  it("SEATS_OPEN: the host cannot start while a seat is open; NOT_HOST: nobody else can start", async () => {
    const { code, hostToken } = await newTable();
    const ada = await seatedClient(server, code, "Ada");
    clients.push(ada.client);
    const notHost = await ada.client.send("start", { code, hostToken: ada.token });
    expect(notHost.error).toMatchObject({ code: "NOT_HOST" });
    const open = await ada.client.send("start", { code, hostToken });
    expect(open.ok).toBe(false);
    expect(open.error).toMatchObject({ code: "SEATS_OPEN" });
    expect(open.error?.message).toContain("seats 1 are open");
    const info = await tableInfo(code);
    expect(info).toMatchObject({ status: "open", gameNumber: 0 });
    expect(ada.client.all("snapshot")).toEqual([]);
  });

  it("fillWithBots seats bots of that level in the open seats and starts; an unknown level is refused", async () => {
    const { code, hostToken } = await newTable();
    const ada = await seatedClient(server, code, "Ada");
    clients.push(ada.client);
    const badLevel = await ada.client.send("start", { code, hostToken, fillWithBots: "godlike" });
    expect(badLevel.error).toMatchObject({ code: "UNKNOWN_LEVEL" });
    expect((await tableInfo(code)).seats[1]).toMatchObject({ kind: "human", open: true });
    const started = await ada.client.send("start", { code, hostToken, fillWithBots: "easy" });
    expect(started).toMatchObject({ ok: true, gameNumber: 1 });
    await until(() => ada.tracker.number === 1, 5_000);
    const info = await tableInfo(code);
    expect(info.status).toBe("playing");
    expect(info.seats[1]).toMatchObject({ kind: "bot", level: "easy", open: false });
    const again = await ada.client.send("start", { code, hostToken });
    expect(again.error).toMatchObject({ code: "ALREADY_STARTED" });
    // The seats are all taken now.
    const late = await connect();
    expect((await late.send("claim", { code, name: "Cy" })).error).toMatchObject({ code: "NO_OPEN_SEAT" });
  });

  it("a seat left before the start opens again, and its old token no longer holds it", async () => {
    const { code } = await newTable();
    const ada = await seatedClient(server, code, "Ada");
    clients.push(ada.client);
    expect((await ada.client.send("leave", { code })).ok).toBe(true);
    expect((await tableInfo(code)).seats[0]).toMatchObject({ open: true, name: null });
    const back = await ada.client.send("join", { code, token: ada.token });
    expect(back.error).toMatchObject({ code: "BAD_TOKEN" });
    const bea = await seatedClient(server, code, "Bea");
    clients.push(bea.client);
    expect(bea.seat).toBe(0);
  });
});

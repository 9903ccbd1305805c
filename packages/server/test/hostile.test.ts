// Hostile clients: every bad message is refused with a clear error, nothing changes, and the game
// goes on for everyone else.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import {
  createTable,
  downloadReplay,
  playToEnd,
  type Reply,
  seatedClient,
  TestClient,
  testServer,
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

type Seated = Awaited<ReturnType<typeof seatedClient>>;

/** A started Trou du cul for Ada (seat 0) and Bea (seat 1), waiting for one of them to move. */
async function startedTable(on: RunningServer = server) {
  const created = await createTable(on, {
    game: "trou-du-cul",
    seats: [{ kind: "human" }, { kind: "human" }],
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { code, hostToken } = created.json as { code: string; hostToken: string };
  const ada = await seatedClient(on, code, "Ada");
  const bea = await seatedClient(on, code, "Bea");
  clients.push(ada.client, bea.client);
  expect((await ada.client.send("start", { code, hostToken })).ok).toBe(true);
  await until(() => ada.tracker.number === 1 && bea.tracker.number === 1, 5_000);
  const turn = async () => {
    await until(() => ada.tracker.version === bea.tracker.version);
    const mover = ada.tracker.active.includes(0) ? ada : bea;
    return { mover, waiter: mover === ada ? bea : ada };
  };
  return { code, hostToken, ada, bea, turn };
}

async function connect(on: RunningServer = server): Promise<TestClient> {
  const client = await new TestClient(on.url).connected();
  clients.push(client);
  return client;
}

/** The mover plays its first legal move: the game went on. */
async function moveOn(code: string, mover: Seated, actionId = `m${mover.tracker.version}`): Promise<Reply> {
  const version = mover.tracker.version;
  const reply = await mover.client.send("act", {
    code,
    version,
    actionId,
    action: mover.tracker.legal[0].action,
  });
  expect(reply, JSON.stringify(reply.error)).toMatchObject({
    ok: true,
    version: version + 1,
    repeated: false,
  });
  await until(() => mover.tracker.version === version + 1);
  return reply;
}

describe("hostile clients: tokens and seats", () => {
  it("BAD_TOKEN: a token that holds no seat here is refused and the client stays unseated (NOT_JOINED)", async () => {
    const { code, ada, turn } = await startedTable();
    const other = await startedTable();
    const mallory = await connect();
    for (const token of ["not-a-token", other.ada.token, ada.token.slice(0, -1)]) {
      const reply = await mallory.send("join", { code, token });
      expect(reply.ok).toBe(false);
      expect(reply.error).toMatchObject({ code: "BAD_TOKEN" });
    }
    const { mover } = await turn();
    const version = mover.tracker.version;
    const acted = await mallory.send("act", {
      code,
      version,
      actionId: "x",
      action: mover.tracker.legal[0].action,
    });
    expect(acted.error).toMatchObject({ code: "NOT_JOINED" });
    await moveOn(code, mover);
  });

  it("NOT_SEATED: a client that joined without a token cannot act", async () => {
    const { code, turn } = await startedTable();
    const mallory = await connect();
    expect((await mallory.send("join", { code })).ok).toBe(true);
    const { mover } = await turn();
    const version = mover.tracker.version;
    const acted = await mallory.send("act", {
      code,
      version,
      actionId: "x",
      action: mover.tracker.legal[0].action,
    });
    expect(acted.error).toMatchObject({ code: "NOT_SEATED" });
    await moveOn(code, mover, "x");
  });

  it("NOT_HOST: a wrong host token cannot start, continue the series or rematch", async () => {
    const { code, ada } = await startedTable();
    for (const message of ["start", "next", "rematch"]) {
      const reply = await ada.client.send(message, { code, hostToken: ada.token });
      expect(reply.error, message).toMatchObject({ code: "NOT_HOST" });
    }
  });

  it("NOT_YOUR_TURN (TDC-2): a seat playing the other seat's move is refused with the game's error, and nothing changes", async () => {
    const { code, turn } = await startedTable();
    const { mover, waiter } = await turn();
    const version = mover.tracker.version;
    const reply = await waiter.client.send("act", {
      code,
      version,
      actionId: "steal",
      action: mover.tracker.legal[0].action,
    });
    expect(reply.ok).toBe(false);
    expect(reply.error).toMatchObject({ code: "NOT_YOUR_TURN", ruleId: "TDC-2" });
    expect(reply.error?.message).toContain(`seat ${waiter.seat}`);
    expect(waiter.tracker.version).toBe(version);
    await moveOn(code, mover, "steal");
  });
});

describe("hostile clients: versions and repeats", () => {
  it("STALE_STATE: an action chosen against an old or a future version is refused with the current version", async () => {
    const { code, turn } = await startedTable();
    await moveOn(code, (await turn()).mover);
    const { mover, waiter } = await turn();
    const version = mover.tracker.version;
    for (const stale of [version - 1, version + 5]) {
      const reply = await mover.client.send("act", {
        code,
        version: stale,
        actionId: `stale${stale}`,
        action: mover.tracker.legal[0].action,
      });
      expect(reply.ok).toBe(false);
      expect(reply.error).toMatchObject({ code: "STALE_STATE", version });
      expect(reply.error?.message).toContain(`version ${version}`);
    }
    await moveOn(code, mover);
    // The other player sees exactly one step: the refused ones changed nothing.
    await until(() => waiter.tracker.version === version + 1);
    expect(waiter.client.all("update").filter((update) => update.version > version).length).toBe(1);
  });

  it("a repeated actionId is answered again with repeated: true and applied once (the replay holds it once)", async () => {
    const { code, ada, bea, turn } = await startedTable();
    const { mover, waiter } = await turn();
    const version = mover.tracker.version;
    const message = { code, version, actionId: "once", action: mover.tracker.legal[0].action };
    // Sent twice at once (a client retrying before its answer came), then once more afterwards.
    const [first, second] = await Promise.all([
      mover.client.send("act", message),
      mover.client.send("act", message),
    ]);
    expect(first).toMatchObject({ ok: true, version: version + 1, repeated: false });
    expect(second).toMatchObject({ ok: true, version: version + 1, repeated: true });
    await until(() => waiter.tracker.version === version + 1);
    const third = await mover.client.send("act", message);
    expect(third).toMatchObject({ ok: true, version: version + 1, repeated: true });
    // The same id after the game moved on is still the same action, not a new one.
    expect(mover.tracker.version).toBe(version + 1);
    const updates = waiter.client.all("update").filter((update) => update.version === version + 1);
    expect(updates.length).toBe(1);
    await Promise.all([
      playToEnd(ada.client, ada.tracker, code, 0),
      playToEnd(bea.client, bea.tracker, code, 1),
    ]);
    const replay = await downloadReplay(server, code, 1);
    expect(replay.actions[version]).toEqual({ seat: mover.seat, action: message.action });
    expect(replay.actions.length).toBe(ada.tracker.version);
  });
});

describe("hostile clients: malformed messages", () => {
  it("BAD_MESSAGE: missing fields, wrong types, unknown fields, deep nesting and __proto__ keys are refused; the game goes on", async () => {
    const { code, turn } = await startedTable();
    const { mover, waiter } = await turn();
    const version = mover.tracker.version;
    const action = mover.tracker.legal[0].action;
    const cases: [unknown, string][] = [
      [null, "act"],
      ["act", "act"],
      [42, "act"],
      [[code, version, "id", action], "act"],
      [{ code }, "version"],
      [{ code, version }, "actionId"],
      [{ code, version: String(version), actionId: "m", action }, "version"],
      [{ code, version: -1, actionId: "m", action }, "version"],
      [{ code, version: version + 0.5, actionId: "m", action }, "version"],
      [{ code, version, actionId: 7, action }, "actionId"],
      [{ code: 12, version, actionId: "m", action }, "code"],
      [{ code, version, actionId: "", action }, "actionId"],
      [{ code, version, actionId: "m".repeat(65), action }, "actionId"],
      [{ code, version, actionId: "m", action, admin: true }, "admin"],
      [{ code, version, actionId: "m", action: { type: "x", a: [[[[[[[[[[1]]]]]]]]]] } }, "nested"],
      [
        JSON.parse(`{"code":"${code}","version":${version},"actionId":"m","__proto__":{"admin":true}}`),
        "__proto__",
      ],
      [
        { code, version, actionId: "m", action: JSON.parse('{"type":"play","__proto__":{"cards":[]}}') },
        "__proto__",
      ],
    ];
    for (const [payload, named] of cases) {
      const reply = await mover.client.send("act", payload);
      expect(reply.ok, JSON.stringify(payload)).toBe(false);
      expect(reply.error?.code, JSON.stringify(payload)).toBe("BAD_MESSAGE");
      expect(reply.error?.message, JSON.stringify(payload)).toContain(named);
    }
    for (const [event, payload] of [
      ["join", { code: "X".repeat(13) }],
      ["join", { code, token: 5 }],
      ["claim", { code, name: "" }],
      ["claim", { code, name: "A\u0000da" }],
      ["claim", { code, name: "A".repeat(33) }],
      ["start", { code }],
      ["chat", { code, text: 5 }],
      ["leave", {}],
    ] as const) {
      const reply = await mover.client.send(event, payload);
      expect(reply.error?.code, `${event} ${JSON.stringify(payload)}`).toBe("BAD_MESSAGE");
    }
    expect(mover.tracker.version).toBe(version);
    expect(waiter.client.all("update")).toEqual([]);
    await moveOn(code, mover, "m");
  });

  it("BAD_MESSAGE: a message with no payload at all, or of an unknown kind, is answered, not left hanging", async () => {
    const { code, turn } = await startedTable();
    const { mover } = await turn();
    const bare = (await mover.client.socket.timeout(2_000).emitWithAck("act")) as Reply;
    expect(bare.ok).toBe(false);
    expect(bare.error?.code).toBe("BAD_MESSAGE");
    const unknown = (await mover.client.socket.timeout(2_000).emitWithAck("cheat", { code })) as Reply;
    expect(unknown.ok).toBe(false);
    expect(unknown.error?.code).toBe("BAD_MESSAGE");
    expect(unknown.error?.message).toContain("cheat");
    await moveOn(code, mover);
  });

  it("BAD_ACTION: an action that is not an action object, or that the game does not know, changes nothing", async () => {
    const { code, turn } = await startedTable();
    const { mover } = await turn();
    const version = mover.tracker.version;
    for (const action of ["play", 3, null, [], {}, { type: "" }]) {
      const reply = await mover.client.send("act", { code, version, actionId: "bad", action });
      expect(reply.error?.code, JSON.stringify(action)).toBe("BAD_ACTION");
    }
    const unknown = await mover.client.send("act", {
      code,
      version,
      actionId: "bad",
      action: { type: "teleport" },
    });
    expect(unknown.ok).toBe(false);
    expect(unknown.error?.message).toContain("teleport");
    await moveOn(code, mover, "bad");
  });

  it("an oversized message closes that client's connection only; a chat line over 500 characters is BAD_MESSAGE", async () => {
    const { code, ada, bea, turn } = await startedTable();
    const long = await ada.client.send("chat", { code, text: "x".repeat(501) });
    expect(long.error?.code).toBe("BAD_MESSAGE");
    expect(long.error?.message).toContain("500");
    expect(bea.client.all("chat")).toEqual([]);

    const mallory = await connect();
    expect((await mallory.send("join", { code })).ok).toBe(true);
    const closed = mallory.disconnected();
    mallory.socket.emit("chat", { code, text: "x".repeat(300 * 1024) });
    expect(await closed).toBe("transport close");
    expect(bea.client.all("chat")).toEqual([]);
    expect(ada.client.socket.connected && bea.client.socket.connected).toBe(true);
    await moveOn(code, (await turn()).mover);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("hostile clients: flooding", () => {
  let strict: RunningServer;
  beforeAll(async () => {
    strict = await testServer({ tablesPerHour: 1000, messagesPerSecond: 10, chatPerSecond: 1 });
  });
  afterAll(async () => {
    await strict.close();
  });

  it("RATE_LIMITED: more messages a second than allowed are refused, others are unaffected, and it recovers", async () => {
    const { code, turn } = await startedTable(strict);
    const flooder = await connect(strict);
    const replies = await Promise.all(Array.from({ length: 40 }, () => flooder.send("join", { code })));
    const limited = replies.filter((reply) => reply.error?.code === "RATE_LIMITED");
    // A burst of twice the rate passes (and what refills while they arrive); the rest are refused.
    const passed = replies.filter((reply) => reply.ok).length;
    expect(passed).toBeGreaterThanOrEqual(20);
    expect(passed).toBeLessThan(24);
    expect(limited.length).toBe(40 - passed);
    expect(limited[0].error?.message).toContain("too many messages");
    await moveOn(code, (await turn()).mover);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await flooder.send("join", { code })).ok).toBe(true);
  });

  it("RATE_LIMITED: more than five chat lines at once are refused and nobody hears them; a line later passes", async () => {
    const { code, ada, bea } = await startedTable(strict);
    const lines = await Promise.all(
      Array.from({ length: 8 }, (_, n) => ada.client.send("chat", { code, text: `line ${n}` })),
    );
    expect(lines.map((reply) => reply.ok)).toEqual([true, true, true, true, true, false, false, false]);
    expect(lines[5].error).toMatchObject({ code: "RATE_LIMITED" });
    expect(lines[5].error?.message).toContain("chat");
    await until(() => bea.client.all("chat").length === 5);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await ada.client.send("chat", { code, text: "later" })).ok).toBe(true);
    await until(() => bea.client.all("chat").length === 6);
    expect(bea.client.all("chat").map((line) => line.text)).toEqual([
      "line 0",
      "line 1",
      "line 2",
      "line 3",
      "line 4",
      "later",
    ]);
  });
});

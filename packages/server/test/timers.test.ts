// Turn timers: when a person does not act in time the seat's normal bot makes that decision; after
// three in a row a bot holds the seat until its player comes back with the seat token.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import { createTableSchema } from "../src/protocol.js";
import { createTable, type Message, seatedClient, TestClient, testServer, until } from "./harness.js";

let server: RunningServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  // One-second timers keep the test short; bots move at a pace the test can follow.
  server = await testServer({ tablesPerHour: 1000, minTurnSeconds: 1, botDelayMs: 100 });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

/** The deadline the client was last told of (from its snapshot or latest update). */
function lastDeadline(client: TestClient): number | null {
  for (let i = client.received.length - 1; i >= 0; i--) {
    const { event, payload } = client.received[i];
    if (event === "update") return payload.deadlineAt;
    if (event === "snapshot" && payload.game !== null) return payload.game.deadlineAt;
  }
  return null;
}

const steps = (client: TestClient, from = 0): Message[] =>
  client.received.slice(from).flatMap(({ event, payload }) => (event === "update" ? [payload.step] : []));

describe("turn timers", () => {
  it("turnSeconds below the server's minimum is refused (BAD_MESSAGE); the default minimum is 5 seconds", async () => {
    const seats = [{ kind: "human" }, { kind: "bot", level: "normal" }];
    const refused = await createTable(server, { game: "trou-du-cul", seats, turnSeconds: 0 });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: "BAD_MESSAGE" });
    expect(refused.json.error.message).toContain("turnSeconds");
    expect(createTableSchema.safeParse({ game: "trou-du-cul", seats, turnSeconds: 4 }).success).toBe(false);
    expect(createTableSchema.safeParse({ game: "trou-du-cul", seats, turnSeconds: 5 }).success).toBe(true);
  });

  it("a timeout lets the normal bot move (with a notice); three in a row and a bot holds the seat; joining again takes it back", async () => {
    const created = await createTable(server, {
      game: "trou-du-cul",
      seats: [{ kind: "human" }, { kind: "bot", level: "normal" }],
      turnSeconds: 1,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { code, hostToken } = created.json;
    const ada = await seatedClient(server, code, "Ada");
    clients.push(ada.client);
    const watcher = await new TestClient(server.url).connected();
    clients.push(watcher);
    expect((await watcher.send("join", { code })).ok).toBe(true);
    expect((await ada.client.send("start", { code, hostToken })).ok).toBe(true);
    const adaToMove = () =>
      until(() => ada.tracker.active.includes(0) && ada.tracker.legal.length > 0, 10_000);
    const notices = () => ada.client.all("notice").map((notice) => notice.text);

    // First timeout: announced, and the timer's bot moves for Ada.
    await adaToMove();
    const deadline = lastDeadline(ada.client);
    expect(deadline).not.toBeNull();
    expect(deadline as number).toBeGreaterThan(Date.now());
    expect(deadline as number).toBeLessThanOrEqual(Date.now() + 1_000);
    await until(() => notices().length === 1, 5_000);
    expect(notices()).toEqual(["Ada ran out of time: a normal bot made this move for them."]);
    expect(watcher.all("notice").map((notice) => notice.text)).toEqual(notices());
    await until(() => steps(ada.client).some((step) => step.source === "timer"));
    expect(steps(ada.client).filter((step) => step.source === "timer")).toEqual([
      { seat: 0, source: "timer" },
    ]);

    // Ada moves herself: the count starts again.
    await adaToMove();
    const version = ada.tracker.version;
    const own = await ada.client.send("act", {
      code,
      version,
      actionId: "own",
      action: ada.tracker.legal[0].action,
    });
    expect(own).toMatchObject({ ok: true, version: version + 1 });

    // Three timeouts in a row: a bot holds the seat.
    const held = ada.client.waitFor((event, table) => event === "table" && table.seats[0].botHolds, 15_000);
    await until(() => notices().length === 4, 15_000);
    expect(notices().slice(1)).toEqual([
      "Ada ran out of time: a normal bot made this move for them.",
      "Ada ran out of time: a normal bot made this move for them.",
      "Ada ran out of time 3 times in a row: a normal bot holds the seat until they come back.",
    ]);
    expect((await held).seats[0]).toMatchObject({ name: "Ada", botHolds: true, connected: true });
    // While the bot holds the seat it plays Ada's turns without waiting for the timer.
    await until(() => steps(ada.client).some((step) => step.seat === 0 && step.source === "bot"), 5_000);
    expect(notices().length).toBe(4);

    // Ada comes back with her token while the bot is about to move for her: the seat is hers
    // again, the bot's move is not made, and she has her own timer.
    await adaToMove();
    const from = ada.client.received.length;
    const back = ada.client.waitFor((event, table) => event === "table" && !table.seats[0].botHolds);
    const rejoined = await ada.client.send("join", { code, token: ada.token });
    expect(rejoined.ok, JSON.stringify(rejoined.error)).toBe(true);
    expect(rejoined.seat).toBe(0);
    expect(rejoined.table.seats[0].botHolds).toBe(false);
    await back;
    ada.tracker.snapshot(rejoined);
    // Longer than the bot's pause: its move would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await adaToMove();
    const updated = ada.client.received.slice(from).some(({ event }) => event === "update");
    const mine = updated ? lastDeadline(ada.client) : rejoined.game.deadlineAt;
    expect(mine).not.toBeNull();
    expect(mine as number).toBeGreaterThan(Date.now() - 100);
    const at = ada.tracker.version;
    const again = await ada.client.send("act", {
      code,
      version: at,
      actionId: "back",
      action: ada.tracker.legal[0].action,
    });
    expect(again, JSON.stringify(again.error)).toMatchObject({ ok: true, version: at + 1 });
    expect(steps(ada.client, from).filter((step) => step.seat === 0 && step.source !== "human")).toEqual([]);
    const info = (await (await fetch(`${server.url}/api/tables/${code}`)).json()) as Message;
    expect(info.seats[0]).toMatchObject({ botHolds: false, connected: true });
  });

  it("a player whose seat a bot holds takes it back by making a move", async () => {
    const created = await createTable(server, {
      game: "trou-du-cul",
      seats: [{ kind: "human" }, { kind: "bot", level: "normal" }],
      turnSeconds: 1,
    });
    const { code, hostToken } = created.json;
    const ada = await seatedClient(server, code, "Ada");
    clients.push(ada.client);
    expect((await ada.client.send("start", { code, hostToken })).ok).toBe(true);
    const held = ada.client.waitFor((event, table) => event === "table" && table.seats[0].botHolds, 15_000);
    await held;

    // The bot plays Ada's turns after its short pause; Ada's own move on her turn is played.
    let taken: Message | null = null;
    for (let attempt = 0; attempt < 50 && taken === null; attempt++) {
      await until(() => ada.tracker.active[0] === 0 && ada.tracker.legal.length > 0, 10_000);
      const reply = await ada.client.send("act", {
        code,
        version: ada.tracker.version,
        actionId: `take-${attempt}`,
        action: ada.tracker.legal[0].action,
      });
      if (reply.ok) taken = reply;
      else {
        expect(reply.error?.code).toBe("STALE_STATE");
        await until(() => ada.tracker.version >= (reply.error?.version ?? 0));
      }
    }
    expect(taken).not.toBeNull();
    // The table message that tells of it goes out with the move, before the acknowledgement.
    await until(() => ada.client.all("table").at(-1)?.seats[0].botHolds === false);
    expect(ada.client.all("notice").map((notice) => notice.text)).toContain(
      "Ada is back and plays their own seat again.",
    );
    const info = (await (await fetch(`${server.url}/api/tables/${code}`)).json()) as Message;
    expect(info.seats[0]).toMatchObject({ botHolds: false });
    // From now on the bot does not move for her: her next turn waits for her (or her timer).
    const from = ada.client.received.length;
    await until(() => ada.tracker.active[0] === 0 && ada.tracker.legal.length > 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(steps(ada.client, from).filter((step) => step.seat === 0 && step.source === "bot")).toEqual([]);
  });
});

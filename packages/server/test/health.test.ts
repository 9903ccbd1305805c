// Health and Prometheus metrics: actions applied, action latency, open tables, connected clients,
// bot think time; and nothing secret in them.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import { createTable, playToEnd, seatedClient, TestClient, testServer, until } from "./harness.js";

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000, messagesPerSecond: 100_000 });
});
afterAll(async () => {
  await server.close();
});

async function metrics(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** The value of one sample line, e.g. `houserules_open_tables` or `name{label="x"}`. */
function sample(text: string, name: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  if (line === undefined) throw new Error(`no sample ${name} in:\n${text}`);
  return Number(line.slice(name.length + 1));
}

describe("health and metrics", () => {
  it("/healthz answers ok with the protocol version", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, protocol: 1 });
  });

  it("/metrics counts actions (by source), their latency, open tables, connected clients and bot think time", async () => {
    const before = await metrics();
    expect(sample(before, "houserules_connected_clients")).toBe(0);
    const created = await createTable(server, {
      game: "trou-du-cul",
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }, { kind: "bot", level: "normal" }],
    });
    const { code, hostToken } = created.json;
    const ada = await seatedClient(server, code, "Ada");
    const watcher = await new TestClient(server.url).connected();
    expect((await watcher.send("join", { code })).ok).toBe(true);
    expect(sample(await metrics(), "houserules_connected_clients")).toBe(2);
    expect((await ada.client.send("start", { code, hostToken })).ok).toBe(true);
    await until(() => ada.tracker.number === 1);
    await playToEnd(ada.client, ada.tracker, code, 0);
    const refused = await ada.client.send("act", {
      code,
      version: 0,
      actionId: "late",
      action: { type: "pass" },
    });
    expect(refused.ok).toBe(false);

    const text = await metrics();
    const human = sample(text, 'houserules_actions_applied_total{game="trou-du-cul",source="human"}');
    const bots = sample(text, 'houserules_actions_applied_total{game="trou-du-cul",source="bot"}');
    expect(human + bots).toBe(ada.tracker.version);
    expect(human).toBeGreaterThan(0);
    expect(sample(text, "houserules_action_latency_seconds_count")).toBe(human);
    expect(sample(text, 'houserules_action_latency_seconds_bucket{le="+Inf"}')).toBe(human);
    expect(sample(text, "houserules_open_tables")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "houserules_connected_clients")).toBe(2);
    const thinks =
      sample(text, 'houserules_bot_think_seconds_count{level="random"}') +
      sample(text, 'houserules_bot_think_seconds_count{level="normal"}');
    expect(thinks).toBe(bots);
    expect(sample(text, `houserules_actions_refused_total{code="${refused.error?.code}"}`)).toBe(1);
    // Nothing a client could use against a game: no table code, token or seed.
    const replay = (await (await fetch(`${server.url}/api/tables/${code}/games/1/replay`)).json()) as {
      seed: string;
    };
    for (const secret of [code, hostToken, ada.token, replay.seed]) expect(text).not.toContain(secret);

    ada.client.close();
    watcher.close();
    let connected = -1;
    for (let tries = 0; tries < 100 && connected !== 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      connected = sample(await metrics(), "houserules_connected_clients");
    }
    expect(connected).toBe(0);
  });
});

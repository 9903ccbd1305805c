// A killed server loses no acknowledged action: the test runs the real server as a process,
// kills it with SIGKILL in the middle of a game, starts it again on the same file, and the
// players carry on from where the log says they were.

import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { type Message, SeatTracker, scratchFile, TestClient } from "./harness.js";

const MAIN = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Starts `houserules serve` as its own process on a free port; resolves with its address. */
async function startProcess(database: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      HOUSERULES_DB: database,
      BOT_DELAY_MS: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /houserules server: (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return { url, child };
}

async function until(test: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe("a killed server loses nothing it acknowledged", () => {
  it("SIGKILL mid-game: every acknowledged action is there after the restart, and the game plays on to the end", async () => {
    const database = scratchFile("crash.sqlite");
    let server = await startProcess(database);
    const response = await fetch(`${server.url}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        game: "trou-du-cul",
        seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
      }),
    });
    const { code, hostToken } = (await response.json()) as Message;

    const seats: { client: TestClient; tracker: SeatTracker; token: string; seat: number }[] = [];
    for (const name of ["Ada", "Bo"]) {
      const client = await new TestClient(server.url).connected();
      const tracker = new SeatTracker(client);
      const claimed = await client.send("claim", { code, name });
      tracker.snapshot(claimed.snapshot);
      seats.push({ client, tracker, token: claimed.token, seat: claimed.seat });
    }
    expect((await seats[0].client.send("start", { code, hostToken })).ok).toBe(true);
    await until(() => seats.every((s) => s.tracker.number === 1));

    // Each acknowledged action, by version: what the log must hold after any crash.
    const acknowledged = new Map<number, unknown>();
    let killed = false;
    const play = async (who: (typeof seats)[number]) => {
      while (!killed && who.tracker.outcome === null) {
        const { tracker, client, seat } = who;
        if (!tracker.active.includes(seat) || tracker.legal.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 1));
          continue;
        }
        const version = tracker.version;
        const { action } = tracker.legal[Math.floor(Math.random() * tracker.legal.length)];
        const reply = await client
          .send("act", { code, version, actionId: `v${version}`, action })
          .catch(() => null);
        if (reply?.ok) {
          acknowledged.set(version, action);
          await until(() => tracker.version > version || killed);
        }
      }
    };
    const playing = Promise.all(seats.map(play));
    await until(() => acknowledged.size >= 15);
    server.child.kill("SIGKILL");
    killed = true;
    await playing;
    for (const s of seats) s.client.close();
    const highest = Math.max(...acknowledged.keys());

    server = await startProcess(database);
    for (const s of seats) {
      s.client = await new TestClient(server.url).connected();
      s.tracker = new SeatTracker(s.client);
      const joined = await s.client.send("join", { code, token: s.token });
      expect(joined.ok, JSON.stringify(joined.error)).toBe(true);
      expect(joined.seat).toBe(s.seat);
      s.tracker.snapshot(joined);
      expect(s.tracker.version).toBeGreaterThan(highest);
    }
    killed = false;
    await Promise.all(seats.map(play));
    expect(seats[0].tracker.outcome).not.toBeNull();

    const replay = (await (await fetch(`${server.url}/api/tables/${code}/games/1/replay`)).json()) as Message;
    for (const [version, action] of acknowledged) expect(replay.actions[version].action).toEqual(action);
    for (const s of seats) s.client.close();
  });
});

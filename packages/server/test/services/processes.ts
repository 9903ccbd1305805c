// Several real server processes (packages/server/dist/main.js) sharing one log and one Redis, on
// free loopback ports, and helpers for the players' side of a table spread across them.

import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { afterEach } from "vitest";
import { type Message, SeatTracker, TestClient } from "../harness.js";

const MAIN = fileURLToPath(new URL("../../dist/main.js", import.meta.url));
const started: ChildProcess[] = [];
const deployments: Deployment[] = [];
afterEach(async () => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  // What the test's processes left in Redis (rate-limit windows, leases, claims) goes too.
  for (const where of deployments.splice(0)) await forgetKeys(where).catch(() => {});
});

async function forgetKeys(where: Deployment): Promise<void> {
  const redis = new Redis(where.redisUrl, { maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on("error", () => {});
  try {
    const keys = await redis.keys(`${where.redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGKILL: no clean shutdown, nothing drained. */
  kill(): Promise<void>;
}

/** Where the processes of one test keep their log and meet: a store's env and a Redis. */
export interface Deployment {
  /** DATABASE_URL (with its schema) or HOUSERULES_DB, as the store wants it. */
  storeEnv: Record<string, string>;
  redisUrl: string;
  /** This test's own key prefix, so that tests sharing a Redis never meet. */
  redisPrefix: string;
}

export function deployment(storeEnv: Record<string, string>, redisUrl: string): Deployment {
  const where = { storeEnv, redisUrl, redisPrefix: `houserules-test:${randomUUID()}:` };
  deployments.push(where);
  return where;
}

/** Starts `houserules serve` as its own process; resolves with its address once it listens. */
export async function startProcess(
  where: Deployment,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      BOT_DELAY_MS: "0",
      LOG_LEVEL: "warn",
      ...where.storeEnv,
      REDIS_URL: where.redisUrl,
      REDIS_PREFIX: where.redisPrefix,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /houserules server: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}

export async function until(test: () => boolean, timeoutMs = 30_000, what = "a condition"): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function newTable(url: string, body: unknown): Promise<{ code: string; hostToken: string }> {
  const response = await fetch(`${url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Message;
  if (response.status !== 201) throw new Error(`table not created: ${JSON.stringify(json)}`);
  return { code: json.code, hostToken: json.hostToken };
}

/** One player: a socket to one process, the seat's token, and what the seat has seen. */
export interface Player {
  client: TestClient;
  tracker: SeatTracker;
  token: string;
  seat: number;
}

export async function claimSeat(url: string, code: string, name: string): Promise<Player> {
  const client = await new TestClient(url).connected();
  const tracker = new SeatTracker(client);
  const claimed = await client.send("claim", { code, name });
  if (!claimed.ok) throw new Error(`claim failed: ${JSON.stringify(claimed.error)}`);
  tracker.snapshot(claimed.snapshot);
  return { client, tracker, token: claimed.token, seat: claimed.seat };
}

/** The same player again, on (possibly) another process, with the seat's token. */
export async function rejoin(url: string, code: string, player: Player): Promise<Player> {
  const client = await new TestClient(url).connected();
  const tracker = new SeatTracker(client);
  const joined = await client.send("join", { code, token: player.token });
  if (!joined.ok) throw new Error(`join failed: ${JSON.stringify(joined.error)}`);
  tracker.snapshot(joined);
  return { client, tracker, token: player.token, seat: joined.seat };
}

/**
 * Plays the player's random legal moves until the game is over or `stop` says so; every
 * acknowledged action goes into `acknowledged` by version. A reply lost to a dying process
 * ends the loop (the caller reconnects the player elsewhere).
 */
export async function playMoves(
  player: Player,
  code: string,
  acknowledged: Map<number, unknown>,
  stop: () => boolean = () => false,
): Promise<void> {
  const { client, tracker, seat } = player;
  while (tracker.outcome === null && !stop()) {
    if (!client.socket.connected) return;
    if (!tracker.active.includes(seat) || tracker.legal.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      continue;
    }
    const version = tracker.version;
    const { action } = tracker.legal[Math.floor(Math.random() * tracker.legal.length)];
    const reply = await client
      .send("act", { code, version, actionId: `g${tracker.number}v${version}`, action })
      .catch(() => null);
    if (reply === null) return;
    if (reply.ok) {
      acknowledged.set(version, action);
      await until(() => tracker.version > version || stop() || !client.socket.connected);
    } else if (reply.error?.code === "STALE_STATE" || reply.error?.code === "GAME_OVER") {
      const now = reply.error?.version ?? version + 1;
      await until(() => tracker.version >= now || tracker.outcome !== null || stop());
    } else if (reply.error?.code !== "UNAVAILABLE") {
      throw new Error(`act refused: ${JSON.stringify(reply.error)}`);
    }
  }
}

export async function replayOf(url: string, code: string, number: number): Promise<Message> {
  const response = await fetch(`${url}/api/tables/${code}/games/${number}/replay`);
  if (response.status !== 200) throw new Error(`replay: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Message;
}

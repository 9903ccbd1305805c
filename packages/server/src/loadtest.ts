// `npm run loadtest`: scripted clients play random legal moves at many tables through real
// socket.io connections on loopback, against the server running as its own process with its
// durable log (or, with --processes N, N processes sharing DATABASE_URL and REDIS_URL, each
// table's players spread across them, beside the same load on one SQLite process), for a bounded
// time; prints and writes actions/s, round-trip latency, bytes per action and the servers' CPU
// and memory.

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import { io, type Socket } from "socket.io-client";

interface Settings {
  tables: number;
  seconds: number;
  game: string;
  players: number;
  out: string | null;
  /** Servers to spread the tables over (already running); none: start them here. */
  urls: string[];
  /** Server processes to start here when no URL is given: more than one share DATABASE_URL and REDIS_URL. */
  processes: number;
}

// biome-ignore lint/suspicious/noExplicitAny: protocol messages are free-form JSON
type Message = Record<string, any>;

interface Seat {
  socket: Socket;
  code: string;
  seat: number;
  version: number;
  number: number;
  legal: { action: unknown }[];
  active: number[];
  over: boolean;
  inFlight: boolean;
}

const MAIN = fileURLToPath(new URL("./main.js", import.meta.url));

async function startServerProcess(
  database: string,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
      HOUSERULES_DB: database,
      BOT_DELAY_MS: "0",
      TABLES_PER_HOUR: "1000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /houserules server: (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  return { url, child };
}

/** What the run's processes left in Redis (rate-limit windows, leases, claims). */
async function forgetKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function metricValue(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line === undefined ? Number.NaN : Number(line.split(" ")[1]);
}

export async function runLoadTest(
  settings: Settings,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Record<string, number | string>> {
  let dir: string | null = null;
  const children: ChildProcess[] = [];
  const urls = [...settings.urls];
  let prefix: string | null = null;
  if (urls.length === 0) {
    if (settings.processes > 1 && !env.REDIS_URL)
      throw new Error("several server processes need REDIS_URL (and DATABASE_URL for PostgreSQL)");
    dir = mkdtempSync(join(tmpdir(), "houserules-load-"));
    // The processes of one run share a Redis prefix of their own, and the log.
    prefix = `houserules-load:${process.pid}:${Date.now()}:`;
    const shared = { ...env, REDIS_PREFIX: prefix };
    for (let n = 0; n < settings.processes; n++) {
      const started = await startServerProcess(join(dir, "load.sqlite"), shared);
      children.push(started.child);
      urls.push(started.url);
    }
  }
  const latencies: number[] = [];
  let bytes = 0;
  let acknowledged = 0;
  let refused = 0;
  let stopping = false;
  const seats: Seat[] = [];

  const act = (s: Seat) => {
    if (stopping || s.inFlight || s.over || !s.active.includes(s.seat) || s.legal.length === 0) return;
    s.inFlight = true;
    const { action } = s.legal[Math.floor(Math.random() * s.legal.length)];
    const started = performance.now();
    const version = s.version;
    s.socket
      .timeout(10_000)
      .emitWithAck("act", { code: s.code, version, actionId: `${s.number}/${version}`, action })
      .then((reply: Message) => {
        s.inFlight = false;
        if (reply.ok) {
          latencies.push(performance.now() - started);
          acknowledged++;
        } else refused++;
        act(s);
      })
      .catch(() => {
        s.inFlight = false;
      });
  };

  const hosts: { socket: Socket; code: string; hostToken: string }[] = [];
  for (let t = 0; t < settings.tables; t++) {
    const url = urls[t % urls.length];
    const created = (await (
      await fetch(`${url}/api/tables`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          game: settings.game,
          seats: Array.from({ length: settings.players }, () => ({ kind: "human" })),
        }),
      })
    ).json()) as Message;
    if (created.code === undefined) throw new Error(`cannot create a table: ${JSON.stringify(created)}`);
    for (let p = 0; p < settings.players; p++) {
      // With several servers, a table's players are spread across them.
      const socket = io(urls[(t + p) % urls.length], {
        transports: ["websocket"],
        reconnection: false,
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", () => resolve());
        socket.once("connect_error", reject);
      });
      socket.io.engine.on("data", (data: string | Buffer) => {
        bytes += typeof data === "string" ? Buffer.byteLength(data) : data.length;
      });
      const claimed = (await socket.emitWithAck("claim", { code: created.code, name: `p${p}` })) as Message;
      const s: Seat = {
        socket,
        code: created.code,
        seat: claimed.seat,
        version: 0,
        number: 0,
        legal: [],
        active: [],
        over: false,
        inFlight: false,
      };
      seats.push(s);
      const apply = (game: Message | null) => {
        if (!game) return;
        s.number = game.number;
        s.version = game.version;
        s.legal = game.legal;
        s.active = game.active;
        s.over = game.outcome !== null;
        act(s);
      };
      socket.on("snapshot", (snapshot: Message) => apply(snapshot.game));
      socket.on("update", (update: Message) => {
        if (update.number !== s.number || update.version <= s.version) return;
        s.version = update.version;
        s.legal = update.legal;
        s.active = update.active;
        s.over = update.outcome !== null;
        act(s);
      });
      if (p === 0) hosts.push({ socket, code: created.code, hostToken: created.hostToken });
    }
  }
  // A finished game is followed at once by a rematch, so every table keeps playing.
  for (const host of hosts) {
    host.socket.on("update", (update: Message) => {
      if (update.outcome !== null && !stopping)
        void host.socket.emitWithAck("rematch", { code: host.code, hostToken: host.hostToken });
    });
  }

  const sumOf = async (name: string) =>
    (await Promise.all(urls.map((url) => metricValue(url, name)))).reduce((a, b) => a + b, 0);
  const cpuBefore = await sumOf("process_cpu_seconds_total");
  const started = performance.now();
  bytes = 0;
  for (const host of hosts)
    void host.socket.emitWithAck("start", { code: host.code, hostToken: host.hostToken });
  await new Promise((resolve) => setTimeout(resolve, settings.seconds * 1000));
  stopping = true;
  const elapsed = (performance.now() - started) / 1000;
  const count = acknowledged;
  const received = bytes;
  const cpuAfter = await sumOf("process_cpu_seconds_total");
  const memory = await sumOf("process_resident_memory_bytes");
  for (const s of seats) s.socket.close();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  if (dir !== null) rmSync(dir, { recursive: true, force: true });
  if (prefix !== null && env.REDIS_URL) await forgetKeys(env.REDIS_URL, prefix);

  latencies.sort((a, b) => a - b);
  return {
    game: settings.game,
    tables: settings.tables,
    clients: seats.length,
    servers: urls.length,
    seconds: Number(elapsed.toFixed(1)),
    actionsPerSecond: Math.round(count / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    maxMs: Number((latencies.at(-1) ?? Number.NaN).toFixed(2)),
    bytesPerAction: Math.round(received / Math.max(1, count)),
    refused,
    store: env.DATABASE_URL ? "PostgreSQL" : "SQLite",
    redis: env.REDIS_URL ? "yes" : "no",
    // Summed over the servers (all on this machine when the load test started them).
    serverCpuPercent: Math.round(((cpuAfter - cpuBefore) / elapsed) * 100),
    serverMemoryMiB: Math.round(memory / 2 ** 20),
    machine: `${cpus().length} cores, ${cpus()[0]?.model ?? "unknown CPU"}`,
    // Whatever else the machine was running meanwhile weighs on every figure above.
    loadAverage: Number(loadavg()[0].toFixed(1)),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tables: { type: "string", default: "50" },
      seconds: { type: "string", default: "10" },
      game: { type: "string", default: "trou-du-cul" },
      players: { type: "string", default: "4" },
      out: { type: "string" },
      url: { type: "string", multiple: true },
      processes: { type: "string", default: "1" },
    },
  });
  const settings: Settings = {
    tables: Math.min(500, Math.max(1, Number(values.tables))),
    seconds: Math.min(120, Math.max(1, Number(values.seconds))),
    game: values.game as string,
    players: Number(values.players),
    out: values.out ?? null,
    processes: Math.min(8, Math.max(1, Number(values.processes))),
    urls: (values.url ?? []).filter((url) =>
      /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(url),
    ),
  };
  if ((values.url ?? []).length !== settings.urls.length)
    throw new Error("the load test sends traffic only to loopback addresses");
  // Several processes are measured beside the same load on one SQLite process, one after the other.
  const result =
    settings.processes === 1 || settings.urls.length > 0
      ? await runLoadTest(settings)
      : {
          oneProcess: await runLoadTest(
            { ...settings, processes: 1 },
            { ...process.env, DATABASE_URL: undefined, REDIS_URL: undefined },
          ),
          severalProcesses: await runLoadTest(settings),
        };
  console.log(JSON.stringify(result, null, 2));
  if (settings.out !== null) writeFileSync(settings.out, `${JSON.stringify(result, null, 2)}\n`);
  process.exit(0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

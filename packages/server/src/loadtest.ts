// `npm run loadtest`: scripted clients play random legal moves at many tables through real
// socket.io connections on loopback, against the server running as its own process with its
// durable log, for a bounded time; prints and writes actions/s, round-trip latency, bytes per
// action and the server's CPU and memory.

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { io, type Socket } from "socket.io-client";

interface Settings {
  tables: number;
  seconds: number;
  game: string;
  players: number;
  out: string | null;
  /** Servers to spread the tables over (already running); none: start one here. */
  urls: string[];
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

async function startServerProcess(database: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function metricValue(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line === undefined ? Number.NaN : Number(line.split(" ")[1]);
}

export async function runLoadTest(settings: Settings): Promise<Record<string, number | string>> {
  let dir: string | null = null;
  let child: ChildProcess | null = null;
  let urls = settings.urls;
  if (urls.length === 0) {
    dir = mkdtempSync(join(tmpdir(), "houserules-load-"));
    const started = await startServerProcess(join(dir, "load.sqlite"));
    child = started.child;
    urls = [started.url];
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
      const socket = io(url, { transports: ["websocket"], reconnection: false, forceNew: true });
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

  const cpuBefore = await metricValue(urls[0], "process_cpu_seconds_total");
  const started = performance.now();
  bytes = 0;
  for (const host of hosts)
    void host.socket.emitWithAck("start", { code: host.code, hostToken: host.hostToken });
  await new Promise((resolve) => setTimeout(resolve, settings.seconds * 1000));
  stopping = true;
  const elapsed = (performance.now() - started) / 1000;
  const count = acknowledged;
  const received = bytes;
  const cpuAfter = await metricValue(urls[0], "process_cpu_seconds_total");
  const memory = await metricValue(urls[0], "process_resident_memory_bytes");
  for (const s of seats) s.socket.close();
  child?.kill("SIGTERM");
  if (dir !== null) rmSync(dir, { recursive: true, force: true });

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
    serverCpuPercent: urls.length === 1 ? Math.round(((cpuAfter - cpuBefore) / elapsed) * 100) : Number.NaN,
    serverMemoryMiB: urls.length === 1 ? Math.round(memory / 2 ** 20) : Number.NaN,
    machine: `${cpus().length} cores, ${cpus()[0]?.model ?? "unknown CPU"}`,
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
    },
  });
  const settings: Settings = {
    tables: Math.min(500, Math.max(1, Number(values.tables))),
    seconds: Math.min(120, Math.max(1, Number(values.seconds))),
    game: values.game as string,
    players: Number(values.players),
    out: values.out ?? null,
    urls: (values.url ?? []).filter((url) =>
      /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(url),
    ),
  };
  if ((values.url ?? []).length !== settings.urls.length)
    throw new Error("the load test sends traffic only to loopback addresses");
  const result = await runLoadTest(settings);
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

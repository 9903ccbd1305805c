// A PostgreSQL or a Redis of the test's own, on a free loopback port, for tests that stop, kill
// or restart the service. The machine's shared services (5432, 6379) are never touched.

import { type ChildProcess, execFile, spawn } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll } from "vitest";

const run = promisify(execFile);
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

const leftovers = new Set<() => Promise<void>>();
afterAll(async () => {
  for (const destroy of leftovers) await destroy();
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface OwnService {
  url: string;
  /** Starts it again after stop() or kill(), on the same port, with what it had kept. */
  start(): Promise<void>;
  /** A clean shutdown: clients are disconnected. */
  stop(): Promise<void>;
  /** stop(), then start(). */
  restart(): Promise<void>;
  /** SIGKILL: no shutdown at all. */
  kill(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

/** initdb refuses to run as root: as root, PostgreSQL's programs run as the `postgres` user. */
async function asPostgres(program: string, args: string[]): Promise<string> {
  const binary = join(POSTGRES_BIN, program);
  const [command, all] =
    process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
  const { stdout } = await run(command, all, { timeout: 60_000 });
  return stdout;
}

async function gone(pids: number[], timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (pids.some(alive)) {
    if (Date.now() > end) throw new Error(`processes ${pids.join(", ")} did not exit`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The postmaster's children (its backends and helpers), found by its pid. */
async function childrenOf(pid: number): Promise<number[]> {
  const { stdout } = await run("ps", ["-o", "pid=", "--ppid", String(pid)]).catch(() => ({ stdout: "" }));
  return stdout
    .split(/\s+/)
    .filter((s) => s !== "")
    .map(Number);
}

/** A fresh PostgreSQL cluster in a temporary directory (trust auth), database `postgres`. */
export async function startOwnPostgres(): Promise<OwnService> {
  const dir = mkdtempSync(join(tmpdir(), "houserules-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  await asPostgres("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${dir}`,
    // Nothing here must survive the machine: a crash of the server process loses nothing anyway.
    "-c fsync=off",
  ].join(" ");
  const start = async () => {
    await asPostgres("pg_ctl", [
      "start",
      "-D",
      data,
      "-l",
      join(dir, "log"),
      "-w",
      "-t",
      "60",
      "-o",
      settings,
    ]);
  };
  const running = () => {
    try {
      return Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    } catch {
      return null;
    }
  };
  const stop = async () => {
    if (running() === null) return;
    await asPostgres("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w", "-t", "60"]);
  };
  const kill = async () => {
    const pid = running();
    if (pid === null) return;
    const family = [pid, ...(await childrenOf(pid))];
    for (const member of family) {
      try {
        process.kill(member, "SIGKILL");
      } catch {}
    }
    await gone(family);
  };
  const destroy = async () => {
    leftovers.delete(destroy);
    await stop().catch(kill);
    rmSync(dir, { recursive: true, force: true });
  };
  leftovers.add(destroy);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    kill,
    destroy,
  };
}

/** A Redis that keeps nothing on disk (`--save "" --appendonly no`). */
export async function startOwnRedis(): Promise<OwnService> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const server = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = server;
    await new Promise<void>((resolve, reject) => {
      let out = "";
      server.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (/Ready to accept connections/.test(out)) resolve();
      });
      server.once("exit", (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  };
  const end = async (signal: NodeJS.Signals) => {
    const server = child;
    child = null;
    if (server === null || server.exitCode !== null || server.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      server.once("exit", () => resolve());
      server.kill(signal);
    });
  };
  const stop = () => end("SIGTERM");
  const destroy = async () => {
    leftovers.delete(destroy);
    await end("SIGKILL");
  };
  leftovers.add(destroy);
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    kill: () => end("SIGKILL"),
    destroy,
  };
}

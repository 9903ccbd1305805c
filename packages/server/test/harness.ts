// Test harness: a real server on a free loopback port with a temporary SQLite file, and scripted
// clients speaking the protocol through real socket.io connections.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { io, type Socket } from "socket.io-client";
import { afterAll } from "vitest";
import { type RunningServer, type ServerOptions, startServer } from "../src/index.js";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function scratchFile(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), "houserules-server-"));
  dirs.push(dir);
  return join(dir, name);
}

export async function testServer(options: ServerOptions = {}): Promise<RunningServer> {
  return startServer({
    databasePath: scratchFile("log.sqlite"),
    botDelayMs: 0,
    botThreads: 1,
    logger: pino({ level: "silent" }),
    ...options,
  });
}

// biome-ignore lint/suspicious/noExplicitAny: protocol messages are free-form JSON
export type Message = Record<string, any>;
export type Reply = {
  ok: boolean;
  error?: { code: string; message: string; ruleId?: string; version?: number };
} & Message;

/** One scripted client: a socket.io connection that records every message it receives. */
export class TestClient {
  readonly socket: Socket;
  readonly received: { event: string; payload: Message }[] = [];
  private waiters: {
    test: (event: string, payload: Message) => boolean;
    resolve: (payload: Message) => void;
  }[] = [];

  constructor(url: string) {
    this.socket = io(url, { transports: ["websocket"], reconnection: false, forceNew: true });
    this.socket.onAny((event: string, payload: Message) => {
      this.received.push({ event, payload });
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(event, payload)) return true;
        waiter.resolve(payload);
        return false;
      });
    });
  }

  async connected(): Promise<this> {
    if (this.socket.connected) return this;
    await new Promise<void>((resolve, reject) => {
      this.socket.once("connect", () => resolve());
      this.socket.once("connect_error", reject);
    });
    return this;
  }

  send(event: string, payload: unknown): Promise<Reply> {
    return this.socket.timeout(10_000).emitWithAck(event, payload) as Promise<Reply>;
  }

  /** Resolves with the next message that passes `test` (or one already received after `from`). */
  waitFor(test: (event: string, payload: Message) => boolean, timeoutMs = 20_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("timed out waiting for a message")), timeoutMs);
      this.waiters.push({
        test,
        resolve: (payload) => {
          clearTimeout(timer);
          resolve(payload);
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

export async function createTable(
  server: RunningServer,
  body: unknown,
): Promise<{ status: number; json: Message }> {
  const response = await fetch(`${server.url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Message };
}

/**
 * Follows a seated client's game: its latest view, legal moves and version, from its snapshot
 * and then every update (patches applied as the protocol says).
 */
export class SeatTracker {
  version = 0;
  number = 0;
  view: Message = {};
  legal: { action: Message; notation: string; description: string }[] = [];
  active: number[] = [];
  outcome: Message | null = null;
  log: string[] = [];

  constructor(readonly client: TestClient) {
    client.socket.on("update", (update: Message) => this.update(update));
    client.socket.on("snapshot", (snapshot: Message) => this.snapshot(snapshot));
  }

  snapshot(snapshot: Message): void {
    const game = snapshot.game;
    if (game === null || game === undefined) return;
    this.number = game.number;
    this.version = game.version;
    this.view = game.view;
    this.legal = game.legal;
    this.active = game.active;
    this.outcome = game.outcome;
    this.log = game.log.map((entry: { text: string }) => entry.text);
  }

  update(update: Message): void {
    if (update.number !== this.number) return;
    if (update.version <= this.version) return;
    if (update.version !== this.version + 1)
      throw new Error(`update ${update.version} after ${this.version}`);
    this.version = update.version;
    if (update.view.full !== undefined) this.view = update.view.full;
    else {
      this.view = { ...this.view, ...update.view.changes };
      for (const key of update.view.removed) delete this.view[key];
    }
    this.legal = update.legal;
    this.active = update.active;
    this.outcome = update.outcome;
    for (const entry of update.events) this.log.push(entry.text);
  }
}

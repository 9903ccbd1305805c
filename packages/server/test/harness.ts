// Test harness: a real server on a free loopback port with a temporary SQLite file, and scripted
// clients speaking the protocol through real socket.io connections.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnyGame, GameEvent, Replay } from "@houserules/engine";
import { checkReplayShape, playReplay } from "@houserules/engine";
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

  /** Resolves with the reason once the server (or the client) closes the connection. */
  disconnected(): Promise<string> {
    if (this.socket.disconnected && !this.socket.active) return Promise.resolve("closed");
    return new Promise((resolve) => this.socket.once("disconnect", (reason) => resolve(reason)));
  }

  /** The messages of one event received so far. */
  all(event: string): Message[] {
    return this.received.filter((entry) => entry.event === event).map((entry) => entry.payload);
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

export async function until(test: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** A finished game's replay, downloaded as a client would. */
export async function downloadReplay(server: RunningServer, code: string, number: number): Promise<Replay> {
  const response = await fetch(`${server.url}/api/tables/${code}/games/${number}/replay`);
  if (response.status !== 200) throw new Error(`replay ${number}: HTTP ${response.status}`);
  return checkReplayShape(await response.json());
}

/** The true course of a finished game: its state at every version (0: the deal) and each step's events. */
export function truthOf(game: AnyGame, replay: Replay): { states: unknown[]; events: GameEvent[][] } {
  const states: unknown[] = [];
  const result = playReplay(game, replay, (state) => states.push(game.clone(state)));
  return { states, events: result.events.map((step) => step.events) };
}

/** JSON as a client receives it (undefined fields dropped), for comparing with what the engine gives. */
export const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** A connected client with a claimed seat (the first open one unless `seat` is given). */
export async function seatedClient(
  server: RunningServer,
  code: string,
  name: string,
  seat?: number,
): Promise<{ client: TestClient; tracker: SeatTracker; token: string; seat: number }> {
  const client = await new TestClient(server.url).connected();
  const tracker = new SeatTracker(client);
  const claimed = await client.send("claim", { code, name, ...(seat === undefined ? {} : { seat }) });
  if (!claimed.ok) throw new Error(`claim failed: ${JSON.stringify(claimed.error)}`);
  tracker.snapshot(claimed.snapshot);
  return { client, tracker, token: claimed.token, seat: claimed.seat };
}

/** Plays the seated client's moves (random by default) until the game is over. */
export function playToEnd(
  client: TestClient,
  tracker: SeatTracker,
  code: string,
  seat: number,
  pick = (n: number) => Math.floor(Math.random() * n),
): Promise<void> {
  return play(client, tracker, code, seat, { pick });
}

/** Plays the seated client's moves until the game is over or `stop` says so. */
export async function play(
  client: TestClient,
  tracker: SeatTracker,
  code: string,
  seat: number,
  {
    pick = (n: number) => Math.floor(Math.random() * n),
    stop = () => false,
  }: { pick?: (n: number) => number; stop?: () => boolean } = {},
): Promise<void> {
  for (let guard = 0; guard < 20_000 && tracker.outcome === null && !stop(); guard++) {
    if (tracker.active.includes(seat) && tracker.legal.length > 0) {
      const { action } = tracker.legal[pick(tracker.legal.length)];
      const reply = await client.send("act", {
        code,
        version: tracker.version,
        actionId: `a${tracker.number}.${tracker.version}`,
        action,
      });
      const expected = ["STALE_STATE", "GAME_OVER"];
      if (!reply.ok && !expected.includes(reply.error?.code ?? ""))
        throw new Error(JSON.stringify(reply.error));
      // Another seat moved first (or ended the game): wait to see it, then choose again.
      const now = reply.error?.version ?? Number.POSITIVE_INFINITY;
      if (!reply.ok) await until(() => tracker.version >= now || tracker.outcome !== null);
      if (reply.ok) await until(() => tracker.version >= reply.version);
    } else {
      const version = tracker.version;
      await until(() => tracker.version > version || tracker.outcome !== null || stop());
    }
  }
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

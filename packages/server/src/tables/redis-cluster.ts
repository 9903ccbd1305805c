// The cluster on Redis: one pub/sub channel for "table changed", SET NX PX leases and claims,
// a sliding-window counter (a small Lua script) for shared rate limits, and socket.io's Redis
// adapter so that room messages reach the clients of every process.

import { randomUUID } from "node:crypto";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Server as SocketServer } from "socket.io";
import type { Cluster, TableChange, TableChangeKind } from "./cluster.js";

/** Renews the lease when this process holds it, takes it when nobody does. */
const HOLD_LEASE = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

const RELEASE_LEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** One use of a sliding window, timed by the Redis server's clock so processes agree. */
const COUNT_USE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 1`;

export interface RedisClusterOptions {
  url: string;
  /** Prefixes every key and channel, so that several deployments can share one Redis. */
  prefix: string;
  logger: Logger;
  /** How long the first connection may take before the server refuses to start. */
  connectTimeoutMs?: number;
}

export class RedisCluster implements Cluster {
  readonly processId = randomUUID();
  private readonly changeListeners: ((change: TableChange) => void)[] = [];
  private readonly reconnectListeners: (() => void)[] = [];
  private io: SocketServer | null = null;

  private constructor(
    private readonly commands: Redis,
    private readonly events: Redis,
    private readonly adapterClients: [Redis, Redis],
    private readonly options: RedisClusterOptions,
  ) {}

  /** Connects (failing clearly if Redis cannot be reached) and listens for the other processes. */
  static async connect(options: RedisClusterOptions): Promise<RedisCluster> {
    // A command waits through at most one reconnection attempt: a lease or a claim that cannot
    // be had soon is refused, and is tried again on the next renewal.
    const commands = new Redis(options.url, {
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      connectionName: "houserules",
    });
    // Subscriber connections skip the ready check: ioredis would send INFO on a connection that
    // has already subscribed, which Redis refuses. They are connected before they subscribe.
    const events = new Redis(options.url, {
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      enableReadyCheck: false,
      connectionName: "houserules-events",
    });
    // socket.io's adapter does not handle a failed publish: its commands wait for Redis to come
    // back instead of failing (chat and notices sent during a break arrive late, not never).
    const pub = new Redis(options.url, {
      maxRetriesPerRequest: null,
      lazyConnect: true,
      connectionName: "houserules-adapter",
    });
    const sub = new Redis(options.url, {
      maxRetriesPerRequest: null,
      lazyConnect: true,
      enableReadyCheck: false,
      connectionName: "houserules-adapter-events",
    });
    const clients = [commands, events, pub, sub];
    // Until the connections are up, their errors say why the server cannot start.
    let firstError: Error | null = null;
    const remember = (error: Error) => {
      firstError ??= error;
    };
    for (const client of clients) client.on("error", remember);
    const timeout = options.connectTimeoutMs ?? 10_000;
    try {
      await Promise.race([
        Promise.all(clients.map((client) => client.connect())),
        new Promise((_resolve, reject) =>
          setTimeout(() => reject(new Error(`no answer within ${timeout} ms`)), timeout).unref(),
        ),
      ]);
    } catch (error) {
      for (const client of clients) client.disconnect();
      const cause = firstError ?? error;
      const why = cause instanceof Error ? cause.message : String(cause);
      throw new Error(`REDIS_URL: cannot reach Redis at ${redactUrl(options.url)}: ${why}`);
    }
    for (const client of clients) client.off("error", remember);
    const cluster = new RedisCluster(commands, events, [pub, sub], options);
    await cluster.listen();
    return cluster;
  }

  private get channel(): string {
    return `${this.options.prefix}tables`;
  }

  private async listen(): Promise<void> {
    const log = this.options.logger;
    const names = ["commands", "events", "adapter", "adapter events"];
    for (const [index, client] of [this.commands, this.events, ...this.adapterClients].entries()) {
      client.on("error", (error: Error) =>
        log.warn({ err: error.message, connection: names[index] }, "redis connection"),
      );
    }
    this.events.on("message", (channel: string, text: string) => {
      if (channel !== this.channel) return;
      let change: TableChange;
      try {
        change = JSON.parse(text) as TableChange;
      } catch {
        return;
      }
      if (change.origin === this.processId || typeof change.code !== "string") return;
      for (const listener of this.changeListeners) listener(change);
    });
    await this.events.subscribe(this.channel);
    // "ready" again after the first time: the subscription is back (ioredis resubscribes), but
    // whatever was published meanwhile is lost, so every held table catches up from the log.
    // Once more a moment later, for a change made while the subscription was being restored.
    this.events.on("ready", () => {
      log.info("redis is reachable again: tables catch up from the log");
      for (const listener of this.reconnectListeners) listener();
      setTimeout(() => {
        for (const listener of this.reconnectListeners) listener();
      }, 1_000).unref();
    });
  }

  /** Puts socket.io's rooms on Redis, so that room messages reach every process's clients. */
  attach(io: SocketServer): void {
    const [pub, sub] = this.adapterClients;
    io.adapter(createAdapter(pub, sub, { key: `${this.options.prefix}socket.io` }));
    this.io = io;
  }

  publish(code: string, kind: TableChangeKind): void {
    const change: TableChange = { code, kind, origin: this.processId };
    this.commands.publish(this.channel, JSON.stringify(change)).catch((error: Error) => {
      this.options.logger.warn({ table: code, err: error.message }, "table change not published");
    });
  }

  onChange(listener: (change: TableChange) => void): void {
    this.changeListeners.push(listener);
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  async hold(lease: string, ttlMs: number): Promise<boolean> {
    const key = `${this.options.prefix}lease:${lease}`;
    return (await this.commands.eval(HOLD_LEASE, 1, key, this.processId, String(ttlMs))) === 1;
  }

  async release(lease: string): Promise<void> {
    await this.commands.eval(RELEASE_LEASE, 1, `${this.options.prefix}lease:${lease}`, this.processId);
  }

  async claim(name: string, ttlMs: number): Promise<boolean> {
    const key = `${this.options.prefix}claim:${name}`;
    return (await this.commands.set(key, this.processId, "PX", ttlMs, "NX")) === "OK";
  }

  async allow(name: string, limit: number, windowMs: number): Promise<boolean> {
    const key = `${this.options.prefix}limit:${name}`;
    return (await this.commands.eval(COUNT_USE, 1, key, String(windowMs), String(limit), randomUUID())) === 1;
  }

  async seatsAt(code: string): Promise<(number | null)[]> {
    if (this.io === null) return [];
    const sockets = await this.io.in(tableRoom(code)).fetchSockets();
    return sockets.map((socket) => (typeof socket.data?.seat === "number" ? socket.data.seat : null));
  }

  toTable(code: string, event: string, payload: unknown): void {
    this.io?.to(tableRoom(code)).emit(event, payload);
  }

  async close(): Promise<void> {
    for (const client of [this.commands, this.events, ...this.adapterClients]) {
      await client.quit().catch(() => client.disconnect());
    }
  }
}

/** The socket.io room of a table's clients. */
export const tableRoom = (code: string): string => `table:${code}`;

/** A Redis URL for messages: without its password. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== "") parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}

// The houserules server: Fastify for HTTP (tables, replays, health, metrics) and socket.io for
// the tables' realtime channel, on one port. Every request and message is validated first.

import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo, Socket } from "node:net";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { availableLevels } from "@houserules/bots";
import { games as catalog } from "@houserules/catalog";
import { checkJson, type GameRegistry } from "@houserules/engine";
import Fastify, { type FastifyReply, LogController } from "fastify";
import pino, { type Logger } from "pino";
import { Server as SocketServer } from "socket.io";
import { BotPool } from "./bots/bot-pool.js";
import { ServerMetrics } from "./metrics.js";
import {
  type ClientMessage,
  clientMessages,
  describeIssues,
  LIMITS,
  PROTOCOL_VERSION,
  ServerError,
  ServerErrors,
  tableRequestSchema,
} from "./protocol.js";
import { TokenBucket } from "./rate-limit.js";
import { PgStore } from "./store/postgres.js";
import { SqliteStore } from "./store/sqlite.js";
import type { Store } from "./store/store.js";
import { RedisCluster, tableRoom } from "./tables/redis-cluster.js";
import { errorInfo, type ServerClient, TableService } from "./tables/service.js";

export interface ServerOptions {
  /** 127.0.0.1 unless told otherwise. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The SQLite file (created if missing); ignored when `store` or `databaseUrl` is given. */
  databasePath?: string;
  /** PostgreSQL (DATABASE_URL) instead of SQLite, optionally in its own schema; ignored when `store` is given. */
  databaseUrl?: string;
  databaseSchema?: string;
  store?: Store;
  registry?: GameRegistry;
  /** Bot worker threads (default: the machine's cores less one, at least one). */
  botThreads?: number;
  botDelayMs?: number;
  abandonAfterMs?: number;
  tablesPerHour?: number;
  /** Realtime messages a connection may send per second (burst twice that). */
  messagesPerSecond?: number;
  /** Chat lines a connection may send per second (burst 5). */
  chatPerSecond?: number;
  /** The shortest turn timer a table may ask for, in seconds (default LIMITS.minTurnSeconds). */
  minTurnSeconds?: number;
  logger?: Logger;
  /** The web table's built files, served at / (default: packages/web/dist, when it is built). */
  webRoot?: string;
  /** The players' rules pages (default: the repository's docs/rules). */
  rulesRoot?: string;
  /** Redis, shared with the other processes serving the same log (none: this process serves alone). */
  redisUrl?: string;
  /** Prefixes this deployment's Redis keys and channels (default "houserules:"). */
  redisPrefix?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  service: TableService;
  metrics: ServerMetrics;
  close(): Promise<void>;
}

/** The catalog as clients need it to offer games: ids, player counts, presets, options, levels. */
function describeGames(registry: GameRegistry) {
  return registry.list().map((game) => ({
    id: game.id,
    title: game.title,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    playerCounts: game.playerCounts,
    defaultPreset: game.defaultPreset,
    presets: game.presets,
    options: game.options,
    botLevels: availableLevels(game),
    series: typeof game.nextGameOptions === "function",
  }));
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? "info" });
  const registry = options.registry ?? catalog;
  const store =
    options.store ??
    (options.databaseUrl === undefined
      ? new SqliteStore(options.databasePath ?? "houserules.sqlite")
      : await PgStore.open({
          url: options.databaseUrl,
          ...(options.databaseSchema === undefined ? {} : { schema: options.databaseSchema }),
          onConnectionError: (error) => logger.warn({ err: error }, "PostgreSQL connection lost"),
        }));
  const metrics = new ServerMetrics();
  const cluster =
    options.redisUrl === undefined
      ? undefined
      : await RedisCluster.connect({
          url: options.redisUrl,
          prefix: options.redisPrefix ?? "houserules:",
          logger: logger.child({ part: "cluster" }),
        }).catch(async (error: unknown) => {
          if (options.store === undefined) await store.close();
          throw error;
        });
  const bots = new BotPool(options.botThreads);
  let publicUrl = "";
  const service = new TableService({
    store,
    registry,
    bots,
    metrics,
    logger,
    publicUrl: () => publicUrl,
    botDelayMs: options.botDelayMs ?? 700,
    abandonAfterMs: options.abandonAfterMs ?? 24 * 3_600_000,
    tablesPerHour: options.tablesPerHour ?? 30,
    ...(cluster === undefined ? {} : { cluster }),
  });

  const app = Fastify({
    loggerInstance: logger.child({ part: "http" }),
    bodyLimit: 64 * 1024,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) {
      const message = error instanceof Error ? error.message : String(error);
      return reply.status(status).send({ error: { code: ServerErrors.BAD_MESSAGE, message } });
    }
    logger.error({ err: error }, "request failed");
    return reply.status(500).send({ error: errorInfo(error) });
  });
  const send = (reply: FastifyReply, error: unknown) => {
    const info = errorInfo(error);
    const status =
      info.code === ServerErrors.UNKNOWN_TABLE || info.code === ServerErrors.NO_GAME
        ? 404
        : info.code === ServerErrors.GAME_NOT_OVER
          ? 409
          : info.code === ServerErrors.TOO_MANY_TABLES
            ? 429
            : info.code === "INTERNAL_ERROR"
              ? 500
              : 400;
    if (status === 500) logger.error({ err: error }, "request failed");
    return reply.status(status).send({ error: info });
  };

  const tableSchema = tableRequestSchema(options.minTurnSeconds ?? LIMITS.minTurnSeconds);
  app.get("/healthz", async () => ({ ok: true, protocol: PROTOCOL_VERSION }));
  app.get("/metrics", async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  app.get("/api/games", async () => ({ games: describeGames(registry) }));
  const rulesRoot = options.rulesRoot ?? fileURLToPath(new URL("../../../docs/rules/", import.meta.url));
  app.get<{ Params: { game: string } }>("/api/rules/:game", async (request, reply) => {
    const id = request.params.game;
    if (!registry.list().some((game) => game.id === id)) {
      return reply
        .status(404)
        .send({ error: { code: "UNKNOWN_GAME", message: `no game "${id.slice(0, 64)}"` } });
    }
    const file = `${rulesRoot}/${id}.md`;
    if (!existsSync(file))
      return reply.status(404).send({ error: { code: "NO_RULES", message: `no rules page for ${id}` } });
    reply.type("text/markdown; charset=utf-8");
    return readFileSync(file, "utf8");
  });
  const webRoot = options.webRoot ?? fileURLToPath(new URL("../../web/dist/", import.meta.url));
  if (existsSync(`${webRoot}/index.html`)) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: "index.html" });
    app.get("/t/:code", (_request, reply) => reply.sendFile("index.html"));
    app.get("/t/:code/replay/:number", (_request, reply) => reply.sendFile("index.html"));
  } else {
    app.get("/", async (_request, reply) =>
      reply.type("text/plain").send("The web table is not built: run `npm run build` (or `npm start`)."),
    );
  }
  app.post("/api/tables", async (request, reply) => {
    try {
      checkJson(request.body, "body", { depth: 8, nodes: 4_000, string: 256 }, ServerErrors.BAD_MESSAGE);
      const parsed = tableSchema.safeParse(request.body);
      if (!parsed.success) throw new ServerError(ServerErrors.BAD_MESSAGE, describeIssues(parsed.error));
      const created = await service.createTable(parsed.data, request.ip);
      return reply.status(201).send(created);
    } catch (error) {
      return send(reply, error);
    }
  });
  app.get<{ Params: { code: string } }>("/api/tables/:code", async (request, reply) => {
    try {
      return await service.publicTable(request.params.code.slice(0, LIMITS.codeLength).toUpperCase());
    } catch (error) {
      return send(reply, error);
    }
  });
  app.get<{
    Params: { code: string; number: string };
    Querystring: { seat?: string; from?: string; count?: string };
  }>("/api/tables/:code/games/:number/steps", async (request, reply) => {
    try {
      const number = Number(request.params.number);
      const seatText = request.query.seat ?? "spectator";
      const seat = seatText === "spectator" ? null : Number(seatText);
      const from = Number(request.query.from ?? 0);
      const count = Number(request.query.count ?? 200);
      const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
      if (
        !whole(number) ||
        (seat !== null && !whole(seat)) ||
        !whole(from) ||
        !whole(count) ||
        count < 1 ||
        count > 500
      ) {
        throw new ServerError(
          ServerErrors.BAD_MESSAGE,
          "steps take a game number, seat (a number or spectator), from (0...) and count (1 to 500)",
        );
      }
      return await service.replaySteps(
        request.params.code.slice(0, LIMITS.codeLength).toUpperCase(),
        number,
        seat,
        from,
        count,
      );
    } catch (error) {
      return send(reply, error);
    }
  });
  app.get<{ Params: { code: string; number: string } }>(
    "/api/tables/:code/games/:number/replay",
    async (request, reply) => {
      try {
        const number = Number(request.params.number);
        if (!Number.isSafeInteger(number) || number < 1)
          throw new ServerError(ServerErrors.BAD_MESSAGE, "a game number is 1, 2, 3...");
        const replay = await service.replay(
          request.params.code.slice(0, LIMITS.codeLength).toUpperCase(),
          number,
        );
        reply.header(
          "content-disposition",
          `attachment; filename="${request.params.code}-${number}.replay.json"`,
        );
        return replay;
      } catch (error) {
        return send(reply, error);
      }
    },
  );

  const io = new SocketServer(app.server, {
    maxHttpBufferSize: LIMITS.messageBytes,
    transports: ["websocket", "polling"],
    serveClient: false,
  });
  cluster?.attach(io);
  let clientCount = 0;
  io.on("connection", (socket) => {
    metrics.connectedClients.set(++clientCount);
    const messages = new TokenBucket(options.messagesPerSecond ?? 50, (options.messagesPerSecond ?? 50) * 2);
    const chat = new TokenBucket(options.chatPerSecond ?? 1, 5);
    // What one turn of the event loop sends a connection (an update, then the acknowledgement of
    // the move that caused it) leaves in one write instead of one system call per message: the
    // TCP socket under the WebSocket is corked until the loop's check phase. Where socket.io's
    // transport does not expose that socket (the polling fallback), messages go out as they come.
    let holding = false;
    const holdWrites = () => {
      if (holding) return;
      const tcp = (socket.conn.transport as { socket?: { _socket?: Socket } }).socket?._socket;
      if (tcp === undefined || typeof tcp.cork !== "function") return;
      holding = true;
      tcp.cork();
      setImmediate(() => {
        holding = false;
        tcp.uncork();
      });
    };
    const client: ServerClient = {
      id: socket.id,
      code: null,
      seat: null,
      lastView: null,
      send: (event, payload) => {
        holdWrites();
        socket.emit(event, payload);
      },
      ...(cluster === undefined
        ? {}
        : {
            enterRoom: (code: string | null, seat: number | null) => {
              for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
              socket.data.seat = seat;
              if (code !== null) void socket.join(tableRoom(code));
            },
          }),
    };
    const handle = <M extends ClientMessage>(
      name: M,
      run: (message: import("./protocol.js").MessageOf<M>) => Promise<unknown>,
    ) => {
      socket.on(name as string, async (...args: unknown[]) => {
        // The acknowledgement comes last; a message sent with nothing but one has no payload.
        const ack = typeof args.at(-1) === "function" ? (args.pop() as (reply: unknown) => void) : undefined;
        const answer = ack ?? (() => {});
        const payload = args[0];
        try {
          if (!messages.take())
            throw new ServerError(ServerErrors.RATE_LIMITED, "too many messages: slow down");
          if (name === "chat" && !chat.take())
            throw new ServerError(ServerErrors.RATE_LIMITED, "too many chat lines: slow down");
          if (args.length > 1)
            throw new ServerError(ServerErrors.BAD_MESSAGE, `a "${name}" message has one payload`);
          checkJson(payload, name, { depth: 8, nodes: 2_000, string: 1_000 }, ServerErrors.BAD_MESSAGE);
          const parsed = clientMessages[name].safeParse(payload);
          if (!parsed.success) {
            throw new ServerError(
              ServerErrors.BAD_MESSAGE,
              `bad "${name}" message: ${describeIssues(parsed.error)}`,
            );
          }
          const result = await run(parsed.data as import("./protocol.js").MessageOf<M>);
          holdWrites();
          answer({ ok: true, ...(result as object) });
        } catch (error) {
          const info = errorInfo(error);
          if (info.code === "INTERNAL_ERROR") logger.error({ err: error, message: name }, "message failed");
          answer({ ok: false, error: info });
        }
      });
    };
    socket.onAny((event: unknown, ...args: unknown[]) => {
      if (typeof event === "string" && Object.hasOwn(clientMessages, event)) return;
      const ack = args.at(-1);
      const allowed = messages.take();
      if (typeof ack !== "function") return;
      const error = allowed
        ? new ServerError(
            ServerErrors.BAD_MESSAGE,
            `unknown message "${String(event).slice(0, 32)}"; messages: ${Object.keys(clientMessages).join(", ")}`,
          )
        : new ServerError(ServerErrors.RATE_LIMITED, "too many messages: slow down");
      ack({ ok: false, error: errorInfo(error) });
    });
    handle("join", async (message) => {
      const snapshot = await service.join(client, { ...message, code: message.code.toUpperCase() });
      return { ...snapshot, chat: await service.recentChat(message.code.toUpperCase()) };
    });
    handle("claim", async (message) => {
      const claimed = await service.claim(client, { ...message, code: message.code.toUpperCase() });
      return {
        ...claimed,
        snapshot: { ...claimed.snapshot, chat: await service.recentChat(message.code.toUpperCase()) },
      };
    });
    handle("start", (message) => service.start(client, { ...message, code: message.code.toUpperCase() }));
    handle("act", (message) => service.act(client, { ...message, code: message.code.toUpperCase() }));
    handle("chat", (message) => service.chat(client, { ...message, code: message.code.toUpperCase() }));
    handle("next", (message) => service.next({ ...message, code: message.code.toUpperCase() }));
    handle("rematch", (message) => service.rematch({ ...message, code: message.code.toUpperCase() }));
    handle("hint", (message) => service.hint(client, { ...message, code: message.code.toUpperCase() }));
    handle("leave", async () => {
      await service.leave(client);
      return {};
    });
    socket.on("disconnect", () => {
      metrics.connectedClients.set(--clientCount);
      service.disconnect(client);
    });
  });

  const resumed = await service.resume();
  await app.listen({ host: options.host ?? "127.0.0.1", port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  const host = options.host ?? "127.0.0.1";
  publicUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  logger.info({ url: publicUrl, resumed }, "houserules server listening");

  return {
    url: publicUrl,
    port,
    service,
    metrics,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await service.close();
      await cluster?.close();
      await app.close();
      await bots.close();
      await store.close();
    },
  };
}

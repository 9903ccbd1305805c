// Tables: seats, games, actions, bots and timers, all through the game contract. The durable log
// is the truth: an action is applied to a copy of the live state, written with its group of
// actions in one commit, and only then acknowledged and sent to anyone. Each client receives its
// own seat's view, legal moves and the events it may see, described for it.

import { createHash, randomBytes, randomUUID } from "node:crypto";
import { availableLevels } from "@houserules/bots";
import type { BotLevel } from "@houserules/engine";
import {
  type Action,
  type AnyGame,
  type BaseOptions,
  checkActionShape,
  type GameEvent,
  type GameRegistry,
  isRuleError,
  newSeed,
  type Replay,
  RuleError,
  resolveOptions,
} from "@houserules/engine";
import type { Logger } from "pino";
import type { BotPool } from "../bots/bot-pool.js";
import type { ServerMetrics } from "../metrics.js";
import {
  type CreateTableRequest,
  type ErrorInfo,
  type MessageOf,
  PROTOCOL_VERSION,
  ServerError,
  ServerErrors,
} from "../protocol.js";
import type {
  ActionSource,
  ChatRecord,
  CommitBatch,
  GameRecord,
  SeatRecord,
  Store,
  TableConfig,
  TableRecord,
} from "../store/store.js";
import { GameNumberTakenError, SeqConflictError } from "../store/store.js";
import type { Cluster, TableChange, TableChangeKind } from "./cluster.js";
import { Committer } from "./committer.js";
import { type Hint, practiceHint } from "./hints.js";
import { type Applied, LiveGame } from "./live-game.js";
import { withSeatNames } from "./seat-names.js";
import { type ViewPatch, viewPatch } from "./view-diff.js";

/** A connected client: one socket, at one table at a time, as one seat or as a spectator. */
export interface ServerClient {
  readonly id: string;
  code: string | null;
  seat: number | null;
  /** The view last sent (never changed afterwards), to send only what changed since. */
  lastView: unknown;
  send(event: string, payload: unknown): void;
  /** Puts the connection in a table's room (null: in none) as a seat, for a cluster's messages. */
  enterRoom?(code: string | null, seat: number | null): void;
}

export interface ServiceOptions {
  store: Store;
  registry: GameRegistry;
  bots: BotPool;
  metrics: ServerMetrics;
  logger: Logger;
  /** Where invite links point, e.g. http://127.0.0.1:8080. */
  publicUrl: () => string;
  /** Pause before a bot moves, so people can follow (0 in tests and load tests). */
  botDelayMs: number;
  /** A table nobody has joined for this long is closed. */
  abandonAfterMs: number;
  /** Tables one client address may create per hour. */
  tablesPerHour: number;
  /** The other server processes sharing the log (none: this process serves alone). */
  cluster?: Cluster;
}

interface LiveTable {
  record: TableRecord;
  seats: SeatRecord[];
  game: AnyGame;
  live: LiveGame | null;
  deadlineAt: number | null;
  clients: Set<ServerClient>;
  timer: NodeJS.Timeout | null;
  botBusy: boolean;
  lastSeen: number;
}

/** A legal move as a client shows it: the action, the notation a person types, plain English. */
export interface Move {
  action: Action;
  notation: string;
  description: string;
}

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 6;
const TIMEOUTS_BEFORE_ZOMBIE = 3;
const CHAT_HISTORY = 50;
/** A turn timer's lease: its holder renews it this often, and it passes on this long after a death. */
const TIMER_LEASE_RENEW_MS = 1_000;
const TIMER_LEASE_MS = 4_000;
/** A bot decision claimed by a process that dies is claimed again after this (plus the bot's pause). */
const BOT_CLAIM_MS = 10_000;
const BOT_CLAIM_RETRY_MS = 500;

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
const newToken = (): string => randomBytes(24).toString("base64url");

function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = "";
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

function sameToken(token: string, hash: string | null): boolean {
  return hash !== null && hashToken(token) === hash;
}

export class TableService {
  private readonly tables = new Map<string, Promise<LiveTable>>();
  private readonly committer: Committer;
  private readonly created = new Map<string, number[]>();
  private readonly sweeper: NodeJS.Timeout;
  private closing = false;
  /** Catch-ups under way per table, and what was asked for meanwhile (read by one more). */
  private readonly catchingUp = new Map<string, { again: LogParts | null; done: Promise<void> }>();
  /** The turn-timer leases this process takes part in, per table. */
  private readonly timerLeases = new Map<string, { held: boolean; renewal: NodeJS.Timeout }>();
  /** The seats connected to each table through any process, as last asked of the cluster. */
  private readonly seatsAnywhere = new Map<string, Set<number | null>>();
  /** Tables whose cache was dropped because the log could not be read, waiting to be read again. */
  private readonly unreadable = new Map<string, { table: LiveTable; retry?: NodeJS.Timeout }>();
  /** Bot moves another process claimed, looked at again later in case that process died. */
  private readonly claimRetries = new Map<string, NodeJS.Timeout>();

  constructor(private readonly options: ServiceOptions) {
    this.committer = new Committer(options.store, options.metrics);
    this.sweeper = setInterval(() => void this.sweep(), 60_000);
    this.sweeper.unref();
    options.cluster?.onChange((change) => this.heard(change));
    options.cluster?.onReconnect(() => {
      for (const code of this.tables.keys()) void this.catchUp(code, EVERYTHING);
    });
  }

  // ---- tables --------------------------------------------------------------------------------

  /** Creates a table; the options are checked by the game now, so its error shows at once. */
  async createTable(
    request: CreateTableRequest,
    clientAddress: string,
  ): Promise<{ code: string; hostToken: string; link: string }> {
    await this.countCreation(clientAddress);
    const game = this.options.registry.get(request.game);
    const config: TableConfig = {
      players: request.seats.length,
      ...(request.preset === undefined ? {} : { preset: request.preset }),
      ...(request.options === undefined ? {} : { options: request.options }),
      seats: request.seats,
      turnSeconds: request.turnSeconds,
    };
    resolveTableOptions(game, config);
    const levels = availableLevels(game);
    for (const [seat, plan] of request.seats.entries()) {
      if (plan.kind === "bot" && !levels.includes(plan.level as BotLevel)) {
        throw new RuleError(
          "UNKNOWN_LEVEL",
          `seat ${seat}: no bot level "${plan.level}" for ${game.id}; levels: ${levels.join(", ")}`,
        );
      }
    }
    const hostToken = newToken();
    for (let attempt = 0; ; attempt++) {
      const record: TableRecord = {
        id: randomUUID(),
        code: newCode(),
        game: game.id,
        config,
        hostHash: hashToken(hostToken),
        status: "open",
        createdAt: Date.now(),
      };
      const seats: SeatRecord[] = request.seats.map((plan, seat) => ({
        tableId: record.id,
        seat,
        kind: plan.kind,
        level: plan.kind === "bot" ? plan.level : null,
        name: null,
        tokenHash: null,
        timeouts: 0,
        zombie: false,
      }));
      try {
        await this.options.store.createTable(record, seats);
      } catch (error) {
        if (attempt < 5 && /UNIQUE|unique/.test(String(error))) continue;
        throw error;
      }
      this.options.logger.info({ table: record.code, game: game.id, seats: seats.length }, "table created");
      return { code: record.code, hostToken, link: this.linkTo(record.code) };
    }
  }

  private async countCreation(clientAddress: string): Promise<void> {
    const cluster = this.options.cluster;
    if (cluster !== undefined) {
      // Shared by every process, so that a client spread across them is counted once.
      const allowed = await cluster
        .allow(`tables:${clientAddress}`, this.options.tablesPerHour, 3_600_000)
        .catch((error: unknown) => {
          this.options.logger.warn({ err: error }, "table creations could not be counted");
          throw new ServerError(
            ServerErrors.UNAVAILABLE,
            "no table can be created right now: try again shortly",
          );
        });
      if (!allowed) {
        throw new ServerError(
          ServerErrors.TOO_MANY_TABLES,
          `at most ${this.options.tablesPerHour} new tables an hour from one address`,
        );
      }
      return;
    }
    const hourAgo = Date.now() - 3_600_000;
    const times = (this.created.get(clientAddress) ?? []).filter((at) => at > hourAgo);
    if (times.length >= this.options.tablesPerHour) {
      throw new ServerError(
        ServerErrors.TOO_MANY_TABLES,
        `at most ${this.options.tablesPerHour} new tables an hour from one address`,
      );
    }
    times.push(Date.now());
    this.created.set(clientAddress, times);
  }

  private linkTo(code: string): string {
    return `${this.options.publicUrl()}/t/${code}`;
  }

  /** The table as anyone may see it (no tokens, no seed, no custom deal). */
  async publicTable(code: string) {
    return this.describeTable(await this.table(code));
  }

  private table(code: string): Promise<LiveTable> {
    let table = this.tables.get(code);
    if (table === undefined) {
      table = this.load(code).then((fresh) => this.takeOver(code, fresh));
      this.tables.set(code, table);
      table.then(
        () => this.options.metrics.openTables.set(this.tables.size),
        () => this.tables.delete(code),
      );
    }
    return table;
  }

  /** The table, caught up first with what other processes wrote (seats, games), if there are any. */
  private async current(code: string): Promise<LiveTable> {
    const table = await this.table(code);
    if (this.options.cluster !== undefined) await this.catchUp(code, EVERYTHING);
    return table;
  }

  private async load(code: string): Promise<LiveTable> {
    const { store, registry } = this.options;
    const record = await store.tableByCode(code);
    if (record === null) throw new ServerError(ServerErrors.UNKNOWN_TABLE, `no table with code ${code}`);
    const seats = await store.seats(record.id);
    // The log names the seats as they are when it is told (claims, bots filling seats, reloads).
    const game = withSeatNames(registry.get(record.game), () => table.seats);
    const latest = await store.latestGame(record.id);
    const live = latest === null ? null : LiveGame.rebuild(game, latest, await store.actions(latest.id));
    const table: LiveTable = {
      record,
      seats,
      game,
      live,
      deadlineAt: latest?.deadlineAt ?? null,
      clients: new Set(),
      timer: null,
      botBusy: false,
      lastSeen: Date.now(),
    };
    return table;
  }

  /**
   * A table read again after its cache was dropped: its clients move to the fresh copy and are
   * sent the game as the log holds it.
   */
  private takeOver(code: string, fresh: LiveTable): LiveTable {
    const dropped = this.unreadable.get(code);
    if (dropped === undefined) return fresh;
    this.unreadable.delete(code);
    clearTimeout(dropped.retry);
    for (const client of dropped.table.clients) if (client.code === code) fresh.clients.add(client);
    for (const client of fresh.clients) {
      client.lastView = null;
      client.send("snapshot", this.snapshot(fresh, client));
    }
    this.automate(fresh);
    return fresh;
  }

  /**
   * A commit failed and the log could not be read either (the database is away): the cache,
   * with the move that was not saved, is dropped, and read again from the log once it can be.
   */
  private dropUnreadable(table: LiveTable): void {
    const code = table.record.code;
    if (table.timer !== null) clearTimeout(table.timer);
    table.timer = null;
    table.live = null;
    if (this.unreadable.has(code)) return;
    this.tables.delete(code);
    const entry: { table: LiveTable; retry?: NodeJS.Timeout } = { table };
    this.unreadable.set(code, entry);
    const attempt = () => {
      if (this.unreadable.get(code) !== entry || this.closing) return;
      entry.retry = setTimeout(() => void this.table(code).catch(attempt), 2_000);
      entry.retry.unref();
    };
    attempt();
  }

  /** Rebuilds every unfinished game from its log and lets play continue (bots, timers). */
  async resume(): Promise<number> {
    const playing = await this.options.store.playingTables();
    for (const record of playing) {
      try {
        const table = await this.table(record.code);
        this.automate(table);
      } catch (error) {
        this.options.logger.error({ table: record.code, err: error }, "table could not be resumed");
      }
    }
    return playing.length;
  }

  private describeTable(table: LiveTable) {
    const { record, game, live } = table;
    const connected = new Set([...table.clients].map((client) => client.seat));
    for (const seat of this.seatsAnywhere.get(record.code) ?? []) connected.add(seat);
    const { deal: _deal, ...options } = (live?.record.options ?? record.config.options ?? {}) as Record<
      string,
      unknown
    >;
    return {
      code: record.code,
      link: this.linkTo(record.code),
      game: game.id,
      title: game.title,
      players: record.config.players,
      preset: record.config.preset ?? game.defaultPreset,
      options,
      turnSeconds: record.config.turnSeconds,
      status: record.status,
      series: typeof game.nextGameOptions === "function",
      gameNumber: live?.record.number ?? 0,
      seats: table.seats.map((seat) => ({
        seat: seat.seat,
        kind: seat.kind,
        level: seat.level,
        name: seat.name ?? (seat.kind === "bot" ? `${seat.level} bot` : null),
        open: seat.kind === "human" && seat.tokenHash === null,
        connected: connected.has(seat.seat),
        botHolds: seat.zombie,
      })),
    };
  }

  // ---- joining -------------------------------------------------------------------------------

  /** Sits the client down: as the seat its token holds, or as a spectator without one. */
  async join(client: ServerClient, message: MessageOf<"join">) {
    const table = await this.current(message.code);
    if (table.record.status === "closed")
      throw new ServerError(ServerErrors.TABLE_CLOSED, "this table is closed");
    let seat: number | null = null;
    if (message.token !== undefined) {
      const found = table.seats.find((s) => sameToken(message.token as string, s.tokenHash));
      if (found === undefined)
        throw new ServerError(ServerErrors.BAD_TOKEN, "this token holds no seat at this table");
      seat = found.seat;
      if (found.zombie || found.timeouts > 0) {
        // The player is back: the seat is theirs again, and so is its turn timer, which did not
        // run while a bot held the seat.
        found.zombie = false;
        found.timeouts = 0;
        const live = table.live;
        const running = live !== null && live.outcome === null;
        if (running && table.deadlineAt === null) table.deadlineAt = this.deadlineFor(table, live.state);
        const games = running
          ? [{ id: live.record.id, outcome: null, endedAt: null, deadlineAt: table.deadlineAt }]
          : [];
        await this.committer.commit({ actions: [], games, seats: [found] });
        this.options.cluster?.publish(table.record.code, "seats");
      }
    }
    this.detach(client);
    client.code = table.record.code;
    client.seat = seat;
    client.lastView = null;
    client.enterRoom?.(table.record.code, seat);
    table.clients.add(client);
    table.lastSeen = Date.now();
    this.broadcastTable(table);
    this.presenceChanged(table.record.code);
    this.automate(table);
    return this.snapshot(table, client);
  }

  /** Claims an open human seat with a display name; the token is shown once, kept only hashed. */
  async claim(client: ServerClient, message: MessageOf<"claim">) {
    const table = await this.current(message.code);
    if (table.record.status === "closed")
      throw new ServerError(ServerErrors.TABLE_CLOSED, "this table is closed");
    const token = newToken();
    const tokenHash = hashToken(token);
    let seat = this.seatToClaim(table, message.seat);
    // The claim is written only if the seat is still open: of two claimants at once (at this
    // process or at two), one gets it and the other looks again at the seats the log holds.
    for (let attempt = 0; ; attempt++) {
      if (await this.options.store.claimSeat(table.record.id, seat.seat, message.name, tokenHash)) break;
      if (attempt >= table.seats.length) {
        throw new ServerError(ServerErrors.UNAVAILABLE, "no seat could be claimed just now: try again");
      }
      const seats = await this.options.store.seats(table.record.id);
      for (const fresh of seats) {
        const held = table.seats.find((s) => s.seat === fresh.seat);
        if (held !== undefined) Object.assign(held, fresh);
      }
      this.broadcastTable(table);
      if (message.seat !== undefined && seat.tokenHash !== null) {
        throw new ServerError(ServerErrors.SEAT_TAKEN, `seat ${seat.seat} was just taken by someone else`);
      }
      seat = this.seatToClaim(table, message.seat);
    }
    seat.tokenHash = tokenHash;
    seat.name = message.name;
    this.options.cluster?.publish(table.record.code, "seats");
    const snapshot = await this.join(client, { code: message.code, token });
    return { token, seat: seat.seat, snapshot };
  }

  /** The seat a claim asks for (`undefined`: the first open one), if it is open as this cache holds it. */
  private seatToClaim(table: LiveTable, wanted: number | undefined): SeatRecord {
    if (wanted === undefined) {
      const open = table.seats.find((s) => s.kind === "human" && s.tokenHash === null);
      if (open === undefined)
        throw new ServerError(ServerErrors.NO_OPEN_SEAT, "every seat at this table is taken");
      return open;
    }
    const seat = table.seats.find((s) => s.seat === wanted);
    if (seat === undefined) {
      throw new ServerError(
        ServerErrors.BAD_MESSAGE,
        `seat ${wanted} is not at this table (seats 0 to ${table.seats.length - 1})`,
      );
    }
    if (seat.kind !== "human") throw new ServerError(ServerErrors.SEAT_TAKEN, `seat ${seat.seat} is a bot's`);
    if (seat.tokenHash !== null) throw new ServerError(ServerErrors.SEAT_TAKEN, `seat ${seat.seat} is taken`);
    return seat;
  }

  /** The client leaves the table; before the game starts, its seat opens again. */
  async leave(client: ServerClient): Promise<void> {
    const code = client.code;
    if (code === null) return;
    const table = await this.table(code);
    const seat = client.seat === null ? undefined : table.seats.find((s) => s.seat === client.seat);
    this.detach(client);
    if (seat !== undefined && table.live === null) {
      seat.tokenHash = null;
      seat.name = null;
      await this.options.store.saveSeats([seat]);
      this.options.cluster?.publish(table.record.code, "seats");
    }
    this.broadcastTable(table);
    this.presenceChanged(code);
  }

  /** A connection closed: the seat stays the player's, to resume with the token. */
  disconnect(client: ServerClient): void {
    const code = client.code;
    this.detach(client);
    if (code !== null) void this.tables.get(code)?.then((table) => this.broadcastTable(table));
    if (code !== null) this.presenceChanged(code);
  }

  private detach(client: ServerClient): void {
    if (client.code === null) return;
    const code = client.code;
    void this.tables.get(code)?.then((table) => {
      // The client may have sat down at this same table again meanwhile (join, then claim).
      if (client.code !== code) table.clients.delete(client);
      table.lastSeen = Date.now();
    });
    client.code = null;
    client.seat = null;
    client.enterRoom?.(null, null);
  }

  // ---- games ---------------------------------------------------------------------------------

  /** The host starts the first game once every human seat is claimed (or fills them with bots). */
  async start(client: ServerClient, message: MessageOf<"start">) {
    const table = await this.current(message.code);
    this.checkHost(table, message.hostToken);
    if (table.live !== null && table.live.outcome === null) {
      throw new ServerError(ServerErrors.ALREADY_STARTED, "a game is already running at this table");
    }
    if (table.live !== null)
      throw new ServerError(ServerErrors.ALREADY_STARTED, 'the game is over: send "next" or "rematch"');
    const open = table.seats.filter((s) => s.kind === "human" && s.tokenHash === null);
    if (open.length > 0) {
      if (message.fillWithBots === undefined) {
        throw new ServerError(
          ServerErrors.SEATS_OPEN,
          `seats ${open.map((s) => s.seat).join(", ")} are open: wait for players or fill them with bots`,
        );
      }
      const levels = availableLevels(table.game);
      if (!levels.includes(message.fillWithBots as BotLevel)) {
        throw new RuleError(
          "UNKNOWN_LEVEL",
          `no bot level "${message.fillWithBots}"; levels: ${levels.join(", ")}`,
        );
      }
      for (const seat of open) {
        seat.kind = "bot";
        seat.level = message.fillWithBots;
      }
      await this.options.store.saveSeats(open);
    }
    const live = await this.newGame(table, resolveTableOptions(table.game, table.record.config), false);
    void client;
    return { gameNumber: live.record.number };
  }

  /** The next game of a series, with the game's own carry-over (titles, exchanges, standings). */
  async next(message: MessageOf<"next">) {
    const table = await this.current(message.code);
    this.checkHost(table, message.hostToken);
    const live = this.finishedGame(table);
    if (typeof table.game.nextGameOptions !== "function") {
      throw new ServerError("NO_SERIES", `${table.game.title} is not played in series: send "rematch"`);
    }
    const options = table.game.nextGameOptions(live.state);
    if (options === null)
      throw new ServerError("SERIES_OVER", 'the series is over: send "rematch" for a new one');
    return { gameNumber: (await this.newGame(table, options, true)).record.number };
  }

  /** A new game (a new series) with the table's own options. */
  async rematch(message: MessageOf<"rematch">) {
    const table = await this.current(message.code);
    this.checkHost(table, message.hostToken);
    this.finishedGame(table);
    const live = await this.newGame(table, resolveTableOptions(table.game, table.record.config), false);
    return { gameNumber: live.record.number };
  }

  private finishedGame(table: LiveTable): LiveGame {
    if (table.live === null)
      throw new ServerError(ServerErrors.NO_GAME, "no game has been played at this table");
    if (table.live.outcome === null)
      throw new ServerError(ServerErrors.GAME_NOT_OVER, "the game is still running");
    return table.live;
  }

  private checkHost(table: LiveTable, hostToken: string): void {
    if (!sameToken(hostToken, table.record.hostHash)) {
      throw new ServerError(ServerErrors.NOT_HOST, "only the table's host may do this");
    }
  }

  private async newGame(table: LiveTable, options: BaseOptions, series: boolean): Promise<LiveGame> {
    const { store } = this.options;
    const number = (table.live?.record.number ?? 0) + 1;
    let record: GameRecord;
    try {
      record = await store.createGame({
        tableId: table.record.id,
        number,
        options: JSON.parse(JSON.stringify(options)),
        seed: newSeed(),
        rulesVersion: table.game.rulesVersion,
        series,
        outcome: null,
        startedAt: Date.now(),
        endedAt: null,
        deadlineAt: null,
      });
    } catch (error) {
      if (!(error instanceof GameNumberTakenError)) throw error;
      // The same start reached another process (or this one) at the same moment, and that one
      // dealt the game: this process reads it, and answers as it would have a moment later.
      const behind = table.live === null || table.live.record.number < number;
      if (this.options.cluster !== undefined && behind) {
        await this.catchUp(table.record.code, EVERYTHING).catch(() => {});
      }
      if (number === 1) {
        throw new ServerError(
          ServerErrors.ALREADY_STARTED,
          "the game was started at this table a moment ago by another request",
        );
      }
      throw new ServerError(
        ServerErrors.GAME_NOT_OVER,
        `game ${number} was started at this table a moment ago by another request, and is running`,
      );
    }
    const live = LiveGame.deal(table.game, record);
    table.live = live;
    table.deadlineAt = this.deadlineFor(table, live.state);
    if (table.deadlineAt !== null) {
      await store.commit({
        actions: [],
        games: [{ id: record.id, outcome: null, endedAt: null, deadlineAt: table.deadlineAt }],
        seats: [],
      });
    }
    table.record.status = "playing";
    await store.setTableStatus(table.record.id, "playing");
    this.options.cluster?.publish(table.record.code, "game");
    this.options.logger.info({ table: table.record.code, game: table.game.id, number }, "game started");
    for (const client of table.clients) {
      client.lastView = null;
      client.send("snapshot", this.snapshot(table, client));
    }
    this.automate(table);
    return live;
  }

  // ---- actions -------------------------------------------------------------------------------

  /** A seated client's action, chosen against `version`: refused if stale, once if repeated. */
  async act(
    client: ServerClient,
    message: MessageOf<"act">,
  ): Promise<{ version: number; repeated: boolean }> {
    const started = performance.now();
    if (client.code !== message.code) {
      throw new ServerError(ServerErrors.NOT_JOINED, `join table ${message.code} first`);
    }
    if (client.seat === null)
      throw new ServerError(ServerErrors.NOT_SEATED, "spectators cannot act: claim a seat first");
    const table = await this.table(message.code);
    // Another process may have moved this table on: the client may know more than this cache.
    if (this.options.cluster !== undefined && table.live?.version !== message.version) {
      await this.catchUp(table.record.code, { actions: true, seats: false, game: false });
    }
    try {
      const result = await this.accept(
        table,
        client.seat,
        message.version,
        message.action,
        message.actionId,
        "human",
        [],
      );
      this.options.metrics.actionLatency.observe((performance.now() - started) / 1000);
      return result;
    } catch (error) {
      const code = isRuleError(error) || error instanceof ServerError ? error.code : "INTERNAL_ERROR";
      this.options.metrics.actionsRefused.inc({ code });
      throw error;
    }
  }

  private readonly pendingByClientId = new Map<string, Promise<void>>();

  /**
   * The one path every action takes (a person's, a bot's, the timer's): checked, played on a copy,
   * committed with its group, then acknowledged and sent. Nothing changes if any step refuses it.
   */
  private async accept(
    table: LiveTable,
    seat: number,
    version: number,
    action: unknown,
    clientActionId: string | null,
    source: ActionSource,
    seatUpdates: SeatRecord[],
  ): Promise<{ version: number; repeated: boolean }> {
    const live = table.live;
    if (live === null) throw new ServerError(ServerErrors.NO_GAME, "the game has not started");
    if (clientActionId !== null) {
      const key = `${live.record.id}/${seat}/${clientActionId}`;
      const seq = live.clientActions.get(`${seat}/${clientActionId}`);
      if (seq !== undefined) {
        await this.pendingByClientId.get(key);
        return { version: seq + 1, repeated: true };
      }
    }
    if (live.outcome !== null) throw new RuleError("GAME_OVER", "the game is over");
    if (version !== live.version) {
      throw new ServerError(
        ServerErrors.STALE_STATE,
        `the game is at version ${live.version}, not ${version}: look at the table again`,
        { version: live.version },
      );
    }
    checkActionShape(action);
    const applied = live.tryApply(seat, action);
    const seatRecord = table.seats.find((s) => s.seat === seat);
    // A player who moves is back: the timeouts are forgotten and a bot holding the seat lets go.
    const takenBack = source === "human" && seatRecord !== undefined && seatRecord.zombie;
    if (source === "human" && seatRecord !== undefined && (seatRecord.timeouts > 0 || seatRecord.zombie)) {
      seatRecord.timeouts = 0;
      seatRecord.zombie = false;
      seatUpdates.push(seatRecord);
    }
    live.accept(applied, clientActionId);
    const deadlineAt = this.deadlineFor(table, applied.state);
    table.deadlineAt = deadlineAt;
    const now = Date.now();
    const batch: CommitBatch = {
      actions: [
        {
          gameId: live.record.id,
          seq: applied.seq,
          seat,
          action: applied.action,
          clientActionId,
          source,
          at: now,
        },
      ],
      games: [
        {
          id: live.record.id,
          outcome: applied.outcome,
          endedAt: applied.outcome === null ? null : now,
          deadlineAt,
        },
      ],
      seats: seatUpdates,
    };
    const committed = this.committer.commit(batch);
    const key = clientActionId === null ? null : `${live.record.id}/${seat}/${clientActionId}`;
    if (key !== null) this.pendingByClientId.set(key, committed);
    try {
      await committed;
    } catch (error) {
      const conflict = error instanceof SeqConflictError;
      this.options.logger[conflict ? "info" : "error"](
        { table: table.record.code, err: error },
        "commit failed: the table is rebuilt from its log",
      );
      try {
        await this.reload(table);
      } catch (unreadable) {
        this.options.logger.error({ table: table.record.code, err: unreadable }, "the log cannot be read");
        this.dropUnreadable(table);
        throw new ServerError(
          ServerErrors.UNAVAILABLE,
          "the move could not be saved; it was not played: try again",
        );
      }
      const now = table.live;
      if (this.options.cluster !== undefined) this.automate(table);
      if (now !== null && now.record.id === live.record.id) {
        // Another process wrote this version first: the log decides, and this move was not played
        // (unless it was this very action, sent again to another process).
        const written =
          clientActionId === null ? undefined : now.clientActions.get(`${seat}/${clientActionId}`);
        if (written !== undefined) return { version: written + 1, repeated: true };
        if (error instanceof SeqConflictError || now.version > applied.seq) {
          throw new ServerError(
            ServerErrors.STALE_STATE,
            `another move was played first: the game is at version ${now.version}, look at the table again`,
            { version: now.version },
          );
        }
      }
      throw new ServerError(
        ServerErrors.UNAVAILABLE,
        "the move could not be saved; it was not played: try again",
      );
    } finally {
      if (key !== null) this.pendingByClientId.delete(key);
    }
    this.options.metrics.actionsApplied.inc({ game: table.game.id, source });
    this.options.cluster?.publish(table.record.code, "actions");
    // Timeouts counted or cleared, a bot holding a seat: the other processes read the seats too.
    if (batch.seats.length > 0) this.options.cluster?.publish(table.record.code, "seats");
    if (applied.outcome !== null && table.live === live) {
      table.record.status = "open";
      void this.options.store.setTableStatus(table.record.id, "open");
      this.options.logger.info({ table: table.record.code, number: live.record.number }, "game over");
    }
    if (takenBack) {
      this.notice(table, `${seatRecord.name ?? `Seat ${seat}`} is back and plays their own seat again.`);
      this.broadcastTable(table);
    }
    this.broadcastStep(table, live, applied, source);
    this.automate(table);
    return { version: applied.seq + 1, repeated: false };
  }

  /** After a failed commit: the live game is a cache, so it is rebuilt from what the log holds. */
  private async reload(table: LiveTable): Promise<void> {
    const { store } = this.options;
    const latest = await store.latestGame(table.record.id);
    table.seats = await store.seats(table.record.id);
    table.live =
      latest === null ? null : LiveGame.rebuild(table.game, latest, await store.actions(latest.id));
    table.deadlineAt = latest?.deadlineAt ?? null;
    for (const client of table.clients) {
      client.lastView = null;
      client.send("snapshot", this.snapshot(table, client));
    }
  }

  // ---- several processes --------------------------------------------------------------------

  /** Another process changed a table: if this process holds it, it catches up from the log. */
  private heard(change: TableChange): void {
    if (!this.tables.has(change.code)) return;
    if (change.kind === "presence") void this.askWhoIsThere(change.code);
    else void this.catchUp(change.code, partsFor(change.kind));
  }

  /** Someone came or went at this process: every process's clients see who is connected. */
  private presenceChanged(code: string): void {
    if (this.options.cluster === undefined) return;
    this.options.cluster.publish(code, "presence");
    void this.askWhoIsThere(code);
  }

  private async askWhoIsThere(code: string): Promise<void> {
    const cluster = this.options.cluster;
    if (cluster === undefined) return;
    try {
      const seats = await cluster.seatsAt(code);
      const table = await this.tables.get(code);
      if (table === undefined) return;
      this.seatsAnywhere.set(code, new Set(seats));
      this.broadcastTable(table);
    } catch (error) {
      this.options.logger.warn({ table: code, err: error }, "who is at the table could not be asked");
    }
  }

  /** Brings a held table up to what the log holds; asks made while one runs fold into one more. */
  private catchUp(code: string, parts: LogParts): Promise<void> {
    const running = this.catchingUp.get(code);
    if (running !== undefined) {
      running.again = running.again === null ? { ...parts } : joinParts(running.again, parts);
      return running.done;
    }
    const entry: { again: LogParts | null; done: Promise<void> } = { again: parts, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        while (entry.again !== null) {
          const wanted = entry.again;
          entry.again = null;
          const table = await this.tables.get(code)?.catch(() => null);
          if (table === undefined || table === null) return;
          try {
            await this.readLog(table, wanted);
          } catch (error) {
            this.options.logger.warn({ table: code, err: error }, "catch-up failed: the table is rebuilt");
            await this.reload(table).catch(() => {});
            this.automate(table);
          }
        }
      } finally {
        this.catchingUp.delete(code);
      }
    })();
    this.catchingUp.set(code, entry);
    return entry.done;
  }

  /**
   * Reads what other processes wrote, only the parts asked for: the seats; the actions after this
   * cache's version, applied one by one and sent to each client as the usual update; a new game
   * as a snapshot. The game's row (its deadline) is read for a new game, or for a timed table.
   */
  private async readLog(table: LiveTable, parts: LogParts): Promise<void> {
    const { store } = this.options;
    const tableId = table.record.id;
    const live = table.live;
    const readSeats = parts.seats || parts.game;
    const readGame =
      parts.game || live === null || (parts.actions && table.record.config.turnSeconds !== null);
    const readActions = live !== null && (parts.actions || parts.game);
    // From one version back: whether the log holds the cache's last move tells whether a move of
    // this process is still being written (its deadline is then newer than the log's).
    const from = live === null ? 0 : Math.max(0, live.version - 1);
    const [seats, latest, actions] = await Promise.all([
      readSeats ? store.seats(tableId) : null,
      readGame ? store.latestGame(tableId) : undefined,
      readActions ? store.actionsFrom(live.record.id, from) : [],
    ]);
    let seatsChanged = false;
    if (seats !== null) {
      const seatsBefore = JSON.stringify(table.seats);
      for (const fresh of seats) {
        const held = table.seats.find((seat) => seat.seat === fresh.seat);
        if (held === undefined) table.seats.push(fresh);
        else Object.assign(held, fresh);
      }
      seatsChanged = JSON.stringify(table.seats) !== seatsBefore;
    }
    // Someone is at this table, if only at another process: it is not abandoned.
    table.lastSeen = Date.now();
    if (latest === null) {
      if (seatsChanged) this.broadcastTable(table);
      return;
    }
    if (latest !== undefined && (live === null || live.record.id !== latest.id)) {
      if (live !== null && live.record.number > latest.number) return;
      const dealt = LiveGame.rebuild(table.game, latest, await store.actionsFrom(latest.id, 0));
      if (table.live !== live) return;
      table.live = dealt;
      table.deadlineAt = latest.deadlineAt;
      table.record.status = dealt.outcome === null ? "playing" : "open";
      for (const client of table.clients) {
        client.lastView = null;
        client.send("snapshot", this.snapshot(table, client));
      }
      this.automate(table);
      return;
    }
    if (live === null || table.live !== live) return;
    // Moves of this process still being written carry their own deadline: the log's is older.
    const logLength = actions.length === 0 ? 0 : actions[0].seq + actions.length;
    if (latest !== undefined && logLength >= live.version) table.deadlineAt = latest.deadlineAt;
    for (const step of actions) {
      if (step.seq < live.version) continue;
      if (step.seq > live.version) break;
      const applied = live.tryApply(step.seat, step.action);
      live.accept(applied, step.clientActionId);
      this.broadcastStep(table, live, applied, step.source);
    }
    if (live.outcome !== null) table.record.status = "open";
    if (seatsChanged) this.broadcastTable(table);
    this.automate(table);
  }

  /** Whether this process runs the table's turn timer: the holder of its lease, renewed while alive. */
  private holdsTimer(table: LiveTable): boolean {
    if (this.options.cluster === undefined) return true;
    const code = table.record.code;
    let lease = this.timerLeases.get(code);
    if (lease === undefined) {
      const renewal = setInterval(() => void this.renewTimerLease(table), TIMER_LEASE_RENEW_MS);
      renewal.unref();
      lease = { held: false, renewal };
      this.timerLeases.set(code, lease);
      void this.renewTimerLease(table);
    }
    return lease.held;
  }

  private async renewTimerLease(table: LiveTable): Promise<void> {
    const cluster = this.options.cluster;
    const code = table.record.code;
    const lease = this.timerLeases.get(code);
    if (cluster === undefined || lease === undefined) return;
    const live = table.live;
    const timed =
      !this.closing &&
      this.tables.has(code) &&
      live !== null &&
      live.outcome === null &&
      table.record.config.turnSeconds !== null;
    if (!timed) {
      clearInterval(lease.renewal);
      this.timerLeases.delete(code);
      if (lease.held) await cluster.release(`timer:${code}`).catch(() => {});
      return;
    }
    let held: boolean;
    try {
      held = await cluster.hold(`timer:${code}`, TIMER_LEASE_MS);
    } catch {
      held = false;
    }
    if (this.timerLeases.get(code) !== lease) return;
    const was = lease.held;
    lease.held = held;
    // Taking the lease over: the timer runs on from the deadline the log holds.
    if (held && !was) this.automate(table);
    else if (!held && table.timer !== null) {
      clearTimeout(table.timer);
      table.timer = null;
    }
  }

  /** A bot's move at one version is decided by one process: the one that claims it. */
  private async claimDecision(live: LiveGame, seat: number, version: number): Promise<boolean> {
    const cluster = this.options.cluster;
    if (cluster === undefined) return true;
    try {
      return await cluster.claim(`bot:${live.record.id}:${version}:${seat}`, BOT_CLAIM_MS);
    } catch (error) {
      this.options.logger.warn({ err: error }, "bot move not claimed: tried again shortly");
      return false;
    }
  }

  /** Another process claimed the bot's move: looked at again, in case that process died. */
  private retryClaim(table: LiveTable, live: LiveGame, version: number): void {
    const code = table.record.code;
    clearTimeout(this.claimRetries.get(code));
    const retry = setTimeout(() => {
      this.claimRetries.delete(code);
      if (table.live === live && live.version === version) this.automate(table);
    }, BOT_CLAIM_RETRY_MS);
    retry.unref();
    this.claimRetries.set(code, retry);
  }

  private deadlineFor(table: LiveTable, state: unknown): number | null {
    const seconds = table.record.config.turnSeconds;
    if (seconds === null || table.game.outcome(state) !== null) return null;
    const next = table.game.activeSeats(state)[0];
    return next !== undefined && this.isPerson(table, next) ? Date.now() + seconds * 1000 : null;
  }

  /** A seat a person plays now (not a bot, not held by a bot while its player is away). */
  private isPerson(table: LiveTable, seat: number): boolean {
    const record = table.seats[seat];
    return record !== undefined && record.kind === "human" && !record.zombie;
  }

  // ---- bots and timers -----------------------------------------------------------------------

  /** Lets bots move where they hold the turn, and arms the turn timer for people. */
  private automate(table: LiveTable): void {
    if (this.closing) return;
    const live = table.live;
    if (table.timer !== null) {
      clearTimeout(table.timer);
      table.timer = null;
    }
    if (live === null || live.outcome !== null) return;
    // Bots act as the match runner lets them: only the seat that acts next (active[0]). Other
    // active seats hold a standing right (a declaration any time, a secret choice made ahead);
    // a bot asked there would have to use it.
    const active = table.game.activeSeats(live.state);
    const next = active[0];
    const botSeat = next !== undefined && !this.isPerson(table, next) ? next : undefined;
    if (botSeat !== undefined && !table.botBusy) {
      const level = table.seats[botSeat].kind === "bot" ? (table.seats[botSeat].level ?? "normal") : "normal";
      this.botMove(table, live, botSeat, level, "bot", []);
    }
    const deadline = table.deadlineAt;
    if (deadline !== null && next !== undefined && this.isPerson(table, next) && this.holdsTimer(table)) {
      const version = live.version;
      table.timer = setTimeout(() => this.timeUp(table, live, version), Math.max(0, deadline - Date.now()));
      table.timer.unref();
    }
  }

  private botMove(
    table: LiveTable,
    live: LiveGame,
    seat: number,
    level: string,
    source: ActionSource,
    seatUpdates: SeatRecord[],
  ): void {
    table.botBusy = true;
    const version = live.version;
    const decide = async () => {
      let claimed = true;
      try {
        if (this.closing) return;
        if (source === "bot" && !(await this.claimDecision(live, seat, version))) {
          claimed = false;
          return;
        }
        const legal = table.game.legalActions(live.state, seat);
        if (legal.length === 0) return;
        let action: Action;
        try {
          const decision = await this.options.bots.choose({
            game: table.game.id,
            level,
            seat,
            view: live.botView(seat),
            legal,
            rngSeed: newSeed(),
          });
          this.options.metrics.botThink.observe({ level }, decision.thinkMs / 1000);
          action = decision.action;
        } catch (error) {
          if (this.closing) return;
          // A bot that fails still keeps the table alive: the first legal move, and a log line.
          this.options.logger.error({ table: table.record.code, seat, level, err: error }, "bot failed");
          action = legal[0];
        }
        // A server that is stopping plays no more moves: this one was never acknowledged, and the
        // bot decides again when the table is loaded next.
        if (this.closing || table.live !== live || live.version !== version) return;
        // The seat's player came back while its bot was thinking: the move is theirs to make.
        if (source === "bot" && this.isPerson(table, seat)) return;
        await this.accept(table, seat, version, action, null, source, seatUpdates);
      } catch (error) {
        if (!(error instanceof ServerError && error.code === ServerErrors.STALE_STATE)) {
          this.options.logger.error({ table: table.record.code, seat, err: error }, "bot move refused");
        }
      } finally {
        table.botBusy = false;
        if (claimed) this.automate(table);
        else this.retryClaim(table, live, version);
      }
    };
    const delay = source === "bot" ? this.options.botDelayMs : 0;
    if (delay > 0) setTimeout(() => void decide(), delay).unref();
    else void decide();
  }

  /** The turn timer ran out: the seat's normal bot makes this one decision (three in a row: it holds the seat). */
  private timeUp(table: LiveTable, live: LiveGame, version: number): void {
    table.timer = null;
    if (table.live !== live || live.version !== version || live.outcome !== null || table.botBusy) return;
    const seat = table.game.activeSeats(live.state)[0];
    if (seat === undefined || !this.isPerson(table, seat)) return;
    const record = table.seats[seat];
    record.timeouts++;
    if (record.timeouts >= TIMEOUTS_BEFORE_ZOMBIE) record.zombie = true;
    const name = record.name ?? `Seat ${seat}`;
    this.notice(
      table,
      record.zombie
        ? `${name} ran out of time ${record.timeouts} times in a row: a normal bot holds the seat until they come back.`
        : `${name} ran out of time: a normal bot made this move for them.`,
    );
    this.botMove(table, live, seat, "normal", "timer", [record]);
    if (record.zombie) this.broadcastTable(table);
  }

  // ---- practice hints ------------------------------------------------------------------------

  /** What the normal bot would play for the client's seat now, at a table of bots (hints.ts). */
  async hint(client: ServerClient, message: MessageOf<"hint">): Promise<{ hint: Hint }> {
    if (client.code !== message.code)
      throw new ServerError(ServerErrors.NOT_JOINED, `join table ${message.code} first`);
    const table = await this.table(message.code);
    const { game, live, seats } = table;
    return { hint: await practiceHint({ game, live, seats, seat: client.seat, bots: this.options.bots }) };
  }

  // ---- chat ----------------------------------------------------------------------------------

  async chat(client: ServerClient, message: MessageOf<"chat">): Promise<void> {
    if (client.code !== message.code)
      throw new ServerError(ServerErrors.NOT_JOINED, `join table ${message.code} first`);
    const table = await this.table(message.code);
    const seat = client.seat === null ? undefined : table.seats[client.seat];
    const chat: ChatRecord = {
      tableId: table.record.id,
      seat: client.seat,
      name: seat?.name ?? "Spectator",
      text: message.text,
      at: Date.now(),
    };
    await this.options.store.addChat(chat);
    const payload = { seat: chat.seat, name: chat.name, text: chat.text, at: chat.at };
    this.toEveryone(table, "chat", payload);
  }

  // ---- replays -------------------------------------------------------------------------------

  /** A finished game as the engine's replay (with its seed), for `houserules replay` and `load`. */
  async replay(code: string, number: number): Promise<Replay> {
    const table = await this.table(code);
    const { store } = this.options;
    const record: GameRecord | null =
      table.live !== null && table.live.record.number === number
        ? table.live.record
        : await store.game(table.record.id, number);
    if (record === null) throw new ServerError(ServerErrors.NO_GAME, `table ${code} has no game ${number}`);
    const live =
      table.live !== null && table.live.record.id === record.id
        ? table.live
        : LiveGame.rebuild(table.game, record, await store.actions(record.id));
    if (live.outcome === null) {
      throw new ServerError(
        ServerErrors.GAME_NOT_OVER,
        "a game's replay (and its seed) is given out once it is over",
      );
    }
    return live.replay();
  }

  /**
   * A finished game step by step as one seat (or a spectator) saw it, for the replay viewer: the
   * view after each step and the events that seat saw, `count` steps from `from` (step 0 is the
   * deal). Given out only once the game is over, like the replay itself.
   */
  async replaySteps(code: string, number: number, seat: number | null, from: number, count: number) {
    const replay = await this.replay(code, number);
    const table = await this.table(code);
    const { game } = table;
    if (seat !== null && (seat < 0 || seat >= replay.options.players)) {
      throw new ServerError(ServerErrors.BAD_MESSAGE, `seat ${seat} is not at this table`);
    }
    const state = game.setup(
      resolveOptions(game, { options: JSON.parse(JSON.stringify(replay.options)) }),
      replay.seed,
    );
    const steps: {
      step: number;
      seat: number | null;
      view: unknown;
      events: { event: GameEvent; text: string }[];
    }[] = [];
    const last = Math.min(replay.actions.length, from + count - 1);
    if (from === 0) steps.push({ step: 0, seat: null, view: game.view(state, seat), events: [] });
    for (let index = 0; index < last; index++) {
      const { seat: actor, action } = replay.actions[index];
      const events = game.apply(state, actor, action);
      if (index + 1 < from) continue;
      steps.push({
        step: index + 1,
        seat: actor,
        view: game.view(state, seat),
        events: this.describeEvents(game, events, seat),
      });
    }
    return {
      game: game.id,
      number,
      seat,
      total: replay.actions.length,
      outcome: replay.outcome ?? null,
      steps,
    };
  }

  // ---- messages ------------------------------------------------------------------------------

  /** Everything a client needs on join or reload: the table, its seat's whole view, the log. */
  private snapshot(table: LiveTable, client: ServerClient) {
    const live = table.live;
    const seat = client.seat;
    let game = null;
    if (live !== null) {
      const view = table.game.view(live.state, seat);
      client.lastView = view;
      const outcome = live.outcome;
      game = {
        number: live.record.number,
        version: live.version,
        view,
        text: table.game.describeView(view, seat),
        legal: seat === null ? [] : this.moves(table.game, live.state, seat, view),
        active: table.game.activeSeats(live.state),
        outcome,
        deadlineAt: table.deadlineAt,
        log: live.history.flatMap((step) => this.describeEvents(table.game, step.events, seat)),
        ...(outcome === null ? {} : { seed: live.record.seed }),
      };
    }
    return { protocol: PROTOCOL_VERSION, table: this.describeTable(table), seat, game };
  }

  private moves(game: AnyGame, state: unknown, seat: number, view: unknown): Move[] {
    return game.legalActions(state, seat).map((action) => ({
      action,
      notation: game.formatActionFor?.(action, view) ?? game.formatAction(action),
      description: game.describeAction(action, seat, view),
    }));
  }

  private describeEvents(game: AnyGame, events: readonly GameEvent[], seat: number | null) {
    const seen = [];
    for (const event of events) {
      if (event.visibleTo !== undefined && (seat === null || !event.visibleTo.includes(seat))) continue;
      seen.push({ event, text: game.describeEvent(event, seat) });
    }
    return seen;
  }

  /**
   * One committed step, sent to each client as its seat sees it: events, what changed, its moves.
   * What a seat sees is worked out once however many of its clients watch (devices, spectators).
   */
  private broadcastStep(table: LiveTable, live: LiveGame, applied: Applied, source: ActionSource): void {
    if (table.live !== live) return;
    const active = table.game.activeSeats(applied.state);
    const common = {
      number: live.record.number,
      version: applied.seq + 1,
      step: { seat: applied.seat, source },
      active,
      outcome: applied.outcome,
      deadlineAt: table.deadlineAt,
      ...(applied.outcome === null ? {} : { seed: live.record.seed }),
    };
    const bySeat = new Map<number | null, { view: unknown; events: unknown; legal: Move[] }>();
    const patches = new Map<unknown, ViewPatch>();
    for (const client of table.clients) {
      const seat = client.seat;
      let seen = bySeat.get(seat);
      if (seen === undefined) {
        const view = table.game.view(applied.state, seat);
        seen = {
          view,
          events: this.describeEvents(table.game, applied.events, seat),
          legal:
            seat === null || !active.includes(seat) ? [] : this.moves(table.game, applied.state, seat, view),
        };
        bySeat.set(seat, seen);
      }
      const last = client.lastView;
      let patch = last === null ? undefined : patches.get(last);
      if (patch === undefined) {
        patch = viewPatch(last, seen.view);
        if (last !== null) patches.set(last, patch);
      }
      client.lastView = seen.view;
      client.send("update", { ...common, events: seen.events, view: patch, legal: seen.legal });
    }
  }

  private broadcastTable(table: LiveTable): void {
    const described = this.describeTable(table);
    for (const client of table.clients) client.send("table", described);
  }

  private notice(table: LiveTable, text: string): void {
    this.toEveryone(table, "notice", { text, at: Date.now() });
  }

  /** A message for everyone at the table: with a cluster, the clients of every process. */
  private toEveryone(table: LiveTable, event: string, payload: unknown): void {
    const cluster = this.options.cluster;
    if (cluster !== undefined) cluster.toTable(table.record.code, event, payload);
    else for (const client of table.clients) client.send(event, payload);
  }

  /** Recent chat for a joining client. */
  async recentChat(code: string) {
    const table = await this.table(code);
    return (await this.options.store.recentChat(table.record.id, CHAT_HISTORY)).map((c) => ({
      seat: c.seat,
      name: c.name,
      text: c.text,
      at: c.at,
    }));
  }

  // ---- housekeeping --------------------------------------------------------------------------

  /** Closes tables nobody has been at for too long, and forgets idle ones from memory. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const [code, pending] of this.tables) {
      const table = await pending.catch(() => null);
      if (table === null || table.clients.size > 0) continue;
      const running = table.live !== null && table.live.outcome === null;
      const humans = table.seats.some((seat) => seat.kind === "human");
      if (now - table.lastSeen > this.options.abandonAfterMs && humans) {
        table.record.status = "closed";
        await this.options.store.setTableStatus(table.record.id, "closed");
        if (table.timer !== null) clearTimeout(table.timer);
        this.tables.delete(code);
      } else if (!running && now - table.lastSeen > 600_000) {
        this.tables.delete(code);
      }
    }
    for (const code of this.seatsAnywhere.keys()) if (!this.tables.has(code)) this.seatsAnywhere.delete(code);
    this.options.metrics.openTables.set(this.tables.size);
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweeper);
    for (const retry of this.claimRetries.values()) clearTimeout(retry);
    for (const { retry } of this.unreadable.values()) clearTimeout(retry);
    for (const [code, lease] of this.timerLeases) {
      clearInterval(lease.renewal);
      if (lease.held) await this.options.cluster?.release(`timer:${code}`).catch(() => {});
    }
    this.timerLeases.clear();
    for (const pending of this.tables.values()) {
      const table = await pending.catch(() => null);
      if (table?.timer) clearTimeout(table.timer);
    }
    await this.committer.drain();
  }
}

/** What a catch-up reads of a table's log. */
interface LogParts {
  seats: boolean;
  game: boolean;
  actions: boolean;
}
const EVERYTHING: LogParts = { seats: true, game: true, actions: true };

/** What another process's change makes this one read: a new game may come with seats filled by bots. */
function partsFor(kind: Exclude<TableChangeKind, "presence">): LogParts {
  if (kind === "game") return EVERYTHING;
  return { seats: kind === "seats", game: false, actions: kind === "actions" };
}

function joinParts(one: LogParts, two: LogParts): LogParts {
  return { seats: one.seats || two.seats, game: one.game || two.game, actions: one.actions || two.actions };
}

/** The game's options for a table's config: the game checks them (its own error, as it is). */
function resolveTableOptions(game: AnyGame, config: TableConfig): BaseOptions {
  return resolveOptions(game, {
    players: config.players,
    ...(config.preset === undefined ? {} : { preset: config.preset }),
    ...(config.options === undefined ? {} : { options: config.options }),
  });
}

/** An error as a client receives it. */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof ServerError) {
    return { code: error.code, message: error.message, ...error.extra };
  }
  if (isRuleError(error)) return error.toJSON();
  return { code: "INTERNAL_ERROR", message: "the server failed to handle this; nothing was changed" };
}

// The durable log in PostgreSQL (pg), for several server processes sharing one log. Same
// semantics as the SQLite store: every commit is one transaction, and the action log's unique
// (game, seq) key lets only one of two racing processes append at a version.

import pg from "pg";
import { ACTION_VERSION_CONSTRAINT, migrate, quoteIdentifier } from "./postgres-migrations.js";
import type {
  ActionRecord,
  ChatRecord,
  CommitBatch,
  GameRecord,
  SeatRecord,
  Store,
  TableRecord,
  TableStatus,
} from "./store.js";
import { GameNumberTakenError, SeqConflictError } from "./store.js";

export interface PgStoreOptions {
  /** A postgres:// connection string (DATABASE_URL). */
  url: string;
  /** Keep every table in this schema (created if missing) instead of the default search path. */
  schema?: string;
  /** Connections in the pool (default 10). */
  maxConnections?: number;
  /** How long to wait for a connection before the operation fails (default 5 s). */
  connectTimeoutMs?: number;
  /** How long one query may take before it fails (default 15 s). */
  queryTimeoutMs?: number;
  /** Errors of idle pooled connections (a restarting server, a dropped link); they never throw. */
  onConnectionError?: (error: Error) => void;
}

type Numeric = number | string;
interface TableRow {
  id: string;
  code: string;
  game: string;
  config: TableRecord["config"];
  host_hash: string;
  status: TableStatus;
  created_at: Numeric;
}
interface SeatRow {
  table_id: string;
  seat: number;
  kind: "human" | "bot";
  level: string | null;
  name: string | null;
  token_hash: string | null;
  timeouts: number;
  zombie: boolean;
}
interface GameRow {
  id: Numeric;
  table_id: string;
  number: number;
  options: Record<string, unknown>;
  seed: string;
  rules_version: number;
  series: boolean;
  outcome: GameRecord["outcome"];
  started_at: Numeric;
  ended_at: Numeric | null;
  deadline_at: Numeric | null;
}
interface ActionRow {
  game_id: Numeric;
  seq: number;
  seat: number;
  action: unknown;
  client_action_id: string | null;
  source: ActionRecord["source"];
  at: Numeric;
}
interface ChatRow {
  table_id: string;
  seat: number | null;
  name: string;
  text: string;
  at: Numeric;
}

// BIGINT columns come back as strings; every value stored in them is a safe integer.
const orNull = (value: Numeric | null): number | null => (value === null ? null : Number(value));
const json = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

const toTable = (row: TableRow): TableRecord => ({
  id: row.id,
  code: row.code,
  game: row.game,
  config: row.config,
  hostHash: row.host_hash,
  status: row.status,
  createdAt: Number(row.created_at),
});
const toSeat = (row: SeatRow): SeatRecord => ({
  tableId: row.table_id,
  seat: row.seat,
  kind: row.kind,
  level: row.level,
  name: row.name,
  tokenHash: row.token_hash,
  timeouts: row.timeouts,
  zombie: row.zombie,
});
const toGame = (row: GameRow): GameRecord => ({
  id: Number(row.id),
  tableId: row.table_id,
  number: row.number,
  options: row.options,
  seed: row.seed,
  rulesVersion: row.rules_version,
  series: row.series,
  outcome: row.outcome,
  startedAt: Number(row.started_at),
  endedAt: orNull(row.ended_at),
  deadlineAt: orNull(row.deadline_at),
});
const toAction = (row: ActionRow): ActionRecord => ({
  gameId: Number(row.game_id),
  seq: row.seq,
  seat: row.seat,
  action: row.action,
  clientActionId: row.client_action_id,
  source: row.source,
  at: Number(row.at),
});

const SAVE_SEAT = `INSERT INTO seats (table_id, seat, kind, level, name, token_hash, timeouts, zombie)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
  ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, level = excluded.level,
    name = excluded.name, token_hash = excluded.token_hash, timeouts = excluded.timeouts,
    zombie = excluded.zombie`;
const seatValues = (s: SeatRecord) => [
  s.tableId,
  s.seat,
  s.kind,
  s.level,
  s.name,
  s.tokenHash,
  s.timeouts,
  s.zombie,
];

/** Appends a whole batch of actions in one statement: one round trip however many arrive. */
const INSERT_ACTIONS = `INSERT INTO actions (game_id, seq, seat, action, client_action_id, source, at)
  SELECT * FROM unnest($1::bigint[], $2::integer[], $3::integer[], $4::jsonb[], $5::text[], $6::text[], $7::bigint[])`;

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

export class PgStore implements Store {
  private constructor(private readonly pool: pg.Pool) {}

  /** Connects, creates the schema if it is missing and applies the migrations it lacks. */
  static async open(options: PgStoreOptions): Promise<PgStore> {
    const schema = options.schema ?? null;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      query_timeout: options.queryTimeoutMs ?? 15_000,
      // The schema is the connection's search path from its first statement on.
      ...(schema === null ? {} : { options: `-c search_path=${quoteIdentifier(schema)}` }),
    });
    pool.on("error", (error) => options.onConnectionError?.(error));
    const store = new PgStore(pool);
    try {
      await store.withClient((client) => migrate(client, schema));
    } catch (error) {
      await pool.end().catch(() => {});
      throw new Error(`DATABASE_URL: cannot open the PostgreSQL log: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return store;
  }

  /**
   * Runs `work` on one pooled connection. A connection that fails mid-way (the server went away)
   * is discarded rather than handed to the next caller.
   */
  private async withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let lost: Error | undefined;
    // A checked-out connection has no pool listener: without this, its error would be thrown.
    const onError = (error: Error) => {
      lost = error;
    };
    client.on("error", onError);
    try {
      return await work(client);
    } catch (error) {
      // An error without an SQLSTATE (a timeout, a broken socket) leaves the connection unusable.
      const broken = (error as PgError).code === undefined && !(error instanceof SeqConflictError);
      lost ??= broken ? (error as Error) : undefined;
      throw error;
    } finally {
      client.off("error", onError);
      client.release(lost ?? false);
    }
  }

  private async transaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    await this.withClient(async (client) => {
      await client.query("BEGIN");
      try {
        await work(client);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    });
  }

  async createTable(table: TableRecord, seats: SeatRecord[]): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(
        "INSERT INTO tables (id, code, game, config, host_hash, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        [table.id, table.code, table.game, json(table.config), table.hostHash, table.status, table.createdAt],
      );
      for (const seat of seats) await client.query(SAVE_SEAT, seatValues(seat));
    });
  }

  async tableByCode(code: string): Promise<TableRecord | null> {
    const { rows } = await this.pool.query<TableRow>("SELECT * FROM tables WHERE code = $1", [code]);
    return rows.length === 0 ? null : toTable(rows[0]);
  }

  async playingTables(): Promise<TableRecord[]> {
    const { rows } = await this.pool.query<TableRow>("SELECT * FROM tables WHERE status = 'playing'");
    return rows.map(toTable);
  }

  async setTableStatus(tableId: string, status: TableStatus): Promise<void> {
    await this.pool.query("UPDATE tables SET status = $1 WHERE id = $2", [status, tableId]);
  }

  async seats(tableId: string): Promise<SeatRecord[]> {
    const { rows } = await this.pool.query<SeatRow>("SELECT * FROM seats WHERE table_id = $1 ORDER BY seat", [
      tableId,
    ]);
    return rows.map(toSeat);
  }

  async saveSeats(seats: SeatRecord[]): Promise<void> {
    await this.transaction(async (client) => {
      for (const seat of seats) await client.query(SAVE_SEAT, seatValues(seat));
    });
  }

  async claimSeat(tableId: string, seat: number, name: string, tokenHash: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE seats SET name = $1, token_hash = $2
       WHERE table_id = $3 AND seat = $4 AND kind = 'human' AND token_hash IS NULL`,
      [name, tokenHash, tableId, seat],
    );
    return rowCount === 1;
  }

  async createGame(game: Omit<GameRecord, "id">): Promise<GameRecord> {
    const { rows } = await this.pool
      .query<GameRow>(
        `INSERT INTO games (table_id, number, options, seed, rules_version, series, outcome, started_at, ended_at, deadline_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
        [
          game.tableId,
          game.number,
          json(game.options),
          game.seed,
          game.rulesVersion,
          game.series,
          json(game.outcome),
          game.startedAt,
          game.endedAt,
          game.deadlineAt,
        ],
      )
      .catch((error: unknown) => {
        // The games' one unique key besides their generated id is (table_id, number).
        if ((error as PgError).code === "23505") throw new GameNumberTakenError(game.tableId, game.number);
        throw error;
      });
    return toGame(rows[0]);
  }

  async latestGame(tableId: string): Promise<GameRecord | null> {
    const { rows } = await this.pool.query<GameRow>(
      "SELECT * FROM games WHERE table_id = $1 ORDER BY number DESC LIMIT 1",
      [tableId],
    );
    return rows.length === 0 ? null : toGame(rows[0]);
  }

  async game(tableId: string, number: number): Promise<GameRecord | null> {
    const { rows } = await this.pool.query<GameRow>(
      "SELECT * FROM games WHERE table_id = $1 AND number = $2",
      [tableId, number],
    );
    return rows.length === 0 ? null : toGame(rows[0]);
  }

  async actions(gameId: number): Promise<ActionRecord[]> {
    const { rows } = await this.pool.query<ActionRow>(
      "SELECT * FROM actions WHERE game_id = $1 ORDER BY seq",
      [gameId],
    );
    return rows.map(toAction);
  }

  async actionsFrom(gameId: number, seq: number): Promise<ActionRecord[]> {
    const { rows } = await this.pool.query<ActionRow>(
      "SELECT * FROM actions WHERE game_id = $1 AND seq >= $2 ORDER BY seq",
      [gameId, seq],
    );
    return rows.map(toAction);
  }

  async commit(batch: CommitBatch): Promise<void> {
    await this.transaction(async (client) => {
      const { actions } = batch;
      if (actions.length > 0) {
        try {
          await client.query(INSERT_ACTIONS, [
            actions.map((a) => a.gameId),
            actions.map((a) => a.seq),
            actions.map((a) => a.seat),
            actions.map((a) => JSON.stringify(a.action)),
            actions.map((a) => a.clientActionId),
            actions.map((a) => a.source),
            actions.map((a) => a.at),
          ]);
        } catch (error) {
          const { code, constraint, detail } = error as PgError;
          if (code === "23505" && constraint === ACTION_VERSION_CONSTRAINT) {
            // "Key (game_id, seq)=(12, 3) already exists."
            const key = /=\((\d+), (\d+)\)/.exec(detail ?? "");
            const taken = key === null ? actions[0] : { gameId: Number(key[1]), seq: Number(key[2]) };
            throw new SeqConflictError(taken.gameId, taken.seq);
          }
          throw error;
        }
      }
      for (const g of batch.games) {
        await client.query("UPDATE games SET outcome = $1, ended_at = $2, deadline_at = $3 WHERE id = $4", [
          json(g.outcome),
          g.endedAt,
          g.deadlineAt,
          g.id,
        ]);
      }
      for (const seat of batch.seats) await client.query(SAVE_SEAT, seatValues(seat));
    });
  }

  async addChat(message: ChatRecord): Promise<void> {
    await this.pool.query("INSERT INTO chat (table_id, seat, name, text, at) VALUES ($1, $2, $3, $4, $5)", [
      message.tableId,
      message.seat,
      message.name,
      message.text,
      message.at,
    ]);
  }

  async recentChat(tableId: string, limit: number): Promise<ChatRecord[]> {
    const { rows } = await this.pool.query<ChatRow>(
      "SELECT * FROM (SELECT * FROM chat WHERE table_id = $1 ORDER BY id DESC LIMIT $2) AS recent ORDER BY id",
      [tableId, limit],
    );
    return rows.map((row) => ({
      tableId: row.table_id,
      seat: row.seat,
      name: row.name,
      text: row.text,
      at: Number(row.at),
    }));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

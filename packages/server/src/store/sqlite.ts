// The durable log in one embedded SQLite file (better-sqlite3, WAL). Every commit is one
// transaction; the unique (game, seq) key keeps one action per version.

import Database from "better-sqlite3";
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

/** Each migration runs once, in order, inside a transaction; its number is kept in the file. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE tables (
     id TEXT PRIMARY KEY,
     code TEXT NOT NULL UNIQUE,
     game TEXT NOT NULL,
     config TEXT NOT NULL,
     host_hash TEXT NOT NULL,
     status TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE seats (
     table_id TEXT NOT NULL REFERENCES tables(id),
     seat INTEGER NOT NULL,
     kind TEXT NOT NULL,
     level TEXT,
     name TEXT,
     token_hash TEXT,
     timeouts INTEGER NOT NULL DEFAULT 0,
     zombie INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (table_id, seat)
   );
   CREATE TABLE games (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     table_id TEXT NOT NULL REFERENCES tables(id),
     number INTEGER NOT NULL,
     options TEXT NOT NULL,
     seed TEXT NOT NULL,
     rules_version INTEGER NOT NULL,
     series INTEGER NOT NULL,
     outcome TEXT,
     started_at INTEGER NOT NULL,
     ended_at INTEGER,
     deadline_at INTEGER,
     UNIQUE (table_id, number)
   );
   CREATE TABLE actions (
     game_id INTEGER NOT NULL REFERENCES games(id),
     seq INTEGER NOT NULL,
     seat INTEGER NOT NULL,
     action TEXT NOT NULL,
     client_action_id TEXT,
     source TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (game_id, seq)
   ) WITHOUT ROWID;
   CREATE TABLE chat (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     table_id TEXT NOT NULL REFERENCES tables(id),
     seat INTEGER,
     name TEXT NOT NULL,
     text TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX chat_by_table ON chat (table_id, id);`,
];

interface TableRow {
  id: string;
  code: string;
  game: string;
  config: string;
  host_hash: string;
  status: TableStatus;
  created_at: number;
}
interface SeatRow {
  table_id: string;
  seat: number;
  kind: "human" | "bot";
  level: string | null;
  name: string | null;
  token_hash: string | null;
  timeouts: number;
  zombie: number;
}
interface GameRow {
  id: number;
  table_id: string;
  number: number;
  options: string;
  seed: string;
  rules_version: number;
  series: number;
  outcome: string | null;
  started_at: number;
  ended_at: number | null;
  deadline_at: number | null;
}
interface ActionRow {
  game_id: number;
  seq: number;
  seat: number;
  action: string;
  client_action_id: string | null;
  source: ActionRecord["source"];
  at: number;
}

const toTable = (row: TableRow): TableRecord => ({
  id: row.id,
  code: row.code,
  game: row.game,
  config: JSON.parse(row.config),
  hostHash: row.host_hash,
  status: row.status,
  createdAt: row.created_at,
});
const toSeat = (row: SeatRow): SeatRecord => ({
  tableId: row.table_id,
  seat: row.seat,
  kind: row.kind,
  level: row.level,
  name: row.name,
  tokenHash: row.token_hash,
  timeouts: row.timeouts,
  zombie: row.zombie === 1,
});
const toGame = (row: GameRow): GameRecord => ({
  id: row.id,
  tableId: row.table_id,
  number: row.number,
  options: JSON.parse(row.options),
  seed: row.seed,
  rulesVersion: row.rules_version,
  series: row.series === 1,
  outcome: row.outcome === null ? null : JSON.parse(row.outcome),
  startedAt: row.started_at,
  endedAt: row.ended_at,
  deadlineAt: row.deadline_at,
});
const toAction = (row: ActionRow): ActionRecord => ({
  gameId: row.game_id,
  seq: row.seq,
  seat: row.seat,
  action: JSON.parse(row.action),
  clientActionId: row.client_action_id,
  source: row.source,
  at: row.at,
});

export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly statements;

  /** Opens (or creates) the file and brings its schema up to date. */
  constructor(path: string) {
    this.db = new Database(path);
    this.db.pragma("journal_mode = WAL");
    // In WAL mode, NORMAL keeps every committed transaction through a process crash (SIGKILL);
    // only a power loss may drop the last ones.
    this.db.pragma("synchronous = NORMAL");
    this.db.pragma("foreign_keys = ON");
    this.db.pragma("busy_timeout = 5000");
    migrate(this.db);
    const db = this.db;
    this.statements = {
      insertTable: db.prepare(
        "INSERT INTO tables (id, code, game, config, host_hash, status, created_at) VALUES (@id, @code, @game, @config, @hostHash, @status, @createdAt)",
      ),
      tableByCode: db.prepare<[string], TableRow>("SELECT * FROM tables WHERE code = ?"),
      playingTables: db.prepare<[], TableRow>("SELECT * FROM tables WHERE status = 'playing'"),
      setStatus: db.prepare("UPDATE tables SET status = ? WHERE id = ?"),
      seats: db.prepare<[string], SeatRow>("SELECT * FROM seats WHERE table_id = ? ORDER BY seat"),
      saveSeat: db.prepare(
        `INSERT INTO seats (table_id, seat, kind, level, name, token_hash, timeouts, zombie)
         VALUES (@tableId, @seat, @kind, @level, @name, @tokenHash, @timeouts, @zombie)
         ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, level = excluded.level,
           name = excluded.name, token_hash = excluded.token_hash, timeouts = excluded.timeouts,
           zombie = excluded.zombie`,
      ),
      claimSeat: db.prepare(
        `UPDATE seats SET name = ?, token_hash = ?
         WHERE table_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL`,
      ),
      insertGame: db.prepare(
        `INSERT INTO games (table_id, number, options, seed, rules_version, series, outcome, started_at, ended_at, deadline_at)
         VALUES (@tableId, @number, @options, @seed, @rulesVersion, @series, @outcome, @startedAt, @endedAt, @deadlineAt)`,
      ),
      latestGame: db.prepare<[string], GameRow>(
        "SELECT * FROM games WHERE table_id = ? ORDER BY number DESC LIMIT 1",
      ),
      game: db.prepare<[string, number], GameRow>("SELECT * FROM games WHERE table_id = ? AND number = ?"),
      gameById: db.prepare<[number], GameRow>("SELECT * FROM games WHERE id = ?"),
      actions: db.prepare<[number], ActionRow>("SELECT * FROM actions WHERE game_id = ? ORDER BY seq"),
      actionsFrom: db.prepare<[number, number], ActionRow>(
        "SELECT * FROM actions WHERE game_id = ? AND seq >= ? ORDER BY seq",
      ),
      insertAction: db.prepare(
        "INSERT INTO actions (game_id, seq, seat, action, client_action_id, source, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ),
      updateGame: db.prepare("UPDATE games SET outcome = ?, ended_at = ?, deadline_at = ? WHERE id = ?"),
      addChat: db.prepare("INSERT INTO chat (table_id, seat, name, text, at) VALUES (?, ?, ?, ?, ?)"),
      recentChat: db.prepare<
        [string, number],
        { table_id: string; seat: number | null; name: string; text: string; at: number }
      >("SELECT * FROM (SELECT * FROM chat WHERE table_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id"),
    };
  }

  private readonly commitTransaction = (batch: CommitBatch) =>
    this.db.transaction(() => {
      for (const a of batch.actions) {
        try {
          this.statements.insertAction.run(
            a.gameId,
            a.seq,
            a.seat,
            JSON.stringify(a.action),
            a.clientActionId,
            a.source,
            a.at,
          );
        } catch (error) {
          if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
            throw new SeqConflictError(a.gameId, a.seq);
          }
          throw error;
        }
      }
      for (const g of batch.games) {
        this.statements.updateGame.run(
          g.outcome === null ? null : JSON.stringify(g.outcome),
          g.endedAt,
          g.deadlineAt,
          g.id,
        );
      }
      for (const seat of batch.seats) this.saveSeatRow(seat);
    })();

  private saveSeatRow(seat: SeatRecord): void {
    this.statements.saveSeat.run({ ...seat, zombie: seat.zombie ? 1 : 0 });
  }

  async createTable(table: TableRecord, seats: SeatRecord[]): Promise<void> {
    this.db.transaction(() => {
      this.statements.insertTable.run({ ...table, config: JSON.stringify(table.config) });
      for (const seat of seats) this.saveSeatRow(seat);
    })();
  }

  async tableByCode(code: string): Promise<TableRecord | null> {
    const row = this.statements.tableByCode.get(code);
    return row === undefined ? null : toTable(row);
  }

  async playingTables(): Promise<TableRecord[]> {
    return this.statements.playingTables.all().map(toTable);
  }

  async setTableStatus(tableId: string, status: TableStatus): Promise<void> {
    this.statements.setStatus.run(status, tableId);
  }

  async seats(tableId: string): Promise<SeatRecord[]> {
    return this.statements.seats.all(tableId).map(toSeat);
  }

  async saveSeats(seats: SeatRecord[]): Promise<void> {
    this.db.transaction(() => {
      for (const seat of seats) this.saveSeatRow(seat);
    })();
  }

  async claimSeat(tableId: string, seat: number, name: string, tokenHash: string): Promise<boolean> {
    return this.statements.claimSeat.run(name, tokenHash, tableId, seat).changes === 1;
  }

  async createGame(game: Omit<GameRecord, "id">): Promise<GameRecord> {
    let info: Database.RunResult;
    try {
      info = this.statements.insertGame.run({
        ...game,
        options: JSON.stringify(game.options),
        series: game.series ? 1 : 0,
        outcome: game.outcome === null ? null : JSON.stringify(game.outcome),
      });
    } catch (error) {
      if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE") {
        throw new GameNumberTakenError(game.tableId, game.number);
      }
      throw error;
    }
    return toGame(this.statements.gameById.get(Number(info.lastInsertRowid)) as GameRow);
  }

  async latestGame(tableId: string): Promise<GameRecord | null> {
    const row = this.statements.latestGame.get(tableId);
    return row === undefined ? null : toGame(row);
  }

  async game(tableId: string, number: number): Promise<GameRecord | null> {
    const row = this.statements.game.get(tableId, number);
    return row === undefined ? null : toGame(row);
  }

  async actions(gameId: number): Promise<ActionRecord[]> {
    return this.statements.actions.all(gameId).map(toAction);
  }

  async actionsFrom(gameId: number, seq: number): Promise<ActionRecord[]> {
    return this.statements.actionsFrom.all(gameId, seq).map(toAction);
  }

  async commit(batch: CommitBatch): Promise<void> {
    this.commitTransaction(batch);
  }

  async addChat(message: ChatRecord): Promise<void> {
    this.statements.addChat.run(message.tableId, message.seat, message.name, message.text, message.at);
  }

  async recentChat(tableId: string, limit: number): Promise<ChatRecord[]> {
    return this.statements.recentChat.all(tableId, limit).map((row) => ({
      tableId: row.table_id,
      seat: row.seat,
      name: row.name,
      text: row.text,
      at: row.at,
    }));
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

function migrate(db: Database.Database): void {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)",
  );
  const done = new Set(
    db
      .prepare<[], { version: number }>("SELECT version FROM schema_migrations")
      .all()
      .map((row) => row.version),
  );
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (done.has(version)) continue;
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        version,
        Date.now(),
      );
    })();
  }
}

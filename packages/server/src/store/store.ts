// The durable log's interface: tables, seats, games and their append-only action logs. SQLite
// implements it here; another database can implement the same methods. Every method is async so
// that a networked database fits the same shape.

import type { Outcome } from "@houserules/engine";

export type SeatPlan = { kind: "human" } | { kind: "bot"; level: string };

/** What a table was created with; the game's options are resolved again at every start. */
export interface TableConfig {
  players: number;
  preset?: string;
  options?: Record<string, unknown>;
  seats: SeatPlan[];
  /** Seconds per decision, or null for no timer. */
  turnSeconds: number | null;
}

export type TableStatus = "open" | "playing" | "closed";

export interface TableRecord {
  id: string;
  code: string;
  game: string;
  config: TableConfig;
  /** sha256 of the host's token: the host starts games and rematches. */
  hostHash: string;
  status: TableStatus;
  createdAt: number;
}

export interface SeatRecord {
  tableId: string;
  seat: number;
  kind: "human" | "bot";
  level: string | null;
  /** The player's display name once the seat is claimed. */
  name: string | null;
  /** sha256 of the seat token; the token itself is known only to the player's browser. */
  tokenHash: string | null;
  /** Decisions in a row the timer made for this seat. */
  timeouts: number;
  /** A bot holds the seat until its player comes back (after three timeouts in a row). */
  zombie: boolean;
}

export interface GameRecord {
  id: number;
  tableId: string;
  /** 1 for a table's first game, then 2, 3... (series games and rematches). */
  number: number;
  /** The game's resolved options, as its replay records them. */
  options: Record<string, unknown>;
  seed: string;
  rulesVersion: number;
  /** Whether this game continues a series (options carry the previous game's standings). */
  series: boolean;
  outcome: Outcome | null;
  startedAt: number;
  endedAt: number | null;
  /** When the turn timer runs out (ms since the epoch), or null. */
  deadlineAt: number | null;
}

export type ActionSource = "human" | "bot" | "timer";

export interface ActionRecord {
  gameId: number;
  /** 0 for the game's first action; the state version the action was applied at. */
  seq: number;
  seat: number;
  action: unknown;
  /** The client's id for the action, so that a repeated send is answered again and applied once. */
  clientActionId: string | null;
  source: ActionSource;
  at: number;
}

export interface ChatRecord {
  tableId: string;
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

/** What one commit writes, all or nothing. */
export interface CommitBatch {
  actions: ActionRecord[];
  games: { id: number; outcome: Outcome | null; endedAt: number | null; deadlineAt: number | null }[];
  seats: SeatRecord[];
}

export interface Store {
  createTable(table: TableRecord, seats: SeatRecord[]): Promise<void>;
  tableByCode(code: string): Promise<TableRecord | null>;
  /** Tables whose current game is unfinished: they are rebuilt and resumed at start. */
  playingTables(): Promise<TableRecord[]>;
  setTableStatus(tableId: string, status: TableStatus): Promise<void>;
  seats(tableId: string): Promise<SeatRecord[]>;
  saveSeats(seats: SeatRecord[]): Promise<void>;
  /**
   * Gives an open human seat (no token yet) its player, in one conditional write: of two claims
   * racing for one seat, exactly one is told true; false when the seat is not open (any more).
   */
  claimSeat(tableId: string, seat: number, name: string, tokenHash: string): Promise<boolean>;
  /** A table's game number already taken (two starts at once) fails with GameNumberTakenError. */
  createGame(game: Omit<GameRecord, "id">): Promise<GameRecord>;
  /** The table's latest game, or null before the first start. */
  latestGame(tableId: string): Promise<GameRecord | null>;
  game(tableId: string, number: number): Promise<GameRecord | null>;
  actions(gameId: number): Promise<ActionRecord[]>;
  /** The game's actions at version `seq` and after, in order: what a cache at that version lacks. */
  actionsFrom(gameId: number, seq: number): Promise<ActionRecord[]>;
  /**
   * Writes a batch in one transaction. A (game, seq) already taken makes the whole batch fail
   * (SeqConflictError): the log never holds two actions at one version.
   */
  commit(batch: CommitBatch): Promise<void>;
  addChat(message: ChatRecord): Promise<void>;
  recentChat(tableId: string, limit: number): Promise<ChatRecord[]>;
  close(): Promise<void>;
}

/** Another action was committed at the same version first. */
export class SeqConflictError extends Error {
  constructor(gameId: number, seq: number) {
    super(`game ${gameId} already has an action at version ${seq}`);
    this.name = "SeqConflictError";
  }
}

/** Another game with the same number was created at the table first. */
export class GameNumberTakenError extends Error {
  constructor(tableId: string, number: number) {
    super(`table ${tableId} already has a game ${number}`);
    this.name = "GameNumberTakenError";
  }
}

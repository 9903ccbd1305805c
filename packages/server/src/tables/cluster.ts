// What the table service needs from the other server processes sharing its log: word that a
// table changed (so each process catches up from the log and tells its own clients), leases (one
// turn timer per table), one-off claims (one process decides each bot move), shared rate limits,
// and room messages (chat, notices) reaching every process's clients. redis-cluster.ts implements
// it on Redis; a service without a cluster runs alone.

/** What changed: actions appended, seats or status, a new game dealt, or who is connected. */
export type TableChangeKind = "actions" | "seats" | "game" | "presence";

export interface TableChange {
  code: string;
  kind: TableChangeKind;
  /** The process that made the change. */
  origin: string;
}

export interface Cluster {
  /** This process's id among its peers. */
  readonly processId: string;
  /** Tells the other processes that a table's log changed (best effort: see `onReconnect`). */
  publish(code: string, kind: TableChangeKind): void;
  /** Changes made by the other processes. */
  onChange(listener: (change: TableChange) => void): void;
  /** The link to the other processes came back after a break: changes may have been missed. */
  onReconnect(listener: () => void): void;
  /** Takes or renews a lease for `ttlMs`; false while another process holds it (or unreachable). */
  hold(lease: string, ttlMs: number): Promise<boolean>;
  /** Gives a lease up, if this process holds it. */
  release(lease: string): Promise<void>;
  /** True for exactly one caller across the processes until `ttlMs` have passed. */
  claim(name: string, ttlMs: number): Promise<boolean>;
  /** Counts one use of `name`; false once `limit` uses fall within the last `windowMs`. */
  allow(name: string, limit: number, windowMs: number): Promise<boolean>;
  /** The seats of the clients at table `code` on every process (null: a spectator). */
  seatsAt(code: string): Promise<(number | null)[]>;
  /** Sends a message to every client at table `code`, on every process. */
  toTable(code: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}

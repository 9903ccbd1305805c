// The PostgreSQL log's schema, as numbered migrations. Each runs once, in order; a process that
// opens the store applies the missing ones under an advisory lock, so two processes starting at
// once never apply one twice.

import type { PoolClient } from "pg";

/** Migration n (1-based) is MIGRATIONS[n - 1]. Never edit one that has shipped: add another. */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE tables (
     id TEXT PRIMARY KEY,
     code TEXT NOT NULL UNIQUE,
     game TEXT NOT NULL,
     config JSONB NOT NULL,
     host_hash TEXT NOT NULL,
     status TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX tables_playing ON tables (status) WHERE status = 'playing';
   CREATE TABLE seats (
     table_id TEXT NOT NULL REFERENCES tables(id),
     seat INTEGER NOT NULL,
     kind TEXT NOT NULL,
     level TEXT,
     name TEXT,
     token_hash TEXT,
     timeouts INTEGER NOT NULL DEFAULT 0,
     zombie BOOLEAN NOT NULL DEFAULT FALSE,
     PRIMARY KEY (table_id, seat)
   );
   CREATE TABLE games (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     table_id TEXT NOT NULL REFERENCES tables(id),
     number INTEGER NOT NULL,
     options JSONB NOT NULL,
     seed TEXT NOT NULL,
     rules_version INTEGER NOT NULL,
     series BOOLEAN NOT NULL,
     outcome JSONB,
     started_at BIGINT NOT NULL,
     ended_at BIGINT,
     deadline_at BIGINT,
     UNIQUE (table_id, number)
   );
   CREATE TABLE actions (
     game_id BIGINT NOT NULL REFERENCES games(id),
     seq INTEGER NOT NULL,
     seat INTEGER NOT NULL,
     action JSONB NOT NULL,
     client_action_id TEXT,
     source TEXT NOT NULL,
     at BIGINT NOT NULL,
     CONSTRAINT actions_one_per_version PRIMARY KEY (game_id, seq)
   );
   CREATE TABLE chat (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     table_id TEXT NOT NULL REFERENCES tables(id),
     seat INTEGER,
     name TEXT NOT NULL,
     text TEXT NOT NULL,
     at BIGINT NOT NULL
   );
   CREATE INDEX chat_by_table ON chat (table_id, id);`,
];

/** The action log's unique (game, seq) key: a violation of it is a lost race for a version. */
export const ACTION_VERSION_CONSTRAINT = "actions_one_per_version";

/** Both halves of the advisory lock key: this application's migrations, in this schema. */
const LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtext('houserules migrations'), hashtext($1))";

/**
 * Creates the schema if it is missing and applies every migration it lacks, all in one
 * transaction that holds the migration lock. Returns the versions it applied.
 */
export async function migrate(client: PoolClient, schema: string | null): Promise<number[]> {
  const applied: number[] = [];
  await client.query("BEGIN");
  try {
    await client.query(LOCK_SQL, [schema ?? ""]);
    if (schema !== null) await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)",
    );
    const done = new Set(
      (await client.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map(
        (row) => row.version,
      ),
    );
    for (const [index, sql] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (done.has(version)) continue;
      await client.query(sql);
      await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [
        version,
        Date.now(),
      ]);
      applied.push(version);
    }
    await client.query("COMMIT");
    return applied;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/** A schema name as SQL; only plain names (letters, digits, underscores) are accepted. */
export function quoteIdentifier(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`schema name must be letters, digits and underscores (got "${name}")`);
  }
  return `"${name}"`;
}

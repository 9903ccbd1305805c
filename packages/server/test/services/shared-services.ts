// The machine's shared PostgreSQL and Redis (started for every development machine and CI run).
// Each test keeps its log in a fresh schema of its own, dropped after the test.

import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach } from "vitest";

export const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const schemas: string[] = [];
afterEach(async () => {
  for (const schema of schemas.splice(0)) await dropSchema(schema);
});

/** A schema name no other test uses; the store creates it, and it is dropped after the test. */
export function freshSchema(): string {
  const schema = `test_${randomUUID().replaceAll("-", "")}`;
  schemas.push(schema);
  return schema;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

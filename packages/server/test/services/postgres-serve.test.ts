// `houserules serve` with DATABASE_URL keeps its log in PostgreSQL: two processes opening one
// fresh schema at once both start (the migrations run once), and share the tables.

import pg from "pg";
import { describe, expect, it } from "vitest";
import { freePort } from "./own-services.js";
import { deployment, newTable, startProcess } from "./processes.js";
import { DATABASE_URL, freshSchema, REDIS_URL } from "./shared-services.js";

describe("serving from PostgreSQL", () => {
  it("keeps the tables in the schema DATABASE_URL and DATABASE_SCHEMA name, shared by two processes", async () => {
    const schema = freshSchema();
    const where = deployment({ DATABASE_URL, DATABASE_SCHEMA: schema }, REDIS_URL);
    const [one, two] = await Promise.all([startProcess(where), startProcess(where)]);
    expect(one.output()).toContain("log: postgres://postgres@127.0.0.1");
    const { code } = await newTable(one.url, {
      game: "trou-du-cul",
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const seen = await fetch(`${two.url}/api/tables/${code}`);
    expect(seen.status).toBe(200);

    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const tables = await client.query(`SELECT code FROM "${schema}".tables`);
      expect(tables.rows).toEqual([{ code }]);
      const migrations = await client.query(`SELECT version FROM "${schema}".schema_migrations`);
      expect(migrations.rows).toEqual([{ version: 1 }]);
    } finally {
      await client.end();
    }
    await Promise.all([one.kill(), two.kill()]);
  });

  it("refuses to start, saying why, when PostgreSQL cannot be reached", async () => {
    const nobody = `postgres://postgres@127.0.0.1:${await freePort()}/test`;
    const where = deployment({ DATABASE_URL: nobody }, REDIS_URL);
    await expect(startProcess(where)).rejects.toThrow(/DATABASE_URL: cannot open the PostgreSQL log/);
  });
});

// Where a test's processes keep their log and meet: a PostgreSQL schema of the test's own
// (shared-services.ts drops it after the test) and a Redis under a key prefix of the test's own,
// so that tests never meet and the shared services keep nothing of them.

import { type Deployment, deployment } from "./processes.js";
import { DATABASE_URL, freshSchema, REDIS_URL } from "./shared-services.js";

/** The environment that puts a process's log in this test's own schema. */
export function testStore(): Record<string, string> {
  return { DATABASE_URL, DATABASE_SCHEMA: freshSchema() };
}

/** The shared PostgreSQL (a schema of the test's own) and the shared Redis. */
export function sharedServices(): Deployment {
  return deployment(testStore(), REDIS_URL);
}

// `houserules serve`: one server process, its log in an SQLite file, or in PostgreSQL when
// DATABASE_URL is set. Configured by the environment (docs/server.md): HOST, PORT, HOUSERULES_DB,
// DATABASE_URL, DATABASE_SCHEMA, BOT_DELAY_MS, TABLES_PER_HOUR, LOG_LEVEL; REDIS_URL and
// REDIS_PREFIX for several processes (docs/deployment.md).

import { startServer } from "./server.js";

export interface ServeSettings {
  host: string;
  port: number;
  databasePath: string;
  /** PostgreSQL instead of the SQLite file, optionally in its own schema. */
  databaseUrl?: string;
  databaseSchema?: string;
  botDelayMs?: number;
  tablesPerHour?: number;
  /** Redis, for several processes sharing one log (docs/deployment.md). */
  redisUrl?: string;
  redisPrefix?: string;
}

export function settingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): ServeSettings {
  const port = env.PORT === undefined ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const delay = env.BOT_DELAY_MS === undefined ? undefined : Number(env.BOT_DELAY_MS);
  if (delay !== undefined && (!Number.isInteger(delay) || delay < 0)) {
    throw new Error(`BOT_DELAY_MS must be a whole number of milliseconds (got "${env.BOT_DELAY_MS}")`);
  }
  const tablesPerHour = env.TABLES_PER_HOUR === undefined ? undefined : Number(env.TABLES_PER_HOUR);
  if (tablesPerHour !== undefined && (!Number.isInteger(tablesPerHour) || tablesPerHour < 1)) {
    throw new Error(`TABLES_PER_HOUR must be a whole number above 0 (got "${env.TABLES_PER_HOUR}")`);
  }
  return {
    host: env.HOST ?? "127.0.0.1",
    port,
    databasePath: env.HOUSERULES_DB ?? "houserules.sqlite",
    ...(env.DATABASE_URL === undefined || env.DATABASE_URL === "" ? {} : { databaseUrl: env.DATABASE_URL }),
    ...(env.DATABASE_SCHEMA === undefined || env.DATABASE_SCHEMA === ""
      ? {}
      : { databaseSchema: env.DATABASE_SCHEMA }),
    ...(delay === undefined ? {} : { botDelayMs: delay }),
    ...(tablesPerHour === undefined ? {} : { tablesPerHour }),
    ...(env.REDIS_URL === undefined || env.REDIS_URL === "" ? {} : { redisUrl: env.REDIS_URL }),
    ...(env.REDIS_PREFIX === undefined ? {} : { redisPrefix: env.REDIS_PREFIX }),
  };
}

/**
 * Starts the server, prints where to connect, and resolves once a SIGINT or SIGTERM has stopped
 * it cleanly (every acknowledged action is already in the log; pending commits are drained).
 */
export async function serve(
  settings: ServeSettings,
  print: (line: string) => void = console.log,
): Promise<void> {
  const server = await startServer(settings);
  const log =
    settings.databaseUrl === undefined ? settings.databasePath : redactPassword(settings.databaseUrl);
  print(`houserules server: ${server.url}  (log: ${log}; Ctrl-C stops it)`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
  await server.close();
}

/** A connection string fit to print: its password, if any, replaced. */
function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== "") parsed.password = "***";
    return parsed.toString();
  } catch {
    return "PostgreSQL";
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve(settingsFromEnvironment()).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

// `houserules serve`: one server process, its log in an SQLite file. Configured by the
// environment (docs/server.md): HOST, PORT, HOUSERULES_DB, BOT_DELAY_MS, TABLES_PER_HOUR, LOG_LEVEL.

import { startServer } from "./server.js";

export interface ServeSettings {
  host: string;
  port: number;
  databasePath: string;
  botDelayMs?: number;
  tablesPerHour?: number;
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
    ...(delay === undefined ? {} : { botDelayMs: delay }),
    ...(tablesPerHour === undefined ? {} : { tablesPerHour }),
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
  print(`houserules server: ${server.url}  (log: ${settings.databasePath}; Ctrl-C stops it)`);
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

if (import.meta.url === `file://${process.argv[1]}`) {
  serve(settingsFromEnvironment()).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

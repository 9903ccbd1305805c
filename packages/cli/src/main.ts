#!/usr/bin/env node
// Entry point: the real registry and streams, handed to the command line.

import { games } from "@houserules/catalog";
import { childBench, defaultBenchmarksPath } from "./bench.js";
import { streamOutput } from "./io.js";
import { runCli } from "./program.js";

process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  // A reader that goes away (`houserules list | head`) is not an error of ours.
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2), {
  registry: games,
  stdin: process.stdin,
  out: streamOutput(process.stdout),
  err: streamOutput(process.stderr),
  terminal: process.stdout,
  benchmarksPath: defaultBenchmarksPath(),
  debug: Boolean(process.env.HOUSERULES_DEBUG),
  env: process.env,
  benchGame: childBench,
});

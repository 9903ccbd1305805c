// `houserules bench`: random-bot throughput of every game, preset and main player count, on one
// core (sequentially), written to results/BENCHMARKS.md. The full run measures each game in a fresh
// child process, as JMH forks a JVM per benchmark: in one process, a game measured after the
// others runs shared code (the match runner, the bots) whose type feedback the other games have
// made megamorphic, and reads 3-8% slower than alone.

import { spawn } from "node:child_process";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { randomBot } from "@houserules/bots";
import { type BaseOptions, type GameRegistry, playGame, resolveOptions } from "@houserules/engine";

export interface BenchRequest {
  /** Measured seconds per configuration. */
  seconds: number;
  /** The command line, as recorded in the file. */
  command: string;
  /** Whether each game ran in a process of its own (childBench). */
  isolated?: boolean;
}

export interface BenchRow {
  game: string;
  preset: string;
  status?: string;
  players: number;
  games: number;
  moves: number;
  seconds: number;
  gamesPerSecond: number;
  movesPerSecond: number;
  endedByCap: number;
  /** Why this configuration could not be measured (a game defect), if it failed. */
  error?: string;
}

/** Share of the measured time spent warming up first (JIT), at most WARM_UP_MAX_SECONDS. */
const WARM_UP_SHARE = 0.2;
const WARM_UP_MAX_SECONDS = 0.3;
/**
 * Before a game's first configuration, a longer warm-up: slow games need hundreds of playouts
 * before V8 has optimised their hot paths, and a short run would mostly measure the compiler.
 * Trou du cul's first configuration still rose for about 4 s (25k games/s in the first second,
 * 35k from the fourth).
 */
const FIRST_WARM_UP_SECONDS = 4;

/**
 * CPU time of this process, not wall time: on a shared machine other processes would otherwise
 * count against the game. Garbage-collector helper threads add to it, so it errs on the slow side.
 */
function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

function timeGames(
  run: (seed: string) => { actions: number; capped: boolean },
  seconds: number,
  prefix: string,
) {
  let games = 0;
  let moves = 0;
  let capped = 0;
  // The rate is per CPU-second, read at both ends; the loop watches the cheap wall clock (a
  // CPU-time reading is a system call, about 2% of a Shit Head game). The CPU clock is read
  // again only once the wall clock says the time is up, so the measure still lasts `seconds`
  // of CPU time when other processes share the core.
  const started = cpuSeconds();
  let wallDeadline = performance.now() + seconds * 1000;
  for (;;) {
    const result = run(`${prefix}/${games}`);
    games++;
    moves += result.actions;
    if (result.capped) capped++;
    if (performance.now() < wallDeadline) continue;
    const left = started + seconds - cpuSeconds();
    if (left <= 0) break;
    wallDeadline = performance.now() + left * 1000;
  }
  return { games, moves, capped, seconds: cpuSeconds() - started };
}

/** Measures every configuration in turn; `onRow` reports progress. */
export function runBench(
  registry: GameRegistry,
  seconds: number,
  onlyGame: string | undefined,
  onRow: (row: BenchRow) => void = () => {},
): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const game of registry.list()) {
    if (onlyGame !== undefined && game.id !== onlyGame) continue;
    let warm = false;
    for (const preset of game.presets) {
      for (const players of preset.players ?? game.playerCounts) {
        const base = {
          game: game.id,
          preset: preset.id,
          ...(preset.status ? { status: preset.status } : {}),
          players,
        };
        let row: BenchRow;
        try {
          const options: BaseOptions = resolveOptions(game, { players, preset: preset.id });
          const bots = Array.from({ length: players }, () => randomBot());
          const run = (seed: string) => {
            const { actions, outcome } = playGame(game, options, seed, bots, { record: false });
            return { actions, capped: outcome.endedByCap };
          };
          const warmUp = warm
            ? Math.min(seconds * WARM_UP_SHARE, WARM_UP_MAX_SECONDS)
            : FIRST_WARM_UP_SECONDS;
          timeGames(run, warmUp, "bench-warm-up");
          warm = true;
          const timed = timeGames(run, seconds, "bench");
          row = {
            ...base,
            games: timed.games,
            moves: timed.moves,
            seconds: timed.seconds,
            gamesPerSecond: timed.games / timed.seconds,
            movesPerSecond: timed.moves / timed.seconds,
            endedByCap: timed.capped,
          };
        } catch (error) {
          // One broken configuration must not hide the others; the table shows the failure.
          const message = error instanceof Error ? error.message : String(error);
          row = {
            ...base,
            games: 0,
            moves: 0,
            seconds: 0,
            gamesPerSecond: 0,
            movesPerSecond: 0,
            endedByCap: 0,
            error: message,
          };
        }
        rows.push(row);
        onRow(row);
      }
    }
  }
  return rows;
}

/** Runs `houserules bench --game <id> --rows-json` in a child process and parses its rows. */
export function childBench(gameId: string, seconds: number): Promise<BenchRow[]> {
  const main = fileURLToPath(new URL("./main.js", import.meta.url));
  const args = ["bench", "--game", gameId, "--seconds", String(seconds), "--rows-json"];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, ...args], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => void (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        resolve(JSON.parse(out) as BenchRow[]);
      } catch {
        reject(new Error(`houserules ${args.join(" ")} exited with ${code} and printed no rows`));
      }
    });
  });
}

const thousands = (n: number) => Math.round(n).toLocaleString("en-US");

/** Where `bench` writes by default: results/BENCHMARKS.md in the repository. */
export function defaultBenchmarksPath(): string {
  return fileURLToPath(new URL("../../../results/BENCHMARKS.md", import.meta.url));
}

/** BENCHMARKS.md: the table, the machine and the exact command. */
export function benchmarkMarkdown(
  rows: readonly BenchRow[],
  request: BenchRequest,
  date = new Date(),
): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const lines = [
    "# Benchmarks",
    "",
    "Random bots play complete games, one configuration after another, on one core,",
    request.isolated
      ? "each game in a fresh Node.js process (rates are per CPU-second of that process, so other"
      : "all in one Node.js process (rates are per CPU-second of that process, so other",
    `load on the machine does not count), after a warm-up (${FIRST_WARM_UP_SECONDS} s before each game's`,
    `first configuration, a short one before the others); ${request.seconds} s measured per configuration.`,
    "",
    "| Game | Preset | Players | Games/s | Moves/s | Moves/game | Ended by cap |",
    "|---|---|---:|---:|---:|---:|---:|",
    ...rows.map((r) => {
      const config = `| ${r.game} | ${r.preset}${r.status ? ` (${r.status})` : ""} | ${r.players} |`;
      if (r.error !== undefined) return `${config} failed: ${r.error.replaceAll("|", "/")} | | | |`;
      return `${config} ${thousands(r.gamesPerSecond)} | ${thousands(r.movesPerSecond)} | ${(r.moves / r.games).toFixed(1)} | ${r.endedByCap} of ${r.games} |`;
    }),
    "",
    `- Machine: ${cpu} (${cpus().length} logical cores, one used)`,
    `- Node.js: ${process.version}`,
    `- Date: ${date.toISOString()}`,
    `- Command: \`${request.command}\``,
    "",
  ];
  return lines.join("\n");
}

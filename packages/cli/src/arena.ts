// `houserules arena`: seeded games between bot levels with seats rotated (and, with duplicate,
// every deal replayed with every bot in every seat), reporting win shares with 95% intervals.

import {
  type ArenaEntrant,
  type ArenaReport,
  type ArenaShard,
  createBot,
  mergeArenaReports,
  runArena,
} from "@houserules/bots";
import { type GameRegistry, RuleError, resolveOptions } from "@houserules/engine";
import { readTextFile } from "./io.js";

export interface ArenaRequest {
  game: string;
  /** The lineup: one level per seat position, cycled to fill the table. */
  bots: string[];
  games: number;
  players?: number;
  preset?: string;
  options?: Record<string, unknown>;
  duplicate?: boolean;
  /** Games per deal: each deal a series (carry-over through the game's nextGameOptions). */
  series?: number;
  seed?: string;
  /** Search levels: a fixed number of iterations per decision instead of their time budget. */
  iterations?: number;
  /** Search levels: each level's own iteration budget, without its wall-time cap. */
  uncapped?: boolean;
  /** Stop after this many minutes (at the end of a set of seat rotations). */
  maxMinutes?: number;
  /** Play only this share of the deals (merge the shards' JSON reports with `arena-merge`). */
  shard?: ArenaShard;
  onGame?(done: number, total: number): void;
}

export function arenaCommand(request: ArenaRequest, registry: GameRegistry): ArenaReport {
  const game = registry.get(request.game);
  const options = resolveOptions(game, {
    players: request.players,
    preset: request.preset,
    options: request.options,
  });
  // Build one bot of each level up front so a bad level fails before any game is played.
  const botOptions = { iterations: request.iterations, uncapped: request.uncapped };
  for (const level of new Set(request.bots)) createBot(game, level, botOptions);
  const entrants: ArenaEntrant[] = request.bots.map((level) => ({
    label: level,
    make: () => createBot(game, level, botOptions),
  }));
  return runArena({
    game,
    options,
    entrants,
    games: request.games,
    duplicate: request.duplicate,
    series: request.series,
    seed: request.seed ?? "arena",
    timeLimitMs: request.maxMinutes === undefined ? undefined : request.maxMinutes * 60_000,
    shard: request.shard,
    onGame: request.onGame,
  });
}

/** `houserules arena-merge`: one report from the `--json` reports of a run's shards (of one or more seeds). */
export function arenaMergeCommand(paths: readonly string[]): ArenaReport {
  const reports = paths.map(readArenaReport);
  try {
    return mergeArenaReports(reports);
  } catch (error) {
    throw new RuleError("BAD_REPORT", (error as Error).message);
  }
}

function readArenaReport(path: string): ArenaReport {
  const text = readTextFile(path);
  let report: Partial<ArenaReport>;
  try {
    report = JSON.parse(text);
  } catch {
    throw new RuleError(
      "BAD_REPORT",
      `${path} is not JSON: give the output of \`houserules arena ... --json\``,
    );
  }
  const whole =
    typeof report === "object" &&
    report !== null &&
    typeof report.game === "string" &&
    typeof report.shards?.count === "number" &&
    Array.isArray(report.entrants) &&
    report.entrants.every(
      (e) =>
        typeof e?.label === "string" &&
        typeof e.totals?.seats === "number" &&
        typeof e.totals.deals === "number",
    );
  if (!whole) {
    throw new RuleError(
      "BAD_REPORT",
      `${path} is not an arena report with its totals: give the output of \`houserules arena ... --json\``,
    );
  }
  return report as ArenaReport;
}

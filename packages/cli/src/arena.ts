// `houserules arena`: seeded games between bot levels with seats rotated (and, with duplicate,
// every deal replayed with every bot in every seat), reporting win shares with 95% intervals.

import { type ArenaEntrant, type ArenaReport, createBot, runArena } from "@houserules/bots";
import { type GameRegistry, resolveOptions } from "@houserules/engine";

export interface ArenaRequest {
  game: string;
  /** The lineup: one level per seat position, cycled to fill the table. */
  bots: string[];
  games: number;
  players?: number;
  preset?: string;
  options?: Record<string, unknown>;
  duplicate?: boolean;
  seed?: string;
  /** Search levels: a fixed number of iterations per decision instead of their time budget. */
  iterations?: number;
  /** Search levels: each level's own iteration budget, without its wall-time cap. */
  uncapped?: boolean;
  /** Stop after this many minutes (at the end of a set of seat rotations). */
  maxMinutes?: number;
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
    seed: request.seed ?? "arena",
    timeLimitMs: request.maxMinutes === undefined ? undefined : request.maxMinutes * 60_000,
    onGame: request.onGame,
  });
}

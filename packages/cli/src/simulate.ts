// `houserules simulate`: many bot-only games, for speed and balance figures.

import { createBot } from "@houserules/bots";
import {
  type BaseOptions,
  type Bot,
  type GameRegistry,
  newSeed,
  playGame,
  resolveOptions,
} from "@houserules/engine";
import { levelsPerSeat } from "./args.js";
import { defaultLevel } from "./play.js";

export interface SimulateRequest {
  game: string;
  games: number;
  players?: number;
  preset?: string;
  options?: Record<string, unknown>;
  /** One level for every seat, or one per seat (rotated across games). */
  bots?: string[];
  seed?: string;
}

export interface Standing {
  /** Games (or seat-games, for a level) counted. */
  games: number;
  /** Games won; a first place shared by k seats counts 1/k for each. */
  wins: number;
  /** wins / games simulated: the shares of all levels (or all seats) add up to 1. */
  winShare: number;
  /** wins / games counted: how often one bot of this level (or this seat) wins. */
  winRate: number;
  meanPlace: number;
}

export interface SimulationReport {
  game: string;
  preset: string;
  players: number;
  options: BaseOptions;
  seed: string;
  games: number;
  seconds: number;
  gamesPerSecond: number;
  movesPerSecond: number;
  meanMoves: number;
  endedByCap: number;
  /** The bot level of each position in the seat rotation (position i sits at seat (i + game) mod n). */
  lineup: string[];
  byLevel: Record<string, Standing>;
  bySeat: Standing[];
}

interface Tally {
  games: number;
  wins: number;
  places: number;
}

const emptyTally = (): Tally => ({ games: 0, wins: 0, places: 0 });

function standing(tally: Tally, gamesSimulated: number): Standing {
  return {
    games: tally.games,
    wins: tally.wins,
    winShare: tally.wins / gamesSimulated,
    winRate: tally.games ? tally.wins / tally.games : 0,
    meanPlace: tally.games ? tally.places / tally.games : 0,
  };
}

/** Plays `games` games with bots, rotating the lineup one seat per game so no seat is favoured. */
export function simulate(request: SimulateRequest, registry: GameRegistry): SimulationReport {
  const game = registry.get(request.game);
  const options: BaseOptions = resolveOptions(game, {
    players: request.players,
    preset: request.preset,
    options: request.options,
  });
  const n = options.players;
  const lineup = levelsPerSeat(request.bots ?? [defaultLevel(game)], n);
  const bots: Bot[] = lineup.map((level) => createBot(game, level));
  const seed = request.seed ?? newSeed();

  const byLevel = new Map<string, Tally>(lineup.map((level) => [level, emptyTally()]));
  const bySeat = Array.from({ length: n }, emptyTally);
  let moves = 0;
  let endedByCap = 0;
  const started = performance.now();
  for (let g = 0; g < request.games; g++) {
    const positionAt = (seat: number) => (((seat - g) % n) + n) % n;
    const seated = Array.from({ length: n }, (_, seat) => bots[positionAt(seat)]);
    const { outcome, actions } = playGame(game, options, `${seed}/${g}`, seated, { record: false });
    moves += actions;
    if (outcome.endedByCap) endedByCap++;
    const winners = outcome.places.filter((place) => place === 1).length;
    outcome.places.forEach((place, seat) => {
      const win = place === 1 ? 1 / winners : 0;
      for (const tally of [bySeat[seat], byLevel.get(lineup[positionAt(seat)])!]) {
        tally.games++;
        tally.wins += win;
        tally.places += place;
      }
    });
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    game: game.id,
    preset: options.preset ?? game.defaultPreset,
    players: n,
    options,
    seed,
    games: request.games,
    seconds,
    gamesPerSecond: request.games / seconds,
    movesPerSecond: moves / seconds,
    meanMoves: moves / request.games,
    endedByCap,
    lineup,
    byLevel: Object.fromEntries(
      [...byLevel].map(([level, tally]) => [level, standing(tally, request.games)]),
    ),
    bySeat: bySeat.map((tally) => standing(tally, request.games)),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The report as a few aligned lines for a terminal. */
export function formatSimulation(report: SimulationReport): string[] {
  const columns = (cells: string[]) =>
    `    ${cells[0].padEnd(10)}${cells
      .slice(1)
      .map((c) => c.padStart(11))
      .join("")}`;
  const header = columns(["", "games", "wins", "win share", "win rate", "mean place"]);
  const row = (label: string, s: Standing) =>
    columns([
      label,
      String(s.games),
      s.wins.toFixed(1),
      percent(s.winShare),
      percent(s.winRate),
      s.meanPlace.toFixed(2),
    ]);
  return [
    `${report.game}: ${report.games} games, ${report.players} players, preset ${report.preset}, seed ${report.seed}`,
    `  bots by position (rotated one seat per game): ${report.lineup.join(", ")}`,
    `  ${report.seconds.toFixed(2)} s: ${report.gamesPerSecond.toFixed(1)} games/s, ${Math.round(report.movesPerSecond)} moves/s`,
    `  mean moves per game: ${report.meanMoves.toFixed(1)}`,
    `  ended by the termination rule (action cap): ${report.endedByCap}`,
    "  by bot level (games: seat-games; win share: of all games; win rate: per seat-game):",
    header,
    ...Object.entries(report.byLevel).map(([level, s]) => row(level, s)),
    "  by seat:",
    header,
    ...report.bySeat.map((s, seat) => row(`seat ${seat}`, s)),
  ];
}

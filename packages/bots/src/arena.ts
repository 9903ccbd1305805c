// The bot arena: plays seeded games between bots with seats rotated, optionally duplicate-dealt
// (the same deal replayed with every bot in every seat), and reports each bot's win share with a
// 95% confidence interval, its mean place, decision time and search speed.

import type { Action, AnyGame, BaseOptions, Bot, BotContext, MatchResult } from "@houserules/engine";
import { playGame } from "@houserules/engine";

export interface ArenaEntrant {
  /** Label in the report, e.g. the level name. */
  label: string;
  /** A fresh bot for one seat of one game. */
  make(): Bot;
}

export interface ArenaConfig {
  game: AnyGame;
  options: BaseOptions;
  /**
   * The lineup, one entrant per seat position (cycled when shorter than the table). Entrants with
   * the same label are reported together, e.g. hard,normal,normal,normal: one hard bot against
   * three normal ones.
   */
  entrants: readonly ArenaEntrant[];
  /** Number of games (with `duplicate` or `series`, rounded up to whole sets of deals). */
  games: number;
  duplicate?: boolean;
  /**
   * Games per deal, for games played in series: each deal starts a series, and its later games
   * are played on what `nextGameOptions` carries over (titles, exchanges, standings), with the same
   * bots in the same seats. The default, 1, plays first games only.
   */
  series?: number;
  seed?: string;
  /**
   * Stop early once this many milliseconds have passed, after a whole deal set (a deal with its
   * seat rotations and series games); the report counts the games actually played.
   */
  timeLimitMs?: number;
  /**
   * Play only one share of the deals, so a long run can be split across processes, cores or
   * sessions and the parts merged (`mergeArenaReports`): deal set s (a deal with all its seat
   * rotations under `duplicate`, and all its series games) belongs to shard `s % count`, 0-based.
   */
  shard?: ArenaShard;
  /** Called after each game, e.g. for progress output; `total` counts this shard's games. */
  onGame?(done: number, total: number): void;
}

export interface ArenaShard {
  index: number;
  count: number;
}

export interface EntrantStats {
  label: string;
  /** Seat-games this entrant played. */
  seats: number;
  wins: number;
  winShare: number;
  /**
   * Wilson 95% interval of the win share, over the games the entrant played (not its seats: seats
   * of one entrant in one game, such as a team, win or lose together).
   */
  low: number;
  high: number;
  /**
   * The 95% interval with the deal as the unit: the mean of the entrant's share of each deal's
   * games, with its standard error across deals (normal approximation). Duplicate deals pair the
   * levels on the same cards, so this interval leaves out the luck of the deal that Wilson's, over
   * games taken as independent, keeps in; a series' games, whose results carry over, count as one
   * sample. Without `duplicate` or `series` every game is its own deal.
   */
  byDeal: { deals: number; low: number; high: number };
  /** The share a bot of equal strength would win: its seats' fair share of first places. */
  fairShare: number;
  meanPlace: number;
  /** Decisions with a choice (more than one legal action): the ones timed. */
  decisions: number;
  meanDecisionMs: number;
  /** The slowest decision. */
  maxDecisionMs: number;
  /** Search iterations per second, for search bots (0 otherwise). */
  iterationsPerSecond: number;
  /** The raw sums behind the figures above, so reports of several shards merge exactly. */
  totals: ArenaTally;
}

export interface ArenaReport {
  game: string;
  preset: string;
  players: number;
  games: number;
  duplicate: boolean;
  /**
   * Games per deal: each deal a series of this many games (1: first games only). Absent from
   * reports written before series could be played, which are first games only.
   */
  series?: number;
  seed: string;
  /**
   * The shards played: every one of `count` when the run was not split or after a full merge.
   * A report merged from several runs (`runs`) has none of its own: `{ indices: [], count: 0 }`.
   */
  shards: ArenaShards;
  /**
   * For a report merged from runs of the same match with different seeds (so different deals,
   * e.g. a run extended later): each run's seed and shards; `seed` then joins the seeds with "+".
   */
  runs?: { seed: string; shards: ArenaShards }[];
  endedByCap: number;
  entrants: EntrantStats[];
}

export interface ArenaShards {
  indices: number[];
  count: number;
}

/** Wilson score interval for a binomial proportion at 95%. */
export function wilson(successes: number, trials: number): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const z = 1.959964;
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * 95% interval of a mean from n samples given their sum and sum of squares (normal approximation,
 * sample variance); the whole range below two samples.
 */
export function meanInterval(n: number, sum: number, squares: number): { low: number; high: number } {
  if (n < 2) return { low: 0, high: 1 };
  const mean = sum / n;
  const variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
  const half = 1.959964 * Math.sqrt(variance / n);
  return { low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
}

export interface ArenaTally {
  games: number;
  seats: number;
  wins: number;
  firsts: number;
  places: number;
  decisions: number;
  ms: number;
  maxMs: number;
  iterations: number;
  searchMs: number;
  /** Deals played (whole sets of seat rotations), and the sum and sum of squares of the
   * entrant's share of each deal's seat-games. */
  deals: number;
  dealShares: number;
  dealSquares: number;
}

/** Wraps a bot to time its decisions and read its search statistics. */
function timed(bot: Bot, tally: ArenaTally): Bot {
  return {
    name: bot.name,
    choose(ctx: BotContext<unknown, Action>) {
      const start = performance.now();
      const action = bot.choose(ctx);
      const ms = performance.now() - start;
      // A forced move is no decision: only choices are timed.
      if (ctx.legal.length < 2) return action;
      tally.decisions++;
      tally.ms += ms;
      if (ms > tally.maxMs) tally.maxMs = ms;
      const search = (bot as { lastSearch?: { iterations: number; elapsedMs: number } | null }).lastSearch;
      if (search && search.iterations > 0) {
        tally.iterations += search.iterations;
        tally.searchMs += search.elapsedMs;
      }
      return action;
    },
  };
}

/**
 * Seats of game g: entrants fill the seats in order, cycling when there are fewer entrants than
 * seats, and the whole assignment rotates by one seat per game so no entrant keeps a seat.
 */
export function seatAssignment(players: number, entrants: number, rotation: number): number[] {
  return Array.from({ length: players }, (_, seat) => (((seat + rotation) % players) + players) % entrants);
}

function emptyTally(): ArenaTally {
  return {
    games: 0,
    seats: 0,
    wins: 0,
    firsts: 0,
    places: 0,
    decisions: 0,
    ms: 0,
    maxMs: 0,
    iterations: 0,
    searchMs: 0,
    deals: 0,
    dealShares: 0,
    dealSquares: 0,
  };
}

export function runArena(config: ArenaConfig): ArenaReport {
  const { game, options, entrants } = config;
  const players = options.players;
  const seed = config.seed ?? "arena";
  const shard = config.shard ?? { index: 0, count: 1 };
  if (
    !Number.isInteger(shard.count) ||
    shard.count < 1 ||
    !Number.isInteger(shard.index) ||
    shard.index < 0 ||
    shard.index >= shard.count
  ) {
    throw new RangeError(`shard ${shard.index + 1}/${shard.count} does not exist: give K/N with 1 <= K <= N`);
  }
  const series = config.series ?? 1;
  if (!Number.isInteger(series) || series < 1) {
    throw new RangeError(`series of ${series} games: give a whole number of games, 1 or more`);
  }
  if (series > 1 && !game.nextGameOptions) {
    throw new RangeError(`${game.id} is not played in series: its games do not carry over`);
  }
  const rotations = players;
  const perSet = config.duplicate ? rotations : 1;
  const sets = Math.ceil(config.games / (perSet * series));
  const mySets = Math.floor(sets / shard.count) + (shard.index < sets % shard.count ? 1 : 0);
  const labels = [...new Set(entrants.map((e) => e.label))];
  const tallies = labels.map(emptyTally);
  let endedByCap = 0;
  let played = 0;
  const started = performance.now();
  const limit = config.timeLimitMs ?? Number.POSITIVE_INFINITY;
  const tallyOf = (e: number) => tallies[labels.indexOf(entrants[e].label)];
  for (let set = shard.index; set < sets; set += shard.count) {
    if (played > 0 && performance.now() - started > limit) break;
    const before = tallies.map((t) => ({ wins: t.wins, seats: t.seats }));
    for (let r = 0; r < perSet; r++) {
      const deal = set;
      const rotation = config.duplicate ? r : set;
      const assignment = seatAssignment(players, entrants.length, rotation);
      let gameOptions: BaseOptions | null = options;
      for (let g = 1; g <= series && gameOptions !== null; g++) {
        const bots = assignment.map((e) => timed(entrants[e].make(), tallyOf(e)));
        // Game g of every rotation of a deal gets the same shuffle.
        const gameSeed = g === 1 ? `${seed}/${deal}` : `${seed}/${deal}/game-${g}`;
        const { state, outcome }: MatchResult<unknown> = playGame(game, gameOptions, gameSeed, bots, {
          record: false,
        });
        if (outcome.endedByCap) endedByCap++;
        const firsts = outcome.places.filter((p) => p === 1).length;
        for (const tally of new Set(assignment.map(tallyOf))) tally.games++;
        assignment.forEach((e, seat) => {
          const tally = tallyOf(e);
          tally.seats++;
          tally.places += outcome.places[seat];
          if (outcome.places[seat] === 1) tally.wins++;
          tally.firsts += firsts / players;
        });
        played++;
        config.onGame?.(played, mySets * perSet * series);
        gameOptions = g < series ? ((game.nextGameOptions?.(state) as BaseOptions | null) ?? null) : null;
      }
    }
    tallies.forEach((t, e) => {
      const seats = t.seats - before[e].seats;
      if (seats === 0) return;
      const share = (t.wins - before[e].wins) / seats;
      t.deals++;
      t.dealShares += share;
      t.dealSquares += share * share;
    });
  }
  return buildReport(
    {
      game: game.id,
      preset: options.preset ?? "custom",
      players,
      games: played,
      duplicate: config.duplicate ?? false,
      series,
      seed,
      shards: { indices: [shard.index], count: shard.count },
      endedByCap,
    },
    labels,
    tallies,
  );
}

type ReportHead = Omit<ArenaReport, "entrants">;

function buildReport(
  head: ReportHead,
  labels: readonly string[],
  tallies: readonly ArenaTally[],
): ArenaReport {
  return {
    ...head,
    entrants: labels.map((label, e) => {
      const t = tallies[e];
      const share = t.seats ? t.wins / t.seats : 0;
      const { low, high } = wilson(share * t.games, t.games);
      return {
        label,
        seats: t.seats,
        wins: t.wins,
        winShare: share,
        low,
        high,
        byDeal: { deals: t.deals, ...meanInterval(t.deals, t.dealShares, t.dealSquares) },
        fairShare: t.seats ? t.firsts / t.seats : 0,
        meanPlace: t.seats ? t.places / t.seats : 0,
        decisions: t.decisions,
        meanDecisionMs: t.decisions ? t.ms / t.decisions : 0,
        maxDecisionMs: t.maxMs,
        iterationsPerSecond: t.searchMs > 0 ? (t.iterations / t.searchMs) * 1000 : 0,
        totals: { ...t },
      };
    }),
  };
}

/**
 * One report from the reports of several shards of one run (same game, configuration, lineup,
 * seed and shard count). Refuses reports that do not belong together or repeat a shard, since
 * either would count some deals twice or mix different matches. Shards of runs of the same match
 * with different seeds (different deals) merge too, run by run: the report then lists its `runs`.
 */
export function mergeArenaReports(reports: readonly ArenaReport[]): ArenaReport {
  if (reports.length === 0) throw new RangeError("nothing to merge: give at least one arena report");
  const merged = reports.find((r) => r.runs !== undefined);
  if (merged !== undefined) {
    throw new RangeError(
      `a report merged from several runs (seeds ${merged.seed}) is not merged again: merge the runs' shard reports`,
    );
  }
  const match = (r: ArenaReport) =>
    JSON.stringify([r.game, r.preset, r.players, r.duplicate, r.series ?? 1, r.entrants.map((e) => e.label)]);
  const bySeed = new Map<string, ArenaReport[]>();
  for (const report of reports) {
    if (match(report) !== match(reports[0])) {
      throw new RangeError(
        `these reports are not shards of one run: ${describeRun(reports[0])} against ${describeRun(report)}`,
      );
    }
    bySeed.set(report.seed, [...(bySeed.get(report.seed) ?? []), report]);
  }
  const runs = [...bySeed.values()].map(mergeShards);
  if (runs.length === 1) return runs[0];
  const first = runs[0];
  return sumReports(
    {
      ...headOf(first),
      seed: runs.map((r) => r.seed).join("+"),
      shards: { indices: [], count: 0 },
      runs: runs.map((r) => ({ seed: r.seed, shards: r.shards })),
    },
    runs,
  );
}

/** The shards of one run (one seed) as one report. */
function mergeShards(reports: readonly ArenaReport[]): ArenaReport {
  const first = reports[0];
  const seen = new Set<number>();
  for (const report of reports) {
    if (report.shards.count !== first.shards.count) {
      throw new RangeError(
        `these reports are not shards of one run: ${describeRun(first)} against ${describeRun(report)}`,
      );
    }
    for (const index of report.shards.indices) {
      if (seen.has(index)) throw new RangeError(`shard ${index + 1}/${report.shards.count} appears twice`);
      seen.add(index);
    }
  }
  return sumReports(
    { ...headOf(first), shards: { indices: [...seen].sort((a, b) => a - b), count: first.shards.count } },
    reports,
  );
}

function headOf(r: ArenaReport): ReportHead {
  return {
    game: r.game,
    preset: r.preset,
    players: r.players,
    games: 0,
    duplicate: r.duplicate,
    series: r.series ?? 1,
    seed: r.seed,
    shards: r.shards,
    endedByCap: 0,
  };
}

/** The report of `head` whose games, cap endings and tallies are the sums of `reports`'. */
function sumReports(head: ReportHead, reports: readonly ArenaReport[]): ArenaReport {
  const tallies = reports[0].entrants.map(emptyTally);
  let games = 0;
  let endedByCap = 0;
  for (const report of reports) {
    games += report.games;
    endedByCap += report.endedByCap;
    report.entrants.forEach((entrant, e) => {
      const sum = tallies[e];
      const t = entrant.totals;
      sum.games += t.games;
      sum.seats += t.seats;
      sum.wins += t.wins;
      sum.firsts += t.firsts;
      sum.places += t.places;
      sum.decisions += t.decisions;
      sum.ms += t.ms;
      sum.maxMs = Math.max(sum.maxMs, t.maxMs);
      sum.iterations += t.iterations;
      sum.searchMs += t.searchMs;
      sum.deals += t.deals;
      sum.dealShares += t.dealShares;
      sum.dealSquares += t.dealSquares;
    });
  }
  return buildReport(
    { ...head, games, endedByCap },
    reports[0].entrants.map((e) => e.label),
    tallies,
  );
}

function describeRun(r: ArenaReport): string {
  return `${r.game} ${r.preset} ${r.players}p ${r.entrants.map((e) => e.label).join(",")}${r.duplicate ? " duplicate" : ""}${seriesNote(r)} seed ${r.seed} in ${r.shards.count} shards`;
}

/** The report as a Markdown table. */
export function formatArenaReport(report: ArenaReport): string {
  const lines = [
    `${report.game} ${report.preset}, ${report.players} players, ${report.games} games${seriesNote(report)}${report.duplicate ? " (duplicate deals)" : ""}${report.endedByCap ? `, ${report.endedByCap} ended by the cap` : ""}${shardNote(report)}`,
    "",
    "| bot | seats | win share | 95% interval | 95% by deal | fair share | mean place | ms/decision | iterations/s |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  for (const e of report.entrants) {
    lines.push(
      `| ${e.label} | ${e.seats} | ${pct(e.winShare)} | ${pct(e.low)}-${pct(e.high)} | ${pct(e.byDeal.low)}-${pct(e.byDeal.high)} | ${pct(e.fairShare)} | ${e.meanPlace.toFixed(2)} | ${e.meanDecisionMs.toFixed(2)} | ${e.iterationsPerSecond ? Math.round(e.iterationsPerSecond) : "-"} |`,
    );
  }
  return lines.join("\n");
}

/** Reports from before series were written have none: first games only. */
function seriesNote(report: ArenaReport): string {
  const series = report.series ?? 1;
  return series > 1 ? ` in series of ${series}` : "";
}

function shardNote(report: ArenaReport): string {
  if (report.runs !== undefined) {
    return `, ${report.runs.length} runs: ${report.runs.map((r) => `seed ${r.seed}${shardsText(r.shards) || ", whole"}`).join("; ")}`;
  }
  return shardsText(report.shards);
}

function shardsText({ indices, count }: ArenaShards): string {
  if (count === 1) return "";
  if (indices.length === count) return `, all ${count} shards`;
  return `, shard${indices.length > 1 ? "s" : ""} ${indices.map((i) => i + 1).join(", ")} of ${count}`;
}

// `houserules arena-report` (npm run arena): the level ladder of every game's main configuration
// and of every other preset, from the arena. Each pairing (random-easy, easy-normal, normal-hard,
// hard-expert) is one `houserules arena ... --duplicate --json` run; several run at once as child
// processes with --jobs. results/ARENA.md is rewritten after every finished pairing, so a long run
// leaves a real, partial table behind when it is stopped.

import { spawn } from "node:child_process";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { type ArenaReport, describeSearchLevels } from "@houserules/bots";

/** How the two levels of a pairing share the table. */
export type Lineup = "heads-up" | "one-vs-rest" | "teams";

export interface LadderConfig {
  game: string;
  preset?: string;
  players: number;
  lineup: Lineup;
  /** Each deal played as a series of this many games (titles and exchanges carry over). */
  series?: number;
}

/** The main configuration of every game (the issue's "done when" list). */
export const MAIN_CONFIGS: readonly LadderConfig[] = [
  { game: "shithead", preset: "SH", players: 2, lineup: "heads-up" },
  { game: "shithead", preset: "CTG", players: 2, lineup: "heads-up" },
  { game: "cunt-soul", players: 2, lineup: "heads-up" },
  { game: "trou-du-cul", players: 4, lineup: "one-vs-rest" },
  { game: "cuttlefish", players: 6, lineup: "teams" },
  { game: "chanic-panic", players: 2, lineup: "heads-up" },
];

/**
 * Every other preset of every game, so the ladder covers each one: at the main configuration's
 * table where the preset allows it, else at the smallest table it allows. Trou du cul's presets
 * differ from the main configuration (first games) only from a series' second game on (the card
 * exchange), so they are played in series of 10.
 */
export const PRESET_CONFIGS: readonly LadderConfig[] = [
  ...["CT", "CTS", "CTSR", "CTR", "CTR&B"].map(
    (preset): LadderConfig => ({ game: "shithead", preset, players: 2, lineup: "heads-up" }),
  ),
  { game: "cunt-soul", preset: "V13", players: 2, lineup: "heads-up" },
  { game: "cunt-soul", preset: "V11Style", players: 2, lineup: "heads-up" },
  ...["traditional", "flat", "match10"].map(
    (preset): LadderConfig => ({
      game: "trou-du-cul",
      preset,
      players: 4,
      lineup: "one-vs-rest",
      series: 10,
    }),
  ),
  { game: "cuttlefish", preset: "pile4", players: 4, lineup: "teams" },
  { game: "cuttlefish", preset: "eight", players: 8, lineup: "teams" },
  { game: "cuttlefish", preset: "eightEven", players: 8, lineup: "teams" },
  { game: "cuttlefish", preset: "limited", players: 6, lineup: "teams" },
  { game: "cuttlefish", preset: "strict", players: 6, lineup: "teams" },
  { game: "cuttlefish", preset: "memory", players: 6, lineup: "teams" },
  ...["standard", "referenceFull", "appAbilities", "app1v1", "referenceBase"].map(
    (preset): LadderConfig => ({ game: "chanic-panic", preset, players: 2, lineup: "heads-up" }),
  ),
  { game: "chanic-panic", preset: "app1v1v1", players: 3, lineup: "one-vs-rest" },
  ...["teams2", "teams2Abilities", "teams2Full", "app2v2"].map(
    (preset): LadderConfig => ({ game: "chanic-panic", preset, players: 4, lineup: "teams" }),
  ),
];

/** Which configurations a run plays: the main ones, the other presets, or both. */
export type ConfigSet = "main" | "presets" | "all";

export function configsOf(set: ConfigSet): LadderConfig[] {
  if (set === "main") return MAIN_CONFIGS.slice();
  if (set === "presets") return PRESET_CONFIGS.slice();
  return [...MAIN_CONFIGS, ...PRESET_CONFIGS];
}

/** The ladder: each level against the one below it. */
export const LADDER: readonly (readonly [lower: string, upper: string])[] = [
  ["random", "easy"],
  ["easy", "normal"],
  ["normal", "hard"],
  ["hard", "expert"],
];

/**
 * The share the upper level must reach: 1.5x its fair share with one bot against the rest of a
 * multi-player table, 60% heads-up and team against team (a two-sided contest).
 */
export function targetShare(fairShare: number, lineup: Lineup): number {
  return lineup === "one-vs-rest" ? 1.5 * fairShare : 0.6;
}

export function configName(config: LadderConfig): string {
  const series = config.series ? `, series of ${config.series}` : "";
  return `${config.game}${config.preset ? ` ${config.preset}` : ""} ${config.players}p${series}`;
}

/**
 * "shithead:SH:2" or "trou-du-cul:4" -> a configuration: a listed one (main or other preset) as
 * listed, series included; otherwise team against team where the game's listed configuration of
 * that preset is, else heads-up at 2 players and one against the rest above.
 */
export function parseConfig(text: string): LadderConfig {
  const parts = text.split(":");
  const players = Number(parts[parts.length - 1]);
  if (parts.length < 2 || parts.length > 3 || !Number.isInteger(players) || players < 2)
    throw new Error(`--config expects GAME[:PRESET]:PLAYERS (got "${text}")`);
  const game = parts[0];
  const preset = parts.length === 3 ? parts[1] : undefined;
  const samePreset = [...MAIN_CONFIGS, ...PRESET_CONFIGS].filter(
    (c) => c.game === game && c.preset === preset,
  );
  const listed = samePreset.find((c) => c.players === players);
  if (listed) return { ...listed };
  const teams = samePreset.some((c) => c.lineup === "teams");
  const lineup: Lineup = teams ? "teams" : players === 2 ? "heads-up" : "one-vs-rest";
  return { game, ...(preset === undefined ? {} : { preset }), players, lineup };
}

/** The lineup of a pairing, upper level first: cycled over the seats by the arena. */
export function lineupOf(config: LadderConfig, lower: string, upper: string): string[] {
  if (config.lineup === "one-vs-rest") return [upper, ...Array<string>(config.players - 1).fill(lower)];
  // Heads-up, or teams: alternating seats are the two teams (even seats against odd seats).
  return [upper, lower];
}

/** The arena command line of one pairing. */
export function arenaArgs(
  config: LadderConfig,
  lineup: readonly string[],
  games: number,
  seed: string,
  maxMinutes?: number,
): string[] {
  return [
    "arena",
    config.game,
    ...(config.preset ? ["--preset", config.preset] : []),
    "--players",
    String(config.players),
    "--bots",
    lineup.join(","),
    "--games",
    String(games),
    ...(config.series ? ["--series", String(config.series)] : []),
    "--duplicate",
    "--seed",
    seed,
    ...(maxMinutes === undefined ? [] : ["--max-minutes", String(maxMinutes)]),
    "--json",
  ];
}

export interface PairingResult {
  config: LadderConfig;
  lower: string;
  upper: string;
  /** One level per seat position, cycled over the table. */
  lineup: string[];
  games: number;
  maxMinutes?: number;
  args: string[];
  /** Null while it has not run; `error` when it failed. */
  report: ArenaReport | null;
  error?: string;
  seconds?: number;
}

export interface LadderRequest {
  configs: readonly LadderConfig[];
  /** Games for a pairing (rounded up by the arena to whole sets of seat rotations). */
  gamesFor(lower: string, upper: string): number;
  /** A time limit for a pairing in minutes (it stops after a whole set of seat rotations), if any. */
  maxMinutesFor?(lower: string, upper: string): number | undefined;
  seed: string;
  /** Pairings run at once. */
  jobs: number;
  /** Plays one pairing (its `args` are the equivalent command line) and returns the arena report. */
  run(pairing: PairingResult): Promise<ArenaReport>;
  /** After every finished pairing, with every result so far (pending ones have no report). */
  onProgress?(results: readonly PairingResult[]): void;
}

/** Runs the ladder, hard-vs-normal pairings first (the line the issue measures). */
export async function runLadder(request: LadderRequest): Promise<PairingResult[]> {
  const results: PairingResult[] = [];
  for (const config of request.configs)
    for (const [lower, upper] of LADDER) {
      const games = request.gamesFor(lower, upper);
      if (games <= 0) continue;
      const lineup = lineupOf(config, lower, upper);
      const maxMinutes = request.maxMinutesFor?.(lower, upper);
      const args = arenaArgs(config, lineup, games, request.seed, maxMinutes);
      results.push({ config, lower, upper, lineup, games, maxMinutes, args, report: null });
    }
  const rank = (r: PairingResult) => (r.upper === "hard" ? 0 : r.upper === "expert" ? 2 : 1);
  const queue = results.slice().sort((a, b) => rank(a) - rank(b));
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const started = performance.now();
      try {
        next.report = await request.run(next);
      } catch (error) {
        next.error = error instanceof Error ? error.message : String(error);
      }
      next.seconds = (performance.now() - started) / 1000;
      request.onProgress?.(results);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, request.jobs) }, worker));
  return results;
}

/** Runs `houserules <args>` in a child process of this CLI and parses its JSON report. */
export function childArena(args: readonly string[]): Promise<ArenaReport> {
  const main = fileURLToPath(new URL("./main.js", import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => void (out += chunk));
    child.stderr.on("data", (chunk) => void (err += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`houserules ${args.join(" ")} exited with ${code}: ${err.trim()}`));
      else {
        try {
          resolve(JSON.parse(out) as ArenaReport);
        } catch {
          reject(new Error(`houserules ${args.join(" ")} printed no JSON report`));
        }
      }
    });
  });
}

export interface ReportMeta {
  /** The command that produced the file. */
  command: string;
  date: string;
  machine: string;
  /** Search budgets of the levels, as documented with the table. */
  budgets: string;
  finished: boolean;
}

export function machineDescription(): string {
  const cpu = cpus();
  return `${cpu[0]?.model.trim() ?? "unknown CPU"}, ${cpu.length} logical cores, Node ${process.version}, ${process.platform}`;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ms = (x: number) => (x >= 10 ? x.toFixed(0) : x.toPrecision(2));

/** The upper level's entry of a pairing's report. */
function upperEntry(result: PairingResult) {
  return result.report?.entrants.find((e) => e.label === result.upper);
}

function lineupText(result: PairingResult): string {
  const { config } = result;
  if (config.lineup === "one-vs-rest") return `1 ${result.upper} vs ${config.players - 1} ${result.lower}`;
  if (config.lineup === "teams")
    return `team of ${config.players / 2} ${result.upper} vs team of ${config.players / 2} ${result.lower}`;
  return `${result.upper} vs ${result.lower}`;
}

/**
 * "yes" when both of the upper level's 95% intervals (Wilson's over games, and the one by deal)
 * are above the line it must clear: whichever is wider decides.
 */
function verdict(result: PairingResult, line: number): string {
  const e = upperEntry(result);
  if (!e) return "-";
  if (Math.min(e.low, e.byDeal.low) > line) return "yes";
  if (Math.max(e.high, e.byDeal.high) < line) return "no";
  return "not established (interval spans the line)";
}

const byDealText = (e: { byDeal: { low: number; high: number } }) =>
  `${pct(e.byDeal.low)}-${pct(e.byDeal.high)}`;

export function ladderMarkdown(results: readonly PairingResult[], meta: ReportMeta): string {
  const lines: string[] = [
    "# Bot arena: the level ladder",
    "",
    `Written by \`${meta.command}\` on ${meta.date}${meta.finished ? "" : " (partial: the run was still going)"}.`,
    `Machine: ${meta.machine}.`,
    "",
    "Every pairing is one `houserules arena` run (command below it) with duplicate deals: each deal is",
    "replayed with the lineup rotated through every seat, so both levels get the same cards. Win share",
    "is the upper level's share of first places, with two 95% intervals: Wilson's, over games taken as",
    "independent, and one by deal, over each deal's share of its games (the games of one deal are not",
    "independent: at a 2-player table the deal's luck cancels and this one is narrower, at one bot",
    "against three it is often wider). Its fair share is what an equal bot would win (a drawn game",
    "counts as a first place for both sides). Heads-up and team against team (Cuttlefish: alternate",
    "seats) the issue asks hard to clear 60%; at a multi-player table (one upper-level bot against the",
    "rest) 1.5x its fair share. *beats lower* says whether both intervals are wholly above the fair",
    "share; *interval above target* whether both are above the issue's line. Decision times count",
    "only decisions with a choice (more than one legal action).",
    "",
    `Levels: ${meta.budgets}`,
    "",
    "## Hard against normal",
    "",
    "| configuration | lineup | games | hard win share | 95% interval | 95% by deal | fair share | target | interval above target |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  const isOtherPreset = (config: LadderConfig) =>
    PRESET_CONFIGS.some((p) => configName(p) === configName(config));
  const detailed = results.filter((r) => !isOtherPreset(r.config));
  for (const r of detailed.filter((x) => x.lower === "normal" && x.upper === "hard")) {
    const e = upperEntry(r);
    if (!e) {
      lines.push(
        `| ${configName(r.config)} | ${lineupText(r)} | ${r.error ? `failed: ${r.error}` : "not run"} | | | | | | |`,
      );
      continue;
    }
    const target = targetShare(e.fairShare, r.config.lineup);
    lines.push(
      `| ${configName(r.config)} | ${lineupText(r)} | ${r.report?.games} | ${pct(e.winShare)} | ${pct(e.low)}-${pct(e.high)} | ${byDealText(e)} | ${pct(e.fairShare)} | ${pct(target)} | ${verdict(r, target)} |`,
    );
  }
  const configs = [...new Map(detailed.map((r) => [configName(r.config), r.config])).values()];
  for (const config of configs) {
    const mine = results.filter((r) => configName(r.config) === configName(config));
    lines.push(
      "",
      `## ${configName(config)}`,
      "",
      "| pairing | lineup | games | upper win share | 95% interval | 95% by deal | fair share | beats lower | ended by cap | minutes |",
      "|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const r of mine) {
      const e = upperEntry(r);
      const name = `${r.upper} vs ${r.lower}`;
      if (!e || !r.report) {
        lines.push(
          `| ${name} | ${lineupText(r)} | ${r.error ? `failed: ${r.error}` : "not run"} | | | | | | | |`,
        );
        continue;
      }
      lines.push(
        `| ${name} | ${lineupText(r)} | ${r.report.games} | ${pct(e.winShare)} | ${pct(e.low)}-${pct(e.high)} | ${byDealText(e)} | ${pct(e.fairShare)} | ${verdict(r, e.fairShare)} | ${r.report.endedByCap} | ${((r.seconds ?? 0) / 60).toFixed(1)} |`,
      );
    }
    // Decision time and search speed per level, over every pairing it played in.
    const levels = new Map<
      string,
      { decisions: number; ms: number; maxMs: number; iterations: number; searchSeconds: number }
    >();
    for (const r of mine)
      for (const e of r.report?.entrants ?? []) {
        const t = levels.get(e.label) ?? { decisions: 0, ms: 0, maxMs: 0, iterations: 0, searchSeconds: 0 };
        t.decisions += e.decisions;
        t.ms += e.meanDecisionMs * e.decisions;
        t.maxMs = Math.max(t.maxMs, e.maxDecisionMs ?? 0);
        if (e.iterationsPerSecond > 0) {
          // Weight the speed by the decisions' time: iterations/s over all of the level's search.
          const seconds = (e.meanDecisionMs * e.decisions) / 1000;
          t.iterations += e.iterationsPerSecond * seconds;
          t.searchSeconds += seconds;
        }
        levels.set(e.label, t);
      }
    lines.push(
      "",
      "| level | decisions timed | mean ms/decision | slowest decision (ms) | search playouts/s |",
      "|---|---|---|---|---|",
    );
    for (const level of ["random", "easy", "normal", "hard", "expert"]) {
      const t = levels.get(level);
      if (!t) continue;
      lines.push(
        `| ${level} | ${t.decisions} | ${t.decisions ? ms(t.ms / t.decisions) : "-"} | ${ms(t.maxMs)} | ${t.searchSeconds > 0 ? Math.round(t.iterations / t.searchSeconds) : "-"} |`,
      );
    }
    lines.push("", "Commands:", "");
    for (const r of mine) lines.push(`- \`houserules ${r.args.join(" ")}\``);
  }
  const presets = results.filter((r) => isOtherPreset(r.config));
  if (presets.length > 0) lines.push(...presetsMarkdown(presets));
  lines.push("");
  return lines.join("\n");
}

/** The other presets' ladders, one table: each configuration's pairings, then every command. */
function presetsMarkdown(results: readonly PairingResult[]): string[] {
  const lines = [
    "",
    "## Every other preset",
    "",
    "Each preset that is not a main configuration above, at the main configuration's table where",
    "the preset allows it (Trou du cul's in series of 10, so the card exchange plays). *slowest* is",
    "the upper level's slowest decision.",
    "",
    "| configuration | lineup | games | upper win share | 95% interval | 95% by deal | fair share | beats lower | ended by cap | slowest (ms) | minutes |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of results) {
    const e = upperEntry(r);
    if (!e || !r.report) {
      lines.push(
        `| ${configName(r.config)} | ${lineupText(r)} | ${r.error ? `failed: ${r.error}` : "not run"} | | | | | | | | |`,
      );
      continue;
    }
    lines.push(
      `| ${configName(r.config)} | ${lineupText(r)} | ${r.report.games} | ${pct(e.winShare)} | ${pct(e.low)}-${pct(e.high)} | ${byDealText(e)} | ${pct(e.fairShare)} | ${verdict(r, e.fairShare)} | ${r.report.endedByCap} | ${ms(e.maxDecisionMs ?? 0)} | ${((r.seconds ?? 0) / 60).toFixed(1)} |`,
    );
  }
  lines.push("", "Commands:", "");
  for (const r of results) lines.push(`- \`houserules ${r.args.join(" ")}\``);
  return lines;
}

/** Where `arena-report` writes by default: results/ARENA.md in the repository. */
export function defaultArenaPath(): string {
  return fileURLToPath(new URL("../../../results/ARENA.md", import.meta.url));
}

/** The search levels' budgets, for the report's header. */
export function searchBudgetText(): string {
  return describeSearchLevels();
}

// The command line: commander wiring of the commands to their functions, with injected streams
// and registry so tests drive it like a user would.

import { writeFileSync } from "node:fs";
import type { Readable, Writable } from "node:stream";
import { availableLevels, formatArenaReport } from "@houserules/bots";
import { type GameRegistry, isRuleError } from "@houserules/engine";
import { serve, settingsFromEnvironment } from "@houserules/server";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { arenaCommand, arenaMergeCommand } from "./arena.js";
import {
  type ConfigSet,
  childArena,
  configsOf,
  defaultArenaPath,
  type LadderConfig,
  ladderMarkdown,
  machineDescription,
  type PairingResult,
  parseConfig,
  runLadder,
  searchBudgetText,
} from "./arena-report.js";
import { parseCount, parseLevelList, parseOptionPairs, parseSeconds, parseShard } from "./args.js";
import { type BenchRow, benchmarkMarkdown, runBench } from "./bench.js";
import { capConfigs, capRates, capRatesMarkdown, defaultCapRatesPath, formatCapRow } from "./cap-rates.js";
import { type ColorEnv, colorEnabled } from "./color.js";
import { describeError } from "./format.js";
import { LineInput, type Output, println } from "./io.js";
import { listCommand } from "./list.js";
import { menuCommand } from "./menu.js";
import { playCommand } from "./play.js";
import { serveEngineProtocol } from "./protocol.js";
import { parsePerspective, replayCommand } from "./replay-command.js";
import { rulesCommand } from "./rules-command.js";
import { formatSimulation, simulate } from "./simulate.js";

export interface CliDeps {
  registry: GameRegistry;
  stdin: Readable;
  out: Output;
  err: Output;
  /** The real stdout when it may be a terminal (readline draws prompts there). */
  terminal?: Writable;
  /** Where `bench` writes by default (the real CLI: results/BENCHMARKS.md). */
  benchmarksPath: string;
  /** Print the stack of unexpected errors (HOUSERULES_DEBUG=1). */
  debug?: boolean;
  /** The environment (NO_COLOR, FORCE_COLOR decide the table's colours); none: no colours off a terminal. */
  env?: ColorEnv;
  /**
   * Measures one game of the registry in a fresh process (`bench` without --game); without it,
   * every game is measured in this process. The real CLI passes childBench.
   */
  benchGame?: (gameId: string, seconds: number) => Promise<BenchRow[]>;
}

/** Turns a RuleError of our argument parsers into commander's "invalid argument" message. */
function arg<T>(parse: (text: string) => T): (text: string) => T {
  return (text) => {
    try {
      return parse(text);
    } catch (error) {
      throw new InvalidArgumentError(describeError(error).replace(/^BAD_ARGUMENT: /, ""));
    }
  };
}

const collect = (value: string, previous: string[]) => [...previous, value];

interface GameFlags {
  players?: number;
  preset?: string;
  option: string[];
  seed?: string;
}

function addGameFlags(command: Command): Command {
  return command
    .option(
      "--players <n>",
      "number of players",
      arg((t) => parseCount(t, "--players")),
    )
    .option("--preset <preset>", "a preset of the game (see `houserules list`)")
    .option(
      "--option <name=value>",
      "set an option; repeat for several (deal= and carry= take JSON)",
      collect,
      [],
    )
    .option("--seed <seed>", "seed of the deal (random when left out; printed so a game can be replayed)");
}

/** The bot levels `play --bots` takes: the same for every game, or listed per game. */
function levelsHelp(registry: GameRegistry): string {
  const games = registry.list();
  const lists = games.map((game) => availableLevels(game).join(", "));
  if (lists.length === 0) return "none (no games are registered)";
  if (lists.every((list) => list === lists[0])) return `${lists[0]} (default normal)`;
  return `${games.map((game, i) => `${game.id}: ${lists[i]}`).join("; ")} (default normal)`;
}

/** The width of the terminal, when the output is one. */
function terminalColumns(terminal: Writable | undefined): number | undefined {
  const t = terminal as { isTTY?: boolean; columns?: number } | undefined;
  return t?.isTTY ? t.columns : undefined;
}

/** `args`: the command line after `houserules`, recorded by `bench`. */
export function buildProgram(deps: CliDeps, args: readonly string[] = []): Command {
  const { registry, out } = deps;
  const lineInput = () => new LineInput(deps.stdin, out, deps.terminal);
  const tableDeps = (input: LineInput) => ({
    registry,
    input,
    out,
    color: colorEnabled(deps.env ?? {}, deps.terminal as { isTTY?: boolean } | undefined),
    columns: terminalColumns(deps.terminal),
    rows: (deps.terminal as { rows?: number } | undefined)?.rows,
  });
  const program = new Command("houserules")
    .description(
      "Five house-rule card games, played faithfully against friends and fair bots.\n" +
        "Without a command: a menu asks for the game, players, preset and bot level, then plays.",
    )
    .configureOutput({ writeOut: (text) => out.write(text), writeErr: (text) => deps.err.write(text) })
    .exitOverride()
    .showHelpAfterError("(add --help for usage)")
    .action(async () => {
      const input = lineInput();
      try {
        await menuCommand(tableDeps(input));
      } finally {
        input.close();
      }
    });

  program
    .command("list")
    .description("list every game with its player counts, presets, options and bot levels")
    .action(() => listCommand(registry, out));

  addGameFlags(
    program
      .command("play")
      .description(
        "play at a terminal table: you at seat 0 (or several people passing the device), bots at the other seats",
      )
      .argument("[game]", "game id (see `houserules list`); left out with --resume"),
  )
    .option("--bots <level>", `bot level of the other seats: ${levelsHelp(registry)}`)
    .option(
      "--replay-out <file>",
      "save the replay, also of a game left unfinished (later games of a series: FILE-game2...)",
    )
    .option("--resume <file>", "continue a game saved by --replay-out: same game, seats and bots")
    .option(
      "--humans <n>",
      "people at seats 0 to n-1 passing the device (pass and play: each hand is hidden between turns)",
      arg((t) => parseCount(t, "--humans")),
    )
    .option("--hotseat", "pass and play: every seat is a person (with --humans: that many)")
    .option(
      "--windows",
      "ask at every chance to act out of turn (declare, toss a five...) instead of passing it for you",
    )
    .action(
      async (
        gameId: string | undefined,
        flags: GameFlags & {
          bots?: string;
          replayOut?: string;
          resume?: string;
          humans?: number;
          hotseat?: boolean;
          windows?: boolean;
        },
      ) => {
        const input = lineInput();
        try {
          await playCommand(
            {
              game: gameId,
              players: flags.players,
              preset: flags.preset,
              options: parseOptionPairs(flags.option),
              seed: flags.seed,
              bots: flags.bots,
              replayOut: flags.replayOut,
              resume: flags.resume,
              humans: flags.humans,
              hotseat: flags.hotseat,
              windows: flags.windows,
            },
            tableDeps(input),
          );
        } finally {
          input.close();
        }
      },
    );

  program
    .command("rules")
    .description("a game's rules: how to play, its presets and options, or one rule by ID (e.g. SH-35)")
    .argument("<game>", "game id (see `houserules list`), or a rule ID")
    .argument("[topic]", "a rule ID, `presets` or `ids` (every rule in a line)")
    .action((gameOrId: string, topic: string | undefined) =>
      rulesCommand(gameOrId, topic, registry, out, { columns: terminalColumns(deps.terminal) }),
    );

  addGameFlags(
    program
      .command("simulate")
      .description("play many bot games and report speed and results")
      .argument("<game>", "game id")
      .requiredOption(
        "--games <n>",
        "number of games",
        arg((t) => parseCount(t, "--games")),
      ),
  )
    .option("--bots <levels>", "one level for all seats, or LEVEL,LEVEL,... one per seat (rotated each game)")
    .option("--json", "print exactly one JSON object")
    .action((gameId: string, flags: GameFlags & { games: number; bots?: string; json?: boolean }) => {
      const report = simulate(
        {
          game: gameId,
          games: flags.games,
          players: flags.players,
          preset: flags.preset,
          options: parseOptionPairs(flags.option),
          bots: flags.bots === undefined ? undefined : parseLevelList(flags.bots),
          seed: flags.seed,
        },
        registry,
      );
      if (flags.json) println(out, JSON.stringify(report));
      else for (const line of formatSimulation(report)) println(out, line);
    });

  program
    .command("replay")
    .description("verify a replay file and print it as a readable log")
    .argument("<file>", "a replay JSON file (e.g. from play --replay-out)")
    .option(
      "--as <seat>",
      "tell it as seat N (or `spectator`) saw it, instead of the full record of every move",
    )
    .action((file: string, flags: { as?: string }) =>
      replayCommand(file, registry, out, parsePerspective(flags.as)),
    );

  program
    .command("serve")
    .description("start the houserules server: online tables for every game; prints its address")
    .option("--host <host>", "address to listen on (default HOST or 127.0.0.1)")
    .option("--port <port>", "port (default PORT or 8080; 0 picks a free one)")
    .option("--db <file>", "the SQLite log (default HOUSERULES_DB or houserules.sqlite)")
    .action(async (flags: { host?: string; port?: string; db?: string }) => {
      const settings = settingsFromEnvironment({
        ...deps.env,
        ...(flags.host === undefined ? {} : { HOST: flags.host }),
        ...(flags.port === undefined ? {} : { PORT: flags.port }),
        ...(flags.db === undefined ? {} : { HOUSERULES_DB: flags.db }),
      });
      await serve(settings, (line) => println(out, line));
    });

  program
    .command("engine")
    .description('speak the JSON-lines engine protocol on stdin/stdout (send {"cmd":"help"})')
    .action(() => serveEngineProtocol(deps.stdin, out, registry));

  addGameFlags(
    program
      .command("arena")
      .description(
        "bot levels against each other: win shares with 95% intervals, decision times, search speed",
      )
      .argument("<game>", "game id")
      .requiredOption("--bots <levels>", "the lineup: LEVEL,LEVEL,... one per seat, cycled to fill the table")
      .requiredOption(
        "--games <n>",
        "number of games",
        arg((t) => parseCount(t, "--games")),
      ),
  )
    .option("--duplicate", "replay every deal with the lineup rotated through every seat")
    .option(
      "--series <n>",
      "play each deal as a series of n games (titles, exchanges and standings carry over; seats stay)",
      arg((t) => parseCount(t, "--series")),
    )
    .option(
      "--iterations <n>",
      "search levels: iterations per decision instead of their time budget (reproducible)",
      arg((t) => parseCount(t, "--iterations")),
    )
    .addOption(
      new Option(
        "--uncapped",
        "search levels: each level's own iterations per decision, without its time cap (reproducible)",
      ).conflicts("iterations"),
    )
    .option(
      "--max-minutes <m>",
      "stop after this many minutes, at the end of a set of seat rotations",
      arg((t) => parseSeconds(t, "--max-minutes")),
    )
    .option(
      "--shard <k/n>",
      "play only the k-th of n shares of the deals (for several cores or sessions; merge the --json reports with arena-merge)",
      arg((t) => parseShard(t, "--shard")),
    )
    .option("--json", "print exactly one JSON object")
    .action(
      (
        gameId: string,
        flags: GameFlags & {
          bots: string;
          games: number;
          duplicate?: boolean;
          series?: number;
          iterations?: number;
          uncapped?: boolean;
          maxMinutes?: number;
          shard?: { index: number; count: number };
          json?: boolean;
        },
      ) => {
        let progress = { done: 0, total: 0 };
        const report = arenaCommand(
          {
            game: gameId,
            bots: parseLevelList(flags.bots),
            games: flags.games,
            players: flags.players,
            preset: flags.preset,
            options: parseOptionPairs(flags.option),
            duplicate: flags.duplicate,
            series: flags.series,
            seed: flags.seed,
            iterations: flags.iterations,
            uncapped: flags.uncapped,
            maxMinutes: flags.maxMinutes,
            shard: flags.shard,
            // Progress goes to stderr in both modes: with --json, stdout stays one JSON object.
            onGame: (done, total) => {
              progress = { done, total };
              if (done % 50 === 0 || done === total) deps.err.write(`  ${done}/${total} games\n`);
            },
          },
          registry,
        );
        // Series the game ends early (its own series length) or --max-minutes leave fewer games.
        if (progress.done < progress.total)
          deps.err.write(`  ${progress.done} games played of ${progress.total} planned\n`);
        if (flags.json) println(out, JSON.stringify(report));
        else println(out, formatArenaReport(report));
      },
    );

  program
    .command("arena-merge")
    .description(
      "one arena report from the --json reports of a run's shards (arena --shard k/n), or of several runs of one match with different seeds",
    )
    .argument("<files...>", "the shards' reports")
    .option("--json", "print exactly one JSON object")
    .action((files: string[], flags: { json?: boolean }) => {
      const report = arenaMergeCommand(files);
      if (flags.json) println(out, JSON.stringify(report));
      else println(out, formatArenaReport(report));
    });

  program
    .command("arena-report")
    .description(
      "the level ladder (random-easy, easy-normal, normal-hard, hard-expert) of every game's main configuration and every other preset, from the arena; writes results/ARENA.md",
    )
    .option(
      "--games <n>",
      "duplicate-dealt games per pairing without a search level",
      arg((t) => parseCount(t, "--games")),
      200,
    )
    .option(
      "--hard-games <n>",
      "games of the normal-hard pairings",
      arg((t) => parseCount(t, "--hard-games", 0)),
      100,
    )
    .option(
      "--expert-games <n>",
      "games of the hard-expert pairings (0 skips them)",
      arg((t) => parseCount(t, "--expert-games", 0)),
      20,
    )
    .option(
      "--search-minutes <m>",
      "time limit of each pairing with a search level (hard, expert): it stops after a whole set of seat rotations",
      arg((t) => parseSeconds(t, "--search-minutes")),
    )
    .addOption(
      new Option("--configs <set>", "the main configurations, the other presets, or both")
        .choices(["main", "presets", "all"])
        .default("all"),
    )
    .option(
      "--config <game[:preset]:players>",
      "only this configuration (instead of --configs); repeat for several",
      collect,
      [],
    )
    .option(
      "--jobs <n>",
      "pairings played at once, each in its own process",
      arg((t) => parseCount(t, "--jobs")),
      1,
    )
    .option("--seed <seed>", "seed of the deals", "arena")
    .option("--out <file>", "where to write the report", defaultArenaPath())
    .action(
      async (flags: {
        games: number;
        hardGames: number;
        expertGames: number;
        searchMinutes?: number;
        configs: ConfigSet;
        config: string[];
        jobs: number;
        seed: string;
        out: string;
      }) => {
        const configs: LadderConfig[] =
          flags.config.length > 0 ? flags.config.map(parseConfig) : configsOf(flags.configs);
        for (const config of configs) registry.get(config.game);
        const meta = {
          command: ["houserules", ...args].join(" "),
          date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
          machine: machineDescription(),
          budgets: searchBudgetText(),
          finished: false,
        };
        const write = (results: readonly PairingResult[]) =>
          writeFileSync(flags.out, ladderMarkdown(results, meta));
        const results = await runLadder({
          configs,
          gamesFor: (_lower, upper) =>
            upper === "hard" ? flags.hardGames : upper === "expert" ? flags.expertGames : flags.games,
          maxMinutesFor: (_lower, upper) =>
            upper === "hard" || upper === "expert" ? flags.searchMinutes : undefined,
          seed: flags.seed,
          jobs: flags.jobs,
          // One job: in this process (and registry); several: child processes of this CLI.
          run:
            flags.jobs > 1
              ? (pairing) => childArena(pairing.args)
              : async (pairing) =>
                  arenaCommand(
                    {
                      game: pairing.config.game,
                      preset: pairing.config.preset,
                      players: pairing.config.players,
                      bots: pairing.lineup,
                      games: pairing.games,
                      series: pairing.config.series,
                      duplicate: true,
                      seed: flags.seed,
                      maxMinutes: pairing.maxMinutes,
                    },
                    registry,
                  ),
          onProgress: (results) => {
            write(results);
            const done = results.filter((r) => r.report !== null || r.error !== undefined).length;
            deps.err.write(`  ${done}/${results.length} pairings\n`);
          },
        });
        meta.finished = true;
        write(results);
        println(out, `Written to ${flags.out}`);
        const failed = results.filter((r) => r.error !== undefined);
        if (failed.length > 0) throw new Error(`${failed.length} pairing(s) failed: ${failed[0].error}`);
      },
    );

  program
    .command("bench")
    .description(
      "random-bot games/s and moves/s of every game, preset and player count; writes results/BENCHMARKS.md",
    )
    .option(
      "--seconds <s>",
      "measured seconds per configuration",
      arg((t) => parseSeconds(t, "--seconds")),
      1,
    )
    .option("--out <file>", "where to write the table", deps.benchmarksPath)
    .option("--game <id>", "measure only this game")
    .addOption(
      new Option("--rows-json", "print the rows as JSON, write no file (a child's output)").hideHelp(),
    )
    .action(async (flags: { seconds: number; out: string; game?: string; rowsJson?: boolean }) => {
      if (registry.list().length === 0) throw new Error("no games are registered, nothing to measure");
      if (flags.game !== undefined) registry.get(flags.game);
      const progress = (row: BenchRow) =>
        deps.err.write(
          `  ${row.game} ${row.preset} ${row.players}p: ${row.error === undefined ? `${Math.round(row.gamesPerSecond)} games/s` : `failed: ${row.error}`}\n`,
        );
      if (flags.rowsJson) {
        out.write(`${JSON.stringify(runBench(registry, flags.seconds, flags.game, progress))}\n`);
        return;
      }
      const isolated = flags.game === undefined && deps.benchGame !== undefined;
      const rows: BenchRow[] = [];
      if (isolated && deps.benchGame !== undefined) {
        // One game after another, never two at once: each has the core to itself.
        for (const game of registry.list()) rows.push(...(await deps.benchGame(game.id, flags.seconds)));
      } else rows.push(...runBench(registry, flags.seconds, flags.game, progress));
      const markdown = benchmarkMarkdown(rows, {
        seconds: flags.seconds,
        command: ["houserules", ...args].join(" "),
        isolated,
      });
      writeFileSync(flags.out, markdown);
      out.write(markdown);
      println(out, `Written to ${flags.out}`);
      const failed = rows.filter((row) => row.error !== undefined).length;
      if (failed > 0) throw new Error(`${failed} configuration(s) failed; see the table`);
    });

  program
    .command("cap-rates")
    .description(
      "maintainer tool: the share of normal-bot games ended by the cap, every preset of every game; writes results/cap-rates.md",
    )
    .option(
      "--games <n>",
      "games per configuration",
      arg((t) => parseCount(t, "--games")),
      50,
    )
    .option("--game <id>", "measure only this game (repeat for several)", collect, [])
    .option("--seed <seed>", "seed of the deals", "cap")
    .option(
      "--max-minutes <m>",
      "stop starting games after this many minutes",
      arg((t) => parseSeconds(t, "--max-minutes")),
    )
    .option("--out <file>", "where to write the table", defaultCapRatesPath())
    .action((flags: { games: number; game: string[]; seed: string; maxMinutes?: number; out: string }) => {
      const rows = capRates(
        {
          games: flags.game,
          gamesPerConfig: flags.games,
          seed: flags.seed,
          maxMinutes: flags.maxMinutes,
          onRow: (row) => println(out, formatCapRow(row)),
        },
        registry,
      );
      const chosen = flags.game.length ? flags.game.map((id) => registry.get(id)) : registry.list();
      const expected = chosen.flatMap(capConfigs).length;
      const finished = rows.length === expected && rows.every((row) => row.games === flags.games);
      const markdown = capRatesMarkdown(rows, {
        command: ["houserules", ...args].join(" "),
        date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
        seed: flags.seed,
        finished,
      });
      writeFileSync(flags.out, markdown);
      println(out, `Written to ${flags.out}`);
    });

  return program;
}

/** Runs one command line (without the node and script arguments); returns the exit code. */
export async function runCli(args: readonly string[], deps: CliDeps): Promise<number> {
  try {
    await buildProgram(deps, args).parseAsync([...args], { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    deps.err.write(`error: ${describeError(error)}\n`);
    // A rule error is the user's; anything else is a defect, whose stack helps whoever fixes it.
    if (!isRuleError(error) && deps.debug && error instanceof Error && error.stack)
      deps.err.write(`${error.stack}\n`);
    return 1;
  }
}

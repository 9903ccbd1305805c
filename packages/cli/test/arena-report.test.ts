import { readFileSync } from "node:fs";
import { join } from "node:path";
import { randomBot } from "@houserules/bots";
import { games } from "@houserules/catalog";
import { playGame, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import {
  arenaArgs,
  configName,
  configsOf,
  ladderMarkdown,
  lineupOf,
  MAIN_CONFIGS,
  type PairingResult,
  PRESET_CONFIGS,
  parseConfig,
  runLadder,
  targetShare,
} from "../src/arena-report.js";
import { cli, scratchDir } from "./helpers.js";

describe("arena-report", () => {
  it("plays the ladder of a configuration and writes the report with its commands", async () => {
    const out = join(scratchDir(), "ARENA.md");
    const run = await cli([
      "arena-report",
      "--config",
      "top-card:2",
      "--games",
      "4",
      "--hard-games",
      "2",
      "--expert-games",
      "2",
      "--out",
      out,
    ]);
    expect(run.code).toBe(0);
    const text = readFileSync(out, "utf8");
    expect(text).toContain("Written by `houserules arena-report --config top-card:2");
    expect(text).toContain("## Hard against normal");
    expect(text).toMatch(/\| top-card 2p \| hard vs normal \| 2 \|/);
    for (const pairing of ["easy vs random", "normal vs easy", "hard vs normal", "expert vs hard"])
      expect(text).toContain(`| ${pairing} |`);
    expect(text).toContain(
      "`houserules arena top-card --players 2 --bots hard,normal --games 2 --duplicate --seed arena --json`",
    );
    expect(text).not.toContain("partial");
  });

  it("refuses an unknown game before playing", async () => {
    const run = await cli(["arena-report", "--config", "nope:2", "--out", join(scratchDir(), "A.md")]);
    expect(run.code).toBe(1);
  });
});

describe("ladder plan", () => {
  it("covers every main configuration with the issue's lineups", () => {
    expect(MAIN_CONFIGS.map((c) => `${c.game}:${c.preset ?? ""}:${c.players}:${c.lineup}`)).toEqual([
      "shithead:SH:2:heads-up",
      "shithead:CTG:2:heads-up",
      "cunt-soul::2:heads-up",
      "trou-du-cul::4:one-vs-rest",
      "cuttlefish::6:teams",
      "chanic-panic::2:heads-up",
    ]);
    expect(lineupOf(parseConfig("trou-du-cul:4"), "normal", "hard")).toEqual([
      "hard",
      "normal",
      "normal",
      "normal",
    ]);
    expect(lineupOf(parseConfig("cuttlefish:6"), "normal", "hard")).toEqual(["hard", "normal"]);
    expect(parseConfig("shithead:CTG:2")).toEqual({
      game: "shithead",
      preset: "CTG",
      players: 2,
      lineup: "heads-up",
    });
    expect(() => parseConfig("shithead")).toThrow(/GAME\[:PRESET\]:PLAYERS/);
    // A listed preset as listed (series and teams included); other tables keep the preset's teams.
    expect(parseConfig("trou-du-cul:flat:4")).toEqual(PRESET_CONFIGS.find((c) => c.preset === "flat"));
    expect(parseConfig("chanic-panic:teams2:4").lineup).toBe("teams");
    expect(parseConfig("chanic-panic:teams2:6").lineup).toBe("teams");
    expect(parseConfig("cuttlefish:8").lineup).toBe("teams");
    expect(parseConfig("chanic-panic:4").lineup).toBe("one-vs-rest");
    expect(parseConfig("chanic-panic:app1v1v1:3").lineup).toBe("one-vs-rest");
    expect(targetShare(0.5, "heads-up")).toBe(0.6);
    expect(targetShare(0.25, "one-vs-rest")).toBe(0.375);
    expect(targetShare(0.55, "teams")).toBe(0.6);
    expect(arenaArgs(parseConfig("shithead:SH:2"), ["hard", "normal"], 10, "s", 5)).toEqual(
      "arena shithead --preset SH --players 2 --bots hard,normal --games 10 --duplicate --seed s --max-minutes 5 --json".split(
        " ",
      ),
    );
  });

  it("covers every preset of every game once, at a table the preset allows, with its real teams", () => {
    const all = configsOf("all");
    expect(all).toHaveLength(MAIN_CONFIGS.length + PRESET_CONFIGS.length);
    expect(configsOf("presets")).toEqual(PRESET_CONFIGS);
    const covered = new Set<string>();
    for (const game of games.list())
      for (const preset of game.presets) {
        const mine = all.filter((c) => c.game === game.id && (c.preset ?? game.defaultPreset) === preset.id);
        expect(mine.map(configName), `${game.id} ${preset.id}`).toHaveLength(1);
        const config = mine[0];
        covered.add(configName(config));
        // The lineup the arena cycles over the seats must match how the game really seats teams.
        const options = resolveOptions(game, { players: config.players, preset: config.preset });
        const bots = Array.from({ length: config.players }, () => randomBot());
        const { outcome } = playGame(game, options, "ladder-plan", bots, { record: false });
        const alternateSeats = [0, 1].map((t) =>
          Array.from({ length: config.players / 2 }, (_, i) => 2 * i + t),
        );
        if (config.lineup === "teams") expect(outcome.teams, configName(config)).toEqual(alternateSeats);
        else expect(outcome.teams, configName(config)).toBeUndefined();
        expect(config.lineup === "heads-up").toBe(config.players === 2);
      }
    expect(covered.size).toBe(all.length);
    expect(configName(PRESET_CONFIGS.find((c) => c.preset === "flat") ?? MAIN_CONFIGS[0])).toBe(
      "trou-du-cul flat 4p, series of 10",
    );
    expect(arenaArgs(parseConfig("trou-du-cul:4"), ["hard", "normal"], 40, "s").join(" ")).not.toContain(
      "--series",
    );
    const flat = PRESET_CONFIGS.find((c) => c.preset === "flat");
    expect(flat && arenaArgs(flat, ["hard", "normal"], 40, "s").join(" ")).toBe(
      "arena trou-du-cul --preset flat --players 4 --bots hard,normal --games 40 --series 10 --duplicate --seed s --json",
    );
  });

  it("runs the hard pairings first and reports progress after each", async () => {
    const order: string[] = [];
    let progress = 0;
    const results = await runLadder({
      configs: [parseConfig("top-card:2")],
      gamesFor: (_lower, upper) => (upper === "expert" ? 0 : 2),
      seed: "s",
      jobs: 1,
      run: async (pairing) => {
        order.push(`${pairing.upper}>${pairing.lower}`);
        throw new Error("not played in this test");
      },
      onProgress: () => void progress++,
    });
    expect(order).toEqual(["hard>normal", "easy>random", "normal>easy"]);
    expect(results.map((r) => r.error)).toEqual(Array(3).fill("not played in this test"));
    expect(progress).toBe(3);
  });

  it("calls a target reached only when both intervals, over games and by deal, clear it", () => {
    const config = MAIN_CONFIGS[0];
    const pairing = (low: number, dealLow: number): PairingResult => {
      const entrant = (label: string, share: number) => ({
        label,
        seats: 1000,
        wins: share * 1000,
        winShare: share,
        low: label === "hard" ? low : 1 - share - 0.03,
        high: share + 0.03,
        byDeal: { deals: 500, low: label === "hard" ? dealLow : 1 - share - 0.03, high: share + 0.03 },
        fairShare: 0.5,
        meanPlace: 1.5,
        decisions: 0,
        meanDecisionMs: 0,
        maxDecisionMs: 0,
        iterationsPerSecond: 0,
        totals: {} as never,
      });
      return {
        config,
        lower: "normal",
        upper: "hard",
        lineup: ["hard", "normal"],
        games: 1000,
        args: [],
        report: {
          game: "shithead",
          preset: "SH",
          players: 2,
          games: 1000,
          duplicate: true,
          seed: "arena",
          shards: { indices: [0], count: 1 },
          endedByCap: 0,
          entrants: [entrant("hard", 0.64), entrant("normal", 0.36)],
        },
      };
    };
    const meta = { command: "test", date: "today", machine: "here", budgets: "-", finished: true };
    const row = (text: string) =>
      text.split("\n").find((line) => line.startsWith("| shithead SH 2p | hard vs normal |"));
    expect(row(ladderMarkdown([pairing(0.61, 0.615)], meta))).toMatch(
      /\| 61\.0%-67\.0% \| 61\.5%-67\.0% \| .*\| yes \|$/,
    );
    expect(row(ladderMarkdown([pairing(0.61, 0.59)], meta))).toMatch(/not established/);
    expect(row(ladderMarkdown([pairing(0.59, 0.61)], meta))).toMatch(/not established/);
    // Another preset's pairing goes to the presets' table, not to the main configurations' sections.
    const flat = PRESET_CONFIGS.find((c) => c.preset === "flat") ?? MAIN_CONFIGS[0];
    const text = ladderMarkdown([pairing(0.61, 0.615), { ...pairing(0.61, 0.615), config: flat }], meta);
    const [main, presets] = text.split("## Every other preset");
    expect(main).toContain("## shithead SH 2p");
    expect(main).not.toContain("trou-du-cul flat");
    expect(presets).toMatch(
      /\| trou-du-cul flat 4p, series of 10 \| 1 hard vs 3 normal \| 1000 \| 64\.0% \|/,
    );
    expect(ladderMarkdown([pairing(0.61, 0.615)], meta)).not.toContain("## Every other preset");
  });
});

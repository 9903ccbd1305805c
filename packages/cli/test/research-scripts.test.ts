// The research scripts in packages/cli/scripts (search-probe, arena-variants) run on the built
// packages, as the commands in results/ARENA.md do; `npm test` builds them first.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const scriptsDir = fileURLToPath(new URL("../scripts/", import.meta.url));

interface ScriptRun {
  code: number;
  out: string;
  err: string;
}

function runScript(script: string, args: string[]): Promise<ScriptRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [scriptsDir + script, ...args], (error, out, err) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err });
    });
  });
}

interface ProbeVariantSummary {
  departures: number;
  better: number;
  worse: number;
  gainPerDecision: number;
  gainSe: number;
  [key: string]: number;
}

const TINY_VARIANTS = JSON.stringify({
  // Never leaves the heuristic's move: the probe's zero line.
  never: { iterations: 10, confidence: 1000 },
  // Leaves it whenever another move looks better at all.
  keen: { iterations: 80, confidence: 0 },
});
const probeArgs = ["trou-du-cul", "--players", "4", "--decisions", "12", "--oracle", "8"];

describe("search-probe", () => {
  it("summarises every variant against the heuristic's move, the first variant as the paired baseline", async () => {
    const run = await runScript("search-probe.mjs", [...probeArgs, "--variants", TINY_VARIANTS, "--rows"]);
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    // The indented report, then one JSON line per decision.
    const reportEnd = run.out.indexOf("\n}\n") + 2;
    const report = JSON.parse(run.out.slice(0, reportEnd)) as {
      decisions: number;
      summary: Record<string, ProbeVariantSummary>;
    };
    const rows = run.out
      .slice(reportEnd)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(report.decisions).toBe(12);
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(Object.keys(row.picks)).toEqual(["never", "keen"]);
    const { never, keen } = report.summary;
    expect(never).toMatchObject({ departures: 0, better: 0, worse: 0, gainPerDecision: 0, gainSe: 0 });
    expect(never).not.toHaveProperty("gainOver never");
    expect(keen.departures).toBeGreaterThan(0);
    expect(keen.better + keen.worse).toBeLessThanOrEqual(keen.departures);
    // Against a baseline that never departs, the paired gain is the variant's own gain.
    expect(keen["gainOver never"]).toBe(keen.gainPerDecision);
    expect(keen["gainOver never se"]).toBe(keen.gainSe);
  });

  it("gives the same verdicts for the same seed", async () => {
    const args = [...probeArgs, "--variants", TINY_VARIANTS, "--seed", "again"];
    const [first, second] = await Promise.all([
      runScript("search-probe.mjs", args),
      runScript("search-probe.mjs", args),
    ]);
    const withoutTimes = (out: string) => out.replace(/"meanMs": [\d.]+/g, "");
    expect(first.code).toBe(0);
    expect(withoutTimes(first.out)).toBe(withoutTimes(second.out));
  });

  it("--oracle-truth judges moves in the real deal, with random playout moves at --oracle-epsilon", async () => {
    const run = await runScript("search-probe.mjs", [
      ...probeArgs,
      "--variants",
      TINY_VARIANTS,
      "--oracle-truth",
      "--oracle-epsilon",
      "0.2",
    ]);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.out);
    expect(report).toMatchObject({ oracle: "truth", oracleEpsilon: 0.2, decisions: 12 });
    expect(report.summary.never.departures).toBe(0);
  });

  it.each([
    [["--oracle-truth", "--oracle-epsilon", ""], '--oracle-epsilon must be a share from 0 to 1, not ""'],
    [
      ["--oracle-truth", "--oracle-epsilon", "1.5"],
      '--oracle-epsilon must be a share from 0 to 1, not "1.5"',
    ],
    [["--oracle-epsilon", "0.1"], "--oracle-epsilon goes with --oracle-truth"],
    [["--variants", '{"typo": {"iteration": 5}}'], 'variant "typo": unknown rollouts option iteration'],
    [["--variants", "{nope"], "--variants is not JSON"],
    [["--decisions", "0"], '--decisions must be a positive whole number, not "0"'],
    [["--oracle-horizon", "soon"], '--oracle-horizon must be a positive whole number, not "soon"'],
  ])("refuses %j by name", async (extra, message) => {
    const run = await runScript("search-probe.mjs", [...probeArgs, ...extra]);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`search-probe: ${message}`);
    expect(run.out).toBe("");
  });

  it("refuses an unknown game and a missing game by name", async () => {
    const unknown = await runScript("search-probe.mjs", ["whist", "--players", "4"]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^search-probe: .*whist/);
    const none = await runScript("search-probe.mjs", ["--players", "4"]);
    expect(none.code).toBe(1);
    expect(none.err).toContain("search-probe: name one game");
  });
});

describe("arena-variants", () => {
  const lineup = JSON.stringify([
    "normal",
    { label: "tiny", method: "rollouts", iterations: 5 },
    "random",
    { label: "tiny-tree", method: "ismcts", iterations: 5 },
  ]);

  it("plays levels and unnamed search variants on duplicate deals, every entrant in every seat", async () => {
    const run = await runScript("arena-variants.mjs", [
      "trou-du-cul",
      "--players",
      "4",
      "--games",
      "4",
      "--lineup",
      lineup,
    ]);
    expect(run.code).toBe(0);
    expect(run.out).toContain("4 games (duplicate deals)");
    for (const label of ["normal", "tiny", "random", "tiny-tree"])
      expect(run.out).toMatch(new RegExp(`^\\| ${label} \\| 4 \\|`, "m"));
  });

  it.each([
    [[], "--lineup is required"],
    [["--lineup", "[]"], "--lineup must be a non-empty JSON list"],
    [
      ["--lineup", '[{"label": "x", "method": "minimax"}]'],
      'lineup entry 1 ("x"): method must be "rollouts" or "ismcts"',
    ],
    [["--lineup", '[{"method": "rollouts"}]'], 'lineup entry 1 needs a "label"'],
    [
      ["--lineup", '["normal", {"label": "y", "method": "ismcts", "confidence": 1}]'],
      'lineup entry 2 ("y"): unknown ismcts option confidence',
    ],
    [["--lineup", '["grandmaster"]'], 'unknown bot level "grandmaster"'],
    [["--lineup", '["normal"]', "--shard", "3/2"], '--shard must be K/N with 1 <= K <= N, not "3/2"'],
  ])("refuses %j by name", async (extra, message) => {
    const run = await runScript("arena-variants.mjs", ["trou-du-cul", "--players", "4", ...extra]);
    expect(run.code).toBe(1);
    expect(run.err).toContain(message);
    expect(run.out).toBe("");
  });
});

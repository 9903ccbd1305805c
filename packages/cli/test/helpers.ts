import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll } from "vitest";
import { runCli } from "../src/program.js";
import { fixtureRegistry } from "./fixtures/top-card.js";

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs `houserules <args>` against the fixture registry with `stdin` piped in (then EOF). */
export async function cli(args: string[], stdin = "", registry = fixtureRegistry()): Promise<CliRun> {
  const input = new PassThrough();
  input.end(stdin);
  let out = "";
  let err = "";
  const code = await runCli(args, {
    registry,
    stdin: input,
    out: { write: (text) => void (out += text) },
    err: { write: (text) => void (err += text) },
    benchmarksPath: join(scratchDir(), "BENCHMARKS.md"),
  });
  return { code, out, err };
}

const scratchDirs: string[] = [];
afterAll(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary directory, removed after the test file has run. */
export function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "houserules-cli-"));
  scratchDirs.push(dir);
  return dir;
}

/** A short 2-player deal: seat 0 holds the spades, seat 1 the hearts. */
export const fixedDeal = JSON.stringify({
  seats: [{ hand: ["JS", "QS", "KS"] }, { hand: ["JH", "QH", "KH"] }],
  stock: ["JD", "QD", "KD", "JC", "QC", "KC"],
});

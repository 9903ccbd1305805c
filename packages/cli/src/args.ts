// Command-line values: counts, option pairs and bot levels, each refused with one clear message.

import { RuleError } from "@houserules/engine";

export const BAD_ARGUMENT = "BAD_ARGUMENT";

function bad(message: string): never {
  throw new RuleError(BAD_ARGUMENT, message);
}

/** A whole number of at least `min`, as typed after a flag such as `--games`. */
export function parseCount(text: string, flag: string, min = 1): number {
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min)
    bad(`${flag} must be a whole number of at least ${min} (got "${text}")`);
  return n;
}

/** A positive number of seconds, fractions allowed. */
export function parseSeconds(text: string, flag: string): number {
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n <= 0)
    bad(`${flag} must be a positive number (got "${text}")`);
  return n;
}

/** `2/4`: the second of four shards, as `{ index: 1, count: 4 }`. */
export function parseShard(text: string, flag: string): { index: number; count: number } {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const k = match ? Number(match[1]) : Number.NaN;
  const n = match ? Number(match[2]) : Number.NaN;
  if (!(k >= 1 && k <= n)) bad(`${flag} expects K/N with 1 <= K <= N, e.g. 1/2 (got "${text}")`);
  return { index: k - 1, count: n };
}

/** Options whose value is JSON on the command line (a custom deal, a series carry-over). */
const JSON_OPTIONS = new Set(["deal", "carry"]);

/**
 * `--option k=v` pairs into an options object. Values stay strings (the engine's resolveOptions
 * accepts the string form of every option kind), except `deal` and `carry`, which are JSON.
 */
export function parseOptionPairs(pairs: readonly string[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    if (eq <= 0) bad(`--option expects name=value (got "${pair}")`);
    const name = pair.slice(0, eq).trim();
    const text = pair.slice(eq + 1).trim();
    if (name in options) bad(`option ${name} is given twice`);
    if (JSON_OPTIONS.has(name)) {
      try {
        options[name] = JSON.parse(text);
      } catch {
        bad(`option ${name} must be JSON (got "${text}")`);
      }
    } else {
      options[name] = text;
    }
  }
  return options;
}

/** `normal` or `normal,random,easy`: the bot level of every seat listed, or one for all. */
export function parseLevelList(text: string): string[] {
  const levels = text.split(",").map((level) => level.trim());
  if (levels.some((level) => level === "")) bad(`--bots expects LEVEL or LEVEL,LEVEL,... (got "${text}")`);
  return levels;
}

/** One level per seat: a single level fills every seat, a list must have one per seat. */
export function levelsPerSeat(levels: readonly string[], seats: number): string[] {
  if (levels.length === 1) return Array<string>(seats).fill(levels[0]);
  if (levels.length !== seats) {
    bad(`--bots lists ${levels.length} levels for ${seats} seats; give one level or one per seat`);
  }
  return levels.slice();
}

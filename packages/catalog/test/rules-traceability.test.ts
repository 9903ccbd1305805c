// Traceability of the briefs' rule IDs: every ID a brief numbers has its row in the game's
// RULES.md, RULES.md cites no ID the brief lacks, and every ID is named by a test (the guide's
// "tests cite rule IDs in their names"), except the few NOTHING_TO_TEST lists (their RULES.md rows say
// why); and RULES.md lists every error code.
// The briefs live beside the repo (../shared/briefs); the checks that read them need that folder.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { games } from "../src/index.js";

const repo = new URL("../../../", import.meta.url);
const briefs = new URL("../shared/briefs/", repo);
const haveBriefs = existsSync(briefs);

const PREFIX: Record<string, string> = {
  "trou-du-cul": "TDC",
  shithead: "SH",
  "cunt-soul": "CS",
  cuttlefish: "CF",
  "chanic-panic": "CP",
};

/** IDs with no behaviour of their own; RULES.md says why on each one's row. */
const NOTHING_TO_TEST: Record<string, readonly string[]> = {
  "chanic-panic": [
    "CP-03", // "Teams: see CP-90", tested as CP-90
    "CP-92", // half-elimination, Shop, Lives: not specified by the brief, not implemented
    "CP-113", // "No Stack abilities exist"
  ],
};

/** Rule IDs of a game's prefix in a text; `base` drops a sub-clause letter (CP-60a → CP-60). */
function ruleIds(text: string, prefix: string, base = false): Set<string> {
  const ids = new Set<string>();
  for (const match of text.matchAll(new RegExp(`\\b${prefix}-(\\d+)([a-z]?)\\b`, "g")))
    ids.add(base ? `${prefix}-${match[1]}` : match[0]);
  return ids;
}

/** Upper-case literals in a game's source that are not error codes. */
const NOT_ERROR_CODES: Record<string, readonly string[]> = {
  "cunt-soul": ["JOKER"], // notation.ts reads "joker" as JK
};

/** Every string literal of a game's source that looks like an error code (`"TOO_LOW"`). */
function codeLikeLiterals(id: string): Set<string> {
  const literals = new Set<string>();
  const visit = (dir: URL) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(new URL(`${entry.name}/`, dir));
      else if (entry.name.endsWith(".ts"))
        for (const match of read(new URL(entry.name, dir)).matchAll(/"([A-Z][A-Z0-9_]{3,})"/g))
          literals.add(match[1]);
    }
  };
  visit(new URL(`packages/games/${id}/src/`, repo));
  for (const literal of NOT_ERROR_CODES[id] ?? []) literals.delete(literal);
  return literals;
}

function read(url: URL): string {
  return readFileSync(url, "utf8");
}

/** The titles of every `describe`, `it` and `test` in a game's own tests and its acceptance file. */
function testTitles(id: string): string {
  const files: URL[] = [];
  const own = new URL(`packages/games/${id}/test/`, repo);
  for (const name of readdirSync(own)) if (name.endsWith(".test.ts")) files.push(new URL(name, own));
  files.push(new URL(`packages/cli/test/acceptance/${id}.test.ts`, repo));
  const titles: string[] = [];
  const call = /\b(?:describe|it|test)(?:\.\w+)*(?:\([^()]*\))?\(\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const file of files) for (const match of read(file).matchAll(call)) titles.push(match[2]);
  return titles.join("\n");
}

describe("rule IDs: brief, RULES.md and tests", () => {
  it("knows the rule-ID prefix of every game in the catalog", () => {
    expect(
      games
        .list()
        .map((g) => g.id)
        .sort(),
    ).toEqual(Object.keys(PREFIX).sort());
  });

  for (const [id, prefix] of Object.entries(PREFIX)) {
    const rules = read(new URL(`packages/games/${id}/RULES.md`, repo));

    it(`${id}: every rule ID RULES.md maps is named by a test, or marked as having nothing to test`, () => {
      const titles = ruleIds(testTitles(id), prefix);
      const exempt = NOTHING_TO_TEST[id] ?? [];
      const untested = [...ruleIds(rules, prefix)].filter(
        (rule) => !titles.has(rule) && !exempt.includes(rule) && !/[a-z]$/.test(rule),
      );
      expect(untested).toEqual([]);
      for (const rule of exempt) expect(rules).toContain(rule);
    });

    it(`${id}: RULES.md lists every error code the game's source names`, () => {
      const codes = [...codeLikeLiterals(id)];
      expect(codes.length).toBeGreaterThan(4);
      expect(codes.filter((code) => !new RegExp(`\\b${code}\\b`).test(rules))).toEqual([]);
    });

    it.runIf(haveBriefs)(
      `${id}: every rule ID of the brief has its row in RULES.md, and RULES.md cites none the brief lacks`,
      () => {
        const brief = read(new URL(`${id}.md`, briefs));
        const mapped = ruleIds(rules, prefix);
        expect([...ruleIds(brief, prefix)].filter((rule) => !mapped.has(rule))).toEqual([]);
        const numbered = ruleIds(brief, prefix, true);
        expect([...ruleIds(rules, prefix, true)].filter((rule) => !numbered.has(rule))).toEqual([]);
      },
    );
  }
});

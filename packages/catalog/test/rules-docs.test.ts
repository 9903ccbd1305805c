// The players' rules in docs/rules/<game>.md: each page has the sections a reader and the
// terminal's rules help rely on, lists every preset and option, and its "Rules by ID" table
// explains every rule ID the game's source cites (and, where the briefs are beside the
// repository, every rule ID of the brief, in the brief's order).

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { games } from "../src/index.js";

const repo = new URL("../../../", import.meta.url);
const briefs = new URL("../shared/briefs/", repo);
const haveBriefs = existsSync(briefs);

interface PageSpec {
  /** The game's rule-ID prefix (`SH` matches `SH-12`). */
  prefix: string;
  /** The "How to play" subsections between "A turn" and "How it ends". */
  special: readonly string[];
  /** A rule ID as a regular expression, when not `<prefix>-<number>` (Chanic Panic's abilities: `CP-A01`). */
  id?: string;
}

const PAGES: Record<string, PageSpec> = {
  shithead: { prefix: "SH", special: ["Special cards"] },
  "cunt-soul": { prefix: "CS", special: ["Special cards", "Field cards"] },
  cuttlefish: { prefix: "CF", special: ["Declaring sets", "The Pile (four players)"] },
  "trou-du-cul": { prefix: "TDC", special: ["Special plays and the table", "Titles and the card exchange"] },
  "chanic-panic": { prefix: "CP", special: ["Clubs", "Attacks", "Abilities"], id: "CP-A?\\d+" },
};

function read(url: URL): string {
  return readFileSync(url, "utf8");
}

function idSource(spec: PageSpec): string {
  return spec.id ?? `${spec.prefix}-\\d+`;
}

function idPattern(spec: PageSpec): RegExp {
  return new RegExp(`\\b${idSource(spec)}\\b`, "g");
}

/** Rule IDs cited anywhere in the game package's sources (RuleError ruleIds, comments, specs). */
function citedIds(id: string, spec: PageSpec): Set<string> {
  const ids = new Set<string>();
  const visit = (dir: URL) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(new URL(`${entry.name}/`, dir));
      else if (entry.name.endsWith(".ts"))
        for (const match of read(new URL(entry.name, dir)).matchAll(idPattern(spec))) ids.add(match[0]);
    }
  };
  visit(new URL(`packages/games/${id}/src/`, repo));
  return ids;
}

/** The lines of a page under one heading, up to the next heading of the same or a higher level. */
function section(text: string, heading: string): string[] {
  const lines = text.split("\n");
  const level = heading.indexOf(" ");
  const start = lines.indexOf(heading);
  if (start < 0) return [];
  const end = lines.findIndex((line, k) => k > start && /^#+ /.test(line) && line.indexOf(" ") <= level);
  return lines.slice(start + 1, end < 0 ? lines.length : end);
}

/** The cells of each body row of the Markdown tables in some lines (header and rule rows left out). */
function tableRows(lines: readonly string[]): string[][] {
  const rows: string[][] = [];
  for (let k = 0; k < lines.length; k++) {
    if (!lines[k].startsWith("|") || /^\|[\s|:-]+\|$/.test(lines[k])) continue;
    if (/^\|[\s|:-]+\|$/.test(lines[k + 1] ?? "")) continue;
    rows.push(
      lines[k]
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe("players' rules pages (docs/rules)", () => {
  for (const [id, spec] of Object.entries(PAGES)) {
    const url = new URL(`docs/rules/${id}.md`, repo);
    const text = () => read(url);

    it(`${id}: the page exists and is titled with the game's title`, () => {
      expect(existsSync(url)).toBe(true);
      expect(text().split("\n")[0]).toBe(`# ${games.get(id).title}`);
    });

    it(`${id}: the page has the sections How to play, Presets and options, Rules by ID`, () => {
      const page = text();
      const top = page.split("\n").filter((line) => line.startsWith("## "));
      expect(top).toEqual(["## How to play", "## Presets and options", "## Rules by ID"]);
      const play = section(page, "## How to play").filter((line) => line.startsWith("### "));
      expect(play).toEqual(["Setup", "A turn", ...spec.special, "How it ends"].map((h) => `### ${h}`));
      for (const heading of play) expect(section(page, heading).join("").trim()).not.toBe("");
    });

    it(`${id}: Presets and options has a row for every preset and every option of the game`, () => {
      const game = games.get(id);
      const named = new Set(tableRows(section(text(), "## Presets and options")).map((row) => row[0]));
      expect(game.presets.map((p) => p.id).filter((preset) => !named.has(preset))).toEqual([]);
      expect(game.options.map((o) => o.name).filter((option) => !named.has(option))).toEqual([]);
    });

    it(`${id}: the Rules by ID table explains, one line each, every rule ID the game's source cites`, () => {
      const lines = section(text(), "## Rules by ID").filter((line) => line.startsWith("|"));
      expect(lines.slice(0, 2)).toEqual(["| Rule | What it says |", "| --- | --- |"]);
      const rows = tableRows(lines);
      const listed = rows.map((row) => row[0]);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.filter((rule) => !new RegExp(`^${idSource(spec)}$`).test(rule))).toEqual([]);
      expect(listed.filter((rule, k) => listed.indexOf(rule) !== k)).toEqual([]);
      expect(rows.filter((row) => row.length !== 2 || row[1].length < 10).map((row) => row[0])).toEqual([]);
      const missing = [...citedIds(id, spec)].filter((rule) => !listed.includes(rule));
      expect(missing).toEqual([]);
    });

    it.runIf(haveBriefs)(
      `${id}: the Rules by ID table holds every rule ID of the brief, in its order`,
      () => {
        const brief = read(new URL(`${id}.md`, briefs));
        // A brief defines a rule in bold, or in the first cell of a table row (Chanic Panic's abilities).
        const defined = [...brief.matchAll(new RegExp(`(?:\\*\\*|^\\| )(${idSource(spec)})\\b`, "gm"))].map(
          (m) => m[1],
        );
        const mentioned = new Set([...brief.matchAll(idPattern(spec))].map((m) => m[0]));
        const listed = tableRows(section(text(), "## Rules by ID")).map((row) => row[0]);
        expect(listed).toEqual([...new Set(defined)]);
        expect([...mentioned].filter((rule) => !listed.includes(rule))).toEqual([]);
      },
    );

    it(`${id}: the page stands in a clone alone (no path outside the repository)`, () => {
      expect(text()).not.toMatch(/\.\.\/shared|\bshared\/|\/work\//);
    });
  }
});

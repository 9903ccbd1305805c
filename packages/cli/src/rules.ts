// The players' rules, read at run time from docs/rules/<game>.md (written once, for the repository
// and for the table): "How to play", "Presets and options" and the "Rules by ID" table.

import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { RuleError } from "@houserules/engine";

export interface RulesPage {
  gameId: string;
  title: string;
  /** The lines under "## How to play" (its ### subsections included). */
  howToPlay: string[];
  /** The lines under "## Presets and options". */
  presets: string[];
  /** Rule ID -> what it says, in the page's order. */
  ids: Map<string, string>;
}

/**
 * docs/rules of the repository this module is in: from src/ or dist/ of packages/cli, the first
 * folder upwards that holds docs/rules.
 */
export function defaultRulesDir(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 6; up++) {
    const candidate = join(dir, "docs", "rules");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

/** The lines under a `## ` heading, up to the next `## `. */
function section(lines: readonly string[], heading: string): string[] {
  const start = lines.indexOf(heading);
  if (start < 0) return [];
  const end = lines.findIndex((line, k) => k > start && line.startsWith("## "));
  return lines.slice(start + 1, end < 0 ? lines.length : end);
}

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());
}

const RULE_ROW = /^\|[\s:-]+\|[\s|:-]*$/;

/** Parses a rules page; null when the file is not there. */
export function readRulesPage(gameId: string, dir: string | null = defaultRulesDir()): RulesPage | null {
  if (dir === null) return null;
  const path = join(dir, `${gameId}.md`);
  if (!existsSync(path)) return null;
  const lines = readFileSync(path, "utf8").replace(/\r\n/g, "\n").split("\n");
  const title = (lines.find((line) => line.startsWith("# ")) ?? `# ${gameId}`).slice(2).trim();
  const ids = new Map<string, string>();
  for (const line of section(lines, "## Rules by ID")) {
    if (!line.startsWith("|") || RULE_ROW.test(line)) continue;
    const [id, text] = cells(line);
    if (id === "Rule" || text === undefined) continue;
    ids.set(id, text);
  }
  return {
    gameId,
    title,
    howToPlay: section(lines, "## How to play"),
    presets: section(lines, "## Presets and options"),
    ids,
  };
}

/** `**bold**`, `code` and [links](...) as plain text. */
function inline(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1");
}

/** Words filled into lines of at most `width` characters, the first after `first`, the rest after `rest`. */
export function wrap(text: string, width: number, first = "", rest = first): string[] {
  const words = text.split(/\s+/).filter((word) => word !== "");
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else line += (empty ? "" : " ") + word;
    empty = false;
  }
  if (!empty || lines.length === 0) lines.push(line);
  return lines;
}

function renderTable(rows: string[][], width: number): string[] {
  const [header, ...body] = rows;
  const columns = header.length;
  const widths = Array.from({ length: columns }, (_, c) =>
    Math.max(...rows.map((row) => inline(row[c] ?? "").length)),
  );
  const total = widths.reduce((sum, w) => sum + w, 0) + 2 * (columns - 1) + 2;
  if (total <= width) {
    const line = (row: string[]) =>
      `  ${row.map((cell, c) => inline(cell).padEnd(widths[c])).join("  ")}`.trimEnd();
    return [line(header), `  ${widths.map((w) => "-".repeat(w)).join("  ")}`, ...body.map(line)];
  }
  // Too wide: one entry per row, its first cell as a label, the others after their headers,
  // the descriptive column ("What it says") as plain text.
  const label = Math.min(Math.max(...body.map((row) => inline(row[0]).length)), 18);
  const out: string[] = [];
  for (const row of body) {
    const name = inline(row[0]);
    const parts = row
      .slice(1)
      .map((cell, c) => (/^What /.test(header[c + 1]) ? inline(cell) : `${header[c + 1]}: ${inline(cell)}.`));
    const text = parts.join(" ");
    const head = name.length > label ? `  ${name}` : `  ${name.padEnd(label)}  `;
    if (name.length > label) out.push(head, ...wrap(text, width, " ".repeat(label + 4)));
    else out.push(...wrap(text, width, head, " ".repeat(label + 4)));
  }
  return out;
}

const isTableLine = (line: string) => line.trimStart().startsWith("|");

/** A page's Markdown lines as plain text for a terminal `width` characters wide. */
export function renderMarkdown(lines: readonly string[], width: number): string[] {
  const out: string[] = [];
  let k = 0;
  const blank = () => {
    if (out.length > 0 && out[out.length - 1] !== "") out.push("");
  };
  while (k < lines.length) {
    const line = lines[k];
    if (line.trim() === "") {
      k++;
      continue;
    }
    const heading = /^(#+)\s+(.*)$/.exec(line);
    if (heading) {
      blank();
      const text = inline(heading[2]);
      out.push(text, (heading[1].length <= 2 ? "=" : "-").repeat(text.length));
      k++;
      continue;
    }
    if (isTableLine(line)) {
      const rows: string[][] = [];
      while (k < lines.length && isTableLine(lines[k])) {
        if (!RULE_ROW.test(lines[k].trim())) rows.push(cells(lines[k]));
        k++;
      }
      blank();
      out.push(...renderTable(rows, width));
      blank();
      continue;
    }
    const item = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(line);
    const indent = item ? item[1].length : 0;
    let text = item ? item[3] : line.trim();
    k++;
    // Continuation lines: indented under a list item, or the rest of a paragraph.
    while (k < lines.length && lines[k].trim() !== "" && !/^#+\s/.test(lines[k]) && !isTableLine(lines[k])) {
      if (/^\s*([-*]|\d+\.)\s+/.test(lines[k])) break;
      if (item && !/^\s/.test(lines[k])) break;
      text += ` ${lines[k].trim()}`;
      k++;
    }
    if (item) {
      const marker = `${" ".repeat(indent)}${item[2] === "*" ? "-" : item[2]} `;
      out.push(...wrap(inline(text), width, marker, " ".repeat(marker.length)));
    } else {
      blank();
      out.push(...wrap(inline(text), width));
      blank();
    }
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
}

/** What `rules` can show besides a rule ID. */
export const RULES_TOPICS = ["presets", "ids"] as const;

/** A rule ID as typed (`sh-35`) in the page's spelling, or undefined. */
export function findRuleId(page: RulesPage, typed: string): string | undefined {
  const upper = typed.trim().toUpperCase();
  for (const id of page.ids.keys()) if (id.toUpperCase() === upper) return id;
  return undefined;
}

/** The text of `rules [topic]` for one game: How to play, presets and options, all IDs, or one ID. */
export function rulesText(page: RulesPage, topic: string | undefined, width: number): string[] {
  const word = topic?.trim().toLowerCase() ?? "";
  if (word === "") {
    return [
      ...renderMarkdown([`# ${page.title}: how to play`, "", ...page.howToPlay], width),
      "",
      ...wrap(
        `More: "rules presets" for the presets and options, "rules ids" for every rule in a line, "rules ${[...page.ids.keys()][0] ?? "ID"}" for one rule.`,
        width,
      ),
    ];
  }
  if (word === "presets" || word === "options")
    return renderMarkdown(["## Presets and options", ...page.presets], width);
  if (word === "ids" || word === "all")
    return renderMarkdown(
      [
        "## Rules by ID",
        "",
        "| Rule | What it says |",
        "| --- | --- |",
        ...[...page.ids].map(([id, text]) => `| ${id} | ${text} |`),
      ],
      width,
    );
  const id = findRuleId(page, topic ?? "");
  if (id !== undefined) return wrap(inline(page.ids.get(id) as string), width, `${id}: `, "  ");
  const known = [...page.ids.keys()];
  throw new RuleError(
    "UNKNOWN_RULE",
    `${page.title} has no rule "${topic?.trim()}"; try a rule ID (${known[0]} to ${known[known.length - 1]}), "presets" or "ids"`,
  );
}

/** The page of a game, or RuleError NO_RULES saying where it was looked for. */
export function requireRulesPage(gameId: string, dir: string | null = defaultRulesDir()): RulesPage {
  const page = readRulesPage(gameId, dir);
  if (page === null)
    throw new RuleError(
      "NO_RULES",
      `there is no rules page for ${gameId} (docs/rules/${gameId}.md${dir === null ? ": no docs/rules folder found" : ` in ${dir}`})`,
    );
  return page;
}

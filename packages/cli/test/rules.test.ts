// `houserules rules` and the table's `rules` command print the players' rules pages
// (docs/rules/<game>.md), read at run time: how to play, presets and options, any rule by ID.

import { readFileSync } from "node:fs";
import { games } from "@houserules/catalog";
import { describe, expect, it } from "vitest";
import { cli } from "./helpers.js";

const page = (id: string) => readFileSync(new URL(`../../../docs/rules/${id}.md`, import.meta.url), "utf8");

/** Markdown as the words a reader sees: no emphasis or code marks, single spaces. */
const plain = (text: string) =>
  text
    .replace(/\*\*|`/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();

/** The rows of the page's "Rules by ID" table. */
function ruleRows(text: string): [string, string][] {
  const section = text.split("## Rules by ID")[1];
  return section
    .split("\n")
    .filter((line) => /^\| [A-Z]+-/.test(line))
    .map((line) => {
      const [id, what] = line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim());
      return [id, what];
    });
}

/** The first paragraph under "### Setup", as plain words. */
function firstSetupWords(text: string): string {
  const setup = text.split("### Setup")[1].trim().split("\n\n")[0];
  return plain(setup.replace(/^- /, "")).split(" ").slice(0, 8).join(" ");
}

describe("houserules rules", () => {
  for (const game of games.list()) {
    it(`${game.id}: \`rules ${game.id}\` prints How to play from docs/rules/${game.id}.md`, async () => {
      const { code, out } = await cli(["rules", game.id], "", games);
      expect(code).toBe(0);
      expect(out.startsWith(`${game.title}: how to play\n`)).toBe(true);
      for (const heading of ["Setup", "A turn", "How it ends"]) expect(out).toContain(`\n${heading}\n`);
      expect(plain(out)).toContain(firstSetupWords(page(game.id)));
      expect(out).not.toMatch(/\*\*|^#/m);
    });

    it(`${game.id}: \`rules ${game.id} <ID>\` explains every rule ID of the page`, async () => {
      const rows = ruleRows(page(game.id));
      expect(rows.length).toBeGreaterThan(10);
      for (const [id, what] of rows) {
        const { code, out } = await cli(["rules", game.id, id.toLowerCase()], "", games);
        expect(code, id).toBe(0);
        expect(plain(out)).toBe(`${id}: ${plain(what)}`);
      }
    });

    it(`${game.id}: \`rules ${game.id} presets\` lists every preset and option`, async () => {
      const { out } = await cli(["rules", game.id, "presets"], "", games);
      for (const preset of game.presets) expect(out).toMatch(new RegExp(`^ {2}${preset.id}( |$)`, "m"));
      for (const option of game.options) expect(out).toMatch(new RegExp(`^ {2}${option.name}( |$)`, "m"));
    });
  }

  it("a rule ID alone finds its game; an unknown one is UNKNOWN_RULE", async () => {
    const { out } = await cli(["rules", "SH-35"], "", games);
    expect(out).toMatch(
      /^Shit Head & Cut Throat\nSH-35: A wild ace played alone may be declared as any card/,
    );
    const unknown = await cli(["rules", "shithead", "SH-999"], "", games);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('UNKNOWN_RULE: Shit Head & Cut Throat has no rule "SH-999"');
    const game = await cli(["rules", "chess"], "", games);
    expect(game.err).toContain("UNKNOWN_GAME");
  });
});

describe("rules at the table", () => {
  it("shows a rule by ID and how to play without leaving the game", async () => {
    const { out } = await cli(
      ["play", "shithead", "--seed", "t1", "--players", "3"],
      "rules SH-35\nrules\nq\n",
      games,
    );
    expect(out).toContain("  SH-35: A wild ace played alone may be declared as any card but a 10");
    expect(out).toContain("  Shit Head & Cut Throat: how to play");
    expect(out.trimEnd().endsWith("You left the table.")).toBe(true);
  });

  it("points from an error's rule ID to its explanation (TDC-7)", async () => {
    const { out } = await cli(["play", "trou-du-cul", "--seed", "t1"], "JD\nrules TDC-7\nq\n", games);
    expect(out).toContain(
      '  CARD_NOT_IN_HAND (rule TDC-7): JD is not in your hand\n  ("rules TDC-7" explains rule TDC-7.)',
    );
    expect(out).toMatch(/ {2}TDC-7: \S/);
  });
});

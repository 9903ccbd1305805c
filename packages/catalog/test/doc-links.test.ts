// Every path a document names exists in a clone of the repository: the relative links and the
// repository paths written in code spans of every Markdown file (node_modules and dist aside).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SKIPPED_DIRS = new Set(["node_modules", "dist", ".git"]);
/** First segments of paths written from the repository root. */
const ROOT_PREFIXES = new Set(["packages", "docs", "results"]);
/** First segments of paths written from the package a document belongs to. */
const PACKAGE_PREFIXES = new Set(["src", "test", "scripts", "golden"]);
/** Characters of shell, JSON and prose: a word with one names no single file. */
const NOT_A_PATH = /[()[\]$|,;='"`?!@%^&~\\…]|\.\.\.|:\/\//;
/** Placeholders and globs (`<id>`, `*.test.ts`): the folders before them must still exist. */
const PLACEHOLDER = /[<>*{}]/;
/** Every game package has one; prose names "its RULES.md" without the folder. */
const GENERIC_NAMES = new Set(["RULES.md"]);

function markdownFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...markdownFiles(join(dir, entry.name)));
    } else if (entry.name.endsWith(".md")) files.push(join(dir, entry.name));
  }
  return files;
}

/** The folder of the nearest package.json at or above `dir`, below the repository root. */
function packageDirOf(dir: string): string | undefined {
  for (let d = dir; d.startsWith(ROOT) && resolve(d) !== resolve(ROOT); d = dirname(d))
    if (existsSync(join(d, "package.json"))) return d;
  return undefined;
}

/** Whether `path` exists; a built file under dist/ counts when its source does. */
function existsInClone(path: string): boolean {
  if (existsSync(path)) return true;
  const built = path.split(sep);
  const at = built.lastIndexOf("dist");
  if (at < 0) return false;
  const source = [...built.slice(0, at), "src", ...built.slice(at + 1)].join(sep).replace(/\.js$/, ".ts");
  return existsSync(source);
}

const inRepo = (path: string) => !relative(ROOT, path).startsWith("..");

/** The file a link target points at, or a problem; undefined for URLs and anchors. */
function checkLink(target: string, docDir: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) return undefined;
  const file = decodeURIComponent(target.replace(/[#?].*$/, ""));
  const path = file.startsWith("/") ? join(ROOT, file) : resolve(docDir, file);
  if (!inRepo(path)) return `link ${target} leaves the repository`;
  return existsInClone(path) ? undefined : `link ${target} does not exist`;
}

/** A word of a code span that names a repository path, checked; undefined if it names none. */
function checkWord(word: string, docDir: string): string | undefined {
  const token = word.replace(/[.,:;]+$/, "").replace(/:\d+$/, "");
  if (token === "" || NOT_A_PATH.test(token)) return undefined;
  const segments = token.split("/");
  if (segments.length === 1) {
    if (!/^[A-Z][A-Z0-9_-]*\.md$/.test(token) || GENERIC_NAMES.has(token)) return undefined;
    if (existsSync(join(docDir, token)) || existsSync(join(ROOT, token))) return undefined;
    return `${token} is neither beside this document nor at the repository root`;
  }
  const first = segments[0];
  const last = segments[segments.length - 1];
  const pathLike = last === "" || /\.[A-Za-z0-9]{1,6}$/.test(last);
  let base: string | undefined;
  if (first === "." || first === "..") base = docDir;
  else if (ROOT_PREFIXES.has(first)) base = ROOT;
  else if (!pathLike) return undefined;
  else if (PACKAGE_PREFIXES.has(first)) base = packageDirOf(docDir);
  else if (first !== "" && !PLACEHOLDER.test(first) && existsSync(join(docDir, first))) base = docDir;
  if (base === undefined) return undefined;
  let named = token;
  const open = segments.findIndex((segment) => PLACEHOLDER.test(segment));
  if (open === 0) return undefined;
  if (open > 0) named = `${segments.slice(0, open).join("/")}/`;
  const path = resolve(base, named);
  if (!inRepo(path)) return `${named} is outside the repository`;
  return existsInClone(path) ? undefined : `${named} does not exist`;
}

const CODE_SPAN = /(`+)([\s\S]*?[^`])\1(?!`)/g;
const INLINE_LINK = /!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_LINK = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;

/** Every dangling path of a Markdown text, as `line N: problem`. */
function danglingPaths(text: string, docDir: string): string[] {
  const problems: string[] = [];
  let fence: string | undefined;
  text.split("\n").forEach((line, index) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opener) {
      if (fence === undefined) fence = opener[1][0];
      else if (opener[1][0] === fence) fence = undefined;
      return;
    }
    if (fence !== undefined) return;
    const report = (problem: string | undefined) => {
      if (problem) problems.push(`line ${index + 1}: ${problem}`);
    };
    for (const span of line.matchAll(CODE_SPAN))
      for (const word of span[2].trim().split(/\s+/)) report(checkWord(word, docDir));
    const prose = line.replace(CODE_SPAN, "");
    for (const link of prose.matchAll(INLINE_LINK)) report(checkLink(link[1], docDir));
    const reference = REFERENCE_LINK.exec(prose);
    if (reference) report(checkLink(reference[1], docDir));
  });
  return problems;
}

describe("the link check itself", () => {
  const docs = join(ROOT, "docs");
  it("flags links and code-span paths that do not resolve in the repository", () => {
    // As README.md at the root would write them: ../shared is beside the repository, not in it.
    const text = [
      "See [the brief](../shared/briefs/cuttlefish.md) and `../shared/briefs/` for the rules.",
      "The contract is `packages/engine/src/contract.ts`; `packages/engine/src/nope.ts` is not.",
      "[missing](missing.md) and `docs/gone/` and `OLD.md`",
      "`../shared/briefs/<game>.md`, `packages/nowhere/<id>.ts`, `packages/catalgo` and `packages/catalog`",
    ].join("\n");
    expect(danglingPaths(text, ROOT)).toEqual([
      "line 1: ../shared/briefs/ is outside the repository",
      "line 1: link ../shared/briefs/cuttlefish.md leaves the repository",
      "line 2: packages/engine/src/nope.ts does not exist",
      "line 3: docs/gone/ does not exist",
      "line 3: OLD.md is neither beside this document nor at the repository root",
      "line 3: link missing.md does not exist",
      "line 4: ../shared/briefs/ is outside the repository",
      "line 4: packages/nowhere/ does not exist",
      "line 4: packages/catalgo does not exist",
    ]);
  });

  it("leaves URLs, anchors, examples, placeholders, built files and fenced blocks alone", () => {
    const text = [
      "[site](https://example.com/a/b.md), [here](#setup), [cli](cli.md#bench) and [top](../README.md)",
      "`a/b`, `7H/7S`, `--shard K/N`, `packages/games/<id>/RULES.md`, `golden/*.replay.json`",
      "`node packages/cli/dist/main.js bench` builds from `packages/cli/src/main.ts`; `RULES.md`",
      "```",
      "packages/nowhere/file.ts [x](nowhere.md) `docs/nowhere.md`",
      "```",
    ].join("\n");
    expect(danglingPaths(text, docs)).toEqual([]);
  });
});

describe("every Markdown file names only paths that exist in a clone", () => {
  const files = markdownFiles(ROOT).map((file) => relative(ROOT, file));
  it("finds the documents", () => {
    expect(files).toContain("README.md");
    expect(files.some((f) => f.startsWith(`docs${sep}`))).toBe(true);
  });
  it.each(files)("%s", (file) => {
    const path = join(ROOT, file);
    expect(statSync(path).isFile()).toBe(true);
    expect(danglingPaths(readFileSync(path, "utf8"), dirname(path))).toEqual([]);
  });
});

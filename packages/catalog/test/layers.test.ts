// Layers inside a game: the rules never depend on a bot.
//
// In each game package (packages/games/<game>/src):
// - bot modules are `bot.ts` and `bot-*.ts`: the game's heuristic bots and their helpers;
// - wiring modules hand the bots to the rest of the project as the contract asks, so they may import
//   them: `definition.ts` (the GameDefinition's `bots`, `playoutMove`, `searchActions`), `index.ts` (the package's
//   exports) and, in Chanic Panic, `timeout.ts` (CP-122: on a timeout the Normal bot makes the
//   decision);
// - every other module is a rule module: `rules/**`, state, setup, apply and legal actions, views,
//   notation, options, series, determinize, evaluate, recall, and the helpers they share. A rule
//   module may not import a bot module or a wiring module, directly or through other modules.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const gamesRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../games");

const WIRING: Record<string, readonly string[]> = {
  "chanic-panic": ["definition.ts", "index.ts", "timeout.ts"],
};
const DEFAULT_WIRING = ["definition.ts", "index.ts"];

function isBotModule(file: string): boolean {
  return /^bot(-[\w-]+)?\.ts$/.test(file);
}

/** Every .ts file under `dir`, as paths relative to it with "/" separators. */
function sourceFiles(dir: string, prefix = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) files.push(...sourceFiles(join(dir, entry.name), `${rel}/`));
    else if (entry.name.endsWith(".ts")) files.push(rel);
  }
  return files;
}

/** The relative modules a source file imports or re-exports, types included, as src-relative paths. */
function localImports(src: string, file: string): string[] {
  const text = readFileSync(join(src, file), "utf8");
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["'](\.[^"']+)["']/gm),
    ...text.matchAll(/^\s*import\s*["'](\.[^"']+)["']/gm),
    ...text.matchAll(/\bimport\(\s*["'](\.[^"']+)["']\s*\)/g),
  ].map((match) => match[1]);
  return specifiers.map((specifier) => {
    let target = resolve(src, dirname(file), specifier);
    if (existsSync(target) && statSync(target).isDirectory()) target = join(target, "index.ts");
    else target = target.replace(/\.js$/, ".ts");
    return relative(src, target).split("\\").join("/");
  });
}

/** For each rule module that reaches a bot or wiring module, the import chain that does. */
function layerBreaks(game: string): string[] {
  const src = join(gamesRoot, game, "src");
  const files = sourceFiles(src);
  const wiring = WIRING[game] ?? DEFAULT_WIRING;
  const forbidden = (file: string) => isBotModule(file) || wiring.includes(file);
  const imports = new Map(files.map((file) => [file, localImports(src, file)]));
  const breaks: string[] = [];
  for (const start of files.filter((file) => !forbidden(file))) {
    const cameFrom = new Map<string, string>([[start, ""]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (forbidden(file)) {
        const chain = [file];
        for (let at = cameFrom.get(file)!; at !== ""; at = cameFrom.get(at)!) chain.unshift(at);
        breaks.push(chain.join(" → "));
        break;
      }
      for (const next of imports.get(file) ?? [])
        if (!cameFrom.has(next)) {
          cameFrom.set(next, file);
          queue.push(next);
        }
    }
  }
  return breaks;
}

const games = readdirSync(gamesRoot).filter((name) => existsSync(join(gamesRoot, name, "src", "bot.ts")));

describe("layers: a game's rules never depend on its bots", () => {
  it("finds the five games, each with a bot module and its rules folder", () => {
    expect([...games].sort()).toEqual(["chanic-panic", "cunt-soul", "cuttlefish", "shithead", "trou-du-cul"]);
    for (const game of games) expect(existsSync(join(gamesRoot, game, "src", "rules"))).toBe(true);
  });

  for (const game of games) {
    it(`${game}: no rule module imports a bot module, directly or through other modules`, () => {
      expect(layerBreaks(game)).toEqual([]);
    });
  }
});

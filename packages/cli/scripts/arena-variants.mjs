// Arena between search variants that are not levels yet: the way to try a new budget, reward or
// method in whole games before it becomes a level in packages/bots/src/levels.ts.
//
//   node packages/cli/scripts/arena-variants.mjs <game> --players N [--preset P] --games N
//     [--seed arena] [--shard K/N] --lineup '["hard", {"label": "h900c05", "method": "rollouts",
//     "iterations": 900, "confidence": 0.5}, "normal", "normal"]'
//
// The lineup is one entrant per seat position, as in `houserules arena --bots`: a level name
// (search levels play their own budgets without the wall-time cap, as with `arena --uncapped`)
// or a variant object: `label`, `method` ("rollouts" or "ismcts") and that method's options
// (RolloutOptions or IsmctsOptions; `iterations` fixes the budget, so runs are reproducible).
// Deals are duplicated (every entrant in every seat), and the same --seed gives the same deals as
// `houserules arena`, so a variant can be compared with a level on the very same games.
import { parseArgs } from "node:util";
import { createBot, formatArenaReport, ismctsBot, rolloutBot, runArena } from "@houserules/bots";
import { checkSearchOptions, failer, gameAndOptions, positiveInt } from "./script-args.mjs";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    players: { type: "string" },
    preset: { type: "string" },
    games: { type: "string", default: "100" },
    seed: { type: "string", default: "arena" },
    shard: { type: "string" },
    lineup: { type: "string" },
  },
});
const fail = failer("arena-variants");
if (positionals.length !== 1)
  fail("name one game, e.g. arena-variants.mjs trou-du-cul --players 4 --lineup '[...]'");
if (values.lineup === undefined) fail("--lineup is required: a JSON list of level names and variant objects");
const { game, options } = gameAndOptions(fail, positionals[0], values);
let lineup;
try {
  lineup = JSON.parse(values.lineup);
} catch (error) {
  fail(`--lineup is not JSON (${error.message})`);
}
if (!Array.isArray(lineup) || lineup.length === 0) fail("--lineup must be a non-empty JSON list");

const entrants = lineup.map((entry, i) => {
  if (typeof entry === "string") {
    try {
      createBot(game, entry);
    } catch (error) {
      fail(error.message);
    }
    return { label: entry, make: () => createBot(game, entry, { uncapped: true }) };
  }
  const { label, method, ...search } = entry ?? {};
  if (typeof label !== "string" || label === "") fail(`lineup entry ${i + 1} needs a "label"`);
  if (method !== "rollouts" && method !== "ismcts")
    fail(`lineup entry ${i + 1} ("${label}"): method must be "rollouts" or "ismcts"`);
  checkSearchOptions(fail, `lineup entry ${i + 1} ("${label}")`, method, search);
  const make = method === "ismcts" ? ismctsBot : rolloutBot;
  return { label, make: () => make(game, search, label) };
});

let shard;
if (values.shard !== undefined) {
  const match = /^(\d+)\/(\d+)$/.exec(values.shard);
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || index < 1 || index > count)
    fail(`--shard must be K/N with 1 <= K <= N, not "${values.shard}"`);
  shard = { index: index - 1, count };
}

const started = Date.now();
const report = runArena({
  game,
  options,
  entrants,
  games: positiveInt(fail, "games", values.games),
  duplicate: true,
  seed: values.seed,
  shard,
  onGame(done, total) {
    if (done % 20 === 0 || done === total)
      process.stderr.write(`  ${done}/${total} games, ${((Date.now() - started) / 60000).toFixed(1)} min\n`);
  },
});
console.log(formatArenaReport(report));

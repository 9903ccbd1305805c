// Decision-quality probe for the search levels: far cheaper than whole games for telling budgets
// and thresholds apart, because it compares moves, not results.
//
//   node packages/cli/scripts/search-probe.mjs <game> --players N [--preset P] [--decisions 100]
//     [--oracle 1500] [--oracle-horizon N|end] [--oracle-truth [--oracle-epsilon 0.1]]
//     [--seed probe] [--variants '{"name": {...}, ...}'] [--rows]
//
// Normal bots play seeded games. At each of seat 0's decisions with a choice (up to --decisions;
// not the declinable windows a game's hard level leaves to the heuristic, `heuristicInWindows`),
// every search variant decides from that seat's view, with its own seed; the game then goes on
// with the normal bot's move. For the moves the variants chose, an oracle plays --oracle sampled
// deals, each followed by the same seeded heuristic playout for every move, and estimates each
// move's gain over the heuristic's move (in reward units: first-place chance for "win", rank
// share for "rank"). The summary gives, per variant, how often it left the heuristic's move, how
// many of those departures the oracle found better or worse by 2 standard errors, and its mean
// gain per decision; `bestSeen` is the mean gain of the best move any variant found, a ceiling
// for this estimator. The oracle uses the same estimator as the search (sampled deals, heuristic
// playouts, the hard level's horizon and reward), so it measures noise and budget, not the
// estimator's own bias. `--oracle-horizon end` plays the oracle's playouts to the end of the game
// instead (a game whose levels stop at a horizon and score with `evaluate`): that oracle no longer
// shares the horizon's bias, so it can tell whether the moves a search prefers at its horizon also
// win whole games. `--oracle-truth` goes further, as a diagnostic only (no bot may do this): the
// oracle plays every playout from the probe game's real state, hidden cards included, instead of
// sampled deals, so it measures what each move is worth in the deal actually played, free of the
// sampling's bias as well; its heuristic playouts then take a uniformly random move with
// probability --oracle-epsilon (default 0.1), since from one known state a game without chance
// would otherwise have a single playout. Gains are then "against heuristic play from here", not
// against the search's own later moves, so they overstate what gains add up to over a game.
// Defaults: the game's hard and expert levels at 1, 2 and 3 standard errors. The summary gives
// each variant's gain per decision with its standard error, and its paired difference from the
// first variant.
import { parseArgs } from "node:util";
import { playout, rolloutSearch, searchLevel } from "@houserules/bots";
import { playGame, Rng } from "@houserules/engine";
import { checkSearchOptions, failer, gameAndOptions, positiveInt } from "./script-args.mjs";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    players: { type: "string" },
    preset: { type: "string" },
    decisions: { type: "string", default: "100" },
    oracle: { type: "string", default: "1500" },
    "oracle-horizon": { type: "string" },
    "oracle-truth": { type: "boolean", default: false },
    "oracle-epsilon": { type: "string" },
    seed: { type: "string", default: "probe" },
    variants: { type: "string" },
    rows: { type: "boolean", default: false },
  },
});
const fail = failer("search-probe");
function parseVariants(text) {
  try {
    return JSON.parse(text);
  } catch (error) {
    return fail(`--variants is not JSON (${error.message})`);
  }
}
if (positionals.length !== 1) fail("name one game, e.g. search-probe.mjs shithead --players 2");
const { game, options } = gameAndOptions(fail, positionals[0], values);
const decisionsWanted = positiveInt(fail, "decisions", values.decisions);
const oracleDeals = positiveInt(fail, "oracle", values.oracle);
const hard = searchLevel(game, "hard");
const expert = searchLevel(game, "expert");
const uncapped = (level, extra = {}) => ({ ...level, timeMs: undefined, ...extra });
const variants = values.variants
  ? parseVariants(values.variants)
  : {
      hard: uncapped(hard),
      expert: uncapped(expert),
      "expert 2 SE": uncapped(expert, { confidence: 2 }),
      "expert 3 SE": uncapped(expert, { confidence: 3 }),
    };
if (values.variants)
  for (const [name, variant] of Object.entries(variants))
    checkSearchOptions(fail, `variant "${name}"`, "rollouts", variant ?? {});
const reward = hard.reward ?? "rank";
const oracleHorizonText = values["oracle-horizon"];
const oracleHorizon =
  oracleHorizonText === undefined
    ? hard.horizon
    : oracleHorizonText === "end"
      ? undefined
      : positiveInt(fail, "oracle-horizon", oracleHorizonText);
const oracleTruth = values["oracle-truth"];
const oracleEpsilonText = values["oracle-epsilon"];
if (oracleEpsilonText !== undefined && !oracleTruth) fail("--oracle-epsilon goes with --oracle-truth");
const oracleEpsilon = oracleTruth ? Number(oracleEpsilonText ?? "0.1") : 0;
// Number("") is 0: an empty value must not pass as "no random moves".
if (oracleEpsilonText?.trim() === "" || !(oracleEpsilon >= 0 && oracleEpsilon <= 1))
  fail(`--oracle-epsilon must be a share from 0 to 1, not "${oracleEpsilonText}"`);
/** The probe game's live state (setup's object, which every action mutates), for --oracle-truth. */
let liveState;
const probedGame = oracleTruth
  ? {
      ...game,
      setup(...args) {
        liveState = game.setup(...args);
        return liveState;
      },
    }
  : game;

/** Mean paired gain (and its standard error) of each candidate over candidates[0], the heuristic's move. */
function oracle(ctx, candidates, seed) {
  const rng = new Rng(seed);
  const diffs = candidates.map(() => []);
  for (let d = 0; d < oracleDeals; d++) {
    const world = oracleTruth ? liveState : game.determinize(ctx.view, ctx.seat, rng);
    const playoutSeed = [rng.uint32(), rng.uint32(), rng.uint32(), rng.uint32()];
    const rewards = candidates.map((i) => {
      const copy = game.clone(world);
      game.apply(copy, ctx.seat, ctx.legal[i], true);
      const r = new Rng([...playoutSeed]);
      return playout(
        game,
        copy,
        ctx.seat,
        game.bots.normal,
        r,
        oracleEpsilon,
        reward,
        Infinity,
        oracleHorizon,
      );
    });
    for (let k = 0; k < candidates.length; k++) diffs[k].push(rewards[k] - rewards[0]);
  }
  const estimates = new Map();
  candidates.forEach((move, k) => {
    const d = diffs[k];
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    const variance = d.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, d.length - 1);
    estimates.set(move, { gain: mean, se: Math.sqrt(variance / d.length) });
  });
  return estimates;
}

const rows = [];
const heuristics = [];
const probe = {
  name: "probe",
  choose(ctx) {
    heuristics[ctx.seat] ??= game.bots.normal();
    const move = heuristics[ctx.seat].choose(ctx);
    if (ctx.legal.length < 2 || rows.length >= decisionsWanted) return move;
    // The search levels answer these windows with the heuristic (levels.ts): nothing to probe.
    if (hard.heuristicInWindows && game.declineAction?.(ctx.legal) !== undefined) return move;
    const preferred = ctx.legal.indexOf(move);
    const picks = {};
    const ms = {};
    for (const [name, variant] of Object.entries(variants)) {
      const search = {
        seat: ctx.seat,
        legal: ctx.legal,
        view: ctx.view,
        rng: new Rng(`${name}/${rows.length}`),
      };
      const start = performance.now();
      picks[name] = ctx.legal.indexOf(rolloutSearch(game, search, variant, game.bots.normal()).action);
      ms[name] = performance.now() - start;
    }
    const candidates = [preferred, ...new Set(Object.values(picks).filter((i) => i !== preferred))];
    const estimates = oracle(ctx, candidates, `oracle/${rows.length}`);
    rows.push({ legal: ctx.legal.length, preferred, picks, ms, estimates });
    return move;
  },
};
for (let g = 0; rows.length < decisionsWanted; g++) {
  heuristics.length = 0;
  const bots = Array.from({ length: options.players }, (_, seat) =>
    seat === 0 ? probe : game.bots.normal(),
  );
  playGame(probedGame, options, `${values.seed}-${g}`, bots, { record: false });
}

/** The oracle's gain of a variant's pick at one decision (0 where it kept the heuristic's move). */
const gainAt = (row, name) =>
  row.picks[name] === row.preferred ? 0 : row.estimates.get(row.picks[name]).gain;
/** Mean and standard error of a list of per-decision values. */
function meanAndSe(values) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return { mean, se: Math.sqrt(variance / values.length) };
}
const round5 = (x) => Number(x.toFixed(5));
const [firstVariant] = Object.keys(variants);
const summary = {};
for (const name of Object.keys(variants)) {
  let departures = 0,
    better = 0,
    worse = 0,
    ms = 0;
  for (const row of rows) {
    ms += row.ms[name];
    const pick = row.picks[name];
    if (pick === row.preferred) continue;
    departures++;
    const { gain: g, se } = row.estimates.get(pick);
    if (g > 2 * se) better++;
    else if (g < -2 * se) worse++;
  }
  const gain = meanAndSe(rows.map((row) => gainAt(row, name)));
  const paired = meanAndSe(rows.map((row) => gainAt(row, name) - gainAt(row, firstVariant)));
  summary[name] = {
    departures,
    better,
    worse,
    gainPerDecision: round5(gain.mean),
    gainSe: round5(gain.se),
    ...(name === firstVariant
      ? {}
      : {
          [`gainOver ${firstVariant}`]: round5(paired.mean),
          [`gainOver ${firstVariant} se`]: round5(paired.se),
        }),
    meanMs: Number((ms / rows.length).toFixed(1)),
  };
}
let bestSeen = 0;
for (const row of rows) bestSeen += Math.max(...[...row.estimates.values()].map((e) => e.gain));
const report = {
  game: game.id,
  preset: values.preset,
  players: options.players,
  decisions: rows.length,
  oracleDeals,
  oracleHorizon: oracleHorizon ?? "end",
  ...(oracleTruth ? { oracle: "truth", oracleEpsilon } : {}),
  reward,
  variants,
  summary,
  bestSeen: Number((bestSeen / rows.length).toFixed(5)),
};
console.log(JSON.stringify(report, null, 1));
if (values.rows)
  for (const row of rows)
    console.log(JSON.stringify({ ...row, estimates: Object.fromEntries(row.estimates) }));

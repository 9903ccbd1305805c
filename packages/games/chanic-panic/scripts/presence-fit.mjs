// The Presence race in `evaluate` (RULES.md, "The search estimate and Presence"): plays games of
// normal bots, takes every seventh position, and prints the log loss of the estimate against the
// game's result for seat 0 (draws left out), with material alone and with the race, then a grid
// of the race's two constants. Usage: node packages/games/chanic-panic/scripts/presence-fit.mjs
import { playGame, resolveOptions } from "@houserules/engine";
import { chanicPanic } from "../dist/index.js";
import { boardCount, stackTotal } from "../dist/rules/cards.js";

const CONFIGS = [
  ["referenceFull", 2, 2000],
  ["referenceFull", 4, 1000],
  ["teams2Full", 4, 1500],
];
const MAX_ROUNDS = 60;
const sigmoid = (x) => 1 / (1 + Math.exp(-x));

/** Rounds until a team reaches 200 Presence at its current rate (as evaluate.ts counts them). */
function rounds(state, team) {
  let presence = 0;
  let gain = 0;
  let living = 0;
  state.players.forEach((p, s) => {
    if (p.team !== team || !p.alive) return;
    presence += p.presence;
    gain += 2 * boardCount(state, s) + stackTotal(state, s);
    living++;
  });
  if (living === 0 || gain === 0) return MAX_ROUNDS;
  return Math.min(MAX_ROUNDS, Math.max(0, 200 - Math.floor(presence / living)) / (gain / living));
}

function materialOnly(state, seat) {
  state.cfg.presence = false;
  const value = chanicPanic.evaluate(state, seat);
  state.cfg.presence = true;
  return value;
}

function positions(preset, players, games) {
  const options = resolveOptions(chanicPanic, { players, preset });
  const rows = [];
  for (let g = 0; g < games; g++) {
    const taken = [];
    let step = 0;
    const onStep = (_, state) => {
      if (++step % 7 !== 0 || chanicPanic.outcome(state) !== null) return;
      const mine = state.players[0].team;
      let theirs = MAX_ROUNDS;
      for (const p of state.players)
        if (p.team !== mine && p.alive) theirs = Math.min(theirs, rounds(state, p.team));
      taken.push({
        material: materialOnly(state, 0),
        estimate: chanicPanic.evaluate(state, 0),
        mine: rounds(state, mine),
        theirs,
      });
    };
    const bots = Array.from({ length: players }, () => chanicPanic.bots.normal());
    const { state } = playGame(chanicPanic, options, `presence-fit/${g}`, bots, { record: false, onStep });
    const { kind, winners } = state.result;
    const won = winners.some((s) => state.players[s].team === state.players[0].team);
    if (kind === "cap" && winners.length > 1 && won) continue; // a draw
    for (const row of taken) rows.push({ ...row, won });
  }
  return rows;
}

function logLoss(rows, estimate) {
  let sum = 0;
  for (const r of rows) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, estimate(r)));
    sum -= Math.log(r.won ? p : 1 - p);
  }
  return sum / rows.length;
}

const race = (weightRounds, scaleRounds) => (r) => {
  const weight = Math.exp(-Math.min(r.mine, r.theirs) / weightRounds);
  return weight * sigmoid((r.theirs - r.mine) / scaleRounds) + (1 - weight) * r.material;
};

for (const [preset, players, games] of CONFIGS) {
  const rows = positions(preset, players, games);
  console.log(
    `${preset} ${players}p, ${games} games, ${rows.length} positions: material only ${logLoss(rows, (r) => r.material).toFixed(3)}, with the race ${logLoss(rows, (r) => r.estimate).toFixed(3)}`,
  );
  const grid = [];
  for (const w of [3, 4, 5, 6, 8, 10])
    for (const s of [0.25, 0.5, 0.75, 1, 1.5]) grid.push([w, s, logLoss(rows, race(w, s))]);
  grid.sort((a, b) => a[2] - b[2]);
  console.log(
    `  best of the grid: ${grid
      .slice(0, 3)
      .map(([w, s, l]) => `e^(-r/${w}), scale ${s}: ${l.toFixed(4)}`)
      .join("; ")}`,
  );
}

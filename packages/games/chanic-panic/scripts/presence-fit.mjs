// The Presence race in `evaluate` (RULES.md, "The search estimate and Presence"): plays games of
// normal bots, takes every seventh position, and prints the log loss of the estimate against the
// game's result for seat 0 (draws left out), with material alone and with the race, then a grid
// of the race's two constants. Usage: node packages/games/chanic-panic/scripts/presence-fit.mjs
import { playGame, resolveOptions } from "@houserules/engine";
import { materialEstimate, presenceRaces, withPresenceRace } from "../dist/evaluate.js";
import { chanicPanic } from "../dist/index.js";

const CONFIGS = [
  ["referenceFull", 2, 2000],
  ["referenceFull", 4, 1000],
  ["teams2Full", 4, 1500],
];

function positions(preset, players, games) {
  const options = resolveOptions(chanicPanic, { players, preset });
  const rows = [];
  for (let g = 0; g < games; g++) {
    const taken = [];
    let step = 0;
    const onStep = (_, state) => {
      if (++step % 7 !== 0 || chanicPanic.outcome(state) !== null) return;
      const { mine, nearest } = presenceRaces(state, 0);
      taken.push({
        material: materialEstimate(state, 0),
        estimate: chanicPanic.evaluate(state, 0),
        mine,
        nearest,
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

const race = (weightRounds, scaleRounds) => (r) =>
  withPresenceRace(r.material, r.mine, r.nearest, weightRounds, scaleRounds);

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

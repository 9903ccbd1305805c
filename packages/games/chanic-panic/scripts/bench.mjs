// Random-bot throughput and the normal bot against random bots (brief §9; issue targets).
// Usage: node packages/games/chanic-panic/scripts/bench.mjs [games] [preset] [players]
import { playGame, resolveOptions } from "@houserules/engine";
import { chanicPanic } from "../dist/index.js";

const games = Number(process.argv[2] ?? 2000);
const preset = process.argv[3] ?? "basic";
const players = Number(process.argv[4] ?? 2);
const random = { name: "random", choose: (ctx) => ctx.legal[ctx.rng.int(ctx.legal.length)] };
const options = resolveOptions(chanicPanic, { players, preset });

let actions = 0;
let capped = 0;
let rounds = 0;
// The machine is shared: the best 250-game batch estimates the rate on one uncontended core.
const BATCH = 250;
let bestBatch = 0;
let batchStart = performance.now();
const t0 = performance.now();
const cpu0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const r = playGame(chanicPanic, options, `bench-${g}`, Array(players).fill(random), { record: false });
  actions += r.actions;
  if (r.outcome.endedByCap) capped++;
  rounds += r.outcome.details.round;
  if ((g + 1) % BATCH === 0) {
    const now = performance.now();
    bestBatch = Math.max(bestBatch, (BATCH * 1000) / (now - batchStart));
    batchStart = now;
  }
}
const secs = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuSecs = (cpu.user + cpu.system) / 1e6;
console.log(
  `random ${preset} ${players}p: ${games} games in ${secs.toFixed(2)}s = ${(games / secs).toFixed(0)} games/s wall, ${(games / cpuSecs).toFixed(0)} games/s per CPU-second, best batch ${bestBatch.toFixed(0)} games/s, ` +
    `${(actions / games).toFixed(1)} actions/game, ${(rounds / games).toFixed(1)} rounds/game, ${capped} capped`,
);

if (process.argv[5] !== "skip-bot") {
  const normal = chanicPanic.bots.normal();
  let wins = 0;
  let draws = 0;
  const n = Math.min(games, 1000);
  for (let g = 0; g < n; g++) {
    const seatOfBot = g % 2;
    const bots = [random, random];
    bots[seatOfBot] = normal;
    const r = playGame(chanicPanic, resolveOptions(chanicPanic, { players: 2, preset }), `vs-${g}`, bots, {
      record: false,
    });
    if (r.outcome.endedByCap) draws++;
    else if (r.outcome.places[seatOfBot] === 1) wins++;
  }
  console.log(
    `normal vs random 1v1 (${preset}): ${wins}/${n} wins (${((100 * wins) / n).toFixed(1)}%), ${draws} draws`,
  );
}

// Random-bot throughput (run after `tsc -b`):
//   node scripts/bench-random.mjs [players] [games] [preset] [warmup]
// Uniform random chooser through the engine's playGame with record:false; reports wall-clock and
// CPU-time rates (the CPU figure is fairer on a shared machine). `warmup` games (default 0) run
// first, unmeasured: with 300 cold games, JIT warm-up is a large part of the figure, so a warm
// figure (e.g. warmup 100, games 2000) shows the steady state a long search runs at.
import { playGame, resolveOptions } from "@houserules/engine";
import { cuntSoul } from "../dist/index.js";

const players = Number(process.argv[2] ?? 4);
const games = Number(process.argv[3] ?? 300);
const preset = process.argv[4] ?? "V12";
const warmup = Number(process.argv[5] ?? 0);
const random = { name: "random", choose: (ctx) => ctx.legal[ctx.rng.int(ctx.legal.length)] };
const options = resolveOptions(cuntSoul, { players, preset });
for (let i = 0; i < warmup; i++)
  playGame(cuntSoul, options, `warmup-${i}`, Array(players).fill(random), { record: false });
let actions = 0;
let capped = 0;
const wall = performance.now();
const cpu = process.cpuUsage();
for (let i = 0; i < games; i++) {
  const result = playGame(cuntSoul, options, `bench-${i}`, Array(players).fill(random), { record: false });
  actions += result.actions;
  if (result.outcome.endedByCap) capped++;
}
const seconds = (performance.now() - wall) / 1000;
const used = process.cpuUsage(cpu);
const cpuSeconds = (used.user + used.system) / 1e6;
console.log(
  JSON.stringify({
    players,
    preset,
    games,
    warmup,
    gamesPerSecond: Math.round(games / seconds),
    gamesPerCpuSecond: Math.round(games / cpuSeconds),
    actionsPerGame: Math.round(actions / games),
    endedByCap: capped,
  }),
);

// Game-only throughput (no match runner): legalActions + apply with a uniform random choice.
import { Rng, resolveOptions } from "@houserules/engine";
import { chanicPanic as g } from "../dist/index.js";

const games = Number(process.argv[2] ?? 3000);
const opts = resolveOptions(g, { players: 2, preset: process.argv[3] ?? "basic" });
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let steps = 0;
for (let i = 0; i < games; i++) {
  const s = g.setup(opts, `raw-${i}`);
  const rng = new Rng(`r${i}`);
  while (g.outcome(s) === null) {
    const seat = g.activeSeats(s)[0];
    const legal = g.legalActions(s, seat);
    g.apply(s, seat, legal[rng.int(legal.length)]);
    steps++;
  }
}
const cpu = process.cpuUsage(cpu0);
const secs = (performance.now() - t0) / 1000;
console.log(
  `${games} games, ${steps} steps: ${(games / secs).toFixed(0)} games/s wall, ${(games / ((cpu.user + cpu.system) / 1e6)).toFixed(0)} per CPU-s`,
);

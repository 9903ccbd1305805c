// The game's own speed without the match runner: node scripts/bench-raw.mjs [players] [games]
import { Rng, resolveOptions } from "@houserules/engine";
import { trouDuCul } from "../dist/index.js";

const players = Number(process.argv[2] ?? 4);
const games = Number(process.argv[3] ?? 20000);
const options = resolveOptions(trouDuCul, { players });
const rng = new Rng("raw");
function run(seed) {
  const state = trouDuCul.setup(options, seed);
  let actions = 0;
  while (trouDuCul.outcome(state) === null) {
    const seat = trouDuCul.activeSeats(state)[0];
    const legal = trouDuCul.legalActions(state, seat);
    trouDuCul.apply(state, seat, legal[rng.int(legal.length)]);
    actions++;
  }
  return actions;
}
for (let i = 0; i < 2000; i++) run(`warm${i}`);
let actions = 0;
const start = performance.now();
const cpuStart = process.cpuUsage();
for (let i = 0; i < games; i++) actions += run(`bench${i}`);
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `${players}p raw: ${Math.round(games / seconds)} games/s wall, ${Math.round(games / cpuSeconds)} games/s per CPU second, ${(actions / games).toFixed(1)} actions/game`,
);

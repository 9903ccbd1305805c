// Random games per second on one core: node packages/games/trou-du-cul/scripts/bench.mjs [players] [games]
// (build first: npx tsc -b packages/games/trou-du-cul)
import { playGame, resolveOptions } from "@houserules/engine";
import { trouDuCul } from "../dist/index.js";

const players = Number(process.argv[2] ?? 4);
const games = Number(process.argv[3] ?? 20000);
const randomBot = { name: "random", choose: ({ legal, rng }) => legal[rng.int(legal.length)] };
const bots = Array.from({ length: players }, () => randomBot);
const options = resolveOptions(trouDuCul, { players });
for (let i = 0; i < 2000; i++) playGame(trouDuCul, options, `warm${i}`, bots, { record: false });
let actions = 0;
const start = performance.now();
const cpuStart = process.cpuUsage();
for (let i = 0; i < games; i++)
  actions += playGame(trouDuCul, options, `bench${i}`, bots, { record: false }).actions;
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `${players}p playGame: ${Math.round(games / seconds)} games/s wall, ${Math.round(games / cpuSeconds)} games/s per CPU second, ${(actions / games).toFixed(1)} actions/game`,
);

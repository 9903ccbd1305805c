// Random-bot throughput and normal-bot-vs-random results (build first: npx tsc -b packages/games/shithead).
// Usage: node packages/games/shithead/scripts/bench.mjs [games=2000] [arenaGames=60]
import { playGame, resolveOptions } from "@houserules/engine";
import { shithead } from "../dist/index.js";

const GAMES = Number(process.argv[2] ?? 2000);
const ARENA = Number(process.argv[3] ?? 60);
const random = { name: "random", choose: (ctx) => ctx.rng.pick(ctx.legal) };

function throughput(preset, players, games) {
  const options = resolveOptions(shithead, { players, preset });
  const bots = Array(players).fill(random);
  for (let g = 0; g < 100; g++) playGame(shithead, options, `warm${g}`, bots, { record: false });
  const start = process.cpuUsage();
  let actions = 0;
  let capped = 0;
  for (let g = 0; g < games; g++) {
    const r = playGame(shithead, options, `bench${g}`, bots, { record: false });
    actions += r.actions;
    if (r.outcome.endedByCap) capped++;
  }
  const used = process.cpuUsage(start);
  const seconds = (used.user + used.system) / 1e6;
  console.log(
    `${preset} ${players}p: ${(games / seconds).toFixed(0)} random games per CPU-second, ` +
      `${(actions / games).toFixed(0)} actions/game, termination rule ${((100 * capped) / games).toFixed(1)}%`,
  );
}

function arena(preset, players, games) {
  const options = resolveOptions(shithead, { players, preset });
  const normal = shithead.bots.normal();
  let wins = 0;
  let last = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const bots = Array.from({ length: players }, (_, s) => (s === seat ? normal : random));
    const r = playGame(shithead, options, `arena${g}`, bots, { record: false });
    if (r.outcome.places[seat] === 1) wins++;
    if (r.outcome.places[seat] === Math.max(...r.outcome.places)) last++;
  }
  console.log(
    `${preset} ${players}p: normal bot wins ${((100 * wins) / games).toFixed(0)}% ` +
      `(random baseline ${(100 / players).toFixed(0)}%), Shit Head ${((100 * last) / games).toFixed(0)}%`,
  );
}

throughput("SH", 4, GAMES);
throughput("CTG", 4, Math.ceil(GAMES / 4));
for (const preset of shithead.presets) arena(preset.id, 3, ARENA);

// Throughput and bot-strength measurements, run on the built package (not part of the suite):
//   npx tsc -b packages/games/cuttlefish && node packages/games/cuttlefish/scripts/measure.mjs [games] [botGames]
import { playGame, resolveOptions } from "@houserules/engine";
import { cuttlefish } from "../dist/index.js";

const randomBot = { name: "random", choose: ({ legal, rng }) => rng.pick(legal) };
const games = Number(process.argv[2] ?? 5000);
const botGames = Number(process.argv[3] ?? 200);

for (const [preset, players] of [
  ["original", 6],
  ["pile4", 4],
  ["eight", 8],
  ["limited", 6],
  ["original", 6],
]) {
  const options = resolveOptions(cuttlefish, { players, preset });
  const bots = Array.from({ length: players }, () => randomBot);
  let actions = 0;
  let capped = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    const r = playGame(cuttlefish, options, `bench/${i}`, bots, { record: false });
    actions += r.actions;
    if (r.outcome.endedByCap) capped++;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  // CPU time is what one core gives when the machine is shared; wall time depends on the load.
  console.log(
    `${preset} ${players}p random: ${(games / seconds).toFixed(0)} games/s wall, ${(games / cpuSeconds).toFixed(0)} games per CPU-second, ${(actions / games).toFixed(1)} actions/game, capped ${capped}`,
  );
}

// A team of normal bots (alternating sides) against random bots, then against easy bots.
for (const [name, opponent] of [
  ["random", () => randomBot],
  ["easy", () => cuttlefish.bots.easy()],
]) {
  const options = resolveOptions(cuttlefish, { players: 6, preset: "original" });
  let wins = 0;
  let draws = 0;
  let capped = 0;
  const start = performance.now();
  for (let i = 0; i < botGames; i++) {
    const normalTeam = i % 2;
    const bots = Array.from({ length: 6 }, (_, s) =>
      s % 2 === normalTeam ? cuttlefish.bots.normal() : opponent(),
    );
    const r = playGame(cuttlefish, options, `strength/${name}/${i}`, bots, { record: false });
    const sets = r.outcome.details.sets;
    if (sets[normalTeam] > sets[1 - normalTeam]) wins++;
    else if (sets[0] === sets[1]) draws++;
    if (r.outcome.endedByCap) capped++;
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `original 6p normal vs ${name}: won ${wins}/${botGames} (${((100 * wins) / botGames).toFixed(1)}%), draws ${draws}, capped ${capped}, ${(botGames / seconds).toFixed(1)} games/s`,
  );
}

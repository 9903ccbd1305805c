// One bot level against random bots, seat rotating: node scripts/arena.mjs [level] [games] [players] [opponent]
// (build first: npx tsc -b packages/games/trou-du-cul)
import { playGame, resolveOptions } from "@houserules/engine";
import { trouDuCul } from "../dist/index.js";

const level = process.argv[2] ?? "normal";
const games = Number(process.argv[3] ?? 2000);
const players = Number(process.argv[4] ?? 4);
const opponentLevel = process.argv[5] ?? "random";
const randomBot = { name: "random", choose: ({ legal, rng }) => legal[rng.int(legal.length)] };
const opponent = opponentLevel === "random" ? randomBot : trouDuCul.bots[opponentLevel]();
const hero = trouDuCul.bots[level]();
const options = resolveOptions(trouDuCul, { players });
let points = 0;
let firsts = 0;
let lasts = 0;
for (let i = 0; i < games; i++) {
  const seat = i % players;
  const bots = Array.from({ length: players }, (_, s) => (s === seat ? hero : opponent));
  const { outcome } = playGame(trouDuCul, options, `arena/${i}`, bots, { record: false });
  const place = outcome.places[seat];
  points += players - place;
  if (place === 1) firsts++;
  if (place === players) lasts++;
}
console.log(
  `${level} vs ${players - 1} ${opponentLevel} (${players}p, ${games} games): mean place ${(players - points / games).toFixed(2)} (random expectation ${((players + 1) / 2).toFixed(2)}), Président ${((100 * firsts) / games).toFixed(1)}%, Trou du cul ${((100 * lasts) / games).toFixed(1)}%`,
);

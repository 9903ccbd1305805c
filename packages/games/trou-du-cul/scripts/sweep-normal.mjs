// The normal bot's weights, one at a time: one seat with changed weights against three opponents,
// every deal played with that seat in each of the four places (first places count).
//   node scripts/sweep-normal.mjs <deals> '{"breakPenalty": [0, 4, 8], ...}' ['{base weights}']
//     ['{opponents' normal weights}' | easy | random]
// Opponents are normal bots with today's weights unless the fourth argument changes them.
// (build first: npx tsc -b packages/games/trou-du-cul)
import { playGame, resolveOptions } from "@houserules/engine";
import { easyBot, NORMAL_PARAMS, normalBot } from "../dist/bot.js";
import { trouDuCul } from "../dist/index.js";

const deals = Number(process.argv[2] ?? 2000);
const grid = JSON.parse(process.argv[3] ?? "{}");
const base = { ...NORMAL_PARAMS, ...JSON.parse(process.argv[4] ?? "{}") };
const opponentsArg = process.argv[5] ?? "{}";
const randomBot = { name: "random", choose: (ctx) => ctx.legal[ctx.rng.int(ctx.legal.length)] };
const opponent =
  opponentsArg === "random"
    ? randomBot
    : opponentsArg === "easy"
      ? easyBot()
      : normalBot({ ...NORMAL_PARAMS, ...JSON.parse(opponentsArg) });
const players = 4;
const options = resolveOptions(trouDuCul, { players });

function firstPlaceShare(params) {
  const hero = normalBot(params);
  let firsts = 0;
  for (let deal = 0; deal < deals; deal++) {
    for (let seat = 0; seat < players; seat++) {
      const bots = Array.from({ length: players }, (_, s) => (s === seat ? hero : opponent));
      const { outcome } = playGame(trouDuCul, options, `sweep/${deal}`, bots, { record: false });
      if (outcome.places[seat] === 1) firsts++;
    }
  }
  return (100 * firsts) / (deals * players);
}

console.log(`base ${JSON.stringify(base)}: ${firstPlaceShare(base).toFixed(2)}% first places (fair 25%)`);
for (const [name, values] of Object.entries(grid)) {
  for (const value of values)
    console.log(`${name} ${value}: ${firstPlaceShare({ ...base, [name]: value }).toFixed(2)}%`);
}

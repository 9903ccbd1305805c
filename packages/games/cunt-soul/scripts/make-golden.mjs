// Regenerates golden/*.replay.json with the normal bot in every seat (run after `tsc -b`, only
// for a deliberate rule change, which also bumps RULES_VERSION).
import { writeFileSync } from "node:fs";
import { playGame, resolveOptions } from "@houserules/engine";
import { cuntSoul } from "../dist/index.js";

const seatsWith = (fields, faceUps) => fields.map((field, i) => ({ field, faceUp: faceUps[i] }));
const games = [
  { name: "v12-4p", players: 4, preset: "V12", seed: "golden-v12" },
  {
    name: "stacked-7-K-8-J",
    players: 4,
    preset: "V12",
    seed: "golden-stacked-1",
    deal: {
      seats: seatsWith(
        ["7H", "KH", "8C", "JD"],
        [
          ["AS", "10S", "2S"],
          ["AD", "10D", "2D"],
          ["AC", "10C", "2C"],
          ["AH", "10H", "2H"],
        ],
      ),
    },
  },
  {
    name: "stacked-3-9-Q-Joker-v13",
    players: 4,
    preset: "V13",
    seed: "golden-stacked-2",
    deal: {
      seats: seatsWith(
        ["3S", "9C", "QH", "JK"],
        [
          ["KS", "10S", "2S"],
          ["KD", "10D", "2D"],
          ["KC", "10C", "2C"],
          ["KH", "10H", "2H"],
        ],
      ),
    },
  },
  {
    name: "stacked-6-10-A-5-v11style",
    players: 4,
    preset: "V11Style",
    seed: "golden-stacked-3",
    deal: {
      seats: seatsWith(
        ["6S", "10C", "AH", "5D"],
        [
          ["KS", "QS", "2S"],
          ["KD", "QD", "2D"],
          ["KC", "QC", "2C"],
          ["KH", "QH", "2H"],
        ],
      ),
    },
  },
  { name: "v12-2p", players: 2, preset: "V12", seed: "golden-2p" },
  { name: "v12-6p-two-decks", players: 6, preset: "V12", seed: "golden-6p" },
];
for (const g of games) {
  const options = resolveOptions(cuntSoul, {
    players: g.players,
    preset: g.preset,
    options: g.deal ? { deal: g.deal } : {},
  });
  const bots = Array.from({ length: g.players }, () => cuntSoul.bots.normal());
  const result = playGame(cuntSoul, options, g.seed, bots);
  writeFileSync(
    new URL(`../golden/${g.name}.replay.json`, import.meta.url),
    `${JSON.stringify(result.replay)}\n`,
  );
  console.log(
    g.name,
    result.actions,
    "actions",
    JSON.stringify(result.outcome.places),
    result.outcome.endedByCap ? "capped" : "",
  );
}

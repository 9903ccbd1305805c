// Records the golden replays (golden/*.replay.json) with normal bots; run after a deliberate rule
// change (bump rulesVersion):  npx tsc -b packages/games/cuttlefish && node packages/games/cuttlefish/scripts/golden.mjs
import { writeFileSync } from "node:fs";
import { playGame, resolveOptions } from "@houserules/engine";
import { cuttlefish } from "../dist/index.js";

const randomBot = { name: "random", choose: ({ legal, rng }) => rng.pick(legal) };
const tables = [
  { file: "pile4-normal", players: 4, preset: "pile4", options: {}, random: [] },
  { file: "original-normal", players: 6, preset: "original", options: {}, random: [] },
  { file: "eight-normal", players: 8, preset: "eight", options: {}, random: [] },
  { file: "original-memory-mixed", players: 6, preset: "memory", options: {}, random: [1, 5] },
  {
    file: "eightEven-limited-strict",
    players: 8,
    preset: "eightEven",
    options: { declarationTiming: "ownTurn", strictDeclarations: true },
    random: [],
  },
];
for (const t of tables) {
  const options = resolveOptions(cuttlefish, { players: t.players, preset: t.preset, options: t.options });
  const bots = Array.from({ length: t.players }, (_, s) =>
    t.random.includes(s) ? randomBot : cuttlefish.bots.normal(),
  );
  const result = playGame(cuttlefish, options, `golden/${t.file}`, bots);
  writeFileSync(
    new URL(`../golden/${t.file}.replay.json`, import.meta.url),
    `${JSON.stringify(result.replay, null, 1)}\n`,
  );
  console.log(t.file, result.actions, "actions", JSON.stringify(result.outcome.details));
}

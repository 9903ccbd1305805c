// Records the golden replays (normal bots, fixed seeds): node packages/games/chanic-panic/scripts/make-golden.mjs
import { writeFileSync } from "node:fs";
import { playGame, resolveOptions } from "@houserules/engine";
import { chanicPanic } from "../dist/index.js";

const cases = [
  { file: "1v1", preset: "app1v1", players: 2, seed: "golden-1v1" },
  { file: "1v1v1", preset: "app1v1v1", players: 3, seed: "golden-1v1v1" },
  { file: "2v2", preset: "app2v2", players: 4, seed: "golden-2v2" },
  { file: "reference-2v2-stack-presence", preset: "teams2Full", players: 4, seed: "golden-full" },
];
for (const c of cases) {
  const options = resolveOptions(chanicPanic, { players: c.players, preset: c.preset });
  const bots = Array.from({ length: c.players }, () => chanicPanic.bots.normal());
  const result = playGame(chanicPanic, options, c.seed, bots);
  writeFileSync(
    new URL(`../golden/${c.file}.replay.json`, import.meta.url),
    `${JSON.stringify(result.replay, null, 1)}\n`,
  );
  console.log(c.file, result.actions, "actions", JSON.stringify(result.outcome));
}

// Records the golden replays, one per preset (normal bots, 3 players, fixed seeds); build first:
// npx tsc -b && node packages/games/shithead/scripts/make-golden.mjs
import { writeFileSync } from "node:fs";
import { playGame, resolveOptions } from "@houserules/engine";
import { shithead } from "../dist/index.js";

const PLAYERS = 3;
for (const preset of shithead.presets) {
  const options = resolveOptions(shithead, { players: PLAYERS, preset: preset.id });
  const bots = Array.from({ length: PLAYERS }, () => shithead.bots.normal());
  const result = playGame(shithead, options, `golden-${preset.id}`, bots);
  const file = preset.id.replace(/[^A-Za-z0-9]/g, "");
  writeFileSync(
    new URL(`../golden/${file}.replay.json`, import.meta.url),
    `${JSON.stringify(result.replay)}\n`,
  );
  console.log(file, result.actions, "actions", JSON.stringify(result.outcome));
}

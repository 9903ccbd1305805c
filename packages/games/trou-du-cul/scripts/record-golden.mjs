// Records the golden replays (golden/*.replay.json): node scripts/record-golden.mjs
// Run only after a deliberate rule change (bump rulesVersion first); test/golden.test.ts replays them.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { playGame, resolveOptions } from "@houserules/engine";
import { trouDuCul } from "../dist/index.js";

const here = new URL("../golden/", import.meta.url);
const normal = trouDuCul.bots.normal();
const easy = trouDuCul.bots.easy();
const hash = (state) => createHash("sha256").update(JSON.stringify(state)).digest("hex");

function record(name, options, seed, bots, want = () => true) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const s = attempt === 0 ? seed : `${seed}-${attempt}`;
    const result = playGame(trouDuCul, options, s, bots);
    if (!want(result)) continue;
    const replay = { ...result.replay, stateHash: hash(result.state) };
    writeFileSync(new URL(`${name}.replay.json`, here), `${JSON.stringify(replay, null, 1)}\n`);
    console.log(`${name}: seed ${s}, ${result.actions} actions, places ${result.outcome.places}`);
    return result;
  }
  throw new Error(`no game matched for ${name}`);
}

const has = (type) => (result) => result.replay.actions.some((step) => step.action.type === type);

record("2p-classic", resolveOptions(trouDuCul, { players: 2 }), "golden-2p", [normal, easy]);
record(
  "3p-table-swaps",
  resolveOptions(trouDuCul, { players: 3 }),
  "golden-3p",
  [normal, easy, normal],
  has("tableSwap"),
);
const first = record("4p-classic", resolveOptions(trouDuCul, { players: 4 }), "golden-4p", [
  normal,
  easy,
  normal,
  easy,
]);
const second = trouDuCul.nextGameOptions(first.state);
record(
  "4p-game2-exchange",
  resolveOptions(trouDuCul, { options: second }),
  "golden-4p-game2",
  [normal, easy, normal, easy],
  has("returnCards"),
);

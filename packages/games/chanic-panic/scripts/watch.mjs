// Prints a normal-bot game as the log a spectator would read (development aid).
// Usage: node packages/games/chanic-panic/scripts/watch.mjs [seed] [preset] [players] [maxLines]
import { playGame, resolveOptions } from "@houserules/engine";
import { chanicPanic as g } from "../dist/index.js";

const [seed = "watch", preset = "app1v1", players = "2", max = "80"] = process.argv.slice(2);
const options = resolveOptions(g, { players: Number(players), preset });
const lines = [];
const r = playGame(
  g,
  options,
  seed,
  Array.from({ length: Number(players) }, () => g.bots.normal()),
  {
    onStep: (step) => {
      for (const e of step.events) lines.push(g.describeEvent(e, null));
    },
  },
);
console.log(lines.slice(0, Number(max)).join("\n"));
console.log("...");
console.log(g.describeView(g.view(r.state, null), null));
console.log(JSON.stringify(r.outcome));

// Times the shared conformance kit per configuration (development aid).
import { resolveOptions } from "@houserules/engine";
import { runConformance } from "@houserules/engine/conformance";
import { chanicPanic as g } from "../dist/index.js";

for (const [preset, players] of [
  ["basic", 2],
  ["basic", 10],
  ["referenceBase", 10],
  ["teams2Full", 10],
]) {
  const options = resolveOptions(g, { players, preset });
  let t = performance.now();
  runConformance(g, options, { games: 20, deepGames: 0 });
  const fast = performance.now() - t;
  t = performance.now();
  runConformance(g, options, { games: 0, deepGames: 1 });
  console.log(
    preset,
    players,
    `20 fast: ${fast.toFixed(0)}ms, 1 deep: ${(performance.now() - t).toFixed(0)}ms`,
  );
}

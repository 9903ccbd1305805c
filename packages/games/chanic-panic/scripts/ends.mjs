// Random games with special abilities always end (issue 7): counts endings by kind per preset and
// player count. Usage: node packages/games/chanic-panic/scripts/ends.mjs [games per config]
import { playGame, resolveOptions } from "@houserules/engine";
import { chanicPanic } from "../dist/index.js";

const games = Number(process.argv[2] ?? 200);
const random = { name: "random", choose: (ctx) => ctx.legal[ctx.rng.int(ctx.legal.length)] };
for (const preset of ["standard", "referenceFull", "appAbilities"]) {
  for (const players of [2, 3, 4, 6, 10]) {
    const options = resolveOptions(chanicPanic, { players, preset });
    const kinds = {};
    let actions = 0;
    for (let g = 0; g < games; g++) {
      const r = playGame(
        chanicPanic,
        options,
        `ends-${preset}-${players}-${g}`,
        Array(players).fill(random),
        {
          record: false,
        },
      );
      const kind = r.outcome.endedByCap ? "cap" : "finished";
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      actions += r.actions;
    }
    console.log(
      `${preset} ${players}p: ${games} games, ${JSON.stringify(kinds)}, ${(actions / games).toFixed(0)} actions/game`,
    );
  }
}

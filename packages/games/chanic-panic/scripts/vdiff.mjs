// Dev check: for random playouts, every seat's view must survive determinize unchanged; prints the
// first differing path. Usage: node packages/games/chanic-panic/scripts/vdiff.mjs [preset] [players]
import { Rng, resolveOptions } from "@houserules/engine";
import { chanicPanic as g } from "../dist/index.js";

const preset = process.argv[2] ?? "standard",
  players = Number(process.argv[3] ?? 2);
for (let gi = 0; gi < 30; gi++) {
  const opts = resolveOptions(g, { players, preset });
  const st = g.setup(opts, "s" + gi);
  const rng = new Rng("r" + gi);
  for (let step = 0; step < 3000 && g.outcome(st) === null; step++) {
    for (let seat = 0; seat < players; seat++) {
      const v = g.view(st, seat);
      const d = g.determinize(JSON.parse(JSON.stringify(v)), seat, new Rng("d" + step));
      const v2 = g.view(d, seat);
      const a = JSON.stringify(v),
        b = JSON.stringify(v2);
      if (a !== b) {
        const ka = JSON.parse(a),
          kb = JSON.parse(b);
        const diff = (x, y, path) => {
          if (JSON.stringify(x) === JSON.stringify(y)) return;
          if (typeof x !== "object" || x === null || y === null) {
            console.log(path, JSON.stringify(x), JSON.stringify(y));
            return;
          }
          for (const k of new Set([...Object.keys(x), ...Object.keys(y ?? {})]))
            diff(x[k], y?.[k], path + "." + k);
        };
        diff(ka, kb, "");
        console.log("game", gi, "step", step);
        process.exit(1);
      }
    }
    const seat = g.activeSeats(st)[0];
    const legal = g.legalActions(st, seat);
    g.apply(st, seat, rng.pick(legal));
  }
}
console.log("ok");

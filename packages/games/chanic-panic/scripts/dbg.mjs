import { Rng, resolveOptions } from "@houserules/engine";
import { chanicPanic as g } from "/work/main/packages/games/chanic-panic/dist/index.js";

const preset = process.argv[2] ?? "referenceBase",
  players = Number(process.argv[3] ?? 4);
const opts = resolveOptions(g, { players, preset });
for (let i = 0; i < 300; i++) {
  const s = g.setup(opts, "d" + i);
  const rng = new Rng("r" + i);
  let last = null;
  while (!g.outcome(s)) {
    const seat = g.activeSeats(s)[0];
    const legal = g.legalActions(s, seat);
    if (legal.length === 0) {
      console.log(
        "EMPTY",
        i,
        seat,
        JSON.stringify(last),
        JSON.stringify(s.pending),
        s.phase,
        s.turnSeat,
        s.turnActions,
      );
      process.exit(0);
    }
    const a = rng.pick(legal);
    last = a;
    g.apply(s, seat, a);
  }
}
console.log("ok");

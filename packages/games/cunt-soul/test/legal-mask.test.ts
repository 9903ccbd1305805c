import { Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { legalValueMask } from "../src/rules/legal-mask.js";
import { LEGAL, verdict } from "../src/rules/legality.js";
import { Phase } from "../src/state.js";
import { JOKER_V, TWO } from "../src/values.js";

describe("legal value mask (the table-driven CS-30 of the legal lists)", () => {
  it("CS-30: agrees with verdict for every value at every play decision of random games", () => {
    let checked = 0;
    for (const preset of ["V12", "V13", "V11Style"])
      for (const players of [2, 4, 6]) {
        const options = resolveOptions(cuntSoul, { players, preset });
        const s = cuntSoul.setup(options, `mask-${preset}-${players}`);
        const rng = new Rng(`mask-${preset}-${players}`);
        while (cuntSoul.outcome(s) === null) {
          const seat = cuntSoul.activeSeats(s)[0];
          if (s.t.phase === Phase.PLAY) {
            const mask = legalValueMask(s);
            for (let v = TWO; v <= JOKER_V; v++)
              expect(((mask >> v) & 1) === 1, `value ${v}`).toBe(verdict(s, v) === LEGAL);
            checked++;
          }
          const legal = cuntSoul.legalActions(s, seat);
          cuntSoul.apply(s, seat, legal[rng.int(legal.length)]);
        }
      }
    expect(checked).toBeGreaterThan(1000);
  });
});

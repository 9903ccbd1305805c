// SH-1: card ids are the engine's format (`c` + a 32-bit draw in base 36, 7 digits), built faster.

import { newCardId, seedRng } from "@houserules/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { idFor, newId } from "../src/ids.js";

const reference = (x: number) => `c${x.toString(36).padStart(7, "0")}`;

describe("SH-1 card ids", () => {
  it("SH-1: an id is `c` and the draw in base 36, padded to 7 digits, at every edge of the range", () => {
    for (const x of [
      0,
      1,
      35,
      36,
      1295,
      1296,
      36 ** 6 - 1,
      36 ** 6,
      2 ** 27,
      2 ** 31 - 1,
      2 ** 31,
      2 ** 32 - 1,
    ]) {
      expect(idFor(x)).toBe(reference(x));
    }
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (x) => idFor(x) === reference(x)));
  });

  it("SH-1: newId draws the same ids as the engine's newCardId from the same generator", () => {
    const mine = seedRng("ids");
    const engine = seedRng("ids");
    for (let k = 0; k < 10_000; k++) expect(newId(mine)).toBe(newCardId(engine));
  });
});

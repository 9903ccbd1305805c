import { Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { BIT_OF, HAND_GROUPS, HAND_VALUES, indexHand, SYN_OF } from "../src/rules/hand-index.js";
import { JOKER_V } from "../src/values.js";

const VALUES = JOKER_V + 1;

/** The index a hand should have, walked from scratch. */
function walked(hand: readonly number[]): { values: number; groups: number[] } {
  const groups = new Array<number>(VALUES).fill(0);
  let values = 0;
  for (const c of hand) {
    values |= 1 << SYN_OF[c];
    groups[SYN_OF[c]] |= BIT_OF[c];
  }
  return { values, groups };
}

describe("hand index (the play step's groups kept beside the state)", () => {
  it("matches a fresh walk of every hand after every action, with two states sharing the slots", () => {
    let checked = 0;
    const configs = [
      { players: 4, preset: "V12" },
      { players: 6, preset: "V13" },
      { players: 3, preset: "V11Style", options: { deckCount: "2", fiveField: "peek" } },
    ];
    for (const cfg of configs) {
      const options = resolveOptions(cuntSoul, cfg);
      // Two copies of one game played in step: their hands compete for the same seat slots.
      const a = cuntSoul.setup(options, `index-${cfg.preset}`);
      const b = cuntSoul.setup(options, `index-${cfg.preset}`);
      const rng = new Rng(`index-${cfg.preset}`);
      while (cuntSoul.outcome(a) === null) {
        const seat = cuntSoul.activeSeats(a)[0];
        const legal = cuntSoul.legalActions(a, seat);
        const action = legal[rng.int(legal.length)];
        cuntSoul.apply(a, seat, action, true);
        if (rng.int(3) === 0) cuntSoul.legalActions(b, cuntSoul.activeSeats(b)[0]);
        cuntSoul.apply(b, seat, action);
        // Mostly `a`, so its slots follow its moves in place; now and then `b` takes them over.
        for (const s of rng.int(5) === 0 ? [b, a] : [a])
          for (let i = 0; i < s.seats.length; i++) {
            const want = walked(s.seats[i].hand);
            const slot = indexHand(i, s.seats[i].hand);
            expect(HAND_VALUES[slot]).toBe(want.values);
            expect(Array.from(HAND_GROUPS.subarray(slot * VALUES, slot * VALUES + VALUES))).toEqual(
              want.groups,
            );
            checked++;
          }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

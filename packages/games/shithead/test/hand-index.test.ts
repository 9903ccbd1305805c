// The hands by rank kept in the state (state.ts: handRanks): every path that builds or changes a
// hand (deal, custom deal, play, pickup, draw, switch, Gambits, face-up choice, clone,
// determinize) leaves each seat's index equal to one built afresh from its hand.

import { Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { ShState } from "../src/index.js";
import { HAND_RANK_CARDS, HAND_RANK_MASK, HAND_RANK_STRIDE } from "../src/state.js";
import { legal, position, shithead } from "./helpers.js";

/** The index of a hand, built from scratch (rank: jokers 14, else the low four bits). */
function expectedIndex(hand: readonly number[], size: number): number[] {
  const x = new Array<number>(size).fill(0);
  for (const c of hand) {
    const r = ((c >> 4) & 7) === 4 ? 14 : c & 15;
    x[HAND_RANK_CARDS + r * HAND_RANK_STRIDE + x[r]] = c;
    x[r]++;
    x[HAND_RANK_MASK] |= 1 << r;
  }
  return x;
}

function expectIndexed(s: ShState): void {
  for (let p = 0; p < s.hands.length; p++) {
    expect(s.handRanks[p]).toEqual(expectedIndex(s.hands[p], s.handRanks[p].length));
  }
}

describe("hands by rank in the state", () => {
  for (const preset of ["SH", "CTG", "CTR&B", "CTSR"]) {
    it(`${preset}: after every step of random games, and in clones and determinized worlds`, () => {
      const o = resolveOptions(shithead, { players: 4, preset });
      for (let g = 0; g < 4; g++) {
        const s = shithead.setup(o, `index-${g}`);
        const rng = new Rng(`r${g}`);
        expectIndexed(s);
        for (let k = 0; k < 400 && shithead.outcome(s) === null; k++) {
          const seat = shithead.activeSeats(s)[0];
          shithead.apply(s, seat, rng.pick(legal(s, seat)));
          expectIndexed(s);
          if (k % 41 === 0) {
            const copy = shithead.clone(s);
            expect(copy.handRanks).toEqual(s.handRanks);
            expect(copy.handRanks[0]).not.toBe(s.handRanks[0]);
            const view = shithead.view(s, seat);
            expect(JSON.stringify(view)).not.toContain("handRanks");
            expectIndexed(shithead.determinize(JSON.parse(JSON.stringify(view)), seat, new Rng(`w${k}`)));
          }
        }
      }
    });
  }

  it("a custom deal is indexed as dealt", () => {
    const s = position("CTG", [{ hand: ["5C", "5D", "2C", "AS", "JK"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["4D"],
    });
    expectIndexed(s);
    expect(s.handRanks[0][HAND_RANK_MASK]).toBe((1 << 5) | (1 << 2) | (1 << 1) | (1 << 14));
  });
});

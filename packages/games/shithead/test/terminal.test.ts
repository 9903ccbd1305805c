// SH-10 for a person at a terminal: moves read with card faces, never opaque ids, and parse back.

import { Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { shithead } from "./helpers.js";

const PRESETS = ["SH", "CT", "CTG", "CTR&B"];

describe("terminal notation", () => {
  it("SH-10: every legal move is shown by card face, describes its cards and parses back to the same move", () => {
    for (const preset of PRESETS) {
      const options = resolveOptions(shithead, { players: 3, preset });
      for (let game = 0; game < 3; game++) {
        const state = shithead.setup(options, `terminal/${preset}/${game}`);
        const rng = new Rng(`terminal/${preset}/${game}/chooser`);
        const idPattern = new RegExp(`\\b(${state.ids.filter(Boolean).join("|")})\\b`);
        for (let step = 0; step < 150 && shithead.outcome(state) === null; step++) {
          const seat = shithead.activeSeats(state)[0];
          const view = shithead.view(state, seat);
          const legal = shithead.legalActions(state, seat);
          for (const action of legal) {
            const typed = shithead.formatActionFor?.(action, view) ?? "";
            expect(typed).not.toMatch(idPattern);
            expect(shithead.describeAction(action, seat, view)).not.toMatch(/\d+ cards?\b|\bc[0-9a-z]{7}\b/);
            const parsed = shithead.parseAction(typed, state, seat);
            const viaParsed = shithead.clone(state);
            shithead.apply(viaParsed, seat, parsed);
            const viaListed = shithead.clone(state);
            shithead.apply(viaListed, seat, action);
            // Equal cards may differ by id only, so compare what the player sees: the table by face.
            expect(shithead.describeView(shithead.view(viaParsed, seat), seat)).toBe(
              shithead.describeView(shithead.view(viaListed, seat), seat),
            );
          }
          shithead.apply(state, seat, rng.pick(legal));
        }
      }
    }
  });
});

import { Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { normalBot } from "../src/bot.js";
import type { Knowledge } from "../src/knowledge.js";
import { type CuttlefishState, cloneSource } from "../src/state.js";
import { buildKnowledge, inputFromState, seatKnowledge } from "../src/tracking.js";
import { takeViewTracker, trackInputFromView } from "../src/view.js";
import { cuttlefish, optionsFor } from "./helpers.js";

const facts = (k: Knowledge) => ({ poss: k.poss, count: k.count, facts: k.facts, consistent: k.consistent });

/** One normal-bot action of the seat to act. */
function step(state: CuttlefishState, bot: ReturnType<typeof normalBot>, rng: Rng): void {
  const seat = cuttlefish.activeSeats(state)[0];
  const legal = cuttlefish.legalActions(state, seat);
  const action = bot.choose({ view: cuttlefish.view(state, seat), seat, legal, rng });
  cuttlefish.apply(state, seat, action, true);
}

describe("section 9 (knowledge): the trackers' shortcuts are the trackers built from scratch", () => {
  it("a clone's tracker, started from its source's, equals one built from the clone's own hand and log", () => {
    for (const players of [4, 6, 8]) {
      const rng = new Rng(`clone-tracker-${players}`);
      const bot = normalBot();
      const state = cuttlefish.setup(optionsFor(players), `clone-tracker-${players}`);
      for (let n = 0; cuttlefish.outcome(state) === null && n < 400; n++) {
        if (n % 25 === 0) {
          const copy = cuttlefish.clone(state);
          for (let i = 0; i < 12 && cuttlefish.outcome(copy) === null; i++) step(copy, bot, rng);
          // A clone of a clone starts from the first state of the line (no chain of clones is kept).
          const second = cuttlefish.clone(copy);
          expect(cloneSource(second)).toBe(state);
          for (let i = 0; i < 6 && cuttlefish.outcome(second) === null; i++) step(second, bot, rng);
          for (const clone of [copy, second])
            for (let seat = 0; seat < players; seat++)
              for (const deep of [false, true])
                expect(facts(seatKnowledge(clone, seat, deep))).toEqual(
                  facts(buildKnowledge(inputFromState(clone, seat), deep)),
                );
        }
        step(state, bot, rng);
      }
    }
  });

  it("the tracker behind a view's notes is the one its seat's bot would build from the view, for that seat only", () => {
    const rng = new Rng("view-tracker");
    const bot = normalBot();
    const state = cuttlefish.setup(optionsFor(6), "view-tracker");
    for (let n = 0; cuttlefish.outcome(state) === null && n < 300; n++) {
      if (n % 20 === 0) {
        for (let seat = 0; seat < 6; seat++) {
          const view = cuttlefish.view(state, seat);
          expect(takeViewTracker(view, (seat + 1) % 6)).toBeUndefined();
          const handed = takeViewTracker(view, seat);
          expect(handed).toBeDefined();
          expect(facts(handed as Knowledge)).toEqual(
            facts(buildKnowledge(trackInputFromView(view, seat), false)),
          );
          // Handed over once: a second reader builds its own.
          expect(takeViewTracker(view, seat)).toBeUndefined();
        }
      }
      step(state, bot, rng);
    }
  });
});

import { Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { CuttlefishAction } from "../src/actions.js";
import { normalBot, searchActions } from "../src/bot.js";
import { CARDS_PER_SET } from "../src/cards.js";
import type { Knowledge } from "../src/knowledge.js";
import { recall } from "../src/recall.js";
import { type CuttlefishState, OUT } from "../src/state.js";
import { buildKnowledge, inputFromState } from "../src/tracking.js";
import { type CuttlefishView, trackInputFromView } from "../src/view.js";
import { cuttlefish, declare, optionsFor, PROVING_HITS, position, provenCrabsTable } from "./helpers.js";

const facts = (k: Knowledge) => ({ poss: k.poss, count: k.count, facts: k.facts, consistent: k.consistent });

/** The same position with the whole log shown (what a seat that watched every action knows). */
function withFullLog(state: CuttlefishState): CuttlefishState {
  const copy = cuttlefish.clone(state);
  copy.config = { ...copy.config, lastAsk: false };
  return copy;
}

/**
 * Plays a game as a table would, each decision's view passed through recall for its seat (as a
 * search bot's memory is fed); `check` sees every recalled view. Moves: normal's, or a random
 * ask a third of the time (often a sure miss).
 */
function playRecalling(
  state: CuttlefishState,
  seed: string,
  check: (recalled: CuttlefishView, seat: number, legal: CuttlefishAction[]) => void,
): number {
  const rng = new Rng(seed);
  const bot = normalBot();
  const earlier = new Map<number, CuttlefishView>();
  let steps = 0;
  for (; cuttlefish.outcome(state) === null && steps < 1000; steps++) {
    const seat = cuttlefish.activeSeats(state)[0];
    const legal = cuttlefish.legalActions(state, seat);
    const view = cuttlefish.view(state, seat);
    const recalled = recall(view, seat, earlier.get(seat));
    earlier.set(seat, recalled);
    check(recalled, seat, legal);
    const asks = legal.filter((a) => a.type === "ask");
    const action =
      asks.length > 0 && rng.float() < 1 / 3
        ? asks[rng.int(asks.length)]
        : bot.choose({ view, seat, legal, rng });
    cuttlefish.apply(state, seat, action, true);
  }
  return steps;
}

describe("recall: a search bot's memory of the log under CF-7 lastAsk", () => {
  it("CF-7: under the default full log a view comes back as it is", () => {
    const state = cuttlefish.setup(optionsFor(6), "recall-full");
    const view = cuttlefish.view(state, 2);
    expect(recall(view, 2, undefined)).toBe(view);
  });

  it("CF-7 (lastAsk), CF-14 anytime: a seat polled after every action remembers the whole log, so its tracker and its one pass (CF-30) are those of the full log", () => {
    for (const players of [4, 6, 8]) {
      const state = cuttlefish.setup(optionsFor(players, { logVisibility: "lastAsk" }), `recall-${players}`);
      let fromDeal = 0;
      let asks = 0;
      let narrowed = 0;
      const steps = playRecalling(state, `recall-${players}`, (recalled, seat, legal) => {
        expect(recalled.log.length).toBeLessThanOrEqual(2);
        if (!recalled.remembered?.fromDeal) return;
        fromDeal++;
        const full = withFullLog(state);
        if (fromDeal % 10 === 0)
          expect(facts(buildKnowledge(trackInputFromView(recalled, seat), true))).toEqual(
            facts(buildKnowledge(inputFromState(full, seat), true)),
          );
        if (!legal.some((a) => a.type === "ask")) return;
        asks++;
        const fullView = cuttlefish.view(full, seat);
        const kept = searchActions(recalled, seat, legal);
        const asksOf = (actions: readonly CuttlefishAction[]) => actions.filter((a) => a.type === "ask");
        expect(asksOf(kept)).toEqual(asksOf(searchActions(fullView, seat, legal)));
        if (asksOf(kept).length < asksOf(legal).length) narrowed++;
      });
      // Every decision here (two declarations in one poll would hide the first from the asker).
      expect(fromDeal).toBe(steps);
      expect(asks).toBeGreaterThan(10);
      expect(narrowed).toBeGreaterThan(0);
    }
  });

  it("CF-7 (lastAsk), CF-14 ownTurn: with gaps (no polls) it starts again from the present and never rules out a card's real holder", () => {
    const state = cuttlefish.setup(
      optionsFor(6, { logVisibility: "lastAsk", declarationTiming: "ownTurn" }),
      "recall-gaps",
    );
    let gaps = 0;
    playRecalling(state, "recall-gaps", (recalled, seat) => {
      const remembered = recalled.remembered;
      expect(remembered).toBeDefined();
      if (!remembered?.fromDeal) gaps++;
      const k = buildKnowledge(trackInputFromView(recalled, seat), true);
      for (let card = 0; card < state.owner.length; card++) {
        const owner = state.owner[card];
        if (owner !== OUT && k.poss[card] !== 0) expect(k.poss[card] & (1 << owner)).not.toBe(0);
      }
      expect(k.consistent).toBe(true);
    });
    expect(gaps).toBeGreaterThan(0);
  });

  it("CF-7 (lastAsk): a view of a game already under way (custom deal with asks made) starts from the present; another game's memory is not carried over", () => {
    const options = { logVisibility: "lastAsk" };
    const midGame = position(6, { hands: {}, asks: 40 }, options);
    const first = recall(cuttlefish.view(midGame, 0), 0, undefined);
    expect(first.remembered).toEqual({ log: [], fromDeal: false });

    const fresh = cuttlefish.setup(optionsFor(6, options), "recall-fresh");
    const start = recall(cuttlefish.view(fresh, 0), 0, undefined);
    expect(start.remembered?.fromDeal).toBe(true);
    // The mid-game view after the fresh game's memory: not the same game, so nothing carries over.
    expect(recall(cuttlefish.view(midGame, 0), 0, start).remembered).toEqual({ log: [], fromDeal: false });
  });

  it("CF-7 (lastAsk): declarations it did not see (two in one poll) leave what it knew of the live sets, as no card moved", () => {
    const state = provenCrabsTable({ logVisibility: "lastAsk" });
    let memory = recall(cuttlefish.view(state, 1), 1, undefined);
    for (const hit of PROVING_HITS) {
      cuttlefish.apply(state, 3, hit);
      memory = recall(cuttlefish.view(state, 1), 1, memory);
    }
    const crabs = (view: CuttlefishView) =>
      buildKnowledge(trackInputFromView(view, 1), true).poss.slice(0, CARDS_PER_SET);
    const proven = [1 << 1, 1 << 1, 1 << 3, 1 << 3, 1 << 3, 1 << 3];
    expect(crabs(memory)).toEqual(proven);
    // Unseen by seat 1: seat 5 declares jellyfish, then seat 4 narwhal; only the second shows.
    cuttlefish.apply(state, 5, declare("jellyfish", [5, 5, 5, 5, 5, 5]));
    cuttlefish.apply(state, 4, declare("narwhal", [4, 4, 4, 4, 4, 4]));
    const view = cuttlefish.view(state, 1);
    expect(view.log.filter((e) => e.kind === "declare")).toHaveLength(1);
    const after = recall(view, 1, memory);
    expect(after.remembered?.fromDeal).toBe(false);
    expect(crabs(after)).toEqual(proven);
    // Without what it knew, the present alone places only its own crabs.
    expect(crabs(recall(view, 1, undefined))).not.toEqual(proven);
    expect(buildKnowledge(trackInputFromView(after, 1), true).consistent).toBe(true);
  });

  it("recall changes neither the view nor the earlier memory it is given", () => {
    const earlier = new Map<number, CuttlefishView>();
    const rng = new Rng("recall-pure-2");
    const bot = normalBot();
    const again = cuttlefish.setup(optionsFor(6, { logVisibility: "lastAsk" }), "recall-pure");
    for (let i = 0; i < 200 && cuttlefish.outcome(again) === null; i++) {
      const seat = cuttlefish.activeSeats(again)[0];
      const legal = cuttlefish.legalActions(again, seat);
      const view = cuttlefish.view(again, seat);
      const before = JSON.stringify([view, earlier.get(seat)]);
      const recalled = recall(view, seat, earlier.get(seat));
      expect(JSON.stringify([view, earlier.get(seat)])).toBe(before);
      expect(recall(view, seat, earlier.get(seat))).toEqual(recalled);
      earlier.set(seat, recalled);
      cuttlefish.apply(again, seat, bot.choose({ view, seat, legal, rng }), true);
    }
  });
});

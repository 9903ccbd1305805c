// The view's log is the recent part of the public log (the whole game is the server's event log or
// the replay): nothing in the game, the bots or determinize reads more of it than a table shows.

import { Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { TdcState } from "../src/state.js";
import type { TdcView } from "../src/view.js";
import { game, optionsFor } from "./helpers.js";

/** A 5-player game walked with random moves until its public log is long. */
function longGame(): TdcState {
  const rng = new Rng("long-log");
  const state = game.setup(optionsFor(5), "long-log");
  while (game.outcome(state) === null && state.log.length < 60) {
    const seat = game.activeSeats(state)[0];
    const legal = game.legalActions(state, seat);
    game.apply(state, seat, legal[rng.int(legal.length)]);
  }
  return state;
}

describe("§2 the view's log is the recent part", () => {
  it("§2, §9: bots and determinize answer the same whether the view's log is whole, recent or empty", () => {
    const state = longGame();
    expect(game.outcome(state)).toBeNull();
    const seat = game.activeSeats(state)[0];
    const view = game.view(state, seat);
    expect(view.log.length).toBeLessThan(state.log.length);
    const legal = game.legalActions(state, seat);
    const withLog = (log: TdcView["log"]): TdcView => ({ ...view, log });
    for (const bot of [game.bots.normal!(), game.bots.easy!()]) {
      const choose = (v: TdcView) => bot.choose({ view: v, seat, legal, rng: new Rng("same") });
      expect(choose(withLog([]))).toEqual(choose(view));
    }
    const world = (v: TdcView) => {
      const w = game.determinize(v, seat, new Rng("world"));
      return { ...w, log: [] };
    };
    expect(world(withLog([]))).toEqual(world(view));
    // The world plays on exactly as the real game would from the seat's point of view.
    const sampled = game.determinize(withLog([]), seat, new Rng("world"));
    expect(game.legalActions(sampled, seat)).toEqual(legal);
  });
});

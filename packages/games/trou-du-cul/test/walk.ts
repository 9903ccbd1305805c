// Seeded random walks through whole games (and game 2 of a series) for property tests.

import { Rng } from "@houserules/engine";
import type { TdcAction } from "../src/actions.js";
import { nextCarry } from "../src/rules/series.js";
import type { TdcState } from "../src/state.js";
import { game, optionsFor } from "./helpers.js";

export interface WalkStep {
  state: TdcState;
  seat: number;
  action: TdcAction;
  before: TdcState;
}

/** A game 1 or a game 2 (with a random carry-over) under an exchange mode, walked with random legal actions. */
export function walkGame(
  players: number,
  seed: number,
  cardExchange: "choice" | "lowest" | "none",
  secondGame: boolean,
  visit: (state: TdcState) => void,
  onStep?: (step: WalkStep) => void,
): TdcState {
  const rng = new Rng(`walk/${seed}`);
  const options: Record<string, unknown> = { cardExchange };
  if (secondGame) {
    const places = rng.shuffle(Array.from({ length: players }, (_, i) => i + 1));
    options.carry = nextCarry(null, places);
  }
  const state = game.setup(optionsFor(players, options), `walk/${seed}`);
  visit(state);
  while (game.outcome(state) === null) {
    const seat = game.activeSeats(state)[0];
    const legal = game.legalActions(state, seat);
    const action = legal[rng.int(legal.length)];
    const before = onStep ? game.clone(state) : state;
    game.apply(state, seat, action);
    onStep?.({ state, seat, action, before });
    visit(state);
  }
  return state;
}

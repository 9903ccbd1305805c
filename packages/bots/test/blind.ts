// The shared no-peeking check of the search tests, at Beat it positions: a search's statistics for a
// seat are the same when everything that seat cannot see is re-dealt (determinize from its view).

import { type AnyGame, type BotContext, Rng } from "@houserules/engine";
import { expect } from "vitest";
import { beatItOptions } from "../../engine/test/fixtures/beat-it.js";

/** `search` returns what it would decide from, e.g. its visit counts per move. */
export function expectBlindToHiddenCards(
  game: AnyGame,
  search: (ctx: BotContext) => unknown,
  positions = 10,
): void {
  for (let g = 0; g < positions; g++) {
    const state = game.setup(beatItOptions(3), `peek-${g}`);
    const seat = game.activeSeats(state)[0];
    const view = game.view(state, seat);
    const resampled = game.determinize(JSON.parse(JSON.stringify(view)), seat, new Rng(`other-${g}`));
    const decide = (s: unknown) =>
      search({ view: game.view(s, seat), seat, legal: game.legalActions(s, seat), rng: new Rng("same") });
    expect(decide(resampled)).toEqual(decide(state));
  }
}

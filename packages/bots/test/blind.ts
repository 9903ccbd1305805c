// How the searches sample their worlds, shared by their tests: the no-peeking check at Beat it
// positions (a search's statistics for a seat are the same when everything that seat cannot see is
// re-dealt by determinize from its view), and a game that records what determinize was asked.

import { type AnyGame, type BotContext, type DeterminizeOptions, Rng } from "@houserules/engine";
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

/** `game` with a `determinize` that records the options of every call in `asked`. */
export function recordingDeterminize(game: AnyGame): {
  game: AnyGame;
  asked: (DeterminizeOptions | undefined)[];
} {
  const asked: (DeterminizeOptions | undefined)[] = [];
  const determinize = (view: unknown, seat: number, rng: Rng, options?: DeterminizeOptions) => {
    asked.push(options);
    return game.determinize(view, seat, rng);
  };
  return { game: { ...game, determinize }, asked };
}

// Bots never peek: a bot's choice from a position, with a fixed seed, is the same when every card
// its seat cannot see (others' hands, its own face-down cards, the stock order) is re-sampled.
// Bots are handed views, never states; this proves no level smuggles hidden information in.

import { availableLevels, createBot } from "@houserules/bots";
import { type AnyGame, Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { games } from "../src/index.js";

const ONLY = process.env.HOUSERULES_GAME;
const POSITIONS = 6;
const SEARCH_ITERATIONS = 40;

/** Positions reached by random play, each with the seat to act. */
function positions(game: AnyGame, players: number, seed: string) {
  const options = resolveOptions(game, { players });
  const rng = new Rng(seed);
  const found: { state: unknown; seat: number }[] = [];
  for (let g = 0; found.length < POSITIONS && g < 20; g++) {
    const state = game.setup(options, `${seed}/${g}`);
    for (let step = 0; game.outcome(state) === null && step < game.maxActions; step++) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalActions(state, seat);
      if (legal.length > 1 && rng.int(6) === 0) {
        found.push({ state: game.clone(state), seat });
        break;
      }
      game.apply(state, seat, rng.pick(legal));
    }
  }
  return found;
}

describe("no bot peeks", () => {
  for (const game of games.list().filter((g) => !ONLY || g.id === ONLY)) {
    for (const level of availableLevels(game)) {
      it(`${game.id}, ${level}: the same choice when hidden cards are re-sampled`, () => {
        const players = game.playerCounts[0];
        for (const [i, { state, seat }] of positions(game, players, `${game.id}/no-peek`).entries()) {
          const world = game.determinize(game.view(state, seat), seat, new Rng(`resample/${i}`));
          const choose = (s: unknown) => {
            const bot = createBot(game, level, { iterations: SEARCH_ITERATIONS });
            const legal = game.legalActions(s, seat);
            return JSON.stringify(
              bot.choose({ view: game.view(s, seat), seat, legal, rng: new Rng(`bot/${i}`) }),
            );
          };
          expect(choose(world)).toBe(choose(state));
        }
      });
    }
  }
});

// The shared conformance kit, run for one registered game, every preset and every player count
// it offers. Each game has its own test file (conformance/<id>.test.ts) so the suites run in
// parallel. HOUSERULES_SCALE multiplies the number of games (`npm run soak` uses 100);
// HOUSERULES_GAME=<id> limits a run to one game; HOUSERULES_SEED=<text> plays other games than
// the fixed ones (a failure names its seed, which reproduces it).

import { type AnyGame, type BaseOptions, Rng, resolveOptions } from "@houserules/engine";
import { checkArbitraryAction, type HiddenCards, runConformance } from "@houserules/engine/conformance";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hiddenCards as chanicPanicHidden } from "../../games/chanic-panic/test/hidden-cards.js";
import { hiddenCards as cuntSoulHidden } from "../../games/cunt-soul/test/hidden-cards.js";
import { hiddenCards as cuttlefishHidden } from "../../games/cuttlefish/test/hidden-cards.js";
import { hiddenCards as shitheadHidden } from "../../games/shithead/test/hidden-cards.js";
import { hiddenCards as trouDuCulHidden } from "../../games/trou-du-cul/test/hidden-cards.js";
import { games } from "../src/index.js";

/** Each game's hidden-card hook (test support of the game): the kit swaps unseen cards with it. */
const HIDDEN_CARDS: Record<string, HiddenCards<never>> = {
  "chanic-panic": chanicPanicHidden,
  "cunt-soul": cuntSoulHidden,
  cuttlefish: cuttlefishHidden,
  shithead: shitheadHidden,
  "trou-du-cul": trouDuCulHidden,
};

const SCALE = Number(process.env.HOUSERULES_SCALE ?? 1);
const ONLY = process.env.HOUSERULES_GAME;
const SEED = process.env.HOUSERULES_SEED ? `${process.env.HOUSERULES_SEED}/` : "";
/** Fast playouts per game in the default suite, shared among its configurations. */
const GAMES_PER_GAME = 1000;
/** At least this many fast games per configuration. */
const MIN_GAMES_PER_CONFIG = 20;
const DEEP_PER_CONFIG = 1;
/**
 * The default suite fully checks a game at tables up to this size and at each preset's largest
 * table; the soak (HOUSERULES_SCALE above 1) fully checks every table size.
 */
const DEEP_MAX_PLAYERS = 6;
/** Later games of a series get a fully checked game at tables up to this size. */
const LATER_DEEP_MAX_PLAYERS = 5;

interface Config {
  preset: string;
  players: number;
}

/** Options of a later game of a series (carry-over included), reached by random play. */
function laterGameOptions(game: AnyGame, options: BaseOptions, seed: string): BaseOptions | null {
  if (!game.nextGameOptions) return null;
  const rng = new Rng(seed);
  const state = game.setup(options, seed);
  while (game.outcome(state) === null) {
    const seat = game.activeSeats(state)[0];
    game.apply(state, seat, rng.pick(game.legalActions(state, seat)));
  }
  return game.nextGameOptions(state);
}

function configsOf(game: AnyGame): Config[] {
  const configs: Config[] = [];
  for (const preset of game.presets) {
    for (const players of preset.players ?? game.playerCounts) configs.push({ preset: preset.id, players });
  }
  return configs;
}

/** A few mid-game states reached by random play, to throw arbitrary input at. */
function sampleStates(game: AnyGame, options: BaseOptions, seed: string, count: number) {
  const rng = new Rng(seed);
  const state = game.setup(options, seed);
  const states: { state: unknown; seat: number }[] = [];
  for (let step = 0; game.outcome(state) === null && step < game.maxActions; step++) {
    const seat = game.activeSeats(state)[0];
    if (rng.int(8) === 0 && states.length < count) states.push({ state: game.clone(state), seat });
    game.apply(state, seat, rng.pick(game.legalActions(state, seat)));
  }
  return states;
}

/**
 * Declares the conformance tests of one registered game. A heavy game's configurations can be
 * split over several files (`shard` = [index, count]) so that test workers share them.
 */
export function conformanceSuite(gameId: string, shard: [number, number] = [0, 1]): void {
  const game = games.get(gameId);
  describe(`conformance: ${gameId}${shard[1] > 1 ? ` (part ${shard[0] + 1} of ${shard[1]})` : ""}`, () => {
    if (ONLY && ONLY !== gameId) {
      it.skip(`${gameId} (HOUSERULES_GAME=${ONLY})`, () => {});
      return;
    }
    const all = configsOf(game);
    const configs = all.filter((_, i) => i % shard[1] === shard[0]);
    const fast = Math.max(MIN_GAMES_PER_CONFIG, Math.ceil(GAMES_PER_GAME / all.length)) * SCALE;
    const later = Math.ceil(fast / 4);
    const hiddenCards = HIDDEN_CARDS[game.id] as HiddenCards | undefined;
    const largest = new Map<string, number>();
    for (const { preset, players } of all) largest.set(preset, Math.max(largest.get(preset) ?? 0, players));
    describe(game.id, () => {
      for (const { preset, players } of configs) {
        const deep =
          SCALE > 1 || players <= DEEP_MAX_PLAYERS || players === largest.get(preset)
            ? DEEP_PER_CONFIG * SCALE
            : 0;
        it(`${preset}, ${players} players: ${fast} random games and ${deep} fully checked`, () => {
          const options = resolveOptions(game, { players, preset });
          const report = runConformance(game, options, {
            games: fast,
            deepGames: deep,
            seed: `${SEED}${game.id}/${preset}/${players}p`,
            hiddenCards,
          });
          expect(report.games).toBe(fast + deep);
          if (report.endedByCap > 0) {
            console.info(
              `${game.id} ${preset} ${players}p: termination rule fired in ${report.endedByCap} games`,
            );
          }
        });

        if (game.nextGameOptions) {
          // Later games start from carried-over facts (an exchange phase, a new dealer...). Their
          // fully checked game is kept for small tables, where those phases differ most.
          const laterDeep = players <= LATER_DEEP_MAX_PLAYERS ? DEEP_PER_CONFIG * SCALE : 0;
          it(`${preset}, ${players} players, a later game of the series: ${later} random games and ${laterDeep} fully checked`, () => {
            const first = resolveOptions(game, { players, preset });
            const laterOptions = laterGameOptions(
              game,
              first,
              `${SEED}${game.id}/${preset}/${players}/series`,
            );
            expect(laterOptions).not.toBeNull();
            const report = runConformance(game, laterOptions as BaseOptions, {
              games: later,
              deepGames: laterDeep,
              seed: `${SEED}${game.id}/${preset}/${players}p/later`,
              hiddenCards,
            });
            expect(report.games).toBe(later + laterDeep);
          });
        }

        it(`${preset}, ${players} players: arbitrary input is refused cleanly or is a legal action`, () => {
          const options = resolveOptions(game, { players, preset });
          const states = sampleStates(game, options, `${SEED}${game.id}/${preset}/${players}/arbitrary`, 4);
          for (const { state, seat } of states) {
            fc.assert(
              fc.property(
                fc.oneof(fc.anything(), fc.record({ type: fc.string() }, { requiredKeys: [] })),
                (input) => {
                  const problem = checkArbitraryAction(game, state, seat, input);
                  if (problem) throw new Error(problem);
                },
              ),
              { numRuns: 25 * SCALE, seed: 42 },
            );
          }
        });
      }
      if (shard[0] === 0) {
        it("has a hidden-card hook, so the kit checks its views with cards swapped in the true state", () => {
          expect(hiddenCards).toBeDefined();
        });

        it("setup refuses options that did not come through resolveOptions, naming the option", () => {
          const resolved = resolveOptions(game, {}) as BaseOptions & Record<string, unknown>;
          expect(() => game.setup({ ...resolved }, "complete")).not.toThrow();
          for (const spec of game.options) {
            const { [spec.name]: _, ...missing } = resolved;
            const mistyped = { ...resolved, [spec.name]: spec.kind === "bool" ? "yes" : 2.5 };
            for (const options of [missing, mistyped]) {
              expect(() => game.setup(options, "incomplete")).toThrow(
                expect.objectContaining({ code: "BAD_OPTION", message: expect.stringContaining(spec.name) }),
              );
            }
          }
          expect(() => game.setup({ ...resolved, players: undefined }, "incomplete")).toThrow(
            /players is missing/,
          );
        });
      }
    });
  });
}

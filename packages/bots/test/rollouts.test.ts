import { type Bot, type BotContext, playGame, Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { beatIt, beatItOptions } from "../../engine/test/fixtures/beat-it.js";
import { createBot, searchLevel } from "../src/levels.js";
import { randomBot } from "../src/random.js";
import { outcomeReward, rolloutBot, rolloutSearch } from "../src/rollouts.js";
import { expectBlindToHiddenCards, recordingDeterminize } from "./blind.js";

/** Beat it with a heuristic bot: the lowest card that beats the pile, else pick up. */
const lowest = (): Bot => ({ name: "lowest", choose: ({ legal }) => legal[0] });
const game = { ...beatIt, bots: { normal: lowest } };

function contextAt(seed: string, rngSeed = "fixed") {
  const options = beatItOptions(3);
  const state = game.setup(options, seed);
  const seat = game.activeSeats(state)[0];
  return {
    state,
    seat,
    ctx: (): BotContext => ({
      view: game.view(state, seat),
      seat,
      legal: game.legalActions(state, seat),
      rng: new Rng(rngSeed),
    }),
  };
}

describe("determinized paired rollouts", () => {
  it("is deterministic for a seed with an iteration budget, and spends exactly it", () => {
    const { ctx } = contextAt("det");
    const a = rolloutSearch(game, ctx(), { iterations: 120 });
    const b = rolloutSearch(game, ctx(), { iterations: 120 });
    expect(b.visits).toEqual(a.visits);
    expect(b.action).toEqual(a.action);
    expect(a.iterations).toBeLessThanOrEqual(120);
    expect(a.iterations).toBeGreaterThan(60);
  });

  it("never peeks: its choice is the same when others' hidden cards are re-sampled", () => {
    expectBlindToHiddenCards(game, (ctx) => rolloutSearch(game, ctx, { iterations: 60 }).visits);
  });

  it("uncapped (arena --uncapped): a level searches exactly its own budget, as with that iteration count", () => {
    const { ctx } = contextAt("uncapped");
    type Searching = Bot & { lastSearch: { iterations: number; visits: unknown } | null };
    const uncapped = createBot(game, "hard", { uncapped: true }) as Searching;
    const budget = createBot(game, "hard", { iterations: searchLevel(game, "hard").iterations }) as Searching;
    expect(uncapped.choose(ctx())).toEqual(budget.choose(ctx()));
    expect(uncapped.lastSearch?.visits).toEqual(budget.lastSearch?.visits);
    expect(uncapped.lastSearch?.iterations).toBe(budget.lastSearch?.iterations);
  });

  it("stops at the time cap between playouts, not only between worlds", () => {
    const { ctx } = contextAt("cap");
    const result = rolloutSearch(game, ctx(), { iterations: 1_000_000, timeMs: 0 });
    expect(result.iterations).toBe(1);
  });

  it("weighs the heuristic's choice when the game accepts it though its list leaves it out (a Cuttlefish declaration proven from memory)", () => {
    // Beat it listing all but its last action at the root; apply still takes that one, and the
    // heuristic picks it there (elsewhere, in playouts, the first listed action).
    let checked = 0;
    for (const seed of ["hidden-1", "hidden-2", "hidden-3", "hidden-4"]) {
      const { state, seat } = contextAt(seed);
      const all = beatIt.legalActions(state, seat);
      if (all.length < 3) continue;
      const view = beatIt.view(state, seat);
      const unlisted = all[all.length - 1];
      const heuristic = (): Bot => ({
        name: "unlisted at the root",
        choose: (c) => (c.view === view ? unlisted : c.legal[0]),
      });
      const hidden = { ...beatIt, bots: { normal: heuristic } };
      const ctx = { view, seat, legal: all.slice(0, -1), rng: new Rng("x") };
      const result = rolloutSearch(hidden, ctx, { iterations: 60 });
      expect(Object.keys(result.visits)).toEqual(all.map((a) => beatIt.formatAction(a)));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("keeps the heuristic's choice without evidence against it", () => {
    const { ctx } = contextAt("keep");
    const c = ctx();
    // With an unreachable confidence, no other action can displace the heuristic's.
    const result = rolloutSearch(game, c, { iterations: 100, confidence: 1e9 });
    expect(result.action).toEqual(c.legal[0]);
  });

  it("keeps the heuristic's choice as its default when the heuristic returns an equal copy of a listed action", () => {
    const copying = {
      ...game,
      bots: { normal: (): Bot => ({ name: "copy", choose: ({ legal }) => ({ ...legal[0] }) }) },
    };
    let checked = 0;
    for (const seed of ["k1", "k2", "k3", "k4", "k5", "k6"]) {
      const { ctx } = contextAt(seed);
      const c = ctx();
      if (c.legal.length < 2) continue;
      const result = rolloutSearch(copying, c, { iterations: 100, confidence: 1e9 });
      expect(result.action).toBe(c.legal[0]);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("leaves the heuristic's choice only on fresh worlds: no validation budget, no departure", () => {
    for (const seed of ["v1", "v2", "v3", "v4", "v5", "v6"]) {
      const { ctx } = contextAt(seed);
      const c = ctx();
      // Every playout goes to selection; the survivor gets no fresh pairs to confirm it.
      const result = rolloutSearch(game, c, { iterations: 100, validation: 0 });
      expect(result.action).toEqual(c.legal[0]);
    }
  });

  it("samples its worlds without the game's soft inferences when asked (inferences: false), with them by default", () => {
    const recording = recordingDeterminize(game);
    const { ctx } = contextAt("inferences");
    rolloutSearch(recording.game, ctx(), { iterations: 40 });
    expect(recording.asked.length).toBeGreaterThan(0);
    expect(recording.asked.every((options) => options === undefined)).toBe(true);
    recording.asked.length = 0;
    rolloutSearch(recording.game, ctx(), { iterations: 40, inferences: false });
    expect(recording.asked.length).toBeGreaterThan(0);
    expect(recording.asked.every((options) => options?.inferences === false)).toBe(true);
  });

  it("compares only the game's search candidates, and the heuristic's choice", () => {
    // A game that calls every play but the highest pointless: the search weighs only that one
    // and the heuristic's own choice (the lowest), whatever its playouts say of the others.
    const narrowed = {
      ...game,
      searchActions: (_view: unknown, _seat: number, legal: readonly unknown[]) => legal.slice(-1),
    };
    let compared = 0;
    for (const seed of ["c1", "c2", "c3", "c4", "c5", "c6"]) {
      const { ctx } = contextAt(seed);
      const c = ctx();
      if (c.legal.length < 3) continue;
      compared++;
      const result = rolloutSearch(narrowed, c, { iterations: 100 });
      const keys = [c.legal[0], c.legal[c.legal.length - 1]].map((a) => JSON.stringify(a));
      expect(Object.keys(result.visits)).toHaveLength(2);
      expect(keys).toContain(JSON.stringify(result.action));
    }
    expect(compared).toBeGreaterThan(0);
  });

  it("keeps one heuristic across decisions: its plan carries from one step to the next", () => {
    // Each heuristic instance has a number; the log records which instance answered each call.
    const answered: number[] = [];
    let instances = 0;
    const numbered = (): Bot => {
      const id = ++instances;
      return {
        name: "numbered",
        choose: ({ legal }) => {
          answered.push(id);
          return legal[0];
        },
      };
    };
    const bot = rolloutBot({ ...game, bots: { normal: numbered } }, { iterations: 4 });
    const { ctx } = contextAt("plan");
    bot.choose(ctx());
    const second = answered.length;
    bot.choose(ctx());
    // The default choice is asked first in each decision, of the same instance both times.
    expect(answered[0]).toBe(1);
    expect(answered[second]).toBe(1);
    expect(instances).toBeGreaterThan(1);
  });

  it("rewards by rank, by first place, or by score margin over the best opposing team", () => {
    const teams = {
      places: [1, 4, 1, 4],
      scores: [5, 3, 5, 3],
      teams: [
        [0, 2],
        [1, 3],
      ],
      endedByCap: false,
    };
    expect(outcomeReward(teams, 1, "rank")).toBe(0);
    expect(outcomeReward(teams, 0, "win")).toBe(1);
    expect(outcomeReward(teams, 0, "margin")).toBe(2);
    expect(outcomeReward(teams, 3, "margin")).toBe(-2);
    // Without teams every other seat is an opponent; without scores the margin falls back to rank.
    expect(outcomeReward({ places: [2, 1, 3], scores: [4, 6, 1], endedByCap: false }, 0, "margin")).toBe(-2);
    expect(outcomeReward({ places: [2, 1, 3], endedByCap: false }, 0, "margin")).toBe(0.5);
  });

  it("beats random bots at Beat it", () => {
    const search = rolloutBot(game, { iterations: 60 });
    const random = randomBot();
    let wins = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      const seat = g % 2;
      const bots: Bot[] = seat === 0 ? [search, random] : [random, search];
      const result = playGame(game, beatItOptions(2), `rollouts-${g}`, bots, { record: false });
      if (result.outcome.places[seat] === 1) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.6);
  });
});

import type { Action, AnyGame, Bot, BotContext } from "@houserules/engine";
import { Rng, RuleError } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { availableLevels, createBot, describeSearchLevels, randomBot, searchLevel } from "../src/index.js";

const legal: Action[] = ["a", "b", "c", "d", "e"].map((type) => ({ type }));

/** A context whose view throws when read: proves a bot never looks at it. */
function blindContext(rng: Rng): BotContext {
  return {
    get view(): unknown {
      throw new Error("the view was read");
    },
    seat: 0,
    legal,
    rng,
  };
}

const firstChoice = (name: string): Bot => ({ name, choose: (ctx) => ctx.legal[0] });

function gameWith(bots: AnyGame["bots"]): AnyGame {
  return { id: "stub", bots } as unknown as AnyGame;
}

describe("randomBot", () => {
  it("picks every legal action about equally often, without reading the view", () => {
    const bot = randomBot();
    const rng = new Rng("uniform");
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i++) {
      const action = bot.choose(blindContext(rng));
      counts.set(action.type, (counts.get(action.type) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(["a", "b", "c", "d", "e"]);
    for (const count of counts.values()) expect(count).toBeGreaterThan(900);
  });

  it("is deterministic given the rng", () => {
    const play = () =>
      Array.from({ length: 20 }, (_, i) => randomBot().choose(blindContext(new Rng(`s${i}`))).type);
    expect(play()).toEqual(play());
  });
});

describe("createBot", () => {
  const full = gameWith({ easy: () => firstChoice("game easy"), normal: () => firstChoice("game normal") });
  const normalOnly = gameWith({ normal: () => firstChoice("game normal") });

  it("uses the game's own easy and normal bots when it ships them", () => {
    expect(createBot(full, "easy").name).toBe("game easy");
    expect(createBot(full, "normal").name).toBe("game normal");
    expect(createBot(full, "random").name).toBe("random");
  });

  it("stands in for a missing easy bot with the normal bot making 20% random moves", () => {
    const easy = createBot(normalOnly, "easy");
    const rng = new Rng("easy");
    let deviations = 0;
    const trials = 10_000;
    for (let i = 0; i < trials; i++) if (easy.choose(blindContext(rng)).type !== "a") deviations++;
    // A random move differs from the normal choice 4 times out of 5: 0.2 * 0.8 = 16%.
    expect(deviations / trials).toBeGreaterThan(0.14);
    expect(deviations / trials).toBeLessThan(0.18);
  });

  it("offers the search levels hard and expert on top of a game's heuristic", () => {
    expect(availableLevels(full)).toEqual(["random", "easy", "normal", "hard", "expert"]);
    expect(createBot(full, "hard").name).toBe("hard");
    expect(createBot(full, "expert", { iterations: 50 }).name).toBe("expert");
  });

  it("gives every game of the catalog hard and expert budgets, expert the larger, under 1 s", () => {
    for (const id of ["shithead", "cunt-soul", "trou-du-cul", "cuttlefish", "chanic-panic", "other"]) {
      const hard = searchLevel(id, "hard");
      const expert = searchLevel(id, "expert");
      expect(expert.iterations).toBeGreaterThan(hard.iterations);
      expect(expert.timeMs).toBeLessThan(1000);
    }
    expect(describeSearchLevels()).toMatch(/hard: .*expert: /);
  });

  it("refuses an unknown level, naming the levels the game offers", () => {
    for (const level of ["godlike", "Hard", ""]) {
      const attempt = () => createBot(full, level);
      expect(attempt).toThrow(RuleError);
      expect(attempt).toThrow(/levels: random, easy, normal, hard, expert/);
      try {
        attempt();
      } catch (error) {
        expect((error as RuleError).code).toBe("UNKNOWN_LEVEL");
      }
    }
  });

  it("offers only random for a game without heuristic bots", () => {
    const bare = gameWith({});
    expect(availableLevels(bare)).toEqual(["random"]);
    expect(() => createBot(bare, "normal")).toThrow(/levels: random$/);
    expect(availableLevels(normalOnly)).toEqual(["random", "easy", "normal", "hard", "expert"]);
  });
});

describe("search levels in declinable windows", () => {
  it("let the game's heuristic answer a window when the level says so (Cuttlefish's polls), without searching", () => {
    expect(searchLevel("cuttlefish", "hard").heuristicInWindows).toBe(true);
    // A stub with Cuttlefish's id: no determinize or rules, so any search would throw.
    const game = {
      id: "cuttlefish",
      bots: { normal: () => firstChoice("game normal") },
      declineAction: (actions: readonly Action[]) => actions.find((a) => a.type === "e"),
      formatAction: (a: Action) => a.type,
    } as unknown as AnyGame;
    for (const level of ["hard", "expert"] as const) {
      const bot = createBot(game, level) as Bot & { lastSearch: unknown };
      const ctx = { view: {}, seat: 0, legal, rng: new Rng("window") };
      expect(bot.choose(ctx)).toBe(legal[0]);
      expect(bot.lastSearch).toBeNull();
      // Outside a window the search runs (and, on this stub, fails for want of determinize).
      expect(() => bot.choose({ ...ctx, legal: legal.slice(0, 4) })).toThrow();
    }
  });
});

describe("search levels' playout horizons", () => {
  it("Cuttlefish's hard scores its playouts with evaluate after 40 actions, its expert after 80", () => {
    // A stub with Cuttlefish's id whose game never ends: each world counts the actions applied to
    // it, and evaluate records the count it is asked to score.
    const scored: number[] = [];
    const game = {
      id: "cuttlefish",
      maxActions: 10_000,
      bots: { normal: () => firstChoice("game normal") },
      declineAction: () => undefined,
      formatAction: (a: Action) => a.type,
      determinize: () => ({ actions: 0 }),
      clone: (world: { actions: number }) => ({ ...world }),
      activeSeats: () => [0],
      legalActions: () => legal,
      apply: (world: { actions: number }) => {
        world.actions++;
      },
      outcome: () => null,
      evaluate: (world: { actions: number }) => {
        scored.push(world.actions);
        return 0.5;
      },
    } as unknown as AnyGame;
    for (const [level, horizon] of [
      ["hard", 40],
      ["expert", 80],
    ] as const) {
      const search = searchLevel("cuttlefish", level);
      expect(search.method === "rollouts" ? search.horizon : undefined).toBe(horizon);
      scored.length = 0;
      createBot(game, level, { iterations: 20 }).choose({ view: {}, seat: 0, legal, rng: new Rng(level) });
      // The candidate's own action, then the horizon's worth of playout.
      expect(scored.length).toBeGreaterThan(0);
      expect(new Set(scored)).toEqual(new Set([1 + horizon]));
    }
  });
});

describe("search levels and the game's recall", () => {
  it("pass every view, windows included, through the game's recall per seat, and search from the recalled view", () => {
    // A stub with Cuttlefish's id (its heuristic answers windows): recall counts the views seen
    // by each seat; the search stub (determinize) records the view it was given.
    const searched: unknown[] = [];
    const game = {
      id: "cuttlefish",
      bots: { normal: () => firstChoice("game normal") },
      declineAction: (actions: readonly Action[]) => actions.find((a) => a.type === "e"),
      formatAction: (a: Action) => a.type,
      recall: (view: { n: number }, seat: number, earlier: { seen: number; seat: number } | undefined) => ({
        ...view,
        seat,
        seen: (earlier?.seen ?? 0) + 1,
      }),
      determinize: (view: unknown) => {
        searched.push(view);
        throw new Error("stub: no rules");
      },
    } as unknown as AnyGame;
    const bot = createBot(game, "hard");
    const rng = new Rng("recall");
    for (let n = 0; n < 3; n++) expect(bot.choose({ view: { n }, seat: 1, legal, rng })).toBe(legal[0]);
    expect(bot.choose({ view: { n: 0 }, seat: 2, legal, rng })).toBe(legal[0]);
    expect(() => bot.choose({ view: { n: 3 }, seat: 1, legal: legal.slice(0, 4), rng })).toThrow(/stub/);
    expect(searched[0]).toEqual({ n: 3, seat: 1, seen: 4 });
  });
});

import { describe, expect, it } from "vitest";
import {
  type BaseOptions,
  type Bot,
  checkReplayShape,
  GameRegistry,
  playGame,
  playReplay,
  RuleError,
  resolveOptions,
  runMatch,
} from "../src/index.js";
import { type BeatItState, beatIt, beatItOptions } from "./fixtures/beat-it.js";

const lowest: Bot = { name: "lowest", choose: ({ legal }) => legal[0] };
const randomish: Bot = { name: "random", choose: ({ legal, rng }) => rng.pick(legal) };

describe("match runner", () => {
  it("plays a game to the end and records a replay that reproduces it", () => {
    const result = playGame(beatIt, beatItOptions(3), "seed-1", [randomish, randomish, lowest]);
    expect(result.outcome.places.slice().sort()).toEqual([1, 2, 3]);
    const again = playReplay(beatIt, JSON.parse(JSON.stringify(result.replay)));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(result.state));
    expect(again.outcome).toEqual(result.outcome);
  });

  it("lets a watcher see the state after the setup and after every replayed step", () => {
    const result = playGame(beatIt, beatItOptions(3), "seed-2", [randomish, lowest, randomish]);
    const seen: string[] = [];
    const again = playReplay<BeatItState>(beatIt, result.replay, (state) =>
      seen.push(JSON.stringify(beatIt.view(state, null))),
    );
    expect(seen).toHaveLength(result.replay.actions.length + 1);
    expect(seen[0]).toBe(JSON.stringify(beatIt.view(beatIt.setup(result.replay.options, "seed-2"), null)));
    expect(seen.at(-1)).toBe(JSON.stringify(beatIt.view(again.state, null)));
  });

  it("is deterministic for a seed, bots included", () => {
    const a = playGame(beatIt, beatItOptions(4), "same", [randomish, randomish, randomish, randomish]);
    const b = playGame(beatIt, beatItOptions(4), "same", [randomish, randomish, randomish, randomish]);
    expect(b.replay).toEqual(a.replay);
  });

  it("drives asynchronous agents (humans) and gives them views, not states", async () => {
    const seen: unknown[] = [];
    const human = {
      name: "human",
      choose: async (ctx: { view: unknown; legal: readonly { type: string }[] }) => {
        seen.push(ctx.view);
        return ctx.legal[0];
      },
    };
    const result = await runMatch(beatIt, beatItOptions(2), "async", [human, lowest]);
    expect(result.outcome).not.toBeNull();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toHaveProperty("handSizes");
    expect(seen[0]).not.toHaveProperty("hands");
  });
});

describe("replays", () => {
  it("refuses a tampered replay naming the step", () => {
    const { replay } = playGame(beatIt, beatItOptions(2), "tamper", [lowest, lowest]);
    const bad = JSON.parse(JSON.stringify(replay));
    bad.actions[3].action = { type: "play", card: "QS" };
    delete bad.outcome;
    expect(() => playReplay(beatIt, bad)).toThrow(/step 3/);
  });

  it("refuses a replay of another rules version or another shape", () => {
    const { replay } = playGame(beatIt, beatItOptions(2), "v", [lowest, lowest]);
    expect(() => playReplay(beatIt, { ...replay, rulesVersion: 99 })).toThrow(/rules version 99/);
    expect(() => checkReplayShape({ format: "nope" })).toThrow(RuleError);
    expect(checkReplayShape(JSON.parse(JSON.stringify(replay)))).toEqual(replay);
  });
});

describe("options and registry", () => {
  it("validates player counts and presets with messages naming them", () => {
    expect(() => resolveOptions(beatIt, { players: 9 })).toThrow(/2 to 4 players/);
    expect(() => resolveOptions(beatIt, { preset: "nope" })).toThrow(/unknown preset "nope".*standard/);
    expect(() => resolveOptions(beatIt, { options: { speed: "fast" } })).toThrow(/unknown option "speed"/);
    expect(resolveOptions(beatIt, {}).players).toBe(2);
  });

  it("picks a preset that allows the player count when none is asked, and lets custom options leave it", () => {
    const game = {
      ...beatIt,
      minPlayers: 2,
      maxPlayers: 4,
      options: [{ name: "speed", kind: "int" as const, min: 1, max: 3, default: 1, description: "" }],
      presets: [
        { id: "duel", title: "Duel", options: {}, players: [2] },
        { id: "table", title: "Table", options: {}, players: [3, 4] },
      ],
      defaultPreset: "duel",
      finishOptions: (options: BaseOptions) => options,
    };
    expect(resolveOptions(game, {}).preset).toBe("duel");
    expect(resolveOptions(game, { players: 4 }).preset).toBe("table");
    expect(() => resolveOptions(game, { players: 4, preset: "duel" })).toThrow(
      /preset duel allows 2 players/,
    );
    const custom = resolveOptions(game, { players: 4, options: { speed: 3 } });
    expect(custom.preset).toBe("custom");
    // A replay records the resolved options, preset "custom" included: they resolve again.
    expect(resolveOptions(game, { options: JSON.parse(JSON.stringify(custom)) })).toEqual(custom);
  });

  it("looks games up by id and names the known ones when asked for another", () => {
    const registry = new GameRegistry().register(beatIt);
    expect(registry.get("beat-it")).toBe(beatIt);
    expect(() => registry.get("chess")).toThrow(/unknown game "chess"; games: beat-it/);
    expect(() => registry.register(beatIt)).toThrow(/twice/);
  });
});

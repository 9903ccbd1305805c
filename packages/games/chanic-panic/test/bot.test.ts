import { playGame, Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { ChanicAction, ChanicView } from "../src/index.js";
import { act, game, legal, position } from "./helpers.js";

const random = {
  name: "random",
  choose: (ctx: { legal: readonly ChanicAction[]; rng: Rng }) => ctx.rng.pick(ctx.legal),
};

const bots = new WeakMap<object, ReturnType<NonNullable<typeof game.bots.normal>>>();
function botChoice(state: Parameters<typeof game.view>[0], seat = state.turnSeat): ChanicAction {
  if (!bots.has(state)) bots.set(state, game.bots.normal!());
  const bot = bots.get(state)!;
  return bot.choose({
    view: game.view(state, seat) as ChanicView,
    seat,
    legal: legal(state, seat),
    rng: new Rng("b"),
  });
}

/** Lets the bot play its turn until it attacks or ends the turn; returns that decision. */
function botUntilAttackOrEnd(state: Parameters<typeof game.view>[0]): ChanicAction {
  for (;;) {
    const choice = botChoice(state);
    if (choice.type === "attack" || choice.type === "endTurn") return choice;
    act(state, choice);
  }
}

describe("normal bot (brief §9)", () => {
  it("§9.6: takes a kill first, including a heartless defender (CP-60b)", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["9S", "AS"] }, { diamonds: ["5D", "2D"] }],
      deck: ["AD"],
    });
    const choice = botUntilAttackOrEnd(s);
    expect(choice).toMatchObject({ type: "attack", defender: 1, mode: "normal" });
    act(s, choice);
    expect(botChoice(s)).toEqual({ type: "destroy", targets: ["5D", "2D"] });
  });

  it("§9.6: skips a non-killing attack below efficiency 85 (10 power destroying 6 scores 60)", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["10S"] }, { diamonds: ["6D"], hearts: ["9H", "8H", "7H"] }],
      deck: ["AD"],
    });
    expect(botUntilAttackOrEnd(s)).toEqual({ type: "endTurn" });
  });

  it("§9.6: takes a perfect fit (efficiency 100)", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["6S"] }, { diamonds: ["6D"], hearts: ["10H", "9H", "8H"] }],
      deck: ["AD"],
    });
    expect(botUntilAttackOrEnd(s)).toMatchObject({ type: "attack", defender: 1, spades: ["6S"] });
  });

  it("§9.2: before round 3 it builds Hearts and Diamonds first", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["9H", "5D", "10S"] }], deck: ["AC"] });
    expect(botChoice(s)).toEqual({ type: "play", card: "9H" });
  });

  it("§9: beats random bots in ≥95% of 1v1 games (seats swapped)", () => {
    const options = resolveOptions(game, { players: 2, preset: "app1v1" });
    let wins = 0;
    const n = 60;
    for (let g = 0; g < n; g++) {
      const seat = g % 2;
      const bots = [random, random] as Parameters<typeof playGame>[3][number][];
      bots[seat] = game.bots.normal!() as (typeof bots)[number];
      const r = playGame(game, options, `bot-${g}`, bots, { record: false });
      if (r.outcome.places[seat] === 1 && !r.outcome.endedByCap) wins++;
    }
    expect(wins / n).toBeGreaterThanOrEqual(0.95);
  });

  it("§9/CP-05: with 2 special abilities each the normal bot still beats random bots in ≥95% of 1v1 games", () => {
    for (const preset of ["standard", "appAbilities"]) {
      const options = resolveOptions(game, { players: 2, preset });
      let wins = 0;
      const n = 40;
      for (let g = 0; g < n; g++) {
        const seat = g % 2;
        const bots = [random, random] as Parameters<typeof playGame>[3][number][];
        bots[seat] = game.bots.normal!() as (typeof bots)[number];
        const r = playGame(game, options, `bot-ab-${g}`, bots, { record: false });
        if (r.outcome.places[seat] === 1 && !r.outcome.endedByCap) wins++;
      }
      expect(wins / n).toBeGreaterThanOrEqual(0.95);
    }
  });

  it("bots only ever return a legal action (all presets, seeded playouts)", () => {
    for (const [preset, players] of [
      ["standard", 3],
      ["referenceFull", 4],
      ["teams2Abilities", 4],
      ["basic", 3],
      ["teams2Full", 4],
      ["referenceBase", 2],
    ] as const) {
      const options = resolveOptions(game, { players, preset });
      const bots = Array.from({ length: players }, () => game.bots.normal!());
      const r = playGame(game, options, `legal-${preset}`, bots as Parameters<typeof playGame>[3], {
        record: false,
      });
      expect(r.outcome).not.toBeNull();
    }
  });
});

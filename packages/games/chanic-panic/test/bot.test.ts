import { playGame, Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { ChanicAction, ChanicView } from "../src/index.js";
import { act, game, hand, legal, position, row } from "./helpers.js";

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

  it("§9.6: takes a perfect fit (efficiency 100) to make room for a better Spade in hand", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { spades: ["6S", "2S", "3S"], hand: ["9S"] },
        { diamonds: ["6D"], hearts: ["10H", "9H", "8H"] },
      ],
      deck: ["AD"],
    });
    const choice = botUntilAttackOrEnd(s);
    expect(choice).toMatchObject({ type: "attack", defender: 1, spades: ["6S"] });
    act(s, choice);
    expect(botChoice(s)).toEqual({ type: "destroy", targets: ["6D"] });
    act(s, botChoice(s));
    expect(botChoice(s)).toEqual({ type: "play", card: "9S" });
  });

  it("§9 decent heuristic: keeps its Spades instead of an attack that does not eliminate while a strike can still be built", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["6S"] }, { diamonds: ["6D"], hearts: ["10H", "9H", "8H"] }],
      deck: ["AD"],
    });
    expect(botUntilAttackOrEnd(s)).toEqual({ type: "endTurn" });
    expect(row(s, 0, 2)).toEqual(["6S"]);
  });

  it("§9 decent heuristic: takes the efficient attack when the Spades left can never eliminate anyone", () => {
    // One deck: the opponent holds 10S 9S 8S, so the best row still to be had (7, 6, 5) and a
    // turn's points of Spades (4+3+2+1) make 28, short of 6D + 10H 9H 7H.
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { spades: ["6S"] },
        { diamonds: ["6D"], hearts: ["10H", "9H", "7H"], spades: ["10S", "9S", "8S"] },
      ],
      deck: ["AD"],
    });
    expect(botUntilAttackOrEnd(s)).toMatchObject({ type: "attack", defender: 1, spades: ["6S"] });
  });

  it("§9 decent heuristic (CP-80): trades two Hearts that its full Heart row cannot take", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ hearts: ["10H", "9H", "8H"], hand: ["7H", "6H"] }, { hearts: ["5H"] }],
      deck: ["AC"],
    });
    const choice = botChoice(s);
    expect(choice.type).toBe("trade");
    expect(choice.type === "trade" && choice.cards.slice().sort()).toEqual(["6H", "7H"]);
  });

  it("§9 decent heuristic: keeps a Club that could put a waiting Spade down while its Spade row is full", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { spades: ["5S", "6S", "7S"], hand: ["4S", "8C"] },
        { diamonds: ["9D"], hearts: ["10H", "9H", "8H"] },
      ],
      deck: ["AD"],
    });
    expect(botUntilAttackOrEnd(s)).toEqual({ type: "endTurn" });
    expect(hand(s, 0)).toContain("8C");
  });

  it("§9 decent heuristic (CP-60): with several opponents it spends its points on the Spades that put the weakest out", () => {
    const s = position(
      {
        round: 4,
        firstPlayer: 0,
        seats: [
          { spades: ["5S"], hand: ["9S", "8H"] },
          { diamonds: ["3D"], hearts: ["10H"] },
          { diamonds: ["9D", "8D"], hearts: ["10H", "9H", "8H"] },
        ],
        deck: ["AD"],
      },
      {},
      3,
    );
    for (let guard = 0; guard < 20 && s.players[1].alive; guard++) {
      const choice = botChoice(s);
      expect(choice.type).not.toBe("endTurn");
      act(s, choice);
    }
    expect(s.players[1].alive).toBe(false);
    expect(s.players[0].rows[2]).toEqual([]);
  });

  it("§9 decent heuristic (CP-121): tables of normal bots rarely end by the round cap, FFA and teams", () => {
    // The app's own procedure ended 70-100% of these by the cap (docs/bots.md).
    for (const [preset, players, n] of [
      ["app1v1v1", 3, 30],
      ["basic", 4, 20],
      ["standard", 6, 15],
      ["basic", 10, 10],
      ["app2v2", 4, 15],
    ] as const) {
      const options = resolveOptions(game, { players, preset });
      let capped = 0;
      for (let g = 0; g < n; g++) {
        const bots = Array.from({ length: players }, () => game.bots.normal!());
        const r = playGame(game, options, `cap-${preset}-${g}`, bots as Parameters<typeof playGame>[3], {
          record: false,
        });
        if (r.outcome.endedByCap) capped++;
      }
      expect(capped / n, `${preset} at ${players}`).toBeLessThanOrEqual(0.2);
    }
  });

  it("CP-62: three normal bots at app1v1v1 play to the last player standing, not to the round cap (CP-121)", () => {
    const options = resolveOptions(game, { players: 3, preset: "app1v1v1" });
    for (let g = 0; g < 8; g++) {
      const bots = Array.from({ length: 3 }, () => game.bots.normal!());
      const r = playGame(game, options, `finish-${g}`, bots as Parameters<typeof playGame>[3], {
        record: false,
      });
      expect(r.outcome.endedByCap, `game ${g}`).toBeFalsy();
      expect(
        r.outcome.places.filter((place) => place === 1),
        `game ${g}`,
      ).toHaveLength(1);
    }
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

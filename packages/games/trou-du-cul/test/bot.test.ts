// §9 bots: always legal, fair (views only), the normal heuristic's main habits, and strength.

import { playGame, Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { TdcAction } from "../src/actions.js";
import { EASY_FOLD_CHANCE } from "../src/bot.js";
import { nextCarry } from "../src/rules/series.js";
import type { TdcState } from "../src/state.js";
import { game, giveBack, optionsFor, play, position, randomBot, run, swap } from "./helpers.js";

const normal = game.bots.normal!();
const easy = game.bots.easy!();

function decide(bot: typeof normal, state: TdcState, seed = "d"): TdcAction {
  const seat = game.activeSeats(state)[0];
  return bot.choose({
    view: game.view(state, seat),
    seat,
    legal: game.legalActions(state, seat),
    rng: new Rng(seed),
  });
}

describe("§9 bots are legal and fair", () => {
  it("§9: normal and easy bots always choose a legal action, in game 1 and in game 2 under every exchange mode", () => {
    for (const players of [2, 3, 4, 5]) {
      for (const cardExchange of ["choice", "lowest", "none"]) {
        for (let i = 0; i < 6; i++) {
          const places = Array.from({ length: players }, (_, k) => ((k + i) % players) + 1);
          const options = optionsFor(
            players,
            i % 2 ? { cardExchange, carry: nextCarry(null, places) } : { cardExchange },
          );
          const bots = Array.from({ length: players }, (_, s) => (s % 2 ? normal : easy));
          const checked = bots.map((bot) => ({
            name: bot.name,
            choose: (ctx: Parameters<typeof bot.choose>[0]) => {
              const action = bot.choose(ctx);
              expect(ctx.legal).toContain(action);
              return action;
            },
          }));
          const result = playGame(game, options, `legal/${players}/${cardExchange}/${i}`, checked);
          expect(result.outcome.endedByCap).toBe(false);
        }
      }
    }
  });

  it("§9: a bot's choice depends only on its view (same view, same legal actions, same rng: same choice)", () => {
    const state = game.setup(optionsFor(4), "fair");
    const seat = state.turn;
    const view = game.view(state, seat);
    const world = game.determinize(view, seat, new Rng("w"));
    expect(decide(normal, world, "x")).toEqual(decide(normal, state, "x"));
  });
});

describe("§9 normal heuristic", () => {
  it("§9 Pairs: answering a pair with a same-rank pair locks and wins the round", () => {
    const s = position({
      hands: [
        ["7C", "7D", "3C"],
        ["7H", "7S", "5C", "5D", "KC"],
        ["KD", "KH"],
        ["8C", "8D"],
      ],
    });
    run(s, [[0, play("7C", "7D")]]);
    expect(decide(normal, s)).toMatchObject({ type: "play", cards: ["7H", "7S"] });
  });

  it("§9 Singles: the fourth card of a rank completes the lock", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["7H", "KC"],
        ["7S", "4C", "9D"],
      ],
    });
    run(s, [
      [0, play("7C")],
      [1, play("7D")],
      [2, play("7H")],
    ]);
    expect(decide(normal, s)).toMatchObject({ type: "play", cards: ["7S"] });
  });

  it("§9 Opening: lead the lowest group, keep 2s, prefer a larger low group", () => {
    const s = position({
      hands: [
        ["4C", "4D", "3C", "9S", "2H", "KC"],
        ["5C", "5D", "8C", "8D"],
        ["6C", "6D"],
        ["10C", "10D"],
      ],
    });
    expect(decide(normal, s)).toMatchObject({ type: "play", cards: ["4C", "4D"] });
  });

  it("§9 Responding: prefer the lowest play that does not break a larger group; keep 2s early", () => {
    const s = position({
      hands: [["5C", "3C"], ["6C", "6D", "7C", "2S", "JC", "JD", "QC", "QD", "4C"], ["KD"], ["AC"]],
    });
    run(s, [[0, play("5C")]]);
    expect(decide(normal, s)).toMatchObject({ type: "play", cards: ["7C"] });
    const t = position({
      hands: [["AS", "3C"], ["2S", "6D", "8C", "JC", "9D", "QC", "KD", "4C"], ["KH"], ["AC"]],
    });
    run(t, [[0, play("AS")]]);
    expect(decide(normal, t)).toEqual({ type: "fold" });
  });

  it("§9 Responding: spend a 2 early when winning the round lets the hand shed a lot (a triple or more to lead)", () => {
    const s = position({
      hands: [["AS", "3C"], ["2S", "6D", "8C", "JC", "JD", "JH", "QC", "4C"], ["KD"], ["AC"]],
    });
    run(s, [[0, play("AS")]]);
    expect(decide(normal, s)).toMatchObject({ type: "play", cards: ["2S"] });
    // Only pairs behind the 2: not enough to shed, so it folds and keeps the 2.
    const t = position({
      hands: [["AS", "3C"], ["2S", "6D", "8C", "JC", "JD", "QC", "QD", "4C"], ["KD"], ["AC"]],
    });
    run(t, [[0, play("AS")]]);
    expect(decide(normal, t)).toEqual({ type: "fold" });
  });

  it("§9 Endgame: a play that empties the hand is always taken", () => {
    const s = position({ hands: [["5C", "3C"], ["2S"], ["KD"], ["AC"]] });
    run(s, [[0, play("5C")]]);
    expect(decide(normal, s)).toMatchObject({ type: "play", cards: ["2S"] });
  });

  it("§9 Table swap: take a table card that completes a group, giving a spare higher single", () => {
    const s = position({
      hands: [
        ["9C", "QD", "3C", "3D"],
        ["6D", "KD"],
        ["7D", "AD"],
      ],
      table: ["9H"],
    });
    expect(decide(normal, s)).toEqual(swap("9H", "QD"));
    // A control card (here the Q: nothing higher is unseen) is never put on the table.
    const t = position({
      hands: [
        ["9C", "QD", "3C", "3D"],
        ["6D", "8D"],
        ["7D", "10D"],
      ],
      table: ["9H"],
    });
    expect(decide(normal, t).type).toBe("play");
  });

  it("§9 Exchange under choice: return the two lowest singletons without breaking pairs", () => {
    const deal = {
      seats: [
        { hand: ["3C", "3D", "4C", "6D", "7C", "7D", "8C", "8D", "9C", "9D", "10C", "10D", "JC"] },
        null,
        null,
        { hand: ["2C", "AS", "3H", "3S", "4D", "4H", "5C", "5D", "6C", "6H", "7H", "7S", "8H"] },
      ],
    };
    const s = game.setup(
      optionsFor(4, { cardExchange: "choice", carry: nextCarry(null, [1, 2, 3, 4]), deal }),
      "x",
    );
    expect(decide(normal, s)).toEqual(giveBack("4C", "6D"));
  });
});

describe("§9 easy bot", () => {
  it("§9 Levels: easy plays the lowest legal play and folds about 20% of the time", () => {
    const s = position({ hands: [["5C", "3C"], ["6C", "KC", "8D"], ["KD"], ["AC"]] });
    run(s, [[0, play("5C")]]);
    let folds = 0;
    for (let i = 0; i < 400; i++) {
      const action = decide(easy, s, `e${i}`);
      if (action.type === "fold") folds++;
      else expect(action).toMatchObject({ type: "play", cards: ["6C"] });
    }
    expect(folds / 400).toBeGreaterThan(EASY_FOLD_CHANCE - 0.07);
    expect(folds / 400).toBeLessThan(EASY_FOLD_CHANCE + 0.07);
  });
});

describe("§9 strength", () => {
  it("§9: the normal bot clearly beats random bots over 300 4-player games (mean place well under 2.5)", () => {
    const players = 4;
    const options = optionsFor(players);
    let places = 0;
    const games = 300;
    for (let i = 0; i < games; i++) {
      const seat = i % players;
      const bots = Array.from({ length: players }, (_, s) => (s === seat ? normal : randomBot));
      places += playGame(game, options, `strength/${i}`, bots, { record: false }).outcome.places[seat];
    }
    expect(places / games).toBeLessThan(1.8);
  });
});

// Game end and automation: TDC-22, TDC-24, TDC-25, TDC-26, TDC-27 (§8 edge cases 20, 23, 29).

import { Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { normalBot } from "../src/bot.js";
import { titleOfPlace } from "../src/rules/titles.js";
import { ACTION_CAP, turnStateOf } from "../src/state.js";
import { FOLD, game, legalText, newGame, play, position, run } from "./helpers.js";

describe("TDC-22 game end", () => {
  it("TDC-22 (edge 20): three in game, one goes out: the round continues between the other two", () => {
    const s = position({ hands: [["5C"], ["6C", "QC"], ["7C", "KC"]], table: ["2S"] });
    run(s, [[0, play("5C")]]);
    expect(s.phase).toBe("play");
    expect(s.turn).toBe(1);
    expect(turnStateOf(s)).toBe("standard");
    expect(legalText(s, 1)).toEqual(["fold", "6C", "QC"]);
  });

  it("TDC-22 (edge 20): two in game, one goes out: the game is over (TDC-22 precedes TDC-18)", () => {
    const s = position({ hands: [["5C"], ["6C", "QC"]] });
    const events = run(s, [[0, play("5C")]]);
    expect(events.map((e) => e.type)).toEqual(["play", "out", "gameOver"]);
    expect(game.describeEvent(events[2], null)).toBe(
      "The game is over: Seat 0 Président, Seat 1 Trou du cul",
    );
    expect(s.phase).toBe("over");
    expect(game.outcome(s)).toMatchObject({ places: [1, 2], scores: [1, 0], endedByCap: false });
    expect(game.activeSeats(s)).toEqual([]);
  });

  it("TDC-22: in 2p the first player to empty their hand wins; actions after the end are GAME_OVER", () => {
    const s = position({
      hands: [
        ["5C", "6D"],
        ["6C", "QC"],
      ],
    });
    run(s, [
      [0, play("5C")],
      [1, FOLD],
      [0, play("6D")],
    ]);
    expect(s.places).toEqual([1, 2]);
    expect(() => game.apply(s, 1, FOLD)).toThrowError(expect.objectContaining({ code: "GAME_OVER" }));
  });

  it("TDC-22: the outcome reports places, titles, game points and rounds", () => {
    const s = position({ hands: [["5C"], ["6C", "QC"], ["7C", "KC"], ["AC"]] });
    run(s, [
      [0, play("5C")],
      [1, play("6C")],
      [2, FOLD],
      [3, FOLD],
      [1, play("QC")],
      [2, play("KC")],
      [3, play("AC")],
    ]);
    const outcome = game.outcome(s);
    expect(outcome).toMatchObject({
      places: [1, 2, 4, 3],
      scores: [3, 2, 0, 1],
      endedByCap: false,
      details: { titles: ["Président", "Vice-président", "Trou du cul", "Vice-trou du cul"], rounds: 2 },
    });
  });
});

describe("TDC-27 titles", () => {
  it("TDC-27 (edge 23): 5p finishing places map to the five titles", () => {
    expect([1, 2, 3, 4, 5].map((p) => titleOfPlace(5, p))).toEqual([
      "Président",
      "Vice-président",
      "Neutre",
      "Vice-trou du cul",
      "Trou du cul",
    ]);
    const s = position({
      hands: [["3C"], ["4C", "KD"], ["5C", "KH"], ["6C", "KS"], ["7C", "AC"]],
      table: ["2S", "2H"],
    });
    run(s, [
      [0, play("3C")],
      [1, play("4C")],
      [2, play("5C")],
      [3, play("6C")],
      [4, play("7C")],
      [1, FOLD],
      [2, FOLD],
      [3, FOLD],
      [4, play("AC")],
      [1, FOLD],
      [2, FOLD],
      [3, play("KS")],
      [1, play("KD")],
    ]);
    expect(game.outcome(s)?.details).toMatchObject({
      titles: ["Président", "Vice-trou du cul", "Trou du cul", "Neutre", "Vice-président"],
    });
  });

  it("TDC-27: titles for 2, 3 and 4 players", () => {
    expect([1, 2].map((p) => titleOfPlace(2, p))).toEqual(["Président", "Trou du cul"]);
    expect([1, 2, 3].map((p) => titleOfPlace(3, p))).toEqual(["Président", "Neutre", "Trou du cul"]);
    expect([1, 2, 3, 4].map((p) => titleOfPlace(4, p))).toEqual([
      "Président",
      "Vice-président",
      "Vice-trou du cul",
      "Trou du cul",
    ]);
  });
});

describe("TDC-24 automatic actions", () => {
  const lockHands = [
    ["7C", "7D", "3C"],
    ["7H", "7S", "5C"],
    ["KC", "KD"],
  ];

  it("TDC-24 (edge 29): locked turns are folded automatically in 4p, with the folds as events", () => {
    const s = position({ hands: [...lockHands, ["8C", "8D"]] });
    const events = run(s, [
      [0, play("7C", "7D")],
      [1, play("7H", "7S")],
    ]);
    expect(events.filter((e) => e.type === "fold")).toEqual([
      { type: "fold", seat: 2, auto: true },
      { type: "fold", seat: 3, auto: true },
      { type: "fold", seat: 0, auto: true },
    ]);
    expect(game.view(s, 0).log.filter((e) => e.type === "fold")).toHaveLength(3);
  });

  it("TDC-24 (edge 29): no automatic fold in 3p with a non-2 table card: the player is asked", () => {
    const s = position({ hands: lockHands, table: ["4S"] });
    const events = run(s, [
      [0, play("7C", "7D")],
      [1, play("7H", "7S")],
    ]);
    expect(events.some((e) => e.type === "fold")).toBe(false);
    expect(turnStateOf(s)).toBe("locked");
    expect(game.activeSeats(s)).toEqual([2]);
  });

  it("TDC-24: in 3p with a 2 on the table nobody can swap, so locked turns are folded automatically", () => {
    const s = position({ hands: lockHands, table: ["2S"] });
    const events = run(s, [
      [0, play("7C", "7D")],
      [1, play("7H", "7S")],
    ]);
    expect(events.filter((e) => e.type === "fold")).toHaveLength(2);
    expect(s.turn).toBe(1);
  });

  it("TDC-24: a player who cannot beat the last play is still asked (no automatic fold outside locks)", () => {
    const s = position({ hands: [["2C", "3C"], ["4C", "5C"], ["6C"], ["7C"]] });
    run(s, [[0, play("2C")]]);
    expect(game.activeSeats(s)).toEqual([1]);
    expect(legalText(s, 1)).toEqual(["fold"]);
  });
});

describe("TDC-25, TDC-26 timeouts and the action cap", () => {
  it("TDC-25: the normal bot, the timeout substitute, answers every decision with a legal action", () => {
    const s = newGame(4, {}, "timeout");
    const bot = normalBot();
    const action = bot.choose({
      view: game.view(s, s.turn),
      seat: s.turn,
      legal: game.legalActions(s, s.turn),
      rng: new Rng("t"),
    });
    expect(game.legalActions(s, s.turn)).toContain(action);
  });

  it("TDC-26: the game ends after 1,000 actions; the players left are placed by fewest cards, ties by turn order from the player to act", () => {
    expect(game.maxActions).toBe(ACTION_CAP);
    const s = position({
      hands: [
        ["5C", "9D"],
        ["6C", "QC", "KS"],
        ["7C", "KC"],
        ["8C", "AC"],
      ],
    });
    s.actionCount = ACTION_CAP - 1;
    const events = run(s, [[0, play("5C")]]);
    expect(events.at(-1)).toMatchObject({ type: "gameOver", endedByCap: true });
    // After 5C: seat 1 to act. Hand sizes 1, 3, 2, 2: seat 0 first; seats 2 and 3 tie, seat 2 comes first from seat 1.
    expect(game.outcome(s)).toMatchObject({ places: [1, 4, 2, 3], endedByCap: true });
  });
});

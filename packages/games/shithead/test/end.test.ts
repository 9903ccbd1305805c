// SH-66 toss fives, SH-80..SH-84 (out, placings, stalemate, series), CTR.

import { playGame, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { act, handOf, ids, legal, play, position, shithead, top, types } from "./helpers.js";

describe("going out and placings", () => {
  it("SH-80/SH-15: going out on a Jk, a 10 or a 2 passes the effect to the next active player (edge 31)", () => {
    const jk = position(
      "CTS",
      [{ hand: ["JK"] }, { hand: ["5S", "AD", "9H"] }, { hand: ["QH", "AH", "9D"] }],
      { pile: ["7D"] },
    );
    play(jk, 0, ["JK"]);
    expect(jk.place[0]).toBe(1);
    expect(jk.turn).toBe(1);
    expect(top(jk)).toBe("pendingPickup");
    const ten = position(
      "CT",
      [{ hand: ["10S"] }, { hand: ["KS", "AD", "9H"] }, { hand: ["QH", "AH", "9D"] }],
      { pile: ["7D"] },
      {
        cancelCards: "spades",
      },
    );
    play(ten, 0, ["10S"]);
    expect(ten.turn).toBe(1);
    expect(top(ten)).toBe("pendingClear");
    const two = position(
      "CT",
      [{ hand: ["2S"] }, { hand: ["KS", "AD", "9H"] }, { hand: ["QH", "AH", "9D"] }],
      { pile: ["7D"] },
    );
    play(two, 0, ["2S"]);
    expect(two.turn).toBe(1);
    expect(top(two)).toBe("freeplay");
  });

  it("SH-81: with one player left the game ends; the last is the Shit Head (edge 32)", () => {
    const s = position("SH", [{ hand: ["KC"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["7D"] });
    play(s, 0, ["KC"]);
    const out = shithead.outcome(s);
    expect(out?.places).toEqual([1, 2]);
    expect(out?.endedByCap).toBe(false);
    expect(legal(s, 1)).toEqual([]);
  });

  it("SH-82/SH-83: turns without progress (a pick-and-play loop) end the game; places by cards held (edge 33)", () => {
    const s = position(
      "SH",
      [{ hand: ["KC", "QC"] }, { hand: ["QD"] }],
      { pile: ["5H"] },
      { stallTurns: 10 },
    );
    let turns = 0;
    while (shithead.outcome(s) === null && turns < 50) {
      const seat = s.turn;
      act(s, seat, { type: "pickAndPlay" });
      act(s, seat, legal(s, seat)[0]);
      turns++;
    }
    const out = shithead.outcome(s);
    expect(out?.endedByCap).toBe(true);
    expect(turns).toBeLessThanOrEqual(11);
    expect(out?.places).toEqual([2, 1]);
  });

  it("SH-83: equal holdings share a place; a shared last place shares the Shit Head", () => {
    const s = position("SH", [{ hand: ["KC"] }, { hand: ["QD"] }], { pile: ["5H"] }, { stallTurns: 10 });
    while (shithead.outcome(s) === null) {
      const seat = s.turn;
      act(s, seat, { type: "pickAndPlay" });
      act(s, seat, legal(s, seat)[0]);
    }
    expect(shithead.outcome(s)?.places).toEqual([1, 1]);
  });

  it("SH-7/SH-84: a stalemate with nobody out: the best placed starts the next game; the Shit Head deals (edge 48)", () => {
    const s = position(
      "SH",
      [{ hand: ["KC", "QC"] }, { hand: ["QD"] }],
      { pile: ["5H"] },
      { stallTurns: 10 },
    );
    while (shithead.outcome(s) === null) {
      const seat = s.turn;
      act(s, seat, { type: "pickAndPlay" });
      act(s, seat, legal(s, seat)[0]);
    }
    const next = shithead.nextGameOptions?.(s);
    const carry = next?.carry as { first: number; dealer: number; games: number[][] };
    expect(carry.first).toBe(1);
    expect(carry.dealer).toBe(0);
    expect(carry.games).toHaveLength(1);
    const again = shithead.setup(resolveOptions(shithead, { options: { ...next } }), "g2");
    expect(again.turn).toBe(1);
    expect(shithead.seriesSummary?.(s)).toContain("Seat 1: Cut Throat 1");
  });

  it("SH-12: in CTR there is no refill after a play, only the start-of-turn draw (edge 38)", () => {
    const s = position(
      "CTR",
      [
        { hand: ["KC", "KD"] },
        { hand: ["QD", "AD", "9H", "5C", "5D", "6S"] },
        { hand: ["QH", "AH", "4D", "6C", "6D", "7S"] },
      ],
      {
        pile: ["7D"],
        stock: ["4C", "4H", "8S", "8H", "9C", "9D", "JC", "JD"],
      },
    );
    // seat 0 held 2 (<= handMin 5): the start-of-turn draw took it to 6
    expect(handOf(s, 0)).toHaveLength(6);
    const before = s.stocks[0].length;
    play(s, 0, ["KC", "KD"]);
    expect(s.stocks[0].length).toBe(before);
    expect(handOf(s, 0)).toHaveLength(4);
  });

  it("SH-80/SH-81: in CTR emptying the hand wins at once, stock or not; the others are placed by cards held (edge 38)", () => {
    const s = position(
      "CTR",
      [{ hand: ["KC", "KD"] }, { hand: ["QD", "9H", "5C"] }, { hand: ["QH", "4D"] }],
      { pile: ["7D"], stock: ["4C", "4H", "8S"] },
      { handMin: 1 },
    );
    act(s, 0, { type: "skipDraw" });
    play(s, 0, ["KC", "KD"]);
    const out = shithead.outcome(s);
    expect(out?.places).toEqual([1, 3, 2]);
    expect(out?.endedByCap).toBe(false);
  });
});

describe("toss fives", () => {
  it("SH-66: in SH, toss fives completing four 5s clears the pile and the last tosser replays (edge 36)", () => {
    const s = position(
      "SH",
      [{ hand: ["5H", "5D", "KC"] }, { hand: ["5C", "AD", "9H"] }, { hand: ["5S", "AH", "9D"] }],
      {},
      { tossFives: true },
    );
    play(s, 0, ["5H", "5D"]);
    expect(shithead.activeSeats(s)).toEqual([1]);
    expect(types(s, 1)).toEqual(["toss", "passToss"]);
    act(s, 1, { type: "toss", cards: ids(s, 1, ["5C"]) });
    expect(shithead.activeSeats(s)).toEqual([2]);
    act(s, 2, { type: "toss", cards: ids(s, 2, ["5S"]) });
    expect(s.pile).toHaveLength(0);
    expect(s.turn).toBe(2);
    expect(types(s, 2)).toEqual(["play"]);
    play(s, 2, ["9D"]);
    expect(s.turn).toBe(0);
  });

  it("SH-66: every other active player is asked in turn order; then the turn passes after the actor", () => {
    const s = position(
      "CT",
      [{ hand: ["5H", "KC", "KD"] }, { hand: ["AD", "9H", "QH"] }, { hand: ["AH", "9D", "QD"] }],
      {},
      { tossFives: true },
    );
    play(s, 0, ["5H"]);
    act(s, 1, { type: "passToss" });
    act(s, 2, { type: "passToss" });
    expect(s.turn).toBe(1);
  });
});

describe("bots", () => {
  it("SH-82: bot-vs-bot games in every preset always end, and bots play bottom cards (edge 39)", () => {
    const bot = shithead.bots.normal?.();
    if (!bot) throw new Error("no normal bot");
    for (const preset of shithead.presets) {
      const players = preset.players?.[1] ?? 3;
      const o = resolveOptions(shithead, { players, preset: preset.id });
      let flips = 0;
      for (let g = 0; g < 3; g++) {
        const r = playGame(shithead, o, `bots-${g}`, Array(players).fill(bot), {
          onStep: (step) => {
            if (step.action.type === "flip" || step.action.type === "playFlipped") flips++;
          },
        });
        expect(r.outcome.places).toHaveLength(players);
      }
      if (preset.id !== "CTR") expect(flips).toBeGreaterThan(0);
    }
  });
});

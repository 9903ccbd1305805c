// Series: TDC-31 carry-over, TDC-32 scoring, standings and seriesLength.

import { playGame, playReplay, type Replay, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { TdcOptions } from "../src/options.js";
import { gamePoints, nextCarry, standingsOf } from "../src/rules/series.js";
import type { TdcState } from "../src/state.js";
import { game, optionsFor, randomBot } from "./helpers.js";

function playSeries(players: number, options: Record<string, unknown>, games: number, seed: string) {
  const finished: { state: TdcState; options: TdcOptions; replay: Replay }[] = [];
  let current: TdcOptions | null = optionsFor(players, options);
  for (let i = 0; i < games && current; i++) {
    const result = playGame<TdcState>(game, current, `${seed}/${i}`, Array(players).fill(randomBot));
    finished.push({ state: result.state, options: current, replay: result.replay });
    current = game.nextGameOptions!(result.state);
  }
  return { finished, next: current };
}

describe("TDC-31 carry-over", () => {
  it("TDC-31: nextGameOptions carries places, titles, standings, title counts, the game number and the previous Trou du cul as dealer and opener", () => {
    const { finished } = playSeries(4, {}, 1, "carry");
    const [first] = finished;
    const next = game.nextGameOptions!(first.state);
    const places = first.state.places;
    const trou = places.indexOf(4);
    expect(next?.carry).toEqual({
      game: 2,
      places,
      titles: places.map((p) => ["Président", "Vice-président", "Vice-trou du cul", "Trou du cul"][p - 1]),
      points: places.map((p) => 4 - p),
      presidents: places.map((p) => (p === 1 ? 1 : 0)),
      trous: places.map((p) => (p === 4 ? 1 : 0)),
      dealer: trou,
      opener: trou,
    });
    expect(next?.deal).toBeUndefined();
    const second = game.setup(next!, "g2");
    expect(second.gameNumber).toBe(2);
    expect(second.dealer).toBe(trou);
    expect(second.phase).toBe("exchange");
    expect(game.view(second, 0).titles).toEqual(next?.carry?.titles);
  });

  it("TDC-31: a game-2 replay is self-contained: its options hold the carry-over", () => {
    const { finished } = playSeries(4, {}, 2, "replay");
    const { replay, state } = finished[1];
    const replayed = playReplay<TdcState>(game, JSON.parse(JSON.stringify(replay)));
    expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(state));
    expect(replay.options.carry).toMatchObject({ game: 2 });
  });

  it("TDC-31: a bad carry-over is refused with BAD_OPTION naming the problem", () => {
    const good = nextCarry(null, [1, 2, 3, 4]);
    const bad = (carry: unknown, message: RegExp) =>
      expect(() => resolveOptions(game, { players: 4, options: { carry } })).toThrowError(message);
    bad({ ...good, places: [1, 1, 3, 4] }, /different place/);
    bad({ ...good, titles: ["Président", "Président", "Neutre", "Trou du cul"] }, /titles of carry.places/);
    bad({ ...good, dealer: 0 }, /previous Trou du cul, seat 3/);
    bad({ ...good, game: 1 }, /carry.game/);
    bad({ ...good, points: [1, 2] }, /carry.points/);
    bad({ ...good, extra: 1 }, /unknown field "extra"/);
    bad("x", /carry must be a JSON object/);
    // Changing the number of players starts a new series: a 4-player carry-over does not fit 5 players.
    expect(() => resolveOptions(game, { players: 5, options: { carry: good } })).toThrowError(/5 seats/);
    expect(() =>
      resolveOptions(game, { players: 4, options: { seriesLength: 3, carry: { ...good, game: 4 } } }),
    ).toThrowError(/past the end/);
  });

  it("TDC-31: nextGameOptions on a running game is GAME_NOT_OVER", () => {
    const s = game.setup(optionsFor(4), "running");
    expect(() => game.nextGameOptions!(s)).toThrowError(expect.objectContaining({ code: "GAME_NOT_OVER" }));
  });
});

describe("TDC-32 series scoring", () => {
  it("TDC-32: each game gives n - place points; a game's points sum to n(n-1)/2", () => {
    expect(gamePoints([2, 1, 4, 3])).toEqual([2, 3, 0, 1]);
    for (const players of [2, 3, 4, 5]) {
      const { finished } = playSeries(players, {}, 1, `points-${players}`);
      const scores = game.outcome(finished[0].state)?.scores ?? [];
      expect(scores.reduce((a, b) => a + b, 0)).toBe((players * (players - 1)) / 2);
    }
  });

  it("TDC-32: standings by points, then more Président titles, then fewer Trou du cul titles, else shared", () => {
    expect(
      standingsOf({ points: [5, 5, 5, 5, 2], presidents: [2, 1, 1, 1, 0], trous: [0, 1, 0, 0, 3] }),
    ).toEqual([1, 4, 2, 2, 5]);
  });

  it("TDC-32: seriesLength N ends the series after N games: nextGameOptions returns null after the last", () => {
    const { finished, next } = playSeries(3, { seriesLength: 3 }, 10, "length");
    expect(finished).toHaveLength(3);
    expect(next).toBeNull();
    const details = game.outcome(finished[2].state)?.details as { series: { points: number[] } };
    expect(details.series.points.reduce((a, b) => a + b, 0)).toBe(3 * 3);
  });

  it("TDC-32: seriesLength 0 is open-ended; seriesSummary gives the standings as text", () => {
    const { finished, next } = playSeries(4, { seriesLength: 0 }, 3, "open");
    expect(finished).toHaveLength(3);
    expect(next?.carry?.game).toBe(4);
    const summary = game.seriesSummary!(finished[2].state);
    expect(summary).toMatch(/^Series standings after 3 games:/);
    expect(summary.split("\n")).toHaveLength(5);
    const outcome = game.outcome(finished[2].state)?.details as { series: { points: number[] } };
    expect(outcome.series.points).toEqual(next?.carry?.points);
  });

  it("TDC-31, TDC-32: a series of five 5-player games under every exchange mode keeps every invariant", () => {
    for (const cardExchange of ["choice", "lowest", "none"]) {
      const { finished } = playSeries(5, { cardExchange, seriesLength: 5 }, 5, `series-${cardExchange}`);
      expect(finished).toHaveLength(5);
      const last = game.outcome(finished[4].state)?.details as {
        series: { points: number[]; presidents: number[] };
      };
      expect(last.series.points.reduce((a, b) => a + b, 0)).toBe(5 * 10);
      expect(last.series.presidents.reduce((a, b) => a + b, 0)).toBe(5);
    }
  });
});

// The series carry-over (options.carry, SH-7/SH-84): validated field by field (BAD_OPTION), and
// whatever is accepted leads to a next game that sets up and plays.

import { Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { ShState } from "../src/index.js";
import { MAX_SERIES_GAMES, type ShCarry } from "../src/options.js";
import { shithead } from "./helpers.js";

function withCarry(players: number, carry: unknown) {
  return resolveOptions(shithead, { players, preset: "SH", options: { carry } });
}

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    const err = e as { code: string; message: string };
    return `${err.code}: ${err.message}`;
  }
  return "accepted";
}

function playOut(s: ShState, rng: Rng): void {
  while (shithead.outcome(s) === null) {
    const seat = shithead.activeSeats(s)[0];
    const actions = shithead.legalActions(s, seat);
    shithead.apply(s, seat, actions[rng.int(actions.length)]);
  }
}

/** Random placings as SH-81/SH-83 give them: 1 + the number of seats placed above (ties share). */
function randomPlaces(rng: Rng, players: number): number[] {
  const score = Array.from({ length: players }, () => rng.int(players));
  return score.map((v) => 1 + score.filter((w) => w < v).length);
}

describe("series carry-over (BAD_OPTION)", () => {
  it("SH-84 (BAD_OPTION): the reported carry-overs are refused, naming carry.games", () => {
    for (const games of [-1, 1e9, {}, "x", null]) {
      expect(refusal(() => withCarry(2, { first: 1, dealer: 0, games }))).toMatch(
        /^BAD_OPTION: SH-84: .*carry\.games must be a list of placings/,
      );
    }
    expect(refusal(() => withCarry(2, { first: 1, dealer: 0, games: ["x"] }))).toContain(
      "carry.games[0] must list a place for each of the 2 seats",
    );
    expect(refusal(() => withCarry(2, { first: 1, dealer: 0, games: [[1, "x"]] }))).toContain(
      'carry.games[0][1] must be a place from 1 to 2 (got "x")',
    );
  });

  it("SH-7/SH-81/SH-84 (BAD_OPTION): every carry field is checked: seats in the table, one valid placing per seat, no unknown fields", () => {
    const cases: [unknown, string][] = [
      [null, "carry must be an object"],
      [[1, 0], "carry must be an object"],
      [5, "carry must be an object"],
      [
        { first: 1, dealer: 0, games: [], bogus: 1 },
        "carry.bogus is not a carry-over field; fields: first, dealer, games",
      ],
      [{ dealer: 0, games: [] }, "carry.first must be a seat from 0 to 2 (got nothing)"],
      [{ first: 3, dealer: 0, games: [] }, "carry.first must be a seat from 0 to 2 (got 3)"],
      [{ first: 0.5, dealer: 0, games: [] }, "carry.first must be a seat from 0 to 2"],
      [{ first: 0, dealer: "1", games: [] }, 'carry.dealer must be a seat from 0 to 2 (got "1")'],
      [{ first: 0, dealer: 1 }, "carry.games must be a list of placings (got nothing)"],
      [{ first: 0, dealer: 1, games: [[1, 2]] }, "carry.games[0] must list a place for each of the 3 seats"],
      [
        { first: 0, dealer: 1, games: [[1, 3, 2, 1]] },
        "carry.games[0] must list a place for each of the 3 seats",
      ],
      [{ first: 0, dealer: 1, games: [[1, 4, 2]] }, "carry.games[0][1] must be a place from 1 to 3 (got 4)"],
      [{ first: 0, dealer: 1, games: [[1, 0, 2]] }, "carry.games[0][1] must be a place from 1 to 3 (got 0)"],
      [{ first: 0, dealer: 1, games: [[1, 2.5, 2]] }, "carry.games[0][1] must be a place from 1 to 3"],
      [
        {
          first: 0,
          dealer: 1,
          games: [
            [1, 2, 2],
            [1, 1, 2],
          ],
        },
        "carry.games[1] is not a placing",
      ],
      [{ first: 0, dealer: 1, games: [[2, 3, 3]] }, "carry.games[0] is not a placing"],
      [{ first: 0, dealer: 1, games: [[1, 3, 3]] }, "carry.games[0] is not a placing"],
      [
        { first: 1, dealer: 2, games: [[1, 2, 3]] },
        "carry.first 1 is not a best-placed seat of the last game",
      ],
      [
        { first: 0, dealer: 1, games: [[1, 2, 3]] },
        "carry.dealer 1 is not a worst-placed seat of the last game",
      ],
      [
        { first: 0, dealer: 2, games: Array.from({ length: MAX_SERIES_GAMES }, () => [1, 2, 3]) },
        `carry.games lists ${MAX_SERIES_GAMES} games; a series has at most ${MAX_SERIES_GAMES} games`,
      ],
    ];
    for (const [carry, message] of cases) {
      const why = refusal(() => withCarry(3, carry));
      expect(why, JSON.stringify(carry)).toMatch(/^BAD_OPTION: SH-\d+: /);
      expect(why, JSON.stringify(carry)).toContain(message);
    }
    // Shared places are valid placings (SH-83): the Cut Throat and the Shit Head may be shared.
    expect(refusal(() => withCarry(3, { first: 1, dealer: 0, games: [[3, 1, 1]] }))).toBe("accepted");
    expect(refusal(() => withCarry(3, { first: 0, dealer: 2, games: [] }))).toBe("accepted");
  });

  it("SH-84 (BAD_OPTION): a setup given options that skipped resolveOptions refuses a bad carry too", () => {
    const o = {
      ...resolveOptions(shithead, { players: 2, preset: "SH" }),
      carry: { first: 1, dealer: 0, games: -1 },
    };
    expect(refusal(() => shithead.setup(o as never, "1"))).toMatch(/^BAD_OPTION: SH-84: carry\.games/);
  });

  it("SH-7/SH-84: a carry-over sets the dealer and the first player and is extended by each game; the series ends after its last game", () => {
    const rng = new Rng("series-end");
    const earlier = Array.from({ length: MAX_SERIES_GAMES - 2 }, () => [2, 1]);
    let o = withCarry(2, { first: 1, dealer: 0, games: earlier });
    const s = shithead.setup(o, "g1");
    expect(s.dealer).toBe(0);
    playOut(s, rng);
    const next = shithead.nextGameOptions?.(s);
    expect(next?.carry?.games).toHaveLength(MAX_SERIES_GAMES - 1);
    expect(shithead.seriesSummary?.(s)).toContain(
      `Seat 1: Cut Throat ${earlier.length + (shithead.outcome(s)?.places[1] === 1 ? 1 : 0)}`,
    );
    // The next options survive JSON and resolveOptions (a replay of that game loads).
    o = resolveOptions(shithead, { options: JSON.parse(JSON.stringify(next)) });
    const last = shithead.setup(o, "g2");
    expect(last.dealer).toBe(next?.carry?.dealer);
    playOut(last, rng);
    expect(shithead.nextGameOptions?.(last)).toBeNull();
  });

  it("SH-84: the longest carry-over at the largest table fits the options size limit (so its replays load)", () => {
    const games = Array.from({ length: MAX_SERIES_GAMES - 1 }, () => [1, 2, 3, 4, 5, 6, 7, 8]);
    const o = resolveOptions(shithead, {
      players: 8,
      preset: "SH",
      options: { carry: { first: 0, dealer: 7, games } },
    });
    expect(resolveOptions(shithead, { options: JSON.parse(JSON.stringify(o)) }).carry?.games).toHaveLength(
      games.length,
    );
  });

  it("SH-7/SH-84: random carry-overs are refused with BAD_OPTION or lead to a next game that sets up, plays and carries on", () => {
    const rng = new Rng("random-carry");
    let accepted = 0;
    for (let k = 0; k < 60; k++) {
      const players = 2 + rng.int(4);
      const games = Array.from({ length: rng.int(4) }, () => randomPlaces(rng, players));
      const last = games[games.length - 1];
      const seatOf = (want: number) =>
        last && rng.int(4) > 0 ? last.indexOf(want) : rng.int(players + 1) - (rng.int(6) === 0 ? 1 : 0);
      const carry: Record<string, unknown> = {
        first: seatOf(last ? Math.min(...last) : 1),
        dealer: seatOf(last ? Math.max(...last) : 1),
        games,
      };
      // Occasionally spoil one field.
      switch (rng.int(8)) {
        case 0:
          carry.games = games.map((g) => g.map((p) => (rng.int(6) === 0 ? p + 1 : p)));
          break;
        case 1:
          if (games.length > 0) games[rng.int(games.length)].pop();
          break;
        case 2:
          carry[rng.pick(["first", "dealer", "games"])] = rng.pick([-1, 1.5, "0", null, [], {}]);
          break;
        case 3:
          carry.extra = 1;
          break;
      }
      let o: ReturnType<typeof withCarry>;
      try {
        o = withCarry(players, carry);
      } catch (e) {
        expect((e as { code: string }).code).toBe("BAD_OPTION");
        continue;
      }
      accepted++;
      const s = shithead.setup(o, `c${k}`);
      expect(s.dealer).toBe(carry.dealer);
      playOut(s, rng);
      const next = shithead.nextGameOptions?.(s) as NonNullable<
        ReturnType<NonNullable<typeof shithead.nextGameOptions>>
      >;
      const nextCarry = next.carry as ShCarry;
      expect(nextCarry.games).toEqual([...(carry.games as number[][]), shithead.outcome(s)?.places]);
      expect(shithead.seriesSummary?.(s)).toContain("Seat 0: Cut Throat");
      const again = shithead.setup(
        resolveOptions(shithead, { options: JSON.parse(JSON.stringify(next)) }),
        `n${k}`,
      );
      expect(again.turn).toBe(nextCarry.first);
      expect(shithead.legalActions(again, shithead.activeSeats(again)[0]).length).toBeGreaterThan(0);
    }
    expect(accepted).toBeGreaterThan(20);
  });
});

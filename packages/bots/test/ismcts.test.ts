import { type Bot, playGame, Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { beatIt, beatItOptions } from "../../engine/test/fixtures/beat-it.js";
import { ismctsBot, ismctsSearch } from "../src/ismcts.js";
import { randomBot } from "../src/random.js";
import { expectBlindToHiddenCards, recordingDeterminize } from "./blind.js";

/** The first decision of a 3-player Beat it game dealt from `seed`. */
function contextAt(seed: string) {
  const state = beatIt.setup(beatItOptions(3), seed);
  const seat = beatIt.activeSeats(state)[0];
  return {
    view: beatIt.view(state, seat),
    seat,
    legal: beatIt.legalActions(state, seat),
    rng: new Rng("fixed"),
  };
}

describe("ISMCTS", () => {
  it("is deterministic for a seed with an iteration budget", () => {
    const a = ismctsSearch(beatIt, contextAt("det"), { iterations: 200 });
    const b = ismctsSearch(beatIt, contextAt("det"), { iterations: 200 });
    expect(b.visits).toEqual(a.visits);
    expect(a.iterations).toBe(200);
  });

  it("samples its worlds without the game's soft inferences when asked (inferences: false)", () => {
    const recording = recordingDeterminize(beatIt);
    ismctsSearch(recording.game, contextAt("inferences"), { iterations: 20 });
    expect(recording.asked).toEqual(new Array(20).fill(undefined));
    recording.asked.length = 0;
    ismctsSearch(recording.game, contextAt("inferences"), { iterations: 20, inferences: false });
    expect(recording.asked).toEqual(new Array(20).fill({ inferences: false }));
  });

  it("at the decision itself, searches only the game's search candidates", () => {
    const narrowed = {
      ...beatIt,
      searchActions: (_view: unknown, _seat: number, legal: readonly unknown[]) => legal.slice(-2),
    };
    let compared = 0;
    for (const seed of ["c1", "c2", "c3", "c4", "c5", "c6"]) {
      const state = beatIt.setup(beatItOptions(3), seed);
      const seat = beatIt.activeSeats(state)[0];
      const legal = beatIt.legalActions(state, seat);
      if (legal.length < 3) continue;
      compared++;
      const ctx = { view: beatIt.view(state, seat), seat, legal, rng: new Rng("fixed") };
      const result = ismctsSearch(narrowed, ctx, { iterations: 50 });
      const keys = legal.slice(-2).map((a) => beatIt.formatAction(a));
      expect(Object.keys(result.visits).sort()).toEqual([...keys].sort());
      expect(Object.values(result.visits).reduce((a, b) => a + b, 0)).toBe(50);
      expect(keys).toContain(beatIt.formatAction(result.action));
    }
    expect(compared).toBeGreaterThan(0);
  });

  it("never peeks: its choice is the same when others' hidden cards are re-sampled", () => {
    expectBlindToHiddenCards(beatIt, (ctx) => ismctsSearch(beatIt, ctx, { iterations: 100 }).visits);
  });

  it("beats random bots at Beat it", () => {
    const search = ismctsBot(beatIt, { iterations: 100, playout: "random" });
    const random = randomBot();
    let wins = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      const seat = g % 2;
      const bots: Bot[] = seat === 0 ? [search, random] : [random, search];
      const result = playGame(beatIt, beatItOptions(2), `arena-${g}`, bots, { record: false });
      if (result.outcome.places[seat] === 1) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.6);
  });
});

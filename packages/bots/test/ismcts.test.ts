import { type Bot, playGame, Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { beatIt, beatItOptions } from "../../engine/test/fixtures/beat-it.js";
import { ismctsBot, ismctsSearch } from "../src/ismcts.js";
import { randomBot } from "../src/random.js";
import { expectBlindToHiddenCards } from "./blind.js";

describe("ISMCTS", () => {
  it("is deterministic for a seed with an iteration budget", () => {
    const options = beatItOptions(3);
    const state = beatIt.setup(options, "det");
    const seat = beatIt.activeSeats(state)[0];
    const ctx = () => ({
      view: beatIt.view(state, seat),
      seat,
      legal: beatIt.legalActions(state, seat),
      rng: new Rng("fixed"),
    });
    const a = ismctsSearch(beatIt, ctx(), { iterations: 200 });
    const b = ismctsSearch(beatIt, ctx(), { iterations: 200 });
    expect(b.visits).toEqual(a.visits);
    expect(a.iterations).toBe(200);
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

import { type Bot, playGame, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { play, position } from "./helpers.js";

const random: Bot = { name: "random", choose: (ctx) => ctx.legal[ctx.rng.int(ctx.legal.length)] };

describe("normal bot (brief §9)", () => {
  it("beats random bots clearly: average place well below the random 2.5 at 4 players", () => {
    const options = resolveOptions(cuntSoul, { players: 4 });
    let places = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const seat = i % 4;
      const bots = [random, random, random, random];
      bots[seat] = cuntSoul.bots.normal!() as Bot;
      const result = playGame(cuntSoul, options, `bot-${i}`, bots, { record: false });
      places += result.outcome.places[seat];
    }
    expect(places / games).toBeLessThan(2.1);
  });

  it("always answers with one of the legal actions, deterministically for a given rng", () => {
    const options = resolveOptions(cuntSoul, { players: 3, preset: "V13" });
    const a = playGame(
      cuntSoul,
      options,
      "det",
      [1, 2, 3].map(() => cuntSoul.bots.normal!() as Bot),
    );
    const b = playGame(
      cuntSoul,
      options,
      "det",
      [1, 2, 3].map(() => cuntSoul.bots.normal!() as Bot),
    );
    expect(a.replay.actions).toEqual(b.replay.actions);
  });

  it("does not start a 4-run without the mandatory 6, and keeps a lone Q", () => {
    const s = position({ hands: ["4H 5H 9C", "3C", "3D", "3S"] });
    play(s, "4H");
    const bot = cuntSoul.bots.normal!();
    const rng = { int: () => 1 } as never;
    const choice = bot.choose({
      view: cuntSoul.view(s, 0),
      seat: 0,
      legal: cuntSoul.legalActions(s, 0),
      rng,
    });
    expect(choice.type).toBe("endChain");
    const q = position({ hands: ["QH 9C", "3C", "3D", "3S"] });
    const pick = bot.choose({ view: cuntSoul.view(q, 0), seat: 0, legal: cuntSoul.legalActions(q, 0), rng });
    expect(pick).toEqual({ type: "play", cards: ["9C"] });
  });
});

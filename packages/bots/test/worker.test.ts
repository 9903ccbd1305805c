import { Rng } from "@houserules/engine";
import { trouDuCul } from "@houserules/trou-du-cul";
import { describe, expect, it } from "vitest";
import { searchLevel } from "../src/levels.js";
import { rolloutSearch } from "../src/rollouts.js";
import { callerAction, workerSearchAgent } from "../src/worker-bot.js";

describe("search in a worker thread", () => {
  it("runs a level's rollout search off the main thread with the same result as in process", async () => {
    const options = trouDuCul.finishOptions({ players: 4 });
    const state = trouDuCul.setup(options, "worker");
    let seat = trouDuCul.activeSeats(state)[0];
    while (trouDuCul.legalActions(state, seat).length < 2) {
      trouDuCul.apply(state, seat, trouDuCul.legalActions(state, seat)[0]);
      seat = trouDuCul.activeSeats(state)[0];
    }
    const level = { ...searchLevel("trou-du-cul", "hard"), iterations: 40, timeMs: undefined };
    const ctx = () => ({
      view: trouDuCul.view(state, seat),
      seat,
      legal: trouDuCul.legalActions(state, seat),
      rng: new Rng("worker-rng"),
    });
    const agent = workerSearchAgent(
      { module: "@houserules/trou-du-cul", exportName: "trouDuCul" },
      level,
      "hard",
    );
    try {
      const viaWorker = await agent.choose(ctx());
      // The worker searches with a fork of the caller's generator.
      const expected = rolloutSearch(trouDuCul, { ...ctx(), rng: new Rng("worker-rng").fork() }, level);
      expect(agent.lastSearch?.visits).toEqual(expected.visits);
      expect(viaWorker).toEqual(expected.action);
    } finally {
      await agent.close();
    }
  });

  it("hands back the caller's own action object, or the worker's when the search chose an unlisted one", () => {
    const legal = [{ type: "ask", card: "crabs-1" }, { type: "pass" }];
    expect(callerAction(legal, { type: "pass" })).toBe(legal[1]);
    const unlisted = { type: "declare", set: "crabs" };
    expect(callerAction(legal, unlisted)).toBe(unlisted);
  });
});

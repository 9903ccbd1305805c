import { games } from "@houserules/catalog";
import { type AnyGame, Rng, resolveOptions } from "@houserules/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import { createTable, playToEnd, seatedClient, testServer } from "./harness.js";

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000, messagesPerSecond: 100_000 });
});
afterAll(async () => {
  await server.close();
});

const NAMES = ["Ada", "Bea", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivo", "Jo"];
const SEAT_NUMBER = /\b[Ss]eat \d/;

describe("the log names the players", () => {
  for (const entry of games.list()) {
    const game = entry as AnyGame;
    it(`${game.id}: every event of a game is told with the names it is given, never as "Seat N"`, () => {
      const players = game.playerCounts[0];
      const state = game.setup(resolveOptions(game, { options: { players } }), `names-${game.id}`);
      const bot = game.bots.normal?.();
      if (bot === undefined) throw new Error(`${game.id} has no normal bot`);
      const rng = new Rng(`names-${game.id}`);
      const name = (seat: number) => NAMES[seat] ?? `player ${seat}`;
      const unnamed: string[] = [];
      for (let step = 0; step < 400 && game.outcome(state) === null; step++) {
        const seat = game.activeSeats(state)[0];
        const legal = game.legalActions(state, seat);
        const action = bot.choose({ view: game.view(state, seat), seat, legal, rng });
        for (const event of game.apply(state, seat, action)) {
          for (const reader of [null, seat]) {
            const text = game.describeEvent(event, reader, name);
            if (SEAT_NUMBER.test(text)) unnamed.push(text);
          }
        }
      }
      expect(unnamed).toEqual([]);
    });
  }

  it("at a table, each player's log says the players' names and the bots' levels", async () => {
    const created = await createTable(server, {
      game: "trou-du-cul",
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }, { kind: "bot", level: "random" }],
    });
    const { code, hostToken } = created.json;
    const { client, tracker } = await seatedClient(server, code, "Ada");
    expect((await client.send("start", { code, hostToken })).ok).toBe(true);
    await playToEnd(client, tracker, code, 0);
    const text = tracker.log.join("\n");
    expect(text).toMatch(/\bAda plays /);
    expect(text).toMatch(/\brandom bot [12] (plays|folds|is skipped)/);
    expect(text).not.toMatch(SEAT_NUMBER);
    client.close();
  });
});

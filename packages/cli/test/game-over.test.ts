// The game-over screen of every game speaks plain words: seats by name, no raw JSON.

import { games } from "@houserules/catalog";
import { playGame, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { describeOutcome } from "../src/format.js";

const seatName = (seat: number) => (seat === 0 ? "You (seat 0)" : `Seat ${seat} (normal bot)`);

describe("game over", () => {
  for (const game of games.list()) {
    it(`${game.id}: places, the game's own facts and the series standings name seats, with no raw JSON`, () => {
      for (const players of [game.playerCounts[0], game.maxPlayers]) {
        const options = resolveOptions(game, { players });
        const bots = Array.from({ length: players }, () => game.bots.normal!());
        const { outcome, state } = playGame(game, options, `game-over/${players}`, bots, { record: false });
        const lines = describeOutcome(outcome, seatName, game);
        const series = game.seriesSummary?.(state, seatName) ?? "";
        const text = `${lines.join("\n")}\n${series}`;
        expect(game.describeOutcome, `${game.id} describes its outcome`).toBeDefined();
        expect(text).not.toMatch(/[[\]{}]|undefined|NaN/);
        for (let seat = 0; seat < players; seat++) expect(text).toContain(seatName(seat));
        expect(series).not.toMatch(/\bSeat \d+:/i);
      }
    });
  }
});

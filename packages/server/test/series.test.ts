// Series and rematch: the next game of a Trou du cul series carries the titles, the exchange and
// the standings (the game's own nextGameOptions); a rematch starts afresh.

import { games } from "@houserules/catalog";
import { playReplay } from "@houserules/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import {
  createTable,
  downloadReplay,
  type Message,
  playToEnd,
  seatedClient,
  TestClient,
  testServer,
  until,
} from "./harness.js";

const game = games.get("trou-du-cul");
let server: RunningServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000, messagesPerSecond: 100_000 });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

async function tableInfo(code: string): Promise<Message> {
  return (await fetch(`${server.url}/api/tables/${code}`)).json() as Promise<Message>;
}

describe("series and rematch", () => {
  it("TDC-31: a two-game series (next carries titles, exchange and standings), then SERIES_OVER, then a fresh rematch", async () => {
    const created = await createTable(server, {
      game: "trou-du-cul",
      options: { seriesLength: 2 },
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }, { kind: "bot", level: "random" }],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { code, hostToken } = created.json;
    const ada = await seatedClient(server, code, "Ada");
    clients.push(ada.client);
    const spectator = await new TestClient(server.url).connected();
    clients.push(spectator);
    expect((await spectator.send("join", { code })).ok).toBe(true);
    expect((await ada.client.send("start", { code, hostToken })).ok).toBe(true);
    await until(() => ada.tracker.number === 1);

    // Game 1: nothing comes next while it runs.
    for (const message of ["next", "rematch"]) {
      const early = await ada.client.send(message, { code, hostToken });
      expect(early.error, message).toMatchObject({ code: "GAME_NOT_OVER" });
    }
    expect(ada.tracker.view.titles).toEqual([null, null, null]);
    const early409 = await fetch(`${server.url}/api/tables/${code}/games/1/replay`);
    expect(early409.status).toBe(409);
    expect(((await early409.json()) as Message).error.code).toBe("GAME_NOT_OVER");
    await playToEnd(ada.client, ada.tracker, code, 0);
    const first = ada.tracker.outcome as Message;
    expect(first.details.game).toBe(1);

    // Game 2 continues the series: last game's titles drive the exchange.
    expect((await ada.client.send("next", { code, hostToken: "nope" })).error).toMatchObject({
      code: "NOT_HOST",
    });
    const spectatorSnapshot = spectator.waitFor(
      (event, snapshot) => event === "snapshot" && snapshot.game.number === 2,
    );
    const next = await ada.client.send("next", { code, hostToken });
    expect(next).toMatchObject({ ok: true, gameNumber: 2 });
    await until(() => ada.tracker.number === 2);
    expect(ada.tracker.version).toBe(0);
    expect(ada.tracker.outcome).toBeNull();
    const view = ada.tracker.view;
    expect(view.gameNumber).toBe(2);
    expect(view.titles).toEqual(first.details.titles);
    expect(view.series.points).toEqual(first.details.series.points);
    expect(view.phase).toBe("exchange");
    // The Trou du cul gave the Président their best cards; Ada sees the transfers she took part in.
    const trou = first.details.titles.indexOf("Trou du cul");
    const president = first.details.titles.indexOf("Président");
    if (trou === 0 || president === 0) {
      expect(view.exchange).toContainEqual(
        expect.objectContaining({ from: trou, to: president, step: "gift" }),
      );
    }
    expect((await spectatorSnapshot).game.view.titles).toEqual(first.details.titles);
    const info = await tableInfo(code);
    expect(info.gameNumber).toBe(2);
    expect(info.options.carry).toMatchObject({ game: 2, places: first.places, titles: first.details.titles });

    await playToEnd(ada.client, ada.tracker, code, 0);
    const second = ada.tracker.outcome as Message;
    expect(second.details.game).toBe(2);
    const replay2 = await downloadReplay(server, code, 2);
    expect(replay2.options.carry).toMatchObject({ game: 2, places: first.places });
    expect(playReplay(game, replay2).outcome).toEqual(second);
    const firstReplay = await downloadReplay(server, code, 1);
    expect(playReplay(game, firstReplay).outcome).toEqual(first);

    // The series was two games long; a rematch starts a new one, with no carry.
    const over = await ada.client.send("next", { code, hostToken });
    expect(over.error).toMatchObject({ code: "SERIES_OVER" });
    expect(ada.tracker.number).toBe(2);
    const rematch = await ada.client.send("rematch", { code, hostToken });
    expect(rematch).toMatchObject({ ok: true, gameNumber: 3 });
    await until(() => ada.tracker.number === 3);
    expect(ada.tracker.view.gameNumber).toBe(1);
    expect(ada.tracker.view.titles).toEqual([null, null, null]);
    expect(ada.tracker.view.phase).toBe("play");
    expect((await tableInfo(code)).options).not.toHaveProperty("carry");
    expect((await fetch(`${server.url}/api/tables/${code}/games/3/replay`)).status).toBe(409);
    expect((await fetch(`${server.url}/api/tables/${code}/games/4/replay`)).status).toBe(404);
  });
});

// Several server processes serving one log, coordinated by Redis: a table's players may sit at
// different processes, a process may die, two may be given conflicting moves at once.

import { describe, expect, it } from "vitest";
import { freePort } from "./own-services.js";
import {
  claimSeat,
  newTable,
  type Player,
  playMoves,
  rejoin,
  replayOf,
  startProcess,
  until,
} from "./processes.js";
import { sharedServices } from "./where.js";

const THREE_SEATS = {
  game: "trou-du-cul",
  seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
};

/** Two people and nobody else: the version moves only when one of them acts. */
const TWO_SEATS = { game: "trou-du-cul", seats: [{ kind: "human" }, { kind: "human" }] };

/** A table created at the first process, Ada seated there and Bo at the second, who starts it. */
async function startGame(urls: [string, string], table: unknown = THREE_SEATS) {
  const { code, hostToken } = await newTable(urls[0], table);
  const players: Player[] = [await claimSeat(urls[0], code, "Ada"), await claimSeat(urls[1], code, "Bo")];
  const started = await players[1].client.send("start", { code, hostToken });
  expect(started.ok, JSON.stringify(started.error)).toBe(true);
  await until(() => players.every((p) => p.tracker.number === 1), 30_000, "the deal on both processes");
  return { code, hostToken, players };
}

describe("several processes share the tables", () => {
  it("players at two different processes (and a bot) play one table to the end, each seeing every step", async () => {
    const where = sharedServices();
    const one = await startProcess(where, { LOG_LEVEL: "info" });
    const two = await startProcess(where, { LOG_LEVEL: "info" });
    const { code, players } = await startGame([one.url, two.url]);
    const acknowledged = new Map<number, unknown>();
    await Promise.all(players.map((player) => playMoves(player, code, acknowledged)));
    const [ada, bo] = players;
    expect(ada.tracker.outcome).not.toBeNull();
    expect(bo.tracker.outcome).toEqual(ada.tracker.outcome);
    expect(bo.tracker.version).toBe(ada.tracker.version);

    // Both processes give the same game, and it holds every action a player was told was played.
    const fromOne = await replayOf(one.url, code, 1);
    const fromTwo = await replayOf(two.url, code, 1);
    expect(fromTwo).toEqual(fromOne);
    expect(fromOne.actions.length).toBe(ada.tracker.version);
    for (const [version, action] of acknowledged) expect(fromOne.actions[version].action).toEqual(action);
    // The bot moved, decided by one process at a time: its seat's actions are in the log once each.
    expect(fromOne.actions.some((step: { seat: number }) => step.seat === 2)).toBe(true);
    // Each bot move was decided once: no process ever lost a commit to another.
    for (const server of [one, two]) expect(server.output()).not.toMatch(/commit failed|catch-up failed/);
    for (const player of players) player.client.close();
  });

  it("a process that cannot reach Redis refuses to start and says why", async () => {
    const port = await freePort();
    const where = { ...sharedServices(), redisUrl: `redis://127.0.0.1:${port}` };
    await expect(startProcess(where)).rejects.toThrow(/cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+/);
  });

  it("chat said at one process reaches the players at the other", async () => {
    const where = sharedServices();
    const one = await startProcess(where);
    const two = await startProcess(where);
    const { code } = await newTable(one.url, THREE_SEATS);
    const ada = await claimSeat(one.url, code, "Ada");
    const bo = await claimSeat(two.url, code, "Bo");
    const heard = bo.client.waitFor(
      (event, payload) => event === "chat" && payload.text === "hello from one",
    );
    expect((await ada.client.send("chat", { code, text: "hello from one" })).ok).toBe(true);
    expect((await heard).name).toBe("Ada");
    // Ada's process tells Bo's that her seat is taken: Bo's table shows her name.
    await until(
      () =>
        bo.client
          .all("table")
          .some((table) => table.seats.some((seat: { name: string | null }) => seat.name === "Ada")),
      10_000,
      "Ada's name at Bo's process",
    );
    // Who is connected is seen from every process: Ada's seat shows connected at Bo's, until she goes.
    const seatAt = (table: { seats: { seat: number; connected: boolean }[] }, seat: number) =>
      table.seats.find((s) => s.seat === seat)?.connected;
    await until(() => seatAt(bo.client.all("table").at(-1) as never, 0) === true, 10_000, "Ada connected");
    ada.client.close();
    await until(() => seatAt(bo.client.all("table").at(-1) as never, 0) === false, 10_000, "Ada gone");
    bo.client.close();
  });

  it("SIGKILL of one process mid-game loses no acknowledged action, and its players go on at the other", async () => {
    const where = sharedServices();
    const one = await startProcess(where);
    const two = await startProcess(where);
    const { code, players } = await startGame([one.url, two.url]);
    const acknowledged = new Map<number, unknown>();
    let killed = false;
    const playing = Promise.all(players.map((player) => playMoves(player, code, acknowledged, () => killed)));
    await until(() => acknowledged.size >= 10 || players[0].tracker.outcome !== null, 60_000, "ten moves");
    await one.kill();
    killed = true;
    await playing;
    const highest = Math.max(...acknowledged.keys());

    // Ada was at the dead process: she comes back at the other with her seat's token.
    players[0].client.close();
    players[0] = await rejoin(two.url, code, players[0]);
    expect(players[0].tracker.version).toBeGreaterThan(highest);
    killed = false;
    await Promise.all(players.map((player) => playMoves(player, code, acknowledged)));
    expect(players[0].tracker.outcome).not.toBeNull();
    expect(players[1].tracker.outcome).toEqual(players[0].tracker.outcome);
    const replay = await replayOf(two.url, code, 1);
    for (const [version, action] of acknowledged) expect(replay.actions[version].action).toEqual(action);
    for (const player of players) player.client.close();
  });

  it("the turn timer runs at one process, and at another once that one dies", async () => {
    const where = sharedServices();
    const one = await startProcess(where);
    const two = await startProcess(where);
    const { code, players } = await startGame([one.url, two.url], { ...TWO_SEATS, turnSeconds: 5 });

    const [ada] = players;
    // Nobody moves: the timer moves once for whoever's turn it is, at exactly one process.
    await until(() => ada.tracker.version === 1, 20_000, "the first timed-out move");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ada.tracker.version).toBe(1);
    expect(ada.client.all("notice").filter((n) => /ran out of time/.test(n.text))).toHaveLength(1);
    // Whichever process held the timer, the one left runs it on from the deadline in the log.
    await two.kill();
    await until(() => ada.tracker.version === 2, 25_000, "a timed-out move after the death");
    expect(ada.client.all("notice").filter((n) => /ran out of time/.test(n.text))).toHaveLength(2);
    const table = (await (await fetch(`${one.url}/api/tables/${code}`)).json()) as { status: string };
    expect(table.status).toBe("playing");
    for (const player of players) player.client.close();
  });

  it("two processes given conflicting moves at the same moment accept exactly one; the other answers STALE_STATE", async () => {
    const where = sharedServices();
    const one = await startProcess(where);
    const two = await startProcess(where);
    const { code, players } = await startGame([one.url, two.url], TWO_SEATS);
    let contests = 0;
    for (let guard = 0; guard < 2_000 && contests < 5 && players[0].tracker.outcome === null; guard++) {
      // Whoever's turn it is: the same seat, connected to both processes, sends two moves at once.
      const mover = players.find((p) => p.tracker.active.includes(p.seat) && p.tracker.legal.length > 0);
      if (mover === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      const twin = await rejoin(mover === players[0] ? two.url : one.url, code, mover);
      await until(
        () => twin.tracker.version === mover.tracker.version,
        10_000,
        "both sockets at one version",
      );
      const version = mover.tracker.version;
      const legal = mover.tracker.legal;
      const first = legal[0].action;
      const second = legal[legal.length - 1].action;
      const replies = await Promise.all([
        mover.client.send("act", { code, version, actionId: `x${version}`, action: first }),
        twin.client.send("act", { code, version, actionId: `y${version}`, action: second }),
      ]);
      twin.client.close();
      const accepted = replies.filter((reply) => reply.ok);
      expect(accepted.length, JSON.stringify(replies)).toBe(1);
      const refused = replies.find((reply) => !reply.ok);
      expect(refused?.error?.code).toBe("STALE_STATE");
      expect(refused?.error?.version).toBe(version + 1);
      contests++;
      await until(() => players.every((p) => p.tracker.version > version), 10_000, "the accepted move");
      // Neither process played both: the log, read afresh at each, is one move further.
      for (const url of [one.url, two.url]) {
        const fresh = await rejoin(url, code, mover);
        expect(fresh.tracker.version).toBe(version + 1);
        fresh.client.close();
      }
    }
    expect(contests).toBeGreaterThan(0);
    for (const player of players) player.client.close();
  });
});

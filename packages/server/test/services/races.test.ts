// Two server processes given the same request at the same moment (a seat claimed twice, a next
// game asked for twice): exactly one wins, and the other gets a clear answer, never an internal
// error.

import { describe, expect, it } from "vitest";
import { type Reply, TestClient } from "../harness.js";
import { claimSeat, newTable, type Player, playMoves, startProcess, until } from "./processes.js";
import { sharedServices } from "./where.js";

const TWO_SEATS = { game: "trou-du-cul", seats: [{ kind: "human" }, { kind: "human" }] };

async function claimAt(url: string, code: string, name: string, seat?: number) {
  const client = await new TestClient(url).connected();
  const reply: Reply = await client.send("claim", { code, name, ...(seat === undefined ? {} : { seat }) });
  client.close();
  return reply;
}

async function eventually(test: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function seatNamesAt(url: string, code: string): Promise<(string | null)[]> {
  const table = (await (await fetch(`${url}/api/tables/${code}`)).json()) as {
    seats: { name: string | null }[];
  };
  return table.seats.map((seat) => seat.name);
}

describe("the same request at two processes at once", () => {
  it("one seat claimed at two processes at the same moment goes to exactly one claimant; the other hears SEAT_TAKEN", async () => {
    const where = sharedServices();
    const one = await startProcess(where);
    const two = await startProcess(where);
    for (let round = 0; round < 3; round++) {
      const { code } = await newTable(one.url, TWO_SEATS);
      const replies = await Promise.all([claimAt(one.url, code, "Ada", 0), claimAt(two.url, code, "Bo", 0)]);
      const won = replies.filter((reply) => reply.ok);
      expect(won.length, JSON.stringify(replies)).toBe(1);
      const lost = replies.find((reply) => !reply.ok);
      expect(lost?.error?.code).toBe("SEAT_TAKEN");
      expect(lost?.error?.message).toMatch(/seat 0 (is|was just) taken/);
      const winner = replies[0].ok ? "Ada" : "Bo";
      // Both processes show the winner in the seat, and the seat's token is the winner's.
      for (const url of [one.url, two.url]) {
        await eventually(
          async () => (await seatNamesAt(url, code))[0] === winner,
          10_000,
          `${winner} in seat 0 at ${url}`,
        );
      }
      const back = await new TestClient(two.url).connected();
      const joined = await back.send("join", { code, token: won[0].token });
      expect(joined.ok, JSON.stringify(joined.error)).toBe(true);
      expect(joined.seat).toBe(0);
      back.close();
    }
  });

  it("two claimants asking for any seat at once, with one seat left, leave exactly one seated; the other hears NO_OPEN_SEAT", async () => {
    const where = sharedServices();
    const one = await startProcess(where);
    const two = await startProcess(where);
    for (let round = 0; round < 3; round++) {
      const { code } = await newTable(one.url, TWO_SEATS);
      expect((await claimAt(one.url, code, "Ada")).seat).toBe(0);
      const replies = await Promise.all([claimAt(one.url, code, "Bo"), claimAt(two.url, code, "Cy")]);
      const won = replies.filter((reply) => reply.ok);
      expect(won.length, JSON.stringify(replies)).toBe(1);
      expect(won[0].seat).toBe(1);
      expect(replies.find((reply) => !reply.ok)?.error?.code).toBe("NO_OPEN_SEAT");
      const winner = replies[0].ok ? "Bo" : "Cy";
      expect(await seatNamesAt(one.url, code)).toEqual(["Ada", winner]);
    }
  });

  it("the host's next and rematch reaching two processes at once deal one game 2; the other request hears GAME_NOT_OVER", async () => {
    const where = sharedServices();
    const one = await startProcess(where);
    const two = await startProcess(where);
    const { code, hostToken } = await newTable(one.url, TWO_SEATS);
    const players: Player[] = [await claimSeat(one.url, code, "Ada"), await claimSeat(two.url, code, "Bo")];
    expect((await players[0].client.send("start", { code, hostToken })).ok).toBe(true);
    await until(() => players.every((p) => p.tracker.number === 1), 30_000, "the deal on both processes");
    await Promise.all(players.map((player) => playMoves(player, code, new Map())));
    await until(() => players.every((p) => p.tracker.outcome !== null), 10_000, "game 1 over at both");

    const [ada, bo] = players;
    const replies = await Promise.all([
      ada.client.send("next", { code, hostToken }),
      bo.client.send("rematch", { code, hostToken }),
    ]);
    const won = replies.filter((reply) => reply.ok);
    expect(won.length, JSON.stringify(replies)).toBe(1);
    expect(won[0].gameNumber).toBe(2);
    const lost = replies.find((reply) => !reply.ok);
    expect(lost?.error?.code).toBe("GAME_NOT_OVER");
    // Both processes deal the one game 2 to their players, and agree on it.
    await until(() => players.every((p) => p.tracker.number === 2), 10_000, "game 2 at both processes");
    expect(bo.tracker.version).toBe(ada.tracker.version);
    for (const server of [one, two]) {
      const table = (await (await fetch(`${server.url}/api/tables/${code}`)).json()) as {
        gameNumber: number;
        status: string;
      };
      expect(table).toMatchObject({ gameNumber: 2, status: "playing" });
      expect(server.output()).not.toMatch(/INTERNAL_ERROR|message failed|request failed/);
    }
    for (const player of players) player.client.close();
  });
});

// What every Store must do, whichever database holds the log: one suite, run against SQLite in
// the default tests and against PostgreSQL in the services tests.

import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { ActionRecord, GameRecord, SeatRecord, Store, TableRecord } from "../src/store/store.js";
import { GameNumberTakenError, SeqConflictError } from "../src/store/store.js";

/** One place a log can live (a file, a schema); every store opened on it sees the same log. */
export interface StoreLocation {
  open(): Promise<Store>;
  /** Removes the log once every store opened on it is closed. */
  drop(): Promise<void>;
}

export function storeContract(name: string, newLocation: () => Promise<StoreLocation>): void {
  describe(`the ${name} store`, () => {
    const opened: Store[] = [];
    const locations: StoreLocation[] = [];
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
      for (const location of locations.splice(0)) await location.drop();
    });

    async function location(): Promise<StoreLocation> {
      const where = await newLocation();
      locations.push(where);
      return where;
    }
    async function open(where?: StoreLocation): Promise<Store> {
      const store = await (where ?? (await location())).open();
      opened.push(store);
      return store;
    }

    function table(overrides: Partial<TableRecord> = {}): TableRecord {
      return {
        id: randomUUID(),
        code: randomUUID().slice(0, 6).toUpperCase(),
        game: "trou-du-cul",
        config: {
          players: 3,
          preset: "house",
          options: { jokers: true, deck: { decks: 2 }, order: [3, 2, 1] },
          seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
          turnSeconds: null,
        },
        hostHash: "host-hash",
        status: "open",
        createdAt: 1_764_000_000_123,
        ...overrides,
      };
    }
    function seatsOf(tableId: string): SeatRecord[] {
      return [
        {
          tableId,
          seat: 0,
          kind: "human",
          level: null,
          name: null,
          tokenHash: null,
          timeouts: 0,
          zombie: false,
        },
        {
          tableId,
          seat: 1,
          kind: "human",
          level: null,
          name: null,
          tokenHash: null,
          timeouts: 0,
          zombie: false,
        },
        {
          tableId,
          seat: 2,
          kind: "bot",
          level: "random",
          name: "Bot",
          tokenHash: null,
          timeouts: 0,
          zombie: false,
        },
      ];
    }
    function gameOf(tableId: string, number = 1): Omit<GameRecord, "id"> {
      return {
        tableId,
        number,
        options: { jokers: true, standings: [0, 2, 1] },
        seed: `seed-${number}`,
        rulesVersion: 3,
        series: number > 1,
        outcome: null,
        startedAt: 1_764_000_001_000,
        endedAt: null,
        deadlineAt: 1_764_000_031_000,
      };
    }
    function actionAt(gameId: number, seq: number, action: unknown = { type: "play", cards: ["7H", "7S"] }) {
      return {
        gameId,
        seq,
        seat: seq % 3,
        action,
        clientActionId: `c${seq}`,
        source: "human",
        at: 1_764_000_002_000 + seq,
      } satisfies ActionRecord;
    }
    async function tableWithGame(store: Store) {
      const record = table({ status: "playing" });
      await store.createTable(record, seatsOf(record.id));
      const game = await store.createGame(gameOf(record.id));
      return { record, game };
    }

    it("gives back a table and its seats as they were created", async () => {
      const store = await open();
      const record = table();
      await store.createTable(record, seatsOf(record.id));
      expect(await store.tableByCode(record.code)).toEqual(record);
      expect(await store.tableByCode("NOPE00")).toBeNull();
      expect(await store.seats(record.id)).toEqual(seatsOf(record.id));
      expect(await store.seats("no-such-table")).toEqual([]);
    });

    it("lists the tables that are playing and follows their status", async () => {
      const store = await open();
      const open1 = table();
      const playing = table({ status: "playing" });
      await store.createTable(open1, []);
      await store.createTable(playing, []);
      expect((await store.playingTables()).map((t) => t.id)).toEqual([playing.id]);
      await store.setTableStatus(open1.id, "playing");
      await store.setTableStatus(playing.id, "closed");
      expect(await store.playingTables()).toEqual([{ ...open1, status: "playing" }]);
      expect((await store.tableByCode(playing.code))?.status).toBe("closed");
    });

    it("rejects a second table with a code already in use, writing none of it", async () => {
      const store = await open();
      const first = table();
      await store.createTable(first, seatsOf(first.id));
      const second = table({ code: first.code });
      await expect(store.createTable(second, seatsOf(second.id))).rejects.toThrow();
      expect(await store.seats(second.id)).toEqual([]);
      expect(await store.tableByCode(first.code)).toEqual(first);
    });

    it("saves seats over the ones it holds, in seat order", async () => {
      const store = await open();
      const record = table();
      await store.createTable(record, seatsOf(record.id));
      const [ada, bo] = seatsOf(record.id);
      await store.saveSeats([
        { ...bo, name: "Bo", tokenHash: "bo-hash", timeouts: 3, zombie: true, kind: "human" },
        { ...ada, name: "Ada", tokenHash: "ada-hash" },
      ]);
      expect(await store.seats(record.id)).toEqual([
        { ...ada, name: "Ada", tokenHash: "ada-hash" },
        { ...bo, name: "Bo", tokenHash: "bo-hash", timeouts: 3, zombie: true },
        seatsOf(record.id)[2],
      ]);
    });

    it("gives an open seat to its one claimant, and refuses a seat taken or a bot's", async () => {
      const store = await open();
      const record = table();
      await store.createTable(record, seatsOf(record.id));
      expect(await store.claimSeat(record.id, 1, "Bo", "bo-hash")).toBe(true);
      expect(await store.claimSeat(record.id, 1, "Cy", "cy-hash")).toBe(false);
      expect(await store.claimSeat(record.id, 2, "Cy", "cy-hash")).toBe(false);
      expect(await store.claimSeat(record.id, 7, "Cy", "cy-hash")).toBe(false);
      expect(await store.seats(record.id)).toEqual([
        seatsOf(record.id)[0],
        { ...seatsOf(record.id)[1], name: "Bo", tokenHash: "bo-hash" },
        seatsOf(record.id)[2],
      ]);
      // A seat given up again (its token cleared) is open to the next claimant.
      await store.saveSeats([seatsOf(record.id)[1]]);
      expect(await store.claimSeat(record.id, 1, "Cy", "cy-hash")).toBe(true);
      expect((await store.seats(record.id))[1]).toMatchObject({ name: "Cy", tokenHash: "cy-hash" });
    });

    it("lets exactly one of two stores racing for one seat claim it", async () => {
      const where = await location();
      const one = await open(where);
      const two = await open(where);
      const record = table();
      await one.createTable(record, seatsOf(record.id));
      for (const seat of [0, 1]) {
        const results = await Promise.all([
          one.claimSeat(record.id, seat, "One", "one-hash"),
          two.claimSeat(record.id, seat, "Two", "two-hash"),
        ]);
        expect(results.filter(Boolean)).toHaveLength(1);
        const winner = results[0] ? "One" : "Two";
        expect((await two.seats(record.id))[seat].name).toBe(winner);
      }
    });

    it("numbers games with ids of their own and finds them by table and number", async () => {
      const store = await open();
      const record = table();
      await store.createTable(record, []);
      expect(await store.latestGame(record.id)).toBeNull();
      const first = await store.createGame(gameOf(record.id, 1));
      const second = await store.createGame(gameOf(record.id, 2));
      expect(first).toEqual({ ...gameOf(record.id, 1), id: first.id });
      expect(Number.isInteger(first.id)).toBe(true);
      expect(second.id).not.toBe(first.id);
      expect(await store.latestGame(record.id)).toEqual(second);
      expect(await store.game(record.id, 1)).toEqual(first);
      expect(await store.game(record.id, 3)).toBeNull();
      const again = store.createGame(gameOf(record.id, 2));
      await expect(again).rejects.toBeInstanceOf(GameNumberTakenError);
      await expect(again).rejects.toThrow(`table ${record.id} already has a game 2`);
      expect(await store.latestGame(record.id)).toEqual(second);
    });

    it("commits actions, game ends and seats together, and gives the log back in order", async () => {
      const store = await open();
      const { record, game } = await tableWithGame(store);
      const payloads: unknown[] = [
        { type: "play", cards: ["7H"] },
        ["pass", 1],
        "fold",
        42,
        { nested: { a: [null, true] } },
      ];
      const actions = payloads.map((payload, seq) => actionAt(game.id, seq, payload));
      await store.commit({ actions: actions.slice(2), games: [], seats: [] });
      await store.commit({ actions: actions.slice(0, 2), games: [], seats: [] });
      expect(await store.actions(game.id)).toEqual(actions);
      expect(await store.actionsFrom(game.id, 0)).toEqual(actions);
      expect(await store.actionsFrom(game.id, 3)).toEqual(actions.slice(3));
      expect(await store.actionsFrom(game.id, 5)).toEqual([]);
      expect(await store.actionsFrom(game.id + 1000, 0)).toEqual([]);

      const outcome = {
        places: [2, 1, 3],
        scores: [5, 9, -1],
        endedByCap: false,
        details: { title: "Président" },
      };
      const seat = { ...seatsOf(record.id)[0], name: "Ada", timeouts: 1 };
      await store.commit({
        actions: [{ ...actionAt(game.id, 5), source: "timer", clientActionId: null }],
        games: [{ id: game.id, outcome, endedAt: 1_764_000_099_000, deadlineAt: null }],
        seats: [seat],
      });
      expect(await store.latestGame(record.id)).toEqual({
        ...game,
        outcome,
        endedAt: 1_764_000_099_000,
        deadlineAt: null,
      });
      expect((await store.seats(record.id))[0]).toEqual(seat);
      const log = await store.actions(game.id);
      expect(log.map((a) => a.seq)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(log[5]).toMatchObject({ source: "timer", clientActionId: null });
      expect(await store.actions(game.id + 1000)).toEqual([]);
    });

    it("writes nothing of a batch that holds a version already taken, and says so", async () => {
      const store = await open();
      const { record, game } = await tableWithGame(store);
      await store.commit({ actions: [actionAt(game.id, 0), actionAt(game.id, 1)], games: [], seats: [] });
      const attempt = store.commit({
        actions: [actionAt(game.id, 2, "free"), actionAt(game.id, 1, "taken")],
        games: [
          { id: game.id, outcome: { places: [1, 2, 3], endedByCap: true }, endedAt: 5, deadlineAt: null },
        ],
        seats: [{ ...seatsOf(record.id)[1], name: "Intruder" }],
      });
      await expect(attempt).rejects.toBeInstanceOf(SeqConflictError);
      await expect(attempt).rejects.toThrow(`game ${game.id} already has an action at version 1`);
      expect(await store.actions(game.id)).toEqual([actionAt(game.id, 0), actionAt(game.id, 1)]);
      expect(await store.latestGame(record.id)).toEqual(game);
      expect(await store.seats(record.id)).toEqual(seatsOf(record.id));
      // The store goes on working after the refusal.
      await store.commit({ actions: [actionAt(game.id, 2)], games: [], seats: [] });
      expect((await store.actions(game.id)).length).toBe(3);
    });

    it("lets exactly one of two stores racing for one version win", async () => {
      const where = await location();
      const one = await open(where);
      const two = await open(where);
      const { game } = await tableWithGame(one);
      for (let seq = 0; seq < 5; seq++) {
        const results = await Promise.allSettled([
          one.commit({ actions: [actionAt(game.id, seq, "from one")], games: [], seats: [] }),
          two.commit({ actions: [actionAt(game.id, seq, "from two")], games: [], seats: [] }),
        ]);
        const won = results.filter((r) => r.status === "fulfilled");
        const lost = results.filter((r) => r.status === "rejected");
        expect(won.length).toBe(1);
        expect(lost[0]?.reason).toBeInstanceOf(SeqConflictError);
        const winner = results[0].status === "fulfilled" ? "from one" : "from two";
        expect((await two.actions(game.id))[seq].action).toBe(winner);
      }
      expect((await one.actions(game.id)).map((a) => a.seq)).toEqual([0, 1, 2, 3, 4]);
    });

    it("lets exactly one of two stores racing to create a table's next game create it", async () => {
      const where = await location();
      const one = await open(where);
      const two = await open(where);
      const record = table();
      await one.createTable(record, []);
      const results = await Promise.allSettled([
        one.createGame(gameOf(record.id, 1)),
        two.createGame(gameOf(record.id, 1)),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r) => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost[0]?.reason).toBeInstanceOf(GameNumberTakenError);
      expect(await two.latestGame(record.id)).toEqual(won[0]?.value);
    });

    it("keeps the last chat lines of a table, oldest first", async () => {
      const store = await open();
      const record = table();
      const other = table();
      await store.createTable(record, []);
      await store.createTable(other, []);
      for (let i = 0; i < 5; i++) {
        await store.addChat({
          tableId: record.id,
          seat: i === 0 ? null : i % 3,
          name: `n${i}`,
          text: `line ${i}`,
          at: 100 + i,
        });
      }
      await store.addChat({ tableId: other.id, seat: 0, name: "x", text: "elsewhere", at: 1 });
      expect(await store.recentChat(record.id, 3)).toEqual([
        { tableId: record.id, seat: 2, name: "n2", text: "line 2", at: 102 },
        { tableId: record.id, seat: 0, name: "n3", text: "line 3", at: 103 },
        { tableId: record.id, seat: 1, name: "n4", text: "line 4", at: 104 },
      ]);
      expect((await store.recentChat(record.id, 50))[0]).toEqual({
        tableId: record.id,
        seat: null,
        name: "n0",
        text: "line 0",
        at: 100,
      });
      expect(await store.recentChat("no-such-table", 10)).toEqual([]);
    });

    it("opens a log again with everything in it, and two stores may open a fresh log at once", async () => {
      const where = await location();
      const [first, second] = await Promise.all([open(where), open(where)]);
      const { record, game } = await tableWithGame(first);
      await second.commit({ actions: [actionAt(game.id, 0)], games: [], seats: [] });
      const again = await open(where);
      expect(await again.tableByCode(record.code)).toEqual(record);
      expect(await again.actions(game.id)).toEqual([actionAt(game.id, 0)]);
      const created = await again.createGame(gameOf(record.id, 2));
      expect(created.id).not.toBe(game.id);
    });
  });
}

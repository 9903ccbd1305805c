// A PostgreSQL that stops, dies or restarts under the log: commits fail with a clear error within
// a bound (never hang, never crash the process), succeed again once it is back, and nothing that
// was committed is lost. The test runs a PostgreSQL of its own; the shared one is left alone.

import { afterEach, describe, expect, it } from "vitest";
import { PgStore } from "../../src/store/postgres.js";
import { type ActionRecord, SeqConflictError, type Store } from "../../src/store/store.js";
import { type OwnService, startOwnPostgres } from "./own-services.js";

const BOUND_MS = 8_000;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function ownLog(): Promise<{ postgres: OwnService; store: PgStore; gameId: number }> {
  const postgres = await startOwnPostgres();
  cleanups.push(() => postgres.destroy());
  const store = await PgStore.open({ url: postgres.url, connectTimeoutMs: 2_000, queryTimeoutMs: 5_000 });
  cleanups.push(() => store.close());
  await store.createTable(
    {
      id: "t1",
      code: "ABC123",
      game: "trou-du-cul",
      config: { players: 2, seats: [{ kind: "human" }, { kind: "human" }], turnSeconds: null },
      hostHash: "h",
      status: "playing",
      createdAt: 1,
    },
    [],
  );
  const game = await store.createGame({
    tableId: "t1",
    number: 1,
    options: {},
    seed: "s",
    rulesVersion: 1,
    series: false,
    outcome: null,
    startedAt: 1,
    endedAt: null,
    deadlineAt: null,
  });
  return { postgres, store, gameId: game.id };
}

const actionAt = (gameId: number, seq: number): ActionRecord => ({
  gameId,
  seq,
  seat: seq % 2,
  action: { type: "play", n: seq },
  clientActionId: `a${seq}`,
  source: "human",
  at: seq,
});

/** Commits one action; resolves with how it went and how long it took. */
async function attempt(store: Store, action: ActionRecord): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  const error = await store.commit({ actions: [action], games: [], seats: [] }).then(
    () => null,
    (e: unknown) => e,
  );
  return { error, ms: Date.now() - started };
}

/**
 * Appends actions 0..count-1 one after another, retrying a version whose commit failed, while
 * `meanwhile` does something to the server. Returns the versions acknowledged and the failures.
 */
async function appendThrough(
  store: Store,
  gameId: number,
  count: number,
  meanwhile: () => Promise<void>,
): Promise<{ acknowledged: number[]; failures: { error: unknown; ms: number }[] }> {
  const acknowledged: number[] = [];
  const failures: { error: unknown; ms: number }[] = [];
  let interfering = true;
  const interference = meanwhile().finally(() => {
    interfering = false;
  });
  let seq = 0;
  const deadline = Date.now() + 90_000;
  while (seq < count) {
    if (Date.now() > deadline) throw new Error(`stuck at version ${seq}`);
    const result = await attempt(store, actionAt(gameId, seq));
    if (result.error === null) {
      acknowledged.push(seq++);
    } else if (result.error instanceof SeqConflictError) {
      // The commit went through but its answer was lost with the connection: the log has it.
      const log = await store.actions(gameId);
      expect(log[seq]).toEqual(actionAt(gameId, seq));
      seq++;
    } else {
      failures.push(result);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Keep committing slowly until the interference is over, then finish quickly.
    if (interfering) await new Promise((resolve) => setTimeout(resolve, 30));
  }
  await interference;
  return { acknowledged, failures };
}

describe("the PostgreSQL log across a restart of PostgreSQL", () => {
  it("fails commits clearly while PostgreSQL is down, then commits again, losing nothing", async () => {
    const { postgres, store, gameId } = await ownLog();
    for (let seq = 0; seq < 3; seq++)
      await store.commit({ actions: [actionAt(gameId, seq)], games: [], seats: [] });

    await postgres.stop();
    const whileDown = await attempt(store, actionAt(gameId, 3));
    expect(whileDown.error).toBeInstanceOf(Error);
    expect(whileDown.error).not.toBeInstanceOf(SeqConflictError);
    expect(whileDown.ms).toBeLessThan(BOUND_MS);
    await expect(store.actions(gameId)).rejects.toThrow();

    await postgres.start();
    await store.commit({ actions: [actionAt(gameId, 3)], games: [], seats: [] });
    expect(await store.actions(gameId)).toEqual([0, 1, 2, 3].map((seq) => actionAt(gameId, seq)));
  });

  it("keeps every acknowledged action of a game played through a restart", async () => {
    const { postgres, store, gameId } = await ownLog();
    const { acknowledged, failures } = await appendThrough(store, gameId, 40, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await postgres.stop();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await postgres.start();
    });
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.error).toBeInstanceOf(Error);
      expect(failure.ms).toBeLessThan(BOUND_MS);
    }
    const log = await store.actions(gameId);
    expect(log.map((a) => a.seq)).toEqual([...Array(40).keys()]);
    for (const seq of acknowledged) expect(log[seq]).toEqual(actionAt(gameId, seq));
  });

  it("keeps every acknowledged action when PostgreSQL is killed outright and started again", async () => {
    const { postgres, store, gameId } = await ownLog();
    const { acknowledged, failures } = await appendThrough(store, gameId, 40, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await postgres.kill();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await postgres.start();
    });
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(failure.ms).toBeLessThan(BOUND_MS);
    const log = await store.actions(gameId);
    expect(log.map((a) => a.seq)).toEqual([...Array(40).keys()]);
    for (const seq of acknowledged) expect(log[seq]).toEqual(actionAt(gameId, seq));
  });

  it("opens with a clear error when PostgreSQL cannot be reached", async () => {
    const postgres = await startOwnPostgres();
    cleanups.push(() => postgres.destroy());
    await postgres.stop();
    const started = Date.now();
    await expect(PgStore.open({ url: postgres.url, connectTimeoutMs: 2_000 })).rejects.toThrow(
      /DATABASE_URL: cannot open the PostgreSQL log/,
    );
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
  });
});

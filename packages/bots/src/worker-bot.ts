// ISMCTS (or a level's rollout search, e.g. searchLevel(game, "hard")) in a worker thread: an
// asynchronous agent for servers and terminal tables, so a long search never blocks the event loop.
// Same search, same inputs (view and legal actions only).

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Action, Agent, AgentContext } from "@houserules/engine";
import type { SearchResult } from "./ismcts.js";
import type { SearchRequest } from "./search-worker.js";

/** Where a game's definition can be imported from inside a worker. */
export interface GameModuleRef {
  /** A module specifier the worker can import, e.g. "@houserules/trou-du-cul". */
  module: string;
  /** The export holding the GameDefinition, e.g. "trouDuCul". */
  exportName: string;
}

/** The compiled worker script (tests run from src/, so fall back to the built dist/). */
function workerScript(): URL {
  const here = new URL("./search-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  return new URL("../dist/search-worker.js", import.meta.url);
}

export interface WorkerSearchAgent<A extends Action = Action> extends Agent<unknown, A> {
  lastSearch: SearchResult<A> | null;
  /** Ends the worker thread. */
  close(): Promise<void>;
}

/**
 * The caller's own action object for the worker's choice (a structured clone), or the worker's
 * when the search chose its heuristic's unlisted action (see rolloutSearch).
 */
export function callerAction<A extends Action>(legal: readonly A[], chosen: A): A {
  const json = JSON.stringify(chosen);
  return legal.find((a) => JSON.stringify(a) === json) ?? chosen;
}

export function workerSearchAgent<A extends Action = Action>(
  game: GameModuleRef,
  options: SearchRequest["options"] = {},
  name = "ismcts (worker)",
): WorkerSearchAgent<A> {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(r: SearchResult<A>): void; reject(e: Error): void }>();

  function start(): Worker {
    if (worker) return worker;
    const w = new Worker(workerScript());
    w.on("message", (reply: { id: number; ok: boolean; result?: SearchResult<A>; message?: string }) => {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiter?.resolve(reply.result as SearchResult<A>);
      else waiter?.reject(new Error(reply.message));
    });
    w.on("error", (error) => {
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
    });
    w.unref();
    worker = w;
    return w;
  }

  const agent: WorkerSearchAgent<A> = {
    name,
    lastSearch: null,
    async choose(ctx: AgentContext<unknown, A>): Promise<A> {
      const request: SearchRequest = {
        id: nextId++,
        gameModule: game.module,
        gameExport: game.exportName,
        view: ctx.view,
        seat: ctx.seat,
        legal: [...ctx.legal],
        rng: [...ctx.rng.fork().state],
        options,
      };
      const result = await new Promise<SearchResult<A>>((resolve, reject) => {
        pending.set(request.id, { resolve, reject });
        start().postMessage(request);
      });
      agent.lastSearch = result;
      return callerAction(ctx.legal, result.action);
    },
    async close() {
      if (worker) await worker.terminate();
      worker = null;
    },
  };
  return agent;
}

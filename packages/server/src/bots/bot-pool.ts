// Bot decisions off the event loop: a pool of worker threads, one decision at a time per thread,
// so a searching bot never delays another table's players.

import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Action } from "@houserules/engine";

export interface BotRequest {
  id: number;
  game: string;
  level: string;
  seat: number;
  view: unknown;
  legal: readonly Action[];
  rngSeed: string;
}

export type BotResponse =
  | { id: number; action: Action; thinkMs: number }
  | { id: number; error: string; thinkMs: number };

interface Pending {
  resolve: (result: { action: Action; thinkMs: number }) => void;
  reject: (error: Error) => void;
}

/** The compiled worker: next to this module in dist/, or in dist/ when this runs from src/ (tests). */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const compiled = here.endsWith(".ts")
    ? here.replace(/\/src\/bots\/bot-pool\.ts$/, "/dist/bots/bot-worker.js")
    : here.replace(/bot-pool\.js$/, "bot-worker.js");
  return compiled;
}

export class BotPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, number>();
  private readonly queue: { request: BotRequest; pending: Pending }[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(size = Math.max(1, availableParallelism() - 1)) {
    for (let i = 0; i < size; i++) this.idle.push(this.spawn());
  }

  private spawn(): Worker {
    const worker = new Worker(workerFile());
    worker.on("message", (response: BotResponse) => {
      const pending = this.pending.get(response.id);
      this.pending.delete(response.id);
      this.busy.delete(worker);
      this.idle.push(worker);
      if (pending) {
        if ("error" in response) pending.reject(new Error(response.error));
        else pending.resolve({ action: response.action, thinkMs: response.thinkMs });
      }
      this.pump();
    });
    worker.on("error", (error) => {
      const id = this.busy.get(worker);
      this.busy.delete(worker);
      if (id !== undefined) {
        this.pending.get(id)?.reject(error);
        this.pending.delete(id);
      }
      if (!this.closed) {
        this.idle.push(this.spawn());
        this.pump();
      }
    });
    worker.unref();
    return worker;
  }

  /** The bot's move for this seat, decided in a worker thread. */
  choose(request: Omit<BotRequest, "id">): Promise<{ action: Action; thinkMs: number }> {
    if (this.closed) return Promise.reject(new Error("the bot pool is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { ...request, id: this.nextId++ }, pending: { resolve, reject } });
      this.pump();
    });
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const { request, pending } = this.queue.shift() as { request: BotRequest; pending: Pending };
      this.pending.set(request.id, pending);
      this.busy.set(worker, request.id);
      worker.postMessage(request);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const { pending } of this.queue.splice(0)) pending.reject(new Error("the bot pool is closed"));
    await Promise.all([...this.idle, ...this.busy.keys()].map((worker) => worker.terminate()));
  }
}

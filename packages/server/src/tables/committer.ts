// Group commit: the actions that arrive in one turn of the event loop are written in one
// transaction, and each is acknowledged when that transaction has committed.

import type { ServerMetrics } from "../metrics.js";
import type { CommitBatch, Store } from "../store/store.js";

interface Waiting {
  batch: CommitBatch;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class Committer {
  private queue: Waiting[] = [];
  private scheduled = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly metrics: ServerMetrics,
  ) {}

  /** Resolves once the batch is committed; rejects (and writes none of it) if it cannot be. */
  commit(batch: CommitBatch): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ batch, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.running = this.running.then(() => this.flush());
        });
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const group = this.queue;
    this.queue = [];
    if (group.length === 0) return;
    const merged: CommitBatch = { actions: [], games: [], seats: [] };
    for (const { batch } of group) {
      merged.actions.push(...batch.actions);
      merged.games.push(...batch.games);
      merged.seats.push(...batch.seats);
    }
    try {
      await this.store.commit(merged);
      this.metrics.commitBatch.observe(merged.actions.length);
      for (const waiting of group) waiting.resolve();
    } catch {
      // One bad part must not fail the other tables' actions: each part is tried on its own, and
      // once a game's action fails, that game's later actions fail too (the log has no gaps).
      const failed = new Set<number>();
      for (const waiting of group) {
        const games = waiting.batch.actions.map((action) => action.gameId);
        if (games.some((game) => failed.has(game))) {
          waiting.reject(new Error("an earlier action of this game could not be written"));
          continue;
        }
        try {
          await this.store.commit(waiting.batch);
          waiting.resolve();
        } catch (error) {
          for (const game of games) failed.add(game);
          waiting.reject(error);
        }
      }
    }
  }

  /** Waits for everything queued so far to be written. */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.scheduled) {
      await new Promise((resolve) => setImmediate(resolve));
      await this.running;
    }
    await this.running;
  }
}

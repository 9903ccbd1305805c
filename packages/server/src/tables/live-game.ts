// One game in memory: the state rebuilt from the durable log, its version (the number of actions
// accepted), the seats' memories for games with `recall`, and every event with its visibility,
// so that a seat joining late can read the whole game as it may see it. A cache of the log.

import {
  type Action,
  type AnyGame,
  type GameEvent,
  type Outcome,
  REPLAY_FORMAT,
  type Replay,
  RuleError,
  resolveOptions,
} from "@houserules/engine";
import type { ActionRecord, GameRecord } from "../store/store.js";

/** What one accepted action did, before it is committed. */
export interface Applied {
  seq: number;
  seat: number;
  action: Action;
  events: GameEvent[];
  state: unknown;
  memories: unknown[];
  outcome: Outcome | null;
}

export class LiveGame {
  state: unknown;
  /** The number of actions accepted: the version every message carries. */
  version = 0;
  memories: unknown[] = [];
  /** Every step's events (and who acted), for late joiners' logs. */
  readonly history: { seat: number; action: Action; events: GameEvent[] }[] = [];
  readonly steps: { seat: number; action: Action }[] = [];
  /** `${seat}/${clientActionId}` -> the version the action was accepted at. */
  readonly clientActions = new Map<string, number>();

  private constructor(
    readonly game: AnyGame,
    readonly record: GameRecord,
    state: unknown,
  ) {
    this.state = state;
    this.memories = this.watch(state, []);
  }

  /** Deals a new game from its record (options resolved again, as a replay does). */
  static deal(game: AnyGame, record: GameRecord): LiveGame {
    const options = resolveOptions(game, { options: JSON.parse(JSON.stringify(record.options)) });
    return new LiveGame(game, record, game.setup(options, record.seed));
  }

  /** Rebuilds a game from its log, checking every step still applies (REPLAY_DIVERGED if not). */
  static rebuild(game: AnyGame, record: GameRecord, actions: readonly ActionRecord[]): LiveGame {
    if (record.rulesVersion !== game.rulesVersion) {
      throw new RuleError(
        "REPLAY_VERSION",
        `game ${record.id} was played under rules version ${record.rulesVersion}; this server plays ${game.rulesVersion}`,
      );
    }
    const live = LiveGame.deal(game, record);
    for (const step of actions) {
      if (step.seq !== live.version) {
        throw new RuleError("REPLAY_DIVERGED", `game ${record.id}: action ${step.seq} is out of order`);
      }
      let applied: Applied;
      try {
        applied = live.tryApply(step.seat, step.action);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new RuleError(
          "REPLAY_DIVERGED",
          `game ${record.id}: action ${step.seq} no longer applies: ${why}`,
        );
      }
      live.accept(applied, step.clientActionId);
    }
    return live;
  }

  get outcome(): Outcome | null {
    return this.game.outcome(this.state);
  }

  /**
   * Plays `action` for `seat` on a copy of the state; the live game is unchanged until `accept`.
   * Throws the game's RuleError for an illegal action.
   */
  tryApply(seat: number, action: unknown): Applied {
    const copy = JSON.parse(JSON.stringify(action)) as Action;
    const state = this.game.clone(this.state);
    const events = this.game.apply(state, seat, copy);
    return {
      seq: this.version,
      seat,
      action: JSON.parse(JSON.stringify(action)),
      events,
      state,
      memories: this.watch(state, this.memories),
      outcome: this.game.outcome(state),
    };
  }

  accept(applied: Applied, clientActionId: string | null): void {
    if (applied.seq !== this.version) throw new Error("accepting an action at a stale version");
    this.state = applied.state;
    this.memories = applied.memories;
    this.version++;
    this.steps.push({ seat: applied.seat, action: applied.action });
    this.history.push({ seat: applied.seat, action: applied.action, events: applied.events });
    if (clientActionId !== null) this.clientActions.set(`${applied.seat}/${clientActionId}`, applied.seq);
  }

  /** What a bot (or the timer's bot) of `seat` decides from: its memory where the game keeps one. */
  botView(seat: number): unknown {
    return this.memories[seat] ?? this.game.view(this.state, seat);
  }

  /** The game as the engine's replay, for download once it is over. */
  replay(): Replay {
    const outcome = this.outcome;
    return {
      format: REPLAY_FORMAT,
      game: this.game.id,
      rulesVersion: this.record.rulesVersion,
      options: JSON.parse(JSON.stringify(this.record.options)),
      seed: this.record.seed,
      actions: this.steps.map((step) => ({ seat: step.seat, action: step.action })),
      ...(outcome === null ? {} : { outcome }),
    };
  }

  private watch(state: unknown, earlier: unknown[]): unknown[] {
    const { game } = this;
    if (game.recall === undefined) return earlier;
    const players = (this.record.options as { players: number }).players;
    const memories = earlier.slice();
    for (let seat = 0; seat < players; seat++) {
      memories[seat] = game.recall(game.view(state, seat), seat, earlier[seat]);
    }
    return memories;
  }
}

// One game at a table, driven only through the engine protocol: the shared part of every game's
// acceptance suite (start, views, legal actions, acting, and "refused and nothing changed").

import { expect } from "vitest";
import type { EngineDriver, EngineReply } from "./engine-driver.js";

export class ProtocolTable<View, Action, Outcome> {
  players = 0;

  constructor(
    readonly engine: EngineDriver,
    readonly game: string,
  ) {}

  /** A new game of `players` with these options (custom deal included), seed "acceptance". */
  protected newGame(players: number, options: Record<string, unknown>): Promise<EngineReply> {
    this.players = players;
    return this.engine.call({ cmd: "new", game: this.game, players, seed: "acceptance", options });
  }

  get seats(): number[] {
    return Array.from({ length: this.players }, (_, seat) => seat);
  }

  async view(seat: number | null): Promise<View> {
    return (await this.engine.call({ cmd: "view", seat })).view as View;
  }

  /** Every seat's view, then the spectator's. */
  views(): Promise<View[]> {
    return Promise.all([...this.seats, null].map((seat) => this.view(seat)));
  }

  async active(): Promise<number[]> {
    return (await this.engine.call({ cmd: "active" })).active as number[];
  }

  async legal(seat: number): Promise<Action[]> {
    return (await this.engine.call({ cmd: "legal", seat })).actions as Action[];
  }

  async outcome(): Promise<Outcome | null> {
    return (await this.engine.call({ cmd: "outcome" })).outcome as Outcome | null;
  }

  /** Applies an action the brief allows; fails the test if the engine refuses it. */
  async act(seat: number, action: Action): Promise<EngineReply> {
    const reply = await this.engine.request({ cmd: "apply", seat, action });
    if (!reply.ok) {
      throw new Error(`seat ${seat} ${JSON.stringify(action)} was refused: ${JSON.stringify(reply.error)}`);
    }
    return reply;
  }

  /** Plays a list of [seat, action] steps. */
  async script(steps: [number, Action][]): Promise<EngineReply[]> {
    const replies: EngineReply[] = [];
    for (const [seat, action] of steps) replies.push(await this.act(seat, action));
    return replies;
  }

  /** Every seat's view, the spectator's, every seat's legal actions, the active seats, the outcome. */
  async snapshot(): Promise<unknown> {
    return {
      views: await this.views(),
      legal: await Promise.all(this.seats.map((seat) => this.legal(seat))),
      active: await this.active(),
      outcome: await this.outcome(),
    };
  }

  /**
   * The action is refused with this code (one of these; null: any code) and rule ID, and nothing
   * observable changes.
   */
  async expectRejected(
    seat: number,
    action: unknown,
    code: string | string[] | null,
    ruleId?: string | string[],
  ): Promise<EngineReply> {
    const before = await this.snapshot();
    const reply = await this.engine.request({ cmd: "apply", seat, action });
    expect(reply.ok, `expected ${JSON.stringify(action)} by seat ${seat} to be refused`).toBe(false);
    if (code !== null) {
      const codes = Array.isArray(code) ? code : [code];
      expect(codes, JSON.stringify(reply.error)).toContain(reply.error?.code);
    }
    if (ruleId !== undefined) {
      const ids = Array.isArray(ruleId) ? ruleId : [ruleId];
      expect(ids, JSON.stringify(reply.error)).toContain(reply.error?.ruleId);
    }
    expect(await this.snapshot()).toEqual(before);
    return reply;
  }
}

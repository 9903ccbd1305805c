// Replays: everything needed to reproduce a game exactly (engine.md, "Replays").

import type { Action, AnyGame, BaseOptions, GameEvent, Outcome, Seat } from "./contract.js";
import { RuleError } from "./errors.js";
import { ACTION_LIMITS, checkJson, REPLAY_LIMITS } from "./input.js";
import { resolveOptions } from "./options.js";

export const REPLAY_FORMAT = "houserules-replay/1";

export interface ReplayStep {
  seat: Seat;
  action: Action;
}

export interface Replay {
  format: typeof REPLAY_FORMAT;
  game: string;
  rulesVersion: number;
  /** The resolved options, custom deal and series carry-over included. */
  options: BaseOptions & Record<string, unknown>;
  seed: string;
  actions: ReplayStep[];
  /** The outcome when the replay was recorded; checked on verification when present. */
  outcome?: Outcome | null;
}

export function newReplay(game: AnyGame, options: BaseOptions, seed: string): Replay {
  return {
    format: REPLAY_FORMAT,
    game: game.id,
    rulesVersion: game.rulesVersion,
    options: JSON.parse(JSON.stringify(options)),
    seed,
    actions: [],
  };
}

export interface ReplayResult<S = unknown> {
  state: S;
  /** Events of every step, in order. */
  events: { seat: Seat; action: Action; events: GameEvent[] }[];
  outcome: Outcome | null;
}

/** Checks the envelope of a replay read from outside; throws BAD_REPLAY naming the problem. */
export function checkReplayShape(value: unknown): Replay {
  const bad = (why: string): never => {
    throw new RuleError("BAD_REPLAY", `not a replay: ${why}`);
  };
  if (typeof value !== "object" || value === null || Array.isArray(value)) bad("expected a JSON object");
  checkJson(value, "replay", REPLAY_LIMITS, "BAD_REPLAY");
  const r = value as Partial<Replay>;
  if (r.format !== REPLAY_FORMAT) bad(`format must be "${REPLAY_FORMAT}"`);
  if (typeof r.game !== "string") bad("game must be a string");
  if (typeof r.rulesVersion !== "number") bad("rulesVersion must be a number");
  if (typeof r.seed !== "string") bad("seed must be a string");
  if (typeof r.options !== "object" || r.options === null) bad("options must be an object");
  if (!Array.isArray(r.actions)) bad("actions must be a list");
  for (const [i, step] of (r.actions as unknown[]).entries()) {
    const s = step as Partial<ReplayStep>;
    if (
      typeof s !== "object" ||
      s === null ||
      !Number.isInteger(s.seat) ||
      typeof s.action !== "object" ||
      s.action === null ||
      Array.isArray(s.action)
    ) {
      bad(`actions[${i}] must be {"seat": n, "action": {...}}`);
    }
    checkJson(s.action, `replay.actions[${i}].action`, ACTION_LIMITS, "BAD_REPLAY");
  }
  return r as Replay;
}

/**
 * Replays a game from its record. Throws RuleError (REPLAY_VERSION for another rules version,
 * REPLAY_DIVERGED naming the step whose action no longer applies or whose outcome differs).
 * `watch`, if given, sees the state after the setup and after every step (what a table watching
 * the game would see, e.g. to rebuild its seats' memories).
 */
export function playReplay<S>(game: AnyGame, replay: Replay, watch?: (state: S) => void): ReplayResult<S> {
  if (replay.game !== game.id) {
    throw new RuleError("BAD_REPLAY", `replay is of game "${replay.game}", not "${game.id}"`);
  }
  if (replay.rulesVersion !== game.rulesVersion) {
    throw new RuleError(
      "REPLAY_VERSION",
      `replay was recorded under rules version ${replay.rulesVersion}; this build plays version ${game.rulesVersion}`,
    );
  }
  const options = resolveOptions(game, { options: JSON.parse(JSON.stringify(replay.options)) });
  const state = game.setup(options, replay.seed) as S;
  watch?.(state);
  const events: ReplayResult<S>["events"] = [];
  for (const [index, step] of replay.actions.entries()) {
    try {
      events.push({
        seat: step.seat,
        action: step.action,
        events: game.apply(state, step.seat, step.action),
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new RuleError(
        "REPLAY_DIVERGED",
        `replay step ${index} (seat ${step.seat}) no longer applies: ${why}`,
      );
    }
    watch?.(state);
  }
  const outcome = game.outcome(state);
  if (replay.outcome !== undefined && JSON.stringify(replay.outcome) !== JSON.stringify(outcome)) {
    throw new RuleError("REPLAY_DIVERGED", "replay reaches a different outcome than the one recorded");
  }
  return { state, events, outcome };
}

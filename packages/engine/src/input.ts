// Untrusted input: the shape checks every value from outside (a protocol line, a server message,
// a replay file) passes before any rule code sees it, so a crafted value can neither crash the
// process nor reach a game half-checked.

import { RuleError } from "./errors.js";

/** Bounds on one JSON value from outside; every input has a limit. */
export interface JsonLimits {
  /** Deepest nesting of arrays and objects (the value itself is depth 0). */
  readonly depth: number;
  /** Most values in all (every array, object, string, number... counts one). */
  readonly nodes: number;
  /** Longest string, key or value. */
  readonly string: number;
}

/** An action: small and flat (the largest legal action of any game is a list of a few cards). */
export const ACTION_LIMITS: JsonLimits = { depth: 4, nodes: 200, string: 64 };

/**
 * Options with a custom deal and a series carry-over: every card of two packs in named zones.
 * A replay: its options plus one action per step, up to the longest game's action cap.
 */
export const OPTIONS_LIMITS: JsonLimits = { depth: 6, nodes: 4_000, string: 256 };
export const REPLAY_LIMITS: JsonLimits = { depth: 8, nodes: 1_000_000, string: 256 };

/** Keys a JSON object from outside may not use: they would reach an object's prototype. */
const FORBIDDEN_KEYS = new Set(["__proto__"]);

/** Where a value sits, for messages: `action.cards[2]`. */
function pathOf(root: string, steps: readonly (string | number)[]): string {
  let path = root;
  for (const step of steps) path += typeof step === "number" ? `[${step}]` : `.${step}`;
  return path;
}

/**
 * Checks that `value` is plain JSON within `limits`, without recursion (a value nested thousands
 * deep must not overflow the stack). Throws RuleError `code` naming the place and the limit.
 */
export function checkJson(value: unknown, what: string, limits: JsonLimits, code = "BAD_REQUEST"): void {
  const bad = (steps: readonly (string | number)[], why: string): never => {
    throw new RuleError(code, `${pathOf(what, steps)} ${why}`);
  };
  const stack: { value: unknown; steps: (string | number)[] }[] = [{ value, steps: [] }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value: here, steps } = stack.pop() as { value: unknown; steps: (string | number)[] };
    if (++nodes > limits.nodes) bad([], `is too large (more than ${limits.nodes} values)`);
    if (here === null || typeof here === "boolean") continue;
    if (typeof here === "number") {
      if (!Number.isFinite(here)) bad(steps, "must be a finite number");
      continue;
    }
    if (typeof here === "string") {
      if (here.length > limits.string) bad(steps, `is longer than ${limits.string} characters`);
      continue;
    }
    if (typeof here !== "object") bad(steps, `is not JSON (${typeof here})`);
    if (steps.length >= limits.depth) bad(steps, `is nested deeper than ${limits.depth} levels`);
    if (Array.isArray(here)) {
      for (let i = here.length - 1; i >= 0; i--) stack.push({ value: here[i], steps: [...steps, i] });
      continue;
    }
    const proto = Object.getPrototypeOf(here);
    if (proto !== Object.prototype && proto !== null) bad(steps, "must be a plain JSON object");
    const keys = Object.keys(here as object);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      if (FORBIDDEN_KEYS.has(key)) bad(steps, `may not have the key "${key}"`);
      if (key.length > limits.string) bad(steps, `has a key longer than ${limits.string} characters`);
      const field = (here as Record<string, unknown>)[key];
      // A field set to undefined is absent (as JSON.stringify writes it), not a bad value.
      if (field !== undefined) stack.push({ value: field, steps: [...steps, key] });
    }
  }
}

/**
 * The shape every action must have before a game reads it: a plain object with a short string
 * `type`, small and shallow. Throws RuleError BAD_ACTION naming the problem.
 */
export function checkActionShape(action: unknown): void {
  if (typeof action !== "object" || action === null || Array.isArray(action)) {
    throw new RuleError("BAD_ACTION", 'an action must be a JSON object with a "type"');
  }
  checkJson(action, "action", ACTION_LIMITS, "BAD_ACTION");
  const type = (action as { type?: unknown }).type;
  if (typeof type !== "string" || type === "") {
    throw new RuleError("BAD_ACTION", 'an action needs "type", a non-empty string');
  }
}

/** The longest seed a caller may give, in characters. */
export const MAX_SEED_LENGTH = 128;

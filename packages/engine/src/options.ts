// Generic option handling: presets, defaults, type checks and ranges from each game's OptionSpec
// list; the game's finishOptions then checks cross-option consistency and its deal.

import type { AnyGame, BaseOptions, OptionSpec, Preset } from "./contract.js";
import { CommonErrors, RuleError } from "./errors.js";
import { checkJson, OPTIONS_LIMITS } from "./input.js";

/** Keys every game accepts besides its specs: the player count, the preset, a custom deal and
 * the facts a series carries from one game to the next. */
export const RESERVED_OPTION_KEYS = ["players", "preset", "deal", "carry"] as const;

export interface OptionsRequest {
  players?: number;
  preset?: string;
  /** Option values; strings are accepted for every kind (as typed on a command line). */
  options?: Record<string, unknown>;
}

function badOption(message: string): never {
  throw new RuleError(CommonErrors.BAD_OPTION, message);
}

/** A whole number written in decimal digits, as a command line gives it ("0x32" and "1e2" are not). */
const DECIMAL_INTEGER = /^\s*-?\d{1,15}\s*$/;

/** The number a string option spells, or the value itself when it is not a string. */
function numberFrom(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return DECIMAL_INTEGER.test(value) ? Number(value) : value;
}

/** Checks one value against its spec; accepts the string forms a command line gives. */
export function coerceOptionValue(spec: OptionSpec, value: unknown): string | number | boolean {
  switch (spec.kind) {
    case "enum": {
      if (typeof value !== "string" || !spec.values.includes(value)) {
        badOption(
          `option ${spec.name} must be one of ${spec.values.join(", ")} (got ${JSON.stringify(value)})`,
        );
      }
      return value;
    }
    case "int": {
      const n = numberFrom(value);
      if (typeof n !== "number" || !Number.isInteger(n) || n < spec.min || n > spec.max) {
        badOption(
          `option ${spec.name} must be a whole number from ${spec.min} to ${spec.max} (got ${JSON.stringify(value)})`,
        );
      }
      return n;
    }
    case "bool": {
      if (value === true || value === "true" || value === "on" || value === "yes") return true;
      if (value === false || value === "false" || value === "off" || value === "no") return false;
      return badOption(`option ${spec.name} must be true or false (got ${JSON.stringify(value)})`);
    }
  }
}

/**
 * Resolves a request into a game's validated options: preset (or the default preset), then the
 * explicit options on top, then the game's own consistency checks. Unknown or bad values are
 * refused with a BAD_OPTION error naming the option and the allowed values.
 */
export function resolveOptions<G extends AnyGame>(
  game: G,
  request: OptionsRequest = {},
): ReturnType<G["finishOptions"]> {
  const raw = request.options ?? {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    badOption("options must be a JSON object");
  checkJson(raw, "options", OPTIONS_LIMITS, CommonErrors.BAD_OPTION);

  const asked = request.preset ?? (typeof raw.preset === "string" ? raw.preset : undefined);
  if (asked !== undefined && asked !== "custom" && !game.presets.some((p) => p.id === asked)) {
    badOption(
      `unknown preset "${asked}" for ${game.id}; presets: ${game.presets.map((p) => p.id).join(", ")}`,
    );
  }
  const fallback = game.presets.find((p) => p.id === game.defaultPreset) ?? game.presets[0];

  const playersRaw =
    request.players ??
    raw.players ??
    (asked === undefined || asked === "custom" ? fallback : game.presets.find((p) => p.id === asked))
      ?.players?.[0] ??
    game.playerCounts[0] ??
    game.minPlayers;
  const players = numberFrom(playersRaw);
  if (
    typeof players !== "number" ||
    !Number.isInteger(players) ||
    players < game.minPlayers ||
    players > game.maxPlayers
  ) {
    badOption(
      `${game.title} takes ${game.minPlayers} to ${game.maxPlayers} players (got ${JSON.stringify(playersRaw)})`,
    );
  }

  // No preset asked: the default one, or the first that allows this many players. "custom" marks
  // options that left their preset: every value is explicit, so no preset's player limit applies.
  const allows = (p: Preset) => !p.players || p.players.includes(players);
  const preset =
    asked !== undefined && asked !== "custom"
      ? (game.presets.find((p) => p.id === asked) as Preset)
      : allows(fallback)
        ? fallback
        : (game.presets.find(allows) ?? fallback);
  if (asked !== "custom" && !allows(preset)) {
    badOption(`preset ${preset.id} allows ${preset.players?.join(", ")} players (got ${players})`);
  }

  const values: Record<string, unknown> = {};
  for (const spec of game.options) values[spec.name] = spec.default;
  for (const [name, value] of Object.entries(preset.options)) values[name] = value;

  let custom = false;
  for (const [name, value] of Object.entries(raw)) {
    if ((RESERVED_OPTION_KEYS as readonly string[]).includes(name)) continue;
    const spec = game.options.find((s) => s.name === name);
    if (!spec) {
      const known = game.options.map((s) => s.name);
      badOption(
        `unknown option "${name}" for ${game.id}${known.length ? `; options: ${known.join(", ")}` : ""}`,
      );
    }
    const coerced = coerceOptionValue(spec, value);
    if (coerced !== values[name]) custom = true;
    values[name] = coerced;
  }

  const merged: BaseOptions & Record<string, unknown> = {
    ...values,
    players,
    preset: custom ? "custom" : preset.id,
  };
  if (raw.deal !== undefined) merged.deal = raw.deal;
  if (raw.carry !== undefined) merged.carry = raw.carry;
  return game.finishOptions(merged) as ReturnType<G["finishOptions"]>;
}

/**
 * For a game's setup: refuses options that did not come through resolveOptions (or the game's
 * finishOptions), naming the first missing or mistyped option. Setup would otherwise read a
 * missing option as undefined and quietly deal some other game (one with no ask cap, say).
 */
export function requireResolvedOptions(
  gameId: string,
  specs: readonly OptionSpec[],
  options: BaseOptions,
): void {
  const values = options as unknown as Record<string, unknown>;
  const fix = "resolve the request with resolveOptions first";
  if (!Number.isInteger(values.players)) {
    badOption(`${gameId} setup: players is ${describeValue(values.players)}; ${fix}`);
  }
  for (const spec of specs) {
    const value = values[spec.name];
    const valid =
      spec.kind === "enum"
        ? typeof value === "string" && spec.values.includes(value)
        : spec.kind === "int"
          ? Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max
          : typeof value === "boolean";
    if (!valid) badOption(`${gameId} setup: option ${spec.name} is ${describeValue(value)}; ${fix}`);
  }
}

function describeValue(value: unknown): string {
  return value === undefined ? "missing" : `not valid (${JSON.stringify(value)})`;
}

/** One line describing an option's values and default, for help texts and `list`. */
export function describeOptionSpec(spec: OptionSpec): string {
  switch (spec.kind) {
    case "enum":
      return `${spec.name} = ${spec.values.join(" | ")} (default ${spec.default}): ${spec.description}`;
    case "int":
      return `${spec.name} = ${spec.min}..${spec.max} (default ${spec.default}): ${spec.description}`;
    case "bool":
      return `${spec.name} = true | false (default ${spec.default}): ${spec.description}`;
  }
}

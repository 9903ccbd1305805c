// The atomic actions of section 4, and their shape check (malformed input -> BAD_ACTION).

import { CommonErrors, RuleError } from "@houserules/engine";
import { parseCardId, parseSetName } from "./cards.js";

/** `version` (CF-15) is optional: when given, the action is refused unless it matches the state's. */
export type CuttlefishAction =
  | { type: "ask"; target: number; card: string; version?: number }
  | { type: "declare"; set: string; holders: number[]; version?: number }
  | { type: "pass"; version?: number }
  | { type: "handOff"; to: number; version?: number }
  | { type: "endChance"; version?: number };

/** A checked action with its cards and sets as ints. */
export type ParsedAction =
  | { type: "ask"; target: number; card: number; version: number | null }
  | { type: "declare"; set: number; holders: unknown[]; version: number | null }
  | { type: "pass"; version: number | null }
  | { type: "handOff"; to: number; version: number | null }
  | { type: "endChance"; version: number | null };

const FIELDS: Record<string, readonly string[]> = {
  ask: ["type", "target", "card", "version"],
  declare: ["type", "set", "holders", "version"],
  pass: ["type", "version"],
  handOff: ["type", "to", "version"],
  endChance: ["type", "version"],
};

function bad(message: string): never {
  throw new RuleError(CommonErrors.BAD_ACTION, message);
}

export function parseActionShape(raw: unknown): ParsedAction {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    bad("an action must be a JSON object with a type");
  const a = raw as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== "string" || !Object.hasOwn(FIELDS, type)) {
    bad(`unknown action type ${JSON.stringify(type)}; types: ${Object.keys(FIELDS).join(", ")}`);
  }
  const allowed = FIELDS[type];
  for (const key of Object.keys(a)) if (!allowed.includes(key)) bad(`${type} has no field "${key}"`);
  let version: number | null = null;
  if (a.version !== undefined) {
    if (!Number.isInteger(a.version)) bad("version must be a whole number");
    version = a.version as number;
  }
  switch (type) {
    case "ask": {
      if (!Number.isInteger(a.target)) bad("ask.target must be a seat number");
      const card = parseCardId(a.card);
      if (card === null) bad(`ask.card must be a card such as "narwhal-4" (got ${JSON.stringify(a.card)})`);
      return { type, target: a.target as number, card, version };
    }
    case "declare": {
      const set = parseSetName(a.set);
      if (set === null) bad(`declare.set must be a set name (got ${JSON.stringify(a.set)})`);
      if (!Array.isArray(a.holders)) bad("declare.holders must list the holder of each of the six cards");
      return { type, set, holders: a.holders, version };
    }
    case "handOff":
      if (!Number.isInteger(a.to)) bad("handOff.to must be a seat number");
      return { type, to: a.to as number, version };
    case "pass":
      return { type, version };
    default:
      return { type: "endChance", version };
  }
}

// The move a practice hint suggests, for the move picker to point at. The server's normal bot
// chose it from the seat's view; the table only finds that move among its buttons.

import { createContext } from "react";
import type { Json, Move } from "../protocol.js";

export const HintedMove = createContext<Move | null>(null);

/** JSON with its keys sorted, so that two copies of one action compare equal. */
function canonical(value: Json | undefined): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function isSameMove(a: Move, b: Move | null): boolean {
  return b !== null && canonical(a.action) === canonical(b.action);
}

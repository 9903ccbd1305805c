// The ability registry (filled by abilities/index.ts) and the lookups the rules call. Kept free of
// rule imports so that rules/cards.ts can read modifiers without an import cycle.

import type { ChanicState } from "../state.js";
import type { AbilityDef } from "./types.js";

export const REGISTRY: Record<string, AbilityDef> = {};
/** Registration order = the A-table order (CP-83: triggers within one player resolve in it). */
export const ORDER: string[] = [];

export function register(defs: readonly AbilityDef[]): void {
  for (const def of defs) {
    if (REGISTRY[def.id] !== undefined) throw new Error(`ability ${def.id} registered twice`);
    REGISTRY[def.id] = def;
    ORDER.push(def.id);
  }
}

export function abilityDef(id: string): AbilityDef | undefined {
  return REGISTRY[id];
}

export function has(state: ChanicState, seat: number, id: string): boolean {
  const list = state.players[seat].abilities;
  for (let i = 0; i < list.length; i++) if (list[i] === id) return true;
  return false;
}

/** The pool for these options (CP-05, CP-A50), in A-table order. */
export function poolOf(app: boolean, trader: boolean): string[] {
  const pool: string[] = [];
  for (const id of ORDER) {
    const def = REGISTRY[id];
    if (!(app ? def.app : def.reference)) continue;
    if (def.needsTrader && !trader) continue;
    pool.push(id);
  }
  return pool;
}

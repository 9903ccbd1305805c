// Small modifier lookups the base rules call (CP-40 Club value and draws, CP-41 Club Member,
// CP-51 bypass multiplier, CP-52 protections). Reads the registry only.

import type { GameEvent } from "@houserules/engine";
import type { ChanicState } from "../state.js";
import { ORDER, REGISTRY } from "./registry.js";

export function clubBonusOf(state: ChanicState, seat: number): number {
  const list = state.players[seat].abilities;
  let bonus = 0;
  for (let i = 0; i < list.length; i++) bonus += REGISTRY[list[i]].clubBonus ?? 0;
  return bonus;
}

/** The names of the seat's abilities that change a Club's value or draws, for the log. */
export function clubAbilityNames(state: ChanicState, seat: number): string[] {
  const names: string[] = [];
  for (const id of state.players[seat].abilities) {
    const def = REGISTRY[id];
    if (def.clubBonus !== undefined || def.clubDraws !== undefined) names.push(def.name);
  }
  return names;
}

/** A forced Club draw count (Standardization), or 0. */
export function clubDrawsOf(state: ChanicState, seat: number): number {
  const list = state.players[seat].abilities;
  for (let i = 0; i < list.length; i++) {
    const draws = REGISTRY[list[i]].clubDraws;
    if (draws !== undefined) return draws;
  }
  return 0;
}

export function hasClubMember(state: ChanicState, seat: number): boolean {
  return state.players[seat].abilities.includes("clubMember");
}

/** The bypass multiplier [num, den] (CP-51): ½, or ¾ with Direct Hitter. */
export function bypassMultiplierOf(state: ChanicState, attacker: number, defender: number): [number, number] {
  const list = state.players[attacker].abilities;
  for (let i = 0; i < list.length; i++) {
    const m = REGISTRY[list[i]].bypassMultiplier?.(state, attacker, defender);
    if (m !== undefined && m !== null) return m;
  }
  return [1, 2];
}

/** An ability's refusal of this attack (Impenetrable, Lifeline), or null. */
export function protectionError(
  state: ChanicState,
  attacker: number,
  defender: number,
  mode: number,
): string | null {
  let list = state.players[attacker].abilities;
  for (let i = 0; i < list.length; i++) {
    const e = REGISTRY[list[i]].restrictAttacker?.(state, attacker);
    if (e) return e;
  }
  list = state.players[defender].abilities;
  for (let i = 0; i < list.length; i++) {
    const e = REGISTRY[list[i]].protect?.(state, defender, mode);
    if (e) return e;
  }
  return null;
}

/** CP-83: Heart-loss triggers (Deadly, then Resilient), in turn order from the turn player. */
export function heartsDestroyed(
  state: ChanicState,
  source: number,
  victims: readonly number[],
  events: GameEvent[],
): void {
  if (victims.length === 0 || state.phase === "over") return;
  const n = state.players.length;
  for (let step = 0; step < n; step++) {
    const holder = (state.turnSeat + step) % n;
    const p = state.players[holder];
    if (!p.alive || p.abilities.length === 0) continue;
    for (const id of ORDER) {
      if (!p.abilities.includes(id)) continue;
      REGISTRY[id].onHeartsDestroyed?.(state, holder, source, victims, events);
    }
  }
}

export function afterTradeHooks(state: ChanicState, seat: number, events: GameEvent[]): void {
  const list = state.players[seat].abilities;
  for (let i = 0; i < list.length; i++) REGISTRY[list[i]].afterTrade?.(state, seat, events);
}

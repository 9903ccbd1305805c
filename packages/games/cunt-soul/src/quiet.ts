// Quiet applies (contract: `apply(state, seat, action, quiet)`): the caller discards the events,
// so the rules skip building them. Every event site checks `events !== QUIET` first; the sink is
// frozen, so a site that forgot the check throws instead of silently growing a shared list.

import type { GameEvent } from "@houserules/engine";

export const QUIET: GameEvent[] = Object.freeze([] as GameEvent[]) as GameEvent[];

// CP-05: distributing special abilities: `random` deals k each; `draft` deals k+1 each (k when the
// pool is short) and everyone keeps k in a simultaneous secret choice (`draftKeep`).

import { type GameEvent, shuffleInPlace } from "@houserules/engine";
import { Errors } from "../errors.js";
import { type ChanicState, PHASE_DRAFT } from "../state.js";
import { poolOf } from "./registry.js";

/** Deals abilities at setup; returns true when a draft is open (the first turn waits for it). */
export function dealAbilities(state: ChanicState): boolean {
  const k = state.cfg.specials;
  if (k === 0) return false;
  const n = state.players.length;
  const pool = shuffleInPlace(state.rng, poolOf(state.cfg.appText, state.cfg.trader));
  const draft = state.options.abilityDeal === "draft";
  const each = draft && pool.length >= n * (k + 1) ? k + 1 : k;
  for (let s = 0; s < n; s++) {
    const cards = pool.slice(s * each, (s + 1) * each);
    if (each === k) state.players[s].abilities = cards;
    else {
      state.players[s].offer = cards;
      state.players[s].drafting = true;
    }
  }
  if (each === k) return false;
  state.phase = PHASE_DRAFT;
  return true;
}

export function draftError(state: ChanicState, seat: number, keep: readonly string[]): string | null {
  const p = state.players[seat];
  if (!p.drafting) return Errors.NOT_YOUR_TURN;
  if (keep.length !== state.cfg.specials) return Errors.BAD_DRAFT;
  for (let i = 0; i < keep.length; i++) {
    if (!p.offer.includes(keep[i]) || keep.indexOf(keep[i]) !== i) return Errors.BAD_DRAFT;
  }
  return null;
}

/** Every legal keep for a drafting seat: the offer minus one ability, in offer order. */
export function draftChoices(state: ChanicState, seat: number): string[][] {
  const offer = state.players[seat].offer;
  const out: string[][] = [];
  for (let skip = offer.length - 1; skip >= 0; skip--) out.push(offer.filter((_, i) => i !== skip));
  return out;
}

/** Records a keep; returns true when the draft is over (then everything is revealed). */
export function applyDraft(
  state: ChanicState,
  seat: number,
  keep: readonly string[],
  events: GameEvent[],
): boolean {
  const p = state.players[seat];
  p.abilities = p.offer.filter((id) => keep.includes(id));
  p.drafting = false;
  events.push({ type: "draftKept", seat } as GameEvent);
  if (state.players.some((q) => q.drafting)) return false;
  for (const q of state.players) q.offer = [];
  events.push({
    type: "abilitiesRevealed",
    abilities: state.players.map((q) => q.abilities.slice()),
  } as unknown as GameEvent);
  return true;
}

// Attacks (brief §5.5: CP-50..54) and elimination by attack (CP-60): `attack` declares defender,
// mode and Spades (power fixed then), `destroy` picks the target set and resolves.

import { cardFace, type GameEvent } from "@houserules/engine";
import { bypassMultiplierOf, heartsDestroyed, protectionError } from "../abilities/hooks.js";
import { Errors } from "../errors.js";
import {
  ATTACKER_LIMIT,
  type AttackPending,
  BYPASS_FROM_ROUND,
  type ChanicState,
  isOpponent,
  MODE_BYPASS,
  ROW_DIAMONDS,
  ROW_HEARTS,
  ROW_SPADES,
  SPADES_FROM_ROUND,
} from "../state.js";
import { effectiveValue, notation } from "./cards.js";
import { destroyBoardCard } from "./deck.js";
import { eliminate } from "./end.js";

/**
 * Cards of the same face in one row (several decks) are named by notation alone, so an action
 * naming a face means a preferred copy: for Spades the highest effective value, for targets the
 * lowest, then the earlier in board order (RULES.md, decisions).
 */
function preferred(values: readonly number[], j: number, i: number, preferHigh: boolean): boolean {
  if (values[j] !== values[i]) return preferHigh ? values[j] > values[i] : values[j] < values[i];
  return j < i;
}

/** A mask is canonical when, within each face, it holds the preferred copies. */
export function isCanonicalMask(
  cards: readonly number[],
  values: readonly number[],
  mask: number,
  preferHigh: boolean,
): boolean {
  for (let i = 0; i < cards.length; i++) {
    if ((mask & (1 << i)) === 0) continue;
    const f = cardFace(cards[i]);
    for (let j = 0; j < cards.length; j++) {
      if (
        j !== i &&
        (mask & (1 << j)) === 0 &&
        cardFace(cards[j]) === f &&
        preferred(values, j, i, preferHigh)
      ) {
        return false;
      }
    }
  }
  return true;
}

/** The mask naming `faces` (preferred copies first), or -1 when they are not all there. */
export function maskOfFaces(
  cards: readonly number[],
  values: readonly number[],
  faces: readonly number[],
  preferHigh: boolean,
): number {
  let mask = 0;
  for (const f of faces) {
    let best = -1;
    for (let i = 0; i < cards.length; i++) {
      if ((mask & (1 << i)) !== 0 || cardFace(cards[i]) !== f) continue;
      if (best < 0 || preferred(values, i, best, preferHigh)) best = i;
    }
    if (best < 0) return -1;
    mask |= 1 << best;
  }
  return mask;
}

/** CP-51: attack cards are your board Spades, then (Innovator, CP-A18) your Diamonds. */
export function attackCards(state: ChanicState, seat: number): number[] {
  const p = state.players[seat];
  if (p.abilities.length === 0 || !p.abilities.includes("innovator")) return p.rows[ROW_SPADES];
  return p.rows[ROW_SPADES].concat(p.rows[ROW_DIAMONDS]);
}

/** Effective values of attackCards (same order). */
export function spadeValues(state: ChanicState, seat: number): number[] {
  const p = state.players[seat];
  const spades = p.rows[ROW_SPADES];
  const values: number[] = [];
  for (let i = 0; i < spades.length; i++) values.push(effectiveValue(state, seat, ROW_SPADES, i));
  if (p.abilities.length > 0 && p.abilities.includes("innovator"))
    for (let i = 0; i < p.rows[ROW_DIAMONDS].length; i++)
      values.push(effectiveValue(state, seat, ROW_DIAMONDS, i));
  return values;
}

/** CP-52: why `defender` may not be attacked by `attacker`, or null. */
export function defenderError(state: ChanicState, attacker: number, defender: number): string | null {
  if (!(defender >= 0 && defender < state.players.length)) return Errors.BAD_DEFENDER;
  const d = state.players[defender];
  if (!d.alive || !isOpponent(state, attacker, defender)) return Errors.BAD_DEFENDER;
  if (d.panicProtected) return Errors.DEFENDER_PROTECTED;
  if (d.attackedBy.length >= ATTACKER_LIMIT && !d.attackedBy.includes(attacker)) return Errors.ATTACKER_LIMIT;
  if (state.players[attacker].abilities.length > 0 || d.abilities.length > 0)
    return protectionError(state, attacker, defender, -1);
  return null;
}

/** CP-51: the power of Spade slots `mask`; returns [P, P_exact]. */
export function attackPower(
  state: ChanicState,
  attacker: number,
  defender: number,
  mask: number,
  mode: number,
): [number, number] {
  const p = state.players[attacker];
  const spadeCount = p.rows[ROW_SPADES].length;
  let raw = 0;
  for (let i = 0; i < spadeCount; i++)
    if (mask & (1 << i)) raw += effectiveValue(state, attacker, ROW_SPADES, i);
  if (mask >> spadeCount !== 0) {
    // Innovator: ⌊Σ Diamond values ÷ 2⌋ (CP-51).
    let diamonds = 0;
    for (let i = 0; i < p.rows[ROW_DIAMONDS].length; i++)
      if (mask & (1 << (spadeCount + i))) diamonds += effectiveValue(state, attacker, ROW_DIAMONDS, i);
    raw += Math.floor(diamonds / 2);
  }
  if (mode !== MODE_BYPASS) return [raw, raw];
  const [num, den] = bypassMultiplierOf(state, attacker, defender);
  const exact = (raw * num) / den;
  return [Math.floor(exact), exact];
}

function minRowValue(state: ChanicState, seat: number, row: number): number {
  const cards = state.players[seat].rows[row];
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < cards.length; i++) min = Math.min(min, effectiveValue(state, seat, row, i));
  return min;
}

/** CP-53: mode-level refusals (round, Diamonds), or null. */
export function modeError(state: ChanicState, defender: number, mode: number): string | null {
  if (state.round < SPADES_FROM_ROUND) return Errors.ATTACK_TOO_EARLY;
  if (mode !== MODE_BYPASS) return null;
  if (state.round < BYPASS_FROM_ROUND) return Errors.BYPASS_TOO_EARLY;
  if (state.players[defender].rows[ROW_DIAMONDS].length === 0) return Errors.BYPASS_NO_DIAMOND;
  if (state.players[defender].abilities.length > 0)
    return protectionError(state, state.turnSeat, defender, MODE_BYPASS);
  return null;
}

/** CP-53: whether some legal target set exists for power P (nonempty, or eliminating). */
export function hasTarget(state: ChanicState, defender: number, mode: number, power: number): boolean {
  const rows = state.players[defender].rows;
  if (mode !== MODE_BYPASS && rows[ROW_DIAMONDS].length > 0)
    return minRowValue(state, defender, ROW_DIAMONDS) <= power;
  if (rows[ROW_HEARTS].length > 0) return minRowValue(state, defender, ROW_HEARTS) <= power;
  return power >= 1; // CP-60b: an empty Heart row reached eliminates
}

/** Builds the pending attack (values fixed now, CP-53). */
export function declareAttack(
  state: ChanicState,
  attacker: number,
  defender: number,
  mode: number,
  spadeMask: number,
  events: GameEvent[],
): void {
  const [power, powerExact] = attackPower(state, attacker, defender, spadeMask, mode);
  const spadeIdx: number[] = [];
  const spades = attackCards(state, attacker);
  for (let i = 0; i < spades.length; i++) if (spadeMask & (1 << i)) spadeIdx.push(i);
  const pending: AttackPending = {
    kind: "attack",
    attacker,
    defender,
    mode,
    spadeIdx,
    power,
    powerExact,
    targetRow: [],
    targetIdx: [],
    targetCard: [],
    targetValue: [],
  };
  const d = state.players[defender];
  for (const row of [ROW_HEARTS, ROW_DIAMONDS]) {
    for (let i = 0; i < d.rows[row].length; i++) {
      pending.targetRow.push(row);
      pending.targetIdx.push(i);
      pending.targetCard.push(d.rows[row][i]);
      pending.targetValue.push(effectiveValue(state, defender, row, i));
    }
  }
  state.pending = pending;
  events.push({
    type: "attack",
    attacker,
    defender,
    mode: mode === MODE_BYPASS ? "bypass" : "normal",
    spades: spadeIdx.map((i) => notation(spades[i])),
    power,
  } as GameEvent);
}

/** CP-53: the legal target masks (bits over pending.targetCard), canonical, ascending. */
export function legalTargetMasks(pending: AttackPending): number[] {
  const count = pending.targetCard.length;
  let heartBits = 0;
  let diamondBits = 0;
  for (let i = 0; i < count; i++) {
    if (pending.targetRow[i] === ROW_HEARTS) heartBits |= 1 << i;
    else diamondBits |= 1 << i;
  }
  const bypass = pending.mode === MODE_BYPASS;
  const allowed = bypass ? heartBits : heartBits | diamondBits;
  const masks: number[] = [];
  if (allowed === 0) {
    masks.push(0); // nothing to hit: the attack reaches the empty Heart row (CP-60b)
    return masks;
  }
  for (let mask = 1; mask < 1 << count; mask++) {
    if ((mask & ~allowed) !== 0) continue;
    if (!bypass && (mask & heartBits) !== 0 && (mask & diamondBits) !== diamondBits) continue;
    let damage = 0;
    for (let i = 0; i < count; i++) if (mask & (1 << i)) damage += pending.targetValue[i];
    if (damage > pending.power) continue;
    if (!isCanonicalMask(pending.targetCard, pending.targetValue, mask, false)) continue;
    masks.push(mask);
  }
  return masks;
}

export function maskDamage(pending: AttackPending, mask: number): number {
  let damage = 0;
  for (let i = 0; i < pending.targetCard.length; i++) if (mask & (1 << i)) damage += pending.targetValue[i];
  return damage;
}

/** Discards board slots of one row in board order (CP-54), with their attachments. */
function destroySlots(state: ChanicState, seat: number, row: number, slots: number[]): void {
  const p = state.players[seat];
  const kept: number[] = [];
  const keptAttach: number[][] = [];
  const keptTurn: number[] = [];
  for (let i = 0; i < p.rows[row].length; i++) {
    if (slots.includes(i)) {
      state.discard.push(p.rows[row][i]);
      for (const c of p.attach[row][i]) state.discard.push(c);
    } else {
      kept.push(p.rows[row][i]);
      keptAttach.push(p.attach[row][i]);
      keptTurn.push(p.attachTurn[row][i]);
    }
  }
  p.rows[row] = kept;
  p.attach[row] = keptAttach;
  p.attachTurn[row] = keptTurn;
}

/**
 * CP-60: after the attack the defender controls no Hearts and either (a) it destroyed a Heart, or
 * (b) there were none and the power reached the empty Heart row (normal: every Diamond taken and
 * P > D; bypass: P > 0).
 */
function outcomeEliminates(
  heartsBefore: number,
  heartsHit: number,
  diamondsBefore: number,
  diamondsHit: number,
  pending: AttackPending,
  damage: number,
): boolean {
  if (heartsHit < heartsBefore) return false;
  if (heartsHit > 0) return true;
  if (pending.mode === MODE_BYPASS) return pending.power > 0;
  return diamondsHit === diamondsBefore && pending.power > damage;
}

/** Whether destroying `mask` would eliminate the defender (the view's preview). */
export function attackEliminates(state: ChanicState, pending: AttackPending, mask: number): boolean {
  const d = state.players[pending.defender];
  let hearts = 0;
  let diamonds = 0;
  for (let i = 0; i < pending.targetCard.length; i++) {
    if ((mask & (1 << i)) === 0) continue;
    if (pending.targetRow[i] === ROW_HEARTS) hearts++;
    else diamonds++;
  }
  const heartsBefore = d.rows[ROW_HEARTS].length;
  const diamondsBefore = d.rows[ROW_DIAMONDS].length;
  return outcomeEliminates(
    heartsBefore,
    hearts,
    diamondsBefore,
    diamonds,
    pending,
    maskDamage(pending, mask),
  );
}

/** CP-54 resolution and CP-60 elimination for a validated target mask. */
export function resolveAttack(state: ChanicState, mask: number, events: GameEvent[]): void {
  const pending = state.pending as AttackPending;
  state.pending = null;
  const { attacker, defender } = pending;
  const d = state.players[defender];
  const heartsBefore = d.rows[ROW_HEARTS].length;
  const diamondsBefore = d.rows[ROW_DIAMONDS].length;
  // Attack cards are discarded in board order: Innovator's Diamonds, then the Spades (CP-54).
  const spadeCount = state.players[attacker].rows[ROW_SPADES].length;
  const usedDiamonds: number[] = [];
  const usedSpades: number[] = [];
  for (const i of pending.spadeIdx)
    (i < spadeCount ? usedSpades : usedDiamonds).push(i < spadeCount ? i : i - spadeCount);
  if (usedDiamonds.length > 0) destroySlots(state, attacker, ROW_DIAMONDS, usedDiamonds);
  destroySlots(state, attacker, ROW_SPADES, usedSpades);
  const diamondSlots: number[] = [];
  const heartSlots: number[] = [];
  const destroyed: string[] = [];
  for (let i = 0; i < pending.targetCard.length; i++) {
    if ((mask & (1 << i)) === 0) continue;
    if (pending.targetRow[i] === ROW_DIAMONDS) diamondSlots.push(pending.targetIdx[i]);
    else heartSlots.push(pending.targetIdx[i]);
  }
  for (const i of diamondSlots) destroyed.push(notation(d.rows[ROW_DIAMONDS][i]));
  for (const i of heartSlots) destroyed.push(notation(d.rows[ROW_HEARTS][i]));
  destroySlots(state, defender, ROW_DIAMONDS, diamondSlots);
  destroySlots(state, defender, ROW_HEARTS, heartSlots);
  if (!d.attackedBy.includes(attacker)) d.attackedBy.push(attacker);
  const damage = maskDamage(pending, mask);
  events.push({
    type: "destroy",
    attacker,
    defender,
    cards: destroyed,
    damage,
    power: pending.power,
  } as GameEvent);

  if (
    outcomeEliminates(heartsBefore, heartSlots.length, diamondsBefore, diamondSlots.length, pending, damage)
  ) {
    eliminate(state, defender, events);
  }
  // CP-54: then Deadly and Resilient (CP-83).
  if (heartSlots.length > 0) heartsDestroyed(state, attacker, [defender], events);
}

/** Destroys every board card of a row (Panic), in board order. */
export function destroyRow(state: ChanicState, seat: number, row: number): string[] {
  const p = state.players[seat];
  const gone = p.rows[row].map(notation);
  while (p.rows[row].length > 0) destroyBoardCard(state, seat, row, 0);
  return gone;
}

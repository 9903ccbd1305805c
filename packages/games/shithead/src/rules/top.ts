// SH-20..SH-35: the top state, the legality matrix (SH-22) and what each segment leaves on top.

import * as engineModule from "@houserules/engine";
import type { Cfg, ShState } from "../state.js";
import * as stateModule from "../state.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { ACE, JACK } = engineModule;
const {
  EIGHT,
  FOUR,
  JOKER_RANK,
  NINE,
  ORDER,
  SIX,
  T_EMPTY,
  T_EVEN,
  T_FACE,
  T_FREE,
  T_LESS8,
  T_NUM,
  T_ODD,
  T_PCLEAR,
  T_POWER,
  TEN,
  THREE,
  TWO,
} = stateModule;

const QUEEN = 12;
const KING = 13;

/** SH-22 as a lookup: FIT[tenOnEight][kind * 16 + rank] for every kind but numeric. */
const FIT: Uint8Array[] = [0, 1].map((tenOnEight) => {
  const table = new Uint8Array(16 * 16);
  const cfg = { tenOnEight: tenOnEight === 1 } as Cfg;
  for (let kind = 0; kind < 16; kind++) {
    for (let rank = 1; rank <= JOKER_RANK; rank++)
      table[kind * 16 + rank] = fitsRankSlow(cfg, kind, 0, 0, rank) ? 1 : 0;
  }
  return table;
});
const POWER_RANK: readonly boolean[] = [
  false,
  false,
  true,
  true,
  false,
  false,
  false,
  false,
  true,
  false,
  true,
  false,
  false,
  false,
  true,
];

/** SH-22 as rank bit masks (bit r: rank r fits): FIT_MASK[tenOnEight][kind], NUM_MASK[val]. */
const FIT_MASK: number[][] = [0, 1].map((ten) =>
  Array.from({ length: 16 }, (_, kind) => {
    let m = 0;
    for (let rank = 1; rank <= JOKER_RANK; rank++) if (FIT[ten][kind * 16 + rank] === 1) m |= 1 << rank;
    return m;
  }),
);
/** Numeric values are packed in 5 bits (SH-20). */
const VAL_BOUND = 32;
const NUM_MASK: number[] = Array.from({ length: VAL_BOUND }, (_, val) => {
  let m = 0;
  for (let rank = 1; rank <= JOKER_RANK; rank++) if (POWER_RANK[rank] || ORDER[rank] >= val) m |= 1 << rank;
  return m;
});

/** SH-22 for every rank at once: bit r is set when fitsRank(cfg, kind, val, wild, r). */
export function fitMask(cfg: Cfg, kind: number, val: number, wild: number): number {
  const m = kind === T_NUM ? NUM_MASK[val] : FIT_MASK[cfg.tenOnEight ? 1 : 0][kind];
  return wild === 1 ? m | (1 << ACE) : m;
}

/** SH-22: may a normal set of `rank` (JOKER_RANK for a joker) be played on this top? */
export function fitsRank(cfg: Cfg, kind: number, val: number, wild: number, rank: number): boolean {
  if (wild === 1 && rank === ACE) return true;
  if (kind === T_NUM) return POWER_RANK[rank] || ORDER[rank] >= val;
  return FIT[cfg.tenOnEight ? 1 : 0][kind * 16 + rank] === 1;
}

function fitsRankSlow(cfg: Cfg, kind: number, val: number, wild: number, rank: number): boolean {
  if (wild === 1 && rank === ACE) return true;
  switch (kind) {
    case T_EMPTY:
    case T_FREE:
      return true;
    case T_NUM:
      if (rank === TWO || rank === THREE || rank === EIGHT || rank === TEN || rank === JOKER_RANK)
        return true;
      return ORDER[rank] >= val;
    case T_LESS8:
      if (rank === TEN) return cfg.tenOnEight;
      return (
        rank === TWO ||
        rank === THREE ||
        rank === EIGHT ||
        rank === JOKER_RANK ||
        rank === FOUR ||
        rank === 5 ||
        rank === SIX ||
        rank === 7
      );
    case T_FACE:
      return rank === QUEEN || rank === KING || rank === ACE || rank === SIX || rank === JACK;
    case T_POWER:
      return rank === TWO || rank === THREE || rank === EIGHT || rank === JOKER_RANK || rank === JACK;
    case T_EVEN:
      return (
        rank === TWO || rank === FOUR || rank === SIX || rank === EIGHT || rank === TEN || rank === JOKER_RANK
      );
    case T_ODD:
      return (
        rank === THREE || rank === 5 || rank === 7 || rank === NINE || rank === ACE || rank === JOKER_RANK
      );
    default:
      return false;
  }
}

/** SH-32: top states a lone cancel card may cancel. */
export function cancellable(kind: number): boolean {
  return (
    kind === T_FACE ||
    kind === T_LESS8 ||
    kind === T_POWER ||
    kind === T_PCLEAR ||
    kind === T_EVEN ||
    kind === T_ODD
  );
}

/**
 * SH-23..SH-29: the top a normal set of `rank` leaves (10s with tenLeader self and jokers are
 * handled by the caller). `evenOddSpade` says the set holds 4♠ or 9♠ (evenOdd spadesOnly).
 */
export function setTop(s: ShState, rank: number, evenOddSpade: boolean): void {
  const cfg = s.cfg;
  s.wild = 0;
  switch (rank) {
    case TWO:
      s.topKind = T_FREE;
      s.topVal = 0;
      return;
    case THREE:
      // SH-24: copies the covered state (a wild's declared state, never its wild flag).
      return;
    case EIGHT:
      // SH-27: less than 8, for the next play only.
      s.topKind = T_LESS8;
      s.topVal = 0;
      return;
    case SIX:
      if (cfg.sixFace) {
        s.topKind = T_FACE;
        s.topVal = 0;
        return;
      }
      break;
    case JACK:
      if (cfg.jackPower) {
        s.topKind = T_POWER;
        s.topVal = 0;
        return;
      }
      break;
    case FOUR:
    case NINE:
      if (cfg.evenOdd === 1 || (cfg.evenOdd === 2 && evenOddSpade)) {
        s.topKind = rank === FOUR ? T_EVEN : T_ODD;
        s.topVal = 0;
        return;
      }
      break;
    case TEN:
      s.topKind = T_PCLEAR;
      s.topVal = 0;
      return;
  }
  s.topKind = T_NUM;
  s.topVal = ORDER[rank];
}

/** SH-32: a cancel leaves numeric(rank) with no even/odd effect. */
export function cancelTop(s: ShState, rank: number): void {
  s.topKind = T_NUM;
  s.topVal = ORDER[rank];
  s.wild = 0;
}

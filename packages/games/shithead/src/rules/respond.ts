// SH-9 step 2, SH-32 (cancel a pending clear), SH-33 (counter jokers), SH-34 (x4 block),
// SH-54 (jokerBlock on a Queens Gambit): the answers to a pending top.

import * as engineModule from "@houserules/engine";
import type { ShAction } from "../actions.js";
import * as actionsModule from "../actions.js";
import type { ShState } from "../state.js";
import * as stateModule from "../state.js";
import * as segmentsModule from "./segments.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { ACE, formatCard } = engineModule;
const { faceOf, JOKER_RANK, jokerCode, rankOf, TEN, tab } = stateModule;
const { canonicalSubsets, idsOf, isWildCard, pushCancels, RANK_LIST, sourceCards } = segmentsModule;

const { frozenAction } = actionsModule;

const BLOCK_SIZE = 4;
const PLAIN_SUIT = 3;

export function cancelOptions(s: ShState, seat: number): ShAction[] {
  const out: ShAction[] = [];
  pushCancels(s, seat, out);
  return out;
}

/** SH-33/34/54: counters, blocks and joker blocks the target may answer a pending pickup with. */
export function pushPickupAnswers(s: ShState, seat: number, out: ShAction[]): void {
  const cfg = s.cfg;
  const src = sourceCards(s, seat);
  if (cfg.counterJoker) {
    const seen: number[] = [];
    for (const c of src) {
      const f = faceOf(c);
      if (tab(s).cjk[f] === 1 && seen.indexOf(f) < 0) {
        seen.push(f);
        out.push(frozenAction({ type: "counter", card: s.ids[c] }));
      }
    }
  }
  if (cfg.x4Block) {
    const wilds = cfg.aceX4 ? src.filter((c) => isWildCard(s, c)) : [];
    for (const rank of RANK_LIST) {
      const group = src.filter((c) => !jokerCode(c) && rankOf(c) === rank);
      if (group.length >= BLOCK_SIZE) {
        canonicalSubsets(
          s,
          group,
          (cards) => out.push(frozenAction({ type: "block", cards: idsOf(s, cards) })),
          BLOCK_SIZE,
        );
      }
      if (wilds.length > 0 && rank !== TEN && rank !== ACE) {
        const naturals = group.filter((c) => !isWildCard(s, c));
        if (naturals.length >= BLOCK_SIZE - 1) {
          const as = formatCard(PLAIN_SUIT * 16 + rank);
          canonicalSubsets(
            s,
            naturals,
            (cards) => out.push(frozenAction({ type: "block", cards: idsOf(s, [...cards, wilds[0]]), as })),
            BLOCK_SIZE - 1,
          );
        }
      }
    }
  }
  if (s.pickQueen === 1) {
    const jk = src.find((c) => rankOf(c) === JOKER_RANK);
    if (jk !== undefined) out.push(frozenAction({ type: "jokerBlock", card: s.ids[jk] }));
  }
}

export function answersPickup(s: ShState, seat: number): boolean {
  const out: ShAction[] = [];
  pushPickupAnswers(s, seat, out);
  return out.length > 0;
}

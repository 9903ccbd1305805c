// §9 "Not proof of a missing card": what folds, skips and raises suggest, for the soft weights of
// determinize. A player who folds a standard turn (TDC-10) usually had no play of that many cards
// at or above the last rank, 2s aside (a player keeps 2s for control); one who skips a matched
// play (TDC-13) usually had no match; one who answers well above the last play usually had no
// cheaper answer. Read that way, each caps how many cards of those ranks the player held, and
// every card they play or swap away since lowers the cap. A cap that goes below zero proves that
// player keeps plays back: their caps then say nothing for the rest of the game. Everything here
// follows public actions only.

import { RANK_COUNT, RANK_TWO, SUIT_COUNT } from "../cards.js";
import type { TdcState } from "../state.js";

/** A rank's cap when nothing limits it. */
export const NO_CAP = SUIT_COUNT;

/**
 * How many ranks a player is taken to pay, on top of the rank itself, to avoid breaking a larger
 * group when answering a play; the normal bot's heuristic weighs a broken group the same.
 */
export const BREAK_PENALTY = 2;

/** Caps of a fresh game: players × ranks, nothing limited, nobody disproved. */
export function freshFoldCaps(players: number): number[] {
  return new Array<number>(players * RANK_COUNT).fill(NO_CAP);
}

function cap(state: TdcState, seat: number, from: number, to: number, most: number): void {
  if (state.foldsDisproved & (1 << seat)) return;
  const caps = state.foldCaps;
  for (let rank = from; rank < to; rank++) {
    const at = seat * RANK_COUNT + rank;
    if (caps[at] > most) caps[at] = most;
  }
}

/** A voluntary fold facing `kind` cards of `lastRank`: no such play at or above it, 2s aside. */
export function capOnFold(state: TdcState, seat: number): void {
  // A locked round (TDC-14) leaves nothing but the fold.
  if (!state.locked && state.lastRank < RANK_TWO) cap(state, seat, state.lastRank, RANK_TWO, state.kind - 1);
}

/**
 * A response of `kind` cards of `rank` over a lower rank (TDC-10): a player plays their cheapest
 * play, and breaking a larger group costs `BREAK_PENALTY` ranks, so they had no play of `kind`
 * cards from the last rank up to `BREAK_PENALTY` + 1 below theirs.
 */
export function capOnRaise(state: TdcState, seat: number, rank: number): void {
  const below = rank - BREAK_PENALTY;
  if (state.kind !== 0 && !state.locked && !state.match && below > state.lastRank)
    cap(state, seat, state.lastRank, below, state.kind - 1);
}

/** A skip of a matched play: no match. */
export function capOnSkip(state: TdcState, seat: number): void {
  if (state.lastRank < RANK_TWO) cap(state, seat, state.lastRank, state.lastRank + 1, state.kind - 1);
}

/** `count` cards of `rank` left the seat's hand (played or given to the table). */
export function capOnLeave(state: TdcState, seat: number, rank: number, count: number): void {
  if (state.foldsDisproved & (1 << seat)) return;
  const caps = state.foldCaps;
  const at = seat * RANK_COUNT + rank;
  if (caps[at] === NO_CAP) return;
  caps[at] -= count;
  if (caps[at] >= 0) return;
  // They held more than their folds allowed: those folds were choices, not proof.
  state.foldsDisproved |= 1 << seat;
  caps.fill(NO_CAP, seat * RANK_COUNT, (seat + 1) * RANK_COUNT);
}

/** A card of `rank` joined the seat's hand from the table (TDC-20). */
export function capOnTake(state: TdcState, seat: number, rank: number): void {
  const at = seat * RANK_COUNT + rank;
  if (state.foldCaps[at] < NO_CAP) state.foldCaps[at]++;
}

/** One seat's caps for its view: by rank (3 up to 2), or empty once its plays disproved them. */
export function foldCapsOf(state: TdcState, seat: number): number[] {
  if (state.foldsDisproved & (1 << seat)) return [];
  return state.foldCaps.slice(seat * RANK_COUNT, (seat + 1) * RANK_COUNT);
}

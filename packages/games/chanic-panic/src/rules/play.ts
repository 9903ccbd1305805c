// Playing cards: Utility plays in the Point Phase (CP-31, CP-32), Clubs and the Club Phase
// (CP-40, CP-41), Stack attachments (CP-112b).

import type { GameEvent } from "@houserules/engine";
import { clubAbilityNames, clubBonusOf, clubDrawsOf, hasClubMember } from "../abilities/hooks.js";
import { Errors } from "../errors.js";
import {
  type ChanicState,
  HIGH_CLUB_DRAW,
  LOW_CLUB_DRAW,
  LOW_CLUB_MAX,
  PHASE_CLUB,
  PHASE_POINT,
  ROW_SPADES,
  SPADES_FROM_ROUND,
} from "../state.js";
import { baseValue, costOf, eligibleStackCount, isClub, notation, rowCapacityOf, rowOf } from "./cards.js";
import { drawCards } from "./deck.js";

/** Why `card` (held by the turn player) may not be played with `attach` Stack cards, or null. */
export function playError(state: ChanicState, seat: number, card: number, attach: number): string | null {
  const base = baseValue(card);
  if (state.playLocked) return Errors.PLAY_LOCKED; // CP-33
  if (isClub(card)) {
    if (attach > 0) return Errors.BAD_ATTACH;
    if (state.phase === PHASE_POINT) return null; // CP-40: any value, whatever the points
    if (state.allowance <= 0) return Errors.NO_ALLOWANCE;
    return base > state.allowance ? Errors.OVER_ALLOWANCE : null;
  }
  const row = rowOf(card);
  if (state.players[seat].rows[row].length >= rowCapacityOf(state, seat)) return Errors.ROW_FULL;
  if (row === ROW_SPADES && state.round < SPADES_FROM_ROUND) return Errors.SPADES_TOO_EARLY;
  if (state.phase === PHASE_POINT) {
    if (costOf(state, seat, card) > state.points) return Errors.NOT_ENOUGH_POINTS;
  } else {
    if (state.allowance <= 0) return Errors.NO_ALLOWANCE;
    if (base > state.allowance) return Errors.OVER_ALLOWANCE;
  }
  if (attach > 0 && (!state.cfg.stack || attach > eligibleStackCount(state, seat))) return Errors.BAD_ATTACH;
  return null;
}

/** Plays the hand card at `handIndex` (already validated). */
export function applyPlay(
  state: ChanicState,
  seat: number,
  handIndex: number,
  attach: number,
  events: GameEvent[],
): void {
  const p = state.players[seat];
  const card = p.hand[handIndex];
  p.hand.splice(handIndex, 1);
  playCard(state, seat, card, attach, events, false);
}

/** CP-A32: plays the discard-pile card at `pileIndex` on a Recycler allowance (validated). */
export function applyPilePlay(
  state: ChanicState,
  seat: number,
  pileIndex: number,
  attach: number,
  events: GameEvent[],
): void {
  const card = state.discard[pileIndex];
  state.discard.splice(pileIndex, 1);
  state.recyclerTaken++;
  playCard(state, seat, card, attach, events, true);
}

/** Plays a card already taken from its zone: a Club (CP-40) or a Utility card (CP-31/41). */
export function playCard(
  state: ChanicState,
  seat: number,
  card: number,
  attach: number,
  events: GameEvent[],
  fromPile: boolean,
): void {
  const p = state.players[seat];
  const base = baseValue(card);
  if (isClub(card)) {
    // CP-40: onto the pile first, then the Club Phase (points 0), the draws, the allowance.
    state.discard.push(card);
    state.phase = PHASE_CLUB;
    state.points = 0;
    state.recyclerClub = -1; // a new allowance: Recycler's applies to its own Club only
    const club: {
      type: "club";
      seat: number;
      card: string;
      fromPile?: boolean;
      allowance: number;
      abilities?: string[];
    } = fromPile
      ? { type: "club", seat, card: notation(card), fromPile, allowance: 0 }
      : { type: "club", seat, card: notation(card), allowance: 0 };
    events.push(club as unknown as GameEvent);
    const forced = clubDrawsOf(state, seat);
    drawCards(
      state,
      seat,
      forced > 0 ? forced : base <= LOW_CLUB_MAX ? LOW_CLUB_DRAW : HIGH_CLUB_DRAW,
      events,
    );
    state.allowance = base + clubBonusOf(state, seat);
    // The log names the abilities that changed the allowance or the draws (Resourceful, Standardization).
    club.allowance = state.allowance;
    const by = clubAbilityNames(state, seat);
    if (by.length > 0) club.abilities = by;
    return;
  }
  const row = rowOf(card);
  if (state.phase === PHASE_POINT) state.points -= costOf(state, seat, card);
  // CP-41: a free Utility play uses up the allowance (Club Member: lowers it by the base value).
  else state.allowance = hasClubMember(state, seat) ? state.allowance - base : 0;
  p.rows[row].push(card);
  const attached = p.stack.splice(0, attach);
  p.stackTurn.splice(0, attach);
  p.attach[row].push(attached);
  p.attachTurn[row].push(state.turn);
  events.push({
    type: "play",
    seat,
    card: notation(card),
    attach,
    free: state.phase === PHASE_CLUB,
    ...(fromPile ? { fromPile } : {}),
  } as GameEvent);
}

/** Why a free play of `card` (Hopeful, Indebted, Maximizer, Resilient) fails, or null. */
export function freePlayError(
  state: ChanicState,
  seat: number,
  card: number,
  ignoreLock = false,
): string | null {
  if (isClub(card)) return Errors.BAD_ABILITY_ARGS;
  if (!ignoreLock && state.playLocked) return Errors.PLAY_LOCKED;
  const row = rowOf(card);
  if (state.players[seat].rows[row].length >= rowCapacityOf(state, seat)) return Errors.ROW_FULL;
  if (row === ROW_SPADES && state.round < SPADES_FROM_ROUND) return Errors.SPADES_TOO_EARLY;
  return null;
}

/** Places a hand card on the board for free (validated by freePlayError). */
export function freePlay(
  state: ChanicState,
  seat: number,
  handIndex: number,
  events: GameEvent[],
  by: string,
  attach = 0,
): void {
  const p = state.players[seat];
  const card = p.hand[handIndex];
  p.hand.splice(handIndex, 1);
  const row = rowOf(card);
  p.rows[row].push(card);
  // CP-112b: a card played by any means may take the oldest eligible Stack cards.
  p.attach[row].push(p.stack.splice(0, attach));
  p.stackTurn.splice(0, attach);
  p.attachTurn[row].push(state.turn);
  events.push({ type: "play", seat, card: notation(card), attach, free: true, by } as GameEvent);
}

/** CP-112b: how many eligible Stack cards a play may take (0 without the Stack). */
export function attachableCount(state: ChanicState, seat: number): number {
  return state.cfg.stack ? eligibleStackCount(state, seat) : 0;
}

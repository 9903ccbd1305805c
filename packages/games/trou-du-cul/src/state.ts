// The game state (§2 zones, §4 turn structure): plain mutable JSON data, cards as ints 0..51.

import type { RngState } from "@houserules/engine";
import type { TdcCard } from "./cards.js";
import type { CardExchange, SeriesCarry } from "./options.js";

export type Phase = "exchange" | "play" | "over";

/** The turn states of §4, first matching row wins. */
export type TurnState = "opening" | "locked" | "matchOrSkip" | "standard";

/** TDC-3: hand and table sizes by player count. */
export const HAND_SIZE: Readonly<Record<number, number>> = { 2: 26, 3: 17, 4: 13, 5: 10 };
export const TABLE_SIZE: Readonly<Record<number, number>> = { 2: 0, 3: 1, 4: 0, 5: 2 };

/** TDC-26: the engine ends the game after this many actions. */
export const ACTION_CAP = 1000;

/** One exchange transfer of TDC-29 (gift or return), known to giver and receiver only. */
export interface ExchangeRecord {
  from: number;
  to: number;
  step: "gift" | "return";
  cards: TdcCard[];
}

export interface TdcState {
  players: number;
  cardExchange: CardExchange;
  seriesLength: number;
  preset: string;
  /** The carry-over this game started from (null in game 1); never mutated. */
  carry: SeriesCarry | null;
  gameNumber: number;
  rng: RngState;
  dealer: number;

  phase: Phase;
  /** Hands, each sorted ascending (low to high in TDC order). */
  hands: TdcCard[][];
  /** Face-up table cards (TDC-3, TDC-20). */
  table: TdcCard[];
  /** This round's played cards in play order, and the seat that played each. */
  pile: TdcCard[];
  pileSeats: number[];
  /** Earlier rounds' cards, in play order. */
  discard: TdcCard[];

  /** The seat to act in `play`. */
  turn: number;
  /** Cards per play this round (TDC-9); 0 while the round pile is empty. */
  kind: number;
  /** Rank of the last play this round, -1 before the opening. */
  lastRank: number;
  /** TDC-13 match flag and TDC-14 lock. */
  match: boolean;
  locked: boolean;
  /** TDC-20: a table swap was made this turn. */
  swapUsed: boolean;
  /** Bit s set while seat s is in round (TDC-6). */
  inRound: number;
  /** Finishing place per seat, 0 while still in game. */
  places: number[];
  /** Players out of the game so far. */
  finished: number;
  /** Rounds started this game. */
  rounds: number;
  /** Actions applied (TDC-26). */
  actionCount: number;
  endedByCap: boolean;

  /** Packed public log entries (rules/log.ts). */
  log: number[];
  /** Table swaps as (seat, card taken) pairs, for the known placements of §9. */
  swapTaken: number[];
  /** §9 soft weights: per seat and rank, the most cards its folds, skips and raises suggest it holds (rules/fold-caps.ts). */
  foldCaps: number[];
  /** Bit s set once seat s's plays disproved its caps. */
  foldsDisproved: number;
  /** Exchange transfers of this game (TDC-29, TDC-30). */
  exchange: ExchangeRecord[];
  /** Under `choice`: the seats still to return cards, in order, and how many each. */
  returners: number[];
  returnCounts: number[];
}

export function cloneState(s: TdcState): TdcState {
  const hands = new Array<TdcCard[]>(s.hands.length);
  for (let i = 0; i < hands.length; i++) hands[i] = s.hands[i].slice();
  return {
    players: s.players,
    cardExchange: s.cardExchange,
    seriesLength: s.seriesLength,
    preset: s.preset,
    carry: s.carry,
    gameNumber: s.gameNumber,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    dealer: s.dealer,
    phase: s.phase,
    hands,
    table: s.table.slice(),
    pile: s.pile.slice(),
    pileSeats: s.pileSeats.slice(),
    discard: s.discard.slice(),
    turn: s.turn,
    kind: s.kind,
    lastRank: s.lastRank,
    match: s.match,
    locked: s.locked,
    swapUsed: s.swapUsed,
    inRound: s.inRound,
    places: s.places.slice(),
    finished: s.finished,
    rounds: s.rounds,
    actionCount: s.actionCount,
    endedByCap: s.endedByCap,
    log: s.log.slice(),
    swapTaken: s.swapTaken.slice(),
    foldCaps: s.foldCaps.slice(),
    foldsDisproved: s.foldsDisproved,
    exchange: s.exchange.map((r) => ({ from: r.from, to: r.to, step: r.step, cards: r.cards.slice() })),
    returners: s.returners.slice(),
    returnCounts: s.returnCounts.slice(),
  };
}

/** §4 turn state of the play phase. */
export function turnStateOf(s: TdcState): TurnState {
  if (s.kind === 0) return "opening";
  if (s.locked) return "locked";
  if (s.match) return "matchOrSkip";
  return "standard";
}

/** Bit mask of the seats still holding cards (TDC-6). */
export function inGameMask(s: TdcState): number {
  let mask = 0;
  for (let seat = 0; seat < s.players; seat++) if (s.hands[seat].length > 0) mask |= 1 << seat;
  return mask;
}

export function popCount(mask: number): number {
  let count = 0;
  while (mask !== 0) {
    mask &= mask - 1;
    count++;
  }
  return count;
}

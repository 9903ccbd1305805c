// The `play` phase (§4, §5 TDC-6..TDC-22, TDC-24): turn states, plays, folds, skips, the table swap,
// going out, round end, next opener and game end. legalPlayActions and the apply functions are the hot path.

import type { GameEvent } from "@houserules/engine";
import {
  FOLD,
  playAction,
  playCardsText,
  SKIP,
  SUBSETS_BY_SIZE,
  swapAction,
  type TdcAction,
} from "./actions.js";
import { CARD_TEXT, insertSorted, LOCK_LENGTH, RANK_TWO, rankOf, removeCard, type TdcCard } from "./cards.js";
import { ruleError, TdcErrors } from "./errors.js";
import { capOnFold, capOnLeave, capOnRaise, capOnSkip, capOnTake } from "./rules/fold-caps.js";
import { logFold, logOut, logPlay, logRoundWon, logSkip, logSwap } from "./rules/log.js";
import { inGameMask, popCount, type TdcState, turnStateOf } from "./state.js";

/** TDC-16: the next seat clockwise after `from` that is in round (-1 if none). */
export function nextInRound(state: TdcState, from: number): number {
  const n = state.players;
  let seat = from;
  for (let k = 0; k < n; k++) {
    seat = seat + 1 === n ? 0 : seat + 1;
    if (state.inRound & (1 << seat)) return seat;
  }
  return -1;
}

/** TDC-8, TDC-19: a new round; the opener (or, if out, the next player in game) opens. */
export function startRound(state: TdcState, opener: number): void {
  const n = state.players;
  state.inRound = inGameMask(state);
  let seat = opener;
  for (let k = 0; k < n && !(state.inRound & (1 << seat)); k++) seat = (seat + 1) % n;
  state.turn = seat;
  state.kind = 0;
  state.lastRank = -1;
  state.match = false;
  state.locked = false;
  state.swapUsed = false;
  state.rounds++;
}

/** TDC-24: locked turns are folded by the engine only when nobody could swap (2p, 4p, all table cards 2s). */
export function autoFoldsLockedTurns(state: TdcState): boolean {
  for (const card of state.table) if (rankOf(card) !== RANK_TWO) return false;
  return true;
}

/** TDC-14: the last four cards of the round pile share one rank. */
function lastFourShareRank(pile: readonly TdcCard[]): boolean {
  const len = pile.length;
  if (len < LOCK_LENGTH) return false;
  const rank = rankOf(pile[len - 1]);
  for (let i = len - LOCK_LENGTH; i < len - 1; i++) if (rankOf(pile[i]) !== rank) return false;
  return true;
}

/** Every legal action of the player to act: main actions (by rank, size, suits), then swaps. */
export function legalPlayActions(state: TdcState, seat: number): TdcAction[] {
  const actions: TdcAction[] = [];
  if (state.phase !== "play" || seat !== state.turn) return actions;
  const hand = state.hands[seat];
  const kind = state.kind;
  if (state.locked && kind !== 0) {
    actions.push(FOLD);
  } else {
    if (kind !== 0) actions.push(state.match ? SKIP : FOLD);
    // Scan the sorted hand rank by rank; list every choice of suits (TDC-9 opening: every size).
    let i = 0;
    while (i < hand.length) {
      const rank = hand[i] >> 2;
      let held = 0;
      for (; i < hand.length && hand[i] >> 2 === rank; i++) held |= 1 << (hand[i] & 3);
      const subsets = SUBSETS_BY_SIZE[held];
      if (kind === 0) {
        for (let size = 1; size <= 4; size++)
          for (const sub of subsets[size]) actions.push(playAction(rank, sub));
      } else if (state.match ? rank === state.lastRank : rank >= state.lastRank) {
        for (const sub of subsets[kind]) actions.push(playAction(rank, sub));
      }
    }
  }
  if (!state.swapUsed && state.table.length > 0) {
    for (const take of state.table) {
      const takeRank = rankOf(take);
      for (const give of hand) if (give >> 2 > takeRank) actions.push(swapAction(take, give));
    }
  }
  return actions;
}

function goOut(state: TdcState, seat: number, events: GameEvent[]): void {
  const place = ++state.finished;
  state.places[seat] = place;
  state.inRound &= ~(1 << seat);
  state.log.push(logOut(seat, place));
  events.push({ type: "out", seat, place } as GameEvent);
}

/** TDC-22: the last player holding cards is the Trou du cul. */
function endGame(state: TdcState, events: GameEvent[]): void {
  for (let seat = 0; seat < state.players; seat++) {
    if (state.places[seat] === 0) {
      state.places[seat] = ++state.finished;
      state.log.push(logOut(seat, state.finished));
    }
  }
  state.phase = "over";
  state.inRound = 0;
  events.push({ type: "gameOver", places: state.places.slice() } as GameEvent);
}

/** §4 step 3: going out is done; now game end, round end, or the next player, then any automatic folds. */
function resolveTurn(state: TdcState, actor: number, events: GameEvent[]): void {
  state.swapUsed = false;
  for (;;) {
    if (state.players - state.finished <= 1) {
      endGame(state, events);
      return;
    }
    if (popCount(state.inRound) === 1) {
      // TDC-18: the last player in round wins it; TDC-15: the pile goes to the discard.
      const winner = 31 - Math.clz32(state.inRound);
      state.log.push(logRoundWon(winner));
      events.push({ type: "roundWon", seat: winner } as GameEvent);
      for (const card of state.pile) state.discard.push(card);
      state.pile = [];
      state.pileSeats = [];
      startRound(state, winner);
      return;
    }
    state.turn = nextInRound(state, actor);
    if (!state.locked || !autoFoldsLockedTurns(state)) return;
    // TDC-24: a forced fold everyone can see; the engine makes it and logs it.
    const seat = state.turn;
    state.inRound &= ~(1 << seat);
    state.log.push(logFold(seat, true));
    events.push({ type: "fold", seat, auto: true } as GameEvent);
    actor = seat;
  }
}

/** `quiet`: nobody reads the events (playouts), so the play event is not built. */
export function applyPlay(
  state: TdcState,
  seat: number,
  cards: readonly TdcCard[],
  quiet = false,
): GameEvent[] {
  const turnState = turnStateOf(state);
  if (turnState === "locked") {
    ruleError(TdcErrors.LOCKED, "four of a kind locked this round: the only action is fold", "TDC-14");
  }
  const hand = state.hands[seat];
  const rank = rankOf(cards[0]);
  for (const card of cards) {
    if (rankOf(card) !== rank) ruleError(TdcErrors.MIXED_RANKS, "a play must be cards of one rank", "TDC-7");
  }
  for (const card of cards) {
    if (!hand.includes(card))
      ruleError(TdcErrors.CARD_NOT_IN_HAND, `${CARD_TEXT[card]} is not in your hand`, "TDC-7");
  }
  if (turnState !== "opening" && cards.length !== state.kind) {
    ruleError(
      TdcErrors.WRONG_KIND,
      `this round is played in ${kindName(state.kind)}; you played ${cards.length} card${cards.length === 1 ? "" : "s"}`,
      "TDC-9",
    );
  }
  if (turnState === "matchOrSkip" && rank !== state.lastRank) {
    ruleError(
      TdcErrors.MUST_MATCH,
      `the last play was matched: play ${kindName(state.kind)} of the same rank or skip`,
      "TDC-13",
    );
  }
  if (turnState === "standard" && rank < state.lastRank) {
    ruleError(TdcErrors.TOO_LOW, "play equal to or higher than the last play, or fold", "TDC-10");
  }

  const events: GameEvent[] = quiet ? [] : [{ type: "play", seat, cards: playCardsText(cards) } as GameEvent];
  for (const card of cards) {
    removeCard(hand, card);
    state.pile.push(card);
    state.pileSeats.push(seat);
  }
  capOnRaise(state, seat, rank);
  capOnLeave(state, seat, rank, cards.length);
  const equal = state.kind !== 0 && rank === state.lastRank;
  if (state.kind === 0) state.kind = cards.length;
  state.lastRank = rank;
  state.locked = lastFourShareRank(state.pile);
  state.match = equal && !state.locked;
  state.log.push(logPlay(seat, cards));
  if (hand.length === 0) goOut(state, seat, events);
  resolveTurn(state, seat, events);
  return events;
}

export function applyFold(state: TdcState, seat: number): GameEvent[] {
  const turnState = turnStateOf(state);
  if (turnState === "opening")
    ruleError(TdcErrors.MUST_OPEN, "the opener must play; folding is not allowed", "TDC-9");
  if (turnState === "matchOrSkip") {
    ruleError(
      TdcErrors.FOLD_NOT_ALLOWED,
      "the last play was matched: skip or match it; folding is not allowed",
      "TDC-13",
    );
  }
  capOnFold(state, seat);
  state.inRound &= ~(1 << seat);
  state.match = false;
  state.log.push(logFold(seat, false));
  const events: GameEvent[] = [{ type: "fold", seat, auto: false } as GameEvent];
  resolveTurn(state, seat, events);
  return events;
}

export function applySkip(state: TdcState, seat: number): GameEvent[] {
  const turnState = turnStateOf(state);
  if (turnState === "opening")
    ruleError(TdcErrors.MUST_OPEN, "the opener must play; skipping is not allowed", "TDC-9");
  if (turnState === "locked") {
    ruleError(TdcErrors.LOCKED, "four of a kind locked this round: the only action is fold", "TDC-14");
  }
  if (turnState === "standard") {
    ruleError(TdcErrors.SKIP_NOT_ALLOWED, "skip is only allowed right after an equal play", "TDC-10");
  }
  capOnSkip(state, seat);
  state.match = false;
  state.log.push(logSkip(seat));
  const events: GameEvent[] = [{ type: "skip", seat } as GameEvent];
  resolveTurn(state, seat, events);
  return events;
}

/** TDC-20: take a table card, put a strictly higher hand card face up in its place. */
export function applySwap(state: TdcState, seat: number, take: TdcCard, give: TdcCard): GameEvent[] {
  if (state.players !== 3 && state.players !== 5) {
    ruleError(TdcErrors.NO_TABLE, `a ${state.players}-player game has no table cards`, "TDC-20");
  }
  if (state.swapUsed) ruleError(TdcErrors.SWAP_ALREADY_USED, "only one table swap per turn", "TDC-20");
  const slot = state.table.indexOf(take);
  if (slot < 0) ruleError(TdcErrors.NOT_ON_TABLE, `${CARD_TEXT[take]} is not on the table`, "TDC-20");
  const hand = state.hands[seat];
  if (!hand.includes(give))
    ruleError(TdcErrors.CARD_NOT_IN_HAND, `${CARD_TEXT[give]} is not in your hand`, "TDC-20");
  if (rankOf(give) <= rankOf(take)) {
    ruleError(
      TdcErrors.SWAP_NOT_HIGHER,
      `${CARD_TEXT[give]} does not outrank ${CARD_TEXT[take]}: give a strictly higher card`,
      "TDC-20",
    );
  }
  state.table[slot] = give;
  removeCard(hand, give);
  insertSorted(hand, take);
  state.swapTaken.push(seat, take);
  capOnLeave(state, seat, rankOf(give), 1);
  capOnTake(state, seat, rankOf(take));
  state.swapUsed = true;
  state.log.push(logSwap(seat, take, give));
  return [{ type: "tableSwap", seat, take: CARD_TEXT[take], give: CARD_TEXT[give] } as GameEvent];
}

/** TDC-26: after the cap, the players left are placed by fewest cards, ties by turn order from the player to act. */
export function endByCap(state: TdcState): GameEvent[] {
  const n = state.players;
  const left: number[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (state.turn + k) % n;
    if (state.places[seat] === 0) left.push(seat);
  }
  // A stable sort keeps turn order among equal hand sizes.
  left.sort((a, b) => state.hands[a].length - state.hands[b].length);
  for (const seat of left) {
    state.places[seat] = ++state.finished;
    state.log.push(logOut(seat, state.finished));
  }
  state.phase = "over";
  state.endedByCap = true;
  state.inRound = 0;
  return [{ type: "gameOver", places: state.places.slice(), endedByCap: true } as GameEvent];
}

export function kindName(kind: number): string {
  return ["", "singles", "pairs", "three of a kind", "four of a kind"][kind] ?? `${kind} cards`;
}

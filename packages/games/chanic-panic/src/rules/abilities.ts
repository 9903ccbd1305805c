// Base abilities (CP-80 Trader, CP-81 Panic, CP-82 Ally) and the Stack (CP-110..112).
// Special abilities (CP-A) will join here: each has a limit (per-turn counters in
// PlayerState.uses), a cost and a condition checked in full before anything changes (CP-83).

import { cardSuit, type GameEvent, SPADES } from "@houserules/engine";
import { afterTradeHooks } from "../abilities/hooks.js";
import { Errors } from "../errors.js";
import {
  type ChanicState,
  isTeammate,
  nextLiving,
  ROW_SPADES,
  STACK_CAP,
  STACK_DRAW_BELOW,
  STACK_DRAW_COUNT,
  TRADER_DISCARDS,
  TRADER_DRAWS,
} from "../state.js";
import { destroyRow } from "./attack.js";
import { eligibleStackCount, fullHandOf, notation, stackTotal } from "./cards.js";
import { drawCards, gainedCards } from "./deck.js";
import { passTurn } from "./turn.js";

/** CP-80 / CP-112e: why discarding these hand slots plus `stack` eligible Stack cards fails, or null. */
export function tradeError(
  state: ChanicState,
  seat: number,
  handSlots: number,
  stack: number,
): string | null {
  if (!state.cfg.trader) return Errors.TRADER_OFF;
  if (handSlots + stack !== TRADER_DISCARDS) return Errors.BAD_TRADE;
  if (stack > 0 && (!state.cfg.stack || stack > eligibleStackCount(state, seat))) return Errors.BAD_TRADE;
  return null;
}

/** Discards the hand cards at `slots` (any order) and the oldest `stack` eligible Stack cards; draws 1. */
export function applyTrade(
  state: ChanicState,
  seat: number,
  slots: number[],
  stack: number,
  events: GameEvent[],
): void {
  const p = state.players[seat];
  const sorted = slots.slice().sort((a, b) => a - b);
  const discarded: string[] = [];
  for (const i of sorted) {
    state.discard.push(p.hand[i]);
    discarded.push(notation(p.hand[i]));
  }
  for (let k = sorted.length - 1; k >= 0; k--) p.hand.splice(sorted[k], 1);
  for (const card of p.stack.splice(0, stack)) state.discard.push(card);
  p.stackTurn.splice(0, stack);
  events.push({ type: "trade", seat, cards: discarded, stack } as GameEvent);
  drawCards(state, seat, TRADER_DRAWS, events);
  if (p.abilities.length > 0) afterTradeHooks(state, seat, events);
}

export function panicError(state: ChanicState, seat: number): string | null {
  if (!state.cfg.panic) return Errors.PANIC_OFF;
  if (state.players[seat].panicUsed) return Errors.PANIC_USED;
  return null;
}

/**
 * CP-81: discard every Spade you own (hand, then board), discard every Spade your next opponent
 * controls, end the turn; nobody may attack you until your next turn starts.
 */
export function applyPanic(state: ChanicState, seat: number, events: GameEvent[]): void {
  const p = state.players[seat];
  p.panicUsed = true;
  p.panicProtected = true;
  const own: string[] = [];
  for (let i = 0; i < p.hand.length; ) {
    if (cardSuit(p.hand[i]) === SPADES) {
      own.push(notation(p.hand[i]));
      state.discard.push(p.hand[i]);
      p.hand.splice(i, 1);
    } else i++;
  }
  own.push(...destroyRow(state, seat, ROW_SPADES));
  const victim = nextLiving(state, seat, (other) => state.players[other].team !== p.team);
  const theirs = victim >= 0 ? destroyRow(state, victim, ROW_SPADES) : [];
  events.push({ type: "panic", seat, discarded: own, victim, destroyed: theirs } as GameEvent);
  passTurn(state, events);
}

/** CP-82: how many Ally gifts this turn may give (reference: ⌊living team ÷ 2⌋; app: 1). */
function allyLimit(state: ChanicState, seat: number): number {
  if (state.cfg.appText) return 1;
  let living = 0;
  for (const p of state.players) if (p.alive && p.team === state.players[seat].team) living++;
  return Math.floor(living / 2);
}

export function allyError(state: ChanicState, seat: number, to: number): string | null {
  if (!state.cfg.ally || state.cfg.teams === 0) return Errors.ALLY_OFF;
  if (!(to >= 0 && to < state.players.length) || !state.players[to].alive || !isTeammate(state, seat, to)) {
    return Errors.BAD_ALLY_TARGET;
  }
  if (state.cfg.appText && to !== nextLiving(state, seat, (o) => isTeammate(state, seat, o)))
    return Errors.BAD_ALLY_TARGET;
  if (state.allyTo.length >= allyLimit(state, seat) || state.allyTo.includes(to)) return Errors.ALLY_LIMIT;
  if (state.players[to].hand.length >= fullHandOf(state, to)) return Errors.HAND_FULL;
  return null;
}

/** Gives a hand card; with the Stack on and room in theirs, the recipient decides where it goes. */
export function applyAlly(
  state: ChanicState,
  seat: number,
  handIndex: number,
  to: number,
  events: GameEvent[],
): void {
  const p = state.players[seat];
  const card = p.hand[handIndex];
  p.hand.splice(handIndex, 1);
  state.allyTo.push(to);
  events.push({ type: "ally", seat, to } as GameEvent);
  events.push({
    type: "allyCard",
    seat,
    to,
    card: notation(card),
    visibleTo: teamOf(state, seat),
  } as GameEvent);
  if (state.cfg.stack && stackTotal(state, to) < STACK_CAP) {
    state.pending = { kind: "gift", from: seat, to, card };
    return;
  }
  state.players[to].hand.push(card);
  gainedCards(state, to);
}

function teamOf(state: ChanicState, seat: number): number[] {
  const team: number[] = [];
  for (let s = 0; s < state.players.length; s++)
    if (state.players[s].team === state.players[seat].team) team.push(s);
  return team;
}

/** The Ally recipient's choice (CP-110): keep the gift in hand or put it in the Stack. */
export function applyGiftChoice(state: ChanicState, toStack: boolean, events: GameEvent[]): void {
  const gift = state.pending;
  if (gift === null || gift.kind !== "gift") return;
  state.pending = null;
  const r = state.players[gift.to];
  if (toStack) {
    r.stack.push(gift.card);
    r.stackTurn.push(state.turn);
  } else {
    r.hand.push(gift.card);
    gainedCards(state, gift.to);
  }
  events.push({ type: "giftPlaced", seat: gift.to, where: toStack ? "stack" : "hand" } as GameEvent);
}

export function stackCardError(state: ChanicState, seat: number): string | null {
  if (!state.cfg.stack) return Errors.STACK_OFF;
  if (state.stackedThisTurn) return Errors.STACK_USED;
  if (stackTotal(state, seat) >= STACK_CAP) return Errors.STACK_FULL;
  return null;
}

export function applyStackCard(
  state: ChanicState,
  seat: number,
  handIndex: number,
  events: GameEvent[],
): void {
  const p = state.players[seat];
  const card = p.hand[handIndex];
  p.hand.splice(handIndex, 1);
  p.stack.push(card);
  p.stackTurn.push(state.turn);
  state.stackedThisTurn = true;
  events.push({ type: "stackCard", seat } as GameEvent);
}

export function stackDrawError(state: ChanicState, seat: number): string | null {
  if (!state.cfg.stack) return Errors.STACK_OFF;
  if (state.players[seat].hand.length >= STACK_DRAW_BELOW || eligibleStackCount(state, seat) === 0) {
    return Errors.STACK_DRAW_REFUSED;
  }
  return null;
}

/** CP-112c: discard the oldest eligible Stack card and draw 2. */
export function applyStackDraw(state: ChanicState, seat: number, events: GameEvent[]): void {
  const p = state.players[seat];
  const card = p.stack.shift() as number;
  p.stackTurn.shift();
  state.discard.push(card);
  events.push({ type: "stackDraw", seat, card: notation(card) } as GameEvent);
  drawCards(state, seat, STACK_DRAW_COUNT, events);
}

// Shared, frozen action objects for the common legal actions, so that legalActions allocates
// almost nothing on the hot path (bots run thousands of playouts per decision).

import type { ChanicAction } from "./actions.js";
import { notation } from "./rules/cards.js";
import { STACK_CAP } from "./state.js";

const FACES = 64;

function frozen<T extends ChanicAction>(action: T): T {
  for (const value of Object.values(action)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(action);
}

const PLAY: ChanicAction[][] = [];
const TRADE_PAIR: ChanicAction[] = [];
const TRADE_ONE_STACK: ChanicAction[] = [];
const STACK_CARD: ChanicAction[] = [];
for (let face = 0; face < FACES; face++) {
  const rank = face & 15;
  if (rank < 1 || rank > 10 || face >> 4 > 3) continue;
  const text = notation(face);
  PLAY[face] = [frozen({ type: "play", card: text })];
  for (let k = 1; k <= STACK_CAP; k++) PLAY[face].push(frozen({ type: "play", card: text, attach: k }));
  TRADE_ONE_STACK[face] = frozen({ type: "trade", cards: [text], stack: 1 });
  STACK_CARD[face] = frozen({ type: "stackCard", card: text });
}

export const END_TURN: ChanicAction = frozen({ type: "endTurn" });
export const PANIC: ChanicAction = frozen({ type: "panic" });
export const STACK_DRAW: ChanicAction = frozen({ type: "stackDraw" });
export const TRADE_TWO_STACK: ChanicAction = frozen({ type: "trade", cards: [], stack: 2 });

/** `play` of a face with `attach` Stack cards (0 = none). */
export function playAction(face: number, attach: number): ChanicAction {
  return PLAY[face][attach];
}

/** `trade` of two faces, lower face first (canonical order). */
export function tradePairAction(low: number, high: number): ChanicAction {
  const key = low * FACES + high;
  let action = TRADE_PAIR[key];
  if (action === undefined) {
    action = frozen({ type: "trade", cards: [notation(low), notation(high)] });
    TRADE_PAIR[key] = action;
  }
  return action;
}

export function tradeOneStackAction(face: number): ChanicAction {
  return TRADE_ONE_STACK[face];
}

export function stackCardAction(face: number): ChanicAction {
  return STACK_CARD[face];
}

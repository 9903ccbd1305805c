// SH-10: the atomic actions. Cards are named by their opaque ids (SH-1).

export type SegmentUse = "set" | "cancel" | "wild" | "gambit";
export type GambitOption = "a" | "b" | "c" | "d";

export type ShAction =
  | { type: "chooseFaceUp"; cards: string[] }
  | { type: "draw"; stock?: "black" | "red" }
  | { type: "skipDraw" }
  | { type: "acceptClear" }
  | { type: "play"; cards: string[]; use: SegmentUse; as?: string }
  | { type: "counter"; card: string }
  | { type: "block"; cards: string[]; as?: string }
  | { type: "jokerBlock"; card: string }
  | { type: "link"; card: string }
  | { type: "endTurn" }
  | { type: "switch"; cards: string[] }
  | { type: "pickAndPlay" }
  | { type: "pickUp"; cards?: string[] }
  | { type: "flip"; slot: number }
  | { type: "playFlipped"; cards: string[]; use: SegmentUse; as?: string }
  | { type: "keepFreebie" }
  | { type: "gambitChoice"; choice: GambitOption }
  | { type: "gambitDiscard"; card: string }
  | { type: "gambitTake"; slot: number }
  | { type: "jokerResponse"; card: string }
  | { type: "passResponse" }
  | { type: "toss"; cards: string[] }
  | { type: "passToss" };

export const ACTION_TYPES: readonly string[] = [
  "chooseFaceUp",
  "draw",
  "skipDraw",
  "acceptClear",
  "play",
  "counter",
  "block",
  "jokerBlock",
  "link",
  "endTurn",
  "switch",
  "pickAndPlay",
  "pickUp",
  "flip",
  "playFlipped",
  "keepFreebie",
  "gambitChoice",
  "gambitDiscard",
  "gambitTake",
  "jokerResponse",
  "passResponse",
  "toss",
  "passToss",
];

/**
 * Every listed action is frozen, with its card list: lists and the interned actions are shared
 * between calls (and apply trusts an object it listed), so a caller that edits one must not change
 * what the game lists or applies.
 */
export function frozenAction<A extends ShAction>(a: A): A {
  const cards = (a as { cards?: unknown }).cards;
  if (Array.isArray(cards)) Object.freeze(cards);
  return Object.freeze(a);
}

// Actions without a card id are the same JSON every time: list one frozen object each, so the
// hot path does not allocate them.
const fixed = frozenAction;
export const A_DRAW = fixed({ type: "draw" });
export const A_DRAW_BLACK = fixed({ type: "draw", stock: "black" });
export const A_DRAW_RED = fixed({ type: "draw", stock: "red" });
export const A_SKIP_DRAW = fixed({ type: "skipDraw" });
export const A_ACCEPT_CLEAR = fixed({ type: "acceptClear" });
export const A_END_TURN = fixed({ type: "endTurn" });
export const A_PICK_AND_PLAY = fixed({ type: "pickAndPlay" });
export const A_PICK_UP = fixed({ type: "pickUp" });
export const A_KEEP_FREEBIE = fixed({ type: "keepFreebie" });
export const A_PASS_RESPONSE = fixed({ type: "passResponse" });
export const A_PASS_TOSS = fixed({ type: "passToss" });
/** Bottom slots run below 16 (two layers of at most 4). */
const SLOT_BOUND = 16;
export const A_FLIP: readonly ShAction[] = Array.from({ length: SLOT_BOUND }, (_, slot) =>
  fixed({ type: "flip", slot }),
);
export const A_GAMBIT_TAKE: readonly ShAction[] = Array.from({ length: SLOT_BOUND }, (_, slot) =>
  fixed({ type: "gambitTake", slot }),
);
export const A_GAMBIT_CHOICE: Readonly<Record<GambitOption, ShAction>> = {
  a: fixed({ type: "gambitChoice", choice: "a" }),
  b: fixed({ type: "gambitChoice", choice: "b" }),
  c: fixed({ type: "gambitChoice", choice: "c" }),
  d: fixed({ type: "gambitChoice", choice: "d" }),
};

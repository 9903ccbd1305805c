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

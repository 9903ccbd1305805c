// The Cunt-Soul state: plain mutable JSON data, cards as engine card codes (CS-2 zones).

import type { RngState } from "@houserules/engine";

/** Decision points of the game (CS-10..CS-15). */
export const Phase = {
  SELECT: 0,
  FIELD_CHANGE: 1,
  BURN_FACE_UP: 2,
  PLAY: 3,
  SWAP: 4,
  PEEKED: 5,
  CHOOSE_SEVEN: 6,
  CHOOSE_NEXT: 7,
  OVER: 8,
} as const;
export const PHASE_NAMES = [
  "select",
  "fieldChange",
  "burnFaceUp",
  "play",
  "swap",
  "peeked",
  "chooseSeven",
  "chooseNext",
  "over",
] as const;

/** Queue items (CS-60..62): NEXT, SKIP, or a seat number for "MoveTo seat". */
export const NEXT = -1;
export const SKIP = -2;

/** Where the chain stands after a link (CS-14, CS-24). */
export const Mode = {
  /** The play step has not placed a link yet. */
  FRESH: 0,
  /** A link must follow, legal on the top (Q extension, chainMinTwo). */
  OBLIGED: 1,
  /** A run step may follow (or endChain). */
  RUN_OPTION: 2,
  /** A run step must follow (run below its minimum). */
  RUN_OBLIGED: 3,
} as const;

/** Run roles of a link (CS-42). */
export const RUN_NONE = 0;
export const RUN_START = 1;
export const RUN_STEP = 2;

/** Seven choices (CS-45). */
export const CHOICE_NONE = 0;
export const CHOICE_HIGHER = 1;
export const CHOICE_LOWER = 2;

/** Number of face-up and face-down slots (CS-2). */
export const SLOTS = 3;
/** Cards dealt to each hand (CS-6). */
export const DEAL_HAND = 9;
/** Base hand size H (CS-95). */
export const BASE_HAND = 5;

export interface SeatState {
  hand: number[];
  /** 3 slots, -1 when empty. */
  faceUp: number[];
  horizontal: boolean[];
  /** 3 slots, -1 when empty. */
  faceDown: number[];
  /** The owner knows the card in this face-down slot (they put it there or peeked, CS-86). */
  fdKnown: boolean[];
  /** The field slot, -1 when empty. */
  field: number;
  /** Hand cards everyone knows are there (pickups, swaps, take-backs, public draws; CS-2). */
  known: number[];
  out: boolean;
  /** 1-based finishing place, 0 while playing. */
  place: number;
  pickups: number;
  fieldChanges: number;
  /** The setup selection is made (CS-7). */
  selected: boolean;
}

/** One link on the discard pile with everything fixed at its placement (CS-25). */
export interface Link {
  cards: number[];
  owner: number;
  syn: number;
  sem: number;
  /** Whether its ability fired at placement (CS-25). */
  fired: boolean;
  /** Stack count (CS-34). */
  count: number;
  run: number;
  runId: number;
  /** 7-choice (CS-45). */
  choice: number;
  /** Swaps made: flat [zone (0 face-up, 1 face-down), slot, card put in the zone, card taken], CS-58. */
  swaps: number[];
  /** A mirroring 6 placed on a value higher than 6 in the ordering then in force (CS-56 e). */
  mirrorHigh: boolean;
  /** An odd reversal count with 3+ active players at placement (CS-56 d). */
  kParadox: boolean;
  /** Index of this link's J-card MoveTo in its turn's queue, -1 if none (CS-49). */
  jItem: number;
  /** Turn number of placement. */
  turn: number;
  /** CS-56 (c) settled at the end of its turn: 1 paradox, 0 not, -1 not yet known. */
  jParadox: number;
  /** Came from a face-down flip (CS-22). */
  flipped: boolean;
}

/** Field abilities in force (CS-80), recomputed whenever the field set changes. */
export interface Fields {
  /** Counts per syntactic value 0..15 of field cards in force. */
  counts: number[];
  /** 7-field parity b and K-field parity r (CS-28). */
  b: number;
  r: number;
  /** 2^(8-fields) under doubleLinks (CS-34). */
  mult: number;
  /** Hand size H (CS-95). */
  hand: number;
}

export interface Turn {
  phase: number;
  seat: number;
  /** +1 clockwise, -1 anticlockwise. */
  direction: number;
  queue: number[];
  /** Turns started (CS-125). */
  turns: number;
  mode: number;
  /** faceValue runs: the required next value; ordering runs: the last run value. */
  runNext: number;
  runSteps: number;
  runId: number;
  nextRunId: number;
  /** Cards placed in this chain (CS-93 chainMinTwo). */
  chainCards: number;
  /** The play step has seen no action yet (CS-26 voluntaryPickup). */
  firstPlay: boolean;
  swapsLeft: number;
  peekSlot: number;
  needSeven: boolean;
  needJCard: boolean;
  needJField: boolean;
  /** The link being resolved will burn (CS-70) once its decisions are made (R8). */
  pendingBurn: boolean;
  /** How the chain continues after the link being resolved (R10): a Mode, or -1 to end. */
  nextMode: number;
  /** A burn happened this turn (CS-73 burnerPlaysAgain). */
  burnedThisTurn: boolean;
  /** A field card taken into hand this turn (CS-23), -1 if none. */
  tempField: number;
  /** finishCondition=faceDown: the last face-down card was placed (CS-120). */
  faceDownOut: boolean;
  tokenHolder: number;
  tokenActive: boolean;
  placesGiven: number;
  revealed: boolean;
  endedByCap: boolean;
  dealer: number;
  firstPlayer: number;
}

export interface Config {
  players: number;
  decks: number;
  voluntaryPickup: boolean;
  burnerPlaysAgain: boolean;
  maxFieldChanges: number;
  burnFaceUpCost: boolean;
  finishFaceDown: boolean;
  runByOrdering: boolean;
  fivePeek: boolean;
  skipToken: boolean;
  chainMinTwo: boolean;
  turnCap: number;
}

export interface CsState {
  cfg: Config;
  rng: RngState;
  t: Turn;
  fx: Fields;
  seats: SeatState[];
  /** Source pile, bottom first: the top (drawn next) is the last element (CS-3). */
  source: number[];
  /** Parallel to source: positions everyone knows (burned to the bottom, seen on top). */
  sourceKnown: boolean[];
  /** The pile is turned over for a 6-field (CS-87). */
  sourceFlipped: boolean;
  pile: Link[];
  graveyard: number[];
  /** Series tally carried in (CS-123): per seat [sum of places, sole-cunt count]. */
  tally: number[][];
}

export function cloneLink(l: Link): Link {
  return {
    cards: l.cards.slice(),
    owner: l.owner,
    syn: l.syn,
    sem: l.sem,
    fired: l.fired,
    count: l.count,
    run: l.run,
    runId: l.runId,
    choice: l.choice,
    swaps: l.swaps.slice(),
    mirrorHigh: l.mirrorHigh,
    kParadox: l.kParadox,
    jItem: l.jItem,
    turn: l.turn,
    jParadox: l.jParadox,
    flipped: l.flipped,
  };
}

export function cloneSeat(s: SeatState): SeatState {
  return {
    hand: s.hand.slice(),
    faceUp: s.faceUp.slice(),
    horizontal: s.horizontal.slice(),
    faceDown: s.faceDown.slice(),
    fdKnown: s.fdKnown.slice(),
    field: s.field,
    known: s.known.slice(),
    out: s.out,
    place: s.place,
    pickups: s.pickups,
    fieldChanges: s.fieldChanges,
    selected: s.selected,
  };
}

export function cloneState(s: CsState): CsState {
  return {
    cfg: s.cfg,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    t: { ...s.t, queue: s.t.queue.slice() },
    fx: { ...s.fx, counts: s.fx.counts.slice() },
    seats: s.seats.map(cloneSeat),
    source: s.source.slice(),
    sourceKnown: s.sourceKnown.slice(),
    sourceFlipped: s.sourceFlipped,
    pile: s.pile.map(cloneLink),
    graveyard: s.graveyard.slice(),
    tally: s.tally.map((row) => row.slice()),
  };
}

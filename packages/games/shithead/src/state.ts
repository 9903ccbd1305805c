// SH-1, SH-2, SH-20: the state as plain mutable data (cards are engine card codes), the derived
// rule config read once from the options, and the constants every phase uses.

import type { RngState } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import type { ShOptions } from "./options.js";
import * as optionsModule from "./options.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { ACE, cardRank, cardSuit, isJoker, JACK, JOKER_SUIT, KING, QUEEN } = engineModule;
const { resolvePacks } = optionsModule;

/** Card codes run below this bound (two packs: copy 1 = 128 + suit * 16 + rank). */
export const CODE_SPACE = 256;
export const NO_CARD = -1;
export const SPADE = 0;
export const HEART = 1;
export const TWO = 2;
export const THREE = 3;
export const FOUR = 4;
export const FIVE = 5;
export const SIX = 6;
export const SEVEN = 7;
export const EIGHT = 8;
export const NINE = 9;
export const TEN = 10;
/** Rank used for jokers in rank-indexed tables. */
export const JOKER_RANK = 14;
/** Numeric value of an Ace in numerical order (SH-20: 4<5<6<7<9<J<Q<K<A). */
export const ACE_VALUE = 14;
export const GAMBIT_SIZE = 4;
export const GAMBIT_DRAW = 4;
export const GAMBIT_TAKE = 2;
export const FACE_UP_CHOICE = 3;

// Top state kinds (SH-20).
export const T_EMPTY = 0;
export const T_NUM = 1;
export const T_FREE = 2;
export const T_LESS8 = 3;
export const T_FACE = 4;
export const T_POWER = 5;
export const T_EVEN = 6;
export const T_ODD = 7;
export const T_PCLEAR = 8;
export const T_PPICK = 9;
export const T_PGAMBIT = 10;
export const TOP_NAMES = [
  "empty",
  "numeric",
  "freeplay",
  "lessThan8",
  "faceOnly",
  "powerOnly",
  "evenOnly",
  "oddOnly",
  "pendingClear",
  "pendingPickup",
  "pendingGambit",
] as const;

// Phases (SH-9): each has a legalXxx / applyXxx pair in the phase files.
export const P_FACEUP = 0;
export const P_DRAW = 1;
export const P_RESPOND = 2;
export const P_ACT = 3;
export const P_CHAIN = 4;
export const P_LINKED = 5;
export const P_FLIPPED = 6;
export const P_KEPT = 7;
export const P_PNP = 8;
export const P_GWINDOW = 9;
export const P_GCHOICE = 10;
export const P_GDISCARD = 11;
export const P_GTAKE = 12;
export const P_TOSS = 13;
export const P_OVER = 14;
export const P_DRAWPICK = 15;
export const PHASE_NAMES = [
  "chooseFaceUp",
  "draw",
  "respond",
  "act",
  "chain",
  "linked",
  "flipped",
  "keptFreebie",
  "pickAndPlayLead",
  "gambitWindow",
  "gambitChoice",
  "gambitDiscard",
  "gambitTake",
  "toss",
  "over",
  "drawChoice",
] as const;

/** Each phase in a player's words, by phase number (what messages and the terminal show). */
export const PHASE_WORDS: readonly string[] = [
  "choosing face-up cards",
  "the draw at the start of the turn",
  "answering what waits on the pile",
  "the play",
  "after a segment: link again or end the turn",
  "after a link: play a segment",
  "after a flip",
  "after keeping the freebie: flip another face-down card",
  "the lead after pick and play",
  "the joker answer to a Gambit",
  "the Gambit choice",
  "the Gambit discards",
  "taking face-down cards for the Gambit",
  "tossing fives",
  "the game is over",
  "choosing the stock to draw from",
];

/** Each top state (T_* kind) in a player's words; numeric is named with its value. */
export const TOP_WORDS: readonly string[] = [
  "an empty pile",
  "a card",
  "a freeplay",
  "an 8 (less than 8)",
  "a 6 (face cards only)",
  "a J (power cards only)",
  "a 4 (even only)",
  "a 9 (odd only)",
  "a pending clear",
  "a pending pickup",
  "a pending Gambit",
];

// How a pile layer was played (SH-20).
export const H_STARTER = 0;
export const H_SET = 1;
export const H_LINK = 2;
export const H_CANCEL = 3;
export const H_COUNTER = 4;
export const H_BLOCK = 5;
export const H_WILD = 6;
export const H_GAMBIT = 7;
export const H_SWITCH = 8;
export const H_TOSS = 9;
export const H_DEALT = 10;
export const HOW_NAMES = [
  "starter",
  "set",
  "link",
  "cancel",
  "counter",
  "block",
  "wild",
  "gambit",
  "switch",
  "toss",
  "dealt",
] as const;

/** The rules, read once from the options (the hot path never parses configuration). */
export interface Cfg {
  players: number;
  twoSelf: boolean;
  threeReverse: number; // 0 off, 1 perSet, 2 perCard
  evenOdd: number; // 0 off, 1 all, 2 spadesOnly
  sixFace: boolean;
  jackPower: boolean;
  tenOnEight: boolean;
  tenSelf: boolean;
  x4Clear: boolean;
  jokers: boolean;
  counterJoker: boolean;
  x4Block: boolean;
  aceX4: boolean;
  linkLimit: number; // 0 off, 1 one, 2 two, 3 unlimited
  gambits: boolean;
  aceSwitch: boolean;
  jokerSteal: boolean;
  tossFives: boolean;
  pickupLead: boolean;
  pickAny: boolean;
  freebie: number; // 0 off, 1 perArrival, 2 oncePerGame
  layout: number; // 0 sh3x3, 1 ct4x4, 2 rb3x3, 3 none
  stack: boolean;
  handMin: number;
  handMax: number; // large when none
  refillStart: boolean;
  firstOut: boolean;
  redBlack: boolean;
  packs: number;
  jokersPerPack: number;
  slots: number; // slots per layer
  stallTurns: number;
  turnCap: number;
  chaos: boolean;
  cancelMode: number; // 0 off, 1 spades, 2 redBlack
  wildMode: number; // 0 off, 1 spades, 2 redBlack
  /** Any cancel cards or wild aces in play (else pushSpecials has nothing to do). */
  hasSpecials: boolean;
}

/** Per-face tables derived from the config, kept out of the state (so states stay small JSON). */
export interface Tables {
  /** By face (code & 127): 1 if a cancel card, counter joker, wild ace. */
  cc: number[];
  cjk: number[];
  wildFace: number[];
  /** By face: the class that makes same-rank cards interchangeable in a set (canonical actions). */
  cls: number[];
  /** No face has a class of its own: every set of a rank is a prefix of its cards. */
  alike: boolean;
  /** The cancel faces (cc[f] === 1), ascending. */
  ccFaces: number[];
  /** Ranks (bit r) with a cancel face, and with a wild face. */
  ccRanks: number;
  wildRanks: number;
}

/** Tables by the options they depend on: every new game has a new Cfg, but few distinct tables. */
const tablesBySpec = new Map<string, Tables>();
/**
 * A config's tables hang off it under this symbol (non-enumerable: JSON and equality never see
 * it); not a WeakMap, whose ephemerons make every young collection slower.
 */
const TABLES = Symbol("tables");
type TaggedCfg = Cfg & { [TABLES]?: Tables };
// A one-entry cache in front: a playout asks for the same config every step.
let lastCfg: Cfg | null = null;
let lastTables: Tables | null = null;

/** The tables of a state's rules (computed once per config object). */
export function tab(s: ShState): Tables {
  if (s.cfg === lastCfg) return lastTables as Tables;
  const c = s.cfg as TaggedCfg;
  let t = c[TABLES];
  if (t === undefined) {
    const spec = `${c.cancelMode} ${c.counterJoker} ${c.wildMode} ${c.gambits} ${c.linkLimit} ${c.evenOdd}`;
    t = tablesBySpec.get(spec);
    if (t === undefined) {
      t = makeTables(c);
      tablesBySpec.set(spec, t);
    }
    if (Object.isExtensible(c)) Object.defineProperty(c, TABLES, { value: t });
  }
  lastCfg = s.cfg;
  lastTables = t;
  return t;
}

function makeTables(c: Cfg): Tables {
  const cc: number[] = new Array(128).fill(0);
  const cjk: number[] = new Array(128).fill(0);
  const wildFace: number[] = new Array(128).fill(0);
  const face = (rank: number, suit: number) => suit * 16 + rank;
  if (c.cancelMode === 1) for (const r of [FOUR, SEVEN, NINE, KING]) cc[face(r, SPADE)] = 1;
  if (c.cancelMode === 2) for (const r of [NINE, KING]) for (const su of [SPADE, HEART]) cc[face(r, su)] = 1;
  if (c.counterJoker) for (const r of [FIVE, QUEEN]) cjk[face(r, SPADE)] = 1;
  if (c.wildMode !== 0) wildFace[face(ACE, SPADE)] = 1;
  if (c.wildMode === 2) wildFace[face(ACE, HEART)] = 1;
  const cls: number[] = new Array(128).fill(0);
  for (let f = 0; f < 128; f++) {
    const rank = f & 15;
    const suit = (f >> 4) & 7;
    const special =
      c.gambits ||
      cc[f] === 1 ||
      cjk[f] === 1 ||
      wildFace[f] === 1 ||
      (c.linkLimit === 1 && rank === TWO && suit === SPADE) ||
      (c.evenOdd === 2 && (rank === FOUR || rank === NINE) && suit === SPADE);
    cls[f] = special ? 100 + f : rank;
  }
  let alike = true;
  for (let f = 0; f < 128; f++) if (cls[f] !== (f & 15)) alike = false;
  const ccFaces: number[] = [];
  for (let f = 0; f < 128; f++) if (cc[f] === 1) ccFaces.push(f);
  let ccRanks = 0;
  let wildRanks = 0;
  for (let f = 0; f < 128; f++) {
    if (cc[f] === 1) ccRanks |= 1 << (f & 15);
    if (wildFace[f] === 1) wildRanks |= 1 << (f & 15);
  }
  return { cc, cjk, wildFace, cls, alike, ccFaces, ccRanks, wildRanks };
}

export const LAYOUTS = ["sh3x3", "ct4x4", "rb3x3", "none"] as const;
const NO_HAND_MAX = 999;

export function faceOf(code: number): number {
  return code & 127;
}

export function makeCfg(o: ShOptions): Cfg {
  const layout = LAYOUTS.indexOf(o.bottomLayout);
  const { packs, jokers: jokersPerPack } = resolvePacks(o);
  return {
    players: o.players,
    twoSelf: o.twoMode === "self",
    threeReverse: ["off", "perSet", "perCard"].indexOf(o.threeReverse),
    evenOdd: ["off", "all", "spadesOnly"].indexOf(o.evenOdd),
    sixFace: o.sixFace,
    jackPower: o.jackPower,
    tenOnEight: o.tenOnEight,
    tenSelf: o.tenLeader === "self",
    x4Clear: o.x4Clear,
    jokers: jokersPerPack > 0,
    counterJoker: o.counterJoker,
    x4Block: o.x4BlocksJoker,
    aceX4: o.aceSpadesCompletesX4 && o.wildAces !== "off" && o.x4BlocksJoker,
    linkLimit: ["off", "one", "two", "unlimited"].indexOf(o.linkLimit),
    gambits: o.gambits,
    aceSwitch: o.aceSwitch,
    jokerSteal: o.jokerVsGambit === "steal",
    tossFives: o.tossFives,
    pickupLead: o.pickupThenLead,
    pickAny: o.voluntaryPickupAny,
    freebie: ["off", "perArrival", "oncePerGame"].indexOf(o.freebie),
    layout,
    stack: o.bottomAccess === "stack",
    handMin: o.handMin,
    handMax: o.handMax === 0 ? NO_HAND_MAX : o.handMax,
    refillStart: o.refillTiming === "startOfTurn",
    firstOut: o.endAt === "firstOut",
    redBlack: o.stocks === "redBlack",
    packs,
    jokersPerPack,
    slots: layout === 1 ? 4 : layout === 3 ? 0 : 3,
    stallTurns: o.stallTurns,
    turnCap: o.turnCap,
    chaos: o.chaosDeal,
    cancelMode: ["off", "spades", "redBlack"].indexOf(o.cancelCards),
    wildMode: ["off", "spades", "redBlack"].indexOf(o.wildAces),
    hasSpecials: o.cancelCards !== "off" || o.wildAces !== "off",
  };
}

export interface ShState {
  cfg: Cfg;
  options: ShOptions;
  rng: RngState;
  /** Opaque id per card code (SH-1); "" for codes not in the game. */
  ids: string[];
  /** SH-1: the secret key of the game's card ids (never in a view), and how many it has given. */
  idKey: string;
  idCount: number;
  /** known[code] = 1 while the card sits in a hand where everybody saw it arrive (SH-63). */
  known: number[];
  hands: number[][];
  /** Per seat: the hand by rank (see handRanks below), kept by every write to the hand. */
  handRanks: number[][];
  /** Per seat: slots [0, k) lower layer, [k, 2k) upper layer (upper i lies on lower i); -1 empty. */
  bottom: number[][];
  faceUp: number[][];
  /** Stocks, top card last (R&B: [black, red]). */
  stocks: number[][];
  /** Pile cards bottom first, and its layers (start index, seat, how, top before, wild declaration). */
  pile: number[];
  layStart: number[];
  laySeat: number[];
  layHow: number[];
  layBefore: number[];
  layAs: number[];
  grave: number[];
  removed: number[];
  /** place[seat] = finishing place once out, else 0. */
  place: number[];
  outCount: number;
  dir: number;
  turn: number;
  phase: number;
  dealer: number;
  // Top state (SH-20).
  topKind: number;
  topVal: number;
  wild: number;
  pickQueen: number;
  countered: number;
  pickPrev: number;
  // Turn facts.
  firstStep: number;
  replay: number;
  responded: number;
  acts: number;
  linkPlain: number;
  linkSpade: number;
  linkWild: number;
  endsOnFives: number;
  flipSlot: number;
  freebieSlot: number;
  freebieFlip: number;
  armed: number[];
  freebieUsed: number[];
  pnp: number[];
  gSeat: number;
  gRank: number;
  gResp: number;
  gChooser: number;
  gLeft: number;
  tossSeat: number;
  tossActor: number;
  lastTosser: number;
  chosen: number[][];
  // SH-8 R&B: a draw paused for the drawer's choice of stock, and what follows it.
  drawSeat: number;
  drawLeft: number;
  drawThen: number;
  drawArg: number;
  // SH-82 termination.
  turns: number;
  stall: number;
  lowest: number[];
  progGrave: number;
  progStock: number;
  progBottom: number;
  progOut: number;
  endedByCap: number;
  step: number;
}

export function cloneState(s: ShState): ShState {
  return {
    cfg: s.cfg,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    ids: s.ids.slice(),
    idKey: s.idKey,
    idCount: s.idCount,
    known: s.known.slice(),
    hands: s.hands.map((h) => h.slice()),
    handRanks: s.handRanks.map((h) => h.slice()),
    bottom: s.bottom.map((h) => h.slice()),
    faceUp: s.faceUp.map((h) => h.slice()),
    stocks: s.stocks.map((h) => h.slice()),
    pile: s.pile.slice(),
    layStart: s.layStart.slice(),
    laySeat: s.laySeat.slice(),
    layHow: s.layHow.slice(),
    layBefore: s.layBefore.slice(),
    layAs: s.layAs.slice(),
    grave: s.grave.slice(),
    removed: s.removed.slice(),
    place: s.place.slice(),
    outCount: s.outCount,
    dir: s.dir,
    turn: s.turn,
    phase: s.phase,
    dealer: s.dealer,
    topKind: s.topKind,
    topVal: s.topVal,
    wild: s.wild,
    pickQueen: s.pickQueen,
    countered: s.countered,
    pickPrev: s.pickPrev,
    firstStep: s.firstStep,
    replay: s.replay,
    responded: s.responded,
    acts: s.acts,
    linkPlain: s.linkPlain,
    linkSpade: s.linkSpade,
    linkWild: s.linkWild,
    endsOnFives: s.endsOnFives,
    flipSlot: s.flipSlot,
    freebieSlot: s.freebieSlot,
    freebieFlip: s.freebieFlip,
    armed: s.armed.slice(),
    freebieUsed: s.freebieUsed.slice(),
    pnp: s.pnp.slice(),
    gSeat: s.gSeat,
    gRank: s.gRank,
    gResp: s.gResp,
    gChooser: s.gChooser,
    gLeft: s.gLeft,
    tossSeat: s.tossSeat,
    tossActor: s.tossActor,
    lastTosser: s.lastTosser,
    chosen: s.chosen.map((h) => h.slice()),
    drawSeat: s.drawSeat,
    drawLeft: s.drawLeft,
    drawThen: s.drawThen,
    drawArg: s.drawArg,
    turns: s.turns,
    stall: s.stall,
    lowest: s.lowest.slice(),
    progGrave: s.progGrave,
    progStock: s.progStock,
    progBottom: s.progBottom,
    progOut: s.progOut,
    endedByCap: s.endedByCap,
    step: s.step,
  };
}

// Card facts.
export function rankOf(code: number): number {
  return isJoker(code) ? JOKER_RANK : cardRank(code);
}
export function isSpade(code: number): boolean {
  return cardSuit(code) === SPADE;
}
export function jokerCode(code: number): boolean {
  return ((code >> 4) & 7) === JOKER_SUIT;
}
/** Numerical order value (SH-20); 0 for ranks never compared. */
export const ORDER: readonly number[] = [0, ACE_VALUE, 0, 0, 4, 5, 6, 7, 0, 9, 0, JACK, QUEEN, KING, 0];
/** Ranks that may form a Gambit (SH-50). */
export const GAMBIT_RANK: readonly boolean[] = [
  false,
  true,
  false,
  false,
  true,
  true,
  false,
  true,
  false,
  true,
  false,
  false,
  true,
  true,
  false,
];

export function packTop(kind: number, val: number, wild: number): number {
  return kind | (val << 4) | (wild << 9);
}

export function stockTotal(s: ShState): number {
  const stocks = s.stocks;
  return stocks.length === 1 ? stocks[0].length : stocks[0].length + stocks[1].length;
}

/**
 * Cards in each seat's bottom slots, for the last state asked: the SH-82 progress marks count
 * every seat's bottom on every turn, and bottoms change rarely. Every write to a bottom slot of
 * a state in play calls bottomChanged; another state (a clone, a new game) is counted afresh.
 */
let countedState: ShState | null = null;
const BOTTOM_COUNTS = new Int32Array(16);

export function bottomCount(s: ShState, seat: number): number {
  if (s !== countedState) {
    const counts = BOTTOM_COUNTS;
    for (let p = 0; p < s.bottom.length; p++) counts[p] = cardsIn(s.bottom[p]);
    countedState = s;
  }
  return BOTTOM_COUNTS[seat];
}

/** Keeps bottomCount in step after a write to one of the seat's bottom slots. */
export function bottomChanged(s: ShState, seat: number): void {
  if (s === countedState) BOTTOM_COUNTS[seat] = cardsIn(s.bottom[seat]);
}

function cardsIn(slots: readonly number[]): number {
  // Empty slots hold -1: its sign bit counts them without a branch (slots fill at random).
  let empty = 0;
  for (let k = 0; k < slots.length; k++) empty += slots[k] >>> 31;
  return slots.length - empty;
}

/**
 * Each seat's hand by rank, hand order kept within a rank, so that listings read the hand's
 * ranks instead of bucketing it on every listing. One flat list per seat: rank r's count at [r],
 * the mask of ranks held (bit r) at [HAND_RANK_MASK], rank r's cards at
 * [HAND_RANK_CARDS + r * HAND_RANK_STRIDE, + count). Unused slots hold 0, so the index is a pure
 * function of the hand (states that hold equal hands are equal). Every write to a hand goes
 * through handPush, handRemoveAt or indexHand; the index never reaches a view.
 */
export const HAND_RANK_MASK = 15;
export const HAND_RANK_CARDS = 16;
/** Two packs hold at most 8 cards of a rank (4 jokers at most: SH-3 allows 2 packs of 2). */
export const HAND_RANK_STRIDE = 8;
const HAND_RANK_SIZE = HAND_RANK_CARDS + (JOKER_RANK + 1) * HAND_RANK_STRIDE;
const NO_HAND_RANKS: readonly number[] = Array.from({ length: HAND_RANK_SIZE }, () => 0);

/** An empty hand's index (for a new state). */
export function emptyHandRanks(): number[] {
  return NO_HAND_RANKS.slice();
}

/** Rebuilds the seat's index from its hand (after the hand was replaced or emptied wholesale). */
export function indexHand(s: ShState, seat: number): void {
  const x = s.handRanks[seat];
  // Only the held ranks have counts and cards to clear (the rest is 0 already).
  for (let left = x[HAND_RANK_MASK]; left !== 0; left &= left - 1) {
    const r = 31 - Math.clz32(left & -left);
    const from = HAND_RANK_CARDS + r * HAND_RANK_STRIDE;
    for (let k = from; k < from + x[r]; k++) x[k] = 0;
    x[r] = 0;
  }
  x[HAND_RANK_MASK] = 0;
  const hand = s.hands[seat];
  for (let k = 0; k < hand.length; k++) addToIndex(x, hand[k]);
}

/** Rebuilds every seat's index (setup and determinize, once the hands are dealt). */
export function indexHands(s: ShState): void {
  for (let p = 0; p < s.hands.length; p++) indexHand(s, p);
}

/** Appends a card to the seat's hand. */
export function handPush(s: ShState, seat: number, card: number): void {
  s.hands[seat].push(card);
  addToIndex(s.handRanks[seat], card);
}

/** Removes hand[i] from the seat's hand, keeping the order. */
export function handRemoveAt(s: ShState, seat: number, i: number): void {
  const hand = s.hands[seat];
  const card = hand[i];
  const last = hand.length - 1;
  for (let k = i; k < last; k++) hand[k] = hand[k + 1];
  hand.pop();
  const x = s.handRanks[seat];
  const r = rankOf(card);
  const from = HAND_RANK_CARDS + r * HAND_RANK_STRIDE;
  const end = from + x[r] - 1;
  let k = from;
  while (x[k] !== card) k++;
  for (; k < end; k++) x[k] = x[k + 1];
  x[end] = 0;
  x[r]--;
  if (x[r] === 0) x[HAND_RANK_MASK] &= ~(1 << r);
}

function addToIndex(x: number[], card: number): void {
  const r = rankOf(card);
  const n = x[r];
  x[HAND_RANK_CARDS + r * HAND_RANK_STRIDE + n] = card;
  x[r] = n + 1;
  x[HAND_RANK_MASK] |= 1 << r;
}

/** SH-70: whether a bottom slot can be used now (its card present). */
export function slotAccessible(s: ShState, seat: number, slot: number): boolean {
  const b = s.bottom[seat];
  if (b[slot] < 0) return false;
  const k = s.cfg.slots;
  if (slot >= k) return true;
  if (s.cfg.stack) return b[slot + k] < 0;
  for (let j = k; j < 2 * k; j++) if (b[j] >= 0) return false;
  return true;
}

export function isActiveSeat(s: ShState, seat: number): boolean {
  return s.place[seat] === 0;
}

export function nextActive(s: ShState, from: number): number {
  const n = s.cfg.players;
  const dir = s.dir;
  let seat = from;
  for (let k = 0; k < n; k++) {
    // dir is 1 or -1 and seats run from 0 to n - 1: one wrap at most.
    seat += dir;
    if (seat >= n) seat -= n;
    else if (seat < 0) seat += n;
    if (s.place[seat] === 0) return seat;
  }
  return from;
}

export function activeCount(s: ShState): number {
  return s.cfg.players - s.outCount;
}

export function removeCard(list: number[], code: number): void {
  const i = list.indexOf(code);
  if (i >= 0) list.splice(i, 1);
}

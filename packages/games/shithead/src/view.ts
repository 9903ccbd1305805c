// SH-1/SH-2: the only place hidden information is removed. A view holds every public fact of
// the state (so determinize can rebuild a world from it) and the seat's own cards.

import { formatCard } from "@houserules/engine";
import type { ShOptions } from "./options.js";
import { activeSeats } from "./phases.js";
import {
  HOW_NAMES,
  NO_CARD,
  PHASE_NAMES,
  type ShState,
  slotAccessible,
  T_NUM,
  T_PPICK,
  TOP_NAMES,
} from "./state.js";

export interface CardView {
  id: string;
  card: string;
}
/** A bottom slot: its card when face up, "down" when face down, null when empty. */
export type SlotView = CardView | "down" | null;

export interface SeatView {
  handCount: number;
  /** Cards everybody saw arrive in this hand (pickups, switches), still there (SH-63). */
  known: CardView[];
  bottom: SlotView[];
  /** Slots usable now (SH-70). */
  accessible: number[];
  place: number;
  /** Still choosing face-up cards (SH-5). */
  choosing: boolean;
}

export interface LayerView {
  seat: number;
  how: string;
  cards: CardView[];
  as: string | null;
  /** The packed top state before this layer (kind | value << 4 | wild << 9). */
  before: number;
}

export interface TopView {
  state: string;
  value: number;
  wildAce: boolean;
  pickup: "jk" | "queensGambit" | null;
  countered: boolean;
}

/** Public numeric facts of the turn, copied back by determinize. */
export interface Facts {
  phase: number;
  turn: number;
  dir: number;
  dealer: number;
  outCount: number;
  place: number[];
  topKind: number;
  topVal: number;
  wild: number;
  pickQueen: number;
  countered: number;
  pickPrev: number;
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
  gSeat: number;
  gRank: number;
  gResp: number;
  gChooser: number;
  gLeft: number;
  tossSeat: number;
  tossActor: number;
  lastTosser: number;
  drawSeat: number;
  drawLeft: number;
  drawThen: number;
  drawArg: number;
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

export interface ShView {
  game: "shithead";
  seat: number | null;
  options: ShOptions;
  phase: string;
  active: number[];
  turn: number;
  direction: number;
  top: TopView;
  hand: CardView[] | null;
  /** The seat's own secret face-up choice, until all have chosen (SH-5). */
  myChoice: CardView[] | null;
  seats: SeatView[];
  stocks: number[];
  pile: LayerView[];
  /** The graveyard, face up (SH-2), as notations: its cards never come back into play. */
  graveyard: string[];
  removed: number;
  /** Cards taken by pick-and-play this turn (SH-61). */
  pickedUp: CardView[];
  facts: Facts;
}

export function cardView(s: ShState, code: number): CardView {
  return { id: s.ids[code], card: formatCard(code) };
}

/**
 * A state's options never change (clones share them), so each options object has one public
 * copy, shared by all its views and frozen: a search builds a view at every step of its playouts.
 */
const PUBLIC_OPTIONS = new WeakMap<ShOptions, ShOptions>();

export function publicOptions(o: ShOptions): ShOptions {
  let copy = PUBLIC_OPTIONS.get(o);
  if (copy === undefined) {
    // Option values are primitives; only a series carry-over is nested (copied so views stay JSON).
    const { deal: _deal, ...rest } = o;
    copy = rest as ShOptions;
    if (o.carry !== undefined) copy.carry = deepFreeze(JSON.parse(JSON.stringify(o.carry)));
    PUBLIC_OPTIONS.set(o, Object.freeze(copy));
  }
  return copy;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

export function topView(s: ShState): TopView {
  return {
    state: TOP_NAMES[s.topKind],
    value: s.topKind === T_NUM ? s.topVal : 0,
    wildAce: s.wild === 1,
    pickup: s.topKind === T_PPICK ? (s.pickQueen === 1 ? "queensGambit" : "jk") : null,
    countered: s.countered === 1,
  };
}

export function buildView(s: ShState, seat: number | null): ShView {
  const n = s.cfg.players;
  const seats: SeatView[] = [];
  for (let p = 0; p < n; p++) {
    const b = s.bottom[p];
    const up = s.faceUp[p];
    const bottom: SlotView[] = [];
    const accessible: number[] = [];
    for (let slot = 0; slot < b.length; slot++) {
      bottom.push(b[slot] < 0 ? null : up[slot] === 1 ? cardView(s, b[slot]) : "down");
      if (b[slot] >= 0 && slotAccessible(s, p, slot)) accessible.push(slot);
    }
    const known: CardView[] = [];
    for (const c of s.hands[p]) if (s.known[c] === 1) known.push(cardView(s, c));
    seats.push({
      handCount: s.hands[p].length,
      known,
      bottom,
      accessible,
      place: s.place[p],
      choosing: s.chosen[p].length === 0,
    });
  }
  const pile: LayerView[] = [];
  for (let l = 0; l < s.layStart.length; l++) {
    const end = l + 1 < s.layStart.length ? s.layStart[l + 1] : s.pile.length;
    const cards: CardView[] = [];
    for (let k = s.layStart[l]; k < end; k++) cards.push(cardView(s, s.pile[k]));
    pile.push({
      seat: s.laySeat[l],
      how: HOW_NAMES[s.layHow[l]],
      cards,
      as: s.layAs[l] >= 0 ? formatCard(s.layAs[l]) : null,
      before: s.layBefore[l],
    });
  }
  const own = seat !== null && seat >= 0 && seat < n;
  const choice = own ? s.chosen[seat] : [];
  return {
    game: "shithead",
    seat,
    options: publicOptions(s.options),
    phase: PHASE_NAMES[s.phase],
    active: activeSeats(s).slice(),
    turn: s.turn,
    direction: s.dir,
    top: topView(s),
    hand: own ? s.hands[seat].map((c) => cardView(s, c)) : null,
    myChoice: own && choice.length > 0 && choice[0] !== NO_CARD ? choice.map((c) => cardView(s, c)) : null,
    seats,
    stocks: s.stocks.map((st) => st.length),
    pile,
    graveyard: s.grave.map(formatCard),
    removed: s.removed.length,
    pickedUp: s.pnp.map((c) => cardView(s, c)),
    facts: {
      phase: s.phase,
      turn: s.turn,
      dir: s.dir,
      dealer: s.dealer,
      outCount: s.outCount,
      place: s.place.slice(),
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
      gSeat: s.gSeat,
      gRank: s.gRank,
      gResp: s.gResp,
      gChooser: s.gChooser,
      gLeft: s.gLeft,
      tossSeat: s.tossSeat,
      tossActor: s.tossActor,
      lastTosser: s.lastTosser,
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
    },
  };
}

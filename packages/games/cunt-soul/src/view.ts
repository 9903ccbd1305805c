// The only place hidden information is removed (CS-2 visibility table): hands are counts plus
// the publicly known cards, face-down slots are filled flags (the owner also sees the cards they
// put there or peeked at), the source pile is a count plus the positions everyone knows.
//
// Every value is named (VIEW.md): decision points, chain modes, queue items, card
// values, run roles and 7-choices are words, an empty slot or an unknown card is null, and every
// pile (source, discard, graveyard) is listed top first, as a custom deal lists them.

import { isActive } from "./rules/core.js";
import {
  CHOICE_HIGHER,
  CHOICE_LOWER,
  type Config,
  type CsState,
  Mode,
  NEXT,
  PHASE_NAMES,
  Phase,
  SKIP,
} from "./state.js";
import { notation, VALUE_NAMES } from "./values.js";

/** A value as the rules name it: "table" (an empty pile), "2".."10", "J", "Q", "K", "A", "Joker". */
export type ValueName = Exclude<(typeof VALUE_NAMES)[number], "?">;
/** Where the chain stands (CS-14): no link yet, a link must follow, a run step may or must follow. */
export type ChainMode = "fresh" | "obliged" | "runOption" | "runObliged";
export const CHAIN_MODES: readonly ChainMode[] = ["fresh", "obliged", "runOption", "runObliged"];
/** One item of the queue of who plays next (CS-60..CS-62). */
export type QueueItem = { kind: "next" } | { kind: "skip" } | { kind: "moveTo"; seat: number };

export interface SeatView {
  handCount: number;
  /** Own hand in hand order; null for other seats. */
  hand: string[] | null;
  /** Hand cards everyone knows are there. */
  known: string[];
  /** Three face-up slots (null: empty); null as a whole while hidden before the reveal. */
  faceUp: (string | null)[] | null;
  /** Per face-up slot: turned horizontal (CS-82). */
  horizontal: boolean[];
  faceDownFilled: boolean[];
  /** Face-down cards this viewer knows (null: unknown or empty). */
  faceDownSeen: (string | null)[];
  /** Per face-down slot: its owner knows the card (they put it there or peeked; public, CS-86). */
  faceDownKnown: boolean[];
  /** The field card; null when the slot is empty, or while hidden before the reveal (faceUp is then null too). */
  field: string | null;
  out: boolean;
  /** Finishing place (1 first), null while still playing. */
  place: number | null;
  pickups: number;
  fieldChanges: number;
  /** The setup selection is made (CS-7). */
  selected: boolean;
}

/** One swap a 5 made (CS-43, CS-86), for a Joker to undo (CS-58). */
export interface SwapView {
  zone: "faceUp" | "faceDown";
  slot: number;
  /** The hand card put into the slot, and the card taken; null when this viewer may not see them. */
  put: string | null;
  took: string | null;
}

export interface LinkView {
  cards: string[];
  owner: number;
  /** The cards' printed (syntactic) value (CS-1). */
  value: ValueName;
  /** What the link counts as (semantic value, CS-32): "table" on an empty pile. */
  semantic: ValueName;
  /** Its ability fired at placement (CS-25). */
  fired: boolean;
  /** It imposes its effect now: fired, and no Joker-field in force (CS-25). */
  active: boolean;
  /** Stack count (CS-34). */
  count: number;
  /** Its part in a run (CS-42). */
  run: "none" | "start" | "step";
  /** The run it belongs to; null outside a run. */
  runId: number | null;
  /** A 7's choice (CS-45), null if none. */
  choice: "higher" | "lower" | null;
  swaps: SwapView[];
  /** A mirroring 6 placed on a value higher than 6 (CS-56 e). */
  mirrorHigh: boolean;
  /** An odd reversal count with 3+ active players at placement (CS-56 d). */
  kParadox: boolean;
  /** Index of this link's J item in its turn's queue; null if none (CS-49). */
  jItem: number | null;
  /** The turn it was placed in. */
  turn: number;
  /** Whether a Joker on this J is a paradox (CS-56 c): null until its turn has ended. */
  jParadox: boolean | null;
  /** It came from a face-down flip (CS-22). */
  flipped: boolean;
}

/** The turn state (CS-2: public): whose turn, the queue, the chain and its pending decisions. */
export interface TurnView {
  seat: number;
  /** Turns started (CS-125). */
  turns: number;
  queue: QueueItem[];
  mode: ChainMode;
  /** faceValue runs: the value the next step needs; ordering runs: the last step's value; null before any run. */
  runNext: ValueName | null;
  runSteps: number;
  /** The run in progress (or the last one); null before any run. */
  runId: number | null;
  nextRunId: number;
  /** Cards placed in this chain (CS-93). */
  chainCards: number;
  /** The play step has seen no action yet (CS-26). */
  firstPlay: boolean;
  swapsLeft: number;
  /** The face-down slot just peeked at (CS-86), null if none. */
  peekSlot: number | null;
  /** Decisions still owed for the link being resolved (CS-13): 7-choice, J card, J-field. */
  needSeven: boolean;
  needJCard: boolean;
  needJField: boolean;
  /** The link being resolved burns once its decisions are made (CS-70). */
  pendingBurn: boolean;
  /** How the chain goes on after the link being resolved; "end" if it ends. */
  nextMode: ChainMode | "end";
  burnedThisTurn: boolean;
  /** A field card taken into hand this turn that still counts (CS-23), null if none. */
  tempField: string | null;
  /** finishCondition=faceDown: the last face-down card was placed (CS-120). */
  faceDownOut: boolean;
  /** The skip token's holder (CS-89), null while no 8-field is in force. */
  tokenHolder: number | null;
  tokenActive: boolean;
  placesGiven: number;
  /** The setup selections are revealed (CS-7). */
  revealed: boolean;
  endedByCap: boolean;
  dealer: number;
  firstPlayer: number;
}

/** Field abilities in force (CS-80). */
export interface FieldsView {
  /** Field cards in force by value ("7": 1, "K": 2); values without one are left out. */
  inForce: Partial<Record<ValueName, number>>;
  /** An odd number of 7-fields: the ordering bifurcates at 7 (CS-28, CS-88). */
  bifurcated: boolean;
  /** An odd number of K-fields: the ordering is reversed (CS-28, CS-94). */
  reversed: boolean;
  /** Stack count multiplier: 2 per 8-field under doubleLinks (CS-34). */
  multiplier: number;
  /** Hand size H (CS-95). */
  handSize: number;
}

/** A seat's series tally carried in (CS-123). */
export interface TallyView {
  placeSum: number;
  soleCunts: number;
  games: number;
}

export interface CsView {
  seat: number | null;
  /** The decision the table waits for, named (CS-10..CS-15): "select", "fieldChange", "play"... */
  phase: (typeof PHASE_NAMES)[number];
  /** Which way play goes. */
  direction: "clockwise" | "counterclockwise";
  /** What is pending, in words a table can show: "Seat 2 chooses higher or lower for the 7". */
  pending: string;
  cfg: Config;
  turn: TurnView;
  fields: FieldsView;
  seats: SeatView[];
  /** Source pile, top first (drawn next): a card where everyone knows it, null where unknown. */
  source: (string | null)[];
  /** Turned over for a 6-field (CS-87): the top is then known to all. */
  sourceFlipped: boolean;
  /** Discard pile, top link first. */
  pile: LinkView[];
  /** Burned cards, the last burned first. */
  graveyard: string[];
  tally: TallyView[];
}

const name = (c: number): string | null => (c >= 0 ? notation(c) : null);
const valueNameOf = (v: number): ValueName => VALUE_NAMES[v] as ValueName;
const RUN_ROLES = ["none", "start", "step"] as const;

function queueItem(item: number): QueueItem {
  if (item === NEXT) return { kind: "next" };
  if (item === SKIP) return { kind: "skip" };
  return { kind: "moveTo", seat: item };
}

/** The pending decision in a player's words (CS-10..CS-15). */
export function pendingText(s: CsState): string {
  const who = `Seat ${s.t.seat}`;
  switch (s.t.phase) {
    case Phase.SELECT: {
      const waiting = s.seats.flatMap((st, i) => (st.selected ? [] : [i]));
      const seats =
        waiting.length === 1 ? `Seat ${waiting[0]} chooses` : `Seats ${waiting.join(", ")} choose`;
      return `${seats} face-up cards and a field card`;
    }
    case Phase.FIELD_CHANGE:
      return `${who} changes their field card or keeps it`;
    case Phase.BURN_FACE_UP:
      return `${who} burns a face-up card to pay for the field change`;
    case Phase.PLAY:
      if (s.t.mode === Mode.RUN_OPTION) return `${who} plays the run's next card or ends the chain`;
      if (s.t.mode === Mode.FRESH) return `${who} plays, flips a face-down card or picks up`;
      return `${who} must go on with the chain, or pick up if they cannot`;
    case Phase.SWAP:
      return `${who} swaps cards for the 5 or stops swapping`;
    case Phase.PEEKED:
      return `${who} replaces the peeked face-down card or keeps it`;
    case Phase.CHOOSE_SEVEN:
      return `${who} chooses higher or lower for the 7`;
    case Phase.CHOOSE_NEXT:
      return `${who} chooses who plays next for the J`;
    default:
      return "The game is over";
  }
}

export function viewOf(s: CsState, seat: number | null): CsView {
  const revealed = s.t.revealed;
  const seats: SeatView[] = s.seats.map((st, i) => {
    const own = seat === i;
    const visibleSetup = revealed || own;
    return {
      handCount: st.hand.length,
      hand: own ? st.hand.map(notation) : null,
      known: st.known.map(notation),
      faceUp: visibleSetup ? st.faceUp.map(name) : null,
      horizontal: st.horizontal.slice(),
      faceDownFilled: st.faceDown.map((c) => c >= 0),
      faceDownSeen: st.faceDown.map((c, k) => (own && st.fdKnown[k] ? name(c) : null)),
      faceDownKnown: st.fdKnown.slice(),
      field: visibleSetup ? name(st.field) : null,
      out: st.out,
      place: st.place > 0 ? st.place : null,
      pickups: st.pickups,
      fieldChanges: st.fieldChanges,
      selected: st.selected,
    };
  });
  const pile: LinkView[] = [];
  for (let li = s.pile.length - 1; li >= 0; li--) {
    const l = s.pile[li];
    const swaps: SwapView[] = [];
    for (let i = 0; i < l.swaps.length; i += 4) {
      const visible = l.swaps[i] === 0 || seat === l.owner;
      swaps.push({
        zone: l.swaps[i] === 0 ? "faceUp" : "faceDown",
        slot: l.swaps[i + 1],
        put: visible ? name(l.swaps[i + 2]) : null,
        took: visible ? name(l.swaps[i + 3]) : null,
      });
    }
    pile.push({
      cards: l.cards.map(notation),
      owner: l.owner,
      value: valueNameOf(l.syn),
      semantic: valueNameOf(l.sem),
      fired: l.fired,
      active: isActive(s, l),
      count: l.count,
      run: RUN_ROLES[l.run] ?? "none",
      runId: l.runId >= 0 ? l.runId : null,
      choice: l.choice === CHOICE_HIGHER ? "higher" : l.choice === CHOICE_LOWER ? "lower" : null,
      swaps,
      mirrorHigh: l.mirrorHigh,
      kParadox: l.kParadox,
      jItem: l.jItem >= 0 ? l.jItem : null,
      turn: l.turn,
      jParadox: l.jParadox < 0 ? null : l.jParadox === 1,
      flipped: l.flipped,
    });
  }
  const t = s.t;
  const inForce: Partial<Record<ValueName, number>> = {};
  s.fx.counts.forEach((copies, v) => {
    if (copies > 0) inForce[valueNameOf(v)] = copies;
  });
  const source: (string | null)[] = [];
  for (let i = s.source.length - 1; i >= 0; i--) source.push(s.sourceKnown[i] ? notation(s.source[i]) : null);
  const graveyard: string[] = [];
  for (let i = s.graveyard.length - 1; i >= 0; i--) graveyard.push(notation(s.graveyard[i]));
  return {
    seat,
    phase: PHASE_NAMES[t.phase],
    direction: t.direction === 1 ? "clockwise" : "counterclockwise",
    pending: pendingText(s),
    cfg: { ...s.cfg },
    turn: {
      seat: t.seat,
      turns: t.turns,
      queue: t.queue.map(queueItem),
      mode: CHAIN_MODES[t.mode],
      runNext: t.runNext > 0 ? valueNameOf(t.runNext) : null,
      runSteps: t.runSteps,
      runId: t.runId >= 0 ? t.runId : null,
      nextRunId: t.nextRunId,
      chainCards: t.chainCards,
      firstPlay: t.firstPlay,
      swapsLeft: t.swapsLeft,
      peekSlot: t.peekSlot >= 0 ? t.peekSlot : null,
      needSeven: t.needSeven,
      needJCard: t.needJCard,
      needJField: t.needJField,
      pendingBurn: t.pendingBurn,
      nextMode: t.nextMode >= 0 ? CHAIN_MODES[t.nextMode] : "end",
      burnedThisTurn: t.burnedThisTurn,
      tempField: name(t.tempField),
      faceDownOut: t.faceDownOut,
      tokenHolder: t.tokenHolder >= 0 ? t.tokenHolder : null,
      tokenActive: t.tokenActive,
      placesGiven: t.placesGiven,
      revealed: t.revealed,
      endedByCap: t.endedByCap,
      dealer: t.dealer,
      firstPlayer: t.firstPlayer,
    },
    fields: {
      inForce,
      bifurcated: s.fx.b === 1,
      reversed: s.fx.r === 1,
      multiplier: s.fx.mult,
      handSize: s.fx.hand,
    },
    seats,
    source,
    sourceFlipped: s.sourceFlipped,
    pile,
    graveyard,
    tally: s.tally.map(([placeSum, soleCunts, games]) => ({ placeSum, soleCunts, games })),
  };
}

// The only place hidden information is removed (CS-2 visibility table): hands are counts plus
// the publicly known cards, face-down slots are filled flags (the owner also sees the cards they
// put there or peeked at), the source pile is a count plus the positions everyone knows.

import { type Config, type CsState, type Fields, Mode, PHASE_NAMES, Phase, type Turn } from "./state.js";
import { notation } from "./values.js";

export interface SeatView {
  handCount: number;
  /** Own hand in hand order; null for other seats. */
  hand: string[] | null;
  /** Hand cards everyone knows are there. */
  known: string[];
  /** Face-up slots ("" empty); null while hidden before the reveal. */
  faceUp: string[] | null;
  horizontal: boolean[];
  faceDownFilled: boolean[];
  /** Face-down cards this viewer knows ("" unknown or empty). */
  faceDownSeen: string[];
  fdKnown: boolean[];
  /** Field card ("" none); null while hidden before the reveal. */
  field: string | null;
  out: boolean;
  place: number;
  pickups: number;
  fieldChanges: number;
  selected: boolean;
}

export interface LinkView {
  cards: string[];
  owner: number;
  syn: number;
  sem: number;
  fired: boolean;
  count: number;
  run: number;
  runId: number;
  choice: number;
  /** [zone, slot, put, took] per swap; put/took "" when this viewer may not see them. */
  swaps: (number | string)[];
  mirrorHigh: boolean;
  kParadox: boolean;
  jItem: number;
  turn: number;
  jParadox: number;
  flipped: boolean;
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
  t: Omit<Turn, "tempField"> & { tempField: string };
  fx: Fields;
  seats: SeatView[];
  /** Source pile bottom first: a card where everyone knows it, "" where unknown. */
  source: string[];
  sourceFlipped: boolean;
  pile: LinkView[];
  graveyard: string[];
  tally: number[][];
}

const name = (c: number): string => (c >= 0 ? notation(c) : "");

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
      faceDownSeen: st.faceDown.map((c, k) => (own && st.fdKnown[k] && c >= 0 ? notation(c) : "")),
      fdKnown: st.fdKnown.slice(),
      field: visibleSetup ? name(st.field) : null,
      out: st.out,
      place: st.place,
      pickups: st.pickups,
      fieldChanges: st.fieldChanges,
      selected: st.selected,
    };
  });
  const pile: LinkView[] = s.pile.map((l) => {
    const swaps: (number | string)[] = [];
    for (let i = 0; i < l.swaps.length; i += 4) {
      const visible = l.swaps[i] === 0 || seat === l.owner;
      swaps.push(
        l.swaps[i],
        l.swaps[i + 1],
        visible ? name(l.swaps[i + 2]) : "",
        visible ? name(l.swaps[i + 3]) : "",
      );
    }
    return {
      cards: l.cards.map(notation),
      owner: l.owner,
      syn: l.syn,
      sem: l.sem,
      fired: l.fired,
      count: l.count,
      run: l.run,
      runId: l.runId,
      choice: l.choice,
      swaps,
      mirrorHigh: l.mirrorHigh,
      kParadox: l.kParadox,
      jItem: l.jItem,
      turn: l.turn,
      jParadox: l.jParadox,
      flipped: l.flipped,
    };
  });
  return {
    seat,
    phase: PHASE_NAMES[s.t.phase],
    direction: s.t.direction === 1 ? "clockwise" : "counterclockwise",
    pending: pendingText(s),
    cfg: { ...s.cfg },
    t: { ...s.t, queue: s.t.queue.slice(), tempField: name(s.t.tempField) },
    fx: { ...s.fx, counts: s.fx.counts.slice() },
    seats,
    source: s.source.map((c, i) => (s.sourceKnown[i] ? notation(c) : "")),
    sourceFlipped: s.sourceFlipped,
    pile,
    graveyard: s.graveyard.map(notation),
    tally: s.tally.map((row) => row.slice()),
  };
}

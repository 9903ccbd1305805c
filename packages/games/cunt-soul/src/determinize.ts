// Re-samples hidden cards from a view (bot notes, "Fair knowledge"): everything public or known
// to the seat stays where it is (face-up and field cards, the pile, the graveyard, publicly known
// hand cards, known source positions including the visible top under a 6-field, the seat's own
// hand and the face-down cards it knows); the unseen rest is dealt at random.

import { type Card, nextInt, type Rng, type RngState, seedRng, shuffleInPlace } from "@houserules/engine";
import { allCards } from "./setup.js";
import {
  CHOICE_HIGHER,
  CHOICE_LOWER,
  CHOICE_NONE,
  type CsState,
  type Fields,
  type Link,
  NEXT,
  PHASE_NAMES,
  RUN_NONE,
  RUN_START,
  RUN_STEP,
  type SeatState,
  SKIP,
  type Turn,
} from "./state.js";
import { faceOfText, matchesFace, NAMED_JOKER, VALUE_NAMES } from "./values.js";
import {
  CHAIN_MODES,
  type CsView,
  type FieldsView,
  type QueueItem,
  type TurnView,
  type ValueName,
} from "./view.js";

/** Card codes still unassigned; assigning takes one copy of a face, or the named Joker. */
class Pool {
  private readonly cards: Card[];
  constructor(cards: Card[]) {
    this.cards = cards;
  }
  take(notation: string): Card {
    const face = faceOfText(notation);
    if (face === null) throw new Error(`determinize: bad card ${notation}`);
    const at = this.cards.findIndex((c) => matchesFace(c, face));
    if (at < 0) throw new Error(`determinize: no copy of ${notation} left`);
    return this.cards.splice(at, 1)[0];
  }
  rest(): Card[] {
    return this.cards.slice();
  }
}

/** A random hand card of `st` that is not publicly known, or -1. */
function unknownHandCard(st: SeatState, rng: RngState): Card {
  const unknown = st.hand.filter((c) => !st.known.includes(c));
  return unknown.length === 0 ? -1 : unknown[nextInt(rng, unknown.length)];
}

const valueCode = (name: ValueName | null): number => (name === null ? 0 : VALUE_NAMES.indexOf(name));
const modeOf = (mode: string): number => CHAIN_MODES.indexOf(mode as (typeof CHAIN_MODES)[number]);
const queueCode = (item: QueueItem): number =>
  item.kind === "next" ? NEXT : item.kind === "skip" ? SKIP : item.seat;
const RUN_CODES = { none: RUN_NONE, start: RUN_START, step: RUN_STEP } as const;

function turnOf(view: CsView): Turn {
  const t: TurnView = view.turn;
  return {
    phase: PHASE_NAMES.indexOf(view.phase),
    seat: t.seat,
    direction: view.direction === "clockwise" ? 1 : -1,
    queue: t.queue.map(queueCode),
    turns: t.turns,
    mode: modeOf(t.mode),
    runNext: valueCode(t.runNext),
    runSteps: t.runSteps,
    runId: t.runId ?? -1,
    nextRunId: t.nextRunId,
    chainCards: t.chainCards,
    firstPlay: t.firstPlay,
    swapsLeft: t.swapsLeft,
    peekSlot: t.peekSlot ?? -1,
    needSeven: t.needSeven,
    needJCard: t.needJCard,
    needJField: t.needJField,
    pendingBurn: t.pendingBurn,
    nextMode: t.nextMode === "end" ? -1 : modeOf(t.nextMode),
    burnedThisTurn: t.burnedThisTurn,
    tempField: -1,
    faceDownOut: t.faceDownOut,
    tokenHolder: t.tokenHolder ?? -1,
    tokenActive: t.tokenActive,
    placesGiven: t.placesGiven,
    revealed: t.revealed,
    endedByCap: t.endedByCap,
    dealer: t.dealer,
    firstPlayer: t.firstPlayer,
  };
}

function fieldsOf(fields: FieldsView): Fields {
  const counts = new Array<number>(VALUE_NAMES.length).fill(0);
  for (const [name, copies] of Object.entries(fields.inForce))
    counts[valueCode(name as ValueName)] = copies ?? 0;
  return {
    counts,
    b: fields.bifurcated ? 1 : 0,
    r: fields.reversed ? 1 : 0,
    mult: fields.multiplier,
    hand: fields.handSize,
  };
}

export function determinizeView(view: CsView, seat: number, rng: Rng): CsState {
  const pool = new Pool(allCards(view.cfg.decks));
  const take = (n: string): Card => pool.take(n);
  const takeOr = (n: string | null): Card => (n === null ? -1 : pool.take(n));

  // Public and own cards first. The view lists piles top first; the state bottom first.
  const pileView = view.pile.slice().reverse();
  const pile: Link[] = pileView.map((l) => ({
    cards: l.cards.map(take),
    owner: l.owner,
    syn: valueCode(l.value),
    sem: valueCode(l.semantic),
    fired: l.fired,
    count: l.count,
    run: RUN_CODES[l.run],
    runId: l.runId ?? -1,
    choice: l.choice === "higher" ? CHOICE_HIGHER : l.choice === "lower" ? CHOICE_LOWER : CHOICE_NONE,
    swaps: [],
    mirrorHigh: l.mirrorHigh,
    kParadox: l.kParadox,
    jItem: l.jItem ?? -1,
    turn: l.turn,
    jParadox: l.jParadox === null ? -1 : l.jParadox ? 1 : 0,
    flipped: l.flipped,
  }));
  const graveyard = view.graveyard.slice().reverse().map(take);
  const seats: SeatState[] = view.seats.map((sv, i) => {
    const own = i === seat;
    const hand = own && sv.hand ? sv.hand.map(take) : [];
    const known: Card[] = [];
    if (own) {
      // Known cards are hand cards: reuse the own hand's codes.
      const used = new Array<boolean>(hand.length).fill(false);
      for (const n of sv.known) {
        const face = faceOfText(n) as number;
        const k = hand.findIndex((c, j) => !used[j] && matchesFace(c, face));
        used[k] = true;
        known.push(hand[k]);
      }
    } else for (const n of sv.known) known.push(take(n));
    return {
      hand: own ? hand : known.slice(),
      faceUp: sv.faceUp ? sv.faceUp.map(takeOr) : [-1, -1, -1],
      horizontal: sv.horizontal.slice(),
      faceDown: sv.faceDownSeen.map(takeOr),
      fdKnown: sv.faceDownKnown.slice(),
      field: takeOr(sv.field),
      known,
      out: sv.out,
      place: sv.place ?? 0,
      pickups: sv.pickups,
      fieldChanges: sv.fieldChanges,
      selected: sv.selected,
    };
  });
  const sourceView = view.source.slice().reverse();
  const source: Card[] = sourceView.map(takeOr);

  // The unseen rest, dealt at random.
  const rest = shuffleInPlace(seedRng(`${rng.uint32()}:${rng.uint32()}`), pool.rest());
  const deal = (): Card => rest.pop() as Card;
  view.seats.forEach((sv, i) => {
    const st = seats[i];
    if (i !== seat) {
      while (st.hand.length < sv.handCount) st.hand.push(deal());
      if (sv.faceUp === null && sv.selected) {
        st.faceUp = [deal(), deal(), deal()];
        st.field = deal();
      }
    }
    for (let k = 0; k < st.faceDown.length; k++)
      if (sv.faceDownFilled[k] && st.faceDown[k] < 0) st.faceDown[k] = deal();
  });
  for (let i = 0; i < source.length; i++) if (source[i] < 0) source[i] = deal();

  // Swap records refer to cards in zones: point them at the codes now there.
  const pickRng = seedRng(`${rng.uint32()}/swaps`);
  pileView.forEach((lv, li) => {
    const owner = seats[lv.owner];
    for (const swap of lv.swaps) {
      const zone = swap.zone === "faceUp" ? 0 : 1;
      const slots = zone === 0 ? owner.faceUp : owner.faceDown;
      const slot = swap.slot;
      // Cards no longer where the swap put them keep their face (the undo then skips them).
      const putFace = swap.put === null ? -2 : (faceOfText(swap.put) as number);
      const putCode =
        swap.put === null
          ? slots[slot]
          : slots[slot] >= 0 && matchesFace(slots[slot], putFace)
            ? slots[slot]
            : faceCode(swap.put);
      // A hidden blind swap: the card it took may still be any of the owner's unknown hand cards.
      const tookCode =
        swap.took === null
          ? unknownHandCard(owner, pickRng)
          : (owner.hand.find((c) => matchesFace(c, faceOfText(swap.took) as number)) ?? faceCode(swap.took));
      pile[li].swaps.push(zone, slot, putCode, tookCode);
    }
  });

  // The field card taken into hand this turn is public: in its player's hand, or played since.
  const tempName = view.turn.tempField;
  const turn = turnOf(view);
  if (tempName !== null) {
    const face = faceOfText(tempName) as number;
    const placed = pile.flatMap((l) => l.cards);
    turn.tempField =
      seats[turn.seat].hand.find((c) => matchesFace(c, face)) ??
      placed.find((c) => matchesFace(c, face)) ??
      faceCode(tempName);
  }
  return {
    cfg: { ...view.cfg },
    rng: seedRng(`${rng.uint32()}/world`),
    t: turn,
    fx: fieldsOf(view.fields),
    seats,
    source,
    sourceKnown: sourceView.map((n) => n !== null),
    sourceFlipped: view.sourceFlipped,
    pile,
    graveyard,
    tally: view.tally.map((row) => [row.placeSum, row.soleCunts, row.games]),
  };
}

/** The card code a name stands for when no copy is at hand: the face, or the named Joker. */
function faceCode(name: string): Card {
  const face = faceOfText(name) as number;
  return face >= NAMED_JOKER ? face - NAMED_JOKER : face;
}

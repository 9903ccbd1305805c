// Re-samples hidden cards from a view (bot notes, "Fair knowledge"): everything public or known
// to the seat stays where it is (face-up and field cards, the pile, the graveyard, publicly known
// hand cards, known source positions including the visible top under a 6-field, the seat's own
// hand and the face-down cards it knows); the unseen rest is dealt at random.

import {
  type Card,
  nextInt,
  type Rng,
  type RngState,
  seedRng,
  shuffleInPlace,
  tryParseCard,
} from "@houserules/engine";
import { allCards } from "./setup.js";
import type { CsState, Link, SeatState } from "./state.js";
import { faceKey } from "./values.js";
import type { CsView } from "./view.js";

/** Card codes still unassigned, by face; assigning takes one copy. */
class Pool {
  private readonly byFace = new Map<number, Card[]>();
  constructor(cards: Card[]) {
    for (const c of cards) {
      const f = faceKey(c);
      const list = this.byFace.get(f);
      if (list) list.push(c);
      else this.byFace.set(f, [c]);
    }
  }
  take(notation: string): Card {
    const face = tryParseCard(notation);
    if (face === null) throw new Error(`determinize: bad card ${notation}`);
    const list = this.byFace.get(face);
    if (!list || list.length === 0) throw new Error(`determinize: no copy of ${notation} left`);
    return list.shift() as Card;
  }
  rest(): Card[] {
    const out: Card[] = [];
    for (const list of this.byFace.values()) for (const c of list) out.push(c);
    return out;
  }
}

/** A random hand card of `st` that is not publicly known, or -1. */
function unknownHandCard(st: SeatState, rng: RngState): Card {
  const unknown = st.hand.filter((c) => !st.known.includes(c));
  return unknown.length === 0 ? -1 : unknown[nextInt(rng, unknown.length)];
}

export function determinizeView(view: CsView, seat: number, rng: Rng): CsState {
  const pool = new Pool(allCards(view.cfg.decks));
  const take = (n: string): Card => pool.take(n);
  const takeOr = (n: string): Card => (n === "" ? -1 : pool.take(n));

  // Public and own cards first.
  const pile: Link[] = view.pile.map((l) => ({
    cards: l.cards.map(take),
    owner: l.owner,
    syn: l.syn,
    sem: l.sem,
    fired: l.fired,
    count: l.count,
    run: l.run,
    runId: l.runId,
    choice: l.choice,
    swaps: [],
    mirrorHigh: l.mirrorHigh,
    kParadox: l.kParadox,
    jItem: l.jItem,
    turn: l.turn,
    jParadox: l.jParadox,
    flipped: l.flipped,
  }));
  const graveyard = view.graveyard.map(take);
  const seats: SeatState[] = view.seats.map((sv, i) => {
    const own = i === seat;
    const hand = own && sv.hand ? sv.hand.map(take) : [];
    const known: Card[] = [];
    if (own) {
      // Known cards are hand cards: reuse the own hand's codes.
      const used = new Array<boolean>(hand.length).fill(false);
      for (const n of sv.known) {
        const face = tryParseCard(n);
        const k = hand.findIndex((c, j) => !used[j] && faceKey(c) === face);
        used[k] = true;
        known.push(hand[k]);
      }
    } else for (const n of sv.known) known.push(take(n));
    return {
      hand: own ? hand : known.slice(),
      faceUp: sv.faceUp ? sv.faceUp.map(takeOr) : [-1, -1, -1],
      horizontal: sv.horizontal.slice(),
      faceDown: sv.faceDownSeen.map(takeOr),
      fdKnown: sv.fdKnown.slice(),
      field: sv.field === null ? -1 : takeOr(sv.field),
      known,
      out: sv.out,
      place: sv.place,
      pickups: sv.pickups,
      fieldChanges: sv.fieldChanges,
      selected: sv.selected,
    };
  });
  const source: Card[] = view.source.map(takeOr);

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
  view.pile.forEach((lv, li) => {
    const owner = seats[lv.owner];
    for (let i = 0; i < lv.swaps.length; i += 4) {
      const zone = lv.swaps[i] as number;
      const slot = lv.swaps[i + 1] as number;
      const put = lv.swaps[i + 2] as string;
      const took = lv.swaps[i + 3] as string;
      const slots = zone === 0 ? owner.faceUp : owner.faceDown;
      // Cards no longer where the swap put them keep their face (the undo then skips them).
      const putFace = put === "" ? -2 : (tryParseCard(put) as number);
      const putCode =
        put === ""
          ? slots[slot]
          : slots[slot] >= 0 && faceKey(slots[slot]) === putFace
            ? slots[slot]
            : putFace;
      const tookFace = took === "" ? -2 : (tryParseCard(took) as number);
      // A hidden blind swap: the card it took may still be any of the owner's unknown hand cards.
      const tookCode =
        took === ""
          ? unknownHandCard(owner, pickRng)
          : (owner.hand.find((c) => faceKey(c) === tookFace) ?? tookFace);
      pile[li].swaps.push(zone, slot, putCode, tookCode);
    }
  });

  const tempFace = view.t.tempField === "" ? -1 : (tryParseCard(view.t.tempField) as number);
  return {
    cfg: { ...view.cfg },
    rng: seedRng(`${rng.uint32()}/world`),
    t: { ...view.t, queue: view.t.queue.slice(), tempField: tempFace },
    fx: { ...view.fx, counts: view.fx.counts.slice() },
    seats,
    source,
    sourceKnown: view.source.map((n) => n !== ""),
    sourceFlipped: view.sourceFlipped,
    pile,
    graveyard,
    tally: view.tally.map((row) => row.slice()),
  };
}

// SH-2 and the bot notes ("What a fair bot knows"): a full state consistent with one seat's
// view. Everything public stays (pile, graveyard, face-up and flipped cards, cards seen going
// into hands); unseen cards are dealt at random into other hands, stocks (by colour in R&B),
// every face-down slot (the seat's own too) and the removed zone.

import { cardFace, makeDeck, type Rng, shuffleInPlace, tryParseCard } from "@houserules/engine";
import { newId } from "./ids.js";
import { emptyState, isBlack } from "./setup.js";
import { HOW_NAMES, indexHands, jokerCode, NO_CARD, type ShState } from "./state.js";
import type { CardView, ShView } from "./view.js";

export function determinizeView(view: ShView, seat: number, rng: Rng): ShState {
  // The world's own seed: its generator and its card ids (hidden cards get new ones).
  const s = emptyState(view.options, `${rng.uint32()}:${rng.uint32()}`);
  const cfg = s.cfg;
  const n = cfg.players;
  const all = makeDeck({ decks: cfg.packs, jokersPerDeck: cfg.jokersPerPack });
  const used = new Set<number>();
  // Free codes by face (all jokers share one queue: their faces print alike).
  const free = new Map<number, number[]>();
  for (const c of all) {
    const key = jokerCode(c) ? -1 : cardFace(c);
    const list = free.get(key);
    if (list) list.push(c);
    else free.set(key, [c]);
  }
  const place = (cv: CardView): number => {
    const face = tryParseCard(cv.card) as number;
    const code = (free.get(jokerCode(face) ? -1 : face) as number[]).shift() as number;
    used.add(code);
    s.ids[code] = cv.id;
    return code;
  };

  const f = view.facts;
  Object.assign(s, {
    phase: f.phase,
    turn: f.turn,
    dir: f.dir,
    dealer: f.dealer,
    outCount: f.outCount,
    place: f.place.slice(),
    topKind: f.topKind,
    topVal: f.topVal,
    wild: f.wild,
    pickQueen: f.pickQueen,
    countered: f.countered,
    pickPrev: f.pickPrev,
    firstStep: f.firstStep,
    replay: f.replay,
    responded: f.responded,
    acts: f.acts,
    linkPlain: f.linkPlain,
    linkSpade: f.linkSpade,
    linkWild: f.linkWild,
    endsOnFives: f.endsOnFives,
    flipSlot: f.flipSlot,
    freebieSlot: f.freebieSlot,
    freebieFlip: f.freebieFlip,
    armed: f.armed.slice(),
    freebieUsed: f.freebieUsed.slice(),
    gSeat: f.gSeat,
    gRank: f.gRank,
    gResp: f.gResp,
    gChooser: f.gChooser,
    gLeft: f.gLeft,
    tossSeat: f.tossSeat,
    tossActor: f.tossActor,
    lastTosser: f.lastTosser,
    drawSeat: f.drawSeat,
    drawLeft: f.drawLeft,
    drawThen: f.drawThen,
    drawArg: f.drawArg,
    turns: f.turns,
    stall: f.stall,
    lowest: f.lowest.slice(),
    progGrave: f.progGrave,
    progStock: f.progStock,
    progBottom: f.progBottom,
    progOut: f.progOut,
    endedByCap: f.endedByCap,
    step: f.step,
  });

  // Public and own cards.
  const handKnown: number[][] = [];
  for (let p = 0; p < n; p++) {
    const sv = view.seats[p];
    if (p === seat && view.hand) {
      const knownIds = new Set(sv.known.map((k) => k.id));
      s.hands[p] = view.hand.map((cv) => {
        const code = place(cv);
        if (knownIds.has(cv.id)) s.known[code] = 1;
        return code;
      });
      handKnown.push([]);
    } else {
      const codes = sv.known.map(place);
      for (const c of codes) s.known[c] = 1;
      handKnown.push(codes);
    }
    sv.bottom.forEach((slot, k) => {
      if (slot !== null && slot !== "down") {
        s.bottom[p][k] = place(slot);
        s.faceUp[p][k] = 1;
      }
    });
  }
  for (const layer of view.pile) {
    s.layStart.push(s.pile.length);
    s.laySeat.push(layer.seat);
    s.layHow.push(HOW_NAMES.indexOf(layer.how as (typeof HOW_NAMES)[number]));
    s.layBefore.push(layer.before);
    s.layAs.push(layer.as === null ? NO_CARD : (tryParseCard(layer.as) ?? NO_CARD));
    for (const cv of layer.cards) s.pile.push(place(cv));
  }
  s.grave = view.graveyard.map((card) => place({ id: "", card }));
  for (const c of s.grave) s.ids[c] = newId(s);
  if (view.myChoice)
    s.chosen[seat] = view.myChoice.map((cv) => s.hands[seat].find((c) => s.ids[c] === cv.id) as number);

  // Hidden cards: shuffled, colour-constrained zones first (R&B), then the rest.
  const hidden = shuffleInPlace(
    s.rng,
    all.filter((c) => !used.has(c)),
  );
  // Jokers fit either colour: the colour zones get the jokers they need, the rest mix freely.
  const jokers = hidden.filter(jokerCode);
  const black = hidden.filter((c) => !jokerCode(c) && isBlack(c));
  const red = hidden.filter((c) => !jokerCode(c) && !isBlack(c));
  const mixed = hidden;
  if (cfg.redBlack) {
    const k0 = cfg.slots;
    const downs = (from: number, to: number) =>
      view.seats.reduce((t, sv) => t + sv.bottom.slice(from, to).filter((b) => b === "down").length, 0);
    const blackNeed = view.stocks[0] + downs(0, k0);
    const redNeed = view.stocks[1] + downs(k0, 2 * k0);
    for (let j = black.length; j < blackNeed && jokers.length > 0; j++) black.unshift(jokers.pop() as number);
    for (let j = red.length; j < redNeed && jokers.length > 0; j++) red.unshift(jokers.pop() as number);
  }
  const takeFrom = (pool: number[]): number => {
    const c = pool.pop() as number;
    for (const other of [black, red, mixed]) {
      if (other !== pool) {
        const i = other.indexOf(c);
        if (i >= 0) other.splice(i, 1);
      }
    }
    s.ids[c] = newId(s);
    return c;
  };
  const rb = cfg.redBlack;
  const k = cfg.slots;
  view.stocks.forEach((count, st) => {
    const stock: number[] = [];
    for (let j = 0; j < count; j++) stock.push(takeFrom(rb ? (st === 0 ? black : red) : mixed));
    s.stocks[st] = stock;
  });
  for (let p = 0; p < n; p++) {
    view.seats[p].bottom.forEach((slot, j) => {
      if (slot === "down") s.bottom[p][j] = takeFrom(rb ? (j < k ? black : red) : mixed);
    });
  }
  for (let p = 0; p < n; p++) {
    if (p === seat && view.hand) continue;
    const missing = view.seats[p].handCount - handKnown[p].length;
    const hand = handKnown[p].slice();
    for (let j = 0; j < missing; j++) hand.push(takeFrom(mixed));
    s.hands[p] = hand;
    if (!view.seats[p].choosing && s.phase === 0) s.chosen[p] = hand.slice(0, 3);
  }
  for (let p = 0; p < n; p++) if (view.seats[p].choosing) s.chosen[p] = [];
  for (let j = 0; j < view.removed; j++) s.removed.push(takeFrom(mixed));
  s.pnp = view.pickedUp.map((cv) => s.ids.indexOf(cv.id));
  indexHands(s);
  return s;
}

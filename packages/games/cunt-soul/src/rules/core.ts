// Shared zone mechanics: CS-3 (source pile), CS-4 (next player), CS-21 (accessible zone),
// CS-70..74 (burns, destination, replenish), CS-80/87/89/95 (field set and its effects),
// CS-62 (queue resolution), CS-23 (field card to hand).

import type { GameEvent } from "@houserules/engine";
import * as quietModule from "../quiet.js";
import type { CsState, Link } from "../state.js";
import * as stateModule from "../state.js";
import * as valuesModule from "../values.js";
import * as handIndexModule from "./hand-index.js";

// State booleans are tested with `=== true` / `=== false` on hot paths: V8 does not track that a
// field only holds booleans, and tests a bare field's truthiness with a chain of checks.
// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { QUIET } = quietModule;
const { NEXT, SKIP } = stateModule;
const { ACE_V, EIGHT, JOKER_V, KING_V, notation, SEVEN, SIX, synOf } = valuesModule;
const { handGained } = handIndexModule;

export const ZONE_NONE = -1;
export const ZONE_HAND = 0;
export const ZONE_FACE_UP = 1;
export const ZONE_FACE_DOWN = 2;
export const ZONE_NAMES = ["hand", "face-up", "face-down"] as const;

export function top(s: CsState): Link | null {
  const pile = s.pile;
  return pile.length === 0 ? null : pile[pile.length - 1];
}

export function activeCount(s: CsState): number {
  let n = 0;
  // Indexed loops in these small helpers: a for-of loop is several times more bytecode, and the
  // callers inline them within a bytecode budget.
  const seats = s.seats;
  for (let i = 0; i < seats.length; i++) if (seats[i].out === false) n++;
  return n;
}

/** The next active player after p in direction dir (CS-4, CS-124). */
export function nextActive(s: CsState, p: number, dir: number): number {
  const n = s.seats.length;
  let q = p;
  for (let i = 0; i < n; i++) {
    // (q + dir + n) % n for a direction of +1 or -1, without the division.
    q += dir;
    if (q >= n) q -= n;
    else if (q < 0) q += n;
    if (s.seats[q].out === false) return q;
  }
  return p;
}

function filledCount(slots: number[]): number {
  let n = 0;
  for (let i = 0; i < slots.length; i++) if (slots[i] >= 0) n++;
  return n;
}
export function faceUpCount(s: CsState, seat: number): number {
  return filledCount(s.seats[seat].faceUp);
}
export function faceDownCount(s: CsState, seat: number): number {
  return filledCount(s.seats[seat].faceDown);
}

/** The zone links come from (CS-21). */
export function accessibleZone(s: CsState, seat: number): number {
  const st = s.seats[seat];
  if (st.hand.length > 0) return ZONE_HAND;
  if (s.source.length > 0) return ZONE_NONE;
  if (filledCount(st.faceUp) > 0) return ZONE_FACE_UP;
  if (filledCount(st.faceDown) > 0) return ZONE_FACE_DOWN;
  return ZONE_NONE;
}

export function jokerField(s: CsState): boolean {
  return s.fx.counts[JOKER_V] > 0;
}

/** A link imposes standing effects only if it fired and no Joker-field is in force (CS-25). */
export function isActive(s: CsState, link: Link): boolean {
  return link.fired === true && s.fx.counts[JOKER_V] === 0;
}

/** Removes the first occurrence of card, keeping the order (a shift loop: splice allocates). */
export function removeOne(list: number[], card: number): boolean {
  // A loop rather than indexOf: these lists are short, and the builtin call costs more.
  let i = 0;
  while (i < list.length && list[i] !== card) i++;
  if (i === list.length) return false;
  const last = list.length - 1;
  for (let j = i; j < last; j++) list[j] = list[j + 1];
  list.pop();
  return true;
}

/** Under a 6-field the top of the source pile is public (CS-87); remember it as seen. */
export function refreshSourceTop(s: CsState): void {
  if (s.sourceFlipped && s.source.length > 0) s.sourceKnown[s.source.length - 1] = true;
}

/** Shared empty name list of a quiet draw (never pushed to: the pushes check `loud`). */
const NO_NAMES: string[] = Object.freeze([] as string[]) as string[];

/** Draws up to n cards from the top of the source pile into a hand (CS-74, CS-52). */
export function drawCards(s: CsState, seat: number, n: number, events: GameEvent[], why: string): void {
  if (n <= 0 || s.source.length === 0) return;
  const st = s.seats[seat];
  const loud = events !== QUIET;
  const shown: string[] = loud ? [] : NO_NAMES;
  const secret: string[] = loud ? [] : NO_NAMES;
  const drawnNames: string[] = loud ? [] : NO_NAMES;
  let drawn = 0;
  while (drawn < n && s.source.length > 0) {
    const card = s.source.pop() as number;
    const known = s.sourceKnown.pop() === true || s.sourceFlipped === true;
    st.hand.push(card);
    handGained(seat, st.hand, card);
    if (known) {
      st.known.push(card);
      if (loud) shown.push(notation(card));
    } else if (loud) secret.push(notation(card));
    if (loud) drawnNames.push(notation(card));
    drawn++;
    refreshSourceTop(s);
  }
  if (!loud) return;
  events.push({ type: "draw", seat, count: drawn, shown, why } as GameEvent);
  // The drawing seat reads every card it drew, in the order drawn, known to others or not.
  if (secret.length > 0)
    events.push({ type: "drawSecret", seat, cards: drawnNames, why, visibleTo: [seat] } as GameEvent);
}

export function replenish(s: CsState, seat: number, events: GameEvent[]): void {
  const st = s.seats[seat];
  if (st.hand.length < s.fx.hand && s.source.length > 0)
    drawCards(s, seat, s.fx.hand - st.hand.length, events, "replenish");
}

/** Burns cards: to the source bottom under a 10-field while it exists, else the graveyard (CS-72). */
export function burnCards(s: CsState, cards: number[], events: GameEvent[], why: string): void {
  if (cards.length === 0) return;
  const toSource = s.fx.counts[10] > 0 && s.source.length > 0;
  if (toSource) {
    // Oldest drawn first: the newest ends up at the very bottom (index 0, drawn last).
    const under: number[] = [];
    const flags: boolean[] = [];
    for (let i = cards.length - 1; i >= 0; i--) {
      under.push(cards[i]);
      flags.push(true);
    }
    s.source = under.concat(s.source);
    s.sourceKnown = flags.concat(s.sourceKnown);
  } else {
    for (const c of cards) s.graveyard.push(c);
  }
  if (events !== QUIET)
    events.push({
      type: "burn",
      cards: cards.map(notation),
      to: toSource ? "source" : "graveyard",
      why,
    } as GameEvent);
}

/** Burns the whole discard pile (CS-70). */
export function burnPile(s: CsState, events: GameEvent[], why: string): void {
  const cards: number[] = [];
  for (const link of s.pile) for (const c of link.cards) cards.push(c);
  s.pile = [];
  s.t.burnedThisTurn = true;
  burnCards(s, cards, events, why);
}

/** Cards of one syntactic value on top of the pile, across links (CS-71). */
export function topStreak(s: CsState): number {
  const pile = s.pile;
  if (pile.length === 0) return 0;
  const syn = pile[pile.length - 1].syn;
  let n = 0;
  for (let i = pile.length - 1; i >= 0 && pile[i].syn === syn; i--) n += pile[i].cards.length;
  return n;
}

/** Recomputes the field abilities in force after any change of the field set (CS-80). */
export function recomputeFields(s: CsState, events: GameEvent[]): void {
  const counts = s.fx.counts;
  counts.fill(0);
  for (const st of s.seats) if (st.field >= 0) counts[synOf(st.field)]++;
  if (s.t.tempField >= 0) counts[synOf(s.t.tempField)]++;
  s.fx.b = counts[SEVEN] & 1;
  s.fx.r = counts[KING_V] & 1;
  // A shift, not 2 ** n: V8 types a power as a double, which made every link's count a boxed
  // double (a heap number per link). Same value: at most 9 fields in force.
  s.fx.mult = 1 << counts[EIGHT];
  s.fx.hand = 5 + counts[ACE_V];
  const six = counts[SIX] > 0;
  if (six !== s.sourceFlipped) {
    s.source.reverse();
    s.sourceKnown.reverse();
    s.sourceFlipped = six;
    if (events !== QUIET) events.push({ type: "sourceFlip", faceUp: six } as GameEvent);
    refreshSourceTop(s);
  }
  if (s.cfg.skipToken) {
    if (counts[EIGHT] > 0 && s.t.tokenHolder < 0 && s.t.revealed) {
      s.t.tokenHolder = nextActive(s, s.t.seat, s.t.direction);
      s.t.tokenActive = true;
      if (events !== QUIET) events.push({ type: "token", seat: s.t.tokenHolder, active: true } as GameEvent);
    } else if (counts[EIGHT] === 0 && s.t.tokenHolder >= 0) {
      s.t.tokenHolder = -1;
      s.t.tokenActive = false;
      if (events !== QUIET) events.push({ type: "token", seat: -1, active: false } as GameEvent);
    }
  }
}

/**
 * Makes the queue [first] in place (CS-60, CS-63). The queue array belongs to its state (clone,
 * view and determinize copy it); pops, because setting an array's length is a slow builtin call.
 */
export function resetQueue(queue: number[], first: number): void {
  while (queue.length > 1) queue.pop();
  queue[0] = first;
}

/** Applies queue items from p (CS-62); `without` is an item index left out (CS-56 c). */
export function resolveQueue(s: CsState, queue: readonly number[], without = -1): number {
  let p = s.t.seat;
  const dir = s.t.direction;
  for (let i = 0; i < queue.length; i++) {
    if (i === without) continue;
    const item = queue[i];
    if (item === NEXT || item === SKIP) p = nextActive(s, p, dir);
    else p = item;
  }
  if (s.seats[p].out === true) p = nextActive(s, p, dir);
  return p;
}

/** CS-23: once hand, face-up and face-down are empty (no source pile), the field card joins the hand. */
export function fieldCardToHand(s: CsState, seat: number, events: GameEvent[]): void {
  const st = s.seats[seat];
  if (s.cfg.finishFaceDown === true || st.field < 0 || s.source.length > 0) return;
  if (st.hand.length > 0 || filledCount(st.faceUp) > 0 || filledCount(st.faceDown) > 0) return;
  const card = st.field;
  st.field = -1;
  st.hand.push(card);
  handGained(seat, st.hand, card);
  st.known.push(card);
  s.t.tempField = card;
  if (events !== QUIET) events.push({ type: "fieldToHand", seat, card: notation(card) } as GameEvent);
}

export function cardsOwned(s: CsState, seat: number): number {
  const st = s.seats[seat];
  return st.hand.length + filledCount(st.faceUp) + filledCount(st.faceDown) + (st.field >= 0 ? 1 : 0);
}

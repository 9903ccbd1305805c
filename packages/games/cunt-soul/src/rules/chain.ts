// Resolving links and chains: CS-22 (flip), CS-24 (chains), CS-27 (pickup), CS-32 (semantic
// value), CS-33 (resolution order R1-R10), CS-34 (stack count), CS-40..53 (card abilities),
// CS-70/71/73 (burns), CS-92/93 (J-field, Q-field chainMinTwo).

import type { GameEvent } from "@houserules/engine";
import * as quietModule from "../quiet.js";
import type { CsState, Link } from "../state.js";
import * as stateModule from "../state.js";
import * as valuesModule from "../values.js";
import * as coreModule from "./core.js";
import * as handIndexModule from "./hand-index.js";
import * as jokersModule from "./jokers.js";
import * as legalityModule from "./legality.js";
import * as turnModule from "./turn.js";

// State booleans are tested with `=== true` / `=== false` on hot paths: V8 does not track that a
// field only holds booleans, and tests a bare field's truthiness with a chain of checks.
// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { QUIET } = quietModule;
const { CHOICE_NONE, Mode, Phase, RUN_NONE, RUN_START, RUN_STEP, SKIP } = stateModule;
const {
  ACE_V,
  allows,
  EIGHT,
  FIVE,
  FOUR,
  hasAbility,
  JACK_V,
  JOKER_V,
  KING_V,
  NINE,
  notation,
  QUEEN_V,
  SEVEN,
  SIX,
  stacks,
  synOf,
  TABLE,
  TEN,
  THREE,
  valueName,
} = valuesModule;
const {
  activeCount,
  burnPile,
  drawCards,
  faceDownCount,
  faceUpCount,
  fieldCardToHand,
  isActive,
  removeOne,
  resetQueue,
  top,
  topStreak,
} = coreModule;
const { handGained, handLost } = handIndexModule;
const { paradoxOf, takeBackRun, undoSwaps } = jokersModule;
const { inRun, legalReason } = legalityModule;
const { endTurn } = turnModule;

/** Describes a semantic value with the ability it brings, for the log. */
function abilityWords(sem: number, count: number): string {
  switch (sem) {
    case THREE:
      return "the next link must be a 3 or a Joker";
    case FOUR:
      return "may start a run";
    case FIVE:
      return `may swap ${count === 1 ? "once" : `up to ${count} times`}`;
    case SEVEN:
      return "chooses higher or lower";
    case EIGHT:
      return count === 1 ? "skips one player" : `skips ${count} players`;
    case NINE:
      return "anything may follow";
    case TEN:
      return "burns the pile";
    case JACK_V:
      return "chooses who plays next";
    case QUEEN_V:
      return "must be extended";
    case KING_V:
      return count === 1 ? "reverses the direction" : `reverses the direction ${count} times`;
    case ACE_V:
      return `the next player to play on it draws ${count}`;
    default:
      return "no ability";
  }
}

/** Log notes per value, built once (the play event carries them at every link). */
const byValue = (note: (name: string) => string): readonly string[] =>
  Array.from({ length: JOKER_V + 1 }, (_, v) => note(valueName(v)));
const JOKER_TAKES = byValue((name) => `Joker takes the value ${name}`);
const SIX_MIRRORS = byValue((name) => `6 mirrors the ${name}`);
const NINE_FIELD = byValue((name) => `${name} is a 9 under the 9-field`);
const ABILITY_ONCE = Array.from({ length: JOKER_V + 1 }, (_, v) => abilityWords(v, 1));

/**
 * The play event's notes, collected in a reused list and copied out at their exact size: a fresh
 * list per link grown by push over-allocates, and a link rarely has more than two notes.
 */
const noteScratch: string[] = [];
let noteCount = 0;
const NO_NOTES: string[] = [];
function addNote(text: string): void {
  noteScratch[noteCount++] = text;
}
function takeNotes(): string[] {
  // Literals for the usual sizes: V8 allocates them inline (new Array(n) is a builtin call).
  if (noteCount === 0) return [];
  if (noteCount === 1) return [noteScratch[0]];
  if (noteCount === 2) return [noteScratch[0], noteScratch[1]];
  return noteScratch.slice(0, noteCount);
}

/**
 * The swap record of a link that made no swap, shared (frozen): most links never swap, and doSwap
 * gives a link its own list on its first swap.
 */
export const NO_SWAPS: number[] = Object.freeze([] as number[]) as number[];

function countFor(s: CsState, sem: number, cards: number): number {
  if (!stacks(sem)) return 1;
  if (s.fx.counts[QUEEN_V] > 0 && s.cfg.chainMinTwo === false) return 1;
  return s.cfg.skipToken === true ? cards : cards * s.fx.mult;
}

export function swapPossible(s: CsState, seat: number): boolean {
  const st = s.seats[seat];
  if (st.hand.length === 0) return false;
  return s.fx.counts[FIVE] > 0 ? faceDownCount(s, seat) > 0 : faceUpCount(s, seat) > 0;
}

/**
 * Places a legal link (R2-R7) and moves on to its decisions (CS-33). `cards` are already out of
 * their zone. Returns nothing; the state's phase tells what comes next.
 */
export function placeLink(
  s: CsState,
  seat: number,
  cards: number[],
  flipped: boolean,
  events: GameEvent[],
): void {
  const t = s.t;
  const fx = s.fx;
  const syn = synOf(cards[0]);
  const jField = fx.counts[JOKER_V] > 0;
  const runStep = inRun(s);
  noteCount = 0;
  let below = top(s);
  const link: Link = {
    cards,
    owner: seat,
    syn,
    sem: syn,
    fired: false,
    count: 1,
    run: runStep ? RUN_STEP : RUN_NONE,
    runId: runStep ? t.runId : -1,
    choice: CHOICE_NONE,
    swaps: NO_SWAPS,
    mirrorHigh: false,
    kParadox: false,
    jItem: -1,
    turn: t.turns,
    jParadox: -1,
    flipped,
  };
  const loud = events !== QUIET;
  const playEvent = !loud
    ? null
    : {
        type: "play",
        seat,
        cards: cards.map(notation),
        flipped,
        on: below === null ? "table" : valueName(below.sem),
        why: legalReason(s, syn),
        sem: "",
        notes: NO_NOTES,
      };
  if (playEvent !== null) events.push(playEvent as GameEvent);
  t.chainCards += cards.length;
  t.firstPlay = false;

  // R3: A-penalty.
  if (syn !== JOKER_V && below !== null && isActive(s, below) && below.sem === ACE_V) {
    if (loud) addNote(`played on an active A: draws ${below.count}`);
    drawCards(s, seat, below.count, events, "A-penalty");
  }

  // R4: Joker cancel or paradox.
  let paradox = false;
  if (syn === JOKER_V && below !== null && !jField) {
    if (below.syn === JOKER_V) {
      if (loud) addNote("Joker on a Joker: nothing is cancelled or revived");
    } else if (isActive(s, below) && paradoxOf(s, below) !== "") {
      paradox = true;
      if (loud) addNote(`Joker on ${paradoxOf(s, below)}: paradox, the pile burns`);
    } else if (below.run === RUN_STEP && !s.seats[below.owner].out) {
      if (loud) addNote(`Joker on the end of a run: the runner takes the run back`);
      takeBackRun(s, below, events);
      below = top(s);
    } else if (isActive(s, below)) {
      if (below.sem === FIVE && below.swaps.length > 0 && !s.seats[below.owner].out) {
        if (loud) addNote(`Joker cancels the ${valueName(below.sem)}: its swaps are undone`);
        undoSwaps(s, below, events);
      } else if (loud) addNote(`Joker cancels the ${valueName(below.sem)}`);
    }
  }

  s.pile.push(link);
  if (paradox) {
    link.sem = below === null ? TABLE : below.syn;
    if (playEvent !== null) playEvent.sem = valueName(link.sem);
    burnPile(s, events, "paradox");
    t.nextMode = -1;
    t.pendingBurn = false;
  } else {
    // R5: semantic value (CS-32).
    const streak = topStreak(s);
    let s2 = false;
    let sem: number;
    if (fx.counts[THREE] > 0 && streak === 3) {
      s2 = true;
      sem = THREE;
      for (let i = s.pile.length - 2; i >= 0 && s.pile[i].syn === syn; i--) s.pile[i].sem = THREE;
      if (loud) addNote("third card of a kind under the 3-field: it counts as a 3");
    } else if (syn === JOKER_V) {
      sem = below === null ? TABLE : below.syn === JOKER_V ? below.sem : below.syn;
      if (loud && sem !== TABLE) addNote(JOKER_TAKES[sem]);
    } else if (syn === SIX && !runStep && !jField) {
      sem = below === null ? TABLE : below.sem;
      if (below !== null && sem !== TABLE && sem !== SIX && allows(fx.b, fx.r, SIX, sem))
        link.mirrorHigh = true;
      // Counting as an empty pile, the play already reads "it counts as an empty pile".
      if (loud && sem !== TABLE) addNote(SIX_MIRRORS[sem]);
    } else {
      sem = fx.counts[NINE] > 0 && syn <= NINE ? NINE : syn;
      if (loud && sem !== syn) addNote(NINE_FIELD[syn]);
    }
    link.sem = sem;
    if (playEvent !== null) playEvent.sem = valueName(sem);
    const fired = !jField && !runStep && hasAbility(sem) && (syn !== JOKER_V || s2);
    link.fired = fired;
    link.count = countFor(s, sem, cards.length);
    const burning = streak >= 4 || (fired && sem === TEN);
    t.pendingBurn = burning;
    t.nextMode = -1;
    if (runStep) {
      if (loud) addNote("run step: no ability");
      markRunStart(s);
      t.runSteps++;
      if (!s.cfg.runByOrdering) {
        if (syn === ACE_V) t.nextMode = -1;
        else {
          t.runNext = syn + 1;
          t.nextMode = t.runSteps === 1 ? Mode.RUN_OBLIGED : Mode.RUN_OPTION;
        }
      } else {
        t.runNext = syn;
        t.nextMode = t.runSteps === 1 ? Mode.RUN_OBLIGED : Mode.RUN_OPTION;
      }
    } else if (!fired) {
      if (loud && jField) addNote("Joker-field: no ability");
    } else {
      if (loud && sem === JACK_V && activeCount(s) < 3) addNote("with two players the J chooses no one");
      else if (loud) addNote(link.count === 1 ? ABILITY_ONCE[sem] : abilityWords(sem, link.count));
      // R6: the link's ability.
      switch (sem) {
        case FOUR:
          t.nextMode = Mode.RUN_OPTION;
          t.runId = t.nextRunId++;
          link.runId = t.runId;
          t.runNext = s.cfg.runByOrdering ? FOUR : FOUR + 1;
          t.runSteps = 0;
          break;
        case FIVE:
          t.swapsLeft = link.count;
          break;
        case SEVEN:
          t.needSeven = !burning;
          break;
        case EIGHT:
          for (let i = 0; i < link.count; i++) t.queue.push(SKIP);
          break;
        case JACK_V:
          t.needJCard = activeCount(s) >= 3;
          break;
        case QUEEN_V:
          t.nextMode = Mode.OBLIGED;
          break;
        case KING_V:
          if (link.count % 2 === 1) t.direction = -t.direction;
          link.kParadox = link.count % 2 === 1 && activeCount(s) >= 3;
          if (events !== QUIET) events.push({ type: "direction", clockwise: t.direction === 1 } as GameEvent);
          break;
      }
    }
    // A fired 10's note already says it burns the pile; four of a kind says it here.
    const tenBurns = fired && sem === TEN;
    if (loud && streak >= 4)
      addNote(tenBurns ? `${streak} of a kind too` : `${streak} of a kind: the pile burns`);
  }
  if (playEvent !== null) playEvent.notes = takeNotes();
  // R7: the J-field item.
  t.needJField = fx.counts[JACK_V] > 0 && activeCount(s) >= 3;
  if (flipped && faceDownCount(s, seat) === 0 && s.cfg.finishFaceDown) t.faceDownOut = true;
  advanceDecisions(s, events);
}

function markRunStart(s: CsState): void {
  for (let i = s.pile.length - 1; i >= 0; i--) {
    const link = s.pile[i];
    if (link.runId === s.t.runId && link.run === RUN_NONE) {
      link.run = RUN_START;
      return;
    }
  }
}

/** Moves to the next pending decision of the link (CS-13), or finishes it. */
export function advanceDecisions(s: CsState, events: GameEvent[]): void {
  const t = s.t;
  if (t.swapsLeft > 0 && swapPossible(s, t.seat)) {
    t.phase = Phase.SWAP;
    return;
  }
  t.swapsLeft = 0;
  if (t.needSeven === true) {
    t.phase = Phase.CHOOSE_SEVEN;
    return;
  }
  if (t.needJCard === true || t.needJField === true) {
    t.phase = Phase.CHOOSE_NEXT;
    return;
  }
  finishLink(s, events);
}

/** R8-R10: burn, field card to hand, continuation (CS-24, CS-70, CS-23). */
function finishLink(s: CsState, events: GameEvent[]): void {
  const t = s.t;
  if (t.pendingBurn === true) {
    t.pendingBurn = false;
    burnPile(s, events, "burn");
  }
  fieldCardToHand(s, t.seat, events);
  if (t.faceDownOut === true) {
    endTurn(s, false, events);
    return;
  }
  let mode = t.nextMode;
  t.nextMode = -1;
  if (mode < 0 && chainMinTwoApplies(s)) mode = Mode.OBLIGED;
  if (mode < 0) {
    endTurn(s, false, events);
    return;
  }
  t.mode = mode;
  t.phase = Phase.PLAY;
}

export function chainMinTwoApplies(s: CsState): boolean {
  return s.cfg.chainMinTwo === true && s.fx.counts[QUEEN_V] > 0 && s.t.chainCards === 1;
}

/** The chain ends by choice during a run option (CS-14). */
export function endChain(s: CsState, events: GameEvent[]): void {
  if (events !== QUIET) events.push({ type: "endChain", seat: s.t.seat } as GameEvent);
  if (chainMinTwoApplies(s)) {
    s.t.mode = Mode.OBLIGED;
    return;
  }
  endTurn(s, false, events);
}

/** CS-27: the pile (and a failed face-down card) go to hand; the turn ends. */
export function pickUp(s: CsState, seat: number, failed: number, events: GameEvent[]): void {
  const st = s.seats[seat];
  const hand = st.hand;
  const known = st.known;
  const from = hand.length;
  const pile = s.pile;
  for (let i = 0; i < pile.length; i++) {
    const cards = pile[i].cards;
    for (let k = 0; k < cards.length; k++) {
      hand.push(cards[k]);
      handGained(seat, hand, cards[k]);
      known.push(cards[k]);
    }
  }
  if (failed >= 0) {
    hand.push(failed);
    handGained(seat, hand, failed);
    known.push(failed);
  }
  s.pile = [];
  st.pickups++;
  resetQueue(s.t.queue, s.t.queue[0]);
  if (events !== QUIET) {
    const names: string[] = [];
    for (let i = from; i < hand.length; i++) names.push(notation(hand[i]));
    events.push({ type: "pickUp", seat, cards: names, failed: failed >= 0 } as GameEvent);
  }
  endTurn(s, true, events);
}

/** Takes a played card out of the hand or face-up zone (R2). */
export function removeFromZone(s: CsState, seat: number, card: number): void {
  const st = s.seats[seat];
  if (removeOne(st.hand, card)) {
    handLost(seat, st.hand, card);
    removeOne(st.known, card);
    return;
  }
  const i = st.faceUp.indexOf(card);
  if (i >= 0) st.faceUp[i] = -1;
}

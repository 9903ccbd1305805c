// The normal heuristic bot (brief §9, "Heuristic"): lowest legal link, pairs early, keep 2, 6,
// 10 and Jokers as escapes, burn large piles, no lone Q last, 7 lower/higher by the next
// player's known cards, J targets at the leader, high cards and overrulers face up at setup,
// field change only when behind. It reads only its view.

import type { Bot, BotContext, Rng } from "@houserules/engine";
import type { CsAction } from "./actions.js";
import {
  ACE_V,
  cardOfName,
  JOKER_V,
  KING_V,
  QUEEN_V,
  runSuccessors,
  SEVEN,
  SIX,
  synOf,
  TEN,
  THREE,
  TWO,
} from "./values.js";
import type { CsView } from "./view.js";

/** Values that can go on a Q in the normal ordering (or overrule it). */
const EXTENDS_Q = new Set([QUEEN_V, KING_V, ACE_V, TWO, SIX, SEVEN, TEN, JOKER_V]);
/** Pile size worth burning with a 10 or a Joker paradox. */
const BIG_PILE = 6;
/** Cards owned beyond the leader's count that make a field change worth it. */
const BEHIND_MARGIN = 8;

function cardValue(notation: string | null): number {
  const card = cardOfName(notation);
  return card === null ? 0 : synOf(card);
}

/** How much a card is worth keeping for later (higher keeps). */
function keepScore(v: number): number {
  if (v === JOKER_V) return 30;
  if (v === TEN) return 28;
  if (v === TWO) return 26;
  if (v === SIX) return 24;
  if (v === SEVEN) return 20;
  // A 3 is a weapon, not a card to dump: played on an empty pile it only circulates.
  if (v === THREE) return 16;
  return v;
}

function owned(view: CsView, seat: number): number {
  const s = view.seats[seat];
  return (
    s.handCount +
    (s.faceUp ?? []).filter((c) => c !== null).length +
    s.faceDownFilled.filter(Boolean).length +
    (s.field ? 1 : 0)
  );
}

function pileSize(view: CsView): number {
  let n = 0;
  for (const l of view.pile) n += l.cards.length;
  return n;
}

function chooseSetup(legal: readonly CsAction[]): CsAction {
  let best = legal[0];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    if (a.type !== "setup") continue;
    const up = a.faceUp.reduce((sum, c) => sum + keepScore(cardValue(c)), 0);
    const fieldV = cardValue(a.field);
    // A field card that costs little to give up: a low plain value, or an A (bigger hands).
    const fieldScore = fieldV === ACE_V ? 6 : -keepScore(fieldV);
    const score = up + fieldScore;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** One decision in this many picks a random play: deterministic bots otherwise lock into cycles. */
const EXPLORE = 25;
/** On an empty pile, where cycles form, explore more often. */
const EXPLORE_ON_TABLE = 6;

/** A Joker on this top would be a paradox: a one-card burn (bot notes, "Strong"). */
function paradoxOnTop(view: CsView): boolean {
  const top = view.pile[0];
  if (!top?.active) return false;
  return (
    top.semantic === "8" ||
    top.semantic === "Q" ||
    (top.semantic === "K" && top.kParadox) ||
    (top.semantic === "J" && top.jParadox === true) ||
    (top.value === "6" && top.mirrorHigh)
  );
}

function choosePlay(view: CsView, seat: number, legal: readonly CsAction[], rng: Rng): CsAction {
  const plays = legal.filter((a): a is Extract<CsAction, { type: "play" }> => a.type === "play");
  const me = view.seats[seat];
  const flips = legal.filter((a) => a.type === "flip");
  if (plays.length === 0) {
    if (flips.length > 0) return flips[0];
    const end = legal.find((a) => a.type === "endChain");
    return end ?? legal[0];
  }
  const size = pileSize(view);
  const handLeft = me.handCount;
  const mine = (me.hand && me.hand.length > 0 ? me.hand : (me.faceUp ?? []).filter((c) => c !== null)).map(
    cardValue,
  );
  const t = view.turn;
  // Start a run only when its mandatory second step is in hand (CS-42).
  if (t.mode === "runOption" && t.runSteps === 0) {
    const first = plays[0];
    const v = cardValue(first.cards[0]);
    const { bifurcated, reversed } = view.fields;
    const next = view.cfg.runByOrdering
      ? runSuccessors(bifurcated ? 1 : 0, reversed ? 1 : 0, v)
      : v < ACE_V
        ? [v + 1]
        : [];
    const end = legal.find((a) => a.type === "endChain");
    if (end && !mine.some((c) => next.includes(c))) return end;
  }
  if (rng.int(view.pile.length === 0 ? EXPLORE_ON_TABLE : EXPLORE) === 0) return plays[rng.int(plays.length)];
  let best = plays[0];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const a of plays) {
    const v = cardValue(a.cards[0]);
    let score = -keepScore(v) * 3 + a.cards.length * 4;
    if (v === TEN && size >= BIG_PILE) score += 60;
    if (v === JOKER_V && size >= BIG_PILE) score += paradoxOnTop(view) ? 70 : 10;
    if (v === QUEEN_V) {
      const rest = mine.filter((c) => c !== QUEEN_V);
      if (a.cards.length >= handLeft || !rest.some((c) => EXTENDS_Q.has(c))) score -= 80;
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** The seat that plays after `seat` in the current direction, among those still in. */
function nextSeat(view: CsView, seat: number): number {
  const n = view.seats.length;
  const step = view.direction === "clockwise" ? 1 : -1;
  for (let i = 1; i < n; i++) {
    const q = (((seat + i * step) % n) + n) % n;
    if (!view.seats[q].out) return q;
  }
  return seat;
}

/** 7 lower against a next player known to hold high cards, higher against known low ones. */
function chooseSeven(view: CsView, seat: number, legal: readonly CsAction[]): CsAction {
  const known = view.seats[nextSeat(view, seat)].known.map(cardValue);
  const high = known.filter((v) => v > SEVEN && v !== JOKER_V).length;
  const low = known.filter((v) => v < SEVEN).length;
  const wanted = high >= low ? "chooseLower" : "chooseHigher";
  return legal.find((a) => a.type === wanted) ?? legal[0];
}

export function normalBot(): Bot<CsView, CsAction> {
  return {
    name: "cunt-soul normal",
    choose(ctx: BotContext<CsView, CsAction>): CsAction {
      const { legal, seat } = ctx;
      if (legal.length === 1) return legal[0];
      const first = legal[0];
      const view = ctx.view;
      switch (first.type) {
        case "setup":
          return chooseSetup(legal);
        case "changeField":
        case "keepField": {
          const mine = owned(view, seat);
          let leader = Number.POSITIVE_INFINITY;
          view.seats.forEach((s, i) => {
            if (i !== seat && !s.out) leader = Math.min(leader, owned(view, i));
          });
          if (mine - leader >= BEHIND_MARGIN) {
            const change = legal.find((a) => a.type === "changeField" && cardValue(a.card) === JOKER_V);
            if (change) return change;
          }
          return legal.find((a) => a.type === "keepField") ?? first;
        }
        case "burnFaceUp":
          return first;
        case "swap":
        case "peek":
        case "endSwaps": {
          const swaps = legal.filter((a): a is Extract<CsAction, { type: "swap" }> => a.type === "swap");
          const faceUp = view.seats[seat].faceUp;
          if (swaps.length === 0 || (view.fields.inForce["5"] ?? 0) > 0 || faceUp === null)
            return legal[legal.length - 1];
          let best: CsAction = legal[legal.length - 1];
          let gain = 0;
          for (const a of swaps) {
            const g = keepScore(cardValue(a.card)) - keepScore(cardValue(faceUp[a.slot]));
            if (g > gain) {
              gain = g;
              best = a;
            }
          }
          return best;
        }
        case "replace":
        case "keep":
          return legal[legal.length - 1];
        case "chooseHigher":
        case "chooseLower":
          return chooseSeven(view, seat, legal);
        case "chooseNext": {
          let best = first;
          let fewest = Number.POSITIVE_INFINITY;
          for (const a of legal) {
            if (a.type !== "chooseNext") continue;
            const n = owned(view, a.seat);
            if (n < fewest) {
              fewest = n;
              best = a;
            }
          }
          return best;
        }
        default:
          return choosePlay(view, seat, legal, ctx.rng);
      }
    },
  };
}

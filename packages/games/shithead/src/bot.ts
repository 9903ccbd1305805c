// Brief §9 "Decent heuristic": the normal bot. It reads only its view and the legal actions:
// plays the lowest legal set keeping like cards together, saves 2 3 8 10 Jk and cancel/counter
// cards for defence, forces big piles on players low on cards, blocks and counters pickups,
// takes Gambits (discarding junk or making a leader draw) and puts power cards face up in SH.

import { type Bot, type BotContext, tryParseCard } from "@houserules/engine";
import type { ShAction } from "./actions.js";
import type { ShView } from "./view.js";

const BIG_PILE = 7;

/** Card codes by notation, memoised (the bot reads notations from its view on every decision). */
const CODES = new Map<string, number>();
function codeOf(card: string): number {
  let code = CODES.get(card);
  if (code === undefined) {
    code = tryParseCard(card) ?? 0;
    CODES.set(card, code);
  }
  return code;
}
const LOW_CARDS = 5;
const TIE_BREAK = 0.01;
const STALL_SHAKE = 20;
const SHAKE = 5;

/** How much a card is worth keeping (low: play it early). */
function keepValue(card: string, view: ShView): number {
  const code = codeOf(card);
  const rank = code & 15;
  const joker = ((code >> 4) & 7) === 4;
  if (joker) return 30;
  const spade = ((code >> 4) & 7) === 0;
  const o = view.options;
  let v: number;
  switch (rank) {
    case 2:
      v = 22;
      break;
    case 3:
      v = 19;
      break;
    case 8:
      v = 20;
      break;
    case 10:
      v = 24;
      break;
    case 1:
      v = 14;
      break;
    default:
      v = rank;
  }
  if (spade && o.cancelCards === "spades" && (rank === 4 || rank === 7 || rank === 9 || rank === 13)) v += 6;
  if (spade && o.counterJoker && (rank === 5 || rank === 12)) v += 8;
  if (spade && rank === 1 && o.wildAces !== "off") v += 6;
  if (o.jackPower && rank === 11) v += 3;
  if (o.sixFace && rank === 6) v += 2;
  return v;
}

/**
 * What every action's score reads from one view, worked out once per decision (a search asks
 * this bot at every step of thousands of playouts).
 */
interface Reading {
  view: ShView;
  pile: number;
  nextLow: boolean;
  big: boolean;
  handCount: number;
  /** The face of each card the seat sees by id: its hand first, then face-up slots (lazy). */
  faceById: Map<string, string> | null;
  /** How many hand cards of each rank (rankOfCard) the seat holds (lazy). */
  handRanks: number[] | null;
}

function read(view: ShView, seat: number): Reading {
  const pile = pileSize(view);
  return {
    view,
    pile,
    nextLow: held(view, nextSeat(view, seat)) <= LOW_CARDS,
    big: pile >= BIG_PILE,
    handCount: view.hand?.length ?? 0,
    faceById: null,
    handRanks: null,
  };
}

function faceById(r: Reading): Map<string, string> {
  if (r.faceById !== null) return r.faceById;
  const map = new Map<string, string>();
  for (const c of r.view.hand ?? []) if (!map.has(c.id)) map.set(c.id, c.card);
  for (const sv of r.view.seats)
    for (const b of sv.bottom) if (b && b !== "down" && !map.has(b.id)) map.set(b.id, b.card);
  r.faceById = map;
  return map;
}

function handRanks(r: Reading): number[] {
  if (r.handRanks !== null) return r.handRanks;
  const counts = new Array<number>(15).fill(0);
  for (const c of r.view.hand ?? []) counts[rankOfCard(c.card)]++;
  r.handRanks = counts;
  return counts;
}

/** The faces of the cards named by `ids` that the seat can see, in order (unseen ids skipped). */
function faces(r: Reading, ids: readonly string[]): string[] {
  const map = faceById(r);
  const out: string[] = [];
  for (const id of ids) {
    const card = map.get(id);
    if (card !== undefined) out.push(card);
  }
  return out;
}

function pileSize(view: ShView): number {
  let n = 0;
  for (const l of view.pile) n += l.cards.length;
  return n;
}

function nextSeat(view: ShView, seat: number): number {
  const n = view.seats.length;
  for (let k = 1; k < n; k++) {
    const p = (((seat + k * view.direction) % n) + n) % n;
    if (view.seats[p].place === 0) return p;
  }
  return seat;
}

function held(view: ShView, seat: number): number {
  const sv = view.seats[seat];
  let bottom = 0;
  for (const b of sv.bottom) if (b !== null) bottom++;
  return sv.handCount + bottom;
}

/** The rank of the pile's top card (0 on an empty pile). */
function topRank(view: ShView): number {
  const layer = view.pile[view.pile.length - 1];
  const card = layer?.cards[layer.cards.length - 1];
  return card === undefined ? 0 : rankOfCard(card.card);
}

function rankOfCard(card: string): number {
  const code = codeOf(card);
  return ((code >> 4) & 7) === 4 ? 14 : code & 15;
}

function scoreAction(r: Reading, seat: number, a: ShAction): number {
  const { view, pile, nextLow, big, handCount } = r;
  switch (a.type) {
    case "chooseFaceUp": {
      // Power cards and pairs face up (they play out with the last hand cards, SH-71).
      const fs = faces(r, a.cards);
      const ranks = fs.map(rankOfCard);
      const pairs = ranks.filter((rank, k) => ranks.indexOf(rank) !== k).length;
      return fs.reduce((t, c) => t + keepValue(c, view), 0) + 6 * pairs;
    }
    case "draw":
      return handCount < view.options.handMin + 3 ? 1 : -1;
    case "skipDraw":
      return 0;
    case "acceptClear":
      return 0;
    case "pickUp":
      return -20 + (a.cards ? 1 : 0) - pile * 0.2;
    case "counter":
      return 10;
    case "block":
      return 8;
    case "jokerBlock":
      return 9;
    case "jokerResponse":
      return held(view, view.facts.gSeat) <= LOW_CARDS + 2 ? 3 : -2;
    case "passResponse":
      return 0;
    case "toss":
      return 2 + a.cards.length;
    case "passToss":
      return 0;
    case "endTurn":
      return 0;
    case "link": {
      const f = faces(r, [a.card])[0] ?? "2C";
      if (view.top.state === "pendingClear") return big ? 5 : -3;
      return handCount > 6 && rankOfCard(f) === 2 ? -0.5 : -2;
    }
    case "switch":
      // Aces for a run of Aces changes nothing but the turn: two players doing it in turn stall
      // the game (SH-82). Play an Ace instead, but still rather than spend a power card.
      return topRank(view) === 1 ? -15 : -4;
    case "pickAndPlay":
      // Stock up early, never on a lone card (that only loops the pile back and forth).
      return pile >= 2 && view.stocks.reduce((t, x) => t + x, 0) > 10 && handCount <= 4 ? 1 : -60;
    case "flip":
      return 0;
    case "keepFreebie": {
      const slot = view.facts.flipSlot;
      const b = view.seats[seat].bottom[slot];
      const card = b && b !== "down" ? b.card : "4C";
      return keepValue(card, view) >= 19 ? 3 : -3;
    }
    case "gambitChoice":
      switch (a.choice) {
        case "a":
          return handCount >= 4 ? 4 : 1;
        case "b":
          return handCount <= 2 ? 2 : -1;
        case "c":
          return nextLow ? 5 : 2;
        default:
          return 3;
      }
    case "gambitDiscard":
      return -keepValue(faces(r, [a.card])[0] ?? "4C", view);
    case "gambitTake":
      return 0;
    case "play":
    case "playFlipped":
      return scorePlay(r, a);
  }
}

function scorePlay(r: Reading, a: Extract<ShAction, { type: "play" | "playFlipped" }>): number {
  const { view, big, nextLow } = r;
  if (a.type === "playFlipped" && a.use === "set") return 5 + a.cards.length;
  const fs = faces(r, a.cards);
  if (fs.length === 0) return 0;
  const rank = rankOfCard(fs[0]);
  const value = fs.reduce((t, c) => t + keepValue(c, view), 0) / fs.length;
  const sameInHand = handRanks(r)[rank];
  const splits = sameInHand > a.cards.length ? -3 : 0;
  let score = -value + 0.8 * a.cards.length + splits;
  const o = view.options;
  if (a.use === "gambit") return 12;
  if (a.use === "wild") return -18;
  if (a.use === "cancel") {
    if (view.top.state === "pendingClear") return big && nextLow ? 4 : -4;
    return -12;
  }
  if (rank === 14) return big ? 15 : -25; // joker: force a big pile on the next player
  if (rank === 10) {
    if (o.tenLeader === "self") return big ? 6 : score;
    return score;
  }
  if (big && nextLow && (rank === 8 || (o.jackPower && rank === 11) || (o.sixFace && rank === 6)))
    score += 10;
  return score;
}

export function normalBot(): Bot<ShView, ShAction> {
  return {
    name: "normal",
    choose(ctx: BotContext<ShView, ShAction>): ShAction {
      const { view, seat, legal, rng } = ctx;
      if (legal.length === 1) return legal[0];
      // Many turns without progress (SH-82): the table is going round in a loop (a card picked
      // up and led back, turn after turn); a little noise breaks it before the stalemate.
      const noise = view.facts.stall >= STALL_SHAKE ? SHAKE : TIE_BREAK;
      const reading = read(view, seat);
      let best = legal[0];
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const a of legal) {
        const score = scoreAction(reading, seat, a) + rng.float() * noise;
        if (score > bestScore) {
          bestScore = score;
          best = a;
        }
      }
      return best;
    },
  };
}

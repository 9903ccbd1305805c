// Re-samples hidden cards from a view (brief §9 "Strong bot" sampling): everything public or
// known to the seat stays; opponents' hands, other players' Stacks and attachments, a hidden
// Ally gift and the deck are dealt at random from the cards left over. Reads only the view.

import { cardFace, cardRank, cardSuit, type Rng, shuffleInPlace, tryParseCard } from "@houserules/engine";
import { poolOf } from "./abilities/registry.js";
import { faceOfNotation } from "./rules/cards.js";
import { allCards } from "./setup.js";
import { type ChanicState, emptyPlayer, type Pending } from "./state.js";
import { type ChanicView, SHOWN_CARD_ABILITIES } from "./view.js";

/** The game's cards bucketed by face, so known cards are taken out in O(1) each. */
class Pool {
  private readonly byFace: number[][] = [];
  private hidden: number[] = [];

  constructor(cards: readonly number[]) {
    for (const card of cards) {
      const face = cardFace(card);
      if (this.byFace[face] === undefined) this.byFace[face] = [];
      this.byFace[face].push(card);
    }
  }
  take(text: string): number {
    return this.takeFace(faceOfNotation(text) ?? tryParseCard(text) ?? -1, text);
  }
  takeFace(face: number, text = `card face ${face}`): number {
    const bucket = this.byFace[face];
    if (bucket === undefined || bucket.length === 0) {
      throw new Error(`determinize: ${text} is not available (inconsistent view)`);
    }
    return bucket.pop() as number;
  }
  takeAll(list: readonly string[]): number[] {
    return list.map((n) => this.take(n));
  }
  /** Gathers the cards nobody knows and shuffles them; deal() then hands them out. */
  shuffle(rng: Rng): void {
    for (const bucket of this.byFace)
      if (bucket !== undefined) for (const card of bucket) this.hidden.push(card);
    shuffleInPlace(rng.state, this.hidden);
  }
  deal(count: number): number[] {
    return this.hidden.splice(this.hidden.length - count, count);
  }
  /** Deals `count` cards that pass `ok` when possible (public "holds none" facts, §9). */
  dealWhere(count: number, ok: (card: number) => boolean): number[] {
    const out: number[] = [];
    for (let i = this.hidden.length - 1; i >= 0 && out.length < count; i--) {
      if (ok(this.hidden[i])) {
        out.push(this.hidden[i]);
        this.hidden.splice(i, 1);
      }
    }
    if (out.length < count) for (const c of this.deal(count - out.length)) out.push(c);
    return out;
  }
  get size(): number {
    return this.hidden.length;
  }
}

export function determinize(view: ChanicView, seat: number | null, rng: Rng): ChanicState {
  const n = view.cfg.players;
  const pool = new Pool(allCards(n));
  const players = view.seats.map((sv) => emptyPlayer(sv.team));
  // Known cards first: the pile, every board, visible hands, own Stack and attachments.
  const discard = pool.takeAll(view.discard).reverse();
  view.seats.forEach((sv, s) => {
    const p = players[s];
    p.alive = sv.alive;
    p.rows = sv.rows.map((row) => row.map((c) => pool.take(c.card)));
    p.attach = sv.rows.map((row) =>
      row.map((c) => (c.attachedCards === null ? [] : pool.takeAll(c.attachedCards))),
    );
    p.attachTurn = sv.rows.map((row) => row.map((c) => c.attachedTurn));
    if (sv.hand !== null) p.hand = pool.takeAll(sv.hand);
    if (sv.stack !== null) p.stack = pool.takeAll(sv.stack);
    p.stackTurn = sv.stackTurns.slice();
    p.attackedBy = sv.attackedBy.slice();
    p.panicProtected = sv.panicProtected;
    p.panicUsed = sv.panicUsed;
    p.presence = sv.presence;
    p.abilities = sv.abilities.slice();
    p.uses = { ...sv.uses };
    p.drafting = sv.drafting;
    if (sv.offer !== null) p.offer = sv.offer.slice();
  });
  // Deck cards the seat knows (Seer's top card; Wisdom and Manipulator memory), top first.
  const me = seat === null ? null : view.seats[seat];
  let knownTop: number[] = [];
  if (me !== null && me.knownTop !== null) knownTop = pool.takeAll(me.knownTop);
  if (seat !== null) players[seat].knownTop = knownTop.slice();
  if (view.seerTop !== null && knownTop.length === 0) knownTop = [pool.take(view.seerTop)];
  const freeCards = view.freeCards === null ? null : view.freeCards.map((c) => faceOfNotation(c) ?? -1);
  let giftCard = -1;
  const pv = view.pending;
  if (pv !== null && pv.kind === "gift" && pv.card !== null) giftCard = pool.take(pv.card);
  // A pending Hopeful or Fisher names a card everyone has seen in its owner's hand (the drawn
  // Heart, the revealed card): it stays in that hand, named by this world's copy of its face.
  const shown = pv !== null && pv.kind === "ability" && SHOWN_CARD_ABILITIES.has(pv.ability) ? pv : null;
  let shownCard = -1;
  const pinned: number[][] = view.seats.map(() => []);
  if (shown !== null) {
    const face = cardFace(shown.data[0]);
    if (view.seats[shown.owner].hand !== null) {
      shownCard = cardInHand(players[shown.owner].hand, face);
    } else {
      shownCard = pool.takeFace(face);
      pinned[shown.owner].push(shownCard);
    }
  }
  // Then the hidden ones, at random.
  pool.shuffle(rng);
  // Seats with public "holds no suit / value" facts are dealt first, within them (§9 sampling).
  view.seats.forEach((sv, s) => {
    if (sv.hand !== null || (sv.voidSuits === 0 && sv.voidValues === 0)) return;
    players[s].hand = pool.dealWhere(
      sv.handCount - pinned[s].length,
      (c) => (sv.voidSuits & (1 << cardSuit(c))) === 0 && (sv.voidValues & (1 << cardRank(c))) === 0,
    );
  });
  view.seats.forEach((sv, s) => {
    const p = players[s];
    if (sv.hand === null && sv.voidSuits === 0 && sv.voidValues === 0)
      p.hand = pool.deal(sv.handCount - pinned[s].length);
    for (const card of pinned[s]) p.hand.push(card);
    if (sv.stack === null) p.stack = pool.deal(sv.stackCount);
    for (let r = 0; r < sv.rows.length; r++) {
      const row = sv.rows[r];
      for (let i = 0; i < row.length; i++)
        if (row[i].attachedCards === null) p.attach[r][i] = pool.deal(row[i].attached);
    }
  });
  if (pv !== null && pv.kind === "gift" && pv.card === null) giftCard = pool.deal(1)[0];
  if (pool.size + knownTop.length !== view.deckCount)
    throw new Error("determinize: card count does not match the view");
  const deck = pool.deal(pool.size);
  for (let i = knownTop.length - 1; i >= 0; i--) deck.push(knownTop[i]);
  sampleDraftOffers(view, players, rng);

  let pending: Pending | null = null;
  if (pv !== null && pv.kind === "gift") pending = { kind: "gift", from: pv.from, to: pv.to, card: giftCard };
  else if (pv !== null && pv.kind === "ability") {
    const data = pv.data.slice();
    if (shown !== null) data[0] = shownCard;
    pending = { ...pv, data };
  } else if (pv !== null) {
    pending = {
      kind: "attack",
      attacker: pv.attacker,
      defender: pv.defender,
      mode: pv.mode === "bypass" ? 1 : 0,
      spadeIdx: pv.spadeIdx.slice(),
      power: pv.power,
      powerExact: pv.powerExact,
      targetRow: pv.targets.map((t) => t.row),
      targetIdx: pv.targets.map((t) => t.slot),
      targetCard: pv.targets.map((t) => players[pv.defender].rows[t.row][t.slot]),
      targetValue: pv.targets.map((t) => t.value),
    };
  }
  void seat;
  return {
    cfg: { ...view.cfg },
    options: view.options,
    rng: [rng.uint32(), rng.uint32(), rng.uint32(), rng.uint32() | 1],
    deck,
    discard,
    players,
    firstSeat: view.firstSeat,
    turnSeat: view.turnSeat,
    round: view.round,
    turn: view.turn,
    phase: view.phase,
    points: view.points,
    allowance: view.allowance,
    turnActions: view.turnActions,
    stackedThisTurn: view.stackedThisTurn,
    allyTo: view.allyTo.slice(),
    pending,
    playLocked: view.playLocked,
    optionsUsed: view.optionsUsed,
    sorcererCard: !view.sorcererUsed
      ? -1
      : view.sorcererSlot >= 0
        ? players[view.turnSeat].rows[2][view.sorcererSlot]
        : SORCERER_GONE,
    freeCards:
      freeCards === null
        ? handCardsForFree(players[view.turnSeat].hand, view.freeCardCount)
        : freeCopies(players[view.turnSeat].hand, freeCards),
    recyclerClub: !view.recyclerOpen
      ? -1
      : view.recyclerClubAt < 0
        ? RECYCLER_CLUB_GONE
        : discard[discard.length - 1 - view.recyclerClubAt],
    recyclerTaken: view.recyclerTaken,
    voidSuits: view.seats.map((sv) => sv.voidSuits),
    voidValues: view.seats.map((sv) => sv.voidValues),
    eliminated: view.eliminated.slice(),
    result: view.result === null ? null : { kind: view.result.kind, winners: view.result.winners.slice() },
    seriesWins: view.seriesWins.slice(),
    seriesDraws: view.seriesDraws,
  };
}

/** A Recycler allowance is open but its Club has left the pile. */
const RECYCLER_CLUB_GONE = -3;

/** Sorcerer was used and its Spade has left the board (no card id matches it). */
const SORCERER_GONE = -2;

function cardInHand(hand: readonly number[], face: number): number {
  return hand.find((c) => cardFace(c) === face) ?? -1;
}

/** The free cards (Fisher's pair) by face: a distinct copy for each, as both may share a face. */
function freeCopies(hand: readonly number[], faces: readonly number[]): number[] {
  const taken: number[] = [];
  for (const face of faces) {
    const card = hand.find((c) => cardFace(c) === face && !taken.includes(c));
    if (card !== undefined) taken.push(card);
  }
  return taken;
}

/** Hidden Fisher pair: any sampled hand cards stand in (only their count is public). */
function handCardsForFree(hand: readonly number[], count: number): number[] {
  return hand.slice(0, Math.min(count, hand.length));
}

/** During the draft, other seats' offers are unknown: deal them from the pool left over. */
function sampleDraftOffers(view: ChanicView, players: ChanicState["players"], rng: Rng): void {
  if (view.phase !== "draft") return;
  const taken = new Set<string>();
  for (const p of players) for (const id of p.offer) taken.add(id);
  const rest = poolOf(view.cfg.appText, view.cfg.trader).filter((id) => !taken.has(id));
  shuffleInPlace(rng.state, rest);
  view.seats.forEach((sv, s) => {
    if (sv.offer !== null) return;
    players[s].offer = sv.offerCount > 0 ? rest.splice(0, sv.offerCount) : [];
    if (!sv.drafting && sv.offerCount > 0)
      players[s].abilities = players[s].offer.slice(0, view.cfg.specials);
  });
}

// The only place hidden information is removed (engine.md "view"; brief §2, CP-91): hands are
// seen by their owner and teammates, Stack cards by their owner; the board and pile are public.

import { cardFace, formatCard } from "@houserules/engine";
import type { ChanicOptions } from "./options.js";
import { attackCards, attackEliminates, legalTargetMasks, maskDamage } from "./rules/attack.js";
import { effectiveValue } from "./rules/cards.js";
import type { ChanicState, Config, EndKind, Phase } from "./state.js";

export interface BoardCardView {
  card: string;
  /** Effective value now (CP-12). */
  value: number;
  attached: number;
  attachedTurn: number;
  /** The attached Stack cards, for their owner only. */
  attachedCards: string[] | null;
}

export interface SeatView {
  team: number;
  alive: boolean;
  handCount: number;
  /** The hand, for its owner and teammates; null otherwise. */
  hand: string[] | null;
  /** Board rows in board order: Hearts, Diamonds, Spades. */
  rows: BoardCardView[][];
  stackCount: number;
  /** The turn each (unattached) Stack card entered, oldest first: public (eligibility, CP-111). */
  stackTurns: number[];
  /** The Stack cards, for their owner only. */
  stack: string[] | null;
  attackedBy: number[];
  panicProtected: boolean;
  panicUsed: boolean;
  presence: number;
  /** Special abilities (public once the draft is over; during it only the owner's offer is seen). */
  abilities: string[];
  /** The draft offer, for its owner while drafting; null otherwise. */
  offer: string[] | null;
  offerCount: number;
  drafting: boolean;
  /** Per-turn ability use counters (public, CP-83). */
  uses: Record<string, number>;
  /** Deck cards this seat knows, top first (Wisdom, Manipulator): for the owner only. */
  knownTop: string[] | null;
  /** Public sampling facts (§9): bit s of voidSuits = holds no card of suit s; voidValues bit v. */
  voidSuits: number;
  voidValues: number;
}

export interface AttackTargetView {
  card: string;
  value: number;
  row: number;
  slot: number;
}

export type PendingView =
  | {
      kind: "attack";
      attacker: number;
      defender: number;
      mode: "normal" | "bypass";
      spades: string[];
      spadeIdx: number[];
      power: number;
      powerExact: number;
      targets: AttackTargetView[];
      /** The legal target sets with their damage and whether they eliminate: the preview. */
      choices: { targets: string[]; damage: number; eliminates: boolean }[];
    }
  | { kind: "gift"; from: number; to: number; card: string | null }
  | { kind: "ability"; ability: string; owner: number; chooser: number; step: number; data: number[] };

export interface ChanicView {
  seat: number | null;
  cfg: Config;
  options: ChanicOptions;
  round: number;
  turn: number;
  turnSeat: number;
  firstSeat: number;
  phase: Phase;
  points: number;
  allowance: number;
  turnActions: number;
  stackedThisTurn: boolean;
  allyTo: number[];
  playLocked: boolean;
  optionsUsed: boolean;
  /** Sorcerer used this turn (CP-A38) and the slot of its Spade in the turn player's row (-1: gone). */
  sorcererUsed: boolean;
  sorcererSlot: number;
  /** Fisher's pair costing 0 this turn (CP-A08); for the turn player's team (others: null). */
  freeCards: string[] | null;
  freeCardCount: number;
  /** A Recycler allowance is open (CP-A32); its Club while still on the pile; cards taken so far. */
  recyclerOpen: boolean;
  recyclerClub: string | null;
  /** Where that Club lies in `discard` (0 = top), as the pile may hold another copy; -1 if gone. */
  recyclerClubAt: number;
  recyclerTaken: number;
  /** The top deck card, for a Seer on their own turn (CP-A36); null otherwise. */
  seerTop: string | null;
  deckCount: number;
  /** The whole discard pile, top first (public, CP-15). */
  discard: string[];
  seats: SeatView[];
  pending: PendingView | null;
  eliminated: number[];
  result: { kind: EndKind; winners: number[] } | null;
  seriesWins: number[];
  seriesDraws: number;
}

function sees(state: ChanicState, viewer: number | null, owner: number): boolean {
  return viewer !== null && (viewer === owner || state.players[viewer].team === state.players[owner].team);
}

/** Fisher's free cards still in the turn player's hand. */
function freeHeld(state: ChanicState): number[] {
  if (state.freeCards.length === 0) return state.freeCards;
  const hand = state.players[state.turnSeat].hand;
  return state.freeCards.filter((c) => hand.includes(c));
}

function recyclerClubAt(state: ChanicState): number {
  const at = state.recyclerClub >= 0 ? state.discard.lastIndexOf(state.recyclerClub) : -1;
  return at < 0 ? -1 : state.discard.length - 1 - at;
}

/** Abilities whose pending choice keeps, in `data[0]`, a card shown in its owner's hand. */
export const SHOWN_CARD_ABILITIES: ReadonlySet<string> = new Set(["hopeful", "fisher"]);

/** The view's own copy of the options: a client may edit its view, never the game's options. */
function optionsCopy(options: ChanicOptions): ChanicOptions {
  const copy = { ...options };
  if (options.carry !== undefined) copy.carry = { ...options.carry, wins: options.carry.wins.slice() };
  return copy;
}

export function viewOf(state: ChanicState, viewer: number | null): ChanicView {
  const seats: SeatView[] = state.players.map((p, s) => {
    const own = viewer === s;
    return {
      team: p.team,
      alive: p.alive,
      handCount: p.hand.length,
      hand: sees(state, viewer, s) ? p.hand.map(formatCard) : null,
      rows: p.rows.map((cards, row) =>
        cards.map((card, slot) => ({
          card: formatCard(card),
          value: effectiveValue(state, s, row, slot),
          attached: p.attach[row][slot].length,
          attachedTurn: p.attachTurn[row][slot],
          attachedCards: own ? p.attach[row][slot].map(formatCard) : null,
        })),
      ),
      stackCount: p.stack.length,
      stackTurns: p.stackTurn.slice(),
      stack: own ? p.stack.map(formatCard) : null,
      attackedBy: p.attackedBy.slice(),
      panicProtected: p.panicProtected,
      panicUsed: p.panicUsed,
      presence: p.presence,
      abilities:
        p.drafting || state.phase === "draft" ? (own ? p.abilities.slice() : []) : p.abilities.slice(),
      offer: own && p.offer.length > 0 ? p.offer.slice() : null,
      offerCount: p.offer.length,
      drafting: p.drafting,
      uses: { ...p.uses },
      knownTop: own ? p.knownTop.map(formatCard) : null,
      voidSuits: state.voidSuits[s] ?? 0,
      voidValues: state.voidValues[s] ?? 0,
    };
  });
  let pending: PendingView | null = null;
  const pend = state.pending;
  if (pend !== null && pend.kind === "attack") {
    const spades = attackCards(state, pend.attacker);
    pending = {
      kind: "attack",
      attacker: pend.attacker,
      defender: pend.defender,
      mode: pend.mode === 1 ? "bypass" : "normal",
      spades: pend.spadeIdx.map((i) => formatCard(spades[i])),
      spadeIdx: pend.spadeIdx.slice(),
      power: pend.power,
      powerExact: pend.powerExact,
      targets: pend.targetCard.map((card, i) => ({
        card: formatCard(card),
        value: pend.targetValue[i],
        row: pend.targetRow[i],
        slot: pend.targetIdx[i],
      })),
      choices: legalTargetMasks(pend).map((mask) => ({
        targets: pend.targetCard.filter((_, i) => (mask & (1 << i)) !== 0).map(formatCard),
        damage: maskDamage(pend, mask),
        eliminates: attackEliminates(state, pend, mask),
      })),
    };
  } else if (pend !== null && pend.kind === "ability") {
    pending = {
      kind: "ability",
      ability: pend.ability,
      owner: pend.owner,
      chooser: pend.chooser,
      step: pend.step,
      // A shown card (Hopeful's Heart, Fisher's revealed card) by its face: which copy of a
      // multi-pack face it is would tell apart cards nobody can see.
      data: SHOWN_CARD_ABILITIES.has(pend.ability)
        ? [cardFace(pend.data[0]), ...pend.data.slice(1)]
        : pend.data.slice(),
    };
  } else if (pend !== null) {
    pending = {
      kind: "gift",
      from: pend.from,
      to: pend.to,
      card: sees(state, viewer, pend.to) ? formatCard(pend.card) : null,
    };
  }
  return {
    seat: viewer,
    cfg: { ...state.cfg },
    options: optionsCopy(state.options),
    round: state.round,
    turn: state.turn,
    turnSeat: state.turnSeat,
    firstSeat: state.firstSeat,
    phase: state.phase,
    points: state.points,
    allowance: state.allowance,
    turnActions: state.turnActions,
    stackedThisTurn: state.stackedThisTurn,
    allyTo: state.allyTo.slice(),
    playLocked: state.playLocked,
    optionsUsed: state.optionsUsed,
    sorcererUsed: state.sorcererCard !== -1,
    sorcererSlot:
      state.sorcererCard < 0 ? -1 : state.players[state.turnSeat].rows[2].indexOf(state.sorcererCard),
    freeCards: sees(state, viewer, state.turnSeat) ? freeHeld(state).map(formatCard) : null,
    freeCardCount: freeHeld(state).length,
    recyclerOpen: state.recyclerClub !== -1,
    recyclerClub:
      state.recyclerClub >= 0 && state.discard.includes(state.recyclerClub)
        ? formatCard(state.recyclerClub)
        : null,
    recyclerClubAt: recyclerClubAt(state),
    recyclerTaken: state.recyclerTaken,
    seerTop:
      viewer !== null &&
      viewer === state.turnSeat &&
      state.deck.length > 0 &&
      state.players[viewer].abilities.includes("seer") &&
      state.phase !== "draft"
        ? formatCard(state.deck[state.deck.length - 1])
        : null,
    deckCount: state.deck.length,
    discard: state.discard.map(formatCard).reverse(),
    seats,
    pending,
    eliminated: state.eliminated.slice(),
    result: state.result === null ? null : { kind: state.result.kind, winners: state.result.winners.slice() },
    seriesWins: state.seriesWins.slice(),
    seriesDraws: state.seriesDraws,
  };
}

// The Chanic Panic state (brief §2, §4): plain mutable JSON data, cards as the engine's small ints.

import { CLUBS, DIAMONDS, HEARTS, type RngState, SPADES } from "@houserules/engine";
import type { ChanicOptions } from "./options.js";

/** Board rows in board order (CP-11): Hearts, Diamonds, Spades. */
export const ROW_HEARTS = 0;
export const ROW_DIAMONDS = 1;
export const ROW_SPADES = 2;
export const ROW_COUNT = 3;
/** The row a suit is played to, indexed by the engine suit (S H D C); Clubs have none. */
export const ROW_OF_SUIT: readonly number[] = [ROW_SPADES, ROW_HEARTS, ROW_DIAMONDS, -1];
export const SUIT_OF_ROW: readonly number[] = [HEARTS, DIAMONDS, SPADES];
export { CLUBS };

export const RANKS_PER_SUIT = 10; // A-10, no face cards (CP-02)
export const CARDS_PER_DECK = 40;
export const PLAYERS_PER_DECK = 2;
export const FULL_HAND = 8; // CP-13
export const ROW_CAPACITY = 3; // CP-11
export const BASE_POINTS = 12; // CP-30
export const ROUND1_DRAW = 5; // CP-23
export const LATER_DRAW = 1; // CP-23
export const SPADES_FROM_ROUND = 3; // CP-32, CP-50
export const BYPASS_FROM_ROUND = 4; // CP-53
export const LOW_CLUB_MAX = 5; // CP-40: base <= 5 draws 2
export const LOW_CLUB_DRAW = 2;
export const HIGH_CLUB_DRAW = 1;
export const ATTACKER_LIMIT = 2; // CP-52
export const TRADER_DISCARDS = 2; // CP-80
export const TRADER_DRAWS = 1;
export const PRESENCE_PER_UTILITY = 2; // CP-100
export const PRESENCE_PER_STACK = 1;
export const PRESENCE_TO_WIN = 200;
export const STACK_CAP = 5; // CP-110
export const STACK_ATTACH_BONUS = 2; // CP-112b
export const STACK_DRAW_BELOW = 2; // CP-112c
export const STACK_DRAW_COUNT = 2;

export const MODE_NORMAL = 0;
export const MODE_BYPASS = 1;

/** Options read once into the state (the hot path never parses configuration). */
export interface Config {
  players: number;
  decks: number;
  /** Number of teams; 0 = free-for-all (CP-90). */
  teams: number;
  trader: boolean;
  panic: boolean;
  ally: boolean;
  /** Ability texts: reference or app (CP-A50); affects Ally's limit in the base game. */
  appText: boolean;
  presence: boolean;
  stack: boolean;
  roundCap: number;
  turnActionCap: number;
  /** Special abilities per player (CP-05). */
  specials: number;
}

export interface PlayerState {
  /** Team index (seat mod d), or the seat itself in free-for-all. */
  team: number;
  alive: boolean;
  hand: number[];
  /** rows[row] = board cards in the order they entered (CP-11). */
  rows: number[][];
  /** attach[row][slot] = Stack cards attached under that board card (CP-112b). */
  attach: number[][][];
  /** attachTurn[row][slot] = the turn the attachments were made (bonus from the end of it). */
  attachTurn: number[][];
  /** Face-down Stack cards, oldest first, and the turn each entered (CP-110/111). */
  stack: number[];
  stackTurn: number[];
  /** Attackers since this player's last turn start (CP-52). */
  attackedBy: number[];
  panicProtected: boolean;
  panicUsed: boolean;
  presence: number;
  /** Special abilities held (CP-05); empty in the base game. The ability framework hooks here. */
  abilities: string[];
  /** Per-turn ability use counters, reset at the owner's turn start (CP-83). */
  uses: Record<string, number>;
  /** Draft offer (CP-05), private until every seat has chosen; empty otherwise. */
  offer: string[];
  /** Still choosing in the draft. */
  drafting: boolean;
  /** Deck cards this player knows, top first (Seer, Wisdom, Manipulator): private memory (§9). */
  knownTop: number[];
}

export interface AttackPending {
  kind: "attack";
  attacker: number;
  defender: number;
  mode: number;
  /** Indices into the attacker's Spade row, ascending (board order). */
  spadeIdx: number[];
  /** Power, computed once at `attack` (CP-53). */
  power: number;
  /** Power before flooring, for the bot's efficiency formula (brief §9). */
  powerExact: number;
  /** Candidate targets in board order (Hearts row, then Diamonds row), values fixed at `attack`. */
  targetRow: number[];
  targetIdx: number[];
  targetCard: number[];
  targetValue: number[];
}

export interface GiftPending {
  kind: "gift";
  from: number;
  to: number;
  card: number;
}

/** A sub-step of an ability (CP-83): `chooser` decides; `data` is the ability's own scratch. */
export interface AbilityPending {
  kind: "ability";
  ability: string;
  owner: number;
  chooser: number;
  step: number;
  data: number[];
}

export type Pending = AttackPending | GiftPending | AbilityPending;

export type EndKind = "elimination" | "presence" | "cap";

export interface GameResult {
  kind: EndKind;
  /** Winning seats (a whole team in team play); at the cap, every survivor. */
  winners: number[];
}

export const PHASE_POINT = "point";
export const PHASE_CLUB = "club";
export const PHASE_OVER = "over";
/** The secret ability draft before the first turn (CP-05). */
export const PHASE_DRAFT = "draft";
/** Start-of-turn decisions before the Draw Phase (Impenetrable, Options: brief §4). */
export const PHASE_START = "start";
export type Phase =
  | typeof PHASE_POINT
  | typeof PHASE_CLUB
  | typeof PHASE_OVER
  | typeof PHASE_DRAFT
  | typeof PHASE_START;

export interface ChanicState {
  cfg: Config;
  /** The resolved options without the custom deal (public; series use them). */
  options: ChanicOptions;
  rng: RngState;
  /** Draw pile; the top is the last element. */
  deck: number[];
  /** Discard pile; the top is the last element. */
  discard: number[];
  players: PlayerState[];
  firstSeat: number;
  turnSeat: number;
  round: number;
  /** Global turn counter (1 = the first turn); Stack eligibility and attachments use it. */
  turn: number;
  phase: Phase;
  points: number;
  allowance: number;
  /** Actions taken in the current turn (CP-120). */
  turnActions: number;
  stackedThisTurn: boolean;
  /** Teammates given an Ally gift this turn (CP-82). */
  allyTo: number[];
  pending: Pending | null;
  /** CP-33: no more cards may be played this turn (Indebted, Loaded). */
  playLocked: boolean;
  /** Options was used this turn (CP-A28: +6 at Standby, Draw Phase skipped). */
  optionsUsed: boolean;
  /** Sorcerer's Spade this turn (card id), or -1 (CP-A38). */
  sorcererCard: number;
  /** Fisher's pair costing 0 this turn (card ids, CP-A08). */
  freeCards: number[];
  /** Recycler: the allowance may take one card from the pile, not this Club (card id; -1 none; CP-A32). */
  recyclerClub: number;
  /** Cards the allowance has taken from the pile under Recycler this Club Phase. */
  recyclerTaken: number;
  /** Public facts for sampling (§9): seat s holds no card of suit (bit) / value (bit), until it gains a card. */
  voidSuits: number[];
  voidValues: number[];
  /** Seats in the order they were eliminated. */
  eliminated: number[];
  result: GameResult | null;
  /** Series facts carried in (CP-06, §7): wins per seat and draws so far. */
  seriesWins: number[];
  seriesDraws: number;
}

export function isOpponent(state: ChanicState, a: number, b: number): boolean {
  return a !== b && state.players[a].team !== state.players[b].team;
}

export function isTeammate(state: ChanicState, a: number, b: number): boolean {
  return a !== b && state.players[a].team === state.players[b].team;
}

/** The first living player after `seat` in turn order matching the filter, or -1 (CP-83). */
export function nextLiving(
  state: ChanicState,
  seat: number,
  filter: (other: number) => boolean = () => true,
): number {
  const n = state.cfg.players;
  for (let step = 1; step < n; step++) {
    const other = (seat + step) % n;
    if (state.players[other].alive && filter(other)) return other;
  }
  return -1;
}

/** Order position (CP-20): (seat - first seat) mod n. */
export function orderPosition(state: ChanicState, seat: number): number {
  const n = state.cfg.players;
  return (seat - state.firstSeat + n) % n;
}

export function clonePlayer(p: PlayerState): PlayerState {
  return {
    team: p.team,
    alive: p.alive,
    hand: p.hand.slice(),
    rows: [p.rows[0].slice(), p.rows[1].slice(), p.rows[2].slice()],
    attach: [
      p.attach[0].map((a) => a.slice()),
      p.attach[1].map((a) => a.slice()),
      p.attach[2].map((a) => a.slice()),
    ],
    attachTurn: [p.attachTurn[0].slice(), p.attachTurn[1].slice(), p.attachTurn[2].slice()],
    stack: p.stack.slice(),
    stackTurn: p.stackTurn.slice(),
    attackedBy: p.attackedBy.slice(),
    panicProtected: p.panicProtected,
    panicUsed: p.panicUsed,
    presence: p.presence,
    abilities: p.abilities.slice(),
    uses: { ...p.uses },
    offer: p.offer.slice(),
    drafting: p.drafting,
    knownTop: p.knownTop.slice(),
  };
}

function clonePending(p: Pending | null): Pending | null {
  if (p === null) return null;
  if (p.kind === "gift") return { ...p };
  if (p.kind === "ability") return { ...p, data: p.data.slice() };
  return {
    ...p,
    spadeIdx: p.spadeIdx.slice(),
    targetRow: p.targetRow.slice(),
    targetIdx: p.targetIdx.slice(),
    targetCard: p.targetCard.slice(),
    targetValue: p.targetValue.slice(),
  };
}

export function cloneState(s: ChanicState): ChanicState {
  return {
    cfg: s.cfg,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    players: s.players.map(clonePlayer),
    firstSeat: s.firstSeat,
    turnSeat: s.turnSeat,
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    points: s.points,
    allowance: s.allowance,
    turnActions: s.turnActions,
    stackedThisTurn: s.stackedThisTurn,
    allyTo: s.allyTo.slice(),
    pending: clonePending(s.pending),
    playLocked: s.playLocked,
    optionsUsed: s.optionsUsed,
    sorcererCard: s.sorcererCard,
    freeCards: s.freeCards.slice(),
    recyclerClub: s.recyclerClub,
    recyclerTaken: s.recyclerTaken,
    voidSuits: s.voidSuits.slice(),
    voidValues: s.voidValues.slice(),
    eliminated: s.eliminated.slice(),
    result: s.result === null ? null : { kind: s.result.kind, winners: s.result.winners.slice() },
    seriesWins: s.seriesWins.slice(),
    seriesDraws: s.seriesDraws,
  };
}

export function emptyPlayer(team: number): PlayerState {
  return {
    team,
    alive: true,
    hand: [],
    rows: [[], [], []],
    attach: [[], [], []],
    attachTurn: [[], [], []],
    stack: [],
    stackTurn: [],
    attackedBy: [],
    panicProtected: false,
    panicUsed: false,
    presence: 0,
    abilities: [],
    uses: {},
    offer: [],
    drafting: false,
    knownTop: [],
  };
}

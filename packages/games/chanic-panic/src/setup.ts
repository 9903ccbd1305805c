// Setup (brief §3: CP-01, CP-02, CP-06, CP-90) and custom deals (options.deal).

import {
  CommonErrors,
  DealBuilder,
  makeCard,
  nextInt,
  RuleError,
  requireResolvedOptions,
  seedRng,
  shuffleInPlace,
} from "@houserules/engine";
import { dealAbilities } from "./abilities/deal.js";
import "./abilities/index.js";
import { LARGE_HAND } from "./abilities/large-capacity.js";
import { REGISTRY } from "./abilities/registry.js";
import { type ChanicOptions, optionSpecs } from "./options.js";
import { faceOfNotation, fullHandOf, rowOf } from "./rules/cards.js";
import { startTurn } from "./rules/turn.js";
import {
  CARDS_PER_DECK,
  type ChanicState,
  type Config,
  emptyPlayer,
  PHASE_POINT,
  PLAYERS_PER_DECK,
  type PlayerState,
  PRESENCE_TO_WIN,
  RANKS_PER_SUIT,
  ROW_CAPACITY,
  ROW_DIAMONDS,
  ROW_HEARTS,
  ROW_SPADES,
  STACK_CAP,
} from "./state.js";

/** A bound for a dealt seat's own Presence in teams (CP-100 counts the team's average). */
const MAX_DEALT_PRESENCE = 9999;

/** CP-02: one 40-card deck (A-10 in four suits) per two players, rounded up. */
export function deckCount(players: number): number {
  return Math.ceil(players / PLAYERS_PER_DECK);
}

export function allCards(players: number): number[] {
  const cards: number[] = [];
  const decks = deckCount(players);
  for (let copy = 0; copy < decks; copy++) {
    for (let suit = 0; suit < 4; suit++)
      for (let rank = 1; rank <= RANKS_PER_SUIT; rank++) cards.push(makeCard(rank, suit, copy));
  }
  if (cards.length !== decks * CARDS_PER_DECK) throw new Error("deck size");
  return cards;
}

export function configOf(options: ChanicOptions): Config {
  return {
    players: options.players,
    decks: deckCount(options.players),
    teams: options.teams,
    trader: options.trader,
    panic: options.panic,
    ally: options.ally,
    appText: options.abilityText === "app",
    presence: options.presence,
    stack: options.stack,
    roundCap: options.roundCap,
    turnActionCap: options.turnActionCap,
    specials: options.specialAbilities,
  };
}

/** The custom deal (engine.md): zones named as in the brief, piles top first. */
export interface ChanicDeal {
  seats?: {
    hand?: string[];
    hearts?: string[];
    diamonds?: string[];
    spades?: string[];
    /** Stack cards, oldest first; they count as having entered before the game (eligible). */
    stack?: string[];
    presence?: number;
    panicUsed?: boolean;
    /** Protected by Panic until their next turn starts (CP-81). */
    panicProtected?: boolean;
    /** Attackers since their last turn (CP-52). */
    attackedBy?: number[];
    /** Special abilities by id (CP-05); naming abilities for any seat replaces the ability deal. */
    abilities?: string[];
    /**
     * Stack cards attached under this seat's board cards (CP-112b), by board card: `{"5H": ["3C"]}`.
     * They count toward the Stack cap and give their bonus from the first turn.
     */
    attached?: Record<string, string[]>;
  }[];
  /** Seats already eliminated, in the order they went out (CP-61: they hold no cards). */
  eliminated?: number[];
  /** Top cards of the deck, top first; cards no zone names are shuffled in below them. */
  deck?: string[];
  /** The discard pile, top first. */
  discard?: string[];
  round?: number;
  /** The first player (round counting, CP-20). */
  firstPlayer?: number;
  /** Whose turn starts the game (default: the first player). */
  turn?: number;
}

function badDeal(message: string): never {
  throw new RuleError(CommonErrors.BAD_DEAL, message);
}

function intField(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    badDeal(`deal.${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function boolField(value: unknown, name: string): boolean {
  if (typeof value !== "boolean")
    badDeal(`deal.${name} must be true or false (got ${JSON.stringify(value)})`);
  return value;
}

export function setup(options: ChanicOptions, seed: string): ChanicState {
  requireResolvedOptions("chanic-panic", optionSpecs, options);
  const cfg = configOf(options);
  const n = cfg.players;
  const rng = seedRng(seed);
  const players = Array.from({ length: n }, (_, s) => emptyPlayer(cfg.teams > 0 ? s % cfg.teams : s));
  const publicOptions = { ...options };
  delete publicOptions.deal;
  const state: ChanicState = {
    cfg,
    options: publicOptions,
    rng,
    deck: [],
    discard: [],
    players,
    firstSeat: 0,
    turnSeat: -1,
    round: 1,
    turn: 1,
    phase: PHASE_POINT,
    points: 0,
    allowance: 0,
    turnActions: 0,
    stackedThisTurn: false,
    allyTo: [],
    pending: null,
    playLocked: false,
    optionsUsed: false,
    sorcererCard: -1,
    freeCards: [],
    recyclerClub: -1,
    recyclerTaken: 0,
    voidSuits: new Array(n).fill(0),
    voidValues: new Array(n).fill(0),
    eliminated: [],
    result: null,
    seriesWins: options.carry ? options.carry.wins.slice() : new Array(n).fill(0),
    seriesDraws: options.carry ? options.carry.draws : 0,
  };

  // CP-06: seat 0 under firstSeat; otherwise the first eliminated of the last game, else random.
  if (options.firstPlayer === "firstSeat") state.firstSeat = 0;
  else if (options.carry && options.carry.firstSeat !== null) state.firstSeat = options.carry.firstSeat;
  else state.firstSeat = nextInt(rng, n);

  const cards = allCards(n);
  if (options.deal === undefined) {
    state.deck = shuffleInPlace(rng, cards);
  } else {
    applyDeal(state, options.deal, cards);
  }
  state.turnSeat = state.turnSeat < 0 ? state.firstSeat : state.turnSeat;
  const dealt = options.deal !== undefined && dealNamesAbilities(options.deal);
  if (dealt || !dealAbilities(state)) startTurn(state, []);
  return state;
}

function dealNamesAbilities(deal: unknown): boolean {
  const seats = (deal as ChanicDeal).seats;
  return (
    Array.isArray(seats) &&
    seats.some((s) => s !== null && typeof s === "object" && s.abilities !== undefined)
  );
}

function applyDeal(state: ChanicState, raw: unknown, cards: number[]): void {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) badDeal("deal must be an object");
  const deal = raw as ChanicDeal;
  const known = ["seats", "deck", "discard", "round", "firstPlayer", "turn", "eliminated"];
  for (const key of Object.keys(deal)) if (!known.includes(key)) badDeal(`deal has no zone or fact "${key}"`);
  const n = state.cfg.players;
  const builder = new DealBuilder(cards);
  if (deal.seats !== undefined) {
    if (!Array.isArray(deal.seats) || deal.seats.length > n)
      badDeal(`deal.seats must list at most ${n} seats`);
    deal.seats.forEach((seatDeal, s) => {
      if (typeof seatDeal !== "object" || seatDeal === null || Array.isArray(seatDeal))
        badDeal(`deal.seats[${s}] must be an object`);
      const zoneKeys = [
        "hand",
        "hearts",
        "diamonds",
        "spades",
        "stack",
        "presence",
        "panicUsed",
        "panicProtected",
        "attackedBy",
        "abilities",
        "attached",
      ];
      for (const key of Object.keys(seatDeal))
        if (!zoneKeys.includes(key)) badDeal(`deal.seats[${s}] has no zone "${key}"`);
      const p = state.players[s];
      if (seatDeal.hand !== undefined) p.hand = builder.take(`seats[${s}].hand`, seatDeal.hand, LARGE_HAND);
      const rows: [keyof typeof seatDeal, number][] = [
        ["hearts", ROW_HEARTS],
        ["diamonds", ROW_DIAMONDS],
        ["spades", ROW_SPADES],
      ];
      for (const [zone, row] of rows) {
        const list = seatDeal[zone];
        if (list === undefined) continue;
        const taken = builder.take(`seats[${s}].${zone}`, list, ROW_CAPACITY);
        for (const card of taken) {
          if (rowOf(card) !== row) badDeal(`deal zone seats[${s}].${zone} holds only ${zone}`);
          p.rows[row].push(card);
          p.attach[row].push([]);
          p.attachTurn[row].push(0);
        }
      }
      if (seatDeal.stack !== undefined) {
        p.stack = builder.take(`seats[${s}].stack`, seatDeal.stack, STACK_CAP);
        p.stackTurn = p.stack.map(() => 0);
      }
      if (seatDeal.attached !== undefined) attachDealt(p, s, seatDeal.attached, builder);
      if (seatDeal.presence !== undefined) {
        p.presence = intField(seatDeal.presence, `seats[${s}].presence`, 0, MAX_DEALT_PRESENCE);
        if (state.cfg.teams === 0 && p.presence >= PRESENCE_TO_WIN)
          badDeal(
            `deal.seats[${s}].presence is ${p.presence}: in a free-for-all ${PRESENCE_TO_WIN} wins at once, so a running game has at most ${PRESENCE_TO_WIN - 1} (CP-100)`,
          );
      }
      if (seatDeal.panicUsed !== undefined)
        p.panicUsed = boolField(seatDeal.panicUsed, `seats[${s}].panicUsed`);
      if (seatDeal.panicProtected !== undefined)
        p.panicProtected = boolField(seatDeal.panicProtected, `seats[${s}].panicProtected`);
      if (seatDeal.attackedBy !== undefined) {
        const by = seatDeal.attackedBy;
        if (
          !Array.isArray(by) ||
          by.length > 2 ||
          by.some((x) => !Number.isInteger(x) || x < 0 || x >= n || x === s)
        ) {
          badDeal(`deal.seats[${s}].attackedBy must list at most 2 other seats`);
        }
        p.attackedBy = by.slice();
      }
      if (seatDeal.abilities !== undefined) {
        const ids = seatDeal.abilities;
        if (!Array.isArray(ids) || ids.length > 3)
          badDeal(`deal.seats[${s}].abilities must list at most 3 ability ids (got ${JSON.stringify(ids)})`);
        const unknown = ids.find((id) => typeof id !== "string" || !Object.hasOwn(REGISTRY, id));
        if (unknown !== undefined)
          badDeal(
            `deal.seats[${s}].abilities: ${JSON.stringify(unknown)} is not an ability id (ids: ${Object.keys(REGISTRY).join(", ")})`,
          );
        for (const id of ids) {
          if (
            state.players.some((q, t) => t !== s && q.abilities.includes(id)) ||
            ids.indexOf(id) !== ids.lastIndexOf(id)
          )
            badDeal(`ability ${id} is dealt twice (each special is unique in a game, CP-05)`);
        }
        p.abilities = ids.slice();
      }
      if (p.hand.length > fullHandOf(state, s))
        badDeal(
          `deal.seats[${s}].hand holds more than that player's full hand (${fullHandOf(state, s)}, CP-13)`,
        );
    });
  }
  const discard = deal.discard === undefined ? [] : builder.take("discard", deal.discard);
  const deckTop = deal.deck === undefined ? [] : builder.take("deck", deal.deck);
  const rest = shuffleInPlace(state.rng, builder.rest());
  state.discard = discard.reverse();
  state.deck = rest.concat(deckTop.reverse());
  if (deal.round !== undefined) state.round = intField(deal.round, "round", 1, state.cfg.roundCap);
  if (deal.firstPlayer !== undefined) state.firstSeat = intField(deal.firstPlayer, "firstPlayer", 0, n - 1);
  if (deal.turn !== undefined) state.turnSeat = intField(deal.turn, "turn", 0, n - 1);
  if (deal.eliminated !== undefined) eliminateDealt(state, deal);
  if (state.cfg.teams > 0) checkTeamPresence(state);
}

/**
 * CP-100: in teams a seat's own Presence may pass 200 (a team wins on its living members' average),
 * but a team whose average is 200 or more had already won at its last gain, unless a member fell
 * since (the check runs only after a gain).
 */
function checkTeamPresence(state: ChanicState): void {
  for (let team = 0; team < state.cfg.teams; team++) {
    const members = state.players.filter((p) => p.team === team);
    if (members.some((p) => !p.alive)) continue;
    const average = Math.floor(members.reduce((sum, p) => sum + p.presence, 0) / members.length);
    if (average >= PRESENCE_TO_WIN)
      badDeal(
        `deal: team ${team}'s average Presence is ${average}; at ${PRESENCE_TO_WIN} it would already have won (CP-100)`,
      );
  }
}

/** `attached`: Stack cards under named board cards of this seat, within the Stack cap (CP-110). */
function attachDealt(p: PlayerState, s: number, raw: unknown, builder: DealBuilder): void {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    badDeal(`deal.seats[${s}].attached must map board cards to the Stack cards under them`);
  for (const [host, list] of Object.entries(raw as Record<string, unknown>)) {
    const face = faceOfNotation(host);
    const row = face === undefined ? -1 : rowOf(face);
    const slot = row < 0 ? -1 : p.rows[row].findIndex((card) => (card & 63) === face);
    if (slot < 0) badDeal(`deal.seats[${s}].attached names ${host}, which is not on that seat's board`);
    if (p.attach[row][slot].length > 0) badDeal(`deal.seats[${s}].attached names ${host} twice`);
    p.attach[row][slot] = builder.take(`seats[${s}].attached.${host}`, list as string[], STACK_CAP);
  }
  let total = p.stack.length;
  for (const row of p.attach) for (const under of row) total += under.length;
  if (total > STACK_CAP)
    badDeal(
      `deal.seats[${s}] holds ${total} Stack cards with the attached ones; the cap is ${STACK_CAP} (CP-110)`,
    );
}

/** `eliminated`: seats out before the deal starts; they hold nothing and the game is still on. */
function eliminateDealt(state: ChanicState, deal: ChanicDeal): void {
  const n = state.cfg.players;
  const out = deal.eliminated;
  if (!Array.isArray(out) || out.some((x) => !Number.isInteger(x) || x < 0 || x >= n))
    badDeal(`deal.eliminated must list seats from 0 to ${n - 1}`);
  if (new Set(out).size !== out.length) badDeal("deal.eliminated names a seat twice");
  if (state.cfg.specials > 0 && !dealNamesAbilities(deal))
    badDeal("with eliminated seats, name every survivor's abilities (seats[].abilities): there is no draft");
  for (const s of out) {
    const p = state.players[s];
    const holds = p.hand.length + p.rows[0].length + p.rows[1].length + p.rows[2].length + p.stack.length;
    if (holds > 0 || p.abilities.length > 0)
      badDeal(`deal: eliminated seat ${s} holds cards or abilities (CP-61 discards them)`);
    p.alive = false;
  }
  const units = new Set<number>();
  state.players.forEach((p) => {
    if (p.alive) units.add(p.team);
  });
  if (units.size < 2) badDeal("deal.eliminated leaves one side standing: the game would be over (CP-62)");
  for (const p of state.players) {
    if (p.attackedBy.some((x) => out.includes(x)))
      badDeal("deal: an eliminated seat is in an attacked-by set (CP-52 removes it)");
  }
  const turn = state.turnSeat < 0 ? state.firstSeat : state.turnSeat;
  if (out.includes(turn)) badDeal(`deal: seat ${turn} would start, but it is eliminated; set deal.turn`);
  state.eliminated = out.slice();
}

// Acceptance scenarios for Trou du cul, written from the brief (shared/briefs/trou-du-cul.md) as an
// outside referee: every scenario sets up a custom deal and drives the real built CLI only through
// the engine protocol (docs/engine-protocol.md). Test names cite the brief's rule IDs and §8 edge
// cases. Expected legal action sets are computed here from the brief (`refereeLegal`), not copied
// from the engine.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineDriver, type EngineReply } from "./engine-driver.js";
import { ProtocolTable } from "./protocol-table.js";

// ---------------------------------------------------------------------------------------------
// Cards (TDC-1): ranks 3 < 4 < … < A < 2; suits only break ties for "highest" (♠ ♥ ♦ ♣).

const RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"] as const;
const SUITS = ["C", "D", "H", "S"] as const;
const DECK: string[] = RANKS.flatMap((rank) => SUITS.map((suit) => `${rank}${suit}`));
const HAND_SIZE: Record<number, number> = { 2: 26, 3: 17, 4: 13, 5: 10 };
const TABLE_SIZE: Record<number, number> = { 2: 0, 3: 1, 4: 0, 5: 2 };

const rankOf = (card: string): number => RANKS.indexOf(card.slice(0, -1) as (typeof RANKS)[number]);
const cardOrder = (card: string): number => DECK.indexOf(card);
const sortCards = (cards: readonly string[]): string[] =>
  [...cards].sort((a, b) => cardOrder(a) - cardOrder(b));
/** The four cards of a rank: quad("7") = 7C 7D 7H 7S. */
const quad = (rank: string): string[] => SUITS.map((suit) => `${rank}${suit}`);

const TITLES: Record<number, string[]> = {
  2: ["Président", "Trou du cul"],
  3: ["Président", "Neutre", "Trou du cul"],
  4: ["Président", "Vice-président", "Vice-trou du cul", "Trou du cul"],
  5: ["Président", "Vice-président", "Neutre", "Vice-trou du cul", "Trou du cul"],
};

// ---------------------------------------------------------------------------------------------
// Custom deals: name the cards that matter; the rest of each hand is filled from the unnamed cards
// in deck order (so every hand is full and the deal is exact). 3p/5p scenarios name the table.

interface DealSpec {
  hands?: Record<number, string[]>;
  table?: string[];
  /** Default: the seat before the opener. `null`: leave it to the game (series carry-over). */
  dealer?: number | null;
  /** Default: seat 0. `null`: leave it to the game (series carry-over). */
  opener?: number | null;
}

interface Deal {
  seats: { hand: string[] }[];
  table?: string[];
  dealer?: number;
  opener?: number;
}

/** Games 2+: the dealer and the opener come from the carry-over (TDC-4, TDC-5, TDC-31). */
const BY_CARRY = { dealer: null, opener: null } as const;

function makeDeal(players: number, spec: DealSpec): Deal {
  const named = new Set<string>();
  const name = (card: string) => {
    if (!DECK.includes(card)) throw new Error(`test bug: unknown card ${card}`);
    if (named.has(card)) throw new Error(`test bug: ${card} named twice`);
    named.add(card);
  };
  for (const hand of Object.values(spec.hands ?? {})) hand.forEach(name);
  if (TABLE_SIZE[players] > 0 && spec.table === undefined) throw new Error("test bug: name the table");
  (spec.table ?? []).forEach(name);
  const rest = DECK.filter((card) => !named.has(card));
  const seats = Array.from({ length: players }, (_, seat) => {
    const hand = [...(spec.hands?.[seat] ?? [])];
    while (hand.length < HAND_SIZE[players]) {
      const card = rest.shift();
      if (card === undefined) throw new Error(`test bug: no card left for seat ${seat}`);
      hand.push(card);
    }
    if (hand.length !== HAND_SIZE[players]) throw new Error(`test bug: seat ${seat} holds ${hand.length}`);
    return { hand };
  });
  if (rest.length !== 0) throw new Error(`test bug: ${rest.length} cards left over`);
  const deal: Deal = { seats };
  const opener = spec.opener === undefined ? 0 : spec.opener;
  const dealer =
    spec.dealer === undefined && opener !== null ? (opener + players - 1) % players : spec.dealer;
  if (dealer !== null && dealer !== undefined) deal.dealer = dealer;
  if (opener !== null) deal.opener = opener;
  if (TABLE_SIZE[players] > 0) deal.table = spec.table;
  return deal;
}

// ---------------------------------------------------------------------------------------------
// Actions and the referee's legal sets (§4 turn-state table, TDC-9/10/13/14/20).

type Action =
  | { type: "play"; cards: string[] }
  | { type: "fold" }
  | { type: "skip" }
  | { type: "tableSwap"; take: string; give: string }
  | { type: "returnCards"; cards: string[] };

const play = (...cards: string[]): Action => ({ type: "play", cards });
const FOLD: Action = { type: "fold" };
const SKIP: Action = { type: "skip" };
const swap = (take: string, give: string): Action => ({ type: "tableSwap", take, give });
const giveBack = (...cards: string[]): Action => ({ type: "returnCards", cards });

function actionKey(action: Record<string, unknown>): string {
  switch (action.type) {
    case "play":
      return `play ${sortCards(action.cards as string[]).join(" ")}`;
    case "returnCards":
      return `return ${sortCards(action.cards as string[]).join(" ")}`;
    case "tableSwap":
      return `swap ${action.take} ${action.give}`;
    default:
      return String(action.type);
  }
}

type Turn =
  | { state: "opening" }
  | { state: "standard"; size: number; min: string }
  | { state: "matchOrSkip"; size: number; rank: string }
  | { state: "locked" };

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const tail of combinations(items.slice(i + 1), k - 1)) out.push([item, ...tail]);
  });
  return out;
}

/** The legal actions the brief allows for this hand, table and turn state. */
function refereeLegal(
  hand: readonly string[],
  table: readonly string[],
  turn: Turn,
  swapUsed: boolean,
): string[] {
  const keys: string[] = [];
  const groups = new Map<number, string[]>();
  for (const card of hand) groups.set(rankOf(card), [...(groups.get(rankOf(card)) ?? []), card]);
  const plays = (sizes: number[], rankOk: (rank: number) => boolean) => {
    for (const [rank, cards] of groups) {
      if (!rankOk(rank)) continue;
      for (const size of sizes)
        for (const combo of combinations(cards, size)) keys.push(actionKey(play(...combo)));
    }
  };
  switch (turn.state) {
    case "opening":
      plays([1, 2, 3, 4], () => true);
      break;
    case "standard":
      keys.push("fold");
      plays([turn.size], (rank) => rank >= RANKS.indexOf(turn.min as (typeof RANKS)[number]));
      break;
    case "matchOrSkip":
      keys.push("skip");
      plays([turn.size], (rank) => rank === RANKS.indexOf(turn.rank as (typeof RANKS)[number]));
      break;
    case "locked":
      keys.push("fold");
      break;
  }
  if (!swapUsed) {
    for (const take of table) {
      for (const give of hand) if (rankOf(give) > rankOf(take)) keys.push(actionKey(swap(take, give)));
    }
  }
  return keys.sort();
}

// ---------------------------------------------------------------------------------------------
// The table: one engine, one game at a time, driven only through protocol commands.

interface RoundView {
  number: number;
  kind: number;
  turnState: string | null;
  match: boolean;
  locked: boolean;
  plays: { seat: number; cards: string[] }[];
  inRound: boolean[];
}

interface View {
  players: number;
  seat: number | null;
  gameNumber: number;
  phase: string;
  toAct: number | null;
  dealer: number;
  hand: string[] | null;
  handSizes: number[];
  table: string[];
  round: RoundView;
  swapUsed: boolean;
  places: number[];
  titles: (string | null)[];
  discard: string[];
  log: Record<string, unknown>[];
  exchange: { from: number; to: number; step: string; cards: string[] }[];
  [field: string]: unknown;
}

interface Outcome {
  places: number[];
  scores: number[];
  endedByCap: boolean;
  details: {
    game: number;
    titles: string[];
    rounds: number;
    series: { points: number[]; presidents: number[]; trous: number[]; standings: number[] };
  };
}

class Table extends ProtocolTable<View, Action, Outcome> {
  constructor(engine: EngineDriver) {
    super(engine, "trou-du-cul");
  }

  start(players: number, deal: Deal | null, options: Record<string, unknown> = {}): Promise<EngineReply> {
    return this.newGame(players, deal ? { ...options, deal } : options);
  }

  async legalKeys(seat: number): Promise<string[]> {
    return (await this.legal(seat)).map(actionKey).sort();
  }

  /** The seat to act is in this turn state and its legal actions are exactly the brief's. */
  async expectTurn(seat: number, turn: Turn): Promise<View> {
    expect(await this.active()).toEqual([seat]);
    const view = await this.view(seat);
    expect(view.phase).toBe("play");
    expect(view.toAct).toBe(seat);
    expect(view.round.turnState).toBe(turn.state);
    const keys = await this.legalKeys(seat);
    expect(new Set(keys).size, "legal actions are listed once each").toBe(keys.length);
    expect(keys).toEqual(refereeLegal(view.hand ?? [], view.table, turn, view.swapUsed));
    for (let other = 0; other < this.players; other++) {
      if (other !== seat) expect(await this.legal(other), `seat ${other} may not act`).toEqual([]);
    }
    return view;
  }

  /** §7 invariant: hands + table + round pile + discard = 52 cards (spectator view). */
  async expectCensus(): Promise<void> {
    const view = await this.view(null);
    const pile = view.round.plays.reduce((sum, p) => sum + p.cards.length, 0);
    const hands = view.handSizes.reduce((a, b) => a + b, 0);
    expect(hands + view.table.length + pile + view.discard.length).toBe(52);
  }
}

/** Whether a card appears anywhere in a JSON value (as a whole string). */
function mentions(value: unknown, card: string): boolean {
  return JSON.stringify(value).includes(`"${card}"`);
}

function eventsOf(reply: EngineReply): Record<string, unknown>[] {
  return reply.events as Record<string, unknown>[];
}

let engine: EngineDriver;
let table: Table;

beforeAll(() => {
  engine = EngineDriver.start();
  table = new Table(engine);
});

afterAll(async () => {
  await engine.close();
});

// =============================================================================================
describe("TDC-3: deal, sizes and visibility", () => {
  it("TDC-3: hand and table sizes for 2–5 players; 6 players refused", async () => {
    for (const players of [2, 3, 4, 5]) {
      await table.start(players, null);
      const view = await table.view(null);
      expect(view.handSizes).toEqual(new Array(players).fill(HAND_SIZE[players]));
      expect(view.table).toHaveLength(TABLE_SIZE[players]);
      expect(view.hand).toBeNull();
      await table.expectCensus();
      // One 52-card deck: every card exactly once across hands and table.
      const cards: string[] = [...view.table];
      for (let seat = 0; seat < players; seat++) cards.push(...((await table.view(seat)).hand ?? []));
      expect(sortCards(cards)).toEqual(DECK);
    }
    const six = await engine.request({ cmd: "new", game: "trou-du-cul", players: 6 });
    expect(six.ok).toBe(false);
    expect(six.error?.code).toBe("BAD_OPTION");
  });

  it("TDC-3 (edge 31): 3p and 5p table cards are face up in every view from the deal", async () => {
    for (const [players, cards] of [
      [3, ["9H"]],
      [5, ["4D", "JS"]],
    ] as const) {
      await table.start(players, makeDeal(players, { table: [...cards] }));
      for (const seat of [...Array.from({ length: players }, (_, s) => s), null]) {
        const view = await table.view(seat);
        expect(sortCards(view.table)).toEqual(sortCards(cards));
      }
    }
  });

  it("§2: a hand is visible to its owner only; hand sizes and the table to everyone", async () => {
    for (const players of [3, 4]) {
      const deal = makeDeal(players, players === 3 ? { table: ["QD"] } : {});
      await table.start(players, deal);
      for (const viewer of [...Array.from({ length: players }, (_, s) => s), null]) {
        const view = await table.view(viewer);
        expect(view.handSizes).toEqual(new Array(players).fill(HAND_SIZE[players]));
        for (let owner = 0; owner < players; owner++) {
          if (owner === viewer) continue;
          const seen = deal.seats[owner].hand.filter((card) => mentions(view, card));
          expect(seen, `seat ${viewer} sees seat ${owner}'s cards`).toEqual([]);
        }
        const described = (await engine.call({ cmd: "describe", seat: viewer })).text as string;
        expect(described).toContain(players === 3 ? "Q♦" : "");
      }
    }
  });

  it("TDC-3: a custom deal is dealt exactly; a bad custom deal is refused (BAD_DEAL) and the engine keeps serving", async () => {
    const deal = makeDeal(4, { hands: { 2: quad("7") }, opener: 2, dealer: 1 });
    await table.start(4, deal);
    for (let seat = 0; seat < 4; seat++) {
      expect(sortCards((await table.view(seat)).hand ?? [])).toEqual(sortCards(deal.seats[seat].hand));
    }
    expect((await table.view(null)).dealer).toBe(1);
    expect(await table.active()).toEqual([2]);
    const dup = makeDeal(4, {});
    dup.seats[1].hand[0] = dup.seats[0].hand[0];
    const short = makeDeal(4, {});
    short.seats[0].hand.pop();
    const unknown = makeDeal(4, {});
    unknown.seats[0].hand[0] = "1X";
    for (const bad of [dup, short, unknown]) {
      const reply = await engine.request({
        cmd: "new",
        game: "trou-du-cul",
        players: 4,
        options: { deal: bad },
      });
      expect(reply.ok).toBe(false);
      expect(reply.error?.code).toBe("BAD_DEAL");
    }
    const tableIn4p = await engine.request({
      cmd: "new",
      game: "trou-du-cul",
      players: 4,
      options: { deal: { ...makeDeal(4, {}), table: ["3C"] } },
    });
    expect(tableIn4p.ok).toBe(false);
    expect(tableIn4p.error?.code).toBe("BAD_DEAL");
    expect((await engine.request({ cmd: "active" })).ok).toBe(true);
  });

  it("§6: options and presets resolve as the brief's table says; out-of-range values → BAD_OPTION", async () => {
    const presets: [string, Record<string, unknown>][] = [
      ["classic", { cardExchange: "choice", seriesLength: 0 }],
      ["traditional", { cardExchange: "lowest", seriesLength: 0 }],
      ["flat", { cardExchange: "none", seriesLength: 0 }],
      ["match10", { cardExchange: "choice", seriesLength: 10 }],
    ];
    for (const [preset, options] of presets) {
      const reply = await engine.call({ cmd: "new", game: "trou-du-cul", players: 4, preset });
      expect(reply.options).toEqual(expect.objectContaining(options));
    }
    const defaults = await engine.call({ cmd: "new", game: "trou-du-cul", players: 4 });
    expect(defaults.options).toEqual(expect.objectContaining({ cardExchange: "choice", seriesLength: 0 }));
    for (const options of [{ seriesLength: 101 }, { seriesLength: -1 }, { cardExchange: "sometimes" }]) {
      const reply = await engine.request({ cmd: "new", game: "trou-du-cul", players: 4, options });
      expect(reply.error?.code, JSON.stringify(options)).toBe("BAD_OPTION");
    }
    for (const players of [1, 6]) {
      const reply = await engine.request({ cmd: "new", game: "trou-du-cul", players });
      expect(reply.error?.code).toBe("BAD_OPTION");
    }
  });

  it("TDC-4, TDC-5: in game 1 the dealer and the opener come from the seeded RNG (same seed, same draw)", async () => {
    const draws = new Set<string>();
    for (const seed of ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"]) {
      const first = await engine.call({ cmd: "new", game: "trou-du-cul", players: 5, seed });
      const dealer = (await table.view(null)).dealer;
      const again = await engine.call({ cmd: "new", game: "trou-du-cul", players: 5, seed });
      expect(again.active).toEqual(first.active);
      expect((await table.view(null)).dealer).toBe(dealer);
      draws.add(`${dealer}/${(first.active as number[])[0]}`);
    }
    expect(draws.size).toBeGreaterThan(1);
  });
});

// =============================================================================================
describe("§4 turn states: opening, kinds, standard turns, match flag", () => {
  it("TDC-6, TDC-8, TDC-9 (edge 7): the opener must open: fold or skip → MUST_OPEN; every 1–4 card kind is offered", async () => {
    await table.start(4, makeDeal(4, { hands: { 0: [...quad("7"), "8C", "8D", "9C"] } }));
    const view = await table.expectTurn(0, { state: "opening" });
    expect(view.round.inRound).toEqual([true, true, true, true]);
    expect(view.round.plays).toEqual([]);
    await table.expectRejected(0, FOLD, "MUST_OPEN", "TDC-9");
    await table.expectRejected(0, SKIP, "MUST_OPEN", "TDC-9");
  });

  it("TDC-7: an opening that mixes ranks → MIXED_RANKS; a card not in hand → CARD_NOT_IN_HAND", async () => {
    await table.start(4, makeDeal(4, { hands: { 0: ["7C", "8C"], 1: ["AS"] } }));
    await table.expectRejected(0, play("7C", "8C"), "MIXED_RANKS", "TDC-7");
    await table.expectRejected(0, play("AS"), "CARD_NOT_IN_HAND", "TDC-7");
  });

  it("TDC-2, §4: an action by anyone but the player to act → NOT_YOUR_TURN", async () => {
    await table.start(4, makeDeal(4, { hands: { 0: ["7C"], 1: ["8C"], 2: ["9C"] } }));
    await table.expectRejected(1, play("8C"), "NOT_YOUR_TURN");
    await table.expectRejected(2, FOLD, "NOT_YOUR_TURN");
  });

  it("TDC-7, TDC-9 (edge 8): pair round: a single or a triple → WRONG_KIND; a 7 and an 8 → MIXED_RANKS", async () => {
    const hands = { 0: ["5C", "5D"], 1: ["9C", "9D", "9H", "7H", "8H", "4S", "4H"] };
    await table.start(4, makeDeal(4, { hands }));
    await table.act(0, play("5C", "5D"));
    const view = await table.expectTurn(1, { state: "standard", size: 2, min: "5" });
    expect(view.round.kind).toBe(2);
    await table.expectRejected(1, play("9C"), "WRONG_KIND", "TDC-9");
    await table.expectRejected(1, play("9C", "9D", "9H"), "WRONG_KIND", "TDC-9");
    await table.expectRejected(1, play("7H", "8H"), "MIXED_RANKS", "TDC-7");
    await table.expectRejected(1, play("4S", "4H"), "TOO_LOW", "TDC-10");
    await table.expectRejected(1, play("5H", "5S"), "CARD_NOT_IN_HAND", "TDC-7");
    await table.act(1, play("9C", "9H"));
    await table.expectTurn(2, { state: "standard", size: 2, min: "9" });
  });

  it("TDC-10, TDC-13 (edge 9): standard turn: skip → SKIP_NOT_ALLOWED, lower → TOO_LOW; an equal play is legal and sets the match flag", async () => {
    const hands = { 0: ["7C"], 1: ["7D", "5C", "9S"], 2: ["7H", "9C", "9D"], 3: ["7S"] };
    await table.start(4, makeDeal(4, { hands }));
    await table.act(0, play("7C"));
    const view = await table.expectTurn(1, { state: "standard", size: 1, min: "7" });
    expect(view.round.match).toBe(false);
    await table.expectRejected(1, SKIP, "SKIP_NOT_ALLOWED", "TDC-10");
    await table.expectRejected(1, play("5C"), "TOO_LOW", "TDC-10");
    await table.act(1, play("7D"));
    const bound = await table.view(null);
    expect(bound.round.match).toBe(true);
    expect(bound.round.turnState).toBe("matchOrSkip");
    expect(bound.round.locked).toBe(false);
  });

  it("TDC-13 (edge 10): under the match flag: fold → FOLD_NOT_ALLOWED, higher → MUST_MATCH; skip or match only; the flag binds one player", async () => {
    const hands = { 0: ["7C"], 1: ["7D"], 2: ["7H", "9C", "9D", "8S"], 3: ["10S"] };
    await table.start(4, makeDeal(4, { hands }));
    await table.script([
      [0, play("7C")],
      [1, play("7D")],
    ]);
    await table.expectTurn(2, { state: "matchOrSkip", size: 1, rank: "7" });
    await table.expectRejected(2, FOLD, "FOLD_NOT_ALLOWED", "TDC-13");
    await table.expectRejected(2, play("9C"), "MUST_MATCH", "TDC-13");
    await table.expectRejected(2, play("9C", "9D"), null);
    await table.act(2, SKIP);
    // Whatever the bound player does clears the flag: the next player has a standard turn.
    const view = await table.expectTurn(3, { state: "standard", size: 1, min: "7" });
    expect(view.round.match).toBe(false);
    expect(view.round.inRound).toEqual([true, true, true, true]);
  });

  it("TDC-13: folds between two equal plays do not matter: A:7, B folds, C:7 → D is bound", async () => {
    const hands = { 0: ["7C"], 1: ["7D"], 2: ["7H"], 3: ["7S", "9S"] };
    await table.start(4, makeDeal(4, { hands }));
    await table.script([
      [0, play("7C")],
      [1, FOLD],
      [2, play("7H")],
    ]);
    await table.expectTurn(3, { state: "matchOrSkip", size: 1, rank: "7" });
  });

  it("TDC-13: a bound player who matches binds the next player in turn", async () => {
    const hands = { 0: ["7C"], 1: ["7D"], 2: ["7H"], 3: ["7S", "9S"] };
    await table.start(4, makeDeal(4, { hands }));
    await table.script([
      [0, play("7C")],
      [1, play("7D")],
      [2, play("7H")],
    ]);
    await table.expectTurn(3, { state: "matchOrSkip", size: 1, rank: "7" });
  });

  it("TDC-12, TDC-13 (edge 11): singles A:7, B:7, C skips → D has standard options against 7", async () => {
    const hands = { 0: ["7C"], 1: ["7D"], 2: ["9C", "9D"], 3: ["7H", "7S", "5S", "KS"] };
    await table.start(4, makeDeal(4, { hands }));
    await table.script([
      [0, play("7C")],
      [1, play("7D")],
      [2, SKIP],
    ]);
    const view = await table.expectTurn(3, { state: "standard", size: 1, min: "7" });
    expect(view.round.match).toBe(false);
    expect(view.round.inRound).toEqual([true, true, true, true]);
    await table.expectRejected(3, SKIP, "SKIP_NOT_ALLOWED", "TDC-10");
  });

  it("TDC-13, TDC-14 (edge 12): 5p singles A:7, B:7, C skips, D:7 → E is bound; E:7 completes the run of 7s and locks", async () => {
    const hands = { 0: ["7C"], 1: ["7D"], 2: ["9C"], 3: ["7H"], 4: ["7S", "9S", "QS"] };
    await table.start(5, makeDeal(5, { hands, table: ["3S", "4S"] }));
    await table.script([
      [0, play("7C")],
      [1, play("7D")],
      [2, SKIP],
    ]);
    await table.expectTurn(3, { state: "standard", size: 1, min: "7" });
    await table.act(3, play("7H"));
    await table.expectTurn(4, { state: "matchOrSkip", size: 1, rank: "7" });
    await table.expectRejected(4, play("9S"), "MUST_MATCH", "TDC-13");
    await table.act(4, play("7S"));
    const view = await table.expectTurn(0, { state: "locked" });
    expect(view.round.locked).toBe(true);
  });

  it("TDC-16 (edge 18): after skips the turn returns to the author of the last play, who folds or plays ≥ their own play", async () => {
    const hands = { 0: ["5C", "9C"], 1: ["7C", "7S"], 2: ["7D", "7H", "8H", "4H"] };
    await table.start(3, makeDeal(3, { hands, table: ["3S"] }));
    await table.script([
      [0, play("5C")],
      [1, play("7C")],
      [2, play("7D")],
    ]);
    await table.expectTurn(0, { state: "matchOrSkip", size: 1, rank: "7" });
    await table.act(0, SKIP);
    await table.expectTurn(1, { state: "standard", size: 1, min: "7" });
    await table.act(1, FOLD);
    // Seat 0 skipped and stays in round; seat 1 folded; seat 2 made the last play.
    const view = await table.expectTurn(2, { state: "standard", size: 1, min: "7" });
    expect(view.round.inRound).toEqual([true, false, true]);
    expect(view.round.plays.at(-1)).toEqual({ seat: 2, cards: ["7D"] });
    await table.expectRejected(2, SKIP, "SKIP_NOT_ALLOWED", "TDC-10");
    await table.expectRejected(2, play("4H"), "TOO_LOW", "TDC-10");
    // Matching one's own play is an equal play too: the next player (seat 0) is bound.
    await table.act(2, play("7H"));
    await table.expectTurn(0, { state: "matchOrSkip", size: 1, rank: "7" });
  });

  it("TDC-6, TDC-11, TDC-16: a fold lasts until the round ends; the turn passes clockwise over folded players", async () => {
    const hands = { 0: ["5C", "6C"], 1: ["8C"], 2: ["9C"], 3: ["10C", "JC"] };
    await table.start(4, makeDeal(4, { hands, opener: 0 }));
    await table.script([
      [0, play("5C")],
      [1, FOLD],
      [2, play("9C")],
      [3, play("10C")],
    ]);
    // Seat 1 folded: the turn goes 3 → 0 → 2.
    await table.expectTurn(0, { state: "standard", size: 1, min: "10" });
    await table.act(0, FOLD);
    const view = await table.expectTurn(2, { state: "standard", size: 1, min: "10" });
    expect(view.round.inRound).toEqual([false, false, true, true]);
    await table.expectRejected(1, FOLD, "NOT_YOUR_TURN");
  });
});

// =============================================================================================
describe("TDC-14: four of a kind locks the round", () => {
  it("TDC-14, TDC-18 (edge 13): 5p singles 7, 7, 7, 7 from four players → locked; everyone else folds; the fourth player wins the round", async () => {
    const hands = { 0: ["7C"], 1: ["7D"], 2: ["7H"], 3: ["7S"] };
    await table.start(5, makeDeal(5, { hands, table: ["3C", "3D"] }));
    await table.script([
      [0, play("7C")],
      [1, play("7D")],
      [2, play("7H")],
      [3, play("7S")],
    ]);
    // TDC-14 takes precedence over TDC-13: the fourth 7 is an equal play, but the round is locked.
    for (const seat of [4, 0, 1, 2]) {
      const view = await table.expectTurn(seat, { state: "locked" });
      expect(view.round.locked).toBe(true);
      await table.expectRejected(seat, play(view.hand![view.hand!.length - 1]), "LOCKED", "TDC-14");
      await table.expectRejected(seat, SKIP, "LOCKED", "TDC-14");
      await table.act(seat, FOLD);
    }
    const view = await table.expectTurn(3, { state: "opening" });
    expect(view.round.number).toBe(2);
    expect(view.round.inRound).toEqual([true, true, true, true, true]);
    expect(sortCards(view.discard)).toEqual(quad("7"));
    await table.expectCensus();
  });

  it("TDC-14: only the last four cards of the round pile count: singles 6, 7, 7, 7, 7 lock (4p: folds automatic)", async () => {
    const hands = { 0: ["6C", "7S"], 1: ["7C"], 2: ["7D"], 3: ["7H"] };
    await table.start(4, makeDeal(4, { hands }));
    await table.script([
      [0, play("6C")],
      [1, play("7C")],
      [2, play("7D")],
      [3, play("7H")],
    ]);
    await table.expectTurn(0, { state: "matchOrSkip", size: 1, rank: "7" });
    const reply = await table.act(0, play("7S"));
    expect(
      eventsOf(reply)
        .filter((e) => e.type === "fold")
        .map((e) => e.seat),
    ).toEqual([1, 2, 3]);
    const view = await table.expectTurn(0, { state: "opening" });
    expect(view.round.number).toBe(2);
  });

  it("TDC-14 (edge 14): a pair of 7s on a pair of 7s locks at once", async () => {
    const hands = { 0: ["7C", "7D"], 1: ["7H", "7S"], 2: ["AS", "AH", "3D"] };
    await table.start(3, makeDeal(3, { hands, table: ["QC"] }));
    await table.script([
      [0, play("7C", "7D")],
      [1, play("7H", "7S")],
    ]);
    await table.expectTurn(2, { state: "locked" });
    await table.expectRejected(2, play("AS", "AH"), "LOCKED", "TDC-14");
    await table.expectRejected(2, SKIP, "LOCKED", "TDC-14");
  });

  it("TDC-14, TDC-19 (edge 15): an opening four of a kind locks; everyone folds; the opener wins and opens again", async () => {
    await table.start(3, makeDeal(3, { hands: { 0: quad("4") }, table: ["JC"] }));
    await table.act(0, play(...quad("4")));
    await table.expectTurn(1, { state: "locked" });
    await table.act(1, FOLD);
    await table.expectTurn(2, { state: "locked" });
    const reply = await table.act(2, FOLD);
    expect(eventsOf(reply)).toContainEqual(expect.objectContaining({ type: "roundWon", seat: 0 }));
    const view = await table.expectTurn(0, { state: "opening" });
    expect(view.round.number).toBe(2);
  });

  it("TDC-14 (edge 16): a 7 ends one round and 7, 7, 7 follow in the next → not locked", async () => {
    const hands = { 0: ["7C", "7D"], 1: ["7H"], 2: ["7S"], 3: ["9C"] };
    await table.start(4, makeDeal(4, { hands }));
    await table.script([
      [0, play("7C")],
      [1, FOLD],
      [2, FOLD],
      [3, FOLD],
    ]);
    await table.expectTurn(0, { state: "opening" });
    await table.script([
      [0, play("7D")],
      [1, play("7H")],
      [2, play("7S")],
    ]);
    const view = await table.expectTurn(3, { state: "matchOrSkip", size: 1, rank: "7" });
    expect(view.round.locked).toBe(false);
  });

  it("TDC-14: three of a kind never locks: after an opening triple the next turn is standard", async () => {
    const hands = { 0: ["8C", "8D", "8H"], 1: ["9C", "9D", "9H", "8S"] };
    await table.start(4, makeDeal(4, { hands }));
    await table.act(0, play("8C", "8D", "8H"));
    const view = await table.expectTurn(1, { state: "standard", size: 3, min: "8" });
    expect(view.round.locked).toBe(false);
  });

  it("TDC-21: table cards never count toward four of a kind and are never played", async () => {
    const hands = { 0: ["7D", "8D"], 1: ["7H"], 2: ["7S"] };
    await table.start(3, makeDeal(3, { hands, table: ["7C"] }));
    await table.expectRejected(0, play("7C"), "CARD_NOT_IN_HAND", ["TDC-7", "TDC-21"]);
    await table.script([
      [0, play("7D")],
      [1, play("7H")],
      [2, play("7S")],
    ]);
    const view = await table.expectTurn(0, { state: "matchOrSkip", size: 1, rank: "7" });
    expect(view.round.locked).toBe(false);
  });

  it("TDC-14, TDC-17, TDC-18 (edge 17): the lock-completer goes out with that play; the others fold until one is left, who wins and opens", async () => {
    const hands = {
      0: ["3C", ...quad("4"), ...quad("5"), ...quad("6"), "8C", "8D", "7C", "7D"],
      2: ["8H", "8S", "7H", "7S"],
    };
    await table.start(3, makeDeal(3, { hands, table: ["KC"] }));
    // Round 1: an opening single that everyone folds to (edge 22's situation).
    await table.script([
      [0, play("3C")],
      [1, FOLD],
      [2, FOLD],
    ]);
    // Rounds 2–4: opening fours of a kind, folded to by hand (3p with a non-2 table card: asked).
    for (const rank of ["4", "5", "6"]) {
      await table.expectTurn(0, { state: "opening" });
      await table.act(0, play(...quad(rank)));
      await table.expectTurn(1, { state: "locked" });
      await table.act(1, FOLD);
      await table.expectTurn(2, { state: "locked" });
      await table.act(2, FOLD);
    }
    // Round 5: seat 2 locks with a pair on a pair and wins the round.
    await table.script([
      [0, play("8C", "8D")],
      [1, FOLD],
      [2, play("8H", "8S")],
    ]);
    await table.expectTurn(0, { state: "locked" });
    await table.act(0, FOLD);
    await table.expectTurn(2, { state: "opening" });
    // Round 6: seat 0 completes the lock with its last two cards and goes out.
    await table.act(2, play("7H", "7S"));
    const out = await table.act(0, play("7C", "7D"));
    expect(eventsOf(out)).toContainEqual(expect.objectContaining({ type: "out", seat: 0, place: 1 }));
    const locked = await table.expectTurn(1, { state: "locked" });
    expect(locked.handSizes[0]).toBe(0);
    expect(locked.places).toEqual([1, 0, 0]);
    expect(locked.round.inRound).toEqual([false, true, true]);
    await table.act(1, FOLD);
    // Seat 2 is the last in round: it wins the round without acting and opens the next.
    const view = await table.expectTurn(2, { state: "opening" });
    expect(view.round.number).toBe(7);
    expect(view.round.inRound).toEqual([false, true, true]);
    await table.expectCensus();
  });
});

// =============================================================================================
describe("TDC-17, TDC-18, TDC-22: going out, round end, game end", () => {
  it("TDC-15, TDC-18, TDC-19 (edge 22): everyone folds after an opening single → the opener wins and opens again", async () => {
    await table.start(3, makeDeal(3, { hands: { 0: ["3C"] }, table: ["KC"] }));
    await table.act(0, play("3C"));
    await table.act(1, FOLD);
    const reply = await table.act(2, FOLD);
    expect(eventsOf(reply)).toContainEqual(expect.objectContaining({ type: "roundWon", seat: 0 }));
    const view = await table.expectTurn(0, { state: "opening" });
    expect(view.round.number).toBe(2);
    expect(view.round.plays).toEqual([]);
    expect(view.discard).toEqual(["3C"]);
    expect(view.round.inRound).toEqual([true, true, true]);
    // The log shows the play, the folds and the round winner to everyone.
    const log = (await table.view(null)).log;
    expect(log).toContainEqual(expect.objectContaining({ type: "roundWon", seat: 0 }));
  });

  // Seat 0 sheds its hand with fours of a kind (auto-folded: the only table card is a 2), a triple,
  // then gives the lead to seat 1 with a low single.
  const shedding = {
    hands: {
      0: ["3C", ...quad("4"), ...quad("5"), ...quad("6"), "8C", "8D", "8H", "9C"],
      1: ["3H", "10D", "9D", "9S"],
      2: ["7C", "9H"],
    },
    table: ["2C"],
  };

  async function shedToOneCard(): Promise<void> {
    await table.start(3, makeDeal(3, shedding));
    for (const rank of ["4", "5", "6"]) {
      const reply = await table.act(0, play(...quad(rank)));
      // TDC-24: every table card is a 2, so nobody can swap: the locked turns are folded by the engine.
      const autoFolds = eventsOf(reply).filter((e) => e.type === "fold");
      expect(autoFolds.map((e) => e.seat)).toEqual([1, 2]);
      await table.expectTurn(0, { state: "opening" });
    }
    await table.act(0, play("8C", "8D", "8H"));
    await table.expectTurn(1, { state: "standard", size: 3, min: "8" });
    await table.script([
      [1, FOLD],
      [2, FOLD],
      [0, play("3C")],
      [1, play("10D")],
      [2, FOLD],
      [0, FOLD],
    ]);
    const view = await table.expectTurn(1, { state: "opening" });
    expect(view.handSizes[0]).toBe(1);
  }

  it("TDC-18 (edge 19): a player goes out leaving exactly one other player in round → that player wins the round without acting", async () => {
    await shedToOneCard();
    await table.script([
      [1, play("3H")],
      [2, FOLD],
    ]);
    const reply = await table.act(0, play("9C"));
    const events = eventsOf(reply);
    expect(events).toContainEqual(expect.objectContaining({ type: "out", seat: 0, place: 1 }));
    expect(events).toContainEqual(expect.objectContaining({ type: "roundWon", seat: 1 }));
    expect(reply.active).toEqual([1]);
    const view = await table.expectTurn(1, { state: "opening" });
    expect(view.places).toEqual([1, 0, 0]);
    expect(view.round.inRound).toEqual([false, true, true]);
    expect(await table.outcome()).toBeNull();
    // §2: going out and round winners are in everyone's log.
    const log = (await table.view(null)).log;
    expect(log).toContainEqual(expect.objectContaining({ type: "out", seat: 0, place: 1 }));
    expect(log).toContainEqual(expect.objectContaining({ type: "roundWon", seat: 1 }));
    await table.expectCensus();
  });

  it("TDC-17, TDC-18 (edge 20, first half): three in game, all in round, one goes out → the round continues between the other two", async () => {
    await shedToOneCard();
    await table.script([
      [1, play("3H")],
      [2, play("7C")],
    ]);
    const reply = await table.act(0, play("9C"));
    expect(eventsOf(reply)).toContainEqual(expect.objectContaining({ type: "out", seat: 0, place: 1 }));
    expect(eventsOf(reply).some((e) => e.type === "roundWon")).toBe(false);
    // The last play belongs to a player who has gone out; seat 1 must still beat or fold to it.
    const view = await table.expectTurn(1, { state: "standard", size: 1, min: "9" });
    expect(view.round.inRound).toEqual([false, true, true]);
    expect(view.round.plays.at(-1)).toEqual({ seat: 0, cards: ["9C"] });
    // TDC-18: seat 1 folds; seat 2 is the last in round and wins without having beaten the 9.
    const won = await table.act(1, FOLD);
    expect(eventsOf(won)).toContainEqual(expect.objectContaining({ type: "roundWon", seat: 2 }));
    const next = await table.expectTurn(2, { state: "opening" });
    expect(next.round.inRound).toEqual([false, true, true]);
  });

  it("TDC-13, TDC-14, TDC-17: a bound player who matches with their last card goes out; the next player in round is bound", async () => {
    await shedToOneCard();
    await table.script([
      [1, play("9D")],
      [2, play("9H")],
    ]);
    await table.expectTurn(0, { state: "matchOrSkip", size: 1, rank: "9" });
    const out = await table.act(0, play("9C"));
    expect(eventsOf(out)).toContainEqual(expect.objectContaining({ type: "out", seat: 0, place: 1 }));
    await table.expectTurn(1, { state: "matchOrSkip", size: 1, rank: "9" });
    // The fourth 9 locks the round across three players; seat 2's locked turn is automatic (table: a 2).
    const reply = await table.act(1, play("9S"));
    expect(eventsOf(reply)).toContainEqual(expect.objectContaining({ type: "fold", seat: 2 }));
    expect(eventsOf(reply)).toContainEqual(expect.objectContaining({ type: "roundWon", seat: 1 }));
    await table.expectTurn(1, { state: "opening" });
  });

  it("TDC-17, TDC-22, TDC-23 (edges 20, 21): 2p: going out with a single 2 is allowed and ends the game at once", async () => {
    const hand0 = [...["3", "4", "5", "6", "7", "8"].flatMap(quad), "9C", "2C"];
    await table.start(2, makeDeal(2, { hands: { 0: hand0 }, opener: 0 }));
    for (const rank of ["3", "4", "5", "6", "7", "8"]) {
      const reply = await table.act(0, play(...quad(rank)));
      // TDC-24: 2p locked turns are folded by the engine.
      expect(eventsOf(reply)).toContainEqual(expect.objectContaining({ type: "fold", seat: 1 }));
    }
    await table.act(0, play("9C"));
    await table.expectTurn(1, { state: "standard", size: 1, min: "9" });
    await table.act(1, play("10C"));
    await table.expectTurn(0, { state: "standard", size: 1, min: "10" });
    const reply = await table.act(0, play("2C"));
    expect(reply.active).toEqual([]);
    const outcome = reply.outcome as Outcome;
    expect(outcome.places).toEqual([1, 2]);
    expect(outcome.scores).toEqual([1, 0]);
    expect(outcome.details.titles).toEqual(TITLES[2]);
    expect(outcome.endedByCap).toBe(false);
    expect(await table.outcome()).toEqual(outcome);
    expect((await table.view(null)).phase).toBe("over");
    expect(await table.legal(1)).toEqual([]);
    await table.expectRejected(1, play("JC"), "GAME_OVER");
    await table.expectCensus();
  });

  it("TDC-22, TDC-26, TDC-27, TDC-32 (edge 23): 5p finishing places map to the five titles; points n − place; rounds reported", async () => {
    const hands = {
      0: ["3C", "3D", ...quad("4"), ...quad("5")],
      1: [...quad("K"), ...quad("A"), "2H", "2S"],
      2: ["QH", "QS", ...quad("10"), ...quad("J")],
      3: ["QC", "QD", ...quad("8"), ...quad("9")],
      4: ["3H", "3S", ...quad("6"), ...quad("7")],
    };
    await table.start(5, makeDeal(5, { hands, table: ["2C", "2D"] }));
    // The table holds only 2s: nobody can swap (edge 2) and locked turns are automatic (TDC-24).
    await table.expectTurn(0, { state: "opening" });
    await table.script([
      [0, play("3C", "3D")],
      [1, FOLD],
      [2, FOLD],
      [3, FOLD],
      [4, FOLD],
      [0, play(...quad("4"))],
    ]);
    let reply = await table.act(0, play(...quad("5")));
    expect(reply.active).toEqual([4]);
    await table.script([
      [4, play("3H", "3S")],
      [1, FOLD],
      [2, FOLD],
      [3, FOLD],
      [4, play(...quad("6"))],
    ]);
    reply = await table.act(4, play(...quad("7")));
    expect(reply.active).toEqual([3]);
    await table.script([
      [3, play("QC", "QD")],
      [1, FOLD],
      [2, FOLD],
      [3, play(...quad("8"))],
    ]);
    reply = await table.act(3, play(...quad("9")));
    expect(reply.active).toEqual([2]);
    await table.script([
      [2, play("QH", "QS")],
      [1, FOLD],
      [2, play(...quad("10"))],
    ]);
    // Two in game and seat 2 goes out: the game is over (TDC-22 before TDC-18).
    reply = await table.act(2, play(...quad("J")));
    expect(reply.active).toEqual([]);
    const outcome = reply.outcome as Outcome;
    expect(outcome.places).toEqual([1, 5, 4, 3, 2]);
    expect(outcome.endedByCap).toBe(false);
    expect(outcome.details.titles).toEqual([
      "Président",
      "Trou du cul",
      "Vice-trou du cul",
      "Neutre",
      "Vice-président",
    ]);
    expect(outcome.scores).toEqual([4, 0, 1, 2, 3]);
    expect(outcome.scores.reduce((a, b) => a + b, 0)).toBe(10);
    expect(outcome.details.rounds).toBe(12);
    expect(outcome.details.series.points).toEqual([4, 0, 1, 2, 3]);
    expect(outcome.details.series.presidents).toEqual([1, 0, 0, 0, 0]);
    expect(outcome.details.series.trous).toEqual([0, 1, 0, 0, 0]);
    expect(outcome.details.series.standings).toEqual([1, 5, 4, 3, 2]);
    const view = await table.view(null);
    expect(view.places).toEqual([1, 5, 4, 3, 2]);
    await table.expectCensus();
  });

  it("TDC-27, TDC-32: 4p finishing places map to Président, Vice-président, Vice-trou du cul, Trou du cul", async () => {
    const hands = {
      0: ["6C", ...quad("3"), ...quad("4"), ...quad("5")],
      1: ["6S", ...quad("K"), ...quad("A"), ...quad("2")],
      2: ["6H", ...quad("10"), ...quad("J"), ...quad("Q")],
      3: ["6D", ...quad("7"), ...quad("8"), ...quad("9")],
    };
    await table.start(4, makeDeal(4, { hands }));
    await table.script([
      [0, play("6C")],
      [1, FOLD],
      [2, FOLD],
      [3, FOLD],
      [0, play(...quad("3"))],
      [0, play(...quad("4"))],
      [0, play(...quad("5"))],
      [3, play("6D")],
      [1, FOLD],
      [2, FOLD],
      [3, play(...quad("7"))],
      [3, play(...quad("8"))],
      [3, play(...quad("9"))],
      [2, play("6H")],
      [1, FOLD],
      [2, play(...quad("10"))],
      [2, play(...quad("J"))],
    ]);
    const reply = await table.act(2, play(...quad("Q")));
    const outcome = reply.outcome as Outcome;
    expect(outcome.places).toEqual([1, 4, 3, 2]);
    expect(outcome.details.titles).toEqual([
      "Président",
      "Trou du cul",
      "Vice-trou du cul",
      "Vice-président",
    ]);
    expect(outcome.scores).toEqual([3, 0, 1, 2]);
    expect(outcome.details.rounds).toBe(12);
  });
});

// =============================================================================================
describe("TDC-20, TDC-21, TDC-24: table cards and automatic actions", () => {
  it("TDC-20 (edges 1, 3): 3p: taking a 9 for a 9 → SWAP_NOT_HIGHER; a swap is public, keeps hand sizes, keeps the turn state; a second swap → SWAP_ALREADY_USED", async () => {
    const hands = { 0: ["9D", "8C", "10C", "JC"] };
    await table.start(3, makeDeal(3, { hands, table: ["9C"] }));
    await table.expectTurn(0, { state: "opening" });
    await table.expectRejected(0, swap("9C", "9D"), "SWAP_NOT_HIGHER", "TDC-20");
    await table.expectRejected(0, swap("9C", "8C"), "SWAP_NOT_HIGHER", "TDC-20");
    const reply = await table.act(0, swap("9C", "10C"));
    expect(reply.active).toEqual([0]);
    for (const seat of [0, 1, 2, null]) {
      const view = await table.view(seat);
      expect(view.table).toEqual(["10C"]);
      expect(view.handSizes).toEqual([17, 17, 17]);
      expect(view.log).toContainEqual(
        expect.objectContaining({ type: "tableSwap", seat: 0, take: "9C", give: "10C" }),
      );
    }
    const view = await table.expectTurn(0, { state: "opening" });
    expect(view.hand).toContain("9C");
    expect(view.hand).not.toContain("10C");
    expect(view.swapUsed).toBe(true);
    await table.expectRejected(0, swap("10C", "JC"), "SWAP_ALREADY_USED", "TDC-20");
    await table.expectCensus();
  });

  it("TDC-20 (edge 3): 5p: a second swap in one turn, even of the other table card → SWAP_ALREADY_USED", async () => {
    await table.start(5, makeDeal(5, { hands: { 0: ["9D", "10D"] }, table: ["5C", "6C"] }));
    await table.act(0, swap("5C", "9D"));
    await table.expectRejected(0, swap("6C", "10D"), "SWAP_ALREADY_USED", "TDC-20");
    expect(sortCards((await table.view(null)).table)).toEqual(["6C", "9D"]);
  });

  it("TDC-20 (edge 4): swap, then fold, in the same turn → legal; the next turn may swap again", async () => {
    await table.start(3, makeDeal(3, { hands: { 0: ["3D"], 1: ["8H"] }, table: ["5C"] }));
    await table.act(0, play("3D"));
    await table.expectTurn(1, { state: "standard", size: 1, min: "3" });
    await table.act(1, swap("5C", "8H"));
    await table.expectTurn(1, { state: "standard", size: 1, min: "3" });
    await table.act(1, FOLD);
    const view = await table.expectTurn(2, { state: "standard", size: 1, min: "3" });
    expect(view.table).toEqual(["8H"]);
    expect(view.round.inRound).toEqual([true, false, true]);
    expect(view.swapUsed).toBe(false);
  });

  it("TDC-20: a swap is allowed at the start of a matchOrSkip turn, which stays matchOrSkip", async () => {
    await table.start(3, makeDeal(3, { hands: { 0: ["7C"], 1: ["7D"], 2: ["AS"] }, table: ["5C"] }));
    await table.script([
      [0, play("7C")],
      [1, play("7D")],
    ]);
    await table.expectTurn(2, { state: "matchOrSkip", size: 1, rank: "7" });
    await table.act(2, swap("5C", "AS"));
    await table.expectTurn(2, { state: "matchOrSkip", size: 1, rank: "7" });
  });

  it("TDC-14, TDC-20 (edge 5): 5p locked turn: the only main action is fold, a swap first is allowed, then fold", async () => {
    await table.start(5, makeDeal(5, { hands: { 0: quad("4"), 1: ["KD", "KH"] }, table: ["5C", "6C"] }));
    await table.act(0, play(...quad("4")));
    await table.expectTurn(1, { state: "locked" });
    await table.expectRejected(1, play("KD", "KH"), "LOCKED", "TDC-14");
    await table.act(1, swap("6C", "KD"));
    await table.expectTurn(1, { state: "locked" });
    await table.expectRejected(1, swap("5C", "KH"), "SWAP_ALREADY_USED", "TDC-20");
    await table.act(1, FOLD);
    await table.expectTurn(2, { state: "locked" });
  });

  it("TDC-20 (edge 6): no table in 2p and 4p: no swap offered; a swap → NO_TABLE", async () => {
    for (const players of [2, 4]) {
      await table.start(players, makeDeal(players, { hands: { 0: ["3C", "2S"] } }));
      await table.expectTurn(0, { state: "opening" });
      await table.expectRejected(0, swap("3C", "2S"), "NO_TABLE", "TDC-20");
      await table.expectRejected(0, swap("4C", "2S"), "NO_TABLE", "TDC-20");
    }
  });

  it("TDC-20, TDC-23 (edge 2): 3p: a 2 on the table can never be taken; nobody is offered a swap, and trying one is refused; a 2 does not end the round", async () => {
    const hands = { 0: ["3C", "2D"], 1: ["2H"], 2: ["2S"] };
    await table.start(3, makeDeal(3, { hands, table: ["2C"] }));
    await table.expectTurn(0, { state: "opening" });
    await table.expectRejected(0, swap("2C", "2D"), "SWAP_NOT_HIGHER", "TDC-20");
    await table.act(0, play("3C"));
    await table.expectTurn(1, { state: "standard", size: 1, min: "3" });
    await table.act(1, play("2H"));
    await table.expectTurn(2, { state: "standard", size: 1, min: "2" });
    await table.act(2, play("2S"));
    await table.expectTurn(0, { state: "matchOrSkip", size: 1, rank: "2" });
    for (let seat = 0; seat < 3; seat++) {
      expect((await table.legalKeys(seat)).some((key) => key.startsWith("swap"))).toBe(false);
    }
  });

  it("TDC-24 (edge 29): 4p locked turns are folded by the engine; the lock-completer opens the next round", async () => {
    const hands = { 0: ["7C"], 1: ["7D"], 2: ["7H"], 3: ["7S"] };
    await table.start(4, makeDeal(4, { hands }));
    await table.script([
      [0, play("7C")],
      [1, play("7D")],
      [2, play("7H")],
    ]);
    const reply = await table.act(3, play("7S"));
    const folds = eventsOf(reply).filter((e) => e.type === "fold");
    expect(folds.map((e) => e.seat)).toEqual([0, 1, 2]);
    expect(eventsOf(reply)).toContainEqual(expect.objectContaining({ type: "roundWon", seat: 3 }));
    expect(reply.active).toEqual([3]);
    const view = await table.expectTurn(3, { state: "opening" });
    expect(view.round.number).toBe(2);
    // The automatic folds are public, in the log.
    expect((await table.view(null)).log.filter((e) => e.type === "fold")).toHaveLength(3);
  });

  it("TDC-24 (edge 29): 3p with a non-2 table card, locked turns are asked, even of a player who cannot swap", async () => {
    // Seat 1 holds no card above the A on the table, so it cannot swap: it is still asked (no leak).
    const hands = { 0: quad("4"), 1: ["3C", "3D", "5C"], 2: ["2C", "2D", "2H", "2S"] };
    await table.start(3, makeDeal(3, { hands, table: ["AS"] }));
    const reply = await table.act(0, play(...quad("4")));
    expect(reply.active).toEqual([1]);
    expect(eventsOf(reply).some((e) => e.type === "fold")).toBe(false);
    await table.expectTurn(1, { state: "locked" });
    expect(await table.legalKeys(1)).toEqual(["fold"]);
    await table.act(1, FOLD);
    await table.expectTurn(2, { state: "locked" });
  });

  it("TDC-24: 5p with one 2 and one other table card, locked turns are asked; with two 2s they are automatic", async () => {
    await table.start(5, makeDeal(5, { hands: { 0: quad("4") }, table: ["2C", "5D"] }));
    let reply = await table.act(0, play(...quad("4")));
    expect(reply.active).toEqual([1]);
    await table.expectTurn(1, { state: "locked" });
    await table.start(5, makeDeal(5, { hands: { 0: quad("4") }, table: ["2C", "2D"] }));
    reply = await table.act(0, play(...quad("4")));
    expect(eventsOf(reply).filter((e) => e.type === "fold")).toHaveLength(4);
    await table.expectTurn(0, { state: "opening" });
  });

  it("TDC-24: a swap that leaves only 2s on the table makes the next locked turns automatic", async () => {
    await table.start(3, makeDeal(3, { hands: { 0: [...quad("4"), "2D"] }, table: ["9C"] }));
    await table.act(0, swap("9C", "2D"));
    const reply = await table.act(0, play(...quad("4")));
    expect(
      eventsOf(reply)
        .filter((e) => e.type === "fold")
        .map((e) => e.seat),
    ).toEqual([1, 2]);
    await table.expectTurn(0, { state: "opening" });
  });

  it("TDC-20: a swap after one's main action is refused and changes nothing (SWAP_ALREADY_USED or NOT_YOUR_TURN: see report)", async () => {
    await table.start(3, makeDeal(3, { hands: { 0: ["3D", "8H", "9H"] }, table: ["5C"] }));
    await table.act(0, swap("5C", "8H"));
    await table.act(0, play("3D"));
    await table.expectRejected(
      0,
      swap("8H", "9H"),
      ["SWAP_ALREADY_USED", "NOT_YOUR_TURN"],
      ["TDC-20", "TDC-2"],
    );
  });

  it("TDC-25: the normal substitute bot answers one legal decision from the seat's view, without applying it", async () => {
    const hands = { 0: ["7C"], 1: ["7D"], 2: ["9C"] };
    await table.start(3, makeDeal(3, { hands, table: ["5C"] }));
    const check = async (seat: number) => {
      const before = await table.snapshot();
      const reply = await engine.call({ cmd: "bot", seat, level: "normal" });
      expect(await table.legalKeys(seat)).toContain(actionKey(reply.action as Record<string, unknown>));
      expect(await table.snapshot()).toEqual(before);
    };
    await check(0);
    await table.act(0, play("7C"));
    await check(1);
    await table.act(1, play("7D"));
    await check(2);
  });

  it("TDC-24: outside locked turns nobody is folded automatically, even with no playable card", async () => {
    // Seat 1 holds no 2 and cannot beat the 2 that was led, in 4p: it must still be asked.
    await table.start(4, makeDeal(4, { hands: { 0: ["2C"], 2: ["2D", "2H", "2S"] } }));
    const reply = await table.act(0, play("2C"));
    expect(reply.active).toEqual([1]);
    await table.expectTurn(1, { state: "standard", size: 1, min: "2" });
    expect(await table.legalKeys(1)).toEqual(["fold"]);
  });
});

// =============================================================================================
describe("TDC-28–TDC-31: series, card exchange and privacy", () => {
  const titles4 = TITLES[4];
  /** Game 2 of a 4p series: seat s took place s + 1 in game 1 (seat 3 is the Trou du cul). */
  const carry4 = {
    game: 2,
    places: [1, 2, 3, 4],
    titles: titles4,
    points: [3, 2, 1, 0],
    presidents: [1, 0, 0, 0],
    trous: [0, 0, 0, 1],
    dealer: 3,
    opener: 3,
  };
  // The Trou du cul (seat 3) holds 2♣ A♥ A♠ K♦ and low cards; the Vice-trou du cul (seat 2) Q♣ Q♦ Q♥.
  const game2Hands = {
    0: ["4D", "4H", "4S", "5C", "5D", "6C", "7C", "8C", "9C", "10C", "JC", "KC", "KS"],
    1: ["3H", "3S", "5H", "5S", "6D", "7D", "8D", "9D", "10D", "JD", "KH", "2D", "2H"],
    2: ["QC", "QD", "QH", "6H", "6S", "7H", "7S", "8H", "8S", "9H", "9S", "10H", "10S"],
    3: ["2C", "AH", "AS", "KD", "3C", "3D", "4C", "JH", "JS", "QS", "AC", "AD", "2S"],
  };

  it("TDC-28 (edge 30): game 1 has no exchange phase even under choice", async () => {
    const deal = makeDeal(4, { hands: game2Hands, opener: 2 });
    const reply = await table.start(4, deal, { cardExchange: "choice" });
    expect(reply.active).toEqual([2]);
    const view = await table.expectTurn(2, { state: "opening" });
    expect(view.gameNumber).toBe(1);
    expect(view.exchange).toEqual([]);
    expect(view.log).toEqual([]);
    for (let seat = 0; seat < 4; seat++) {
      expect(sortCards((await table.view(seat)).hand!)).toEqual(sortCards(deal.seats[seat].hand));
    }
  });

  it("TDC-1, TDC-29 (edge 24): game 2: a Trou du cul holding 2♣, A♥, A♠, K♦ gives 2♣ and A♠; the Vice-trou du cul's Q♣ Q♦ Q♥ give Q♥", async () => {
    const hands = {
      3: ["2C", "AH", "AS", "KD", "3C", "3D", "4C", "5C", "6C", "7C", "8C", "9C", "10C"],
      2: ["QC", "QD", "QH", "3H", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "3S"],
    };
    await table.start(4, makeDeal(4, { hands, ...BY_CARRY }), { carry: carry4 });
    const president = await table.view(0);
    expect(president.phase).toBe("exchange");
    expect(president.hand).toEqual(expect.arrayContaining(["2C", "AS"]));
    expect(president.hand).toHaveLength(15);
    const trou = (await table.view(3)).hand!;
    expect(sortCards(trou)).toEqual(sortCards(hands[3].filter((card) => card !== "2C" && card !== "AS")));
    expect((await table.view(1)).hand).toContain("QH");
    const viceTrou = (await table.view(2)).hand!;
    expect(sortCards(viceTrou)).toEqual(sortCards(hands[2].filter((card) => card !== "QH")));
  });

  it("TDC-5, TDC-28, TDC-29, TDC-30 (edges 25, 27, 28): choice: gifts are private to giver and receiver; the Président may return a card just received; then the Vice-président; then the previous Trou du cul opens", async () => {
    const deal = makeDeal(4, { hands: game2Hands, ...BY_CARRY });
    await table.start(4, deal, { carry: carry4 });
    // Gifts: seat 3 → seat 0: 2♠ and 2♣ (the two highest); seat 2 → seat 1: Q♥.
    const spectator = await table.view(null);
    expect(spectator.phase).toBe("exchange");
    expect(spectator.gameNumber).toBe(2);
    expect(spectator.dealer).toBe(3);
    expect(spectator.log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "exchange", from: 3, to: 0, count: 2 }),
        expect.objectContaining({ type: "exchange", from: 2, to: 1, count: 1 }),
      ]),
    );
    expect(await table.active()).toEqual([0]);
    const president = await table.view(0);
    expect(president.hand).toEqual(expect.arrayContaining(["2S", "2C"]));
    // Everyone else sees the counts, as a log line such as "Seat 3 gives Seat 0 2 cards".
    const spectatorText = (await engine.call({ cmd: "describe", seat: null })).text as string;
    expect(spectatorText).toMatch(/Seat 3 gives Seat 0 2 cards/);
    expect(spectatorText).toMatch(/Seat 2 gives Seat 1 1 card\b/);
    // Edge 27: the gift identities appear only in the giver's and the receiver's views.
    for (const seat of [0, 1, 2, 3, null]) {
      const view = await table.view(seat);
      const party = seat === 0 || seat === 3;
      expect(mentions(view, "2S") && mentions(view, "2C"), `seat ${seat} sees the Trou du cul's gift`).toBe(
        party,
      );
      const viceParty = seat === 1 || seat === 2;
      expect(mentions(view, "QH"), `seat ${seat} sees the Vice-trou du cul's gift`).toBe(viceParty);
      // Nobody but the parties sees which cards moved through `describe` either.
      const text = (await engine.call({ cmd: "describe", seat })).text as string;
      if (!party) expect(text.includes("2♠") || text.includes("2♣"), `describe for seat ${seat}`).toBe(false);
    }
    // The Président chooses first: 2 cards out of the 15 now held (any pair).
    const presidentHand = president.hand!;
    expect(presidentHand).toHaveLength(15);
    const returns = await table.legalKeys(0);
    expect(returns).toEqual(
      combinations(presidentHand, 2)
        .map((pair) => actionKey(giveBack(...pair)))
        .sort(),
    );
    await table.expectRejected(1, giveBack("3H"), null);
    await table.expectRejected(0, play("4D"), null);
    await table.expectRejected(0, giveBack("4D"), null);
    await table.expectRejected(0, giveBack("4D", "4H", "4S"), null);
    await table.expectRejected(0, giveBack("4D", "3H"), null);
    // Edge 25: returning a card just received is legal.
    const reply = await table.act(0, giveBack("2C", "4D"));
    expect(reply.active).toEqual([1]);
    // Through the protocol the return is reported twice: a public count, and the cards with
    // visibleTo limited to the giver and the receiver.
    for (const event of eventsOf(reply)) {
      if (mentions(event, "2C") || mentions(event, "4D")) expect(event.visibleTo).toEqual([0, 3]);
      else expect(event).toEqual(expect.objectContaining({ from: 0, to: 3, count: 2 }));
    }
    expect(eventsOf(reply).some((event) => mentions(event, "2C"))).toBe(true);
    for (const seat of [1, 2, null]) {
      const view = await table.view(seat);
      expect(mentions(view, "2C") || mentions(view, "4D"), `seat ${seat} sees the Président's return`).toBe(
        false,
      );
    }
    expect((await table.view(3)).hand).toEqual(expect.arrayContaining(["2C", "4D"]));
    // Then the Vice-président returns 1 card (any of its 14).
    const vice = await table.view(1);
    expect(vice.hand).toHaveLength(14);
    expect(await table.legalKeys(1)).toEqual(vice.hand!.map((card) => actionKey(giveBack(card))).sort());
    await table.act(1, giveBack("3H"));
    // Neither receiver sees the other's choice.
    expect(mentions(await table.view(0), "3H")).toBe(false);
    expect(mentions(await table.view(3), "3H")).toBe(false);
    expect((await table.view(2)).hand).toContain("3H");
    // Edge 28: the previous Trou du cul opens after the exchange; no hand size changed.
    const view = await table.expectTurn(3, { state: "opening" });
    expect(view.handSizes).toEqual([13, 13, 13, 13]);
    await table.expectCensus();
  });

  it("TDC-1, TDC-29 (edge 26): lowest: the returns are automatic and are the returners' lowest cards (suit order ♣ ♦ ♥ ♠)", async () => {
    const deal = makeDeal(4, { hands: game2Hands, ...BY_CARRY });
    const reply = await table.start(4, deal, { carry: carry4, cardExchange: "lowest" });
    // No decision is asked: play starts at once with the previous Trou du cul.
    expect(reply.active).toEqual([3]);
    const view = await table.expectTurn(3, { state: "opening" });
    expect(view.handSizes).toEqual([13, 13, 13, 13]);
    // Président (seat 0): lowest are 4♦ 4♥ (no 3s, no 4♣). Vice-président (seat 1): 3♥.
    const trou = (await table.view(3)).hand!;
    expect(trou).toEqual(expect.arrayContaining(["4D", "4H"]));
    expect(trou).not.toContain("2S");
    expect(trou).not.toContain("2C");
    const president = (await table.view(0)).hand!;
    expect(sortCards(president)).toEqual(
      sortCards([...game2Hands[0].filter((c) => c !== "4D" && c !== "4H"), "2C", "2S"]),
    );
    const viceTrou = (await table.view(2)).hand!;
    expect(sortCards(viceTrou)).toEqual(sortCards([...game2Hands[2].filter((c) => c !== "QH"), "3H"]));
    // TDC-30: nobody else learns which cards moved.
    for (const seat of [1, 2, null]) {
      const seen = await table.view(seat);
      for (const card of ["2C", "2S", "4D", "4H"])
        expect(mentions(seen, card), `seat ${seat}: ${card}`).toBe(false);
    }
    for (const seat of [0, 3, null])
      expect(mentions(await table.view(seat), "QH"), `seat ${seat}: QH`).toBe(false);
  });

  it("TDC-5, TDC-28 (edge 28): none: no exchange phase; the previous Trou du cul opens with the hands as dealt", async () => {
    const deal = makeDeal(4, { hands: game2Hands, ...BY_CARRY });
    const reply = await table.start(4, deal, { carry: carry4, cardExchange: "none" });
    expect(reply.active).toEqual([3]);
    const view = await table.expectTurn(3, { state: "opening" });
    expect(view.dealer).toBe(3);
    expect(view.log.some((e) => e.type === "exchange")).toBe(false);
    for (let seat = 0; seat < 4; seat++) {
      expect(sortCards((await table.view(seat)).hand!)).toEqual(sortCards(deal.seats[seat].hand));
    }
  });

  it("TDC-28: 2p and 3p exchange 2 cards each way between Trou du cul and Président; the 3p Neutre exchanges nothing", async () => {
    // 3p: seat 1 was Président, seat 2 Neutre, seat 0 Trou du cul.
    const carry3 = {
      game: 2,
      places: [3, 1, 2],
      titles: ["Trou du cul", "Président", "Neutre"],
      points: [0, 2, 1],
      presidents: [0, 1, 0],
      trous: [1, 0, 0],
      dealer: 0,
      opener: 0,
    };
    const deal3 = makeDeal(3, { hands: { 0: ["2C", "2D"], 1: quad("3") }, table: ["9S"], ...BY_CARRY });
    await table.start(3, deal3, { carry: carry3, cardExchange: "lowest" });
    await table.expectTurn(0, { state: "opening" });
    expect((await table.view(1)).hand).toEqual(expect.arrayContaining(["2C", "2D"]));
    expect((await table.view(0)).hand).toEqual(expect.arrayContaining(["3C", "3D"]));
    expect(sortCards((await table.view(2)).hand!)).toEqual(sortCards(deal3.seats[2].hand));
    // 2p: seat 0 was Président.
    const carry2 = {
      game: 2,
      places: [1, 2],
      titles: ["Président", "Trou du cul"],
      points: [1, 0],
      presidents: [1, 0],
      trous: [0, 1],
      dealer: 1,
      opener: 1,
    };
    await table.start(2, makeDeal(2, { hands: { 1: ["2H", "2S"], 0: ["3C", "3D"] }, ...BY_CARRY }), {
      carry: carry2,
      cardExchange: "lowest",
    });
    await table.expectTurn(1, { state: "opening" });
    expect((await table.view(0)).hand).toEqual(expect.arrayContaining(["2H", "2S"]));
    expect((await table.view(1)).hand).toEqual(expect.arrayContaining(["3C", "3D"]));
  });

  it("TDC-27, TDC-28, TDC-31 (edge 23 → game 2): the 5p outcome drives the next game: TdC ↔ Président 2 cards, VTdC ↔ VP 1 card, Neutre nothing", async () => {
    // Game 1 of edge 23 ended with places [1, 5, 4, 3, 2]; the client carries it into game 2.
    const carry5 = {
      game: 2,
      places: [1, 5, 4, 3, 2],
      titles: ["Président", "Trou du cul", "Vice-trou du cul", "Neutre", "Vice-président"],
      points: [4, 0, 1, 2, 3],
      presidents: [1, 0, 0, 0, 0],
      trous: [0, 1, 0, 0, 0],
      dealer: 1,
      opener: 1,
    };
    const deal = makeDeal(5, {
      hands: { 1: ["2S", "2H", "AS"], 2: ["KS", "3C"], 3: ["KH"], 0: ["3D", "3H"], 4: ["3S", "4C"] },
      table: ["5C", "5D"],
      ...BY_CARRY,
    });
    await table.start(5, deal, { carry: carry5 });
    expect(await table.active()).toEqual([0]);
    // The exchange comes before any turn or swap (TDC-28).
    await table.expectRejected(0, swap("5C", "2S"), null);
    await table.expectRejected(1, play("2S"), null);
    await table.expectRejected(4, giveBack("3S"), null);
    const president = await table.view(0);
    expect(president.hand).toEqual(expect.arrayContaining(["2S", "2H"]));
    await table.act(0, giveBack("3D", "3H"));
    expect(await table.active()).toEqual([4]);
    expect((await table.view(4)).hand).toContain("KS");
    await table.act(4, giveBack("3S"));
    await table.expectTurn(1, { state: "opening" });
    expect(sortCards((await table.view(3)).hand!)).toEqual(sortCards(deal.seats[3].hand));
    expect((await table.view(1)).hand).toEqual(expect.arrayContaining(["3D", "3H"]));
    expect((await table.view(2)).hand).toContain("3S");
    expect((await table.view(null)).handSizes).toEqual([10, 10, 10, 10, 10]);
    await table.expectCensus();
  });

  it("TDC-31: the carry-over must match the previous game: titles of the places, the previous Trou du cul deals and opens", async () => {
    const bad = [
      { ...carry4, titles: ["Président", "Vice-président", "Trou du cul", "Vice-trou du cul"] },
      { ...carry4, dealer: 0 },
      { ...carry4, opener: 1 },
      { ...carry4, places: [1, 1, 3, 4] },
      // Changing the number of players starts a new series: a 3-seat carry-over in a 4p game.
      {
        ...carry4,
        places: [1, 2, 3],
        titles: TITLES[3],
        points: [2, 1, 0],
        presidents: [1, 0, 0],
        trous: [0, 0, 1],
      },
    ];
    for (const carry of bad) {
      const reply = await engine.request({
        cmd: "new",
        game: "trou-du-cul",
        players: 4,
        options: { carry },
      });
      expect(reply.ok, JSON.stringify(carry)).toBe(false);
      expect(reply.error?.code).toBe("BAD_OPTION");
    }
  });

  it("TDC-32: seriesLength N ends the series after N games: no game N + 1", async () => {
    const reply = await engine.request({
      cmd: "new",
      game: "trou-du-cul",
      players: 4,
      options: { seriesLength: 2, carry: { ...carry4, game: 3 } },
    });
    expect(reply.ok).toBe(false);
    expect(reply.error?.code).toBe("BAD_OPTION");
    const ok = await engine.request({
      cmd: "new",
      game: "trou-du-cul",
      players: 4,
      options: { seriesLength: 2, carry: carry4 },
    });
    expect(ok.ok).toBe(true);
  });

  // A quick 3p game 2 (no exchange): seat 0 goes out first, then seat 2; seat 1 is the Trou du cul.
  const quick3 = {
    hands: {
      0: [...quad("3"), ...quad("4"), ...quad("5"), ...quad("6"), "7C"],
      1: [...quad("Q"), ...quad("K"), ...quad("A"), "7H", "7S", "2D", "2H", "2S"],
      2: [...quad("8"), ...quad("9"), ...quad("10"), ...quad("J"), "7D"],
    },
    table: ["2C"],
  };
  async function playQuick3(carry: Record<string, unknown>): Promise<Outcome> {
    await table.start(3, makeDeal(3, { ...quick3, ...BY_CARRY }), { carry, cardExchange: "none" });
    await table.expectTurn(0, { state: "opening" });
    await table.script([
      [0, play("7C")],
      [1, FOLD],
      [2, FOLD],
      [0, play(...quad("3"))],
      [0, play(...quad("4"))],
      [0, play(...quad("5"))],
      [0, play(...quad("6"))],
      [2, play("7D")],
      [1, FOLD],
      [2, play(...quad("8"))],
      [2, play(...quad("9"))],
      [2, play(...quad("10"))],
    ]);
    const reply = await table.act(2, play(...quad("J")));
    return reply.outcome as Outcome;
  }
  const base3 = {
    game: 2,
    places: [3, 1, 2],
    titles: ["Trou du cul", "Président", "Neutre"],
    dealer: 0,
    opener: 0,
  };

  it("TDC-22, TDC-27, TDC-32: 3p placings, titles, points and series totals; ties broken by more Président titles, then shared", async () => {
    const outcome = await playQuick3({
      ...base3,
      points: [3, 5, 4],
      presidents: [1, 2, 1],
      trous: [1, 0, 0],
    });
    expect(outcome.places).toEqual([1, 3, 2]);
    expect(outcome.details.titles).toEqual(["Président", "Trou du cul", "Neutre"]);
    expect(outcome.scores).toEqual([2, 0, 1]);
    expect(outcome.details.game).toBe(2);
    expect(outcome.details.rounds).toBe(10);
    const series = outcome.details.series;
    expect(series.points).toEqual([5, 5, 5]);
    expect(series.presidents).toEqual([2, 2, 1]);
    expect(series.trous).toEqual([1, 1, 0]);
    // Seats 0 and 1 are tied on points, Président and Trou du cul titles: they share first place.
    // Seat 2 has fewer Trou du cul titles but fewer Président titles, which come first: last.
    expect(series.standings[0]).toBe(1);
    expect(series.standings[1]).toBe(1);
    expect(series.standings[2]).toBeGreaterThan(1);
  });

  it("TDC-32: equal points and Président titles are broken by fewer Trou du cul titles", async () => {
    const outcome = await playQuick3({
      ...base3,
      points: [3, 5, 4],
      presidents: [1, 1, 1],
      trous: [1, 0, 2],
    });
    const series = outcome.details.series;
    expect(series.points).toEqual([5, 5, 5]);
    expect(series.presidents).toEqual([2, 1, 1]);
    expect(series.trous).toEqual([1, 1, 2]);
    expect(series.standings).toEqual([1, 2, 3]);
  });
});

// =============================================================================================
describe("Protocol robustness (docs/engine-protocol.md)", () => {
  it("malformed lines get error replies and the engine keeps serving the current game", async () => {
    await table.start(4, makeDeal(4, { hands: { 0: ["7C"] } }));
    const before = await table.snapshot();
    const badJson = await engine.sendRaw("{not json");
    expect(badJson.ok).toBe(false);
    expect(badJson.error?.code).toBe("BAD_JSON");
    engine.sendUnanswered("\n   \n");
    expect((await engine.sendRaw("[1,2,3]")).error?.code).toBe("BAD_REQUEST");
    expect((await engine.sendRaw('"apply"')).error?.code).toBe("BAD_REQUEST");
    expect((await engine.request({ cmd: "apply", seat: "zero" })).error?.code).toBe("BAD_REQUEST");
    expect((await engine.request({ cmd: "apply", seat: 0 })).error?.code).toBe("BAD_REQUEST");
    expect((await engine.request({ cmd: "deal" })).error?.code).toBe("UNKNOWN_CMD");
    expect((await engine.request({ cmd: "view", seat: 9 })).error?.code).toBe("BAD_SEAT");
    expect((await engine.request({ cmd: "legal", seat: -1 })).ok).toBe(false);
    expect((await engine.request({ cmd: "apply", seat: 0, action: "fold" })).error?.code).toBe("BAD_ACTION");
    expect((await engine.request({ cmd: "apply", seat: 0, action: { type: "dance" } })).error?.code).toBe(
      "BAD_ACTION",
    );
    expect(
      (await engine.request({ cmd: "apply", seat: 0, action: { type: "play", cards: ["ZZ"] } })).ok,
    ).toBe(false);
    expect((await engine.request({ cmd: "apply", seat: 0, action: { type: "play", cards: [] } })).ok).toBe(
      false,
    );
    expect(
      (await engine.request({ cmd: "apply", seat: 0, action: { type: "play", cards: ["7C", "7C"] } })).ok,
    ).toBe(false);
    expect((await engine.request({ cmd: "new", game: "chess" })).error?.code).toBe("UNKNOWN_GAME");
    expect(
      (
        await engine.request({
          cmd: "new",
          game: "trou-du-cul",
          players: 4,
          options: { cardExchange: "sometimes" },
        })
      ).error?.code,
    ).toBe("BAD_OPTION");
    // Ids of any JSON type are echoed; a line without id gets a reply without id.
    const objectId = await engine.request({ id: { n: [1, "x"] }, cmd: "active" });
    expect(objectId.id).toEqual({ n: [1, "x"] });
    const noId = await engine.sendRaw('{"cmd":"active"}');
    expect(noId.ok).toBe(true);
    expect(noId.id).toBeUndefined();
    // The game is untouched by all of this.
    expect(await table.snapshot()).toEqual(before);
    await table.act(0, play("7C"));
  });

  it("NO_GAME before any game; a fresh engine exits cleanly at the end of its input", async () => {
    const fresh = EngineDriver.start();
    const reply = await fresh.request({ cmd: "legal", seat: 0 });
    expect(reply.ok).toBe(false);
    expect(reply.error?.code).toBe("NO_GAME");
    expect((await fresh.request({ cmd: "outcome" })).error?.code).toBe("NO_GAME");
    expect(await fresh.close()).toBe(0);
    expect(fresh.running).toBe(false);
  });

  it("replay and load reproduce a custom-dealt game exactly (the deal is part of the replay)", async () => {
    const hands = { 0: ["7C"], 1: ["7D"], 2: ["9C"] };
    await table.start(3, makeDeal(3, { hands, table: ["5C"] }));
    await table.script([
      [0, swap("5C", "7C")],
      [0, play("5C")],
      [1, play("7D")],
    ]);
    const before = await table.snapshot();
    const replay = (await engine.call({ cmd: "replay" })).replay;
    await table.start(3, null);
    await engine.call({ cmd: "load", replay });
    expect(await table.snapshot()).toEqual(before);
  });
});

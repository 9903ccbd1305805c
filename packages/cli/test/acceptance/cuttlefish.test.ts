// Acceptance scenarios for Cuttlefish, written from the brief (shared/briefs/cuttlefish.md) as an
// outside referee: every scenario sets up a custom deal and drives the real built CLI only through
// the engine protocol (docs/engine-protocol.md). Test names cite the brief's rule IDs and §8 edge
// cases. Expected ask sets are computed here from the brief (`refereeAsks`), from the seat's own
// hand and the public hand counts, not copied from the engine.
//
// The game's documented design decision: `legal` lists only the declarations the seat's own
// knowledge allows, while `apply` accepts any well-formed declaration, so wrong declarations are
// played through `apply`.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineDriver, type EngineReply } from "./engine-driver.js";
import { ProtocolTable } from "./protocol-table.js";

// ---------------------------------------------------------------------------------------------
// Cards (CF-1): nine sets in a fixed order, cards 1–6, ids `<set>-<n>`.

const SETS = [
  "crabs",
  "goldfish",
  "jellyfish",
  "narwhal",
  "octopus",
  "seahorse",
  "starfish",
  "turtle",
  "whale",
] as const;
type SetName = (typeof SETS)[number];
/** Cards of a set: cards("crabs", 1, 2) = crabs-1 crabs-2; cards("crabs") = all six. */
const cards = (set: SetName, ...numbers: number[]): string[] =>
  (numbers.length > 0 ? numbers : [1, 2, 3, 4, 5, 6]).map((n) => `${set}-${n}`);
const DECK: string[] = SETS.flatMap((set) => cards(set));
const setOf = (card: string): SetName => card.slice(0, card.lastIndexOf("-")) as SetName;
const inDeckOrder = (list: readonly string[]): string[] =>
  [...list].sort((a, b) => DECK.indexOf(a) - DECK.indexOf(b));
const inSetOrder = (list: readonly string[]): string[] =>
  [...list].sort((a, b) => SETS.indexOf(a as SetName) - SETS.indexOf(b as SetName));
const teamOf = (seat: number): number => seat % 2;
const PILE = -1;

// ---------------------------------------------------------------------------------------------
// Custom deals (RULES.md decision 6: { seats: [{hand}], pile, dealer, removedSet, resolved }).
// Every seat is named. A live set must be placed completely (hands and Pile); a set no scenario
// names is marked resolved as a forfeit before play ("filler"), so it never scores.

type Result = "A" | "B" | "forfeit";
interface DealSpec {
  hands: Record<number, string[]>;
  /** 4p only: the Pile's cards, or "rest": every live card no hand holds. */
  pile?: string[] | "rest";
  dealer: number;
  resolved?: Partial<Record<SetName, Result>>;
  removedSet?: SetName;
  /** Asks already made: a hand over its dealt size needs as many asks as extra cards (CF-5). */
  asks?: number;
}
interface Deal {
  seats: { hand: string[] }[];
  dealer: number;
  pile?: string[];
  resolved?: Partial<Record<SetName, Result>>;
  removedSet?: SetName;
  asks?: number;
}

function makeDeal(players: number, spec: DealSpec): { deal: Deal; fillers: SetName[] } {
  const named = new Set<string>();
  const name = (card: string) => {
    if (!DECK.includes(card)) throw new Error(`test bug: unknown card ${card}`);
    if (named.has(card)) throw new Error(`test bug: ${card} named twice`);
    named.add(card);
  };
  const seats = Array.from({ length: players }, (_, seat) => ({ hand: [...(spec.hands[seat] ?? [])] }));
  for (const seat of seats) seat.hand.forEach(name);
  const resolved: Partial<Record<SetName, Result>> = { ...spec.resolved };
  const dead = (set: SetName) => set === spec.removedSet || resolved[set] !== undefined;
  let pile: string[] | undefined;
  if (spec.pile === "rest") pile = DECK.filter((card) => !named.has(card) && !dead(setOf(card)));
  else if (spec.pile) pile = [...spec.pile];
  pile?.forEach(name);
  const fillers: SetName[] = [];
  for (const set of SETS) {
    if (dead(set)) continue;
    const placed = cards(set).filter((card) => named.has(card)).length;
    if (placed === 0) {
      resolved[set] = "forfeit";
      fillers.push(set);
    } else if (placed < 6) throw new Error(`test bug: ${set} is placed only in part`);
  }
  const deal: Deal = { seats, dealer: spec.dealer };
  if (pile) deal.pile = pile;
  if (Object.keys(resolved).length > 0) deal.resolved = resolved;
  if (spec.removedSet) deal.removedSet = spec.removedSet;
  if (spec.asks !== undefined) deal.asks = spec.asks;
  return { deal, fillers };
}

// ---------------------------------------------------------------------------------------------
// Actions.

type Action = Record<string, unknown>;
const ask = (target: number, card: string): Action => ({ type: "ask", target, card });
const declare = (set: SetName, holders: unknown[]): Action => ({ type: "declare", set, holders });
const handOff = (to: number): Action => ({ type: "handOff", to });
const END_CHANCE: Action = { type: "endChance" };

function actionKey(action: Action): string {
  switch (action.type) {
    case "ask":
      return `ask ${action.target} ${action.card}`;
    case "declare":
      return `declare ${action.set} ${(action.holders as number[]).join(",")}`;
    case "handOff":
      return `handOff ${action.to}`;
    default:
      return String(action.type);
  }
}

// ---------------------------------------------------------------------------------------------
// Views and outcome, as the protocol shows them.

interface LogEntry {
  kind: string;
  [field: string]: unknown;
}
interface View {
  seat: number | null;
  players: number;
  phase: string;
  turn: number;
  dealer: number;
  version: number;
  asks: number;
  hand: string[] | null;
  handCounts: number[];
  pileCount: number | null;
  sets: { set: string; status: string; declarer: number | null }[];
  score: number[];
  log: LogEntry[];
  chanceOrder: number[];
  chanceIndex: number;
  notes: Record<string, number[]> | null;
  noteFacts: { seat: number; oneOf: string[] }[] | null;
  [field: string]: unknown;
}
interface Outcome {
  places: number[];
  scores: number[];
  endedByCap: boolean;
  details: {
    sets: number[];
    winner: string;
    forfeited: string[];
    unresolved: string[];
    removed: string[];
    declarers: Record<string, number>;
    [field: string]: unknown;
  };
}

/** The asks CF-8 to CF-10 allow the turn-holder: opponents holding cards × cards missing from sets it holds in part. */
function refereeAsks(view: View): string[] {
  const seat = view.seat as number;
  const hand = new Set(view.hand ?? []);
  const keys: string[] = [];
  for (let target = 0; target < view.players; target++) {
    if (teamOf(target) === teamOf(seat) || view.handCounts[target] === 0) continue;
    for (const set of SETS) {
      const own = cards(set).filter((card) => hand.has(card)).length;
      if (own === 0 || own === 6) continue;
      for (const card of cards(set)) if (!hand.has(card)) keys.push(`ask ${target} ${card}`);
    }
  }
  return keys.sort();
}

class Table extends ProtocolTable<View, Action, Outcome> {
  fillers: SetName[] = [];
  constructor(engine: EngineDriver) {
    super(engine, "cuttlefish");
  }

  start(players: number, spec: DealSpec | null, options: Record<string, unknown> = {}): Promise<EngineReply> {
    let all = options;
    this.fillers = [];
    if (spec) {
      const { deal, fillers } = makeDeal(players, spec);
      this.fillers = fillers;
      all = { ...options, deal };
    }
    return this.newGame(players, all);
  }

  async legalKeys(seat: number): Promise<string[]> {
    return (await this.legal(seat)).map(actionKey).sort();
  }

  /** In `play`, the turn-holder's asks are exactly the brief's; every listed declaration is well formed. */
  async expectPlayTurn(seat: number): Promise<View> {
    const view = await this.view(seat);
    expect(view.phase).toBe("play");
    expect(view.turn).toBe(seat);
    const actions = await this.legal(seat);
    const keys = actions.map(actionKey);
    expect(new Set(keys).size, "legal actions are listed once each").toBe(keys.length);
    expect(keys.filter((key) => key.startsWith("ask ")).sort()).toEqual(refereeAsks(view));
    for (const action of actions.filter((a) => a.type !== "ask")) {
      expect(action.type, JSON.stringify(action)).toBe("declare");
      this.expectWellFormedDeclaration(view, seat, action);
    }
    return view;
  }

  /** A listed declaration names a live set and six holders from the declarer's team (or the Pile). */
  expectWellFormedDeclaration(view: View, seat: number, action: Action): void {
    const status = view.sets.find((s) => s.set === action.set)?.status;
    expect(status, `${JSON.stringify(action)} names a live set`).toBe("live");
    const holders = action.holders as number[];
    expect(holders).toHaveLength(6);
    for (const h of holders) {
      const ok = (h === PILE && view.pileCount !== null) || (h >= 0 && teamOf(h) === teamOf(seat));
      expect(ok, `${JSON.stringify(action)}: holder ${h} is on the declarer's side`).toBe(true);
    }
  }

  /** Every seat and the spectator see this public log (CF-7 full, CF-11, CF-17). */
  async expectPublicLog(expected: Record<string, unknown>[]): Promise<void> {
    for (const view of await this.views()) {
      expect(
        view.log.map(({ seq: _seq, ...rest }) => rest),
        `log seen by ${view.seat}`,
      ).toEqual(expected);
    }
  }

  /** Every seat's view shows its own hand, and only its own (CF-6). */
  async expectHands(hands: Record<number, string[]>): Promise<void> {
    for (const [seat, hand] of Object.entries(hands)) {
      expect((await this.view(Number(seat))).hand, `seat ${seat}'s hand`).toEqual(inDeckOrder(hand));
    }
  }

  async statusOf(set: SetName): Promise<{ status: string; declarer: number | null }> {
    const entry = (await this.view(null)).sets.find((s) => s.set === set);
    if (!entry) throw new Error(`no set ${set} in the view`);
    return { status: entry.status, declarer: entry.declarer };
  }

  /** The forfeits the brief expects, plus the filler sets of the deal. */
  forfeits(...sets: SetName[]): string[] {
    return inSetOrder([...this.fillers, ...sets]);
  }
}

function eventsOf(reply: EngineReply): Record<string, unknown>[] {
  return reply.events as Record<string, unknown>[];
}

/** Team placings (§7): winners 1st, losers after them and all equal; a draw puts everyone 1st. */
function expectPlacings(outcome: Outcome | null, winner: "A" | "B" | "draw"): void {
  expect(outcome).not.toBeNull();
  const places = outcome?.places ?? [];
  if (winner === "draw") {
    expect(places).toEqual(places.map(() => 1));
    expect(outcome?.details.winner).toBe("draw");
    return;
  }
  const win = winner === "A" ? 0 : 1;
  const losers = places.filter((_, seat) => teamOf(seat) !== win);
  places.forEach((place, seat) => {
    if (teamOf(seat) === win) expect(place, `seat ${seat} wins`).toBe(1);
    else expect(place, `seat ${seat} loses`).toBeGreaterThan(1);
  });
  expect(new Set(losers).size, "the losing team shares one place").toBe(1);
  expect(outcome?.details.winner).toBe(winner);
}

function withTable(): () => Table {
  let engine: EngineDriver;
  let table: Table;
  beforeAll(() => {
    engine = EngineDriver.start();
    table = new Table(engine);
  });
  afterAll(async () => {
    await engine.close();
  });
  return () => table;
}

// A 6-player position used by several scenarios (dealer 5, so seat 0 has the first turn, CF-4).
// Team A: 0, 2, 4 (seat 4 holds nothing); team B: 1, 3, 5.
const SIX: DealSpec = {
  dealer: 5,
  hands: {
    0: [...cards("crabs", 1, 2, 3), "goldfish-1"],
    1: cards("goldfish", 2, 3, 4),
    2: cards("crabs", 4, 5, 6),
    3: cards("goldfish", 5, 6),
    4: [],
    5: cards("jellyfish"),
  },
};

// =============================================================================================
describe("CF-1 to CF-6: deck, seats, dealer, deal and private views", () => {
  const t = withTable();

  it("CF-1, CF-3, CF-5: 6 players get 9 cards each of the 54 `<set>-<n>` cards; sets in the fixed order; the seat left of the dealer starts", async () => {
    await t().start(6, null, { deal: { dealer: 2 } });
    const spectator = await t().view(null);
    expect(spectator.sets.map((s) => s.set)).toEqual([...SETS]);
    expect(spectator.sets.every((s) => s.status === "live")).toBe(true);
    expect(spectator.handCounts).toEqual([9, 9, 9, 9, 9, 9]);
    expect(spectator.hand).toBeNull();
    expect(spectator.pileCount).toBeNull();
    expect(spectator.dealer).toBe(2);
    expect(spectator.turn).toBe(3);
    const all: string[] = [];
    for (const seat of t().seats) all.push(...((await t().view(seat)).hand ?? []));
    expect(inDeckOrder(all)).toEqual(DECK);
  });

  it("CF-5, CF-18: 4 players get 9 cards each and an 18-card Pile that nobody sees", async () => {
    await t().start(4, null, { deal: { dealer: 0 } });
    const all: string[] = [];
    for (const view of await t().views()) {
      expect(view.handCounts).toEqual([9, 9, 9, 9]);
      expect(view.pileCount).toBe(18);
      if (view.seat !== null) all.push(...(view.hand ?? []));
    }
    expect(new Set(all).size).toBe(36);
    expect((await t().view(null)).turn).toBe(1);
  });

  it("CF-5 (edge 21): 8p full deals 7,7,7,7,7,7,6,6 from the dealer's left, 27 cards per team", async () => {
    await t().start(8, null, { preset: "eight", deal: { dealer: 3 } });
    const view = await t().view(null);
    // From the dealer's left: seats 4, 5, 6, 7, 0, 1 get 7; seats 2 and 3 get 6.
    expect(view.handCounts).toEqual([7, 7, 6, 6, 7, 7, 7, 7]);
    expect(view.handCounts.filter((_, s) => s % 2 === 0).reduce((a, b) => a + b)).toBe(27);
    expect(view.handCounts.filter((_, s) => s % 2 === 1).reduce((a, b) => a + b)).toBe(27);
    const all: string[] = [];
    for (const seat of t().seats) all.push(...((await t().view(seat)).hand ?? []));
    expect(inDeckOrder(all)).toEqual(DECK);
    expect(view.turn).toBe(4);
  });

  it("CF-5 (edge 22): 8p removeSet removes one set, announced to everyone, and deals 6 each", async () => {
    await t().start(8, null, { preset: "eightEven", deal: { dealer: 7 } });
    const spectator = await t().view(null);
    const removed = spectator.sets.filter((s) => s.status === "removed").map((s) => s.set);
    expect(removed).toHaveLength(1);
    expect(spectator.handCounts).toEqual(new Array(8).fill(6));
    const all: string[] = [];
    for (const view of await t().views()) {
      expect(view.sets.filter((s) => s.status === "removed").map((s) => s.set)).toEqual(removed);
      if (view.seat !== null) all.push(...(view.hand ?? []));
    }
    expect(inDeckOrder(all)).toEqual(DECK.filter((card) => setOf(card) !== removed[0]));
  });

  it("CF-4: game 1's dealer comes from the seeded RNG (same seed, same dealer) and the seat on its left starts", async () => {
    const dealers: number[] = [];
    for (const seed of ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"]) {
      await t().engine.call({ cmd: "new", game: "cuttlefish", players: 6, seed });
      const view = await t().view(null);
      expect(view.turn).toBe((view.dealer + 1) % 6);
      dealers.push(view.dealer);
      await t().engine.call({ cmd: "new", game: "cuttlefish", players: 6, seed });
      expect((await t().view(null)).dealer).toBe(view.dealer);
    }
    expect(new Set(dealers).size, `dealers ${dealers}`).toBeGreaterThan(1);
  });

  it("CF-3, CF-5: other player counts and removeSet outside 8p are refused (BAD_OPTION); bad custom deals (BAD_DEAL)", async () => {
    for (const players of [3, 5, 7]) {
      const reply = await t().engine.request({ cmd: "new", game: "cuttlefish", players });
      expect(reply.error?.code, `players ${players}`).toBe("BAD_OPTION");
    }
    const six = await t().engine.request({
      cmd: "new",
      game: "cuttlefish",
      players: 6,
      options: { eightPlayerDeck: "removeSet" },
    });
    expect(six.error?.code).toBe("BAD_OPTION");
    const bad = [
      {
        players: 6,
        deal: { dealer: 0, seats: [{ hand: ["crabs-1"] }, { hand: ["crabs-1"] }, null, null, null, null] },
      },
      { players: 6, deal: { dealer: 0, seats: [{ hand: ["crabs-7"] }, null, null, null, null, null] } },
      { players: 6, deal: { dealer: 0, pile: ["crabs-1"] } },
      {
        players: 8,
        preset: "eightEven",
        deal: {
          dealer: 0,
          removedSet: "whale",
          seats: [{ hand: ["whale-1"] }, null, null, null, null, null, null, null],
        },
      },
    ];
    for (const { players, preset, deal } of bad) {
      const reply = await t().engine.request({
        cmd: "new",
        game: "cuttlefish",
        players,
        preset,
        options: { deal },
      });
      expect(reply.error?.code, JSON.stringify(deal)).toBe("BAD_DEAL");
    }
    expect(t().engine.running).toBe(true);
  });

  it("§6: presets fix the brief's options (defaults unless listed) and their player counts; askCap is 100–2000", async () => {
    const defaults = {
      deckSkin: "sea",
      declarationTiming: "anytime",
      strictDeclarations: false,
      eightPlayerDeck: "full",
      logVisibility: "full",
      endWhenClinched: false,
      askCap: 500,
    };
    const presets: [string, number, Record<string, unknown>][] = [
      ["original", 6, {}],
      ["pile4", 4, {}],
      ["eight", 8, { eightPlayerDeck: "full" }],
      ["eightEven", 8, { eightPlayerDeck: "removeSet" }],
      ["limited", 4, { declarationTiming: "ownTurn" }],
      ["limited", 6, { declarationTiming: "ownTurn" }],
      ["strict", 8, { strictDeclarations: true }],
      ["memory", 6, { logVisibility: "lastAsk" }],
    ];
    for (const [preset, players, listed] of presets) {
      const reply = await t().engine.call({ cmd: "new", game: "cuttlefish", players, preset });
      expect(reply.options, `${preset}, ${players} players`).toMatchObject({
        ...defaults,
        ...listed,
        players,
      });
    }
    for (const [preset, players] of [
      ["original", 4],
      ["pile4", 6],
      ["eight", 6],
      ["eightEven", 4],
    ] as const) {
      const reply = await t().engine.request({ cmd: "new", game: "cuttlefish", players, preset });
      expect(reply.error?.code, `${preset}, ${players} players`).toBe("BAD_OPTION");
    }
    for (const askCap of [99, 2001]) {
      const reply = await t().engine.request({
        cmd: "new",
        game: "cuttlefish",
        players: 6,
        options: { askCap },
      });
      expect(reply.error?.code, `askCap ${askCap}`).toBe("BAD_OPTION");
    }
    for (const askCap of [100, 2000]) {
      const reply = await t().engine.call({
        cmd: "new",
        game: "cuttlefish",
        players: 6,
        options: { askCap },
      });
      expect(reply.options).toMatchObject({ askCap });
    }
  });

  it("§7, CF-32: series standings from a carry-over are public in every view; the carried dealer deals", async () => {
    await t().engine.call({
      cmd: "new",
      game: "cuttlefish",
      players: 6,
      seed: "acceptance",
      options: { carry: { game: 3, dealer: 4, wins: [1.5, 0.5], sets: [9, 8] } },
    });
    t().players = 6;
    for (const view of await t().views()) {
      expect(view.series).toEqual({ game: 3, wins: [1.5, 0.5], sets: [9, 8] });
      expect(view.dealer).toBe(4);
      expect(view.turn).toBe(5);
    }
  });

  it("CF-6: a seat's view, legal actions, bot move and table text depend only on its own hand and the public record (hidden cards swapped between two other seats change nothing)", async () => {
    const base: DealSpec = {
      dealer: 5,
      hands: {
        0: cards("crabs", 1, 2),
        1: ["crabs-3", "goldfish-1", "jellyfish-1"],
        2: ["goldfish-2", "goldfish-3", "narwhal-1"],
        3: ["jellyfish-2", "jellyfish-3", "narwhal-2"],
        4: [...cards("crabs", 4, 5, 6), ...cards("narwhal", 3, 4, 5, 6)],
        5: [...cards("goldfish", 4, 5, 6), ...cards("jellyfish", 4, 5, 6)],
      },
    };
    // Swap seat 2's and seat 3's cards (same counts): nobody but seats 2 and 3 may notice.
    const swapped: DealSpec = { ...base, hands: { ...base.hands, 2: base.hands[3], 3: base.hands[2] } };
    const observed: unknown[][] = [];
    for (const spec of [base, swapped]) {
      await t().start(6, spec);
      // A public ask whose answer is the same in both deals: seat 0 hits crabs-3 from seat 1.
      await t().act(0, ask(1, "crabs-3"));
      observed.push([
        ...(await Promise.all([0, 1, 4, 5, null].map((seat) => t().view(seat)))),
        // What a seat may do, and what its bot would do, follow from its view alone.
        ...(await Promise.all([0, 1, 4, 5].map((seat) => t().legal(seat)))),
        (await t().engine.call({ cmd: "bot", seat: 0 })).action,
        (await t().engine.call({ cmd: "describe", seat: 1 })).text as string,
      ]);
      for (const seat of [2, 3]) {
        const view = await t().view(seat);
        expect(view.hand).toEqual(inDeckOrder(spec.hands[seat]));
      }
    }
    expect(observed[1]).toEqual(observed[0]);
  });

  it("CF-6: no view shows another hand's cards; the spectator sees no hand", async () => {
    await t().start(6, SIX);
    for (const view of await t().views()) {
      for (const seat of t().seats) {
        if (seat === view.seat) continue;
        // Hidden cards may appear only as keys of the viewer's notes (every card it does not hold).
        const { notes: _notes, noteFacts: _facts, ...rest } = view;
        const seen = (SIX.hands[seat] ?? []).filter((card) => JSON.stringify(rest).includes(`"${card}"`));
        expect(seen, `seat ${view.seat} sees seat ${seat}'s cards`).toEqual([]);
      }
    }
    expect((await t().view(null)).hand).toBeNull();
  });

  it("CF-2: the standard skin is display only: hands, actions and the log keep set ids; the table text shows the faces", async () => {
    await t().start(
      6,
      { ...SIX, hands: { ...SIX.hands, 0: [...SIX.hands[0], ...cards("narwhal")] }, asks: 1 },
      { deckSkin: "standard" },
    );
    const view = await t().view(0);
    expect(view.hand).toEqual(inDeckOrder([...SIX.hands[0], ...cards("narwhal")]));
    const keys = await t().legalKeys(0);
    expect(keys).toContain("ask 1 crabs-4");
    const text = (await t().engine.call({ cmd: "describe", seat: 0 })).text as string;
    // crabs-1 = 2♣, goldfish-1 = 9♣, narwhal-4 = Q♦.
    for (const face of ["2♣", "9♣", "Q♦"]) expect(text).toContain(face);
    await t().act(0, ask(1, "goldfish-2"));
    await t().expectPublicLog([{ kind: "ask", asker: 0, target: 1, card: "goldfish-2", hit: true }]);
  });
});

// =============================================================================================
describe("CF-8 to CF-12: asking and answers", () => {
  const t = withTable();

  // Seat 0 holds whale complete; crabs and goldfish are split.
  const ASKS: DealSpec = {
    dealer: 5,
    hands: {
      0: ["crabs-1", "crabs-2", "goldfish-1", ...cards("whale")],
      1: ["crabs-3", "goldfish-2", "jellyfish-1"],
      2: ["crabs-4", "jellyfish-2"],
      3: ["crabs-5", "goldfish-3", "goldfish-4"],
      4: ["goldfish-5"],
      5: ["crabs-6", "goldfish-6", ...cards("jellyfish", 3, 4, 5, 6)],
    },
  };

  it("CF-8, CF-9, CF-10: the turn-holder may ask exactly each opponent holding cards for each missing card of a set it holds in part; nobody else may ask", async () => {
    await t().start(6, ASKS);
    const view = await t().expectPlayTurn(0);
    const expected = refereeAsks(view);
    // No ask for whale (held complete), none to a teammate.
    expect(expected.some((key) => key.includes("whale"))).toBe(false);
    expect(expected).toContain("ask 1 crabs-3");
    expect(expected).toContain("ask 5 goldfish-6");
    // CF-12's complete set is always a declarable (correct) set.
    expect(await t().legalKeys(0)).toContain("declare whale 0,0,0,0,0,0");
    for (const seat of [1, 2, 3, 4, 5]) {
      expect(
        (await t().legal(seat)).filter((a) => a.type === "ask"),
        `seat ${seat} asks`,
      ).toEqual([]);
    }
    await t().expectRejected(1, ask(0, "crabs-1"), "NOT_YOUR_TURN", "CF-8");
    await t().expectRejected(2, ask(1, "crabs-3"), "NOT_YOUR_TURN", "CF-8");
  });

  it("CF-9 (edge 2): asking a teammate, yourself or the Pile → TARGET_NOT_OPPONENT; an empty-handed opponent → TARGET_NO_CARDS", async () => {
    await t().start(6, ASKS);
    await t().expectRejected(0, ask(2, "crabs-4"), "TARGET_NOT_OPPONENT", "CF-9");
    await t().expectRejected(0, ask(4, "goldfish-5"), "TARGET_NOT_OPPONENT", "CF-9");
    await t().expectRejected(0, ask(0, "crabs-4"), "TARGET_NOT_OPPONENT", "CF-9");
    await t().expectRejected(0, ask(PILE, "crabs-4"), "TARGET_NOT_OPPONENT", "CF-9");
    // An opponent holding nothing (seat 3 here).
    await t().start(6, {
      dealer: 5,
      hands: {
        0: ["crabs-1", "goldfish-1"],
        1: ["crabs-2", "goldfish-2"],
        2: cards("crabs", 3, 4),
        3: [],
        4: cards("goldfish", 3, 4),
        5: [...cards("crabs", 5, 6), ...cards("goldfish", 5, 6)],
      },
    });
    await t().expectRejected(0, ask(3, "crabs-3"), "TARGET_NO_CARDS", "CF-9");
    expect((await t().legalKeys(0)).some((key) => key.startsWith("ask 3 "))).toBe(false);
  });

  it("CF-10 (edge 3): asking for a held card → ALREADY_HOLD_CARD; a set with no other card held, or a resolved set → NO_CARD_IN_SET", async () => {
    await t().start(6, { ...ASKS, resolved: { narwhal: "A" } });
    await t().expectRejected(0, ask(1, "crabs-1"), "ALREADY_HOLD_CARD", "CF-10");
    await t().expectRejected(0, ask(1, "whale-1"), "ALREADY_HOLD_CARD", "CF-10");
    await t().expectRejected(0, ask(1, "jellyfish-1"), "NO_CARD_IN_SET", "CF-10");
    await t().expectRejected(0, ask(1, "narwhal-1"), "NO_CARD_IN_SET", "CF-10");
    // A set resolved during play: after seat 0 declares whale, it cannot ask in it either.
    await t().act(0, declare("whale", [0, 0, 0, 0, 0, 0]));
    expect(await t().statusOf("whale")).toEqual({ status: "A", declarer: 0 });
    await t().expectRejected(0, ask(1, "whale-2"), "NO_CARD_IN_SET", "CF-10");
  });

  it("CF-11: a hit moves the card to the asker, who keeps the turn; the answer is public in every view", async () => {
    await t().start(6, ASKS);
    const reply = await t().act(0, ask(1, "crabs-3"));
    expect(eventsOf(reply)).toContainEqual(
      expect.objectContaining({ type: "ask", asker: 0, target: 1, card: "crabs-3", hit: true }),
    );
    await t().expectHands({ 0: [...ASKS.hands[0], "crabs-3"], 1: ["goldfish-2", "jellyfish-1"] });
    const view = await t().view(null);
    expect(view.handCounts).toEqual([10, 2, 2, 3, 1, 6]);
    expect(view.turn).toBe(0);
    expect(view.asks).toBe(1);
    await t().expectPublicLog([{ kind: "ask", asker: 0, target: 1, card: "crabs-3", hit: true }]);
    await t().expectPlayTurn(0);
  });

  it("CF-10, CF-11 (edge 1): asking an opponent for a card a teammate holds misses; the turn passes to that opponent", async () => {
    await t().start(6, ASKS);
    await t().act(0, ask(3, "crabs-4"));
    const view = await t().view(null);
    expect(view.turn).toBe(3);
    expect(view.handCounts).toEqual([9, 3, 2, 3, 1, 6]);
    await t().expectHands({ 2: ["crabs-4", "jellyfish-2"] });
    await t().expectPublicLog([{ kind: "ask", asker: 0, target: 3, card: "crabs-4", hit: false }]);
    await t().expectPlayTurn(3);
    await t().expectRejected(0, ask(3, "crabs-5"), "NOT_YOUR_TURN", "CF-8");
  });

  it("CF-9, CF-11, CF-21 (edge 4): a hit takes the target's last card; the asker keeps the turn and the target can no longer be asked", async () => {
    await t().start(6, ASKS);
    await t().act(0, ask(3, "crabs-4")); // miss: seat 3's turn
    await t().act(3, ask(4, "goldfish-5")); // hit: seat 4's last card
    const view = await t().view(null);
    expect(view.handCounts[4]).toBe(0);
    expect(view.turn).toBe(3);
    expect(view.phase).toBe("play");
    await t().expectRejected(3, ask(4, "goldfish-1"), "TARGET_NO_CARDS", "CF-9");
    const keys = await t().legalKeys(3);
    expect(keys.some((key) => key.startsWith("ask 4 "))).toBe(false);
    expect(keys).toContain("ask 0 goldfish-1");
    // A player with 0 cards cannot ask either.
    await t().expectRejected(4, ask(3, "goldfish-3"), "NOT_YOUR_TURN", "CF-8");
  });

  it("CF-12 (edge 5): a turn-holder holding only complete sets may only declare; one of those sets is offered", async () => {
    await t().start(6, {
      dealer: 5,
      hands: {
        0: cards("whale"),
        1: cards("crabs", 1, 2, 3),
        2: cards("crabs", 4, 5),
        3: ["crabs-6", ...cards("goldfish", 1, 2, 3)],
        4: cards("goldfish", 4, 5, 6),
        5: cards("jellyfish"),
      },
    });
    const actions = await t().legal(0);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((a) => a.type === "declare")).toBe(true);
    expect(actions.map(actionKey)).toContain("declare whale 0,0,0,0,0,0");
    await t().expectRejected(0, ask(1, "crabs-1"), "NO_CARD_IN_SET", "CF-10");
    await t().expectRejected(0, ask(1, "whale-1"), "ALREADY_HOLD_CARD", "CF-10");
    await t().act(0, declare("whale", [0, 0, 0, 0, 0, 0]));
    expect(await t().statusOf("whale")).toEqual({ status: "A", declarer: 0 });
  });
});

// =============================================================================================
describe("CF-13 to CF-17: declarations", () => {
  const t = withTable();

  it("CF-13 (edge 11): a card assigned to an opponent → HOLDER_NOT_TEAMMATE; a dead set → SET_NOT_LIVE; not one holder per card → BAD_ASSIGNMENT; state unchanged", async () => {
    await t().start(6, { ...SIX, resolved: { narwhal: "B" } });
    await t().expectRejected(0, declare("crabs", [0, 0, 0, 2, 2, 1]), "HOLDER_NOT_TEAMMATE", "CF-13");
    await t().expectRejected(5, declare("goldfish", [0, 1, 1, 1, 3, 3]), "HOLDER_NOT_TEAMMATE", "CF-13");
    await t().expectRejected(0, declare("narwhal", [0, 0, 0, 0, 0, 0]), "SET_NOT_LIVE", "CF-13");
    await t().expectRejected(0, declare("crabs", [0, 0, 0, 2, 2]), "BAD_ASSIGNMENT", "CF-13");
    await t().expectRejected(0, declare("crabs", [0, 0, 0, 2, 2, 2, 2]), "BAD_ASSIGNMENT", "CF-13");
    await t().expectRejected(0, declare("crabs", [0, 0, 0, 2, 2, 9]), ["BAD_ASSIGNMENT", "BAD_SEAT"]);
    await t().expectRejected(0, declare("crabs", [0, 0, 0, 2, 2, PILE]), "BAD_ASSIGNMENT", "CF-13");
    await t().expectRejected(0, declare("crabs", [0, 0, 0, 2, 2, "two"]), ["BAD_ASSIGNMENT", "BAD_ACTION"]);
    // Once resolved, a set is not live any more.
    await t().act(0, declare("crabs", [0, 0, 0, 2, 2, 2]));
    await t().expectRejected(1, declare("crabs", [1, 1, 1, 1, 1, 1]), "SET_NOT_LIVE", "CF-13");
  });

  it("CF-16, CF-17, CF-19: a correct declaration scores for the declarer's team, reveals the holders to all, removes the six cards; the turn stays", async () => {
    await t().start(6, SIX);
    const reply = await t().act(0, declare("crabs", [0, 0, 0, 2, 2, 2]));
    expect(eventsOf(reply)).toContainEqual(
      expect.objectContaining({ type: "declare", declarer: 0, set: "crabs", result: "A" }),
    );
    await t().expectPublicLog([
      {
        kind: "declare",
        declarer: 0,
        set: "crabs",
        claimed: [0, 0, 0, 2, 2, 2],
        actual: [0, 0, 0, 2, 2, 2],
        result: "A",
      },
    ]);
    const view = await t().view(null);
    expect(view.score).toEqual([1, 0]);
    expect(view.handCounts).toEqual([1, 3, 0, 2, 0, 6]);
    expect(view.turn).toBe(0);
    expect(view.phase).toBe("play");
    expect(await t().statusOf("crabs")).toEqual({ status: "A", declarer: 0 });
    await t().expectHands({ 0: ["goldfish-1"], 2: [] });
    await t().expectPlayTurn(0);
  });

  it("CF-16 (edge 12): wrong holders all on the declarer's team → forfeit; under strict → the opponents score", async () => {
    for (const strict of [false, true]) {
      await t().start(6, SIX, { strictDeclarations: strict });
      await t().act(0, declare("crabs", [0, 0, 2, 0, 2, 2]));
      const expected = strict ? "B" : "forfeit";
      expect(await t().statusOf("crabs")).toEqual({ status: expected, declarer: 0 });
      expect((await t().view(null)).score).toEqual(strict ? [0, 1] : [0, 0]);
      await t().expectPublicLog([
        {
          kind: "declare",
          declarer: 0,
          set: "crabs",
          claimed: [0, 0, 2, 0, 2, 2],
          actual: [0, 0, 0, 2, 2, 2],
          result: expected,
        },
      ]);
      // CF-17: whatever the outcome, the cards leave the game.
      await t().expectHands({ 0: ["goldfish-1"], 2: [] });
    }
  });

  it("CF-16 (edge 13): one card with an opponent → the opponents score, whatever the rest (default and strict)", async () => {
    for (const strict of [false, true]) {
      await t().start(6, SIX, { strictDeclarations: strict });
      // goldfish: seat 0 holds 1, seat 1 holds 2-4, seat 3 holds 5-6; team A claims it.
      await t().act(0, declare("goldfish", [0, 2, 2, 2, 2, 2]));
      expect(await t().statusOf("goldfish")).toEqual({ status: "B", declarer: 0 });
      // Team B claims crabs, which team A holds entirely.
      await t().act(1, declare("crabs", [1, 1, 1, 3, 3, 3]));
      expect(await t().statusOf("crabs")).toEqual({ status: "A", declarer: 1 });
      expect((await t().view(null)).score).toEqual([1, 1]);
    }
  });

  it("CF-14, CF-19: under anytime a non-turn player (B) declares between turns; the turn-holder keeps the turn", async () => {
    await t().start(6, SIX);
    await t().act(0, ask(3, "goldfish-2")); // miss: seat 3's turn
    expect((await t().view(null)).turn).toBe(3);
    await t().act(5, declare("jellyfish", [5, 5, 5, 5, 5, 5]));
    const view = await t().view(null);
    expect(view.turn).toBe(3);
    expect(view.score).toEqual([0, 1]);
    expect(await t().statusOf("jellyfish")).toEqual({ status: "B", declarer: 5 });
    // Also a team-A player while it is B's turn.
    await t().act(2, declare("crabs", [0, 0, 0, 2, 2, 2]));
    expect((await t().view(null)).score).toEqual([1, 1]);
    expect((await t().view(null)).turn).toBe(3);
  });

  it("CF-14 (edge 10): a player with 0 cards declares in play under anytime", async () => {
    await t().start(6, SIX);
    await t().act(4, declare("crabs", [0, 0, 0, 2, 2, 2]));
    expect(await t().statusOf("crabs")).toEqual({ status: "A", declarer: 4 });
    // The declarer itself may be named as a holder even with 0 cards (wrong here: team B holds goldfish cards).
    await t().act(4, declare("goldfish", [4, 4, 4, 4, 4, 4]));
    expect(await t().statusOf("goldfish")).toEqual({ status: "B", declarer: 4 });
    // It still cannot ask, nor be asked.
    await t().expectRejected(4, ask(1, "goldfish-2"), "NOT_YOUR_TURN", "CF-22");
  });

  it("CF-14 (edge 10): under ownTurn a 0-card player, or any other non-turn player → DECLARE_NOT_ALLOWED_NOW", async () => {
    await t().start(6, SIX, { declarationTiming: "ownTurn" });
    expect(await t().active()).toEqual([0]);
    await t().expectRejected(4, declare("crabs", [0, 0, 0, 2, 2, 2]), "DECLARE_NOT_ALLOWED_NOW", "CF-14");
    await t().expectRejected(5, declare("jellyfish", [5, 5, 5, 5, 5, 5]), "DECLARE_NOT_ALLOWED_NOW", "CF-14");
    await t().expectRejected(2, declare("crabs", [0, 0, 0, 2, 2, 2]), "DECLARE_NOT_ALLOWED_NOW", "CF-14");
    for (const seat of [1, 2, 3, 4, 5]) expect(await t().legal(seat), `seat ${seat}`).toEqual([]);
  });

  it("CF-14, CF-19 (edge 26): under ownTurn the turn-holder declares, keeps the turn and asks again", async () => {
    await t().start(6, SIX, { preset: "limited" });
    await t().act(0, declare("crabs", [0, 0, 0, 2, 2, 2]));
    expect((await t().view(null)).turn).toBe(0);
    await t().expectPlayTurn(0);
    await t().act(0, ask(1, "goldfish-2"));
    const view = await t().view(null);
    expect(view.turn).toBe(0);
    expect(view.score).toEqual([1, 0]);
    await t().expectHands({ 0: ["goldfish-1", "goldfish-2"] });
    // A miss passes the turn; now only seat 3 may declare.
    await t().act(0, ask(3, "goldfish-3"));
    await t().expectRejected(0, declare("goldfish", [0, 0, 0, 0, 0, 0]), "DECLARE_NOT_ALLOWED_NOW", "CF-14");
    await t().act(3, declare("jellyfish", [5, 5, 5, 5, 5, 5]));
    expect((await t().view(null)).score).toEqual([1, 1]);
  });

  it("CF-15 (edge 24): a stale declaration after an ask moved one of its cards → STALE_STATE, state unchanged; resubmitted, it resolves", async () => {
    await t().start(6, SIX);
    const version = (await t().view(1)).version;
    // Seat 1 chose a goldfish claim at `version`; then seat 0 takes goldfish-2 from seat 1.
    await t().act(0, { ...ask(1, "goldfish-2"), version });
    await t().expectRejected(
      1,
      { ...declare("goldfish", [1, 1, 1, 1, 3, 3]), version },
      "STALE_STATE",
      "CF-15",
    );
    const now = (await t().view(1)).version;
    expect(now).not.toBe(version);
    await t().act(1, { ...declare("goldfish", [1, 1, 1, 1, 3, 3]), version: now });
    // goldfish-1 and -2 are with seat 0 now: team A scores.
    expect(await t().statusOf("goldfish")).toEqual({ status: "A", declarer: 1 });
  });

  // RULES.md decision 1: for automated play the engine polls the other seats in order from the
  // turn-holder's left (the brief's "Simulation" paragraph; the polled seat may `pass`), while
  // every seat may declare at any moment of play, polled or not, and after passing.
  it("CF-14: under anytime a non-turn player may declare at any moment of play, even after letting an earlier chance go", async () => {
    await t().start(6, SIX);
    // Seats 1-4 are polled before seat 5; then seat 5 lets the moment go (the engine's `pass`)
    // and, still before anything else happens in play, declares. The brief allows "any player …
    // at any moment of play".
    for (const seat of [1, 2, 3, 4]) await t().act(seat, { type: "pass" });
    await t().act(5, { type: "pass" });
    await t().act(5, declare("jellyfish", [5, 5, 5, 5, 5, 5]));
    expect(await t().statusOf("jellyfish")).toEqual({ status: "B", declarer: 5 });
  });
});

// =============================================================================================
describe("CF-19 to CF-21: turn passing and hand-offs", () => {
  const t = withTable();

  // Seat 0 (turn) holds one card, which team B's declaration will take.
  const HANDOFF: DealSpec = {
    dealer: 5,
    hands: {
      0: ["crabs-1"],
      1: [...cards("crabs", 2, 3, 4, 5, 6), "goldfish-1"],
      2: cards("goldfish", 2, 3),
      3: ["goldfish-4"],
      4: cards("goldfish", 5, 6),
      5: cards("jellyfish"),
    },
  };

  it("CF-19, CF-20 (edge 6): an opponent's wrong declaration strips the turn-holder's last card → handOff by the turn-holder to a teammate with cards", async () => {
    await t().start(6, HANDOFF);
    await t().act(1, declare("crabs", [1, 1, 1, 1, 1, 1]));
    expect(await t().statusOf("crabs")).toEqual({ status: "A", declarer: 1 });
    const view = await t().view(null);
    expect(view.phase).toBe("handOff");
    expect(view.turn).toBe(0);
    expect(await t().active()).toEqual([0]);
    expect(await t().legalKeys(0)).toEqual(["handOff 2", "handOff 4"]);
    for (const seat of [1, 2, 3, 4, 5]) expect(await t().legal(seat), `seat ${seat}`).toEqual([]);
    await t().expectRejected(0, handOff(1), "HANDOFF_INVALID", "CF-20");
    await t().expectRejected(0, handOff(0), "HANDOFF_INVALID", "CF-20");
    await t().act(0, handOff(4));
    const after = await t().view(null);
    expect(after.phase).toBe("play");
    expect(after.turn).toBe(4);
    expect(after.log.at(-1)).toMatchObject({ kind: "handOff", from: 0, to: 4 });
    await t().expectPlayTurn(4);
    // Declarations reopen as soon as the new turn-holder is set, for everyone, 0-card seat 0 included.
    await t().act(5, declare("jellyfish", [5, 5, 5, 5, 5, 5]));
    expect((await t().view(null)).score).toEqual([1, 1]);
    await t().act(0, declare("goldfish", [2, 2, 2, 2, 4, 4]));
    expect(await t().statusOf("goldfish")).toEqual({ status: "B", declarer: 0 });
    const outcome = await t().outcome();
    expect(outcome?.details.sets).toEqual([1, 2]);
    expectPlacings(outcome, "B");
  });

  it("CF-20 (edge 27): during handOff an ask or a declaration is rejected; nothing but the hand-off is legal", async () => {
    await t().start(6, HANDOFF);
    await t().act(1, declare("crabs", [1, 1, 1, 1, 1, 1]));
    expect((await t().view(null)).phase).toBe("handOff");
    await t().expectRejected(0, ask(1, "crabs-2"), "NOT_YOUR_TURN", ["CF-20", "CF-8"]);
    await t().expectRejected(2, ask(1, "goldfish-1"), "NOT_YOUR_TURN", ["CF-20", "CF-8"]);
    await t().expectRejected(5, declare("jellyfish", [5, 5, 5, 5, 5, 5]), "DECLARE_NOT_ALLOWED_NOW", [
      "CF-20",
      "CF-14",
    ]);
    await t().expectRejected(2, declare("goldfish", [2, 2, 2, 2, 4, 4]), "DECLARE_NOT_ALLOWED_NOW", [
      "CF-20",
      "CF-14",
    ]);
    await t().expectRejected(0, declare("goldfish", [2, 2, 2, 2, 4, 4]), "DECLARE_NOT_ALLOWED_NOW", [
      "CF-20",
      "CF-14",
    ]);
    await t().expectRejected(2, handOff(4), null);
    await t().expectRejected(0, END_CHANCE, null);
  });

  it("CF-20 (edge 7): the turn-holder's own declaration empties it and exactly one teammate has cards → automatic hand-off", async () => {
    await t().start(6, {
      dealer: 5,
      hands: {
        0: cards("crabs"),
        1: cards("goldfish", 1, 2, 3),
        2: cards("goldfish", 4, 5),
        3: ["goldfish-6"],
        4: [],
        5: cards("jellyfish"),
      },
    });
    const reply = await t().act(0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(eventsOf(reply)).toContainEqual(expect.objectContaining({ type: "handOff", from: 0, to: 2 }));
    const view = await t().view(null);
    expect(view.phase).toBe("play");
    expect(view.turn).toBe(2);
    expect(view.log.at(-1)).toMatchObject({ kind: "handOff", from: 0, to: 2 });
    await t().expectPlayTurn(2);
  });

  it("CF-19, CF-20: a teammate's declaration empties the turn-holder; the only teammate left with cards takes the turn", async () => {
    await t().start(6, {
      dealer: 5,
      hands: {
        0: ["crabs-1"],
        1: cards("goldfish", 2, 3, 4, 5, 6),
        2: cards("crabs", 2, 3, 4, 5, 6),
        3: cards("jellyfish"),
        4: ["goldfish-1"],
        5: cards("narwhal"),
      },
    });
    await t().act(2, declare("crabs", [0, 2, 2, 2, 2, 2]));
    const view = await t().view(null);
    expect(view.score).toEqual([1, 0]);
    expect(view.phase).toBe("play");
    expect(view.turn).toBe(4);
    await t().expectPlayTurn(4);
  });
});

// =============================================================================================
describe("CF-22 to CF-26: the endgame", () => {
  const t = withTable();

  it("CF-22, CF-23, CF-24, CF-25 (edges 8, 17, 19): the turn-holder's team runs out; chances go left from the first opponent; the last chance ends with sets forfeit", async () => {
    await t().start(6, {
      dealer: 5,
      hands: {
        0: cards("crabs"),
        1: cards("goldfish"),
        2: [],
        3: cards("jellyfish"),
        4: [],
        5: cards("narwhal"),
      },
    });
    const reply = await t().act(0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(eventsOf(reply)).toContainEqual(expect.objectContaining({ type: "endgame" }));
    const view = await t().view(null);
    expect(view.phase).toBe("endgame");
    expect(view.chanceOrder).toEqual([1, 3, 5]);
    expect(await t().active()).toEqual([1]);
    const keys = await t().legalKeys(1);
    expect(keys).toContain("endChance");
    expect(keys).toContain("declare goldfish 1,1,1,1,1,1");
    expect(keys.some((key) => key.startsWith("ask ") || key.startsWith("handOff"))).toBe(false);
    for (const seat of [0, 2, 3, 4, 5]) expect(await t().legal(seat), `seat ${seat}`).toEqual([]);
    // Edge 19: an out-team player declares → refused; so does a later chance-holder.
    await t().expectRejected(0, declare("narwhal", [0, 0, 0, 2, 2, 4]), "DECLARE_NOT_ALLOWED_NOW", "CF-24");
    await t().expectRejected(3, declare("jellyfish", [3, 3, 3, 3, 3, 3]), "DECLARE_NOT_ALLOWED_NOW", "CF-24");
    await t().expectRejected(1, ask(3, "goldfish-1"), "NOT_YOUR_TURN");
    await t().expectRejected(3, END_CHANCE, null);
    // Seat 1 declares, then ends its chance.
    await t().act(1, declare("goldfish", [1, 1, 1, 1, 1, 1]));
    expect((await t().view(null)).phase).toBe("endgame");
    await t().act(1, END_CHANCE);
    // Edge 17: a non-last player passes at once; the last declares one set and leaves one.
    expect(await t().active()).toEqual([3]);
    await t().act(3, END_CHANCE);
    expect(await t().active()).toEqual([5]);
    await t().act(5, declare("narwhal", [5, 5, 5, 5, 5, 5]));
    expect(await t().outcome()).toBeNull();
    await t().act(5, END_CHANCE);
    const outcome = await t().outcome();
    expect(await t().statusOf("jellyfish")).toEqual({ status: "forfeit", declarer: null });
    expect(outcome?.details.sets).toEqual([1, 2]);
    expect(outcome?.details.forfeited).toEqual(t().forfeits("jellyfish"));
    expect(outcome?.scores).toEqual([1, 2, 1, 2, 1, 2]);
    expectPlacings(outcome, "B");
    expect((await t().view(null)).phase).toBe("over");
    await t().expectRejected(5, END_CHANCE, "GAME_OVER");
  });

  it("CF-22, CF-23, CF-27 (edges 9, 18): a hit empties the last opponent holding cards → the asker has the first chance; resolving every set ends the game at once", async () => {
    await t().start(6, {
      dealer: 5,
      hands: {
        0: cards("crabs", 1, 2),
        1: ["crabs-3"],
        2: cards("crabs", 4, 5),
        3: [],
        4: ["crabs-6", ...cards("goldfish")],
        5: [],
      },
    });
    await t().act(0, ask(1, "crabs-3"));
    const view = await t().view(null);
    expect(view.phase).toBe("endgame");
    expect(view.chanceOrder).toEqual([0, 2, 4]);
    expect(await t().active()).toEqual([0]);
    await t().act(0, declare("crabs", [0, 0, 0, 2, 2, 4]));
    expect(await t().outcome()).toBeNull();
    await t().act(0, declare("goldfish", [4, 4, 4, 4, 4, 4]));
    // Edge 18: no live set left, though seats 2 and 4 never had their chance.
    const outcome = await t().outcome();
    expect((await t().view(null)).phase).toBe("over");
    expect(outcome?.details.sets).toEqual([2, 0]);
    expect(outcome?.details.forfeited).toEqual(t().forfeits());
    expect(outcome?.details.unresolved).toEqual([]);
    expect(outcome?.details.declarers).toMatchObject({ crabs: 0, goldfish: 0 });
    expectPlacings(outcome, "A");
    expect(await t().active()).toEqual([]);
  });

  it("CF-23 (edge 30): under anytime a B player's declaration removes team A's last cards on A's turn → the first B player left of the turn-holder goes first, whoever declared", async () => {
    await t().start(6, {
      dealer: 5,
      hands: {
        0: ["crabs-1"],
        1: ["crabs-2", ...cards("goldfish")],
        2: [],
        3: cards("crabs", 3, 4),
        4: [],
        5: [...cards("crabs", 5, 6), ...cards("jellyfish")],
      },
    });
    await t().act(5, declare("crabs", [1, 1, 3, 3, 5, 5]));
    expect(await t().statusOf("crabs")).toEqual({ status: "A", declarer: 5 });
    const view = await t().view(null);
    expect(view.phase).toBe("endgame");
    expect(view.chanceOrder).toEqual([1, 3, 5]);
    expect(await t().active()).toEqual([1]);
  });

  it("CF-26 (edge 20): in the endgame a wrong declaration is a forfeit by default and scores for the out team under strict", async () => {
    for (const strict of [false, true]) {
      await t().start(
        6,
        {
          dealer: 5,
          hands: {
            0: cards("crabs"),
            1: cards("goldfish", 1, 2, 3),
            2: [],
            3: cards("goldfish", 4, 5, 6),
            4: [],
            5: cards("jellyfish"),
          },
        },
        { strictDeclarations: strict },
      );
      await t().act(0, declare("crabs", [0, 0, 0, 0, 0, 0]));
      expect((await t().view(null)).chanceOrder).toEqual([1, 3, 5]);
      await t().act(1, declare("goldfish", [1, 1, 1, 1, 1, 3]));
      expect(await t().statusOf("goldfish")).toEqual({ status: strict ? "A" : "forfeit", declarer: 1 });
      expect((await t().view(null)).score).toEqual(strict ? [2, 0] : [1, 0]);
    }
  });

  it("CF-28 (edge 23): 4–4 plus one forfeit is a draw; every seat shares 1st", async () => {
    await t().start(6, {
      dealer: 5,
      hands: { 0: cards("whale", 1, 2, 3), 2: cards("whale", 4, 5, 6) },
      resolved: {
        crabs: "A",
        goldfish: "A",
        jellyfish: "A",
        narwhal: "A",
        octopus: "B",
        seahorse: "B",
        starfish: "B",
        turtle: "B",
      },
    });
    // Team B holds nothing: the endgame starts at once, team A to declare, seat 0 first.
    expect((await t().view(null)).phase).toBe("endgame");
    expect((await t().view(null)).chanceOrder).toEqual([0, 2, 4]);
    await t().act(0, declare("whale", [0, 0, 0, 0, 2, 2]));
    const outcome = await t().outcome();
    expect(outcome?.details.sets).toEqual([4, 4]);
    expect(outcome?.details.forfeited).toEqual(["whale"]);
    expect(outcome?.scores).toEqual([4, 4, 4, 4, 4, 4]);
    expectPlacings(outcome, "draw");
  });
});

// =============================================================================================
describe("CF-18, CF-22, CF-24: the 4-player game with the Pile", () => {
  const t = withTable();

  // crabs: A0 1-2, A2 3, Pile 4-6; goldfish: A0 1, B1 2, Pile 3-6; jellyfish: B1 1, A2 2, Pile;
  // narwhal: B3 1, Pile; octopus … whale: all in the Pile.
  const PILE4: DealSpec = {
    dealer: 3,
    hands: {
      0: ["crabs-1", "crabs-2", "goldfish-1"],
      1: ["goldfish-2", "jellyfish-1"],
      2: ["crabs-3", "jellyfish-2"],
      3: ["narwhal-1"],
    },
    pile: "rest",
  };

  it("CF-18, CF-9 (edges 2, 14): the Pile is never asked; its size is public; an all-Pile claim is correct; a Pile/partner mix-up is a forfeit; a card with an opponent scores for them", async () => {
    await t().start(4, PILE4, { preset: "pile4" });
    for (const view of await t().views()) expect(view.pileCount).toBe(46);
    await t().expectRejected(0, ask(PILE, "crabs-4"), "TARGET_NOT_OPPONENT", "CF-9");
    await t().expectRejected(0, ask(2, "crabs-3"), "TARGET_NOT_OPPONENT", "CF-9");
    await t().act(0, declare("octopus", [PILE, PILE, PILE, PILE, PILE, PILE]));
    expect(await t().statusOf("octopus")).toEqual({ status: "A", declarer: 0 });
    expect((await t().view(null)).pileCount).toBe(40);
    // crabs-3 is with the partner, crabs-4 in the Pile: claimed the other way round.
    await t().act(0, declare("crabs", [0, 0, PILE, 2, PILE, PILE]));
    expect(await t().statusOf("crabs")).toEqual({ status: "forfeit", declarer: 0 });
    await t().act(0, declare("goldfish", [0, PILE, PILE, PILE, PILE, PILE]));
    expect(await t().statusOf("goldfish")).toEqual({ status: "B", declarer: 0 });
    // Either team may assign cards to the Pile.
    await t().act(1, declare("seahorse", [PILE, PILE, PILE, PILE, PILE, PILE]));
    expect(await t().statusOf("seahorse")).toEqual({ status: "B", declarer: 1 });
    const view = await t().view(null);
    expect(view.score).toEqual([1, 2]);
    expect(view.pileCount).toBe(46 - 6 - 3 - 4 - 6);
    expect(view.handCounts).toEqual([0, 1, 1, 1]);
    await t().expectPublicLog([
      {
        kind: "declare",
        declarer: 0,
        set: "octopus",
        claimed: [-1, -1, -1, -1, -1, -1],
        actual: [-1, -1, -1, -1, -1, -1],
        result: "A",
      },
      {
        kind: "declare",
        declarer: 0,
        set: "crabs",
        claimed: [0, 0, -1, 2, -1, -1],
        actual: [0, 0, 2, -1, -1, -1],
        result: "forfeit",
      },
      {
        kind: "declare",
        declarer: 0,
        set: "goldfish",
        claimed: [0, -1, -1, -1, -1, -1],
        actual: [0, 1, -1, -1, -1, -1],
        result: "B",
      },
      // Seat 0 ran out; its only teammate with cards took the turn.
      { kind: "handOff", from: 0, to: 2, auto: true },
      {
        kind: "declare",
        declarer: 1,
        set: "seahorse",
        claimed: [-1, -1, -1, -1, -1, -1],
        actual: [-1, -1, -1, -1, -1, -1],
        result: "B",
      },
    ]);
    // The Pile never holds the turn.
    expect(view.turn).toBe(2);
  });

  it("CF-10, CF-11, CF-18: asking an opponent for a card in the Pile is legal and misses; the Pile is a possible place in the notes", async () => {
    await t().start(4, PILE4);
    expect((await t().view(0)).notes?.["crabs-4"]).toEqual([1, 2, 3, PILE]);
    await t().expectPlayTurn(0);
    await t().act(0, ask(1, "crabs-4"));
    const view = await t().view(null);
    expect(view.turn).toBe(1);
    expect(view.pileCount).toBe(46);
    expect(view.handCounts).toEqual([3, 2, 2, 1]);
    await t().expectPublicLog([{ kind: "ask", asker: 0, target: 1, card: "crabs-4", hit: false }]);
    await t().expectPlayTurn(1);
  });

  it("CF-18 (edge 14): under strict a Pile/partner mix-up scores for the opponents", async () => {
    await t().start(4, PILE4, { preset: "strict" });
    await t().act(0, declare("crabs", [0, 0, PILE, 2, PILE, PILE]));
    expect(await t().statusOf("crabs")).toEqual({ status: "B", declarer: 0 });
  });

  it("CF-22 (edge 15): both teams' hands empty at once with live sets in the Pile → game over, those sets forfeit", async () => {
    await t().start(4, {
      dealer: 3,
      hands: { 0: cards("crabs", 1, 2, 3, 4, 5), 1: ["crabs-6"], 2: [], 3: [] },
      pile: "rest",
    });
    await t().act(0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    const outcome = await t().outcome();
    expect((await t().view(null)).phase).toBe("over");
    expect(outcome?.details.sets).toEqual([0, 1]);
    expect(outcome?.details.forfeited).toEqual(SETS.filter((s) => s !== "crabs"));
    expect(outcome?.details.unresolved).toEqual([]);
    expectPlacings(outcome, "B");
  });

  it("CF-18, CF-22, CF-24, CF-25 (edges 9, 16): B is out; A declares Pile-held sets in its chances, even after A's hands are empty", async () => {
    await t().start(4, {
      dealer: 3,
      hands: { 0: ["crabs-1", "crabs-2", "goldfish-1"], 1: ["crabs-3"], 2: cards("goldfish", 2, 3), 3: [] },
      pile: "rest",
    });
    expect((await t().view(null)).pileCount).toBe(48);
    await t().act(0, ask(1, "crabs-3"));
    let view = await t().view(null);
    expect(view.phase).toBe("endgame");
    expect(view.chanceOrder).toEqual([0, 2]);
    await t().expectRejected(
      1,
      declare("jellyfish", [PILE, PILE, PILE, PILE, PILE, PILE]),
      "DECLARE_NOT_ALLOWED_NOW",
      "CF-24",
    );
    await t().act(0, declare("jellyfish", [PILE, PILE, PILE, PILE, PILE, PILE]));
    await t().act(0, declare("crabs", [0, 0, 0, PILE, PILE, PILE]));
    await t().act(0, declare("goldfish", [0, 2, 2, PILE, PILE, PILE]));
    // Every hand is empty now; the started endgame runs on (CF-22).
    view = await t().view(null);
    expect(view.handCounts).toEqual([0, 0, 0, 0]);
    expect(view.phase).toBe("endgame");
    expect(view.score).toEqual([3, 0]);
    await t().act(0, END_CHANCE);
    expect(await t().active()).toEqual([2]);
    // The 0-card partner takes its chance: a misplacement with only the Pile is a forfeit.
    await t().act(2, declare("narwhal", [2, 2, 2, 2, 2, 2]));
    expect(await t().statusOf("narwhal")).toEqual({ status: "forfeit", declarer: 2 });
    await t().act(2, declare("octopus", [PILE, PILE, PILE, PILE, PILE, PILE]));
    await t().act(2, END_CHANCE);
    const outcome = await t().outcome();
    expect(outcome?.details.sets).toEqual([4, 0]);
    expect(outcome?.details.forfeited).toEqual(["narwhal", "seahorse", "starfish", "turtle", "whale"]);
    expectPlacings(outcome, "A");
  });
});

// =============================================================================================
describe("CF-5, CF-27, CF-28: the 8-player variants", () => {
  const t = withTable();

  const EVEN: DealSpec = {
    dealer: 7,
    removedSet: "whale",
    hands: { 0: cards("turtle"), 1: cards("starfish") },
    resolved: { crabs: "A", goldfish: "A", jellyfish: "A", narwhal: "B", octopus: "B", seahorse: "B" },
  };

  it("CF-5, CF-10, CF-13, CF-27, CF-28 (edges 22, 28): the removed set is public, never asked for or declared; the eighth live set ends the game; 4–4 is a draw and the removed set is not a forfeit", async () => {
    await t().start(8, EVEN, { preset: "eightEven" });
    for (const view of await t().views()) {
      expect(view.sets.find((s) => s.set === "whale")?.status).toBe("removed");
    }
    await t().expectRejected(0, ask(1, "whale-1"), "NO_CARD_IN_SET", "CF-10");
    await t().expectRejected(0, declare("whale", [0, 0, 0, 0, 0, 0]), "SET_NOT_LIVE", "CF-13");
    await t().act(0, declare("turtle", [0, 0, 0, 0, 0, 0]));
    let view = await t().view(null);
    expect(view.phase).toBe("endgame");
    expect(view.chanceOrder).toEqual([1, 3, 5, 7]);
    await t().expectRejected(1, declare("whale", [1, 1, 1, 1, 1, 1]), "SET_NOT_LIVE", "CF-13");
    await t().act(1, declare("starfish", [1, 1, 1, 1, 1, 1]));
    view = await t().view(null);
    expect(view.phase).toBe("over");
    const outcome = await t().outcome();
    expect(outcome?.details.sets).toEqual([4, 4]);
    expect(outcome?.details.forfeited).toEqual([]);
    expect(outcome?.details.unresolved).toEqual([]);
    expect(outcome?.details.removed).toEqual(["whale"]);
    expectPlacings(outcome, "draw");
  });

  it("CF-20, CF-22, CF-23: 8p hand-off only to a teammate holding cards; the endgame's chances start left of the turn-holder and wrap around", async () => {
    await t().start(8, {
      dealer: 1,
      hands: {
        0: ["goldfish-1"],
        1: cards("crabs", 2, 3, 4, 5, 6),
        2: ["crabs-1"],
        3: ["goldfish-2"],
        4: ["goldfish-3"],
        5: cards("jellyfish"),
        6: [],
        7: cards("goldfish", 4, 5, 6),
      },
    });
    expect((await t().view(null)).turn).toBe(2);
    await t().act(1, declare("crabs", [1, 1, 1, 1, 1, 1]));
    expect((await t().view(null)).phase).toBe("handOff");
    expect(await t().legalKeys(2)).toEqual(["handOff 0", "handOff 4"]);
    await t().expectRejected(2, handOff(6), "HANDOFF_INVALID", "CF-20");
    await t().act(2, handOff(4));
    await t().expectPlayTurn(4);
    // Team B's wrong claim takes team A's last cards on seat 4's turn.
    await t().act(7, declare("goldfish", [3, 7, 7, 7, 7, 7]));
    const view = await t().view(null);
    expect(view.score).toEqual([2, 0]);
    expect(view.phase).toBe("endgame");
    expect(view.chanceOrder).toEqual([5, 7, 1, 3]);
    expect(await t().active()).toEqual([5]);
  });

  it("CF-3, CF-13: 8p teams of 4 alternate; declarations name the four teammates", async () => {
    await t().start(8, {
      dealer: 7,
      hands: {
        0: ["crabs-1", "goldfish-1"],
        1: ["crabs-2", "goldfish-2"],
        2: ["crabs-3", "goldfish-3"],
        3: ["crabs-4", "goldfish-4"],
        4: ["crabs-5", "goldfish-5"],
        5: ["crabs-6", "goldfish-6"],
        6: cards("jellyfish"),
        7: cards("narwhal"),
      },
    });
    await t().expectPlayTurn(0);
    await t().expectRejected(0, declare("jellyfish", [6, 6, 6, 6, 6, 7]), "HOLDER_NOT_TEAMMATE", "CF-13");
    await t().act(0, declare("jellyfish", [6, 6, 6, 6, 6, 6]));
    await t().act(7, declare("narwhal", [7, 7, 7, 7, 7, 7]));
    expect((await t().view(null)).score).toEqual([1, 1]);
  });
});

// =============================================================================================
describe("CF-27 to CF-30: end, clinch, ask cap", () => {
  const t = withTable();

  const CLINCH: DealSpec = {
    dealer: 5,
    hands: {
      0: cards("octopus"),
      1: cards("seahorse"),
      2: cards("starfish"),
      3: cards("turtle"),
      4: cards("whale", 1, 2, 3),
      5: cards("whale", 4, 5, 6),
    },
    resolved: { crabs: "A", goldfish: "A", jellyfish: "A", narwhal: "A" },
  };

  it("CF-28: reaching 5 sets does not end the game", async () => {
    await t().start(6, CLINCH);
    await t().act(0, declare("octopus", [0, 0, 0, 0, 0, 0]));
    const view = await t().view(null);
    expect(view.score).toEqual([5, 0]);
    expect(view.phase).not.toBe("over");
    expect(await t().outcome()).toBeNull();
  });

  it("CF-29: with endWhenClinched the game ends once one team's lead exceeds the live sets; the rest stay unresolved", async () => {
    await t().start(6, CLINCH, { endWhenClinched: true });
    // 4–0 with 5 live sets: not clinched yet.
    expect((await t().view(null)).phase).toBe("play");
    await t().act(0, declare("octopus", [0, 0, 0, 0, 0, 0]));
    const outcome = await t().outcome();
    expect((await t().view(null)).phase).toBe("over");
    expect(outcome?.details.sets).toEqual([5, 0]);
    expect(outcome?.details.unresolved).toEqual(["seahorse", "starfish", "turtle", "whale"]);
    expect(outcome?.details.forfeited).toEqual([]);
    expectPlacings(outcome, "A");
  });

  it("CF-29: a clinch during the endgame ends it at once, chances left unused and sets unresolved", async () => {
    await t().start(
      6,
      {
        dealer: 5,
        hands: {
          0: [...cards("jellyfish"), ...cards("narwhal")],
          2: [...cards("octopus"), ...cards("seahorse")],
          4: [...cards("starfish"), ...cards("turtle"), ...cards("whale")],
        },
        resolved: { crabs: "A", goldfish: "A" },
        asks: 9,
      },
      { endWhenClinched: true },
    );
    expect((await t().view(null)).phase).toBe("endgame");
    await t().act(0, declare("jellyfish", [0, 0, 0, 0, 0, 0]));
    await t().act(0, declare("narwhal", [0, 0, 0, 0, 0, 0]));
    await t().act(0, END_CHANCE);
    // 4–0 with 5 live sets: on; 5–0 with 4 live: over.
    expect(await t().outcome()).toBeNull();
    await t().act(2, declare("octopus", [2, 2, 2, 2, 2, 2]));
    const outcome = await t().outcome();
    expect(outcome?.details.sets).toEqual([5, 0]);
    expect(outcome?.details.unresolved).toEqual(["seahorse", "starfish", "turtle", "whale"]);
    expect(outcome?.details.forfeited).toEqual([]);
    expectPlacings(outcome, "A");
  });

  it("§4 post-action checks, CF-22, CF-30: when the ask reaching askCap also empties a team, the endgame (check 2) comes before closing (check 3)", async () => {
    await t().start(
      6,
      {
        dealer: 5,
        hands: {
          0: ["goldfish-1"],
          1: ["goldfish-3", "crabs-1"],
          2: [],
          3: ["goldfish-2", ...cards("goldfish", 4, 5, 6), ...cards("crabs", 2, 3, 4, 5, 6)],
          4: [],
          5: cards("jellyfish"),
        },
      },
      { askCap: 100 },
    );
    for (let i = 0; i < 99; i++) {
      if (i % 2 === 0) await t().act(0, ask(1, "goldfish-2"));
      else await t().act(1, ask(0, "goldfish-4"));
    }
    expect((await t().view(null)).turn).toBe(1);
    await t().act(1, ask(0, "goldfish-1"));
    const view = await t().view(null);
    expect(view.asks).toBe(100);
    expect(view.phase).toBe("endgame");
    expect(view.chanceOrder).toEqual([1, 3, 5]);
    await t().act(1, END_CHANCE);
    await t().act(3, END_CHANCE);
    await t().act(5, END_CHANCE);
    const outcome = await t().outcome();
    expect(outcome?.endedByCap).toBe(false);
    expect(outcome?.details.forfeited).toEqual(t().forfeits("crabs", "goldfish", "jellyfish"));
    expectPlacings(outcome, "draw");
  });

  it("CF-30 (edge 25): the ask that reaches askCap starts closing; every seat gets one chance from the turn-holder going left; then live sets are forfeit", async () => {
    await t().start(
      6,
      {
        dealer: 5,
        hands: {
          0: ["crabs-1", "goldfish-1"],
          1: ["goldfish-3", "jellyfish-1"],
          2: cards("crabs", 2, 3, 4, 5, 6),
          3: ["goldfish-2", ...cards("goldfish", 4, 5, 6)],
          4: cards("jellyfish", 2, 3, 4, 5, 6),
          5: cards("narwhal"),
        },
      },
      { askCap: 100 },
    );
    // 99 misses shuttle the turn between seats 0 and 1, then seat 1's 100th ask hits.
    for (let i = 0; i < 99; i++) {
      if (i % 2 === 0) await t().act(0, ask(1, "crabs-2"));
      else await t().act(1, ask(0, "goldfish-2"));
    }
    let view = await t().view(null);
    expect(view.asks).toBe(99);
    expect(view.phase).toBe("play");
    expect(view.turn).toBe(1);
    await t().act(1, ask(0, "goldfish-1"));
    view = await t().view(null);
    expect(view.asks).toBe(100);
    expect(view.phase).toBe("closing");
    expect(view.chanceOrder).toEqual([1, 2, 3, 4, 5, 0]);
    expect(await t().active()).toEqual([1]);
    const keys = await t().legalKeys(1);
    expect(keys).toContain("endChance");
    expect(keys.some((key) => key.startsWith("ask "))).toBe(false);
    await t().expectRejected(1, ask(0, "goldfish-2"), "NOT_YOUR_TURN");
    await t().expectRejected(5, declare("narwhal", [5, 5, 5, 5, 5, 5]), "DECLARE_NOT_ALLOWED_NOW", "CF-24");
    await t().act(1, declare("goldfish", [1, 3, 1, 3, 3, 3]));
    await t().act(1, END_CHANCE);
    await t().act(2, declare("crabs", [0, 2, 2, 2, 2, 2]));
    await t().act(2, END_CHANCE);
    await t().act(3, END_CHANCE);
    // jellyfish-1 is with seat 1: team B scores.
    await t().act(4, declare("jellyfish", [4, 4, 4, 4, 4, 4]));
    await t().act(4, END_CHANCE);
    await t().act(5, END_CHANCE);
    expect(await t().active()).toEqual([0]);
    await t().act(0, END_CHANCE);
    const outcome = await t().outcome();
    expect(outcome?.endedByCap).toBe(true);
    expect(outcome?.details.sets).toEqual([1, 2]);
    expect(outcome?.details.forfeited).toEqual(t().forfeits("narwhal"));
    expectPlacings(outcome, "B");
  });
});

// =============================================================================================
describe("CF-7: the public log and the notes aid", () => {
  const t = withTable();

  it("CF-7, CF-11, CF-17: under full every seat and spectators see every ask, answer, and declaration with its reveal, and every hand size", async () => {
    await t().start(6, SIX);
    await t().act(0, ask(1, "goldfish-2"));
    await t().act(0, ask(3, "goldfish-3"));
    await t().act(3, ask(0, "goldfish-1"));
    await t().act(2, declare("crabs", [0, 0, 0, 2, 2, 2]));
    await t().expectPublicLog([
      { kind: "ask", asker: 0, target: 1, card: "goldfish-2", hit: true },
      { kind: "ask", asker: 0, target: 3, card: "goldfish-3", hit: false },
      { kind: "ask", asker: 3, target: 0, card: "goldfish-1", hit: true },
      {
        kind: "declare",
        declarer: 2,
        set: "crabs",
        claimed: [0, 0, 0, 2, 2, 2],
        actual: [0, 0, 0, 2, 2, 2],
        result: "A",
      },
    ]);
    for (const view of await t().views()) expect(view.handCounts).toEqual([1, 2, 0, 3, 0, 6]);
  });

  it("CF-7 (edge 29): under lastAsk only the latest ask and declaration are shown; an older declaration keeps set, outcome and declarer only; the full log returns after the game", async () => {
    await t().start(6, SIX, { preset: "memory" });
    await t().act(0, ask(1, "goldfish-2"));
    await t().act(0, declare("crabs", [0, 0, 0, 2, 2, 2]));
    await t().act(0, ask(3, "goldfish-5"));
    await t().act(5, declare("jellyfish", [5, 5, 5, 5, 5, 5]));
    await t().expectPublicLog([
      { kind: "ask", asker: 0, target: 3, card: "goldfish-5", hit: true },
      {
        kind: "declare",
        declarer: 5,
        set: "jellyfish",
        claimed: [5, 5, 5, 5, 5, 5],
        actual: [5, 5, 5, 5, 5, 5],
        result: "B",
      },
    ]);
    for (const view of await t().views()) {
      expect(view.sets.find((s) => s.set === "crabs")).toEqual({ set: "crabs", status: "A", declarer: 0 });
      expect(view.handCounts).toEqual([3, 2, 0, 1, 0, 0]);
      // No trace of the first declaration's holders or the first ask anywhere in the view.
      expect(JSON.stringify(view)).not.toContain('"claimed":[0,0,0,2,2,2]');
      // A notes aid, if any, may not use the hidden first ask (seat 0 took goldfish-2 from seat 1).
      if (view.notes && view.seat !== 0) expect(view.notes["goldfish-2"]).not.toEqual([0]);
    }
    // The table text shows no more than the view: only seat 0 (who holds it) may see goldfish-2.
    for (const seat of [1, 2, 3, 4, 5, null]) {
      const text = (await t().engine.call({ cmd: "describe", seat })).text as string;
      expect(text, `seat ${seat}'s table text`).not.toContain("goldfish-2");
    }
    await t().act(1, declare("goldfish", [1, 1, 1, 1, 3, 3]));
    expect((await t().view(null)).phase).toBe("over");
    const full = [
      { kind: "ask", asker: 0, target: 1, card: "goldfish-2", hit: true },
      {
        kind: "declare",
        declarer: 0,
        set: "crabs",
        claimed: [0, 0, 0, 2, 2, 2],
        actual: [0, 0, 0, 2, 2, 2],
        result: "A",
      },
      { kind: "ask", asker: 0, target: 3, card: "goldfish-5", hit: true },
      {
        kind: "declare",
        declarer: 5,
        set: "jellyfish",
        claimed: [5, 5, 5, 5, 5, 5],
        actual: [5, 5, 5, 5, 5, 5],
        result: "B",
      },
      {
        kind: "declare",
        declarer: 1,
        set: "goldfish",
        claimed: [1, 1, 1, 1, 3, 3],
        actual: [0, 0, 1, 1, 0, 3],
        result: "A",
      },
    ];
    await t().expectPublicLog(full);
  });

  it("CF-6, §9: the notes aid lists, for each live card a seat does not hold, places that public facts allow, always including the true holder", async () => {
    await t().start(6, SIX);
    const truth = new Map<string, number>();
    for (const [seat, hand] of Object.entries(SIX.hands))
      for (const card of hand) truth.set(card, Number(seat));
    // At the deal: any other seat holding cards (seat 4 holds none).
    const start = await t().view(0);
    expect(start.notes?.["goldfish-2"]).toEqual([1, 2, 3, 5]);
    expect(start.notes?.["crabs-1"]).toBeUndefined();
    expect((await t().view(null)).notes ?? null).toBeNull();
    await t().act(0, ask(1, "goldfish-2")); // hit
    truth.set("goldfish-2", 0);
    await t().act(0, ask(3, "goldfish-3")); // miss: neither 0 nor 3 holds goldfish-3
    for (const seat of [2, 5]) {
      const view = await t().view(seat);
      expect(view.notes?.["goldfish-2"], `seat ${seat}`).toEqual([0]);
      expect(view.notes?.["goldfish-3"], `seat ${seat}`).not.toContain(0);
      expect(view.notes?.["goldfish-3"], `seat ${seat}`).not.toContain(3);
    }
    for (const seat of t().seats) {
      const view = await t().view(seat);
      for (const [card, holder] of truth) {
        if (holder === seat) continue;
        expect(view.notes?.[card], `seat ${seat}, ${card}`).toContain(holder);
      }
    }
  });
});

// =============================================================================================
describe("CF-31, §9: the substitute bot decides from the seat's view", () => {
  const t = withTable();

  const bot = async (seat: number): Promise<Action> =>
    (await t().engine.call({ cmd: "bot", seat })).action as Action;

  it("CF-31, §9: under anytime the normal bot declares a set it holds entirely at once, out of turn", async () => {
    await t().start(6, SIX);
    // Seat 5 holds jellyfish; under anytime it declares before anything else.
    expect(await bot(5)).toEqual(declare("jellyfish", [5, 5, 5, 5, 5, 5]));
  });

  it("CF-31, §9: the normal bot first asks for a card the public log places with an opponent (a certain hit)", async () => {
    await t().start(6, {
      dealer: 5,
      hands: {
        0: ["crabs-1", "goldfish-1"],
        1: ["crabs-2", "goldfish-5"],
        2: ["crabs-4", "goldfish-4"],
        3: ["crabs-5", "goldfish-2"],
        4: ["crabs-6", "goldfish-6"],
        5: ["crabs-3", "goldfish-3"],
      },
    });
    await t().act(0, ask(3, "crabs-3")); // miss: seat 3's turn
    await t().act(3, ask(0, "goldfish-1")); // hit: goldfish-1 is publicly with seat 3
    await t().act(3, ask(2, "goldfish-3")); // miss: seat 2's turn
    expect(await bot(2)).toEqual(ask(3, "goldfish-1"));
  });

  it("CF-20, CF-31, §9: the bot hands the turn to the teammate with the most cards, ties to the first one on the left", async () => {
    for (const [two, four, expected] of [
      [2, 2, 2],
      [1, 3, 4],
    ] as const) {
      const goldfish = cards("goldfish", 2, 3, 4, 5, 6);
      await t().start(6, {
        dealer: 5,
        hands: {
          0: ["crabs-1"],
          1: [...cards("crabs", 2, 3, 4, 5, 6), "goldfish-1"],
          2: goldfish.slice(0, two),
          3: goldfish.slice(two, 5 - four),
          4: goldfish.slice(5 - four),
          5: cards("jellyfish"),
        },
      });
      await t().act(1, declare("crabs", [1, 1, 1, 1, 1, 1]));
      expect((await t().view(null)).phase).toBe("handOff");
      expect(await bot(0)).toEqual(handOff(expected));
    }
  });

  it("CF-24, CF-31: in the endgame the bot's move is a legal one for the chance-holder", async () => {
    await t().start(6, {
      dealer: 5,
      hands: {
        0: cards("crabs"),
        1: cards("goldfish"),
        2: [],
        3: cards("jellyfish"),
        4: [],
        5: cards("narwhal"),
      },
    });
    await t().act(0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    expect(await bot(1)).toEqual(declare("goldfish", [1, 1, 1, 1, 1, 1]));
    const none = await t().engine.request({ cmd: "bot", seat: 0 });
    expect(none.error?.code).toBe("NOT_YOUR_TURN");
  });

  it("CF-7 (lastAsk), CF-31: the bot remembers every ask its seat watched, though the view shows only the latest; so does a loaded game", async () => {
    await t().start(
      6,
      {
        dealer: 2, // seat 3 has the first turn
        hands: {
          0: ["crabs-4", "goldfish-1"],
          1: ["crabs-1", "crabs-2", "goldfish-2"],
          2: ["crabs-5", "goldfish-3"],
          3: ["crabs-3", "goldfish-4"],
          4: [...cards("narwhal"), "crabs-6", "goldfish-5"],
          5: [...cards("jellyfish"), "goldfish-6"],
        },
      },
      { preset: "memory" },
    );
    // Seat 3 collects every crab it lacks; watching it, seat 1 knows where all six crabs are.
    await t().act(3, ask(0, "crabs-4"));
    await t().act(3, ask(2, "crabs-5"));
    await t().act(3, ask(4, "crabs-6"));
    const shown = (await t().view(1)).log.filter((e) => e.kind === "ask");
    expect(shown).toMatchObject([{ kind: "ask", asker: 3, target: 4, card: "crabs-6", hit: true }]);
    const proven = declare("crabs", [1, 1, 3, 3, 3, 3]);
    for (const level of ["normal", "hard"])
      expect((await t().engine.call({ cmd: "bot", seat: 1, level })).action, level).toEqual(proven);
    const { replay } = await t().engine.call({ cmd: "replay" });
    await t().engine.call({ cmd: "load", replay });
    expect(await bot(1)).toEqual(proven);
  });
});

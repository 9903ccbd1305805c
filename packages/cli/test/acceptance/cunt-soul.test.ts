// Acceptance scenarios for Cunt-Soul (v1.2), written from the brief (shared/briefs/cunt-soul.md)
// as an outside referee: every scenario sets up a custom deal and drives the real built CLI only
// through the engine protocol (docs/engine-protocol.md). Test names cite the brief's rule IDs and
// its §8 edge cases ("edge N"). Expected legal values, queues, burns and draws are worked out here
// from the brief, not copied from the engine. Where the brief contradicts itself, the reading the
// implementation chose (packages/games/cunt-soul/RULES.md, "Brief contradictions") is tested and
// cited.
//
// Custom deals (options.deal) name every zone of every seat (hand, faceUp, faceDown, field) and the
// source pile from the top; every card of the pack is named (this file fills what a scenario leaves
// out, in a fixed order), so no seeded shuffle decides anything. The deal has no discard pile,
// graveyard or turn state: scenarios build those by playing. Every hand is filled to 5 after the
// selection and every unnamed card goes to the source, so with 4 players (one pack) the source
// holds 6 cards; two A-fields (H = 7) drain it at setup ("drained" deals below).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineDriver, type EngineReply } from "./engine-driver.js";

// ---------------------------------------------------------------------------------------------
// Cards (CS-1): 2–10, J, Q, K, A in four suits plus two Jokers ("JK") per pack.

const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] as const;
const SUITS = ["C", "D", "H", "S"] as const;

function pack(decks: number): string[] {
  const out: string[] = [];
  for (let d = 0; d < decks; d++) {
    for (const r of RANKS) for (const s of SUITS) out.push(`${r}${s}`);
    out.push("JK", "JK");
  }
  return out;
}

/** The syntactic value of a card name: "10H" → "10", "JK" → "JK". */
const cardValue = (card: string): string => (card === "JK" ? "JK" : card.slice(0, -1));

// ---------------------------------------------------------------------------------------------
// Custom deals.

interface SeatSpec {
  hand?: string[];
  up?: string[];
  down?: string[];
  field: string;
}

interface DealOptions {
  /** The top of the source pile, top first; the unnamed cards follow it. */
  source?: string[];
  /** Default: the last seat, so seat 0 plays first (CS-9). */
  dealer?: number;
  decks?: number;
}

interface SeatDeal {
  hand: string[];
  faceUp: string[];
  faceDown: string[];
  field: string;
}

/** Names every card: what a seat leaves out is filled from the unnamed cards in pack order. */
function makeDeal(seats: SeatSpec[], opts: DealOptions = {}) {
  const decks = opts.decks ?? (seats.length <= 4 ? 1 : 2);
  const pool = pack(decks);
  const take = (card: string) => {
    const i = pool.indexOf(card);
    if (i < 0) throw new Error(`test bug: ${card} named too often`);
    pool.splice(i, 1);
  };
  for (const s of seats)
    for (const c of [...(s.hand ?? []), ...(s.up ?? []), ...(s.down ?? []), s.field]) take(c);
  for (const c of opts.source ?? []) take(c);
  const fill = (given: string[] | undefined, n: number): string[] => {
    const out = [...(given ?? [])];
    while (out.length < n) {
      const c = pool.shift();
      if (c === undefined) throw new Error("test bug: the deal needs more cards");
      out.push(c);
    }
    return out;
  };
  const dealt: SeatDeal[] = seats.map((s) => ({
    hand: fill(s.hand, 5),
    faceUp: fill(s.up, 3),
    faceDown: fill(s.down, 3),
    field: s.field,
  }));
  return { dealer: opts.dealer ?? seats.length - 1, seats: dealt, source: [...(opts.source ?? []), ...pool] };
}

// ---------------------------------------------------------------------------------------------
// Views, events, actions (the fields these scenarios read).

interface SeatView {
  handCount: number;
  hand: string[] | null;
  known: string[];
  faceUp: (string | null)[] | null;
  horizontal: boolean[];
  faceDownFilled: boolean[];
  faceDownSeen: (string | null)[];
  field: string | null;
  out: boolean;
  place: number | null;
  pickups: number;
  fieldChanges: number;
  selected: boolean;
}

interface LinkView {
  cards: string[];
  owner: number;
  value: string;
  semantic: string;
  fired: boolean;
  count: number;
  choice: "higher" | "lower" | null;
}

/** The view: named values, every pile top first (RULES.md, "The view"). */
interface View {
  seat: number | null;
  phase: string;
  direction: "clockwise" | "counterclockwise";
  turn: {
    seat: number;
    turns: number;
    dealer: number;
    firstPlayer: number;
    tokenHolder: number | null;
    tokenActive: boolean;
  };
  fields: { handSize: number; bifurcated: boolean; reversed: boolean; multiplier: number };
  seats: SeatView[];
  source: (string | null)[];
  sourceFlipped: boolean;
  pile: LinkView[];
  graveyard: string[];
}

type Action = Record<string, unknown> & { type: string };
type Ev = Record<string, unknown> & { type: string };

const play = (...cards: string[]): Action => ({ type: "play", cards });
const flip = (slot: number): Action => ({ type: "flip", slot });
const swap = (card: string, slot: number): Action => ({ type: "swap", card, slot });
const next = (seat: number): Action => ({ type: "chooseNext", seat });
const changeField = (card: string): Action => ({ type: "changeField", card });
const PICKUP: Action = { type: "pickUp" };
const END_CHAIN: Action = { type: "endChain" };
const END_SWAPS: Action = { type: "endSwaps" };
const HIGHER: Action = { type: "chooseHigher" };
const LOWER: Action = { type: "chooseLower" };
const KEEP_FIELD: Action = { type: "keepField" };

function key(a: Record<string, unknown>): string {
  const cards = Array.isArray(a.cards) ? [...(a.cards as string[])].sort().join(" ") : "";
  const rest = Object.entries(a)
    .filter(([k]) => k !== "cards" && k !== "type")
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(",");
  return `${a.type}(${cards}${rest})`;
}
const keys = (actions: Record<string, unknown>[]): string[] => actions.map(key).sort();

/** The syntactic values of the play actions offered (CS-30 verdicts, seen from outside). */
function playValues(actions: Action[]): string[] {
  const vals = new Set<string>();
  for (const a of actions) if (a.type === "play") vals.add(cardValue((a.cards as string[])[0]));
  return [...vals].sort();
}
const sortVals = (vals: string[]) => [...vals].sort();
const ofType = (events: Ev[], type: string) => events.filter((e) => e.type === type);

// ---------------------------------------------------------------------------------------------
// The engine (one per describe block) and small protocol helpers.

let e: EngineDriver;

function useEngine() {
  beforeAll(() => {
    e = EngineDriver.start();
  });
  afterAll(async () => {
    await e.close();
  });
}

async function start(
  seats: SeatSpec[],
  opts: DealOptions & { options?: Record<string, unknown> } = {},
): Promise<EngineReply> {
  const deal = makeDeal(seats, opts);
  return e.call({
    cmd: "new",
    game: "cunt-soul",
    players: seats.length,
    seed: "acceptance",
    options: { ...(opts.options ?? {}), deal },
  });
}

/**
 * The scenarios name Jokers by face ("JK": any Joker, as input accepts); views, actions and events
 * name each one by its copy ("JK1", "JK2"), which these rules scenarios need not tell apart.
 */
function jokersByFace<T>(reply: T): T {
  return JSON.parse(JSON.stringify(reply).replace(/"JK\d"/g, '"JK"')) as T;
}
async function legal(seat: number): Promise<Action[]> {
  return jokersByFace((await e.call({ cmd: "legal", seat })).actions as Action[]);
}
async function view(seat: number | null): Promise<View> {
  return jokersByFace((await e.call({ cmd: "view", seat })).view as View);
}
async function active(): Promise<number[]> {
  return (await e.call({ cmd: "active" })).active as number[];
}
async function act(seat: number, action: Action): Promise<Ev[]> {
  return jokersByFace((await e.call({ cmd: "apply", seat, action })).events as Ev[]);
}
/** Starts the play step of `seat`: keeps the field card when a field change is offered (CS-11). */
async function keep(seat: number): Promise<void> {
  const acts = await legal(seat);
  if (acts.some((a) => a.type === "keepField")) await act(seat, KEEP_FIELD);
}
/** keepField (if offered) then the action. */
async function turn(seat: number, action: Action): Promise<Ev[]> {
  await keep(seat);
  return act(seat, action);
}
/** Expects a refusal with `code` (and `ruleId`), and that no view changed. */
async function refuse(seat: number, action: Action, code: string, ruleId?: string): Promise<void> {
  const before = [await view(null), await view(seat)];
  const reply = await e.request({ cmd: "apply", seat, action });
  expect(reply.ok, `expected ${key(action)} by seat ${seat} to be refused`).toBe(false);
  expect(reply.error?.code).toBe(code);
  if (ruleId !== undefined) expect(reply.error?.ruleId).toBe(ruleId);
  expect([await view(null), await view(seat)]).toEqual(before);
}
async function has(seat: number, action: Action): Promise<boolean> {
  return keys(await legal(seat)).includes(key(action));
}
async function hand(seat: number): Promise<string[]> {
  return [...((await view(seat)).seats[seat].hand ?? [])].sort();
}
const top = (v: View): LinkView | undefined => v.pile[0];

// Field sets that cancel out: two 7-fields (b = 0) and two K-fields (r = 0), CS-28, CS-80.
const N4 = { a: "7C", b: "7D", c: "KC", d: "KD" };

// =============================================================================================
describe("Setup: selection, reveal, first draws, first player (CS-5..CS-9, CS-2)", () => {
  useEngine();

  it("CS-6, CS-7, CS-2, CS-9: the selection is simultaneous and secret, revealed together; dealer's left starts", async () => {
    const deal = {
      dealer: 1,
      seats: [
        { hand: ["2C", "3C", "4C", "5C", "6C", "8C", "9C", "10C", "JC"] },
        { hand: ["2D", "3D", "4D", "5D", "6D", "8D", "9D", "10D", "JD"] },
      ],
    };
    await e.call({ cmd: "new", game: "cunt-soul", players: 2, seed: "sel", options: { deal } });
    expect([...(await active())].sort()).toEqual([0, 1]);
    const l0 = await legal(0);
    expect(l0.every((a) => a.type === "setup")).toBe(true);
    // 9 distinct cards: C(9,3) face-up choices × 6 field cards.
    expect(l0.length).toBe(84 * 6);
    await refuse(1, { type: "setup", faceUp: ["2C", "3D", "4D"], field: "5D" }, "BAD_SELECTION", "CS-7");
    await act(1, { type: "setup", faceUp: ["8D", "9D", "10D"], field: "JD" });
    expect(await active()).toEqual([0]);
    const seen0 = await view(0);
    expect(seen0.seats[1].faceUp).toBeNull();
    expect(seen0.seats[1].field).toBeNull();
    expect(seen0.seats[1].selected).toBe(true);
    expect(seen0.seats[1].hand).toBeNull();
    await refuse(1, { type: "setup", faceUp: ["2D", "3D", "4D"], field: "5D" }, "NOT_YOUR_TURN");
    const events = await act(0, { type: "setup", faceUp: ["8C", "9C", "10C"], field: "2C" });
    expect(ofType(events, "reveal")).toHaveLength(1);
    const v = await view(0);
    expect(v.seats[1].faceUp).toEqual(["8D", "9D", "10D"]);
    expect(v.seats[1].field).toBe("JD");
    expect(v.seats[0].field).toBe("2C");
    expect(v.seats[1].handCount).toBe(5);
    expect(v.seats[1].hand).toBeNull();
    // CS-9: the player on the dealer's (seat 1) left starts.
    expect(v.turn.seat).toBe(0);
    expect(await active()).toEqual([0]);
  });

  it("CS-8, CS-87, CS-95: a 6-field flips the source pile before the first draws, which are public, from the first player", async () => {
    // 4 players: 6 source cards. Fields 6, A, 7, 7: H = 6, so each seat draws 1, first player first.
    await start(
      [
        { hand: ["2C", "3C", "4C", "5C", "8C"], field: "6H" },
        { field: "AH" },
        { field: N4.a },
        { field: N4.b },
      ],
      { source: ["QC", "QD", "QH", "QS", "JK", "JK"] },
    );
    const v = await view(null);
    expect(v.sourceFlipped).toBe(true);
    expect(v.fields.handSize).toBe(6);
    // Turned over: the old bottom (the second Joker, then the first, then QS...) is drawn first.
    const v0 = await view(0);
    expect(v0.seats[0].hand).toContain("JK");
    const v1 = await view(1);
    expect(v1.seats[1].hand).toContain("JK");
    expect(v.seats[2].known).toEqual(["QS"]);
    expect(v.seats[3].known).toEqual(["QH"]);
    // The top of the turned pile is visible to all (CS-2).
    expect(v.source).toHaveLength(2);
    expect(v.source[0]).toBe("QD");
    expect(v.seats[0].known).toEqual(["JK"]);
  });

  it("CS-1, CS-5, CS-101: 5 players use two packs (108 cards, 4 Jokers); a custom deal may place all four Jokers", async () => {
    const reply = await start(
      [
        { hand: ["JK", "JK", "2C", "3C", "4C"], field: "7C" },
        { hand: ["JK", "JK", "2D", "3D", "4D"], field: "7D" },
        { field: "KC" },
        { field: "KD" },
        { field: "QC" },
      ],
      { decks: 2 },
    );
    expect(reply.ok).toBe(true);
    const v = await view(null);
    const onTable = v.seats.reduce((n, s) => n + s.handCount + 3 + 3 + 1, 0);
    expect(onTable + v.source.length).toBe(108);
  });
});

// =============================================================================================
describe("Ordering, overrule, 3, 7, 9, K and the refusals (CS-28, CS-30, CS-31, CS-41, CS-45, CS-47, CS-51)", () => {
  useEngine();
  const F = N4;

  it("CS-28, CS-31, CS-51: on a K only K, A, the overrulers 2/6/7/10 and a Joker; the K reverses at once", async () => {
    await start([
      { hand: ["KH", "3C", "4C", "5C", "8C"], field: F.a },
      { field: F.b },
      { field: F.c },
      { hand: ["2S", "3S", "6S", "7S", "10S"], up: ["JS", "QS", "AS"], field: F.d },
    ]);
    const events = await turn(0, play("KH"));
    expect(ofType(events, "direction")).toHaveLength(1);
    expect(await active()).toEqual([3]);
    await keep(3);
    expect(playValues(await legal(3))).toEqual(sortVals(["2", "6", "7", "10"]));
    await refuse(3, play("3S"), "ILLEGAL_LINK", "CS-28");
  });

  it("CS-30, CS-20, CS-26: mixed values are no link, a pickup while a play exists is refused, another seat may not act", async () => {
    await start([
      { hand: ["9H", "9S", "4C", "5C", "8C"], up: ["9D", "QC", "QD"], field: F.a },
      { field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await keep(0);
    await refuse(0, play("9H", "4C"), "BAD_LINK", "CS-20");
    await refuse(0, play("9H", "9D"), "NOT_IN_ZONE", "CS-21");
    await refuse(0, PICKUP, "MUST_PLAY", "CS-26");
    await refuse(1, play("9H"), "NOT_YOUR_TURN");
    await refuse(0, { type: "flip", slot: 0 }, "BAD_FLIP", "CS-21");
    await refuse(0, END_CHAIN, "MUST_CONTINUE", "CS-14");
    // CS-26: an empty pile is never picked up by choice.
    expect(await has(0, PICKUP)).toBe(false);
  });

  it("CS-41, CS-31 (edge 5): on a 3 only a 3 or a Joker; a 10 or a 2 is refused with CS-41", async () => {
    await start([
      { hand: ["3H", "4C", "5C", "8C", "9C"], field: F.a },
      { hand: ["3S", "10S", "2S", "JK", "5S"], field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("3H"));
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["3", "JK"]));
    await refuse(1, play("10S"), "ILLEGAL_LINK", "CS-41");
    await refuse(1, play("2S"), "ILLEGAL_LINK", "CS-41");
  });

  it("CS-55, CS-30 (edge 6): a Joker on a 3 cancels it; the next link needs rank ≥ 3 by ordering", async () => {
    await start([
      { hand: ["3H", "4C", "5C", "8C", "9C"], field: F.a },
      { hand: ["JK", "10S", "2S", "3S", "5S"], field: F.b },
      { hand: ["4D", "5D", "9D", "QD", "AD"], field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("3H"));
    const events = await turn(1, play("JK"));
    const p = ofType(events, "play")[0];
    expect(p.sem).toBe("3");
    expect(ofType(events, "burn")).toHaveLength(0);
    await keep(2);
    expect(playValues(await legal(2))).toEqual(sortVals(["4", "5", "9", "Q", "A"]));
  });

  it("CS-45, CS-30 (edge 7): a 7 set to lower admits 2–7 and a Joker, not a 10; higher admits only 7 and ranks above 7", async () => {
    await start([
      { hand: ["7H", "4C", "5C", "8C", "9C"], field: F.a },
      { hand: ["2S", "5S", "7S", "10S", "JK"], up: ["8S", "9S", "QS"], field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("7H"));
    expect(keys(await legal(0))).toEqual(keys([HIGHER, LOWER]));
    await refuse(0, play("4C"), "WRONG_STEP");
    await act(0, LOWER);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["2", "5", "7", "JK"]));
    await refuse(1, play("10S"), "ILLEGAL_LINK", "CS-45");
  });

  it("CS-44, CS-45, CS-56 (edge 4): a 6 on a 7 set to higher is refused; on lower it is legal and makes a new choice; a Joker on it is a paradox", async () => {
    await start([
      { hand: ["7H", "4C", "5C", "8C", "9C"], field: F.a },
      { hand: ["6S", "5S", "9S", "10S", "QS"], field: F.b },
      { hand: ["JK", "5D", "9D", "10D", "QD"], field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("7H"));
    await act(0, HIGHER);
    await keep(1);
    await refuse(1, play("6S"), "ILLEGAL_LINK", "CS-45");
    expect(playValues(await legal(1))).toEqual(sortVals(["9", "10", "Q"]));

    await start([
      { hand: ["7H", "4C", "5C", "8C", "9C"], field: F.a },
      { hand: ["6S", "5S", "9S", "10S", "QS"], field: F.b },
      { hand: ["JK", "5D", "9D", "10D", "QD"], field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("7H"));
    await act(0, LOWER);
    await turn(1, play("6S"));
    expect(keys(await legal(1))).toEqual(keys([HIGHER, LOWER]));
    await act(1, HIGHER);
    const events = await turn(2, play("JK"));
    expect(ofType(events, "burn")).toHaveLength(1);
    const v = await view(null);
    expect(v.pile).toEqual([]);
    expect(v.graveyard).toEqual(expect.arrayContaining(["7H", "6S", "JK"]));
  });

  it("CS-45, CS-33, CS-71 (edge 52): a 7 completing a streak of four burns and makes no choice", async () => {
    await start([
      { hand: ["7H", "7S", "4C", "5C", "8C"], field: "QC" },
      { hand: ["7C", "7D", "5S", "9S", "10S"], field: "QD" },
      { field: "KC" },
      { field: "KD" },
    ]);
    await turn(0, play("7H", "7S"));
    await act(0, LOWER);
    const events = await turn(1, play("7C", "7D"));
    expect(ofType(events, "burn")).toHaveLength(1);
    expect(ofType(events, "sevenChoice")).toHaveLength(0);
    expect(await active()).toEqual([2]);
    expect((await view(null)).pile).toEqual([]);
  });

  it("CS-47, CS-40: an active 9 takes any link; a 2 on the empty pile has no ability and anything follows it", async () => {
    await start([
      { hand: ["9H", "4C", "5C", "8C", "2C"], field: F.a },
      { hand: ["3S", "4S", "5S", "8S", "JK"], field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("9H"));
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["3", "4", "5", "8", "JK"]));

    await start([
      { hand: ["2H", "4C", "5C", "8C", "9C"], field: F.a },
      { hand: ["3S", "4S", "5S", "8S", "JK"], field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    const events = await turn(0, play("2H"));
    expect(ofType(events, "play")[0].sem).toBe("2");
    expect(await active()).toEqual([1]);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["3", "4", "5", "8", "JK"]));
  });

  it("CS-32, CS-53 (edge 1): a 6 or a Joker as the first link is `table`; anything may follow", async () => {
    for (const first of ["6H", "JK"]) {
      await start([
        { hand: [first, "4C", "5C", "8C", "9C"], field: F.a },
        { hand: ["3S", "4S", "5S", "8S", "2S"], field: F.b },
        { field: F.c },
        { field: F.d },
      ]);
      const events = await turn(0, play(first));
      expect(ofType(events, "play")[0].sem).toBe("table");
      expect(await active()).toEqual([1]);
      await keep(1);
      expect(playValues(await legal(1))).toEqual(sortVals(["2", "3", "4", "5", "8"]));
    }
  });
});

// =============================================================================================
// "Drained" deals: 4 players leave 6 source cards; two A-fields make H = 7 (CS-95), so the first
// draws (CS-8) take 2 cards each for seats 0, 1, 2 and the source pile is gone from the start.
// Seat 0's hand is its 5 dealt cards plus the first two source cards.

describe("Runs, take-backs and the accessible zone (CS-21, CS-22, CS-42, CS-44, CS-57, CS-12)", () => {
  useEngine();

  const runDeal = (down: string[], fields = ["7C", "AC", "AD", "7D"]) =>
    start(
      [
        { hand: ["4H", "5H", "6H", "7H", "8H"], up: ["JH", "QH", "KH"], down, field: fields[0] },
        { hand: ["6S", "JK", "2C", "3C", "4C"], field: fields[1] },
        { hand: ["2D", "3D", "4D", "5D", "8D"], field: fields[2] },
        { hand: ["2S", "3S", "4S", "5S", "8S"], field: fields[3] },
      ],
      { source: ["9H", "10H", "9C", "10C", "9D", "10D"] },
    );

  it("CS-42, CS-14: after a 4 a run may start; the 5 makes the 6 mandatory; later steps are optional", async () => {
    await runDeal(["2H", "3H", "AH"]);
    const v = await view(null);
    expect(v.source).toEqual([]);
    expect(v.seats[0].handCount).toBe(7);
    // CS-81: no source pile, so no field change is offered.
    expect(await has(0, KEEP_FIELD)).toBe(false);
    await act(0, play("4H"));
    expect(keys(await legal(0))).toEqual(keys([play("5H"), END_CHAIN]));
    await act(0, play("5H"));
    expect(keys(await legal(0))).toEqual(keys([play("6H")]));
    await refuse(0, END_CHAIN, "MUST_CONTINUE", "CS-14");
    await act(0, play("6H"));
    expect(keys(await legal(0))).toEqual(keys([play("7H"), END_CHAIN]));
  });

  it("CS-42 (edge 9), CS-21: run 4…Q from hand then face-up: its 7 makes no choice, 8 no skip, 10 no burn, J no choice, Q no extension", async () => {
    await runDeal(["2H", "3H", "AH"]);
    for (const c of ["4H", "5H", "6H", "7H", "8H", "9H", "10H"]) await act(0, play(c));
    // CS-21: hand empty, no source pile: the face-up cards are next.
    expect(keys(await legal(0))).toEqual(keys([play("JH"), END_CHAIN]));
    await act(0, play("JH"));
    const events = await act(0, play("QH"));
    expect(ofType(events, "burn")).toHaveLength(0);
    expect(keys(await legal(0))).toEqual(keys([play("KH"), END_CHAIN]));
    await act(0, END_CHAIN);
    expect(await active()).toEqual([1]);
    const v = await view(null);
    expect(v.pile.map((l) => l.cards[0])).toEqual(["QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H"]);
    expect(v.graveyard).toEqual([]);
  });

  it("CS-44, CS-42 (edge 3): a 6 on the ability-less 10 that ends a run burns (RULES.md, brief contradiction 1)", async () => {
    await runDeal(["2H", "3H", "AH"]);
    for (const c of ["4H", "5H", "6H", "7H", "8H", "9H", "10H"]) await act(0, play(c));
    await act(0, END_CHAIN);
    const events = await act(1, play("6S"));
    expect(ofType(events, "burn")).toHaveLength(1);
    expect((await view(null)).pile).toEqual([]);
  });

  it("CS-57, CS-32 (edge 12): a Joker on a finished run gives the steps back to the runner; it copies the start 4", async () => {
    await runDeal(["2H", "3H", "AH"]);
    for (const c of ["4H", "5H", "6H", "7H"]) await act(0, play(c));
    await act(0, END_CHAIN);
    const events = await act(1, play("JK"));
    expect(ofType(events, "takeBack")).toHaveLength(1);
    const v = await view(null);
    expect(v.pile.map((l) => l.cards)).toEqual([["JK"], ["4H"]]);
    expect(ofType(events, "play")[0].sem).toBe("4");
    expect(await hand(0)).toEqual(sortVals(["5H", "6H", "7H", "8H", "9H", "10H"]));
    // The take-back is public (CS-2).
    expect(sortVals(v.seats[0].known)).toEqual(sortVals(["5H", "6H", "7H"]));
  });

  it("CS-12, CS-22, CS-42 (edges 11, 50): at the face-down stage every filled slot may be flipped; a wrong run step fails: pickup plus that card", async () => {
    await runDeal(["2H", "AH", "3H"]);
    for (const c of ["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]) await act(0, play(c));
    expect(keys(await legal(0))).toEqual(keys([flip(0), flip(1), flip(2), END_CHAIN]));
    const events = await act(0, flip(0));
    expect(ofType(events, "flipFails")).toHaveLength(1);
    expect(ofType(events, "pickUp")).toHaveLength(1);
    expect(await hand(0)).toEqual(
      sortVals(["2H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]),
    );
    const v = await view(null);
    expect(v.pile).toEqual([]);
    expect(v.seats[0].faceDownFilled).toEqual([false, true, true]);
    expect(await active()).toEqual([1]);
  });

  it("CS-42, CS-22: a flipped A is a run step; nothing follows A, so the chain ends", async () => {
    await runDeal(["2H", "AH", "3H"]);
    for (const c of ["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]) await act(0, play(c));
    const events = await act(0, flip(1));
    expect(ofType(events, "flipFails")).toHaveLength(0);
    expect(await active()).toEqual([1]);
    expect(top(await view(null))?.cards).toEqual(["AH"]);
  });

  it("CS-42, CS-27 (edge 10): a 4 then a 5 and no 6 → pickup, the 4 and 5 included", async () => {
    await start([
      { hand: ["4H", "5H", "9C", "JC", "KH"], field: N4.a },
      { field: N4.b },
      { field: N4.c },
      { field: N4.d },
    ]);
    await turn(0, play("4H"));
    await act(0, play("5H"));
    expect(keys(await legal(0))).toEqual(keys([PICKUP]));
    const events = await act(0, PICKUP);
    expect(sortVals(ofType(events, "pickUp")[0].cards as string[])).toEqual(sortVals(["4H", "5H"]));
    expect(await hand(0)).toEqual(sortVals(["4H", "5H", "9C", "JC", "KH"]));
    expect(await active()).toEqual([1]);
  });

  it("CS-42, CS-26 (edge 49): a run step of four 5s burns and no 6 is held → pickup of zero cards", async () => {
    await start([
      { hand: ["4H", "5H", "5S", "5D", "5C"], field: N4.a },
      { field: N4.b },
      { field: N4.c },
      { field: N4.d },
    ]);
    await turn(0, play("4H"));
    const burnEvents = await act(0, play("5H", "5S", "5D", "5C"));
    expect(ofType(burnEvents, "burn")).toHaveLength(1);
    expect(keys(await legal(0))).toEqual(keys([PICKUP]));
    const events = await act(0, PICKUP);
    expect(ofType(events, "pickUp")[0].cards).toEqual([]);
    expect(await active()).toEqual([1]);
    // CS-74: the replenish still runs after a pickup.
    expect((await view(null)).seats[0].handCount).toBe(5);
  });

  it("CS-42 (edge 8): run 4-5-6 under the K-field is legal; run steps ignore the ordering", async () => {
    await start([
      { hand: ["4H", "5H", "6H", "9C", "JC"], field: "KC" },
      { field: "7C" },
      { field: "7D" },
      { field: "QD" },
    ]);
    await keep(0);
    await act(0, play("4H"));
    await act(0, play("5H"));
    await act(0, play("6H"));
    expect(keys(await legal(0))).toEqual(keys([END_CHAIN]));
    await act(0, END_CHAIN);
    expect(top(await view(null))?.cards).toEqual(["6H"]);
  });

  it("CS-57, CS-32, CS-44 (edge 12): a 6 copying a 4 starts a run at 4; after the take-back the Joker copies that 6", async () => {
    await start([
      { hand: ["4H", "9C", "JC", "QC", "AC"], field: N4.a },
      { hand: ["6S", "5S", "6D", "2C", "3C"], field: N4.b },
      { hand: ["JK", "2D", "3D", "5D", "9D"], field: N4.c },
      { field: N4.d },
    ]);
    await turn(0, play("4H"));
    await act(0, END_CHAIN);
    await turn(1, play("6S"));
    // The start counts as 4: the next step is a 5, then the 6 is mandatory.
    expect(keys(await legal(1))).toEqual(keys([play("5S"), END_CHAIN]));
    await act(1, play("5S"));
    expect(keys(await legal(1))).toEqual(keys([play("6D")]));
    await act(1, play("6D"));
    await act(1, END_CHAIN);
    const events = await turn(2, play("JK"));
    expect(ofType(events, "takeBack")).toHaveLength(1);
    expect(ofType(events, "play")[0].sem).toBe("6");
    expect((await view(null)).pile.map((l) => l.cards)).toEqual([["JK"], ["6S"], ["4H"]]);
    expect(await hand(1)).toEqual(expect.arrayContaining(["5S", "6D"]));
  });

  it("CS-57, CS-73, CS-32 (edge 12): a run whose start 4 burned goes on over the empty pile; a Joker then lies on `table`", async () => {
    await start([
      { hand: ["4H", "4S", "4D", "JC", "QC"], field: N4.a },
      { hand: ["4C", "5S", "6D", "2C", "3C"], field: N4.b },
      { hand: ["JK", "2D", "3D", "5D", "9D"], field: N4.c },
      { field: N4.d },
    ]);
    await turn(0, play("4H", "4S", "4D"));
    await act(0, END_CHAIN);
    const burn = await turn(1, play("4C"));
    expect(ofType(burn, "burn")).toHaveLength(1);
    expect(keys(await legal(1))).toEqual(keys([play("5S"), END_CHAIN]));
    await act(1, play("5S"));
    await act(1, play("6D"));
    await act(1, END_CHAIN);
    const events = await turn(2, play("JK"));
    expect(ofType(events, "takeBack")).toHaveLength(1);
    expect(ofType(events, "play")[0].sem).toBe("table");
    expect((await view(null)).pile.map((l) => l.cards)).toEqual([["JK"]]);
  });
});

// =============================================================================================
describe("Card abilities 5, 8, 10, J, Q, A and the queue (CS-43, CS-46, CS-48, CS-49, CS-50, CS-52, CS-60..CS-64, CS-71..CS-74)", () => {
  useEngine();
  const F = N4;

  it("CS-43, CS-58 (edge 17): a pair of 5s allows 2 swaps; a Joker on it undoes both, the last first", async () => {
    await start([
      { hand: ["5H", "5S", "2C", "3C", "9C"], up: ["QC", "QD", "AC"], field: F.a },
      { hand: ["JK", "2D", "3D", "4D", "9D"], field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("5H", "5S"));
    const l = await legal(0);
    expect(keys(l)).toContain(key(END_SWAPS));
    expect(keys(l)).toContain(key(swap("2C", 0)));
    expect(l.filter((a) => a.type === "swap")).toHaveLength(9);
    await act(0, swap("2C", 0));
    await act(0, swap("3C", 2));
    expect((await view(null)).seats[0].faceUp).toEqual(["2C", "QD", "3C"]);
    expect(await active()).toEqual([1]);
    const events = await turn(1, play("JK"));
    expect(ofType(events, "swapBack")).toHaveLength(1);
    expect(ofType(events, "burn")).toHaveLength(0);
    const v = await view(0);
    expect(v.seats[0].faceUp).toEqual(["QC", "QD", "AC"]);
    expect(v.seats[0].hand).toEqual(expect.arrayContaining(["2C", "3C"]));
  });

  it("CS-71 (edge 21): 5 5 by one player, then 5 5 by the next burns on the second link, after its swaps", async () => {
    await start([
      { hand: ["5H", "5S", "2C", "3C", "9C"], field: F.a },
      { hand: ["5D", "5C", "2D", "3D", "9D"], field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("5H", "5S"));
    await act(0, END_SWAPS);
    const placed = await turn(1, play("5D", "5C"));
    expect(ofType(placed, "burn")).toHaveLength(0);
    const events = await act(1, END_SWAPS);
    expect(ofType(events, "burn")).toHaveLength(1);
    expect((await view(null)).pile).toEqual([]);
    expect(await active()).toEqual([2]);
  });

  it("CS-4, CS-46, CS-60, CS-62: an 8 queues a Skip: [Next, Skip]", async () => {
    await start([
      { hand: ["8H", "2C", "3C", "4C", "9C"], field: F.a },
      { field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("8H"));
    expect(await active()).toEqual([2]);
  });

  it("CS-48, CS-70, CS-73: a 10 burns the pile, the 10 included; no extra turn", async () => {
    await start([
      { hand: ["9H", "2C", "3C", "4C", "5C"], field: F.a },
      { hand: ["10S", "2D", "3D", "4D", "5D"], field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("9H"));
    const events = await turn(1, play("10S"));
    expect(ofType(events, "burn")).toHaveLength(1);
    const v = await view(null);
    expect(v.pile).toEqual([]);
    expect(sortVals(v.graveyard)).toEqual(sortVals(["9H", "10S"]));
    expect(await active()).toEqual([2]);
  });

  it("CS-73 burnerPlaysAgain: after a burn and no pickup the same player goes again", async () => {
    await start(
      [{ hand: ["10H", "2C", "3C", "4C", "5C"], field: F.a }, { field: F.b }, { field: F.c }, { field: F.d }],
      { options: { burnerPlaysAgain: true } },
    );
    await turn(0, play("10H"));
    expect(await active()).toEqual([0]);
    expect((await view(null)).turn.turns).toBe(2);
  });

  it("CS-49, CS-124: a J lets its player choose any other active player; choosing itself is refused", async () => {
    await start([
      { hand: ["JH", "2C", "3C", "4C", "5C"], field: F.a },
      { field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("JH"));
    expect(keys(await legal(0))).toEqual(keys([next(1), next(2), next(3)]));
    await refuse(0, next(0), "BAD_TARGET");
    await act(0, next(3));
    expect(await active()).toEqual([3]);
  });

  it("CS-50, CS-14, CS-24: a Q must be extended (no endChain, no pickup while a link is legal)", async () => {
    await start([
      { hand: ["QH", "3C", "4C", "KH", "9C"], field: F.a },
      { field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("QH"));
    expect(keys(await legal(0))).toEqual(keys([play("KH")]));
    await refuse(0, END_CHAIN, "MUST_CONTINUE", "CS-14");
    await refuse(0, PICKUP, "MUST_PLAY", "CS-26");
    await act(0, play("KH"));
    expect(await active()).toEqual([3]);
  });

  it("CS-50, CS-121: a Q with no legal extension forces a pickup", async () => {
    await start([
      { hand: ["QH", "3C", "4C", "5C", "9C"], field: F.a },
      { field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("QH"));
    expect(keys(await legal(0))).toEqual(keys([PICKUP]));
    await act(0, PICKUP);
    expect(await active()).toEqual([1]);
  });

  it("CS-21, CS-50 (edge 42): a Q as the last hand card while the source pile exists → no face-up access → pickup", async () => {
    await start([
      { hand: ["QH", "6H", "6S", "QS", "QD"], up: ["KH", "AH", "2H"], field: F.a },
      { field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("QH"));
    await act(0, play("6H", "6S"));
    await act(0, play("QS", "QD"));
    expect(keys(await legal(0))).toEqual(keys([PICKUP]));
    const events = await act(0, PICKUP);
    expect(sortVals(ofType(events, "pickUp")[0].cards as string[])).toEqual(
      sortVals(["QH", "6H", "6S", "QS", "QD"]),
    );
    expect(await active()).toEqual([1]);
  });

  it("CS-50, CS-73 (edge 22): a fourth consecutive Q burns; its player still extends, onto the empty pile", async () => {
    await start([
      { hand: ["QH", "QS", "QD", "QC", "5H"], field: F.a },
      { field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("QH", "QS"));
    const events = await act(0, play("QD", "QC"));
    expect(ofType(events, "burn")).toHaveLength(1);
    expect(keys(await legal(0))).toEqual(keys([play("5H")]));
    // CS-43: no swap with an empty hand, so the chain simply ends.
    await act(0, play("5H"));
    expect(await active()).toEqual([1]);
  });

  it("CS-26, CS-21, CS-101 (edge 48): a last hand card that is a 4th Q and burns while the source exists → pickup of zero cards; Next plays", async () => {
    await start(
      [
        { hand: ["QC", "QD", "QH", "QS", "QC"], field: "7C" },
        { field: "7D" },
        { field: "KC" },
        { field: "KD" },
      ],
      { decks: 2, options: { deckCount: "2" } },
    );
    await turn(0, play("QC", "QD"));
    await act(0, play("QH"));
    const events = await act(0, play("QS", "QC"));
    expect(ofType(events, "burn")).toHaveLength(1);
    expect(keys(await legal(0))).toEqual(keys([PICKUP]));
    const pick = await act(0, PICKUP);
    expect(ofType(pick, "pickUp")[0].cards).toEqual([]);
    expect(await active()).toEqual([1]);
    expect((await view(null)).seats[0].pickups).toBe(1);
  });

  it("CS-52, CS-34: a link on an active AA draws 2 at once; CS-55 (edge 18): a Joker on an A draws nothing", async () => {
    await start(
      [
        { hand: ["AH", "AS", "3C", "4C", "9C"], field: F.a },
        { hand: ["2D", "3D", "4D", "5D", "9D"], field: F.b },
        { field: F.c },
        { field: F.d },
      ],
      { source: ["8C", "8D", "8H", "8S"] },
    );
    await turn(0, play("AH", "AS"));
    const events = await turn(1, play("2D"));
    const draws = ofType(events, "draw");
    expect(draws[0].count).toBe(2);
    // Seat 0's replenish took 8C 8D; the penalty draws the next two.
    expect(draws[0].why).not.toBe("replenish");
    expect(await hand(1)).toEqual(expect.arrayContaining(["8H", "8S"]));

    await start(
      [
        { hand: ["AH", "3C", "4C", "5C", "9C"], field: F.a },
        { hand: ["JK", "3D", "4D", "5D", "9D"], field: F.b },
        { field: F.c },
        { field: F.d },
      ],
      { source: ["8C", "8D", "8H", "8S"] },
    );
    await turn(0, play("AH"));
    const jk = await turn(1, play("JK"));
    // Only the end-of-turn replenish (1 card), no A-penalty draw.
    expect(ofType(jk, "draw").map((d) => d.why)).toEqual(["replenish"]);
    expect((await view(null)).seats[1].handCount).toBe(5);
  });

  it("CS-74, CS-95: a field change to an A raises H at the next replenish; nobody else draws or discards", async () => {
    await start([
      { hand: ["9H", "2C", "3C", "4C", "5C"], field: "7C" },
      { hand: ["AS", "2D", "3D", "4D", "10D"], field: "QD" },
      { field: "7D" },
      { field: "10C" },
    ]);
    await turn(0, play("9H"));
    await act(1, changeField("AS"));
    expect((await view(null)).fields.handSize).toBe(6);
    expect(await hand(1)).toEqual(sortVals(["QD", "2D", "3D", "4D", "10D"]));
    await act(1, play("10D"));
    const v = await view(null);
    expect(v.seats[1].handCount).toBe(6);
    expect(v.seats[0].handCount).toBe(5);
    expect(v.seats[2].handCount).toBe(5);
  });

  it("CS-62, CS-100 (edge 44): with 2 players an 8 gives the same player a fresh turn (replenish, field change allowed)", async () => {
    await start([{ hand: ["8H", "2C", "3C", "4C", "9C"], field: "7C" }, { field: "7D" }]);
    const events = await turn(0, play("8H"));
    expect(ofType(events, "draw").length).toBeGreaterThan(0);
    expect(await active()).toEqual([0]);
    const v = await view(null);
    expect(v.turn.turns).toBe(2);
    expect(v.seats[0].handCount).toBe(5);
    expect(await has(0, KEEP_FIELD)).toBe(true);
  });

  it("CS-100, CS-49: with 2 players a J chooses nothing and a K changes the direction but not who plays next", async () => {
    await start([
      { hand: ["JH", "KH", "3C", "4C", "9C"], field: "7C" },
      { hand: ["QS", "KS", "3D", "4D", "9D"], field: "7D" },
    ]);
    await turn(0, play("JH"));
    expect(await active()).toEqual([1]);
    const events = await turn(1, play("KS"));
    expect(ofType(events, "direction")).toHaveLength(1);
    expect(await active()).toEqual([0]);
  });

  it("CS-61, CS-64: worked example: one 8-field and one J-field; two 6s on an 8 give 4 Skips, then the J-field choice wins; a Joker on the 6s is a paradox", async () => {
    // A, B, C, D = seats 0..3; D (seat 3) plays first (dealer 2).
    await start(
      [
        { hand: ["6H", "6S", "2C", "3C", "4C"], field: "8C" },
        { hand: ["2D", "3D", "4D", "5D", "9D"], field: "JC" },
        { hand: ["JK", "2H", "3H", "4H", "9H"], field: "7C" },
        { hand: ["8H", "2S", "3S", "4S", "9S"], field: "7D" },
      ],
      { dealer: 2 },
    );
    await turn(3, play("8H"));
    // J-field: D chooses A (after its two Skips).
    await act(3, next(0));
    expect(await active()).toEqual([0]);
    await turn(0, play("6H", "6S"));
    expect(keys(await legal(0))).toEqual(keys([next(1), next(2), next(3)]));
    await act(0, next(2));
    expect(await active()).toEqual([2]);
    const events = await turn(2, play("JK"));
    expect(ofType(events, "burn")).toHaveLength(1);
    expect((await view(null)).pile).toEqual([]);
    // CS-33: a paradox skips R5, R6 and R8 only; R7, the J-field item (CS-92), still applies.
    expect(keys(await legal(2))).toEqual(keys([next(0), next(1), next(3)]));
  });

  it("CS-44, CS-34, CS-62 (edge 2): two 6s on an 8 with one 8-field → 4 Skips", async () => {
    await start([
      { hand: ["8H", "2C", "3C", "4C", "9C"], field: "8C" },
      { field: "7C" },
      { field: "7D" },
      { hand: ["6H", "6S", "2S", "3S", "9S"], field: "10C" },
    ]);
    await turn(0, play("8H"));
    // 1 × 2 = 2 Skips: [Next, Skip, Skip] = 1, 2, 3.
    expect(await active()).toEqual([3]);
    await turn(3, play("6H", "6S"));
    // 2 × 2 = 4 Skips from seat 3: 0, 1, 2, 3, 0.
    expect(await active()).toEqual([0]);
  });

  it("CS-64 (second example): 5 players; Q, extended by a 6 copying Q, extended by a K: anticlockwise, Next is E", async () => {
    await start(
      [
        { hand: ["QH", "6H", "KH", "3C", "4C"], field: "7C" },
        { field: "7D" },
        { field: "KC" },
        { field: "KD" },
        { field: "QC" },
      ],
      { decks: 2 },
    );
    await turn(0, play("QH"));
    await act(0, play("6H"));
    expect(keys(await legal(0))).not.toContain(key(END_CHAIN));
    await act(0, play("KH"));
    expect(await active()).toEqual([4]);
    expect((await view(null)).direction).toBe("counterclockwise");
  });

  it("CS-63, CS-92 (edge 46): a pickup after a J-field choice in the chain drops the choice; Next plays", async () => {
    await start([
      { hand: ["QH", "3C", "4C", "5C", "9C"], field: "JC" },
      { field: "7C" },
      { field: "7D" },
      { field: "10C" },
    ]);
    await turn(0, play("QH"));
    await act(0, next(2));
    expect(keys(await legal(0))).toEqual(keys([PICKUP]));
    await act(0, PICKUP);
    expect(await active()).toEqual([1]);
  });

  it("CS-61, CS-92 (edge 32): J-field after an 8 → the J-field target beats the Skip", async () => {
    await start([
      { hand: ["8H", "3C", "4C", "5C", "9C"], field: "JC" },
      { field: "7C" },
      { field: "7D" },
      { field: "10C" },
    ]);
    await turn(0, play("8H"));
    await act(0, next(1));
    expect(await active()).toEqual([1]);
  });
});

// =============================================================================================
describe("Jokers: cancel, take-back, paradoxes (CS-53, CS-55, CS-56, CS-100)", () => {
  useEngine();
  const F = N4;
  const burns = (events: Ev[]) => ofType(events, "burn").length;

  it("CS-56 (a), CS-24 (edge 13): a Joker on an 8 is a paradox: the pile and the Joker burn, the chain ends", async () => {
    await start([
      { hand: ["8H", "3C", "4C", "5C", "9C"], field: F.a },
      { field: F.b },
      { hand: ["JK", "3D", "4D", "5D", "9D"], field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("8H"));
    const events = await turn(2, play("JK"));
    expect(burns(events)).toBe(1);
    const v = await view(null);
    expect(v.pile).toEqual([]);
    expect(sortVals(v.graveyard)).toEqual(sortVals(["8H", "JK"]));
    expect(await active()).toEqual([3]);
  });

  it("CS-56 (a), CS-100 (edge 13): with 2 players a Joker on an 8 is still a paradox", async () => {
    await start([{ hand: ["8H", "JK", "4C", "5C", "9C"], field: "7C" }, { field: "7D" }]);
    await turn(0, play("8H"));
    expect(await active()).toEqual([0]);
    const events = await turn(0, play("JK"));
    expect(burns(events)).toBe(1);
    expect(await active()).toEqual([1]);
  });

  it("CS-56 (d), CS-51 (edge 14): a Joker on a single K with 4 players is a paradox", async () => {
    await start([
      { hand: ["KH", "3C", "4C", "5C", "9C"], field: "7C" },
      { field: "7D" },
      { field: "QC" },
      { hand: ["JK", "3S", "4S", "5S", "9S"], field: "QD" },
    ]);
    await turn(0, play("KH"));
    expect(await active()).toEqual([3]);
    expect(burns(await turn(3, play("JK")))).toBe(1);
  });

  it("CS-56 (d) (edge 14): a Joker on KK is no paradox (cancel only)", async () => {
    await start([
      { hand: ["KH", "KS", "4C", "5C", "9C"], field: "7C" },
      { hand: ["JK", "3D", "4D", "5D", "9D"], field: "7D" },
      { field: "10C" },
      { field: "10D" },
    ]);
    await turn(0, play("KH", "KS"));
    expect(await active()).toEqual([1]);
    const events = await turn(1, play("JK"));
    expect(burns(events)).toBe(0);
    expect(ofType(events, "play")[0].sem).toBe("K");
  });

  it("CS-56 (d), CS-100 (edge 14): with 2 players a Joker on a single K is no paradox", async () => {
    await start([
      { hand: ["KH", "3C", "4C", "5C", "9C"], field: "7C" },
      { hand: ["JK", "3D", "4D", "5D", "9D"], field: "7D" },
    ]);
    await turn(0, play("KH"));
    expect(await active()).toEqual([1]);
    expect(burns(await turn(1, play("JK")))).toBe(0);
  });

  it("CS-56 (c), CS-49 (edge 15): a Joker on a J that named the natural next player only cancels", async () => {
    await start([
      { hand: ["JH", "3C", "4C", "5C", "9C"], field: F.a },
      { hand: ["JK", "3D", "4D", "5D", "9D"], field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("JH"));
    await act(0, next(1));
    const events = await turn(1, play("JK"));
    expect(burns(events)).toBe(0);
    expect(ofType(events, "play")[0].sem).toBe("J");
  });

  it("CS-56 (c), CS-49 (edge 15): a Joker on a J whose choice changed who played next is a paradox", async () => {
    await start([
      { hand: ["JH", "3C", "4C", "5C", "9C"], field: F.a },
      { field: F.b },
      { hand: ["JK", "3D", "4D", "5D", "9D"], field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("JH"));
    await act(0, next(2));
    expect(burns(await turn(2, play("JK")))).toBe(1);
  });

  it("CS-56 (e) (edge 16): a Joker on a 6 played on a J is a paradox", async () => {
    await start([
      { hand: ["JH", "3C", "4C", "5C", "9C"], field: F.a },
      { hand: ["6S", "3S", "4S", "5S", "9S"], field: F.b },
      { hand: ["JK", "3D", "4D", "5D", "9D"], field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("JH"));
    await act(0, next(1));
    await turn(1, play("6S"));
    // The 6 acts as a J: it chooses (CS-44).
    expect(keys(await legal(1))).toEqual(keys([next(0), next(2), next(3)]));
    await act(1, next(2));
    expect(burns(await turn(2, play("JK")))).toBe(1);
  });

  it("CS-56 (e) (edge 16): a Joker on a 6 played on an active 9 is a paradox", async () => {
    await start([
      { hand: ["9H", "3C", "4C", "5C", "8C"], field: F.a },
      { hand: ["6S", "3S", "4S", "5S", "8S"], field: F.b },
      { hand: ["JK", "3D", "4D", "5D", "8D"], field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("9H"));
    const six = await turn(1, play("6S"));
    expect(ofType(six, "play")[0].sem).toBe("9");
    expect(burns(await turn(2, play("JK")))).toBe(1);
  });

  it("CS-56 (e) (edge 16): a Joker on a 6 played on a 4 only cancels", async () => {
    await start([
      { hand: ["4H", "3C", "9C", "5C", "8C"], field: F.a },
      { hand: ["6S", "3S", "9S", "JS", "8S"], field: F.b },
      { hand: ["JK", "3D", "9D", "5D", "8D"], field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("4H"));
    await act(0, END_CHAIN);
    await turn(1, play("6S"));
    await act(1, END_CHAIN);
    const events = await turn(2, play("JK"));
    expect(burns(events)).toBe(0);
  });

  it("CS-55, CS-32 (edge 19): a Joker on a Joker on a 9 has semantic 9; nothing is revived", async () => {
    await start(
      [
        { hand: ["9H", "3C", "4C", "5C", "8C"], field: F.a },
        { hand: ["JK", "3S", "4S", "5S", "8S"], field: F.b },
        { hand: ["JK", "3D", "4D", "5D", "8D"], field: F.c },
        { hand: ["3H", "5H", "8H", "QH", "AH"], field: F.d },
      ],
      { source: ["2C", "2D", "2H", "2S", "9C", "9D"] },
    );
    await turn(0, play("9H"));
    await turn(1, play("JK"));
    const events = await turn(2, play("JK"));
    expect(burns(events)).toBe(0);
    expect(ofType(events, "play")[0].sem).toBe("9");
    await keep(3);
    // The 9 is cancelled and not revived: only the ordering (≥ 9) is left, plus 2s drawn? none here.
    expect(playValues(await legal(3))).toEqual(sortVals(["Q", "A"]));
  });

  it("CS-56 (b), CS-24 (edge 20): a Joker as a Q's extension is a paradox burn; the chain ends", async () => {
    await start([
      { hand: ["QH", "JK", "4C", "5C", "9C"], field: F.a },
      { field: F.b },
      { field: F.c },
      { field: F.d },
    ]);
    await turn(0, play("QH"));
    const events = await act(0, play("JK"));
    expect(burns(events)).toBe(1);
    expect(await active()).toEqual([1]);
  });

  it("CS-56, CS-55 (4): a Joker on a 7 that overruled simply cancels it: no burn, the 7-choice lapses", async () => {
    await start(
      [
        { hand: ["AH", "3C", "4C", "5C", "9C"], field: F.a },
        { hand: ["7S", "3S", "4S", "5S", "9S"], field: F.b },
        { hand: ["JK", "3D", "4D", "5D", "9D"], field: F.c },
        { hand: ["10H", "3H", "4H", "5H", "9H"], field: F.d },
      ],
      { source: ["8C", "8D", "8H", "8S", "2C", "2D"] },
    );
    await turn(0, play("AH"));
    await turn(1, play("7S"));
    await act(1, LOWER);
    const events = await turn(2, play("JK"));
    expect(burns(events)).toBe(0);
    expect(ofType(events, "play")[0].sem).toBe("7");
    await keep(3);
    // 7-choice lapsed: the ordering (≥ 7) decides; 10 also overrules; 9 is legal by ordering.
    expect(playValues(await legal(3))).toEqual(sortVals(["9", "10"]));
  });
});

// =============================================================================================
describe("Field abilities alone and stacked (CS-28, CS-80..CS-96)", () => {
  useEngine();
  const burns = (events: Ev[]) => ofType(events, "burn").length;

  it("CS-84, CS-32 (edge 23): 3-field: single 5s by A, B and C → C's link is a 3; D must play a 3 or a Joker", async () => {
    await start([
      { hand: ["5H", "2C", "4C", "8C", "9C"], field: "3C" },
      { hand: ["5S", "2D", "4D", "8D", "9D"], field: "7C" },
      { hand: ["5D", "2H", "4H", "8H", "9H"], field: "7D" },
      { hand: ["3S", "3H", "4S", "9S", "JK"], field: "10C" },
    ]);
    await turn(0, play("5H"));
    await act(0, END_SWAPS);
    await turn(1, play("5S"));
    await act(1, END_SWAPS);
    const events = await turn(2, play("5D"));
    expect(ofType(events, "play")[0].sem).toBe("3");
    // CS-32 S2: the earlier links of the streak are relabelled 3.
    expect((await view(null)).pile.map((l) => l.semantic)).toEqual(["3", "3", "3"]);
    // A 3 swaps nothing: the turn is over.
    expect(await active()).toEqual([3]);
    await keep(3);
    expect(playValues(await legal(3))).toEqual(sortVals(["3", "JK"]));
  });

  it("CS-32, CS-90 (edge 24): 3-field + 9-field: three 4s → 3, not 9", async () => {
    await start([
      { hand: ["4H", "4S", "4D", "8C", "QC"], field: "3C" },
      { hand: ["3S", "5S", "9S", "JK", "2S"], field: "9C" },
      { field: "7C" },
      { field: "7D" },
    ]);
    const events = await turn(0, play("4H", "4S", "4D"));
    expect(ofType(events, "play")[0].sem).toBe("3");
    expect(await active()).toEqual([1]);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["3", "JK"]));
  });

  it("CS-32, CS-56 (edge 25): 3-field: three 6s → 3; no mirror and no 6 paradox", async () => {
    await start([
      { hand: ["9H", "5C", "4C", "8C", "QC"], field: "3C" },
      { hand: ["6H", "6S", "6D", "5S", "2S"], field: "7C" },
      { hand: ["JK", "3D", "4D", "5D", "8D"], field: "7D" },
      { field: "10C" },
    ]);
    await turn(0, play("9H"));
    const six = await turn(1, play("6H", "6S", "6D"));
    expect(ofType(six, "play")[0].sem).toBe("3");
    expect(burns(await turn(2, play("JK")))).toBe(0);
  });

  it("CS-90 (edge 26): 9-field: 3 doesn't restrict, 5 doesn't swap, 8 doesn't skip, 7 has no choice; 6 still mirrors", async () => {
    await start([
      { hand: ["3H", "6H", "4C", "QC", "KC"], field: "9C" },
      { hand: ["4S", "5S", "8S", "2S", "AS"], field: "7C" },
      { hand: ["8D", "2D", "4D", "5D", "AD"], field: "7D" },
      { hand: ["7S", "2H", "4H", "5H", "AH"], field: "10C" },
    ]);
    const three = await turn(0, play("3H"));
    expect(ofType(three, "play")[0].sem).toBe("9");
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["2", "4", "5", "8", "A"]));
    await act(1, play("5S"));
    expect(await active()).toEqual([2]);
    await turn(2, play("8D"));
    expect(await active()).toEqual([3]);
    await turn(3, play("7S"));
    expect(await active()).toEqual([0]);
    const six = await turn(0, play("6H"));
    expect(ofType(six, "play")[0].sem).toBe("9");
  });

  it("CS-88, CS-28 (edge 27): 7-field: on a 5 only 2–5, an overruler or a Joker", async () => {
    await start([
      { hand: ["5H", "2C", "4C", "QC", "KC"], field: "7C" },
      { hand: ["2S", "3S", "4S", "8S", "9S"], up: ["10S", "JS", "QS"], field: "QD" },
      { field: "10C" },
      { field: "10D" },
    ]);
    await turn(0, play("5H"));
    await act(0, END_SWAPS);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["2", "3", "4"]));
    await refuse(1, play("8S"), "ILLEGAL_LINK", "CS-28");
  });

  it("CS-88, CS-30 (edge 27): 7-field: a 7 card's own choice still comes first (higher: only ranks above 7)", async () => {
    await start([
      { hand: ["7H", "2C", "4C", "QC", "KC"], field: "7C" },
      { hand: ["3S", "4S", "5S", "8S", "9S"], field: "QD" },
      { field: "10C" },
      { field: "10D" },
    ]);
    await turn(0, play("7H"));
    await act(0, HIGHER);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["8", "9"]));
  });

  it("CS-28, CS-94 (edge 28): 7-field + K-field: on a 5 only 5–7 (or an overruler)", async () => {
    await start([
      { hand: ["5H", "2C", "4C", "QC", "AC"], field: "7C" },
      { hand: ["3S", "4S", "5S", "8S", "9S"], up: ["10S", "JS", "QS"], field: "KC" },
      { field: "QD" },
      { field: "10D" },
    ]);
    await turn(0, play("5H"));
    await act(0, END_SWAPS);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(["5"]);
  });

  it("CS-28, CS-42 (edge 28): 7-field + K-field: on a choiceless 7 (a run step) only a 7", async () => {
    await start([
      { hand: ["4H", "5H", "6H", "7H", "AC"], field: "7C" },
      { hand: ["7S", "3S", "5S", "8S", "9S"], up: ["10S", "JS", "QS"], field: "KC" },
      { field: "QD" },
      { field: "10D" },
    ]);
    await keep(0);
    for (const c of ["4H", "5H", "6H", "7H"]) await act(0, play(c));
    await act(0, END_CHAIN);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(["7"]);
  });

  it("CS-28, CS-80 (edge 29): two 7-fields → normal ordering", async () => {
    await start([
      { hand: ["5H", "2C", "4C", "QC", "AC"], field: "7C" },
      { hand: ["3S", "4S", "5S", "8S", "9S"], field: "7D" },
      { field: "10C" },
      { field: "10D" },
    ]);
    await turn(0, play("5H"));
    await act(0, END_SWAPS);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["5", "8", "9"]));
  });

  it("CS-34, CS-56 (edge 30): 8-field: a single K reverses twice, so no change and never a paradox", async () => {
    await start([
      { hand: ["KH", "2C", "4C", "QC", "AC"], field: "8C" },
      { hand: ["JK", "4S", "5S", "8S", "9S"], field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    await turn(0, play("KH"));
    expect(await active()).toEqual([1]);
    expect((await view(null)).direction).toBe("clockwise");
    expect(burns(await turn(1, play("JK")))).toBe(0);
  });

  it("CS-34, CS-93 (edge 31): Q-field + 8-field: three 8s → one Skip", async () => {
    await start([
      { hand: ["8H", "8S", "8D", "QC", "AC"], field: "QD" },
      { field: "8C" },
      { field: "7C" },
      { field: "7D" },
    ]);
    await turn(0, play("8H", "8S", "8D"));
    expect(await active()).toEqual([2]);
  });

  it("CS-80, CS-34: two 8-fields multiply: a single 8 makes 4 Skips", async () => {
    await start([
      { hand: ["8H", "2C", "4C", "QC", "AC"], field: "8C" },
      { field: "8D" },
      { field: "7C" },
      { field: "7D" },
    ]);
    await turn(0, play("8H"));
    // [Next, Skip × 4] from seat 0: 1, 2, 3, 0, 1.
    expect(await active()).toEqual([1]);
  });

  it("CS-96 (edge 33): Joker-field: no 10 burn, no overrule, a Joker still goes anywhere", async () => {
    await start([
      { hand: ["10H", "2C", "4C", "QC", "AC"], field: "JK" },
      { hand: ["2S", "6S", "7S", "JK", "QS"], field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    const events = await turn(0, play("10H"));
    expect(burns(events)).toBe(0);
    expect(top(await view(null))?.cards).toEqual(["10H"]);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["JK", "Q"]));
  });

  it("CS-96, CS-71 (edge 33): Joker-field: four of a kind still burns (and a 5 swaps nothing)", async () => {
    await start([
      { hand: ["5H", "5S", "4C", "QC", "AC"], field: "JK" },
      { hand: ["5D", "5C", "4S", "QS", "AS"], field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    await turn(0, play("5H", "5S"));
    expect(await active()).toEqual([1]);
    expect(burns(await turn(1, play("5D", "5C")))).toBe(1);
  });

  it("CS-25, CS-81 (edge 34): a Joker-field switched in while a 3 is on top → the 3 no longer binds", async () => {
    await start([
      { hand: ["3H", "2C", "4C", "QC", "AC"], field: "7C" },
      { hand: ["JK", "5S", "9S", "2S", "4S"], field: "10D" },
      { field: "7D" },
      { field: "10C" },
    ]);
    await turn(0, play("3H"));
    await act(1, changeField("JK"));
    expect(playValues(await legal(1))).toEqual(sortVals(["4", "5", "9", "10"]));
  });

  it("CS-83 (edge 35): 2-field: a 10 on a J is illegal, a 2 on a J is legal", async () => {
    await start([
      { hand: ["JH", "3C", "4C", "QC", "AC"], field: "2C" },
      { hand: ["10S", "2S", "6S", "7S", "9S"], field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    await turn(0, play("JH"));
    await act(0, next(1));
    await keep(1);
    expect(playValues(await legal(1))).toEqual(["2"]);
    await refuse(1, play("10S"), "ILLEGAL_LINK", "CS-28");
  });

  it("CS-85, CS-20 (edge 36): 4-field: no multi-card links", async () => {
    await start([
      { hand: ["9H", "9S", "3C", "3D", "AC"], field: "4C" },
      { field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    await keep(0);
    const l = await legal(0);
    expect(l.filter((a) => a.type === "play").every((a) => (a.cards as string[]).length === 1)).toBe(true);
    await refuse(0, play("9H", "9S"), "BAD_LINK", "CS-85");
  });

  it("CS-85, CS-42 (edge 36): 4-field: not even run steps or Q extensions are multi-card", async () => {
    await start([
      { hand: ["4H", "5H", "5S", "QC", "QD"], field: "4C" },
      { field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    await keep(0);
    await act(0, play("4H"));
    await refuse(0, play("5H", "5S"), "BAD_LINK", "CS-85");
  });

  it("CS-86, CS-2 (edge 37): 5-field blind swap: the owner learns the taken card and knows the one put face down; others see neither", async () => {
    await start([
      { hand: ["5H", "2H", "3H", "9H", "JH"], down: ["QC", "QD", "AH"], field: "5C" },
      { field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    await turn(0, play("5H"));
    const l = await legal(0);
    expect(keys(l)).toContain(key(swap("2H", 0)));
    expect(l.filter((a) => a.type === "swap")).toHaveLength(12);
    const events = await act(0, swap("2H", 0));
    const secret = events.filter((x) => Array.isArray(x.visibleTo));
    expect(secret.length).toBeGreaterThan(0);
    for (const s of secret) expect(s.visibleTo).toEqual([0]);
    const public_ = events.filter((x) => !Array.isArray(x.visibleTo));
    expect(JSON.stringify(public_)).not.toContain("2H");
    expect(JSON.stringify(public_)).not.toContain("QC");
    const own = await view(0);
    expect(own.seats[0].hand).toContain("QC");
    expect(own.seats[0].faceDownSeen[0]).toBe("2H");
    const other = await view(1);
    expect(other.seats[0].faceDownSeen).toEqual([null, null, null]);
    expect(JSON.stringify(other.seats[0])).not.toContain("QC");
    expect(JSON.stringify(await view(null))).not.toContain("2H");
  });

  it("CS-86 fiveField=peek: per swap peek(slot), then replace(handCard) or keep; the peeked card is private", async () => {
    await start(
      [
        { hand: ["5H", "2H", "3H", "9H", "JH"], down: ["QC", "QD", "AH"], field: "5C" },
        { field: "7C" },
        { field: "7D" },
        { field: "10D" },
      ],
      { options: { fiveField: "peek" } },
    );
    await turn(0, play("5H"));
    expect(keys(await legal(0))).toEqual(
      keys([{ type: "peek", slot: 0 }, { type: "peek", slot: 1 }, { type: "peek", slot: 2 }, END_SWAPS]),
    );
    const peek = await act(0, { type: "peek", slot: 1 });
    expect(JSON.stringify(peek.filter((x) => !Array.isArray(x.visibleTo)))).not.toContain("QD");
    expect((await view(0)).seats[0].faceDownSeen[1]).toBe("QD");
    expect((await view(1)).seats[0].faceDownSeen[1]).toBeNull();
    await act(0, { type: "replace", card: "2H" });
    const own = await view(0);
    expect(own.seats[0].hand).toContain("QD");
    expect(own.seats[0].faceDownSeen[1]).toBe("2H");
  });

  it("CS-87, CS-72, CS-91 (edge 38): 10-field burns go under the source pile; a 6-field arriving turns it over, so they come first, publicly", async () => {
    await start(
      [
        { hand: ["10H", "2C", "4C", "QC", "AC"], field: "10C" },
        { hand: ["6S", "2D", "3D", "4D", "9D"], field: "QD" },
        { field: "7C" },
        { field: "7D" },
      ],
      { source: ["8C", "8D"] },
    );
    const events = await turn(0, play("10H"));
    expect(ofType(events, "burn")[0].to).toBe("source");
    let v = await view(null);
    expect(v.graveyard).toEqual([]);
    expect(v.source[v.source.length - 1]).toBe("10H");
    await act(1, changeField("6S"));
    v = await view(null);
    expect(v.sourceFlipped).toBe(true);
    expect(v.source[0]).toBe("10H");
    await act(1, play("9D"));
    v = await view(null);
    expect(v.seats[1].known).toContain("10H");
  });

  it("CS-91, CS-3: once the source pile is gone, 10-field burns go to the graveyard", async () => {
    await start(
      [
        { hand: ["10H", "2C", "4C", "QC", "3C"], field: "10C" },
        { field: "AC" },
        { field: "AD" },
        { field: "QD" },
      ],
      { source: ["9H", "9S", "9C", "9D", "8H", "8S"] },
    );
    expect((await view(null)).source).toEqual([]);
    const events = await act(0, play("10H"));
    expect(ofType(events, "burn")[0].to).not.toBe("source");
    const v = await view(null);
    expect(v.graveyard).toEqual(["10H"]);
    expect(v.source).toEqual([]);
  });

  it("CS-89 eightField=skipToken: the token starts active with the player after the first; they only turn it inactive", async () => {
    await start(
      [
        { hand: ["9H", "2C", "4C", "QC", "3C"], field: "8C" },
        { hand: ["9S", "2D", "4D", "QD", "3D"], field: "7C" },
        { hand: ["9D", "2H", "4H", "QH", "3H"], field: "7D" },
        { field: "10D" },
      ],
      { options: { eightField: "skipToken" } },
    );
    expect((await view(null)).turn).toMatchObject({ tokenHolder: 1, tokenActive: true });
    const events = await turn(0, play("9H"));
    expect(ofType(events, "tokenSkip")).toHaveLength(1);
    expect(await active()).toEqual([2]);
    const v = await view(null);
    expect(v.turn).toMatchObject({ tokenHolder: 1, tokenActive: false });
    expect(v.seats[1].handCount).toBe(5);
  });

  it("CS-93 qField=chainMinTwo: a one-card chain must go on with a link legal on the top (an obligation)", async () => {
    await start(
      [
        { hand: ["9H", "2C", "4C", "KC", "3C"], field: "QC" },
        { field: "7C" },
        { field: "7D" },
        { field: "10D" },
      ],
      { options: { qField: "chainMinTwo" } },
    );
    await turn(0, play("9H"));
    const l = await legal(0);
    expect(keys(l)).not.toContain(key(END_CHAIN));
    expect(keys(l)).not.toContain(key(PICKUP));
    expect(playValues(l)).toEqual(sortVals(["2", "3", "4", "K"]));
    await act(0, play("2C"));
    expect(await active()).toEqual([1]);
  });

  it("CS-93, CS-56 (edge 13): a Joker-on-8 paradox ends the chain unless chainMinTwo obliges", async () => {
    await start(
      [
        { hand: ["8H", "8S", "4C", "KC", "3C"], field: "QC" },
        { field: "7C" },
        { field: "7D" },
        { hand: ["JK", "2H", "4H", "5H", "9H"], field: "10D" },
      ],
      { options: { qField: "chainMinTwo" } },
    );
    // Under chainMinTwo the Q-field does not stop stacking (CS-34): 2 Skips.
    await turn(0, play("8H", "8S"));
    expect(await active()).toEqual([3]);
    const events = await turn(3, play("JK"));
    expect(burns(events)).toBe(1);
    expect(await active()).toEqual([3]);
    expect(playValues(await legal(3))).toEqual(sortVals(["2", "4", "5", "9"]));
  });
});

// =============================================================================================
/** Plays out the current turn of `seat` with simple choices (a field change when `change`). */
async function autoTurn(seat: number, change = false): Promise<void> {
  const startTurns = (await view(null)).turn.turns;
  for (let guard = 0; guard < 60; guard++) {
    const v = await view(null);
    if (v.turn.turns !== startTurns || (await active())[0] !== seat) return;
    const l = await legal(seat);
    const pick =
      (change ? l.find((a) => a.type === "changeField") : undefined) ??
      l.find((a) => a.type === "keepField") ??
      l.find(
        (a) =>
          a.type === "play" &&
          (a.cards as string[]).length === 1 &&
          !["4", "Q", "JK"].includes(cardValue((a.cards as string[])[0])),
      ) ??
      l.find((a) => a.type === "play") ??
      l.find((a) => a.type !== "changeField") ??
      l[0];
    await act(seat, pick);
  }
  throw new Error("test bug: the turn did not end");
}

describe("Field changes (CS-11, CS-81, CS-82, CS-95)", () => {
  useEngine();

  it("CS-11, CS-81 (edge 39): a second change in one turn is refused; the new field set applies at once", async () => {
    await start([
      { hand: ["2H", "3H", "4H", "9H", "JH"], field: "7C" },
      { field: "7D" },
      { field: "KC" },
      { field: "KD" },
    ]);
    expect(keys(await legal(0))).toEqual(
      keys([...["2H", "3H", "4H", "9H", "JH"].map((c) => changeField(c)), KEEP_FIELD]),
    );
    await refuse(0, changeField("AS"), "FIELD_CHANGE_REFUSED", "CS-81");
    await act(0, changeField("2H"));
    const v = await view(0);
    expect(v.seats[0].field).toBe("2H");
    expect(v.seats[0].hand).toContain("7C");
    // One 7-field left: b = 1 at once.
    expect(v.fields.bifurcated).toBe(true);
    expect(await has(0, changeField("3H"))).toBe(false);
    await refuse(0, changeField("3H"), "FIELD_CHANGE_REFUSED", "CS-81");
  });

  it("CS-81 (edge 39): with no source pile no change is offered and a change is refused", async () => {
    await start([
      { hand: ["2H", "3H", "4H", "9H", "JH"], field: "7C" },
      { field: "AC" },
      { field: "AD" },
      { field: "7D" },
    ]);
    expect((await view(null)).source).toEqual([]);
    const l = await legal(0);
    expect(l.some((a) => a.type === "changeField" || a.type === "keepField")).toBe(false);
    await refuse(0, changeField("2H"), "FIELD_CHANGE_REFUSED", "CS-81");
  });

  it("CS-81 (edge 39): a 5th change in a game is refused (maxFieldChanges = 4)", async () => {
    await start([
      { hand: ["2H", "3H", "4H", "9H", "JH"], field: "7C" },
      { hand: ["2S", "3S", "4S", "9S", "JS"], field: "7D" },
    ]);
    let changes = 0;
    for (let guard = 0; guard < 40 && changes < 4; guard++) {
      const seat = (await active())[0];
      if (seat === 0 && (await has(0, KEEP_FIELD))) changes++;
      await autoTurn(seat, seat === 0);
    }
    expect((await view(null)).seats[0].fieldChanges).toBe(4);
    while ((await active())[0] !== 0) await autoTurn((await active())[0]);
    expect((await view(null)).source.length).toBeGreaterThan(0);
    const l = await legal(0);
    expect(l.some((a) => a.type === "changeField")).toBe(false);
    const card = (await view(0)).seats[0].hand?.[0] as string;
    await refuse(0, changeField(card), "FIELD_CHANGE_REFUSED", "CS-81");
  });

  it("CS-82 fieldChangeCost=burnFaceUp: after the swap a non-horizontal face-up card burns and the top source card replaces it, horizontal", async () => {
    await start(
      [
        { hand: ["2H", "3H", "4H", "9H", "JH"], up: ["QC", "QD", "AC"], field: "7C" },
        { hand: ["2S", "3S", "4S", "9S", "JS"], field: "7D" },
      ],
      { source: ["8C", "8D", "8H"], options: { fieldChangeCost: "burnFaceUp" } },
    );
    await act(0, changeField("2H"));
    expect(keys(await legal(0))).toEqual(keys([0, 1, 2].map((slot) => ({ type: "burnFaceUp", slot }))));
    const events = await act(0, { type: "burnFaceUp", slot: 1 });
    expect(ofType(events, "burn")).toHaveLength(1);
    const v = await view(null);
    expect(v.seats[0].faceUp).toEqual(["QC", "8C", "AC"]);
    expect(v.seats[0].horizontal).toEqual([false, true, false]);
    expect(v.graveyard).toEqual(["QD"]);
    // Next turn of seat 0: the horizontal slot may not be burned.
    await autoTurn(0);
    while ((await active())[0] !== 0) await autoTurn((await active())[0]);
    const card = (await view(0)).seats[0].hand?.find((c) => c !== "JK") as string;
    await act(0, changeField(card));
    expect(keys(await legal(0))).toEqual(keys([0, 2].map((slot) => ({ type: "burnFaceUp", slot }))));
    await refuse(0, { type: "burnFaceUp", slot: 1 }, "BAD_BURN_SLOT", "CS-82");
  });

  it("CS-43, CS-82: a 5 swap keeps the horizontal marker with its slot", async () => {
    await start(
      [
        { hand: ["5H", "3H", "4H", "9H", "JH"], up: ["QC", "QD", "AC"], field: "7C" },
        { hand: ["2S", "3S", "4S", "9S", "JS"], field: "7D" },
      ],
      { source: ["8C", "8D", "8H"], options: { fieldChangeCost: "burnFaceUp" } },
    );
    await act(0, changeField("3H"));
    await act(0, { type: "burnFaceUp", slot: 0 });
    await act(0, play("5H"));
    await act(0, swap("9H", 0));
    const v = await view(null);
    expect(v.seats[0].faceUp?.[0]).toBe("9H");
    expect(v.seats[0].horizontal).toEqual([true, false, false]);
  });

  it("CS-26 voluntaryPickup: as the first action a player may take a non-empty pile; never an empty one", async () => {
    await start(
      [
        { hand: ["9H", "3H", "4H", "2H", "JH"], field: "7C" },
        { hand: ["2S", "3S", "4S", "9S", "JS"], field: "7D" },
        { field: "KC" },
        { field: "KD" },
      ],
      { options: { voluntaryPickup: true } },
    );
    await keep(0);
    expect(await has(0, PICKUP)).toBe(false);
    await act(0, play("9H"));
    await keep(1);
    expect(await has(1, PICKUP)).toBe(true);
    const events = await act(1, PICKUP);
    expect(ofType(events, "pickUp")[0].cards).toEqual(["9H"]);
    expect((await view(null)).seats[1].known).toEqual(["9H"]);
    expect(await active()).toEqual([2]);
  });
});

// =============================================================================================
describe("Face-down stage, field card to hand, going out, out players (CS-21..CS-23, CS-120, CS-124, CS-59)", () => {
  useEngine();

  /** Drained deal: seat 0 empties hand and face-up with one run in turn 1; the others play 2s. */
  async function toFaceDown(down: string[], fields: string[], hand: string[], options = {}): Promise<void> {
    await start(
      [
        { hand, up: ["JH", "JS", "JD"], down, field: fields[0] },
        { hand: ["2C", "2S", "JC", "3D", "JK"], field: fields[1] },
        { hand: ["2D", "8C", "3H", "KS", "KH"], field: fields[2] },
        { hand: ["2H", "9C", "9D", "10C", "10D"], field: fields[3] },
      ],
      { source: ["9H", "10H", "3C", "3S", "4C", "4D"], options },
    );
    for (const c of hand) await act(0, play(c));
    await act(0, play("9H"));
    await act(0, play("10H"));
    await act(0, play("JH", "JS", "JD"));
    // CS-21: hand and face-up empty, no source: the face-down stage; the Q step is optional.
    expect(keys(await legal(0))).toEqual(keys([flip(0), flip(1), flip(2), END_CHAIN]));
    await act(0, END_CHAIN);
    await act(1, play("2C"));
    await act(2, play("2D"));
    await act(3, play("2H"));
    expect(await active()).toEqual([0]);
  }
  const RUN_HAND = ["4H", "5H", "6H", "7H", "8H"];

  it("CS-15, CS-23, CS-50, CS-120, CS-12 (edges 40, 50): the last face-down card is a Q → the field card goes to hand and is the extension; the player is out", async () => {
    await toFaceDown(["QS", "QD", "QC"], ["AC", "AD", "7C", "7D"], RUN_HAND);
    // Edge 50: every filled slot may be flipped; no pickup is offered.
    expect(keys(await legal(0))).toEqual(keys([flip(0), flip(1), flip(2)]));
    await act(0, flip(0));
    expect(keys(await legal(0))).toEqual(keys([flip(1), flip(2)]));
    await act(0, flip(1));
    const last = await act(0, flip(2));
    expect(ofType(last, "fieldToHand")).toHaveLength(1);
    expect(keys(await legal(0))).toEqual(keys([play("AC")]));
    // CS-23: the A-field still counts this turn (H = 7).
    expect((await view(null)).fields.handSize).toBe(7);
    const events = await act(0, play("AC"));
    expect(ofType(events, "out")).toHaveLength(1);
    const v = await view(null);
    expect(v.seats[0]).toMatchObject({ out: true, place: 1, handCount: 0, field: null });
    // CS-23: after that turn the field card stops counting.
    expect(v.fields.handSize).toBe(6);
    expect(await active()).toEqual([1]);
  });

  it("CS-124, CS-49, CS-62 (edge 45): out players can't be J targets and aren't counted by Skips", async () => {
    await toFaceDown(["QS", "QD", "QC"], ["AC", "AD", "7C", "7D"], RUN_HAND);
    await act(0, flip(0));
    await act(0, flip(1));
    await act(0, flip(2));
    await act(0, play("AC"));
    // CS-52: a link on the active A draws nothing once the source pile is gone.
    const onA = await act(1, play("2S"));
    expect(ofType(onA, "draw")).toHaveLength(0);
    await act(2, play("8C"));
    // [Next, Skip] from seat 2: seat 3, then seat 1 (seat 0 is out and not counted).
    expect(await active()).toEqual([1]);
    await act(1, play("JC"));
    expect(keys(await legal(1))).toEqual(keys([next(2), next(3)]));
    await refuse(1, next(0), "BAD_TARGET");
    await act(1, next(3));
    expect(await active()).toEqual([3]);
  });

  it("CS-22, CS-23 (edge 41): the last face-down card fails → pickup; the field card moves only once all three zones are empty again", async () => {
    await toFaceDown(["QS", "QD", "5C"], ["AC", "AD", "7C", "7D"], RUN_HAND);
    await act(0, flip(0));
    await act(0, flip(1));
    const events = await act(0, flip(2));
    expect(ofType(events, "flipFails")).toHaveLength(1);
    expect(ofType(events, "fieldToHand")).toHaveLength(0);
    const v = await view(0);
    expect(v.seats[0].field).toBe("AC");
    expect(v.seats[0].hand).toContain("5C");
    expect(v.seats[0].hand).toContain("QS");
    expect(v.seats[0].out).toBe(false);
    expect(v.pile).toEqual([]);
    expect(await active()).toEqual([1]);
  });

  it("CS-59, CS-57, CS-23 (edge 47): a Joker on the run of a player who is out → no take-back", async () => {
    await toFaceDown(["4S", "5S", "6S"], ["7H", "AC", "AD", "7C"], ["4H", "5H", "6H", "7D", "8H"]);
    await act(0, flip(0));
    expect(keys(await legal(0))).toEqual(keys([flip(1), flip(2), END_CHAIN]));
    await act(0, flip(1));
    await act(0, flip(2));
    expect(keys(await legal(0))).toEqual(keys([play("7H"), END_CHAIN]));
    await act(0, play("7H"));
    expect(keys(await legal(0))).toEqual(keys([END_CHAIN]));
    await act(0, END_CHAIN);
    expect((await view(null)).seats[0]).toMatchObject({ out: true, place: 1 });
    const events = await act(1, play("JK"));
    expect(ofType(events, "takeBack")).toHaveLength(0);
    expect(ofType(events, "play")[0].sem).toBe("7");
    const v = await view(null);
    expect(v.seats[0].handCount).toBe(0);
    expect(v.pile.slice(0, 2).map((l) => l.cards)).toEqual([["JK"], ["7H"]]);
  });

  it("CS-120 finishCondition=faceDown: out as soon as the last face-down card is legally placed; the chain stops; the field card leaves", async () => {
    await toFaceDown(["QS", "QD", "QC"], ["AC", "AD", "7C", "7D"], RUN_HAND, { finishCondition: "faceDown" });
    await act(0, flip(0));
    await act(0, flip(1));
    const events = await act(0, flip(2));
    expect(ofType(events, "out")).toHaveLength(1);
    const v = await view(null);
    expect(v.seats[0]).toMatchObject({ out: true, place: 1, field: null });
    expect(v.graveyard).toContain("AC");
    expect(await active()).toEqual([1]);
  });

  it("CS-20, CS-21, CS-50 (edge 43): Q from hand, extension from face-up once the hand is empty (no source)", async () => {
    await start(
      [
        { hand: ["QH", "6H", "6S", "QS", "QD"], up: ["KH", "9H", "2H"], field: "AC" },
        { field: "AD" },
        { field: "7C" },
        { field: "7D" },
      ],
      { source: ["6D", "6C", "3C", "3D", "3H", "3S"] },
    );
    await act(0, play("QH"));
    await act(0, play("6H", "6S"));
    await act(0, play("QS", "QD"));
    await act(0, play("6D", "6C"));
    expect(playValues(await legal(0))).toEqual(sortVals(["2", "K"]));
    await act(0, play("KH"));
    expect(await active()).toEqual([3]);
  });
});

// =============================================================================================
describe("Game end, placings, sole-cunt and series (CS-120, CS-122, CS-123)", () => {
  useEngine();

  it("CS-120, CS-122, CS-123: a whole 3-player game: places follow going out, the last player is the sole-cunt and deals the next game", async () => {
    await e.call({
      cmd: "new",
      game: "cunt-soul",
      players: 3,
      seed: "full-game",
      options: { deal: { dealer: 0 } },
    });
    // Setup selections, then play with the engine's own bot until the end.
    const outs: number[] = [];
    type Outcome = { places: number[]; endedByCap: boolean; details: { soleCunt: number } };
    let outcome = null as Outcome | null;
    for (let i = 0; i < 6000 && outcome === null; i++) {
      const seat = (await active())[0];
      const bot = await e.call({ cmd: "bot", seat, level: "normal" });
      const reply = await e.call({ cmd: "apply", seat, action: bot.action as Action });
      for (const ev of reply.events as Ev[]) if (ev.type === "out") outs.push(ev.seat as number);
      outcome = reply.outcome as Outcome | null;
    }
    expect(outcome).not.toBeNull();
    if (outcome === null) return;
    expect([...outcome.places].sort()).toEqual([1, 2, 3]);
    const sole = outcome.places.indexOf(3);
    expect(outcome.details.soleCunt).toBe(sole);
    if (!outcome.endedByCap) {
      // Places 1st, 2nd follow the order of going out.
      expect(outs).toEqual([outcome.places.indexOf(1), outcome.places.indexOf(2)]);
      const v = await view(null);
      expect(v.seats[sole].place).toBe(3);
    }
    await refuse(0, KEEP_FIELD, "GAME_OVER");
    const nextGame = await e.call({ cmd: "next" });
    expect((nextGame.options as { carry: { dealer: number } }).carry.dealer).toBe(sole);
    // The sole-cunt deals; the player on their left starts (CS-9, CS-123).
    await Promise.all([0, 1, 2].map(async (s) => (await legal(s)).length));
    for (const s of [0, 1, 2]) {
      const l = await legal(s);
      await act(s, l[0]);
    }
    const v = await view(null);
    expect(v.turn.dealer).toBe(sole);
    expect(v.turn.seat).toBe((sole + 1) % 3);
  });
});

// =============================================================================================
describe("More queue, Joker and field interactions (CS-27, CS-30, CS-44, CS-56, CS-62, CS-71, CS-92, CS-96, CS-101)", () => {
  useEngine();
  const burns = (events: Ev[]) => ofType(events, "burn").length;

  it("CS-56 (e), CS-94 (edge 51): K-field: a Joker on a 6 played on a 5 is a paradox", async () => {
    await start([
      { hand: ["5H", "3C", "4C", "QC", "AC"], field: "KC" },
      { hand: ["6S", "3S", "4S", "QS", "AS"], field: "7C" },
      { hand: ["JK", "3D", "4D", "QD", "AD"], field: "7D" },
      { field: "10D" },
    ]);
    await turn(0, play("5H"));
    await act(0, END_SWAPS);
    await turn(1, play("6S"));
    await act(1, END_SWAPS);
    expect(burns(await turn(2, play("JK")))).toBe(1);
  });

  it("CS-56 (a), CS-44, CS-88 (edge 51): 7-field: a Joker on a 6 played on an 8 is a paradox by (a) (RULES.md, brief contradiction 2)", async () => {
    await start([
      { hand: ["8H", "JK", "4C", "QC", "AC"], field: "7C" },
      { field: "QH" },
      { hand: ["6S", "3S", "4S", "QS", "AS"], field: "10C" },
      { field: "10D" },
    ]);
    await turn(0, play("8H"));
    expect(await active()).toEqual([2]);
    const six = await turn(2, play("6S"));
    expect(ofType(six, "play")[0].sem).toBe("8");
    // The 6 skips as an 8: [Next, Skip] from seat 2 = seat 0.
    expect(await active()).toEqual([0]);
    expect(burns(await turn(0, play("JK")))).toBe(1);
  });

  it("CS-56 (e), CS-88 (edge 51): 7-field: a Joker on a 6 played on an active 9 only cancels (9 is incomparable with 6)", async () => {
    await start([
      { hand: ["9H", "3C", "4C", "QC", "AC"], field: "7C" },
      { hand: ["6S", "3S", "4S", "QS", "AS"], field: "QH" },
      { hand: ["JK", "3D", "4D", "QD", "AD"], field: "10C" },
      { field: "10D" },
    ]);
    await turn(0, play("9H"));
    const six = await turn(1, play("6S"));
    expect(ofType(six, "play")[0].sem).toBe("9");
    const events = await turn(2, play("JK"));
    expect(burns(events)).toBe(0);
    expect(ofType(events, "play")[0].sem).toBe("6");
  });

  it("CS-30 step 6: a 7-choice uses face ranks whatever the ordering (K-field, higher: only 8+)", async () => {
    await start([
      { hand: ["7H", "3C", "4C", "QC", "AC"], field: "KC" },
      { hand: ["2S", "3S", "5S", "8S", "9S"], field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    await turn(0, play("7H"));
    await act(0, HIGHER);
    // K-field reverses the direction? No: the K-field reverses the ordering only; seat 1 is next.
    expect(await active()).toEqual([1]);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["8", "9"]));
  });

  it("CS-44, CS-52: a 6 on an A: its player draws the penalty, then the 6 threatens the next player as an A", async () => {
    await start(
      [
        { hand: ["AH", "3C", "4C", "QC", "9C"], field: "7C" },
        { hand: ["6S", "3S", "4S", "QS", "9S"], field: "7D" },
        { hand: ["2D", "3D", "4D", "QD", "9D"], field: "10C" },
        { field: "10D" },
      ],
      { source: ["8C", "8D", "8H", "8S", "5C", "5D"] },
    );
    await turn(0, play("AH"));
    const six = await turn(1, play("6S"));
    expect(
      ofType(six, "draw")
        .filter((d) => d.why !== "replenish")
        .map((d) => d.count),
    ).toEqual([1]);
    expect(ofType(six, "play")[0].sem).toBe("A");
    const two = await turn(2, play("2D"));
    expect(
      ofType(two, "draw")
        .filter((d) => d.why !== "replenish")
        .map((d) => d.count),
    ).toEqual([1]);
  });

  it("CS-27, CS-51, CS-63, CS-93: after a pickup a reversal made this turn stands while queue items are dropped", async () => {
    await start(
      [
        { hand: ["KH", "3C", "4C", "5C", "9C"], field: "QC" },
        { field: "7C" },
        { field: "7D" },
        { field: "10D" },
      ],
      { options: { qField: "chainMinTwo" } },
    );
    await turn(0, play("KH"));
    expect(keys(await legal(0))).toEqual(keys([PICKUP]));
    await act(0, PICKUP);
    expect((await view(null)).direction).toBe("counterclockwise");
    expect(await active()).toEqual([3]);

    await start(
      [
        { hand: ["8H", "3C", "4C", "5C", "3D"], field: "QC" },
        { field: "7C" },
        { field: "7D" },
        { field: "10D" },
      ],
      { options: { qField: "chainMinTwo" } },
    );
    await turn(0, play("8H"));
    await act(0, PICKUP);
    // The Skip is dropped: Next plays.
    expect(await active()).toEqual([1]);
  });

  it("CS-62: with 3 players two Skips bring the turn back to the same player, a fresh turn", async () => {
    await start([{ hand: ["8H", "8S", "4C", "5C", "9C"], field: "7C" }, { field: "7D" }, { field: "10D" }]);
    await turn(0, play("8H", "8S"));
    expect(await active()).toEqual([0]);
    expect((await view(null)).turn.turns).toBe(2);
    expect(await has(0, KEEP_FIELD)).toBe(true);
  });

  it("CS-71, CS-101: two packs: four Jokers in a row burn; Jokers streak among themselves", async () => {
    await start(
      [
        { hand: ["JK", "3C", "4C", "5C", "9C"], field: "7C" },
        { hand: ["JK", "3D", "4D", "5D", "9D"], field: "7D" },
        { hand: ["JK", "3H", "4H", "5H", "9H"], field: "KC" },
        { hand: ["JK", "3S", "4S", "5S", "9S"], field: "KD" },
        { field: "QC" },
      ],
      { decks: 2 },
    );
    for (const seat of [0, 1, 2]) expect(burns(await turn(seat, play("JK")))).toBe(0);
    expect(burns(await turn(3, play("JK")))).toBe(1);
    expect((await view(null)).pile).toEqual([]);
  });

  it("CS-71, CS-101: two packs: four of a kind counts physical cards (8H 8H 8S 8S burns at once)", async () => {
    await start(
      [
        { hand: ["8H", "8H", "8S", "8S", "9C"], field: "7C" },
        { field: "7D" },
        { field: "KC" },
        { field: "KD" },
        { field: "QC" },
      ],
      { decks: 2 },
    );
    const events = await turn(0, play("8H", "8H", "8S", "8S"));
    expect(burns(events)).toBe(1);
  });

  it("CS-92, CS-61: the J-field asks for a target after every placed link, run steps included", async () => {
    await start([
      { hand: ["4H", "5H", "6H", "9C", "KC"], field: "JC" },
      { field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    await keep(0);
    await act(0, play("4H"));
    expect(keys(await legal(0))).toEqual(keys([next(1), next(2), next(3)]));
    await act(0, next(2));
    await act(0, play("5H"));
    await act(0, next(3));
    await act(0, play("6H"));
    await act(0, next(2));
    await act(0, END_CHAIN);
    expect(await active()).toEqual([2]);
  });

  it("CS-13: link decisions in order: the 7-choice before the J-field target", async () => {
    await start([
      { hand: ["7H", "3C", "4C", "9C", "KC"], field: "JC" },
      { field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    await turn(0, play("7H"));
    expect(keys(await legal(0))).toEqual(keys([HIGHER, LOWER]));
    await act(0, LOWER);
    expect(keys(await legal(0))).toEqual(keys([next(1), next(2), next(3)]));
  });

  it("CS-96: Joker-field: a 6 is a plain 6 even on an empty pile; a 3-field triple is a 3 with no restriction", async () => {
    await start([
      { hand: ["6H", "3C", "4C", "9C", "KC"], field: "JK" },
      { hand: ["3S", "5S", "7S", "9S", "QS"], field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    const events = await turn(0, play("6H"));
    expect(ofType(events, "play")[0].sem).toBe("6");
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["7", "9", "Q"]));

    await start([
      { hand: ["5H", "5S", "5D", "9C", "KC"], field: "JK" },
      { hand: ["4S", "6S", "7S", "9S", "QS"], field: "3C" },
      { field: "7C" },
      { field: "7D" },
    ]);
    const triple = await turn(0, play("5H", "5S", "5D"));
    expect(ofType(triple, "play")[0].sem).toBe("3");
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["4", "6", "7", "9", "Q"]));
  });

  it("CS-56 (c): a Joker in the J's own turn compares the queue as it stands (chainMinTwo): the choice changed who plays → paradox", async () => {
    await start(
      [
        { hand: ["JH", "JK", "4C", "9C", "KC"], field: "QC" },
        { field: "7C" },
        { field: "7D" },
        { field: "10D" },
      ],
      { options: { qField: "chainMinTwo" } },
    );
    await turn(0, play("JH"));
    await act(0, next(2));
    const events = await act(0, play("JK"));
    expect(burns(events)).toBe(1);
  });

  it("CS-2: a spectator sees no hand, no face-down card and no unseen source card", async () => {
    await start([
      { hand: ["2H", "3H", "4H", "9H", "JH"], down: ["QC", "QD", "AH"], field: "7C" },
      { field: "7D" },
      { field: "KC" },
      { field: "KD" },
    ]);
    const v = await view(null);
    for (const s of v.seats) {
      expect(s.hand).toBeNull();
      expect(s.faceDownSeen).toEqual([null, null, null]);
    }
    expect(v.source.every((c) => c === null)).toBe(true);
    const text = JSON.stringify(v);
    for (const hidden of ["2H", "JH", "QC", "AH"]) expect(text).not.toContain(`"${hidden}"`);
    const d = await e.call({ cmd: "describe", seat: null });
    expect(d.text as string).not.toContain("J♥");
    const own = await e.call({ cmd: "describe", seat: 0 });
    expect(own.text as string).toContain("J♥");
  });

  it("Custom deals: a card placed twice, an unknown card or an overfull zone is BAD_DEAL", async () => {
    const bad = async (deal: unknown) => {
      const r = await e.request({ cmd: "new", game: "cunt-soul", players: 2, options: { deal } });
      expect(r.ok).toBe(false);
      expect(r.error?.code).toBe("BAD_DEAL");
    };
    await bad({ seats: [{ hand: ["2H", "2H"] }] });
    await bad({ seats: [{ hand: ["ZH"] }] });
    await bad({ seats: [{ faceDown: ["2H", "3H", "4H", "5H"] }] });
    await bad({ seats: [{ faceUp: ["2H", "3H", "4H"] }] });
  });
});

// =============================================================================================
describe("Options and finer points (CS-42 runOrder, CS-89 token, CS-58, CS-73, CS-87, CS-50, CS-44, CS-125)", () => {
  useEngine();

  it("CS-42 runOrder=ordering: under the K-field the steps go 4, 3, 2, A…; at least two steps", async () => {
    await start(
      [
        { hand: ["4H", "3H", "2H", "AH", "9C"], field: "KC" },
        { field: "7C" },
        { field: "7D" },
        { field: "10C" },
      ],
      { options: { runOrder: "ordering" } },
    );
    await keep(0);
    await act(0, play("4H"));
    expect(keys(await legal(0))).toEqual(keys([play("3H"), END_CHAIN]));
    await act(0, play("3H"));
    expect(keys(await legal(0))).toEqual(keys([play("2H")]));
    await act(0, play("2H"));
    expect(keys(await legal(0))).toEqual(keys([play("AH"), END_CHAIN]));
  });

  it("CS-42 runOrder=ordering: normal ordering steps 4, 5, 6…", async () => {
    await start(
      [
        { hand: ["4H", "5H", "3H", "6H", "9C"], field: "KC" },
        { field: "KD" },
        { field: "7D" },
        { field: "7C" },
      ],
      { options: { runOrder: "ordering" } },
    );
    await keep(0);
    await act(0, play("4H"));
    expect(keys(await legal(0))).toEqual(keys([play("5H"), END_CHAIN]));
  });

  it("CS-30 step 2, CS-53: a Joker is never a run step", async () => {
    await start([
      { hand: ["4H", "5H", "JK", "9C", "KH"], field: N4.a },
      { field: N4.b },
      { field: N4.c },
      { field: N4.d },
    ]);
    await turn(0, play("4H"));
    expect(keys(await legal(0))).toEqual(keys([play("5H"), END_CHAIN]));
    await refuse(0, play("JK"), "ILLEGAL_LINK", "CS-42");
    await act(0, play("5H"));
    expect(keys(await legal(0))).toEqual(keys([PICKUP]));
  });

  it("CS-50: one extension per link however many Qs", async () => {
    await start([
      { hand: ["QH", "QS", "2C", "9C", "3C"], field: N4.a },
      { field: N4.b },
      { field: N4.c },
      { field: N4.d },
    ]);
    await turn(0, play("QH", "QS"));
    await act(0, play("2C"));
    expect(await active()).toEqual([1]);
  });

  it("CS-44, CS-43: a pair of 6s on a 5 swaps with its own count (2)", async () => {
    await start([
      { hand: ["5H", "3C", "4C", "9C", "KH"], field: N4.a },
      { hand: ["6S", "6H", "3D", "4D", "9D"], up: ["QC", "QD", "AC"], field: N4.b },
      { field: N4.c },
      { field: N4.d },
    ]);
    await turn(0, play("5H"));
    await act(0, END_SWAPS);
    await turn(1, play("6S", "6H"));
    await act(1, swap("3D", 0));
    expect(await active()).toEqual([1]);
    await act(1, swap("4D", 1));
    expect(await active()).toEqual([2]);
  });

  it("CS-58, CS-86: a Joker undoes a blind 5-field swap", async () => {
    await start([
      { hand: ["5H", "2H", "3H", "9H", "JH"], down: ["QC", "QD", "AH"], field: "5C" },
      { hand: ["JK", "2S", "3S", "9S", "JS"], field: "7C" },
      { field: "7D" },
      { field: "10D" },
    ]);
    await turn(0, play("5H"));
    await act(0, swap("2H", 0));
    expect(await active()).toEqual([1]);
    const events = await turn(1, play("JK"));
    expect(ofType(events, "swapBack")).toHaveLength(1);
    const v = await view(0);
    expect(v.seats[0].hand).toContain("2H");
    expect(v.seats[0].hand).not.toContain("QC");
  });

  it("CS-73 burnerPlaysAgain: not after a turn with a pickup", async () => {
    await start(
      [
        { hand: ["4H", "5H", "5S", "5D", "5C"], field: N4.a },
        { field: N4.b },
        { field: N4.c },
        { field: N4.d },
      ],
      { options: { burnerPlaysAgain: true } },
    );
    await turn(0, play("4H"));
    await act(0, play("5H", "5S", "5D", "5C"));
    await act(0, PICKUP);
    expect(await active()).toEqual([1]);
  });

  it("CS-87: when no 6-field remains the source pile is turned back; draws are private again", async () => {
    await start(
      [
        { hand: ["2H", "3H", "4H", "9H", "QH"], field: "6H" },
        { field: "7C" },
        { field: "7D" },
        { field: "10C" },
      ],
      { source: ["8C", "8D", "8H"] },
    );
    expect((await view(null)).sourceFlipped).toBe(true);
    await act(0, changeField("QH"));
    expect((await view(null)).sourceFlipped).toBe(false);
    const events = await act(0, play("9H"));
    const draw = ofType(events, "draw")[0];
    expect(draw.shown).toEqual([]);
    const secret = events.filter((x) => Array.isArray(x.visibleTo));
    expect(secret.every((x) => JSON.stringify(x.visibleTo) === "[0]")).toBe(true);
    expect(await hand(0)).toContain("8C");
    expect((await view(null)).seats[0].known).not.toContain("8C");
  });

  it("CS-89 skipToken: a holder starting with the inactive token passes it, active, to the next player and plays", async () => {
    await start(
      [
        { hand: ["9H", "2C", "4C", "QC", "3C"], field: "8C" },
        { hand: ["9S", "2D", "4D", "QD", "3D"], field: "7C" },
        { hand: ["9D", "2H", "4H", "QH", "3H"], field: "7D" },
        { hand: ["9C", "2S", "4S", "QS", "3S"], field: "10D" },
      ],
      { options: { eightField: "skipToken" } },
    );
    await turn(0, play("2C"));
    expect(await active()).toEqual([2]);
    await turn(2, play("2H"));
    await turn(3, play("2S"));
    await turn(0, play("3C"));
    expect(await active()).toEqual([1]);
    expect((await view(null)).turn).toMatchObject({ tokenHolder: 2, tokenActive: true });
    await turn(1, play("3D"));
    // Seat 2 holds the active token: it sits out.
    expect(await active()).toEqual([3]);
  });

  it("CS-125: after turnCap turns the game ends; those still in rank by fewest cards owned; the last is the sole-cunt", async () => {
    await e.call({
      cmd: "new",
      game: "cunt-soul",
      players: 4,
      seed: "cap-0",
      options: { turnCap: 200, deal: { dealer: 3 } },
    });
    type Outcome = { places: number[]; endedByCap: boolean; details: { soleCunt: number } };
    let outcome = null as Outcome | null;
    for (let i = 0; i < 20000 && outcome === null; i++) {
      const seat = (await active())[0];
      const bot = await e.call({ cmd: "bot", seat, level: "random" });
      const reply = await e.call({ cmd: "apply", seat, action: bot.action as Action });
      outcome = reply.outcome as Outcome | null;
    }
    expect(outcome).not.toBeNull();
    if (outcome === null) return;
    const v = await view(null);
    expect(v.turn.turns).toBeLessThanOrEqual(200);
    // This seed's random-bot game reaches the cap (random games are long).
    expect(outcome.endedByCap).toBe(true);
    expect(v.turn.turns).toBe(200);
    const owned = (s: SeatView) =>
      s.handCount +
      (s.faceUp ?? []).filter((c) => c !== null).length +
      s.faceDownFilled.filter(Boolean).length +
      (s.field ? 1 : 0);
    const still = v.seats.map((s, i) => ({ s, i })).filter(({ s }) => !s.out);
    const ranked = [...still].sort((a, b) => owned(a.s) - owned(b.s) || a.s.pickups - b.s.pickups);
    const placesOfStill = ranked.map(({ i }) => outcome.places[i]);
    expect(placesOfStill).toEqual([...placesOfStill].sort((a, b) => a - b));
    expect(outcome.details.soleCunt).toBe(outcome.places.indexOf(4));
  });
});

// =============================================================================================
describe("Subtle interactions (CS-26, CS-32, CS-56, CS-84, CS-89, CS-90)", () => {
  useEngine();
  const burns = (events: Ev[]) => ofType(events, "burn").length;

  it("CS-56 (c, e), CS-94: K-field: a Joker on a 6 that copied a J (lower than 6 there) whose choice was the natural next only cancels", async () => {
    await start([
      { hand: ["JH", "3C", "4C", "9C", "AC"], field: "KC" },
      { hand: ["6S", "3S", "4S", "9S", "AS"], field: "7C" },
      { hand: ["JK", "3D", "4D", "9D", "AD"], field: "7D" },
      { field: "10C" },
    ]);
    await turn(0, play("JH"));
    await act(0, next(1));
    await turn(1, play("6S"));
    await act(1, next(2));
    const events = await turn(2, play("JK"));
    expect(burns(events)).toBe(0);
  });

  it("CS-32 S2, CS-53, CS-71, CS-84: 3-field: a third Joker in a row is made a 3 and acts as a 3", async () => {
    await start(
      [
        { hand: ["JK", "3C", "4C", "5C", "9C"], field: "3C" },
        { hand: ["JK", "3D", "4D", "5D", "9D"], field: "7C" },
        { hand: ["JK", "3H", "4H", "5H", "9H"], field: "7D" },
        { hand: ["JK", "3S", "4S", "5S", "9S"], field: "KC" },
        { field: "KD" },
      ],
      { decks: 2 },
    );
    await turn(0, play("JK"));
    await turn(1, play("JK"));
    const third = await turn(2, play("JK"));
    expect(ofType(third, "play")[0].sem).toBe("3");
    await keep(3);
    expect(playValues(await legal(3))).toEqual(sortVals(["3", "JK"]));
  });

  it("CS-84, CS-42: 3-field: a triple that is a run step is a 3 with no restriction (ability-less)", async () => {
    await start([
      { hand: ["4H", "5H", "6H", "6S", "6D"], field: "3C" },
      { hand: ["4S", "9S", "5S", "QS", "AS"], field: "7C" },
      { field: "7D" },
      { field: "10C" },
    ]);
    await keep(0);
    await act(0, play("4H"));
    await act(0, play("5H"));
    const triple = await act(0, play("6H", "6S", "6D"));
    expect(ofType(triple, "play")[0].sem).toBe("3");
    await act(0, END_CHAIN);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["4", "5", "9", "Q", "A"]));
  });

  it("CS-90, CS-32 S4: 9-field: a 4 is a 9; a Joker on it copies the syntactic 4 and cancels the 9", async () => {
    await start([
      { hand: ["4H", "3C", "5C", "8C", "QC"], field: "9C" },
      { hand: ["JK", "3S", "5S", "8S", "QS"], field: "7C" },
      { hand: ["3D", "5D", "8D", "QD", "AD"], field: "7D" },
      { field: "10C" },
    ]);
    const four = await turn(0, play("4H"));
    expect(ofType(four, "play")[0].sem).toBe("9");
    // A 9 starts no run: the turn is over.
    expect(await active()).toEqual([1]);
    const jk = await turn(1, play("JK"));
    expect(ofType(jk, "play")[0].sem).toBe("4");
    await keep(2);
    expect(playValues(await legal(2))).toEqual(sortVals(["5", "8", "Q", "A"]));
  });

  it("CS-26 voluntaryPickup: only as the first action of the play step, never in the middle of a chain", async () => {
    await start(
      [
        { hand: ["9H", "3H", "4H", "2H", "JH"], field: "7C" },
        { hand: ["QS", "KS", "4S", "9S", "JS"], field: "7D" },
        { field: "KC" },
        { field: "KD" },
      ],
      { options: { voluntaryPickup: true } },
    );
    await turn(0, play("9H"));
    await turn(1, play("QS"));
    expect(keys(await legal(1))).toEqual(keys([play("KS")]));
    await refuse(1, PICKUP, "MUST_PLAY", "CS-26");
  });

  it("CS-89: the skip token vanishes with the last 8-field", async () => {
    await start(
      [
        { hand: ["9H", "2C", "4C", "QC", "3C"], field: "8C" },
        { field: "7C" },
        { field: "7D" },
        { field: "10D" },
      ],
      { options: { eightField: "skipToken" } },
    );
    expect((await view(null)).turn.tokenHolder).toBe(1);
    await act(0, changeField("QC"));
    expect((await view(null)).turn.tokenHolder).toBe(null);
    await act(0, play("9H"));
    expect(await active()).toEqual([1]);
  });

  it("CS-82, CS-91: burnFaceUp under the 10-field puts the burned face-up card under the source pile", async () => {
    await start(
      [
        { hand: ["2H", "3H", "4H", "9H", "JH"], up: ["QC", "QD", "AC"], field: "QH" },
        { field: "7C" },
        { field: "7D" },
        { field: "10C" },
      ],
      { source: ["8C", "8D", "8H"], options: { fieldChangeCost: "burnFaceUp" } },
    );
    await act(0, changeField("2H"));
    await act(0, { type: "burnFaceUp", slot: 2 });
    const v = await view(null);
    expect(v.seats[0].faceUp).toEqual(["QC", "QD", "8C"]);
    expect(v.source[v.source.length - 1]).toBe("AC");
    expect(v.graveyard).toEqual([]);
  });
});

describe("J items and the rest of the turn (CS-56 c, CS-61, CS-63)", () => {
  useEngine();
  const burns = (events: Ev[]) => ofType(events, "burn").length;

  it("CS-56 (c), CS-61, CS-92 (edge 15): a J whose item was overridden by the same link's J-field item → a Joker only cancels", async () => {
    await start([
      { hand: ["JH", "3C", "4C", "9C", "AC"], field: "JC" },
      { field: "7C" },
      { field: "7D" },
      { hand: ["JK", "3S", "4S", "9S", "AS"], field: "10C" },
    ]);
    await turn(0, play("JH"));
    // CS-13: the J card's choice, then the J-field's.
    await act(0, next(2));
    await act(0, next(3));
    expect(await active()).toEqual([3]);
    const events = await turn(3, play("JK"));
    expect(burns(events)).toBe(0);
  });

  it("CS-27, CS-63, CS-93: a J-card choice is dropped by a pickup in the same turn; Next plays", async () => {
    await start(
      [
        { hand: ["JH", "3C", "4C", "5C", "3D"], field: "QC" },
        { hand: ["JK", "3S", "4S", "9S", "AS"], field: "7C" },
        { field: "7D" },
        { field: "10C" },
      ],
      { options: { qField: "chainMinTwo" } },
    );
    await turn(0, play("JH"));
    await act(0, next(2));
    // chainMinTwo: a second link is due and none is legal on the J.
    expect(keys(await legal(0))).toEqual(keys([PICKUP]));
    await act(0, PICKUP);
    expect(await active()).toEqual([1]);
    // The J went back to seat 0's hand with the pile: nothing left to cancel.
    expect((await view(null)).pile).toEqual([]);
  });
});

describe("CS-56 (e) under bifurcation, inactive mirrors, skipToken counts", () => {
  useEngine();
  const burns = (events: Ev[]) => ofType(events, "burn").length;

  it("CS-56 (e), CS-28: 7-field: a 5 is higher than a 6 (on a 6 only 2–6 go), so a Joker on a 6 played on a 5 is a paradox", async () => {
    await start([
      { hand: ["5H", "3C", "4C", "QC", "AC"], field: "7C" },
      { hand: ["6S", "3S", "4S", "QS", "AS"], field: "QH" },
      { hand: ["JK", "3D", "4D", "QD", "AD"], field: "10C" },
      { field: "10D" },
    ]);
    await turn(0, play("5H"));
    await act(0, END_SWAPS);
    await turn(1, play("6S"));
    await act(1, END_SWAPS);
    expect(burns(await turn(2, play("JK")))).toBe(1);
  });

  it("CS-56 (e), CS-32: a 6 that mirrored a 2 is not active: a Joker on it takes the value 6, no paradox", async () => {
    await start([
      { hand: ["2H", "3C", "4C", "QC", "AC"], field: N4.a },
      { hand: ["6S", "3S", "4S", "QS", "AS"], field: N4.b },
      { hand: ["JK", "3D", "4D", "QD", "AD"], field: N4.c },
      { hand: ["5H", "3H", "4H", "7S", "9H"], field: N4.d },
    ]);
    await turn(0, play("2H"));
    const six = await turn(1, play("6S"));
    expect(ofType(six, "play")[0].sem).toBe("2");
    const events = await turn(2, play("JK"));
    expect(burns(events)).toBe(0);
    expect(ofType(events, "play")[0].sem).toBe("6");
    await keep(3);
    expect(playValues(await legal(3))).toEqual(sortVals(["7", "9"]));
  });

  it("CS-34, CS-89: under skipToken an 8 skips once per card (no doubling)", async () => {
    await start(
      [
        { hand: ["8H", "2C", "4C", "QC", "3C"], field: "8C" },
        { field: "7C" },
        { field: "7D" },
        { field: "10D" },
      ],
      { options: { eightField: "skipToken" } },
    );
    await turn(0, play("8H"));
    // [Next, Skip] from seat 0: seat 2 (doubleLinks would give seat 3).
    expect(await active()).toEqual([2]);
  });
});

describe("Field counting (CS-80, CS-87)", () => {
  useEngine();

  it("CS-80, CS-28: three 7-fields bifurcate (parity): on a 5 only 2–5 by ordering", async () => {
    await start([
      { hand: ["5H", "3C", "4C", "QC", "AC"], field: "7C" },
      { hand: ["3S", "4S", "5S", "8S", "9S"], field: "7D" },
      { field: "7H" },
      { field: "QD" },
    ]);
    await turn(0, play("5H"));
    await act(0, END_SWAPS);
    await keep(1);
    expect(playValues(await legal(1))).toEqual(sortVals(["3", "4", "5"]));
  });

  it("CS-80, CS-87: two 6-fields keep the source turned over (no parity); it turns back only when none remains", async () => {
    await start(
      [
        { hand: ["2H", "3H", "4H", "9H", "QH"], field: "6H" },
        { hand: ["2S", "3S", "4S", "9S", "QS"], field: "6S" },
        { field: "7C" },
        { field: "7D" },
      ],
      { source: ["8C", "8D", "8H"] },
    );
    expect((await view(null)).sourceFlipped).toBe(true);
    await act(0, changeField("QH"));
    expect((await view(null)).sourceFlipped).toBe(true);
    await act(0, play("9H"));
    await act(1, changeField("QS"));
    expect((await view(null)).sourceFlipped).toBe(false);
  });
});

describe("Edge 28 on a 10 (CS-28, CS-42, CS-94)", () => {
  useEngine();

  it("CS-28 (edge 28): 7-field + K-field: on the ability-less 10 ending a run only 7–10 (plus overrulers, Jokers)", async () => {
    // Two A-fields drain the source at setup (H = 7), one 7-field (b = 1), one K-field (r = 1).
    await start(
      [
        { hand: ["4H", "5H", "6H", "7H", "8H"], field: "7C" },
        { hand: ["8S", "9S", "JS", "QS", "3S"], field: "AC" },
        { field: "AD" },
        { field: "KC" },
      ],
      { source: ["9H", "10H", "5S", "AS", "2D", "3D"] },
    );
    expect((await view(null)).fields).toMatchObject({ bifurcated: true, reversed: true, handSize: 7 });
    for (const c of ["4H", "5H", "6H", "7H", "8H", "9H", "10H"]) await act(0, play(c));
    await act(0, END_CHAIN);
    expect(top(await view(null))?.cards).toEqual(["10H"]);
    expect(playValues(await legal(1))).toEqual(sortVals(["8", "9"]));
  });
});

// Acceptance scenarios for the Chanic Panic base game, written from the brief
// (shared/briefs/chanic-panic.md) as an outside referee: every scenario sets up a custom deal and
// drives the real built CLI only through the engine protocol (docs/engine-protocol.md). Test names
// cite the brief's rule IDs and §8 edge cases. Expected attack and target sets are computed here
// from the brief (`refereeAttacks`, `refereeTargets`), not copied from the engine. Special
// abilities (§5.12) are out of scope: another suite covers them.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineDriver, type EngineReply } from "./engine-driver.js";
import { ProtocolTable } from "./protocol-table.js";

// ---------------------------------------------------------------------------------------------
// Cards (CP-02, CP-10): A–10 in four suits, one 40-card deck per two players; A = 1.

const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"] as const;
const SUITS = ["H", "D", "S", "C"] as const;

function allCardNames(players: number): string[] {
  const decks = Math.ceil(players / 2);
  const out: string[] = [];
  for (let d = 0; d < decks; d++) for (const s of SUITS) for (const r of RANKS) out.push(`${r}${s}`);
  return out;
}

const sorted = (cards: readonly string[]): string[] => [...cards].sort();

// ---------------------------------------------------------------------------------------------
// Custom deals (options.deal): zones per seat, deck top (top first), discard pile (top first),
// round, first player and whose turn starts. Setup runs the start of that turn (CP-22, CP-23, CP-30).

interface SeatDeal {
  hand?: string[];
  hearts?: string[];
  diamonds?: string[];
  spades?: string[];
  stack?: string[];
  presence?: number;
  panicUsed?: boolean;
  panicProtected?: boolean;
  attackedBy?: number[];
}

interface Deal {
  seats?: SeatDeal[];
  deck?: string[];
  discard?: string[];
  round?: number;
  firstPlayer?: number;
  turn?: number;
}

/** Names every card: the cards no zone names go to the bottom of the discard pile, so the deck is exactly `deal.deck`. */
function exactDeal(players: number, deal: Deal): Deal {
  const rest = allCardNames(players);
  const take = (card: string) => {
    const i = rest.indexOf(card);
    if (i < 0) throw new Error(`test bug: ${card} named too often`);
    rest.splice(i, 1);
  };
  for (const seat of deal.seats ?? [])
    for (const zone of [seat.hand, seat.hearts, seat.diamonds, seat.spades, seat.stack])
      for (const card of zone ?? []) take(card);
  for (const card of [...(deal.deck ?? []), ...(deal.discard ?? [])]) take(card);
  return { ...deal, discard: [...(deal.discard ?? []), ...rest] };
}

// ---------------------------------------------------------------------------------------------
// Views and outcome (the fields these scenarios read).

interface BoardCardView {
  card: string;
  value: number;
  attached: number;
}

interface SeatView {
  team: number;
  alive: boolean;
  handCount: number;
  hand: string[] | null;
  rows: BoardCardView[][];
  stackCount: number;
  stack: string[] | null;
  attackedBy: number[];
  panicProtected: boolean;
  panicUsed: boolean;
  presence: number;
}

interface PendingAttackView {
  kind: "attack";
  attacker: number;
  defender: number;
  mode: string;
  power: number;
  choices: { targets: string[]; damage: number; eliminates: boolean }[];
}

interface View {
  seat: number | null;
  round: number;
  turnSeat: number;
  firstSeat: number;
  phase: string;
  points: number;
  allowance: number;
  deckCount: number;
  discard: string[];
  seats: SeatView[];
  pending: PendingAttackView | { kind: string } | null;
  eliminated: number[];
  [field: string]: unknown;
}

interface Outcome {
  places: number[];
  endedByCap: boolean;
  scores?: number[];
  details: { end: string; winners: number[]; eliminated: number[]; [field: string]: unknown };
}

type Action = Record<string, unknown> & { type: string };

const play = (card: string, attach?: number): Action =>
  attach === undefined ? { type: "play", card } : { type: "play", card, attach };
const trade = (a: string, b: string): Action => ({ type: "trade", cards: [a, b] });
const attack = (defender: number, spades: string[], mode: "normal" | "bypass" = "normal"): Action => ({
  type: "attack",
  defender,
  mode,
  spades,
});
const destroy = (...targets: string[]): Action => ({ type: "destroy", targets });
const END: Action = { type: "endTurn" };
const PANIC: Action = { type: "panic" };
const ally = (to: number, card: string): Action => ({ type: "ally", to, card });
const stackCard = (card: string): Action => ({ type: "stackCard", card });

function actionKey(a: Record<string, unknown>): string {
  switch (a.type) {
    case "play":
      return `play ${a.card}${a.attach ? ` +${a.attach}` : ""}`;
    case "trade":
      return `trade ${sorted(a.cards as string[]).join(" ")}${a.stack ? ` stack${a.stack}` : ""}`;
    case "attack":
      return `attack ${a.defender} ${a.mode} ${sorted(a.spades as string[]).join(" ")}`;
    case "destroy":
      return `destroy ${sorted(a.targets as string[]).join(" ")}`;
    case "ally":
      return `ally ${a.to} ${a.card}`;
    case "stackCard":
      return `stack ${a.card}`;
    default:
      return String(a.type);
  }
}

// ---------------------------------------------------------------------------------------------
// The referee (CP-51, CP-52, CP-53, CP-60): legal target sets and legal attacks, from the brief.

function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

const sum = (cards: readonly BoardCardView[]) => cards.reduce((s, c) => s + c.value, 0);

/** CP-53 target sets for power P against a defender's Hearts and Diamonds, with CP-60 elimination. */
function refereeTargets(
  power: number,
  mode: "normal" | "bypass",
  hearts: readonly BoardCardView[],
  diamonds: readonly BoardCardView[],
): { key: string; eliminates: boolean }[] {
  const out: { key: string; eliminates: boolean }[] = [];
  const pool = mode === "normal" ? [...hearts, ...diamonds] : [...hearts];
  for (const t of subsets(pool)) {
    const damage = sum(t);
    if (damage > power) continue;
    const tHearts = t.filter((c) => hearts.includes(c));
    const allDiamonds = diamonds.every((d) => t.includes(d));
    if (mode === "normal" && tHearts.length > 0 && !allDiamonds) continue;
    let eliminates: boolean;
    if (hearts.length > 0) eliminates = tHearts.length === hearts.length;
    else eliminates = mode === "normal" ? allDiamonds && power > damage : power > 0;
    if (t.length === 0 && !eliminates) continue;
    const key = actionKey(destroy(...t.map((c) => c.card)));
    if (!out.some((o) => o.key === key)) out.push({ key, eliminates });
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** Every legal `attack` of the turn player (CP-50..CP-53), from a view. */
function refereeAttacks(view: View, seat: number): string[] {
  if (view.round < 3) return [];
  const me = view.seats[seat];
  const keys: string[] = [];
  const n = view.seats.length;
  for (let step = 1; step < n; step++) {
    const d = (seat + step) % n;
    const def = view.seats[d];
    if (!def.alive || def.team === me.team || def.panicProtected) continue;
    if (def.attackedBy.length >= 2 && !def.attackedBy.includes(seat)) continue;
    const [hearts, diamonds] = def.rows;
    for (const mode of ["normal", "bypass"] as const) {
      if (mode === "bypass" && (view.round < 4 || diamonds.length === 0)) continue;
      for (const s of subsets(me.rows[2])) {
        if (s.length === 0) continue;
        const raw = sum(s);
        const power = mode === "normal" ? raw : Math.floor(raw / 2);
        if (refereeTargets(power, mode, hearts, diamonds).length === 0) continue;
        keys.push(
          actionKey(
            attack(
              d,
              s.map((c) => c.card),
              mode,
            ),
          ),
        );
      }
    }
  }
  return [...new Set(keys)].sort();
}

// ---------------------------------------------------------------------------------------------
// The table: one engine per describe block, one game at a time, driven only through the protocol.

class Table extends ProtocolTable<View, Action, Outcome> {
  constructor(engine: EngineDriver) {
    super(engine, "chanic-panic");
  }

  start(players: number, deal: Deal | null, options: Record<string, unknown> = {}): Promise<EngineReply> {
    return this.newGame(players, deal ? { ...options, deal } : options);
  }

  async legalKeys(seat: number, type?: string): Promise<string[]> {
    const actions = await this.legal(seat);
    return actions
      .filter((a) => type === undefined || a.type === type)
      .map(actionKey)
      .sort();
  }

  /** Whether the action is among the seat's legal actions. */
  async isLegal(seat: number, action: Action): Promise<boolean> {
    return (await this.legalKeys(seat)).includes(actionKey(action));
  }

  /** The seat's legal attacks are exactly the referee's. */
  async expectAttacks(seat: number): Promise<string[]> {
    const view = await this.view(seat);
    const attacks = await this.legalKeys(seat, "attack");
    expect(attacks).toEqual(refereeAttacks(view, seat));
    return attacks;
  }

  /** Declares an attack and checks its power and the offered target sets against the referee. */
  async declare(seat: number, action: Action, power: number): Promise<PendingAttackView> {
    const before = await this.view(null);
    await this.act(seat, action);
    const view = await this.view(null);
    const pending = view.pending as PendingAttackView;
    expect(pending?.kind).toBe("attack");
    expect(pending.power).toBe(power);
    const def = before.seats[action.defender as number];
    const expected = refereeTargets(power, action.mode as "normal" | "bypass", def.rows[0], def.rows[1]);
    expect(await this.legalKeys(seat)).toEqual(expected.map((t) => t.key));
    const offered = pending.choices
      .map((c) => ({ key: actionKey(destroy(...c.targets)), eliminates: c.eliminates }))
      .sort((a, b) => a.key.localeCompare(b.key));
    expect(offered).toEqual(expected);
    return pending;
  }

  /** The cards of one board row of a seat (0 Hearts, 1 Diamonds, 2 Spades). */
  async row(seat: number, row: number): Promise<string[]> {
    return (await this.view(null)).seats[seat].rows[row].map((c) => c.card);
  }
}

function mentions(value: unknown, card: string): boolean {
  return JSON.stringify(value).includes(`"${card}"`);
}

/** One engine per describe block. */
function useTable(): () => Table {
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

// =============================================================================================
describe("CP-01..CP-32: setup, turns, rounds, points and rows", () => {
  const t = useTable();

  it("CP-02, CP-23: ⌈n/2⌉ decks of 40 are shared; nothing is dealt; the first player's round-1 draw of 5 is the deal", async () => {
    for (let n = 2; n <= 10; n++) {
      await t().start(n, null, { firstPlayer: "firstSeat" });
      const view = await t().view(null);
      expect(view.deckCount, `${n} players`).toBe(40 * Math.ceil(n / 2) - 5);
      expect(view.seats.map((s) => s.handCount)).toEqual([5, ...new Array(n - 1).fill(0)]);
      expect(view.round).toBe(1);
      expect(view.turnSeat).toBe(0);
      expect(view.discard).toEqual([]);
      expect(view.points).toBe(12);
    }
  });

  it("CP-01, CP-20, CP-23: turns pass clockwise from the first player; the round goes up when the turn comes back; round 1 draws 5, later rounds 1", async () => {
    await t().start(3, { firstPlayer: 1, turn: 1, round: 1 });
    const counts = async () => (await t().view(null)).seats.map((s) => s.handCount);
    expect(await t().active()).toEqual([1]);
    expect(await counts()).toEqual([0, 5, 0]);
    await t().act(1, END);
    expect(await t().active()).toEqual([2]);
    expect((await t().view(null)).round).toBe(1);
    expect(await counts()).toEqual([0, 5, 5]);
    await t().act(2, END);
    expect(await t().active()).toEqual([0]);
    expect((await t().view(null)).round).toBe(1);
    expect(await counts()).toEqual([5, 5, 5]);
    await t().act(0, END);
    expect(await t().active()).toEqual([1]);
    expect((await t().view(null)).round).toBe(2);
    expect(await counts()).toEqual([5, 6, 5]);
    expect(await t().legal(0)).toEqual([]);
    expect(await t().legal(2)).toEqual([]);
    await t().expectRejected(0, END, "NOT_YOUR_TURN");
  });

  it("CP-23, CP-13 (edge): in round 1 a player holding cards still draws 5, capped at the full hand", async () => {
    await t().start(2, {
      seats: [{ hand: ["AH", "2H", "3H", "4H", "5H"] }, { hand: ["6H", "7H"] }],
      round: 1,
      firstPlayer: 0,
      turn: 0,
    });
    let view = await t().view(null);
    expect(view.seats[0].handCount).toBe(8);
    expect(view.deckCount).toBe(40 - 7 - 3);
    await t().act(0, END);
    view = await t().view(null);
    expect(view.seats[1].handCount).toBe(7);
    expect(view.deckCount).toBe(40 - 7 - 3 - 5);
  });

  it("CP-23, CP-13: from round 2 the Draw Phase draws 1, and nothing into a full hand", async () => {
    const full = ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H"];
    await t().start(2, {
      seats: [{ hand: full }, { hand: ["AD", "2D", "3D"] }],
      deck: ["9H", "10H"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    });
    let view = await t().view(0);
    expect(view.seats[0].hand).toEqual(full);
    expect(view.deckCount).toBe(40 - 11);
    await t().act(0, END);
    view = await t().view(1);
    expect(view.seats[1].hand).toEqual(["AD", "2D", "3D", "9H"]);
    expect(view.deckCount).toBe(40 - 12);
  });

  it("CP-30, CP-31, CP-11: 12 points at Standby; a Utility card costs its base value; over the points → NOT_ENOUGH_POINTS; a 4th card in a row → ROW_FULL", async () => {
    await t().start(2, {
      seats: [{ hand: ["4H", "10D", "3D", "6D"], hearts: ["AH", "2H", "3H"] }, {}],
      deck: ["7C"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    });
    let view = await t().view(0);
    expect(view.phase).toBe("point");
    expect(view.points).toBe(12);
    expect(await t().legalKeys(0, "play")).toEqual(["play 10D", "play 3D", "play 6D", "play 7C"].sort());
    await t().expectRejected(0, play("4H"), "ROW_FULL", "CP-11");
    await t().act(0, play("10D"));
    view = await t().view(0);
    expect(view.points).toBe(2);
    expect(view.seats[0].rows[1].map((c) => c.card)).toEqual(["10D"]);
    expect(view.seats[0].hand).toEqual(["4H", "3D", "6D", "7C"]);
    expect(await t().legalKeys(0, "play")).toEqual(["play 7C"]);
    await t().expectRejected(0, play("3D"), "NOT_ENOUGH_POINTS", "CP-31");
    await t().expectRejected(0, play("9S"), "NOT_IN_HAND");
    await t().script([
      [0, END],
      [1, END],
    ]);
    view = await t().view(0);
    expect(view.round).toBe(3);
    expect(view.points).toBe(12);
  });

  it("CP-32 (edge): no Spade before round 3, neither for points nor with a Club allowance; from round 3 it may be played", async () => {
    await t().start(2, {
      seats: [{ hand: ["5S", "6C", "2H"] }, {}],
      deck: ["AD", "2D", "3D", "4D", "5D"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    });
    expect(await t().legalKeys(0, "play")).toEqual(["play 2H", "play 6C", "play AD"].sort());
    await t().expectRejected(0, play("5S"), "SPADES_TOO_EARLY", "CP-32");
    await t().act(0, play("6C"));
    expect((await t().view(0)).allowance).toBe(6);
    expect(await t().legalKeys(0, "play")).toEqual(["play 2D", "play 2H", "play AD"]);
    await t().expectRejected(0, play("5S"), "SPADES_TOO_EARLY", "CP-32");
    await t().script([
      [0, END],
      [1, END],
    ]);
    expect((await t().view(0)).round).toBe(3);
    expect(await t().isLegal(0, play("5S"))).toBe(true);
    await t().act(0, play("5S"));
    expect(await t().row(0, 2)).toEqual(["5S"]);
  });

  it("CP-06: firstSeat starts with seat 0 in game 1 and in game 2 whoever fell first; under random game 2 starts with the first eliminated", async () => {
    for (const seed of ["a", "b", "c"]) {
      const reply = await t().engine.call({
        cmd: "new",
        game: "chanic-panic",
        players: 3,
        seed,
        options: { firstPlayer: "firstSeat" },
      });
      expect(reply.active).toEqual([0]);
    }
    const carry = { firstSeat: 2, wins: [1, 0, 0], draws: 0, game: 2 };
    await t().start(3, null, { firstPlayer: "firstSeat", carry });
    expect(await t().active()).toEqual([0]);
    await t().start(3, null, { firstPlayer: "random", carry });
    expect(await t().active()).toEqual([2]);
  });

  it("§6: defaults and the base-game presets resolve as the brief's table says", async () => {
    const defaults = {
      abilityText: "reference",
      specialAbilities: 0,
      abilityDeal: "draft",
      trader: true,
      panic: false,
      ally: true,
      teams: 0,
      presence: false,
      stack: false,
      firstPlayer: "random",
      roundCap: 60,
      turnActionCap: 200,
    };
    const resolved = async (players: number, preset?: string) =>
      (
        await t().engine.call({
          cmd: "new",
          game: "chanic-panic",
          players,
          seed: "p",
          ...(preset ? { preset } : {}),
        })
      ).options as Record<string, unknown>;
    expect(await resolved(2)).toMatchObject(defaults);
    expect(await resolved(2, "basic")).toMatchObject(defaults);
    const app = { abilityText: "app", abilityDeal: "random", specialAbilities: 0, firstPlayer: "firstSeat" };
    expect(await resolved(2, "app1v1")).toMatchObject({ ...defaults, ...app });
    expect(await resolved(3, "app1v1v1")).toMatchObject({ ...defaults, ...app });
    expect(await resolved(4, "app2v2")).toMatchObject({ ...defaults, ...app, teams: 2, ally: true });
    const wrong = await t().engine.request({
      cmd: "new",
      game: "chanic-panic",
      players: 3,
      preset: "app1v1",
    });
    expect(wrong.error?.code).toBe("BAD_OPTION");
  });

  it("§6, CP-90: option ranges and team sizes are checked (BAD_OPTION); a bad custom deal → BAD_DEAL", async () => {
    const bad = async (players: number, options: Record<string, unknown>, code: string) => {
      const reply = await t().engine.request({ cmd: "new", game: "chanic-panic", players, options });
      expect(reply.ok, JSON.stringify(options)).toBe(false);
      expect(reply.error?.code).toBe(code);
    };
    await bad(1, {}, "BAD_OPTION");
    await bad(11, {}, "BAD_OPTION");
    await bad(4, { roundCap: 9 }, "BAD_OPTION");
    await bad(4, { turnActionCap: 49 }, "BAD_OPTION");
    await bad(5, { teams: 2 }, "BAD_OPTION");
    await bad(3, { teams: 3 }, "BAD_OPTION");
    await bad(4, { teams: 4 }, "BAD_OPTION");
    await bad(4, { teams: 1 }, "BAD_OPTION");
    await bad(2, { teams: 2 }, "BAD_OPTION");
    await bad(2, { deal: { seats: [{ hearts: ["5D"] }, {}] } }, "BAD_DEAL");
    await bad(2, { deal: { seats: [{ hand: ["5D"] }, { hand: ["5D"] }] } }, "BAD_DEAL");
    await bad(2, { deal: { seats: [{ hand: ["JH"] }, {}] } }, "BAD_DEAL");
    await t().start(6, null, { teams: 3 });
    expect((await t().view(null)).seats.map((s) => s.team)).toEqual([0, 1, 2, 0, 1, 2]);
  });
});

// =============================================================================================
describe("CP-40..CP-41, CP-13, CP-14: Clubs, chaining, full hand, reshuffle", () => {
  const t = useTable();

  it("CP-40 (edge): a 10♣ is playable in the Point Phase with 0 points; the Club Phase begins, points drop to 0, it draws 1, allowance 10", async () => {
    await t().start(2, {
      seats: [{ hand: ["10H", "2D", "10C", "3H"] }, {}],
      deck: ["AD", "4S"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    });
    await t().script([
      [0, play("10H")],
      [0, play("2D")],
    ]);
    let view = await t().view(0);
    expect(view.points).toBe(0);
    expect(await t().legalKeys(0, "play")).toEqual(["play 10C"]);
    await t().expectRejected(0, play("3H"), "NOT_ENOUGH_POINTS", "CP-31");
    await t().act(0, play("10C"));
    view = await t().view(0);
    expect(view.phase).toBe("club");
    expect(view.points).toBe(0);
    expect(view.allowance).toBe(10);
    expect(view.discard[0]).toBe("10C");
    expect(view.seats[0].hand).toEqual(["3H", "AD", "4S"]);
    expect(view.seats[0].rows.flat().map((c) => c.card)).not.toContain("10C");
    await t().act(0, play("3H"));
    expect(await t().row(0, 0)).toEqual(["10H", "3H"]);
  });

  it("CP-40, CP-41 (edge): 5♣ → draw 2 → 5♥ free → nothing more; there is no return to the Point Phase", async () => {
    await t().start(2, {
      seats: [{ hand: ["5C", "5H", "2D", "AH", "AC"] }, {}],
      deck: ["3D", "4H", "6H"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    });
    expect((await t().view(0)).points).toBe(12);
    await t().act(0, play("5C"));
    let view = await t().view(0);
    expect(view.phase).toBe("club");
    expect(view.points).toBe(0);
    expect(view.allowance).toBe(5);
    expect(view.seats[0].hand).toEqual(["5H", "2D", "AH", "AC", "3D", "4H", "6H"]);
    expect(await t().legalKeys(0, "play")).toEqual(
      ["play 2D", "play 3D", "play 4H", "play 5H", "play AH", "play AC"].sort(),
    );
    await t().expectRejected(0, play("6H"), "OVER_ALLOWANCE", "CP-41");
    await t().act(0, play("5H"));
    view = await t().view(0);
    expect(view.allowance).toBe(0);
    expect(view.phase).toBe("club");
    expect(await t().legalKeys(0, "play")).toEqual([]);
    await t().expectRejected(0, play("AH"), "NO_ALLOWANCE", "CP-41");
    await t().expectRejected(0, play("2D"), "NO_ALLOWANCE", "CP-41");
    await t().expectRejected(0, play("AC"), "NO_ALLOWANCE", "CP-41");
    expect(await t().isLegal(0, END)).toBe(true);
  });

  it("CP-41 (edge): a 4♣ may chain after a 5♣, a 6♣ may not; a chained Club repeats CP-40", async () => {
    await t().start(2, {
      seats: [{ hand: ["5C", "6C", "4C", "2C"] }, {}],
      deck: ["9H", "8H", "7H", "10D", "9D"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    });
    await t().act(0, play("5C"));
    expect(await t().legalKeys(0, "play")).toEqual(["play 2C", "play 4C"]);
    await t().expectRejected(0, play("6C"), "OVER_ALLOWANCE", "CP-41");
    await t().act(0, play("4C"));
    const view = await t().view(0);
    expect(view.allowance).toBe(4);
    expect(view.discard.slice(0, 2)).toEqual(["4C", "5C"]);
    expect(view.seats[0].hand).toEqual(["6C", "2C", "9H", "8H", "7H", "10D", "9D"]);
    await t().expectRejected(0, play("6C"), "OVER_ALLOWANCE", "CP-41");
    expect(await t().legalKeys(0, "play")).toEqual(["play 2C"]);
  });

  it("CP-41: the allowance lasts through other actions (Trader) until it is used or the turn ends; a Utility above it → OVER_ALLOWANCE", async () => {
    await t().start(2, {
      seats: [{ hand: ["6C", "7H", "6H", "AD", "2D"] }, {}],
      deck: ["3S", "8D", "9D"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    });
    await t().act(0, play("6C"));
    await t().expectRejected(0, play("7H"), "OVER_ALLOWANCE", "CP-41");
    await t().act(0, trade("AD", "2D"));
    let view = await t().view(0);
    expect(view.allowance).toBe(6);
    expect(view.seats[0].hand).toEqual(["7H", "6H", "3S", "8D", "9D"]);
    await t().act(0, play("6H"));
    expect((await t().view(0)).allowance).toBe(0);
    await t().script([
      [0, END],
      [1, END],
    ]);
    view = await t().view(0);
    expect(view.phase).toBe("point");
    expect(view.allowance).toBe(0);
    expect(view.points).toBe(12);
  });

  it("CP-41, CP-11: a free play in the Club Phase still needs room in the row (ROW_FULL)", async () => {
    await t().start(2, {
      seats: [{ hand: ["5C", "4H"], hearts: ["AH", "2H", "3H"] }, {}],
      deck: ["6D", "7D", "8D"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    });
    await t().act(0, play("5C"));
    expect(await t().legalKeys(0, "play")).toEqual([]);
    await t().expectRejected(0, play("4H"), "ROW_FULL", "CP-11");
  });

  it("CP-13 (edge): a 3♣ played from a full hand of 8 draws only 1 card; the skipped card stays on the deck", async () => {
    const hand = ["3C", "AD", "2D", "3D", "4D", "5D", "6D", "7D"];
    await t().start(2, { seats: [{ hand }, {}], deck: ["AH", "2H"], round: 2, firstPlayer: 0, turn: 0 });
    let view = await t().view(0);
    expect(view.seats[0].handCount).toBe(8);
    const deck = view.deckCount;
    await t().act(0, play("3C"));
    view = await t().view(0);
    expect(view.seats[0].hand).toEqual(["AD", "2D", "3D", "4D", "5D", "6D", "7D", "AH"]);
    expect(view.deckCount).toBe(deck - 1);
    await t().act(0, trade("AD", "2D"));
    expect((await t().view(0)).seats[0].hand).toEqual(["3D", "4D", "5D", "6D", "7D", "AH", "2H"]);
  });

  it("CP-40, CP-14 (edge): a Club is on the pile before its draws, so the reshuffle when the deck runs out mid-draw includes it", async () => {
    await t().start(
      2,
      exactDeal(2, {
        seats: [{ hand: ["5C", "AH"] }, {}],
        deck: ["2H", "3H"],
        round: 2,
        firstPlayer: 0,
        turn: 0,
      }),
    );
    let view = await t().view(0);
    expect(view.deckCount).toBe(1);
    const pile = view.discard.length;
    expect(pile).toBe(40 - 4);
    await t().act(0, play("5C"));
    view = await t().view(0);
    expect(view.discard).toEqual([]);
    expect(view.deckCount).toBe(pile);
    expect(view.seats[0].handCount).toBe(4);
    expect(view.seats[0].hand?.slice(0, 3)).toEqual(["AH", "2H", "3H"]);
  });

  it("CP-14: when the deck's last card leaves it (here the Draw Phase), the pile is shuffled into the deck at once", async () => {
    await t().start(
      2,
      exactDeal(2, { seats: [{ hand: ["AH"] }, {}], deck: ["2H"], round: 2, firstPlayer: 0, turn: 0 }),
    );
    const view = await t().view(0);
    expect(view.seats[0].hand).toEqual(["AH", "2H"]);
    expect(view.discard).toEqual([]);
    expect(view.deckCount).toBe(38);
  });

  it("CP-14 (edge): deck and pile empty: a draw does nothing; a Club's draw reshuffles the pile holding only that Club; after a Trader discard the draw reshuffles first", async () => {
    const deal: Deal = {
      seats: [
        {
          hand: ["5C", "AH", "2H", "3H", "4H", "5H", "6H"],
          hearts: ["7H", "8H", "9H"],
          diamonds: ["AD", "2D", "3D"],
          spades: ["AS", "2S", "3S"],
          stack: ["4D", "5D", "6D", "7D", "8D"],
        },
        {
          hand: ["AC", "2C", "3C", "4C", "6C", "7C", "8C", "9C"],
          hearts: ["10H"],
          diamonds: ["9D", "10D"],
          spades: ["4S", "5S", "6S"],
          stack: ["7S", "8S", "9S", "10S", "10C"],
        },
      ],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    };
    expect(exactDeal(2, deal).discard).toEqual([]);
    await t().start(2, deal, { stack: true });
    let view = await t().view(0);
    expect(view.deckCount).toBe(0);
    expect(view.discard).toEqual([]);
    expect(view.seats[0].handCount).toBe(7);
    await t().act(0, play("5C"));
    view = await t().view(0);
    expect(view.allowance).toBe(5);
    expect(view.seats[0].hand).toEqual(["AH", "2H", "3H", "4H", "5H", "6H", "5C"]);
    expect(view.deckCount).toBe(0);
    expect(view.discard).toEqual([]);
    await t().act(0, trade("AH", "2H"));
    view = await t().view(0);
    expect(view.deckCount).toBe(1);
    expect(view.discard).toEqual([]);
    expect(view.seats[0].handCount).toBe(6);
    const drawn = view.seats[0].hand?.at(-1);
    expect(["AH", "2H"]).toContain(drawn);
  });
});

// =============================================================================================
describe("CP-50..CP-54, CP-60..CP-62: attacks, elimination, winning", () => {
  const t = useTable();

  it("CP-50: no attack before round 3 (ATTACK_TOO_EARLY); from round 3 attacks are offered in the Point and the Club Phase", async () => {
    await t().start(2, {
      seats: [
        { hand: ["5C"], spades: ["5S"] },
        { hearts: ["3H"], diamonds: ["2D"] },
      ],
      deck: ["AH", "2H", "3D", "4H", "6H"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    });
    expect(await t().legalKeys(0, "attack")).toEqual([]);
    await t().expectRejected(0, attack(1, ["5S"]), "ATTACK_TOO_EARLY", "CP-50");
    await t().script([
      [0, END],
      [1, END],
    ]);
    expect(await t().expectAttacks(0)).toEqual(["attack 1 normal 5S"]);
    await t().act(0, play("5C"));
    expect((await t().view(0)).phase).toBe("club");
    expect(await t().expectAttacks(0)).toEqual(["attack 1 normal 5S"]);
  });

  it("CP-51, CP-53 (edge): 6♠ cannot beat 7♦, 3♠+2♠ cannot beat 6♦ (NO_TARGET); any Spades pooled that reach the Diamonds can", async () => {
    await t().start(3, {
      seats: [
        { spades: ["6S", "3S", "2S"] },
        { diamonds: ["7D"], hearts: ["9H"] },
        { diamonds: ["6D"], hearts: ["9H"] },
      ],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    const attacks = await t().expectAttacks(0);
    expect(attacks).not.toContain(actionKey(attack(1, ["6S"])));
    expect(attacks).not.toContain(actionKey(attack(2, ["3S", "2S"])));
    expect(attacks).toContain(actionKey(attack(1, ["6S", "2S"])));
    expect(attacks).toContain(actionKey(attack(2, ["6S"])));
    await t().expectRejected(0, attack(1, ["6S"]), "NO_TARGET", "CP-53");
    await t().expectRejected(0, attack(2, ["3S", "2S"]), "NO_TARGET", "CP-53");
  });

  it("CP-53, CP-54 (edge): 6♠+5♠ beats 7♦+2♦; Diamonds before Hearts; Spades then targets go to the pile in board order; the attacker joins the attacked-by set", async () => {
    await t().start(2, {
      seats: [{ spades: ["6S", "5S"] }, { diamonds: ["7D", "2D"], hearts: ["4H"] }],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    await t().expectAttacks(0);
    await t().declare(0, attack(1, ["5S", "6S"]), 11);
    await t().expectRejected(0, destroy("4H"), "BAD_TARGETS", "CP-53");
    await t().act(0, destroy("7D", "2D"));
    const view = await t().view(null);
    expect(view.discard.slice(0, 4)).toEqual(["2D", "7D", "5S", "6S"]);
    expect(view.seats[0].rows[2]).toEqual([]);
    expect(view.seats[1].rows[1]).toEqual([]);
    expect(view.seats[1].rows[0].map((c) => c.card)).toEqual(["4H"]);
    expect(view.seats[1].attackedBy).toEqual([0]);
    expect(view.seats[1].alive).toBe(true);
  });

  it("CP-53 (edge): with 10 power against ♦4+3 and ♥3+5, 4♦ 3♦ 3♥ is legal and 3♥ alone is not; between attack and destroy only destroy is legal", async () => {
    await t().start(2, {
      seats: [
        { hand: ["AH"], spades: ["10S"] },
        { diamonds: ["4D", "3D"], hearts: ["3H", "5H"] },
      ],
      deck: ["2H"],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    await t().expectRejected(0, destroy("4D"), "NO_ATTACK_PENDING", "CP-53");
    await t().declare(0, attack(1, ["10S"]), 10);
    expect(await t().legalKeys(0)).toEqual(["destroy 3D", "destroy 3D 3H 4D", "destroy 3D 4D", "destroy 4D"]);
    await t().expectRejected(0, destroy("3H"), "BAD_TARGETS", "CP-53");
    await t().expectRejected(0, destroy("4D", "3D", "5H"), "BAD_TARGETS", "CP-53");
    await t().expectRejected(0, destroy(), "BAD_TARGETS", "CP-53");
    await t().expectRejected(0, END, "ATTACK_PENDING", "CP-53");
    await t().expectRejected(0, play("AH"), "ATTACK_PENDING", "CP-53");
    await t().act(0, destroy("3H", "3D", "4D"));
    const view = await t().view(null);
    expect(view.discard.slice(0, 4)).toEqual(["3H", "3D", "4D", "10S"]);
    expect(view.seats[1].rows[0].map((c) => c.card)).toEqual(["5H"]);
    expect(view.seats[1].alive).toBe(true);
    expect(view.pending).toBeNull();
  });

  it("CP-53, CP-54: surplus power is lost and every Spade used is discarded even when P > D; any number of attacks per turn", async () => {
    await t().start(2, {
      seats: [{ spades: ["AS", "9S", "4S"] }, { diamonds: ["2D"], hearts: ["5H"] }],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    await t().declare(0, attack(1, ["9S", "AS"]), 10);
    await t().act(0, destroy("2D"));
    let view = await t().view(null);
    expect(view.discard.slice(0, 3)).toEqual(["2D", "9S", "AS"]);
    expect(view.seats[0].rows[2].map((c) => c.card)).toEqual(["4S"]);
    expect(view.seats[1].rows[0].map((c) => c.card)).toEqual(["5H"]);
    // 4 power cannot reach the 5♥: no attack is left.
    expect(await t().expectAttacks(0)).toEqual([]);
    await t().expectRejected(0, attack(1, ["4S"]), "NO_TARGET", "CP-53");
    view = await t().view(null);
    expect(view.seats[1].attackedBy).toEqual([0]);
  });

  it("CP-51, CP-53 (edge): against ♦8 7 2 and ♥4 6 in round 4, a bypass with 7♠+6♠ (P = 6) takes the 6♥ and one with 8♠ (P = 4) takes the 4♥; CP-60a: the last Heart eliminates", async () => {
    await t().start(2, {
      seats: [{ spades: ["8S", "7S", "6S"] }, { hearts: ["4H", "6H"], diamonds: ["8D", "7D", "2D"] }],
      round: 4,
      firstPlayer: 0,
      turn: 0,
    });
    const attacks = await t().expectAttacks(0);
    expect(attacks).toContain(actionKey(attack(1, ["7S", "6S"], "bypass")));
    expect(attacks).toContain(actionKey(attack(1, ["8S"], "bypass")));
    await t().declare(0, attack(1, ["7S", "6S"], "bypass"), 6);
    expect(await t().legalKeys(0)).toEqual(["destroy 4H", "destroy 6H"]);
    await t().act(0, destroy("6H"));
    let view = await t().view(null);
    expect(view.discard.slice(0, 3)).toEqual(["6H", "6S", "7S"]);
    expect(view.seats[1].rows[1].map((c) => c.card)).toEqual(["8D", "7D", "2D"]);
    await t().declare(0, attack(1, ["8S"], "bypass"), 4);
    expect(await t().legalKeys(0)).toEqual(["destroy 4H"]);
    const reply = await t().act(0, destroy("4H"));
    expect(reply.outcome).not.toBeNull();
    view = await t().view(null);
    expect(view.seats[1].alive).toBe(false);
    expect((await t().outcome())?.places).toEqual([1, 2]);
  });

  it("CP-51 (edge): a bypass with 7♠ alone has P = 3", async () => {
    await t().start(2, {
      seats: [{ spades: ["7S"] }, { hearts: ["3H", "4H"], diamonds: ["5D"] }],
      round: 4,
      firstPlayer: 0,
      turn: 0,
    });
    await t().expectAttacks(0);
    await t().expectRejected(0, attack(1, ["5D"]), ["BAD_SPADES", "NOT_ON_BOARD"], "CP-51");
    await t().expectRejected(0, attack(1, []), "BAD_SPADES", "CP-51");
    await t().expectRejected(0, attack(1, ["6S"]), "BAD_SPADES", "CP-51");
    await t().declare(0, attack(1, ["7S"], "bypass"), 3);
    expect(await t().legalKeys(0)).toEqual(["destroy 3H"]);
    await t().expectRejected(0, destroy("5D"), "BAD_TARGETS", "CP-53");
  });

  it("CP-53 (edge): no bypass in round 3 (BYPASS_TOO_EARLY) nor against a defender without Diamonds (BYPASS_NO_DIAMOND)", async () => {
    await t().start(3, {
      seats: [{ spades: ["9S"] }, { hearts: ["3H"], diamonds: ["2D"] }, { hearts: ["4H"] }],
      deck: ["AC", "2C", "3C"],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    expect((await t().expectAttacks(0)).filter((k) => k.includes("bypass"))).toEqual([]);
    await t().expectRejected(0, attack(1, ["9S"], "bypass"), "BYPASS_TOO_EARLY", "CP-53");
    await t().script([
      [0, END],
      [1, END],
      [2, END],
    ]);
    expect((await t().view(0)).round).toBe(4);
    const attacks = await t().expectAttacks(0);
    expect(attacks).toContain(actionKey(attack(1, ["9S"], "bypass")));
    expect(attacks).not.toContain(actionKey(attack(2, ["9S"], "bypass")));
    await t().expectRejected(0, attack(2, ["9S"], "bypass"), "BYPASS_NO_DIAMOND", "CP-53");
  });

  it("CP-60a, CP-61, CP-52, §7: destroying the last Heart eliminates; hand (in order), board, then Stack go to the pile; free-for-all places in reverse order of elimination", async () => {
    await t().start(
      3,
      {
        seats: [
          { spades: ["8S", "9S", "10S"] },
          {},
          {
            hand: ["AC", "2D", "3S"],
            hearts: ["4H", "2H"],
            diamonds: ["3D"],
            spades: ["5S"],
            stack: ["6C", "7C"],
          },
        ],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      { stack: true },
    );
    await t().declare(0, attack(2, ["8S"]), 8);
    await t().act(0, destroy("4H", "3D"));
    let view = await t().view(null);
    expect(view.seats[2].alive).toBe(true);
    expect(view.seats[2].rows[0].map((c) => c.card)).toEqual(["2H"]);
    const pending = await t().declare(0, attack(2, ["9S"]), 9);
    expect(pending.choices).toEqual([{ targets: ["2H"], damage: 2, eliminates: true }]);
    const reply = await t().act(0, destroy("2H"));
    expect(reply.outcome).toBeNull();
    view = await t().view(null);
    expect(view.seats[2].alive).toBe(false);
    expect(view.eliminated).toEqual([2]);
    expect(view.seats[2].handCount).toBe(0);
    expect(view.seats[2].rows.flat()).toEqual([]);
    expect(view.discard).toEqual(["7C", "6C", "5S", "3S", "2D", "AC", "2H", "9S", "4H", "3D", "8S"]);
    expect(view.seats[2].stackCount).toBe(0);
    expect(await t().expectAttacks(0)).toEqual(["attack 1 normal 10S"]);
    await t().expectRejected(0, attack(2, ["10S"]), "BAD_DEFENDER", "CP-52");
    await t().act(0, attack(1, ["10S"]));
    await t().act(0, destroy());
    const outcome = await t().outcome();
    expect(outcome?.places).toEqual([1, 2, 3]);
    expect(outcome?.details.winners).toEqual([0]);
    expect(outcome?.endedByCap).toBe(false);
  });

  it("CP-60b, CP-62 (edges): a defender with no Hearts and no Diamonds falls to any normal attack with P ≥ 1; the game ends mid-turn", async () => {
    await t().start(2, {
      seats: [
        { hand: ["2H"], spades: ["AS"] },
        { hand: ["3H"], spades: ["9S"] },
      ],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    expect(await t().expectAttacks(0)).toEqual(["attack 1 normal AS"]);
    const pending = await t().declare(0, attack(1, ["AS"]), 1);
    expect(pending.choices).toEqual([{ targets: [], damage: 0, eliminates: true }]);
    const reply = await t().act(0, destroy());
    expect(reply.active).toEqual([]);
    const outcome = await t().outcome();
    expect(outcome?.places).toEqual([1, 2]);
    expect(outcome?.details.winners).toEqual([0]);
    expect(await t().active()).toEqual([]);
    expect(await t().legal(0)).toEqual([]);
    expect(await t().legal(1)).toEqual([]);
    await t().expectRejected(0, END, "GAME_OVER");
    await t().expectRejected(0, play("2H"), "GAME_OVER");
  });

  it("CP-60b (edge): a heartless defender with ♦5+2 survives P = 7 and falls to P = 8; a heartless player stays in until the Heart row is reached", async () => {
    await t().start(2, {
      seats: [{ spades: ["7S", "8S"] }, { diamonds: ["5D", "2D"] }],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    const seven = await t().declare(0, attack(1, ["7S"]), 7);
    expect(seven.choices.every((c) => !c.eliminates)).toBe(true);
    await t().act(0, destroy("5D", "2D"));
    expect((await t().view(null)).seats[1].alive).toBe(true);
    const eight = await t().declare(0, attack(1, ["8S"]), 8);
    expect(eight.choices).toEqual([{ targets: [], damage: 0, eliminates: true }]);

    await t().start(2, {
      seats: [{ spades: ["7S", "8S"] }, { diamonds: ["5D", "2D"] }],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    const pending = await t().declare(0, attack(1, ["8S"]), 8);
    expect(pending.choices.find((c) => c.targets.length === 2)?.eliminates).toBe(true);
    await t().act(0, destroy("5D", "2D"));
    expect((await t().view(null)).seats[1].alive).toBe(false);
    expect((await t().outcome())?.places).toEqual([1, 2]);
  });

  it("CP-60b, CP-53: a bypass with P > 0 eliminates a heartless defender with Diamonds; a bypass with P = 0 is not legal", async () => {
    await t().start(2, {
      seats: [{ spades: ["AS", "2S"] }, { diamonds: ["9D"] }],
      round: 4,
      firstPlayer: 0,
      turn: 0,
    });
    const attacks = await t().expectAttacks(0);
    expect(attacks).toEqual(["attack 1 bypass 2S", "attack 1 bypass 2S AS"]);
    await t().expectRejected(0, attack(1, ["AS"], "bypass"), "NO_TARGET", "CP-53");
    await t().expectRejected(0, attack(1, ["AS", "2S"]), "NO_TARGET", "CP-53");
    const pending = await t().declare(0, attack(1, ["2S"], "bypass"), 1);
    expect(pending.choices).toEqual([{ targets: [], damage: 0, eliminates: true }]);
    await t().act(0, destroy());
    expect((await t().view(null)).seats[1].alive).toBe(false);
    expect((await t().view(null)).seats[1].rows[1]).toEqual([]);
  });

  it("CP-52 (edge): a third distinct attacker is refused (ATTACKER_LIMIT), an earlier attacker may attack again; the set clears at the defender's turn start", async () => {
    await t().start(4, {
      seats: [
        { spades: ["AS", "2S"] },
        { spades: ["3S"] },
        { spades: ["4S"] },
        { diamonds: ["AD", "2D", "3D"], hearts: ["4H", "5H", "6H"] },
      ],
      deck: ["7C", "8C", "9C", "10C"],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    await t().script([
      [0, attack(3, ["AS"])],
      [0, destroy("AD")],
      [0, attack(3, ["2S"])],
      [0, destroy("2D")],
      [0, END],
    ]);
    expect((await t().view(null)).seats[3].attackedBy).toEqual([0]);
    await t().script([
      [1, attack(3, ["3S"])],
      [1, destroy("3D")],
      [1, END],
    ]);
    expect((await t().view(null)).seats[3].attackedBy).toEqual([0, 1]);
    const attacks = await t().expectAttacks(2);
    expect(attacks.filter((k) => k.startsWith("attack 3"))).toEqual([]);
    await t().expectRejected(2, attack(3, ["4S"]), "ATTACKER_LIMIT", "CP-52");
    await t().act(2, END);
    expect((await t().view(null)).seats[3].attackedBy).toEqual([]);
  });

  it("CP-52 (edge): an eliminated attacker frees its attacked-by slot", async () => {
    await t().start(4, {
      seats: [{}, { hearts: ["9H"] }, { spades: ["9S", "6S"] }, { hearts: ["5H"], attackedBy: [0, 1] }],
      round: 3,
      firstPlayer: 0,
      turn: 2,
    });
    expect((await t().view(null)).seats[3].attackedBy).toEqual([0, 1]);
    await t().expectAttacks(2);
    await t().expectRejected(2, attack(3, ["6S"]), "ATTACKER_LIMIT", "CP-52");
    await t().script([
      [2, attack(0, ["9S"])],
      [2, destroy()],
    ]);
    const view = await t().view(null);
    expect(view.seats[0].alive).toBe(false);
    expect(view.seats[3].attackedBy).toEqual([1]);
    expect(await t().expectAttacks(2)).toContain(actionKey(attack(3, ["6S"])));
    await t().script([
      [2, attack(3, ["6S"])],
      [2, destroy("5H")],
    ]);
    expect((await t().view(null)).seats[3].alive).toBe(false);
    expect(await t().outcome()).toBeNull();
  });

  it("CP-20 (edge): the round counter stays correct after the first player is eliminated", async () => {
    await t().start(3, {
      seats: [{}, { spades: ["5S"] }, {}],
      round: 3,
      firstPlayer: 0,
      turn: 1,
    });
    await t().script([
      [1, attack(0, ["5S"])],
      [1, destroy()],
    ]);
    const steps: [number, number][] = [
      [2, 3],
      [1, 4],
      [2, 4],
      [1, 5],
    ];
    let seat = 1;
    for (const [next, round] of steps) {
      await t().act(seat, END);
      const view = await t().view(null);
      expect([view.turnSeat, view.round]).toEqual([next, round]);
      seat = next;
    }
  });
});

// =============================================================================================
describe("CP-80, CP-81: Trader and Panic", () => {
  const t = useTable();

  it("CP-80: Trader discards two distinct hand cards and draws 1, in the Point and the Club Phase, any number of times", async () => {
    await t().start(2, {
      seats: [{ hand: ["AH", "2H", "3H", "4H", "6C"] }, {}],
      deck: ["5D", "6D", "7D", "8D"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    });
    const hand = (await t().view(0)).seats[0].hand ?? [];
    const pairs: string[] = [];
    for (let i = 0; i < hand.length; i++)
      for (let j = i + 1; j < hand.length; j++) pairs.push(actionKey(trade(hand[i], hand[j])));
    expect(await t().legalKeys(0, "trade")).toEqual(pairs.sort());
    await t().act(0, trade("AH", "2H"));
    let view = await t().view(0);
    expect(view.seats[0].hand).toEqual(["3H", "4H", "6C", "5D", "6D"]);
    expect(sorted(view.discard)).toEqual(["2H", "AH"]);
    expect(view.points).toBe(12);
    await t().act(0, play("6C"));
    await t().act(0, trade("3H", "4H"));
    view = await t().view(0);
    expect(view.phase).toBe("club");
    expect(view.seats[0].hand).toEqual(["5D", "6D", "7D", "8D"]);
    await t().expectRejected(0, trade("5D", "5D"), ["BAD_TRADE", "NOT_IN_HAND"]);
    await t().expectRejected(0, trade("5D", "9H"), ["BAD_TRADE", "NOT_IN_HAND"]);
  });

  it("CP-02, CP-80, CP-53: with several decks, two copies of one face are two distinct cards (Trader, targets)", async () => {
    await t().start(3, {
      seats: [{ hand: ["5H", "5H", "2D"], spades: ["10S"] }, { diamonds: ["5D", "5D"] }, { hearts: ["9H"] }],
      deck: ["AC", "2C"],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    expect(await t().legalKeys(0, "trade")).toContain("trade 5H 5H");
    await t().declare(0, attack(1, ["10S"]), 10);
    expect(await t().legalKeys(0)).toEqual(["destroy 5D", "destroy 5D 5D"]);
    await t().act(0, destroy("5D", "5D"));
    expect(await t().row(1, 1)).toEqual([]);
    expect((await t().view(null)).seats[1].alive).toBe(true);
    await t().act(0, trade("5H", "5H"));
    expect((await t().view(0)).seats[0].hand).toEqual(["2D", "AC", "2C"]);
  });

  it("CP-04, CP-80: with trader off no trade is offered and one is refused (TRADER_OFF)", async () => {
    await t().start(
      2,
      { seats: [{ hand: ["AH", "2H"] }, {}], round: 2, firstPlayer: 0, turn: 0 },
      { trader: false },
    );
    expect(await t().legalKeys(0, "trade")).toEqual([]);
    await t().expectRejected(0, trade("AH", "2H"), "TRADER_OFF", "CP-80");
  });

  it("CP-04, CP-81: Panic is off by default (PANIC_OFF)", async () => {
    await t().start(2, {
      seats: [{ spades: ["AS"] }, { spades: ["2S"] }],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    expect(await t().legalKeys(0, "panic")).toEqual([]);
    await t().expectRejected(0, PANIC, "PANIC_OFF", "CP-81");
  });

  it("CP-81, CP-52: Panic discards every Spade you own and the next opponent's board Spades, ends the turn, and nobody may attack you until your next turn; once per game", async () => {
    await t().start(
      3,
      {
        seats: [
          { hand: ["4S", "2H"], hearts: ["5H"], spades: ["9S"] },
          { hand: ["6S"], spades: ["7S", "3S"] },
          { spades: ["8S"], hearts: ["10H"] },
        ],
        deck: ["AD", "2D", "3D", "4D", "5D"],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      { panic: true },
    );
    expect(await t().isLegal(0, PANIC)).toBe(true);
    const reply = await t().act(0, PANIC);
    expect(reply.active).toEqual([1]);
    let view = await t().view(null);
    expect(view.seats[0].rows[2]).toEqual([]);
    expect(view.seats[0].handCount).toBe(2);
    expect(view.seats[1].rows[2]).toEqual([]);
    expect(view.seats[2].rows[2].map((c) => c.card)).toEqual(["8S"]);
    expect(sorted(view.discard)).toEqual(sorted(["4S", "9S", "7S", "3S"]));
    expect(view.seats[0].panicProtected).toBe(true);
    expect((await t().view(1)).seats[1].hand).toEqual(["6S", "2D"]);
    await t().act(1, play("6S"));
    expect(await t().expectAttacks(1)).not.toContain(actionKey(attack(0, ["6S"])));
    await t().expectRejected(1, attack(0, ["6S"]), ["DEFENDER_PROTECTED"], ["CP-81", "CP-52"]);
    await t().act(1, END);
    expect((await t().expectAttacks(2)).filter((k) => k.startsWith("attack 0"))).toEqual([]);
    await t().expectRejected(2, attack(0, ["8S"]), ["DEFENDER_PROTECTED"], ["CP-81", "CP-52"]);
    await t().act(2, END);
    view = await t().view(0);
    expect(view.seats[0].panicProtected).toBe(false);
    expect(await t().isLegal(0, PANIC)).toBe(false);
    await t().expectRejected(0, PANIC, "PANIC_USED", "CP-81");
    await t().act(0, END);
    expect(await t().expectAttacks(1)).toContain(actionKey(attack(0, ["6S"])));
  });

  it("CP-81 (edge): Panic with no Spades is legal and ends the turn, even with a Club allowance left", async () => {
    await t().start(
      2,
      {
        seats: [{ hand: ["5C", "3H"] }, {}],
        deck: ["AD", "7H", "8H", "9H"],
        round: 2,
        firstPlayer: 0,
        turn: 0,
      },
      { panic: true },
    );
    await t().act(0, play("5C"));
    expect((await t().view(0)).allowance).toBe(5);
    expect(await t().isLegal(0, PANIC)).toBe(true);
    const reply = await t().act(0, PANIC);
    expect(reply.active).toEqual([1]);
    const view = await t().view(null);
    expect(view.turnSeat).toBe(1);
    expect(view.seats[0].panicUsed).toBe(true);
    expect(view.seats[0].panicProtected).toBe(true);
    expect(view.discard).toEqual(["5C"]);
  });
});

// =============================================================================================
describe("CP-90..CP-91, CP-82, CP-62: teams and Ally", () => {
  const t = useTable();

  it("CP-91, §2: teammates see each other's hands; opponents and spectators see only counts; a Stack only its owner", async () => {
    const STACKS = ["AD", "2D", "3D", "4D"];
    const hands = [
      ["AH", "2H"],
      ["3H", "4H"],
      ["5H", "6H"],
      ["7H", "8H"],
    ];
    await t().start(
      4,
      {
        seats: hands.map((hand, s) => ({ hand, stack: [STACKS[s]] })),
        deck: ["10C", "10C", "9C", "9C"],
        round: 2,
        firstPlayer: 0,
        turn: 0,
      },
      { teams: 2, stack: true },
    );
    const own = [[...hands[0], "10C"], hands[1], hands[2], hands[3]];
    for (const viewer of [0, 1, 2, 3, null]) {
      const view = await t().view(viewer);
      for (let owner = 0; owner < 4; owner++) {
        const sees = viewer !== null && viewer % 2 === owner % 2;
        expect(view.seats[owner].hand, `seat ${viewer} → ${owner}`).toEqual(sees ? own[owner] : null);
        expect(view.seats[owner].handCount).toBe(own[owner].length);
        expect(view.seats[owner].stack).toEqual(viewer === owner ? [STACKS[owner]] : null);
        expect(view.seats[owner].stackCount).toBe(1);
        if (!sees)
          for (const card of hands[owner]) expect(mentions(view, card), `${viewer} sees ${card}`).toBe(false);
        if (viewer !== owner) expect(mentions(view, STACKS[owner])).toBe(false);
      }
    }
    // Seat 1's draw (the second 10♣) is a private event for seat 1's team only: seat 0's own
    // reply leaves it out, and only a trusted tool asking for every event gets it.
    const reply = await t().engine.call({ cmd: "apply", seat: 0, action: END, allEvents: true });
    expect(reply.ok).toBe(true);
    const private10C = (reply.events as Record<string, unknown>[]).filter((e) => mentions(e, "10C"));
    expect(private10C.length).toBeGreaterThan(0);
    for (const e of private10C) expect(e.visibleTo).toEqual([1, 3]);
  });

  it("CP-52, CP-91: a teammate is never a defender (BAD_DEFENDER)", async () => {
    await t().start(
      4,
      {
        seats: [{ spades: ["5S"] }, { hearts: ["3H"] }, { hearts: ["2H"] }, { hearts: ["4H"] }],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      { teams: 2 },
    );
    const attacks = await t().expectAttacks(0);
    expect(attacks).toEqual(["attack 1 normal 5S", "attack 3 normal 5S"]);
    await t().expectRejected(0, attack(2, ["5S"]), "BAD_DEFENDER", ["CP-52", "CP-91"]);
    await t().expectRejected(0, attack(0, ["5S"]), "BAD_DEFENDER", ["CP-52", "CP-91"]);
  });

  it("CP-82 (edge): Ally gives a hand card to a living teammate; reference limit ⌊team ÷ 2⌋ = 1 gift a turn; never to an opponent or a full hand", async () => {
    await t().start(
      4,
      { seats: [{ hand: ["AH", "2H", "3H"] }, {}, {}, {}], deck: ["4D"], round: 2, firstPlayer: 0, turn: 0 },
      { teams: 2 },
    );
    expect(await t().legalKeys(0, "ally")).toEqual(["ally 2 2H", "ally 2 3H", "ally 2 4D", "ally 2 AH"]);
    await t().expectRejected(0, ally(1, "AH"), "BAD_ALLY_TARGET", "CP-82");
    await t().act(0, ally(2, "AH"));
    let view = await t().view(2);
    expect(view.seats[2].hand).toEqual(["AH"]);
    expect(view.seats[0].hand).toEqual(["2H", "3H", "4D"]);
    expect(await t().active()).toEqual([0]);
    expect(mentions(await t().view(1), "AH")).toBe(false);
    expect(mentions(await t().view(null), "AH")).toBe(false);
    expect(await t().legalKeys(0, "ally")).toEqual([]);
    await t().expectRejected(0, ally(2, "2H"), "ALLY_LIMIT", "CP-82");

    const full = ["AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D"];
    await t().start(
      4,
      { seats: [{ hand: ["AH"] }, {}, { hand: full }, {}], deck: ["9H"], round: 2, firstPlayer: 0, turn: 0 },
      { teams: 2 },
    );
    expect(await t().legalKeys(0, "ally")).toEqual([]);
    await t().expectRejected(0, ally(2, "AH"), "HAND_FULL", ["CP-82", "CP-13"]);
    view = await t().view(0);
    expect(view.seats[2].hand).toEqual(full);
  });

  it("CP-82: reference text with teams of 4: 2 gifts a turn, at most 1 per teammate; app text: once a turn, only to the next teammate; no Ally in free-for-all", async () => {
    const deal = {
      seats: [{ hand: ["AH", "2H", "3H", "4H"] }],
      deck: ["5H"],
      round: 2,
      firstPlayer: 0,
      turn: 0,
    };
    await t().start(8, deal, { teams: 2 });
    await t().act(0, ally(2, "AH"));
    await t().expectRejected(0, ally(2, "2H"), "ALLY_LIMIT", "CP-82");
    await t().act(0, ally(4, "2H"));
    expect(await t().legalKeys(0, "ally")).toEqual([]);
    await t().expectRejected(0, ally(6, "3H"), "ALLY_LIMIT", "CP-82");
    const view = await t().view(0);
    expect([view.seats[2].hand, view.seats[4].hand, view.seats[6].hand]).toEqual([["AH"], ["2H"], []]);

    await t().start(8, deal, { teams: 2, abilityText: "app" });
    expect((await t().legalKeys(0, "ally")).every((k) => k.startsWith("ally 2 "))).toBe(true);
    await t().expectRejected(0, ally(4, "AH"), "BAD_ALLY_TARGET", "CP-82");
    await t().act(0, ally(2, "AH"));
    await t().expectRejected(0, ally(2, "2H"), "ALLY_LIMIT", "CP-82");

    await t().start(4, deal);
    expect(await t().legalKeys(0, "ally")).toEqual([]);
    await t().expectRejected(0, ally(2, "AH"), "ALLY_OFF", "CP-82");
  });

  it("CP-82: the reference limit counts living members: a team of 4 with one fallen gives 1 gift a turn, never to the fallen", async () => {
    await t().start(
      8,
      {
        seats: [{}, { spades: ["AS"] }, {}, {}, { hand: ["AH", "2H", "3H"] }],
        deck: ["4H", "5H", "6H"],
        round: 3,
        firstPlayer: 0,
        turn: 1,
      },
      { teams: 2 },
    );
    await t().script([
      [1, attack(2, ["AS"])],
      [1, destroy()],
      [1, END],
      [3, END],
    ]);
    expect(await t().active()).toEqual([4]);
    expect((await t().legalKeys(4, "ally")).some((k) => k.startsWith("ally 2 "))).toBe(false);
    await t().expectRejected(4, ally(2, "AH"), "BAD_ALLY_TARGET", "CP-82");
    await t().act(4, ally(6, "AH"));
    expect(await t().legalKeys(4, "ally")).toEqual([]);
    await t().expectRejected(4, ally(0, "2H"), "ALLY_LIMIT", "CP-82");
  });

  it("CP-62, §7: in teams the game ends when every survivor is on one team; that team wins, its eliminated member included", async () => {
    await t().start(
      4,
      { seats: [{ spades: ["9S", "8S"] }, { spades: ["5S"] }, {}, {}], round: 3, firstPlayer: 0, turn: 1 },
      { teams: 2 },
    );
    await t().script([
      [1, attack(2, ["5S"])],
      [1, destroy()],
    ]);
    expect((await t().view(null)).seats[2].alive).toBe(false);
    expect(await t().outcome()).toBeNull();
    await t().act(1, END);
    expect(await t().active()).toEqual([3]);
    await t().act(3, END);
    expect(await t().active()).toEqual([0]);
    await t().script([
      [0, attack(1, ["9S"])],
      [0, destroy()],
    ]);
    expect(await t().outcome()).toBeNull();
    await t().act(0, attack(3, ["8S"]));
    const reply = await t().act(0, destroy());
    expect(reply.active).toEqual([]);
    const outcome = await t().outcome();
    expect(sorted(outcome?.details.winners.map(String) ?? [])).toEqual(["0", "2"]);
    const places = outcome?.places ?? [];
    expect(places[0]).toBe(1);
    expect(places[2]).toBe(1);
    expect(places[1]).toBe(places[3]);
    expect(places[1]).toBeGreaterThan(1);
  });

  it("§7, CP-62: team placings: the winners first, then the other teams by when their last member fell, later ranking higher", async () => {
    await t().start(
      6,
      {
        seats: [{ spades: ["AS", "2S", "3S"] }, {}, {}, { spades: ["4S"] }, {}, {}],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      { teams: 3 },
    );
    // Teams {0,3} {1,4} {2,5}: seat 2 falls, then 1 and 4 (team 1 out), then seat 5 (team 2 out).
    await t().script([
      [0, attack(2, ["AS"])],
      [0, destroy()],
      [0, attack(1, ["2S"])],
      [0, destroy()],
      [0, attack(4, ["3S"])],
      [0, destroy()],
      [0, END],
    ]);
    expect(await t().outcome()).toBeNull();
    expect(await t().active()).toEqual([3]);
    await t().script([
      [3, attack(5, ["4S"])],
      [3, destroy()],
    ]);
    const outcome = await t().outcome();
    expect(outcome?.details.eliminated).toEqual([2, 1, 4, 5]);
    const p = outcome?.places ?? [];
    expect([p[0], p[3]]).toEqual([1, 1]);
    expect(p[1]).toBe(p[4]);
    expect(p[2]).toBe(p[5]);
    expect(p[2]).toBeGreaterThan(1);
    expect(p[1]).toBeGreaterThan(p[2]);
  });

  it("CP-81, CP-83: Panic hits the next living opponent, skipping a teammate", async () => {
    await t().start(
      4,
      {
        seats: [
          { spades: ["9S"] },
          {},
          { spades: ["5S"], hearts: ["AH"] },
          { spades: ["6S"], hearts: ["2H"] },
        ],
        deck: ["AC", "2C", "3C"],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      { teams: 2, panic: true },
    );
    await t().script([
      [0, attack(1, ["9S"])],
      [0, destroy()],
    ]);
    const reply = await t().act(0, PANIC);
    expect(reply.active).toEqual([2]);
    const view = await t().view(null);
    expect(view.seats[2].rows[2].map((c) => c.card)).toEqual(["5S"]);
    expect(view.seats[3].rows[2]).toEqual([]);
  });
});

// =============================================================================================
describe("CP-100: Presence", () => {
  const t = useTable();

  it("CP-100: at the start of each turn the turn player gains 2 per Utility card they control and 1 per Stack card", async () => {
    await t().start(
      2,
      {
        seats: [
          { hearts: ["7H"], presence: 0 },
          { presence: 10, hearts: ["AH", "2H"], diamonds: ["3D"], spades: ["4S"], stack: ["5C", "6C"] },
        ],
        deck: ["AC", "3H", "2C", "3C"],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      { presence: true, stack: true },
    );
    let view = await t().view(null);
    expect(view.seats.map((s) => s.presence)).toEqual([2, 10]);
    await t().act(0, END);
    view = await t().view(null);
    expect(view.seats.map((s) => s.presence)).toEqual([2, 20]);
    expect(await t().outcome()).toBeNull();
    // Attached Stack cards still count: seat 1 attaches one of its two to a new Heart.
    await t().act(1, play("3H", 1));
    await t().act(1, END);
    expect((await t().view(null)).seats[0].presence).toBe(4);
    await t().act(0, END);
    expect((await t().view(null)).seats[1].presence).toBe(20 + 2 * 5 + 2);
  });

  it("CP-100, §7: 200 Presence wins at the turn start in free-for-all; the other survivors rank by Presence, ties sharing a place", async () => {
    const deal = (p0: number) => ({
      seats: [{ presence: p0 }, { presence: 196, hearts: ["AH", "2H"] }, { presence: 80 }],
      round: 3,
      firstPlayer: 0,
      turn: 0,
    });
    await t().start(3, deal(50), { presence: true });
    expect(await t().outcome()).toBeNull();
    const deckBefore = (await t().view(null)).deckCount;
    const reply = await t().act(0, END);
    // CP-22, CP-100: the win comes right after the gain, before seat 1's Draw Phase.
    expect((await t().view(null)).deckCount).toBe(deckBefore);
    expect(reply.active).toEqual([]);
    let outcome = await t().outcome();
    expect(outcome?.details.winners).toEqual([1]);
    expect(outcome?.details.end).toBe("presence");
    expect(outcome?.places).toEqual([3, 1, 2]);
    expect((await t().view(null)).seats[1].presence).toBe(200);

    await t().start(3, deal(80), { presence: true });
    await t().act(0, END);
    outcome = await t().outcome();
    expect(outcome?.places).toEqual([2, 1, 2]);

    // An eliminated player ranks after every survivor, whatever their Presence.
    await t().start(
      4,
      {
        seats: [
          { presence: 50, spades: ["AS"] },
          { presence: 196, hearts: ["AH", "2H"] },
          { presence: 80 },
          { presence: 150 },
        ],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      { presence: true },
    );
    await t().script([
      [0, attack(3, ["AS"])],
      [0, destroy()],
      [0, END],
    ]);
    outcome = await t().outcome();
    expect(outcome?.details.winners).toEqual([1]);
    expect(outcome?.places).toEqual([3, 1, 2, 4]);
  });

  it("CP-100, §7: after a team Presence win the surviving teams rank by their average", async () => {
    await t().start(
      6,
      {
        seats: [
          { presence: 100 },
          { presence: 199, hearts: ["AH"] },
          { presence: 150 },
          { presence: 100 },
          { presence: 199 },
          { presence: 150 },
        ],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      { presence: true, teams: 3 },
    );
    await t().act(0, END);
    const outcome = await t().outcome();
    expect(outcome?.details.end).toBe("presence");
    expect(sorted((outcome?.details.winners ?? []).map(String))).toEqual(["1", "4"]);
    const p = outcome?.places ?? [];
    expect([p[1], p[4]]).toEqual([1, 1]);
    expect(p[2]).toBe(p[5]);
    expect(p[0]).toBe(p[3]);
    expect(p[2]).toBeLessThan(p[0]);
    expect(p[2]).toBeGreaterThan(1);
  });

  it("CP-100 (edge): team Presence is the floor of the living members' average", async () => {
    const opts = { presence: true, teams: 2 };
    // 200 and 199 → ⌊199.5⌋ = 199: no win.
    await t().start(
      4,
      {
        seats: [{}, { presence: 198, hearts: ["AH"] }, {}, { presence: 199 }],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      opts,
    );
    await t().act(0, END);
    expect((await t().view(null)).seats[1].presence).toBe(200);
    expect(await t().outcome()).toBeNull();
    // 202 and 199 → ⌊200.5⌋ = 200: team 1 wins.
    await t().start(
      4,
      {
        seats: [{}, { presence: 198, hearts: ["AH", "2H"] }, {}, { presence: 199 }],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      opts,
    );
    await t().act(0, END);
    let outcome = await t().outcome();
    expect(outcome?.details.end).toBe("presence");
    expect(sorted((outcome?.details.winners ?? []).map(String))).toEqual(["1", "3"]);
    // Only living members count: seat 3 (0 Presence) is eliminated, seat 1 reaches 200 alone.
    await t().start(
      4,
      {
        seats: [{ spades: ["5S"] }, { presence: 198, hearts: ["AH"] }, {}, { presence: 0 }],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      opts,
    );
    await t().script([
      [0, attack(3, ["5S"])],
      [0, destroy()],
      [0, END],
    ]);
    outcome = await t().outcome();
    expect(outcome?.details.end).toBe("presence");
    expect(sorted((outcome?.details.winners ?? []).map(String))).toEqual(["1", "3"]);
  });
});

// =============================================================================================
describe("CP-110..CP-112: the Stack", () => {
  const t = useTable();

  it("CP-110: stackCard once a turn (STACK_USED), cap 5 counting attached cards (STACK_FULL); the Stack is off by default (STACK_OFF)", async () => {
    await t().start(2, { seats: [{ hand: ["AH", "2H"] }, {}], round: 2, firstPlayer: 0, turn: 0 });
    expect(await t().legalKeys(0, "stackCard")).toEqual([]);
    await t().expectRejected(0, stackCard("AH"), "STACK_OFF", "CP-110");

    await t().start(
      2,
      {
        seats: [{ hand: ["AH", "2H", "3H"], stack: ["AC", "2C", "3C", "4C"] }, {}],
        deck: ["4H", "5H"],
        round: 2,
        firstPlayer: 0,
        turn: 0,
      },
      { stack: true },
    );
    await t().act(0, play("AH", 1));
    let view = await t().view(0);
    expect(view.seats[0].rows[0][0].attached).toBe(1);
    expect(view.seats[0].stackCount).toBe(3);
    await t().act(0, stackCard("2H"));
    expect((await t().view(1)).seats[0].stack).toBeNull();
    expect((await t().view(1)).seats[0].stackCount).toBe(4);
    await t().expectRejected(0, stackCard("3H"), "STACK_USED", "CP-110");
    await t().script([
      [0, END],
      [1, END],
    ]);
    view = await t().view(0);
    expect(view.seats[0].stack).toEqual(["2C", "3C", "4C", "2H"]);
    expect(await t().legalKeys(0, "stackCard")).toEqual([]);
    await t().expectRejected(0, stackCard("3H"), "STACK_FULL", "CP-110");
  });

  it("CP-111, CP-112a (edge): a card stacked this turn does nothing that turn (no attach, no Trader payment, no point); from the next turn +1 point at Standby", async () => {
    await t().start(
      2,
      {
        seats: [{ hand: ["AH", "2H", "3H"] }, {}],
        deck: ["4H", "5H", "6H"],
        round: 2,
        firstPlayer: 0,
        turn: 0,
      },
      { stack: true },
    );
    await t().act(0, stackCard("3H"));
    expect(
      (await t().legalKeys(0)).some((k) => k.includes("+") || k.includes("stack1") || k === "stackDraw"),
    ).toBe(false);
    await t().expectRejected(0, play("AH", 1), "BAD_ATTACH", ["CP-112", "CP-111"]);
    await t().expectRejected(0, { type: "trade", cards: ["AH"], stack: 1 }, "BAD_TRADE", [
      "CP-80",
      "CP-112",
      "CP-111",
    ]);
    expect((await t().view(0)).points).toBe(12);
    await t().script([
      [0, END],
      [1, END],
    ]);
    const view = await t().view(0);
    expect(view.points).toBe(13);
    expect(await t().isLegal(0, play("AH", 1))).toBe(true);
  });

  it("CP-112b, CP-15: attached cards add 2 each to the host from the end of that turn; destroying the host discards them", async () => {
    await t().start(
      2,
      {
        seats: [{ hand: ["4D"], hearts: ["10H"], stack: ["AC", "2C", "3C"] }, { spades: ["9S", "7S"] }],
        deck: ["5H", "6H"],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      { stack: true },
    );
    let view = await t().view(0);
    expect(view.points).toBe(15);
    await t().act(0, play("4D", 2));
    view = await t().view(0);
    expect(view.points).toBe(11);
    expect(view.seats[0].rows[1][0]).toMatchObject({ card: "4D", value: 4, attached: 2 });
    expect(view.seats[0].stack).toEqual(["3C"]);
    await t().act(0, END);
    view = await t().view(1);
    expect(view.seats[0].rows[1][0]).toMatchObject({ card: "4D", value: 8, attached: 2 });
    expect(mentions(view, "AC") || mentions(view, "2C") || mentions(view, "3C")).toBe(false);
    expect(await t().expectAttacks(1)).toEqual(["attack 0 normal 7S 9S", "attack 0 normal 9S"]);
    await t().expectRejected(1, attack(0, ["7S"]), "NO_TARGET", "CP-53");
    await t().declare(1, attack(0, ["9S"]), 9);
    await t().act(1, destroy("4D"));
    view = await t().view(null);
    expect(sorted(view.discard.slice(0, 3))).toEqual(["2C", "4D", "AC"]);
    expect(view.seats[0].rows[1]).toEqual([]);
    expect(view.seats[0].stackCount).toBe(1);
  });

  it("CP-112c: stackDraw with fewer than 2 cards in hand discards the oldest eligible Stack card and draws 2; refused otherwise (STACK_DRAW_REFUSED)", async () => {
    await t().start(
      2,
      { seats: [{ stack: ["5C", "6C"] }, {}], deck: ["AH", "2H", "3H"], round: 2, firstPlayer: 0, turn: 0 },
      { stack: true },
    );
    expect(await t().isLegal(0, { type: "stackDraw" })).toBe(true);
    await t().act(0, { type: "stackDraw" });
    const view = await t().view(0);
    expect(view.seats[0].hand).toEqual(["AH", "2H", "3H"]);
    expect(view.seats[0].stack).toEqual(["6C"]);
    expect(view.discard).toEqual(["5C"]);
    expect(await t().isLegal(0, { type: "stackDraw" })).toBe(false);
    await t().expectRejected(0, { type: "stackDraw" }, "STACK_DRAW_REFUSED", "CP-112");
  });

  it("CP-112e: Trader may be paid with eligible Stack cards", async () => {
    await t().start(
      2,
      {
        seats: [{ hand: ["AH"], stack: ["5C", "6C"] }, {}],
        deck: ["2H", "3H", "4H"],
        round: 2,
        firstPlayer: 0,
        turn: 0,
      },
      { stack: true },
    );
    await t().act(0, { type: "trade", cards: ["AH"], stack: 1 });
    let view = await t().view(0);
    expect(view.seats[0].hand).toEqual(["2H", "3H"]);
    expect(view.seats[0].stack).toEqual(["6C"]);
    expect(sorted(view.discard)).toEqual(["5C", "AH"]);

    await t().start(
      2,
      { seats: [{ stack: ["5C", "6C"] }, {}], deck: ["2H", "3H"], round: 2, firstPlayer: 0, turn: 0 },
      { stack: true },
    );
    await t().act(0, { type: "trade", cards: [], stack: 2 });
    view = await t().view(0);
    expect(view.seats[0].hand).toEqual(["2H", "3H"]);
    expect(view.seats[0].stackCount).toBe(0);
    expect(sorted(view.discard)).toEqual(["5C", "6C"]);
  });

  it("CP-110, CP-81: Stack cards are not Spades for Panic", async () => {
    await t().start(
      2,
      {
        seats: [
          { hand: ["2S"], spades: ["3S"], stack: ["4S"] },
          { spades: ["5S"], stack: ["6S", "7S"] },
        ],
        deck: ["AH", "2H"],
        round: 3,
        firstPlayer: 0,
        turn: 0,
      },
      { stack: true, panic: true },
    );
    await t().act(0, PANIC);
    const view = await t().view(0);
    expect(sorted(view.discard)).toEqual(["2S", "3S", "5S"]);
    expect(view.seats[0].stack).toEqual(["4S"]);
    expect(view.seats[1].stackCount).toBe(2);
  });

  it("CP-110: an Ally recipient may put the gift in their Stack, deciding at once", async () => {
    await t().start(
      4,
      { seats: [{ hand: ["AH", "2H"] }, {}, {}, {}], deck: ["3H"], round: 2, firstPlayer: 0, turn: 0 },
      { teams: 2, stack: true },
    );
    await t().act(0, ally(2, "AH"));
    expect(await t().active()).toEqual([2]);
    expect(await t().legalKeys(2)).toEqual(["keepGift", "stackGift"]);
    expect(await t().legal(0)).toEqual([]);
    await t().expectRejected(0, END, "NOT_YOUR_TURN");
    await t().act(2, { type: "stackGift" });
    expect(await t().active()).toEqual([0]);
    const view = await t().view(2);
    expect(view.seats[2].stack).toEqual(["AH"]);
    expect(view.seats[2].handCount).toBe(0);

    // A full Stack (5) cannot take the gift.
    await t().start(
      4,
      {
        seats: [{ hand: ["AH", "2H"] }, {}, { stack: ["AC", "2C", "3C", "4C", "5C"] }, {}],
        deck: ["3H"],
        round: 2,
        firstPlayer: 0,
        turn: 0,
      },
      { teams: 2, stack: true },
    );
    await t().act(0, ally(2, "AH"));
    const keys = await t().legalKeys(2);
    expect(keys).not.toContain("stackGift");
    if (keys.length > 0) {
      expect(keys).toEqual(["keepGift"]);
      await t().expectRejected(2, { type: "stackGift" }, "STACK_FULL", "CP-110");
    } else {
      expect((await t().view(2)).seats[2].hand).toEqual(["AH"]);
    }
  });
});

// =============================================================================================
describe("Protocol: describe, bot, replay (docs/engine-protocol.md)", () => {
  const t = useTable();
  const deal: Deal = {
    seats: [{ hand: ["AH", "7D"] }, { hand: ["9C", "3S"] }],
    deck: ["2H", "4D", "5D"],
    round: 2,
    firstPlayer: 0,
    turn: 0,
  };

  it("§2: describe shows a seat its own hand only; the bot answers a legal action of the seat to act, and NOT_YOUR_TURN otherwise", async () => {
    await t().start(2, deal);
    const text = (await t().engine.call({ cmd: "describe", seat: 1 })).text as string;
    expect(text).toContain("9♣");
    for (const hidden of ["A♥", "7♦", "2♥", "AH", "7D", "2H"]) expect(text).not.toContain(hidden);
    const bot = await t().engine.call({ cmd: "bot", seat: 0 });
    expect(await t().legalKeys(0)).toContain(actionKey(bot.action as Action));
    const other = await t().engine.request({ cmd: "bot", seat: 1 });
    expect(other.error?.code).toBe("NOT_YOUR_TURN");
  });

  it("replay and load reproduce a custom-dealt game exactly", async () => {
    await t().start(2, deal);
    await t().script([
      [0, play("7D")],
      [0, trade("AH", "2H")],
      [0, END],
      [1, play("9C")],
    ]);
    const before = await t().snapshot();
    const replay = (await t().engine.call({ cmd: "replay" })).replay;
    await t().start(2, null);
    await t().engine.call({ cmd: "load", replay });
    expect(await t().snapshot()).toEqual(before);
  });
});

// =============================================================================================
describe("CP-120, CP-121: termination", () => {
  const t = useTable();

  it("CP-120: once the turn player has taken turnActionCap actions, only endTurn is legal (TURN_ACTION_CAP)", async () => {
    // 10 players, 5 decks: a chain of all 50 Clubs, highest first, each drawing the next.
    const clubs: string[] = [];
    for (const rank of [...RANKS].reverse()) for (let copy = 0; copy < 5; copy++) clubs.push(`${rank}C`);
    await t().start(10, { deck: clubs, round: 2, firstPlayer: 0, turn: 0 }, { turnActionCap: 50 });
    for (let i = 0; i < 50; i++) {
      if (i === 49) expect((await t().legalKeys(0)).length).toBeGreaterThan(1);
      await t().act(0, play(clubs[i]));
    }
    expect(await t().legal(0)).toEqual([END]);
    const hand = (await t().view(0)).seats[0].hand ?? [];
    await t().expectRejected(0, trade(hand[0], hand[1]), "TURN_ACTION_CAP", "CP-120");
    await t().act(0, END);
    expect(await t().active()).toEqual([1]);
  });

  it("CP-120: an attack declared as the last allowed action may still finish (destroy), then only endTurn", async () => {
    const clubs: string[] = [];
    for (const rank of [...RANKS].reverse()) for (let copy = 0; copy < 5; copy++) clubs.push(`${rank}C`);
    await t().start(
      10,
      { seats: [{ spades: ["AS"] }, { hearts: ["AH"] }], deck: clubs, round: 3, firstPlayer: 0, turn: 0 },
      { turnActionCap: 50 },
    );
    for (let i = 0; i < 49; i++) await t().act(0, play(clubs[i]));
    await t().act(0, attack(1, ["AS"]));
    expect(await t().legalKeys(0)).toEqual(["destroy AH"]);
    await t().act(0, destroy("AH"));
    expect((await t().view(null)).seats[1].alive).toBe(false);
    expect(await t().legal(0)).toEqual([END]);
  });

  it("CP-121, §7: when round roundCap ends, the game is a draw: the survivors share 1st", async () => {
    await t().start(
      3,
      { seats: [{ spades: ["5S"] }, {}, {}], round: 10, firstPlayer: 0, turn: 0 },
      { roundCap: 10 },
    );
    await t().script([
      [0, attack(2, ["5S"])],
      [0, destroy()],
      [0, END],
    ]);
    expect(await t().outcome()).toBeNull();
    const reply = await t().act(1, END);
    expect(reply.active).toEqual([]);
    const outcome = await t().outcome();
    expect(outcome?.endedByCap).toBe(true);
    expect(outcome?.places[0]).toBe(1);
    expect(outcome?.places[1]).toBe(1);
    expect(outcome?.places[2]).toBeGreaterThan(1);
    expect(await t().legal(0)).toEqual([]);
  });
});

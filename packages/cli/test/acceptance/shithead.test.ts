// Acceptance scenarios for Shit Head & Cut Throat (the SH → CT → CTS → CTSR → CTG → CTR → CTR&B
// ladder), written from the brief (shared/briefs/shithead.md) as an outside referee. Every scenario
// sets up a custom deal (`options.deal`: seats[i].hand/lower/upper, stock top first, starter, pile
// top first, first, dealer; packages/games/shithead/RULES.md "Custom deals") and drives the built
// CLI only through the engine protocol (docs/engine-protocol.md). Test names cite rule IDs and the
// brief's §8 edge cases.
//
// Cards are opaque ids in actions (SH-1): scenarios write faces ("KH") and the helpers below look
// the ids up in the acting seat's own view (hand, face-up bottom cards). RULES.md decision
// "canonical actions": one representative per set of interchangeable cards; scenarios therefore
// hold at most one card of a rank per choice, play every card of it, or apply the listed action
// (`applyLegal`).
//
// Readings tested as RULES.md chose them (cited in the test names): "Brief contradictions" (edge 21
// vs SH-23: no replay after pick-and-play; an explicit `packs` on a preset is validated as a custom
// mix), and the decisions on the starter in x4 runs, links breaking runs, four 10s blocking with
// tenLeader self, handMax > handMin and redBlack stocks. The brief leaves open whether "bottomLayout
// none forces freebie off" refuses a mix or resolves freebie to off: that test accepts either.
// Rejections assert the error code where RULES.md's error table and the engine agree; elsewhere only
// that the action is refused with every view unchanged (the brief fixes no codes).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineDriver, type EngineReply } from "./engine-driver.js";

// ---------------------------------------------------------------------------------------------
// Views, as the protocol shows them.

interface CardView {
  id: string;
  card: string;
}
type SlotView = CardView | "down" | null;
interface SeatView {
  handCount: number;
  known: CardView[];
  bottom: SlotView[];
  accessible: number[];
  place: number;
  choosing: boolean;
}
interface LayerView {
  seat: number;
  how: string;
  cards: CardView[];
  as: string | null;
}
interface View {
  phase: string;
  active: number[];
  turn: number;
  direction: number;
  top: { state: string; value: number; wildAce: boolean; pickup: string | null; countered: boolean };
  hand: CardView[] | null;
  myChoice: CardView[] | null;
  seats: SeatView[];
  stocks: number[];
  pile: LayerView[];
  graveyard: string[];
  removed: number;
  pickedUp: CardView[];
}
type Action = Record<string, unknown>;

interface Deal {
  seats?: { hand?: string[]; lower?: string[]; upper?: string[] }[];
  stock?: string[];
  black?: string[];
  red?: string[];
  starter?: string[];
  pile?: string[];
  graveyard?: string[];
  removed?: string[];
  dealer?: number;
  first?: number;
}

const FACE = /^(10|[2-9JQKA])[SHDC]$|^JK$/;
const RANK_NAME: Record<number, string> = { 1: "A", 11: "J", 12: "Q", 13: "K", 14: "A" };

/** The top state as the brief writes it: `numeric(K)`, `pendingPickup(jk)`, `lessThan8`... */
function topOf(v: View): string {
  const t = v.top;
  if (t.state === "numeric") return `numeric(${RANK_NAME[t.value] ?? String(t.value)})`;
  if (t.state === "pendingPickup") return `pendingPickup(${t.pickup}${t.countered ? ", countered" : ""})`;
  return t.state;
}

const faces = (list: readonly (CardView | SlotView)[] | null): string[] =>
  (list ?? []).flatMap((c) => (c && c !== "down" ? [c.card] : []));
const topLayer = (v: View): LayerView => v.pile[v.pile.length - 1];
const pileFaces = (v: View): string[] => v.pile.flatMap((l) => l.cards.map((c) => c.card));

// ---------------------------------------------------------------------------------------------
// The table: one engine per describe block.

class Table {
  constructor(readonly engine: EngineDriver) {}

  async start(
    players: number,
    preset: string,
    deal: Deal,
    options: Record<string, unknown> = {},
  ): Promise<EngineReply> {
    return this.engine.call({
      cmd: "new",
      game: "shithead",
      players,
      preset,
      seed: "acceptance",
      options: { ...options, deal },
    });
  }

  async newRaw(players: number, preset: string | undefined, options: Record<string, unknown>) {
    return this.engine.request({
      cmd: "new",
      game: "shithead",
      players,
      ...(preset ? { preset } : {}),
      seed: "acceptance",
      options,
    });
  }

  async view(seat: number | null): Promise<View> {
    return (await this.engine.call({ cmd: "view", seat })).view as View;
  }

  async active(): Promise<number[]> {
    return (await this.engine.call({ cmd: "active" })).active as number[];
  }

  /** Replaces faces by the ids the seat can see (own hand, face-up bottom cards, then the table). */
  async resolve(seat: number, action: Action): Promise<Action> {
    const v = await this.view(seat);
    const pools: CardView[] = [
      ...(v.hand ?? []),
      ...(v.seats[seat].bottom.filter((c) => c && c !== "down") as CardView[]),
      ...v.seats.flatMap((s) => s.bottom.filter((c) => c && c !== "down") as CardView[]),
      ...v.pile.flatMap((l) => l.cards),
    ];
    const used = new Set<string>();
    const idOf = (face: unknown): unknown => {
      if (typeof face !== "string" || !FACE.test(face)) return face;
      const hit = pools.find((c) => c.card === face && !used.has(c.id));
      if (!hit) throw new Error(`test bug: seat ${seat} cannot see ${face}`);
      used.add(hit.id);
      return hit.id;
    };
    const out: Action = { ...action };
    if (Array.isArray(action.cards)) out.cards = action.cards.map(idOf);
    if (typeof action.card === "string") out.card = idOf(action.card);
    return out;
  }

  async apply(seat: number, action: Action): Promise<EngineReply> {
    return this.engine.call({ cmd: "apply", seat, action: await this.resolve(seat, action) });
  }

  async tryApply(seat: number, action: Action): Promise<EngineReply> {
    return this.engine.request({ cmd: "apply", seat, action: await this.resolve(seat, action) });
  }

  /** A rejection with its code (and rule id), leaving every view unchanged. */
  async reject(seat: number, action: Action, code?: string, ruleId?: string): Promise<void> {
    const before = await this.views();
    const reply = await this.tryApply(seat, action);
    expect(reply.ok, `${JSON.stringify(action)} should be rejected`).toBe(false);
    if (code) expect(reply.error?.code).toBe(code);
    if (ruleId) expect(reply.error?.ruleId).toBe(ruleId);
    expect(await this.views()).toEqual(before);
  }

  async views(): Promise<View[]> {
    const n = (await this.view(null)).seats.length;
    const list = [await this.view(null)];
    for (let s = 0; s < n; s++) list.push(await this.view(s));
    return list;
  }

  /** The seat's legal actions with ids turned into faces, as `type faces use as` keys. */
  async legal(seat: number): Promise<string[]> {
    const v = await this.view(seat);
    const names = new Map<string, string>();
    for (const c of [
      ...(v.hand ?? []),
      ...v.seats.flatMap((s) => s.bottom.filter((x) => x && x !== "down") as CardView[]),
      ...v.pile.flatMap((l) => l.cards),
      ...v.pickedUp,
    ])
      names.set(c.id, c.card);
    const actions = (await this.engine.call({ cmd: "legal", seat })).actions as Action[];
    return actions.map((a) => {
      const parts = [String(a.type)];
      const cards = Array.isArray(a.cards) ? a.cards : typeof a.card === "string" ? [a.card] : [];
      if (cards.length > 0) parts.push(cards.map((id) => names.get(String(id)) ?? `?${id}`).join("+"));
      if (a.use !== undefined && a.use !== "set") parts.push(String(a.use));
      if (a.as !== undefined) parts.push(`as ${a.as}`);
      if (a.slot !== undefined) parts.push(`slot ${a.slot}`);
      if (a.choice !== undefined) parts.push(String(a.choice));
      if (a.stock !== undefined) parts.push(String(a.stock));
      return parts.join(" ");
    });
  }

  /** Applies the listed action whose key (as `legal` writes it) is `key`. */
  async applyLegal(seat: number, key: string): Promise<EngineReply> {
    const keys = await this.legal(seat);
    const index = keys.indexOf(key);
    if (index < 0) throw new Error(`"${key}" is not listed for seat ${seat}: ${keys.join(" | ")}`);
    const actions = (await this.engine.call({ cmd: "legal", seat })).actions as Action[];
    return this.engine.call({ cmd: "apply", seat, action: actions[index] });
  }

  async outcome(): Promise<{ places: number[]; details?: Record<string, unknown> } | null> {
    return (await this.engine.call({ cmd: "outcome" })).outcome as {
      places: number[];
    } | null;
  }
}

const play = (cards: string[], use = "set", as?: string): Action =>
  as === undefined ? { type: "play", cards, use } : { type: "play", cards, use, as };
const cancel = (card: string): Action => ({ type: "play", cards: [card], use: "cancel" });
const wild = (card: string, as: string, use = "wild"): Action => ({ type: "play", cards: [card], use, as });
const link = (card: string): Action => ({ type: "link", card });
const END: Action = { type: "endTurn" };
const PICKUP: Action = { type: "pickUp" };
const ACCEPT: Action = { type: "acceptClear" };
const PNP: Action = { type: "pickAndPlay" };

// Unnamed bottom slots are filled here with cards no zone names (so deals never clash); the
// scenarios that care about bottom cards name them. SH: 3 lower + 3 upper; CT: 4 + 4.
const FILL_ORDER = ["J", "Q", "K", "9", "7", "6", "5", "4", "A", "3", "8", "2", "10"].flatMap((r) =>
  ["C", "D", "H", "S"].map((s) => `${r}${s}`),
);

interface SeatSpec {
  hand: string[];
  lower?: string[];
  upper?: string[];
}

/** A deal with every bottom slot named (`slots` per layer, 0 for layout none). */
function mkDeal(slots: number, seats: SeatSpec[], extra: Partial<Deal> = {}, twoPacks = false): Deal {
  const named = new Set<string>();
  const note = (list?: string[]) => {
    for (const c of list ?? []) {
      if (named.has(c) && c !== "JK" && !twoPacks) throw new Error(`test bug: ${c} named twice`);
      named.add(c);
    }
  };
  for (const s of seats) {
    note(s.hand);
    note(s.lower);
    note(s.upper);
  }
  for (const z of [
    extra.stock,
    extra.black,
    extra.red,
    extra.starter,
    extra.pile,
    extra.graveyard,
    extra.removed,
  ])
    note(z);
  const pool = FILL_ORDER.filter((c) => !named.has(c));
  const take = (k: number) => pool.splice(0, k);
  const out = seats.map((s) => ({
    hand: s.hand,
    lower: s.lower ?? (slots > 0 ? take(slots) : []),
    upper: s.upper ?? (slots > 0 ? take(slots) : []),
  }));
  const deal: Deal = { seats: out, first: 0, dealer: seats.length - 1, ...extra };
  if (deal.stock === undefined && deal.black === undefined) deal.stock = [];
  return deal;
}
const shDeal = (a: string[], b: string[], extra: Partial<Deal> = {}) =>
  mkDeal(3, [{ hand: a }, { hand: b }], extra);
const ctDeal = (a: string[], b: string[], extra: Partial<Deal> = {}) =>
  mkDeal(4, [{ hand: a }, { hand: b }], extra);

let table: Table;
const openTable = () => {
  beforeAll(() => {
    table = new Table(EngineDriver.start());
  });
  afterAll(async () => {
    await table.engine.close();
  });
};

// ---------------------------------------------------------------------------------------------

describe("Shit Head (SH preset): top states, 2s, 3s, 8s, 10s, x4", () => {
  openTable();

  it("SH-24 (edge 1): a 3 on an empty pile, and a 3 on that, leave it empty; anything follows", async () => {
    await table.start(2, "SH", shDeal(["3C", "KH", "QC"], ["3D", "4S", "AS"], { starter: [] }));
    expect(topOf(await table.view(null))).toBe("empty");
    await table.apply(0, play(["3C"]));
    expect(topOf(await table.view(null))).toBe("empty");
    await table.apply(1, play(["3D"]));
    expect(topOf(await table.view(null))).toBe("empty");
    expect(await table.legal(0)).toEqual(expect.arrayContaining(["play KH", "play QC"]));
    await table.apply(0, play(["QC"]));
    expect(topOf(await table.view(null))).toBe("numeric(Q)");
  });

  it("SH-24 (edge 2): a 3 on an 8 gives lessThan8", async () => {
    await table.start(2, "SH", shDeal(["3C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["8S"] }));
    expect(topOf(await table.view(0))).toBe("lessThan8");
    await table.apply(0, play(["3C"]));
    expect(topOf(await table.view(null))).toBe("lessThan8");
    const legal = await table.legal(1);
    expect(legal).toContain("play 5D");
    expect(legal).not.toContain("play KD");
    await table.reject(1, play(["KD"]), "ILLEGAL_ON_TOP", "SH-22");
  });

  it("SH-22/SH-28 (edge 4, edge 5): in SH a 10 on an 8 is legal; it clears and the actor replays on empty", async () => {
    await table.start(2, "SH", shDeal(["10C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["8S"] }));
    expect(await table.legal(0)).toContain("play 10C");
    await table.apply(0, play(["10C"]));
    const v = await table.view(null);
    expect(v.pile).toEqual([]);
    expect(v.graveyard).toEqual(expect.arrayContaining(["8S", "10C"]));
    expect(topOf(v)).toBe("empty");
    expect(await table.active()).toEqual([0]);
    expect(await table.legal(0)).toEqual(expect.arrayContaining(["play KH", "play QC"]));
  });

  it("SH-28/SH-80/SH-81 (edge 5, edge 31): a 10 as the last card of 2 players: out at once, placings 1 and 2", async () => {
    await table.start(
      2,
      "SH",
      mkDeal(3, [{ hand: ["10C"], lower: [], upper: [] }, { hand: ["5D", "KD"] }], { starter: ["7S"] }),
    );
    await table.apply(0, play(["10C"]));
    const out = await table.outcome();
    expect(out?.places).toEqual([1, 2]);
    await table.reject(1, play(["5D"]), "GAME_OVER");
  });

  it("SH-28/SH-80/SH-15 (edge 5, edge 31): a 10 as the last card with 3 players: the next player leads on an empty pile", async () => {
    await table.start(
      3,
      "SH",
      mkDeal(3, [{ hand: ["10C"], lower: [], upper: [] }, { hand: ["5D", "KD"] }, { hand: ["5H", "KH"] }], {
        starter: ["7S"],
      }),
    );
    await table.apply(0, play(["10C"]));
    const v = await table.view(null);
    expect(v.seats[0].place).toBe(1);
    expect(v.pile).toEqual([]);
    expect(await table.active()).toEqual([1]);
    expect(await table.legal(1)).toEqual(expect.arrayContaining(["play 5D", "play KD"]));
  });

  it("SH-23/SH-12: in SH a 2 gives the actor a freeplay and a replay, refilled first", async () => {
    await table.start(
      2,
      "SH",
      shDeal(["2C", "KH", "2D"], ["5D", "KD", "AS"], { starter: ["AD"], stock: ["7S", "4D"] }),
    );
    expect(faces((await table.view(0)).hand)).toContain("7S");
    await table.apply(0, play(["2C", "2D"]));
    const v = await table.view(0);
    expect(topOf(v)).toBe("freeplay");
    expect(await table.active()).toEqual([0]);
    expect(faces(v.hand).sort()).toEqual(["4D", "7S", "KH"]);
    expect(await table.legal(0)).toEqual(expect.arrayContaining(["play 4D", "play 7S", "play KH"]));
    await table.apply(0, play(["4D"]));
    expect(await table.active()).toEqual([1]);
  });

  it("SH-24 (edge 45): in SH a 3 on a 2 gives the next player freeplay and the actor no replay", async () => {
    await table.start(2, "SH", shDeal(["2C", "3H", "QC", "5S"], ["4D", "KD", "AS"], { starter: ["AD"] }));
    await table.apply(0, play(["2C"]));
    expect(await table.active()).toEqual([0]);
    await table.apply(0, play(["3H"]));
    expect(topOf(await table.view(null))).toBe("freeplay");
    expect(await table.active()).toEqual([1]);
    expect(await table.legal(1)).toEqual(expect.arrayContaining(["play 4D", "play KD", "play AS"]));
  });

  it("SH-30 (edge 10): an x4 split across two players clears the pile and the last layer replays", async () => {
    await table.start(2, "SH", shDeal(["7C", "7D", "KH"], ["7H", "7S", "AS", "QD"], { starter: ["5S"] }));
    await table.apply(0, play(["7C", "7D"]));
    await table.apply(1, play(["7H", "7S"]));
    const v = await table.view(null);
    expect(v.pile).toEqual([]);
    expect(v.graveyard).toEqual(expect.arrayContaining(["7C", "7D", "7H", "7S", "5S"]));
    expect(await table.active()).toEqual([1]);
  });

  it("SH-30 (edge 10): K K 3 K does not clear", async () => {
    await table.start(2, "SH", shDeal(["KD", "QC", "5C"], ["KH", "QD", "5D"], { pile: ["3S", "KS", "KC"] }));
    await table.apply(0, play(["KD"]));
    const v = await table.view(null);
    expect(pileFaces(v)).toContain("KD");
    expect(topOf(v)).toBe("numeric(K)");
    expect(await table.active()).toEqual([1]);
  });

  it("SH-30: four 3s clear (a 3 is its own rank)", async () => {
    await table.start(2, "SH", shDeal(["3C", "3D", "QC"], ["3H", "3S", "QD"], { starter: ["5S"] }));
    await table.apply(0, play(["3C", "3D"]));
    await table.apply(1, play(["3H", "3S"]));
    expect((await table.view(null)).pile).toEqual([]);
    expect(await table.active()).toEqual([1]);
  });

  it("SH-27: an 8 gives lessThan8 for the next play only", async () => {
    await table.start(2, "SH", shDeal(["8C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["4S"] }));
    await table.apply(0, play(["8C"]));
    expect(topOf(await table.view(null))).toBe("lessThan8");
    await table.apply(1, play(["5D"]));
    expect(topOf(await table.view(null))).toBe("numeric(5)");
    expect(await table.legal(0)).toEqual(expect.arrayContaining(["play KH", "play QC"]));
  });

  it("SH-6 (edge 37): a starter 8 puts the first player on lessThan8", async () => {
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["8S"] }));
    const v = await table.view(0);
    expect(topOf(v)).toBe("lessThan8");
    expect(v.pile[0].how).toBe("starter");
    const legal = await table.legal(0);
    expect(legal).toContain("play 5C");
    expect(legal).not.toContain("play KH");
  });

  it("SH-6/SH-1 (edge 37, edge 29): a starter 10 goes back into the stock unseen; the next card is turned", async () => {
    await table.start(
      2,
      "SH",
      shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { stock: ["10S", "9S", "4S", "7S", "JD", "JC"] }),
    );
    const v = await table.view(null);
    expect(pileFaces(v)).toEqual(["9S"]);
    expect(topOf(v)).toBe("numeric(9)");
    // 6 - 1 turned; the 10 went back; seat 0 drew to handMin+1 (SH-11)
    expect(v.stocks).toEqual([4]);
    expect(v.seats[0].handCount).toBe(4);
    // the stock is never sent; the returned 10 is in no view (unless seat 0 just drew it)
    const all = await table.views();
    expect(JSON.stringify([all[0], all[2]])).not.toContain('"10S"');
  });

  it("SH-6: a stock holding only 10s leaves the pile empty", async () => {
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { stock: ["10S", "10C"] }));
    const v = await table.view(null);
    expect(v.pile).toEqual([]);
    expect(topOf(v)).toBe("empty");
    expect(v.stocks).toEqual([1]);
  });

  it("SH-61 (edge 21): pickAndPlay works on the lone starter; an SH 2 on a lone 2 cannot loop", async () => {
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["2S"] }));
    expect(await table.legal(0)).toContain("pickAndPlay");
    await table.apply(0, PNP);
    const v = await table.view(0);
    expect(faces(v.hand)).toContain("2S");
    expect(v.pile).toEqual([]);
    expect(await table.legal(0)).toEqual(["play 2S"]);
    await table.reject(0, play(["KH"]), "BAD_PICK_AND_PLAY_LEAD", "SH-61");
    await table.apply(0, play(["2S"]));
    // no replay after pick-and-play (SH-61; RULES.md "Brief contradictions": edge 21 vs SH-23)
    expect(await table.active()).toEqual([1]);
    expect(await table.legal(1)).toContain("pickAndPlay");
    await table.apply(1, PNP);
    await table.apply(1, play(["2S"]));
    expect(await table.active()).toEqual([0]);
  });

  it("SH-61 (edge 21): pickAndPlay is rejected on a mixed pile, an empty pile and in a replay", async () => {
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { pile: ["KS", "9S"] }));
    expect(await table.legal(0)).not.toContain("pickAndPlay");
    await table.reject(0, PNP, "PICK_AND_PLAY_NOT_ALLOWED", "SH-61");
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: [] }));
    await table.reject(0, PNP, "PICK_AND_PLAY_NOT_ALLOWED", "SH-61");
    // a replay after a self-2 on a pile of 2s: the pile is all 2s, yet pick-and-play is refused
    await table.start(2, "SH", shDeal(["2C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["2S"] }));
    await table.apply(0, play(["2C"]));
    expect(await table.active()).toEqual([0]);
    expect(await table.legal(0)).not.toContain("pickAndPlay");
    await table.reject(0, PNP, "PICK_AND_PLAY_NOT_ALLOWED", "SH-61");
  });

  it("SH-61 (edge 40): pickAndPlay on three 4s: the lead must be 4s holding a picked-up 4; the turn then ends", async () => {
    await table.start(2, "SH", shDeal(["4S", "KH", "2C"], ["5D", "KD", "AS"], { pile: ["4C", "4D", "4H"] }));
    await table.apply(0, PNP);
    const v = await table.view(0);
    expect(v.pickedUp.map((c) => c.card).sort()).toEqual(["4C", "4D", "4H"]);
    const legal = await table.legal(0);
    expect(legal.every((a) => a.startsWith("play 4"))).toBe(true);
    expect(legal.length).toBeGreaterThan(0);
    await table.reject(0, play(["KH"]), "BAD_PICK_AND_PLAY_LEAD", "SH-61");
    await table.reject(0, play(["2C"]), "BAD_PICK_AND_PLAY_LEAD", "SH-61");
    const two = legal.find((a) => a.split("+").length === 2) as string;
    await table.applyLegal(0, two);
    // no replay: the turn ends (and two 4s on an empty pile do not clear)
    expect(await table.active()).toEqual([1]);
    expect(topOf(await table.view(null))).toBe("numeric(4)");
  });

  it("SH-60/SH-62 (edge 22): a pickup is rejected while a legal Act exists or on an empty pile; a forced pickup never draws", async () => {
    await table.start(
      2,
      "SH",
      shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["JS"], stock: ["7S"] }),
    );
    await table.reject(0, PICKUP, "PICKUP_NOT_ALLOWED", "SH-60");
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: [] }));
    await table.reject(0, PICKUP, "PICKUP_NOT_ALLOWED", "SH-60");
    await table.start(
      2,
      "SH",
      shDeal(["5C", "7H", "QC"], ["5D", "KD", "AS"], { pile: ["AD", "KS"], stock: ["JC", "7D"] }),
    );
    expect(await table.legal(0)).toEqual(["pickUp"]);
    const before = (await table.view(null)).stocks;
    await table.apply(0, PICKUP);
    const v = await table.view(0);
    expect(v.stocks).toEqual(before);
    expect(faces(v.hand).sort()).toEqual(["5C", "7H", "AD", "JC", "KS", "QC"].sort());
    // SH-62: the picker leads on the empty pile; SH-63: the picked-up cards are public
    expect(await table.active()).toEqual([0]);
    expect(v.pile).toEqual([]);
    expect(faces((await table.view(1)).seats[0].known).sort()).toEqual(["AD", "KS"]);
    await table.reject(0, PICKUP, "PICKUP_NOT_ALLOWED", "SH-60");
  });

  it("SH-62: with pickupThenLead off, the turn ends after a pickup", async () => {
    await table.start(2, "SH", shDeal(["5C", "7H"], ["5D", "KD", "AS"], { pile: ["AD", "KS"] }), {
      pickupThenLead: false,
    });
    await table.apply(0, PICKUP);
    expect(await table.active()).toEqual([1]);
  });

  it("SH-11 (edge 23): an SH hand of 3 must draw to 4; a hand of 7 may draw 1 or skip", async () => {
    await table.start(
      2,
      "SH",
      shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["4S"], stock: ["7S", "7D", "8D"] }),
    );
    const v = await table.view(0);
    expect(v.hand?.length).toBe(4);
    expect(faces(v.hand)).toContain("7S");
    expect(v.stocks).toEqual([2]);
    await table.start(
      2,
      "SH",
      shDeal(["5C", "KH", "QC", "JC", "JD", "QS", "KS"], ["5D", "KD", "AS"], {
        starter: ["4S"],
        stock: ["7S", "7D", "8D"],
      }),
    );
    expect((await table.view(0)).phase).toBe("draw");
    expect((await table.legal(0)).sort()).toEqual(["draw", "skipDraw"]);
    // anything not enumerated is rejected (SH-10): no play before the draw step is done
    await table.reject(0, play(["KH"]));
    await table.apply(0, { type: "draw" });
    expect((await table.view(0)).hand?.length).toBe(8);
    expect((await table.view(0)).phase).toBe("act");
  });

  it("SH-14/SH-71 (edge 24): face-up cards are rejected while the hand holds cards; a last hand card takes matching face-up cards", async () => {
    const deal = (hand: string[]) =>
      mkDeal(3, [{ hand, upper: ["6C", "6D", "JH"] }, { hand: ["5D", "KD", "AS"] }], { starter: ["5S"] });
    await table.start(2, "SH", deal(["6S", "KH"]));
    await table.reject(0, play(["6C"]), "NOT_IN_SOURCE", "SH-14");
    await table.reject(0, play(["JH"]), "NOT_IN_SOURCE", "SH-14");
    await table.reject(0, play(["KH", "JH"]));
    await table.start(2, "SH", deal(["6S"]));
    const legal = await table.legal(0);
    expect(legal).toEqual(expect.arrayContaining(["play 6S", "play 6S+6C+6D"]));
    await table.apply(0, play(["6S", "6C", "6D"]));
    expect(faces((await table.view(null)).seats[0].bottom)).toEqual(["JH"]);
  });

  it("SH-72 (edge 25): with no legal face-up card, the pile plus one face-up card of choice go to hand", async () => {
    await table.start(
      2,
      "SH",
      mkDeal(3, [{ hand: [], upper: ["6C", "7D", "JH"] }, { hand: ["5D", "KD", "AS"] }], {
        pile: ["KS", "9S"],
      }),
    );
    expect((await table.legal(0)).sort()).toEqual(["pickUp 6C", "pickUp 7D", "pickUp JH"]);
    await table.reject(0, PICKUP);
    await table.apply(0, { type: "pickUp", cards: ["7D"] });
    const v = await table.view(0);
    expect(faces(v.hand).sort()).toEqual(["7D", "9S", "KS"]);
    expect(faces(v.seats[0].bottom).sort()).toEqual(["6C", "JH"]);
  });

  it("SH-73 (edge 26): one flip per step; an illegal flipped card goes to hand with the pile", async () => {
    await table.start(
      2,
      "SH",
      mkDeal(3, [{ hand: [], lower: ["4C", "KD", "4H"], upper: [] }, { hand: ["5D", "QD", "AS"] }], {
        pile: ["AD", "7S"],
      }),
    );
    expect((await table.legal(0)).sort()).toEqual(["flip slot 0", "flip slot 1", "flip slot 2"]);
    await table.apply(0, { type: "flip", slot: 0 });
    expect(JSON.stringify(await table.view(1))).toContain('"4C"');
    expect(await table.legal(0)).toEqual(["pickUp"]);
    await table.reject(0, { type: "flip", slot: 1 }, "FLIP_NOT_ALLOWED", "SH-73");
    await table.apply(0, PICKUP);
    expect(faces((await table.view(0)).hand).sort()).toEqual(["4C", "7S", "AD"]);
    expect(await table.active()).toEqual([0]);
  });

  it("SH-73 (edge 26): a legal flipped card must be played", async () => {
    await table.start(
      2,
      "SH",
      mkDeal(3, [{ hand: [], lower: ["KC", "KD", "4H"], upper: [] }, { hand: ["5D", "QD", "AS"] }], {
        pile: ["9D", "7S"],
      }),
    );
    await table.apply(0, { type: "flip", slot: 0 });
    expect(await table.legal(0)).toEqual(["playFlipped KC"]);
    await table.reject(0, PICKUP, "PICKUP_NOT_ALLOWED");
    await table.apply(0, { type: "playFlipped", cards: ["KC"], use: "set" });
    expect(topOf(await table.view(null))).toBe("numeric(K)");
    expect(await table.active()).toEqual([1]);
  });

  it("SH-5: the SH face-up choice is simultaneous and secret; all are revealed together", async () => {
    await table.start(2, "SH", {
      seats: [
        { hand: ["5C", "KH", "QC", "2C", "3C", "8C"], lower: ["4C", "4D", "4H"] },
        { hand: ["5D", "KD", "AS", "2D", "3D", "8D"], lower: ["7C", "7D", "7H"] },
      ],
      stock: [],
      starter: ["9S"],
      first: 0,
      dealer: 1,
    });
    expect((await table.active()).sort()).toEqual([0, 1]);
    expect((await table.view(0)).phase).toBe("chooseFaceUp");
    await table.reject(0, { type: "chooseFaceUp", cards: ["5C", "KH"] }, "BAD_FACE_UP_CHOICE", "SH-5");
    await table.apply(1, { type: "chooseFaceUp", cards: ["2D", "3D", "8D"] });
    const mid0 = await table.view(0);
    expect(JSON.stringify(mid0.seats[1])).not.toContain("2D");
    expect(faces(mid0.seats[1].bottom)).toEqual([]);
    expect((await table.view(1)).myChoice?.map((c) => c.card).sort()).toEqual(["2D", "3D", "8D"]);
    await table.apply(0, { type: "chooseFaceUp", cards: ["2C", "3C", "8C"] });
    const v = await table.view(null);
    expect(faces(v.seats[0].bottom).sort()).toEqual(["2C", "3C", "8C"]);
    expect(faces(v.seats[1].bottom).sort()).toEqual(["2D", "3D", "8D"]);
    expect(v.phase).not.toBe("chooseFaceUp");
    expect(await table.active()).toEqual([0]);
  });

  it("SH-66 (edge 36): toss fives completing four 5s clears the pile and the last tosser replays", async () => {
    await table.start(
      3,
      "SH",
      mkDeal(3, [{ hand: ["5C", "KH", "QC"] }, { hand: ["5D", "KD", "AD"] }, { hand: ["5H", "5S", "AC"] }], {
        starter: ["4S"],
      }),
      { tossFives: true },
    );
    await table.apply(0, play(["5C"]));
    expect(await table.active()).toEqual([1]);
    expect(await table.legal(1)).toEqual(expect.arrayContaining(["toss 5D", "passToss"]));
    await table.apply(1, { type: "toss", cards: ["5D"] });
    expect(await table.active()).toEqual([2]);
    await table.apply(2, { type: "toss", cards: ["5H", "5S"] });
    const v = await table.view(null);
    expect(v.pile).toEqual([]);
    expect(await table.active()).toEqual([2]);
  });

  it("SH-10 (edge 30): a play repeating an id or naming a card outside the source is rejected; listed actions apply", async () => {
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["4S"] }));
    const v0 = await table.view(0);
    const kh = v0.hand?.find((c) => c.card === "KH")?.id as string;
    const before = await table.views();
    const dup = await table.engine.request({
      cmd: "apply",
      seat: 0,
      action: { type: "play", cards: [kh, kh], use: "set" },
    });
    expect(dup.error?.code).toBe("DUPLICATE_CARD");
    expect(dup.error?.ruleId).toBe("SH-10");
    const starterId = v0.pile[0].cards[0].id;
    const outside = await table.engine.request({
      cmd: "apply",
      seat: 0,
      action: { type: "play", cards: [starterId], use: "set" },
    });
    expect(outside.error?.code).toBe("NOT_IN_SOURCE");
    const unknown = await table.engine.request({
      cmd: "apply",
      seat: 0,
      action: { type: "play", cards: ["nope"], use: "set" },
    });
    expect(unknown.error?.code).toBe("NOT_IN_SOURCE");
    await table.reject(1, play(["KD"]), "NOT_YOUR_TURN", "SH-9");
    expect(await table.views()).toEqual(before);
    const actions = (await table.engine.call({ cmd: "legal", seat: 0 })).actions as Action[];
    for (const action of actions) {
      await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["4S"] }));
      const ids = new Map((await table.view(0)).hand?.map((c) => [c.card, c.id]));
      const byFace = new Map(v0.hand?.map((c) => [c.id, c.card]));
      const cards = (action.cards as string[] | undefined)?.map((id) => ids.get(byFace.get(id) ?? "") ?? id);
      const reply = await table.engine.request({
        cmd: "apply",
        seat: 0,
        action: { ...action, ...(cards ? { cards } : {}) },
      });
      expect(reply.ok, JSON.stringify(reply.error)).toBe(true);
    }
  });

  it("SH-1/SH-2 (edge 29): hidden hands go as counts, face-down cards as slots (owner included), no stock order", async () => {
    await table.start(
      2,
      "SH",
      shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["4S"], stock: ["7S"] }),
    );
    const own = await table.view(0);
    const other = await table.view(1);
    const spectator = await table.view(null);
    expect(own.seats[0].bottom.slice(0, 3)).toEqual(["down", "down", "down"]);
    expect(other.hand?.map((c) => c.card)).toEqual(["5D", "KD", "AS"]);
    expect(other.seats[0].handCount).toBe(4);
    expect(spectator.hand).toBeNull();
    const hiddenFaces = ["5C", "KH", "QC", "7S"];
    for (const face of hiddenFaces) {
      expect(JSON.stringify(other)).not.toContain(`"${face}"`);
      expect(JSON.stringify(spectator)).not.toContain(`"${face}"`);
    }
    // face-down cards: nobody sees the lower layer, not even the owner
    const lower0 =
      mkDeal(3, [{ hand: ["5C", "KH", "QC"] }, { hand: ["5D", "KD", "AS"] }]).seats?.[0].lower ?? [];
    for (const face of lower0) expect(JSON.stringify(own)).not.toContain(`"${face}"`);
    // ids of hidden cards are not in other views
    for (const c of own.hand ?? []) {
      expect(JSON.stringify(other)).not.toContain(c.id);
      expect(JSON.stringify(spectator)).not.toContain(c.id);
    }
  });
});

describe("Cut Throat (CT preset): 6 face, J power, pending 10, 2 next, freebie, draws", () => {
  openTable();

  it("SH-4/SH-2: a CT deal: 4 + 4 face-down bottom cards (unknown to the owner too) and 5 hand cards", async () => {
    await table.engine.call({ cmd: "new", game: "shithead", players: 2, preset: "CT", seed: "ct-deal" });
    const v = await table.view(1);
    expect(v.seats[0].bottom).toEqual(Array(8).fill("down"));
    expect(v.seats[1].bottom).toEqual(Array(8).fill("down"));
    // the first player drew to handMin+1 (SH-11), the other holds the 5 dealt
    const first = v.turn;
    expect(v.seats[first].handCount).toBe(6);
    expect(v.seats[1 - first].handCount).toBe(5);
    expect(v.hand?.length).toBe(v.seats[1].handCount);
    expect(v.phase).toBe("act");
  });

  it("SH-24 (edge 2): a 3 on a 6 is illegal; a 3 on a J gives powerOnly", async () => {
    await table.start(2, "CT", ctDeal(["3C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["6S"] }));
    expect(topOf(await table.view(0))).toBe("faceOnly");
    expect(await table.legal(0)).not.toContain("play 3C");
    await table.reject(0, play(["3C"]), "ILLEGAL_ON_TOP", "SH-22");
    await table.start(2, "CT", ctDeal(["3C", "KH", "QC"], ["5D", "8D", "2S"], { starter: ["JS"] }));
    expect(topOf(await table.view(0))).toBe("powerOnly");
    await table.apply(0, play(["3C"]));
    expect(topOf(await table.view(null))).toBe("powerOnly");
    const legal = await table.legal(1);
    expect(legal).toEqual(expect.arrayContaining(["play 8D", "play 2S"]));
    expect(legal).not.toContain("play 5D");
  });

  it("SH-26: a 6 gives faceOnly: Q K A, a J or a 6 may follow; no 2, 3, 8, 10 or low card", async () => {
    await table.start(
      2,
      "CT",
      ctDeal(["6C", "KH"], ["5D", "QD", "AS", "JD", "6D", "2S", "8D", "10D", "3D"], { starter: ["4S"] }),
    );
    await table.apply(0, play(["6C"]));
    expect(topOf(await table.view(null))).toBe("faceOnly");
    expect((await table.legal(1)).sort()).toEqual(["play 6D", "play AS", "play JD", "play QD"].sort());
  });

  it("SH-29: a J gives powerOnly: 2 3 8 or a J may follow; no 10, no regular card", async () => {
    await table.start(
      2,
      "CT",
      ctDeal(["JC", "KH"], ["5D", "QD", "AS", "JD", "6D", "2S", "8D", "10D", "3D"], { starter: ["4S"] }),
    );
    await table.apply(0, play(["JC"]));
    expect(topOf(await table.view(null))).toBe("powerOnly");
    expect((await table.legal(1)).sort()).toEqual(["play 2S", "play 3D", "play 8D", "play JD"].sort());
  });

  it("SH-22 (edge 4): in CT+ a 10 is illegal on an 8, a J and a 6", async () => {
    for (const starter of ["8S", "JS", "6S"]) {
      await table.start(2, "CT", ctDeal(["10C", "5C", "QC"], ["5D", "KD", "AS"], { starter: [starter] }));
      expect(await table.legal(0)).not.toContain("play 10C");
      await table.reject(0, play(["10C"]), "ILLEGAL_ON_TOP", "SH-22");
    }
  });

  it("SH-28/SH-9: in CT a 10 leaves a pending clear; with no cancel card the next player accepts it and leads", async () => {
    await table.start(2, "CT", ctDeal(["10C", "5C", "QC"], ["5D", "KD", "AS"], { starter: ["9S"] }));
    await table.apply(0, play(["10C"]));
    const v = await table.view(null);
    // the acceptance is automatic (no legal answer): the pile went to the graveyard, seat 1 leads
    expect(v.pile).toEqual([]);
    expect(v.graveyard).toEqual(expect.arrayContaining(["9S", "10C"]));
    expect(await table.active()).toEqual([1]);
    expect(await table.legal(1)).toEqual(expect.arrayContaining(["play 5D", "play KD", "play AS"]));
  });

  it("SH-23: in CT a 2 gives the next player a freeplay (no replay)", async () => {
    await table.start(2, "CT", ctDeal(["2C", "5C", "QC"], ["4D", "KD", "AS"], { starter: ["AD"] }));
    await table.apply(0, play(["2C"]));
    expect(topOf(await table.view(null))).toBe("freeplay");
    expect(await table.active()).toEqual([1]);
    expect(await table.legal(1)).toEqual(expect.arrayContaining(["play 4D", "play KD", "play AS"]));
  });

  it("SH-30 (edge 10): four 7s in CT do not clear", async () => {
    await table.start(2, "CT", ctDeal(["7C", "7D", "KH"], ["7H", "7S", "AS", "QD"], { starter: ["5S"] }));
    await table.apply(0, play(["7C", "7D"]));
    await table.apply(1, play(["7H", "7S"]));
    const v = await table.view(null);
    expect(pileFaces(v)).toEqual(expect.arrayContaining(["7C", "7D", "7H", "7S", "5S"]));
    expect(topOf(v)).toBe("numeric(7)");
    expect(await table.active()).toEqual([0]);
  });

  it("SH-11 (edge 23): a CT hand of 10 cannot draw; pickups ignore handMax", async () => {
    const ten = ["4S", "5C", "7C", "7D", "9S", "QC", "QH", "KH", "KC", "AH"];
    await table.start(2, "CT", ctDeal(ten, ["5D", "KD", "AS"], { starter: ["8S"], stock: ["JD", "JC"] }));
    const v = await table.view(0);
    expect(v.phase).toBe("act");
    expect(v.hand?.length).toBe(10);
    expect(v.stocks).toEqual([2]);
    expect(await table.legal(0)).not.toContain("draw");
    // a hand of 10 with no legal card on a pile of 3 picks up 13
    await table.start(
      2,
      "CT",
      ctDeal(["4H", "5C", "7C", "7D", "9S", "QC", "QH", "KH", "KC", "4D"], ["5D", "KD", "AS"], {
        pile: ["AD", "AC", "5S"],
        stock: ["JD", "JC"],
      }),
    );
    await table.apply(0, PICKUP);
    expect((await table.view(0)).hand?.length).toBe(13);
    expect((await table.view(0)).stocks).toEqual([2]);
  });

  it("SH-11: a CT hand between handMin and handMax may draw one or skip", async () => {
    await table.start(
      2,
      "CT",
      ctDeal(["4S", "5C", "7C", "7D", "9S", "QC", "QH"], ["5D", "KD", "AS"], {
        starter: ["8S"],
        stock: ["JD", "JC"],
      }),
    );
    expect((await table.legal(0)).sort()).toEqual(["draw", "skipDraw"]);
    await table.apply(0, { type: "skipDraw" });
    expect((await table.view(0)).hand?.length).toBe(7);
  });

  it("SH-74 (edge 27): CT freebie: keep it, then flip an illegal second card: pick up, optionally with a same-rank freebie", async () => {
    await table.start(
      2,
      "CT",
      mkDeal(
        4,
        [
          { hand: [], lower: ["5C", "QC", "QD", "JC"], upper: ["4C", "4D", "9C", "4H"] },
          { hand: ["5D", "KD", "AS"] },
        ],
        {
          pile: ["KS", "7S"],
        },
      ),
    );
    const legal = await table.legal(0);
    expect(legal.sort()).toEqual(["flip slot 4", "flip slot 5", "flip slot 6", "flip slot 7"]);
    await table.apply(0, { type: "flip", slot: 4 });
    // 4C on a K: illegal; as a freebie the actor may keep it
    expect(await table.legal(0)).toEqual(expect.arrayContaining(["keepFreebie"]));
    await table.apply(0, { type: "keepFreebie" });
    const kept = await table.view(1);
    expect(kept.seats[0].bottom[4]).toMatchObject({ card: "4C" });
    await table.apply(0, { type: "flip", slot: 5 });
    const second = await table.legal(0);
    // 4D is illegal too: pick up, with or without the kept 4C ("pairs are pairs")
    expect(second.sort()).toEqual(["pickUp", "pickUp 4C"].sort());
    await table.apply(0, { type: "pickUp", cards: ["4C"] });
    const v = await table.view(0);
    expect(faces(v.hand).sort()).toEqual(["4C", "4D", "7S", "KS"]);
    expect(v.seats[0].bottom[4]).toBeNull();
    expect(v.seats[0].bottom[5]).toBeNull();
  });

  it("SH-74 (edge 27): a kept freebie is an ordinary face-up card, played later", async () => {
    await table.start(
      2,
      "CT",
      mkDeal(
        4,
        [
          { hand: [], lower: ["5C", "QC", "QD", "JC"], upper: ["4C", "KC", "9C", "4H"] },
          { hand: ["5D", "KD", "AS"] },
        ],
        {
          pile: ["QS", "7S"],
        },
      ),
    );
    await table.apply(0, { type: "flip", slot: 4 });
    await table.apply(0, { type: "keepFreebie" });
    await table.apply(0, { type: "flip", slot: 5 });
    expect(await table.legal(0)).toContain("playFlipped KC");
    await table.apply(0, { type: "playFlipped", cards: ["KC"], use: "set" });
    await table.apply(1, play(["AS"]));
    // the kept 4C is not legal on an Ace; the actor may flip a face-down card
    const legal = await table.legal(0);
    expect(legal).not.toContain("play 4C");
    expect(legal).toEqual(expect.arrayContaining(["flip slot 6", "flip slot 7"]));
  });

  it("SH-74: keepFreebie is not offered when no other face-down card is accessible", async () => {
    await table.start(
      2,
      "CT",
      mkDeal(4, [{ hand: [], lower: [], upper: ["4C"] }, { hand: ["5D", "KD", "AS"] }], {
        pile: ["KS", "7S"],
      }),
    );
    await table.apply(0, { type: "flip", slot: 4 });
    const legal = await table.legal(0);
    expect(legal).not.toContain("keepFreebie");
    await table.reject(0, { type: "keepFreebie" }, "NO_FREEBIE", "SH-74");
  });
});

describe("Cut Throat Spades (CTS): cancel cards, jokers, counters, blocks", () => {
  openTable();

  it("SH-32 (edge 3): a CC cancels a 3 that copies an 8; it cannot cancel a 3 that copies a plain 9", async () => {
    await table.start(2, "CTS", ctDeal(["7S", "QC", "KH"], ["5D", "KD", "AD"], { pile: ["3C", "8C"] }));
    expect(topOf(await table.view(0))).toBe("lessThan8");
    expect(await table.legal(0)).toContain("play 7S cancel");
    await table.apply(0, cancel("7S"));
    const v = await table.view(null);
    expect(topOf(v)).toBe("numeric(7)");
    expect(topLayer(v).how).toBe("cancel");
    await table.start(2, "CTS", ctDeal(["7S", "QC", "KH"], ["5D", "KD", "AD"], { pile: ["3C", "9C"] }));
    expect(topOf(await table.view(0))).toBe("numeric(9)");
    expect(await table.legal(0)).not.toContain("play 7S cancel");
    await table.reject(0, cancel("7S"));
  });

  it("SH-32 (edge 6): a lone 4♠ on a pending 10 gives numeric(4) and keeps the pile; 4♠ + 4♥ as a cancel is rejected", async () => {
    await table.start(2, "CTS", ctDeal(["10C", "QC", "KH"], ["4S", "4H", "KD", "10D"], { starter: ["9D"] }));
    await table.apply(0, play(["10C"]));
    const pending = await table.view(1);
    expect(topOf(pending)).toBe("pendingClear");
    expect(await table.active()).toEqual([1]);
    const legal = await table.legal(1);
    expect(legal.sort()).toEqual(["acceptClear", "play 4S cancel"].sort());
    // a 10 on a pending 10 is illegal (edge 4)
    await table.reject(1, play(["10D"]));
    await table.reject(1, { type: "play", cards: ["4S", "4H"], use: "cancel" }, "CANCEL_ALONE", "SH-32");
    await table.apply(1, cancel("4S"));
    const v = await table.view(null);
    expect(topOf(v)).toBe("numeric(4)");
    expect(pileFaces(v)).toEqual(expect.arrayContaining(["9D", "10C", "4S"]));
  });

  it("SH-9/SH-28: acceptClear on a pending 10: the pile goes to the graveyard and the actor leads", async () => {
    await table.start(2, "CTS", ctDeal(["10C", "QC", "KH"], ["4S", "5H", "KD"], { starter: ["9D"] }));
    await table.apply(0, play(["10C"]));
    await table.apply(1, ACCEPT);
    const v = await table.view(null);
    expect(v.pile).toEqual([]);
    expect(v.graveyard).toEqual(expect.arrayContaining(["9D", "10C"]));
    expect(await table.active()).toEqual([1]);
    expect(await table.legal(1)).toEqual(expect.arrayContaining(["play 4S", "play 5H", "play KD"]));
  });

  it("SH-32: a CC played as a normal card is just its rank and like cards may join it", async () => {
    await table.start(2, "CTS", ctDeal(["KS", "KC", "5C"], ["5D", "AD", "AH"], { starter: ["9D"] }));
    expect(await table.legal(0)).toContain("play KS+KC");
    await table.apply(0, play(["KS", "KC"]));
    expect(topOf(await table.view(null))).toBe("numeric(K)");
  });

  it("SH-31 (edge 11): a Jk on an empty pile has no effect; on a 6 or a pending 10 it is illegal; on a J it is legal", async () => {
    await table.start(2, "CTS", ctDeal(["JK", "QC", "KH"], ["5D", "KD", "AD"], { starter: [] }));
    await table.apply(0, play(["JK"]));
    let v = await table.view(null);
    expect(v.graveyard).toContain("JK");
    expect(topOf(v)).toBe("empty");
    expect(await table.active()).toEqual([1]);
    await table.start(2, "CTS", ctDeal(["JK", "QC", "KH"], ["5D", "KD", "AD"], { starter: ["6D"] }));
    expect(await table.legal(0)).not.toContain("play JK");
    await table.reject(0, play(["JK"]), "ILLEGAL_ON_TOP", "SH-22");
    await table.start(2, "CTS", ctDeal(["10C", "QC", "KH"], ["JK", "4S", "KD"], { starter: ["9D"] }));
    await table.apply(0, play(["10C"]));
    expect(await table.legal(1)).not.toContain("play JK");
    await table.reject(1, play(["JK"]));
    await table.start(2, "CTS", ctDeal(["JK", "QC", "KH"], ["5D", "KD", "AD"], { starter: ["JD"] }));
    expect(await table.legal(0)).toContain("play JK");
    await table.apply(0, play(["JK"]));
    v = await table.view(1);
    // seat 1 has no counter and no block: the pickup is automatic (SH-9) and seat 1 leads (SH-62)
    expect(v.graveyard).toContain("JK");
    expect(faces(v.hand).sort()).toEqual(["5D", "AD", "JD", "KD"]);
    expect(v.pile).toEqual([]);
    expect(await table.active()).toEqual([1]);
  });

  it("SH-33/SH-62 (edge 12): 2 players: A Jk, B 5♠, A Q♠: B picks up the pile with both counters and leads", async () => {
    await table.start(2, "CTS", ctDeal(["JK", "QS", "KH"], ["5S", "KD", "AD"], { starter: ["9D"] }));
    await table.apply(0, play(["JK"]));
    expect(await table.active()).toEqual([1]);
    expect(await table.legal(1)).toEqual(expect.arrayContaining(["counter 5S", "pickUp"]));
    await table.apply(1, { type: "counter", card: "5S" });
    expect(topOf(await table.view(null))).toBe("pendingPickup(jk, countered)");
    expect(await table.active()).toEqual([0]);
    await table.apply(0, { type: "counter", card: "QS" });
    expect(await table.active()).toEqual([1]);
    // B has no answer left: the pickup is automatic (SH-9), then B leads (SH-62)
    const v = await table.view(1);
    expect(faces(v.hand).sort()).toEqual(["5S", "9D", "AD", "KD", "QS"].sort());
    expect(v.pile).toEqual([]);
    expect(await table.active()).toEqual([1]);
    expect(faces((await table.view(0)).seats[1].known).sort()).toEqual(["5S", "9D", "QS"]);
  });

  it("SH-33 (edge 13): after a counter, a plain 5 or Q, or 5♠ + 5♥, is rejected", async () => {
    await table.start(
      3,
      "CTS",
      mkDeal(
        4,
        [
          { hand: ["JK", "KH", "KC"] },
          { hand: ["5S", "5H", "KD", "AD"] },
          { hand: ["5D", "QD", "QS", "AH"] },
        ],
        {
          starter: ["9D"],
        },
      ),
    );
    await table.apply(0, play(["JK"]));
    await table.reject(1, { type: "counter", card: "5H" }, "BAD_COUNTER", "SH-33");
    await table.reject(1, play(["5S", "5H"]));
    await table.apply(1, { type: "counter", card: "5S" });
    expect(await table.active()).toEqual([2]);
    const legal = await table.legal(2);
    expect(legal.sort()).toEqual(["counter QS", "pickUp"]);
    await table.reject(2, { type: "counter", card: "QD" }, "BAD_COUNTER", "SH-33");
    await table.reject(2, play(["5D"]));
    await table.reject(2, play(["QD"]));
  });

  it("SH-33/SH-62 (edge 41): 3 players: A Jk, B 5♠: C, not A, faces the pickup; a picker after a Jk leads", async () => {
    await table.start(
      3,
      "CTS",
      mkDeal(4, [{ hand: ["JK", "KH", "KC"] }, { hand: ["5S", "KD", "AD"] }, { hand: ["5D", "QD", "AH"] }], {
        starter: ["9D"],
      }),
    );
    await table.apply(0, play(["JK"]));
    await table.apply(1, { type: "counter", card: "5S" });
    // C has no answer: the pickup is automatic (SH-9); A's hand is untouched
    const v = await table.view(2);
    expect((await table.view(0)).hand?.length).toBe(2);
    expect(faces(v.hand).sort()).toEqual(["5D", "5S", "9D", "AH", "QD"].sort());
    expect(v.pile).toEqual([]);
    expect(await table.active()).toEqual([2]);
  });

  it("SH-34/SH-55 (edge 14): blocking with four 10s leaves the next player on pendingClear", async () => {
    await table.start(
      2,
      "CTS",
      ctDeal(["JK", "7S", "KC"], ["10S", "10H", "10D", "10C", "AD"], { starter: ["9D"] }),
    );
    await table.apply(0, play(["JK"]));
    expect(await table.legal(1)).toContain("block 10S+10H+10D+10C");
    await table.reject(1, { type: "block", cards: ["10S", "10H", "10D"] });
    await table.apply(1, { type: "block", cards: ["10S", "10H", "10D", "10C"] });
    const v = await table.view(null);
    expect(topOf(v)).toBe("pendingClear");
    expect(topLayer(v).how).toBe("block");
    expect(await table.active()).toEqual([0]);
    expect((await table.legal(0)).sort()).toEqual(["acceptClear", "play 7S cancel"]);
  });

  it("SH-34 (edge 46): four 7s blocking a Jk countered by 5♠ give numeric(7), the 5♠ below", async () => {
    await table.start(
      3,
      "CTS",
      mkDeal(
        4,
        [
          { hand: ["JK", "KH", "KC"] },
          { hand: ["5S", "KD", "AD"] },
          { hand: ["7S", "7H", "7D", "7C", "AH"] },
        ],
        {
          starter: ["9D"],
        },
      ),
    );
    await table.apply(0, play(["JK"]));
    await table.apply(1, { type: "counter", card: "5S" });
    await table.apply(2, { type: "block", cards: ["7S", "7H", "7D", "7C"] });
    const v = await table.view(null);
    expect(topOf(v)).toBe("numeric(7)");
    expect(pileFaces(v).slice(-5)).toEqual(expect.arrayContaining(["5S", "7S", "7H", "7D", "7C"]));
    expect(pileFaces(v)).toContain("5S");
    expect(await table.active()).toEqual([0]);
  });

  it("SH-34: a block of 3s copies the state the Jk was played on", async () => {
    await table.start(
      2,
      "CTS",
      ctDeal(["JK", "KH", "KC"], ["3S", "3H", "3D", "3C", "AD"], { starter: ["8D"] }),
    );
    await table.apply(0, play(["JK"]));
    await table.apply(1, { type: "block", cards: ["3S", "3H", "3D", "3C"] });
    expect(topOf(await table.view(null))).toBe("lessThan8");
  });

  it("SH-34 (edge 16): A♠ + K K K is rejected as a block (wild A♠ off in CTS; aceSpadesCompletesX4 off)", async () => {
    await table.start(
      2,
      "CTSR",
      ctDeal(["JK", "QH", "QC"], ["AS", "KH", "KD", "KC", "4D"], { starter: ["9D"] }),
    );
    await table.apply(0, play(["JK"]));
    expect((await table.legal(1)).some((a) => a.startsWith("block"))).toBe(false);
    await table.reject(1, { type: "block", cards: ["AS", "KH", "KD", "KC"], as: "KS" });
    await table.reject(1, { type: "block", cards: ["AS", "KH", "KD", "KC"] });
  });

  it("SH-34 (edge 16): under aceSpadesCompletesX4, A♠ + K K K blocks", async () => {
    await table.start(
      2,
      "CTSR",
      ctDeal(["JK", "QH", "QC"], ["AS", "KH", "KD", "KC", "4D"], { starter: ["9D"] }),
      { aceSpadesCompletesX4: true },
    );
    await table.apply(0, play(["JK"]));
    const blocks = (await table.legal(1)).filter((a) => a.startsWith("block"));
    expect(blocks.length).toBeGreaterThan(0);
    await table.applyLegal(1, blocks[0]);
    const v = await table.view(null);
    expect(topLayer(v).how).toBe("block");
    expect(topOf(v)).toBe("numeric(K)");
  });
});

describe("Cut Throat Spades Revised (CTSR): Link2 chains and wild A♠", () => {
  openTable();

  it("SH-40 (edge 7): `10 L K♠` by one player gives numeric(K) and does not clear", async () => {
    await table.start(2, "CTSR", ctDeal(["10C", "2D", "KS", "QC"], ["5D", "KD", "AD"], { starter: ["9D"] }));
    await table.apply(0, play(["10C"]));
    expect(await table.active()).toEqual([0]);
    expect(await table.legal(0)).toEqual(expect.arrayContaining(["link 2D", "endTurn"]));
    await table.apply(0, link("2D"));
    await table.reject(0, END, "CANNOT_END_TURN", "SH-42");
    expect(await table.legal(0)).toContain("play KS cancel");
    await table.apply(0, cancel("KS"));
    const v = await table.view(null);
    expect(topOf(v)).toBe("numeric(K)");
    expect(pileFaces(v)).toEqual(expect.arrayContaining(["9D", "10C", "2D", "KS"]));
    expect(v.graveyard).not.toContain("10C");
  });

  it("SH-40: `6 L Q` and `8 L 6` are legal; `6 L 2` and `Q L 6` are not", async () => {
    await table.start(2, "CTSR", ctDeal(["6C", "2D", "QC", "4H"], ["5D", "KD", "AD"], { starter: ["4D"] }));
    await table.apply(0, play(["6C"]));
    await table.apply(0, link("2D"));
    const legal = await table.legal(0);
    expect(legal).toContain("play QC");
    expect(legal).not.toContain("play 4H");
    await table.apply(0, play(["QC"]));
    expect(topOf(await table.view(null))).toBe("numeric(Q)");
    await table.start(2, "CTSR", ctDeal(["8C", "2D", "6H", "2H"], ["5D", "KD", "AD"], { starter: ["4D"] }));
    await table.apply(0, play(["8C"]));
    await table.apply(0, link("2D"));
    const after8 = await table.legal(0);
    expect(after8).toContain("play 6H");
    await table.start(2, "CTSR", ctDeal(["6C", "2D", "2H", "KH"], ["5D", "KD", "AD"], { starter: ["4D"] }));
    await table.apply(0, play(["6C"]));
    // 6 L 2: no 2 segment fits faceOnly, so only a face card may follow the link
    await table.apply(0, link("2D"));
    expect(await table.legal(0)).not.toContain("play 2H");
    await table.reject(0, play(["2H"]));
    await table.start(2, "CTSR", ctDeal(["QC", "2D", "6H", "KH"], ["5D", "KD", "AD"], { starter: ["4D"] }));
    await table.apply(0, play(["QC"]));
    await table.apply(0, link("2D"));
    expect(await table.legal(0)).not.toContain("play 6H");
    await table.reject(0, play(["6H"]));
  });

  it("SH-41 (edge 8): with linkLimit two a third link from a plain 2 is rejected; a wild declared as a 2 is accepted", async () => {
    await table.start(
      2,
      "CTSR",
      ctDeal(["4C", "2C", "5C", "2D", "7C", "2H", "AS", "9C"], ["5D", "KD", "AD"], { starter: [] }),
    );
    await table.apply(0, play(["4C"]));
    await table.apply(0, link("2C"));
    await table.apply(0, play(["5C"]));
    await table.apply(0, link("2D"));
    await table.apply(0, play(["7C"]));
    const legal = await table.legal(0);
    expect(legal).not.toContain("link 2H");
    await table.reject(0, link("2H"), "LINK_NOT_ALLOWED", "SH-41");
    expect(legal).toContain("link AS");
    await table.apply(0, link("AS"));
    await table.apply(0, play(["9C"]));
    const v = await table.view(null);
    expect(topOf(v)).toBe("numeric(9)");
    expect(pileFaces(v)).toContain("AS");
  });

  it("SH-42 (edge 9): a chain ending on a 2 gives the next player a freeplay; a chain ending on a link is rejected", async () => {
    await table.start(2, "CTSR", ctDeal(["9C", "2C", "2D", "KH"], ["5D", "4D", "AD"], { starter: ["7D"] }));
    await table.apply(0, play(["9C"]));
    await table.apply(0, link("2C"));
    await table.reject(0, END, "CANNOT_END_TURN", "SH-42");
    await table.apply(0, play(["2D"]));
    expect(topOf(await table.view(null))).toBe("freeplay");
    expect(await table.active()).toEqual([1]);
    expect(await table.legal(1)).toEqual(expect.arrayContaining(["play 4D", "play 5D", "play AD"]));
  });

  it("SH-35 (edge 15): a wild declared as an 8 on a 6, or as 10, Jk, 5♠ or Q♠, is rejected; as K♠ it cancels a 10", async () => {
    await table.start(2, "CTSR", ctDeal(["AS", "QC", "KH"], ["5D", "KD", "AD"], { starter: ["6D"] }));
    const legal = await table.legal(0);
    expect(legal).not.toContain("play AS wild as 8C");
    expect(legal).toContain("play AS wild as QC");
    await table.reject(0, wild("AS", "8C"));
    await table.start(2, "CTSR", ctDeal(["AS", "QC", "KH"], ["5D", "KD", "AD"], { starter: ["9D"] }));
    const onNine = await table.legal(0);
    for (const bad of ["10C", "JK", "5S", "QS"]) {
      expect(onNine).not.toContain(`play AS wild as ${bad}`);
      await table.reject(0, wild("AS", bad));
    }
    expect(onNine).toContain("play AS wild as QC");
    expect(onNine).not.toContain("play AS wild as 5C");
    // on an empty pile: a plain 5 or Q is fine, 5♠ and Q♠ are not
    await table.start(2, "CTSR", ctDeal(["AS", "QC", "KH"], ["5D", "KD", "AD"], { starter: [] }));
    const onEmpty = await table.legal(0);
    expect(onEmpty).toEqual(
      expect.arrayContaining(["play AS wild as 5C", "play AS wild as QC", "play AS wild as 2C"]),
    );
    for (const bad of ["10C", "JK", "5S", "QS"]) expect(onEmpty).not.toContain(`play AS wild as ${bad}`);
    await table.start(2, "CTSR", ctDeal(["10C", "QC", "KH"], ["AS", "KD", "AD"], { starter: ["9D"] }));
    await table.apply(0, play(["10C"]));
    expect(await table.legal(1)).toContain("play AS cancel as KS");
    await table.apply(1, wild("AS", "KS", "cancel"));
    const v = await table.view(null);
    expect(topOf(v)).toBe("numeric(K)");
    expect(pileFaces(v)).toContain("10C");
  });

  it("SH-35 (edge 15): an Ace may follow a wild declared as an 8 (numeric(A)); otherwise the 8's state applies", async () => {
    await table.start(2, "CTSR", ctDeal(["AS", "QC", "KH"], ["AD", "5D", "KD"], { starter: ["9D"] }));
    await table.apply(0, wild("AS", "8C"));
    const v = await table.view(null);
    expect(topOf(v)).toBe("lessThan8");
    expect(v.top.wildAce).toBe(true);
    const legal = await table.legal(1);
    expect(legal).toEqual(expect.arrayContaining(["play AD", "play 5D"]));
    expect(legal).not.toContain("play KD");
    await table.apply(1, play(["AD"]));
    expect(topOf(await table.view(null))).toBe("numeric(A)");
  });

  it("SH-73 (edge 44): a flip after a link is rejected; a flipped lone K♠ on lessThan8 is played as a cancel", async () => {
    // SH with Link2 chains (custom): the upper layer is face up, so a chain may go on from it (SH-42)
    await table.start(
      2,
      "SH",
      mkDeal(
        3,
        [
          { hand: ["8C", "2C"], lower: ["JC", "JD", "JH"], upper: ["4C", "4D", "QC"] },
          { hand: ["5D", "KD", "AD"] },
        ],
        {
          starter: ["5C"],
        },
      ),
      { linkLimit: "two" },
    );
    await table.apply(0, play(["8C"]));
    await table.apply(0, link("2C"));
    const afterLink = await table.legal(0);
    expect(afterLink).toContain("play 4C+4D");
    expect(afterLink.some((a) => a.startsWith("flip"))).toBe(false);
    await table.reject(0, { type: "flip", slot: 0 });
    await table.apply(0, play(["4C", "4D"]));
    expect(topOf(await table.view(null))).toBe("numeric(4)");
    await table.start(
      2,
      "CTSR",
      mkDeal(
        4,
        [
          { hand: [], lower: ["JC", "JD", "JH", "QH"], upper: ["KS", "4D", "4H", "QC"] },
          { hand: ["5D", "KD", "AD"] },
        ],
        {
          starter: ["8D"],
        },
      ),
    );
    await table.apply(0, { type: "flip", slot: 4 });
    expect(await table.legal(0)).toContain("playFlipped KS cancel");
    await table.apply(0, { type: "playFlipped", cards: ["KS"], use: "cancel" });
    const v = await table.view(null);
    expect(topOf(v)).toBe("numeric(K)");
    expect(topLayer(v).how).toBe("cancel");
    // a link after playFlipped is rejected: the turn has ended
    expect(await table.active()).toEqual([1]);
  });
});

describe("Cut Throat Gambit (CTG): Gambits, Queens Gambit, Ace switch, stack access", () => {
  openTable();

  it("SH-51 (edge 17): Gambits: 9s on a K are rejected, 4s on an 8 accepted", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["9S", "9H", "9D", "9C", "KC"], ["5D", "KD", "AD"], { starter: ["KH"] }),
    );
    expect((await table.legal(0)).some((a) => a.includes("gambit"))).toBe(false);
    await table.reject(0, play(["9S", "9H", "9D", "9C"], "gambit"));
    await table.start(
      2,
      "CTG",
      mkDeal(
        4,
        [
          {
            hand: ["4S", "4H", "4D", "4C", "KC"],
            lower: ["JC", "JD", "JH", "QH"],
            upper: ["5C", "6D", "6H", "QC"],
          },
          { hand: ["5D", "KD", "AD"] },
        ],
        {
          starter: ["8H"],
        },
      ),
    );
    expect(await table.legal(0)).toContain("play 4S+4H+4D+4C gambit");
    await table.apply(0, play(["4S", "4H", "4D", "4C"], "gambit"));
    const v = await table.view(null);
    // SH-52: the spade goes to the graveyard, the other three stay on top
    expect(v.graveyard).toContain("4S");
    expect(pileFaces(v)).toEqual(expect.arrayContaining(["4H", "4D", "4C"]));
    expect(pileFaces(v)).not.toContain("4S");
  });

  it("SH-54 (edge 17): a Queens Gambit on a J is rejected and on a 6 accepted (pendingPickup(queensGambit))", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["QS", "QH", "QD", "QC", "KC"], ["5D", "KD", "AD"], { starter: ["JH"] }),
    );
    expect((await table.legal(0)).some((a) => a.includes("gambit"))).toBe(false);
    await table.reject(0, play(["QS", "QH", "QD", "QC"], "gambit"));
    await table.start(
      2,
      "CTG",
      ctDeal(["QS", "QH", "QD", "QC", "KC"], ["5D", "KD", "AD"], { starter: ["6H"] }),
    );
    await table.apply(0, play(["QS", "QH", "QD", "QC"], "gambit"));
    // seat 1 has no answer: the pickup is automatic and seat 1 leads
    const v = await table.view(1);
    expect(faces(v.hand)).toEqual(expect.arrayContaining(["6H", "QH", "QD", "QC"]));
    expect(v.graveyard).toContain("QS");
    expect(await table.active()).toEqual([1]);
  });

  it("SH-53 (edge 18): a Jk blocks a Gambit before the choice", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["7S", "7H", "7D", "7C", "KC", "KH"], ["JK", "KD", "AD"], {
        starter: ["5H"],
        stock: ["4D", "4H", "6S", "6C", "9S", "JD"],
      }),
    );
    await table.apply(0, { type: "skipDraw" });
    await table.apply(0, play(["7S", "7H", "7D", "7C"], "gambit"));
    expect(await table.active()).toEqual([1]);
    expect((await table.legal(1)).sort()).toEqual(["jokerResponse JK", "passResponse"]);
    await table.apply(1, { type: "jokerResponse", card: "JK" });
    const v = await table.view(null);
    expect(v.graveyard).toEqual(expect.arrayContaining(["JK", "7S"]));
    expect(topOf(v)).toBe("numeric(7)");
    // no choice was made: seat 1 now plays its normal turn
    expect(await table.active()).toEqual([1]);
    expect((await table.legal(1)).some((a) => a.startsWith("gambitChoice"))).toBe(false);
  });

  it("SH-52/SH-53: without a joker the responder passes and the Gambit player chooses (c): the next player draws 4", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["7S", "7H", "7D", "7C", "KC", "KH"], ["5D", "KD", "AD"], {
        starter: ["5H"],
        stock: ["4D", "4H", "6S", "6C", "9S", "JD"],
      }),
    );
    await table.apply(0, { type: "skipDraw" });
    await table.apply(0, play(["7S", "7H", "7D", "7C"], "gambit"));
    await table.apply(1, { type: "passResponse" });
    expect(await table.active()).toEqual([0]);
    expect((await table.legal(0)).sort()).toEqual(["gambitChoice a", "gambitChoice b", "gambitChoice c"]);
    await table.apply(0, { type: "gambitChoice", choice: "c" });
    // seat 1: 3 + 4 drawn; seat 0 refilled from the last 2 stock cards (SH-52 step 4)
    const v = await table.view(null);
    expect(v.seats[1].handCount).toBe(7);
    expect(v.seats[0].handCount).toBe(4);
    expect(v.stocks).toEqual([0]);
  });

  it("SH-54 (edge 18, edge 46): a Queens Gambit countered by 5♠ can then be Jk-blocked: numeric(Q), the 5♠ below", async () => {
    await table.start(
      3,
      "CTG",
      mkDeal(
        4,
        [
          { hand: ["QS", "QH", "QD", "QC", "KC"] },
          { hand: ["5S", "KD", "AD"] },
          { hand: ["JK", "4D", "AH"] },
        ],
        {
          starter: ["9H"],
        },
      ),
    );
    await table.apply(0, play(["QS", "QH", "QD", "QC"], "gambit"));
    expect(topOf(await table.view(null))).toBe("pendingPickup(queensGambit)");
    await table.apply(1, { type: "counter", card: "5S" });
    expect(await table.active()).toEqual([2]);
    expect(await table.legal(2)).toContain("jokerBlock JK");
    await table.apply(2, { type: "jokerBlock", card: "JK" });
    const v = await table.view(null);
    expect(topOf(v)).toBe("numeric(Q)");
    expect(pileFaces(v)).toContain("5S");
    expect(v.graveyard).toContain("JK");
    // the actor then Acts
    expect(await table.active()).toEqual([2]);
    expect(await table.legal(2)).toContain("play AH");
  });

  it("SH-34/SH-55 (edge 14): a block of four different-suit 9s is never a Gambit (no window, no choice)", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["JK", "KH", "KC"], ["9S", "9H", "9D", "9C", "AD"], { starter: ["5D"] }),
    );
    await table.apply(0, play(["JK"]));
    await table.apply(1, { type: "block", cards: ["9S", "9H", "9D", "9C"] });
    const v = await table.view(null);
    expect(topOf(v)).toBe("numeric(9)");
    expect(pileFaces(v)).toContain("9S");
    expect(await table.active()).toEqual([0]);
  });

  it("SH-52/SH-80 (edge 19): a Gambit of the last hand cards with the stock empty offers only (d); with no bottom cards the actor is out", async () => {
    await table.start(
      2,
      "CTG",
      mkDeal(
        4,
        [
          { hand: ["KS", "KH", "KD", "KC"], lower: ["JC", "JD", "", ""].filter(Boolean), upper: [] },
          { hand: ["5D", "QD", "AD"] },
        ],
        {
          starter: ["5H"],
        },
      ),
    );
    await table.apply(0, play(["KS", "KH", "KD", "KC"], "gambit"));
    await table.apply(1, { type: "passResponse" });
    expect(await table.legal(0)).toEqual(["gambitChoice d"]);
    await table.apply(0, { type: "gambitChoice", choice: "d" });
    expect((await table.legal(0)).sort()).toEqual(["gambitTake slot 0", "gambitTake slot 1"]);
    await table.apply(0, { type: "gambitTake", slot: 1 });
    await table.apply(0, { type: "gambitTake", slot: 0 });
    const own = await table.view(0);
    expect(faces(own.hand).sort()).toEqual(["JC", "JD"]);
    expect(JSON.stringify(await table.view(1))).not.toContain('"JC"');
    await table.start(
      2,
      "CTG",
      mkDeal(4, [{ hand: ["KS", "KH", "KD", "KC"], lower: [], upper: [] }, { hand: ["5D", "QD", "AD"] }], {
        starter: ["5H"],
      }),
    );
    await table.apply(0, play(["KS", "KH", "KD", "KC"], "gambit"));
    expect(await table.outcome()).toMatchObject({ places: [1, 2] });
  });

  it("SH-52 (edge 42): Gambit (a) with 2 hand cards discards both", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["KS", "KH", "KD", "KC", "4C", "9H"], ["5D", "QD", "AD"], { starter: ["5H"], stock: ["JD"] }),
    );
    await table.apply(0, { type: "skipDraw" });
    await table.apply(0, play(["KS", "KH", "KD", "KC"], "gambit"));
    await table.apply(1, { type: "passResponse" });
    await table.apply(0, { type: "gambitChoice", choice: "a" });
    const v = await table.view(null);
    expect(v.graveyard).toEqual(expect.arrayContaining(["4C", "9H", "KS"]));
  });

  it("SH-58 (edge 20): 4 4 5 7 7 → two Aces take the 7s; a pair with one Ace, or a run over an 8 or a J, is rejected", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["AH", "AD", "KC"], ["5D", "QD", "4D"], { pile: ["7C", "7D", "5C", "4H", "4C"] }),
    );
    const legal = await table.legal(0);
    expect(legal).toContain("switch AH+AD");
    await table.reject(0, { type: "switch", cards: ["AH"] }, "SWITCH_NOT_ALLOWED", "SH-58");
    await table.apply(0, { type: "switch", cards: ["AH", "AD"] });
    const v = await table.view(0);
    expect(faces(v.hand).sort()).toEqual(["7C", "7D", "KC"]);
    expect(topOf(v)).toBe("numeric(A)");
    expect(await table.active()).toEqual([1]);
    for (const under of ["8H", "JH"]) {
      await table.start(2, "CTG", ctDeal(["AH", "KC"], ["5D", "QD", "4D"], { pile: ["9C", under] }));
      expect((await table.legal(0)).some((a) => a.startsWith("switch"))).toBe(false);
      await table.reject(0, { type: "switch", cards: ["AH"] }, "SWITCH_NOT_ALLOWED", "SH-58");
    }
  });

  it("SH-58: K 3 K → only the top K is switched", async () => {
    await table.start(2, "CTG", ctDeal(["AH", "AD", "4C"], ["5D", "QD", "4D"], { pile: ["KC", "3C", "KD"] }));
    const switches = (await table.legal(0)).filter((a) => a.startsWith("switch"));
    // one Ace for the one top K (with Gambits on, each Ace is its own choice: RULES.md canonical actions)
    expect(switches.sort()).toEqual(["switch AD", "switch AH"]);
  });

  it("SH-70 (edge 28): CTG stack: a lower card opens only when its upper card is gone; a kept freebie still covers it", async () => {
    await table.start(
      2,
      "CTG",
      mkDeal(
        4,
        [
          { hand: [], lower: ["JC", "JD", "JH", "QH"], upper: ["4C", "", "", ""].filter(Boolean) },
          { hand: ["5D", "KD", "AD"] },
        ],
        {
          pile: ["KS", "7S"],
        },
      ),
    );
    const v = await table.view(0);
    // slot 0 is covered by 4C (slot 4); slots 1..3 have no upper card
    expect(v.seats[0].accessible.sort()).toEqual([1, 2, 3, 4]);
    await table.apply(0, { type: "flip", slot: 4 });
    await table.apply(0, { type: "keepFreebie" });
    const kept = await table.view(0);
    expect(kept.seats[0].accessible).not.toContain(0);
    expect((await table.legal(0)).sort()).toEqual(["flip slot 1", "flip slot 2", "flip slot 3"]);
  });
});

describe("CTR, CTR&B and custom mixes", () => {
  openTable();

  it("SH-12/SH-80 (edge 38): in CTR emptying the hand wins at once, and there is no refill after a play", async () => {
    await table.start(
      3,
      "CTR",
      mkDeal(
        0,
        [
          { hand: ["KC", "4C", "5C", "6C", "7C", "9C"] },
          { hand: ["5D", "QD", "AD"] },
          { hand: ["5H", "QH", "AH"] },
        ],
        {
          starter: ["4H"],
          stock: ["JC", "JD", "JH", "JS", "QS", "QC", "KD", "KH"],
        },
      ),
    );
    expect((await table.legal(0)).sort()).toEqual(["draw", "skipDraw"]);
    await table.apply(0, { type: "skipDraw" });
    await table.apply(0, play(["KC"]));
    expect((await table.view(0)).hand?.length).toBe(5);
    await table.start(
      3,
      "CTR",
      mkDeal(0, [{ hand: ["KC"] }, { hand: ["5D", "QD", "AD"] }, { hand: ["5H", "QH", "AH"] }], {
        starter: ["4H"],
        stock: [],
      }),
    );
    await table.apply(0, play(["KC"]));
    const out = await table.outcome();
    // endAt firstOut: the others are placed by cards held (SH-83): equal holdings share a place
    expect(out?.places).toEqual([1, 2, 2]);
  });

  it("SH-6/SH-8 (edge 43): a CTR&B black stock holding only 10♠ 10♣ Jk: the pile starts empty", async () => {
    await table.start(2, "CTR&B", {
      seats: [
        { hand: ["5C", "KH", "QC", "4D", "9D"], lower: ["JC", "JS", "QS"], upper: ["JH", "JD", "QH"] },
        {
          hand: ["5S", "KD", "QD", "4H", "9H"],
          lower: ["KC", "KS", "AS"],
          upper: ["AH", "AD", "7D"],
        },
      ],
      black: ["10S", "10C", "JK"],
      red: ["2H", "3H"],
      first: 0,
      dealer: 1,
    });
    const v = await table.view(null);
    expect(v.pile).toEqual([]);
    expect(topOf(v)).toBe("empty");
  });

  it("SH-24 (edge 34): threeReverse does nothing with 2 players; with 3, A plays K, B plays 3, A faces the K", async () => {
    await table.start(
      3,
      "SH",
      mkDeal(3, [{ hand: ["KC", "4C", "5C"] }, { hand: ["3D", "QD", "AD"] }, { hand: ["5H", "QH", "AH"] }], {
        starter: ["4H"],
      }),
      { threeReverse: "perSet" },
    );
    await table.apply(0, play(["KC"]));
    await table.apply(1, play(["3D"]));
    expect(await table.active()).toEqual([0]);
    expect(topOf(await table.view(null))).toBe("numeric(K)");
    await table.start(2, "SH", shDeal(["KC", "4C", "5C"], ["3D", "QD", "AD"], { starter: ["4H"] }), {
      threeReverse: "perSet",
    });
    await table.apply(0, play(["KC"]));
    await table.apply(1, play(["3D"]));
    expect(await table.active()).toEqual([0]);
    expect((await table.view(null)).direction).toBe(1);
  });

  it("SH-25 (edge 35): evenOdd: on a 9 a 5 or 7 is legal, a 2 or 8 is not; on a 4 a 10 is legal, a J is not; a Jk fits both", async () => {
    await table.start(
      2,
      "CTS",
      ctDeal(["9C", "4C"], ["5D", "7D", "2D", "8D", "JK", "10D", "JD", "AD"], { starter: ["4H"] }),
      { evenOdd: "all" },
    );
    expect(topOf(await table.view(null))).toBe("evenOnly");
    const onFour = await table.legal(0);
    expect(onFour).not.toContain("play 9C");
    await table.start(
      2,
      "CTS",
      ctDeal(["9C", "KC"], ["5D", "7D", "2D", "8D", "JK", "10D", "JD", "AD"], { starter: ["5H"] }),
      { evenOdd: "all" },
    );
    await table.apply(0, play(["9C"]));
    expect(topOf(await table.view(null))).toBe("oddOnly");
    const onNine = await table.legal(1);
    expect(onNine).toEqual(expect.arrayContaining(["play 5D", "play 7D", "play JK", "play AD"]));
    expect(onNine).not.toContain("play 2D");
    expect(onNine).not.toContain("play 8D");
    await table.start(
      2,
      "CTS",
      ctDeal(["4C", "KC"], ["5D", "7D", "2D", "8D", "JK", "10D", "JD", "AD"], { starter: [] }),
      { evenOdd: "all" },
    );
    await table.apply(0, play(["4C"]));
    expect(topOf(await table.view(null))).toBe("evenOnly");
    const onEven = await table.legal(1);
    expect(onEven).toEqual(expect.arrayContaining(["play 10D", "play JK", "play 2D", "play 8D"]));
    expect(onEven).not.toContain("play JD");
    expect(onEven).not.toContain("play 5D");
  });

  it("SH-3/SH-53 (edge 47): a custom mix with gambits and no jokerPickup has no jokers and no SH-53 window", async () => {
    const reply = await table.newRaw(2, "CT", {
      gambits: true,
      deal: ctDeal(["7S", "7H", "7D", "7C", "KC"], ["5D", "KD", "AD"], {
        starter: ["5H"],
        stock: ["4D", "4H", "6S"],
      }),
    });
    expect(reply.ok, JSON.stringify(reply.error)).toBe(true);
    const bad = await table.newRaw(2, "CT", { gambits: true, deal: { seats: [{ hand: ["JK"] }] } });
    expect(bad.ok).toBe(false);
    expect(bad.error?.code).toBe("BAD_DEAL");
    await table.newRaw(2, "CT", {
      gambits: true,
      deal: ctDeal(["7S", "7H", "7D", "7C", "KC"], ["5D", "KD", "AD"], {
        starter: ["5H"],
        stock: ["4D", "4H", "6S"],
      }),
    });
    await table.apply(0, play(["7S", "7H", "7D", "7C"], "gambit"));
    // no window: the Gambit player chooses at once
    expect(await table.active()).toEqual([0]);
    expect(await table.legal(0)).toEqual(expect.arrayContaining(["gambitChoice b", "gambitChoice c"]));
  });

  it("§6 validation: invalid custom mixes are refused naming the conflicting options", async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ cancelCards: "spades" }, ["cancelCards", "tenLeader"]],
      [{ counterJoker: true }, ["counterJoker", "jokerPickup"]],
      [{ x4BlocksJoker: true }, ["x4BlocksJoker", "jokerPickup"]],
      [{ endAt: "firstOut" }, ["endAt", "bottomLayout"]],
    ];
    for (const [options, names] of cases) {
      const reply = await table.newRaw(2, undefined, options);
      expect(reply.ok, JSON.stringify(options)).toBe(false);
      expect(reply.error?.code).toBe("BAD_OPTION");
      for (const name of names) expect(reply.error?.message).toContain(name);
    }
    const tooMany = await table.newRaw(7, "CTR", {});
    expect(tooMany.error?.code).toBe("BAD_OPTION");
    const nine = await table.newRaw(9, undefined, {});
    expect(nine.error?.code).toBe("BAD_OPTION");
  });

  it("SH-3: preset player ranges: SH 2–8, CT 2–6, CTR 2–6, CTR&B 2–4", async () => {
    for (const [preset, ok, bad] of [
      ["SH", 8, 9],
      ["CT", 6, 7],
      ["CTR", 6, 7],
      ["CTR&B", 4, 5],
    ] as const) {
      expect((await table.newRaw(ok, preset, {})).ok, `${preset} ${ok}`).toBe(true);
      expect((await table.newRaw(bad, preset, {})).ok, `${preset} ${bad}`).toBe(false);
    }
  });

  it("SH-4/SH-2: chaosDeal removes 4 cards unseen (a count only)", async () => {
    await table.engine.call({
      cmd: "new",
      game: "shithead",
      players: 2,
      preset: "CT",
      seed: "chaos",
      options: { chaosDeal: true },
    });
    const v = await table.view(0);
    expect(v.removed).toBe(4);
    const total =
      v.seats.reduce((n, s) => n + s.handCount + s.bottom.filter((c) => c !== null).length, 0) +
      v.stocks.reduce((a, b) => a + b, 0) +
      pileFaces(v).length +
      v.graveyard.length +
      v.removed;
    expect(total).toBe(52);
  });

  it("SH-80/SH-15 (edge 31): going out on a Jk passes the pickup to the next active player", async () => {
    await table.start(
      3,
      "CTS",
      mkDeal(
        4,
        [{ hand: ["JK"], lower: [], upper: [] }, { hand: ["5D", "KD", "AD"] }, { hand: ["5H", "QH", "AH"] }],
        {
          starter: ["9H"],
        },
      ),
    );
    await table.apply(0, play(["JK"]));
    const v = await table.view(1);
    expect(v.seats[0].place).toBe(1);
    expect(faces(v.hand)).toContain("9H");
    expect(await table.active()).toEqual([1]);
  });

  it("SH-80/SH-15 (edge 31): going out on a 2 passes the freeplay to the next active player", async () => {
    await table.start(
      3,
      "CT",
      mkDeal(
        4,
        [{ hand: ["2C"], lower: [], upper: [] }, { hand: ["4D", "KD", "AD"] }, { hand: ["5H", "QH", "AH"] }],
        {
          starter: ["AS"],
        },
      ),
    );
    await table.apply(0, play(["2C"]));
    expect(await table.active()).toEqual([1]);
    expect(topOf(await table.view(null))).toBe("freeplay");
    expect(await table.legal(1)).toContain("play 4D");
  });

  it("SH-81 (edge 32): with one player left the game ends", async () => {
    await table.start(
      2,
      "CT",
      mkDeal(4, [{ hand: ["KC"], lower: [], upper: [] }, { hand: ["4D", "5D", "AD"] }], { starter: ["9S"] }),
    );
    await table.apply(0, play(["KC"]));
    const out = await table.outcome();
    expect(out?.places).toEqual([1, 2]);
    await table.reject(1, PICKUP, "GAME_OVER");
  });

  it("SH-82/SH-83 (edge 33): turns without progress (a pick-and-play loop) end the game; players placed by cards held", async () => {
    await table.start(
      2,
      "CT",
      mkDeal(4, [{ hand: ["5C", "9C"] }, { hand: ["5D", "9D", "KD"] }], { starter: ["7S"] }),
      { stallTurns: 10 },
    );
    // A and B pick up the lone 7 in turn and put it back: no progress event
    let guard = 0;
    while ((await table.outcome()) === null && guard++ < 40) {
      const seat = (await table.active())[0];
      const legal = await table.legal(seat);
      if (legal.includes("pickAndPlay")) await table.apply(seat, PNP);
      else await table.applyLegal(seat, legal.find((a) => a.includes("7S")) ?? legal[0]);
    }
    const out = await table.outcome();
    expect(out).not.toBeNull();
    // A holds 2 + 8 cards, B 3 + 8: A is placed first
    expect(out?.places).toEqual([1, 2]);
  });
});

// ---------------------------------------------------------------------------------------------
// The legality matrix (SH-22), computed here from the brief for single natural cards and lone
// cancels, compared with the engine's `legal` list in CTS + evenOdd all (every CT+ state).

type Top = "empty" | "numeric7" | "lessThan8" | "faceOnly" | "powerOnly" | "evenOnly" | "oddOnly";
const ORDER = ["4", "5", "6", "7", "9", "J", "Q", "K", "A"];
function refereeFits(top: Top, rank: string): boolean {
  switch (top) {
    case "empty":
      return true;
    case "numeric7":
      if (["2", "3", "8", "10", "JK"].includes(rank)) return true;
      return ORDER.indexOf(rank) >= ORDER.indexOf("7");
    case "lessThan8":
      return ["2", "3", "8", "JK", "4", "5", "7", "6"].includes(rank);
    case "faceOnly":
      return ["Q", "K", "A", "6", "J"].includes(rank);
    case "powerOnly":
      return ["2", "3", "8", "JK", "J"].includes(rank);
    case "evenOnly":
      return ["2", "8", "10", "JK", "4", "6"].includes(rank);
    case "oddOnly":
      return ["3", "JK", "5", "7", "9", "A"].includes(rank);
  }
}
const refereeCancels = (top: Top): boolean => !["empty", "numeric7"].includes(top);
const rankOf = (face: string): string => (face === "JK" ? "JK" : face.slice(0, -1));

describe("SH-22 legality matrix (CTS + evenOdd all): every top state against every card class", () => {
  openTable();
  const HAND = [
    "2C",
    "3C",
    "8C",
    "10C",
    "JK",
    "4D",
    "5D",
    "7D",
    "9D",
    "QD",
    "KD",
    "AD",
    "6H",
    "JH",
    "4S",
    "7S",
    "9S",
    "KS",
  ];
  const CC = ["4S", "7S", "9S", "KS"];
  const STARTS: [Top, string[]][] = [
    ["empty", []],
    ["numeric7", ["7H"]],
    ["lessThan8", ["8D"]],
    ["faceOnly", ["6C"]],
    ["powerOnly", ["JC"]],
    ["evenOnly", ["4C"]],
    ["oddOnly", ["9C"]],
  ];
  for (const [top, starter] of STARTS) {
    it(`SH-22/SH-25/SH-26/SH-27/SH-29/SH-31/SH-32: on ${top}, single cards and lone cancels follow the matrix`, async () => {
      await table.start(2, "CTS", ctDeal(HAND, ["5C", "KC", "AC"], { starter }), { evenOdd: "all" });
      const legal = (await table.legal(0)).filter((a) => a.startsWith("play ") && !a.includes("+"));
      const expected = [
        ...HAND.filter((c) => refereeFits(top, rankOf(c))).map((c) => `play ${c}`),
        ...(refereeCancels(top) ? CC.map((c) => `play ${c} cancel`) : []),
      ];
      expect(legal.sort()).toEqual(expected.sort());
    });
  }

  it("SH-32: a lone CC cancels faceOnly: the top becomes numeric(rank), with no even/odd effect", async () => {
    await table.start(2, "CTS", ctDeal(["4S", "KH"], ["5C", "KC", "AC"], { starter: ["6C"] }), {
      evenOdd: "all",
    });
    await table.apply(0, cancel("4S"));
    expect(topOf(await table.view(null))).toBe("numeric(4)");
  });

  it("SH-25: evenOdd spadesOnly: only a normal set holding 4♠ gives evenOnly", async () => {
    await table.start(2, "CTS", ctDeal(["4C", "KH"], ["5C", "KC", "AC"], { starter: [] }), {
      evenOdd: "spadesOnly",
    });
    await table.apply(0, play(["4C"]));
    expect(topOf(await table.view(null))).toBe("numeric(4)");
    await table.start(2, "CTS", ctDeal(["4S", "KH"], ["5C", "KC", "AC"], { starter: [] }), {
      evenOdd: "spadesOnly",
    });
    await table.apply(0, play(["4S"]));
    expect(topOf(await table.view(null))).toBe("evenOnly");
  });

  it("SH-22: in CT a 6 fits numeric(v) only for v ≤ 6 and a J only for v ≤ J", async () => {
    await table.start(2, "CT", ctDeal(["6H", "JH", "KH"], ["5C", "KC", "AC"], { starter: ["7C"] }));
    let legal = await table.legal(0);
    expect(legal).not.toContain("play 6H");
    expect(legal).toContain("play JH");
    await table.start(2, "CT", ctDeal(["6H", "JH", "KH"], ["5C", "KC", "AC"], { starter: ["QC"] }));
    legal = await table.legal(0);
    expect(legal).not.toContain("play JH");
    expect(legal).not.toContain("play 6H");
    await table.start(2, "CT", ctDeal(["6H", "JH", "KH"], ["5C", "KC", "AC"], { starter: ["5D"] }));
    legal = await table.legal(0);
    expect(legal).toEqual(expect.arrayContaining(["play 6H", "play JH", "play KH"]));
  });
});

describe("More flow: Gambit choices, links, freebie pairs, tosses, series, packs, ids", () => {
  openTable();

  it("SH-1/SH-6 (edge 29): a starter 10 returned to the stock gets a new id", async () => {
    // the same seed gives the same ids: learn the 10♠'s id when it is dealt into seat 0's hand
    await table.start(2, "SH", shDeal(["10S", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["9S"] }));
    const dealtId = (await table.view(0)).hand?.find((c) => c.card === "10S")?.id;
    expect(dealtId).toBeDefined();
    // now the 10♠ is the top stock card: turned, returned, and later drawn by seat 0 (stock: 10♠, 9♠)
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { stock: ["10S", "9S"] }));
    const v = await table.view(0);
    expect(pileFaces(v)).toEqual(["9S"]);
    const drawn = v.hand?.find((c) => c.card === "10S");
    expect(drawn).toBeDefined();
    expect(drawn?.id).not.toBe(dealtId);
  });

  it("SH-3: packs and jokers follow the table: SH 5p one pack, 6p two; CTS one joker; CTR&B two jokers", async () => {
    const total = async (players: number, preset: string) => {
      await table.engine.call({ cmd: "new", game: "shithead", players, preset, seed: "packs" });
      const v = await table.view(null);
      return (
        v.seats.reduce((n, s) => n + s.handCount + s.bottom.filter((c) => c !== null).length, 0) +
        v.stocks.reduce((a, b) => a + b, 0) +
        pileFaces(v).length +
        v.graveyard.length +
        v.removed
      );
    };
    expect(await total(5, "SH")).toBe(52);
    expect(await total(6, "SH")).toBe(104);
    expect(await total(3, "CTS")).toBe(53);
    expect(await total(4, "CTS")).toBe(106);
    expect(await total(4, "CTR&B")).toBe(54);
  });

  it("SH-74: a second flipped card of the freebie's rank may take the kept freebie along", async () => {
    await table.start(
      2,
      "CT",
      mkDeal(
        4,
        [
          { hand: [], lower: ["5C", "QC", "QD", "JC"], upper: ["4C", "4D", "9C", "4H"] },
          { hand: ["5D", "KD", "AD"] },
        ],
        {
          pile: ["4S", "7S"],
        },
      ),
    );
    await table.apply(0, { type: "flip", slot: 4 });
    // 4C fits on a 4: playable, or kept as a freebie
    expect((await table.legal(0)).sort()).toEqual(["keepFreebie", "playFlipped 4C"]);
    await table.apply(0, { type: "keepFreebie" });
    await table.apply(0, { type: "flip", slot: 5 });
    const legal = await table.legal(0);
    expect(legal).toEqual(expect.arrayContaining(["playFlipped 4D", "playFlipped 4D+4C"]));
    await table.apply(0, { type: "playFlipped", cards: ["4D", "4C"], use: "set" });
    const v = await table.view(null);
    expect(pileFaces(v)).toEqual(expect.arrayContaining(["4C", "4D"]));
    expect(v.seats[0].bottom[4]).toBeNull();
  });

  it("SH-42/SH-31: a Jk ends the chain: `9 L Jk` gives the next player the pickup", async () => {
    await table.start(2, "CTSR", ctDeal(["9C", "2C", "JK", "KH"], ["5D", "KD", "AD"], { starter: ["7D"] }));
    await table.apply(0, play(["9C"]));
    await table.apply(0, link("2C"));
    await table.apply(0, play(["JK"]));
    const v = await table.view(1);
    // seat 1 had no answer: it picked up 7D 9C 2C and leads
    expect(faces(v.hand).sort()).toEqual(["2C", "5D", "7D", "9C", "AD", "KD"]);
    expect(await table.active()).toEqual([1]);
  });

  it("SH-41: linkLimit one: a plain 2 links once; the 2♠ may be the second link", async () => {
    await table.start(
      2,
      "CT",
      ctDeal(["4C", "2C", "5C", "2D", "2S", "7C", "9C"], ["5D", "KD", "AD"], { starter: [] }),
      { linkLimit: "one" },
    );
    await table.apply(0, play(["4C"]));
    await table.apply(0, link("2C"));
    await table.apply(0, play(["5C"]));
    const legal = await table.legal(0);
    expect(legal).not.toContain("link 2D");
    expect(legal).toContain("link 2S");
    await table.reject(0, link("2D"), "LINK_NOT_ALLOWED", "SH-41");
    await table.apply(0, link("2S"));
    await table.apply(0, play(["7C"]));
    expect(topOf(await table.view(null))).toBe("numeric(7)");
  });

  it("SH-23: in a custom SH chain a self-2 segment ends the chain and the actor replays", async () => {
    await table.start(2, "SH", shDeal(["9C", "2C", "2D", "KH"], ["5D", "KD", "AD"], { starter: ["7D"] }), {
      linkLimit: "two",
    });
    await table.apply(0, play(["9C"]));
    await table.apply(0, link("2C"));
    await table.apply(0, play(["2D"]));
    expect(topOf(await table.view(null))).toBe("freeplay");
    expect(await table.active()).toEqual([0]);
    expect(await table.legal(0)).toContain("play KH");
  });

  it("SH-66: every other active player may toss or pass; order then continues after the actor", async () => {
    await table.start(
      3,
      "CT",
      mkDeal(4, [{ hand: ["5C", "KH", "QC"] }, { hand: ["5D", "KD", "AD"] }, { hand: ["5H", "QH", "AH"] }], {
        starter: ["4S"],
      }),
      { tossFives: true },
    );
    await table.apply(0, play(["5C"]));
    expect(await table.active()).toEqual([1]);
    await table.apply(1, { type: "passToss" });
    expect(await table.active()).toEqual([2]);
    await table.apply(2, { type: "toss", cards: ["5H"] });
    expect(pileFaces(await table.view(null))).toEqual(expect.arrayContaining(["5C", "5H"]));
    // four 5s are not complete (x4Clear off in CT anyway): seat 1, after the actor, plays
    expect(await table.active()).toEqual([1]);
  });

  it("SH-53: with jokerVsGambit steal, the responder takes (a) or (b) for themselves", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["7S", "7H", "7D", "7C", "KC"], ["JK", "KD", "AD"], {
        starter: ["5H"],
        stock: ["4D", "4H", "6S", "6C", "9S", "JD"],
      }),
      { jokerVsGambit: "steal" },
    );
    await table.apply(0, play(["7S", "7H", "7D", "7C"], "gambit"));
    await table.apply(1, { type: "jokerResponse", card: "JK" });
    expect(await table.active()).toEqual([1]);
    expect((await table.legal(1)).sort()).toEqual(["gambitChoice a", "gambitChoice b"]);
    await table.apply(1, { type: "gambitChoice", choice: "b" });
    expect((await table.view(null)).seats[1].handCount).toBe(6);
  });

  it("SH-80/SH-15 (edge 31): going out on a 10 in CTS leaves the pending clear to the next active player", async () => {
    await table.start(
      3,
      "CTS",
      mkDeal(
        4,
        [{ hand: ["10C"], lower: [], upper: [] }, { hand: ["7S", "KD", "AD"] }, { hand: ["5H", "QH", "AH"] }],
        {
          starter: ["9H"],
        },
      ),
    );
    await table.apply(0, play(["10C"]));
    expect((await table.view(null)).seats[0].place).toBe(1);
    expect(await table.active()).toEqual([1]);
    expect((await table.legal(1)).sort()).toEqual(["acceptClear", "play 7S cancel"]);
  });

  it("SH-7/SH-84 (edge 48): after a stalemate with nobody out, the best-placed player starts the next game", async () => {
    await table.start(
      2,
      "CT",
      mkDeal(4, [{ hand: ["5C", "9C"] }, { hand: ["5D", "9D", "KD"] }], { starter: ["7S"] }),
      {
        stallTurns: 10,
      },
    );
    let guard = 0;
    while ((await table.outcome()) === null && guard++ < 40) {
      const seat = (await table.active())[0];
      const legal = await table.legal(seat);
      if (legal.includes("pickAndPlay")) await table.apply(seat, PNP);
      else await table.applyLegal(seat, legal.find((a) => a.includes("7S")) ?? legal[0]);
    }
    expect((await table.outcome())?.places).toEqual([1, 2]);
    const next = await table.engine.call({ cmd: "next", seed: "game-2" });
    expect(next.active).toEqual([0]);
    const v = await table.view(null);
    expect(v.turn).toBe(0);
  });
});

describe("Finer points: responses, bottom access, draws, wilds and 3s", () => {
  openTable();

  it("SH-61: no pickAndPlay after a response (jokerBlock on a Queens Gambit leaves a pile of Qs)", async () => {
    await table.start(2, "CTG", ctDeal(["QS", "QH", "QD", "QC", "KC"], ["JK", "KD", "AD"], { starter: [] }));
    await table.apply(0, play(["QS", "QH", "QD", "QC"], "gambit"));
    await table.apply(1, { type: "jokerBlock", card: "JK" });
    const v = await table.view(null);
    expect(new Set(pileFaces(v).map(rankOf))).toEqual(new Set(["Q"]));
    expect(await table.active()).toEqual([1]);
    const legal = await table.legal(1);
    expect(legal).not.toContain("pickAndPlay");
    expect(legal).toContain("play KD");
    await table.reject(1, PNP, "PICK_AND_PLAY_NOT_ALLOWED", "SH-61");
  });

  it("SH-73: a face-down card never answers a pending state: a bottom-phase player on a Jk picks up", async () => {
    await table.start(
      2,
      "CTS",
      mkDeal(
        4,
        [
          { hand: ["JK", "KH", "KC"] },
          { hand: [], lower: ["JC", "JD", "JH", "QH"], upper: ["5S", "4D", "4H", "QC"] },
        ],
        {
          starter: ["9H"],
        },
      ),
    );
    await table.apply(0, play(["JK"]));
    // seat 1 holds the 5♠ face down: it may not counter with it; the pickup is automatic
    const v = await table.view(1);
    expect(faces(v.hand)).toEqual(["9H"]);
    expect(v.seats[1].bottom.filter((c) => c === "down").length).toBe(8);
    expect(await table.active()).toEqual([1]);
  });

  it("SH-70: bottomAccess layer: no lower card is accessible while any upper card remains", async () => {
    await table.start(
      2,
      "CT",
      mkDeal(
        4,
        [
          { hand: [], lower: ["JC", "JD", "JH", "QH"], upper: ["KC", "", "", ""].filter(Boolean) },
          { hand: ["5D", "KD", "AD"] },
        ],
        {
          starter: ["9H"],
        },
      ),
    );
    expect((await table.view(0)).seats[0].accessible).toEqual([4]);
    expect(await table.legal(0)).toEqual(expect.not.arrayContaining(["flip slot 0", "flip slot 1"]));
  });

  it("SH-11/SH-12: a CT hand of 3 draws to 6 at the start of the turn; after a play it refills to 5", async () => {
    await table.start(
      2,
      "CT",
      ctDeal(["4C", "7H", "QC"], ["5D", "KD", "AD"], {
        starter: ["4H"],
        stock: ["JC", "JD", "JH", "9C", "9D"],
      }),
    );
    const v = await table.view(0);
    expect(v.hand?.length).toBe(6);
    expect(v.stocks).toEqual([2]);
    await table.apply(0, play(["JC", "JD", "JH"]));
    // 3 left: refilled from the 2 stock cards (as far as the stock lasts)
    const after = await table.view(0);
    expect(faces(after.hand).sort()).toEqual(["4C", "7H", "9C", "9D", "QC"]);
    expect(after.stocks).toEqual([0]);
  });

  it("SH-24: in CT a 3 on a freeplay gives freeplay to the next player", async () => {
    await table.start(2, "CT", ctDeal(["2C", "KH", "QC"], ["3D", "KD", "4D"], { starter: ["AD"] }));
    await table.apply(0, play(["2C"]));
    await table.apply(1, play(["3D"]));
    expect(topOf(await table.view(null))).toBe("freeplay");
    expect(await table.active()).toEqual([0]);
    expect(await table.legal(0)).toEqual(expect.arrayContaining(["play KH", "play QC"]));
  });

  it("SH-24/SH-35: a 3 over a wild A♠ copies the declared state but not wildAce", async () => {
    await table.start(2, "CTSR", ctDeal(["AS", "KH", "QC"], ["3D", "KD", "4D"], { starter: ["5C"] }));
    await table.apply(0, wild("AS", "8C"));
    await table.apply(1, play(["3D"]));
    const v = await table.view(null);
    expect(topOf(v)).toBe("lessThan8");
    expect(v.top.wildAce).toBe(false);
  });

  it("SH-58: no switch when the top card is a wild", async () => {
    await table.start(2, "CTG", ctDeal(["AS", "KH", "QC"], ["AH", "AD", "4D"], { starter: ["5C"] }));
    await table.apply(0, wild("AS", "9C"));
    expect((await table.legal(1)).some((a) => a.startsWith("switch"))).toBe(false);
  });

  it("SH-52: (b) draws 4 for the Gambit player; the turn then ends", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["7S", "7H", "7D", "7C", "KC"], ["5D", "KD", "AD"], {
        starter: ["5H"],
        stock: ["4D", "4H", "6S", "6C", "9S", "JD", "JC"],
      }),
    );
    // hand 5 → drew to 6 (SH-11): 7S 7H 7D 7C KC 4D
    await table.apply(0, play(["7S", "7H", "7D", "7C"], "gambit"));
    await table.apply(1, { type: "passResponse" });
    await table.apply(0, { type: "gambitChoice", choice: "b" });
    const v = await table.view(0);
    expect(v.hand?.length).toBe(6);
    expect(topOf(v)).toBe("numeric(7)");
    expect(await table.active()).toEqual([1]);
  });

  it("SH-2/SH-63: a flipped card picked up with the pile stays public knowledge", async () => {
    await table.start(
      2,
      "SH",
      mkDeal(3, [{ hand: [], lower: ["4C", "KD", "4H"], upper: [] }, { hand: ["5D", "QD", "AS"] }], {
        pile: ["AD", "7S"],
      }),
    );
    await table.apply(0, { type: "flip", slot: 0 });
    await table.apply(0, PICKUP);
    expect(faces((await table.view(1)).seats[0].known).sort()).toEqual(["4C", "7S", "AD"]);
    expect((await table.view(null)).seats[0].handCount).toBe(3);
  });

  it("SH-83: equal holdings share a placing (and a shared last place shares the Shit Head)", async () => {
    await table.start(
      3,
      "CT",
      mkDeal(4, [{ hand: ["5C", "9C"] }, { hand: ["5D", "9D"] }, { hand: ["5H", "9H"] }], {
        starter: ["7S"],
      }),
      { stallTurns: 10 },
    );
    let guard = 0;
    while ((await table.outcome()) === null && guard++ < 60) {
      const seat = (await table.active())[0];
      const legal = await table.legal(seat);
      if (legal.includes("pickAndPlay")) await table.apply(seat, PNP);
      else await table.applyLegal(seat, legal.find((a) => a.includes("7S")) ?? legal[0]);
    }
    const out = await table.outcome();
    expect(out?.places).toEqual([1, 1, 1]);
  });
});

describe("Setup details: first player, packs on presets, R&B draws, tosses that clear, describe privacy", () => {
  openTable();

  it("SH-7: without a named first player, the dealer's left starts", async () => {
    const deal = mkDeal(
      3,
      [{ hand: ["5C", "KH", "QC"] }, { hand: ["5D", "KD", "AD"] }, { hand: ["5H", "QH", "AH"] }],
      {
        starter: ["4S"],
      },
    );
    delete deal.first;
    deal.dealer = 1;
    await table.start(3, "SH", deal);
    expect(await table.active()).toEqual([2]);
    deal.dealer = 2;
    await table.start(3, "SH", deal);
    expect(await table.active()).toEqual([0]);
  });

  it("SH-3: an explicit packs on a preset (RULES.md 'Brief contradictions': validated as a custom mix)", async () => {
    // the brief: "for them packs ≠ auto must match a table cell" (SH 3 players: 1 pack). The engine's
    // documented reading treats the changed option as a custom mix, so 2 packs are accepted.
    const two = await table.newRaw(3, "SH", { packs: "2" });
    expect(two.ok).toBe(true);
    const one = await table.newRaw(6, "SH", { packs: "1" });
    expect(one.ok).toBe(false);
    expect(one.error?.code).toBe("BAD_OPTION");
    expect(one.error?.message).toContain("packs");
  });

  it("SH-8/SH-11: in CTR&B every draw names a non-empty stock, the drawer's choice", async () => {
    await table.start(2, "CTR&B", {
      seats: [
        { hand: ["5C", "KH", "QC"], lower: ["JC", "JS", "QS"], upper: ["JH", "JD", "QH"] },
        { hand: ["5S", "KD", "QD", "4H", "9H"], lower: ["KC", "KS", "AS"], upper: ["AH", "AD", "7D"] },
      ],
      black: ["4C", "4S", "9C"],
      red: ["2H", "3H", "9D"],
      starter: ["7C"],
      first: 0,
      dealer: 1,
    });
    expect((await table.legal(0)).sort()).toEqual(["draw black", "draw red"]);
    await table.apply(0, { type: "draw", stock: "red" });
    const v = await table.view(0);
    expect(faces(v.hand)).toContain("2H");
    expect(v.stocks).toEqual([3, 2]);
  });

  it("SH-66: no toss window when the set of 5s cleared the pile (SH)", async () => {
    await table.start(
      3,
      "SH",
      mkDeal(3, [{ hand: ["5C", "5D", "QC"] }, { hand: ["5H", "KD", "AD"] }, { hand: ["9H", "QH", "AH"] }], {
        pile: ["5S", "4S"],
      }),
      { tossFives: true },
    );
    // pile 5♠ over 4♠; seat 0 adds 5♣ 5♦: only three 5s, no clear, a window opens
    await table.apply(0, play(["5C", "5D"]));
    expect(await table.active()).toEqual([1]);
    await table.apply(1, { type: "toss", cards: ["5H"] });
    // the toss completed four 5s: cleared, and the last tosser replays
    expect((await table.view(null)).pile).toEqual([]);
    expect(await table.active()).toEqual([1]);
  });

  it("SH-66/SH-30: no toss window when the set of 5s itself cleared the pile; the actor replays", async () => {
    // pile 5♠ 5♥ (top first): seat 0's 5♣ 5♦ make four 5s, which clear: no window, seat 0 replays
    await table.start(
      3,
      "SH",
      mkDeal(3, [{ hand: ["5C", "5D", "QC"] }, { hand: ["9D", "KD", "AD"] }, { hand: ["9H", "QH", "AH"] }], {
        pile: ["5S", "5H", "4S"],
      }),
      { tossFives: true },
    );
    await table.apply(0, play(["5C", "5D"]));
    expect((await table.view(null)).pile).toEqual([]);
    expect(await table.active()).toEqual([0]);
    expect((await table.legal(0)).some((a) => a.includes("Toss"))).toBe(false);
    await table.start(
      3,
      "SH",
      mkDeal(3, [{ hand: ["5C", "5D", "QC"] }, { hand: ["9D", "KD", "AD"] }, { hand: ["9H", "QH", "5H"] }], {
        pile: ["5S", "4S"],
      }),
      { tossFives: true },
    );
    await table.apply(0, play(["5C", "5D"]));
    // three 5s: a window, seat 1 passes, seat 2 completes four 5s
    await table.apply(1, { type: "passToss" });
    await table.apply(2, { type: "toss", cards: ["5H"] });
    expect((await table.view(null)).pile).toEqual([]);
    expect(await table.active()).toEqual([2]);
  });

  it("SH-2: `describe` for a seat shows its own hand only, face-down cards as placeholders", async () => {
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["4S"] }));
    const text = String((await table.engine.call({ cmd: "describe", seat: 1 })).text);
    expect(text).toContain("K♦");
    expect(text).not.toContain("Q♣");
    expect(text).not.toContain("K♥");
  });

  it("SH-10: `describe` lists the seat's moves as a person types them, cards by face, never by id", async () => {
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { starter: ["4S"] }));
    const seat = (await table.active())[0];
    const described = await table.engine.call({ cmd: "describe", seat });
    const moves = described.moves as { action: Action; notation: string; description: string }[];
    const ids = moves.flatMap((m) => (Array.isArray(m.action.cards) ? (m.action.cards as string[]) : []));
    expect(ids.length).toBeGreaterThan(0);
    for (const move of moves)
      for (const id of ids) expect(`${move.notation} ${move.description}`).not.toContain(id);
    const hand = seat === 0 ? ["5C", "KH", "QC"] : ["5D", "KD", "AS"];
    expect(moves.some((m) => hand.some((card) => m.notation === `play ${card}`))).toBe(true);
  });
});

describe("SH-82 (edge 39): bots play bottom cards and bot-vs-bot games end in every preset", () => {
  openTable();
  let botFlips = 0;

  for (const preset of ["SH", "CT", "CTS", "CTSR", "CTG", "CTR", "CTR&B"]) {
    it(`SH-82 (edge 39): a ${preset} bot-vs-bot game ends`, async () => {
      await table.engine.call({
        cmd: "new",
        game: "shithead",
        players: 3,
        preset,
        seed: `bots-${preset}`,
        options: { stallTurns: 30 },
      });
      let steps = 0;
      let flips = 0;
      let outcome = null;
      while (outcome === null && steps++ < 6000) {
        const seat = (await table.active())[0];
        const bot = await table.engine.call({ cmd: "bot", seat });
        const action = bot.action as Action;
        if (action.type === "flip") flips++;
        const reply = await table.engine.call({ cmd: "apply", seat, action });
        outcome = reply.outcome;
      }
      expect(outcome).not.toBeNull();
      botFlips += flips;
    });
  }

  it("SH-73 (edge 39): the bots flipped face-down cards in those games", () => {
    expect(botFlips).toBeGreaterThan(0);
  });
});

describe("Link2 chain details (SH-40..42, SH-51) and wild Aces", () => {
  openTable();

  it("SH-40: a leading link is checked against the pile top: `L Q` on a 6", async () => {
    await table.start(2, "CTSR", ctDeal(["2C", "QC", "4H"], ["5D", "KD", "AD"], { starter: ["6D"] }));
    const legal = await table.legal(0);
    expect(legal).toContain("link 2C");
    expect(legal).not.toContain("play 2C");
    await table.apply(0, link("2C"));
    const after = await table.legal(0);
    expect(after).toContain("play QC");
    expect(after).not.toContain("play 4H");
    await table.apply(0, play(["QC"]));
    expect(topOf(await table.view(null))).toBe("numeric(Q)");
  });

  it("SH-41: with linkLimit two, a wild 2 first still leaves two plain links", async () => {
    await table.start(
      2,
      "CTSR",
      ctDeal(["4C", "AS", "5C", "2C", "7C", "2D", "9C"], ["5D", "KD", "AD"], { starter: [] }),
    );
    await table.apply(0, play(["4C"]));
    await table.apply(0, link("AS"));
    await table.apply(0, play(["5C"]));
    await table.apply(0, link("2C"));
    await table.apply(0, play(["7C"]));
    expect(await table.legal(0)).toContain("link 2D");
    await table.apply(0, link("2D"));
    await table.apply(0, play(["9C"]));
    expect(topOf(await table.view(null))).toBe("numeric(9)");
  });

  it("SH-42: after a 10 only `L` + a CC cancel may follow; with no CC the 10 ends the chain", async () => {
    await table.start(2, "CTSR", ctDeal(["10C", "2C", "KS", "AH"], ["5D", "KD", "AD"], { starter: ["9D"] }));
    await table.apply(0, play(["10C"]));
    await table.apply(0, link("2C"));
    const legal = await table.legal(0);
    expect(legal).toEqual(["play KS cancel"]);
    await table.reject(0, play(["AH"]));
    await table.start(2, "CTSR", ctDeal(["10C", "2C", "AH"], ["5D", "KD", "4S"], { starter: ["9D"] }));
    await table.apply(0, play(["10C"]));
    // forced end: seat 1 faces the pending clear
    expect(await table.active()).toEqual([1]);
    expect(topOf(await table.view(null))).toBe("pendingClear");
  });

  it("SH-42: a cancel answering a pending clear may open a chain", async () => {
    await table.start(2, "CTSR", ctDeal(["10C", "QC", "KH"], ["KS", "2D", "AD", "4H"], { starter: ["9D"] }));
    await table.apply(0, play(["10C"]));
    await table.apply(1, cancel("KS"));
    expect(await table.legal(1)).toEqual(expect.arrayContaining(["link 2D", "endTurn"]));
    await table.apply(1, link("2D"));
    await table.apply(1, play(["AD"]));
    expect(topOf(await table.view(null))).toBe("numeric(A)");
    expect(await table.active()).toEqual([0]);
  });

  it("SH-51: a Gambit may close a chain (`8 L 4444`) and ends it", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["8C", "2C", "4S", "4H", "4D", "4C"], ["5D", "KD", "AD"], {
        starter: ["9D"],
        stock: ["JD", "JC", "JH", "QD"],
      }),
    );
    await table.apply(0, { type: "skipDraw" });
    await table.apply(0, play(["8C"]));
    await table.apply(0, link("2C"));
    expect(await table.legal(0)).toContain("play 4S+4H+4D+4C gambit");
    await table.apply(0, play(["4S", "4H", "4D", "4C"], "gambit"));
    expect(await table.active()).toEqual([1]);
    expect((await table.legal(1)).sort()).toEqual(["passResponse"]);
  });

  it("SH-35: under wildAce a natural Ace may follow a wild declared as a J (powerOnly)", async () => {
    await table.start(2, "CTSR", ctDeal(["AS", "KH", "QC"], ["AD", "KD", "8D"], { starter: ["5C"] }));
    await table.apply(0, wild("AS", "JC"));
    expect(topOf(await table.view(null))).toBe("powerOnly");
    const legal = await table.legal(1);
    expect(legal).toEqual(expect.arrayContaining(["play AD", "play 8D"]));
    expect(legal).not.toContain("play KD");
    await table.apply(1, play(["8D"]));
    expect(topOf(await table.view(null))).toBe("lessThan8");
  });

  it("SH-61: with voluntaryPickupAny, pick-and-play takes a mixed pile", async () => {
    await table.start(2, "SH", shDeal(["5C", "KH", "QC"], ["5D", "KD", "AS"], { pile: ["KS", "9S"] }), {
      voluntaryPickupAny: true,
    });
    expect(await table.legal(0)).toContain("pickAndPlay");
    await table.apply(0, PNP);
    const legal = await table.legal(0);
    // a set of a picked-up rank holding at least one picked-up card (the hand's K♥ may join the K♠)
    expect(legal.sort()).toEqual(["play 9S", "play KH+KS", "play KS"]);
    await table.reject(0, play(["KH"]), "BAD_PICK_AND_PLAY_LEAD", "SH-61");
  });
});

describe("Placings, bottom-card responses and option resolution", () => {
  openTable();

  it("SH-81: lastStanding with 3 players: placed in the order they go out; the last left is the Shit Head", async () => {
    await table.start(
      3,
      "SH",
      mkDeal(
        3,
        [
          { hand: ["KC"], lower: [], upper: [] },
          { hand: ["AC"], lower: [], upper: [] },
          { hand: ["5H", "QH", "4H"] },
        ],
        {
          starter: ["9S"],
        },
      ),
    );
    await table.apply(0, play(["KC"]));
    expect(await table.outcome()).toBeNull();
    expect(await table.active()).toEqual([1]);
    await table.apply(1, play(["AC"]));
    const out = await table.outcome();
    expect(out?.places).toEqual([1, 2, 3]);
    expect(out?.details).toMatchObject({ cutThroat: [0], shitHead: [2] });
  });

  it("SH-14/SH-33: with an empty hand and stock, a face-up 5♠ counters a Jk (custom SH + jokers)", async () => {
    await table.start(
      3,
      "SH",
      mkDeal(
        3,
        [
          { hand: ["JK", "KH", "KC"] },
          { hand: [], lower: ["JC", "JD", "JH"], upper: ["5S", "4D", "9H"] },
          { hand: ["5H", "QH", "AH"] },
        ],
        { starter: ["7H"] },
      ),
      { jokerPickup: true, counterJoker: true },
    );
    await table.apply(0, play(["JK"]));
    expect(await table.legal(1)).toEqual(expect.arrayContaining(["counter 5S", "pickUp"]));
    expect((await table.legal(1)).some((a) => a.startsWith("flip"))).toBe(false);
    await table.apply(1, { type: "counter", card: "5S" });
    expect(await table.active()).toEqual([2]);
  });

  it("SH-72/SH-62: after picking up the pile plus a face-up card, the picker leads", async () => {
    await table.start(
      2,
      "SH",
      mkDeal(3, [{ hand: [], upper: ["6C", "7D", "JH"] }, { hand: ["5D", "KD", "AS"] }], {
        pile: ["KS", "9S"],
      }),
    );
    await table.apply(0, { type: "pickUp", cards: ["JH"] });
    expect(await table.active()).toEqual([0]);
    expect((await table.view(null)).pile).toEqual([]);
  });

  it("SH-3: a custom mix has jokers iff jokerPickup is on (CT + jokerPickup: 53 cards)", async () => {
    const count = async (options: Record<string, unknown>) => {
      await table.engine.call({
        cmd: "new",
        game: "shithead",
        players: 2,
        preset: "CT",
        seed: "jk",
        options,
      });
      const v = await table.view(null);
      return (
        v.seats.reduce((n, s) => n + s.handCount + s.bottom.filter((c) => c !== null).length, 0) +
        v.stocks.reduce((a, b) => a + b, 0) +
        pileFaces(v).length +
        v.graveyard.length +
        v.removed
      );
    };
    expect(await count({})).toBe(52);
    expect(await count({ jokerPickup: true })).toBe(53);
  });

  it("§6: bottomLayout none forces freebie off (either reading: refused naming both, or freebie resolved off)", async () => {
    // Ambiguous in the brief ("Validation: bottomLayout none forces freebie off"): CT + bottomLayout none
    // carries CT's freebie perArrival. The engine refuses the mix, naming both options.
    const reply = await table.newRaw(2, "CT", { bottomLayout: "none" });
    if (reply.ok) expect((reply.options as Record<string, unknown>).freebie).toBe("off");
    else {
      expect(reply.error?.code).toBe("BAD_OPTION");
      expect(reply.error?.message).toContain("bottomLayout");
      expect(reply.error?.message).toContain("freebie");
    }
    const fine = await table.newRaw(2, "CT", { bottomLayout: "none", freebie: "off" });
    expect(fine.ok, JSON.stringify(fine.error)).toBe(true);
  });
});

describe("Replays from bottom cards, refills and chains, 3s reversing per card", () => {
  openTable();

  it("SH-73/SH-28: a flip is offered in a replay: a face-up 10 clears, then the actor flips", async () => {
    await table.start(
      2,
      "SH",
      mkDeal(3, [{ hand: [], lower: ["KC", "QC", "JC"], upper: ["10C"] }, { hand: ["5D", "KD", "AD"] }], {
        pile: ["9S", "4S"],
      }),
    );
    expect(await table.legal(0)).toEqual(["play 10C"]);
    await table.apply(0, play(["10C"]));
    expect(await table.active()).toEqual([0]);
    expect((await table.legal(0)).sort()).toEqual(["flip slot 0", "flip slot 1", "flip slot 2"]);
  });

  it("SH-73/SH-23: a flipped 2 in SH grants a replay", async () => {
    await table.start(
      2,
      "SH",
      mkDeal(3, [{ hand: [], lower: ["2C", "QC", "JC"], upper: [] }, { hand: ["5D", "KD", "AD"] }], {
        pile: ["9S", "4S"],
      }),
    );
    await table.apply(0, { type: "flip", slot: 0 });
    await table.apply(0, { type: "playFlipped", cards: ["2C"], use: "set" });
    expect(topOf(await table.view(null))).toBe("freeplay");
    expect(await table.active()).toEqual([0]);
    expect((await table.legal(0)).sort()).toEqual(["flip slot 1", "flip slot 2"]);
  });

  it("SH-12: no refill inside a chain; the hand refills to handMin when the turn ends", async () => {
    await table.start(
      2,
      "CTSR",
      ctDeal(["9C", "2C", "KH", "QC", "4H"], ["5D", "KD", "AD"], {
        starter: ["7D"],
        stock: ["JC", "JD", "JH", "3D"],
      }),
    );
    // hand 5 drew to 6 (SH-11)
    expect((await table.view(0)).hand?.length).toBe(6);
    await table.apply(0, play(["9C"]));
    await table.apply(0, link("2C"));
    expect((await table.view(0)).hand?.length).toBe(4);
    // no 2 left for a link: the turn ends after the Q (forced end) and the hand refills to 5
    await table.apply(0, play(["QC"]));
    expect(await table.active()).toEqual([1]);
    expect((await table.view(0)).hand?.length).toBe(5);
  });

  it("SH-32/SH-25: under evenOdd spadesOnly a 4♠ cancel gives numeric(4), never evenOnly", async () => {
    await table.start(2, "CTS", ctDeal(["4S", "KH"], ["5C", "KC", "AC"], { starter: ["8D"] }), {
      evenOdd: "spadesOnly",
    });
    await table.apply(0, cancel("4S"));
    expect(topOf(await table.view(null))).toBe("numeric(4)");
  });

  it("SH-24: threeReverse perCard flips once per 3 (two 3s: no change); perSet once per segment", async () => {
    const deal = () =>
      mkDeal(3, [{ hand: ["KC", "4C", "5C"] }, { hand: ["3D", "3H", "AD"] }, { hand: ["5H", "QH", "AH"] }], {
        starter: ["4H"],
      });
    await table.start(3, "SH", deal(), { threeReverse: "perCard" });
    await table.apply(0, play(["KC"]));
    await table.apply(1, play(["3D", "3H"]));
    expect(await table.active()).toEqual([2]);
    await table.start(3, "SH", deal(), { threeReverse: "perSet" });
    await table.apply(0, play(["KC"]));
    await table.apply(1, play(["3D", "3H"]));
    expect(await table.active()).toEqual([0]);
    expect((await table.view(null)).direction).toBe(-1);
  });
});

describe("Windows and the protocol's replay of custom deals", () => {
  openTable();

  it("SH-60/SH-66 (edge 22): a pickup is rejected during a toss window; order continues after the replaying tosser", async () => {
    await table.start(
      3,
      "SH",
      mkDeal(
        3,
        [{ hand: ["5C", "KH", "QC"] }, { hand: ["5D", "KD", "AD"] }, { hand: ["5H", "5S", "AC", "QH"] }],
        {
          starter: ["4S"],
        },
      ),
      { tossFives: true },
    );
    await table.apply(0, play(["5C"]));
    await table.reject(1, PICKUP);
    await table.reject(1, play(["KD"]));
    await table.apply(1, { type: "toss", cards: ["5D"] });
    await table.apply(2, { type: "toss", cards: ["5H", "5S"] });
    expect(await table.active()).toEqual([2]);
    await table.apply(2, play(["QH"]));
    expect(await table.active()).toEqual([0]);
  });

  it("SH-60/SH-53 (edge 22): a pickup is rejected in the Gambit window", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["7S", "7H", "7D", "7C", "KC"], ["JK", "KD", "AD"], {
        starter: ["5H"],
        stock: ["4D", "4H", "6S", "6C", "9S", "JD"],
      }),
    );
    await table.apply(0, play(["7S", "7H", "7D", "7C"], "gambit"));
    await table.reject(1, PICKUP);
    await table.reject(0, { type: "gambitChoice", choice: "b" });
  });

  it("engine protocol: a custom-deal game replays and loads back to the same views", async () => {
    await table.start(
      2,
      "CTS",
      ctDeal(["JK", "QS", "KH"], ["5S", "KD", "AD"], { starter: ["9D"], stock: ["4C", "4D"] }),
    );
    await table.apply(0, play(["JK"]));
    await table.apply(1, { type: "counter", card: "5S" });
    const before = await table.views();
    const replay = (await table.engine.call({ cmd: "replay" })).replay;
    await table.engine.call({ cmd: "new", game: "shithead", players: 2, preset: "SH", seed: "other" });
    await table.engine.call({ cmd: "load", replay });
    expect(await table.views()).toEqual(before);
  });
});

describe("Gambit (d) with one face-down card, and no link after playFlipped", () => {
  openTable();

  it("SH-52 (edge 42): (d) with one face-down card left takes it into hand, seen by its owner only", async () => {
    await table.start(
      2,
      "CTG",
      mkDeal(
        4,
        [{ hand: ["KS", "KH", "KD", "KC"], lower: ["JC"], upper: [] }, { hand: ["5D", "QD", "AD"] }],
        {
          starter: ["5H"],
        },
      ),
    );
    await table.apply(0, play(["KS", "KH", "KD", "KC"], "gambit"));
    await table.apply(1, { type: "passResponse" });
    expect(await table.legal(0)).toEqual(["gambitChoice d"]);
    await table.apply(0, { type: "gambitChoice", choice: "d" });
    if ((await table.legal(0)).includes("gambitTake slot 0"))
      await table.apply(0, { type: "gambitTake", slot: 0 });
    const own = await table.view(0);
    expect(faces(own.hand)).toEqual(["JC"]);
    const other = await table.view(1);
    const spectator = await table.view(null);
    expect(other.seats[0].handCount).toBe(1);
    for (const v of [other, spectator]) {
      expect(JSON.stringify(v)).not.toContain('"JC"');
      expect(JSON.stringify(v)).not.toContain(own.hand?.[0].id as string);
    }
    expect(await table.active()).toEqual([1]);
  });

  it("SH-73 (edge 44): a link after playFlipped is rejected (the turn has ended)", async () => {
    await table.start(
      2,
      "CTSR",
      mkDeal(
        4,
        [
          { hand: [], lower: ["JC", "JD", "JH", "QH"], upper: ["2C", "KC", "4D", "4H"] },
          { hand: ["5D", "QD", "AD"] },
        ],
        {
          pile: ["9S", "4S"],
        },
      ),
    );
    await table.apply(0, { type: "flip", slot: 4 });
    await table.apply(0, { type: "keepFreebie" });
    await table.apply(0, { type: "flip", slot: 5 });
    await table.apply(0, { type: "playFlipped", cards: ["KC"], use: "set" });
    expect(await table.active()).toEqual([1]);
    await table.reject(0, link("2C"));
  });
});

describe("RULES.md decisions where the brief is silent", () => {
  openTable();

  it("SH-30 (RULES.md decision 'Starter'): the starter counts in an x4 run", async () => {
    await table.start(2, "SH", shDeal(["7C", "7D", "7H", "KH"], ["5D", "KD", "AD"], { starter: ["7S"] }));
    await table.apply(0, play(["7C", "7D", "7H"]));
    expect((await table.view(null)).pile).toEqual([]);
    expect(await table.active()).toEqual([0]);
  });

  it("SH-30/SH-40 (RULES.md decision): a link breaks an x4 run (7 7 L 7 7 does not clear)", async () => {
    await table.start(
      2,
      "SH",
      shDeal(["7C", "7D", "2C", "7H", "7S", "KH"], ["5D", "KD", "AD"], { starter: ["4S"] }),
      {
        linkLimit: "two",
      },
    );
    await table.apply(0, play(["7C", "7D"]));
    await table.apply(0, link("2C"));
    await table.apply(0, play(["7H", "7S"]));
    const v = await table.view(null);
    expect(pileFaces(v)).toEqual(expect.arrayContaining(["7C", "7D", "2C", "7H", "7S"]));
    expect(topOf(v)).toBe("numeric(7)");
  });

  it("SH-34 (RULES.md decision 'Four 10s blocking' with tenLeader self): the pile clears but the turn ends", async () => {
    await table.start(
      2,
      "SH",
      shDeal(["JK", "KH", "KC"], ["10S", "10H", "10D", "10C", "AD"], { starter: ["9D"] }),
      { jokerPickup: true, x4BlocksJoker: true },
    );
    await table.apply(0, play(["JK"]));
    await table.apply(1, { type: "block", cards: ["10S", "10H", "10D", "10C"] });
    const v = await table.view(null);
    expect(v.pile).toEqual([]);
    expect(await table.active()).toEqual([0]);
  });

  it("§6 (RULES.md decisions): handMax must be above handMin; stocks redBlack needs one pack and rb3x3 or none", async () => {
    const max = await table.newRaw(2, "SH", { handMin: 5, handMax: 5 });
    expect(max.error?.code).toBe("BAD_OPTION");
    expect(max.error?.message).toContain("handMax");
    const rb = await table.newRaw(2, "SH", { stocks: "redBlack" });
    expect(rb.error?.code).toBe("BAD_OPTION");
    expect(rb.error?.message).toContain("stocks");
  });
});

describe("Two packs (SH-3): duplicate cards, sets of up to 8, blocks of exactly 4, both spade copies", () => {
  openTable();
  const four = (hands: string[][], extra: Partial<Deal>) =>
    mkDeal(
      4,
      hands.map((hand) => ({ hand })),
      extra,
      true,
    );

  it("SH-3/SH-34/SH-33: in CTS with 4 players (two packs) a block is exactly 4 cards; both 5♠ copies counter", async () => {
    await table.start(
      4,
      "CTS",
      four(
        [
          ["JK", "QH", "QC"],
          ["5S", "KD", "AD"],
          ["5S", "4D", "AH"],
          ["KH", "KH", "KD", "KC", "KC", "7D"],
        ],
        { starter: ["9H"] },
      ),
    );
    await table.apply(0, play(["JK"]));
    await table.apply(1, { type: "counter", card: "5S" });
    expect(await table.active()).toEqual([2]);
    expect(await table.legal(2)).toContain("counter 5S");
    await table.apply(2, { type: "counter", card: "5S" });
    expect(await table.active()).toEqual([3]);
    const blocks = (await table.legal(3)).filter((a) => a.startsWith("block"));
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((a) => a.split("+").length === 4)).toBe(true);
    await table.reject(3, { type: "block", cards: ["KH", "KH", "KD", "KC", "KC"] });
    await table.applyLegal(3, blocks[0]);
    expect(topOf(await table.view(null))).toBe("numeric(K)");
  });

  it("SH-3/SH-21: in SH with 6 players (two packs) a set may hold more than 4 cards; x4Clear fires on a run of 5", async () => {
    const hands = [
      ["7C", "7C", "7D", "7D", "7H"],
      ["5D", "KD", "AD"],
      ["5H", "QH"],
      ["5C", "QC"],
      ["4H", "QD"],
      ["4C", "KH"],
    ];
    await table.start(
      6,
      "SH",
      mkDeal(
        3,
        hands.map((hand) => ({ hand })),
        { starter: ["5S"] },
        true,
      ),
    );
    const legal = await table.legal(0);
    expect(legal.some((a) => a.split("+").length === 5)).toBe(true);
    await table.applyLegal(0, legal.find((a) => a.split("+").length === 5) as string);
    expect((await table.view(null)).pile).toEqual([]);
    expect(await table.active()).toEqual([0]);
  });
});

describe("SH deal and stalemate tie-breaks", () => {
  openTable();

  it("SH-4/SH-5: a random SH deal: 3 face-down each and 6 in hand; everyone chooses 3 face-up cards", async () => {
    await table.engine.call({ cmd: "new", game: "shithead", players: 3, preset: "SH", seed: "sh-deal" });
    expect((await table.active()).sort()).toEqual([0, 1, 2]);
    const v = await table.view(2);
    expect(v.phase).toBe("chooseFaceUp");
    expect(v.hand?.length).toBe(6);
    for (const s of v.seats) {
      expect(s.handCount).toBe(6);
      expect(s.bottom.filter((c) => c === "down").length).toBe(3);
      expect(faces(s.bottom)).toEqual([]);
    }
    // a choice of cards the seat does not hold is refused
    const other = (await table.view(0)).hand?.slice(0, 3).map((c) => c.id);
    const reply = await table.engine.request({
      cmd: "apply",
      seat: 2,
      action: { type: "chooseFaceUp", cards: other },
    });
    expect(reply.ok).toBe(false);
  });

  it("SH-83: equal holdings are split by fewest bottom cards", async () => {
    await table.start(
      2,
      "CT",
      mkDeal(
        4,
        [
          { hand: ["5C", "9C"] },
          { hand: ["5D", "9D", "KD"], lower: ["JC", "JD", "JH"], upper: ["QC", "QD", "QH", "QS"] },
        ],
        { starter: ["7S"] },
      ),
      { stallTurns: 10 },
    );
    let guard = 0;
    while ((await table.outcome()) === null && guard++ < 40) {
      const seat = (await table.active())[0];
      const legal = await table.legal(seat);
      if (legal.includes("pickAndPlay")) await table.apply(seat, PNP);
      else await table.applyLegal(seat, legal.find((a) => a.includes("7S")) ?? legal[0]);
    }
    // seat 0: 2 + 8 = 10 held, 8 bottom; seat 1: 3 + 7 = 10 held, 7 bottom
    expect((await table.outcome())?.places).toEqual([2, 1]);
  });
});

describe("Gambit tops under evenOdd, public switches", () => {
  openTable();

  it("SH-52/SH-25: a Gambit's top is what the remaining three give as a set (evenOdd all: three 4s give evenOnly)", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["4S", "4H", "4D", "4C", "KC"], ["5D", "KD", "AD"], {
        starter: [],
        stock: ["JD", "JC", "JH", "QD", "9C"],
      }),
      { evenOdd: "all" },
    );
    await table.apply(0, play(["4S", "4H", "4D", "4C"], "gambit"));
    await table.apply(1, { type: "passResponse" });
    await table.apply(0, { type: "gambitChoice", choice: "c" });
    expect(topOf(await table.view(null))).toBe("evenOnly");
  });

  it("SH-52/SH-25: under evenOdd spadesOnly the 4♠ goes to the graveyard, so the three left give numeric(4)", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["4S", "4H", "4D", "4C", "KC"], ["5D", "KD", "AD"], {
        starter: [],
        stock: ["JD", "JC", "JH", "QD", "9C"],
      }),
      { evenOdd: "spadesOnly" },
    );
    await table.apply(0, play(["4S", "4H", "4D", "4C"], "gambit"));
    await table.apply(1, { type: "passResponse" });
    await table.apply(0, { type: "gambitChoice", choice: "c" });
    expect(topOf(await table.view(null))).toBe("numeric(4)");
  });

  it("SH-2/SH-58: switched cards stay public in the switcher's hand", async () => {
    await table.start(2, "CTG", ctDeal(["AH", "AD", "KC"], ["5D", "QD", "4D"], { pile: ["7C", "7D", "5C"] }));
    await table.apply(0, { type: "switch", cards: ["AH", "AD"] });
    expect(faces((await table.view(1)).seats[0].known).sort()).toEqual(["7C", "7D"]);
    expect(faces((await table.view(null)).seats[0].known).sort()).toEqual(["7C", "7D"]);
  });
});

describe("Out players are skipped (SH-15, SH-80)", () => {
  openTable();

  it("SH-80 (edge 31): going out on an SH 2: the replay lapses and the next player has the freeplay", async () => {
    await table.start(
      3,
      "SH",
      mkDeal(
        3,
        [{ hand: ["2C"], lower: [], upper: [] }, { hand: ["4D", "KD", "AD"] }, { hand: ["5H", "QH", "AH"] }],
        {
          starter: ["AS"],
        },
      ),
    );
    await table.apply(0, play(["2C"]));
    expect((await table.view(null)).seats[0].place).toBe(1);
    expect(await table.active()).toEqual([1]);
    expect(topOf(await table.view(null))).toBe("freeplay");
    expect(await table.legal(1)).toContain("play 4D");
  });

  it("SH-15: the turn skips a player who is out", async () => {
    await table.start(
      3,
      "SH",
      mkDeal(
        3,
        [{ hand: ["KC"], lower: [], upper: [] }, { hand: ["4D", "KD", "AD"] }, { hand: ["5H", "QH", "AH"] }],
        {
          starter: ["4S"],
        },
      ),
    );
    await table.apply(0, play(["KC"]));
    await table.apply(1, play(["AD"]));
    await table.apply(2, play(["AH"]));
    expect(await table.active()).toEqual([1]);
  });
});

describe("Plain sets of Gambit cards, empty stocks, pile layers", () => {
  openTable();

  it("SH-50/SH-20: the same four cards may be played as a plain set (no window); the layer records seat and how", async () => {
    await table.start(
      2,
      "CTG",
      ctDeal(["7S", "7H", "7D", "7C", "KC"], ["JK", "KD", "AD"], {
        starter: ["5H"],
        stock: ["4D", "4H", "6S", "6C", "9S", "JD"],
      }),
    );
    const legal = await table.legal(0);
    expect(legal).toEqual(expect.arrayContaining(["play 7S+7H+7D+7C", "play 7S+7H+7D+7C gambit"]));
    await table.apply(0, play(["7S", "7H", "7D", "7C"]));
    const v = await table.view(null);
    expect(topLayer(v)).toMatchObject({ seat: 0, how: "set" });
    expect(
      topLayer(v)
        .cards.map((c) => c.card)
        .sort(),
    ).toEqual(["7C", "7D", "7H", "7S"]);
    expect(v.graveyard).not.toContain("7S");
    expect(await table.active()).toEqual([1]);
    expect((await table.legal(1)).some((a) => a.startsWith("jokerResponse"))).toBe(false);
  });

  it("SH-13: with an empty stock there is no draw; in R&B an empty stock leaves the other to draw from", async () => {
    await table.start(2, "SH", shDeal(["5C", "KH"], ["5D", "KD", "AS"], { starter: ["4S"] }));
    expect((await table.view(0)).phase).toBe("act");
    expect((await table.view(0)).hand?.length).toBe(2);
    await table.start(2, "CTR&B", {
      seats: [
        { hand: ["5C", "KH", "QC", "4D"], lower: ["JC", "JS", "QS"], upper: ["JH", "JD", "QH"] },
        { hand: ["5S", "KD", "QD", "4H", "9H"], lower: ["KC", "KS", "AS"], upper: ["AH", "AD", "7D"] },
      ],
      black: ["4C", "4S", "9C"],
      red: [],
      starter: ["7C"],
      first: 0,
      dealer: 1,
    });
    const v = await table.view(0);
    // hand 4 ≤ handMin 5: drew 2 from the black stock automatically
    expect(v.phase).toBe("act");
    expect(faces(v.hand)).toEqual(expect.arrayContaining(["4C", "4S"]));
    expect(v.stocks).toEqual([1, 0]);
  });
});

describe("CTR&B: red-black cancel cards and wild Aces", () => {
  openTable();
  const rb = (hand: string[], starter: string[]): Deal => ({
    seats: [
      { hand, lower: ["JC", "JS", "QS"], upper: ["JH", "JD", "QH"] },
      { hand: ["5D", "KD", "QD", "4H"], lower: ["KC", "2S", "2C"], upper: ["AD", "2D", "7D"] },
    ],
    black: [],
    red: [],
    starter,
    first: 0,
    dealer: 1,
  });

  it("SH-32 (CTR&B): the cancel cards are 9♠ 9♥ K♠ K♥; 4♠ and 7♠ are plain cards", async () => {
    await table.start(2, "CTR&B", rb(["9S", "9H", "KS", "KH", "4S", "7S"], ["8C"]));
    const cancels = (await table.legal(0)).filter((a) => a.endsWith(" cancel")).sort();
    expect(cancels).toEqual(["play 9H cancel", "play 9S cancel", "play KH cancel", "play KS cancel"]);
  });

  it("SH-35 (CTR&B): A♠ and A♥ are both wild", async () => {
    await table.start(2, "CTR&B", rb(["AS", "AH", "5C"], ["9C"]));
    const legal = await table.legal(0);
    expect(legal).toEqual(expect.arrayContaining(["play AS wild as 2C", "play AH wild as 2C"]));
  });
});

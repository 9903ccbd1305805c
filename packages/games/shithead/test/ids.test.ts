// SH-1: opaque card ids. An id reveals nothing about its card, the deal, the seeded generator
// or any other game's ids; the same seed and options deal the same ids (replays).

import { makeDeck, nextUint32, resolveOptions, seedRng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { freshId } from "../src/flow.js";
import type { ShState } from "../src/index.js";
import { shithead } from "./helpers.js";

function deal(preset: string, players: number, seed: string, options: Record<string, unknown> = {}): ShState {
  return shithead.setup(resolveOptions(shithead, { players, preset, options }), seed);
}

/** Every card id a view shows (its own hand, face-up cards, the pile...). */
function viewIds(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) viewIds(v, out);
  else if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.id === "string" && typeof record.card === "string") out.push(record.id);
    for (const v of Object.values(record)) viewIds(v, out);
  }
  return out;
}

/** The codes of the cards in the game, in deck order. */
function codes(s: ShState): number[] {
  return makeDeck({ decks: s.cfg.packs, jokersPerDeck: s.cfg.jokersPerPack });
}

/** An id's 64 bits as its two 32-bit halves. */
function halves(id: string): [number, number] {
  let v = 0n;
  for (const ch of id.slice(1)) v = v * 32n + BigInt(Number.parseInt(ch, 32));
  return [Number(v >> 32n), Number(v & 0xffffffffn)];
}

/** Spearman's rank correlation of two rankings of 0 .. n - 1. */
function rankCorrelation(a: number[], b: number[]): number {
  const n = a.length;
  let d2 = 0;
  for (let i = 0; i < n; i++) d2 += (a[i] - b[i]) ** 2;
  return 1 - (6 * d2) / (n * (n * n - 1));
}

/** Chi-square statistic of counts against a uniform spread. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((t, c) => t + c, 0);
  const expected = total / counts.length;
  return counts.reduce((t, c) => t + (c - expected) ** 2 / expected, 0);
}

describe("SH-1 card ids", () => {
  it("SH-1: a seat's view shows no id drawn from the generator seeded with the game's seed, so the deal cannot be rebuilt from it", () => {
    for (const [preset, players] of [
      ["SH", 4],
      ["CT", 3],
      ["CTR&B", 3],
    ] as const) {
      const seed = `rebuild/${preset}`;
      const s = deal(preset, players, seed);
      const seen = viewIds(shithead.view(s, 1));
      expect(seen.length).toBeGreaterThanOrEqual(6);
      // The attack needs ids that are the generator's outputs (four in a row give its state).
      const rng = seedRng(seed);
      const outputs = new Set<number>();
      const rendered = new Set<string>();
      for (let k = 0; k < 100_000; k++) {
        const x = nextUint32(rng);
        outputs.add(x);
        rendered.add(`c${x.toString(36).padStart(7, "0")}`);
      }
      for (const id of seen) {
        expect(rendered.has(id), `${preset}: ${id} is an output of the seeded generator`).toBe(false);
        expect(id).toMatch(/^c[0-9a-v]{13}$/);
        const [hi, lo] = halves(id);
        expect(outputs.has(hi) || outputs.has(lo), `${preset}: ${id} holds a generator output`).toBe(false);
      }
    }
  });

  it("SH-1: another seed, or the same seed with other options, gives every face another id and shares no id", () => {
    const base = deal("SH", 3, "same-seed");
    const others = [
      deal("SH", 3, "other-seed"),
      deal("SH", 3, "same-seed", { stallTurns: 99 }),
      deal("SH", 4, "same-seed"),
      deal("CT", 3, "same-seed"),
      deal("SH", 3, "same-seed", { deal: { seats: [{ hand: ["AS", "KS", "QS"] }] } }),
    ];
    for (const other of others) {
      for (const code of codes(base)) {
        if (other.ids[code] !== "") expect(other.ids[code]).not.toBe(base.ids[code]);
      }
      const ids = new Set(other.ids.filter((id) => id !== ""));
      expect(base.ids.filter((id) => ids.has(id))).toEqual([]);
    }
  });

  it("SH-1: the same seed and options deal the same ids, and a state read back from JSON hands out the same fresh ids", () => {
    const a = deal("CTG", 3, "again");
    const b = deal("CTG", 3, "again");
    expect(b.ids).toEqual(a.ids);
    const copy = JSON.parse(JSON.stringify(a)) as ShState;
    const clone = shithead.clone(a);
    const card = a.hands[0][0];
    freshId(a, card);
    freshId(copy, card);
    freshId(clone, card);
    expect(copy.ids[card]).toBe(a.ids[card]);
    expect(clone.ids[card]).toBe(a.ids[card]);
    expect(b.ids).not.toContain(a.ids[card]);
  });

  it("SH-1: no view shows the game's id key", () => {
    const s = deal("CTR&B", 3, "key");
    for (const seat of [0, 1, 2, null]) {
      const text = JSON.stringify(shithead.view(s, seat));
      expect(text).not.toContain(s.idKey);
      expect(text).not.toContain(s.idKey.slice(0, 16));
    }
  });

  it("SH-1: over many deals, the order of the ids says nothing about the cards' faces or where they were dealt", () => {
    const DEALS = 400;
    let faceZ = 0;
    let placeZ = 0;
    const firstFaceBins = [0, 0, 0, 0];
    const firstDealtBins = [0, 0, 0, 0];
    for (let d = 0; d < DEALS; d++) {
      const s = deal("SH", 4, `stats/${d}`);
      const deck = codes(s);
      const n = deck.length;
      const byId = deck.slice().sort((x, y) => (s.ids[x] < s.ids[y] ? -1 : 1));
      const idRank = new Map(byId.map((c, r) => [c, r]));
      // Where each card was dealt: hands, then bottom slots, then stock, then pile, seat by seat.
      const dealt = [
        ...s.hands.flat(),
        ...s.bottom.flat().filter((c) => c >= 0),
        ...s.stocks.flat(),
        ...s.pile,
      ];
      expect(dealt.slice().sort((x, y) => x - y)).toEqual(deck.slice().sort((x, y) => x - y));
      const faceOrder = deck.map((c) => idRank.get(c) as number);
      const placeOrder = dealt.map((c) => idRank.get(c) as number);
      const identity = deck.map((_, i) => i);
      // Under independence each correlation is about normal with variance 1 / (n - 1).
      faceZ += rankCorrelation(identity, faceOrder) * Math.sqrt(n - 1);
      placeZ += rankCorrelation(identity, placeOrder) * Math.sqrt(n - 1);
      firstFaceBins[Math.floor((4 * faceOrder[0]) / n)]++;
      firstDealtBins[Math.floor((4 * placeOrder[0]) / n)]++;
    }
    expect(Math.abs(faceZ / Math.sqrt(DEALS))).toBeLessThan(5);
    expect(Math.abs(placeZ / Math.sqrt(DEALS))).toBeLessThan(5);
    // The first card of the deck, and the first card dealt, fall anywhere in the id order
    // (chi-square, 3 degrees of freedom: 25 is beyond p = 0.00002).
    expect(chiSquare(firstFaceBins)).toBeLessThan(25);
    expect(chiSquare(firstDealtBins)).toBeLessThan(25);
  });
});

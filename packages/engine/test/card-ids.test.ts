import { createCipheriv, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cardId, cardIdKey } from "../src/card-ids.js";

/** Id `index` under `key` from OpenSSL's ChaCha20: 8 keystream bytes as two little-endian words. */
function reference(key: string, index: number): string {
  const iv = Buffer.alloc(16);
  iv.writeUInt32LE(Math.floor(index / 8), 0);
  const stream = createCipheriv("chacha20", Buffer.from(key, "hex"), iv).update(Buffer.alloc(64));
  const at = (index % 8) * 8;
  const value = (BigInt(stream.readUInt32LE(at)) << 32n) | BigInt(stream.readUInt32LE(at + 4));
  return `c${value.toString(32).padStart(13, "0")}`;
}

describe("card ids", () => {
  it("an id is 64 bits of the key's ChaCha20 keystream (RFC 8439, as node:crypto computes it)", () => {
    for (let t = 0; t < 40; t++) {
      const key = randomBytes(32).toString("hex");
      for (const index of [0, 1, 7, 8, 9, 63, 64, 1000, 2 ** 20 + 3, 2 ** 32 - 1]) {
        expect(cardId(key, index)).toBe(reference(key, index));
      }
    }
  });

  it("ids are `c` and 13 base-32 digits, and stay the same whatever keys are asked for in between", () => {
    const a = cardIdKey("game", { x: 1 }, "a");
    const b = cardIdKey("game", { x: 1 }, "b");
    const first = Array.from({ length: 20 }, (_, k) => cardId(a, k));
    const mixed = Array.from({ length: 20 }, (_, k) => {
      cardId(b, 19 - k);
      return cardId(a, k);
    });
    expect(mixed).toEqual(first);
    for (const id of first) expect(id).toMatch(/^c[0-9a-v]{13}$/);
    expect(new Set(first).size).toBe(20);
  });

  it("the key depends on the game, the seed and every option value, never on key order or the preset's name", () => {
    const options = { players: 3, preset: "A", speed: 2, deal: { seats: [{ hand: ["AS"] }] } };
    const key = cardIdKey("game", options, "seed");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(cardIdKey("game", { ...options }, "seed")).toBe(key);
    const reordered = { deal: { seats: [{ hand: ["AS"] }] }, speed: 2, preset: "custom", players: 3 };
    expect(cardIdKey("game", reordered, "seed")).toBe(key);
    const others = [
      cardIdKey("other", options, "seed"),
      cardIdKey("game", options, "seed2"),
      cardIdKey("game", { ...options, speed: 3 }, "seed"),
      cardIdKey("game", { ...options, extra: false }, "seed"),
      cardIdKey("game", { ...options, deal: { seats: [{ hand: ["AH"] }] } }, "seed"),
      cardIdKey("game", ["seed"], ""),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });

  it("an options object changed after use gets the key of its new values", () => {
    const options: Record<string, unknown> = { players: 2, deal: { stock: ["AS"] } };
    const before = cardIdKey("game", options, "seed");
    (options.deal as { stock: string[] }).stock.push("KD");
    const after = cardIdKey("game", options, "seed");
    expect(after).not.toBe(before);
    expect(after).toBe(cardIdKey("game", { players: 2, deal: { stock: ["AS", "KD"] } }, "seed"));
    options.players = 3;
    expect(cardIdKey("game", options, "seed")).toBe(
      cardIdKey("game", { players: 3, deal: { stock: ["AS", "KD"] } }, "seed"),
    );
    options.deal = JSON.stringify(options.deal);
    expect(cardIdKey("game", options, "seed")).toBe(
      cardIdKey("game", { players: 3, deal: '{"stock":["AS","KD"]}' }, "seed"),
    );
    delete options.deal;
    expect(cardIdKey("game", options, "seed")).toBe(cardIdKey("game", { players: 3 }, "seed"));
  });

  it("ids of different keys are unrelated: 2,000 keys of 60 ids each share no id", () => {
    const all = new Set<string>();
    for (let g = 0; g < 2000; g++) {
      const key = cardIdKey("game", { players: 4 }, `seed/${g}`);
      for (let k = 0; k < 60; k++) all.add(cardId(key, k));
    }
    expect(all.size).toBe(2000 * 60);
  });

  it("refuses a key it did not make or an index that is not a count", () => {
    expect(() => cardId("abc", 0)).toThrow(/key must be 64 lowercase hex digits/);
    expect(() => cardId("A".repeat(64), 0)).toThrow(/key must be 64 lowercase hex digits/);
    const key = cardIdKey("game", {}, "seed");
    for (const index of [-1, 1.5, Number.NaN, 2 ** 32]) {
      expect(() => cardId(key, index)).toThrow(/index must be an integer from 0 to 2\^32 - 1/);
    }
  });
});

// Opaque card ids (engine.md, "view"): id k of a game is block k / 8 of a ChaCha20 keystream
// (RFC 8439, nonce 0), 64 bits of it in base 32. The 256-bit key is a SHA-256 of the game, its
// options and its seed, kept in the state (views never show it), so an id says nothing about
// any card, any other id, the key or the seeded generator that shuffles; a replay rebuilds the
// same key from its seed and options, so it draws the same ids.

import { hash } from "node:crypto";

const KEY_FORMAT = "houserules/card-ids/1";

/**
 * A game's secret id key (64 hex digits) for a deal from `seed` with these (JSON) options: a
 * different game, seed or any option value gives an unrelated key. Object keys are read in
 * sorted order, so the same values give the same key whatever order they were written in, and
 * the preset's name is left out: it only labels the values, and resolving a replay's options
 * again may name the same values differently ("custom" or the preset they happen to match).
 */
export function cardIdKey(game: string, options: unknown, seed: string): string {
  const key = hash("sha256", JSON.stringify([KEY_FORMAT, game, seed, optionsDigest(options)]), "hex");
  setKey(key);
  return key;
}

/**
 * The id numbered `index` (0, 1, 2, ... as the game hands them out) under `key`: `c` and 13
 * base-32 digits. Consecutive indices reuse one keystream block, eight ids to a block.
 */
export function cardId(key: string, index: number): string {
  if (index >>> 0 !== index) {
    throw new RangeError(`cardId: the index must be an integer from 0 to 2^32 - 1 (got ${index})`);
  }
  if (key !== memoKey) setKey(checkedKey(key));
  const block = index >>> 3;
  if (block !== memoBlock) {
    chachaBlock(memoKeyWords, block, memoOut);
    memoBlock = block;
  }
  const j = (index & 7) << 1;
  const hi = memoOut[j];
  const lo = memoOut[j + 1];
  return String.fromCharCode(
    C,
    DIGIT[hi >>> 28],
    DIGIT[(hi >>> 23) & 31],
    DIGIT[(hi >>> 18) & 31],
    DIGIT[(hi >>> 13) & 31],
    DIGIT[(hi >>> 8) & 31],
    DIGIT[(hi >>> 3) & 31],
    DIGIT[((hi & 7) << 2) | (lo >>> 30)],
    DIGIT[(lo >>> 25) & 31],
    DIGIT[(lo >>> 20) & 31],
    DIGIT[(lo >>> 15) & 31],
    DIGIT[(lo >>> 10) & 31],
    DIGIT[(lo >>> 5) & 31],
    DIGIT[lo & 31],
  );
}

const C = 99; // "c"
const DIGIT: readonly number[] = Array.from("0123456789abcdefghijklmnopqrstuv", (c) => c.charCodeAt(0));

// The last key's words and keystream block: a deal draws its ids in a row, and the key of the
// state last set up (or the one in play) is the one asked for next.
let memoKey = "";
const memoKeyWords = new Int32Array(8);
let memoBlock = -1;
const memoOut = new Int32Array(16);

/** Makes `key` the memo's key: its 32 bytes as ChaCha20 reads them, eight little-endian words. */
function setKey(key: string): void {
  for (let i = 0; i < 8; i++) {
    const x = Number.parseInt(key.slice(8 * i, 8 * i + 8), 16);
    memoKeyWords[i] = ((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24);
  }
  memoKey = key;
  memoBlock = -1;
}

function checkedKey(key: string): string {
  if (typeof key !== "string" || !/^[0-9a-f]{64}$/.test(key)) {
    throw new RangeError("cardId: the key must be 64 lowercase hex digits, as cardIdKey makes it");
  }
  return key;
}

/**
 * SHA-256 of the options' canonical JSON. Sorting every object's keys costs several times a
 * hash of the seed, and a run of games shares one options object: its digest is kept with a
 * copy of its members (nested values as JSON), which must all still match, so an object changed
 * since gets a new digest.
 */
interface KnownOptions {
  names: string[];
  values: unknown[];
  digest: string;
}
const OPTION_DIGESTS = new WeakMap<object, KnownOptions>();

function optionsDigest(options: unknown): string {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    return hash("sha256", canonicalJson(options), "hex");
  }
  const record = options as Record<string, unknown>;
  const known = OPTION_DIGESTS.get(record);
  if (known !== undefined && unchanged(record, known)) return known.digest;
  const { preset: _label, ...values } = record;
  const digest = hash("sha256", canonicalJson(values), "hex");
  const names: string[] = [];
  const copies: unknown[] = [];
  for (const name in record) {
    names.push(name);
    copies.push(member(record[name]));
  }
  OPTION_DIGESTS.set(record, { names, values: copies, digest });
  return digest;
}

/** A member as kept for the comparison: itself, or its JSON when it is an object. */
function member(value: unknown): unknown {
  return typeof value === "object" && value !== null ? { json: JSON.stringify(value) } : value;
}

function unchanged(record: Record<string, unknown>, known: KnownOptions): boolean {
  let i = 0;
  for (const name in record) {
    if (name !== known.names[i]) return false;
    const value = record[name];
    const was = known.values[i];
    if (typeof was === "object" && was !== null) {
      if (typeof value !== "object" || value === null) return false;
      if (JSON.stringify(value) !== (was as { json: string }).json) return false;
    } else if (value !== was) return false;
    i++;
  }
  return i === known.names.length;
}

/** JSON with every object's keys sorted (undefined members left out, as JSON does). */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const record = value as Record<string, unknown>;
  let out = "";
  for (const name of Object.keys(record).sort()) {
    const v = record[name];
    if (v === undefined || typeof v === "function" || typeof v === "symbol") continue;
    out += `${out === "" ? "" : ","}${JSON.stringify(name)}:${canonicalJson(v)}`;
  }
  return `{${out}}`;
}

/** The ChaCha20 block function (RFC 8439 section 2.3) for block `counter`, nonce 0. */
function chachaBlock(k: Int32Array, counter: number, out: Int32Array): void {
  let x0 = 0x61707865;
  let x1 = 0x3320646e;
  let x2 = 0x79622d32;
  let x3 = 0x6b206574;
  let x4 = k[0];
  let x5 = k[1];
  let x6 = k[2];
  let x7 = k[3];
  let x8 = k[4];
  let x9 = k[5];
  let x10 = k[6];
  let x11 = k[7];
  let x12 = counter | 0;
  let x13 = 0;
  let x14 = 0;
  let x15 = 0;
  for (let round = 0; round < 10; round++) {
    // Column rounds: (0 4 8 12) (1 5 9 13) (2 6 10 14) (3 7 11 15).
    x0 = (x0 + x4) | 0;
    x12 ^= x0;
    x12 = (x12 << 16) | (x12 >>> 16);
    x8 = (x8 + x12) | 0;
    x4 ^= x8;
    x4 = (x4 << 12) | (x4 >>> 20);
    x0 = (x0 + x4) | 0;
    x12 ^= x0;
    x12 = (x12 << 8) | (x12 >>> 24);
    x8 = (x8 + x12) | 0;
    x4 ^= x8;
    x4 = (x4 << 7) | (x4 >>> 25);

    x1 = (x1 + x5) | 0;
    x13 ^= x1;
    x13 = (x13 << 16) | (x13 >>> 16);
    x9 = (x9 + x13) | 0;
    x5 ^= x9;
    x5 = (x5 << 12) | (x5 >>> 20);
    x1 = (x1 + x5) | 0;
    x13 ^= x1;
    x13 = (x13 << 8) | (x13 >>> 24);
    x9 = (x9 + x13) | 0;
    x5 ^= x9;
    x5 = (x5 << 7) | (x5 >>> 25);

    x2 = (x2 + x6) | 0;
    x14 ^= x2;
    x14 = (x14 << 16) | (x14 >>> 16);
    x10 = (x10 + x14) | 0;
    x6 ^= x10;
    x6 = (x6 << 12) | (x6 >>> 20);
    x2 = (x2 + x6) | 0;
    x14 ^= x2;
    x14 = (x14 << 8) | (x14 >>> 24);
    x10 = (x10 + x14) | 0;
    x6 ^= x10;
    x6 = (x6 << 7) | (x6 >>> 25);

    x3 = (x3 + x7) | 0;
    x15 ^= x3;
    x15 = (x15 << 16) | (x15 >>> 16);
    x11 = (x11 + x15) | 0;
    x7 ^= x11;
    x7 = (x7 << 12) | (x7 >>> 20);
    x3 = (x3 + x7) | 0;
    x15 ^= x3;
    x15 = (x15 << 8) | (x15 >>> 24);
    x11 = (x11 + x15) | 0;
    x7 ^= x11;
    x7 = (x7 << 7) | (x7 >>> 25);

    // Diagonal rounds: (0 5 10 15) (1 6 11 12) (2 7 8 13) (3 4 9 14).
    x0 = (x0 + x5) | 0;
    x15 ^= x0;
    x15 = (x15 << 16) | (x15 >>> 16);
    x10 = (x10 + x15) | 0;
    x5 ^= x10;
    x5 = (x5 << 12) | (x5 >>> 20);
    x0 = (x0 + x5) | 0;
    x15 ^= x0;
    x15 = (x15 << 8) | (x15 >>> 24);
    x10 = (x10 + x15) | 0;
    x5 ^= x10;
    x5 = (x5 << 7) | (x5 >>> 25);

    x1 = (x1 + x6) | 0;
    x12 ^= x1;
    x12 = (x12 << 16) | (x12 >>> 16);
    x11 = (x11 + x12) | 0;
    x6 ^= x11;
    x6 = (x6 << 12) | (x6 >>> 20);
    x1 = (x1 + x6) | 0;
    x12 ^= x1;
    x12 = (x12 << 8) | (x12 >>> 24);
    x11 = (x11 + x12) | 0;
    x6 ^= x11;
    x6 = (x6 << 7) | (x6 >>> 25);

    x2 = (x2 + x7) | 0;
    x13 ^= x2;
    x13 = (x13 << 16) | (x13 >>> 16);
    x8 = (x8 + x13) | 0;
    x7 ^= x8;
    x7 = (x7 << 12) | (x7 >>> 20);
    x2 = (x2 + x7) | 0;
    x13 ^= x2;
    x13 = (x13 << 8) | (x13 >>> 24);
    x8 = (x8 + x13) | 0;
    x7 ^= x8;
    x7 = (x7 << 7) | (x7 >>> 25);

    x3 = (x3 + x4) | 0;
    x14 ^= x3;
    x14 = (x14 << 16) | (x14 >>> 16);
    x9 = (x9 + x14) | 0;
    x4 ^= x9;
    x4 = (x4 << 12) | (x4 >>> 20);
    x3 = (x3 + x4) | 0;
    x14 ^= x3;
    x14 = (x14 << 8) | (x14 >>> 24);
    x9 = (x9 + x14) | 0;
    x4 ^= x9;
    x4 = (x4 << 7) | (x4 >>> 25);
  }
  out[0] = (x0 + 0x61707865) | 0;
  out[1] = (x1 + 0x3320646e) | 0;
  out[2] = (x2 + 0x79622d32) | 0;
  out[3] = (x3 + 0x6b206574) | 0;
  out[4] = (x4 + k[0]) | 0;
  out[5] = (x5 + k[1]) | 0;
  out[6] = (x6 + k[2]) | 0;
  out[7] = (x7 + k[3]) | 0;
  out[8] = (x8 + k[4]) | 0;
  out[9] = (x9 + k[5]) | 0;
  out[10] = (x10 + k[6]) | 0;
  out[11] = (x11 + k[7]) | 0;
  out[12] = (x12 + (counter | 0)) | 0;
  out[13] = x13;
  out[14] = x14;
  out[15] = x15;
}

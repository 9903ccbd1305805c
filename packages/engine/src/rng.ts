// Seeded PRNG: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, PractRand-clean),
// seeded from a string with cyrb128. The generator state is four uint32s in a plain array so
// it lives inside JSON game states and clones with them.

/** The 4-word sfc32 state; stored inside game states. */
export type RngState = [number, number, number, number];

const CYRB128_START: RngState = [1779033703, 3144134277, 1013904242, 2773480762];

/** Takes `text` into cyrb128's running words `h` (in place); the final mix is apart (finish). */
function absorb(h: RngState, text: string): RngState {
  let h1 = h[0];
  let h2 = h[1];
  let h3 = h[2];
  let h4 = h[3];
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h[0] = h1;
  h[1] = h2;
  h[2] = h3;
  h[3] = h4;
  return h;
}

/** cyrb128 (a small well-known string hash) of the text absorbed into `h`: four 32-bit words. */
function finish(h: RngState): RngState {
  let h1 = Math.imul(h[2] ^ (h[0] >>> 18), 597399067);
  let h2 = Math.imul(h[3] ^ (h[1] >>> 22), 2869860233);
  let h3 = Math.imul(h1 ^ (h[2] >>> 17), 951274213);
  let h4 = Math.imul(h2 ^ (h[3] >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Warms a fresh state up so that similar seeds diverge. */
function warmUp(state: RngState): RngState {
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** A fresh generator state from any seed string; warmed up so similar seeds diverge. */
export function seedRng(seed: string): RngState {
  return warmUp(finish(absorb(CYRB128_START.slice() as RngState, seed)));
}

/**
 * seedRng(prefix + k) for k = 0 .. count - 1 (a generator per seat, say): the shared prefix is
 * hashed once, as cyrb128 reads its text one character at a time.
 */
export function seedRngSeries(prefix: string, count: number): RngState[] {
  const base = absorb(CYRB128_START.slice() as RngState, prefix);
  const out: RngState[] = [];
  for (let k = 0; k < count; k++) out.push(warmUp(finish(absorb(base.slice() as RngState, String(k)))));
  return out;
}

/** Next 32-bit unsigned integer; advances `s` in place. */
export function nextUint32(s: RngState): number {
  const a = s[0];
  const b = s[1];
  const c = s[2];
  const d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const r = (c << 21) | (c >>> 11);
  s[2] = (r + t) | 0;
  return t >>> 0;
}

/**
 * a mod n for integers 0 <= a <= 2^32, 1 <= n <= 2^32, by division: the same value as `a % n`,
 * which V8 computes with a slow floating-point remainder call for numbers beyond 32-bit ints.
 * Exact: a / n is at least 1/n away from the next integer, far more than its rounding error.
 */
function mod(a: number, n: number): number {
  return a - Math.floor(a / n) * n;
}

/**
 * The small bounds most draws use (legal lists, shuffles) have their rejection limit and 1/n
 * tabled: a multiplication in place of two divisions, for exactly the same values.
 */
const SMALL_BOUND = 256;
const SMALL_LIMITS = new Float64Array(SMALL_BOUND);
const SMALL_INVERSES = new Float64Array(SMALL_BOUND);
for (let n = 1; n < SMALL_BOUND; n++) {
  SMALL_LIMITS[n] = 0x100000000 - mod(0x100000000, n);
  SMALL_INVERSES[n] = 1 / n;
}

/** Uniform integer in [0, n), without modulo bias. */
export function nextInt(s: RngState, n: number): number {
  if (!(n > 0 && n < SMALL_BOUND && (n | 0) === n)) return nextIntLarge(s, n);
  const limit = SMALL_LIMITS[n];
  let x = nextUint32(s);
  while (x >= limit) x = nextUint32(s);
  // x * (1/n) is within 2^-20 of x / n, which is an integer or at least 1/n from one: the
  // floor is exact but for an exact multiple, which may come out one low (then r === n).
  let r = x - Math.floor(x * SMALL_INVERSES[n]) * n;
  if (r >= n) r -= n;
  else if (r < 0) r += n;
  // `>>> 0` (exact: the value is below 2^32) makes it an integer to V8: a double would turn
  // every field that stores it, such as a dealer seat, into a boxed double for the process.
  return r >>> 0;
}

function nextIntLarge(s: RngState, n: number): number {
  if (!(n >= 1) || n > 0x100000000 || !Number.isInteger(n)) throw new RangeError(`nextInt: bad bound ${n}`);
  const limit = 0x100000000 - mod(0x100000000, n);
  let x = nextUint32(s);
  while (x >= limit) x = nextUint32(s);
  return mod(x, n) >>> 0;
}

/** Uniform float in [0, 1). */
export function nextFloat(s: RngState): number {
  return nextUint32(s) / 0x100000000;
}

/** Fisher-Yates shuffle in place. */
export function shuffleInPlace<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

/** A generator object for code that holds its own randomness (bots, tools, the kit). */
export class Rng {
  readonly state: RngState;

  constructor(seedOrState: string | RngState) {
    this.state = typeof seedOrState === "string" ? seedRng(seedOrState) : seedOrState;
  }

  uint32(): number {
    return nextUint32(this.state);
  }
  int(n: number): number {
    return nextInt(this.state, n);
  }
  float(): number {
    return nextFloat(this.state);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick from an empty list");
    return items[nextInt(this.state, items.length)];
  }
  shuffle<T>(items: T[]): T[] {
    return shuffleInPlace(this.state, items);
  }
  /** A new independent generator derived from this one. */
  fork(): Rng {
    return new Rng(seedRng(`${this.uint32()}:${this.uint32()}`));
  }
}

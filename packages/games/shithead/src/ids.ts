// SH-1: opaque card ids. The same strings as the engine's newCardId (`c` + the next uint32 of the
// game's generator in base 36, padded to 7 digits), built from a table of 3-digit chunks: about
// 5x cheaper than toString(36) + padStart, and a deal draws one per card.

import { nextUint32, type RngState } from "@houserules/engine";

const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";
/** 36^3: a uint32 is d6 (0 or 1), three digits, three digits. */
const CHUNK = 46656;
let chunks: string[] | null = null;

function chunkTable(): string[] {
  const t: string[] = new Array(CHUNK);
  for (let i = 0; i < CHUNK; i++)
    t[i] = DIGITS[(i / 1296) | 0] + DIGITS[((i / 36) | 0) % 36] + DIGITS[i % 36];
  chunks = t;
  return t;
}

/** A fresh opaque card id (identical to the engine's newCardId for the same generator state). */
export function newId(rng: RngState): string {
  const x = nextUint32(rng);
  const t = chunks ?? chunkTable();
  const lo = x % CHUNK;
  const hi = (x - lo) / CHUNK;
  return `c${DIGITS[hi >= CHUNK ? 1 : 0]}${t[hi % CHUNK]}${t[lo]}`;
}

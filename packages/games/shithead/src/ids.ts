// SH-1: opaque card ids. The same strings as the engine's newCardId (`c` + the next uint32 of the
// game's generator in base 36, padded to 7 digits), built digit by digit into one string: a few
// times cheaper than toString(36) + padStart, and a deal draws one id per card.

import type { RngState } from "@houserules/engine";
import * as engineModule from "@houserules/engine";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { nextUint32 } = engineModule;

/** Character codes of the base-36 digits. */
const DIGIT: readonly number[] = Array.from("0123456789abcdefghijklmnopqrstuvwxyz", (c) => c.charCodeAt(0));
const C = 99; // "c"

/** A fresh opaque card id (identical to the engine's newCardId for the same generator state). */
export function newId(rng: RngState): string {
  return idFor(nextUint32(rng));
}

/** The id of a 32-bit draw `x`: `c` + x in base 36, padded to 7 digits. */
export function idFor(x: number): string {
  // The first digit by a floating-point division: x may exceed 2^31, and V8 takes `%` of such a
  // number through the x87 remainder instruction (slow). floor(x / 36) is exact for x < 2^32 (x / 36
  // is at least 1/36 away from the next integer, far more than its rounding error). The quotient is
  // below 2^27, so the other digits use int32 division (`| 0` truncates, which is floor here).
  // The six steps are unrolled on purpose: a loop over a scratch array of digits measured about
  // 30% slower for a deal's 52 ids.
  let q = Math.floor(x / 36);
  const d0 = x - q * 36;
  let n = q;
  q = (n / 36) | 0;
  const d1 = n - q * 36;
  n = q;
  q = (n / 36) | 0;
  const d2 = n - q * 36;
  n = q;
  q = (n / 36) | 0;
  const d3 = n - q * 36;
  n = q;
  q = (n / 36) | 0;
  const d4 = n - q * 36;
  n = q;
  q = (n / 36) | 0;
  const d5 = n - q * 36;
  return String.fromCharCode(C, DIGIT[q], DIGIT[d5], DIGIT[d4], DIGIT[d3], DIGIT[d2], DIGIT[d1], DIGIT[d0]);
}

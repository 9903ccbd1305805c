// CS-30 as one bitmask: bit v is set when a link of syntactic value v may be placed now. It is
// the same decision as `verdict(s, v) === LEGAL` for every v (test/legal-mask.test.ts checks
// this), computed once per decision from small tables instead of once per value (hot path of
// the legal action lists, perf only).

import type { CsState } from "../state.js";
import * as stateModule from "../state.js";
import * as valuesModule from "../values.js";

// State booleans are tested with `=== true` / `=== false` on hot paths: V8 does not track that a
// field only holds booleans, and tests a bare field's truthiness with a chain of checks.
// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { Mode } = stateModule;
const { ACE_V, allows, JOKER_V, NINE, runSuccessors, SEVEN, SIX, TABLE, TEN, THREE, TWO } = valuesModule;

/** Syntactic values 2..A and the Joker. */
const ALL_VALUES = 0xfffc;
const JOKER_BIT = 1 << JOKER_V;
const SEVEN_BIT = 1 << SEVEN;
/** Ranks above 7 (8..A) and below 7 (2..6), for a 7-choice (CS-45). */
const ABOVE_SEVEN = 0x7f00;
const BELOW_SEVEN = 0x007c;
/** Overrule rights (CS-31, CS-83, CS-96): normal, under a 2-field, under a Joker-field. */
const OVERRULE_NORMAL = (1 << TWO) | (1 << SIX) | (1 << SEVEN) | (1 << TEN);
const OVERRULE_TWO_FIELD = 1 << TWO;
/** Semantic values a top link can have: TABLE, 2..A, and the Joker slot for safety. */
const SEM_VALUES = 16;

function maskOf(test: (v: number) => boolean): number {
  let mask = 0;
  for (let v = TWO; v <= JOKER_V; v++) if (test(v)) mask |= 1 << v;
  return mask;
}

/** ORDER_MASK[(b * 2 + r) * 16 + p]: values the ordering lets go on semantic p (CS-28). */
const ORDER_MASK = new Int32Array(4 * SEM_VALUES);
/** RUN_MASK[(b * 2 + r) * 16 + x]: run steps after x under runOrder=ordering (CS-42). */
const RUN_MASK = new Int32Array(4 * SEM_VALUES);
for (let b = 0; b < 2; b++)
  for (let r = 0; r < 2; r++)
    for (let p = 0; p < SEM_VALUES; p++) {
      const k = (b * 2 + r) * SEM_VALUES + p;
      ORDER_MASK[k] = maskOf((v) => allows(b, r, p, v));
      const successors = p <= ACE_V ? runSuccessors(b, r, p) : [];
      RUN_MASK[k] = maskOf((v) => v !== JOKER_V && successors.includes(v));
    }

/** The values a link may have now (CS-30 steps 2-11), as a bitmask over syntactic values. */
export function legalValueMask(s: CsState): number {
  const t = s.t;
  const fx = s.fx;
  if (t.mode === Mode.RUN_OPTION || t.mode === Mode.RUN_OBLIGED) {
    if (s.cfg.runByOrdering)
      return t.runNext < SEM_VALUES ? RUN_MASK[(fx.b * 2 + fx.r) * SEM_VALUES + t.runNext] : 0;
    return t.runNext >= TWO && t.runNext <= ACE_V ? 1 << t.runNext : 0;
  }
  const pile = s.pile;
  if (pile.length === 0) return ALL_VALUES;
  const top = pile[pile.length - 1];
  const jokerField = fx.counts[JOKER_V] > 0;
  const active = top.fired === true && !jokerField;
  if (active && top.sem === THREE) return (1 << THREE) | JOKER_BIT;
  if (active && top.choice !== 0)
    return (top.choice === 1 ? ABOVE_SEVEN : BELOW_SEVEN) | SEVEN_BIT | JOKER_BIT;
  if (top.sem === TABLE) return ALL_VALUES;
  if (active && top.sem === NINE) return ALL_VALUES;
  const order =
    top.sem >= 0 && top.sem < SEM_VALUES ? ORDER_MASK[(fx.b * 2 + fx.r) * SEM_VALUES + top.sem] : 0;
  const overrule = jokerField ? 0 : fx.counts[TWO] > 0 ? OVERRULE_TWO_FIELD : OVERRULE_NORMAL;
  return order | overrule | JOKER_BIT;
}

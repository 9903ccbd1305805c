// One move, one spelling: an action in any notation the game reads (card and set names in any
// case, keys in any order, the current `version`) gives exactly the game of the listed action; a
// field the game does not read is BAD_ACTION; a custom deal with an unknown or mistyped field is
// BAD_DEAL naming it.

import { isRuleError, Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { CuttlefishAction } from "../src/actions.js";
import { cuttlefish } from "../src/definition.js";
import type { CuttlefishState } from "../src/state.js";
import { optionsFor } from "./helpers.js";

type Attempt = { json: string; events: string } | { error: unknown; json: string };

function attempt(state: CuttlefishState, seat: number, action: unknown): Attempt {
  const copy = cuttlefish.clone(state);
  try {
    const events = cuttlefish.apply(copy, seat, action);
    return { json: JSON.stringify(copy), events: JSON.stringify(events) };
  } catch (error) {
    return { error, json: JSON.stringify(copy) };
  }
}

/** Other spellings of a listed action (a declaration's holders are in card order: that order is the claim). */
function respellings(action: CuttlefishAction, state: CuttlefishState): unknown[] {
  const a = action as Record<string, unknown>;
  const out: unknown[] = [Object.fromEntries(Object.entries(a).reverse()), { ...a, version: state.version }];
  if (typeof a.card === "string") out.push({ ...a, card: ` ${a.card.toUpperCase()}` });
  if (typeof a.set === "string") out.push({ ...a, set: a.set.toUpperCase() });
  // Numbers written as strings are another value, never the same move.
  for (const [key, value] of Object.entries(a))
    if (typeof value === "number") out.push({ ...a, [key]: String(value) });
  if (Array.isArray(a.holders)) out.push({ ...a, holders: a.holders.map(String) });
  return out;
}

describe("one move, one spelling", () => {
  it("CF-10, CF-13, CF-14, CF-15, CF-20, CF-24: in random games every legal action re-spelled is refused unchanged or plays exactly as listed; with an extra field it is BAD_ACTION", () => {
    const rng = new Rng("spellings");
    let compared = 0;
    const games: [number, string][] = [
      [4, "pile4"],
      [6, "original"],
      [6, "limited"],
      [8, "eight"],
    ];
    for (const [[players, preset], seed] of games.flatMap((g) => [0, 1, 2].map((k) => [g, k] as const))) {
      const options = resolveOptions(cuttlefish, { players, preset, options: {} });
      const s = cuttlefish.setup(options, `spell-${players}-${preset}-${seed}`);
      for (let step = 0; step < 3000 && cuttlefish.outcome(s) === null; step++) {
        const seat = cuttlefish.activeSeats(s)[0];
        const legal = cuttlefish.legalActions(s, seat);
        const before = JSON.stringify(s);
        // Every pass, hand-off and endChance; a sample of the asks and declarations (hundreds a turn).
        const sample = legal.filter(
          (a, i) => (a.type !== "declare" && a.type !== "ask") || i % 9 === 0 || rng.int(12) === 0,
        );
        for (const action of sample) {
          const listed = attempt(s, seat, action);
          if ("error" in listed) throw new Error(`listed ${JSON.stringify(action)} was refused`);
          for (const other of respellings(action, s)) {
            const got = attempt(s, seat, other);
            if ("error" in got) {
              expect(isRuleError(got.error), String(got.error)).toBe(true);
              expect(got.json).toBe(before);
            } else {
              expect(got, `${JSON.stringify(other)} for ${JSON.stringify(action)}`).toEqual(listed);
              compared++;
            }
          }
          const extra = attempt(s, seat, { ...action, note: "x" });
          expect("error" in extra && isRuleError(extra.error) && extra.error.code).toBe("BAD_ACTION");
          expect(extra.json).toBe(before);
        }
        cuttlefish.apply(s, seat, legal[rng.int(legal.length)]);
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });
});

describe("custom deals: unknown or mistyped fields", () => {
  it("CF-4, CF-5 BAD_DEAL: an unknown field at any level or a mistyped fact is refused naming the field", () => {
    const seats = (entry: unknown) => [entry, null, null, null, null, null];
    const cases: [unknown, string][] = [
      [{ dealr: 1 }, "dealr"],
      [{ seats: seats({ hand: ["crabs-1"], cards: ["crabs-2"] }) }, '"cards"'],
      [{ seats: seats(5) }, "deal.seats[0]"],
      [{ seats: seats({ hand: "crabs-1" }) }, "seats[0].hand"],
      [{ seats: "all" }, "deal.seats"],
      [{ dealer: "1" }, "deal.dealer"],
      [{ dealer: 1.5 }, "deal.dealer"],
      [{ asks: "3" }, "deal.asks"],
      [{ resolved: ["crabs"] }, "deal.resolved"],
      [{ resolved: { crabs: 1 } }, "deal.resolved.crabs"],
      [{ resolved: { kraken: "A" } }, "kraken"],
    ];
    for (const [deal, field] of cases) {
      let thrown: unknown = null;
      try {
        cuttlefish.setup(optionsFor(6, { deal }), "deal");
      } catch (error) {
        thrown = error;
      }
      expect(isRuleError(thrown), `${JSON.stringify(deal)}: ${String(thrown)}`).toBe(true);
      if (isRuleError(thrown)) {
        expect(thrown.code, JSON.stringify(deal)).toBe("BAD_DEAL");
        expect(thrown.message, JSON.stringify(deal)).toContain(field);
      }
    }
  });
});

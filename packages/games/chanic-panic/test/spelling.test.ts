// One move, one spelling: a set of cards or abilities in any order (and cards in any notation the
// engine reads) gives exactly the game of the listed action; a field the game does not read is
// BAD_ACTION; a custom deal with an unknown or mistyped field is BAD_DEAL naming it.

import { isRuleError, Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { ChanicAction, ChanicState } from "../src/index.js";
import { game, position } from "./helpers.js";

type Attempt = { json: string; events: string } | { error: unknown; json: string };

function attempt(state: ChanicState, seat: number, action: unknown): Attempt {
  const copy = game.clone(state);
  try {
    const events = game.apply(copy, seat, action);
    return { json: JSON.stringify(copy), events: JSON.stringify(events) };
  } catch (error) {
    return { error, json: JSON.stringify(copy) };
  }
}

/** The lists whose order carries no meaning (Wisdom's abilityChoice orders the deck: its order is the choice). */
const SETS: Partial<Record<ChanicAction["type"], string>> = {
  trade: "cards",
  attack: "spades",
  destroy: "targets",
  draftKeep: "abilities",
  ability: "cards",
};

/** Other spellings of a listed action: sets in other orders, cards in other notations, keys reordered. */
function respellings(action: ChanicAction, rng: Rng): unknown[] {
  const a = action as Record<string, unknown>;
  const out: unknown[] = [Object.fromEntries(Object.entries(a).reverse())];
  const field = SETS[action.type];
  const list = field === undefined ? undefined : (a[field] as string[] | undefined);
  if (field !== undefined && list !== undefined && list.length > 1) {
    out.push({ ...a, [field]: list.slice().reverse() });
    out.push({ ...a, [field]: rng.shuffle(list.slice()) });
  }
  if (typeof a.card === "string") out.push({ ...a, card: a.card.toLowerCase() });
  if (action.type === "play" && a.attach === undefined) out.push({ ...a, attach: 0 });
  // Numbers written as strings are another value, never the same move.
  for (const [key, value] of Object.entries(a))
    if (typeof value === "number") out.push({ ...a, [key]: String(value) });
  return out;
}

describe("one move, one spelling", () => {
  it("CP-05, CP-31, CP-51, CP-53, CP-80, CP-83: in random games every legal action re-spelled is refused unchanged or plays exactly as listed; with an extra field it is BAD_ACTION", () => {
    const rng = new Rng("spellings");
    let compared = 0;
    let sets = 0;
    const games: [number, string][] = [
      [2, "basic"],
      [2, "referenceFull"],
      [3, "standard"],
      [4, "teams2Abilities"],
      [2, "appAbilities"],
    ];
    for (const [players, preset] of games) {
      const s = game.setup(
        resolveOptions(game, { players, preset, options: {} }),
        `spell-${players}-${preset}`,
      );
      for (let step = 0; step < 200 && game.outcome(s) === null; step++) {
        const seat = game.activeSeats(s)[0];
        const legal = game.legalActions(s, seat);
        const before = JSON.stringify(s);
        for (const action of legal) {
          const listed = attempt(s, seat, action);
          if ("error" in listed) throw new Error(`listed ${JSON.stringify(action)} was refused`);
          const field = SETS[action.type];
          if (
            field !== undefined &&
            ((action as Record<string, unknown>)[field] as unknown[] | undefined)?.length
          )
            sets++;
          for (const other of respellings(action, rng)) {
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
        game.apply(s, seat, legal[rng.int(legal.length)]);
      }
    }
    expect(sets).toBeGreaterThan(1000);
    expect(compared).toBeGreaterThan(5000);
  });
});

describe("custom deals: unknown or mistyped fields", () => {
  const refusalOf = (deal: unknown, options: Record<string, unknown> = {}) => {
    try {
      position(deal as never, options);
    } catch (error) {
      return error;
    }
    return null;
  };

  it('BAD_DEAL: a mistyped deal fact ("panicUsed":"yes") is refused naming the field, not ignored', () => {
    const error = refusalOf({ seats: [{ panicUsed: "yes" }] }, { panic: true });
    expect(isRuleError(error) && error.code).toBe("BAD_DEAL");
    expect((error as Error).message).toContain("deal.seats[0].panicUsed");
    expect(position({ seats: [{ panicUsed: true }] }, { panic: true }).players[0].panicUsed).toBe(true);
  });

  it("BAD_DEAL: an unknown field at any level or a mistyped fact is refused naming the field", () => {
    const cases: [unknown, string][] = [
      [{ seeds: 1 }, '"seeds"'],
      [{ seats: [{ hand: ["5H"], faceUp: ["6H"] }] }, '"faceUp"'],
      [{ seats: [["5H"]] }, "deal.seats[0]"],
      [{ seats: [5] }, "deal.seats[0]"],
      [{ seats: [{ hand: "5H" }] }, "seats[0].hand"],
      [{ seats: [{ panicProtected: 1 }] }, "deal.seats[0].panicProtected"],
      [{ seats: [{ panicUsed: "false" }] }, "deal.seats[0].panicUsed"],
      [{ seats: [{ presence: "3" }] }, "deal.seats[0].presence"],
      [{ seats: [{ attackedBy: "1" }] }, "deal.seats[0].attackedBy"],
      [{ seats: [{ abilities: "wisdom" }] }, "deal.seats[0].abilities"],
      [{ seats: [{ abilities: [["wisdom"]] }] }, "deal.seats[0].abilities"],
      [{ seats: [{ abilities: ["constructor"] }] }, "deal.seats[0].abilities"],
      [{ seats: [{ attached: ["3C"] }] }, "deal.seats[0].attached"],
      [{ round: "2" }, "deal.round"],
      [{ turn: 0.5 }, "deal.turn"],
      [{ firstPlayer: true }, "deal.firstPlayer"],
      [{ eliminated: 1 }, "deal.eliminated"],
      [{ deck: "5H" }, "deck"],
      [[], "deal"],
    ];
    for (const [deal, field] of cases) {
      const error = refusalOf(deal);
      expect(isRuleError(error), `${JSON.stringify(deal)}: ${String(error)}`).toBe(true);
      if (isRuleError(error)) {
        expect(error.code, JSON.stringify(deal)).toBe("BAD_DEAL");
        expect(error.message, JSON.stringify(deal)).toContain(field);
      }
    }
  });
});

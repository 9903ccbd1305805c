// One move, one spelling: the cards of a play or a return in any order (and any notation the engine
// reads) give exactly the game of the listed action; a field the game does not read is BAD_ACTION;
// a custom deal with an unknown or mistyped field is BAD_DEAL naming it.

import { isRuleError, Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { TdcAction } from "../src/actions.js";
import { CARD_TEXT } from "../src/cards.js";
import { nextCarry } from "../src/rules/series.js";
import type { TdcState } from "../src/state.js";
import { expectRejected, game, optionsFor, play, position } from "./helpers.js";
import { walkGame } from "./walk.js";

type Attempt = { json: string; events: string } | { error: unknown; json: string };

function attempt(state: TdcState, seat: number, action: unknown): Attempt {
  const copy = game.clone(state);
  try {
    const events = game.apply(copy, seat, action);
    return { json: JSON.stringify(copy), events: JSON.stringify(events) };
  } catch (error) {
    return { error, json: JSON.stringify(copy) };
  }
}

/** Other spellings of a listed action: its cards in other orders and notations, its keys reordered. */
function respellings(action: TdcAction, rng: Rng): unknown[] {
  const out: unknown[] = [Object.fromEntries(Object.entries(action).reverse())];
  if (action.type === "play" || action.type === "returnCards") {
    const cards = action.cards;
    out.push({ type: action.type, cards: cards.slice().reverse() });
    out.push({ type: action.type, cards: rng.shuffle(cards.slice()) });
    out.push({ type: action.type, cards: cards.map((c) => c.toLowerCase()).reverse() });
  }
  if (action.type === "tableSwap")
    out.push({ type: "tableSwap", take: action.take.toLowerCase(), give: action.give });
  return out;
}

describe("one move, one spelling", () => {
  it('TDC-7: play ["4H","4D","4C"] is the listed play ["4C","4D","4H"]: same pile, log and events', () => {
    const s = position({ hands: [["4C", "4D", "4H", "9S"], ["8C"], ["3C"], ["5C"]] });
    const legal = game.legalActions(s, 0);
    expect(legal).toContainEqual(play("4C", "4D", "4H"));
    const listed = attempt(s, 0, play("4C", "4D", "4H"));
    const respelled = attempt(s, 0, play("4H", "4D", "4C"));
    expect("error" in respelled).toBe(false);
    expect(respelled).toEqual(listed);
    const after = game.clone(s);
    game.apply(after, 0, play("4H", "4D", "4C"));
    expect(after.pile.map((c) => CARD_TEXT[c])).toEqual(["4C", "4D", "4H"]);
  });

  it("TDC-29: returnCards in reverse order is the listed return: same hands, exchange record and events", () => {
    const s = game.setup(optionsFor(4, { carry: nextCarry(null, [1, 4, 2, 3]) }), "returns");
    const seat = game.activeSeats(s)[0];
    const legal = game.legalActions(s, seat).filter((a) => a.type === "returnCards");
    const two = legal.find((a) => a.type === "returnCards" && a.cards.length === 2) as TdcAction & {
      cards: readonly string[];
    };
    expect(two).toBeDefined();
    const listed = attempt(s, seat, two);
    const reversed = attempt(s, seat, { type: "returnCards", cards: two.cards.slice().reverse() });
    expect("error" in listed).toBe(false);
    expect(reversed).toEqual(listed);
  });

  it("BAD_ACTION: an action with a field the game does not read is refused naming it, state unchanged", () => {
    const s = position({ hands: [["7H", "7S", "9C"], ["8C", "9D"], ["3C"]], table: ["4S"] });
    const cases: [unknown, string][] = [
      [{ type: "play", cards: ["7H"], extra: 1 }, "extra"],
      [{ type: "play", cards: ["7H"], card: "7S" }, "card"],
      [{ type: "fold", seat: 0 }, "seat"],
      [{ type: "skip", cards: [] }, "cards"],
      [{ type: "tableSwap", take: "4S", give: "7H", cards: ["7H"] }, "cards"],
      [{ type: "returnCards", cards: ["7H"], to: 1 }, "to"],
    ];
    for (const [action, field] of cases) {
      expectRejected(s, 0, action, "BAD_ACTION");
      expect(() => game.apply(game.clone(s), 0, action)).toThrow(`no field "${field}"`);
    }
  });

  it("TDC-7, TDC-20, TDC-29: in random games every legal action re-spelled is refused unchanged or plays exactly as listed; with an extra field it is BAD_ACTION", () => {
    const rng = new Rng("spellings");
    let compared = 0;
    const games: [number, number, "choice" | "lowest" | "none", boolean][] = [
      [2, 1, "choice", false],
      [3, 2, "choice", false],
      [4, 3, "choice", true],
      [5, 4, "choice", true],
      [5, 5, "lowest", true],
    ];
    for (const [players, seed, exchange, second] of games) {
      walkGame(players, seed, exchange, second, (state) => {
        if (game.outcome(state) !== null) return;
        const seat = game.activeSeats(state)[0];
        for (const action of game.legalActions(state, seat)) {
          const listed = attempt(state, seat, action);
          if ("error" in listed) throw new Error(`listed ${JSON.stringify(action)} was refused`);
          for (const other of respellings(action, rng)) {
            const got = attempt(state, seat, other);
            if ("error" in got) {
              expect(isRuleError(got.error), String(got.error)).toBe(true);
              expect(got.json).toBe(JSON.stringify(state));
            } else {
              expect(got, `${JSON.stringify(other)} for ${JSON.stringify(action)}`).toEqual(listed);
              compared++;
            }
          }
          const extra = attempt(state, seat, { ...action, note: "x" });
          expect("error" in extra && isRuleError(extra.error) && extra.error.code).toBe("BAD_ACTION");
          expect(extra.json).toBe(JSON.stringify(state));
        }
      });
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe("custom deals: unknown or mistyped fields", () => {
  it("TDC-3 BAD_DEAL: an unknown field at any level or a mistyped fact is refused naming the field", () => {
    const hand4 = ["3C", "3D", "3H", "3S", "4C", "4D", "4H", "4S", "5C", "5D", "5H", "5S", "6C"];
    const cases: [unknown, string][] = [
      [{ dealr: 1 }, "dealr"],
      [{ seats: [{ hand: hand4, faceUp: [] }] }, "faceUp"],
      [{ seats: "all" }, "deal.seats"],
      [{ seats: [5] }, "deal.seats[0]"],
      [{ seats: [{ hand: "3C 3D" }] }, "seats[0].hand"],
      [{ dealer: "1" }, "deal.dealer"],
      [{ opener: 1.5 }, "deal.opener"],
      [{ opener: true }, "deal.opener"],
      [{ table: "2S" }, "table"],
      [[], "deal"],
      ["deal", "deal"],
    ];
    for (const [deal, field] of cases) {
      let thrown: unknown = null;
      try {
        game.setup(optionsFor(4, { deal }), "deal");
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

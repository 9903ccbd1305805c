// One move, one spelling: the cards of a link or of a face-up selection in any order (and any
// notation the engine reads) give exactly the game of the listed action; a field the game does not
// read is BAD_ACTION; a custom deal with an unknown or mistyped field is BAD_DEAL naming it.

import { formatCard, isRuleError, Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { CsAction } from "../src/actions.js";
import { cuntSoul } from "../src/definition.js";
import type { CsState } from "../src/state.js";
import { pileText, position, refusal, refused } from "./helpers.js";

type Attempt = { json: string; events: string } | { error: unknown; json: string };

function attempt(state: CsState, seat: number, action: unknown): Attempt {
  const copy = cuntSoul.clone(state);
  try {
    const events = cuntSoul.apply(copy, seat, action);
    return { json: JSON.stringify(copy), events: JSON.stringify(events) };
  } catch (error) {
    return { error, json: JSON.stringify(copy) };
  }
}

function newGame(players: number, preset: string, seed: string): CsState {
  return cuntSoul.setup(resolveOptions(cuntSoul, { players, preset, options: {} }), seed);
}

/** Other spellings of a listed action: cards in other orders and notations, keys reordered. */
function respellings(action: CsAction, rng: Rng): unknown[] {
  const a = action as Record<string, unknown>;
  const out: unknown[] = [Object.fromEntries(Object.entries(a).reverse())];
  const lower = (list: readonly string[]) => list.map((c) => c.toLowerCase());
  if (Array.isArray(a.cards)) {
    const list = a.cards as string[];
    out.push({ ...a, cards: list.slice().reverse() });
    out.push({ ...a, cards: rng.shuffle(list.slice()) });
    out.push({ ...a, cards: lower(list).reverse() });
  }
  if (Array.isArray(a.faceUp)) {
    const list = a.faceUp as string[];
    out.push({ ...a, faceUp: list.slice().reverse() });
    out.push({ ...a, faceUp: rng.shuffle(list.slice()) });
    out.push({ ...a, faceUp: lower(list), field: (a.field as string).toLowerCase() });
  }
  if (typeof a.card === "string") out.push({ ...a, card: a.card.toLowerCase() });
  // Numbers written as strings are another value, never the same move.
  for (const [key, value] of Object.entries(a))
    if (typeof value === "number") out.push({ ...a, [key]: String(value) });
  return out;
}

describe("one move, one spelling", () => {
  it("CS-7: a face-up selection in another order is the listed selection: same slots, state and events", () => {
    const s = newGame(2, "V12", "select");
    const listed = cuntSoul.legalActions(s, 0)[0] as { type: "setup"; faceUp: string[]; field: string };
    const reordered = { type: "setup", faceUp: listed.faceUp.slice().reverse(), field: listed.field };
    const want = attempt(s, 0, listed);
    const got = attempt(s, 0, reordered);
    expect("error" in got).toBe(false);
    expect(got).toEqual(want);
    cuntSoul.apply(s, 0, reordered);
    expect(s.seats[0].faceUp.map(formatCard)).toEqual(listed.faceUp);
  });

  it("CS-20: a link's cards in another order are the listed link: same pile, state and events", () => {
    const s = position({ players: 2, hands: ["5H 5D 5C 9S", "KS KH"] });
    const legal = cuntSoul.legalActions(s, 0);
    const triple = legal.find((a) => a.type === "play" && a.cards.length === 3) as { cards: string[] };
    expect(triple.cards).toEqual(["5H", "5D", "5C"]);
    const want = attempt(s, 0, triple);
    const got = attempt(s, 0, { type: "play", cards: ["5C", "5H", "5D"] });
    expect("error" in got).toBe(false);
    expect(got).toEqual(want);
    cuntSoul.apply(s, 0, { type: "play", cards: ["5C", "5H", "5D"] });
    expect(pileText(s)).toEqual(["5H 5D 5C"]);
  });

  it("BAD_ACTION: an action with a field the game does not read is refused naming it, state unchanged", () => {
    const s = position({ players: 2, hands: ["5H 5D 9S", "KS KH"], up: ["4C 6D 8H", ""] });
    const cases: [unknown, string][] = [
      [{ type: "play", cards: ["5H"], card: "5H" }, "card"],
      [{ type: "play", cards: ["5H", "5D"], from: "hand" }, "from"],
      [{ type: "pickUp", all: true }, "all"],
      [{ type: "flip", slot: 0, card: "5H" }, "card"],
      [{ type: "endChain", now: 1 }, "now"],
      [{ type: "chooseNext", seat: 1, why: "x" }, "why"],
      [{ type: "swap", card: "5H", slot: 0, zone: "up" }, "zone"],
      [{ type: "keepField", x: 0 }, "x"],
      [{ type: "setup", faceUp: ["5H", "5D", "9S"], field: "KS", extra: null }, "extra"],
    ];
    for (const [action, field] of cases) {
      const r = refused(s, 0, action);
      expect(r?.code, JSON.stringify(action)).toBe("BAD_ACTION");
      expect(refusal(() => cuntSoul.apply(cuntSoul.clone(s), 0, action))?.message).toContain(`"${field}"`);
    }
  });

  it("CS-7, CS-12, CS-13: in random games every legal action re-spelled is refused unchanged or plays exactly as listed; with an extra field it is BAD_ACTION", () => {
    const rng = new Rng("spellings");
    let compared = 0;
    let links = 0;
    const games: [number, string][] = [
      [2, "V12"],
      [3, "V13"],
      [4, "V11Style"],
      [5, "V12"],
    ];
    for (const [players, preset] of games) {
      const s = newGame(players, preset, `spell-${players}-${preset}`);
      for (let step = 0; step < 250 && cuntSoul.outcome(s) === null; step++) {
        const seat = cuntSoul.activeSeats(s)[0];
        const legal = cuntSoul.legalActions(s, seat);
        const before = JSON.stringify(s);
        // Every multi-card link and a sample of the rest (a selection lists hundreds).
        const sample = legal.filter(
          (a, i) => (a.type === "play" && a.cards.length > 1) || i < 2 || rng.int(legal.length) < 2,
        );
        for (const action of sample) {
          const listed = attempt(s, seat, action);
          if ("error" in listed) throw new Error(`listed ${JSON.stringify(action)} was refused`);
          if (action.type === "play" && action.cards.length > 1) links++;
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
        cuntSoul.apply(s, seat, legal[rng.int(legal.length)]);
      }
    }
    expect(links).toBeGreaterThan(50);
    expect(compared).toBeGreaterThan(2000);
  });
});

describe("custom deals: unknown or mistyped fields", () => {
  const opts = (players: number, deal: unknown) =>
    resolveOptions(cuntSoul, { players, preset: "V12", options: { deal } });
  const setupError = (players: number, deal: unknown) =>
    refusal(() => cuntSoul.setup(opts(players, deal), "deal"));

  it("CS-6 BAD_DEAL: an unknown field at any level or a mistyped fact is refused naming the field", () => {
    const cases: [unknown, string][] = [
      [{ dealr: 1 }, "dealr"],
      [{ seats: [{ hand: ["5H"], faceup: ["6H"] }] }, "faceup"],
      [{ seats: [5] }, "deal.seats[0]"],
      [{ seats: [{ hand: "5H 6H" }] }, "seats[0].hand"],
      [{ seats: [{ handSize: "5" }] }, "deal.seats[0].handSize"],
      [{ dealer: "1" }, "deal.dealer"],
      [{ first: 1.5 }, "deal.first"],
      [{ direction: "cw" }, "deal.direction"],
      [{ turns: "3" }, "deal.turns"],
      [{ sourceSize: true }, "deal.sourceSize"],
      [{ pile: [{ cards: ["5H"], colour: "red" }] }, "colour"],
      [{ pile: [{ cards: ["4H"], active: "yes" }] }, "deal.pile[0].active"],
      [{ pile: [{ cards: ["4H"], owner: "0" }] }, "deal.pile[0].owner"],
      [{ pile: [{ cards: ["5H"], count: "2" }] }, "deal.pile[0].count"],
      [{ pile: [{ cards: ["6H"], paradox: 1 }] }, "deal.pile[0].paradox"],
      [{ pile: [{ cards: ["9H"], value: 9 }] }, "deal.pile[0].value"],
      [
        { seats: [{ faceUp: ["5H", "6H", "7H"], field: "8H", horizontal: "no" }] },
        "deal.seats[0].horizontal",
      ],
    ];
    for (const [deal, field] of cases) {
      const r = setupError(2, deal);
      expect(r?.code, JSON.stringify(deal)).toBe("BAD_DEAL");
      expect(r?.message, JSON.stringify(deal)).toContain(field);
    }
  });

  it("CS-6 BAD_DEAL: a deal that is not an object is refused as a deal", () => {
    for (const deal of ["deal", 7, [], null]) {
      const r = refusal(() => cuntSoul.setup(opts(2, deal), "deal"));
      expect(r?.code, JSON.stringify(deal)).toBe("BAD_DEAL");
    }
  });

  it("CS-6, CS-120 BAD_DEAL: an out seat's horizontal markers or field changes are refused, not ignored", () => {
    const selected = (up: string, field: string) => ({ faceUp: up.split(" "), field });
    for (const [key, value] of [
      ["fieldChanges", 1],
      ["horizontal", [false, true, false]],
    ] as const) {
      const deal = {
        seats: [{ place: 1, [key]: value }, selected("5H 6H 7H", "8H"), selected("5D 6D 7D", "8D")],
      };
      const r = setupError(3, deal);
      expect(r?.code, key).toBe("BAD_DEAL");
      expect(r?.message, key).toContain(`deal.seats[0].${key}`);
    }
  });
});

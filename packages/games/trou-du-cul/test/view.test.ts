// Views never reveal hidden cards (§2, TDC-30) and determinize follows §9 exactly.

import { Rng } from "@houserules/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTdcCard } from "../src/cards.js";
import type { TdcState } from "../src/state.js";
import { game, play, position, run } from "./helpers.js";
import { walkGame } from "./walk.js";

const players = fc.constantFrom(2, 3, 4, 5);
const modes = fc.constantFrom("choice" as const, "lowest" as const, "none" as const);

/** Cards of other hands that a view may name: those it knows are there (swaps, own gifts). */
function checkPrivacy(state: TdcState, seat: number | null) {
  const view = game.view(state, seat);
  const json = JSON.stringify(view);
  state.hands.forEach((cards, holder) => {
    if (holder === seat) return;
    const allowed = new Set([...view.knownCards[holder], ...view.giftKnown[holder]]);
    for (const text of cards.map((c) => game.formatAction({ type: "play", cards: [cardText(c)] }))) {
      if (allowed.has(text)) continue;
      expect(json, `seat ${seat} sees ${text} of seat ${holder}`).not.toContain(`"${text}"`);
    }
  });
}
const cardText = (card: number) => game.view({ ...minimal, table: [card] } as TdcState, null).table[0];
const minimal = position({ hands: [["3C"], ["4C"]] });

describe("view privacy", () => {
  it("§2: a view shows its own hand and every hand size, never another hand's cards", () => {
    const s = position({ hands: [["3C", "9D"], ["4C", "KD", "KH"], ["5C"], ["6C"]] });
    const view = game.view(s, 0);
    expect(view.hand).toEqual(["3C", "9D"]);
    expect(view.handSizes).toEqual([2, 3, 1, 1]);
    expect(JSON.stringify(view)).not.toContain('"KD"');
    expect(game.view(s, null).hand).toBeNull();
  });

  it("§2, TDC-30: in random games of series no view ever names a hidden card", () => {
    fc.assert(
      fc.property(players, fc.integer(), modes, fc.boolean(), (n, seed, mode, second) => {
        walkGame(n, seed, mode, second, (state) => {
          for (const seat of [null, ...state.hands.map((_, i) => i)]) checkPrivacy(state, seat);
        });
      }),
      { numRuns: 25 },
    );
  });

  it("§2: the view holds the round pile with who played what, the turn state and match flag, the discard and the log", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["KC", "4D"],
        ["8C", "AC"],
      ],
    });
    run(s, [
      [0, play("7C")],
      [1, play("7D")],
    ]);
    const view = game.view(s, 2);
    expect(view.round).toMatchObject({
      kind: 1,
      turnState: "matchOrSkip",
      match: true,
      locked: false,
      plays: [
        { seat: 0, cards: ["7C"] },
        { seat: 1, cards: ["7D"] },
      ],
    });
    expect(view.toAct).toBe(2);
    expect(view.log.slice(-2)).toEqual([
      { type: "play", seat: 0, cards: ["7C"] },
      { type: "play", seat: 1, cards: ["7D"] },
    ]);
    expect(view.discard.length).toBe(52 - 8);
    // Views share their decoded log entries, read-only: a reader cannot rewrite another view's log.
    const entry = view.log[view.log.length - 1];
    expect(game.view(s, 0).log.at(-1)).toBe(entry);
    expect(() => {
      (entry as { seat: number }).seat = 3;
    }).toThrow(TypeError);
    expect(() => {
      (entry as { cards: string[] }).cards.push("2S");
    }).toThrow(TypeError);
  });
});

describe("determinize (§9)", () => {
  it("§9: determinize's world, viewed from the seat, equals the view; cards are conserved; legal actions agree", () => {
    fc.assert(
      fc.property(players, fc.integer(), modes, fc.boolean(), (n, seed, mode, second) => {
        const rng = new Rng(`det/${seed}`);
        walkGame(n, seed, mode, second, (state) => {
          for (let seat = 0; seat < n; seat++) {
            const view = game.view(state, seat);
            const world = game.determinize(JSON.parse(JSON.stringify(view)), seat, rng);
            expect(JSON.stringify(game.view(world, seat))).toBe(JSON.stringify(view));
            expect(Object.keys(game.cardCensus(world))).toHaveLength(52);
            if (game.activeSeats(state)[0] === seat) {
              expect(JSON.stringify(game.legalActions(world, seat))).toBe(
                JSON.stringify(game.legalActions(state, seat)),
              );
            }
          }
        });
      }),
      { numRuns: 20 },
    );
  });

  it("§9: known placements (table swaps, own gifts) and exchange bounds hold in every sampled world, with or without inferences", () => {
    fc.assert(
      fc.property(
        players,
        fc.integer(),
        fc.constantFrom("choice" as const, "lowest" as const),
        (n, seed, mode) => {
          const rng = new Rng(`bounds/${seed}`);
          walkGame(n, seed, mode, true, (state) => {
            for (let seat = 0; seat < n; seat++) {
              const view = game.view(state, seat);
              for (const world of [
                game.determinize(view, seat, rng),
                game.determinize(view, seat, rng, { inferences: false }),
              ])
                world.hands.forEach((hand, holder) => {
                  const cards = hand.map(cardText);
                  for (const known of [...view.knownCards[holder], ...view.giftKnown[holder]])
                    expect(cards).toContain(known);
                  if (holder === seat) return;
                  const pinned = new Set([...view.knownCards[holder], ...view.giftKnown[holder]]);
                  const { below, above } = view.bounds[holder];
                  for (const card of hand) {
                    if (pinned.has(cardText(card))) continue;
                    if (below) expect(card).toBeLessThan(parseTdcCard(below));
                    if (above) expect(card).toBeGreaterThan(parseTdcCard(above));
                  }
                });
            }
          });
        },
      ),
      { numRuns: 20 },
    );
  });

  it("§9: determinize re-samples the hidden hands (worlds differ from the true state)", () => {
    const state = game.setup(game.finishOptions({ players: 4 }), "resample");
    const worlds = new Set<string>();
    const rng = new Rng("r");
    for (let i = 0; i < 10; i++)
      worlds.add(JSON.stringify(game.determinize(game.view(state, 0), 0, rng).hands));
    expect(worlds.size).toBeGreaterThan(5);
  });
});

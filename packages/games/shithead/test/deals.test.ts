// Custom deals (options.deal): every accepted deal plays to the end; the rest are refused with
// BAD_DEAL naming the problem (SH-4, SH-5, SH-6, SH-8).

import { Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { ShState } from "../src/index.js";
import { resolvePacks, type ShOptions } from "../src/options.js";
import { legal, shithead } from "./helpers.js";

function setupWith(players: number, deal: unknown, preset = "SH", options: Record<string, unknown> = {}) {
  return shithead.setup(resolveOptions(shithead, { players, preset, options: { ...options, deal } }), "1");
}

/** The refusal of a setup, as `code: message` (the message starts with the rule id), or "accepted". */
function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    const err = e as { code: string; message: string };
    return `${err.code}: ${err.message}`;
  }
  return "accepted";
}

/** Plays random legal actions to the end; every seat asked to act must have a legal action. */
function playOut(s: ShState, rng: Rng): void {
  const census = shithead.cardCensus(s);
  // Plain checks in the loop (an expect per step would cost more than the game).
  const fail = (why: string) => expect.fail(`${why} (phase ${s.phase}, step ${steps})`);
  let steps = 0;
  while (shithead.outcome(s) === null) {
    const active = shithead.activeSeats(s);
    if (active.length === 0) fail("no seat may act in a running game");
    let chosen = active[0];
    let actions = legal(s, chosen);
    for (const seat of active) {
      const mine = seat === chosen ? actions : legal(s, seat);
      if (mine.length === 0) fail(`seat ${seat} may act but has no legal action`);
      if (rng.int(active.length) === 0) [chosen, actions] = [seat, mine];
    }
    shithead.apply(s, chosen, actions[rng.int(actions.length)]);
    if (++steps >= shithead.maxActions) fail("the game does not end");
  }
  expect(shithead.cardCensus(s)).toEqual(census);
}

describe("custom deals: the face-up choice (SH-5)", () => {
  it("SH-5 (BAD_DEAL): a seat whose upper cards are not named needs 3 hand cards to choose from (the reported 3-player deal)", () => {
    const why = refusal(() => setupWith(3, { seats: [{ hand: ["AS"] }] }));
    expect(why).toMatch(/^BAD_DEAL: SH-5: /);
    expect(why).toContain("seats[0].hand holds 1 card");
    expect(why).toContain("seats[0].upper");
    expect(refusal(() => setupWith(2, { seats: [{}, { hand: [] }] }))).toMatch(
      /^BAD_DEAL: SH-5: .*seats\[1\]\.hand holds 0 cards/,
    );
    expect(refusal(() => setupWith(2, { seats: [{ hand: ["AS", "KD"] }] }))).toMatch(/^BAD_DEAL: SH-5: /);
  });

  it("SH-5: with 3 named hand cards the seat lays all three face up; with named upper cards it skips the choice", () => {
    const s = setupWith(3, { seats: [{ hand: ["AS", "KD", "QC"] }] });
    expect(shithead.activeSeats(s)).toEqual([0, 1, 2]);
    expect(legal(s, 0)).toHaveLength(1);
    const skip = setupWith(3, { seats: [{ hand: ["AS"], upper: [] }] });
    expect(shithead.activeSeats(skip)).toEqual([1, 2]);
    playOut(s, new Rng("three"));
    playOut(skip, new Rng("skip"));
  });
});

describe("custom deals: fields (BAD_DEAL)", () => {
  it("BAD_DEAL: unknown fields in the deal or a seat are refused, naming the field", () => {
    expect(refusal(() => setupWith(2, { bogus: 1 }))).toMatch(
      /^BAD_DEAL: deal\.bogus is not a deal field; fields: seats, stock, /,
    );
    expect(refusal(() => setupWith(2, { seats: [{ bogus: 1 }] }))).toMatch(
      /^BAD_DEAL: deal\.seats\[0\]\.bogus is not a seat zone; zones: hand, lower, upper/,
    );
    expect(
      refusal(() => setupWith(2, { seats: [{}, { hand: ["AS", "KD", "QC"], faceUp: ["2S"] }] })),
    ).toContain("deal.seats[1].faceUp is not a seat zone");
  });

  it("BAD_DEAL: wrongly typed fields are refused, naming the field", () => {
    const cases: [unknown, string][] = [
      [null, "deal must be an object"],
      [["AS"], "deal must be an object"],
      [{ seats: { hand: ["AS"] } }, "deal.seats must be a list of at most 2 seats"],
      [{ seats: [{}, {}, {}] }, "deal.seats must be a list of at most 2 seats"],
      [{ seats: [[]] }, "deal.seats[0] must be an object"],
      [{ seats: ["AS"] }, "deal.seats[0] must be an object"],
      [{ seats: [{ hand: "AS" }] }, 'deal zone "seats[0].hand" must be a list of cards'],
      [{ seats: [{ lower: 3 }] }, 'deal zone "seats[0].lower" must be a list of cards'],
      [{ stock: 3 }, 'deal zone "stock" must be a list of cards'],
      [{ starter: "5S" }, 'deal zone "starter" must be a list of cards'],
      [{ pile: {} }, 'deal zone "pile" must be a list of cards'],
      [{ graveyard: true }, 'deal zone "graveyard" must be a list of cards'],
      [{ removed: "x" }, 'deal zone "removed" must be a list of cards'],
      [{ first: 1.5 }, "deal.first must be a seat from 0 to 1 (got 1.5)"],
      [{ first: 2 }, "deal.first must be a seat from 0 to 1 (got 2)"],
      [{ dealer: -1 }, "deal.dealer must be a seat from 0 to 1 (got -1)"],
      [{ dealer: "0" }, 'deal.dealer must be a seat from 0 to 1 (got "0")'],
      [{ seats: [{ hand: [5, "AS", "KD"] }] }, "is not a card"],
    ];
    for (const [deal, message] of cases) {
      const why = refusal(() => setupWith(2, deal));
      expect(why, JSON.stringify(deal)).toMatch(/^BAD_DEAL/);
      expect(why, JSON.stringify(deal)).toContain(message);
    }
  });

  it("SH-8 (BAD_DEAL): the stock fields follow the stocks option: black and red in CTR&B, stock otherwise", () => {
    expect(refusal(() => setupWith(2, { stock: ["5S"] }, "CTR&B"))).toMatch(
      /^BAD_DEAL: SH-8: deal\.stock: .*deal\.black and deal\.red/,
    );
    expect(refusal(() => setupWith(2, { black: ["5S"] }))).toMatch(
      /^BAD_DEAL: SH-8: deal\.black: .*deal\.stock/,
    );
    expect(refusal(() => setupWith(2, { red: ["5H"] }))).toMatch(/^BAD_DEAL: SH-8: deal\.red: /);
    expect(refusal(() => setupWith(2, { black: ["5S"], red: ["5H"] }, "CTR&B"))).toBe("accepted");
  });

  it("SH-6 (BAD_DEAL): a starter is not named beside a pile (its card would leave the game)", () => {
    expect(refusal(() => setupWith(2, { starter: ["5S"], pile: ["KH"] }))).toMatch(
      /^BAD_DEAL: SH-6: deal\.starter and deal\.pile are both named/,
    );
    const s = setupWith(2, { starter: [], pile: ["KH", "5S"] });
    expect(shithead.cardCensus(s)).toEqual(shithead.cardCensus(setupWith(2, {})));
  });

  it("SH-4 (BAD_DEAL): bottom cards in a layout without them, and zones too big for the pack, name the seat", () => {
    expect(refusal(() => setupWith(2, { seats: [{ lower: ["AS"] }] }, "CTR"))).toMatch(
      /^BAD_DEAL: SH-4: deal\.seats\[0\]\.lower: bottomLayout none/,
    );
    // A named stock of 40 cards leaves too few to deal both seats 3 + 3 + 6.
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"];
    const stock = ranks.flatMap((r) => ["S", "H", "D", "C"].map((suit) => `${r}${suit}`));
    expect(refusal(() => setupWith(2, { stock }))).toMatch(
      /^BAD_DEAL: SH-4: the named zones leave too few cards to deal seats\[\d\]\.\w+/,
    );
  });
});

const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

function gameCards(o: ShOptions): string[] {
  const { packs, jokers } = resolvePacks(o);
  const one = RANKS.flatMap((r) => ["S", "H", "D", "C"].map((suit) => `${r}${suit}`));
  for (let j = 0; j < jokers; j++) one.push("JK");
  return Array.from({ length: packs }, () => one).flat();
}

/** A random custom deal: some seats and zones named (sometimes all), of random sizes. */
function randomDeal(rng: Rng, o: ShOptions): Record<string, unknown> {
  const pool = gameCards(o);
  rng.shuffle(pool);
  const take = (max: number) => pool.splice(0, rng.int(max + 1));
  const full = rng.int(4) === 0;
  const seats: Record<string, string[]>[] = [];
  const named = full ? o.players : rng.int(o.players + 1);
  for (let p = 0; p < named; p++) {
    const seat: Record<string, string[]> = {};
    if (full || rng.int(2) === 0) seat.hand = take(9);
    if (o.bottomLayout !== "none" && (full || rng.int(3) === 0)) seat.lower = take(4);
    if (o.bottomLayout !== "none" && (full || rng.int(3) === 0)) seat.upper = take(4);
    seats.push(seat);
  }
  const deal: Record<string, unknown> = { seats };
  const stockFields = o.stocks === "redBlack" ? ["black", "red"] : ["stock"];
  for (const field of stockFields)
    if (full || rng.int(3) === 0) deal[field] = take(rng.int(2) === 0 ? 0 : 12);
  const top = rng.int(8);
  if (top < 2) deal.starter = take(1);
  else if (top < 4) deal.pile = take(3);
  if (rng.int(5) === 0) deal.graveyard = take(6);
  if (rng.int(3) === 0) deal.first = rng.int(o.players);
  if (rng.int(3) === 0) deal.dealer = rng.int(o.players);
  return deal;
}

describe("random custom deals", () => {
  it("SH-4/SH-5/SH-82: every accepted deal of every preset (optional rules added or not) and table size plays to the end with an action for each active seat; the rest are BAD_DEAL naming a zone", () => {
    const rng = new Rng("custom-deals");
    let accepted = 0;
    let refused = 0;
    for (const preset of shithead.presets) {
      for (const players of preset.players ?? shithead.playerCounts) {
        for (let k = 0; k < 6; k++) {
          // Half the deals add §6's optional rules (the game is then a custom mix).
          const extra: Record<string, unknown> = {};
          if (k % 2 === 1) {
            extra.threeReverse = rng.pick(["off", "perSet", "perCard"]);
            extra.evenOdd = rng.pick(["off", "all", "spadesOnly"]);
            for (const rule of ["tossFives", "chaosDeal", "aceSpadesCompletesX4"])
              extra[rule] = rng.int(2) === 0;
          }
          let base: ShOptions;
          try {
            base = resolveOptions(shithead, { players, preset: preset.id, options: extra });
          } catch {
            continue; // a custom mix this table cannot deal (SH-3), refused without any deal
          }
          const deal = randomDeal(rng, base);
          let s: ShState;
          try {
            s = shithead.setup(
              resolveOptions(shithead, { players, preset: preset.id, options: { ...extra, deal } }),
              `d${k}`,
            );
          } catch (e) {
            const err = e as { code: string; message: string };
            expect(err.code, err.message).toBe("BAD_DEAL");
            expect(err.message).toMatch(/deal|seats\[\d\]|stock|starter|pile|black|red|zone/);
            refused++;
            continue;
          }
          accepted++;
          playOut(s, rng);
        }
      }
    }
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(10);
  });

  it("SH-5: custom mixes with the face-up choice (handMin 1, 3, 5) accept a seat with exactly 3 named hand cards and play it out", () => {
    const rng = new Rng("mixes");
    for (const handMin of [1, 3, 5]) {
      const options: Record<string, unknown> = { handMin, twoMode: "next", tossFives: true };
      const s = shithead.setup(
        resolveOptions(shithead, {
          players: 4,
          preset: "custom",
          options: { ...options, deal: { seats: [{ hand: ["AS", "2S", "3S"] }] } },
        }),
        `m${handMin}`,
      );
      expect(shithead.activeSeats(s)).toEqual([0, 1, 2, 3]);
      playOut(s, rng);
    }
  });
});

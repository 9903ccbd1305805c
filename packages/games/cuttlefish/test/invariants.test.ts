import { Rng } from "@houserules/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARD_COUNT, CARDS_PER_SET } from "../src/cards.js";
import { type CuttlefishState, LIVE, OUT, PILE } from "../src/state.js";
import { cuttlefish, optionsFor } from "./helpers.js";

const PRESETS: [number, Record<string, unknown>][] = [
  [4, {}],
  [6, {}],
  [8, {}],
  [8, { eightPlayerDeck: "removeSet" }],
  [6, { declarationTiming: "ownTurn" }],
  [4, { strictDeclarations: true }],
  [6, { logVisibility: "lastAsk" }],
  [6, { endWhenClinched: true, askCap: 100 }],
];

function checkInvariants(state: CuttlefishState): void {
  const n = state.config.players;
  const counts = new Array<number>(n).fill(0);
  let pile = 0;
  for (let c = 0; c < CARD_COUNT; c++) {
    const at = state.owner[c];
    if (at === PILE) pile++;
    else if (at !== OUT) counts[at]++;
    const live = state.setStatus[(c / CARDS_PER_SET) | 0] === LIVE;
    // A live card is always in a hand or the Pile; a card out of the game belongs to a resolved set.
    if (live) expect(at).not.toBe(OUT);
    if (at === OUT) expect(live).toBe(false);
  }
  expect(counts).toEqual(state.handCount);
  expect(pile).toBe(state.pileCount);
  if (state.phase === "play") expect(state.handCount[state.turn]).toBeGreaterThan(0);
  const active = cuttlefish.activeSeats(state);
  if (state.phase === "over") expect(active).toEqual([]);
  else for (const seat of active) expect(cuttlefish.legalActions(state, seat).length).toBeGreaterThan(0);
  for (let seat = 0; seat < n; seat++) {
    if (!active.includes(seat)) expect(cuttlefish.legalActions(state, seat)).toEqual([]);
  }
}

describe("invariants over seeded playouts", () => {
  it("CF-5, CF-11, CF-17, CF-27: cards are conserved, hand counts are exact, every active seat can act and every game ends", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: PRESETS.length - 1 }),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 1, max: 40 }),
        (p, seed, declareOdds) => {
          const [players, options] = PRESETS[p];
          const state = cuttlefish.setup(optionsFor(players, options), seed);
          const rng = new Rng(`inv/${seed}`);
          let steps = 0;
          while (state.phase !== "over") {
            if (steps % 5 === 0) checkInvariants(state);
            // Mostly the seat the runner would ask; now and then any listed seat (CF-14: every
            // seat may declare at any moment of play).
            const active = cuttlefish.activeSeats(state);
            const seat = rng.int(declareOdds) === 0 ? rng.pick(active) : active[0];
            const legal = cuttlefish.legalActions(state, seat);
            // Bias towards asks and passes so that games run long; declarations now and then.
            const calm = legal.filter((a) => a.type !== "declare");
            const action = calm.length > 0 && rng.int(declareOdds) !== 0 ? rng.pick(calm) : rng.pick(legal);
            cuttlefish.apply(state, seat, action);
            steps++;
            expect(steps).toBeLessThanOrEqual(cuttlefish.maxActions);
          }
          checkInvariants(state);
          const outcome = cuttlefish.outcome(state);
          if (outcome === null) throw new Error("a finished game has an outcome");
          const sets = (outcome.details as { sets: number[] }).sets;
          expect(
            outcome.places.every(
              (place, seat) => place === (sets[seat % 2] >= sets[1 - (seat % 2)] ? 1 : players / 2 + 1),
            ),
          ).toBe(true);
        },
      ),
      { numRuns: Number(process.env.CF_RUNS ?? 30), seed: Number(process.env.CF_SEED ?? 7) },
    );
  });

  it("CF-13, CF-15: a refused action never changes the state (random corruptions of legal actions)", () => {
    const state = cuttlefish.setup(optionsFor(6), "refuse");
    const rng = new Rng("refuse");
    for (let step = 0; step < 200 && state.phase !== "over"; step++) {
      const seat = cuttlefish.activeSeats(state)[0];
      const legal = cuttlefish.legalActions(state, seat);
      const base = rng.pick(legal) as unknown as Record<string, unknown>;
      const corrupt = { ...base, version: state.version + 1 + rng.int(3) };
      const before = JSON.stringify(state);
      expect(() => cuttlefish.apply(state, seat, corrupt)).toThrow();
      expect(JSON.stringify(state)).toBe(before);
      const calm = legal.filter((a) => a.type !== "declare");
      cuttlefish.apply(state, seat, { ...(calm.length ? rng.pick(calm) : legal[0]), version: state.version });
    }
  });
});

describe("bots across games", () => {
  it("section 9: a normal bot reused for a second game rebuilds its memory from the new game's view", () => {
    const normal = cuttlefish.bots.normal;
    if (!normal) throw new Error("no normal bot");
    const bots = Array.from({ length: 6 }, () => normal());
    for (const seed of ["first", "second"]) {
      const state = cuttlefish.setup(optionsFor(6), seed);
      const rng = new Rng(seed);
      for (let step = 0; step < 2000 && state.phase !== "over"; step++) {
        const seat = cuttlefish.activeSeats(state)[0];
        const legal = cuttlefish.legalActions(state, seat);
        const action = bots[seat].choose({ view: cuttlefish.view(state, seat), seat, legal, rng });
        expect(legal.map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
        cuttlefish.apply(state, seat, action);
      }
      expect(state.phase).toBe("over");
    }
  });
});

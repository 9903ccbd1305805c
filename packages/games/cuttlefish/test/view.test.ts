import { playGame, Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { CARD_COUNT, formatCardId } from "../src/cards.js";
import type { CuttlefishState } from "../src/state.js";
import { ask, cards, cuttlefish, declare, onlyLive, optionsFor, pass, passAll, position } from "./helpers.js";

/** Plays random legal actions, preferring asks and passes so that games have a history. */
function playSome(state: CuttlefishState, rng: Rng, steps: number): void {
  for (let i = 0; i < steps && state.phase !== "over"; i++) {
    const seat = cuttlefish.activeSeats(state)[0];
    const legal = cuttlefish.legalActions(state, seat);
    const calm = legal.filter((a) => a.type !== "declare");
    cuttlefish.apply(state, seat, calm.length > 0 && rng.int(30) !== 0 ? rng.pick(calm) : rng.pick(legal));
  }
}

/** Crabs and goldfish live, seat 0 to ask first (dealer 5): crabs with seats 0, 1 and 3. */
function crabsAndGoldfish(): CuttlefishState {
  return position(6, {
    hands: {
      0: cards("crabs", 1, 2),
      1: cards("crabs", 3, 4),
      2: cards("goldfish", 1),
      3: cards("crabs", 5, 6),
      4: cards("goldfish", 2, 3),
      5: cards("goldfish", 4, 5, 6),
    },
    resolved: onlyLive("crabs", "goldfish"),
    dealer: 5,
  });
}

describe("views", () => {
  it("CF-7: log entries shared between views are frozen: editing one throws and no other view changes", () => {
    const state = cuttlefish.setup(optionsFor(6), "frozen");
    const rng = new Rng("frozen/chooser");
    for (let i = 0; i < 30 && cuttlefish.outcome(state) === null; i++) {
      const seat = cuttlefish.activeSeats(state)[0];
      cuttlefish.apply(state, seat, rng.pick(cuttlefish.legalActions(state, seat)));
    }
    const mine = cuttlefish.view(state, 0);
    const theirs = JSON.stringify(cuttlefish.view(state, 1));
    expect(mine.log.length).toBeGreaterThan(0);
    expect(() => {
      (mine.log[0] as { seq: number }).seq = 999;
    }).toThrow(TypeError);
    expect(JSON.stringify(cuttlefish.view(state, 1))).toBe(theirs);
  });

  it("CF-6: a seat sees its own hand and every hand size, never another seat's cards", () => {
    const state = cuttlefish.setup(optionsFor(6), "hidden");
    for (const seat of [0, 3]) {
      const view = cuttlefish.view(state, seat);
      const { notes, ...rest } = view;
      const json = JSON.stringify(rest);
      // Notes list every card the seat does not hold; at the deal nothing narrows them down.
      const others = [0, 1, 2, 3, 4, 5].filter((s) => s !== seat);
      expect(Object.keys(notes ?? {})).toHaveLength(45);
      for (const holders of Object.values(notes ?? {})) expect(holders).toEqual(others);
      for (let c = 0; c < CARD_COUNT; c++) {
        if (state.owner[c] !== seat) expect(json).not.toContain(`"${formatCardId(c)}"`);
      }
      expect(view.hand).toHaveLength(9);
      expect(view.handCounts).toEqual([9, 9, 9, 9, 9, 9]);
    }
    const spectator = cuttlefish.view(state, null);
    expect(spectator.hand).toBeNull();
    expect(spectator.notes).toBeNull();
    expect(JSON.stringify(spectator)).not.toMatch(/crabs-|goldfish-|whale-/);
  });

  it("CF-6: hidden cards re-sampled by determinize never change a seat's view, and known cards stay where they are known", () => {
    for (const players of [4, 6, 8]) {
      const state = cuttlefish.setup(optionsFor(players), `det/${players}`);
      const rng = new Rng(`det/${players}`);
      for (let round = 0; round < 6; round++) {
        playSome(state, rng, 15);
        for (let seat = 0; seat < players; seat++) {
          const view = cuttlefish.view(state, seat);
          const world = cuttlefish.determinize(JSON.parse(JSON.stringify(view)), seat, rng.fork());
          expect(cuttlefish.view(world, seat)).toEqual(view);
          expect(cuttlefish.legalActions(world, seat)).toEqual(cuttlefish.legalActions(state, seat));
          for (const [card, holders] of Object.entries(view.notes ?? {})) {
            const id = Object.keys(cuttlefish.cardCensus(state)).indexOf(card);
            const at = world.owner[id];
            expect(holders).toContain(at === 8 ? -1 : at);
            expect(holders).toContain(state.owner[id] === 8 ? -1 : state.owner[id]);
          }
        }
      }
    }
  });

  it("CF-11 (notes): the notes aid shows what the seat can deduce; it is on by default", () => {
    const state = crabsAndGoldfish();
    cuttlefish.apply(state, 0, ask(1, "crabs-3"));
    const notes = cuttlefish.view(state, 4).notes;
    expect(notes?.["crabs-3"]).toEqual([0]);
    expect(cuttlefish.view(state, 0).notes?.["crabs-3"]).toBeUndefined();
    const off = position(
      6,
      {
        hands: { 0: cards("crabs", 1, 2, 3, 4, 5, 6), 1: cards("goldfish", 1, 2, 3, 4, 5, 6) },
        resolved: onlyLive("crabs", "goldfish"),
      },
      { notes: false },
    );
    expect(cuttlefish.view(off, 0).notes).toBeNull();
  });

  it("CF-11 (notes): a view's notes are those of its moment, even when first read after play went on", () => {
    const state = crabsAndGoldfish();
    const before = cuttlefish.view(state, 4);
    const beforeCopy = JSON.parse(JSON.stringify(cuttlefish.view(state, 4)));
    cuttlefish.apply(state, 0, ask(1, "crabs-3"));
    expect(before.notes?.["crabs-3"]).toEqual([0, 1, 2, 3, 5]);
    expect(JSON.parse(JSON.stringify(before))).toEqual(beforeCopy);
    expect({ ...cuttlefish.view(state, 4) }.notes?.["crabs-3"]).toEqual([0]);
    expect(Object.freeze(cuttlefish.view(state, 4)).notes?.["crabs-3"]).toEqual([0]);
    expect(Object.seal(cuttlefish.view(state, 4)).notes?.["crabs-3"]).toEqual([0]);
    expect(Object.create(cuttlefish.view(state, 4)).notes?.["crabs-3"]).toEqual([0]);
  });
  it("CF-10 (notes): the notes aid also shows which seat must hold one of a few cards, from its asks", () => {
    const state = position(6, {
      hands: {
        0: cards("crabs", 1, 2),
        1: cards("goldfish", 1, 2, 3),
        2: cards("crabs", 3),
        3: cards("goldfish", 4, 5, 6),
        4: cards("crabs", 4, 5, 6),
        5: [],
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    });
    cuttlefish.apply(state, 0, ask(1, "crabs-3"));
    const view = cuttlefish.view(state, 4);
    expect(view.noteFacts).toEqual([{ seat: 0, oneOf: ["crabs-1", "crabs-2"] }]);
    expect(cuttlefish.describeView(view, 4)).toContain("seat 0 holds one of crabs-1, crabs-2");
  });

  it("CF-10 (notes): a fact learnt twice (two asks narrowed to the same cards) is one note", () => {
    let views = 0;
    for (let g = 0; g < 4; g++) {
      const options = optionsFor(6);
      const bots = Array.from({ length: 6 }, () => cuttlefish.bots.normal!());
      playGame(cuttlefish, options, `notes-${g}`, bots, {
        record: false,
        onStep: (_step, state: CuttlefishState) => {
          for (let seat = 0; seat < 6; seat++) {
            const facts = (cuttlefish.view(state, seat).noteFacts ?? []).map((f) => JSON.stringify(f));
            expect(new Set(facts).size).toBe(facts.length);
            views++;
          }
        },
      });
    }
    expect(views).toBeGreaterThan(1000);
  });

  it("CF-7 (edge 29): under lastAsk only the latest ask and declaration are shown; earlier holders are hidden but set, outcome and declarer stay", () => {
    const state = position(
      6,
      {
        hands: {
          0: [...cards("crabs", 1, 2, 3, 4, 5, 6), ...cards("jellyfish", 1)],
          1: cards("goldfish", 1, 2, 3, 4, 5, 6),
          2: cards("jellyfish", 2),
          3: cards("jellyfish", 3, 4, 5, 6),
        },
        resolved: onlyLive("crabs", "goldfish", "jellyfish"),
        dealer: 5,
      },
      { logVisibility: "lastAsk" },
    );
    cuttlefish.apply(state, 0, ask(3, "jellyfish-3"));
    passAll(state);
    cuttlefish.apply(state, 0, ask(3, "jellyfish-4"));
    cuttlefish.apply(state, 0, declare("crabs", [0, 0, 0, 0, 0, 0]));
    cuttlefish.apply(state, 1, declare("goldfish", [1, 1, 1, 1, 1, 1]));
    const view = cuttlefish.view(state, 2);
    expect(view.log.map((e) => e.kind)).toEqual(["ask", "declare"]);
    expect(view.log[0]).toMatchObject({ card: "jellyfish-4" });
    expect(view.log[1]).toMatchObject({ set: "goldfish", actual: [1, 1, 1, 1, 1, 1] });
    expect(JSON.stringify(view.log)).not.toContain("crabs");
    expect(view.sets[0]).toEqual({ set: "crabs", status: "A", declarer: 0 });
    expect(view.handCounts).toEqual([3, 0, 1, 2, 0, 0]);
    expect(view.notes).toBeNull();
    cuttlefish.apply(state, 1, pass);
    cuttlefish.apply(state, 2, declare("jellyfish", [0, 0, 2, 0, 0, 0]));
    expect(state.phase).toBe("over");
    expect(cuttlefish.view(state, 2).log).toHaveLength(state.log.length);
  });

  it("CF-7: full logs show every ask, answer, declaration and hand-off to every seat", () => {
    const state = cuttlefish.setup(optionsFor(6), "log");
    playSome(state, new Rng("log"), 60);
    const entries = state.log.length;
    for (const seat of [null, 0, 1]) expect(cuttlefish.view(state, seat).log).toHaveLength(entries);
  });
});

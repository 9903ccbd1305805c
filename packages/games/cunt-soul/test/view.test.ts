import { formatCard, Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { act, log, play, position, refusal, refused } from "./helpers.js";

describe("views, determinize and notation", () => {
  it("CS-10: a view names the phase, the direction and what is pending in words", () => {
    const s = position({ hands: ["AH 5C", "3C 9C", "3D", "3S"], source: "2C 2D 2H 2S 4C 4D 4H" });
    const v = cuntSoul.view(s, 1);
    expect(v.phase).toBe("play");
    expect(v.direction).toBe("clockwise");
    expect(v.pending).toBe("Seat 0 plays, flips a face-down card or picks up");
  });
  it("CS-2: a view shows other hands as counts plus publicly known cards, face-down slots as filled flags", () => {
    const s = position({
      hands: ["AH 5C", "3C 9C", "3D", "3S"],
      down: ["KC", "QD", "", ""],
      source: "2C 2D 2H 2S 4C 4D 4H",
    });
    play(s, "AH");
    act(s, 1, "pickup");
    const v = cuntSoul.view(s, 2);
    expect(v.seats[1].hand).toBeNull();
    expect(v.seats[1].known).toEqual(["AH"]);
    expect(v.seats[1].faceDownFilled).toEqual([true, false, false]);
    const json = JSON.stringify(v);
    expect(json).not.toContain("QD");
    expect(json).not.toContain("KC");
    expect(json).not.toContain("9C");
    expect(cuntSoul.view(s, 1).seats[1].hand).toContain("9C");
  });

  it("CS-2: draws are private except under the 6-field; the owner alone reads them", () => {
    const s = position({ hands: ["9H", "3C", "3D", "3S"], source: "2C 2D 2H 2S 4C 4D" });
    const events = play(s, "9H");
    const secret = events.find((e) => e.type === "drawSecret");
    expect(secret?.visibleTo).toEqual([0]);
    expect(cuntSoul.describeEvent(secret!, 1)).toBe("");
    expect(cuntSoul.describeEvent(secret!, 0)).toMatch(/You draw/);
  });

  it("CS-33: each link's resolution is explained in plain words", () => {
    const s = position({ hands: ["5H 9H", "6C 9C", "JK 3D", "3S"], up: ["KC", "KD", "", ""] });
    play(s, "5H");
    act(s, 0, "end swaps");
    expect(log(play(s, "6C"))).toContain("6 mirrors the 5; may swap once");
    act(s, 1, "end swaps");
    const eight = position({ hands: ["8H", "3C", "JK 3D", "3S"] });
    play(eight, "8H");
    expect(log(play(eight, "JK"))).toContain("Joker on a skip (8): paradox, the pile burns");
  });

  it("determinize keeps everything the seat knows and re-deals the rest", () => {
    const options = resolveOptions(cuntSoul, { players: 4 });
    const s = cuntSoul.setup(options, "det");
    const rng = new Rng("det");
    for (let i = 0; i < 300 && cuntSoul.outcome(s) === null; i++) {
      const seat = cuntSoul.activeSeats(s)[0];
      const legal = cuntSoul.legalActions(s, seat);
      cuntSoul.apply(s, seat, legal[rng.int(legal.length)]);
    }
    for (const seat of [0, 1, 2, 3]) {
      const view = cuntSoul.view(s, seat);
      const world = cuntSoul.determinize(JSON.parse(JSON.stringify(view)), seat, rng.fork());
      expect(cuntSoul.view(world, seat)).toEqual(view);
      expect(cuntSoul.cardCensus(world)).toEqual(cuntSoul.cardCensus(s));
    }
  });

  it("formatAction and parseAction round-trip every legal action", () => {
    const s = position({ hands: ["5H 5D 9C", "3C", "3D", "3S"], up: ["KC", "", "", ""] });
    for (const a of cuntSoul.legalActions(s, 0)) {
      expect(cuntSoul.parseAction(cuntSoul.formatAction(a), s, 0)).toEqual(a);
    }
    expect(cuntSoul.parseAction("5d 5h", s, 0)).toEqual({ type: "play", cards: ["5H", "5D"] });
    expect(() => cuntSoul.parseAction("dance", s, 0)).toThrow(/expected/);
  });

  it("describeView renders a terminal table with the pending decision", () => {
    const s = position({ hands: ["7H 9C", "3C", "3D", "3S"] });
    play(s, "7H");
    const text = cuntSoul.describeView(cuntSoul.view(s, 0), 0);
    expect(text).toContain("7: say higher or lower");
    expect(text).toContain("Seat 0 (you)");
    expect(cuntSoul.describeAction({ type: "play", cards: ["7H"] }, 0)).toBe("Seat 0 plays 7♥");
    expect(formatCard(s.pile[0].cards[0])).toBe("7H");
  });

  it("parseAction reads every action word and refuses garbage with BAD_NOTATION", () => {
    const s = position({ hands: ["5H 9C", "3C", "3D", "3S"], up: ["KC", "", "", ""] });
    expect(cuntSoul.parseAction("pickup", s, 0)).toEqual({ type: "pickUp" });
    expect(cuntSoul.parseAction("flip 2", s, 0)).toEqual({ type: "flip", slot: 1 });
    expect(cuntSoul.parseAction("next 3", s, 0)).toEqual({ type: "chooseNext", seat: 3 });
    expect(cuntSoul.parseAction("keep field", s, 0)).toEqual({ type: "keepField" });
    expect(cuntSoul.parseAction("setup AS KD 10H field 7C", s, 0)).toEqual({
      type: "setup",
      faceUp: ["AS", "KD", "10H"],
      field: "7C",
    });
    play(s, "5H");
    expect(cuntSoul.parseAction("end", s, 0)).toEqual({ type: "endSwaps" });
    expect(refusal(() => cuntSoul.parseAction("flip 9", s, 0))?.code).toBe("BAD_NOTATION");
    expect(refusal(() => cuntSoul.parseAction("swap ZZ 1", s, 0))?.code).toBe("BAD_NOTATION");
  });
});

describe("the view's named values", () => {
  it("CS-2, CS-32, CS-45: pile links top first, with their value, what they count as and a 7's choice by name", () => {
    const s = position({ hands: ["9H", "6C", "7D", "3S"], up: ["KC", "", "", ""] });
    play(s, "9H");
    play(s, "6C");
    play(s, "7D");
    act(s, 2, "lower");
    const v = cuntSoul.view(s, 3);
    expect(v.pile.map((l) => l.cards)).toEqual([["7D"], ["6C"], ["9H"]]);
    expect(v.pile.map((l) => [l.value, l.semantic, l.run])).toEqual([
      ["7", "7", "none"],
      ["6", "9", "none"],
      ["9", "9", "none"],
    ]);
    expect(v.pile[0]).toMatchObject({ choice: "lower", fired: true, active: true, owner: 2 });
    expect(v.pile[1].choice).toBeNull();
    expect(v.seats[0].faceUp).toEqual(["KC", null, null]);
    expect(v.seats[0].place).toBeNull();
    expect(v.turn).toMatchObject({
      seat: 3,
      mode: "fresh",
      peekSlot: null,
      tempField: null,
      tokenHolder: null,
    });
    expect(v.turn.queue).toEqual([{ kind: "next" }]);
    expect(v.fields).toEqual({ inForce: {}, bifurcated: false, reversed: false, multiplier: 1, handSize: 5 });
  });

  it("CS-60, CS-92, CS-14: queue items, the chain mode and the field cards in force are named", () => {
    const s = position({ fields: ["", "", "7S", "JS"], hands: ["JH 9C", "3C", "3D", "3S"] });
    play(s, "JH");
    act(s, 0, "next 2");
    const v = cuntSoul.view(s, 1);
    expect(v.phase).toBe("chooseNext");
    expect(v.turn.queue).toEqual([{ kind: "next" }, { kind: "moveTo", seat: 2 }]);
    expect(v.fields).toMatchObject({ inForce: { "7": 1, J: 1 }, bifurcated: true, reversed: false });
    const queen = position({ hands: ["QH 9C", "3C", "3D", "3S"] });
    play(queen, "QH");
    expect(cuntSoul.view(queen, 1).turn.mode).toBe("obliged");
  });

  it("CS-72: the graveyard is listed last burned first, like every pile in the view", () => {
    const s = position({ hands: ["9H", "10C", "3D", "3S"], source: "2C 2D 2H 2S 4C 4D 4H 4S 5C 5D 5H 5S" });
    play(s, "9H");
    play(s, "10C");
    expect(cuntSoul.view(s, 2).graveyard).toEqual(["10C", "9H"]);
  });
});

describe("Jokers told apart", () => {
  it("CS-1, CS-53: the two Jokers are JK1 and JK2 in views, actions and the log; either may be played", () => {
    const s = position({ hands: ["9H", "JK1 JK2 3C", "3D", "3S"] });
    play(s, "9H");
    // One Joker stands for both in the legal list; the other is accepted as chosen.
    expect(cuntSoul.legalActions(s, 1).map((a) => cuntSoul.formatAction(a))).toEqual([
      "3C",
      "JK1",
      "JK1 JK2",
    ]);
    expect(cuntSoul.view(s, 1).seats[1].hand).toEqual(["JK1", "JK2", "3C"]);
    const events = act(s, 1, { type: "play", cards: ["JK2"] });
    expect(events.map((e) => cuntSoul.describeEvent(e, null)).join(" ")).toContain("plays JK2");
    const v = cuntSoul.view(s, 2);
    expect(v.pile[0].cards).toEqual(["JK2"]);
    expect(cuntSoul.view(s, 1).seats[1].hand).toEqual(["JK1", "3C"]);
    expect(cuntSoul.describeView(v, 2)).toContain("JK2");
  });

  it("CS-1, CS-21: JK names any Joker of the zone; a Joker the player does not hold is refused", () => {
    const s = position({ hands: ["9H", "JK2 3C", "3D", "3S"] });
    play(s, "9H");
    expect(cuntSoul.legalActions(s, 1).map((a) => cuntSoul.formatAction(a))).toEqual(["3C", "JK2"]);
    expect(refused(s, 1, { type: "play", cards: ["JK1"] })).toMatchObject({
      code: "NOT_IN_ZONE",
      ruleId: "CS-21",
    });
    expect(refusal(() => cuntSoul.apply(s, 1, { type: "play", cards: ["JK1"] }))?.message).toMatch(
      /JK1 is not/,
    );
    expect(cuntSoul.parseAction("jk", s, 1)).toEqual({ type: "play", cards: ["JK"] });
    expect(cuntSoul.parseAction("jk2", s, 1)).toEqual({ type: "play", cards: ["JK2"] });
    act(s, 1, "JK");
    expect(cuntSoul.view(s, 2).pile[0].cards).toEqual(["JK2"]);
  });

  it("CS-7, CS-81: selections and field changes name the Joker held", () => {
    const s = position({
      fields: ["5D", "", "", ""],
      hands: ["JK2 9C", "3C", "3D", "3S"],
      source: "2C 2D 2H 2S 4C 4D 4H",
      openFieldChange: true,
    });
    expect(cuntSoul.legalActions(s, 0).map((a) => cuntSoul.formatAction(a))).toContain("field JK2");
    act(s, 0, "field JK2");
    expect(cuntSoul.view(s, 1).seats[0].field).toBe("JK2");
  });

  it("determinize keeps each Joker where the seat knows it", () => {
    const s = position({ hands: ["9H", "JK2 3C", "3D", "3S"], source: "2C 2D 2H 2S 4C 4D 4H" });
    play(s, "9H");
    act(s, 1, "JK2");
    for (const seat of [0, 1, 2, 3]) {
      const view = cuntSoul.view(s, seat);
      const world = cuntSoul.determinize(JSON.parse(JSON.stringify(view)), seat, new Rng(`jokers ${seat}`));
      expect(cuntSoul.view(world, seat)).toEqual(view);
    }
  });
});

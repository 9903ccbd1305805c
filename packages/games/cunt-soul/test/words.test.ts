// What a person meets: custom deals that are exactly what was written (or refused, saying what is
// missing), refusals naming the rule of the current decision, and the log and the table in players'
// words with the suit symbols every game prints.

import { resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { Phase } from "../src/state.js";
import { act, log, play, position, refusal, refused } from "./helpers.js";

const newGame = (deal: unknown, players = 2) =>
  cuntSoul.setup(resolveOptions(cuntSoul, { players, options: { deal } }), "words");

describe("CS-6 a custom deal is exactly what it names", () => {
  const selected = (hand: string[], extra: Record<string, unknown> = {}) => ({
    hand,
    faceUp: ["7S", "8S", "9S"],
    field: "10S",
    faceDown: ["JS", "QS", "KS"],
    ...extra,
  });

  it("CS-6: a listed hand is exactly those cards; handSize asks for a hand filled from the rest", () => {
    const exact = newGame({ seats: [selected(["2S", "3S"]), {}], sourceSize: 0 });
    expect(exact.seats[0].hand).toHaveLength(2); // no source: nothing to draw at the reveal
    const filled = newGame({ seats: [selected(["2S", "3S"], { handSize: 5 }), {}], sourceSize: 0 });
    expect(filled.seats[0].hand).toHaveLength(5);
  });

  it("CS-7: a seat that still selects needs 4 hand cards at least; the refusal says how to fill the hand", () => {
    const r = refusal(() => newGame({ seats: [{ hand: ["2S", "3S"] }, {}] }));
    expect(r?.code).toBe("BAD_DEAL");
    expect(r?.message).toContain("give handSize to fill it from the rest");
    expect(newGame({ seats: [{ hand: ["2S", "3S"], handSize: 9 }, {}] }).seats[0].hand).toHaveLength(9);
  });

  it("CS-6: face-down slots are listed all three (null for an empty slot), never topped up", () => {
    const r = refusal(() => newGame({ seats: [{ faceDown: ["2S", "3S"] }, {}] }));
    expect(r?.code).toBe("BAD_DEAL");
    expect(r?.message).toContain("exactly 3 entries");
    const s = newGame({ seats: [selected(["2S"], { faceDown: ["JS", null, null] }), {}], sourceSize: 0 });
    expect(s.seats[0].faceDown.filter((c) => c >= 0)).toHaveLength(1);
  });

  it("CS-6: a listed source is the whole source; cards left over are refused unless sourceSize puts them below it", () => {
    const r = refusal(() => newGame({ seats: [selected(["2S"]), {}], source: ["AS", "AH"] }));
    expect(r?.code).toBe("BAD_DEAL");
    expect(r?.message).toMatch(/cards are in no zone/);
    expect(r?.message).toContain("sourceSize");
    const left = newGame({ seats: [selected(["2S"]), {}], sourceSize: 0 });
    const rest = 54 - 8 - 12; // seat 0 names 8 cards, seat 1 is dealt 12 (9 + 3)
    const top = newGame({ seats: [selected(["2S"]), {}], source: ["AS", "AH"], sourceSize: rest });
    expect(left.graveyard).toHaveLength(rest);
    expect(top.source).toHaveLength(rest);
    expect(top.graveyard).toHaveLength(0);
  });
});

describe("refusals name the rule of the decision at hand", () => {
  it("CS-7, CS-11, CS-12, CS-13 WRONG_STEP: the rule is the one that sets the current decision, in words", () => {
    const fresh = cuntSoul.setup(resolveOptions(cuntSoul, { players: 4 }), "steps");
    const first = refused(fresh, 0, { type: "play", cards: ["4C"] });
    expect(first).toMatchObject({ code: "WRONG_STEP", ruleId: "CS-7" });
    const s = position({
      hands: ["7H 9C", "3C", "3D", "3S"],
      fields: ["2H", "", "", ""],
      source: "4C 4D",
      openFieldChange: true,
    });
    expect(s.t.phase).toBe(Phase.FIELD_CHANGE);
    const change = refusal(() => cuntSoul.apply(s, 0, { type: "pickUp" }));
    expect(change).toMatchObject({ code: "WRONG_STEP", ruleId: "CS-11" });
    expect(change?.message).toContain("change your field card (field C) or keep it (keep field)");
    act(s, 0, { type: "keepField" });
    expect(refusal(() => cuntSoul.apply(s, 0, { type: "endSwaps" }))).toMatchObject({ ruleId: "CS-12" });
    play(s, "7H");
    const seven = refusal(() => cuntSoul.apply(s, 0, { type: "endSwaps" }));
    expect(seven).toMatchObject({ code: "WRONG_STEP", ruleId: "CS-13" });
    expect(seven?.message).toContain("the 7 asks for higher or lower");
    expect(seven?.message).not.toMatch(/endSwaps|chooseHigher/);
  });

  it("CS-86 BAD_SWAP: a 5-field swap names the face-down rule and counts slots from 1, as the notation does", () => {
    const s = position({
      fields: ["", "", "", "5S"],
      hands: ["5H 9C", "3C", "3D", "3H"],
      down: ["KC", "", "", ""],
    });
    play(s, "5H");
    const r = refusal(() => cuntSoul.apply(s, 0, { type: "swap", card: "9C", slot: 1 }));
    expect(r).toMatchObject({ code: "BAD_SWAP", ruleId: "CS-86" });
    expect(r?.message).toContain("face-down slot 2 is empty");
  });
});

describe("the log and the table in players' words", () => {
  it("CS-30, CS-33: a play is told with suit symbols, on what it went and what it does", () => {
    const s = position({ players: 2, hands: ["KD 8C", "7S 5S"], source: "4C 4D 4S 5C" });
    const text = log(play(s, "KD"));
    expect(text).toContain(
      "Seat 0 plays K♦ on the empty pile (anything starts an empty pile): reverses the direction",
    );
    expect(text).not.toMatch(/semantic|on table|\bKD\b/);
    expect(cuntSoul.describeAction({ type: "play", cards: ["10H", "10S"] }, 1)).toBe("Seat 1 plays 10♥ 10♠");
  });

  it("CS-20, CS-25, CS-95: the table names the pile's links top first, what each counts as and whether it acted; no internal names", () => {
    const s = position({ hands: ["9H 6C 2D", "3C", "3D", "3S"], fields: ["", "", "", "AS"] });
    play(s, "9H");
    const text = cuntSoul.describeView(cuntSoul.view(s, 1), 1);
    expect(text).toContain("Pile (1 link, top first): 9♥ (active)");
    expect(text).toContain("hands refill to 6");
    expect(text).toContain("fields A♠");
    expect(text).not.toMatch(/links\)|=\d|\*|H=|\bplay;|\(s\)/);
    expect(text).toContain(
      "Seat 0: hand 2 cards; face up empty, empty, empty; face down empty, empty, empty",
    );
  });

  it("CS-6: a 6 on a 9 is shown as counting as a 9", () => {
    const s = position({ hands: ["9H", "6C", "3D", "3S"] });
    play(s, "9H");
    play(s, "6C");
    expect(cuntSoul.describeView(cuntSoul.view(s, 2), 2)).toContain(
      "6♣ (counts as a 9, active) | 9♥ (active)",
    );
  });

  it("CS-7, CS-86, CS-49: bare cards or a seat number are read where only one decision takes them", () => {
    const fresh = cuntSoul.setup(resolveOptions(cuntSoul, { players: 4 }), "bare");
    const [a, b, c, d] = cuntSoul.view(fresh, 0).seats[0].hand as string[];
    expect(cuntSoul.parseAction(`${a} ${b} ${c} ${d}`, fresh, 0)).toEqual({
      type: "setup",
      faceUp: [a, b, c],
      field: d,
    });
    expect(cuntSoul.parseAction(`${a} ${b} ${c} field ${d}`, fresh, 0)).toEqual({
      type: "setup",
      faceUp: [a, b, c],
      field: d,
    });
    const peek = position({
      preset: "V13",
      fields: ["", "", "", "5S"],
      hands: ["5H 9C", "3C", "3D", "3H"],
      down: ["KC 2D", "", "", ""],
    });
    play(peek, "5H");
    act(peek, 0, "peek 2");
    expect(cuntSoul.parseAction("9C", peek, 0)).toEqual({ type: "replace", card: "9C" });
    const j = position({ hands: ["JH 9C", "3C", "3D", "3S"] });
    play(j, "JH");
    expect(j.t.phase).toBe(Phase.CHOOSE_NEXT);
    expect(cuntSoul.parseAction("2", j, 0)).toEqual({ type: "chooseNext", seat: 2 });
  });
});

describe("the terminal table: each line once, in the players' words", () => {
  const setupGame = () => cuntSoul.setup(resolveOptions(cuntSoul, { players: 4 }), "words-setup");

  it("CS-12: play <cards> is the same move as the bare cards, with letters or suit symbols, any case", () => {
    const s = position({ hands: ["9S 9H 5C", "3C", "3D", "3S"] });
    const bare = cuntSoul.parseAction("9S 9H", s, 0);
    expect(cuntSoul.parseAction("play 9S 9H", s, 0)).toEqual(bare);
    expect(cuntSoul.parseAction("PLAY 9♥ 9♠", s, 0)).toEqual(bare);
    expect(cuntSoul.parseAction("play 9s", s, 0)).toEqual(cuntSoul.parseAction("9S", s, 0));
    expect(refusal(() => cuntSoul.parseAction("play", s, 0))?.message).toContain("play <cards>");
    expect(refusal(() => cuntSoul.parseAction("play pickup", s, 0))?.code).toBe("BAD_NOTATION");
  });

  it("CS-74, CS-2: the drawing seat reads its draw once with its cards; the others read the count", () => {
    const s = position({ hands: ["9H 5C", "3C", "3D", "3S"], source: "4C 4D 6H" });
    const events = play(s, "9H");
    const told = (seat: number) =>
      events
        .filter((e) => e.visibleTo === undefined || e.visibleTo.includes(seat))
        .map((e) => cuntSoul.describeEvent(e, seat))
        .filter((text) => /draw/i.test(text));
    expect(told(0)).toEqual(["You draw 4♣ 4♦ 6♥ (refilling the hand)"]);
    expect(told(1)).toEqual(["Seat 0 draws 3 cards (refilling the hand)"]);
  });

  it("CS-7: a seat reads its own selection with its cards; the others only that it chose", () => {
    const s = setupGame();
    const setup = cuntSoul.legalActions(s, 0)[0];
    const events = act(s, 0, setup);
    const told = (seat: number) =>
      events
        .filter((e) => e.visibleTo === undefined || e.visibleTo.includes(seat))
        .map((e) => cuntSoul.describeEvent(e, seat))
        .filter((text) => text !== "");
    const [own] = told(0);
    expect(own).toMatch(/^You put \S+ \S+ \S+ face up and \S+ as your field card$/);
    expect(own).not.toMatch(/Seat 0/);
    expect(told(1)).toEqual(["Seat 0 has chosen face-up cards and a field card"]);
  });

  it("CS-7: every selection move names its face-up cards and field card; the table says Setup", () => {
    const s = setupGame();
    const moves = cuntSoul.legalActions(s, 0);
    const described = new Set(moves.map((a) => cuntSoul.describeAction(a, 0)));
    expect(described.size).toBe(moves.length);
    expect(cuntSoul.describeAction({ type: "setup", faceUp: ["10S", "JS", "JC"], field: "AD" }, 0)).toBe(
      "Seat 0 puts 10♠ J♠ J♣ face up and A♦ as the field card",
    );
    const table = cuntSoul.describeView(cuntSoul.view(s, 0), 0);
    expect(table.split("\n")[0]).toMatch(/^Setup: /);
    expect(table).not.toContain("Turn 0");
  });

  it("CS-48, CS-70: a 10 says once that it burns the pile", () => {
    const s = position({ hands: ["10H 5C", "3C", "3D", "3S"] });
    const text = log(play(s, "10H"));
    expect(text).toContain(
      "Seat 0 plays 10♥ on the empty pile (anything starts an empty pile): burns the pile\n",
    );
    expect(text).toContain("Burn: 10♥ goes to the graveyard");
    expect(text).not.toContain("the pile burns");
    const four = position({ hands: ["5H 5C 5D 5S 3H", "3C", "3D", "3S"] });
    expect(log(play(four, "5H 5C 5D 5S"))).toContain("4 of a kind: the pile burns");
  });

  it("CS-6: a custom deal places JK1 and JK2 where named; JK places any Joker", () => {
    const named = newGame({
      seats: [{ hand: ["JK2", "2S", "3S", "4S"] }, { hand: ["5S", "JK", "6S", "7S"] }],
    });
    expect(cuntSoul.view(named, 0).seats[0].hand).toContain("JK2");
    expect(cuntSoul.view(named, 1).seats[1].hand).toContain("JK1");
    const both = newGame({ seats: [{ hand: ["jk1", "JK2", "3S", "4S"] }, {}] });
    expect(cuntSoul.view(both, 0).seats[0].hand).toEqual(expect.arrayContaining(["JK1", "JK2"]));
    expect(refusal(() => newGame({ seats: [{ hand: ["JK2", "JK2", "3S", "4S"] }, {}] }))).toMatchObject({
      code: "BAD_DEAL",
      message: expect.stringContaining("JK2 is placed more than once"),
    });
    expect(refusal(() => newGame({ seats: [{ hand: ["JK3", "2S", "3S", "4S"] }, {}] }))).toMatchObject({
      code: "BAD_DEAL",
      message: expect.stringContaining("JK3 is not in this game's cards"),
    });
    expect(refusal(() => newGame({ seats: [{ hand: ["JK", "JK", "JK1", "4S"] }, {}] }))?.code).toBe(
      "BAD_DEAL",
    );
  });
});

describe("the log says each thing once", () => {
  it("CS-11: keeping the field card is told to the others, not to the seat whose play follows", () => {
    const s = position({
      hands: ["7H 9C", "3C", "3D", "3S"],
      fields: ["2H", "", "", ""],
      source: "4C 4D",
      openFieldChange: true,
    });
    const [kept] = act(s, 0, { type: "keepField" });
    expect(cuntSoul.describeEvent(kept, 0)).toBe("");
    expect(cuntSoul.describeEvent(kept, 1)).toBe("Seat 0 keeps the field card");
  });

  it("CS-22: a flip is told in one line: the flipped card's play, or that it cannot be played", () => {
    const fails = position({ hands: ["AH", "", "3D", "3S"], down: ["", "4C AS", "", ""] });
    play(fails, "AH");
    const failed = log(act(fails, 1, { type: "flip", slot: 0 }));
    expect(failed).toContain("Seat 1 flips 4♣, which cannot be played (");
    expect(failed.match(/flips/g)).toHaveLength(1);
    const plays = position({ hands: ["9H", "", "3D", "3S"], down: ["", "4C AS", "", ""] });
    play(plays, "9H");
    const played = log(act(plays, 1, { type: "flip", slot: 1 }));
    expect(played).toContain("Seat 1 flips A♠ on a 9");
    expect(played.match(/flips/g)).toHaveLength(1);
  });

  it("CS-53, CS-44: what a Joker or a 6 counts as is said once; on an empty pile it counts as one, in words", () => {
    const s = position({ hands: ["3H 5C", "JK 5D", "6C", "3S"] });
    play(s, "3H");
    const joker = log(play(s, "JK"));
    expect(joker).toContain("Joker takes the value 3");
    expect(joker).not.toContain("it counts as a 3");
    const empty = position({ hands: ["6H 5C", "JK 5D", "3C", "3S"] });
    const six = log(play(empty, "6H"));
    expect(six).toContain(
      "Seat 0 plays 6♥ on the empty pile (anything starts an empty pile); it counts as an empty pile",
    );
    expect(six).not.toMatch(/table/);
  });

  it("CS-100: with two players a J's note does not promise a choice", () => {
    const s = position({ players: 2, hands: ["JH 5C", "3C"] });
    const text = log(play(s, "JH"));
    expect(text).toContain("with two players the J chooses no one");
    expect(text).not.toContain("chooses who plays next");
  });
});

import { describe, expect, it } from "vitest";
import { CHOICE_LOWER, NEXT, Phase, RUN_START, RUN_STEP, SKIP } from "../src/state.js";
import { act, handText, legalTypes, log, pileText, play, position, refused, topLink } from "./helpers.js";

describe("card abilities", () => {
  it("CS-40: a 2 overrules and has no other effect", () => {
    const s = position({ hands: ["KH", "2C 3C", "3D", "3S"] });
    play(s, "KH");
    // K reversed: seat 3 plays next; give seat 3 the 2 instead.
    const t = position({ hands: ["AH", "2C 3C", "3D", "3S"] });
    play(t, "AH");
    expect(legalTypes(t, 1)).toEqual(["2C"]);
    play(t, "2C");
    expect(topLink(t).fired).toBe(false);
    expect(legalTypes(t, 2)).toEqual(["3D"]);
    expect(s.t.seat).toBe(3);
  });

  it("CS-41: after an active 3 only a 3 or a Joker, whoever plays it", () => {
    const s = position({ hands: ["3H", "3C 9C", "3D", "3S"] });
    play(s, "3H");
    expect(legalTypes(s, 1)).toEqual(["3C"]);
  });

  it("CS-42: a 4 may start a run 5, 6, ...; the 6 is mandatory once the 5 is played, later steps optional", () => {
    const s = position({ hands: ["4H 5H 6H 7H 9C", "3C", "3D", "3S"] });
    play(s, "4H");
    expect(legalTypes(s)).toEqual(["5H", "end"]);
    play(s, "5H");
    expect(legalTypes(s)).toEqual(["6H"]);
    play(s, "6H");
    expect(legalTypes(s)).toEqual(["7H", "end"]);
    play(s, "7H");
    expect(legalTypes(s)).toEqual(["end"]);
    act(s, 0, { type: "endChain" });
    expect(s.t.seat).toBe(1);
    expect(s.pile.map((l) => l.run)).toEqual([RUN_START, RUN_STEP, RUN_STEP, RUN_STEP]);
    // The 7 step made no choice: the ordering applies (7 on top).
    expect(topLink(s).choice).toBe(0);
  });

  it("CS-42: a 4 with no step has no further effect", () => {
    const s = position({ hands: ["4H 9C", "3C 5C", "3D", "3S"] });
    play(s, "4H");
    act(s, 0, { type: "endChain" });
    expect(s.t.seat).toBe(1);
    expect(legalTypes(s, 1)).toEqual(["5C"]);
  });

  it("CS-42: edge 8: run 4-5-6 under the K-field is legal (run steps ignore the ordering)", () => {
    const s = position({ fields: ["", "", "KS", ""], hands: ["4H 5H 6H 9C", "3C", "3D", "3S"] });
    play(s, "4H");
    play(s, "5H");
    play(s, "6H");
    expect(pileText(s)).toEqual(["4H", "5H", "6H"]);
    act(s, 0, { type: "endChain" });
    expect(s.t.seat).toBe(1);
  });

  it("CS-42: edge 9: run 4...Q: its 10 doesn't burn, its 8 doesn't skip, its Q needs no extension", () => {
    const s = position({ hands: ["4H 5H 6H 7H 8H 9H 10H JH QH", "3C", "3D", "3S"] });
    for (const c of ["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH"]) play(s, c);
    expect(s.pile).toHaveLength(9);
    expect(s.t.queue).toEqual([NEXT]);
    act(s, 0, { type: "endChain" });
    expect(s.seats[0].out).toBe(true);
    expect(s.t.seat).toBe(1);
  });

  it("CS-42: nothing follows the A: the run ends the chain", () => {
    const s = position({ hands: ["4H 5H 6H 7H 8H 9H 10H JH QH KH AH 2H", "3C", "3D", "3S"] });
    for (const c of ["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]) play(s, c);
    expect(s.t.seat).toBe(1);
    expect(handText(s, 0)).toBe("2H");
  });

  it("CS-42: edge 10: a 4 then a 5 with no 6: pickup, the 4 and 5 included", () => {
    const s = position({ hands: ["4H 5H 9C", "3C", "3D", "3S"] });
    play(s, "4H");
    play(s, "5H");
    expect(legalTypes(s)).toEqual(["pickup"]);
    act(s, 0, { type: "pickUp" });
    expect(handText(s, 0)).toBe("4H 5H 9C");
  });

  it("CS-42: edge 11: a run step by flip with the wrong value: pickup plus that card", () => {
    const s = position({
      hands: ["", "3C", "3D", "3S"],
      up: ["4H 5H", "", "", ""],
      down: ["9C", "", "", ""],
    });
    play(s, "4H");
    play(s, "5H");
    expect(legalTypes(s)).toEqual(["flip 1"]);
    act(s, 0, { type: "flip", slot: 0 });
    expect(handText(s, 0)).toBe("4H 5H 9C");
  });

  it("CS-42: edge 49: a run step of four 5s burns and no 6 is held: pickup of zero cards", () => {
    const s = position({ hands: ["4H 5H 5D 5C 5S 9C", "3C", "3D", "3S"] });
    play(s, "4H");
    play(s, "5H 5D 5C 5S");
    expect(s.pile).toEqual([]);
    expect(legalTypes(s)).toEqual(["pickup"]);
    act(s, 0, { type: "pickUp" });
    expect(handText(s, 0)).toBe("9C");
  });

  it("CS-42: runOrder=ordering: the successor in the ordering, at least two steps, wrapping after A", () => {
    const s = position({ options: { runOrder: "ordering" }, hands: ["4H 5H 6H 9C", "3C", "3D", "3S"] });
    play(s, "4H");
    play(s, "5H");
    expect(legalTypes(s)).toEqual(["6H"]);
    const k = position({
      options: { runOrder: "ordering" },
      fields: ["", "KS", "", ""],
      hands: ["4H 3H 2H AH 5H", "3C", "3D", "3S"],
    });
    play(k, "4H");
    expect(legalTypes(k)).toEqual(["3H", "end"]);
    play(k, "3H");
    play(k, "2H");
    expect(legalTypes(k)).toEqual(["AH", "end"]);
  });

  it("CS-43: a 5 allows count optional swaps of a hand card with a face-up card, recorded for CS-58", () => {
    const s = position({ hands: ["5H 5D 9C KC", "3C", "3D", "3S"], up: ["2C 3H", "", "", ""] });
    play(s, "5H 5D");
    expect(s.t.phase).toBe(Phase.SWAP);
    expect(s.t.swapsLeft).toBe(2);
    act(s, 0, "swap KC 1");
    expect(s.seats[0].faceUp.map((c) => c >= 0)).toEqual([true, true, false]);
    act(s, 0, "swap 9C 2");
    expect(handText(s, 0)).toBe("2C 3H");
    expect(topLink(s).swaps).toHaveLength(8);
    expect(s.t.seat).toBe(1);
  });

  it("CS-43: a horizontal face-up slot stays horizontal: replaced by a horizontal card", () => {
    const s = position({ hands: ["5H 9C", "3C", "3D", "3S"], up: ["2C", "", "", ""] });
    s.seats[0].horizontal[0] = true;
    play(s, "5H");
    act(s, 0, "swap 9C 1");
    expect(s.seats[0].horizontal[0]).toBe(true);
  });

  it("CS-44: edge 2: two 6s on an 8 with one 8-field: 4 Skips", () => {
    const s = position({ fields: ["", "", "", "8D"], hands: ["6C 6D 9C", "3C", "3D", "8S 9S"], seat: 3 });
    play(s, "8S");
    // seat 3's 8, doubled: next 0, skip 1, skip 2 -> seat 2; give the 6s to seat 2 instead.
    expect(s.t.seat).toBe(2);
    const t = position({ fields: ["", "", "", "8D"], hands: ["3H", "3C", "6C 6D 9C", "8S 9S"], seat: 3 });
    play(t, "8S");
    expect(t.t.seat).toBe(2);
    play(t, "6C 6D");
    expect(topLink(t).sem).toBe(8);
    expect(topLink(t).count).toBe(4);
    expect(t.t.seat).toBe(3);
  });

  it("CS-44: a 6 takes the semantic value of the link below and acts with its ability", () => {
    const j = position({ hands: ["JH", "6C 9C", "3D", "3S 4S"] });
    play(j, "JH");
    act(j, 0, { type: "chooseNext", seat: 1 });
    expect(j.t.seat).toBe(1);
    play(j, "6C");
    expect(topLink(j).sem).toBe(11);
    expect(j.t.phase).toBe(Phase.CHOOSE_NEXT);
    const e = log(act(j, 1, { type: "chooseNext", seat: 3 }));
    expect(j.t.seat).toBe(3);
    expect(e).toContain("Seat 1 chooses Seat 3");
  });

  it("CS-44: 6 on a 4 may start a run; 6 on a Q must be extended", () => {
    const s = position({ hands: ["4H 9C", "6C 5C 6D 7D", "3D", "3S"] });
    play(s, "4H");
    act(s, 0, { type: "endChain" });
    play(s, "6C");
    expect(legalTypes(s, 1)).toEqual(["5C", "end"]);
    const q = position({ hands: ["QH 6C KC 9C", "3C", "3D", "3S"] });
    play(q, "QH");
    play(q, "6C");
    expect(q.t.seat).toBe(0);
    expect(legalTypes(q)).toEqual(["KC"]);
    play(q, "KC");
    expect(q.t.seat).toBe(3);
  });

  it("CS-44: edge 3: a 6 on the ability-less 10 that ends a run burns", () => {
    const s = position({ hands: ["4H 5H 6H 7H 8H 9H 10H", "6C 3C", "3D", "3S"] });
    for (const c of ["4H", "5H", "6H", "7H", "8H", "9H", "10H"]) play(s, c);
    act(s, 0, { type: "endChain" });
    expect(s.pile).toHaveLength(7);
    const events = play(s, "6C");
    expect(s.pile).toEqual([]);
    expect(log(events)).toContain("6 mirrors the 10");
    expect(s.t.seat).toBe(2);
  });

  it("CS-44: a 6 on an A: its player draws the penalty, then the 6 threatens the next player", () => {
    const s = position({ hands: ["AH 9C", "6C 9D", "2D 8D", "3S"], source: "2C 2H 2S 3C 3D 3H 4C 4D 4H 4S" });
    play(s, "AH");
    const events = play(s, "6C");
    expect(log(events)).toContain("draws 1 card (the A's penalty)");
    expect(topLink(s).sem).toBe(14);
    expect(topLink(s).fired).toBe(true);
    expect(log(play(s, "2D"))).toContain("draws 1 card (the A's penalty)");
  });

  it("CS-45: edge 4: a 6 on a 7 set to higher is illegal; on lower it is legal and the 6 makes a new choice", () => {
    const s = position({ hands: ["7H", "6C 9C", "3D", "3S"] });
    play(s, "7H");
    act(s, 0, { type: "chooseHigher" });
    expect(refused(s, 1, { type: "play", cards: ["6C"] })).toMatchObject({
      code: "ILLEGAL_LINK",
      ruleId: "CS-45",
    });
    const t = position({ hands: ["7H", "6C 9C", "3D", "3S"] });
    play(t, "7H");
    act(t, 0, { type: "chooseLower" });
    play(t, "6C");
    expect(t.t.phase).toBe(Phase.CHOOSE_SEVEN);
    act(t, 1, { type: "chooseLower" });
    expect(topLink(t).choice).toBe(CHOICE_LOWER);
  });

  it("CS-45: edge 52: a 7 completing a streak of four burns; no choice is made", () => {
    const s = position({ hands: ["7H 7D 7C", "7S 3C", "3D", "3S"] });
    play(s, "7H 7D 7C");
    act(s, 0, { type: "chooseLower" });
    play(s, "7S");
    expect(s.pile).toEqual([]);
    expect(s.t.seat).toBe(2);
    expect(s.graveyard).toHaveLength(4);
  });

  it("CS-46: an 8 queues one Skip per card", () => {
    const s = position({ hands: ["8H 8D", "3C", "3D", "3S"] });
    play(s, "8H 8D");
    // next 1, skip 2, skip 3 -> seat 3
    expect(s.t.seat).toBe(3);
  });

  it("CS-47: any link may be placed on an active 9", () => {
    const s = position({ hands: ["9H", "2C 3C 4C", "3D", "3S"] });
    play(s, "9H");
    expect(legalTypes(s, 1)).toEqual(["2C", "3C", "4C"]);
  });

  it("CS-48: a 10 burns the pile, the 10 included, and the next player plays", () => {
    const s = position({ hands: ["9H", "10C", "3D", "3S"] });
    play(s, "9H");
    play(s, "10C");
    expect(s.pile).toEqual([]);
    expect(s.graveyard).toHaveLength(2);
    expect(s.t.seat).toBe(2);
  });

  it("CS-49: a J chooses who plays next (3+ players); with 2 players nothing happens", () => {
    const s = position({ hands: ["JH", "3C", "3D", "3S"] });
    play(s, "JH");
    expect(legalTypes(s)).toEqual(["next 1", "next 2", "next 3"]);
    expect(refused(s, 0, { type: "chooseNext", seat: 0 })?.code).toBe("BAD_TARGET");
    act(s, 0, "next 2");
    expect(s.t.seat).toBe(2);
    const two = position({ players: 2, hands: ["JH 9C", "3C"] });
    play(two, "JH");
    expect(two.t.seat).toBe(1);
  });

  it("CS-50: edge 22: a fourth consecutive Q burns; its player still extends, onto the empty pile", () => {
    const s = position({ hands: ["QH QD QC QS 3C", "3D", "3H", "3S"] });
    play(s, "QH QD QC");
    play(s, "QS");
    expect(s.pile).toEqual([]);
    expect(s.t.seat).toBe(0);
    expect(legalTypes(s)).toEqual(["3C"]);
    play(s, "3C");
    expect(s.t.seat).toBe(1);
  });

  it("CS-50: a Q must be extended by a link legal on the Q, else pickup", () => {
    const s = position({ hands: ["QH 3H", "3C", "3D", "3S"] });
    play(s, "QH");
    expect(legalTypes(s)).toEqual(["pickup"]);
    act(s, 0, { type: "pickUp" });
    expect(handText(s, 0)).toBe("3H QH");
    expect(s.t.seat).toBe(1);
    const t = position({ hands: ["QH KH 3H", "3C", "3D", "3S"] });
    play(t, "QH");
    expect(legalTypes(t)).toEqual(["KH"]);
  });

  it("CS-51: a K reverses the direction count times, at once", () => {
    const s = position({ hands: ["KH", "3C", "3D", "3S"] });
    play(s, "KH");
    expect(s.t.direction).toBe(-1);
    expect(s.t.seat).toBe(3);
    const kk = position({ hands: ["KH KD", "3C", "3D", "3S"] });
    play(kk, "KH KD");
    expect(kk.t.direction).toBe(1);
    expect(kk.t.seat).toBe(1);
  });

  it("CS-52: placing a non-Joker link on an active A draws count(A) cards from the source pile", () => {
    const s = position({ hands: ["AH AD", "2C", "3D", "3S"], source: "4C 4D 4H 5C 5D 5H 6C 6D 6H 7C 7D" });
    play(s, "AH AD");
    const events = play(s, "2C");
    expect(log(events)).toContain("draws 2 cards (the A's penalty)");
  });

  it("CS-53: a Joker may be placed on anything, including a 3 or a 7-choice", () => {
    const s = position({ hands: ["3H", "JK2 9C", "3D", "3S"] });
    play(s, "3H");
    expect(legalTypes(s, 1)).toEqual(["JK2"]);
    const t = position({ hands: ["7H", "JK2 9C", "3D", "3S"] });
    play(t, "7H");
    act(t, 0, { type: "chooseLower" });
    expect(legalTypes(t, 1)).toEqual(["JK2"]);
  });

  it("CS-34: 5, 8, K and A stack by cards in the link; doubled per 8-field; Q-field noStacking makes it 1", () => {
    const s = position({ fields: ["", "", "8D", ""], hands: ["KH", "3C", "3D", "3S"] });
    play(s, "KH");
    expect(topLink(s).count).toBe(2);
    expect(s.t.direction).toBe(1);
    const q = position({ fields: ["", "QD", "8D", ""], hands: ["8H 8C 8S", "3C", "3D", "3S"] });
    play(q, "8H 8C 8S");
    expect(q.pile[0].count).toBe(1);
    expect(q.t.seat).toBe(2);
  });

  it("CS-71: edge 21: 5 5 by one player then 5 5 by the next burns on the second link", () => {
    const s = position({ hands: ["5H 5D", "5C 5S 3C", "3D", "3S"] });
    play(s, "5H 5D");
    play(s, "5C 5S");
    expect(s.pile).toEqual([]);
    expect(s.graveyard).toHaveLength(4);
    expect(s.t.seat).toBe(2);
    expect(SKIP).toBe(-2);
  });
});

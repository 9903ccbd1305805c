import { describe, expect, it } from "vitest";
import { Phase } from "../src/state.js";
import { TABLE } from "../src/values.js";
import { act, handText, legalTypes, log, pileText, play, position, refused, topLink } from "./helpers.js";

describe("links, zones and legality", () => {
  it("CS-30: the log says why each link was legal, then what it did", () => {
    const s = position({ players: 2, hands: ["KD 8C 9C 4H", "7S 5S 6D 3D"], source: "4C 4D 4S 5C 5D 6C" });
    expect(log(play(s, "KD"))).toContain(
      "plays K♦ on the empty pile (anything starts an empty pile): reverses the direction",
    );
    expect(log(play(s, "7S"))).toContain("plays 7♠ on a K (7 overrules): chooses higher or lower");
    act(s, 1, { type: "chooseLower" });
    expect(log(play(s, "4H"))).toContain("plays 4♥ on a 7 (the 7 asked for lower): may start a run");
  });
  it("CS-20: a link is cards of one syntactic value from one zone", () => {
    const s = position({ hands: ["5H 5S 6D", "9C", "9D", "9H"] });
    expect(refused(s, 0, { type: "play", cards: ["5H", "6D"] })?.code).toBe("BAD_LINK");
    play(s, "5H 5S");
    // The link is placed as the listed play is: its cards by suit (CS-1: suits have no effect).
    expect(pileText(s)).toEqual(["5S 5H"]);
  });

  it("CS-20: edge 43: a hand 9 and a face-up 9 never form one link; Q from hand, extension from face-up", () => {
    const s = position({ hands: ["QH", "3C", "3D", "3S"], up: ["QS 9C", "", "", ""] });
    // Hand still holds cards: the face-up Q is not accessible.
    expect(refused(s, 0, { type: "play", cards: ["QH", "QS"] })?.code).toBe("NOT_IN_ZONE");
    play(s, "QH");
    expect(s.t.seat).toBe(0);
    expect(legalTypes(s)).toEqual(["QS"]);
    play(s, "QS");
    // The face-up Q needs its own extension: 9 may not go on a Q.
    expect(s.t.seat).toBe(0);
    expect(legalTypes(s)).toEqual(["pickup"]);
  });

  it("CS-21: face-up cards only once the hand is empty and the source pile is gone", () => {
    const withSource = position({ hands: ["", "3C", "3D", "3S"], up: ["9C", "", "", ""], source: "4H" });
    // The safety draw (CS-10) refilled the hand from the source.
    expect(handText(withSource, 0)).toBe("4H");
    const noSource = position({ hands: ["", "3C", "3D", "3S"], up: ["9C 9D", "", "", ""] });
    expect(legalTypes(noSource)).toEqual(["9D", "9C", "9D 9C"]);
  });

  it("CS-21: face-down cards once hand and face-up are empty", () => {
    const s = position({ hands: ["", "3C", "3D", "3S"], down: ["9C 2D", "", "", ""] });
    expect(legalTypes(s)).toEqual(["flip 1", "flip 2"]);
  });

  it("CS-12: edge 50: at the face-down stage every filled slot may be flipped, even a failing one", () => {
    const s = position({ hands: ["AH", "", "3D", "3S"], down: ["", "4C 5D AS", "", ""] });
    play(s, "AH");
    expect(legalTypes(s, 1)).toEqual(["flip 1", "flip 2", "flip 3"]);
  });

  it("CS-22: a flipped card that is legal is a one-card link; one that fails goes to hand with the pile", () => {
    const v = position({ hands: ["AH", "", "3D", "3S"], down: ["", "4C AS", "", ""] });
    play(v, "AH");
    act(v, 1, { type: "flip", slot: 0 });
    expect(handText(v, 1)).toBe("4C AH");
    expect(v.pile).toEqual([]);
    expect(v.t.seat).toBe(2);
    const w = position({ hands: ["9H", "", "3D", "3S"], down: ["", "4C AS", "", ""] });
    play(w, "9H");
    act(w, 1, { type: "flip", slot: 1 });
    expect(pileText(w)).toEqual(["9H", "AS"]);
    expect(topLink(w).flipped).toBe(true);
  });

  it("CS-23: edge 40: last face-down card a Q: the field card goes to hand and may be the extension", () => {
    const s = position({
      hands: ["", "3C", "3D", "3S"],
      down: ["QC", "", "", ""],
      fields: ["AS", "", "", ""],
    });
    act(s, 0, { type: "flip", slot: 0 });
    expect(handText(s, 0)).toBe("AS");
    expect(s.t.tempField).toBeGreaterThanOrEqual(0);
    // The A-field still counts this turn (H = 6), and the A extends the Q.
    expect(s.fx.hand).toBe(6);
    expect(legalTypes(s)).toEqual(["AS"]);
    play(s, "AS");
    expect(s.seats[0].out).toBe(true);
    expect(s.fx.hand).toBe(5);
  });

  it("CS-23: edge 41: a failed last face-down card: pickup; the field card moves only once all three zones are empty", () => {
    const s = position({
      hands: ["AH", "", "3D", "3S"],
      down: ["", "4C", "", ""],
      fields: ["", "9S", "", ""],
    });
    play(s, "AH");
    act(s, 1, { type: "flip", slot: 0 });
    expect(handText(s, 1)).toBe("4C AH");
    expect(s.seats[1].field).toBeGreaterThanOrEqual(0);
  });

  it("CS-24: a plain link ends the chain and the next player plays", () => {
    const s = position({ hands: ["5H 9C", "6C", "3D", "3S"], up: ["KC", "", "", ""] });
    play(s, "5H");
    expect(s.t.phase).toBe(Phase.SWAP);
    act(s, 0, { type: "endSwaps" });
    expect(s.t.seat).toBe(1);
  });

  it("CS-26: a player with a legal play must play; pickUp is refused with MUST_PLAY", () => {
    const s = position({ hands: ["9H", "10C 3C", "3D", "3S"] });
    play(s, "9H");
    expect(refused(s, 1, { type: "pickUp" })?.code).toBe("MUST_PLAY");
    expect(legalTypes(s, 1)).toEqual(["3C", "10C"]);
  });

  it("CS-26: voluntaryPickup lets the first action of the play step take a non-empty pile, never an empty one", () => {
    const s = position({ options: { voluntaryPickup: true }, hands: ["9H", "10C", "3D", "3S"] });
    expect(legalTypes(s)).toEqual(["9H"]);
    expect(refused(s, 0, { type: "pickUp" })?.code).toBe("MUST_PLAY");
    play(s, "9H");
    expect(legalTypes(s, 1)).toEqual(["10C", "pickup"]);
    act(s, 1, { type: "pickUp" });
    expect(handText(s, 1)).toBe("10C 9H");
  });

  it("CS-27: pickup takes the whole pile into hand and ends the turn", () => {
    const s = position({ hands: ["9H 9D", "4C", "3D", "3S"] });
    play(s, "9H 9D");
    play(s, "4C");
    expect(s.t.seat).toBe(1);
  });

  it("CS-27: no legal play: only pickUp is offered", () => {
    const s = position({ hands: ["KH", "4C 5C", "3D", "3S"] });
    play(s, "KH");
    expect(s.t.seat).toBe(3);
    expect(legalTypes(s, 3)).toEqual(["pickup"]);
    act(s, 3, { type: "pickUp" });
    expect(handText(s, 3)).toBe("3S KH");
    expect(s.seats[3].pickups).toBe(1);
  });

  it("CS-30: edge 1: a 6 or a Joker as the first link is table, anything may follow", () => {
    const s = position({ hands: ["6H", "3C", "3D", "3S"] });
    play(s, "6H");
    expect(topLink(s).sem).toBe(TABLE);
    expect(legalTypes(s, 1)).toEqual(["3C"]);
    const j = position({ hands: ["JK", "2C", "3D", "3S"] });
    play(j, "JK");
    expect(topLink(j).sem).toBe(TABLE);
    expect(legalTypes(j, 1)).toEqual(["2C"]);
  });

  it("CS-30: edge 5: a 10 or a 2 on an active 3 is illegal; only a 3 or a Joker", () => {
    const s = position({ hands: ["3H", "10C 2C 3C JK1", "3D", "3S"] });
    play(s, "3H");
    expect(legalTypes(s, 1)).toEqual(["3C", "JK1"]);
    expect(refused(s, 1, { type: "play", cards: ["10C"] })).toMatchObject({
      code: "ILLEGAL_LINK",
      ruleId: "CS-41",
    });
    expect(refused(s, 1, { type: "play", cards: ["2C"] })).toMatchObject({
      code: "ILLEGAL_LINK",
      ruleId: "CS-41",
    });
  });

  it("CS-30: edge 7: a 7 set to lower lets 2-7 or a Joker follow, not a 10", () => {
    const s = position({ hands: ["7H", "10C 2C 5C 7C 8C JK1", "3D", "3S"] });
    play(s, "7H");
    act(s, 0, { type: "chooseLower" });
    expect(legalTypes(s, 1)).toEqual(["2C", "5C", "7C", "JK1"]);
    expect(refused(s, 1, { type: "play", cards: ["10C"] })).toMatchObject({
      code: "ILLEGAL_LINK",
      ruleId: "CS-45",
    });
  });

  it("CS-30: the ordering check: lower ranks are refused, overrulers pass", () => {
    const s = position({ hands: ["QH", "3C", "3D", "3S"] });
    play(s, "QH");
    expect(s.t.seat).toBe(0);
    expect(legalTypes(s)).toEqual(["pickup"]);
  });

  it("CS-21: edge 42: a Q as the last hand card while the source pile exists: no face-up access, pickup", () => {
    const s = position({ hands: ["QH", "3C", "3D", "3S"], up: ["KC", "", "", ""], source: "2C 2D 2H 2S 4C" });
    play(s, "QH");
    expect(legalTypes(s)).toEqual(["pickup"]);
    act(s, 0, { type: "pickUp" });
    expect(s.t.seat).toBe(1);
    // replenished to H = 5 after the pickup
    expect(s.seats[0].hand.length).toBe(5);
  });

  it("CS-26: edge 48: a last hand card that is the 4th Q and burns, source pile present: pickup of zero cards", () => {
    const s = position({ hands: ["QH QD QC QS", "3C", "3D", "3S"], source: "2C 2D 2H 2S 4C 5C" });
    play(s, "QH");
    play(s, "QD");
    play(s, "QC");
    play(s, "QS");
    expect(s.pile).toEqual([]);
    expect(s.graveyard.length).toBe(4);
    expect(s.seats[0].hand).toEqual([]);
    expect(legalTypes(s)).toEqual(["pickup"]);
    act(s, 0, { type: "pickUp" });
    expect(s.seats[0].pickups).toBe(1);
    expect(s.t.seat).toBe(1);
  });
});

import { formatCard } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { NEXT, Phase } from "../src/state.js";
import {
  act,
  handText,
  legalTypes,
  log,
  pileText,
  play,
  position,
  refused,
  topLink,
  withFieldChanges,
} from "./helpers.js";

const SOURCE = "2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 4H 4S";

describe("field cards", () => {
  it("CS-80: the field set counts slots plus a field card taken into hand this turn; 7 and K by parity, 8 multiplies, A adds", () => {
    const s = position({ fields: ["8C", "8D", "AH", "AD"], hands: ["KH 9H", "3C", "3D", "3S"] });
    expect(s.fx.mult).toBe(4);
    expect(s.fx.hand).toBe(7);
    play(s, "KH");
    expect(topLink(s).count).toBe(4);
  });

  it("CS-81: a field change swaps a hand card with the field card; the new field set applies at once", () => {
    const s = position({
      fields: ["9C", "", "", ""],
      hands: ["KH 5H", "4C", "3D", "3S"],
      source: SOURCE,
      openFieldChange: true,
    });
    expect(s.t.phase).toBe(Phase.FIELD_CHANGE);
    expect(legalTypes(s)).toEqual(["field 5H", "field KH", "keep field"]);
    cuntSoul.apply(s, 0, { type: "changeField", card: "KH" });
    expect(formatCard(s.seats[0].field)).toBe("KH");
    expect(handText(s, 0)).toBe("5H 9C");
    expect(s.fx.r).toBe(1);
    expect(s.seats[0].known.map(formatCard)).toEqual(["9C"]);
    play(s, "5H");
    expect(legalTypes(s, 1)).toEqual(["4C"]);
  });

  it("CS-81: edge 39: no change without a source pile, after the limit, or twice in one turn", () => {
    const none = position({
      fields: ["9C", "", "", ""],
      hands: ["KH 5H", "4C", "3D", "3S"],
      openFieldChange: true,
    });
    expect(none.t.phase).toBe(Phase.PLAY);
    expect(refused(none, 0, { type: "changeField", card: "KH" })).toMatchObject({
      code: "FIELD_CHANGE_REFUSED",
      ruleId: "CS-81",
    });
    const used = position({ fields: ["9C", "", "", ""], hands: ["KH 5H", "4C", "3D", "3S"], source: SOURCE });
    used.seats[0].fieldChanges = 4;
    const fresh = position({
      fields: ["9C", "", "", ""],
      hands: ["KH 5H", "4C", "3D", "3S"],
      source: SOURCE,
    });
    fresh.seats[1].fieldChanges = 4;
    play(fresh, "5H");
    expect(fresh.t.seat).toBe(1);
    expect(fresh.t.phase).toBe(Phase.PLAY);
    const twice = position({
      fields: ["9C", "", "", ""],
      hands: ["KH 5H", "4C", "3D", "3S"],
      source: SOURCE,
      openFieldChange: true,
    });
    cuntSoul.apply(twice, 0, { type: "changeField", card: "KH" });
    expect(refused(twice, 0, { type: "changeField", card: "5H" })).toMatchObject({
      code: "FIELD_CHANGE_REFUSED",
    });
    const limit = position({
      options: { maxFieldChanges: 0 },
      fields: ["9C"],
      hands: ["KH"],
      source: SOURCE,
      openFieldChange: true,
    });
    expect(limit.t.phase).toBe(Phase.PLAY);
  });

  it("CS-82: fieldChangeCost=burnFaceUp: burn a face-up card, draw the top source card into that slot, horizontal", () => {
    const s = position({
      preset: "V11Style",
      fields: ["9C", "", "", ""],
      hands: ["KH 5H", "4C", "3D", "3S"],
      up: ["8C 8D", "", "", ""],
      source: "AS 2C 2D 2H 2S",
      openFieldChange: true,
    });
    cuntSoul.apply(s, 0, { type: "changeField", card: "KH" });
    expect(s.t.phase).toBe(Phase.BURN_FACE_UP);
    expect(legalTypes(s)).toEqual(["burn 1", "burn 2"]);
    cuntSoul.apply(s, 0, { type: "burnFaceUp", slot: 1 });
    expect(formatCard(s.seats[0].faceUp[1])).toBe("AS");
    expect(s.seats[0].horizontal[1]).toBe(true);
    expect(s.graveyard.map(formatCard)).toEqual(["8D"]);
  });

  it("CS-83: edge 35: 2-field: a 10 on a J is illegal, a 2 on a J is legal", () => {
    const s = position({ fields: ["", "", "", "2S"], hands: ["JH", "10C 2C", "3D", "3S"] });
    play(s, "JH");
    act(s, 0, "next 1");
    expect(legalTypes(s, 1)).toEqual(["2C"]);
  });

  it("CS-84: edge 23: 3-field: single 5s by A, B and C make C's link a 3; D must play a 3 or a Joker", () => {
    const s = position({
      fields: ["", "", "", "3S"],
      hands: ["5H", "5C", "5D", "3D 9D JK1"],
      up: ["KS", "KC", "KD", ""],
    });
    play(s, "5H");
    play(s, "5C");
    const e = log(play(s, "5D"));
    expect(e).toContain("under the 3-field: it counts as a 3");
    expect(s.pile.map((l) => l.sem)).toEqual([3, 3, 3]);
    expect(legalTypes(s, 3)).toEqual(["3D", "JK1"]);
  });

  it("CS-32: edge 24: 3-field + 9-field: three 4s are a 3, not a 9", () => {
    const s = position({ fields: ["", "", "9C", "3S"], hands: ["4H 4D 4C 9H", "3C", "3D", "3H"] });
    play(s, "4H 4D 4C");
    expect(topLink(s).sem).toBe(3);
    expect(topLink(s).fired).toBe(true);
  });

  it("CS-32: edge 25: 3-field: three 6s are a 3; no mirror and no 6 paradox", () => {
    const s = position({ fields: ["", "", "", "3S"], hands: ["9H", "6C 6D 6H 3C", "JK 3D", "3H"] });
    play(s, "9H");
    play(s, "6C 6D 6H");
    expect(topLink(s).sem).toBe(3);
    const e = log(play(s, "JK"));
    expect(e).not.toContain("paradox");
  });

  it("CS-85: edge 36: 4-field: no multi-card links, not even run steps or extensions", () => {
    const s = position({ fields: ["", "", "", "4S"], hands: ["4H 5H 5D 6H 6D", "3C", "3D", "3H"] });
    expect(legalTypes(s)).toEqual(["4H", "5H", "5D", "6H", "6D"]);
    play(s, "4H");
    expect(refused(s, 0, { type: "play", cards: ["5H", "5D"] })).toMatchObject({
      code: "BAD_LINK",
      ruleId: "CS-85",
    });
    expect(legalTypes(s)).toEqual(["5H", "5D", "end"]);
  });

  it("CS-86: edge 37: 5-field blind swap: the owner learns the taken card and knows the one put face down", () => {
    const s = position({
      fields: ["", "", "", "5S"],
      hands: ["5H 9C", "3C", "3D", "3H"],
      down: ["KC 2D", "", "", ""],
    });
    play(s, "5H");
    expect(legalTypes(s)).toEqual(["swap 9C 1", "swap 9C 2", "end swaps"]);
    const events = act(s, 0, "swap 9C 1");
    expect(handText(s, 0)).toBe("KC");
    const own = cuntSoul.view(s, 0);
    expect(own.seats[0].faceDownSeen).toEqual(["9C", null, null]);
    const other = cuntSoul.view(s, 1);
    expect(other.seats[0].faceDownSeen).toEqual([null, null, null]);
    expect(JSON.stringify(other)).not.toContain("9C");
    expect(events.map((e) => cuntSoul.describeEvent(e, 1)).join(" ")).not.toContain("KC");
  });

  it("CS-86: fiveField=peek: per swap peek(slot), then replace(handCard) or keep", () => {
    const s = position({
      preset: "V13",
      fields: ["", "", "", "5S"],
      hands: ["5H 9C", "3C", "3D", "3H"],
      down: ["KC 2D", "", "", ""],
    });
    play(s, "5H");
    expect(legalTypes(s)).toEqual(["peek 1", "peek 2", "end swaps"]);
    act(s, 0, "peek 2");
    expect(cuntSoul.view(s, 0).seats[0].faceDownSeen).toEqual([null, "2D", null]);
    expect(legalTypes(s)).toEqual(["replace 9C", "keep"]);
    act(s, 0, "keep");
    expect(s.t.seat).toBe(1);
  });

  it("CS-87: edge 38: a 6-field turns the source pile over: cards burned to its bottom (10-field) now come first", () => {
    const s = position({
      fields: ["", "", "10S", ""],
      hands: ["9H", "10C", "6D 3D", "3H"],
      source: `${SOURCE} 5C 5D 5H 5S 7C 7D 7H 7S`,
      openFieldChange: true,
    });
    play(s, "9H");
    withFieldChanges(() => play(s, "10C"));
    // burned 9H then 10C to the bottom, oldest drawn first
    expect(s.source.slice(0, 2).map(formatCard)).toEqual(["10C", "9H"]);
    expect(s.sourceKnown.slice(0, 2)).toEqual([true, true]);
    cuntSoul.apply(s, 2, { type: "changeField", card: "6D" });
    expect(s.sourceFlipped).toBe(true);
    expect(formatCard(s.source[s.source.length - 1])).toBe("10C");
    const view = cuntSoul.view(s, 3);
    expect(view.source[0]).toBe("10C");
  });

  it("CS-8: a 6 among the first field cards flips the source pile before the first draws", () => {
    const s = position({ players: 2, fields: ["6C", "9C"], hands: ["3H", "3C"], source: "2C 2D 2H 2S 4C" });
    expect(s.sourceFlipped).toBe(true);
  });

  it("CS-88: under the 7-field a 7 card's own choice still comes first, by face rank", () => {
    const s = position({ fields: ["", "", "", "7S"], hands: ["7H", "8C 5C", "3D", "3H"] });
    play(s, "7H");
    act(s, 0, "lower");
    expect(legalTypes(s, 1)).toEqual(["5C"]);
  });

  it("CS-89: eightField=skipToken: the token skips the next player's turn, then passes on active", () => {
    const s = position({ preset: "V13", fields: ["", "", "", "8S"], hands: ["9H 9D", "3C", "9C", "9S"] });
    expect(s.t.tokenHolder).toBe(1);
    expect(s.t.tokenActive).toBe(true);
    const e = log(play(s, "9H"));
    expect(e).toContain("Seat 1 holds the active skip token");
    expect(s.t.seat).toBe(2);
    expect(s.t.tokenActive).toBe(false);
  });

  it("CS-89: skipToken: an 8 card still skips; the token vanishes with the last 8-field", () => {
    const s = position({ preset: "V13", fields: ["", "", "", "8S"], hands: ["8H 8D", "3C", "9C", "9S"] });
    play(s, "8H 8D");
    // count is the cards only (2): next 1, skip 2, skip 3
    expect(s.t.seat).toBe(3);
  });

  it("CS-90: edge 26: 9-field: 3 doesn't restrict, 5 doesn't swap, 8 doesn't skip, 7 has no choice; 6 still mirrors", () => {
    const s = position({
      fields: ["", "", "", "9S"],
      hands: ["3H 8H 5H 7H", "2C", "3D", "3S"],
      up: ["KC", "", "", ""],
    });
    play(s, "3H");
    expect(topLink(s).sem).toBe(9);
    expect(legalTypes(s, 1)).toEqual(["2C"]);
    const e = position({
      fields: ["", "", "", "9S"],
      hands: ["8H 5H", "3C", "3D", "3S"],
      up: ["KC", "", "", ""],
    });
    play(e, "8H");
    expect(e.t.seat).toBe(1);
    const f = position({
      fields: ["", "", "", "9S"],
      hands: ["5H 9H", "3C", "3D", "3S"],
      up: ["KC", "", "", ""],
    });
    play(f, "5H");
    expect(f.t.seat).toBe(1);
    const g = position({ fields: ["", "", "", "9S"], hands: ["7H 9H", "3C", "3D", "3S"] });
    play(g, "7H");
    expect(g.t.seat).toBe(1);
    const m = position({ fields: ["", "", "", "9S"], hands: ["JH 9H", "6C", "3D", "3S"] });
    play(m, "JH");
    act(m, 0, "next 1");
    play(m, "6C");
    expect(topLink(m).sem).toBe(11);
    expect(m.t.phase).toBe(Phase.CHOOSE_NEXT);
  });

  it("CS-90: a Joker still copies the syntactic value under the 9-field (a Joker on a 4 is a 4)", () => {
    const s = position({ fields: ["", "", "", "9S"], hands: ["4H", "JK 3C", "3D", "3S"] });
    play(s, "4H");
    play(s, "JK");
    expect(topLink(s).sem).toBe(4);
  });

  it("CS-91: 10-field: burns go under the source pile while it exists, else to the graveyard", () => {
    const s = position({ fields: ["", "", "", "10S"], hands: ["9H", "10C", "3D", "3S"] });
    play(s, "9H");
    play(s, "10C");
    expect(s.graveyard).toHaveLength(2);
  });

  it("CS-92: J-field: after each placed link, run steps and extensions included, the player chooses the next", () => {
    const s = position({ fields: ["", "", "", "JS"], hands: ["4H 5H 6H 9H", "3C", "3D", "3S"] });
    play(s, "4H");
    expect(s.t.phase).toBe(Phase.CHOOSE_NEXT);
    act(s, 0, "next 2");
    play(s, "5H");
    act(s, 0, "next 3");
    play(s, "6H");
    act(s, 0, "next 1");
    act(s, 0, "end");
    expect(s.t.seat).toBe(1);
  });

  it("CS-92: no J-field choice after a failed flip", () => {
    const s = position({
      fields: ["", "", "", "JS"],
      hands: ["AH", "", "3D", "3S"],
      down: ["", "4C", "", ""],
    });
    play(s, "AH");
    act(s, 0, "next 1");
    act(s, 1, "flip 1");
    expect(s.t.seat).toBe(2);
  });

  it("CS-93: qField=chainMinTwo: a one-card chain must be extended by a link legal on the top", () => {
    const s = position({ preset: "V13", fields: ["", "", "", "QS"], hands: ["9H 10H 3H", "3C", "3D", "3S"] });
    play(s, "9H");
    expect(s.t.seat).toBe(0);
    expect(legalTypes(s)).toEqual(["3H", "10H"]);
    play(s, "3H");
    expect(s.t.seat).toBe(1);
  });

  it("CS-95: A-field: H = 5 + A fields, effective at the next replenish, never forcing a discard", () => {
    const s = position({ fields: ["AS", "", "", ""], hands: ["9H", "3C", "3D", "3S"], source: SOURCE });
    play(s, "9H");
    expect(s.seats[0].hand.length).toBe(6);
  });

  it("CS-96: edge 33: Joker-field: no 10 burn, no overrule; Joker still goes anywhere; four-of-a-kind still burns", () => {
    const s = position({ fields: ["", "", "", "JK1"], hands: ["KH", "10C JK2", "3D", "3S"] });
    play(s, "KH");
    expect(s.t.seat).toBe(1);
    expect(legalTypes(s, 1)).toEqual(["JK2"]);
    const b = position({ fields: ["", "", "", "JK"], hands: ["9H", "10C", "3D", "3S"] });
    play(b, "9H");
    play(b, "10C");
    expect(pileText(b)).toEqual(["9H", "10C"]);
    const four = position({ fields: ["", "", "", "JK"], hands: ["5H 5D", "5C 5S 3C", "3D", "3S"] });
    play(four, "5H 5D");
    play(four, "5C 5S");
    expect(four.pile).toEqual([]);
  });

  it("CS-25: edge 34: a Joker-field switched in while a 3 is on top: the 3 no longer binds", () => {
    const s = position({ hands: ["3H", "JK 9C", "3D", "3S"], source: SOURCE });
    play(s, "3H");
    expect(s.t.seat).toBe(1);
    expect(s.t.phase).toBe(Phase.PLAY);
    const t = position({
      hands: ["3H", "9C JK", "3D", "3S"],
      fields: ["", "5C", "", ""],
      source: SOURCE,
      openFieldChange: true,
    });
    withFieldChanges(() => play(t, "3H"));
    cuntSoul.apply(t, 1, { type: "changeField", card: "JK" });
    expect(legalTypes(t, 1)).toContain("9C");
  });

  it("CS-34: edge 30: 8-field: a single K reverses twice: no change, and never a paradox", () => {
    const s = position({ fields: ["", "", "", "8S"], hands: ["KH 9H", "JK 3C", "3D", "3S"] });
    play(s, "KH");
    expect(s.t.direction).toBe(1);
    expect(s.t.seat).toBe(1);
    expect(log(play(s, "JK"))).not.toContain("paradox");
  });

  it("CS-34: edge 31: Q-field + 8-field: three 8s give one Skip", () => {
    const s = position({ fields: ["", "", "QS", "8S"], hands: ["8H 8D 8C", "3C", "3D", "3S"] });
    play(s, "8H 8D 8C");
    expect(s.t.seat).toBe(2);
    expect(NEXT).toBe(-1);
  });
});

describe("field cards: more", () => {
  it("CS-58 / CS-86: a Joker undoes a peek-and-replace swap with a face-down card", () => {
    const s = position({
      preset: "V13",
      fields: ["", "", "", "5S"],
      hands: ["5H 9C 3H", "JK 3C", "3D", "3H"],
      down: ["KC 2D", "", "", ""],
    });
    play(s, "5H");
    act(s, 0, "peek 1");
    act(s, 0, "replace 9C");
    expect(handText(s, 0)).toBe("3H KC");
    const e = log(play(s, "JK"));
    expect(e).toContain("undoes 1 of 1 swap");
    expect(handText(s, 0)).toBe("3H 9C");
    expect(formatCard(s.seats[0].faceDown[0])).toBe("KC");
    expect(s.seats[0].fdKnown[0]).toBe(true);
  });

  it("CS-89: an out player passes the skip token on", () => {
    const s = position({
      preset: "V13",
      fields: ["", "", "", "8S"],
      hands: ["9H", "3C 4C", "9C", "9S"],
      seat: 1,
    });
    // token starts with the player after the first player: seat 2
    expect(s.t.tokenHolder).toBe(2);
    const t = position({
      preset: "V13",
      fields: ["", "", "8S", ""],
      hands: ["9H 3H", "3C 4C", "9C", "9S"],
      seat: 3,
    });
    expect(t.t.tokenHolder).toBe(0);
    t.t.tokenActive = false;
    t.t.tokenHolder = 3;
    play(t, "9S");
    expect(t.seats[3].out).toBe(true);
    // seat 3 passed it (inactive) to seat 0, who starts with an inactive token and passes it on, active.
    expect(t.t.seat).toBe(0);
    expect(t.t.tokenHolder).toBe(1);
    expect(t.t.tokenActive).toBe(true);
  });

  it("CS-87 / CS-2: under the 6-field the top of the source pile is visible to everybody", () => {
    const s = position({
      fields: ["6C", "", "", ""],
      hands: ["9H", "3C", "3D", "3S"],
      source: "2C 2D 2H 2S 4C 4D 4H",
    });
    const v = cuntSoul.view(s, 2);
    expect(v.sourceFlipped).toBe(true);
    expect(v.source[0]).not.toBeNull();
    expect(v.source.filter((c) => c !== null)).toHaveLength(1);
  });

  it("CS-95: losing an A-field never forces a discard", () => {
    const s = position({
      fields: ["", "AS", "", ""],
      hands: ["9H", "3C 4C 5C 6C 7C 8C", "3D", "3S"],
      source: "2C 2D 2H",
    });
    expect(s.fx.hand).toBe(6);
    s.seats[1].field = -1;
    play(s, "9H");
    expect(s.seats[1].hand).toHaveLength(6);
  });
});

describe("field cards: costs and tokens", () => {
  it("CS-82 / CS-91: under a 10-field the burned face-up card goes under the source pile", () => {
    const s = position({
      preset: "V11Style",
      fields: ["9C", "", "10S", ""],
      hands: ["KH 5H", "4C", "3D", "3S"],
      up: ["8C 8D", "", "", ""],
      source: "AS 2C 2D 2H 2S",
      openFieldChange: true,
    });
    cuntSoul.apply(s, 0, { type: "changeField", card: "KH" });
    cuntSoul.apply(s, 0, { type: "burnFaceUp", slot: 0 });
    expect(formatCard(s.source[0])).toBe("8C");
    expect(s.sourceKnown[0]).toBe(true);
    expect(formatCard(s.seats[0].faceUp[0])).toBe("AS");
  });

  it("CS-89 / CS-125: a token-skipped turn is a started turn; it offers no field change and no replenish", () => {
    const s = position({
      preset: "V13",
      fields: ["9D", "9C", "", "8S"],
      hands: ["9H 9D", "3C", "9C", "9S"],
      source: "2C 2D 2H 2S 4C 4D 4H 4S 5C 5D 5H 5S",
    });
    const turns = s.t.turns;
    const events = play(s, "9H");
    expect(log(events)).toContain("Seat 1 holds the active skip token");
    expect(s.t.turns).toBe(turns + 2);
    expect(s.seats[1].hand).toHaveLength(1);
    expect(s.t.seat).toBe(2);
  });
});

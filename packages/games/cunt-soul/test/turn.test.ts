import { formatCard } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { NEXT, Phase } from "../src/state.js";
import { act, legalTypes, log, play, position } from "./helpers.js";

describe("turn structure", () => {
  it("CS-4: next player means the next active player in the current direction", () => {
    const s = position({ hands: ["KH 9H", "3C", "3D", "3S"] });
    s.seats[3].out = true;
    play(s, "KH");
    expect(s.t.seat).toBe(2);
  });

  it("CS-11: the field change is optional and offered once, at the start of the turn", () => {
    const s = position({
      fields: ["9C", "", "", ""],
      hands: ["KH 5H", "4C", "3D", "3S"],
      source: "2C 2D 2H 2S 4D 4H",
      openFieldChange: true,
    });
    expect(legalTypes(s)).toContain("keep field");
    cuntSoul.apply(s, 0, { type: "keepField" });
    expect(s.t.phase).toBe(Phase.PLAY);
    expect(legalTypes(s)).not.toContain("keep field");
  });

  it("CS-13: link decisions come in order: 5 swaps, 7 choice, J card, J-field", () => {
    const s = position({ fields: ["", "", "", "JS"], hands: ["JH 9H", "3C", "3D", "3S"] });
    play(s, "JH");
    expect(s.t.needJCard && s.t.needJField).toBe(true);
    act(s, 0, "next 2");
    expect(s.pile[0].jItem).toBe(1);
    expect(s.t.phase).toBe(Phase.CHOOSE_NEXT);
    act(s, 0, "next 3");
    expect(s.t.seat).toBe(3);
    const five = position({
      fields: ["", "", "", "JS"],
      hands: ["5H 9H", "3C", "3D", "3S"],
      up: ["KC", "", "", ""],
    });
    play(five, "5H");
    expect(five.t.phase).toBe(Phase.SWAP);
    act(five, 0, "end swaps");
    expect(five.t.phase).toBe(Phase.CHOOSE_NEXT);
  });

  it("CS-14: an obligation offers only play/flip (or a forced pickUp); an option adds endChain", () => {
    const q = position({ hands: ["QH KH 3H", "3C", "3D", "3S"] });
    play(q, "QH");
    expect(legalTypes(q)).toEqual(["KH"]);
    const run = position({ hands: ["4H 5H 9H", "3C", "3D", "3S"] });
    play(run, "4H");
    expect(legalTypes(run)).toEqual(["5H", "end"]);
  });

  it("CS-14: endChain outside a run option is refused with MUST_CONTINUE", () => {
    const q = position({ hands: ["QH KH 3H", "3C", "3D", "3S"] });
    play(q, "QH");
    const before = JSON.stringify(q);
    expect(() => cuntSoul.apply(q, 0, { type: "endChain" })).toThrow(/only a run/);
    expect(JSON.stringify(q)).toBe(before);
  });

  it("CS-32 / CS-33: semantic values and resolution are logged link by link", () => {
    const s = position({ fields: ["", "", "", "9S"], hands: ["4H", "JK 3C", "3D", "3S"] });
    const e1 = log(play(s, "4H"));
    expect(e1).toContain("4 is a 9 under the 9-field");
    const e2 = log(play(s, "JK"));
    expect(e2).toContain("Joker takes the value 4");
  });

  it("CS-70: the pile burns on a 10 that fired, on four of a kind, and on a paradox", () => {
    const s = position({ hands: ["9H", "10C", "3D", "3S"] });
    play(s, "9H");
    expect(log(play(s, "10C"))).toContain("burns the pile\nBurn: 9♥ 10♣ go to the graveyard");
  });

  it("CS-72: burned cards go to the graveyard, or under the source pile (public) with a 10-field", () => {
    const s = position({
      fields: ["", "", "", "10S"],
      hands: ["9H", "10C", "3D", "3S"],
      source: "2C 2D 2H 2S 4C 4D 4H 4S 5C 5D 5H 5S",
    });
    play(s, "9H");
    const e = log(play(s, "10C"));
    expect(e).toContain("go under the source pile (10-field)");
    expect(cuntSoul.view(s, 2).source.slice(-2)).toEqual(["9H", "10C"]);
  });

  it("CS-101: with two decks four of a kind still burns at 4 physical cards, and four Jokers in a row burn", () => {
    const s = position({ players: 5, hands: ["JK JK", "JK JK 3C", "3D", "3S", "3H"] });
    play(s, "JK JK");
    play(s, "JK JK");
    expect(s.pile).toEqual([]);
    expect(s.graveyard.map(formatCard)).toEqual(["JK", "JK", "JK", "JK"]);
    expect(NEXT).toBe(-1);
  });
});

describe("turn structure: pickups", () => {
  it("CS-27: a reversal made before a pickup stands: the next player is found in the new direction", () => {
    const s = position({ preset: "V13", fields: ["", "", "QS", ""], hands: ["KH 3H", "3C", "3D", "3S"] });
    play(s, "KH");
    expect(legalTypes(s)).toEqual(["pickup"]);
    act(s, 0, "pickup");
    expect(s.t.direction).toBe(-1);
    expect(s.t.seat).toBe(3);
  });

  it("CS-12: at the face-down stage pickUp is offered only under voluntaryPickup (and a non-empty pile)", () => {
    const plain = position({ hands: ["9H", "", "3D", "3S"], down: ["", "4C 5C", "", ""] });
    play(plain, "9H");
    expect(legalTypes(plain, 1)).toEqual(["flip 1", "flip 2"]);
    const vol = position({
      options: { voluntaryPickup: true },
      hands: ["9H", "", "3D", "3S"],
      down: ["", "4C 5C", "", ""],
    });
    play(vol, "9H");
    expect(legalTypes(vol, 1)).toEqual(["flip 1", "flip 2", "pickup"]);
  });
});

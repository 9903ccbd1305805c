import { formatCard } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { Phase } from "../src/state.js";
import { act, handText, legalTypes, log, play, position } from "./helpers.js";

describe("turn end, going out and the end of the game", () => {
  it("CS-120: allCards: out once hand, face-up, face-down and field slot are empty; places follow going out", () => {
    const s = position({ hands: ["9H", "10C 3C", "3D", "3S"] });
    play(s, "9H");
    expect(s.seats[0].out).toBe(true);
    expect(s.seats[0].place).toBe(1);
    expect(s.t.seat).toBe(1);
  });

  it("CS-120: finishCondition=faceDown: out once the last face-down card is legally placed; the field card leaves the game", () => {
    const s = position({
      options: { finishCondition: "faceDown" },
      hands: ["", "3C", "3D", "3S"],
      down: ["QC", "", "", ""],
      fields: ["KS", "", "", ""],
    });
    const e = log(act(s, 0, "flip 1"));
    expect(e).toContain("field card K♠ leaves the game");
    expect(s.seats[0].out).toBe(true);
    expect(s.graveyard.map(formatCard)).toEqual(["KS"]);
    expect(s.t.seat).toBe(1);
  });

  it("CS-121: no last-card exemption: a last card that is a Q must still be extended (pickup)", () => {
    const s = position({ hands: ["QH", "3C", "3D", "3S"] });
    play(s, "QH");
    expect(legalTypes(s)).toEqual(["pickup"]);
    act(s, 0, "pickup");
    expect(s.seats[0].out).toBe(false);
    expect(handText(s, 0)).toBe("QH");
  });

  it("CS-122: when one active player remains they take last place as the sole-cunt and the game ends", () => {
    const s = position({ players: 3, hands: ["9H", "3C", "10D 3D"] });
    s.seats[1].out = true;
    s.seats[1].place = 1;
    s.t.placesGiven = 1;
    play(s, "9H");
    const outcome = cuntSoul.outcome(s);
    expect(outcome?.places).toEqual([2, 1, 3]);
    expect(outcome?.endedByCap).toBe(false);
    expect((outcome!.details as { soleCunt: number }).soleCunt).toBe(2);
    expect(cuntSoul.legalActions(s, 2)).toEqual([]);
    expect(() => cuntSoul.apply(s, 2, { type: "pickUp" })).toThrow(/over/);
  });

  it("CS-125: the turn cap ends the game; those still in rank by fewest cards, then fewest pickups, then seat order", () => {
    const s = position({ options: { turnCap: 200 }, hands: ["9H 2C", "3C 4C", "5D 6D 7D", "3S 4S"] });
    s.seats[3].pickups = 2;
    s.seats[1].pickups = 1;
    s.t.turns = 200;
    play(s, "9H");
    const outcome = cuntSoul.outcome(s);
    expect(outcome?.endedByCap).toBe(true);
    // cards: seat0 1, seat1 2 (1 pickup), seat3 2 (2 pickups), seat2 3
    expect(outcome?.places).toEqual([1, 2, 4, 3]);
  });

  it("CS-15: replenish comes before the out check: an empty hand refilled from the source is not out", () => {
    const s = position({ hands: ["9H", "3C", "3D", "3S"], source: "2C 2D" });
    play(s, "9H");
    expect(s.seats[0].out).toBe(false);
    expect(s.seats[0].hand).toHaveLength(2);
  });

  it("CS-73: burnerPlaysAgain: after a turn with a burn and no pickup the same player goes again", () => {
    const s = position({ options: { burnerPlaysAgain: true }, hands: ["9H", "10C 3C", "3D", "3S"] });
    play(s, "9H");
    play(s, "10C");
    expect(s.t.seat).toBe(1);
    const plain = position({ hands: ["9H", "10C 3C", "3D", "3S"] });
    play(plain, "9H");
    play(plain, "10C");
    expect(plain.t.seat).toBe(2);
  });

  it("CS-73: a burn neither ends the chain nor grants a turn; a run goes on over the empty pile", () => {
    const s = position({ hands: ["4H 4D 4C 4S 5H 6H 9C", "3C", "3D", "3S"] });
    play(s, "4H 4D 4C 4S");
    expect(s.pile).toEqual([]);
    expect(legalTypes(s)).toEqual(["5H", "end"]);
  });

  it("CS-74: replenish after every turn, including a pickup, while the source exists; shown under a 6-field", () => {
    const s = position({
      fields: ["6C", "", "", ""],
      hands: ["AH", "3C", "3D", "3S"],
      source: "2C 2D 2H 2S 4C 4D 4H 4S 5C 5D",
    });
    const e = log(play(s, "AH"));
    expect(s.seats[0].hand).toHaveLength(5);
    expect(e).toMatch(/Seat 0 draws 5 cards \(refilling the hand\): \S+ \S+ \S+ \S+ \S+/);
    const after = log(act(s, 1, "pickup"));
    expect(after).toMatch(/Seat 1 draws 3 cards \(refilling the hand\)/);
  });

  it("CS-3: once empty the source pile never exists again: a 10-field burn then goes to the graveyard", () => {
    const s = position({ fields: ["", "", "", "10S"], hands: ["9H", "10C", "3D", "3S"] });
    expect(s.source).toHaveLength(0);
    play(s, "9H");
    play(s, "10C");
    expect(s.source).toHaveLength(0);
    expect(s.graveyard).toHaveLength(2);
  });

  it("CS-10: a player with an empty hand at turn start draws up to H while the source exists", () => {
    const s = position({ hands: ["", "3C", "3D", "3S"], source: "2C 2D 2H 2S 4C 4D" });
    expect(s.seats[0].hand).toHaveLength(5);
    expect(s.t.phase).toBe(Phase.PLAY);
  });
});

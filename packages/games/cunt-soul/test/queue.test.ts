import { describe, expect, it } from "vitest";
import { cuntSoul } from "../src/definition.js";
import { resolveQueue } from "../src/rules/core.js";
import { NEXT, Phase, SKIP } from "../src/state.js";
import { act, legalTypes, play, position } from "./helpers.js";

describe("the queue", () => {
  it("CS-60: every turn starts with the queue [Next]", () => {
    const s = position({ hands: ["9H", "3C", "3D", "3S"] });
    expect(s.t.queue).toEqual([NEXT]);
  });

  it("CS-61 / CS-64: worked example: two 6s copy an 8 under one 8-field (4 Skips), then the J-field MoveTo C", () => {
    const fields = ["", "", "8C", "JC"];
    const s = position({ fields, hands: ["6C 6D 9C", "3C", "3D", "8S 9S"], seat: 3 });
    play(s, "8S");
    act(s, 3, "next 0");
    expect(s.t.seat).toBe(0);
    play(s, "6C 6D");
    expect(s.t.queue).toEqual([NEXT, SKIP, SKIP, SKIP, SKIP]);
    act(s, 0, "next 2");
    expect(s.t.seat).toBe(2);
  });

  it("CS-64: without the J-field [Next, Skip x4] ends at B; with a Q-field [Next, Skip, MoveTo C] ends at C", () => {
    const s = position({ fields: ["", "", "8C", ""], hands: ["6C 6D 9C", "3C", "3D", "8S 9S"], seat: 0 });
    s.t.queue = [NEXT, SKIP, SKIP, SKIP, SKIP];
    expect(resolveQueue(s, s.t.queue)).toBe(1);
    const q = position({ fields: ["", "QD", "8C", "JC"], hands: ["6C 6D 9C", "3C", "3D", "8S 9S"], seat: 3 });
    play(q, "8S");
    act(q, 3, "next 0");
    play(q, "6C 6D");
    expect(q.t.queue).toEqual([NEXT, SKIP]);
    act(q, 0, "next 2");
    expect(q.t.seat).toBe(2);
  });

  it("CS-64: second example: Q, extended by a 6 copying it, extended by a K: anticlockwise, Next is E", () => {
    const s = position({ players: 5, hands: ["QH 6H KH 9H", "3C", "3D", "3S", "3H"] });
    play(s, "QH");
    play(s, "6H");
    play(s, "KH");
    expect(s.t.direction).toBe(-1);
    expect(s.t.seat).toBe(4);
  });

  it("CS-61: edge 32: a J-field choice after an 8 beats the Skip", () => {
    const s = position({ fields: ["", "", "", "JC"], hands: ["8H 9H", "3C", "3D", "3S"] });
    play(s, "8H");
    act(s, 0, "next 1");
    expect(s.t.seat).toBe(1);
  });

  it("CS-62: Next and Skip step over out players; MoveTo jumps", () => {
    const s = position({ hands: ["8H 9H", "3C", "3D", "3S"] });
    s.seats[2].out = true;
    play(s, "8H");
    expect(s.t.seat).toBe(3);
  });

  it("CS-63: edge 46: a pickup drops an earlier J-field choice of the chain; Next plays", () => {
    const s = position({ fields: ["", "", "", "JC"], hands: ["QH 3H", "3C", "3D", "3S"] });
    play(s, "QH");
    act(s, 0, "next 2");
    expect(s.t.queue).toEqual([NEXT, 2]);
    act(s, 0, { type: "pickUp" });
    expect(s.t.seat).toBe(1);
  });

  it("CS-100: edge 44: with 2 players an 8 gives the same player a fresh turn (replenish, field change allowed)", () => {
    const s = position({
      players: 2,
      fields: ["4D", "4C"],
      hands: ["8H 3H", "3C"],
      source: "4C 4D 4H 4S 5C 5D",
    });
    const turns = s.t.turns;
    cuntSoul.apply(s, 0, { type: "play", cards: ["8H"] });
    expect(s.t.seat).toBe(0);
    expect(s.t.turns).toBe(turns + 1);
    expect(s.seats[0].hand.length).toBe(5);
    expect(s.t.phase).toBe(Phase.FIELD_CHANGE);
  });

  it("CS-100: with 2 players a K changes direction but not who plays next, and J adds nothing", () => {
    const s = position({ players: 2, hands: ["KH 3H", "3C 4C"] });
    play(s, "KH");
    expect(s.t.direction).toBe(-1);
    expect(s.t.seat).toBe(1);
  });

  it("CS-124: edge 45: out players are not J targets and not counted by Skips", () => {
    const s = position({ hands: ["JH 9H", "3C", "3D", "3S"] });
    s.seats[2].out = true;
    play(s, "JH");
    expect(legalTypes(s)).toEqual(["next 1", "next 3"]);
    expect(cuntSoul.apply(s, 0, { type: "chooseNext", seat: 3 })).toBeTruthy();
    const t = position({ hands: ["JH 9H", "3C", "3D", "3S"] });
    t.seats[2].out = true;
    play(t, "JH");
    expect(() => cuntSoul.apply(t, 0, { type: "chooseNext", seat: 2 })).toThrow(
      /another player still in the game/,
    );
  });
});

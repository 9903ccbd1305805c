import { parseCard } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { overrules } from "../src/rules/legality.js";
import { ACE_V, allows, JOKER_V, runSuccessors, synOf, TABLE } from "../src/values.js";
import { position } from "./helpers.js";

const J = 11;
const Q = 12;
const K = 13;
const on = (b: number, r: number, p: number) =>
  [2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, ACE_V].filter((v) => allows(b, r, p, v));

describe("values and ordering", () => {
  it("CS-1: syntactic values 2-10, J 11, Q 12, K 13, A 14; a Joker has no rank", () => {
    expect(synOf(parseCard("AS"))).toBe(14);
    expect(synOf(parseCard("10H"))).toBe(10);
    expect(synOf(parseCard("KD"))).toBe(13);
    expect(synOf(parseCard("JK"))).toBe(JOKER_V);
  });

  it("CS-28: normal ordering, v >= p; anything on table", () => {
    expect(on(0, 0, 9)).toEqual([9, 10, J, Q, K, ACE_V]);
    expect(allows(0, 0, TABLE, 2)).toBe(true);
  });

  it("CS-28 / CS-94: K-field reverses the ordering, v <= p", () => {
    expect(on(0, 1, 5)).toEqual([2, 3, 4, 5]);
  });

  it("CS-28 / CS-88: 7-field bifurcates; edge 27: on a 5 only 2-5", () => {
    expect(on(1, 0, 5)).toEqual([2, 3, 4, 5]);
    expect(on(1, 0, 9)).toEqual([9, 10, J, Q, K, ACE_V]);
    expect(on(1, 0, 7)).toHaveLength(13);
  });

  it("CS-28: edge 28: 7-field + K-field: on 5 only 5-7, on 10 only 7-10, on 7 only 7", () => {
    expect(on(1, 1, 5)).toEqual([5, 6, 7]);
    expect(on(1, 1, 10)).toEqual([7, 8, 9, 10]);
    expect(on(1, 1, 7)).toEqual([7]);
  });

  it("CS-80: edge 29: two 7-fields give the normal ordering (parity)", () => {
    const s = position({ fields: ["7H", "7S", "", ""], hands: ["5H", "", "", ""] });
    expect(s.fx.b).toBe(0);
    const one = position({ fields: ["7H", "", "", ""], hands: ["5H", "", "", ""] });
    expect(one.fx.b).toBe(1);
  });

  it("CS-31: 2, 6, 7 and 10 overrule; CS-83: under the 2-field only 2; CS-96: under the Joker-field nothing", () => {
    const plain = position({ hands: ["5H"] });
    expect([2, 3, 6, 7, 10, ACE_V].filter((v) => overrules(plain, v))).toEqual([2, 6, 7, 10]);
    const two = position({ fields: ["2H"], hands: ["5H"] });
    expect([2, 6, 7, 10].filter((v) => overrules(two, v))).toEqual([2]);
    const jk = position({ fields: ["JK"], hands: ["5H"] });
    expect([2, 6, 7, 10].filter((v) => overrules(jk, v))).toEqual([]);
  });

  it("CS-42: runOrder=ordering successors: normal 4->5, A wraps to 2; K-field 4->3; 7-field 7 -> 6 or 8", () => {
    expect(runSuccessors(0, 0, 4)).toEqual([5]);
    expect(runSuccessors(0, 0, ACE_V)).toEqual([2]);
    expect(runSuccessors(0, 1, 4)).toEqual([3]);
    expect(runSuccessors(0, 1, 2)).toEqual([ACE_V]);
    expect(runSuccessors(1, 0, 7)).toEqual([6, 8]);
    expect(runSuccessors(1, 0, 2)).toEqual([7]);
  });
});

import { describe, expect, it } from "vitest";
import { TABLE } from "../src/values.js";
import { act, handText, legalTypes, log, pileText, play, position, topLink } from "./helpers.js";

const burnedByParadox = (text: string) => text.includes("paradox, the pile burns");

describe("Jokers and paradoxes", () => {
  it("CS-55: edge 6: a Joker on a 3 is legal and cancels it; the next link needs rank >= 3 by ordering", () => {
    const s = position({ hands: ["3H", "JK 9C", "2D 4D", "3S"] });
    play(s, "3H");
    play(s, "JK");
    expect(topLink(s).sem).toBe(3);
    expect(topLink(s).fired).toBe(false);
    expect(legalTypes(s, 2)).toEqual(["2D", "4D"]);
  });

  it("CS-55: a Joker on a Joker cancels or revives nothing; edge 19: on a Joker on a 9 it is semantic 9", () => {
    const s = position({ hands: ["9H", "JK 3C", "JK 3D", "4S 9S"] });
    play(s, "9H");
    play(s, "JK");
    expect(topLink(s).sem).toBe(9);
    const events = play(s, "JK");
    expect(log(events)).toContain("Joker on a Joker: nothing is cancelled or revived");
    expect(topLink(s).sem).toBe(9);
    // The 9's "anything goes" is not revived: ordering from 9.
    expect(legalTypes(s, 3)).toEqual(["9S"]);
  });

  it("CS-56: edge 13: a Joker on an 8 is a paradox in any player count: pile and Joker burn, the chain ends", () => {
    const s = position({ hands: ["8H", "3C", "JK 3D", "3S"] });
    play(s, "8H");
    expect(s.t.seat).toBe(2);
    expect(burnedByParadox(log(play(s, "JK")))).toBe(true);
    expect(s.pile).toEqual([]);
    expect(s.graveyard).toHaveLength(2);
    expect(s.t.seat).toBe(3);
    // Two players: the skip gives seat 0 a fresh turn, and its own Joker on the 8 is still a paradox.
    const two = position({ players: 2, hands: ["8H JK 3H", "3C"] });
    play(two, "8H");
    expect(two.t.seat).toBe(0);
    expect(burnedByParadox(log(play(two, "JK")))).toBe(true);
    expect(two.t.seat).toBe(1);
  });

  it("CS-56: edge 13: under chainMinTwo a one-card Joker paradox chain must still be extended", () => {
    const s = position({
      preset: "V13",
      fields: ["", "QD", "", ""],
      hands: ["8H 8D", "3C", "3D", "JK 3S 4S"],
    });
    play(s, "8H 8D");
    expect(s.t.seat).toBe(3);
    expect(burnedByParadox(log(play(s, "JK")))).toBe(true);
    expect(s.t.seat).toBe(3);
    expect(legalTypes(s)).toEqual(["3S", "4S"]);
  });

  it("CS-56: edge 14: a Joker on a single K with 3+ players is a paradox; on KK or with 2 players it is not", () => {
    const s = position({ hands: ["KH", "3C", "3D", "JK 3S"] });
    play(s, "KH");
    expect(burnedByParadox(log(play(s, "JK")))).toBe(true);
    const kk = position({ hands: ["KH KD", "JK 3C", "3D", "3S"] });
    play(kk, "KH KD");
    const e = log(play(kk, "JK"));
    expect(burnedByParadox(e)).toBe(false);
    expect(topLink(kk).sem).toBe(13);
    const two = position({ players: 2, hands: ["KH 3H", "JK 3C"] });
    play(two, "KH");
    expect(burnedByParadox(log(play(two, "JK")))).toBe(false);
  });

  it("CS-56: edge 15: a Joker on a J whose choice was the natural next is a cancel; otherwise a paradox", () => {
    const s = position({ hands: ["JH", "JK 3C", "3D", "3S"] });
    play(s, "JH");
    act(s, 0, "next 1");
    expect(burnedByParadox(log(play(s, "JK")))).toBe(false);
    expect(topLink(s).sem).toBe(11);
    const t = position({ hands: ["JH", "3C", "JK 3D", "3S"] });
    play(t, "JH");
    act(t, 0, "next 2");
    expect(burnedByParadox(log(play(t, "JK")))).toBe(true);
  });

  it("CS-56: edge 15: a J choice overridden by a later J-field item did not change who played next", () => {
    const s = position({ fields: ["", "", "", "JD"], hands: ["JH", "JK 3C", "3D", "3S"] });
    play(s, "JH");
    act(s, 0, "next 2");
    act(s, 0, "next 1");
    expect(s.t.seat).toBe(1);
    const e = log(play(s, "JK"));
    expect(burnedByParadox(e)).toBe(false);
  });

  it("CS-56: (c) a Joker on a J in the J's own turn compares the queue as it stands", () => {
    const s = position({ preset: "V13", fields: ["", "QD", "", ""], hands: ["JH JK 3H", "3C", "3D", "3S"] });
    play(s, "JH");
    act(s, 0, "next 2");
    expect(s.t.seat).toBe(0);
    expect(burnedByParadox(log(play(s, "JK")))).toBe(true);
  });

  it("CS-56: edge 16: a Joker on a 6 played on a J or an active 9 is a paradox; on a 6 played on a 4 only a cancel", () => {
    const s = position({ hands: ["9H", "6C 3C", "JK 3D", "3S"] });
    play(s, "9H");
    play(s, "6C");
    expect(burnedByParadox(log(play(s, "JK")))).toBe(true);
    const j = position({ hands: ["JH", "6C 3C", "JK 3D", "3S"] });
    play(j, "JH");
    act(j, 0, "next 1");
    play(j, "6C");
    act(j, 1, "next 2");
    expect(burnedByParadox(log(play(j, "JK")))).toBe(true);
    const f = position({ hands: ["4H 9H", "6C 3C", "JK 3D", "3S"] });
    play(f, "4H");
    act(f, 0, "end");
    play(f, "6C");
    act(f, 1, "end");
    const e = log(play(f, "JK"));
    expect(burnedByParadox(e)).toBe(false);
    expect(topLink(f).sem).toBe(6);
  });

  it("CS-56: edge 4: a Joker on a 6 that mirrored a 7 set to lower is a paradox", () => {
    const s = position({ hands: ["7H", "6C 9C", "JK 3D", "3S"] });
    play(s, "7H");
    act(s, 0, "lower");
    play(s, "6C");
    act(s, 1, "lower");
    expect(burnedByParadox(log(play(s, "JK")))).toBe(true);
  });

  it("CS-56: edge 51: K-field: a Joker on a 6 played on a 5 is a paradox; 7-field: a 6 on an incomparable value is not higher", () => {
    const k = position({
      fields: ["", "", "", "KS"],
      hands: ["5H 9H", "6C 3C", "JK 3D", "3S"],
      up: ["2S", "2D", "", ""],
    });
    play(k, "5H");
    act(k, 0, "end swaps");
    play(k, "6C");
    act(k, 1, "end swaps");
    expect(burnedByParadox(log(play(k, "JK")))).toBe(true);
    // 7-field: 9 is incomparable with 6, so a 6 mirroring an active 9 is no paradox (normally it is, edge 16).
    const b = position({ fields: ["", "", "", "7S"], hands: ["9H 9C", "6C 3C", "JK 3D", "3S"] });
    play(b, "9H");
    play(b, "6C");
    expect(b.pile[1].mirrorHigh).toBe(false);
    const e = log(play(b, "JK"));
    expect(burnedByParadox(e)).toBe(false);
    expect(e).toContain("Joker cancels the 9");
    // Brief contradiction (RULES.md): a 6 acting as an 8 is still paradox (a), whatever the ordering.
    const eight = position({ fields: ["", "", "", "7S"], hands: ["8H JK 9H", "3C", "6D 3D", "3S"] });
    play(eight, "8H");
    play(eight, "6D");
    expect(eight.pile[1].mirrorHigh).toBe(false);
    expect(eight.t.seat).toBe(0);
    expect(burnedByParadox(log(play(eight, "JK")))).toBe(true);
  });

  it("CS-56: nothing else is a paradox: a Joker on a 7 that overruled simply cancels it", () => {
    const s = position({ hands: ["7H 9H", "JK 3C", "3D 8D 2D", "3S"] });
    play(s, "7H");
    act(s, 0, "higher");
    const e = log(play(s, "JK"));
    expect(burnedByParadox(e)).toBe(false);
    expect(e).toContain("Joker cancels the 7");
    expect(topLink(s).sem).toBe(7);
    expect(legalTypes(s, 2)).toEqual(["2D", "8D"]);
  });

  it("CS-56: edge 20: a Joker as a Q's extension is a paradox burn; the chain ends", () => {
    const s = position({ hands: ["QH JK 3H", "3C", "3D", "3S"] });
    play(s, "QH");
    expect(burnedByParadox(log(play(s, "JK")))).toBe(true);
    expect(s.pile).toEqual([]);
    expect(s.t.seat).toBe(1);
  });

  it("CS-57: edge 12: a Joker on a finished run: the steps return to the runner; the Joker copies the new top", () => {
    const s = position({ hands: ["4H 5H 6H 9C", "JK 3C", "3D", "3S"] });
    play(s, "4H");
    play(s, "5H");
    play(s, "6H");
    act(s, 0, "end");
    const e = log(play(s, "JK"));
    expect(e).toContain("takes the run back: 5♥ 6♥");
    expect(handText(s, 0)).toBe("5H 6H 9C");
    expect(pileText(s)).toEqual(["4H", "JK"]);
    expect(topLink(s).sem).toBe(4);
  });

  it("CS-57: edge 12: a run started by a 6 leaves the Joker on the 6; a run whose start burned leaves table", () => {
    const six = position({ hands: ["4H 9C", "6C 5C 6D 3C", "JK 3D", "3S"] });
    play(six, "4H");
    act(six, 0, "end");
    play(six, "6C");
    play(six, "5C");
    play(six, "6D");
    act(six, 1, "end");
    play(six, "JK");
    expect(pileText(six)).toEqual(["4H", "6C", "JK"]);
    expect(topLink(six).sem).toBe(6);
    const burned = position({ hands: ["4H 4D 4C 4S 5H 6H 9C", "JK 3C", "3D", "3S"] });
    play(burned, "4H 4D 4C 4S");
    expect(burned.pile).toEqual([]);
    play(burned, "5H");
    play(burned, "6H");
    act(burned, 0, "end");
    play(burned, "JK");
    expect(pileText(burned)).toEqual(["JK"]);
    expect(topLink(burned).sem).toBe(TABLE);
  });

  it("CS-58: edge 17: a Joker on a 5 that made 2 swaps undoes both, the last first", () => {
    const s = position({ hands: ["5H 5D 9C KC", "JK 3C", "3D", "3S"], up: ["2C 3H", "", "", ""] });
    play(s, "5H 5D");
    act(s, 0, "swap KC 1");
    act(s, 0, "swap 9C 2");
    const e = log(play(s, "JK"));
    expect(e).toContain("undoes 2 of 2 swaps");
    expect(handText(s, 0)).toBe("9C KC");
    expect(s.seats[0].faceUp.filter((c) => c >= 0)).toHaveLength(2);
  });

  it("CS-58: a swap whose cards are no longer where it put them is not undone", () => {
    const s = position({ hands: ["5H 9C 8C", "JK 3C", "3D", "3S"], up: ["2C", "", "", ""] });
    play(s, "5H");
    act(s, 0, "swap 9C 1");
    // seat 0 plays the 2C it took before the Joker comes
    s.seats[0].hand = s.seats[0].hand.filter((c) => (c & 15) !== 2);
    const e = log(play(s, "JK"));
    expect(e).toContain("undoes 0 of 1 swap");
  });

  it("CS-52: edge 18: a Joker on an A draws no penalty", () => {
    const s = position({ hands: ["AH", "JK 3C", "3D", "3S"], source: "4C 4D 4H 4S 5C 5D 5H 5S 6C 6D" });
    play(s, "AH");
    const e = log(play(s, "JK"));
    expect(e).not.toContain("A-penalty");
  });

  it("CS-59: edge 47: a Joker on the run of a player who is out: no take-back", () => {
    const s = position({ hands: ["4H 5H 6H", "JK 3C", "3D", "3S"] });
    play(s, "4H");
    play(s, "5H");
    play(s, "6H");
    act(s, 0, "end");
    expect(s.seats[0].out).toBe(true);
    const e = log(play(s, "JK"));
    expect(e).not.toContain("takes the run back");
    expect(pileText(s)).toEqual(["4H", "5H", "6H", "JK"]);
    expect(topLink(s).sem).toBe(6);
  });

  it("CS-53: Joker placement and value hold under the Joker-field, but nothing is cancelled", () => {
    const s = position({ fields: ["", "", "", "JK"], hands: ["8H", "JK 3C", "3D", "3S"] });
    play(s, "8H");
    expect(s.t.seat).toBe(1);
    const e = log(play(s, "JK"));
    expect(burnedByParadox(e)).toBe(false);
    expect(topLink(s).sem).toBe(8);
  });
});

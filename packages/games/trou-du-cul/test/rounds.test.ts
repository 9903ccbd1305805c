// Rounds and turns: TDC-6 to TDC-19, TDC-23 (§8 edge cases 7-22).

import { describe, expect, it } from "vitest";
import { startRound } from "../src/play.js";
import { turnStateOf } from "../src/state.js";
import { expectRejected, FOLD, game, hand, legalText, play, position, run, SKIP } from "./helpers.js";

const NO_SWAP_TABLE_5P = ["2S", "2H"];

describe("kinds of hand and opening", () => {
  it("TDC-7: a play mixing ranks is MIXED_RANKS; a card not in hand is CARD_NOT_IN_HAND", () => {
    const s = position({ hands: [["7C", "8C", "9C"], ["7D", "KC"], ["3C"], ["4C"]] });
    expectRejected(s, 0, play("7C", "8C"), "MIXED_RANKS", "TDC-7");
    expectRejected(s, 0, play("7D"), "CARD_NOT_IN_HAND", "TDC-7");
  });

  it("TDC-7: plays are compared by rank only; suits do not matter", () => {
    const s = position({ hands: [["7S", "3C"], ["7C", "KC"], ["3D"], ["4C"]] });
    run(s, [[0, play("7S")]]);
    // The 7♣ equals the 7♠: an equal play (TDC-13), not a lower one.
    run(s, [[1, play("7C")]]);
    expect(s.match).toBe(true);
  });

  it("TDC-9 (edge 7): the opener tries to fold or skip -> MUST_OPEN", () => {
    const s = position({ hands: [["7C", "8C"], ["7D"], ["3C"], ["4C"]] });
    expectRejected(s, 0, FOLD, "MUST_OPEN", "TDC-9");
    expectRejected(s, 0, SKIP, "MUST_OPEN", "TDC-9");
    expect(legalText(s, 0)).toEqual(["7C", "8C"]);
  });

  it("TDC-9 (edge 8): in a pair round a single or a triple is WRONG_KIND; a 7 and an 8 together is MIXED_RANKS", () => {
    const s = position({ hands: [["5C", "5D", "3C"], ["7C", "7D", "7H", "8C"], ["3D"], ["4C"]] });
    run(s, [[0, play("5C", "5D")]]);
    expectRejected(s, 1, play("7C"), "WRONG_KIND", "TDC-9");
    expectRejected(s, 1, play("7C", "7D", "7H"), "WRONG_KIND", "TDC-9");
    expectRejected(s, 1, play("7C", "8C"), "MIXED_RANKS", "TDC-7");
    run(s, [[1, play("7C", "7D")]]);
  });

  it("TDC-9: the opening fixes the kind; the opener may open with any size and any suits of a group", () => {
    const s = position({ hands: [["9C", "9D", "9H", "3C"], ["KC"], ["3D"], ["4C"]] });
    expect(legalText(s, 0)).toEqual(["3C", "9C", "9D", "9H", "9C 9D", "9C 9H", "9D 9H", "9C 9D 9H"]);
    run(s, [[0, play("9D", "9H", "9C")]]);
    expect(s.kind).toBe(3);
  });
});

describe("standard turns, folds and skips", () => {
  it("TDC-10 (edge 9): skip is SKIP_NOT_ALLOWED; a lower play is TOO_LOW; an equal play is legal and sets the match flag", () => {
    const s = position({ hands: [["8C", "3C"], ["8D", "5C", "KC"], ["3D"], ["4C"]] });
    run(s, [[0, play("8C")]]);
    expect(turnStateOf(s)).toBe("standard");
    expectRejected(s, 1, SKIP, "SKIP_NOT_ALLOWED", "TDC-10");
    expectRejected(s, 1, play("5C"), "TOO_LOW", "TDC-10");
    expect(legalText(s, 1)).toEqual(["fold", "8D", "KC"]);
    run(s, [[1, play("8D")]]);
    expect(s.match).toBe(true);
    expect(turnStateOf(s)).toBe("matchOrSkip");
  });

  it("TDC-10: a player may fold even when they could play", () => {
    const s = position({ hands: [["8C", "3C"], ["KC", "5C"], ["3D"], ["4C"]] });
    run(s, [
      [0, play("8C")],
      [1, FOLD],
    ]);
    expect(s.turn).toBe(2);
  });

  it("TDC-11: a folded player takes no more turns in the round", () => {
    const s = position({
      hands: [
        ["5C", "3C"],
        ["6C", "QC"],
        ["7C", "KC"],
        ["8C", "AC"],
      ],
    });
    run(s, [
      [0, play("5C")],
      [1, FOLD],
      [2, play("7C")],
      [3, play("8C")],
      [0, FOLD],
    ]);
    // Seat 1 folded: the turn passes from seat 0's fold to seat 2.
    expect(s.turn).toBe(2);
    expect(game.view(s, 2).round.inRound).toEqual([false, false, true, true]);
  });

  it("TDC-6, TDC-8: every player holding cards is in round when a round starts", () => {
    const s = position({
      hands: [
        ["5C", "3C"],
        ["6C", "QC"],
        ["7C", "KC"],
        ["8C", "AC"],
      ],
    });
    run(s, [
      [0, play("5C")],
      [1, FOLD],
      [2, FOLD],
      [3, FOLD],
    ]);
    expect(game.view(s, 0).round.inRound).toEqual([true, true, true, true]);
    expect(turnStateOf(s)).toBe("opening");
  });

  it("TDC-12: a skipped player stays in round", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["KC", "4D"],
        ["8C", "AC"],
      ],
    });
    run(s, [
      [0, play("7C")],
      [1, play("7D")],
      [2, SKIP],
    ]);
    expect(game.view(s, 0).round.inRound[2]).toBe(true);
    expect(s.match).toBe(false);
  });
});

describe("TDC-13 equal play", () => {
  it("TDC-13 (edge 10): under the match flag fold is FOLD_NOT_ALLOWED and a higher play is MUST_MATCH", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["7H", "KC", "4D"],
        ["8C", "AC"],
      ],
    });
    run(s, [
      [0, play("7C")],
      [1, play("7D")],
    ]);
    expectRejected(s, 2, FOLD, "FOLD_NOT_ALLOWED", "TDC-13");
    expectRejected(s, 2, play("KC"), "MUST_MATCH", "TDC-13");
    expectRejected(s, 2, play("4D"), "MUST_MATCH", "TDC-13");
    expect(legalText(s, 2)).toEqual(["skip", "7H"]);
  });

  it("TDC-13 (edge 11): singles A:7, B:7, C skips -> D has standard options against 7", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["KC", "4D"],
        ["7S", "8C", "5D"],
      ],
    });
    run(s, [
      [0, play("7C")],
      [1, play("7D")],
      [2, SKIP],
    ]);
    expect(turnStateOf(s)).toBe("standard");
    expect(legalText(s, 3)).toEqual(["fold", "7S", "8C"]);
  });

  it("TDC-13, TDC-14 (edge 12): A:7, B:7, C skips, D:7 -> E is bound, and C's skip did not break the run of 7s", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["KC", "4D"],
        ["7H", "8C"],
        ["7S", "9C"],
      ],
      table: NO_SWAP_TABLE_5P,
    });
    run(s, [
      [0, play("7C")],
      [1, play("7D")],
      [2, SKIP],
      [3, play("7H")],
    ]);
    expect(turnStateOf(s)).toBe("matchOrSkip");
    expect(legalText(s, 4)).toEqual(["skip", "7S"]);
    run(s, [[4, play("7S")]]);
    // Four 7s in a row across players, the skip between them ignored: locked (then auto-folds).
    expect(s.discard.slice(-4).map((c) => c >> 2)).toEqual([4, 4, 4, 4]);
    expect(s.turn).toBe(4);
    expect(turnStateOf(s)).toBe("opening");
  });

  it("TDC-13: the flag binds only the next player; whatever they do clears it", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["KC", "4D"],
        ["8C", "AC"],
      ],
    });
    run(s, [
      [0, play("7C")],
      [1, play("7D")],
      [2, SKIP],
    ]);
    expect(s.match).toBe(false);
    run(s, [[3, play("8C")]]);
    expect(s.match).toBe(false);
  });
});

describe("TDC-14 four of a kind locks the round", () => {
  it("TDC-14, TDC-18 (edge 13): singles 7, 7, 7, 7 from four players lock; everyone else folds and the fourth player wins", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["7H", "KC"],
        ["7S", "8C"],
      ],
    });
    const events = run(s, [
      [0, play("7C")],
      [1, play("7D")],
      [2, play("7H")],
      [3, play("7S")],
    ]);
    const autoFolds = events
      .filter((e) => e.type === "fold")
      .map((e) => (e as unknown as { seat: number }).seat);
    expect(autoFolds).toEqual([0, 1, 2]);
    expect(events.find((e) => e.type === "roundWon")).toMatchObject({ seat: 3 });
    expect(s.turn).toBe(3);
    expect(turnStateOf(s)).toBe("opening");
  });

  it("TDC-14 (edge 13, 5p asked): with a non-2 table card each locked turn is asked: fold is the only main action", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["7H", "KC"],
        ["7S", "8C"],
        ["9C", "9D"],
      ],
      table: ["4S", "2S"],
    });
    run(s, [
      [0, play("7C")],
      [1, play("7D")],
      [2, play("7H")],
      [3, play("7S")],
    ]);
    expect(turnStateOf(s)).toBe("locked");
    expect(s.turn).toBe(4);
    expectRejected(s, 4, play("9C"), "LOCKED", "TDC-14");
    expectRejected(s, 4, SKIP, "LOCKED", "TDC-14");
    expect(legalText(s, 4)).toEqual(["fold", "swap 4S 9C", "swap 4S 9D"]);
    run(s, [
      [4, FOLD],
      [0, FOLD],
      [1, FOLD],
      [2, FOLD],
    ]);
    expect(s.turn).toBe(3);
    expect(turnStateOf(s)).toBe("opening");
  });

  it("TDC-14 (edge 14): a pair of 7s on a pair of 7s locks at once", () => {
    const s = position({
      hands: [
        ["7C", "7D", "3C"],
        ["7H", "7S", "5C"],
        ["KC", "KD"],
        ["8C", "8D"],
      ],
    });
    const events = run(s, [
      [0, play("7C", "7D")],
      [1, play("7H", "7S")],
    ]);
    expect(events.filter((e) => e.type === "fold")).toHaveLength(3);
    expect(s.turn).toBe(1);
    expect(turnStateOf(s)).toBe("opening");
  });

  it("TDC-14, TDC-19 (edge 15): an opening four of a kind locks; everyone folds; the opener wins and opens again", () => {
    const s = position({ hands: [["9C", "9D", "9H", "9S", "3C"], ["KC"], ["KD"], ["KH"]] });
    const events = run(s, [[0, play("9C", "9D", "9H", "9S")]]);
    expect(events.map((e) => e.type)).toEqual(["play", "fold", "fold", "fold", "roundWon"]);
    expect(s.turn).toBe(0);
    expect(turnStateOf(s)).toBe("opening");
  });

  it("TDC-14 (edge 16): a 7 that ended one round and 7, 7, 7 in the next do not lock", () => {
    const s = position({
      hands: [
        ["7C", "7D", "3C"],
        ["7H", "5C"],
        ["7S", "KC"],
        ["8C", "AC"],
      ],
    });
    run(s, [
      [0, play("7C")],
      [1, FOLD],
      [2, FOLD],
      [3, FOLD],
      [0, play("7D")],
      [1, play("7H")],
      [2, play("7S")],
    ]);
    expect(s.locked).toBe(false);
    expect(turnStateOf(s)).toBe("matchOrSkip");
  });

  it("TDC-14, TDC-17, TDC-18 (edge 17): the lock-completer goes out; the others fold until one is left, who wins and opens", () => {
    const s = position({
      hands: [
        ["7C", "7D", "3C"],
        ["7H", "7S"],
        ["KC", "KD"],
        ["8C", "8D"],
      ],
    });
    const events = run(s, [
      [0, play("7C", "7D")],
      [1, play("7H", "7S")],
    ]);
    expect(s.places[1]).toBe(1);
    expect(
      events.filter((e) => e.type === "fold").map((e) => (e as unknown as { seat: number }).seat),
    ).toEqual([2, 3]);
    expect(events.find((e) => e.type === "roundWon")).toMatchObject({ seat: 0 });
    expect(s.turn).toBe(0);
  });

  it("TDC-14: three of a kind answered by three of a kind never locks", () => {
    const s = position({ hands: [["7C", "7D", "7H", "3C"], ["8C", "8D", "8H", "5C"], ["KC"], ["QC"]] });
    run(s, [
      [0, play("7C", "7D", "7H")],
      [1, play("8C", "8D", "8H")],
    ]);
    expect(s.locked).toBe(false);
    expect(turnStateOf(s)).toBe("standard");
  });

  it("TDC-14: the lock takes precedence over the match flag", () => {
    const s = position({
      hands: [
        ["7C", "7D", "3C"],
        ["7H", "7S", "5C"],
        ["KC", "KD"],
        ["8C", "8D"],
      ],
    });
    run(s, [[0, play("7C", "7D")]]);
    run(s, [[1, play("7H", "7S")]]);
    expect(s.match).toBe(false);
  });
});

describe("turn order, going out, round end", () => {
  it("TDC-2, TDC-16: the turn passes clockwise to the next seat in round", () => {
    const s = position({
      hands: [
        ["5C", "3C"],
        ["6C", "QC"],
        ["7C", "KC"],
        ["8C", "AC"],
      ],
      opener: 2,
    });
    run(s, [[2, play("7C")]]);
    expect(s.turn).toBe(3);
    run(s, [[3, play("8C")]]);
    expect(s.turn).toBe(0);
  });

  it("TDC-16 (edge 18): after skips the turn returns to the author of the last play, who folds or plays on their own play", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "9D", "5C"],
        ["KC", "4D"],
      ],
      table: ["2S"],
    });
    run(s, [
      [0, play("7C")],
      [1, play("7D")],
      [2, SKIP],
      [0, FOLD],
    ]);
    expect(s.turn).toBe(1);
    expect(turnStateOf(s)).toBe("standard");
    expect(legalText(s, 1)).toEqual(["fold", "9D"]);
    run(s, [[1, play("9D")]]);
    expect(s.turn).toBe(2);
  });

  it("TDC-17 (edge 21): going out with a single 2 is allowed", () => {
    const s = position({ hands: [["2C"], ["7D", "5C"], ["KC", "4D"], ["8C", "AC"]] });
    const events = run(s, [[0, play("2C")]]);
    expect(events).toContainEqual({ type: "out", seat: 0, place: 1 });
    expect(s.places[0]).toBe(1);
  });

  it("TDC-23: a 2 does not end the round; there is no revolution", () => {
    const s = position({
      hands: [
        ["2C", "3C"],
        ["2D", "5C"],
        ["KC", "4D"],
        ["8C", "AC"],
      ],
    });
    run(s, [[0, play("2C")]]);
    expect(s.turn).toBe(1);
    expect(legalText(s, 1)).toEqual(["fold", "2D"]);
    const q = position({ hands: [["9C", "9D", "9H", "9S", "3C"], ["4C"], ["KD"], ["KH"]] });
    run(q, [
      [0, play("9C", "9D", "9H", "9S")],
      [0, play("3C")],
    ]);
    // The order is unchanged after a four of a kind: a 4 still beats a 3.
    expect(legalText(q, 1)).toEqual(["fold", "4C"]);
  });

  it("TDC-15: played cards go to the round pile, then to the discard when the round ends", () => {
    const s = position({
      hands: [
        ["5C", "3C"],
        ["6C", "QC"],
        ["7C", "KC"],
        ["8C", "AC"],
      ],
    });
    const discardBefore = s.discard.length;
    run(s, [[0, play("5C")]]);
    expect(game.view(s, 1).round.plays).toEqual([{ seat: 0, cards: ["5C"] }]);
    run(s, [
      [1, FOLD],
      [2, FOLD],
      [3, FOLD],
    ]);
    expect(s.pile).toEqual([]);
    expect(s.discard.length).toBe(discardBefore + 1);
  });

  it("TDC-18 (edge 19): a player going out leaving one other player in round makes them win the round without acting", () => {
    const s = position({ hands: [["5C", "3C"], ["6C", "QC"], ["9C"]], table: ["2S"] });
    const events = run(s, [
      [0, play("5C")],
      [1, FOLD],
      [2, play("9C")],
    ]);
    expect(events.map((e) => e.type)).toEqual(["play", "fold", "play", "out", "roundWon"]);
    expect(events.at(-1)).toMatchObject({ seat: 0 });
    expect(s.turn).toBe(0);
    expect(turnStateOf(s)).toBe("opening");
  });

  it("TDC-18, TDC-19 (edge 22): everyone folds after an opening single: the opener wins and opens again", () => {
    const s = position({
      hands: [
        ["5C", "3C"],
        ["6C", "QC"],
        ["7C", "KC"],
        ["8C", "AC"],
      ],
      opener: 1,
    });
    run(s, [
      [1, play("6C")],
      [2, FOLD],
      [3, FOLD],
      [0, FOLD],
    ]);
    expect(s.turn).toBe(1);
    expect(turnStateOf(s)).toBe("opening");
    expect(hand(s, 1)).toEqual(["QC"]);
  });

  it("TDC-19: the round winner opens, or the next player in game when the winner is out", () => {
    const s = position({
      hands: [
        ["5C", "3C"],
        ["6C", "QC"],
        ["7C", "KC"],
        ["8C", "AC"],
      ],
    });
    run(s, [
      [0, play("5C")],
      [1, play("6C")],
      [2, FOLD],
      [3, FOLD],
      [0, FOLD],
    ]);
    expect(s.turn).toBe(1);
    // Fallback (cannot arise under TDC-18, implemented anyway): a winner out of the game.
    const t = position({
      hands: [
        ["5C", "3C"],
        ["6C", "QC"],
        ["7C", "KC"],
        ["8C", "AC"],
      ],
    });
    t.discard.push(...t.hands[1]);
    t.hands[1] = [];
    t.places[1] = 1;
    t.finished = 1;
    startRound(t, 1);
    expect(t.turn).toBe(2);
  });
});

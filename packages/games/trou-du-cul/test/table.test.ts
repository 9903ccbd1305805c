// Table cards in 3 and 5 players: TDC-3 (face up), TDC-20, TDC-21 (§8 edge cases 1-6, 31).

import { describe, expect, it } from "vitest";
import { turnStateOf } from "../src/state.js";
import {
  expectRejected,
  FOLD,
  game,
  hand,
  legalText,
  newGame,
  play,
  position,
  run,
  swap,
} from "./helpers.js";

describe("TDC-20 table swap", () => {
  it("TDC-20 (edge 1): 3p swap taking a 9 and giving a 9 -> SWAP_NOT_HIGHER; a lower card too", () => {
    const s = position({ hands: [["9C", "5C", "KC"], ["6D"], ["7D"]], table: ["9D"] });
    expectRejected(s, 0, swap("9D", "9C"), "SWAP_NOT_HIGHER", "TDC-20");
    expectRejected(s, 0, swap("9D", "5C"), "SWAP_NOT_HIGHER", "TDC-20");
    expect(legalText(s, 0).filter((a) => a.startsWith("swap"))).toEqual(["swap 9D KC"]);
  });

  it("TDC-20 (edge 2): a 2 on the table can never be taken; in 3p nobody can swap at all", () => {
    const s = position({
      hands: [
        ["9C", "2C", "KC"],
        ["6D", "2D"],
        ["7D", "AS"],
      ],
      table: ["2H"],
    });
    for (const seat of [0, 1, 2]) {
      s.turn = seat;
      expect(legalText(s, seat).some((a) => a.startsWith("swap"))).toBe(false);
    }
    s.turn = 0;
    expectRejected(s, 0, swap("2H", "2C"), "SWAP_NOT_HIGHER", "TDC-20");
  });

  it("TDC-20 (edge 3): a second swap in one turn -> SWAP_ALREADY_USED", () => {
    const s = position({
      hands: [["9C", "QC", "KC"], ["6D"], ["7D"], ["8D"], ["10D"]],
      table: ["4S", "5S"],
    });
    run(s, [[0, swap("4S", "QC")]]);
    expect(s.swapUsed).toBe(true);
    expectRejected(s, 0, swap("5S", "KC"), "SWAP_ALREADY_USED", "TDC-20");
    expect(legalText(s, 0).some((a) => a.startsWith("swap"))).toBe(false);
  });

  it("TDC-20 (edge 4): swap, then fold, in the same turn is legal; the next player may swap again", () => {
    const s = position({
      hands: [
        ["9C", "3C"],
        ["6D", "QD", "KD"],
        ["7D", "AD"],
      ],
      table: ["4S"],
    });
    run(s, [
      [0, play("3C")],
      [1, swap("4S", "QD")],
      [1, FOLD],
    ]);
    expect(s.turn).toBe(2);
    expect(s.swapUsed).toBe(false);
    expect(legalText(s, 2)).toContain("swap QD AD");
  });

  it("TDC-14, TDC-20 (edge 5): a swap on a locked turn in 5p, then fold, is legal", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["7H", "KC"],
        ["7S", "8C"],
        ["9C", "JC"],
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
    run(s, [
      [4, swap("4S", "9C")],
      [4, FOLD],
    ]);
    expect(hand(s, 4)).toEqual(["4S", "JC"]);
    expect(game.view(s, null).table).toEqual(["9C", "2S"]);
  });

  it("TDC-20 (edge 6): a swap in a 2p or 4p game -> NO_TABLE", () => {
    for (const players of [2, 4]) {
      const s = newGame(players, {}, "no-table");
      expect(s.table).toEqual([]);
      const seat = s.turn;
      const give = game.formatAction({ type: "play", cards: [hand(s, seat)[0]] });
      expectRejected(s, seat, swap("3C", give), "NO_TABLE", "TDC-20");
    }
  });

  it("TDC-20: both cards are public, the hand size does not change and the turn state is unchanged", () => {
    const s = position({
      hands: [
        ["9C", "3C"],
        ["6D", "QD", "KD"],
        ["7D", "AD"],
      ],
      table: ["4S"],
    });
    run(s, [[0, play("3C")]]);
    const sizes = s.hands.map((h) => h.length);
    const events = run(s, [[1, swap("4S", "QD")]]);
    expect(events).toEqual([{ type: "tableSwap", seat: 1, take: "4S", give: "QD" }]);
    expect(s.hands.map((h) => h.length)).toEqual(sizes);
    expect(turnStateOf(s)).toBe("standard");
    expect(s.turn).toBe(1);
    const spectator = game.view(s, null);
    expect(spectator.table).toEqual(["QD"]);
    expect(spectator.knownCards[1]).toEqual(["4S"]);
    expect(spectator.log.at(-1)).toEqual({ type: "tableSwap", seat: 1, take: "4S", give: "QD" });
  });

  it("TDC-20: taking a card that is not on the table is NOT_ON_TABLE; giving one not in hand is CARD_NOT_IN_HAND", () => {
    const s = position({ hands: [["9C", "KC"], ["6D"], ["7D"]], table: ["4S"] });
    expectRejected(s, 0, swap("5S", "KC"), "NOT_ON_TABLE", "TDC-20");
    expectRejected(s, 0, swap("4S", "AC"), "CARD_NOT_IN_HAND", "TDC-20");
  });

  it("TDC-20: a swap is allowed at the start of an opening turn, before the main action", () => {
    const s = position({ hands: [["9C", "KC"], ["6D"], ["7D"]], table: ["9S"] });
    run(s, [
      [0, swap("9S", "KC")],
      [0, play("9C", "9S")],
    ]);
    expect(s.kind).toBe(2);
  });
});

describe("TDC-21 table cards", () => {
  it("TDC-21: table cards are never played and never count toward four of a kind", () => {
    const s = position({
      hands: [
        ["7C", "3C"],
        ["7D", "5C"],
        ["7H", "KC"],
      ],
      table: ["7S"],
    });
    expectRejected(s, 0, play("7S"), "CARD_NOT_IN_HAND", "TDC-7");
    run(s, [
      [0, play("7C")],
      [1, play("7D")],
      [2, play("7H")],
    ]);
    expect(s.locked).toBe(false);
  });

  it("TDC-21: the table cards stay on the table at the end of the game", () => {
    const s = position({ hands: [["3C"], ["5C"], ["6C"]], table: ["9S"] });
    run(s, [
      [0, play("3C")],
      [1, play("5C")],
    ]);
    expect(s.phase).toBe("over");
    expect(game.view(s, null).table).toEqual(["9S"]);
    expect(game.cardCensus(s)["9S"]).toBe(1);
  });
});

describe("TDC-3 face-up table cards", () => {
  it("TDC-3 (edge 31): in 3p and 5p the table cards are face up in every view from the deal", () => {
    for (const players of [3, 5]) {
      const s = newGame(players, {}, `table-${players}`);
      const expected = s.table.map((c) => game.view(s, null).table[s.table.indexOf(c)]);
      expect(expected).toHaveLength(players === 3 ? 1 : 2);
      for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
        expect(game.view(s, seat).table).toEqual(expected);
      }
    }
  });
});

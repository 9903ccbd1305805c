// CLI notation and plain English: formatAction / parseAction, describeAction / describeEvent, describeView.

import { describe, expect, it } from "vitest";
import { CARD_TEXT, DECK_SIZE, parseTdcCard } from "../src/cards.js";
import { nextCarry } from "../src/rules/series.js";
import { FOLD, game, optionsFor, play, position, run, SKIP, swap } from "./helpers.js";
import { walkGame } from "./walk.js";

describe("notation", () => {
  it("contract: formatAction / parseAction: every legal action round-trips through its text", () => {
    for (const players of [2, 3, 4, 5]) {
      walkGame(players, players, "choice", true, (state) => {
        const seat = game.activeSeats(state)[0];
        if (seat === undefined) return;
        for (const action of game.legalActions(state, seat)) {
          const text = game.formatAction(action);
          expect(game.parseAction(text, state, seat)).toEqual({ ...action });
        }
      });
    }
  });

  it("contract: parseAction reads the forms a person types", () => {
    const s = position({ hands: [["7H", "7S", "9C"], ["8C"]] });
    expect(game.parseAction("7h 7s", s, 0)).toEqual(play("7H", "7S"));
    expect(game.parseAction("play 7♥, 7♠", s, 0)).toEqual(play("7H", "7S"));
    expect(game.parseAction(" FOLD ", s, 0)).toEqual(FOLD);
    expect(game.parseAction("skip", s, 0)).toEqual(SKIP);
    expect(game.parseAction("swap 9C for QD", s, 0)).toEqual(swap("9C", "QD"));
    expect(game.parseAction("swap 9c qd", s, 0)).toEqual(swap("9C", "QD"));
    expect(game.parseAction("return 3C 4D", s, 0)).toEqual({ type: "returnCards", cards: ["3C", "4D"] });
    const exchange = game.setup(optionsFor(4, { carry: nextCarry(null, [1, 2, 3, 4]) }), "n");
    expect(game.parseAction("3C 4D", exchange, 0)).toEqual({ type: "returnCards", cards: ["3C", "4D"] });
  });

  it("TDC-1: every card's notation reads back as that card, in any form the engine accepts; other text is no card", () => {
    for (let card = 0; card < DECK_SIZE; card++) {
      const text = CARD_TEXT[card];
      expect(parseTdcCard(text)).toBe(card);
      expect(parseTdcCard(text.toLowerCase())).toBe(card);
    }
    expect(parseTdcCard("10H")).toBe(parseTdcCard("TH"));
    expect(parseTdcCard("10♥")).toBe(parseTdcCard("10H"));
    expect(parseTdcCard("1S")).toBe(parseTdcCard("AS"));
    for (const text of ["", "JK", "10X", "11H", "1", "H", "7HH", "é7"])
      expect(parseTdcCard(text), text).toBe(-1);
    expect(parseTdcCard(7)).toBe(-1);
  });

  it("contract: parseAction rejects bad text with BAD_NOTATION", () => {
    const s = position({ hands: [["7H", "7S", "9C"], ["8C"]] });
    for (const text of [
      "",
      "   ",
      "7X",
      "play",
      "swap 9C",
      "swap 9C QD KD",
      "fold now",
      "hello world",
      "return",
    ]) {
      expect(() => game.parseAction(text, s, 0), text).toThrowError(
        expect.objectContaining({ code: "BAD_NOTATION" }),
      );
    }
  });

  it("contract: describeAction and describeEvent read as plain English", () => {
    expect(game.describeAction(play("7H", "7S"), 1)).toBe("Seat 1 plays a pair of 7s (7♥ 7♠)");
    expect(game.describeAction(play("6C"), 0)).toBe("Seat 0 plays a single 6 (6♣)");
    expect(game.describeAction(play("QC", "QD", "QH"), 2)).toBe("Seat 2 plays three Queens (Q♣ Q♦ Q♥)");
    expect(game.describeAction(FOLD, 2)).toBe("Seat 2 folds");
    expect(game.describeAction(SKIP, 2)).toBe("Seat 2 is skipped");
    expect(game.describeAction(swap("9C", "QD"), 3)).toBe("Seat 3 takes 9♣ from the table and puts down Q♦");
    const s = position({ hands: [["9C", "9D", "9H", "9S", "3C"], ["KC"], ["KD"], ["KH"]] });
    const events = run(s, [[0, play("9C", "9D", "9H", "9S")]]);
    expect(events.map((e) => game.describeEvent(e, null))).toEqual([
      "Seat 0 plays four 9s (9♣ 9♦ 9♥ 9♠)",
      "Seat 1 folds (automatic: the round is locked)",
      "Seat 2 folds (automatic: the round is locked)",
      "Seat 3 folds (automatic: the round is locked)",
      "Seat 0 wins the round and opens the next",
    ]);
  });

  it("contract: describeView shows the own hand sorted low to high in TDC order with suit symbols, the table, the others' counts and the pending state", () => {
    const s = position({
      hands: [
        ["2C", "3D", "AS", "10H", "3C"],
        ["7D", "5C"],
        ["KC", "4D"],
      ],
      table: ["9S"],
    });
    const text = game.describeView(game.view(s, 0), 0);
    expect(text).toContain("Your hand (5): 3♣ 3♦ 10♥ A♠ 2♣");
    expect(text).toContain("Table (face up): 9♠");
    expect(text).toContain("Seat 1: 2 cards");
    expect(text).toContain("Seat 0 to act (open with 1-4 cards of one rank)");
    // The turn state is told in words, not by its name in the view.
    expect(text).not.toContain("opening:");
    const spectator = game.describeView(game.view(s, null), null);
    expect(spectator).not.toContain("Your hand");
  });
});

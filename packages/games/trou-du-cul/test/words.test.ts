// The table's words: cards by face, the two input forms, and each exchange told once (TDC-30).

import { describe, expect, it } from "vitest";
import { nextCarry } from "../src/rules/series.js";
import { game, newGame, optionsFor } from "./helpers.js";

function game2() {
  const options = optionsFor(4, { cardExchange: "choice", carry: nextCarry(null, [1, 2, 3, 4]) });
  return game.setup(options, "game2");
}

describe("words at the table", () => {
  it("TDC-7: a play is typed as bare cards or as play <cards>, by letter or suit symbol", () => {
    const s = newGame(4);
    const expected = { type: "play", cards: ["10H", "10S"] };
    expect(game.parseAction("10H 10S", s, 0)).toEqual(expected);
    expect(game.parseAction("play 10H 10S", s, 0)).toEqual(expected);
    expect(game.parseAction("play 10♥ 10♠", s, 0)).toEqual(expected);
    expect(game.formatAction(expected as never)).toBe("10H 10S");
    expect(game.describeAction(expected as never, 0)).toBe("Seat 0 plays a pair of 10s (10♥ 10♠)");
  });

  it("TDC-30: the giver and receiver read a transfer once, with its cards; others read the count", () => {
    const s = game2();
    const president = 0;
    const returner = s.returners[0];
    expect(returner).toBe(president);
    const action = game.legalActions(s, president)[0];
    const events = game.apply(s, president, action);
    const forReceiver = events.map((e) => game.describeEvent(e, 3)).filter((t) => t !== "");
    const forOther = events
      .filter((e) => e.visibleTo === undefined || e.visibleTo.includes(1))
      .map((e) => game.describeEvent(e, 1));
    expect(forReceiver.filter((t) => t.startsWith("Seat 0 returns Seat 3"))).toHaveLength(1);
    expect(forReceiver.find((t) => t.startsWith("Seat 0 returns Seat 3"))).toMatch(/[♣♦♥♠]/);
    expect(forOther).toContain("Seat 0 returns Seat 3 2 cards");
    // The view's own lines for the receiver use the same words, so a table drops the repeat.
    const viewLines = game
      .describeView(game.view(s, 3), 3)
      .split("\n")
      .map((l) => l.trim());
    expect(viewLines).toContain(forReceiver.find((t) => t.startsWith("Seat 0 returns Seat 3")));
    expect(viewLines.filter((l) => l.includes("→") || l.startsWith("Exchange:"))).toEqual([]);
  });
});

// The log says where a turn's points and a Club's allowance come from, abilities named.

import type { GameEvent } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { act, game, position } from "./helpers.js";

const told = (events: readonly GameEvent[]) => events.map((event) => game.describeEvent(event, 0));

describe("the log names ability effects", () => {
  it("CP-30, CP-A02, CP-A43: the turn's points come with the abilities that added to them", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H"] }, { hand: ["2D", "3D", "4D"], abilities: ["wealth", "assets"] }],
      deck: ["AC", "AD"],
    });
    const lines = told(act(s, { type: "endTurn" }));
    expect(s.points).toBe(15 + 2);
    expect(lines).toContain("Seat 1 has 17 points this turn (Wealth 15, Assets +2)");
  });

  it("CP-30, CP-A02: a bot's extra points say they come from Assets", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H"] }, { hand: ["2D", "3D", "4D", "5D"], abilities: ["assets"] }],
      deck: ["AC", "AD"],
    });
    expect(told(act(s, { type: "endTurn" }))).toContain(
      "Seat 1 has 14 points this turn (base 12, Assets +2)",
    );
  });

  it("CP-30: a turn without bonuses says its 12 points plainly", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H"] }, { hand: ["2D"] }],
      deck: ["AC"],
    });
    expect(told(act(s, { type: "endTurn" }))).toContain("Seat 1 has 12 points this turn");
  });

  it("CP-40, CP-A35: a Club's allowance is told, with the ability that raised it", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["5C", "2H"], abilities: ["resourceful"] }],
      deck: ["AD", "2D", "3D"],
    });
    const lines = told(act(s, { type: "play", card: "5C" }));
    expect(s.allowance).toBe(7);
    expect(lines[0]).toBe("Seat 0 plays 5♣: allowance 7 (Resourceful)");
  });
});

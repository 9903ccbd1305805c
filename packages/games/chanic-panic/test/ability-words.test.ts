// Ability moves and their log lines read in players' words: names, not ids; cards by face.

import type { GameEvent } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { ChanicAction } from "../src/index.js";
import { act, game, position } from "./helpers.js";

const told = (events: readonly GameEvent[]) => events.map((event) => game.describeEvent(event, 0));

function tradeMasterTurn() {
  return position(
    {
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["3H", "4D"], abilities: ["tradeMaster"] }, { hand: ["2D"] }],
      deck: ["AC", "AD", "2S", "3S"],
    },
    { specialAbilities: 1 },
  );
}

describe("ability words", () => {
  it("CP-A41: an ability move is typed and described by its name, with cards by face", () => {
    const s = tradeMasterTurn();
    const action: ChanicAction = { type: "ability", ability: "tradeMaster", card: "3H" };
    expect(game.formatAction(action)).toBe("use trade-master 3H");
    expect(game.parseAction("use trade-master 3H", s, 0)).toEqual(action);
    expect(game.parseAction("use trademaster 3♥", s, 0)).toEqual(action);
    expect(game.describeAction(action, 0)).toBe("Seat 0 uses Trade Master (3♥)");
  });

  it("CP-A41: the log says what the ability did without field names or true/false", () => {
    const s = tradeMasterTurn();
    const lines = told(act(s, { type: "ability", ability: "tradeMaster", card: "3H" }));
    expect(lines).toContain("Seat 0 uses Trade Master: discards 3♥");
    expect(lines.join("\n")).not.toMatch(/false|true|tradeMaster|discarded/);
    const view = game.describeView(game.view(s, 0), 0);
    expect(view).toContain("Trade Master: your choice (one of your moves below)");
    const choice = game.legalActions(s, 0).find((a) => a.type === "abilityChoice") as ChanicAction;
    const after = told(act(s, choice, 0)).join("\n");
    expect(after).not.toMatch(/tradeMasterDiscard/);
    expect(after).toMatch(/Seat 0 uses Trade Master: /);
  });

  it("CP-05: an unknown ability in a custom deal is named in the error", () => {
    expect(() => position({ seats: [{ abilities: ["tradeMasters"] }] }, { specialAbilities: 1 })).toThrow(
      /"tradeMasters" is not an ability id/,
    );
  });
});

// Each refusal names the rule that forbids the move and says why in players' words; custom deals
// take what a running game can hold; the log and the table use ability names, not ids.

import { isRuleError, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { ChanicAction, ChanicState } from "../src/index.js";
import { act, expectRefused, game, legal, position } from "./helpers.js";

function refusal(state: ChanicState, action: unknown, seat = state.turnSeat) {
  const before = JSON.stringify(state);
  let caught: unknown = null;
  try {
    game.apply(state, seat, action);
  } catch (error) {
    caught = error;
  }
  expect(isRuleError(caught), "a RuleError").toBe(true);
  expect(JSON.stringify(state)).toBe(before);
  return caught as { code: string; ruleId?: string; message: string };
}

const attack = (defender: number, spades: string[], mode: "normal" | "bypass" = "normal"): ChanicAction => ({
  type: "attack",
  defender,
  mode,
  spades,
});

describe("refusals name the rule that forbids the move", () => {
  it("CP-A16 IMPENETRABLE: an Impenetrable attacker is told that it may not attack yet, not that the defender is protected", () => {
    const s = position({
      round: 3,
      firstPlayer: 0,
      seats: [{ spades: ["9S"], abilities: ["impenetrable"] }, { hearts: ["3H"] }],
      deck: ["AC"],
    });
    const error = refusal(s, attack(1, ["9S"]));
    expect(error).toMatchObject({ code: "IMPENETRABLE", ruleId: "CP-A16" });
    expect(error.message).toContain("you hold Impenetrable: you may not attack before round 4");
    expect(error.message).not.toContain("seat 1");
  });

  it("CP-A16 IMPENETRABLE: a defender's Impenetrable names that defender, early and with a full board", () => {
    const early = position({
      round: 3,
      firstPlayer: 0,
      seats: [{ spades: ["9S"] }, { hearts: ["3H"], abilities: ["impenetrable"] }],
      deck: ["AC"],
    });
    expect(refusal(early, attack(1, ["9S"])).message).toContain(
      "seat 1 holds Impenetrable: nobody may attack them before round 4",
    );
    const full = position({
      round: 5,
      firstPlayer: 0,
      seats: [
        { spades: ["9S"] },
        {
          hearts: ["AH", "2H", "3H"],
          diamonds: ["AD", "2D", "3D"],
          spades: ["AS", "2S", "3S"],
          abilities: ["impenetrable"],
        },
      ],
      deck: ["AC"],
    });
    expect(refusal(full, attack(1, ["9S"]))).toMatchObject({ code: "IMPENETRABLE", ruleId: "CP-A16" });
    expect(refusal(full, attack(1, ["9S"])).message).toContain("has a full board");
  });

  it("CP-A38 BAD_SPADES: after Sorcerer an attack with any other Spade set is refused under Sorcerer's rule", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["5S", "3S"], abilities: ["sorcerer"] }, { hearts: ["9H", "AH"] }],
      deck: ["AD"],
    });
    act(s, { type: "ability", ability: "sorcerer", card: "5S" });
    for (const spades of [["3S"], ["5S", "3S"]]) {
      const error = refusal(s, attack(1, spades));
      expect(error).toMatchObject({ code: "BAD_SPADES", ruleId: "CP-A38" });
      expect(error.message).toContain("the Sorcerer's Spade alone");
    }
    // Spades that are not on the board are still CP-51.
    expect(refusal(s, attack(1, ["8S"]))).toMatchObject({ code: "BAD_SPADES", ruleId: "CP-51" });
  });

  it("CP-A38 ABILITY_LIMIT: a second Sorcerer names the ability and its own once-a-turn rule", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["5S", "3S"], abilities: ["sorcerer"] }, { hearts: ["9H"] }],
      deck: ["AD"],
    });
    act(s, { type: "ability", ability: "sorcerer", card: "5S" });
    const error = refusal(s, { type: "ability", ability: "sorcerer", card: "3S" });
    expect(error).toMatchObject({ code: "ABILITY_LIMIT", ruleId: "CP-A38" });
    expect(error.message).toContain("Sorcerer may be used once a turn");
  });

  it("CP-05 ABILITY_NOT_HELD, CP-A51 UNKNOWN_ABILITY: abilities are named as players read them", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["5H"] }], deck: ["AD"] });
    const notHeld = refusal(s, { type: "ability", ability: "tradeMaster", card: "5H" });
    expect(notHeld).toMatchObject({ code: "ABILITY_NOT_HELD", ruleId: "CP-05" });
    expect(notHeld.message).toContain("you do not hold Trade Master");
    expect(refusal(s, { type: "ability", ability: "foo" })).toMatchObject({
      code: "UNKNOWN_ABILITY",
      ruleId: "CP-A51",
    });
  });

  it("CP-42 ABILITY_WRONG_PHASE: an ability that pays points is refused in the Club Phase under CP-42", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ hand: ["5C"], spades: ["5S"], abilities: ["sorcerer"] }, { hearts: ["9H"] }],
      deck: ["AD", "2D", "3D"],
    });
    act(s, { type: "play", card: "5C" });
    const error = refusal(s, { type: "ability", ability: "sorcerer", card: "5S" });
    expect(error).toMatchObject({ code: "ABILITY_WRONG_PHASE", ruleId: "CP-42" });
    expect(error.message).toContain("Sorcerer pays or gains points");
  });

  it("CP-52 BAD_DEFENDER: yourself, a teammate and an unknown seat each get their own reason", () => {
    const s = position(
      { round: 4, firstPlayer: 0, seats: [{ spades: ["9S"] }, { hearts: ["4H"] }, {}, { hearts: ["2H"] }] },
      { teams: 2 },
      4,
    );
    expect(refusal(s, attack(0, ["9S"])).message).toContain("you cannot attack yourself");
    const mate = refusal(s, attack(2, ["9S"]));
    expect(mate).toMatchObject({ code: "BAD_DEFENDER", ruleId: "CP-52" });
    expect(mate.message).toContain("seat 2 is your teammate");
    expect(refusal(s, attack(7, ["9S"])).message).toContain("there is no seat 7");
  });

  it("CP-53 BAD_TARGETS: the refusal says which limit the target set breaks", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["9S"] }, { hearts: ["8H", "AH"], diamonds: ["3D"] }],
      deck: ["AD"],
    });
    act(s, attack(1, ["9S"]));
    const heart = refusal(s, { type: "destroy", targets: ["8H"] });
    expect(heart).toMatchObject({ code: "BAD_TARGETS", ruleId: "CP-53" });
    expect(heart.message).toContain("a Heart only together with every Diamond");
    expect(refusal(s, { type: "destroy", targets: ["3D", "8H", "AH"] }).message).toContain(
      "worth 12, more than the attack's power 9",
    );
    expect(refusal(s, { type: "destroy", targets: [] }).message).toContain("choose at least one card");
    const bypass = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["9S", "8S"] }, { hearts: ["8H"], diamonds: ["3D"] }],
      deck: ["AD"],
    });
    act(bypass, attack(1, ["9S", "8S"], "bypass"));
    expect(refusal(bypass, { type: "destroy", targets: ["3D"] }).message).toContain(
      "a Shield Bypass destroys Hearts only",
    );
  });
});

describe("custom deals hold what a running game can hold", () => {
  const teams = (seats: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    position({ round: 5, firstPlayer: 0, turn: 1, seats, ...extra }, { presence: true, teams: 2 }, 4);

  it("CP-100: in teams a seat at 230 beside a teammate at 120 is a legal position (the team averages 175)", () => {
    const s = teams([{ presence: 230, hearts: ["AH"] }, {}, { presence: 120 }, {}]);
    expect(s.players.map((p) => p.presence)).toEqual([230, 0, 120, 0]);
    expect(game.outcome(s)).toBeNull();
  });

  it("CP-100: a team whose living members average 200 had already won, and the deal is refused", () => {
    expect(() => teams([{ presence: 250 }, {}, { presence: 150 }, {}])).toThrow(/average Presence is 200/);
    // After a teammate fell the average may pass 200: the team wins at its next gain.
    const s = teams([{ presence: 250, hearts: ["AH"] }, { hearts: ["2H"] }, {}, { hearts: ["3H"] }], {
      eliminated: [2],
    });
    expect(game.outcome(s)).toBeNull();
  });

  it("CP-100: a free-for-all seat at 200 would already have won, and the deal says so", () => {
    const deal = { round: 5, firstPlayer: 0, seats: [{ presence: 200 }, {}] };
    let caught: unknown = null;
    try {
      game.setup(
        resolveOptions(game, { players: 2, preset: "basic", options: { presence: true, deal } }),
        "t",
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: "BAD_DEAL" });
    expect((caught as Error).message).toContain("CP-100");
  });
});

describe("players' words in the log and at the table", () => {
  it("CP-83: actions, events and the table name abilities by name; the notation accepts names", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["5S"], abilities: ["sorcerer", "tradeMaster"] }, { hearts: ["9H"] }],
      deck: ["AD"],
    });
    expect(game.describeAction({ type: "ability", ability: "tradeMaster", card: "5S" }, 0)).toContain(
      "uses Trade Master",
    );
    expect(game.parseAction("use trademaster 5S", s, 0)).toMatchObject({ ability: "tradeMaster" });
    // A bare card is a play, as "play 5S" is.
    expect(game.parseAction("5S", s, 0)).toEqual(game.parseAction("play 5S", s, 0));
    expect(game.parseAction("5♠", s, 0)).toEqual(game.parseAction("play 5s", s, 0));
    expect(game.parseAction("use Sorcerer 5S", s, 0)).toEqual(
      legal(s).find((a) => a.type === "ability" && a.ability === "sorcerer"),
    );
    const events = act(s, { type: "ability", ability: "sorcerer", card: "5S" });
    expect(events.map((e) => game.describeEvent(e, 0)).join("\n")).toContain("Seat 0 uses Sorcerer");
    expect(game.describeView(game.view(s, 0), 0)).toContain("Seat 0 abilities: Sorcerer, Trade Master");
  });

  it("CP-80: counts of cards read as words, one card or several", () => {
    const text = (e: Record<string, unknown>) =>
      game.describeEvent(e as unknown as Parameters<typeof game.describeEvent>[0], 1);
    expect(text({ type: "draw", seat: 0, count: 1 })).toBe("Seat 0 draws 1 card");
    expect(text({ type: "draw", seat: 0, count: 2 })).toBe("Seat 0 draws 2 cards");
    expect(text({ type: "trade", seat: 0, cards: ["5H"], stack: 1 })).toBe(
      "Seat 0 trades 5♥ and 1 Stack card",
    );
    expect(game.describeAction({ type: "play", card: "5H", attach: 1 }, 0)).toBe(
      "Seat 0 plays 5♥ with 1 Stack card attached",
    );
  });

  it("CP-62: the game-over line says how the game ended in words", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["9S"] }, { hearts: ["4H"] }],
      deck: ["AD"],
    });
    act(s, attack(1, ["9S"]));
    const lines = act(s, { type: "destroy", targets: ["4H"] }).map((e) => game.describeEvent(e, null));
    expect(lines).toContain("Game over by elimination: Seat 0 wins");
    expect(game.describeView(game.view(s, null), null)).toContain("Game over by elimination: Seat 0 wins");
    expectRefused(s, { type: "endTurn" }, "GAME_OVER");
  });
});

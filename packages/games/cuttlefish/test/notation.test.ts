import { describe, expect, it } from "vitest";
import type { CuttlefishAction } from "../src/actions.js";
import {
  ask,
  cards,
  cuttlefish,
  declare,
  endChance,
  handOff,
  onlyLive,
  optionsFor,
  pass,
  position,
} from "./helpers.js";

describe("notation", () => {
  const state = cuttlefish.setup(optionsFor(4), "notation");

  it("CF-13: every action formats to text that parses back to the same action", () => {
    const actions: CuttlefishAction[] = [
      ask(3, "narwhal-4"),
      declare("narwhal", [0, 0, 2, 2, -1, 0]),
      pass,
      handOff(2),
      endChance,
    ];
    for (const action of actions) {
      expect(cuttlefish.parseAction(cuttlefish.formatAction(action), state, 0)).toEqual(action);
    }
    expect(cuttlefish.formatAction(declare("narwhal", [0, 0, 2, 2, -1, 0]))).toBe(
      "declare narwhal 0 0 2 2 pile 0",
    );
    expect(cuttlefish.parseAction("  ASK 1 Crabs-2 ", state, 0)).toEqual(ask(1, "crabs-2"));
  });

  it("CF-2: with the standard skin a card may be typed as its standard face", () => {
    expect(cuttlefish.parseAction("ask 1 10D", state, 0)).toEqual(ask(1, "narwhal-2"));
    expect(cuttlefish.parseAction("ask 1 10♦", state, 0)).toEqual(ask(1, "narwhal-2"));
    expect(cuttlefish.parseAction("ask 3 as", state, 0)).toEqual(ask(3, "turtle-6"));
    expect(cuttlefish.parseAction("ask 3 rj", state, 0)).toEqual(ask(3, "whale-6"));
    expect(cuttlefish.parseAction("ask 3 8c", state, 0)).toEqual(ask(3, "whale-1"));
  });

  it("CF-13: a declaration may be typed as its description reads, cards by id, face or number", () => {
    const claim = declare("narwhal", [0, 0, 2, 2, -1, 0]);
    const described = cuttlefish.describeAction(claim, 0).split(": ").slice(1).join(": ");
    expect(cuttlefish.parseAction(`declare narwhal ${described}`, state, 0)).toEqual(claim);
    for (const text of [
      "declare narwhal narwhal-1 narwhal-2 narwhal-6 with 0; narwhal-3 narwhal-4 with seat 2; narwhal-5 with pile",
      "declare narwhal 1 2 6 with 0, 3 4 with 2, 5 with the pile",
      "declare narwhal 9D 10♦ AD with 0; JD QD with 2; KD with pile",
    ])
      expect(cuttlefish.parseAction(text, state, 0), text).toEqual(claim);
    for (const [text, why] of [
      ["declare narwhal 1 2 3 with 0", /missing narwhal-4 narwhal-5 narwhal-6/],
      ["declare narwhal 1 2 3 with 0; 3 4 5 6 with 2", /narwhal-3 is placed twice/],
      ["declare narwhal 1 2 3 with 0; 4 5 6", /say who holds narwhal-4 narwhal-5 narwhal-6/],
      ["declare narwhal crabs-1 2 3 with 0; 4 5 6 with 2", /"crabs-1" is not a card of narwhal/],
      ["declare narwhal with 0", /each "with" follows cards/],
    ] as const)
      expect(() => cuttlefish.parseAction(text, state, 0)).toThrow(
        expect.objectContaining({ code: "BAD_NOTATION", message: expect.stringMatching(why) }),
      );
  });

  it("CF-13: text that is not an action is BAD_NOTATION", () => {
    for (const text of [
      "",
      "ask",
      "ask one crabs-2",
      "ask 1 crabs-9",
      "declare crabs 0 0",
      "declare kraken 0 0 0 0 0 0",
      "handoff",
      "fold",
    ]) {
      expect(() => cuttlefish.parseAction(text, state, 0)).toThrow(
        expect.objectContaining({ code: "BAD_NOTATION" }),
      );
    }
  });

  it("CF-11, CF-16: actions and events read as plain English", () => {
    expect(cuttlefish.describeAction(ask(3, "narwhal-4"), 0)).toBe(
      "seat 0 (A) asks seat 3 (B) for narwhal-4",
    );
    expect(cuttlefish.describeAction(declare("narwhal", [0, 0, 2, 2, -1, 0]), 0)).toContain(
      "narwhal-3 narwhal-4 with seat 2 (A)",
    );
    const table = position(6, {
      hands: { 0: cards("crabs", 1, 2, 3, 4, 5, 6), 1: cards("goldfish", 1, 2, 3, 4, 5, 6) },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    });
    const events = cuttlefish.apply(table, 0, declare("crabs", [0, 0, 0, 0, 0, 2]));
    expect(cuttlefish.describeEvent(events[0], 3)).toContain(
      "wrong (truth: crabs-1 crabs-2 crabs-3 crabs-4 crabs-5 crabs-6 with seat 0 (A)); forfeit",
    );
    const text = cuttlefish.describeView(cuttlefish.view(table, 1), 1);
    expect(text).toContain("Your hand, seat 1 (B): goldfish-1");
    expect(text).toContain("crabs forfeit (declared by seat 0)");
    // The view's recent log reads as the event did, so a table drops the repeat.
    expect(text).toContain(`  ${cuttlefish.describeEvent(events[0], 1)}`);
  });
});

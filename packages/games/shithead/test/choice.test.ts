// A person plays exactly the card the rules let them play; a table asks which moves a selection
// makes; refusals name the rule and speak a player's words.

import { newReplay, playReplay, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { ShAction, ShState } from "../src/index.js";
import { handOf, idOf, ids, legal, position, shithead, top } from "./helpers.js";

/** The refusal of `action`: code, rule and message; the state stays byte-identical. */
function refusal(s: ShState, seat: number, action: unknown): { code: string; rule: string; message: string } {
  const before = JSON.stringify(s);
  try {
    shithead.apply(s, seat, action);
  } catch (error) {
    expect(JSON.stringify(s)).toBe(before);
    const e = error as { code: string; ruleId: string; message: string };
    return { code: e.code, rule: e.ruleId, message: e.message.replace(`${e.ruleId}: `, "") };
  }
  throw new Error(`accepted ${JSON.stringify(action)}`);
}

/** A position dealt as a replay would deal it, so the moves applied to it can be replayed. */
function recorded(
  preset: string,
  seats: { hand?: string[]; lower?: string[]; upper?: string[] }[],
  extra = {},
) {
  const deal = {
    seats: seats.map((s) => ({ hand: s.hand ?? [], lower: s.lower ?? [], upper: s.upper ?? [] })),
    stock: [],
    starter: [],
    first: 0,
    dealer: seats.length - 1,
    ...extra,
  };
  const options = resolveOptions(shithead, { players: seats.length, preset, options: { deal } });
  const state = shithead.setup(options, "choice");
  const replay = newReplay(shithead, options, "choice");
  const apply = (seat: number, action: ShAction) => {
    const events = shithead.apply(state, seat, action);
    replay.actions.push({ seat, action: JSON.parse(JSON.stringify(action)) });
    return events;
  };
  return { state, replay, apply };
}

describe("a person's exact choice of card", () => {
  it("SH-10: holding 6♠ and 6♣, the 6♣ may be played; it leaves the hand and the log names it", () => {
    const s = position("SH", [{ hand: ["6S", "6C", "9H"] }, { hand: ["QD", "AD", "9D"] }], { pile: ["4D"] });
    const listed = legal(s, 0).filter((a) => a.type === "play" && a.cards.length === 1);
    expect(listed.map((a) => (a as { cards: string[] }).cards)).not.toContainEqual([idOf(s, "6C", 0)]);
    const events = shithead.apply(s, 0, { type: "play", cards: [idOf(s, "6C", 0)], use: "set" });
    expect(handOf(s, 0)).toContain("6S");
    expect(handOf(s, 0)).not.toContain("6C");
    expect(
      shithead
        .view(s, null)
        .pile.at(-1)
        ?.cards.map((c) => c.card),
    ).toEqual(["6C"]);
    expect(events.map((e) => shithead.describeEvent(e, null))).toContain("Seat 0 plays 6♣");
  });

  it("SH-35: a wild A♠ may be declared as any allowed card (8♥ as well as 8♣) and plays as declared", () => {
    const s = position("CTSR", [{ hand: ["AS", "5C", "9C"] }, { hand: ["AD", "AH", "9H"] }], {
      pile: ["7D"],
    });
    const as = idOf(s, "AS", 0);
    shithead.apply(s, 0, { type: "play", cards: [as], use: "wild", as: "8H" });
    expect(top(s)).toBe("lessThan8");
    expect(shithead.view(s, null).pile.at(-1)?.as).toBe("8H");
    for (const declared of ["10H", "JK", "5S", "QS"]) {
      const t = position("CTSR", [{ hand: ["AS", "5C", "9C"] }, { hand: ["AD", "AH", "9H"] }], {
        pile: ["7D"],
      });
      const r = refusal(t, 0, { type: "play", cards: [idOf(t, "AS", 0)], use: "wild", as: declared });
      expect([r.code, r.rule]).toEqual(["BAD_WILD", "SH-35"]);
      expect(r.message).toContain("any card but a 10, a joker, 5♠ or Q♠");
    }
  });

  it("SH-35: a wild declared as a card that does not fit is refused by SH-35, in words", () => {
    const s = position("CTSR", [{ hand: ["AS", "5C", "9C"] }, { hand: ["AD", "AH", "9H"] }], {
      pile: ["KD"],
    });
    const r = refusal(s, 0, { type: "play", cards: [idOf(s, "AS", 0)], use: "wild", as: "4H" });
    expect([r.code, r.rule]).toEqual(["ILLEGAL_ON_TOP", "SH-35"]);
    expect(r.message).toBe("a wild declared as 4♥ must fit as that card, and it cannot be played on a K");
  });

  it("SH-10: replays of moves naming other interchangeable cards or declarations reproduce the game", () => {
    const { state, replay, apply } = recorded(
      "CTSR",
      [{ hand: ["6S", "6C", "6H", "AS", "9C"] }, { hand: ["7D", "7H", "QD", "KD"] }],
      { pile: ["4D"] },
    );
    apply(0, { type: "play", cards: ids(state, 0, ["6H", "6C"]), use: "set" });
    // The wild A♠ could link (SH-40): the chain is ended.
    if (shithead.activeSeats(state).includes(0)) apply(0, { type: "endTurn" });
    apply(1, { type: "play", cards: ids(state, 1, ["QD"]), use: "set" });
    apply(0, { type: "play", cards: ids(state, 0, ["AS"]), use: "wild", as: "kh" });
    expect(handOf(state, 0)).toContain("6S");
    const replayed = playReplay<ShState>(shithead, replay);
    expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(state));
  });

  it("SH-61: after pick and play, a picked-up card may be swapped only for another picked-up one", () => {
    const s = position("SH", [{ hand: ["7C", "9C"] }, { hand: ["QD", "AD", "9D"] }], { pile: ["7S", "7H"] });
    shithead.apply(s, 0, { type: "pickAndPlay" });
    const picked = idOf(s, "7H", 0);
    shithead.apply(s, 0, { type: "play", cards: [picked], use: "set" });
    expect(handOf(s, 0)).toEqual(expect.arrayContaining(["7C", "7S"]));
    const t = position("SH", [{ hand: ["7C", "9C"] }, { hand: ["QD", "AD", "9D"] }], { pile: ["7S", "7H"] });
    shithead.apply(t, 0, { type: "pickAndPlay" });
    const r = refusal(t, 0, { type: "play", cards: [idOf(t, "7C", 0)], use: "set" });
    expect([r.code, r.rule]).toEqual(["BAD_PICK_AND_PLAY_LEAD", "SH-61"]);
  });
});

describe("the moves a selection of cards makes", () => {
  const actionsForCards = shithead.actionsForCards as NonNullable<typeof shithead.actionsForCards>;

  it("SH-10/SH-21: a selection gives the legal moves playing exactly those cards, naming them", () => {
    const s = position("SH", [{ hand: ["6S", "6C", "9H"] }, { hand: ["QD", "AD", "9D"] }], { pile: ["4D"] });
    const sixC = ids(s, 0, ["6C"]);
    expect(actionsForCards(s, 0, sixC)).toEqual([{ type: "play", cards: sixC, use: "set" }]);
    const pair = actionsForCards(s, 0, ids(s, 0, ["6C", "6S"]));
    expect(pair).toHaveLength(1);
    expect([...(pair[0] as { cards: string[] }).cards].sort()).toEqual(ids(s, 0, ["6C", "6S"]).sort());
    expect(actionsForCards(s, 0, ids(s, 0, ["6C", "9H"]))).toEqual([]);
    expect(actionsForCards(s, 1, ids(s, 1, ["QD"]))).toEqual([]);
    for (const a of actionsForCards(s, 0, sixC))
      expect(() => shithead.clone(s) && shithead.apply(shithead.clone(s), 0, a)).not.toThrow();
  });

  it("SH-35: a wild selected alone offers its declarations and its play as a natural Ace", () => {
    const s = position("CTSR", [{ hand: ["AS", "5C", "9C"] }, { hand: ["AD", "AH", "9H"] }], {
      pile: ["7D"],
    });
    const moves = actionsForCards(s, 0, ids(s, 0, ["AS"]));
    expect(moves.some((a) => a.type === "play" && a.use === "set")).toBe(true);
    expect(
      moves.filter((a) => a.type === "play" && a.use === "wild").map((a) => (a as { as: string }).as),
    ).toContain("8C");
  });
});

describe("refusals name the rule", () => {
  it("SH-32: a cancel card played as a cancel where nothing can be cancelled", () => {
    const s = position("CTSR", [{ hand: ["KS", "5C", "9C"] }, { hand: ["AD", "AH", "9H"] }], {
      pile: ["7D"],
    });
    const r = refusal(s, 0, { type: "play", cards: [idOf(s, "KS", 0)], use: "cancel" });
    expect([r.code, r.rule]).toEqual(["NOTHING_TO_CANCEL", "SH-32"]);
    expect(r.message).toContain("the top is a 7");
  });

  it("SH-70: a face-down card is not flipped while the hand holds cards, nor before the layer above is gone", () => {
    const s = position("SH", [{ hand: ["5C"], lower: ["4C", "KD", "4H"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["9D"],
    });
    expect(refusal(s, 0, { type: "flip", slot: 0 })).toMatchObject({
      code: "BOTTOM_NOT_OPEN",
      rule: "SH-70",
    });
    const t = position(
      "CT",
      [{ lower: ["4C", "KD", "4H", "5H"], upper: ["9S"] }, { hand: ["QD", "AD", "9H"] }],
      {
        pile: ["KC"],
      },
    );
    const r = refusal(t, 0, { type: "flip", slot: 0 });
    expect([r.code, r.rule]).toEqual(["BOTTOM_NOT_OPEN", "SH-70"]);
    expect(r.message).toContain("the whole upper layer goes before the lower one");
  });

  it("SH-9: a move of another step is refused in a player's words", () => {
    const s = position("SH", [{ hand: ["6S", "9H"] }, { hand: ["QD", "AD", "9D"] }], { pile: ["4D"] });
    const r = refusal(s, 0, { type: "endTurn" });
    expect(r.rule).toBe("SH-42");
    expect(r.message).toBe("you cannot end the turn now (the play); you may: play cards, pick and play");
  });

  it("SH-22: a card that does not fit names the top in words", () => {
    const s = position("SH", [{ hand: ["4S", "9H"] }, { hand: ["QD", "AD", "9D"] }], { pile: ["KD"] });
    const r = refusal(s, 0, { type: "play", cards: [idOf(s, "4S", 0)], use: "set" });
    expect([r.code, r.rule, r.message]).toEqual([
      "ILLEGAL_ON_TOP",
      "SH-22",
      "that card cannot be played on a K",
    ]);
  });
});

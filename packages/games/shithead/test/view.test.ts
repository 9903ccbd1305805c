// SH-1/SH-2 card identity and visibility, SH-10 input checks, determinize, notation.

import { Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { act, ids, legal, play, position, rejects, shithead } from "./helpers.js";

describe("identity and visibility", () => {
  it("SH-1/SH-2: the owner sees face-down slots only; ids reveal no rank or suit; the stock is never sent (edge 29)", () => {
    const o = resolveOptions(shithead, { players: 3, preset: "CT" });
    const s = shithead.setup(o, "vis");
    const v = shithead.view(s, 0);
    expect(v.seats[0].bottom.every((b) => b === "down")).toBe(true);
    const json = JSON.stringify(v);
    for (const c of s.stocks[0]) expect(json).not.toContain(s.ids[c]);
    for (const c of s.hands[1]) expect(json).not.toContain(s.ids[c]);
    for (const b of s.bottom[0]) expect(json).not.toContain(s.ids[b]);
    expect(v.stocks).toEqual([s.stocks[0].length]);
    // ids are random strings, never derived from the card
    const other = shithead.setup(o, "vis2");
    expect(other.ids[s.hands[0][0]]).not.toBe(s.ids[s.hands[0][0]]);
    expect(Object.keys(v)).not.toContain("rng");
  });

  it("SH-2: a custom deal stays out of every view; views share one read-only copy of the options", () => {
    const s = position("SH", [{ hand: ["5C", "6C", "7C"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["KD"] });
    const mine = shithead.view(s, 0);
    const theirs = shithead.view(s, 1);
    expect(s.options.deal).toBeDefined();
    expect(Object.keys(mine.options)).not.toContain("deal");
    expect(mine.options).toBe(theirs.options);
    expect(() => {
      (mine.options as { players: number }).players = 5;
    }).toThrow(TypeError);
    expect(shithead.view(s, null).options.players).toBe(2);
  });

  it("SH-2: cards picked up stay public: others see them as known cards in that hand", () => {
    const s = position("SH", [{ hand: ["5C", "6C", "7C"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["KD"] });
    act(s, 0, { type: "pickUp" });
    expect(shithead.view(s, 1).seats[0].known.map((k) => k.card)).toEqual(["KD"]);
  });

  it("SH-10: a play repeating an id or using a card outside the source is rejected; every listed action applies (edge 30)", () => {
    const s = position("SH", [{ hand: ["5C", "5D", "7C"] }, { hand: ["QD", "AD", "9H"] }]);
    const [five] = ids(s, 0, ["5C"]);
    expect(rejects(s, 0, { type: "play", cards: [five, five], use: "set" })).toBe("DUPLICATE_CARD");
    expect(rejects(s, 0, { type: "play", cards: ids(s, 1, ["QD"]), use: "set" })).toBe("NOT_IN_SOURCE");
    expect(rejects(s, 0, { type: "play", cards: ["nope"], use: "set" })).toBe("NOT_IN_SOURCE");
    expect(rejects(s, 1, { type: "play", cards: ids(s, 1, ["QD"]), use: "set" })).toBe("NOT_YOUR_TURN");
    expect(rejects(s, 0, { type: "dance" })).toBe("BAD_ACTION");
    expect(rejects(s, 0, null)).toBe("BAD_ACTION");
    expect(rejects(s, 0, { type: "play", cards: ids(s, 0, ["5C", "7C"]), use: "set" })).toBe("MIXED_RANKS");
    for (const a of legal(s, 0)) {
      const copy = shithead.clone(s);
      shithead.apply(copy, 0, JSON.parse(JSON.stringify(a)));
    }
  });

  it("SH-10: cards may be named in any order", () => {
    const s = position("SH", [{ hand: ["5C", "5D", "7C"] }, { hand: ["QD", "AD", "9H"] }]);
    play(s, 0, ["5D", "5C"]);
    expect(s.pile).toHaveLength(2);
  });

  it("SH-10: the very object just listed skips the checks only at its step, for its seat", () => {
    const s = position("SH", [{ hand: ["5C", "5D", "7C"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["4D"] });
    const [seven] = ids(s, 0, ["7C"]);
    const listed = legal(s, 0).find(
      (a) => a.type === "play" && a.cards?.length === 1 && a.cards[0] === seven,
    );
    if (listed === undefined) throw new Error("7C is not listed");
    expect(rejects(s, 1, listed)).toBe("NOT_YOUR_TURN");
    shithead.apply(s, 0, listed);
    expect(rejects(s, 0, listed)).toBe("NOT_YOUR_TURN");
    const over = position("SH", [{ hand: ["KC"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["7D"] });
    const last = legal(over, 0).find((a) => a.type === "play");
    if (last === undefined) throw new Error("KC is not listed");
    shithead.apply(over, 0, last);
    expect(rejects(over, 0, last)).toBe("GAME_OVER");
  });

  it("SH-9: after the end every action is refused with GAME_OVER", () => {
    const s = position("SH", [{ hand: ["KC"] }, { hand: ["QD", "AD", "9H"] }], { pile: ["7D"] });
    play(s, 0, ["KC"]);
    expect(rejects(s, 1, { type: "pickUp" })).toBe("GAME_OVER");
  });

  it("SH-2: determinize keeps everything public and re-samples the rest (own face-down cards too)", () => {
    const o = resolveOptions(shithead, { players: 3, preset: "CTG" });
    const s = shithead.setup(o, "det");
    const rng = new Rng("r");
    for (let k = 0; k < 60 && shithead.outcome(s) === null; k++) {
      const seat = shithead.activeSeats(s)[0];
      shithead.apply(s, seat, rng.pick(legal(s, seat)));
    }
    const view = shithead.view(s, 1);
    const world = shithead.determinize(JSON.parse(JSON.stringify(view)), 1, new Rng("w"));
    expect(JSON.stringify(shithead.view(world, 1))).toBe(JSON.stringify(view));
    expect(shithead.cardCensus(world)).toEqual(shithead.cardCensus(s));
    const faceDown = s.bottom[1].filter((c, i) => c >= 0 && s.faceUp[1][i] === 0);
    const sampled = world.bottom[1].filter((c, i) => c >= 0 && world.faceUp[1][i] === 0);
    expect(sampled).toHaveLength(faceDown.length);
  });
});

describe("notation and descriptions", () => {
  it("SH-10: formatAction round-trips through parseAction; cards may be typed as notation", () => {
    const s = position("CTSR", [{ hand: ["5C", "5D", "2C", "AS"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["4D"],
    });
    for (const a of legal(s, 0)) {
      const text = shithead.formatAction(a);
      expect(shithead.parseAction(text, s, 0)).toEqual(a);
    }
    expect(shithead.parseAction("play 5C 5D", s, 0)).toMatchObject({ type: "play", use: "set" });
    expect(shithead.parseAction("wild AS as 8C", s, 0)).toMatchObject({ use: "wild", as: "8C" });
    expect(() => shithead.parseAction("play 9S", s, 0)).toThrow(
      expect.objectContaining({
        code: "BAD_NOTATION",
        message: expect.stringMatching(/you have no 9S you can see/),
      }),
    );
  });

  it("describeView shows the pending state and the chain being built", () => {
    const s = position("CTSR", [{ hand: ["10H", "2C", "KS", "5C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["7D"],
    });
    play(s, 0, ["10H"]);
    const text = shithead.describeView(shithead.view(s, 0), 0);
    expect(text).toContain("10 waiting: cancel or it clears");
    expect(text).toContain("Chain");
    const events = play.length ? act(s, 0, { type: "endTurn" }) : [];
    expect(events.map((e) => shithead.describeEvent(e, null)).join("\n")).toMatch(/ends the turn/);
  });

  it("describeEvent never shows a private draw to other seats", () => {
    const s = position("SH", [{ hand: ["KC", "QC", "AC"] }, { hand: ["QD", "AD", "9H"] }], {
      stock: ["5C", "6C", "7C", "8C"],
    });
    const events = play(s, 0, ["QC"]);
    const drew = events.filter((e) => e.type === "drew");
    expect(drew.length).toBeGreaterThan(0);
    for (const e of drew) expect(e.visibleTo).toEqual([(e as unknown as { seat: number }).seat]);
    expect(events.find((e) => e.type === "draw")?.visibleTo).toBeUndefined();
  });
});

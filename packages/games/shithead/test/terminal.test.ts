// SH-10 for a person at a terminal: moves read with card faces, never opaque ids, and parse back.

import { formatCard, Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { ids, position, shithead } from "./helpers.js";

const PRESETS = ["SH", "CT", "CTG", "CTR&B"];

describe("terminal notation", () => {
  it("SH-10: every legal move is shown by card face, described in words with its cards, and parses back to the same move", () => {
    for (const preset of PRESETS) {
      const options = resolveOptions(shithead, { players: 3, preset });
      for (let game = 0; game < 3; game++) {
        const state = shithead.setup(options, `terminal/${preset}/${game}`);
        const rng = new Rng(`terminal/${preset}/${game}/chooser`);
        const idPattern = new RegExp(`\\b(${state.ids.filter(Boolean).join("|")})\\b`);
        for (let step = 0; step < 150 && shithead.outcome(state) === null; step++) {
          const seat = shithead.activeSeats(state)[0];
          const view = shithead.view(state, seat);
          const legal = shithead.legalActions(state, seat);
          for (const action of legal) {
            const typed = shithead.formatActionFor?.(action, view) ?? "";
            expect(typed).not.toMatch(idPattern);
            const described = shithead.describeAction(action, seat, view);
            expect(described).not.toMatch(/\d+ cards?\b|\bc[0-9a-v]{13}\b/);
            // Plain words for every move, never its notation ("Seat 0: pickandplay").
            expect(described).not.toMatch(/^Seat \d+: /);
            const parsed = shithead.parseAction(typed, state, seat);
            const viaParsed = shithead.clone(state);
            shithead.apply(viaParsed, seat, parsed);
            const viaListed = shithead.clone(state);
            shithead.apply(viaListed, seat, action);
            // Equal cards may differ by id only, so compare what the player sees: the table by face.
            expect(shithead.describeView(shithead.view(viaParsed, seat), seat)).toBe(
              shithead.describeView(shithead.view(viaListed, seat), seat),
            );
          }
          shithead.apply(state, seat, rng.pick(legal));
        }
      }
    }
  });
});

describe("terminal input", () => {
  it("SH-10/SH-22: a typed move that is not legal reaches apply and is refused by its rule, never by a face-down card", () => {
    const state = position("SH", [{ hand: ["5C", "6C", "7C"] }, { hand: ["QD", "AD", "9H"] }], {
      pile: ["KD"],
    });
    const typed = shithead.parseAction("play 5C", state, 0);
    expect(typed).toEqual({ type: "play", cards: ids(state, 0, ["5C"]), use: "set" });
    expect(() => shithead.apply(shithead.clone(state), 0, typed)).toThrow(
      expect.objectContaining({ code: "ILLEGAL_ON_TOP", ruleId: "SH-22" }),
    );
    expect(() => shithead.parseAction("play 7S as", state, 0)).toThrow(/missing card after 'as'/);
    expect(() => shithead.parseAction("play XX", state, 0)).toThrow(/"XX" is not a card/);
    expect(() => shithead.parseAction("link 5C 6C", state, 0)).toThrow(/link takes one card/);
    // Another seat's card, or the seat's own face-down bottom card, is never resolved by face.
    expect(() => shithead.parseAction("play QD", state, 0)).toThrow(/you have no QD you can see/);
    const down = shithead.view(state, 0).seats[0].bottom;
    expect(down.every((slot) => slot === "down" || slot === null)).toBe(true);
    const hidden = state.bottom[0].filter((code) => code >= 0).map((code) => formatCard(code & 127));
    for (const card of hidden.filter((c) => !["5C", "6C", "7C"].includes(c)))
      expect(() => shithead.parseAction(`play ${card}`, state, 0)).toThrow(/you can see/);
  });

  it("SH-10: a play is read from the bare cards, from play <cards>, by suit symbol and in any case", () => {
    const state = position("SH", [{ hand: ["6S", "6C", "9H"] }, { hand: ["QD", "AD", "9D"] }], {
      pile: ["4D"],
    });
    const pair = { type: "play", cards: ids(state, 0, ["6S", "6C"]), use: "set" };
    for (const typed of ["6S 6C", "play 6S 6C", "6♠ 6♣", "play 6s 6c"])
      expect(shithead.parseAction(typed, state, 0), typed).toEqual(pair);
    expect(shithead.parseAction("6C", state, 0)).toEqual({
      type: "play",
      cards: ids(state, 0, ["6C"]),
      use: "set",
    });
  });

  it("SH-5: while the face-up cards are chosen, the bare cards are that choice", () => {
    const options = resolveOptions(shithead, { players: 3, preset: "SH" });
    const state = shithead.setup(options, "terminal/bare-faceup");
    const choice = shithead.legalActions(state, 0).find((a) => a.type === "chooseFaceUp");
    if (choice?.type !== "chooseFaceUp") throw new Error("the deal starts with the face-up choice");
    const faces = shithead.formatActionFor?.(choice, shithead.view(state, 0)).split(" ").slice(1) ?? [];
    expect(shithead.parseAction(faces.join(" "), state, 0)).toEqual(choice);
  });

  it("SH-5: a seat is told its own face-up choice once, with the cards; the others that it chose", () => {
    const options = resolveOptions(shithead, { players: 3, preset: "SH" });
    const state = shithead.setup(options, "terminal/own-events");
    const choice = shithead.legalActions(state, 0)[0];
    const events = shithead.apply(state, 0, choice);
    const told = (seat: number) =>
      events
        .filter((e) => e.visibleTo === undefined || e.visibleTo.includes(seat))
        .map((e) => shithead.describeEvent(e, seat))
        .filter((line) => line !== "");
    expect(told(0)).toEqual([expect.stringMatching(/^Seat 0 chooses .+ to lay face up$/)]);
    expect(told(1)).toEqual(["Seat 0 has chosen face-up cards"]);
  });

  it("SH-35: a wild is declared as play <card> as <card>, or bare, as well as with wild", () => {
    const state = position("CTSR", [{ hand: ["AS", "5C", "9C"] }, { hand: ["AD", "AH", "9H"] }], {
      pile: ["7D"],
    });
    const wild = shithead.parseAction("wild AS as 8C", state, 0);
    expect(wild).toMatchObject({ type: "play", use: "wild", as: "8C" });
    for (const typed of ["AS as 8C", "play A♠ as 8♣"])
      expect(shithead.parseAction(typed, state, 0), typed).toEqual(wild);
  });
});

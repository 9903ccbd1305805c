import { Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { act, fresh, game, hand, legal, position } from "./helpers.js";

describe("views, determinize and notation", () => {
  it("views hide other hands, Stacks and attachments; the board and pile are public", () => {
    const s = position(
      {
        round: 3,
        firstPlayer: 0,
        seats: [
          { hand: ["5H"], stack: ["9C"] },
          { hand: ["6H", "7D"], stack: ["8C"] },
        ],
      },
      { stack: true },
    );
    const v = game.view(s, 0);
    expect(v.seats[0].hand).toEqual(hand(s, 0));
    expect(v.seats[1].hand).toBeNull();
    expect(v.seats[1].handCount).toBe(2);
    expect(v.seats[1].stack).toBeNull();
    expect(v.seats[0].stack).toEqual(["9C"]);
    const text = JSON.stringify(game.view(s, 1));
    expect(text).not.toContain("9C");
    expect(text).not.toContain('"5H"');
    expect(JSON.stringify(game.view(s, null))).not.toContain("6H");
  });

  it("determinize keeps what the seat knows and the view it came from", () => {
    const s = fresh(4, "teams2Full");
    const rng = new Rng("det");
    for (let step = 0; step < 200 && game.outcome(s) === null; step++) {
      const seat = game.activeSeats(s)[0];
      const view = game.view(s, seat);
      const world = game.determinize(view, seat, rng);
      expect(game.view(world, seat)).toEqual(view);
      expect(game.cardCensus(world)).toEqual(game.cardCensus(s));
      game.apply(s, seat, rng.pick(game.legalActions(s, seat)));
    }
  });

  it("CP-53: the view shows power and each target's value before destroy is confirmed", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["9S", "3S"] }, { hearts: ["4H"], diamonds: ["5D"] }],
    });
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["9S", "3S"] });
    const text = game.describeView(game.view(s, 1), 1);
    expect(text).toContain("power 12");
    expect(text).toContain("5♦(5)");
    expect(text).toContain("[4♥ 5♦] 9 eliminates");
    const pending = game.view(s, 1).pending;
    expect(pending?.kind === "attack" && pending.choices).toContainEqual({
      targets: ["4H", "5D"],
      damage: 9,
      eliminates: true,
    });
    expect(pending?.kind === "attack" && pending.choices).toContainEqual({
      targets: ["5D"],
      damage: 5,
      eliminates: false,
    });
    expect(game.describeAction({ type: "destroy", targets: ["5D", "4H"] }, 0)).toBe("Seat 0 destroys 5♦ 4♥");
  });

  it("formatAction and parseAction round-trip every legal action", () => {
    const s = position(
      {
        round: 4,
        firstPlayer: 0,
        seats: [
          { hand: ["5H", "3C", "2S"], spades: ["9S", "3S"], stack: ["AC"] },
          { hearts: ["4H"], diamonds: ["5D"] },
        ],
      },
      { stack: true, panic: true },
    );
    for (const a of legal(s)) {
      const text = game.formatAction(a);
      expect(game.parseAction(text, s, 0)).toEqual(a);
      expect(game.describeAction(a, 0).length).toBeGreaterThan(0);
    }
    expect(() => game.parseAction("fly away", s, 0)).toThrow(/BAD_NOTATION|cannot read/);
    expect(game.parseAction("attack 1 3s 9s", s, 0)).toEqual({
      type: "attack",
      defender: 1,
      mode: "normal",
      spades: ["9S", "3S"],
    });
  });

  it("describeEvent never reveals a private draw to others", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["5C"] }], deck: ["AC", "9H", "8H"] });
    const events = act(s, { type: "play", card: "5C" });
    const priv = events.find((e) => e.type === "drewCards");
    expect(priv).toBeDefined();
    expect(game.describeEvent(priv!, 0)).toContain("9♥");
    expect(game.describeEvent(priv!, 1)).not.toContain("9♥");
    expect(game.describeEvent(priv!, null)).not.toContain("9♥");
    const pub = events.find((e) => e.type === "draw")!;
    expect(game.describeEvent(pub, 1)).toBe("Seat 0 draws 2 cards");
    expect(game.describeEvent(pub, 0)).toBe(""); // the drawer reads the private event instead
  });

  it("describeView renders the table with the own hand sorted", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ hand: ["9H", "2D", "5C"] }], deck: ["AS"] });
    const text = game.describeView(game.view(s, 0), 0);
    expect(text).toContain("Round 2");
    expect(text).toContain("Your hand: A♠ 9♥ 2♦ 5♣");
  });
});

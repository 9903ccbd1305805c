import { describe, expect, it } from "vitest";
import { act, destroyTargets, game, hand, hasLegal, legal, position, row } from "./helpers.js";

const views = (s: Parameters<typeof game.view>[0], seat: number) => game.view(s, seat);

describe("special abilities: passive modifiers (CP-12 recomputed from the current state)", () => {
  it("CP-A02: Assets adds ⌊hand ÷ 2⌋ points at Standby", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H", "3H", "4H", "5H"], abilities: ["assets"] }],
      deck: ["6H"],
    });
    expect(hand(s, 0).length).toBe(5);
    expect(s.points).toBe(12 + 2);
  });

  it("CP-A03: Bargainer gives +2 points per Trader use in the Point Phase only", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H", "3H", "4H", "5C", "6C"], abilities: ["bargainer"] }],
      deck: ["7H", "8H", "9H", "10H"],
    });
    act(s, { type: "trade", cards: ["2H", "3H"] });
    expect(s.points).toBe(14);
    act(s, { type: "play", card: "5C" });
    act(s, { type: "trade", cards: ["4H", "6C"] });
    expect(s.points).toBe(0);
  });

  it("CP-A04/CP-23: Blessed draws 1 after the normal draw with fewer than 2 Hearts, never in round 1", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hearts: ["2H"], abilities: ["blessed"] }],
      deck: ["3C", "4C"],
    });
    expect(hand(s, 0)).toEqual(["3C", "4C"]);
    const two = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hearts: ["2H", "5H"], abilities: ["blessed"] }],
      deck: ["3C", "4C"],
    });
    expect(hand(two, 0)).toEqual(["3C"]);
    const first = position({ round: 1, firstPlayer: 0, seats: [{ abilities: ["blessed"] }] });
    expect(hand(first, 0).length).toBe(5);
  });

  it("CP-A07/CP-51: Direct Hitter bypasses at ¾ against ≥2 Diamonds, ½ otherwise", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { spades: ["8S"], abilities: ["directHitter"] },
        { diamonds: ["AD", "2D"], hearts: ["6H", "7H"] },
      ],
      deck: ["AC"],
    });
    act(s, { type: "attack", defender: 1, mode: "bypass", spades: ["8S"] });
    expect(s.pending).toMatchObject({ power: 6 });
    const one = position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { spades: ["8S"], abilities: ["directHitter"] },
        { diamonds: ["AD"], hearts: ["4H", "7H"] },
      ],
      deck: ["AC"],
    });
    act(one, { type: "attack", defender: 1, mode: "bypass", spades: ["8S"] });
    expect(one.pending).toMatchObject({ power: 4 });
  });

  it("CP-A09/CP-23: Fulfilled replaces the draw: up to 5 cards, none when holding 5", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H", "3H"], abilities: ["fulfilled"] }],
      deck: ["4H", "5H", "6H", "7H"],
    });
    expect(hand(s, 0)).toEqual(["2H", "3H", "4H", "5H", "6H"]);
    const full = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H", "3H", "4H", "5H", "6H", "7H"], abilities: ["fulfilled"] }],
      deck: ["8H"],
    });
    expect(hand(full, 0).length).toBe(6);
  });

  it("CP-A12/CP-10: Haggler makes held Utility cards cost 1 less, never below 0", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["AH", "10D", "2D"], abilities: ["haggler"] }],
      deck: ["AC"],
    });
    act(s, { type: "play", card: "10D" });
    expect(s.points).toBe(3);
    act(s, { type: "play", card: "AH" });
    expect(s.points).toBe(3);
    act(s, { type: "play", card: "2D" });
    expect(s.points).toBe(2);
  });

  it("CP-A13: Healthy with 8♥ + 5♥ gives 18 (reference: lowest Heart ×2); app: every Heart +1", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hearts: ["8H", "5H"], abilities: ["healthy"] }],
    });
    expect(views(s, 0).seats[0].rows[0].map((c) => c.value)).toEqual([8, 10]);
    const app = position(
      { round: 2, firstPlayer: 0, seats: [{ hearts: ["8H", "5H"], abilities: ["healthy"] }] },
      { abilityText: "app" },
    );
    expect(views(app, 0).seats[0].rows[0].map((c) => c.value)).toEqual([9, 6]);
  });

  it("CP-A13/CP-12: Healthy follows the current lowest Heart when the board changes", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hearts: ["8H"], hand: ["3H"], abilities: ["healthy"] }],
      deck: ["AC"],
    });
    expect(views(s, 0).seats[0].rows[0].map((c) => c.value)).toEqual([16]);
    act(s, { type: "play", card: "3H" });
    expect(views(s, 0).seats[0].rows[0].map((c) => c.value)).toEqual([8, 6]);
  });

  it("CP-A19: Investor adds +2 per Diamond and Spade controlled at Standby", () => {
    const s = position({
      round: 3,
      firstPlayer: 0,
      seats: [{ diamonds: ["2D", "3D"], spades: ["4S"], hearts: ["5H"], abilities: ["investor"] }],
    });
    expect(s.points).toBe(18);
  });

  it("CP-A20/CP-11: Landowner rows hold 4 cards", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hearts: ["AH", "2H", "3H"], hand: ["4H", "5H"], abilities: ["landowner"] }],
      deck: ["AC"],
    });
    act(s, { type: "play", card: "4H" });
    expect(row(s, 0, 0).length).toBe(4);
    expect(hasLegal(s, { type: "play", card: "5H" })).toBe(false);
  });

  it("CP-A21/CP-13: Large Capacity: full hand 16 (app 12) and ⌊hand ÷ 4⌋ extra cards after the draw", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["AH", "2H", "3H", "4H", "5H", "6H", "7H"], abilities: ["largeCapacity"] }],
    });
    expect(hand(s, 0).length).toBe(8 + 2);
    expect(game.view(s, 0).seats[0].handCount).toBe(10);
    const app = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [
          {
            hand: ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "AD"],
            abilities: ["largeCapacity"],
          },
        ],
      },
      { abilityText: "app" },
    );
    expect(hand(app, 0).length).toBe(12);
  });

  it("CP-A22/CP-53: no bypass against Lifeline with exactly 1 Heart", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["8S"] }, { diamonds: ["AD"], hearts: ["2H"], abilities: ["lifeline"] }],
      deck: ["AC"],
    });
    expect(legal(s).some((a) => a.type === "attack" && a.mode === "bypass")).toBe(false);
    expect(legal(s).some((a) => a.type === "attack" && a.mode === "normal")).toBe(true);
    const two = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["8S"] }, { diamonds: ["AD"], hearts: ["2H", "AH"], abilities: ["lifeline"] }],
      deck: ["AC"],
    });
    expect(legal(two).some((a) => a.type === "attack" && a.mode === "bypass")).toBe(true);
  });

  it("CP-A35/CP-40: Resourceful A♣ gives allowance 3 and still draws 2; a 7♣ may chain after a 5♣ (CP-41)", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["AC", "5C", "7C"], abilities: ["resourceful"] }],
      deck: ["2H", "3H", "4H"],
    });
    act(s, { type: "play", card: "AC" });
    expect(s.allowance).toBe(3);
    expect(hand(s, 0).length).toBe(2 + 1 + 2);
    const chain = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["5C", "7C"], abilities: ["resourceful"] }],
      deck: ["2H", "3H", "4H"],
    });
    act(chain, { type: "play", card: "5C" });
    expect(chain.allowance).toBe(7);
    expect(hasLegal(chain, { type: "play", card: "7C" })).toBe(true);
  });

  it("CP-A36: Seer sees the top deck card on their own turn only", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ abilities: ["seer"] }, {}],
      deck: ["AC", "9D"],
    });
    expect(game.view(s, 0).seerTop).toBe("9D");
    expect(game.view(s, 1).seerTop).toBeNull();
    act(s, { type: "endTurn" });
    expect(game.view(s, 0).seerTop).toBeNull();
  });

  it("CP-A39: Standardization: every Club draws 2", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["8C"], abilities: ["standardization"] }],
      deck: ["2H", "3H", "4H"],
    });
    act(s, { type: "play", card: "8C" });
    expect(hand(s, 0).length).toBe(1 + 2);
  });

  it("CP-A40/CP-12: a Toughness 7♦ needs P ≥ 8", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["7S", "AS"] }, { diamonds: ["7D"], abilities: ["toughness"] }],
      deck: ["AC"],
    });
    const attacks = legal(s).filter((a) => a.type === "attack" && a.mode === "normal");
    expect(attacks).toEqual([{ type: "attack", defender: 1, mode: "normal", spades: ["7S", "AS"] }]);
  });

  it("CP-12/CP-A42/CP-A38: Warrior + Sorcerer on 5♠ gives 11 (× before +)", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["5S"], abilities: ["warrior", "sorcerer"] }],
      deck: ["AC"],
    });
    expect(views(s, 0).seats[0].rows[2][0].value).toBe(6);
    act(s, { type: "ability", ability: "sorcerer", card: "5S" });
    expect(views(s, 0).seats[0].rows[2][0].value).toBe(11);
    expect(s.points).toBe(12 - 5);
  });

  it("CP-A43/CP-30: Wealth makes the base 15 before other bonuses", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H", "3H"], abilities: ["wealth", "assets"] }],
      deck: ["AC"],
    });
    expect(s.points).toBe(15 + 1);
  });

  it("CP-A45/CP-41: Club Member plays several cards on one allowance, each lowering it by its base value", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["7C", "3H", "4D", "2H"], abilities: ["clubMember"] }],
        deck: ["AC", "AD"],
      },
      { abilityText: "app" },
    );
    act(s, { type: "play", card: "7C" });
    act(s, { type: "play", card: "3H" });
    expect(s.allowance).toBe(4);
    act(s, { type: "play", card: "4D" });
    expect(s.allowance).toBe(0);
    expect(hasLegal(s, { type: "play", card: "2H" })).toBe(false);
  });
});

describe("special abilities: triggers (CP-83)", () => {
  it("CP-A06: Deadly makes a surviving opponent who lost a Heart discard a random card", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { spades: ["9S"], abilities: ["deadly"] },
        { hearts: ["3H", "4H"], hand: ["2C", "5D"] },
      ],
      deck: ["AC"],
    });
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["9S"] });
    act(s, { type: "destroy", targets: ["3H"] });
    expect(hand(s, 1).length).toBe(1);
  });

  it("CP-83/CP-A34: the attacker's Deadly discard precedes the defender's Resilient and may take that Heart", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { spades: ["9S"], abilities: ["deadly"] },
        { hearts: ["3H", "4H"], hand: ["6H"], abilities: ["resilient"] },
      ],
      deck: ["AC"],
    });
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["9S"] });
    act(s, { type: "destroy", targets: ["3H"] });
    expect(hand(s, 1)).toEqual([]);
    expect(s.pending).toBeNull(); // no Heart left to offer
  });

  it("CP-A34/CP-33: Resilient offers its owner a free Heart at once, even off-turn under the attacker's play lock", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { spades: ["9S"], hand: ["5H"], abilities: ["indebted"] },
        { hearts: ["3H", "4H"], hand: ["6H", "2C"], abilities: ["resilient"] },
      ],
      deck: ["AC"],
    });
    act(s, { type: "ability", ability: "indebted", card: "5H" });
    expect(s.playLocked).toBe(true);
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["9S"] });
    act(s, { type: "destroy", targets: ["3H"] });
    expect(game.activeSeats(s)).toEqual([1]);
    expect(legal(s, 1)).toEqual([{ type: "abilityChoice" }, { type: "abilityChoice", card: "6H" }]);
    act(s, { type: "abilityChoice", card: "6H" }, 1);
    expect(row(s, 1, 0)).toEqual(["4H", "6H"]);
    expect(game.activeSeats(s)).toEqual([0]);
  });

  it("CP-A33: Replenished draws 2 when the hand empties in your Point Phase, once per turn", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H"], abilities: ["replenished"] }],
      deck: ["AD", "3H", "4H", "5D"],
    });
    act(s, { type: "play", card: "2H" });
    act(s, { type: "play", card: "AD" });
    expect(hand(s, 0)).toEqual(["3H", "4H"]);
    act(s, { type: "play", card: "3H" });
    act(s, { type: "play", card: "4H" });
    expect(hand(s, 0)).toEqual([]);
  });

  it("CP-A33/CP-A28: Replenished fires on entering the Point Phase with 0 cards", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ abilities: ["replenished", "options"] }],
      deck: ["2H", "3H", "4H"],
    });
    expect(legal(s)).toEqual([{ type: "abilityChoice", accept: true }, { type: "abilityChoice" }]);
    act(s, { type: "abilityChoice", accept: true });
    expect(hand(s, 0)).toEqual(["2H", "3H"]);
    expect(s.points).toBe(18);
  });

  it("CP-A16/CP-52: Impenetrable neither attacks nor is attacked before round 4; a full board cannot be attacked", () => {
    const early = position({
      round: 3,
      firstPlayer: 0,
      seats: [
        { spades: ["9S"], abilities: ["impenetrable"] },
        { hearts: ["3H"], spades: ["5S"] },
      ],
      deck: ["AC"],
    });
    expect(legal(early).some((a) => a.type === "attack")).toBe(false);
    const victim = position({
      round: 3,
      firstPlayer: 0,
      seats: [{ spades: ["9S"] }, { hearts: ["3H"], abilities: ["impenetrable"] }],
      deck: ["AC"],
    });
    expect(legal(victim).some((a) => a.type === "attack")).toBe(false);
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
    expect(legal(full).some((a) => a.type === "attack")).toBe(false);
    const later = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["9S"] }, { hearts: ["3H"], abilities: ["impenetrable"] }],
      deck: ["AC"],
    });
    expect(legal(later).some((a) => a.type === "attack")).toBe(true);
  });

  it("CP-A16/CP-60: with a full board Impenetrable destroys one own card at turn start; losing Hearts so never eliminates", () => {
    const s = position({
      round: 5,
      firstPlayer: 0,
      seats: [
        {
          hearts: ["AH", "2H", "3H"],
          diamonds: ["AD", "2D", "3D"],
          spades: ["AS", "2S", "3S"],
          abilities: ["impenetrable"],
        },
      ],
      deck: ["AC"],
    });
    expect(s.phase).toBe("start");
    expect(legal(s).length).toBe(9);
    act(s, { type: "abilityChoice", card: "2D" });
    expect(row(s, 0, 1)).toEqual(["AD", "3D"]);
    expect(s.phase).toBe("point");
    expect(hand(s, 0)).toEqual(["AC"]);
  });

  it("CP-A28/CP-23: Options skips Fulfilled, Blessed and Large Capacity and adds +6", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ abilities: ["options", "fulfilled", "blessed"] }],
      deck: ["2H", "3H", "4H", "5H", "6H", "7H"],
    });
    act(s, { type: "abilityChoice", accept: true });
    expect(hand(s, 0)).toEqual([]);
    expect(s.points).toBe(18);
    const declined = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ abilities: ["options", "fulfilled", "blessed"] }],
      deck: ["2H", "3H", "4H", "5H", "6H", "7H"],
    });
    act(declined, { type: "abilityChoice" });
    expect(hand(declined, 0).length).toBe(6);
    expect(declined.points).toBe(12);
    const first = position({ round: 1, firstPlayer: 0, seats: [{ abilities: ["options"] }] });
    expect(first.phase).toBe("point");
  });

  it("CP-A42/CP-53: Warrior values feed the attack's target choices", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["5S"], abilities: ["warrior"] }, { hearts: ["6H"] }],
      deck: ["AC"],
    });
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["5S"] });
    expect(destroyTargets(s)).toEqual([["6H"]]);
  });
});

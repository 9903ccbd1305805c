import { formatCard, Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { act, expectRefused, game, hand, hasLegal, legal, position, row } from "./helpers.js";

const abilityActions = (s: Parameters<typeof legal>[0], id: string) =>
  legal(s).filter((a) => a.type === "ability" && a.ability === id);

describe("special abilities: activation (CP-83 costs, limits, timing)", () => {
  it("CP-A01: Archaeologist discards to the first card of the suit and takes it", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ abilities: ["archaeologist"] }],
      deck: ["AC", "3H", "5D", "7S", "9S"],
    });
    act(s, { type: "ability", ability: "archaeologist", suit: "S" });
    expect(hand(s, 0)).toEqual(["AC", "7S"]);
    expect(game.view(s, null).discard.slice(0, 2)).toEqual(["5D", "3H"]);
    expect(s.points).toBe(8);
    expectRefused(s, { type: "ability", ability: "archaeologist", suit: "H" }, "ABILITY_LIMIT");
  });

  it("CP-A01/CP-14: Archaeologist that runs the deck out takes the last card flipped, then reshuffles", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ abilities: ["archaeologist"], hand: [] }],
      deck: ["AC"],
      discard: ["2H"],
    });
    // The deck holds AC plus every card not dealt; declare a suit that cannot end early: use a small custom state instead.
    s.deck = [s.deck[0]];
    const last = s.deck[0];
    act(s, { type: "ability", ability: "archaeologist", suit: "C" });
    expect(s.players[0].hand).toContain(last);
    expect(s.deck.length).toBeGreaterThan(0); // the pile became the deck
    expect(s.discard.length).toBe(0);
  });

  it("CP-A05: Combiner with 7♣+2♣ gives allowance 9 even with Resourceful, draws 3, starts the Club Phase", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["7C", "2C"], abilities: ["combiner", "resourceful"] }],
      deck: ["AD", "2H", "3H", "4H"],
    });
    act(s, { type: "ability", ability: "combiner", cards: ["2C", "7C"] });
    expect(s.phase).toBe("club");
    expect(s.points).toBe(0);
    expect(s.allowance).toBe(9);
    expect(hand(s, 0)).toEqual(["AD", "2H", "3H", "4H"]);
  });

  it("CP-A08: Fisher: the target gives a card of R's value (their choice); both then cost 0", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["5H"], abilities: ["fisher"] }, { hand: ["5D", "5C", "2S"] }],
      deck: ["AD"],
    });
    act(s, { type: "ability", ability: "fisher", card: "5H", target: 1 });
    expect(game.activeSeats(s)).toEqual([1]);
    expect(legal(s, 1)).toEqual([
      { type: "abilityChoice", card: "5D" },
      { type: "abilityChoice", card: "5C" },
    ]);
    act(s, { type: "abilityChoice", card: "5D" }, 1);
    expect(hand(s, 0)).toContain("5D");
    expect(s.points).toBe(8);
    act(s, { type: "play", card: "5H" });
    act(s, { type: "play", card: "5D" });
    expect(s.points).toBe(8);
    // Others see only the value of the given card.
    expect(game.view(s, null).seats[0].hand).toBeNull();
  });

  it("CP-A08: holding two copies of a face (two packs), playing that face plays the free one", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["5D", "5H"], abilities: ["fisher"] }, { hand: ["5D", "2S"] }],
        deck: ["AD"],
      },
      {},
      5,
    );
    act(s, { type: "ability", ability: "fisher", card: "5H", target: 1 });
    act(s, { type: "abilityChoice", card: "5D" }, 1);
    expect(hand(s, 0).filter((c) => c === "5D")).toHaveLength(2);
    expect(s.points).toBe(8);
    act(s, { type: "play", card: "5D" });
    expect(s.points).toBe(8);
    // The other 5D was not Fisher's and costs its value.
    act(s, { type: "play", card: "5D" });
    expect(s.points).toBe(3);
  });

  it("CP-A08/CP-80: trading away a face held twice, one copy Fisher's free card, keeps the free one", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["5D", "5D", "2C"], abilities: ["fisher"] }, { hand: ["5H", "2S"] }],
        deck: ["AD", "9D"],
      },
      {},
      5,
    );
    // The revealed 5♦ (the first copy) and the 5♥ given for it are free.
    act(s, { type: "ability", ability: "fisher", card: "5D", target: 1 });
    act(s, { type: "abilityChoice", card: "5H" }, 1);
    act(s, { type: "trade", cards: ["5D", "2C"] });
    expect(hand(s, 0).filter((c) => c === "5D")).toHaveLength(1);
    act(s, { type: "play", card: "5D" });
    expect(s.points).toBe(8);
  });

  describe("CP-A08: an ability that parts with a face held twice keeps Fisher's free copy", () => {
    // Two packs (5 players): the revealed 5♦ (the first copy) and the card given for it are free.
    const fished = (ability: string, mine: string[], round = 2, diamonds: string[] = []) => {
      const s = position(
        {
          round,
          firstPlayer: 0,
          seats: [{ hand: mine, diamonds, abilities: ["fisher", ability] }, { hand: ["5H", "2S"] }],
          deck: ["AD", "9D", "8D"],
        },
        {},
        5,
      );
      act(s, { type: "ability", ability: "fisher", card: mine[0], target: 1 });
      act(s, { type: "abilityChoice", card: "5H" }, 1);
      return s;
    };

    it("CP-A29: Pacifist discards the copy that is not free", () => {
      const s = fished("pacifist", ["5S", "5S"], 3);
      const points = s.points;
      act(s, { type: "ability", ability: "pacifist", card: "5S" });
      act(s, { type: "play", card: "5S" });
      expect(s.points).toBe(points);
    });

    it("CP-A37: Seller sells the copy that is not free", () => {
      const s = fished("seller", ["5D", "5D"]);
      act(s, { type: "ability", ability: "seller", cards: ["5D"] });
      const points = s.points;
      act(s, { type: "play", card: "5D" });
      expect(s.points).toBe(points);
    });

    it("CP-A25: Manipulator puts back the copy that is not free", () => {
      const s = fished("manipulator", ["5D", "5D"]);
      act(s, { type: "ability", ability: "manipulator" });
      act(s, { type: "abilityChoice", card: "5D" });
      const points = s.points;
      act(s, { type: "play", card: "5D" });
      expect(s.points).toBe(points);
    });

    it("CP-A32: Recycler pays with the copy that is not free", () => {
      const s = fished("recycler", ["5D", "5D", "6C"]);
      const free = s.freeCards.filter((card) => s.players[0].hand.includes(card));
      act(s, { type: "ability", ability: "recycler", card: "6C", cards: ["5D"] });
      for (const card of free) expect(s.players[0].hand).toContain(card);
    });

    it("CP-A26: Maximizer's free replacement is the copy that is not free", () => {
      const s = fished("maximizer", ["5D", "5D"], 2, ["3D"]);
      act(s, { type: "ability", ability: "maximizer", card: "3D", cards: ["5D"] });
      const points = s.points;
      act(s, { type: "play", card: "5D" });
      expect(s.points).toBe(points);
    });
  });

  it("CP-A08/§9: a Fisher miss draws 1 and tells everyone the target holds no card of that value", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["5H"], abilities: ["fisher"] }, { hand: ["2S"] }],
      deck: ["7D", "AD"],
    });
    act(s, { type: "ability", ability: "fisher", card: "5H", target: 1 });
    expect(hand(s, 0)).toEqual(["5H", "7D", "AD"]);
    expect(game.view(s, 0).seats[1].voidValues).toBe(1 << 5);
  });

  it("CP-A10/CP-14: Gambler draws 2 when the flipped card is lower; a tie draws nothing", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["8H", "3D"], abilities: ["gambler"] }],
      deck: ["AD", "4S", "3C", "2H", "9H"],
    });
    act(s, { type: "ability", ability: "gambler", card: "8H" });
    expect(hand(s, 0)).toEqual(["3D", "AD", "3C", "2H"]);
    act(s, { type: "ability", ability: "gambler", card: "3D" });
    expect(hand(s, 0)).toEqual(["AD", "3C", "2H"]); // flipped 9H: not lower
    expectRefused(s, { type: "ability", ability: "gambler", card: "AD" }, "ABILITY_LIMIT");
  });

  it("CP-14/CP-A10: Gambler with deck and pile empty draws nothing", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["8H"], abilities: ["gambler"] }],
      deck: ["AD"],
    });
    s.deck.length = 0;
    s.discard.length = 0;
    const before = s.players[0].hand.length;
    act(s, { type: "ability", ability: "gambler", card: "8H" });
    expect(s.players[0].hand.length).toBe(before - 1);
  });

  it("CP-A11: Grave Robber pays the base value to take a card from the pile (hand not full)", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ abilities: ["graveRobber"] }],
      deck: ["AD"],
      discard: ["7H", "3S"],
    });
    expect(abilityActions(s, "graveRobber").length).toBe(2);
    act(s, { type: "ability", ability: "graveRobber", card: "7H" });
    expect(hand(s, 0)).toEqual(["AD", "7H"]);
    expect(s.points).toBe(5);
  });

  it("CP-A14/CP-33: Hopeful draws; a Heart may be played free, but not under a play lock", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ abilities: ["hopeful"] }],
      deck: ["AD", "6H", "5H"],
    });
    act(s, { type: "ability", ability: "hopeful" });
    expect(legal(s)).toEqual([{ type: "abilityChoice", accept: true }, { type: "abilityChoice" }]);
    act(s, { type: "abilityChoice", accept: true });
    expect(row(s, 0, 0)).toEqual(["6H"]);
    expect(s.points).toBe(8);
    const locked = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2D"], abilities: ["hopeful", "indebted"] }],
      deck: ["AD", "6H"],
    });
    act(locked, { type: "ability", ability: "indebted", card: "2D" });
    act(locked, { type: "ability", ability: "hopeful" });
    expect(locked.pending).toBeNull();
    expect(hand(locked, 0)).toContain("6H");
  });

  it("CP-A15/CP-111: Illusionist returns a board card to its controller's hand; attachments go back to the Stack", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        turn: 1,
        seats: [{ abilities: ["illusionist"] }, { hand: ["4D"], stack: ["2C"] }],
        deck: ["AD", "AH"],
      },
      { stack: true },
    );
    act(s, { type: "play", card: "4D", attach: 1 }, 1);
    act(s, { type: "endTurn" }, 1);
    expect(game.view(s, 0).seats[1].rows[1][0].value).toBe(6);
    expect(abilityActions(s, "illusionist")).toEqual([
      { type: "ability", ability: "illusionist", card: "4D", target: 1 },
    ]);
    act(s, { type: "ability", ability: "illusionist", card: "4D", target: 1 });
    expect(s.points).toBe(12 - 6);
    expect(hand(s, 1)).toContain("4D");
    expect(s.players[1].stack.length).toBe(1);
  });

  it("CP-A17/CP-33: Indebted plays a card free, then nothing more may be played (not even a Club) but attacks and Trader may", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { hand: ["9D", "5C", "2H", "3H"], spades: ["6S"], abilities: ["indebted"] },
        { hearts: ["4H"] },
      ],
      deck: ["AD"],
    });
    act(s, { type: "ability", ability: "indebted", card: "9D" });
    expect(s.points).toBe(8);
    expect(row(s, 0, 1)).toEqual(["9D"]);
    expectRefused(s, { type: "play", card: "5C" }, "PLAY_LOCKED");
    expectRefused(s, { type: "play", card: "2H" }, "PLAY_LOCKED");
    expect(legal(s).some((a) => a.type === "play")).toBe(false);
    expect(legal(s).some((a) => a.type === "attack")).toBe(true);
    expect(legal(s).some((a) => a.type === "trade")).toBe(true);
  });

  it("CP-A23/CP-81: Limiter hits a panicked opponent: they discard a card of their choice; a miss is public", () => {
    const s = position(
      {
        round: 4,
        firstPlayer: 0,
        seats: [{ abilities: ["limiter"] }, { hand: ["5D", "2S"], panicProtected: true }],
        deck: ["AD"],
      },
      { panic: true },
    );
    act(s, { type: "ability", ability: "limiter", target: 1, suit: "D" });
    expect(game.activeSeats(s)).toEqual([1]);
    act(s, { type: "abilityChoice", card: "2S" }, 1);
    expect(hand(s, 1)).toEqual(["5D"]);
    act(s, { type: "ability", ability: "limiter", target: 1, suit: "H" });
    expect(s.pending).toBeNull();
    expect(game.view(s, 0).seats[1].voidSuits).toBe(1 << 1);
  });

  it("CP-83: Limiter may target an empty hand", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ abilities: ["limiter"] }, {}], deck: ["AD"] });
    expect(hasLegal(s, { type: "ability", ability: "limiter", target: 1, suit: "S" })).toBe(true);
  });

  it("CP-A24/CP-33: Loaded draws to a full hand, then play-locks", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H"], abilities: ["loaded"] }],
      deck: ["AD"],
    });
    act(s, { type: "ability", ability: "loaded" });
    expect(hand(s, 0).length).toBe(8);
    expect(s.playLocked).toBe(true);
    expect(s.points).toBe(0);
  });

  it("CP-A24/CP-A50: app Loaded draws to 8 even with Large Capacity", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["2H"], abilities: ["loaded", "largeCapacity"] }],
        deck: ["AD"],
      },
      { abilityText: "app" },
    );
    act(s, { type: "ability", ability: "loaded" });
    expect(hand(s, 0).length).toBe(8);
  });

  it("CP-A25/§9: Manipulator draws 1, puts a card on top, and remembers it", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["9H"], abilities: ["manipulator"] }, {}],
      deck: ["AD", "2D"],
    });
    act(s, { type: "ability", ability: "manipulator" });
    act(s, { type: "abilityChoice", card: "9H" });
    expect(hand(s, 0)).toEqual(["AD", "2D"]);
    expect(game.view(s, 0).seats[0].knownTop).toEqual(["9H"]);
    expect(game.view(s, 1).seats[0].knownTop).toBeNull();
    act(s, { type: "endTurn" });
    expect(hand(s, 1)).toEqual(["9H"]);
  });

  it("CP-A26: Maximizer returns X and plays a different card of its suit, base ≤ base(X)+3; app may replay X", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hearts: ["4H"], hand: ["7H", "8H"], abilities: ["maximizer"] }],
      deck: ["AD"],
    });
    expect(abilityActions(s, "maximizer")).toEqual([
      { type: "ability", ability: "maximizer", card: "4H", cards: ["7H"] },
    ]);
    act(s, { type: "ability", ability: "maximizer", card: "4H", cards: ["7H"] });
    expect(row(s, 0, 0)).toEqual(["7H"]);
    expect(hand(s, 0)).toEqual(["8H", "AD", "4H"]);
    const app = position(
      { round: 2, firstPlayer: 0, seats: [{ hearts: ["4H"], abilities: ["maximizer"] }], deck: ["AD"] },
      { abilityText: "app" },
    );
    expect(abilityActions(app, "maximizer")).toEqual([
      { type: "ability", ability: "maximizer", card: "4H", cards: ["4H"] },
    ]);
  });

  it("CP-A27/CP-83: Neutralizer trades a Diamond for an opponent Spade of base ≤ it; none ≤ is illegal", () => {
    const s = position(
      {
        round: 4,
        firstPlayer: 0,
        seats: [
          { diamonds: ["5D"], abilities: ["neutralizer"] },
          { spades: ["5S", "6S"], panicProtected: true },
        ],
        deck: ["AD"],
      },
      { panic: true },
    );
    expect(abilityActions(s, "neutralizer")).toEqual([
      { type: "ability", ability: "neutralizer", card: "5D", target: 1, cards: ["5S"] },
    ]);
    act(s, { type: "ability", ability: "neutralizer", card: "5D", target: 1, cards: ["5S"] });
    expect(row(s, 1, 2)).toEqual(["6S"]);
    expect(row(s, 0, 1)).toEqual([]);
    const none = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ diamonds: ["3D"], abilities: ["neutralizer"] }, { spades: ["5S"] }],
      deck: ["AD"],
    });
    expectRefused(
      none,
      { type: "ability", ability: "neutralizer", card: "3D", target: 1, cards: ["5S"] },
      "NO_ABILITY_TARGET",
    );
  });

  it("CP-A29: Pacifist discards a Spade to draw 1, three times a turn", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2S", "3S", "4S", "5S"], abilities: ["pacifist"] }],
      deck: ["AD", "2D", "3D", "4D", "5D"],
    });
    act(s, { type: "ability", ability: "pacifist", card: "2S" });
    act(s, { type: "ability", ability: "pacifist", card: "3S" });
    act(s, { type: "ability", ability: "pacifist", card: "4S" });
    expectRefused(s, { type: "ability", ability: "pacifist", card: "5S" }, "ABILITY_LIMIT");
    expect(hand(s, 0)).toEqual(["5S", "AD", "2D", "3D", "4D"]);
  });

  it("CP-A30/CP-60: Plagued destroys that value on every board and never eliminates; the next attack reaching the Heart row does", () => {
    const p = position({
      round: 4,
      firstPlayer: 0,
      seats: [
        { hand: ["4C"], spades: ["6S"], abilities: ["plagued"] },
        { hearts: ["4H"], diamonds: ["4D", "2D"] },
      ],
      deck: ["AD"],
    });
    act(p, { type: "ability", ability: "plagued", card: "4C" });
    expect(row(p, 1, 0)).toEqual([]);
    expect(row(p, 1, 1)).toEqual(["2D"]);
    expect(p.players[1].alive).toBe(true);
    act(p, { type: "attack", defender: 1, mode: "normal", spades: ["6S"] });
    act(p, { type: "destroy", targets: ["2D"] });
    expect(p.players[1].alive).toBe(false);
  });

  it("CP-A31: Purifier discards the hand, draws that many, then may shuffle (app: must, once per turn)", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H", "3H"], abilities: ["purifier"] }],
      deck: ["AD", "5D", "6D", "7D"],
    });
    act(s, { type: "ability", ability: "purifier" });
    expect(hand(s, 0)).toEqual(["5D", "6D", "7D"]);
    act(s, { type: "abilityChoice", accept: true });
    expect(s.discard.length).toBe(0);
    expect(hasLegal(s, { type: "ability", ability: "purifier" })).toBe(true);
    const app = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["2H"], abilities: ["purifier"] }],
        deck: ["AD", "5D", "6D"],
      },
      { abilityText: "app" },
    );
    act(app, { type: "ability", ability: "purifier" });
    expect(app.pending).toBeNull();
    expect(app.discard.length).toBe(0);
    expectRefused(app, { type: "ability", ability: "purifier" }, "ABILITY_LIMIT");
  });

  it("CP-A37/CP-42: Seller gains ⌊Σ ÷ 2⌋ points and draws ⌊n ÷ 2⌋, Point Phase only (app: once per turn)", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["9H", "4D", "5C"], abilities: ["seller"] }],
      deck: ["AD", "2H"],
    });
    act(s, { type: "ability", ability: "seller", cards: ["4D", "9H"] });
    expect(s.points).toBe(12 + 6);
    expect(hand(s, 0)).toEqual(["5C", "AD", "2H"]);
    act(s, { type: "play", card: "5C" });
    expectRefused(s, { type: "ability", ability: "seller", cards: ["AD"] }, "ABILITY_WRONG_PHASE");
  });

  it("CP-A38: after Sorcerer, every later attack this turn uses only that Spade", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["5S", "3S"], abilities: ["sorcerer"] }, { hearts: ["9H", "AH"] }],
      deck: ["AD"],
    });
    act(s, { type: "ability", ability: "sorcerer", card: "5S" });
    const attacks = legal(s).filter((a) => a.type === "attack");
    expect(attacks).toEqual([{ type: "attack", defender: 1, mode: "normal", spades: ["5S"] }]);
    expectRefused(s, { type: "attack", defender: 1, mode: "normal", spades: ["3S"] }, "BAD_SPADES");
  });

  it("CP-A41/CP-112e: Trade Master discards 1, draws 2, then discards 1 (app: not with a full hand)", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["2H"], abilities: ["tradeMaster"] }],
      deck: ["AD", "5D", "6D"],
    });
    act(s, { type: "ability", ability: "tradeMaster", card: "2H" });
    expect(hand(s, 0)).toEqual(["AD", "5D", "6D"]);
    act(s, { type: "abilityChoice", card: "AD" });
    expect(hand(s, 0)).toEqual(["5D", "6D"]);
    const full = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["AH", "2H", "3H", "4H", "5H", "6H", "7H"], abilities: ["tradeMaster"] }],
        deck: ["AD"],
      },
      { abilityText: "app" },
    );
    expectRefused(full, { type: "ability", ability: "tradeMaster", card: "AH" }, "HAND_FULL");
  });

  it("CP-A44: Wisdom looks at the top 3 and puts them back in any order; the holder remembers them", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ abilities: ["wisdom"] }, {}],
      deck: ["AD", "2H", "3H", "4H"],
    });
    act(s, { type: "ability", ability: "wisdom" });
    expect(game.view(s, 0).seats[0].knownTop).toEqual(["2H", "3H", "4H"]);
    expect(legal(s).length).toBe(6);
    act(s, { type: "abilityChoice", cards: ["4H", "2H", "3H"] });
    expect(game.view(s, 0).seats[0].knownTop).toEqual(["4H", "2H", "3H"]);
    act(s, { type: "endTurn" });
    expect(hand(s, 1)).toEqual(["4H"]);
  });

  it("CP-83: an open sub-choice admits only its own answers; other actions are refused unchanged", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["9H"], abilities: ["manipulator"] }],
      deck: ["AD"],
    });
    act(s, { type: "ability", ability: "manipulator" });
    expectRefused(s, { type: "endTurn" }, "CHOICE_PENDING");
    expectRefused(s, { type: "abilityChoice", card: "5S" }, "NOT_IN_HAND");
    expectRefused(s, { type: "ability", ability: "warrior" }, "CHOICE_PENDING");
  });

  it("CP-83/CP-05: unknown, unheld and passive abilities are refused with clear codes", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ abilities: ["warrior"] }], deck: ["AD"] });
    expectRefused(s, { type: "ability", ability: "doublePlayer" }, "UNKNOWN_ABILITY");
    expectRefused(s, { type: "ability", ability: "hopeful" }, "ABILITY_NOT_HELD");
    expectRefused(s, { type: "ability", ability: "warrior" }, "ABILITY_PASSIVE");
    expectRefused(s, { type: "ability", ability: 7 }, "BAD_ACTION");
    expectRefused(s, { type: "abilityChoice" }, "NO_CHOICE_PENDING");
  });

  it("CP-42: abilities that pay points are not offered in the Club Phase", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["5C"], abilities: ["hopeful", "pacifist"] }],
      deck: ["AD", "2S", "3S"],
    });
    expect(abilityActions(s, "hopeful").length).toBe(1);
    act(s, { type: "play", card: "5C" });
    expect(abilityActions(s, "hopeful").length).toBe(0);
    expectRefused(s, { type: "ability", ability: "hopeful" }, "ABILITY_WRONG_PHASE");
  });
});

describe("special abilities: attack cards (CP-51)", () => {
  it("CP-A18/CP-51: Innovator Diamonds are attack cards worth ⌊Σ ÷ 2⌋ and are discarded like Spades", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["3S"], diamonds: ["5D", "4D"], abilities: ["innovator"] }, { hearts: ["7H"] }],
      deck: ["AD"],
    });
    expect(hasLegal(s, { type: "attack", defender: 1, mode: "normal", spades: ["3S", "5D", "4D"] })).toBe(
      true,
    );
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["3S", "5D", "4D"] });
    expect(s.pending).toMatchObject({ power: 3 + 4 });
    act(s, { type: "destroy", targets: ["7H"] });
    expect(row(s, 0, 1)).toEqual([]);
    expect(row(s, 0, 2)).toEqual([]);
    expect(s.players[1].alive).toBe(false);
    const plain = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["3S"], diamonds: ["5D"] }, { hearts: ["7H"] }],
      deck: ["AD"],
    });
    expectRefused(plain, { type: "attack", defender: 1, mode: "normal", spades: ["3S", "5D"] }, "BAD_SPADES");
  });
});

describe("special abilities: Recycler (CP-A32)", () => {
  it("CP-A32: Recycler discards before the Club's draws; the allowance takes one pile card, never that Club", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["6C", "2S"], abilities: ["recycler"] }],
      deck: ["AD", "3D"],
      discard: ["5H", "4D"],
    });
    act(s, { type: "ability", ability: "recycler", card: "6C", cards: ["2S"] });
    expect(s.phase).toBe("club");
    expect(s.allowance).toBe(6);
    expect(game.view(s, null).discard.slice(0, 2)).toEqual(["6C", "2S"]);
    const pile = legal(s).filter((a) => a.type === "play" && a.from === "pile");
    expect(pile.map((a) => (a.type === "play" ? a.card : ""))).toEqual(
      ["2S", "5H", "4D"].filter((c) => c !== "2S"),
    );
    expect(hasLegal(s, { type: "play", card: "6C", from: "pile" })).toBe(false);
    expectRefused(s, { type: "play", card: "6C", from: "pile" }, "NOT_IN_HAND");
    act(s, { type: "play", card: "5H", from: "pile" });
    expect(row(s, 0, 0)).toEqual(["5H"]);
    expect(legal(s).some((a) => a.type === "play" && a.from === "pile")).toBe(false);
  });
  it("CP-A32/§9: with another copy of its Club above it on the pile (two packs), the allowance still skips only the Recycler's Club, in every determinized world too", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["6C", "3H", "6C", "2S"], abilities: ["recycler"] }],
        deck: ["AD", "3D", "9D"],
        discard: ["5H", "4D"],
      },
      {},
      5,
    );
    act(s, { type: "ability", ability: "recycler", card: "6C", cards: ["2S"] });
    act(s, { type: "trade", cards: ["6C", "3H"] });
    const pile = game.view(s, 0).discard;
    expect(pile.filter((c) => c === "6C")).toHaveLength(2);
    expect(pile.indexOf("6C")).toBeLessThan(pile.lastIndexOf("6C"));
    const known = JSON.stringify(legal(s));
    expect(hasLegal(s, { type: "play", card: "6C", from: "pile" })).toBe(true);
    for (let i = 0; i < 10; i++) {
      const world = game.determinize(game.view(s, 0), 0, new Rng(`recycler/${i}`));
      expect(JSON.stringify(legal(world))).toBe(known);
    }
  });
});

describe("special abilities: what determinize keeps (§9 sampling)", () => {
  it("§9/CP-A25: determinize keeps the Manipulator card on top of the deck for its owner", () => {
    const s = position({
      round: 2,
      firstPlayer: 0,
      seats: [{ hand: ["9H"], abilities: ["manipulator"] }, {}],
      deck: ["AD"],
    });
    act(s, { type: "ability", ability: "manipulator" });
    act(s, { type: "abilityChoice", card: "9H" });
    for (let i = 0; i < 10; i++) {
      const d = game.determinize(game.view(s, 0), 0, new Rng(`m${i}`));
      expect(d.deck[d.deck.length - 1] & 63).toBe(s.deck[s.deck.length - 1] & 63);
    }
  });

  it("§9/CP-A14: in any seat's determinized world Hopeful's shown Heart is in its owner's hand, and accepting it plays it (two packs)", () => {
    const s = position(
      { round: 2, firstPlayer: 0, seats: [{ hand: ["6H"], abilities: ["hopeful"] }], deck: ["AD", "6H"] },
      {},
      5,
    );
    act(s, { type: "ability", ability: "hopeful" });
    expect(hand(s, 0).filter((c) => c === "6H")).toHaveLength(2);
    expect(legal(s)[0]).toEqual({ type: "abilityChoice", accept: true });
    for (let i = 0; i < 20; i++) {
      for (let seat = 0; seat < 5; seat++) {
        const world = game.determinize(game.view(s, seat), seat, new Rng(`hopeful/${seat}/${i}`));
        expect(hand(world, 0)).toContain("6H");
      }
      const world = game.determinize(game.view(s, 0), 0, new Rng(`hopeful/${i}`));
      act(world, { type: "abilityChoice", accept: true });
      expect(row(world, 0, 0)).toEqual(["6H"]);
    }
  });

  it("§9/CP-A08: in the target's determinized world Fisher's revealed card stays in the owner's hand until the target gives", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["5H"], abilities: ["fisher"] }, { hand: ["5D", "2S"] }],
        deck: ["AD"],
      },
      {},
      5,
    );
    act(s, { type: "ability", ability: "fisher", card: "5H", target: 1 });
    for (let i = 0; i < 20; i++) {
      const world = game.determinize(game.view(s, 1), 1, new Rng(`fisher/${i}`));
      expect(hand(world, 0)).toContain("5H");
      act(world, { type: "abilityChoice", card: "5D" }, 1);
      act(world, { type: "play", card: "5H" });
      act(world, { type: "play", card: "5D" });
      expect(world.points).toBe(8);
    }
  });

  it("§9/CP-A23/CP-A08: determinize honours public Limiter and Fisher misses until that player gains a card", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["5S"], abilities: ["limiter", "fisher"] }, { hand: ["2S", "3S", "4D"] }],
        deck: ["AD"],
      },
      { specialAbilities: 0 },
    );
    act(s, { type: "ability", ability: "limiter", target: 1, suit: "H" });
    act(s, { type: "ability", ability: "fisher", card: "5S", target: 1 });
    const view = game.view(s, 0);
    expect(view.seats[1].voidSuits).toBe(1 << 1);
    expect(view.seats[1].voidValues).toBe(1 << 5);
    for (let i = 0; i < 20; i++) {
      const d = game.determinize(view, 0, new Rng(`v${i}`));
      for (const c of d.players[1].hand) {
        expect(formatCard(c).endsWith("H")).toBe(false);
        expect(c & 15).not.toBe(5);
      }
    }
    act(s, { type: "endTurn" });
    expect(game.view(s, 0).seats[1].voidSuits).toBe(0); // seat 1 drew a card
  });
});

describe("special abilities: the Stack (CP-112b)", () => {
  it("CP-112b/CP-A17: a card played by an ability may take eligible Stack cards; other abilities refuse attach", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["6D"], stack: ["2C", "3C"], abilities: ["indebted", "pacifist"] }],
        deck: ["AS"],
      },
      { stack: true },
    );
    expect(hasLegal(s, { type: "ability", ability: "indebted", card: "6D", attach: 2 })).toBe(true);
    expectRefused(s, { type: "ability", ability: "indebted", card: "6D", attach: 3 }, "BAD_ATTACH");
    expectRefused(s, { type: "ability", ability: "pacifist", card: "AS", attach: 1 }, "BAD_ABILITY_ARGS");
    act(s, { type: "ability", ability: "indebted", card: "6D", attach: 2 });
    expect(s.players[0].attach[1][0].length).toBe(2);
    expect(s.players[0].stack.length).toBe(0);
  });
});

describe("special abilities: app texts (CP-A50)", () => {
  it("CP-A50/CP-A37: app Seller is once per turn", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ hand: ["9H", "4D", "2S"], abilities: ["seller"] }],
        deck: ["AD"],
      },
      { abilityText: "app" },
    );
    act(s, { type: "ability", ability: "seller", cards: ["4D"] });
    expect(s.points).toBe(14);
    expect(legal(s).some((a) => a.type === "ability")).toBe(false);
    expectRefused(s, { type: "ability", ability: "seller", cards: ["9H"] }, "ABILITY_LIMIT");
  });
});

describe("special abilities: normal bot (§9)", () => {
  it("§9/CP-A18: the normal bot counts Innovator Diamonds when it looks for a kill", () => {
    const s = position({
      round: 4,
      firstPlayer: 0,
      seats: [{ spades: ["3S"], diamonds: ["5D", "4D"], abilities: ["innovator"] }, { hearts: ["7H"] }],
      deck: ["AC"],
    });
    const bot = game.bots.normal?.();
    for (let step = 0; step < 30 && s.phase !== "over" && s.turnSeat === 0; step++) {
      const seat = game.activeSeats(s)[0];
      const choice = bot?.choose({
        view: game.view(s, seat),
        seat,
        legal: legal(s, seat),
        rng: new Rng(`b${step}`),
      });
      act(s, choice as Parameters<typeof act>[1], seat);
    }
    expect(s.players[1].alive).toBe(false);
  });
});

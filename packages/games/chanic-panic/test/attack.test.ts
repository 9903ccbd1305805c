import { describe, expect, it } from "vitest";
import type { ChanicState } from "../src/index.js";
import {
  act,
  attackActions,
  destroyTargets,
  expectRefused,
  game,
  hasLegal,
  position,
  row,
} from "./helpers.js";

type Seat = { hand?: string[]; hearts?: string[]; diamonds?: string[]; spades?: string[] };
function duel(attacker: Seat, defender: Seat, round = 4, extra: Record<string, unknown> = {}): ChanicState {
  return position({ round, firstPlayer: 0, seats: [attacker, defender], deck: ["AC"] }, extra);
}
const sortSets = (sets: string[][]) => sets.map((s) => s.slice().sort().join(" ")).sort();

describe("attacks", () => {
  it("CP-50: attacks start in round 3 and are never required", () => {
    const early = duel({ spades: ["9S"] }, { hearts: ["2H"] }, 2);
    expect(attackActions(early)).toEqual([]);
    expectRefused(early, { type: "attack", defender: 1, mode: "normal", spades: ["9S"] }, "ATTACK_TOO_EARLY");
    const ok = duel({ spades: ["9S"] }, { hearts: ["2H"] }, 3);
    expect(attackActions(ok).length).toBe(1);
    expect(hasLegal(ok, { type: "endTurn" })).toBe(true);
  });

  it("CP-53: 6♠ cannot beat 7♦, and 3♠+2♠ cannot beat 6♦; 6♠+5♠ beats 7♦+2♦", () => {
    const a = duel({ spades: ["6S"] }, { diamonds: ["7D"], hearts: ["5H"] });
    expect(attackActions(a).filter((x) => x.type === "attack" && x.mode === "normal")).toEqual([]);
    expectRefused(a, { type: "attack", defender: 1, mode: "normal", spades: ["6S"] }, "NO_TARGET");
    const b = duel({ spades: ["3S", "2S"] }, { diamonds: ["6D"], hearts: ["5H"] });
    expect(attackActions(b).filter((x) => x.type === "attack" && x.mode === "normal")).toEqual([]);
    const c = duel({ spades: ["6S", "5S"] }, { diamonds: ["7D", "2D"], hearts: ["9H"] });
    act(c, { type: "attack", defender: 1, mode: "normal", spades: ["6S", "5S"] });
    expect(sortSets(destroyTargets(c))).toContain("2D 7D");
    act(c, { type: "destroy", targets: ["7D", "2D"] });
    expect(row(c, 1, 1)).toEqual([]);
    expect(row(c, 0, 2)).toEqual([]);
  });

  it("CP-53: power is pooled: 7♠ vs 4♦ + 2♦ + A♦ reads 7 ≥ 4 + 2 + 1", () => {
    const s = duel({ spades: ["7S"] }, { diamonds: ["4D", "2D", "AD"], hearts: ["9H"] });
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["7S"] });
    expect(sortSets(destroyTargets(s))).toContain("2D 4D AD");
  });

  it("CP-51: against ♦8 7 2 and ♥4 6, a bypass with 7♠+6♠ (P=6) takes the 6♥ and with 8♠ takes the 4♥", () => {
    const s = duel({ spades: ["7S", "6S", "8S"] }, { diamonds: ["8D", "7D", "2D"], hearts: ["4H", "6H"] });
    act(s, { type: "attack", defender: 1, mode: "bypass", spades: ["7S", "6S"] });
    expect(game.view(s, 0).pending).toMatchObject({ kind: "attack", power: 6, mode: "bypass" });
    expect(sortSets(destroyTargets(s))).toEqual(["4H", "6H"]);
    act(s, { type: "destroy", targets: ["6H"] });
    expect(row(s, 1, 0)).toEqual(["4H"]);
    const t = duel({ spades: ["8S"] }, { diamonds: ["8D", "7D", "2D"], hearts: ["4H", "6H"] });
    act(t, { type: "attack", defender: 1, mode: "bypass", spades: ["8S"] });
    expect(sortSets(destroyTargets(t))).toEqual(["4H"]);
  });

  it("CP-51: a bypass with 7♠ alone has P = 3", () => {
    const s = duel({ spades: ["7S"] }, { diamonds: ["8D"], hearts: ["3H", "4H"] });
    act(s, { type: "attack", defender: 1, mode: "bypass", spades: ["7S"] });
    expect(s.pending).toMatchObject({ power: 3, powerExact: 3.5 });
    expect(sortSets(destroyTargets(s))).toEqual(["3H"]);
  });

  it("CP-53: with 10 power against ♦4+3 and ♥3+5: 4♦, 3♦ and 3♥ is legal; 3♥ alone is not", () => {
    const s = duel({ spades: ["10S"] }, { diamonds: ["4D", "3D"], hearts: ["3H", "5H"] });
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["10S"] });
    const sets = sortSets(destroyTargets(s));
    expect(sets).toContain("3D 3H 4D");
    expect(sets).not.toContain("3H");
    expectRefused(s, { type: "destroy", targets: ["3H"] }, "BAD_TARGETS");
    expectRefused(s, { type: "endTurn" }, "ATTACK_PENDING");
    act(s, { type: "destroy", targets: ["3H", "4D", "3D"] });
    expect(row(s, 1, 0)).toEqual(["5H"]);
  });

  it("CP-53: no bypass against 0 Diamonds or in round 3", () => {
    const none = duel({ spades: ["9S"] }, { hearts: ["4H"] });
    expectRefused(none, { type: "attack", defender: 1, mode: "bypass", spades: ["9S"] }, "BYPASS_NO_DIAMOND");
    const r3 = duel({ spades: ["9S"] }, { diamonds: ["AD"], hearts: ["4H"] }, 3);
    expectRefused(r3, { type: "attack", defender: 1, mode: "bypass", spades: ["9S"] }, "BYPASS_TOO_EARLY");
    expect(attackActions(r3).every((a) => a.type === "attack" && a.mode === "normal")).toBe(true);
  });

  it("CP-54: all Spades used are discarded even when P > D; Diamonds then Hearts in board order", () => {
    const s = duel({ spades: ["9S", "8S"] }, { diamonds: ["2D", "AD"], hearts: ["AH", "4H"] });
    const pile = s.discard.length;
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["9S", "8S"] });
    act(s, { type: "destroy", targets: ["AH", "2D", "AD"] });
    expect(game.view(s, null).discard.slice(0, 5).reverse()).toEqual(["9S", "8S", "2D", "AD", "AH"]);
    expect(s.discard.length).toBe(pile + 5);
    expect(s.players[1].attackedBy).toEqual([0]);
  });

  it("CP-52: teammates are never defenders; the defender must be a living opponent", () => {
    const s = position(
      {
        round: 4,
        firstPlayer: 0,
        seats: [{ spades: ["9S"] }, { hearts: ["2H"] }, { hearts: ["3H"] }, { hearts: ["4H"] }],
      },
      { teams: 2 },
      4,
    );
    expect(attackActions(s).map((a) => (a.type === "attack" ? a.defender : -1))).toEqual([1, 3]);
    expectRefused(s, { type: "attack", defender: 2, mode: "normal", spades: ["9S"] }, "BAD_DEFENDER");
    expectRefused(s, { type: "attack", defender: 0, mode: "normal", spades: ["9S"] }, "BAD_DEFENDER");
  });

  it("CP-52: a third distinct attacker is refused, but an earlier attacker may attack again", () => {
    const s = position(
      {
        round: 4,
        firstPlayer: 0,
        turn: 2,
        seats: [{}, {}, { spades: ["9S", "AS"] }, { hearts: ["9H", "8H", "7H"] }],
      },
      {},
      4,
    );
    s.players[3].attackedBy = [0, 1]; // as a deal could say: { attackedBy: [0, 1] }
    expect(attackActions(s).some((a) => a.type === "attack" && a.defender === 3)).toBe(false);
    expectRefused(s, { type: "attack", defender: 3, mode: "normal", spades: ["9S"] }, "ATTACKER_LIMIT");
    s.players[3].attackedBy = [0, 2];
    expect(hasLegal(s, { type: "attack", defender: 3, mode: "normal", spades: ["9S"] })).toBe(true);
    act(s, { type: "attack", defender: 3, mode: "normal", spades: ["9S"] });
    expect(s.pending).toMatchObject({ defender: 3, power: 9 });
  });

  it("CP-52: the attacked-by set clears at the defender's turn start; an eliminated attacker frees its slot", () => {
    const s = position(
      { round: 4, firstPlayer: 0, seats: [{ hearts: ["AH"] }, { spades: ["9S"] }, {}] },
      {},
      3,
    );
    s.players[2].attackedBy = [0, 1];
    s.turnSeat = 1;
    act(s, { type: "attack", defender: 0, mode: "normal", spades: ["9S"] }, 1);
    act(s, { type: "destroy", targets: ["AH"] }, 1);
    expect(s.players[0].alive).toBe(false);
    expect(s.players[2].attackedBy).toEqual([1]);
    act(s, { type: "endTurn" }, 1);
    expect(s.turnSeat).toBe(2);
    expect(s.players[2].attackedBy).toEqual([]);
  });
});

describe("elimination and winning", () => {
  it("CP-60a: destroying the last Heart eliminates; CP-62: the game ends mid-turn", () => {
    const s = duel({ spades: ["9S", "8S"], hand: ["5H"] }, { hearts: ["4H"], hand: ["2D", "3D"] });
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["9S"] });
    act(s, { type: "destroy", targets: ["4H"] });
    expect(s.players[1].alive).toBe(false);
    const outcome = game.outcome(s);
    expect(outcome).toMatchObject({ places: [1, 2], endedByCap: false });
    expect(game.legalActions(s, 0)).toEqual([]);
    expectRefused(s, { type: "endTurn" }, "GAME_OVER");
  });

  it("CP-60b: a defender with no Hearts and no Diamonds is eliminated by any normal attack with P ≥ 1", () => {
    const s = duel({ spades: ["AS"] }, {});
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["AS"] });
    expect(destroyTargets(s)).toEqual([[]]);
    act(s, { type: "destroy", targets: [] });
    expect(s.players[1].alive).toBe(false);
  });

  it("CP-60b: a heartless defender with ♦5+2 survives P = 7 and is eliminated by P = 8", () => {
    const a = duel({ spades: ["7S"] }, { diamonds: ["5D", "2D"] });
    act(a, { type: "attack", defender: 1, mode: "normal", spades: ["7S"] });
    act(a, { type: "destroy", targets: ["5D", "2D"] });
    expect(a.players[1].alive).toBe(true);
    const b = duel({ spades: ["8S"] }, { diamonds: ["5D", "2D"] });
    act(b, { type: "attack", defender: 1, mode: "normal", spades: ["8S"] });
    act(b, { type: "destroy", targets: ["5D", "2D"] });
    expect(b.players[1].alive).toBe(false);
  });

  it("CP-60b: a heartless defender survives an attack that leaves a Diamond; a bypass with P > 0 eliminates", () => {
    const a = duel({ spades: ["9S"] }, { diamonds: ["5D", "6D"] });
    act(a, { type: "attack", defender: 1, mode: "normal", spades: ["9S"] });
    act(a, { type: "destroy", targets: ["6D"] });
    expect(a.players[1].alive).toBe(true);
    const b = duel({ spades: ["2S"] }, { diamonds: ["9D"] });
    act(b, { type: "attack", defender: 1, mode: "bypass", spades: ["2S"] });
    act(b, { type: "destroy", targets: [] });
    expect(b.players[1].alive).toBe(false);
  });

  it("CP-61: an eliminated player's hand, board (with attachments) then Stack go to the pile", () => {
    const s = position(
      {
        round: 4,
        firstPlayer: 0,
        seats: [{ spades: ["9S"] }, { hearts: ["4H"], diamonds: [], hand: ["2C", "3D"], stack: ["7C"] }],
        deck: ["AC"],
      },
      { stack: true },
    );
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["9S"] });
    act(s, { type: "destroy", targets: ["4H"] });
    expect(game.view(s, null).discard.slice(0, 5).reverse()).toEqual(["9S", "4H", "2C", "3D", "7C"]);
  });

  it("CP-20: the round counter stays correct after the first player is eliminated", () => {
    const s = position(
      { round: 4, firstPlayer: 0, turn: 2, seats: [{ hearts: ["AH"] }, {}, { spades: ["9S"] }] },
      {},
      3,
    );
    act(s, { type: "attack", defender: 0, mode: "normal", spades: ["9S"] });
    act(s, { type: "destroy", targets: ["AH"] });
    act(s, { type: "endTurn" });
    expect(s.turnSeat).toBe(1);
    expect(s.round).toBe(5);
    act(s, { type: "endTurn" });
    expect(s.turnSeat).toBe(2);
    expect(s.round).toBe(5);
    act(s, { type: "endTurn" });
    expect(s.round).toBe(6);
  });

  it("CP-62/§7: teams win together (eliminated members included); places rank by elimination", () => {
    const s = position(
      {
        round: 4,
        firstPlayer: 0,
        seats: [{ spades: ["9S", "8S"] }, { hearts: ["AH"] }, {}, { hearts: ["2H"] }],
      },
      { teams: 2 },
      4,
    );
    s.players[2].alive = false;
    s.eliminated.push(2);
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["9S"] });
    act(s, { type: "destroy", targets: ["AH"] });
    expect(game.outcome(s)).toBeNull();
    act(s, { type: "attack", defender: 3, mode: "normal", spades: ["8S"] });
    act(s, { type: "destroy", targets: ["2H"] });
    expect(game.outcome(s)).toMatchObject({
      places: [1, 3, 1, 3],
      teams: [
        [0, 2],
        [1, 3],
      ],
    });
  });

  it("§7: free-for-all places: winner first, then reverse order of elimination", () => {
    const s = position(
      { round: 4, firstPlayer: 0, seats: [{ spades: ["9S", "8S"] }, { hearts: ["AH"] }, { hearts: ["2H"] }] },
      {},
      3,
    );
    act(s, { type: "attack", defender: 2, mode: "normal", spades: ["9S"] });
    act(s, { type: "destroy", targets: ["2H"] });
    act(s, { type: "attack", defender: 1, mode: "normal", spades: ["8S"] });
    act(s, { type: "destroy", targets: ["AH"] });
    expect(game.outcome(s)?.places).toEqual([1, 2, 3]);
  });
});

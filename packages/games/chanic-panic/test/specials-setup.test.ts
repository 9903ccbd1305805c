import { resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { act, expectRefused, fresh, game, legal, position } from "./helpers.js";

describe("special abilities: distribution (CP-05) and options (CP-A50)", () => {
  it("CP-05: draft deals k+1 each; every seat chooses secretly and at once (activeSeats = all still choosing)", () => {
    const s = fresh(3, "standard", {}, "draft-1");
    expect(s.phase).toBe("draft");
    expect(game.activeSeats(s)).toEqual([0, 1, 2]);
    expect(s.players.every((p) => p.offer.length === 3 && p.abilities.length === 0)).toBe(true);
    const v = game.view(s, 0);
    expect(v.seats[0].offer).toEqual(s.players[0].offer);
    expect(v.seats[1].offer).toBeNull();
    expect(v.seats[1].offerCount).toBe(3);
    expect(legal(s, 1).length).toBe(3);
    const keep = s.players[1].offer.slice(0, 2);
    act(s, { type: "draftKeep", abilities: keep }, 1);
    expect(game.activeSeats(s)).toEqual([0, 2]);
    expect(game.view(s, 0).seats[1].abilities).toEqual([]); // secret until everyone has chosen
    expectRefused(s, { type: "draftKeep", abilities: keep }, "NOT_YOUR_TURN", 1);
    expectRefused(s, { type: "draftKeep", abilities: [s.players[0].offer[0]] }, "BAD_DRAFT", 0);
    expectRefused(s, { type: "endTurn" }, "DRAFTING", 0);
    act(s, { type: "draftKeep", abilities: s.players[0].offer.slice(1) }, 0);
    act(s, { type: "draftKeep", abilities: s.players[2].offer.slice(0, 2) }, 2);
    expect(s.phase).toBe("point");
    expect(game.view(s, 0).seats[1].abilities).toEqual(keep);
    const all = s.players.flatMap((p) => p.abilities);
    expect(new Set(all).size).toBe(6);
  });

  it("CP-05: random deal gives k each, unique in the game; a short pool makes the draft deal k", () => {
    const s = fresh(4, "basic", { specialAbilities: 3, abilityDeal: "random" });
    expect(s.phase).not.toBe("draft");
    const all = s.players.flatMap((p) => p.abilities);
    expect(all.length).toBe(12);
    expect(new Set(all).size).toBe(12);
    const short = fresh(10, "basic", { specialAbilities: 3, abilityDeal: "draft", abilityText: "app" });
    expect(short.phase).not.toBe("draft");
    expect(short.players.every((p) => p.abilities.length === 3)).toBe(true);
  });

  it("CP-05: Bargainer is never dealt with Trader off; Club Member only under app texts", () => {
    for (let i = 0; i < 20; i++) {
      const s = fresh(10, "basic", { specialAbilities: 3, abilityDeal: "random", trader: false }, `t${i}`);
      expect(s.players.flatMap((p) => p.abilities)).not.toContain("bargainer");
      expect(s.players.flatMap((p) => p.abilities)).not.toContain("clubMember");
    }
  });

  it("CP-05/custom deal: options.deal gives abilities to seats; unknown or duplicated abilities are BAD_DEAL", () => {
    const s = position(
      {
        round: 2,
        firstPlayer: 0,
        seats: [{ abilities: ["warrior", "wealth"] }, { abilities: ["toughness"] }],
      },
      {},
      2,
      "standard",
    );
    expect(s.phase).toBe("point");
    expect(s.players[0].abilities).toEqual(["warrior", "wealth"]);
    expect(s.points).toBe(15);
    expect(() => position({ seats: [{ abilities: ["doublePlayer"] }] })).toThrow(
      /"doublePlayer" is not an ability id/,
    );
    expect(() => position({ seats: [{ abilities: ["warrior"] }, { abilities: ["warrior"] }] })).toThrow(
      /unique/,
    );
  });

  it("CP-A51: the placeholder names do not exist", () => {
    const s = position({ round: 2, firstPlayer: 0, seats: [{ abilities: ["warrior"] }] });
    for (const name of [
      "doublePlayer",
      "eccentric",
      "fairTrade",
      "lifeFeeder",
      "loophole",
      "scavenger",
      "seizure",
    ])
      expectRefused(s, { type: "ability", ability: name }, "UNKNOWN_ABILITY");
  });

  it("§6: the standard and referenceFull presets deal 2 specials each", () => {
    const std = resolveOptions(game, { players: 2, preset: "standard" });
    expect(std).toMatchObject({ specialAbilities: 2, abilityDeal: "draft" });
    const full = resolveOptions(game, { players: 2, preset: "referenceFull" });
    expect(full).toMatchObject({ specialAbilities: 2, panic: true, presence: true, stack: true });
  });
});

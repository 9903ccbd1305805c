// §6 options and presets, SH-3 players and packs, validation of custom mixes.

import { resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { shithead } from "./helpers.js";

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return `${(e as { code: string }).code}: ${(e as Error).message}`;
  }
  return "ok";
}

describe("presets and options", () => {
  it("§6: presets SH, CT, CTS, CTSR, CTG, CTR (experimental), CTR&B (concept) are frozen option sets", () => {
    expect(shithead.presets.map((p) => p.id)).toEqual(["SH", "CT", "CTS", "CTSR", "CTG", "CTR", "CTR&B"]);
    expect(shithead.presets.find((p) => p.id === "CTR")?.status).toBe("experimental");
    expect(shithead.presets.find((p) => p.id === "CTR&B")?.status).toBe("concept");
    for (const p of shithead.presets) expect(Object.isFrozen(p.options)).toBe(true);
    const ctg = resolveOptions(shithead, { players: 3, preset: "CTG" });
    expect(ctg).toMatchObject({
      twoMode: "next",
      sixFace: true,
      jackPower: true,
      tenOnEight: false,
      tenLeader: "next",
      x4Clear: false,
      jokerPickup: true,
      counterJoker: true,
      cancelCards: "spades",
      linkLimit: "two",
      wildAces: "spades",
      gambits: true,
      aceSwitch: true,
      bottomAccess: "stack",
      bottomLayout: "ct4x4",
      handMin: 5,
      handMax: 10,
      freebie: "perArrival",
    });
  });

  it("SH-3: player counts and packs follow the table for presets", () => {
    const cards = (preset: string, players: number) =>
      Object.values(
        shithead.cardCensus(shithead.setup(resolveOptions(shithead, { players, preset }), "x")),
      ).reduce((a, b) => a + b, 0);
    expect(cards("SH", 5)).toBe(52);
    expect(cards("SH", 6)).toBe(104);
    expect(cards("CT", 3)).toBe(52);
    expect(cards("CT", 4)).toBe(104);
    expect(cards("CTS", 3)).toBe(53);
    expect(cards("CTG", 4)).toBe(106);
    expect(cards("CTR", 6)).toBe(53);
    expect(cards("CTR&B", 4)).toBe(54);
    expect(code(() => resolveOptions(shithead, { players: 7, preset: "CTR" }))).toMatch(/^BAD_OPTION/);
    expect(code(() => resolveOptions(shithead, { players: 5, preset: "CTR&B" }))).toMatch(/^BAD_OPTION/);
    expect(
      code(() => resolveOptions(shithead, { players: 4, preset: "CT", options: { packs: "1" } })),
    ).toMatch(/^BAD_OPTION.*stock cards/);
  });

  it("SH-3: custom mixes take 1 pack if the deal leaves 6 stock cards, else 2; jokers iff jokerPickup", () => {
    const o = resolveOptions(shithead, { players: 5, preset: "SH", options: { chaosDeal: true } });
    expect(o.preset).toBe("custom");
    const s = shithead.setup(o, "x");
    expect(Object.values(shithead.cardCensus(s)).reduce((a, b) => a + b, 0)).toBe(104);
    const j = resolveOptions(shithead, { players: 2, preset: "SH", options: { jokerPickup: true } });
    expect(shithead.cardCensus(shithead.setup(j, "x")).JK).toBe(1);
  });

  it("§6: an inconsistent mix is refused with BAD_OPTION naming the conflicting options", () => {
    expect(
      code(() => resolveOptions(shithead, { players: 2, preset: "SH", options: { cancelCards: "spades" } })),
    ).toMatch(/^BAD_OPTION.*cancelCards.*tenLeader/);
    expect(
      code(() => resolveOptions(shithead, { players: 2, preset: "CT", options: { counterJoker: true } })),
    ).toMatch(/^BAD_OPTION.*counterJoker.*jokerPickup or gambits/);
    expect(
      code(() => resolveOptions(shithead, { players: 2, preset: "CTR", options: { freebie: "perArrival" } })),
    ).toMatch(/^BAD_OPTION.*bottomLayout none.*freebie/);
    expect(
      code(() => resolveOptions(shithead, { players: 2, preset: "CT", options: { endAt: "firstOut" } })),
    ).toMatch(/^BAD_OPTION.*firstOut.*bottomLayout/);
    expect(
      code(() => resolveOptions(shithead, { players: 2, preset: "CT", options: { handMax: 4 } })),
    ).toMatch(/^BAD_OPTION.*handMax/);
    expect(
      code(() => resolveOptions(shithead, { players: 2, preset: "SH", options: { twoMode: "both" } })),
    ).toMatch(/^BAD_OPTION.*twoMode/);
  });

  it("§6: the optional rules may be added to any preset, which is then custom", () => {
    for (const extra of [
      { threeReverse: "perCard" },
      { evenOdd: "all" },
      { tossFives: true },
      { aceSpadesCompletesX4: true },
    ]) {
      const o = resolveOptions(shithead, { players: 3, preset: "CTG", options: extra });
      expect(o.preset).toBe("custom");
    }
  });

  it("SH-4: chaosDeal removes 4 cards unseen", () => {
    const o = resolveOptions(shithead, { players: 2, preset: "CT", options: { chaosDeal: true } });
    const s = shithead.setup(o, "x");
    expect(shithead.view(s, 0).removed).toBe(4);
    expect(JSON.stringify(shithead.view(s, 0))).not.toContain(s.ids[s.removed[0]]);
  });

  it("SH-4: deal layouts: SH 3 face-down + 6 to hand; CT 8 face-down + 5; R&B 6 + 5; CTR 5 to hand", () => {
    const deal = (preset: string) => {
      const s = shithead.setup(resolveOptions(shithead, { players: 2, preset }), "x");
      return [s.hands[1].length, s.bottom[1].filter((c) => c >= 0).length];
    };
    expect(deal("SH")).toEqual([6, 3]);
    expect(deal("CT")[1]).toBe(8);
    expect(deal("CTR&B")[1]).toBe(6);
    expect(deal("CTR")[1]).toBe(0);
  });
});

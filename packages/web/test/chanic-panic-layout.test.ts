// Chanic Panic's web table in words: every legal move of real games gets a button label and is
// offered when its cards are picked; the pending states read as banners; the rules page names
// every ability a game deals.

import { readFileSync } from "node:fs";
import { chanicPanic } from "@houserules/chanic-panic";
import { Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import {
  abilityName,
  abilityText,
  abilityTexts,
  actionCards,
  faceOfCode,
  type LabelContext,
  moveLabel,
  movesFor,
  pendingBanner,
  phaseLine,
  readView,
  sortHand,
} from "../src/games/chanic-panic-moves.js";
import type { Json, Move } from "../src/protocol.js";
import { movesForSelection } from "../src/table-state.js";

const RULES = readFileSync(new URL("../../../docs/rules/chanic-panic.md", import.meta.url), "utf8");
const name = (seat: number) => `Seat ${seat}`;

interface Step {
  seat: number;
  view: Record<string, Json>;
  legal: Move[];
}

/** Every decision of a bot-played game, as the server would send it to the seat to act. */
function decisions(preset: string, players: number, seed: string, limit = 400): Step[] {
  const g = chanicPanic;
  const state = g.setup(resolveOptions(g, { preset, options: { players } }), seed);
  const normal = g.bots.normal;
  if (normal === undefined) throw new Error("Chanic Panic has no normal bot");
  const bots = new Map<number, ReturnType<typeof normal>>();
  const rng = new Rng(seed);
  const steps: Step[] = [];
  for (let n = 0; n < limit; n++) {
    const active = g.activeSeats(state);
    if (active.length === 0) break;
    const seat = active[0];
    const legal = g.legalActions(state, seat);
    const view = g.view(state, seat);
    steps.push({
      seat,
      view: JSON.parse(JSON.stringify(view)),
      legal: legal.map((action) => ({
        action: JSON.parse(JSON.stringify(action)),
        notation: g.formatAction(action),
        description: g.describeAction(action, seat, view),
      })),
    });
    const bot = bots.get(seat) ?? normal();
    bots.set(seat, bot);
    g.apply(state, seat, bot.choose({ view, seat, legal, rng }));
  }
  return steps;
}

const GAMES: [string, number][] = [
  ["referenceFull", 3],
  ["standard", 4],
  ["appAbilities", 3],
  ["teams2Full", 4],
  ["teams2Abilities", 4],
];

describe("Chanic Panic's web table", () => {
  it("every legal move of real games has a label and is offered when exactly its cards are picked", () => {
    const kinds = new Set<string>();
    for (const [preset, players] of GAMES) {
      for (const seed of ["w1", "w2"]) {
        for (const step of decisions(preset, players, `${preset}-${seed}`)) {
          const view = readView(step.view);
          expect(view).not.toBeNull();
          const ctx: LabelContext = { name, pending: view?.pending ?? null };
          expect(phaseLine(view as NonNullable<typeof view>, name)).not.toMatch(/undefined|NaN/);
          for (const move of step.legal) {
            kinds.add(String(move.action.type));
            const label = moveLabel(move.action, ctx);
            expect(label, move.notation).not.toMatch(/undefined|NaN|\[object/);
            expect(label.length).toBeGreaterThan(2);
            const cards = actionCards(move.action);
            if (cards.length > 0) expect(movesFor(step.legal, cards), move.notation).toContainEqual(move);
          }
        }
      }
    }
    for (const kind of ["play", "trade", "attack", "destroy", "endTurn", "ability", "draftKeep", "ally"])
      expect(kinds).toContain(kind);
  });

  it("an ability id that reads like a Shit Head card id (combiner) is not taken for a card (CP-A05)", () => {
    const combiner: Move = {
      action: { type: "ability", ability: "combiner", cards: ["7C", "10C"] },
      notation: "use combiner [7C,10C]",
      description: "Seat 0 uses Combiner",
    };
    expect(movesForSelection([combiner], ["7C", "10C"])).toEqual([]);
    expect(movesFor([combiner], ["10C", "7C"])).toEqual([combiner]);
  });

  it("picking two copies of one face offers the trade of both (CP-80, multi-deck games)", () => {
    const trade: Move = {
      action: { type: "trade", cards: ["8C", "8C"] },
      notation: "trade 8C 8C",
      description: "Seat 0 trades 8♣ and 8♣ for a card",
    };
    const single: Move = { action: { type: "play", card: "8C" }, notation: "play 8C", description: "" };
    expect(movesFor([trade, single], ["8C", "8C"])).toEqual([trade]);
    expect(movesFor([trade, single], ["8C"])).toEqual([single]);
  });

  it("the pending attack reads as a banner from the attacker's side, with each choice's damage (CP-53)", () => {
    let seen = false;
    for (const [preset, players] of GAMES) {
      const step = decisions(preset, players, `${preset}-attack`, 2000).find(
        (s) => (s.view.pending as { kind?: string } | null)?.kind === "attack",
      );
      if (step === undefined) continue;
      const view = readView(step.view);
      if (view?.pending?.kind !== "attack") continue;
      seen = true;
      const banner = pendingBanner(view, { name, pending: view.pending });
      expect(banner).toContain(
        `Your ${view.pending.mode === "bypass" ? "Shield Bypass" : "attack"} on Seat ${view.pending.defender}`,
      );
      expect(banner).toContain(`power ${view.pending.power}`);
      for (const move of step.legal) {
        expect(moveLabel(move.action, { name, pending: view.pending })).toMatch(
          /\(\d+ damage(, eliminates)?\)$/,
        );
      }
    }
    expect(seen).toBe(true);
  });

  it("the Hopeful and Fisher cards a view gives as face codes read as cards (CP-A14, CP-A08)", () => {
    expect(faceOfCode(23)).toBe("7H");
    expect(faceOfCode(1)).toBe("AS");
    expect(faceOfCode(128 + 58)).toBe("10C");
    expect(faceOfCode(11)).toBeNull();
    const view = readView({
      seat: 0,
      cfg: { players: 2, teams: 0 },
      discard: [],
      seats: [],
      pending: { kind: "ability", ability: "hopeful", owner: 0, chooser: 0, step: 0, data: [23] },
    });
    expect(pendingBanner(view as NonNullable<typeof view>, { name, pending: view?.pending ?? null })).toBe(
      "Hopeful: you drew 7♥. Play it now for free, or keep it?",
    );
  });

  it("an Ally gift reads as a choice for its recipient (CP-82)", () => {
    const view = readView({
      seat: 1,
      cfg: { players: 4, teams: 2 },
      discard: [],
      seats: [],
      pending: { kind: "gift", from: 3, to: 1, card: "9C" },
    });
    const ctx = { name, pending: view?.pending ?? null };
    expect(pendingBanner(view as NonNullable<typeof view>, ctx)).toBe(
      "Seat 3 gives 9♣ to you: you choose whether it goes to the hand or the Stack.",
    );
    expect(moveLabel({ type: "keepGift" }, ctx)).toBe("Keep it in hand");
    expect(moveLabel({ type: "stackGift" }, ctx)).toBe("Put it in my Stack");
  });

  it("a hand is held by suit, Hearts, Diamonds, Spades then Clubs, low to high", () => {
    expect(sortHand(["10C", "AS", "7H", "2D", "AH", "10H", "5S"])).toEqual([
      "AH",
      "7H",
      "10H",
      "2D",
      "AS",
      "5S",
      "10C",
    ]);
  });

  it("the rules page explains every ability real games deal, with its rule ID (CP-05)", () => {
    const texts = abilityTexts(RULES);
    expect(abilityText(texts, "tradeMaster")).toEqual({
      rule: "CP-A41",
      text: "Trade Master: once a turn, discard 1 card, draw 2, then discard 1.",
    });
    expect(abilityText(texts, "trader")?.rule).toBe("CP-80");
    expect(abilityText(texts, "panic")?.rule).toBe("CP-81");
    expect(abilityName("directHitter")).toBe("Direct Hitter");
    const dealt = new Set<string>();
    for (const [preset, players] of GAMES)
      for (const step of decisions(preset, players, `${preset}-abilities`, 40)) {
        const view = readView(step.view);
        for (const seat of view?.seats ?? [])
          for (const id of [...seat.abilities, ...(seat.offer ?? [])]) dealt.add(id);
      }
    expect(dealt.size).toBeGreaterThan(10);
    for (const id of dealt) expect(abilityText(texts, id), id).toBeDefined();
  });
});

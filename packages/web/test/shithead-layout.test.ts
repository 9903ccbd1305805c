import { games } from "@houserules/catalog";
import type { ComponentType } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { moveWords, seatLabel } from "../src/games/move-words.js";
import {
  phaseWords,
  readShView,
  type ShView,
  shFaces,
  shMovesForSelection,
  topWords,
} from "../src/games/shithead-view.js";
import type { GameViewProps } from "../src/games/types.js";
import type { Move } from "../src/protocol.js";
import { playGames, render, type Sighting, tableOf } from "./layout-harness.js";

// The layout is a .tsx module: imported by a computed path, since the repository's test
// type-check has no JSX (packages/web's own tsconfig checks it).
let ShitHead: ComponentType<GameViewProps>;
beforeAll(async () => {
  const path = "../src/games/ShitHead.js";
  ({ ShitHead } = (await import(/* @vite-ignore */ path)) as { ShitHead: ComponentType<GameViewProps> });
});

const move = (action: Move["action"], description: string): Move => ({ action, notation: "", description });

describe("Shit Head table: moves for a selection", () => {
  const faces = new Map([
    ["c9h", "9H"],
    ["c9s", "9S"],
    ["c9d", "9D"],
    ["cas", "AS"],
    ["c7s", "7S"],
    ["c7h", "7H"],
  ]);

  it("SH-21: selecting a 9 the engine does not list offers the listed single 9, which names its card", () => {
    const legal = [
      move({ type: "play", cards: ["c9h"], use: "set" }, "Seat 0 plays 9♥"),
      move({ type: "play", cards: ["c9h", "c9s"], use: "set" }, "Seat 0 plays 9♥ 9♠"),
      move({ type: "pickUp" }, "Seat 0 picks up the pile"),
    ];
    expect(shMovesForSelection(legal, ["c9s"], faces).map((m) => m.description)).toEqual(["Seat 0 plays 9♥"]);
    expect(shMovesForSelection(legal, ["c9d", "c9s"], faces).map((m) => m.description)).toEqual([
      "Seat 0 plays 9♥ 9♠",
    ]);
  });

  it("SH-32: a card listed on its own (a cancel card) is offered as itself, not as a like card", () => {
    const legal = [
      move({ type: "play", cards: ["c7h"], use: "set" }, "Seat 0 plays 7♥"),
      move({ type: "play", cards: ["c7s"], use: "set" }, "Seat 0 plays 7♠"),
      move({ type: "play", cards: ["c7s"], use: "cancel" }, "Seat 0 plays 7♠ as a cancel"),
    ];
    expect(shMovesForSelection(legal, ["c7s"], faces).map((m) => m.description)).toEqual([
      "Seat 0 plays 7♠",
      "Seat 0 plays 7♠ as a cancel",
    ]);
  });

  it("SH-35: a wild ace's declared face is not taken for a card of the selection", () => {
    const legal = [
      move({ type: "play", cards: ["cas"], use: "set" }, "Seat 0 plays A♠"),
      move(
        { type: "play", cards: ["cas"], use: "wild", as: "KH" },
        "Seat 0 plays A♠ as a wild (declared KH)",
      ),
    ];
    expect(shMovesForSelection(legal, ["cas"], faces)).toHaveLength(2);
  });

  it("a card of another rank is never offered for the selection", () => {
    const legal = [move({ type: "play", cards: ["c7h"], use: "set" }, "Seat 0 plays 7♥")];
    expect(shMovesForSelection(legal, ["c9s"], faces)).toEqual([]);
  });

  it("buttons speak to the player", () => {
    expect(moveWords("Seat 2 plays 8♠ 8♦")).toBe("Play 8♠ 8♦");
    expect(moveWords("Seat 1 does not draw")).toBe("Don't draw");
    expect(moveWords("Seat 0 switches A♣ for the run on top of the pile")).toBe(
      "Switch A♣ for the run on top of the pile",
    );
    expect(moveWords("Seat 3 lets the Gambit stand")).toBe("Let the Gambit stand");
  });
});

describe("Shit Head table: every preset's phases, as a player and as a spectator", () => {
  const game = games.get("shithead");
  const seen = new Map<string, Sighting>();
  const playersOf = (preset: string) => {
    const counts = game?.presets.find((p) => p.id === preset)?.players ?? [2];
    // The fewest and the most players: one pack and, where the preset has it, two.
    return [...new Set([counts[0], counts[counts.length - 1]])];
  };
  beforeAll(() => {
    playGames(
      "shithead",
      playersOf,
      (s) => {
        const view = readShView(s.view) as ShView;
        const key = `${s.preset}/${s.players}/${view.phase}/${view.top.state}`;
        if (!seen.has(key)) seen.set(key, s);
        return true;
      },
      { seeds: 2 },
    );
    // SH-66: no preset tosses fives; the option on the base game opens the toss window.
    playGames(
      "shithead",
      () => [4],
      (s) => {
        const view = readShView(s.view) as ShView;
        const key = `toss/${view.phase}/${view.top.state}`;
        if (!seen.has(key)) seen.set(key, s);
        return true;
      },
      { seeds: 3, presets: ["SH"], extra: { tossFives: true } },
    );
  });

  it("reaches the pending states and out-of-turn windows (SH-28, SH-31, SH-53, SH-66)", () => {
    const phases = new Set([...seen.values()].map((s) => (readShView(s.view) as ShView).phase));
    const tops = new Set([...seen.values()].map((s) => (readShView(s.view) as ShView).top.state));
    for (const phase of [
      "chooseFaceUp",
      "draw",
      "drawChoice",
      "act",
      "respond",
      "chain",
      "linked",
      "flipped",
      "keptFreebie",
      "pickAndPlayLead",
      "gambitWindow",
      "gambitChoice",
      "gambitDiscard",
      "toss",
    ])
      expect(phases).toContain(phase);
    expect(tops).toContain("pendingClear");
    expect(tops).toContain("pendingPickup");
  });

  it("SH-20: the banner says what the top asks for, and a pending 10 reads '10 waiting: cancel it or it clears'", () => {
    for (const s of seen.values()) {
      const view = readShView(s.view) as ShView;
      const html = render(ShitHead, {
        table: tableOf("shithead", s.players),
        seat: s.seat,
        view: s.view,
        legal: s.legal,
        active: s.active,
      });
      expect(html).toContain(htmlText(topWords(view).text));
      if (view.top.state === "pendingClear") expect(html).toContain("10 waiting: cancel it or it clears.");
    }
  });

  it("SH-9: the seat to act gets its step in words and a button or chip for every move (up to the chip limit)", () => {
    for (const s of seen.values()) {
      const view = readShView(s.view) as ShView;
      const table = tableOf("shithead", s.players);
      const html = render(ShitHead, { table, seat: s.seat, view: s.view, legal: s.legal, active: s.active });
      expect(html).toContain(
        htmlText(phaseWords(view, s.seat, s.active, s.legal, (seat) => seatLabel(table, seat, s.seat))),
      );
      const buttons = (html.match(/class="(move|chip)[ "]/g) ?? []).length;
      expect(buttons).toBe(Math.min(s.legal.length, cardless(s.legal) + 48));
    }
  });

  it("SH-2: my hand's faces are mine alone: a spectator's table has no hand, and shows no face the view hides", () => {
    for (const s of seen.values()) {
      const spectator = readShView(s.spectator) as ShView;
      const html = render(ShitHead, {
        table: tableOf("shithead", s.players),
        seat: null,
        view: s.spectator,
        legal: [],
        active: s.active,
      });
      expect(html).not.toContain('aria-label="your hand"');
      const shown = new Set([...shFaces(spectator).values(), ...spectator.graveyard]);
      // Every face drawn must be one the spectator's view holds.
      for (const label of html.matchAll(/aria-label="([^"]*)"/g)) {
        const face = /(ace|king|queen|jack|\d+) of (spades|hearts|diamonds|clubs)/.exec(label[1]);
        if (face) expect(shownLabels(shown)).toContain(face[0]);
      }
    }
  });
});

function cardless(legal: readonly Move[]): number {
  return legal.filter((m) => !("cards" in m.action) && !("card" in m.action) && !("slot" in m.action)).length;
}

function htmlText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

const RANKS: Record<string, string> = { A: "ace", K: "king", Q: "queen", J: "jack" };
const SUITS: Record<string, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
function shownLabels(faces: Set<string>): string[] {
  return [...faces].map((f) => `${RANKS[f.slice(0, -1)] ?? f.slice(0, -1)} of ${SUITS[f.slice(-1)]}`);
}

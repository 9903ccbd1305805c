import type { ComponentType } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CsView,
  csMatches,
  NO_PICK,
  phaseWords,
  readCsView,
  topWords,
} from "../src/games/cunt-soul-view.js";
import { seatLabel } from "../src/games/move-words.js";
import type { GameViewProps } from "../src/games/types.js";
import type { Move } from "../src/protocol.js";
import { playGames, render, tableOf } from "./layout-harness.js";

// The layout is a .tsx module: imported by a computed path, since the repository's test
// type-check has no JSX (packages/web's own tsconfig checks it).
let CuntSoul: ComponentType<GameViewProps>;
beforeAll(async () => {
  const path = "../src/games/CuntSoul.js";
  ({ CuntSoul } = (await import(/* @vite-ignore */ path)) as { CuntSoul: ComponentType<GameViewProps> });
});

const htmlText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

describe("Cunt-Soul table", () => {
  it("CS-1, CS-53: picking the Joker the list does not name plays that Joker", () => {
    let view: CsView | null = null;
    playGames(
      "cunt-soul",
      () => [2],
      (s) => {
        view = readCsView(s.view);
        return false;
      },
      { presets: ["V12"] },
    );
    expect(view).not.toBeNull();
    const me = view as unknown as CsView;
    const legal: Move[] = [
      { action: { type: "play", cards: ["JK1"] }, notation: "JK1", description: "Seat 0 plays JK1" },
      {
        action: { type: "play", cards: ["JK1", "JK2"] },
        notation: "JK1 JK2",
        description: "Seat 0 plays JK1 JK2",
      },
    ];
    const matches = csMatches(me, legal, { ...NO_PICK, hand: ["JK2"] });
    expect(matches?.map((m) => m.action)).toEqual([{ type: "play", cards: ["JK2"] }]);
    expect(matches?.[0].notation).toBe("JK2");
  });

  it("CS-2: every decision of bot games renders, with the banner and the top of the pile in words", () => {
    let seen = 0;
    playGames(
      "cunt-soul",
      () => [3],
      (s) => {
        const view = readCsView(s.view);
        expect(view).not.toBeNull();
        const table = tableOf("cunt-soul", s.players);
        const html = render(CuntSoul, {
          table,
          seat: s.seat,
          view: s.view,
          legal: s.legal,
          active: s.active,
        });
        const cs = view as CsView;
        expect(html).toContain(
          htmlText(phaseWords(cs, s.seat, (seat) => seatLabel(table, seat, s.seat)).text),
        );
        if (cs.phase === "play" && cs.turn.mode === "fresh") expect(html).toContain(htmlText(topWords(cs)));
        seen++;
        return seen < 300;
      },
      { presets: ["V12", "V13"] },
    );
    expect(seen).toBeGreaterThan(100);
  });
});

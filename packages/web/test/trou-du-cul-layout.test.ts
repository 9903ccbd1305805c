import type { ComponentType } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { readTdcView, roundWords, type TdcView, tdcChip } from "../src/games/trou-du-cul-view.js";
import type { GameViewProps } from "../src/games/types.js";
import { movesForSelection } from "../src/table-state.js";
import { playGames, render, type Sighting, tableOf } from "./layout-harness.js";

// The layout is a .tsx module: imported by a computed path, since the repository's test
// type-check has no JSX (packages/web's own tsconfig checks it).
let TrouDuCul: ComponentType<GameViewProps>;
beforeAll(async () => {
  const path = "../src/games/TrouDuCul.js";
  ({ TrouDuCul } = (await import(/* @vite-ignore */ path)) as { TrouDuCul: ComponentType<GameViewProps> });
});

const seen = new Map<string, Sighting>();
beforeAll(() => {
  playGames(
    "trou-du-cul",
    () => [3, 4, 5],
    (s) => {
      const view = readTdcView(s.view) as TdcView;
      const key = `${s.preset}/${s.players}/${view.phase}/${view.round.turnState}/${view.gameNumber}`;
      if (!seen.has(key)) seen.set(key, s);
      return true;
    },
    { next: true },
  );
});

function sightings(test: (view: TdcView) => boolean): Sighting[] {
  return [...seen.values()].filter((s) => test(readTdcView(s.view) as TdcView));
}

const name = (seat: number) => `Seat ${seat}`;

describe("Trou du cul table", () => {
  it("reaches every turn state and the exchange of a series' second game (TDC-9, TDC-13, TDC-14, TDC-29)", () => {
    const states = new Set(
      sightings(() => true).map((s) => (readTdcView(s.view) as TdcView).round.turnState),
    );
    for (const state of ["opening", "standard", "matchOrSkip", "locked"]) expect(states).toContain(state);
    expect(sightings((v) => v.phase === "exchange").length).toBeGreaterThan(0);
  });

  it("TDC-13 and TDC-14: an equal play and a locked round are pending banners naming the rank", () => {
    const [match] = sightings((v) => v.round.turnState === "matchOrSkip");
    const matchView = readTdcView(match.view) as TdcView;
    const words = roundWords(matchView, name);
    expect(words.pending).toBe(true);
    expect(words.text).toMatch(/^Equal play on .+: Seat \d must match it or skip \(TDC-13\)\.$/);
    const [locked] = sightings((v) => v.round.turnState === "locked");
    expect(roundWords(readTdcView(locked.view) as TdcView, name).text).toContain("the round is locked");
  });

  it("TDC-20: a table card and a higher hand card selected together offer exactly that swap", () => {
    const [s] = sightings(
      (v) => v.phase === "play" && v.table.length > 0 && v.toAct === v.seat && !v.swapUsed,
    ).filter((x) => x.legal.some((m) => m.action.type === "tableSwap"));
    const swap = s.legal.find((m) => m.action.type === "tableSwap");
    const take = swap?.action.take as string;
    const give = swap?.action.give as string;
    const offered = movesForSelection(s.legal, [give, take]);
    expect(offered).toEqual([swap]);
    expect(tdcChip(offered[0])).toMatch(/^Swap: take .+, put down .+$/);
  });

  it("TDC-29: the returning receiver is asked to select the cards, and those cards make the return", () => {
    const returning = sightings((v) => v.phase === "exchange" && v.pendingReturn?.seat === v.seat);
    expect(returning.length).toBeGreaterThan(0);
    for (const s of returning) {
      const view = readTdcView(s.view) as TdcView;
      const html = render(TrouDuCul, {
        table: tableOf("trou-du-cul", s.players),
        seat: s.seat,
        view: s.view,
        legal: s.legal,
        active: s.active,
      });
      expect(html).toContain("Card exchange:");
      expect(html).toContain(`Select the ${view.pendingReturn?.count} card`);
      const back = s.legal[0].action.cards as string[];
      expect(movesForSelection(s.legal, back)).toEqual([s.legal[0]]);
    }
  });

  it("TDC-9/TDC-10: every state renders for the seat to act with a button or chip for each move, and for a spectator without a hand", () => {
    for (const s of seen.values()) {
      const table = tableOf("trou-du-cul", s.players);
      const view = readTdcView(s.view) as TdcView;
      const html = render(TrouDuCul, { table, seat: s.seat, view: s.view, legal: s.legal, active: s.active });
      expect(html).toContain('aria-label="your hand"');
      const buttons = (html.match(/class="(move|chip)[ "]/g) ?? []).length;
      const cardless = s.legal.filter((m) => m.action.type === "fold" || m.action.type === "skip").length;
      const chips = view.phase === "exchange" ? 0 : Math.min(48, s.legal.length - cardless);
      expect(buttons).toBe(cardless + chips);
      const watcher = render(TrouDuCul, {
        table,
        seat: null,
        view: s.spectator,
        legal: [],
        active: s.active,
      });
      expect(watcher).not.toContain('aria-label="your hand"');
      expect(watcher).toContain(`aria-label="the round&#x27;s plays"`);
    }
  });
});

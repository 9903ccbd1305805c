// `active[0]` is the seat that acts next (docs/engine-protocol.md): in seeded random games of every
// preset, whenever one seat is to decide, the first active seat has legal actions and is the seat
// the view names as the one to act. Simultaneous choices (selections, drafts) list every seat still
// to choose and are checked only for that.

import { type AnyGame, Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { games } from "../src/index.js";

type View = Record<string, unknown> & { [key: string]: unknown };

/**
 * The seat a game's view says is to act now, or null during a simultaneous choice. Cuttlefish:
 * while the rules' declaration poll is open (CF-14, RULES.md decision 1) the polled seat answers
 * before the turn-holder goes on, and the view lists the poll.
 */
const TO_ACT: Record<string, (view: View) => number | null> = {
  "trou-du-cul": (v) => v.toAct as number,
  "cunt-soul": (v) => (v.phase === "select" ? null : (v.turn as { seat: number }).seat), // CS-7: secret selection
  cuttlefish: (v) => {
    if (v.phase === "endgame" || v.phase === "closing")
      return (v.chanceOrder as number[])[v.chanceIndex as number];
    const poll = v.pollQueue as number[];
    return v.phase === "play" && poll.length > 0 ? poll[0] : (v.turn as number);
  },
  "chanic-panic": (v) => {
    if (v.phase === "draft") return null;
    const pending = v.pending as { kind: string; to?: number; chooser?: number } | null;
    if (pending?.kind === "gift") return pending.to as number;
    if (pending?.kind === "ability") return pending.chooser as number;
    return v.turnSeat as number;
  },
};

describe("active[0] is the seat that acts next", () => {
  for (const game of games.list() as AnyGame[]) {
    const toAct = TO_ACT[game.id];
    if (toAct === undefined) continue;
    for (const preset of game.presets) {
      const players = preset.players?.[0] ?? game.playerCounts[0];
      it(`${game.id}/${preset.id}: the first active seat has legal actions and is the view's seat to act`, () => {
        for (let g = 0; g < 2; g++) {
          const seed = `active/${preset.id}/${g}`;
          const state = game.setup(resolveOptions(game, { players, preset: preset.id }), seed);
          const rng = new Rng(seed);
          for (let step = 0; step < 400 && game.outcome(state) === null; step++) {
            const active = game.activeSeats(state);
            expect(active.length, `step ${step}`).toBeGreaterThan(0);
            const legal = game.legalActions(state, active[0]);
            expect(legal.length, `step ${step}: seat ${active[0]} has no legal action`).toBeGreaterThan(0);
            const named = toAct(game.view(state, null) as View);
            if (named !== null) expect(active[0], `step ${step}`).toBe(named);
            game.apply(state, active[0], legal[rng.int(legal.length)]);
          }
        }
      });
    }
  }
});

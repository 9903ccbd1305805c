// Card census and series (brief §7: only the first-player rule and win/draw tallies carry over).

import { censusOf } from "@houserules/engine";
import type { ChanicOptions } from "./options.js";
import type { ChanicState } from "./state.js";

export function cardCensus(state: ChanicState): Record<string, number> {
  const census: Record<string, number> = {};
  censusOf(state.deck, census);
  censusOf(state.discard, census);
  for (const p of state.players) {
    censusOf(p.hand, census);
    censusOf(p.stack, census);
    for (let r = 0; r < 3; r++) {
      censusOf(p.rows[r], census);
      for (const a of p.attach[r]) censusOf(a, census);
    }
  }
  if (state.pending !== null && state.pending.kind === "gift") censusOf([state.pending.card], census);
  return census;
}

/** Tallies including the finished game. */
function tallies(state: ChanicState): { wins: number[]; draws: number } {
  const wins = state.seriesWins.slice();
  let draws = state.seriesDraws;
  if (state.result?.kind === "cap") draws++;
  else if (state.result) for (const s of state.result.winners) wins[s]++;
  return { wins, draws };
}

/** The next game of a series (CP-06): the first eliminated player starts it, unless firstSeat. */
export function nextGameOptions(finished: ChanicState): ChanicOptions | null {
  const options = finished.options;
  if (finished.result === null) return null;
  const { wins, draws } = tallies(finished);
  const game = (options.carry?.game ?? 1) + 1;
  const firstSeat = options.firstPlayer === "firstSeat" ? 0 : (finished.eliminated[0] ?? null);
  const next: ChanicOptions = { ...options, carry: { firstSeat, wins, draws, game } };
  delete next.deal;
  return next;
}

export function seriesSummary(finished: ChanicState): string {
  const { wins, draws } = tallies(finished);
  return `${wins.map((w, s) => `seat ${s}: ${w} win${w === 1 ? "" : "s"}`).join(", ")}; draws: ${draws}`;
}

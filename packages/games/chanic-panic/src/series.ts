// Card census and series (brief §7: only the first-player rule and win/draw tallies carry over).

import type { Outcome } from "@houserules/engine";
import type { ChanicOptions } from "./options.js";
import { notation } from "./rules/cards.js";
import type { ChanicState, EndKind } from "./state.js";

export function cardCensus(state: ChanicState): Record<string, number> {
  const counts = new Int32Array(64);
  const add = (cards: readonly number[]) => {
    for (let i = 0; i < cards.length; i++) counts[cards[i] & 63]++;
  };
  add(state.deck);
  add(state.discard);
  for (const p of state.players) {
    add(p.hand);
    add(p.stack);
    for (let r = 0; r < 3; r++) {
      add(p.rows[r]);
      for (const a of p.attach[r]) add(a);
    }
  }
  if (state.pending !== null && state.pending.kind === "gift") counts[state.pending.card & 63]++;
  const census: Record<string, number> = {};
  for (let face = 0; face < 64; face++) if (counts[face] > 0) census[notation(face)] = counts[face];
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

export function seriesSummary(finished: ChanicState, seatName = (seat: number) => `seat ${seat}`): string {
  const { wins, draws } = tallies(finished);
  return `${wins.map((w, s) => `${seatName(s)}: ${w} win${w === 1 ? "" : "s"}`).join(", ")}; draws: ${draws}`;
}

const END_WORDS: Record<EndKind, string> = {
  elimination: "by elimination",
  presence: "on presence",
  cap: "at the turn cap",
};

/** The game-over lines: how it ended, who won and who was eliminated, in order. */
export function describeOutcome(result: Outcome, seatName: (seat: number) => string): string[] {
  const d = result.details as { end: EndKind; round: number; winners: number[]; eliminated: number[] };
  const names = (seats: readonly number[]) => seats.map(seatName).join(", ");
  const lines = [`Ended ${END_WORDS[d.end]} in round ${d.round}.`];
  if (d.winners.length > 0)
    lines.push(
      `${d.end === "cap" ? "Survivors (a draw)" : d.winners.length === 1 ? "Winner" : "Winners"}: ${names(d.winners)}.`,
    );
  if (d.eliminated.length > 0) lines.push(`Eliminated, first to last: ${names(d.eliminated)}.`);
  return lines;
}

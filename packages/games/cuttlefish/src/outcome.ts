// CF-28 result and placings, section 7 report; CF-32 series carry-over.

import type { Outcome } from "@houserules/engine";
import { SET_NAMES } from "./cards.js";
import type { CuttlefishCarry, CuttlefishOptions } from "./options.js";
import { type CuttlefishState, FORFEIT, LIVE, REMOVED, TEAM_A, TEAM_B, teamOf, teamScore } from "./state.js";

export function outcome(state: CuttlefishState): Outcome | null {
  if (state.phase !== "over") return null;
  const n = state.config.players;
  const a = teamScore(state, TEAM_A);
  const b = teamScore(state, TEAM_B);
  const places: number[] = [];
  const scores: number[] = [];
  for (let seat = 0; seat < n; seat++) {
    const mine = teamOf(seat) === TEAM_A ? a : b;
    const theirs = teamOf(seat) === TEAM_A ? b : a;
    // Seat places are a competition ranking: the losing team's seats share the place after
    // the winners' (n/2 + 1), i.e. the brief's "2nd" team (RULES.md, decisions).
    places.push(mine >= theirs ? 1 : n / 2 + 1);
    scores.push(mine);
  }
  const named = (status: number) => SET_NAMES.filter((_, set) => state.setStatus[set] === status);
  return {
    places,
    scores,
    teams: [
      Array.from({ length: n / 2 }, (_, i) => 2 * i),
      Array.from({ length: n / 2 }, (_, i) => 2 * i + 1),
    ],
    endedByCap: state.cappedAsks,
    details: {
      sets: [a, b],
      // The brief's team placing (section 7): the winner's team 1st, the other 2nd; a draw puts
      // both 1st. `places` above is the contract's per-seat competition ranking of the same result.
      winner: a === b ? "draw" : a > b ? "A" : "B",
      forfeited: named(FORFEIT),
      unresolved: named(LIVE),
      removed: named(REMOVED),
      declarers: Object.fromEntries(
        SET_NAMES.flatMap((name, set) =>
          state.setDeclarer[set] >= 0 ? [[name, state.setDeclarer[set]]] : [],
        ),
      ),
      clinched: state.clinched,
    },
  };
}

/** The next game of a series: same seats and options, dealer one seat left, standings carried. */
export function nextGameOptions(state: CuttlefishState): CuttlefishOptions | null {
  if (state.phase !== "over") return null;
  const c = state.config;
  const a = teamScore(state, TEAM_A);
  const b = teamScore(state, TEAM_B);
  const wins = state.series.wins.slice();
  if (a > b) wins[0] += 1;
  else if (b > a) wins[1] += 1;
  else {
    wins[0] += 0.5;
    wins[1] += 0.5;
  }
  const carry: CuttlefishCarry = {
    game: state.series.game + 1,
    dealer: (state.dealer + 1) % c.players,
    wins,
    sets: [state.series.sets[0] + a, state.series.sets[1] + b],
  };
  return {
    players: c.players,
    preset: "custom",
    deckSkin: c.skin,
    declarationTiming: c.anytime ? "anytime" : "ownTurn",
    strictDeclarations: c.strict,
    eightPlayerDeck: c.removeSet ? "removeSet" : "full",
    logVisibility: c.lastAsk ? "lastAsk" : "full",
    endWhenClinched: c.endWhenClinched,
    askCap: c.askCap,
    notes: c.notes,
    carry,
  };
}

interface CuttlefishDetails {
  sets: [number, number];
  winner: "A" | "B" | "draw";
  forfeited: string[];
  unresolved: string[];
  removed: string[];
  declarers: Record<string, number>;
  clinched: boolean;
}

/** The game-over lines (section 7 report): the score, who declared what, sets lost or left. */
export function describeOutcome(result: Outcome, seatName: (seat: number) => string): string[] {
  const d = result.details as unknown as CuttlefishDetails;
  const team = (index: number) =>
    `Team ${index === 0 ? "A" : "B"} (${(result.teams?.[index] ?? []).map(seatName).join(", ")})`;
  const lines = [
    d.winner === "draw"
      ? `A draw, ${d.sets[0]} sets each.`
      : `${team(d.winner === "A" ? 0 : 1)} wins ${Math.max(...d.sets)} sets to ${Math.min(...d.sets)}${d.clinched ? ", clinched with sets still live (CF-29)" : ""}.`,
  ];
  const declared = Object.entries(d.declarers).map(([set, seat]) => `${set} by ${seatName(seat)}`);
  if (declared.length > 0) lines.push(`Declared: ${declared.join(", ")}.`);
  if (d.forfeited.length > 0) lines.push(`Forfeited: ${d.forfeited.join(", ")}.`);
  if (d.unresolved.length > 0) lines.push(`Never declared: ${d.unresolved.join(", ")}.`);
  if (d.removed.length > 0) lines.push(`Removed from the deck: ${d.removed.join(", ")}.`);
  return lines;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const wins = (count: number) => plural(count, "win");

export function seriesSummary(state: CuttlefishState, seatName?: (seat: number) => string): string {
  const next = nextGameOptions(state);
  const carry = next?.carry ?? { game: state.series.game, wins: state.series.wins, sets: state.series.sets };
  const members = (team: number) =>
    seatName === undefined
      ? ""
      : ` (${Array.from({ length: state.config.players }, (_, seat) => seat)
          .filter((seat) => teamOf(seat) === team)
          .map(seatName)
          .join(", ")})`;
  return `After ${plural(carry.game - 1, "game")}: team A${members(TEAM_A)} ${wins(carry.wins[0])} (${plural(carry.sets[0], "set")}), team B${members(TEAM_B)} ${wins(carry.wins[1])} (${plural(carry.sets[1], "set")})`;
}

// SH-81..SH-84: the outcome (places, Cut Throat and Shit Head) and the series carry-over (SH-7).

import type { Outcome, RngState } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import { MAX_SERIES_GAMES, type ShCarry, type ShOptions } from "./options.js";
import type { ShState } from "./state.js";
import * as stateModule from "./state.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { nextInt } = engineModule;
const { P_OVER } = stateModule;

export function outcomeOf(s: ShState): Outcome | null {
  // Asked after every action: the check stays small enough for the runner to inline.
  return s.phase === P_OVER ? finalOutcome(s) : null;
}

function finalOutcome(s: ShState): Outcome {
  const places = s.place.slice();
  const worst = Math.max(...places);
  return {
    places,
    endedByCap: s.endedByCap === 1,
    details: {
      cutThroat: places.flatMap((p, seat) => (p === 1 ? [seat] : [])),
      shitHead: places.flatMap((p, seat) => (p === worst ? [seat] : [])),
      turns: s.turns,
    },
  };
}

/** The game-over lines: the Cut Throat and the Shit Head by name (SH-81, SH-83), and the turns. */
export function describeOutcome(result: Outcome, seatName: (seat: number) => string): string[] {
  const d = result.details as { cutThroat: number[]; shitHead: number[]; turns: number };
  const names = (seats: readonly number[]) => seats.map(seatName).join(" and ");
  const shared = (seats: readonly number[], title: string) =>
    seats.length > 1 ? `${title}s (sharing the place)` : title;
  return [
    `${shared(d.cutThroat, "Cut Throat")}: ${names(d.cutThroat)}.`,
    `${shared(d.shitHead, "Shit Head")}: ${names(d.shitHead)}.`,
    `${d.turns} turn${d.turns === 1 ? "" : "s"}.`,
  ];
}

/**
 * SH-7/SH-84: the Shit Head deals, the Cut Throat (or best placed) starts; placings recorded.
 * Null after the series' MAX_SERIES_GAMES-th game.
 */
export function nextOptions(s: ShState): ShOptions | null {
  const out = outcomeOf(s);
  if (!out) return null;
  const prev = s.options.carry?.games ?? [];
  if (prev.length + 1 >= MAX_SERIES_GAMES) return null;
  const places = out.places;
  const best = Math.min(...places);
  const worst = Math.max(...places);
  const firsts = places.flatMap((p, seat) => (p === best ? [seat] : []));
  const lasts = places.flatMap((p, seat) => (p === worst ? [seat] : []));
  // SH-7: ties are broken at random, from a copy of the finished game's generator (so the same
  // finished game always leads to the same next options).
  const rng = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]] as RngState;
  const first = firsts[nextInt(rng, firsts.length)];
  const dealer = lasts[nextInt(rng, lasts.length)];
  const carry: ShCarry = { first, dealer, games: [...prev, places.slice()] };
  const next: ShOptions = { ...s.options, carry };
  delete next.deal;
  return next;
}

export function summary(s: ShState, seatName = (seat: number) => `Seat ${seat}`): string {
  const games = [...(s.options.carry?.games ?? [])];
  const out = outcomeOf(s);
  if (out) games.push(out.places.slice());
  const n = s.cfg.players;
  const ct = new Array(n).fill(0);
  const sh = new Array(n).fill(0);
  for (const g of games) {
    const worst = Math.max(...g);
    g.forEach((p, seat) => {
      if (p === 1) ct[seat]++;
      if (p === worst) sh[seat]++;
    });
  }
  return Array.from(
    { length: n },
    (_, seat) => `${seatName(seat)}: Cut Throat ${ct[seat]}, Shit Head ${sh[seat]}`,
  ).join("\n");
}

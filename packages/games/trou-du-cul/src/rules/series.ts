// TDC-31 carry-over and TDC-32 series scoring: points n - place, standings with tie-breaks.

import type { SeriesCarry } from "../options.js";
import { titlesOf } from "./titles.js";

export interface SeriesTotals {
  points: number[];
  presidents: number[];
  trous: number[];
}

/** TDC-32: points of one game per seat. */
export function gamePoints(places: readonly number[]): number[] {
  return places.map((place) => places.length - place);
}

/** Totals after a game: the carried totals (or zeros) plus this game's points and titles. */
export function totalsAfter(carry: SeriesCarry | null, places: readonly number[]): SeriesTotals {
  const n = places.length;
  const points = gamePoints(places);
  return {
    points: points.map((p, seat) => p + (carry?.points[seat] ?? 0)),
    presidents: places.map((place, seat) => (place === 1 ? 1 : 0) + (carry?.presidents[seat] ?? 0)),
    trous: places.map((place, seat) => (place === n ? 1 : 0) + (carry?.trous[seat] ?? 0)),
  };
}

/** TDC-32: standing per seat (1 = leader); more points, then more Président titles, then fewer Trou du cul titles; else shared. */
export function standingsOf(totals: SeriesTotals): number[] {
  const n = totals.points.length;
  const better = (a: number, b: number): number =>
    totals.points[b] - totals.points[a] ||
    totals.presidents[b] - totals.presidents[a] ||
    totals.trous[a] - totals.trous[b];
  return Array.from({ length: n }, (_, seat) => {
    let ahead = 0;
    for (let other = 0; other < n; other++) if (better(other, seat) < 0) ahead++;
    return ahead + 1;
  });
}

/** The carry-over for the next game (TDC-31): the previous Trou du cul deals and opens. */
export function nextCarry(carry: SeriesCarry | null, places: readonly number[]): SeriesCarry {
  const totals = totalsAfter(carry, places);
  const trou = places.indexOf(places.length);
  return {
    game: (carry?.game ?? 1) + 1,
    places: places.slice(),
    titles: titlesOf(places),
    points: totals.points,
    presidents: totals.presidents,
    trous: totals.trous,
    dealer: trou,
    opener: trou,
  };
}

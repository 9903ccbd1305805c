// TDC-27 titles by finishing place; TDC-28 who exchanges with whom.

export type Title = "Président" | "Vice-président" | "Neutre" | "Vice-trou du cul" | "Trou du cul";

/** TITLES_BY_PLAYERS[n][place - 1] (TDC-27). */
const TITLES_BY_PLAYERS: Record<number, readonly Title[]> = {
  2: ["Président", "Trou du cul"],
  3: ["Président", "Neutre", "Trou du cul"],
  4: ["Président", "Vice-président", "Vice-trou du cul", "Trou du cul"],
  5: ["Président", "Vice-président", "Neutre", "Vice-trou du cul", "Trou du cul"],
};

export function titleOfPlace(players: number, place: number): Title {
  return TITLES_BY_PLAYERS[players][place - 1];
}

/** Titles per seat from places per seat. */
export function titlesOf(places: readonly number[]): Title[] {
  return places.map((place) => titleOfPlace(places.length, place));
}

/** Cards the Trou du cul and the Président exchange each way (TDC-28). */
export const PRESIDENT_EXCHANGE_COUNT = 2;
/** Cards the Vice-trou du cul and the Vice-président exchange each way (4p and 5p). */
export const VICE_EXCHANGE_COUNT = 1;

/** One exchange pairing of TDC-28: the lower title gives, the higher title returns. */
export interface ExchangePair {
  readonly giver: number;
  readonly receiver: number;
  readonly count: number;
}

/** The pairings of TDC-28 from last game's places: Président/Trou du cul first, then the vices. */
export function exchangePairs(places: readonly number[]): ExchangePair[] {
  const n = places.length;
  const seatAt = (place: number) => places.indexOf(place);
  const pairs: ExchangePair[] = [{ giver: seatAt(n), receiver: seatAt(1), count: PRESIDENT_EXCHANGE_COUNT }];
  if (n >= 4) pairs.push({ giver: seatAt(n - 1), receiver: seatAt(2), count: VICE_EXCHANGE_COUNT });
  return pairs;
}

// The game-over standings in words: who won, who came where, with what score. Places come from
// the engine's outcome (tied seats share a place); the browser only puts them into sentences.

import type { Outcome } from "./protocol.js";

const PLACE_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];

/** "first", "second"… (then "11th", "12th"…). */
export function placeWord(place: number): string {
  const word = PLACE_WORDS[place - 1];
  if (word !== undefined) return word;
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${["th", "st", "nd", "rd"][place % 10] ?? "th"}`;
}

export function pointsWord(score: number): string {
  const shown = score < 0 ? `minus ${-score}` : String(score);
  return `${shown} ${Math.abs(score) === 1 ? "point" : "points"}`;
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export interface StandingLine {
  place: number;
  seats: number[];
  text: string;
}

/**
 * One sentence per place, best first: "Ann wins with 12 points.", "Bob is second with 8 points.",
 * "Cy and Dee share third place." Scores are named when the game keeps them.
 */
export function standingLines(outcome: Outcome, seatName: (seat: number) => string): StandingLine[] {
  const byPlace = new Map<number, number[]>();
  outcome.places.forEach((place, seat) => {
    byPlace.set(place, [...(byPlace.get(place) ?? []), seat]);
  });
  const places = [...byPlace.keys()].sort((a, b) => a - b);
  return places.map((place) => {
    const seats = byPlace.get(place) ?? [];
    const names = joinNames(seats.map(seatName));
    const scores = outcome.scores;
    const withScore = (seat: number) => (scores ? ` with ${pointsWord(scores[seat])}` : "");
    let text: string;
    if (seats.length === 1) {
      const seat = seats[0];
      text =
        place === 1
          ? `${names} wins${withScore(seat)}.`
          : `${names} is ${placeWord(place)}${withScore(seat)}.`;
    } else {
      const sameScore = scores !== undefined && seats.every((seat) => scores[seat] === scores[seats[0]]);
      const shared = place === 1 ? "share the win" : `share ${placeWord(place)} place`;
      const scoreText = !scores
        ? ""
        : sameScore
          ? ` with ${pointsWord(scores[seats[0]])} each`
          : ` (${seats.map((seat) => `${seatName(seat)} ${pointsWord(scores[seat])}`).join(", ")})`;
      text = `${names} ${shared}${scoreText}.`;
    }
    return { place, seats, text };
  });
}

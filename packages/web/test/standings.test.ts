import { describe, expect, it } from "vitest";
import { placeWord, standingLines } from "../src/standings.js";

const names = ["Ann", "Bob", "Cy", "Dee"];
const seatName = (seat: number) => names[seat];

describe("game-over standings in words", () => {
  it("names the winner and every other place in words, best first, with scores", () => {
    const lines = standingLines({ places: [2, 1, 3], scores: [8, 12, -1], endedByCap: false }, seatName);
    expect(lines.map((l) => l.text)).toEqual([
      "Bob wins with 12 points.",
      "Ann is second with 8 points.",
      "Cy is third with minus 1 point.",
    ]);
  });

  it("says nothing of points when the game keeps no score", () => {
    const lines = standingLines({ places: [1, 2], endedByCap: false }, seatName);
    expect(lines.map((l) => l.text)).toEqual(["Ann wins.", "Bob is second."]);
  });

  it("tied seats share a place, with their scores", () => {
    const lines = standingLines({ places: [1, 1, 3, 3], scores: [5, 5, 2, 1], endedByCap: false }, seatName);
    expect(lines.map((l) => l.text)).toEqual([
      "Ann and Bob share the win with 5 points each.",
      "Cy and Dee share third place (Cy 2 points, Dee 1 point).",
    ]);
  });

  it("never prints a bare number before a name", () => {
    for (const line of standingLines({ places: [1, 2, 3, 4], endedByCap: false }, seatName))
      expect(line.text).not.toMatch(/^\d/);
    expect(placeWord(11)).toBe("11th");
    expect(placeWord(22)).toBe("22nd");
  });
});

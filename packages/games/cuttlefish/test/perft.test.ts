import { describe, expect, it } from "vitest";
import type { CuttlefishState } from "../src/state.js";
import { cards, cuttlefish, onlyLive, position } from "./helpers.js";

/** Counts every legal action sequence of `depth` steps (the first active seat acts), chess-style. */
function perft(state: CuttlefishState, depth: number): number {
  if (depth === 0 || state.phase === "over") return 1;
  const seat = cuttlefish.activeSeats(state)[0];
  let total = 0;
  for (const action of cuttlefish.legalActions(state, seat)) {
    const child = cuttlefish.clone(state);
    cuttlefish.apply(child, seat, action);
    total += perft(child, depth - 1);
  }
  return total;
}

function table(options: Record<string, unknown> = {}) {
  return position(
    6,
    {
      hands: {
        0: cards("crabs", 1, 2),
        1: [...cards("crabs", 3), ...cards("goldfish", 1)],
        2: cards("goldfish", 2, 3),
        3: cards("crabs", 4, 5),
        4: [...cards("crabs", 6), ...cards("goldfish", 4)],
        5: cards("goldfish", 5, 6),
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    },
    options,
  );
}

describe("perft (legal move generation guard)", () => {
  it("CF-8 to CF-14: the number of legal action sequences from a fixed position stays the same", () => {
    const limited = table({ declarationTiming: "ownTurn" });
    const anytime = table();
    const counts = [1, 2, 3].map((d) => perft(limited, d));
    const windowed = [1, 2, 3].map((d) => perft(anytime, d));
    // Seat 0 to move: 12 asks (opponents 1, 3, 5 x crabs 3-6) and one best-guess declaration per set.
    expect(counts).toEqual([14, 245, 4082]);
    // anytime: seat 1 is offered the window first (pass, or a guess for each set).
    expect(windowed).toEqual([3, 7, 14]);
  });
});

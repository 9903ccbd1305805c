// Optional windows a person answers with Enter at the terminal (declineAction).

import { describe, expect, it } from "vitest";
import type { ShAction } from "../src/actions.js";
import { shithead } from "./helpers.js";

const decline = (legal: ShAction[]) => shithead.declineAction?.(legal);

describe("optional windows", () => {
  it("SH-66/SH-53: tossing no five and letting a Gambit stand are the Enter defaults; real decisions have none", () => {
    expect(decline([{ type: "toss", cards: ["c1"] }, { type: "passToss" }])).toEqual({ type: "passToss" });
    expect(decline([{ type: "jokerResponse", card: "c2" }, { type: "passResponse" }])).toEqual({
      type: "passResponse",
    });
    expect(decline([{ type: "pickUp" }, { type: "counter", card: "c3" }])).toBeUndefined();
    expect(decline([{ type: "play", cards: ["c4"], use: "set" }, { type: "endTurn" }])).toBeUndefined();
  });
});

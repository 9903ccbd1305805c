// Optional windows a person answers with Enter at the terminal (declineAction).

import { describe, expect, it } from "vitest";
import type { CsAction } from "../src/actions.js";
import { cuntSoul } from "../src/definition.js";

const decline = (legal: CsAction[]) => cuntSoul.declineAction?.(legal);

describe("optional windows", () => {
  it("CS-11/CS-43: keeping the field card and ending the swaps are the Enter defaults; real decisions have none", () => {
    const field: CsAction[] = [{ type: "changeField", card: "9D" }, { type: "keepField" }];
    expect(decline(field)).toEqual({ type: "keepField" });
    const swaps: CsAction[] = [{ type: "swap", card: "9D", slot: 0 }, { type: "endSwaps" }];
    expect(decline(swaps)).toEqual({ type: "endSwaps" });
    const plays: CsAction[] = [{ type: "play", cards: ["9D"] }, { type: "pickUp" }];
    expect(decline(plays)).toBeUndefined();
    expect(decline([{ type: "chooseHigher" }, { type: "chooseLower" }])).toBeUndefined();
  });
});

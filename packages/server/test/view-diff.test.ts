import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameJson, viewPatch } from "../src/tables/view-diff.js";

/** What a client holds after applying a patch to the view it had. */
function applyPatch(last: Record<string, unknown> | null, patch: ReturnType<typeof viewPatch>) {
  if ("full" in patch) return patch.full;
  const next = { ...last, ...patch.changes };
  for (const key of patch.removed) delete next[key];
  return next;
}

describe("view updates carry what changed", () => {
  it("sameJson agrees with comparing the JSON texts of key-ordered values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJson(a, a)).toBe(true);
        expect(sameJson(a, JSON.parse(JSON.stringify(a)))).toBe(true);
        if (sameJson(a, b)) expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }),
    );
    expect(sameJson({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson([1, [2]], [1, [3]])).toBe(false);
    expect(sameJson([], {})).toBe(false);
  });

  it("a client that applies the patch to its last view holds the new view", () => {
    const view = fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
    fc.assert(
      fc.property(view, view, (last, next) => {
        const patch = viewPatch(last, next);
        expect(sameJson(applyPatch(last, patch), next)).toBe(true);
      }),
    );
  });

  it("sends only the fields that changed, and the whole view to a client that has none", () => {
    const before = { hand: ["5C", "JH"], round: { plays: [] }, toAct: 1 };
    const after = { hand: ["5C", "JH"], round: { plays: [{ seat: 1, cards: ["4H"] }] }, toAct: 2 };
    expect(viewPatch(before, after)).toEqual({
      changes: { round: after.round, toAct: 2 },
      removed: [],
    });
    expect(viewPatch(null, after)).toEqual({ full: after });
    expect(viewPatch(after, { hand: after.hand })).toEqual({ changes: {}, removed: ["round", "toAct"] });
  });
});

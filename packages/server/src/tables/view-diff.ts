// What changed in a seat's view since the last message, so an update carries only that. Views
// are fresh JSON values (the conformance kit checks that no game hands out part of its state),
// so the view last sent can be kept and compared as it is, without copying it to text.

export type ViewPatch = { full: unknown } | { changes: Record<string, unknown>; removed: string[] };

/** Whether two JSON values are equal (same keys, same order of array items). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(right, key) || !sameJson(left[key], right[key])) return false;
  }
  return true;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The view's top-level fields that differ from `last` (the whole view when there is no last). */
export function viewPatch(last: unknown, view: unknown): ViewPatch {
  if (last === null || last === undefined || !isRecord(last) || !isRecord(view)) return { full: view };
  const changes: Record<string, unknown> = {};
  const removed: string[] = [];
  for (const key of Object.keys(view)) {
    if (!Object.hasOwn(last, key) || !sameJson(last[key], view[key])) changes[key] = view[key];
  }
  for (const key of Object.keys(last)) if (!Object.hasOwn(view, key)) removed.push(key);
  return { changes, removed };
}

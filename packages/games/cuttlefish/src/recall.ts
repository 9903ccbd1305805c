// The contract's `recall`: under logVisibility=lastAsk a view shows only the latest ask and
// declaration, while a player at the table has watched every one. A search bot passes each view
// it is given through recall, which keeps in `remembered` the log the seat has watched without a
// gap (in the default anytime timing every seat is polled after every action, so it sees them
// all); determinize and searchActions then know what the seat would. After a gap (ownTurn, or a
// bot joining mid-game) the memory starts again from the present, as normal's own memory does;
// over a gap without asks (declarations it did not see) it keeps what it knew of the live sets.

import { CARDS_PER_SET, parseCardId, setOf } from "./cards.js";
import { PILE } from "./state.js";
import { buildKnowledge } from "./tracking.js";
import { type CuttlefishView, fromViewEntry, trackInputFromView, type ViewLogEntry } from "./view.js";

type Remembered = NonNullable<CuttlefishView["remembered"]>;

function declaredCount(v: CuttlefishView): number {
  let n = 0;
  for (const s of v.sets) if (s.declarer !== null) n++;
  return n;
}

/** `v` can follow `earlier` in the same game: same seat, dealer and game of the series, later log. */
function sameGameSince(earlier: CuttlefishView, v: CuttlefishView): boolean {
  return (
    v.seat === earlier.seat &&
    v.dealer === earlier.dealer &&
    v.series.game === earlier.series.game &&
    v.nextSeq >= earlier.nextSeq &&
    v.asks >= earlier.asks
  );
}

/** Every ask and declaration so far is in the view's log (early in a game). */
function showsWholeLog(v: CuttlefishView): boolean {
  let asks = 0;
  let declarations = 0;
  for (const e of v.log) {
    if (e.kind === "ask") asks++;
    else if (e.kind === "declare") declarations++;
  }
  return asks === v.asks && declarations === declaredCount(v);
}

/**
 * The entries logged since `earlier`, if the view shows all of them (no ask or declaration missed)
 * and they lead from earlier's hand sizes and own hand to this view's; null otherwise.
 */
function followingEntries(earlier: CuttlefishView, v: CuttlefishView): ViewLogEntry[] | null {
  if (!sameGameSince(earlier, v)) return null;
  const fresh = v.log.filter((e) => e.seq >= earlier.nextSeq);
  const counts = earlier.handCounts.slice();
  const hand = new Set((earlier.hand ?? []).map((t) => parseCardId(t) as number));
  let asks = 0;
  let declarations = 0;
  for (const entry of fresh) {
    const e = fromViewEntry(entry);
    if (e.kind === "ask") {
      asks++;
      if (!e.hit) continue;
      counts[e.asker]++;
      counts[e.target]--;
      if (e.target === v.seat) hand.delete(e.card);
      if (e.asker === v.seat) hand.add(e.card);
    } else if (e.kind === "declare") {
      declarations++;
      for (let j = 0; j < CARDS_PER_SET; j++) {
        const loc = e.actual[j];
        if (loc !== PILE) counts[loc]--;
        hand.delete(e.set * CARDS_PER_SET + j);
      }
    }
  }
  if (asks !== v.asks - earlier.asks || declarations !== declaredCount(v) - declaredCount(earlier))
    return null;
  for (let s = 0; s < counts.length; s++) if (counts[s] !== v.handCounts[s]) return null;
  const now = v.hand ?? [];
  if (now.length !== hand.size || now.some((t) => !hand.has(parseCardId(t) as number))) return null;
  return fresh;
}

/**
 * The seat's view with the log it remembers (`remembered`), given what recall returned at its
 * previous decision. Views that show the whole log (the default, or a finished game) are returned
 * as they are.
 */
export function recall(v: CuttlefishView, seat: number, earlier: CuttlefishView | undefined): CuttlefishView {
  if (v.options.logVisibility === "full" || v.phase === "over" || v.seat !== seat) return v;
  if (v.remembered !== undefined) return v;
  const before = earlier?.remembered;
  const fresh = earlier !== undefined && before !== undefined ? followingEntries(earlier, v) : null;
  let remembered: Remembered;
  if (before !== undefined && fresh !== null) {
    remembered = { ...before, log: fresh.length === 0 ? before.log : before.log.concat(fresh) };
  } else if (showsWholeLog(v)) {
    remembered = { log: v.log.slice(), fromDeal: true };
  } else {
    remembered = { log: [], fromDeal: false };
    const carried = earlier !== undefined && before !== undefined ? carriedOver(earlier, v, seat) : undefined;
    if (carried !== undefined) remembered.carried = carried;
  }
  return { ...v, remembered };
}

/**
 * A gap with no ask in it (two declarations in one poll, or a teammate's last chances, each hide
 * the one before): no card moved, whole sets left play. What the seat knew then of the sets still
 * live holds now, so it is carried into the tracker that starts again from the present.
 */
function carriedOver(earlier: CuttlefishView, v: CuttlefishView, seat: number): Remembered["carried"] {
  if (!sameGameSince(earlier, v) || v.asks !== earlier.asks) return undefined;
  const k = buildKnowledge(trackInputFromView(earlier, seat), true);
  if (!k.consistent) return undefined;
  const poss = k.poss.slice();
  for (let c = 0; c < poss.length; c++) if (v.sets[setOf(c)].status !== "live") poss[c] = 0;
  return { poss, facts: k.facts.slice() };
}

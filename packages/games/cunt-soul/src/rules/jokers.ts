// Jokers: CS-55 (cancel), CS-56 (the exact paradox list), CS-57 (run take-back),
// CS-58 (swap-back), CS-59 (out players are never affected).

import type { GameEvent } from "@houserules/engine";
import * as quietModule from "../quiet.js";
import type { CsState, Link } from "../state.js";
import * as stateModule from "../state.js";
import * as valuesModule from "../values.js";
import * as coreModule from "./core.js";
import * as handIndexModule from "./hand-index.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { QUIET } = quietModule;
const { RUN_STEP } = stateModule;
const { EIGHT, FIVE, JACK_V, KING_V, notation, QUEEN_V, SIX, valueName } = valuesModule;
const { removeOne, resolveQueue } = coreModule;
const { forgetHand } = handIndexModule;

/** CS-56 (c) for a J placed in the current turn: the queue as it stands, with and without its item. */
function liveJParadox(s: CsState, t: Link): boolean {
  const q = s.t.queue;
  return resolveQueue(s, q) !== resolveQueue(s, q, t.jItem);
}

/** Which paradox (a)-(e) a Joker on the active link t causes, or "" for none (CS-56). */
export function paradoxOf(s: CsState, t: Link): string {
  if (t.sem === EIGHT) return "a skip (8)";
  if (t.sem === QUEEN_V) return "an extension (Q)";
  if (t.sem === JACK_V && t.jItem >= 0) {
    const changed = t.jParadox === -1 ? t.turn === s.t.turns && liveJParadox(s, t) : t.jParadox === 1;
    if (changed) return "a J that changed who played next";
  }
  if (t.sem === KING_V && t.kParadox) return "a reversal (K) with 3+ players";
  if (t.syn === SIX && t.mirrorHigh) return `a 6 mirroring a higher ${valueName(t.sem)}`;
  return "";
}

/** CS-57: the runner takes back every run step of that run still in the pile. */
export function takeBackRun(s: CsState, last: Link, events: GameEvent[]): void {
  const runner = s.seats[last.owner];
  const taken: number[] = [];
  const kept: Link[] = [];
  for (const link of s.pile) {
    if (link.run === RUN_STEP && link.runId === last.runId) {
      for (const c of link.cards) {
        runner.hand.push(c);
        runner.known.push(c);
        taken.push(c);
      }
    } else kept.push(link);
  }
  forgetHand(last.owner);
  s.pile = kept;
  if (events !== QUIET)
    events.push({ type: "takeBack", seat: last.owner, cards: taken.map(notation) } as GameEvent);
}

/** CS-58: undo a 5's swaps, last first, where the cards are still where the swap put them. */
export function undoSwaps(s: CsState, t: Link, events: GameEvent[]): void {
  const st = s.seats[t.owner];
  const sw = t.swaps;
  let undone = 0;
  for (let i = sw.length - 4; i >= 0; i -= 4) {
    const zone = sw[i];
    const slot = sw[i + 1];
    const put = sw[i + 2];
    const took = sw[i + 3];
    const slots = zone === 0 ? st.faceUp : st.faceDown;
    if (slots[slot] !== put || !st.hand.includes(took)) continue;
    removeOne(st.hand, took);
    st.hand.push(put);
    forgetHand(t.owner);
    slots[slot] = took;
    removeOne(st.known, took);
    if (zone === 0) st.known.push(put);
    else st.fdKnown[slot] = true;
    undone++;
  }
  if (sw.length > 0 && t.sem === FIVE && events !== QUIET)
    events.push({ type: "swapBack", seat: t.owner, undone, of: sw.length / 4 } as GameEvent);
}

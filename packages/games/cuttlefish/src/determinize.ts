// Section 9 "Sampling hidden cards": a full state consistent with one seat's view. Known cards are
// placed, each open fact "p holds >= 1 of X" is pinned in random order, the rest is dealt at
// random among allowed locations with room; after repeated dead ends a randomized matching that
// respects every Poss and hand count finishes the deal. Reads only the view.

import { type Rng, seedRng } from "@houserules/engine";
import { CARD_COUNT, CARDS_PER_SET } from "./cards.js";
import { type Knowledge, LOCATIONS } from "./knowledge.js";
import { type CuttlefishState, OUT, STATUS_NAMES } from "./state.js";
import { buildKnowledge } from "./tracking.js";
import { type CuttlefishView, fromViewEntry, trackInputFromView } from "./view.js";

const SAMPLE_TRIES = 12;

export function tryRandomFill(k: Knowledge, rng: Rng, owner: number[]): boolean {
  const room = k.count.slice();
  owner.fill(OUT);
  const open: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) {
    const m = k.poss[c];
    if (m === 0) continue;
    if ((m & (m - 1)) === 0) {
      const l = 31 - Math.clz32(m);
      owner[c] = l;
      room[l]--;
    } else open.push(c);
  }
  // Facts, in random order.
  const facts: number[] = [];
  for (let i = 0; i < k.facts.length; i += 3) facts.push(i);
  rng.shuffle(facts);
  for (const i of facts) {
    const loc = k.facts[i];
    const set = k.facts[i + 1];
    const mask = k.facts[i + 2];
    const candidates: number[] = [];
    let satisfied = false;
    for (let j = 0; j < CARDS_PER_SET; j++) {
      if (!(mask & (1 << j))) continue;
      const c = set * CARDS_PER_SET + j;
      if (owner[c] === loc) satisfied = true;
      else if (owner[c] === OUT && k.poss[c] & (1 << loc)) candidates.push(c);
    }
    if (satisfied || candidates.length === 0 || room[loc] === 0) continue;
    const c = rng.pick(candidates);
    owner[c] = loc;
    room[loc]--;
  }
  rng.shuffle(open);
  for (const c of open) {
    if (owner[c] !== OUT) continue;
    const choices: number[] = [];
    for (let m = k.poss[c]; m; m &= m - 1) {
      const l = 31 - Math.clz32(m & -m);
      if (room[l] > 0) choices.push(l);
    }
    if (choices.length === 0) return false;
    const l = rng.pick(choices);
    owner[c] = l;
    room[l]--;
  }
  return true;
}

/** Randomized matching (Kuhn's algorithm with capacities), ignoring facts: always succeeds when consistent. */
export function matchingFill(k: Knowledge, rng: Rng, owner: number[]): void {
  owner.fill(OUT);
  const load = new Array<number>(LOCATIONS).fill(0);
  const at: number[][] = Array.from({ length: LOCATIONS }, () => []);
  const cards: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (k.poss[c] !== 0) cards.push(c);
  rng.shuffle(cards);
  const place = (c: number, visited: Set<number>): boolean => {
    const locs: number[] = [];
    for (let m = k.poss[c]; m; m &= m - 1) locs.push(31 - Math.clz32(m & -m));
    rng.shuffle(locs);
    for (const l of locs) {
      if (!visited.has(l) && load[l] < k.count[l]) {
        owner[c] = l;
        load[l]++;
        at[l].push(c);
        return true;
      }
    }
    for (const l of locs) {
      if (visited.has(l)) continue;
      visited.add(l);
      for (let i = 0; i < at[l].length; i++) {
        const other = at[l][i];
        at[l].splice(i, 1);
        load[l]--;
        if (place(other, visited)) {
          owner[c] = l;
          load[l]++;
          at[l].push(c);
          return true;
        }
        at[l].splice(i, 0, other);
        load[l]++;
      }
    }
    return false;
  };
  for (const c of cards) place(c, new Set());
}

/** One complete placement of every live card consistent with the tracker (owner[card] = location). */
export function sampleOwners(k: Knowledge, rng: Rng, owner: number[]): void {
  for (let t = 0; t < SAMPLE_TRIES; t++) if (tryRandomFill(k, rng, owner)) return;
  matchingFill(k, rng, owner);
}

// Search bots determinize the same view object many times: its tracker is built once.
const trackers = new WeakMap<CuttlefishView, { seat: number; k: Knowledge }>();

export function determinize(v: CuttlefishView, seat: number, rng: Rng): CuttlefishState {
  let cached = trackers.get(v);
  if (!cached || cached.seat !== seat) {
    cached = { seat, k: buildKnowledge(trackInputFromView(v, seat), true) };
    trackers.set(v, cached);
  }
  const k = cached.k;
  // A seat that watched the whole log (recall.ts) samples a table whose players remember it too,
  // as attentive players and the normal bot do under lastAsk: the world shows the whole log. Only
  // the views and the declarations listed differ from a lastAsk world (apply takes any declaration;
  // RULES.md decision 18).
  const remembered = v.remembered?.fromDeal === true ? v.remembered : undefined;
  const owner = new Array<number>(CARD_COUNT).fill(OUT);
  sampleOwners(k, rng, owner);
  const handCount = v.handCounts.slice();
  const setStatus = v.sets.map((s) => STATUS_NAMES.indexOf(s.status as (typeof STATUS_NAMES)[number]));
  return {
    config: {
      players: v.players,
      hasPile: v.options.pile,
      removeSet: v.options.eightPlayerDeck === "removeSet",
      anytime: v.options.declarationTiming === "anytime",
      strict: v.options.strictDeclarations,
      lastAsk: v.options.logVisibility === "lastAsk" && remembered === undefined,
      endWhenClinched: v.options.endWhenClinched,
      askCap: v.options.askCap,
      skin: v.options.deckSkin,
      notes: v.options.notes,
    },
    owner,
    handCount,
    pileCount: v.pileCount ?? 0,
    setStatus,
    setDeclarer: v.sets.map((s) => (s.declarer === null ? -1 : s.declarer)),
    startDead: v.startDead,
    phase: v.phase,
    turn: v.turn,
    dealer: v.dealer,
    pollQueue: v.pollQueue.slice(),
    chanceOrder: v.chanceOrder.slice(),
    chanceIndex: v.chanceIndex,
    asks: v.asks,
    version: v.version,
    log: (remembered?.log ?? v.log).map(fromViewEntry),
    seq: v.nextSeq,
    cappedAsks: v.cappedAsks,
    clinched: v.clinched,
    series: { game: v.series.game, wins: v.series.wins.slice(), sets: v.series.sets.slice() },
    rng: seedRng(`${rng.uint32()}`),
  };
}

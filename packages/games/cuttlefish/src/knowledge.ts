// Section 9 "Knowledge base": from the public log (and optionally one seat's hand), who may hold
// each live card. Poss(c) is a bitmask of locations (seats 0-7, PILE = bit 8); n(L) the exact
// size of each location; facts "p holds >= 1 of X" from legal asks (CF-10). Rules 1-3 propagate
// to a fixpoint; the deep mode adds the flow check (rule 4): a placement survives only if some
// complete assignment respecting every Poss and every n(L) uses it.

import { CARD_COUNT, CARDS_PER_SET, setOf } from "./cards.js";
import { PILE } from "./state.js";

export const LOCATIONS = 9;

export interface Knowledge {
  players: number;
  hasPile: boolean;
  /** The observing seat, or -1 for public knowledge. */
  self: number;
  /** Poss(c) as a location bitmask; 0 for a card that is not in play. */
  poss: number[];
  /** n(L), the number of cards at each location. */
  count: number[];
  /** Flattened facts: [location, set, mask of candidate card numbers (bit i = card i + 1)] ... */
  facts: number[];
  /** False once the observations contradict each other (never for a real game). */
  consistent: boolean;
}

export function isSingle(mask: number): boolean {
  return mask !== 0 && (mask & (mask - 1)) === 0;
}
export function lowestLocation(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}
export function popcount(mask: number): number {
  let m = mask;
  let c = 0;
  while (m) {
    m &= m - 1;
    c++;
  }
  return c;
}

export function allLocationsMask(players: number, hasPile: boolean): number {
  return ((1 << players) - 1) | (hasPile ? 1 << PILE : 0);
}

/**
 * A fresh tracker: `live[card]` says whether the card is in play, `counts` gives n(L) by location,
 * `own` the observer's cards (ignored for the public tracker, self = -1).
 */
export function createKnowledge(
  players: number,
  hasPile: boolean,
  self: number,
  own: readonly number[],
  live: ArrayLike<boolean>,
  counts: readonly number[],
): Knowledge {
  const all = allLocationsMask(players, hasPile);
  const others = self >= 0 ? all & ~(1 << self) : all;
  const poss: number[] = new Array(CARD_COUNT);
  for (let c = 0; c < CARD_COUNT; c++) poss[c] = live[c] ? others : 0;
  if (self >= 0) for (const c of own) poss[c] = 1 << self;
  const count: number[] = new Array(LOCATIONS).fill(0);
  for (let l = 0; l < LOCATIONS; l++) count[l] = counts[l] ?? 0;
  const k: Knowledge = { players, hasPile, self, poss, count, facts: [], consistent: true };
  return k;
}

export function cloneKnowledge(k: Knowledge): Knowledge {
  return { ...k, poss: k.poss.slice(), count: k.count.slice(), facts: k.facts.slice() };
}

/**
 * Drops the facts at `loc` (any location when -1) about `set` whose mask, with `covers`, holds
 * every bit of `bits` (every mask when `bits` is 0), or otherwise shares a bit with `bits`. One
 * loop with plain arguments: a callback here cost a closure per observation.
 */
function dropFacts(k: Knowledge, loc: number, set: number, bits: number, covers: boolean): void {
  const f = k.facts;
  let w = 0;
  for (let r = 0; r < f.length; r += 3) {
    const m = f[r + 2];
    if ((loc < 0 || f[r] === loc) && f[r + 1] === set && (covers ? (m & bits) === bits : (m & bits) !== 0))
      continue;
    f[w] = f[r];
    f[w + 1] = f[r + 1];
    f[w + 2] = m;
    w += 3;
  }
  f.length = w;
}

/** Adds "loc holds >= 1 of mask", unless a stronger fact (a subset) is known; drops weaker ones. */
function addFact(k: Knowledge, loc: number, set: number, mask: number): void {
  const f = k.facts;
  for (let r = 0; r < f.length; r += 3) {
    if (f[r] === loc && f[r + 1] === set && (f[r + 2] & mask) === f[r + 2]) return;
  }
  dropFacts(k, loc, set, mask, true);
  f.push(loc, set, mask);
}

/** ask(p -> q, c) with its public answer. */
export function observeAsk(
  k: Knowledge,
  asker: number,
  target: number,
  card: number,
  hit: boolean,
  deep: boolean,
): void {
  const set = setOf(card);
  const number = card - set * CARDS_PER_SET;
  k.poss[card] &= ~(1 << asker);
  addFact(k, asker, set, ((1 << CARDS_PER_SET) - 1) & ~(1 << number));
  if (hit) {
    k.poss[card] = 1 << asker;
    k.count[asker]++;
    k.count[target]--;
    dropFacts(k, target, set, 1 << number, false);
    // A fact about the asker is about cards it held when the fact arose; the card it just won was
    // not one of them (it never left the asker since, or the fact would have been dropped).
    const f = k.facts;
    for (let r = 0; r < f.length; r += 3) if (f[r] === asker && f[r + 1] === set) f[r + 2] &= ~(1 << number);
  } else {
    k.poss[card] &= ~(1 << target);
    if (k.poss[card] === 0) k.consistent = false;
  }
  propagate(k, deep);
}

/** A declaration of `set` with the revealed true holders (locations) of its six cards. */
export function observeDeclaration(
  k: Knowledge,
  set: number,
  actual: readonly number[],
  deep: boolean,
): void {
  for (let i = 0; i < CARDS_PER_SET; i++) {
    const card = set * CARDS_PER_SET + i;
    if (k.poss[card] === 0) continue;
    k.poss[card] = 0;
    k.count[actual[i]]--;
  }
  dropFacts(k, -1, set, 0, true);
  propagate(k, deep);
}

const known = new Array<number>(LOCATIONS).fill(0);
const possible = new Array<number>(LOCATIONS).fill(0);
// Cards per Poss mask, and the masks seen: the cards share a few masks, so counting by mask and
// then spreading each mask's count over its locations is cheaper than walking every card's bits.
const cardsWithMask = new Int32Array(1 << LOCATIONS);
const masksSeen: number[] = [];

/** Rules 1-2: location counts. Returns true when something changed. */
function countRule(k: Knowledge): boolean {
  const poss = k.poss;
  known.fill(0);
  possible.fill(0);
  masksSeen.length = 0;
  for (let c = 0; c < CARD_COUNT; c++) {
    const m = poss[c];
    if (m !== 0 && cardsWithMask[m]++ === 0) masksSeen.push(m);
  }
  for (let i = 0; i < masksSeen.length; i++) {
    let m = masksSeen[i];
    const n = cardsWithMask[m];
    cardsWithMask[m] = 0;
    if ((m & (m - 1)) === 0) known[31 - Math.clz32(m)] += n;
    while (m) {
      possible[31 - Math.clz32(m & -m)] += n;
      m &= m - 1;
    }
  }
  let changed = false;
  for (let l = 0; l < LOCATIONS; l++) {
    if (possible[l] <= known[l]) {
      if (known[l] > k.count[l]) k.consistent = false;
      continue;
    }
    const b = 1 << l;
    if (known[l] >= k.count[l]) {
      if (known[l] > k.count[l]) k.consistent = false;
      for (let c = 0; c < CARD_COUNT; c++) {
        const m = poss[c];
        if (m & b && m !== b) {
          poss[c] = m & ~b;
          if (poss[c] === 0) k.consistent = false;
          changed = true;
        }
      }
    } else if (possible[l] <= k.count[l]) {
      if (possible[l] < k.count[l]) k.consistent = false;
      for (let c = 0; c < CARD_COUNT; c++) {
        if (poss[c] & b && poss[c] !== b) {
          poss[c] = b;
          changed = true;
        }
      }
    }
    if (changed) return true;
  }
  return changed;
}

/** Rule 3: "p holds >= 1 of X". */
function factRule(k: Knowledge): boolean {
  const f = k.facts;
  let changed = false;
  let w = 0;
  for (let r = 0; r < f.length; r += 3) {
    const loc = f[r];
    const set = f[r + 1];
    const b = 1 << loc;
    let mask = f[r + 2];
    let satisfied = false;
    let remaining = 0;
    for (let i = 0; i < CARDS_PER_SET; i++) {
      if (!(mask & (1 << i))) continue;
      const m = k.poss[set * CARDS_PER_SET + i];
      if (m === b) satisfied = true;
      else if (m & b) remaining |= 1 << i;
    }
    mask = remaining;
    if (satisfied) continue;
    if (mask === 0) {
      k.consistent = false;
      continue;
    }
    if ((mask & (mask - 1)) === 0) {
      k.poss[set * CARDS_PER_SET + (31 - Math.clz32(mask))] = b;
      changed = true;
      continue;
    }
    f[w] = loc;
    f[w + 1] = set;
    f[w + 2] = mask;
    w += 3;
  }
  f.length = w;
  return changed;
}

// Scratch space for the flow check (one game logic thread, no re-entrancy).
const assign = new Array<number>(CARD_COUNT).fill(-1);
const load = new Array<number>(LOCATIONS).fill(0);
const cardsAt: number[][] = Array.from({ length: LOCATIONS }, () => []);
let visited = 0;

function place(k: Knowledge, card: number): boolean {
  let m = k.poss[card];
  // First a free slot, then an augmenting path through a full location.
  for (let mm = m; mm; mm &= mm - 1) {
    const l = 31 - Math.clz32(mm & -mm);
    if (!(visited & (1 << l)) && load[l] < k.count[l]) {
      assign[card] = l;
      load[l]++;
      cardsAt[l].push(card);
      return true;
    }
  }
  for (; m; m &= m - 1) {
    const l = 31 - Math.clz32(m & -m);
    if (visited & (1 << l)) continue;
    visited |= 1 << l;
    const at = cardsAt[l];
    for (let i = 0; i < at.length; i++) {
      const other = at[i];
      // Move `other` elsewhere, freeing its slot at l for `card`.
      at[i] = at[at.length - 1];
      at.pop();
      load[l]--;
      if (place(k, other)) {
        assign[card] = l;
        load[l]++;
        at.push(card);
        return true;
      }
      at.push(other);
      const last = at.length - 1;
      const tmp = at[i];
      at[i] = at[last];
      at[last] = tmp;
      load[l]++;
    }
  }
  return false;
}

/** Rule 4: keep L in Poss(c) only if some complete assignment puts c at L. */
function flowRule(k: Knowledge): boolean {
  load.fill(0);
  for (const at of cardsAt) at.length = 0;
  for (let c = 0; c < CARD_COUNT; c++) {
    assign[c] = -1;
    if (k.poss[c] === 0) continue;
    visited = 0;
    if (!place(k, c)) {
      k.consistent = false;
      return false;
    }
  }
  // adj[X]: locations a card now at X could move to; reach = transitive closure.
  const reach = new Array<number>(LOCATIONS).fill(0);
  for (let c = 0; c < CARD_COUNT; c++) if (assign[c] >= 0) reach[assign[c]] |= k.poss[c] & ~(1 << assign[c]);
  let grew = true;
  while (grew) {
    grew = false;
    for (let x = 0; x < LOCATIONS; x++) {
      let r = reach[x];
      for (let m = r; m; m &= m - 1) r |= reach[31 - Math.clz32(m & -m)];
      if (r !== reach[x]) {
        reach[x] = r;
        grew = true;
      }
    }
  }
  let changed = false;
  for (let c = 0; c < CARD_COUNT; c++) {
    const m = k.poss[c];
    if (m === 0 || (m & (m - 1)) === 0) continue;
    const home = assign[c];
    let allowed = 1 << home;
    for (let mm = m & ~(1 << home); mm; mm &= mm - 1) {
      const l = 31 - Math.clz32(mm & -mm);
      if (reach[l] & (1 << home)) allowed |= 1 << l;
    }
    if (allowed !== m) {
      k.poss[c] = allowed;
      changed = true;
    }
  }
  return changed;
}

// Scratch for reservedRule: sets reserved per location, candidate cards per (location, set).
const reservedSets = new Array<number>(LOCATIONS).fill(0);
const reservedCandidates = new Array<number>(LOCATIONS * 9).fill(0);
/**
 * Rules 2 and 3 together: each open fact at L (one per set, the cards of a set being all that can
 * satisfy it) reserves one of L's unexplained slots; when known cards plus reservations fill n(L),
 * no card outside them can be at L. Runs right after countRule changed nothing, so `known` is current.
 */
function reservedRule(k: Knowledge): boolean {
  const f = k.facts;
  if (f.length === 0) return false;
  reservedSets.fill(0);
  // Only the entries of the facts' (location, set) pairs are read: clear just those.
  for (let r = 0; r < f.length; r += 3) reservedCandidates[f[r] * 9 + f[r + 1]] = 0;
  for (let r = 0; r < f.length; r += 3) {
    const l = f[r];
    const b = 1 << l;
    const set = f[r + 1];
    const mask = f[r + 2];
    let open = true;
    for (let i = 0; i < CARDS_PER_SET && open; i++)
      if (mask & (1 << i) && k.poss[set * CARDS_PER_SET + i] === b) open = false;
    if (!open) continue;
    reservedSets[l] |= 1 << set;
    reservedCandidates[l * 9 + set] |= mask;
  }
  let changed = false;
  for (let l = 0; l < LOCATIONS; l++) {
    if (reservedSets[l] === 0 || known[l] + popcount(reservedSets[l]) < k.count[l]) continue;
    const b = 1 << l;
    for (let c = 0; c < CARD_COUNT; c++) {
      const m = k.poss[c];
      if (!(m & b) || m === b) continue;
      const set = (c / CARDS_PER_SET) | 0;
      if (reservedSets[l] & (1 << set) && reservedCandidates[l * 9 + set] & (1 << (c - set * CARDS_PER_SET)))
        continue;
      k.poss[c] = m & ~b;
      if (k.poss[c] === 0) k.consistent = false;
      changed = true;
    }
  }
  return changed;
}

// Scratch for factHallRule: one fact per location of a set (location, candidate card numbers).
const hallLocs = new Array<number>(LOCATIONS).fill(0);
const hallMasks = new Array<number>(LOCATIONS).fill(0);
const hallForced = new Array<number>(LOCATIONS).fill(0);

/** Can every fact take a distinct candidate card? (facts at distinct locations, tiny sizes) */
function distinctRepresentatives(masks: number[], count: number, used: number, from: number): boolean {
  if (from === count) return true;
  for (let m = masks[from] & ~used; m; m &= m - 1) {
    if (distinctRepresentatives(masks, count, used | (m & -m), from + 1)) return true;
  }
  return false;
}

/**
 * Rule 3 across facts: the facts on one set at different locations need distinct cards. A card
 * keeps location L only if, with the card at L, every such fact can still get its own card.
 */
function factHallRule(k: Knowledge): boolean {
  const f = k.facts;
  if (f.length < 6) return false;
  let changed = false;
  const forced = hallForced;
  // Sets with facts at two or more locations (only they can interact).
  let seen = 0;
  let multi = 0;
  for (let r = 0; r < f.length; r += 3) {
    const key = 1 << f[r + 1];
    if (seen & key) multi |= key;
    seen |= key;
  }
  for (let set = 0; set < 9; set++) {
    if (!(multi & (1 << set))) continue;
    let count = 0;
    for (let r = 0; r < f.length; r += 3) {
      if (f[r + 1] !== set) continue;
      const loc = f[r];
      let mask = 0;
      for (let i = 0; i < CARDS_PER_SET; i++)
        if (f[r + 2] & (1 << i) && k.poss[set * CARDS_PER_SET + i] & (1 << loc)) mask |= 1 << i;
      let j = 0;
      while (j < count && hallLocs[j] !== loc) j++;
      if (j === count) {
        hallLocs[count] = loc;
        hallMasks[count++] = mask;
      } else if (popcount(mask) < popcount(hallMasks[j])) hallMasks[j] = mask;
    }
    if (count < 2) continue;
    for (let i = 0; i < CARDS_PER_SET; i++) {
      const card = set * CARDS_PER_SET + i;
      const m = k.poss[card];
      if (m === 0 || (m & (m - 1)) === 0) continue;
      // If the facts can do without this card altogether, it may be anywhere it is possible.
      for (let j = 0; j < count; j++) forced[j] = hallMasks[j] & ~(1 << i);
      if (distinctRepresentatives(forced, count, 0, 0)) continue;
      for (let mm = m; mm; mm &= mm - 1) {
        const q = 31 - Math.clz32(mm & -mm);
        // The card at q: it satisfies q's fact (if it is a candidate there) and serves no other.
        let n = 0;
        for (let j = 0; j < count; j++) {
          if (hallLocs[j] === q && hallMasks[j] & (1 << i)) continue;
          forced[n++] = hallMasks[j] & ~(1 << i);
        }
        if (!distinctRepresentatives(forced, n, 0, 0)) {
          k.poss[card] &= ~(1 << q);
          if (k.poss[card] === 0) k.consistent = false;
          changed = true;
        }
      }
      if (changed) return true;
    }
  }
  return changed;
}

/** Propagates rules 1-3 (and rule 4 when deep) to a fixpoint. */
export function propagate(k: Knowledge, deep: boolean): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (countRule(k)) continue;
    if (factRule(k)) continue;
    if (reservedRule(k)) continue;
    if (factHallRule(k)) continue;
    if (deep && k.consistent && flowRule(k)) continue;
    return;
  }
}

/** The single known location of a card, or -1. */
export function knownLocation(k: Knowledge, card: number): number {
  const m = k.poss[card];
  return isSingle(m) ? lowestLocation(m) : -1;
}

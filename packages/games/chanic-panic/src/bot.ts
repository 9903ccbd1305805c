// The normal bot (brief §9): the official app's decision procedure, reading only the view, with
// the brief's "decent heuristic" where the app's would not end the game: with several opponents
// it aims at the weakest defence and answers the strongest potential, and at every table it keeps
// its Spades for an attack that eliminates (`strike`), trades away cards its full rows cannot take,
// and keeps Clubs that would put those Spades down. Without these, tables of normal bots end most
// FFA games by the round cap (docs/bots.md). Each call re-enters the turn plan at the stage it
// reached (memory keyed by turn).

import {
  type Bot,
  type BotContext,
  CLUBS,
  cardRank,
  cardSuit,
  DIAMONDS,
  HEARTS,
  SPADES,
  tryParseCard,
} from "@houserules/engine";
import type { ChanicAction } from "./actions.js";
import { abilityAt, chooseDraft, chooseSubStep } from "./bot-abilities.js";
import {
  BASE_POINTS,
  BYPASS_FROM_ROUND,
  FULL_HAND,
  ROW_CAPACITY,
  ROW_DIAMONDS,
  ROW_HEARTS,
  ROW_SPADES,
} from "./state.js";
import type { ChanicView } from "./view.js";

/** All-Hearts-and-Diamonds priority value before round 3 (§9 step 2); also the Spade build-up value. */
const DEFENSIVE_PRIORITY = 13;
/** Minimum attack efficiency for a non-killing attack (§9 step 6). */
const EFFICIENCY_THRESHOLD = 85;
/** Hold back when the target's Hearts are at most this and its Diamonds exceed them. */
const HOLD_BACK_HEARTS = 10;
/** Clubs are played while their value is at least this (or the hand is not full, or points ≥ 12). */
const CLUB_VALUE_THRESHOLD = 6;
/** Trader fires on two non-Club cards of value at most this. */
const TRADER_MAX_VALUE = 3;
/** Panic's assumed opponent bonus (the app's "Sp + 8"). */
const PANIC_THREAT_BONUS = 8;

/** Points a turn can spend on Spades beyond a full row, in the estimate of the strongest strike. */
const STRIKE_EXTRA_POINTS = BASE_POINTS;

type Stage = "prePlay" | "priority" | "playElse1" | "endPoint" | "playElse2" | "clubs" | "attack" | "endTurn";

interface Memory {
  turn: number;
  round: number;
  firstSeat: number;
  stage: Stage;
  priorityComputed: boolean;
  prioritySuits: number[];
  priorityValue: number;
  queue: string[];
  targets: string[] | null;
  allyDone: boolean;
  /** Ability activations this turn (the bot's own guard against loops). */
  used: Record<string, number>;
}

type Ctx = BotContext<ChanicView, ChanicAction>;

/** Parsed card notations: the bot reads the same few dozen names at every decision. */
const parsedCards = new Map<string, number>();
function cardOf(notation: string): number {
  let card = parsedCards.get(notation);
  if (card === undefined) {
    card = tryParseCard(notation) ?? 0;
    parsedCards.set(notation, card);
  }
  return card;
}
const rankOf = (notation: string): number => cardRank(cardOf(notation));
const suitOf = (notation: string): number => cardSuit(cardOf(notation));
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function rowValues(view: ChanicView, seat: number, row: number): number[] {
  return view.seats[seat].rows[row].map((c) => c.value);
}
const rowSum = (view: ChanicView, seat: number, row: number): number => sum(rowValues(view, seat, row));
const defenceOf = (view: ChanicView, seat: number): number =>
  rowSum(view, seat, ROW_HEARTS) + rowSum(view, seat, ROW_DIAMONDS);

function rowCapacity(view: ChanicView, seat: number): number {
  return view.seats[seat].abilities.includes("landowner") ? ROW_CAPACITY + 1 : ROW_CAPACITY;
}

function livingOpponents(view: ChanicView, me: number): number[] {
  const n = view.seats.length;
  const out: number[] = [];
  for (let step = 1; step < n; step++) {
    const s = (me + step) % n;
    if (view.seats[s].alive && view.seats[s].team !== view.seats[me].team) out.push(s);
  }
  return out;
}

function findAction(legal: readonly ChanicAction[], test: (a: ChanicAction) => boolean): ChanicAction | null {
  for (const a of legal) if (test(a)) return a;
  return null;
}

const sameCards = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.slice().sort().join() === b.slice().sort().join();

/** Best subset (largest sum ≤ limit, then fewest cards) of values; returns chosen indices. */
function bestSubset(values: readonly number[], limit: number): number[] {
  let best: number[] = [];
  let bestSum = 0;
  for (let mask = 1; mask < 1 << values.length; mask++) {
    let s = 0;
    const idx: number[] = [];
    for (let i = 0; i < values.length; i++) {
      if (mask & (1 << i)) {
        s += values[i];
        idx.push(i);
      }
    }
    if (s > limit) continue;
    if (s > bestSum || (s === bestSum && idx.length < best.length)) {
      best = idx;
      bestSum = s;
    }
  }
  return best;
}

interface AttackPlan {
  action: ChanicAction;
  targets: string[];
  damage: number;
  kills: boolean;
  efficiency: number;
  distance: number;
}

/** §9 step 6: greedy targets, kill test and efficiency of one declared attack. */
function planAttack(view: ChanicView, me: number, action: ChanicAction): AttackPlan | null {
  if (action.type !== "attack") return null;
  // Attack cards: Spades, and Diamonds with Innovator (⌊Σ Diamonds ÷ 2⌋, CP-51).
  const spades = view.seats[me].rows[ROW_SPADES];
  const diamondsOwn = view.seats[me].rows[ROW_DIAMONDS];
  const used = new Set<number>();
  let raw = 0;
  let diamondSum = 0;
  for (const name of action.spades) {
    const isDiamond = suitOf(name) === DIAMONDS;
    const row = isDiamond ? diamondsOwn : spades;
    const offset = isDiamond ? 100 : 0;
    let best = -1;
    for (let i = 0; i < row.length; i++) {
      if (used.has(i + offset) || row[i].card !== name) continue;
      if (best < 0 || row[i].value > row[best].value) best = i;
    }
    if (best < 0) return null;
    used.add(best + offset);
    if (isDiamond) diamondSum += row[best].value;
    else raw += row[best].value;
  }
  raw += Math.floor(diamondSum / 2);
  const bypass = action.mode === "bypass";
  // CP-A07 Direct Hitter: ¾ against ≥2 Diamonds.
  const hitter =
    view.seats[me].abilities.includes("directHitter") &&
    view.seats[action.defender].rows[ROW_DIAMONDS].length >= 2;
  const exact = bypass ? (hitter ? (raw * 3) / 4 : raw / 2) : raw;
  const power = Math.floor(exact);
  const d = view.seats[action.defender];
  const hearts = d.rows[ROW_HEARTS];
  const diamonds = d.rows[ROW_DIAMONDS];
  const dmTotal = sum(diamonds.map((c) => c.value));
  let targets: string[] = [];
  let damage = 0;
  let kills = false;
  if (!bypass && power < dmTotal) {
    const pick = bestSubset(
      diamonds.map((c) => c.value),
      power,
    );
    targets = pick.map((i) => diamonds[i].card);
    damage = sum(pick.map((i) => diamonds[i].value));
  } else {
    const budget = bypass ? power : power - dmTotal;
    const pick = bestSubset(
      hearts.map((c) => c.value),
      budget,
    );
    targets = (bypass ? [] : diamonds.map((c) => c.card)).concat(pick.map((i) => hearts[i].card));
    damage = (bypass ? 0 : dmTotal) + sum(pick.map((i) => hearts[i].value));
    if (hearts.length > 0) kills = pick.length === hearts.length;
    else kills = bypass ? power > 0 : power > dmTotal;
  }
  const efficiency =
    damage === 0 ? 0 : Math.trunc(((100 * damage) / exact + 10 * (10 - (power - damage))) / 2);
  const n = view.seats.length;
  return { action, targets, damage, kills, efficiency, distance: (action.defender - me + n) % n };
}

export function normalBot(): Bot<ChanicView, ChanicAction> {
  const memories = new Map<number, Memory>();
  return {
    name: "normal",
    choose(ctx: Ctx): ChanicAction {
      const chosen = decide(ctx, memories);
      return chosen ?? findAction(ctx.legal, (a) => a.type === "endTurn") ?? ctx.legal[0];
    },
  };
}

function memoryFor(memories: Map<number, Memory>, view: ChanicView, seat: number): Memory {
  let m = memories.get(seat);
  if (m === undefined || m.turn !== view.turn || m.round !== view.round || m.firstSeat !== view.firstSeat) {
    m = {
      turn: view.turn,
      round: view.round,
      firstSeat: view.firstSeat,
      stage: "prePlay",
      priorityComputed: false,
      prioritySuits: [],
      priorityValue: 0,
      queue: [],
      targets: null,
      allyDone: false,
      used: {},
    };
    memories.set(seat, m);
  }
  return m;
}

function decide(ctx: Ctx, memories: Map<number, Memory>): ChanicAction | null {
  const { view, seat, legal } = ctx;
  if (legal.length === 1) return legal[0];
  const pending = view.pending;
  if (pending?.kind === "gift") return findAction(legal, (a) => a.type === "keepGift");
  if (view.phase === "draft") return chooseDraft(legal);
  if (pending?.kind === "ability") return chooseSubStep(view, seat, legal);
  const m = memoryFor(memories, view, seat);
  if (pending?.kind === "attack") return chooseTargets(view, legal, m);

  let strikeChecked = false;
  for (let guard = 0; guard < 16; guard++) {
    if (!strikeChecked && m.stage !== "prePlay" && m.stage !== "endTurn") {
      strikeChecked = true;
      const action = strike(view, seat, legal, m);
      if (action !== null) return action;
    }
    const action = runStage(view, seat, legal, m);
    if (action !== null) return action;
    const next = NEXT_STAGE[m.stage];
    if (next === null) return null;
    m.stage = next;
  }
  return null;
}

const NEXT_STAGE: Record<Stage, Stage | null> = {
  prePlay: "priority",
  priority: "playElse1",
  playElse1: "endPoint",
  endPoint: "playElse2",
  playElse2: "clubs",
  clubs: "attack",
  attack: "endTurn",
  endTurn: null,
};

function runStage(
  view: ChanicView,
  seat: number,
  legal: readonly ChanicAction[],
  m: Memory,
): ChanicAction | null {
  switch (m.stage) {
    case "prePlay":
      return abilityAt(view, seat, legal, "prePlay", m.used) ?? trader(view, seat, legal);
    case "endPoint":
      return abilityAt(view, seat, legal, "endPoint", m.used) ?? trader(view, seat, legal);
    case "priority":
      return priorityPlay(view, seat, legal, m);
    case "playElse1":
    case "playElse2":
      return playElse(legal);
    case "clubs":
      // POST_CLUB abilities run after each Club (only Trader exists in the base game).
      return (
        (view.phase === "club"
          ? (abilityAt(view, seat, legal, "postClub", m.used) ?? trader(view, seat, legal))
          : null) ?? clubs(view, seat, legal, m)
      );
    case "attack":
      return playElse(legal) ?? attack(view, seat, legal, m);
    case "endTurn":
      return endOfTurn(view, seat, legal, m);
  }
}

/**
 * Trader: ≥2 non-Club cards of value ≤3: discard the two lowest (§9 firing rules). Otherwise two
 * Hearts or Diamonds whose rows are full (the lowest): they only fill the hand, and a full hand
 * skips its draws, which freezes a game where every row is full.
 */
function trader(view: ChanicView, seat: number, legal: readonly ChanicAction[]): ChanicAction | null {
  const hand = view.seats[seat].hand ?? [];
  let pair = hand
    .filter((c) => suitOf(c) !== CLUBS && rankOf(c) <= TRADER_MAX_VALUE)
    .sort((a, b) => rankOf(a) - rankOf(b));
  if (pair.length < 2) pair = blockedCards(view, seat);
  if (pair.length < 2) return null;
  const cards = [pair[0], pair[1]];
  const [x, y] = cards;
  return findAction(
    legal,
    (a) =>
      a.type === "trade" &&
      (a.stack ?? 0) === 0 &&
      a.cards.length === 2 &&
      ((a.cards[0] === x && a.cards[1] === y) || (a.cards[0] === y && a.cards[1] === x)),
  );
}

/**
 * Hearts and Diamonds in hand whose row is full, lowest first. Spades are kept: they wait for a
 * strike, and free slots open as soon as the Spades on the board attack.
 */
function blockedCards(view: ChanicView, seat: number): string[] {
  const cap = rowCapacity(view, seat);
  const rows = view.seats[seat].rows;
  return (view.seats[seat].hand ?? [])
    .filter((c) => {
      const suit = suitOf(c);
      return (suit === HEARTS || suit === DIAMONDS) && rows[ROW_OF(suit)].length >= cap;
    })
    .sort((a, b) => rankOf(a) - rankOf(b));
}

function playableCards(legal: readonly ChanicAction[]): string[] {
  const out: string[] = [];
  for (const a of legal) if (a.type === "play" && !a.attach) out.push(a.card);
  return out;
}

function playCard(legal: readonly ChanicAction[], card: string): ChanicAction | null {
  return findAction(legal, (a) => a.type === "play" && !a.attach && a.card === card);
}

/** playElse: the highest-value playable non-Club. */
function playElse(legal: readonly ChanicAction[]): ChanicAction | null {
  let best: string | null = null;
  for (const c of playableCards(legal)) {
    if (suitOf(c) === CLUBS) continue;
    if (best === null || rankOf(c) > rankOf(best)) best = c;
  }
  return best === null ? null : playCard(legal, best);
}

function orderPos(view: ChanicView, seat: number): number {
  const n = view.seats.length;
  return (seat - view.firstSeat + n) % n;
}

/** §9 step 2: the priority suits and value for this turn. */
function computePriority(view: ChanicView, seat: number, legal: readonly ChanicAction[], m: Memory): void {
  const opponents = livingOpponents(view, seat);
  if (view.round < 3 || opponents.length === 0) {
    m.prioritySuits = [HEARTS, DIAMONDS];
    m.priorityValue = DEFENSIVE_PRIORITY;
    return;
  }
  // With one opponent this is the app's reading. With several (the app then only builds Hearts and
  // Diamonds), the offence aims at the weakest defence and the defence answers the strongest Spades.
  let o = opponents[0];
  let threat = opponents[0];
  for (const s of opponents) {
    if (defenceOf(view, s) < defenceOf(view, o)) o = s;
    if (rowSum(view, s, ROW_SPADES) > rowSum(view, threat, ROW_SPADES)) threat = s;
  }
  const mySp = rowSum(view, seat, ROW_SPADES);
  const open = ROW_CAPACITY - view.seats[seat].rows[ROW_SPADES].length;
  const spadeValues = playableCards(legal)
    .filter((c) => suitOf(c) === SPADES)
    .map(rankOf)
    .sort((a, b) => b - a)
    .slice(0, open);
  const myPotential = mySp + Math.max(sum(spadeValues), view.points);
  const theirPotential = rowSum(view, threat, ROW_SPADES) + BASE_POINTS;
  const myH = rowSum(view, seat, ROW_HEARTS);
  const myDefence = myH + rowSum(view, seat, ROW_DIAMONDS);
  const theirH = rowSum(view, o, ROW_HEARTS);
  const theirDefence = theirH + rowSum(view, o, ROW_DIAMONDS);
  const theirNextRound = orderPos(view, threat) > orderPos(view, seat) ? view.round : view.round + 1;
  const myDiamonds = view.seats[seat].rows[ROW_DIAMONDS].length;
  if (view.round >= BYPASS_FROM_ROUND && theirH <= Math.floor(myPotential / 2)) {
    m.prioritySuits = [SPADES];
    m.priorityValue = myPotential - mySp;
  } else if (
    theirNextRound >= BYPASS_FROM_ROUND &&
    myH <= Math.floor(theirPotential / 2) &&
    myDiamonds >= 1
  ) {
    m.prioritySuits = [HEARTS];
    m.priorityValue = Math.floor(theirPotential / 2);
  } else if (theirDefence <= myPotential) {
    m.prioritySuits = [SPADES];
    m.priorityValue = myPotential - mySp;
  } else if (myDefence <= theirPotential) {
    m.prioritySuits = [HEARTS, DIAMONDS];
    m.priorityValue = theirPotential - myDefence + 1;
  } else {
    // Safe enough: build the Spade row towards a strike (the app plays nothing in particular here).
    m.prioritySuits = [SPADES];
    m.priorityValue = DEFENSIVE_PRIORITY;
  }
}

const ROW_OF = (suit: number): number =>
  suit === HEARTS ? ROW_HEARTS : suit === DIAMONDS ? ROW_DIAMONDS : ROW_SPADES;

/** §9 step 3: the best affordable combination of priority-suit cards, played one card per call. */
function priorityPlay(
  view: ChanicView,
  seat: number,
  legal: readonly ChanicAction[],
  m: Memory,
): ChanicAction | null {
  if (!m.priorityComputed) {
    computePriority(view, seat, legal, m);
    m.priorityComputed = true;
  }
  while (m.queue.length > 0) {
    const next = playCard(legal, m.queue.shift() as string);
    if (next !== null) return next;
  }
  if (m.priorityValue <= 0 || view.phase !== "point") return null;
  const candidates = playableCards(legal).filter((c) => m.prioritySuits.includes(suitOf(c)));
  if (candidates.length === 0) return null;
  const open = [0, 1, 2].map((r) => ROW_CAPACITY - view.seats[seat].rows[r].length);
  let best: string[] | null = null;
  let bestKey: [number, number, number] = [-1, -1, 0];
  const maxSize = Math.min(3, candidates.length);
  const pick = (start: number, chosen: string[]): void => {
    if (chosen.length > 0) {
      const cost = sum(chosen.map(rankOf));
      const perRow = [0, 0, 0];
      for (const c of chosen) perRow[ROW_OF(suitOf(c))]++;
      if (cost <= view.points && perRow.every((k, r) => k <= open[r])) {
        const key: [number, number, number] = [cost >= m.priorityValue ? 1 : 0, cost, -chosen.length];
        if (
          key[0] > bestKey[0] ||
          (key[0] === bestKey[0] && (key[1] > bestKey[1] || (key[1] === bestKey[1] && key[2] > bestKey[2])))
        ) {
          best = chosen.slice();
          bestKey = key;
        }
      }
    }
    if (chosen.length >= maxSize) return;
    for (let i = start; i < candidates.length; i++) {
      chosen.push(candidates[i]);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  if (best === null) return null;
  const combo = (best as string[]).slice().sort((a, b) => rankOf(b) - rankOf(a));
  m.priorityValue -= sum(combo.map(rankOf));
  m.queue = combo.slice(1);
  return playCard(legal, combo[0]);
}

/** §9 step 5: Clubs, chaining, and priority cards that beat the best Club left. */
function clubs(
  view: ChanicView,
  seat: number,
  legal: readonly ChanicAction[],
  m: Memory,
): ChanicAction | null {
  const hand = view.seats[seat].hand ?? [];
  const playable = playableCards(legal);
  const playableClubs = playable.filter((c) => suitOf(c) === CLUBS).sort((a, b) => rankOf(b) - rankOf(a));
  if (view.phase === "club" && m.priorityValue > 0) {
    const heldClubs = hand.filter((c) => suitOf(c) === CLUBS).map(rankOf);
    const highestClub = heldClubs.length ? Math.max(...heldClubs) : 0;
    const prio = playable
      .filter((c) => m.prioritySuits.includes(suitOf(c)))
      .sort((a, b) => rankOf(b) - rankOf(a))[0];
    if (prio !== undefined && rankOf(prio) > highestClub) {
      m.priorityValue -= rankOf(prio);
      return playCard(legal, prio);
    }
  }
  const club = playableClubs[0];
  if (club === undefined) return null;
  const full = hand.length >= FULL_HAND;
  // With the Spade row full, keep as many Clubs as there are Spades in hand they could put down in
  // a strike's refills.
  if (!full && view.seats[seat].rows[ROW_SPADES].length >= rowCapacity(view, seat)) {
    const waiting = hand.filter((c) => suitOf(c) === SPADES && rankOf(c) <= rankOf(club)).length;
    if (waiting > 0 && hand.filter((c) => suitOf(c) === CLUBS).length <= waiting) return null;
  }
  if (rankOf(club) >= CLUB_VALUE_THRESHOLD || !full || view.points >= BASE_POINTS)
    return playCard(legal, club);
  return null;
}

/** A Spade in hand higher than the lowest Spade on the board. */
function betterSpadeWaiting(view: ChanicView, seat: number): boolean {
  const board = view.seats[seat].rows[ROW_SPADES];
  if (board.length === 0) return false;
  const lowest = Math.min(...board.map((c) => rankOf(c.card)));
  return (view.seats[seat].hand ?? []).some((c) => suitOf(c) === SPADES && rankOf(c) > lowest);
}

/** The attack power that eliminates this defender: all Hearts and Diamonds, or twice the Hearts in a bypass. */
function killNeed(view: ChanicView, defender: number, mode: "normal" | "bypass"): number {
  const h = rowSum(view, defender, ROW_HEARTS);
  if (mode === "bypass") return Math.max(1, 2 * h);
  return h + rowSum(view, defender, ROW_DIAMONDS) + (h === 0 ? 1 : 0);
}

/**
 * Whether a strike could ever be built: the best Spade row still to be had (every Spade but those
 * on other boards) and a turn's points of further Spades reach some opponent's kill need.
 */
function strikeInReach(view: ChanicView, seat: number): boolean {
  const count = new Array<number>(11).fill(view.cfg.decks);
  view.seats.forEach((s, i) => {
    if (i !== seat) for (const c of s.rows[ROW_SPADES]) count[rankOf(c.card)]--;
  });
  const cap = rowCapacity(view, seat);
  let reach = 0;
  let row = 0;
  let extra = STRIKE_EXTRA_POINTS;
  for (let v = 10; v >= 1; v--) {
    for (let k = 0; k < count[v]; k++) {
      if (row < cap) {
        reach += v;
        row++;
      } else if (v <= extra) {
        reach += v;
        extra -= v;
      }
    }
  }
  return livingOpponents(view, seat).some(
    (o) => Math.min(killNeed(view, o, "normal"), killNeed(view, o, "bypass")) <= reach,
  );
}

/**
 * Spade values the turn can still put on the board: hand Spades the points pay for, then one per
 * open allowance and per Club in hand (the highest Spade the Club's value allows).
 */
function spadeReserve(view: ChanicView, seat: number): number {
  if (view.phase !== "point" && view.phase !== "club") return 0;
  const hand = view.seats[seat].hand ?? [];
  const clubBonus = view.seats[seat].abilities.includes("resourceful") ? 2 : 0;
  const allowances = hand
    .filter((c) => suitOf(c) === CLUBS)
    .map((c) => rankOf(c) + clubBonus)
    .sort((a, b) => b - a);
  if (view.allowance > 0) allowances.unshift(view.allowance);
  let points = view.phase === "point" ? view.points : 0;
  let total = 0;
  const unpaid: number[] = [];
  for (const v of hand
    .filter((c) => suitOf(c) === SPADES)
    .map(rankOf)
    .sort((a, b) => b - a)) {
    if (v <= points) {
      points -= v;
      total += v;
    } else unpaid.push(v);
  }
  for (const allowance of allowances) {
    const i = unpaid.findIndex((v) => v <= allowance);
    if (i >= 0) total += unpaid.splice(i, 1)[0];
  }
  return total;
}

/**
 * The strike (from round 3): when the Spades on the board and those the turn can still play reach
 * an attackable opponent's kill need, fill the Spade row, attack that opponent with every Spade,
 * refill (points, then Clubs' allowances) and attack again until they are out.
 */
function strike(
  view: ChanicView,
  seat: number,
  legal: readonly ChanicAction[],
  m: Memory,
): ChanicAction | null {
  if (view.phase !== "point" && view.phase !== "club") return null;
  if (!legal.some((a) => a.type === "attack")) return null;
  const power = rowSum(view, seat, ROW_SPADES) + spadeReserve(view, seat);
  let target = -1;
  let mode: "normal" | "bypass" = "normal";
  let best = Number.POSITIVE_INFINITY;
  // Attacks come in runs per defender and mode: compute each need once.
  let needOf = -1;
  let needMode = "";
  let need = 0;
  for (const a of legal) {
    if (a.type !== "attack") continue;
    if (a.defender !== needOf || a.mode !== needMode) {
      needOf = a.defender;
      needMode = a.mode;
      need = killNeed(view, a.defender, a.mode);
    }
    if (need <= power && need < best) {
      best = need;
      target = a.defender;
      mode = a.mode;
    }
  }
  if (target < 0) return null;
  const plans: AttackPlan[] = [];
  for (const a of legal) {
    const plan = a.type === "attack" ? planAttack(view, seat, a) : null;
    if (plan !== null) plans.push(plan);
  }
  const kill =
    plans.find((p) => p.kills && p.action.type === "attack" && p.action.mode === "normal") ??
    plans.find((p) => p.kills);
  if (kill !== undefined) {
    m.targets = kill.targets;
    return kill.action;
  }
  // Fill the row first, so that one attack pools as much power as it can.
  const spade = playableCards(legal)
    .filter((c) => suitOf(c) === SPADES)
    .sort((a, b) => rankOf(b) - rankOf(a))[0];
  if (spade !== undefined) return playCard(legal, spade);
  const spadeCount = view.seats[seat].rows[ROW_SPADES].length;
  let all: AttackPlan | null = null;
  for (const p of plans) {
    if (p.action.type !== "attack" || p.action.defender !== target || p.action.mode !== mode) continue;
    if (p.action.spades.length === spadeCount && (all === null || p.damage > all.damage)) all = p;
  }
  if (all !== null && all.damage > 0) {
    m.targets = all.targets;
    return all.action;
  }
  // The row is empty (or hits nothing): a Club opens an allowance for a Spade in hand.
  if (view.allowance > 0) return null;
  const handSpades = (view.seats[seat].hand ?? []).filter((c) => suitOf(c) === SPADES).map(rankOf);
  const club = playableCards(legal)
    .filter((c) => suitOf(c) === CLUBS && handSpades.some((v) => v <= rankOf(c)))
    .sort((a, b) => rankOf(b) - rankOf(a))[0];
  return club === undefined ? null : playCard(legal, club);
}

/** §9 step 6: kills first (normal before bypass), else the best efficient normal attack. */
function attack(
  view: ChanicView,
  seat: number,
  legal: readonly ChanicAction[],
  m: Memory,
): ChanicAction | null {
  const plans: AttackPlan[] = [];
  for (const a of legal) {
    const plan = planAttack(view, seat, a);
    if (plan !== null) plans.push(plan);
  }
  const kill =
    plans.find((p) => p.kills && p.action.type === "attack" && p.action.mode === "normal") ??
    plans.find((p) => p.kills);
  const spadeRowFull = view.seats[seat].rows[ROW_SPADES].length >= ROW_CAPACITY;
  let chosen: AttackPlan | null = kill ?? null;
  // Spades that attack without eliminating are gone before the strike they could have made: spend
  // them only to make room for a better Spade in hand, or when no strike can ever be built.
  let spend: boolean | null = null;
  if (chosen === null) {
    for (const p of plans) {
      if (p.action.type !== "attack" || p.action.mode !== "normal" || p.damage === 0) continue;
      if (p.efficiency < EFFICIENCY_THRESHOLD) continue;
      const h = rowSum(view, p.action.defender, ROW_HEARTS);
      const dm = rowSum(view, p.action.defender, ROW_DIAMONDS);
      if (h <= HOLD_BACK_HEARTS && dm > h && !spadeRowFull) continue;
      spend ??= (spadeRowFull && betterSpadeWaiting(view, seat)) || !strikeInReach(view, seat);
      if (!spend) break;
      if (
        chosen === null ||
        p.damage + p.efficiency > chosen.damage + chosen.efficiency ||
        (p.damage + p.efficiency === chosen.damage + chosen.efficiency && p.distance < chosen.distance)
      ) {
        chosen = p;
      }
    }
  }
  if (chosen === null) return null;
  m.targets = chosen.targets;
  return chosen.action;
}

function chooseTargets(view: ChanicView, legal: readonly ChanicAction[], m: Memory): ChanicAction | null {
  const wanted = m.targets;
  m.targets = null;
  if (wanted !== null) {
    const match = findAction(legal, (a) => a.type === "destroy" && sameCards(a.targets, wanted));
    if (match !== null) return match;
  }
  // Fallback: the largest damage (the preview's values), then the fewest cards.
  const pending = view.pending;
  if (pending?.kind !== "attack") return null;
  const valueByCard = new Map(pending.targets.map((t) => [t.card, t.value]));
  let best: ChanicAction | null = null;
  let bestDamage = -1;
  for (const a of legal) {
    if (a.type !== "destroy") continue;
    const damage = sum(a.targets.map((c) => valueByCard.get(c) ?? 0));
    if (damage > bestDamage) {
      best = a;
      bestDamage = damage;
    }
  }
  return best;
}

/** §9 step 7: Ally gives the highest card to the next teammate; Panic when threatened. */
function endOfTurn(
  view: ChanicView,
  seat: number,
  legal: readonly ChanicAction[],
  m: Memory,
): ChanicAction | null {
  if (!m.allyDone) {
    m.allyDone = true;
    let best: ChanicAction | null = null;
    for (const a of legal) {
      if (a.type !== "ally") continue;
      if (best === null || (best.type === "ally" && rankOf(a.card) > rankOf(best.card))) best = a;
    }
    if (best !== null) return best;
  }
  const panic = findAction(legal, (a) => a.type === "panic");
  if (panic !== null && (view.round >= 3 || (view.round === 2 && seat !== view.firstSeat))) {
    const o = livingOpponents(view, seat)[0];
    if (o !== undefined) {
      const h = rowSum(view, seat, ROW_HEARTS);
      const dm = rowSum(view, seat, ROW_DIAMONDS);
      const threat = rowSum(view, o, ROW_SPADES) + PANIC_THREAT_BONUS;
      if (h + dm - threat <= 0 || (view.round >= BYPASS_FROM_ROUND && h - Math.floor(threat / 2) <= 0))
        return panic;
    }
  }
  return findAction(legal, (a) => a.type === "endTurn");
}

// §9 bots: `normal` (the heuristic: low first, keep 2s, control cards, locks, table swap, endgame,
// exchange returns) and `easy` (lowest legal play, folds at random 20% of the time). Both read
// only their seat's view and return one of the legal actions.

import type { Bot, BotContext } from "@houserules/engine";
import type { TdcAction } from "./actions.js";
import { LOCK_LENGTH, parseTdcCard, RANK_COUNT, RANK_TWO, rankOf, SUIT_COUNT } from "./cards.js";
import { BREAK_PENALTY } from "./rules/fold-caps.js";
import type { TdcView } from "./view.js";

type Ctx = BotContext<TdcView, TdcAction>;

/** The easy level folds this often when it may (§9 "Levels"). */
export const EASY_FOLD_CHANCE = 0.2;
/** With this many cards or fewer, the normal bot breaks groups and spends 2s freely. */
const ENDGAME_CARDS = 5;
/** With this many groups or fewer, the normal bot plans its way out (§9 "Endgame"). */
const ENDGAME_GROUPS = 3;
/** Opening: how many ranks a card of group size is worth (prefer larger low groups). */
const GROUP_SIZE_WEIGHT = 4;
/**
 * §9: a 2 may be spent early when winning the round lets the hand shed a lot: a group of this many
 * (a triple or more) to lead. Measured in docs/bots.md: a pair or more cost 5 points against random bots.
 */
const TWO_SHED_MIN = 3;

function rankOfText(text: string): number {
  return rankOf(parseTdcCard(text));
}

function playRank(action: TdcAction): number {
  return action.type === "play" ? rankOfText(action.cards[0]) : -1;
}

/** What the bot knows from its view (§9 "Fair knowledge"). */
interface Knowledge {
  own: number[];
  /** Cards of each rank that some opponent may hold (not mine, not played, not on the table). */
  unseen: number[];
  handSize: number;
  groups: { rank: number; count: number }[];
}

function knowledgeOf(view: TdcView): Knowledge {
  const own = new Array<number>(RANK_COUNT).fill(0);
  const unseen = new Array<number>(RANK_COUNT).fill(SUIT_COUNT);
  for (const text of view.hand ?? []) {
    const rank = rankOfText(text);
    own[rank]++;
    unseen[rank]--;
  }
  // Gone: on the table, discarded, or played this round.
  for (const text of view.table) unseen[rankOfText(text)]--;
  for (const text of view.discard) unseen[rankOfText(text)]--;
  for (const play of view.round.plays) for (const text of play.cards) unseen[rankOfText(text)]--;
  const groups: { rank: number; count: number }[] = [];
  for (let rank = 0; rank < RANK_COUNT; rank++) if (own[rank] > 0) groups.push({ rank, count: own[rank] });
  return { own, unseen, handSize: view.hand?.length ?? 0, groups };
}

/** §9: a group is control when no unseen group of the same size outranks it (2s always are). */
function isControl(k: Knowledge, rank: number, size: number): boolean {
  if (rank === RANK_TWO) return true;
  for (let higher = rank + 1; higher < RANK_COUNT; higher++) if (k.unseen[higher] >= size) return false;
  return true;
}

/** The largest group of one rank, 2s left out, the hand could open with after winning a round. */
function largestOpening(k: Knowledge): number {
  let largest = 0;
  for (const g of k.groups) if (g.rank !== RANK_TWO && g.count > largest) largest = g.count;
  return largest;
}

function findPlay(legal: readonly TdcAction[], rank: number, size: number): TdcAction | undefined {
  return legal.find((a) => a.type === "play" && a.cards.length === size && rankOfText(a.cards[0]) === rank);
}

/** Cards of `rank` at the end of the round pile, counted across players (TDC-14's run). */
function tailRun(view: TdcView, rank: number): number {
  let run = 0;
  const plays = view.round.plays;
  for (let i = plays.length - 1; i >= 0; i--) {
    const cards = plays[i].cards;
    for (let j = cards.length - 1; j >= 0; j--) {
      if (rankOfText(cards[j]) !== rank) return run;
      run++;
    }
  }
  return run;
}

/** Exchange under `choice`: return the two lowest singletons, not breaking pairs (§9). */
function chooseReturn(view: TdcView, legal: readonly TdcAction[]): TdcAction {
  const count = view.pendingReturn?.count ?? 1;
  const k = knowledgeOf(view);
  const singles = (view.hand ?? []).filter((text) => {
    const rank = rankOfText(text);
    return k.own[rank] === 1 && rank !== RANK_TWO;
  });
  const rest = (view.hand ?? []).filter((text) => !singles.includes(text));
  const ranks = [...singles, ...rest].slice(0, count).map(rankOfText);
  const key = ranks.sort((a, b) => a - b).join(",");
  return (
    legal.find(
      (a) =>
        a.type === "returnCards" &&
        a.cards
          .map(rankOfText)
          .sort((x, y) => x - y)
          .join(",") === key,
    ) ?? legal[0]
  );
}

/** TDC-20 swap: take a table card that completes a group, giving a spare higher single (never a 2). */
function chooseSwap(k: Knowledge, legal: readonly TdcAction[]): TdcAction | null {
  let best: TdcAction | null = null;
  let bestGain = 0;
  for (const action of legal) {
    if (action.type !== "tableSwap") continue;
    const take = rankOfText(action.take);
    const give = rankOfText(action.give);
    if (give === RANK_TWO || k.own[give] !== 1 || k.own[take] === 0 || isControl(k, give, 1)) continue;
    const gain = k.own[take] * 2 - (give - take) / RANK_COUNT;
    if (gain > bestGain) {
      bestGain = gain;
      best = action;
    }
  }
  return best;
}

/** The normal bot's weights; exported for tuning scripts (scripts/sweep-normal.mjs). */
export interface NormalParams {
  /** Added to a response's cost when it breaks a larger group. */
  breakPenalty: number;
  /** Added to a response's cost when it spends a 2 outside the endgame. */
  twoPenalty: number;
  /**
   * §9's exception to keeping 2s: no penalty when the hand keeps a group of at least this many
   * cards (not 2s) to open with once the 2 wins the round, so winning it sheds a lot.
   */
  twoShedMin: number;
  /** Responses costing more than this are folded instead (ranks are 0..12). */
  foldAbove: number;
  /** Opening: ranks a card of group size is worth (prefer larger low groups). */
  groupSizeWeight: number;
  /** Matching a single when at most this many of its rank are unseen (binds the next player). */
  matchBonus: number;
  /** Take table cards that complete a group (TDC-20). */
  swaps: boolean;
}

export const NORMAL_PARAMS: NormalParams = {
  breakPenalty: BREAK_PENALTY,
  twoPenalty: 100,
  twoShedMin: TWO_SHED_MIN,
  foldAbove: 99,
  groupSizeWeight: GROUP_SIZE_WEIGHT,
  matchBonus: 2,
  swaps: true,
};

function chooseOpening(k: Knowledge, legal: readonly TdcAction[], p: NormalParams): TdcAction {
  const groups = k.groups;
  if (groups.length === 1) return findPlay(legal, groups[0].rank, groups[0].count) ?? legal[0];
  // An opening four of a kind locks the round at once: a free shed that keeps the lead (TDC-14).
  const quad = groups.find((g) => g.count === LOCK_LENGTH);
  if (quad) return findPlay(legal, quad.rank, quad.count) ?? legal[0];
  const control = groups.filter((g) => isControl(k, g.rank, g.count));
  const loose = groups.filter((g) => !isControl(k, g.rank, g.count));
  // Endgame: win a round with a control group, then open the last loose group (§9).
  if (groups.length <= ENDGAME_GROUPS && loose.length <= 1 && control.length > 0) {
    const lead = control[0];
    return findPlay(legal, lead.rank, lead.count) ?? legal[0];
  }
  const controlSizes = new Set(control.map((g) => g.count));
  let best = loose[0] ?? groups[0];
  let bestScore = Number.POSITIVE_INFINITY;
  for (const g of loose.length > 0 ? loose : groups) {
    if (g.rank === RANK_TWO && loose.length > 0) continue;
    const score = g.rank - p.groupSizeWeight * (g.count - 1) - (controlSizes.has(g.count) ? 1 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = g;
    }
  }
  return findPlay(legal, best.rank, best.count) ?? legal[0];
}

function chooseResponse(
  view: TdcView,
  k: Knowledge,
  legal: readonly TdcAction[],
  p: NormalParams,
): TdcAction {
  const pass = legal.find((a) => a.type === "fold" || a.type === "skip") ?? legal[0];
  const kind = view.round.kind;
  const plays = legal.filter((a) => a.type === "play");
  if (plays.length === 0) return pass;
  const lastRank = rankOfText(view.round.plays[view.round.plays.length - 1].cards[0]);
  const endgame = k.handSize <= ENDGAME_CARDS || k.groups.length <= ENDGAME_GROUPS - 1;
  let best: TdcAction | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const play of plays) {
    const rank = playRank(play);
    // Going out beats everything.
    if (play.type === "play" && play.cards.length === k.handSize) return play;
    // A play completing four of a kind locks the round: we win it (TDC-14).
    const locks = rank === lastRank && tailRun(view, rank) + kind >= LOCK_LENGTH;
    if (locks) return play;
    const breaks = k.own[rank] > kind;
    let score = rank;
    if (breaks && !endgame) score += p.breakPenalty;
    if (rank === RANK_TWO && !endgame && largestOpening(k) < p.twoShedMin) score += p.twoPenalty;
    // Matching a single binds the next player; worth it when few of that rank are still out there.
    if (rank === lastRank && k.unseen[rank] <= 1) score -= p.matchBonus;
    if (score < bestScore) {
      bestScore = score;
      best = play;
    }
  }
  return best !== null && bestScore <= p.foldAbove ? best : pass;
}

export function chooseNormal(ctx: Ctx, p: NormalParams = NORMAL_PARAMS): TdcAction {
  const { view, legal } = ctx;
  if (legal.length === 1) return legal[0];
  if (legal[0].type === "returnCards") return chooseReturn(view, legal);
  const k = knowledgeOf(view);
  const swap = p.swaps ? chooseSwap(k, legal) : null;
  if (swap) return swap;
  switch (view.round.turnState) {
    case "opening":
      return chooseOpening(k, legal, p);
    case "locked":
      return legal.find((a) => a.type === "fold") ?? legal[0];
    default:
      return chooseResponse(view, k, legal, p);
  }
}

function chooseEasy(ctx: Ctx): TdcAction {
  const { legal, rng } = ctx;
  const fold = legal.find((a) => a.type === "fold");
  if (fold && rng.float() < EASY_FOLD_CHANCE) return fold;
  let lowest: TdcAction | null = null;
  for (const action of legal) {
    if (action.type === "returnCards") return action;
    if (action.type !== "play") continue;
    if (lowest === null || playRank(action) < playRank(lowest)) lowest = action;
  }
  return lowest ?? fold ?? legal.find((a) => a.type === "skip") ?? legal[0];
}

export function normalBot(params: NormalParams = NORMAL_PARAMS): Bot<TdcView, TdcAction> {
  return { name: "trou-du-cul/normal", choose: (ctx) => chooseNormal(ctx, params) };
}

export function easyBot(): Bot<TdcView, TdcAction> {
  return { name: "trou-du-cul/easy", choose: chooseEasy };
}

// §9 "Exact deductions" and "Sampling": a full state consistent with one seat's view. It reads
// only the view: unseen cards are dealt to the other hands by size, honouring the known
// placements (table swaps, own exchange gifts) and the exchange rank bounds, and, as soft weights
// ("Not proof of a missing card"), what each player's folds, skips and raises suggest they lack
// (rules/fold-caps.ts): in each world a player's caps hold with probability 1 - FOLD_DOUBT.
// A search may ask for worlds without the caps (DeterminizeOptions `inferences: false`).

import {
  CommonErrors,
  type DeterminizeOptions,
  type Rng,
  type RngState,
  RuleError,
} from "@houserules/engine";
import { DECK_SIZE, parseTdcCard, RANK_COUNT, rankOf, type TdcCard } from "./cards.js";
import type { CardExchange, SeriesCarry } from "./options.js";
import { freshFoldCaps, NO_CAP } from "./rules/fold-caps.js";
import { encodeLogEntry } from "./rules/log.js";
import { exchangePairs, type Title, titleOfPlace } from "./rules/titles.js";
import type { TdcState } from "./state.js";
import type { TdcView } from "./view.js";

/** Restarts of the constrained deal before giving up (a consistent view always succeeds far sooner). */
const MAX_SAMPLING_ATTEMPTS = 1000;
/** Restarts with the fold caps too: caps read from voluntary choices may be wrong, so give up soon. */
const CAPPED_SAMPLING_ATTEMPTS = 20;
/**
 * How often a world ignores one player's fold caps: folds are voluntary (§9), and a player may
 * keep a play for later. The heuristic bots fold only without a play (2s aside) and answer with
 * their cheapest play.
 */
export const FOLD_DOUBT = 0.2;

function parse(text: string): TdcCard {
  const card = parseTdcCard(text);
  if (card < 0) throw new RuleError(CommonErrors.BAD_ACTION, `determinize: "${text}" is not a card`);
  return card;
}
const parseAll = (texts: readonly string[]): TdcCard[] => texts.map(parse);

function placesFromTitles(titles: readonly (Title | null)[]): number[] | null {
  const n = titles.length;
  if (titles.some((t) => t === null)) return null;
  return titles.map((title) => {
    for (let place = 1; place <= n; place++) if (titleOfPlace(n, place) === title) return place;
    return 0;
  });
}

/**
 * Deals `unseen` to the hands that need cards; most constrained hand first, restart on failure.
 * `limits[seat][rank]`, where given, is the most cards of that rank the seat may be dealt.
 */
function sampleHands(
  unseen: TdcCard[],
  need: number[],
  allowed: (seat: number, card: TdcCard) => boolean,
  rng: Rng,
  limits: (number[] | null)[] | null = null,
  attempts = MAX_SAMPLING_ATTEMPTS,
): TdcCard[][] | null {
  const seats = need.map((_, seat) => seat).filter((seat) => need[seat] > 0);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const pool = rng.shuffle(unseen.slice());
    const dealt: TdcCard[][] = need.map(() => []);
    const room = limits?.map((limit) => limit?.slice() ?? null) ?? null;
    // Most constrained first: fewest allowed cards per card needed.
    const order = seats
      .map((seat) => ({ seat, slack: pool.filter((c) => allowed(seat, c)).length - need[seat] }))
      .sort((a, b) => a.slack - b.slack);
    let failed = false;
    for (const { seat } of order) {
      const left = room?.[seat] ?? null;
      for (let i = 0; i < pool.length && dealt[seat].length < need[seat]; ) {
        const rank = rankOf(pool[i]);
        if (allowed(seat, pool[i]) && (left === null || left[rank] > 0)) {
          if (left !== null) left[rank]--;
          dealt[seat].push(pool[i]);
          pool.splice(i, 1);
        } else i++;
      }
      if (dealt[seat].length < need[seat]) {
        failed = true;
        break;
      }
    }
    if (!failed) return dealt;
  }
  return null;
}

/**
 * Per other seat, how many more cards of each rank this world may deal it under its fold caps
 * (the cards already placed in its hand count against them), or null where the world ignores
 * them; null overall when no seat is capped.
 */
function foldLimits(view: TdcView, seat: number, hands: TdcCard[][], rng: Rng): (number[] | null)[] | null {
  let any = false;
  const limits = view.foldCaps.map((caps, holder) => {
    if (holder === seat || caps.length !== RANK_COUNT || !caps.some((most) => most < NO_CAP)) return null;
    if (rng.float() < FOLD_DOUBT) return null;
    any = true;
    const left = caps.slice();
    for (const card of hands[holder]) left[rankOf(card)]--;
    return left;
  });
  return any ? limits : null;
}

/** `options.inferences` false: the fold caps are ignored; known placements and bounds still hold. */
export function determinizeView(
  view: TdcView,
  seat: number,
  rng: Rng,
  options?: DeterminizeOptions,
): TdcState {
  if (view.seat !== seat || view.hand === null) {
    throw new RuleError(CommonErrors.BAD_SEAT, `determinize needs seat ${seat}'s own view`);
  }
  const n = view.players;
  const ownHand = parseAll(view.hand);
  const table = parseAll(view.table);
  const pile: TdcCard[] = [];
  const pileSeats: number[] = [];
  for (const play of view.round.plays) {
    for (const card of parseAll(play.cards)) {
      pile.push(card);
      pileSeats.push(play.seat);
    }
  }
  const discard = parseAll(view.discard);

  const seen = new Array<boolean>(DECK_SIZE).fill(false);
  for (const card of [...ownHand, ...table, ...pile, ...discard]) seen[card] = true;
  const hands: TdcCard[][] = view.handSizes.map(() => []);
  hands[seat] = ownHand.slice();
  const swapTaken: number[] = [];
  view.knownCards.forEach((cards, holder) => {
    for (const card of parseAll(cards)) {
      swapTaken.push(holder, card);
      if (holder !== seat && !seen[card]) hands[holder].push(card);
      seen[card] = true;
    }
  });
  view.giftKnown.forEach((cards, holder) => {
    for (const card of parseAll(cards)) {
      if (!seen[card]) hands[holder].push(card);
      seen[card] = true;
    }
  });
  const unseen: TdcCard[] = [];
  for (let card = 0; card < DECK_SIZE; card++) if (!seen[card]) unseen.push(card);
  const need = view.handSizes.map((size, holder) => (holder === seat ? 0 : size - hands[holder].length));
  const below = view.bounds.map((b) => (b.below === null ? DECK_SIZE : parse(b.below)));
  const above = view.bounds.map((b) => (b.above === null ? -1 : parse(b.above)));
  const inBounds = (holder: number, card: TdcCard) => card < below[holder] && card > above[holder];
  const limits = options?.inferences === false ? null : foldLimits(view, seat, hands, rng);
  const dealt =
    (limits === null ? null : sampleHands(unseen, need, inBounds, rng, limits, CAPPED_SAMPLING_ATTEMPTS)) ??
    sampleHands(unseen, need, inBounds, rng) ??
    // Only an inconsistent view gets here; keep the hand sizes rather than fail the search.
    sampleHands(unseen, need, () => true, rng);
  if (dealt === null)
    throw new RuleError(CommonErrors.BAD_ACTION, "determinize: the view's hand sizes do not add up");
  for (let holder = 0; holder < n; holder++) {
    for (const card of dealt[holder]) hands[holder].push(card);
    hands[holder].sort((a, b) => a - b);
  }

  const lastPlaces = placesFromTitles(view.titles);
  const carry: SeriesCarry | null =
    lastPlaces === null
      ? null
      : {
          game: view.gameNumber,
          places: lastPlaces,
          titles: view.titles as Title[],
          points: view.series.points.slice(),
          presidents: view.series.presidents.slice(),
          trous: view.series.trous.slice(),
          dealer: lastPlaces.indexOf(n),
          opener: lastPlaces.indexOf(n),
        };
  let returners: number[] = [];
  let returnCounts: number[] = [];
  if (view.pendingReturn !== null && lastPlaces !== null) {
    const pairs = exchangePairs(lastPlaces);
    const first = pairs.findIndex((pair) => pair.receiver === view.pendingReturn?.seat);
    returners = pairs.slice(first).map((pair) => pair.receiver);
    returnCounts = pairs.slice(first).map((pair) => pair.count);
  }
  let inRound = 0;
  view.round.inRound.forEach((flag, holder) => {
    if (flag) inRound |= 1 << holder;
  });
  const rngState: RngState = [rng.uint32(), rng.uint32(), rng.uint32(), rng.uint32() | 1];
  const lastPlay = view.round.plays[view.round.plays.length - 1];

  return {
    players: n,
    cardExchange: view.cardExchange as CardExchange,
    seriesLength: view.seriesLength,
    preset: "custom",
    carry,
    gameNumber: view.gameNumber,
    rng: rngState,
    dealer: view.dealer,
    phase: view.phase,
    hands,
    table,
    pile,
    pileSeats,
    discard,
    // During the exchange the turn holds the first opener (the previous Trou du cul).
    turn: view.phase === "exchange" && carry ? carry.opener : (view.toAct ?? 0),
    kind: view.round.kind,
    lastRank: lastPlay ? parse(lastPlay.cards[0]) >> 2 : -1,
    match: view.round.match,
    locked: view.round.locked,
    swapUsed: view.swapUsed,
    inRound,
    places: view.places.slice(),
    finished: view.places.filter((place) => place > 0).length,
    rounds: view.round.number,
    actionCount: view.actionCount,
    endedByCap: view.endedByCap,
    log: view.log.map((entry) => encodeLogEntry(entry, parse)),
    swapTaken,
    foldCaps: view.foldCaps.flatMap((caps) => (caps.length === RANK_COUNT ? caps : freshFoldCaps(1))),
    foldsDisproved: view.foldCaps.reduce(
      (bits, caps, holder) => (caps.length === 0 ? bits | (1 << holder) : bits),
      0,
    ),
    exchange: view.exchange.map((r) => ({ from: r.from, to: r.to, step: r.step, cards: parseAll(r.cards) })),
    returners,
    returnCounts,
  };
}

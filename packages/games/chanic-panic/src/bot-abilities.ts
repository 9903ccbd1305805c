// The normal bot's special abilities (brief §9): the app AI's checkpoints (PRE_PLAY, END_POINT,
// POST_CLUB), priorities and firing rules, plus its answers to ability sub-choices and the draft.
// Reads only the view and the legal actions.

import { CLUBS, cardRank, cardSuit, DIAMONDS, HEARTS, SPADES, tryParseCard } from "@houserules/engine";
import type { ChanicAction } from "./actions.js";
import { ROW_DIAMONDS, ROW_HEARTS, ROW_SPADES } from "./state.js";
import type { ChanicView } from "./view.js";

export type Checkpoint = "prePlay" | "endPoint" | "postClub";

const rankOf = (n: string): number => cardRank(tryParseCard(n) ?? 0);
const suitOf = (n: string): number => cardSuit(tryParseCard(n) ?? 0);
const isClubCard = (n: string): boolean => suitOf(n) === CLUBS;
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const ROW_OF_SUIT: Record<number, number> = {
  [HEARTS]: ROW_HEARTS,
  [DIAMONDS]: ROW_DIAMONDS,
  [SPADES]: ROW_SPADES,
};

type AbilityAction = Extract<ChanicAction, { type: "ability" }>;
type ChoiceAction = Extract<ChanicAction, { type: "abilityChoice" }>;

/** The app AI's priorities, highest first (Trader 0 and Ally/Panic run elsewhere). */
const PRIORITY = [
  "loaded",
  "archaeologist",
  "seller",
  "hopeful",
  "maximizer",
  "plagued",
  "indebted",
  "manipulator",
  "combiner",
  "purifier",
  "pacifist",
  "tradeMaster",
  "neutralizer",
] as const;

/** Per-turn caps the bot sets itself so that unlimited abilities never loop. */
const BOT_USES_PER_TURN = 3;

/** Draft preference (no draft exists in the app): the strongest steady effects first. */
const DRAFT_PREFERENCE = [
  "warrior",
  "toughness",
  "wealth",
  "investor",
  "healthy",
  "haggler",
  "directHitter",
  "resourceful",
  "standardization",
  "assets",
  "clubMember",
  "landowner",
  "fulfilled",
  "largeCapacity",
  "blessed",
  "lifeline",
  "deadly",
  "resilient",
  "replenished",
  "seller",
  "trade Master",
  "tradeMaster",
  "combiner",
  "hopeful",
  "maximizer",
  "indebted",
  "plagued",
  "manipulator",
  "archaeologist",
  "loaded",
  "pacifist",
  "purifier",
  "neutralizer",
];

function rating(id: string): number {
  const i = DRAFT_PREFERENCE.indexOf(id);
  return i < 0 ? 0 : DRAFT_PREFERENCE.length - i;
}

export function chooseDraft(legal: readonly ChanicAction[]): ChanicAction | null {
  let best: ChanicAction | null = null;
  let bestScore = -1;
  for (const a of legal) {
    if (a.type !== "draftKeep") continue;
    const score = sum(a.abilities.map(rating));
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

function choices(legal: readonly ChanicAction[]): ChoiceAction[] {
  return legal.filter((a): a is ChoiceAction => a.type === "abilityChoice");
}

function lowestCardChoice(legal: readonly ChanicAction[], avoidClubs = false): ChanicAction | null {
  let best: ChoiceAction | null = null;
  for (const a of choices(legal)) {
    if (a.card === undefined) continue;
    if (best === null) {
      best = a;
      continue;
    }
    const key = (c: string) => rankOf(c) + (avoidClubs && isClubCard(c) ? 100 : 0);
    if (key(a.card) < key(best.card as string)) best = a;
  }
  return best;
}

/** Answers to sub-choices (own or another player's). */
export function chooseSubStep(
  view: ChanicView,
  seat: number,
  legal: readonly ChanicAction[],
): ChanicAction | null {
  const pending = view.pending;
  if (pending?.kind !== "ability") return null;
  const accept = choices(legal).find((a) => a.accept === true) ?? null;
  const decline =
    choices(legal).find((a) => !a.accept && a.card === undefined && a.cards === undefined) ?? null;
  const hand = view.seats[seat].hand ?? [];
  switch (pending.ability) {
    case "options": {
      // Options: when the playable Utility cost exceeds 12 (§9).
      const cost = sum(hand.filter((c) => !isClubCard(c)).map(rankOf));
      return cost > 12 ? accept : decline;
    }
    case "hopeful": {
      const drawn = hand[hand.length - 1];
      return drawn !== undefined && rankOf(drawn) > 2 ? accept : decline;
    }
    case "resilient": {
      let best: ChoiceAction | null = null;
      for (const a of choices(legal))
        if (a.card && (!best?.card || rankOf(a.card) > rankOf(best.card))) best = a;
      return best ?? decline;
    }
    case "purifier":
      return decline;
    case "manipulator":
      return lowestCardChoice(legal, true);
    default:
      // Impenetrable, Trade Master, Limiter, Fisher: give or lose the lowest card; Wisdom: as is.
      return lowestCardChoice(legal) ?? choices(legal)[0] ?? null;
  }
}

function abilityActions(legal: readonly ChanicAction[], id: string): AbilityAction[] {
  return legal.filter((a): a is AbilityAction => a.type === "ability" && a.ability === id);
}

function playableUtility(legal: readonly ChanicAction[]): string[] {
  const out: string[] = [];
  for (const a of legal) if (a.type === "play" && !a.attach && !isClubCard(a.card)) out.push(a.card);
  return out;
}

/** The first ability (by the app's priority) whose firing rule holds at this checkpoint. */
export function abilityAt(
  view: ChanicView,
  seat: number,
  legal: readonly ChanicAction[],
  checkpoint: Checkpoint,
  used: Record<string, number>,
): ChanicAction | null {
  const me = view.seats[seat];
  if (me.abilities.length === 0) return null;
  for (const id of PRIORITY) {
    if (!me.abilities.includes(id) || (used[id] ?? 0) >= BOT_USES_PER_TURN) continue;
    const options = abilityActions(legal, id);
    if (options.length === 0) continue;
    const action = fire(id, view, seat, legal, options, checkpoint);
    if (action !== null) {
      used[id] = (used[id] ?? 0) + 1;
      return action;
    }
  }
  return null;
}

function fire(
  id: string,
  view: ChanicView,
  seat: number,
  legal: readonly ChanicAction[],
  options: AbilityAction[],
  checkpoint: Checkpoint,
): ChanicAction | null {
  const me = view.seats[seat];
  const hand = me.hand ?? [];
  const clubsHeld = hand.filter(isClubCard);
  const playable = playableUtility(legal);
  switch (id) {
    case "loaded": {
      if (clubsHeld.length > 0) return null;
      const avg = playable.length ? sum(playable.map(rankOf)) / playable.length : 0;
      return checkpoint === "endPoint" || (checkpoint === "prePlay" && avg <= 4) ? options[0] : null;
    }
    case "archaeologist": {
      for (const suit of [HEARTS, DIAMONDS, SPADES, CLUBS]) {
        if (hand.some((c) => suitOf(c) === suit)) continue;
        const row = ROW_OF_SUIT[suit];
        if (row !== undefined && me.rows[row].length >= 3) continue;
        const letter = ["S", "H", "D", "C"][suit];
        const a = options.find((o) => o.suit === letter);
        if (a) return a;
      }
      return null;
    }
    case "seller": {
      if (checkpoint !== "prePlay") return null;
      const utility = hand.filter((c) => !isClubCard(c));
      const cost = sum(utility.map(rankOf));
      if (cost > view.points) {
        let best: AbilityAction | null = null;
        let bestSurplus = Number.POSITIVE_INFINITY;
        for (const o of options) {
          const sold = o.cards ?? [];
          const gain = Math.floor(sum(sold.map(rankOf)) / 2);
          const surplus = view.points + gain - (cost - sum(sold.map(rankOf)));
          if (surplus >= 0 && surplus < bestSurplus) {
            best = o;
            bestSurplus = surplus;
          }
        }
        return best;
      }
      const lowest = utility
        .slice()
        .sort((a, b) => rankOf(a) - rankOf(b))
        .slice(0, 2);
      if (lowest.length < 2 || sum(lowest.map(rankOf)) > 7) return null;
      return options.find((o) => o.cards?.length === 2 && same(o.cards, lowest)) ?? null;
    }
    case "hopeful":
      return checkpoint === "endPoint" ? options[0] : null;
    case "maximizer": {
      let best: AbilityAction | null = null;
      let bestScore = -1;
      for (const o of options) {
        const x = o.card as string;
        const y = (o.cards ?? [])[0];
        const gap = rankOf(y) - rankOf(x);
        if (gap < 1 || gap > 3) continue;
        const score = gap + me.rows[ROW_OF_SUIT[suitOf(x)]].length;
        if (score > bestScore) {
          best = o;
          bestScore = score;
        }
      }
      return best;
    }
    case "plagued": {
      if (checkpoint !== "endPoint") return null;
      for (const o of options) {
        const v = rankOf(o.card as string);
        if (v < 4) continue;
        let theirs = 0;
        let ours = 0;
        let mine = 0;
        view.seats.forEach((sv, s) => {
          if (!sv.alive) return;
          const count = sv.rows.flat().filter((c) => rankOf(c.card) === v).length;
          if (s === seat) mine += count;
          else if (sv.team === me.team) ours += count;
          else theirs += count;
        });
        if (mine === 0 && theirs > ours) return o;
      }
      return null;
    }
    case "indebted": {
      if (checkpoint !== "endPoint" || playable.length > 0) return null;
      const pick = (suit: number) =>
        options
          .filter((o) => suitOf(o.card as string) === suit && rankOf(o.card as string) > 4)
          .sort((a, b) => rankOf(b.card as string) - rankOf(a.card as string))[0];
      return pick(HEARTS) ?? pick(DIAMONDS) ?? null;
    }
    case "manipulator": {
      if (checkpoint !== "endPoint" || clubsHeld.length > 0) return null;
      const lowest = Math.min(...hand.map(rankOf));
      return hand.length > 0 && lowest <= 3 ? options[0] : null;
    }
    case "combiner": {
      if (checkpoint === "prePlay") return null;
      let best: AbilityAction | null = null;
      for (const o of options) {
        const total = sum((o.cards ?? []).map(rankOf));
        if (total <= 10 && (best === null || total > sum((best.cards ?? []).map(rankOf)))) best = o;
      }
      return best;
    }
    case "purifier": {
      const playableClub = legal.some((a) => a.type === "play" && isClubCard(a.card));
      const avg = hand.length ? sum(hand.map(rankOf)) / hand.length : 99;
      return playable.length < 2 && !playableClub && clubsHeld.length < 2 && avg <= 4 ? options[0] : null;
    }
    case "pacifist":
      return view.round < 3 ? options[0] : null;
    case "tradeMaster": {
      const low = hand.filter((c) => !isClubCard(c) && rankOf(c) <= 4).sort((a, b) => rankOf(a) - rankOf(b));
      if (low.length < 2) return null;
      return options.find((o) => o.card === low[0]) ?? null;
    }
    case "neutralizer": {
      // Not in the app: trade a Diamond for an opponent Spade of equal base.
      return options.find((o) => rankOf((o.cards ?? [])[0]) >= rankOf(o.card as string)) ?? null;
    }
    default:
      return null;
  }
}

function same(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = a.slice().sort();
  const y = b.slice().sort();
  return x.every((c, i) => c === y[i]);
}

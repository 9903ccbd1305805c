// SH-10, SH-35: a person's exact choice among interchangeable cards. legalActions lists one
// representative per class of interchangeable cards (the first in source order) and, for a wild,
// one declaration per effect; these helpers accept any equivalent choice and play it as chosen.

import { QUEEN, tryParseCard } from "@houserules/engine";
import type { ShAction } from "./actions.js";
import { faceUpAccessible } from "./rules/segments.js";
import {
  FIVE,
  FOUR,
  faceOf,
  JOKER_RANK,
  jokerCode,
  NINE,
  P_PNP,
  rankOf,
  type ShState,
  SPADE,
  TEN,
  tab,
} from "./state.js";

/**
 * Types whose cards may be swapped for interchangeable ones. The others (chooseFaceUp,
 * gambitDiscard, pickUp with a face-up card) already list every card on its own.
 */
const SWAPPABLE = new Set([
  "play",
  "playFlipped",
  "toss",
  "switch",
  "link",
  "counter",
  "block",
  "jokerBlock",
  "jokerResponse",
]);

/** Where a card the seat may play from sits: in hand, face up on the table, or just flipped. */
const IN_HAND = 0;
const FACE_UP = 1;
const FLIPPED = 2;

/**
 * A key equal for two cards exactly when swapping them changes nothing the rules read: the card's
 * class (state.ts makeTables: its rank, or its face when the face matters), where it sits, and
 * during the lead after pick and play whether it was picked up (SH-61). Jokers are one class.
 * -1 for a card the seat cannot play from now.
 */
function swapKey(s: ShState, seat: number, code: number, ups: readonly number[]): number {
  let zone = -1;
  if (s.hands[seat].includes(code)) zone = IN_HAND;
  else if (s.flipSlot >= 0 && s.bottom[seat][s.flipSlot] === code) zone = FLIPPED;
  else if (ups.includes(code)) zone = FACE_UP;
  if (zone < 0) return -1;
  const cls = jokerCode(code) ? JOKER_RANK : tab(s).cls[faceOf(code)];
  const picked = s.phase === P_PNP && s.pnp.includes(code) ? 1 : 0;
  return (cls * 4 + zone) * 2 + picked;
}

/** SH-35: a wild is never declared as a 10, a joker, 5♠ or Q♠. */
export function forbiddenDeclaration(face: number): boolean {
  if (jokerCode(face)) return true;
  const rank = rankOf(face);
  const spade = ((face >> 4) & 7) === SPADE;
  return rank === TEN || (spade && (rank === FIVE || rank === QUEEN));
}

/**
 * What a declaration does (rules/effects.ts playSegment): its rank, and for a 4 or 9 under evenOdd
 * spadesOnly whether it is a spade. -1 for no declaration or a forbidden one.
 */
function declarationEffect(s: ShState, as: unknown): number {
  const face = typeof as === "string" ? tryParseCard(as) : null;
  if (face === null || forbiddenDeclaration(face)) return -1;
  const rank = rankOf(face);
  const spade = s.cfg.evenOdd === 2 && (rank === FOUR || rank === NINE) && ((face >> 4) & 7) === SPADE;
  return rank * 2 + (spade ? 1 : 0);
}

function sameDeclaration(s: ShState, listed: ShAction, given: Record<string, unknown>): boolean {
  const l = (listed as { as?: string }).as;
  if (l === undefined || given.as === undefined) return l === given.as;
  const use = (listed as { use?: string }).use;
  if (use === "wild") return declarationEffect(s, given.as) === declarationEffect(s, l);
  // A cancel's declared card names the cancel card itself; a block's the rank it completes.
  const a = tryParseCard(l);
  const b = tryParseCard(given.as);
  return a !== null && b !== null && faceOf(a) === faceOf(b);
}

function idsNamed(a: Record<string, unknown>): string[] | null {
  if (Array.isArray(a.cards)) return a.cards as string[];
  if (typeof a.card === "string") return [a.card];
  return null;
}

/**
 * `given`'s cards laid out like `listed`'s (card k swapped in for listed card k), or null when the
 * two do not name interchangeable cards one for one.
 */
function swapFor(
  s: ShState,
  seat: number,
  listed: readonly string[],
  given: readonly string[],
  ups: readonly number[],
): string[] | null {
  if (listed.length !== given.length) return null;
  const givenKeys = given.map((id) => {
    const code = s.ids.indexOf(id);
    return code < 0 ? -1 : swapKey(s, seat, code, ups);
  });
  if (givenKeys.includes(-1)) return null;
  const used = new Array(given.length).fill(false);
  const out: string[] = [];
  for (const id of listed) {
    const key = swapKey(s, seat, s.ids.indexOf(id), ups);
    let k = 0;
    while (k < given.length && (used[k] || givenKeys[k] !== key)) k++;
    if (k === given.length) return null;
    used[k] = true;
    out.push(given[k]);
  }
  return out;
}

/** The listed action's fields other than cards and declaration match the given ones. */
function sameFields(listed: ShAction, given: Record<string, unknown>): boolean {
  if (listed.type !== given.type) return false;
  const l = listed as unknown as Record<string, unknown>;
  for (const key of ["use", "choice", "stock", "slot"]) if (l[key] !== given[key]) return false;
  return "cards" in l === "cards" in given && "card" in l === "card" in given;
}

/**
 * The action `given` names when it is equivalent to a listed one (other cards of the same classes,
 * or another declaration with the same effect): `given` with its cards in the listed order, frozen.
 * Null when it is not.
 */
export function equivalentAction(
  s: ShState,
  seat: number,
  given: ShAction,
  legal: readonly ShAction[],
): ShAction | null {
  const g = given as unknown as Record<string, unknown>;
  if (!SWAPPABLE.has(given.type)) return null;
  const named = idsNamed(g);
  if (named === null) return null;
  const ups = faceUpAccessible(s, seat);
  for (const l of legal) {
    if (!sameFields(l, g) || !sameDeclaration(s, l, g)) continue;
    const listedIds = idsNamed(l as unknown as Record<string, unknown>);
    if (listedIds === null) continue;
    const cards = swapFor(s, seat, listedIds, named, ups);
    if (cards === null) continue;
    const chosen: Record<string, unknown> = { ...(l as unknown as Record<string, unknown>) };
    if ("cards" in chosen) chosen.cards = Object.freeze(cards);
    else chosen.card = cards[0];
    if (g.as !== undefined) chosen.as = g.as;
    return Object.freeze(chosen) as unknown as ShAction;
  }
  return null;
}

/**
 * The legal actions that play exactly the selected cards (by id, any order), with those cards:
 * what a table offers for a selection ("play these"). A wild's declarations are the listed ones;
 * apply also accepts any other declaration with the same effect.
 */
export function actionsWithCards(
  s: ShState,
  seat: number,
  selected: readonly string[],
  legal: readonly ShAction[],
): ShAction[] {
  const ups = faceUpAccessible(s, seat);
  const out: ShAction[] = [];
  for (const l of legal) {
    const r = l as unknown as Record<string, unknown>;
    const listedIds = idsNamed(r);
    if (listedIds === null || listedIds.length !== selected.length) continue;
    if (listedIds.every((id) => selected.includes(id))) {
      out.push(l);
      continue;
    }
    if (!SWAPPABLE.has(l.type)) continue;
    const cards = swapFor(s, seat, listedIds, selected, ups);
    if (cards === null) continue;
    const chosen: Record<string, unknown> = { ...r };
    if ("cards" in chosen) chosen.cards = Object.freeze(cards);
    else chosen.card = cards[0];
    out.push(Object.freeze(chosen) as unknown as ShAction);
  }
  return out;
}

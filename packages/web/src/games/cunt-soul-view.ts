// Cunt-Soul's view as the table reads it (packages/games/cunt-soul/src/view.ts), and the words and
// selections its layout builds from it. Nothing here decides a rule: the moves are the server's.

import { cardLabel } from "../cards.js";
import type { Json, Move } from "../protocol.js";

export interface CsSeat {
  handCount: number;
  hand: string[] | null;
  known: string[];
  /** null for an empty slot; null as a whole while hidden before the reveal. */
  faceUp: (string | null)[] | null;
  horizontal: boolean[];
  faceDownFilled: boolean[];
  faceDownSeen: (string | null)[];
  /** null for none, or while hidden before the reveal (faceUp is then null too). */
  field: string | null;
  out: boolean;
  place: number | null;
  pickups: number;
  fieldChanges: number;
  selected: boolean;
}

/** A value as the rules write it: "table", "2".."10", "J", "Q", "K", "A", "Joker". */
export type CsValue = string;

export interface CsLink {
  cards: string[];
  owner: number;
  value: CsValue;
  semantic: CsValue;
  fired: boolean;
  active: boolean;
  count: number;
  run: "none" | "start" | "step";
  choice: "higher" | "lower" | null;
  flipped: boolean;
}

export type CsQueueItem = { kind: "next" } | { kind: "skip" } | { kind: "moveTo"; seat: number };

export interface CsTurn {
  seat: number;
  queue: CsQueueItem[];
  turns: number;
  mode: "fresh" | "obliged" | "runOption" | "runObliged";
  runNext: CsValue | null;
  runSteps: number;
  swapsLeft: number;
  peekSlot: number | null;
  tempField: string | null;
  tokenHolder: number | null;
  tokenActive: boolean;
  revealed: boolean;
  dealer: number;
}

export interface CsView {
  seat: number | null;
  phase: string;
  direction: "clockwise" | "counterclockwise";
  pending: string;
  cfg: Record<string, Json> & { players: number; maxFieldChanges: number; runByOrdering: boolean };
  turn: CsTurn;
  fields: {
    inForce: Record<string, number>;
    bifurcated: boolean;
    reversed: boolean;
    multiplier: number;
    handSize: number;
  };
  seats: CsSeat[];
  /** Top first; null where unknown. */
  source: (string | null)[];
  sourceFlipped: boolean;
  /** Top link first. */
  pile: CsLink[];
  /** The last burned first. */
  graveyard: string[];
}

/** Decision points, as the view names them. */
export const CsPhase = {
  SELECT: "select",
  FIELD_CHANGE: "fieldChange",
  BURN_FACE_UP: "burnFaceUp",
  PLAY: "play",
  SWAP: "swap",
  PEEKED: "peeked",
  CHOOSE_SEVEN: "chooseSeven",
  CHOOSE_NEXT: "chooseNext",
  OVER: "over",
} as const;

/** The view, if it is Cunt-Soul's. */
export function readCsView(view: Record<string, Json>): CsView | null {
  const turn = view.turn as Record<string, Json> | undefined;
  if (
    !Array.isArray(view.seats) ||
    !Array.isArray(view.pile) ||
    typeof turn !== "object" ||
    turn === null ||
    !Array.isArray(turn.queue) ||
    typeof view.fields !== "object"
  )
    return null;
  return view as unknown as CsView;
}

/** A value in words: the joker in lower case, as the rules write it in running text. */
export function valueName(value: CsValue): string {
  return value === "Joker" ? "joker" : value;
}

/** What each field card does while it lies in front of anyone (docs/rules/cunt-soul.md). */
export const FIELD_ABILITY: Record<string, string> = {
  "2": "only 2s overrule",
  "3": "three of a value in a row make a 3",
  "4": "every link is a single card",
  "5": "5s swap with face-down cards",
  "6": "the source pile is turned over",
  "7": "the ordering splits at 7",
  "8": "per-card abilities are doubled",
  "9": "2 to 9 all count as 9",
  "10": "burned cards go under the source pile",
  J: "after every link its player picks who is next",
  Q: "no ability acts more than once a link",
  K: "the ordering is reversed",
  A: "the hand size grows by one",
  joker: "card abilities are off",
};

/** The field abilities in force, strongest count first: [value name, copies]. */
export function fieldsInForce(view: CsView): { value: string; copies: number; text: string }[] {
  const out: { value: string; copies: number; text: string }[] = [];
  for (const [value, copies] of Object.entries(view.fields.inForce)) {
    if (copies <= 0) continue;
    const name = valueName(value);
    out.push({ value: name, copies, text: FIELD_ABILITY[name] ?? "" });
  }
  return out;
}

/** The ordering the pile follows now (CS-28), in words. */
export function orderingWords(view: CsView): string {
  const { bifurcated, reversed } = view.fields;
  if (!bifurcated) return reversed ? "play equal or lower (K-field)" : "play equal or higher";
  if (!reversed) return "below 7 play equal or lower, above 7 equal or higher, on a 7 anything (7-field)";
  return "play between the top and 7, only a 7 on a 7 (7- and K-fields)";
}

/** One link of the pile in words: "8♣ 8♠, counts as 9, skipped 2". */
export function linkWords(link: CsLink): string {
  const parts: string[] = [];
  if (link.run === "start") parts.push("starts a run");
  else if (link.run === "step") parts.push("run step");
  if (link.semantic !== link.value) parts.push(`counts as ${valueName(link.semantic)}`);
  if (link.choice) parts.push(`said ${link.choice}`);
  if (link.flipped) parts.push("flipped blind");
  if (!link.fired && link.run === "none" && link.semantic !== "table" && link.value !== "2")
    parts.push("no ability");
  return parts.join(", ");
}

/** What the top of the pile asks of the next link, in words. */
export function topWords(view: CsView): string {
  const top = view.pile[0];
  if (top === undefined) return "The pile is empty: anything goes.";
  const cards = top.cards.map(cardLabel).join(", ");
  const value = valueName(top.semantic);
  if (top.semantic === "table") return `Top: ${cards}, table: anything goes.`;
  if (top.active && top.semantic === "3")
    return `Top: ${cards}, a 3: only a 3 or a joker goes on it (CS-41).`;
  if (top.active && top.choice === "higher")
    return `Top: ${cards}, 7 said higher: a 7, a joker or above 7 (CS-45).`;
  if (top.active && top.choice === "lower")
    return `Top: ${cards}, 7 said lower: a 7, a joker or below 7 (CS-45).`;
  if (top.active && top.semantic === "9") return `Top: ${cards}, a 9: anything goes (CS-47).`;
  const as = top.semantic !== top.value ? `, counting as ${value}` : "";
  return `Top: ${cards}${as}: ${orderingWords(view)} than ${value}.`;
}

/** The queue of who plays next (CS-60..62), in words. */
export function queueWords(view: CsView, name: (seat: number) => string): string {
  return view.turn.queue
    .map((item) =>
      item.kind === "next" ? "next player" : item.kind === "skip" ? "skip one" : `to ${name(item.seat)}`,
    )
    .join(" → ");
}

/** The pending state of the turn as a banner: [words, whether it asks something of someone]. */
export function phaseWords(
  view: CsView,
  me: number | null,
  name: (seat: number) => string,
): { text: string; pending: boolean } {
  const t = view.turn;
  const who = t.seat === me ? "You" : name(t.seat);
  const mine = t.seat === me;
  const fiveField = (view.fields.inForce["5"] ?? 0) > 0;
  switch (view.phase) {
    case CsPhase.SELECT: {
      const choosing = view.seats.filter((s) => !s.selected).length;
      if (me !== null && view.seats[me] && !view.seats[me].selected)
        return {
          text: "Choose your three face-up cards and your field card: select four cards in your hand (CS-7).",
          pending: true,
        };
      return {
        text: `Waiting for ${choosing} player${choosing === 1 ? "" : "s"} to choose (CS-7).`,
        pending: false,
      };
    }
    case CsPhase.FIELD_CHANGE: {
      const used = view.seats[t.seat]?.fieldChanges ?? 0;
      const left = Math.max(0, view.cfg.maxFieldChanges - used);
      return {
        text: `${who} may change ${mine ? "your" : "their"} field card for a hand card, or keep it (${left} change${left === 1 ? "" : "s"} left, CS-81).`,
        pending: true,
      };
    }
    case CsPhase.BURN_FACE_UP:
      return {
        text: `The field change costs a face-up card: ${who} burn${mine ? "" : "s"} an upright one (CS-82).`,
        pending: true,
      };
    case CsPhase.PLAY: {
      const next = valueName(t.runNext ?? "");
      if (t.mode === "runObliged")
        return {
          text: `Run: ${who} must play ${view.cfg.runByOrdering ? `the next step after ${next}` : `a ${next}`} now, or pick up (CS-42).`,
          pending: true,
        };
      if (t.mode === "runOption")
        return {
          text: `Run: ${who} may go on ${view.cfg.runByOrdering ? `after ${next}` : `with a ${next}`} or end the chain (CS-42).`,
          pending: true,
        };
      if (t.mode === "obliged") {
        const top = view.pile[0];
        const queen = top !== undefined && (top.value === "Q" || top.semantic === "Q");
        return {
          text: queen
            ? `Q: ${who} must add another link that fits on it, or pick up (CS-50).`
            : `${who} must add another link: every chain needs two cards under the Q-field (CS-93).`,
          pending: true,
        };
      }
      return { text: `${mine ? "Your turn." : `${who} to play.`} ${topWords(view)}`, pending: false };
    }
    case CsPhase.SWAP:
      return {
        text: `5: ${who} may swap a hand card with a ${fiveField ? "face-down" : "face-up"} card (${t.swapsLeft} swap${t.swapsLeft === 1 ? "" : "s"} left), or stop (CS-43).`,
        pending: true,
      };
    case CsPhase.PEEKED:
      return {
        text: `5-field peek: ${who} looked at face-down card ${(t.peekSlot ?? 0) + 1}: swap a hand card for it, or keep it (CS-86).`,
        pending: true,
      };
    case CsPhase.CHOOSE_SEVEN:
      return { text: `7: ${who} must say higher or lower for the next link (CS-45).`, pending: true };
    case CsPhase.CHOOSE_NEXT:
      return { text: `J: ${who} choose${mine ? "" : "s"} who plays next (CS-49).`, pending: true };
    default:
      return { text: "The game is over.", pending: false };
  }
}

/** Moves that need no selection: answers, stops and declines. */
const FREE = new Set([
  "pickUp",
  "endChain",
  "keepField",
  "endSwaps",
  "keep",
  "chooseHigher",
  "chooseLower",
  "chooseNext",
]);
/** Moves that decline a window or stop: drawn as such. */
const DECLINES = new Set(["pickUp", "endChain", "keepField", "endSwaps", "keep"]);

export function isCsCardMove(move: Move): boolean {
  return !FREE.has(move.action.type);
}
export function isCsDecline(move: Move): boolean {
  return DECLINES.has(move.action.type);
}

/** What a player has picked: hand cards by name (repeats kept), face-up and face-down slots. */
export interface CsPick {
  hand: string[];
  up: number[];
  down: number[];
}

export const NO_PICK: CsPick = { hand: [], up: [], down: [] };

export function pickSize(pick: CsPick): number {
  return pick.hand.length + pick.up.length + pick.down.length;
}

const sameCards = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((card, i) => card === y[i]);
};

/** Jokers are one class of equal cards: the legal list names one ("JK1"), a pick may hold another. */
const isJokerName = (card: string) => /^JK\d?$/.test(card);
const byFace = (card: string) => (isJokerName(card) ? "JK" : card);

/** The move with its Jokers named as picked: the one the player chose is played (the game accepts any). */
function asPicked(move: Move, picked: readonly string[]): Move {
  const jokers = picked.filter(isJokerName);
  if (jokers.length === 0) return move;
  let next = 0;
  const rename = (card: string) => (isJokerName(card) ? (jokers[next++] ?? card) : card);
  const a = move.action;
  if (a.type === "setup" && Array.isArray(a.faceUp)) {
    const faceUp = a.faceUp.map((c) => rename(String(c)));
    return { ...move, action: { ...a, faceUp, field: rename(String(a.field)) } };
  }
  if (Array.isArray(a.cards)) {
    const cards = a.cards.map((c) => rename(String(c)));
    return { ...move, action: { ...a, cards }, notation: cards.join(" ") };
  }
  if (typeof a.card === "string") return { ...move, action: { ...a, card: rename(a.card) } };
  return move;
}

function cardsOf(action: Move["action"]): string[] {
  if (action.type === "setup") {
    const faceUp = Array.isArray(action.faceUp) ? action.faceUp.map(String) : [];
    return [...faceUp, String(action.field)];
  }
  if (Array.isArray(action.cards)) return action.cards.map(String);
  if (typeof action.card === "string") return [action.card];
  return [];
}

/**
 * The listed moves the pick makes: cards played, chosen or laid are exactly the picked hand and
 * face-up cards; a swap is its hand card (and its slot, if one is picked); a flip, peek or burn
 * is its slot. Null when nothing is picked.
 */
export function csMatches(view: CsView, legal: readonly Move[], pick: CsPick): Move[] | null {
  if (pickSize(pick) === 0) return null;
  const me = view.seat === null ? undefined : view.seats[view.seat];
  const upCards = pick.up.flatMap((slot) => me?.faceUp?.[slot] ?? []);
  const slots = [...pick.up, ...pick.down];
  const picked = [...pick.hand, ...upCards];
  const matching = legal.filter((move) => {
    const a = move.action;
    switch (a.type) {
      case "setup":
      case "play":
      case "changeField":
      case "replace":
        return pick.down.length === 0 && sameCards(cardsOf(a).map(byFace), picked.map(byFace));
      case "swap":
        return (
          pick.hand.length === 1 &&
          byFace(pick.hand[0]) === byFace(String(a.card)) &&
          slots.length <= 1 &&
          (slots.length === 0 || slots[0] === a.slot)
        );
      case "flip":
      case "peek":
        return (
          pick.hand.length === 0 && pick.up.length === 0 && pick.down.length === 1 && pick.down[0] === a.slot
        );
      case "burnFaceUp":
        return (
          pick.hand.length === 0 && pick.down.length === 0 && pick.up.length === 1 && pick.up[0] === a.slot
        );
      default:
        return false;
    }
  });
  return matching.map((move) => asPicked(move, move.action.type === "swap" ? pick.hand : picked));
}

/** Which of my face-up and face-down slots some listed move uses, so they can be picked. */
export function pickableSlots(view: CsView, legal: readonly Move[]): { up: Set<number>; down: Set<number> } {
  const up = new Set<number>();
  const down = new Set<number>();
  const me = view.seat === null ? undefined : view.seats[view.seat];
  const fiveField = (view.fields.inForce["5"] ?? 0) > 0;
  for (const move of legal) {
    const a = move.action;
    const s = typeof a.slot === "number" ? a.slot : -1;
    if (a.type === "flip" || a.type === "peek") down.add(s);
    else if (a.type === "burnFaceUp") up.add(s);
    else if (a.type === "swap") (fiveField ? down : up).add(s);
    else if (a.type === "play" && me?.faceUp) {
      const names = cardsOf(a);
      me.faceUp.forEach((card, slot) => {
        if (card !== null && names.includes(card) && !(me.hand ?? []).includes(card)) up.add(slot);
      });
    }
  }
  return { up, down };
}

/** A button's words for one of my moves. */
export function csMoveWords(move: Move, view: CsView, name: (seat: number) => string): string {
  const a = move.action;
  const me = view.seat === null ? undefined : view.seats[view.seat];
  const slot = typeof a.slot === "number" ? a.slot : -1;
  const pretty = (cards: string[]) => cards.map(prettyCard).join(" ");
  switch (a.type) {
    case "setup":
      return `Field ${prettyCard(String(a.field))} · face up ${pretty((a.faceUp as string[]) ?? [])}`;
    case "changeField":
      return `Make ${prettyCard(String(a.card))} your field card`;
    case "keepField":
      return "Keep your field card";
    case "burnFaceUp":
      return `Burn face-up card ${slot + 1}${me?.faceUp?.[slot] ? ` (${prettyCard(me.faceUp[slot])})` : ""}`;
    case "play": {
      const cards = (a.cards as string[]) ?? [];
      const fromHand = (me?.hand ?? []).length > 0;
      return `Play ${pretty(cards)}${fromHand ? "" : " from face up"}`;
    }
    case "flip":
      return `Flip face-down card ${slot + 1}`;
    case "pickUp":
      return `Pick up the pile (${pileCards(view)} card${pileCards(view) === 1 ? "" : "s"})`;
    case "endChain":
      return "End the chain";
    case "swap": {
      const fiveField = (view.fields.inForce["5"] ?? 0) > 0;
      if (fiveField) return `Swap ${prettyCard(String(a.card))} with face-down card ${slot + 1}`;
      const other = me?.faceUp?.[slot];
      return `Swap ${prettyCard(String(a.card))} with face-up ${other ? prettyCard(other) : `slot ${slot + 1}`}`;
    }
    case "endSwaps":
      return "Stop swapping";
    case "peek":
      return `Peek at face-down card ${slot + 1}`;
    case "replace":
      return `Put ${prettyCard(String(a.card))} face down, take the peeked card`;
    case "keep":
      return "Leave the face-down card";
    case "chooseHigher":
      return "Higher";
    case "chooseLower":
      return "Lower";
    case "chooseNext":
      return `${name(Number(a.seat))} plays next`;
    default:
      return move.description;
  }
}

export function pileCards(view: CsView): number {
  return view.pile.reduce((sum, link) => sum + link.cards.length, 0);
}

const SUIT: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
/** "10♥", "joker": short card words for buttons. */
export function prettyCard(card: string): string {
  if (/^JK\d?$/.test(card)) return "joker";
  const suit = card.slice(-1);
  return SUIT[suit] ? `${card.slice(0, -1)}${SUIT[suit]}` : card;
}

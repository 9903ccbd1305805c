// Cunt-Soul's view as the table reads it (packages/games/cunt-soul/src/view.ts), and the words and
// selections its layout builds from it. Nothing here decides a rule: the moves are the server's.

import { cardLabel } from "../cards.js";
import type { Json, Move } from "../protocol.js";

export interface CsSeat {
  handCount: number;
  hand: string[] | null;
  known: string[];
  /** "" for an empty slot; null while hidden before the reveal. */
  faceUp: string[] | null;
  horizontal: boolean[];
  faceDownFilled: boolean[];
  faceDownSeen: string[];
  /** "" for none; null while hidden before the reveal. */
  field: string | null;
  out: boolean;
  place: number;
  pickups: number;
  fieldChanges: number;
  selected: boolean;
}

export interface CsLink {
  cards: string[];
  owner: number;
  syn: number;
  sem: number;
  fired: boolean;
  count: number;
  run: number;
  choice: number;
  flipped: boolean;
}

export interface CsTurn {
  phase: number;
  seat: number;
  direction: number;
  queue: number[];
  turns: number;
  mode: number;
  runNext: number;
  runSteps: number;
  swapsLeft: number;
  peekSlot: number;
  tempField: string;
  tokenHolder: number;
  tokenActive: boolean;
  revealed: boolean;
  dealer: number;
}

export interface CsView {
  seat: number | null;
  cfg: Record<string, Json> & { players: number; maxFieldChanges: number; runByOrdering: boolean };
  t: CsTurn;
  fx: { counts: number[]; b: number; r: number; mult: number; hand: number };
  seats: CsSeat[];
  source: string[];
  sourceFlipped: boolean;
  pile: CsLink[];
  graveyard: string[];
}

/** Decision points, as the game numbers them (state.ts Phase). */
export const CsPhase = {
  SELECT: 0,
  FIELD_CHANGE: 1,
  BURN_FACE_UP: 2,
  PLAY: 3,
  SWAP: 4,
  PEEKED: 5,
  CHOOSE_SEVEN: 6,
  CHOOSE_NEXT: 7,
  OVER: 8,
} as const;

/** How the chain stands (state.ts Mode). */
const OBLIGED = 1;
const RUN_OPTION = 2;
const RUN_OBLIGED = 3;
const RUN_START = 1;
const CHOICE_HIGHER = 1;
const CHOICE_LOWER = 2;

/** The view, if it is Cunt-Soul's. */
export function readCsView(view: Record<string, Json>): CsView | null {
  const t = view.t as Record<string, Json> | undefined;
  if (
    !Array.isArray(view.seats) ||
    !Array.isArray(view.pile) ||
    typeof t !== "object" ||
    t === null ||
    !Array.isArray(t.queue) ||
    typeof view.fx !== "object"
  )
    return null;
  return view as unknown as CsView;
}

const VALUE_NAMES = ["table", "?", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "joker"];
/** A value as the rules write it: 2..10, J, Q, K, A, joker, or table (the empty-pile value). */
export function valueName(value: number): string {
  return VALUE_NAMES[value] ?? "?";
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
  view.fx.counts.forEach((copies, value) => {
    if (copies <= 0) return;
    const name = valueName(value);
    out.push({ value: name, copies, text: FIELD_ABILITY[name] ?? "" });
  });
  return out;
}

/** The ordering the pile follows now (CS-28), in words. */
export function orderingWords(view: CsView): string {
  const { b, r } = view.fx;
  if (b === 0) return r === 0 ? "play equal or higher" : "play equal or lower (K-field)";
  if (r === 0) return "below 7 play equal or lower, above 7 equal or higher, on a 7 anything (7-field)";
  return "play between the top and 7, only a 7 on a 7 (7- and K-fields)";
}

/** One link of the pile in words: "8♣ 8♠, counts as 9, skipped 2". */
export function linkWords(link: CsLink): string {
  const parts: string[] = [];
  if (link.run === RUN_START) parts.push("starts a run");
  else if (link.run > RUN_START) parts.push("run step");
  if (link.sem !== link.syn) parts.push(`counts as ${valueName(link.sem)}`);
  if (link.choice === CHOICE_HIGHER) parts.push("said higher");
  if (link.choice === CHOICE_LOWER) parts.push("said lower");
  if (link.flipped) parts.push("flipped blind");
  if (!link.fired && link.run === 0 && link.sem !== 0 && link.syn !== 2) parts.push("no ability");
  return parts.join(", ");
}

/** What the top of the pile asks of the next link, in words. */
export function topWords(view: CsView): string {
  const top = view.pile[view.pile.length - 1];
  if (top === undefined) return "The pile is empty: anything goes.";
  const cards = top.cards.map(cardLabel).join(", ");
  const value = valueName(top.sem);
  if (top.sem === 0) return `Top: ${cards}, table: anything goes.`;
  if (top.fired && top.sem === 3) return `Top: ${cards}, a 3: only a 3 or a joker goes on it (CS-41).`;
  if (top.fired && top.choice === CHOICE_HIGHER)
    return `Top: ${cards}, 7 said higher: a 7, a joker or above 7 (CS-45).`;
  if (top.fired && top.choice === CHOICE_LOWER)
    return `Top: ${cards}, 7 said lower: a 7, a joker or below 7 (CS-45).`;
  if (top.fired && top.sem === 9) return `Top: ${cards}, a 9: anything goes (CS-47).`;
  const as = top.sem !== top.syn ? `, counting as ${value}` : "";
  return `Top: ${cards}${as}: ${orderingWords(view)} than ${value}.`;
}

/** The queue of who plays next (CS-60..62), in words. */
export function queueWords(view: CsView, name: (seat: number) => string): string {
  return view.t.queue
    .map((item) => (item === -1 ? "next player" : item === -2 ? "skip one" : `to ${name(item)}`))
    .join(" → ");
}

/** The pending state of the turn as a banner: [words, whether it asks something of someone]. */
export function phaseWords(
  view: CsView,
  me: number | null,
  name: (seat: number) => string,
): { text: string; pending: boolean } {
  const t = view.t;
  const who = t.seat === me ? "You" : name(t.seat);
  const mine = t.seat === me;
  const fiveField = (view.fx.counts[5] ?? 0) > 0;
  switch (t.phase) {
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
      const next = valueName(t.runNext);
      if (t.mode === RUN_OBLIGED)
        return {
          text: `Run: ${who} must play ${view.cfg.runByOrdering ? `the next step after ${next}` : `a ${next}`} now, or pick up (CS-42).`,
          pending: true,
        };
      if (t.mode === RUN_OPTION)
        return {
          text: `Run: ${who} may go on ${view.cfg.runByOrdering ? `after ${next}` : `with a ${next}`} or end the chain (CS-42).`,
          pending: true,
        };
      if (t.mode === OBLIGED) {
        const top = view.pile[view.pile.length - 1];
        const queen = top !== undefined && (top.syn === 12 || top.sem === 12);
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
        text: `5-field peek: ${who} looked at face-down card ${t.peekSlot + 1}: swap a hand card for it, or keep it (CS-86).`,
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
  const upCards = pick.up.map((slot) => me?.faceUp?.[slot] ?? "").filter((c) => c !== "");
  const slots = [...pick.up, ...pick.down];
  return legal.filter((move) => {
    const a = move.action;
    switch (a.type) {
      case "setup":
      case "play":
      case "changeField":
      case "replace":
        return pick.down.length === 0 && sameCards(cardsOf(a), [...pick.hand, ...upCards]);
      case "swap":
        return (
          pick.hand.length === 1 &&
          pick.hand[0] === a.card &&
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
}

/** Which of my face-up and face-down slots some listed move uses, so they can be picked. */
export function pickableSlots(view: CsView, legal: readonly Move[]): { up: Set<number>; down: Set<number> } {
  const up = new Set<number>();
  const down = new Set<number>();
  const me = view.seat === null ? undefined : view.seats[view.seat];
  const fiveField = (view.fx.counts[5] ?? 0) > 0;
  for (const move of legal) {
    const a = move.action;
    const s = typeof a.slot === "number" ? a.slot : -1;
    if (a.type === "flip" || a.type === "peek") down.add(s);
    else if (a.type === "burnFaceUp") up.add(s);
    else if (a.type === "swap") (fiveField ? down : up).add(s);
    else if (a.type === "play" && me?.faceUp) {
      const names = cardsOf(a);
      me.faceUp.forEach((card, slot) => {
        if (card !== "" && names.includes(card) && !(me.hand ?? []).includes(card)) up.add(slot);
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
      const fiveField = (view.fx.counts[5] ?? 0) > 0;
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

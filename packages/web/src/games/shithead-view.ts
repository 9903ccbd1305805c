// Shit Head's view as the table reads it (packages/games/shithead/src/view.ts), and the words and
// selections its layout builds from it. Nothing here decides a rule: the moves are the server's.

import { SUIT_SYMBOL } from "../cards.js";
import type { Json, Move } from "../protocol.js";
import { actionStrings } from "./move-words.js";

export interface ShCard {
  id: string;
  card: string;
}
export type ShSlot = ShCard | "down" | null;

export interface ShSeat {
  handCount: number;
  known: ShCard[];
  bottom: ShSlot[];
  accessible: number[];
  place: number;
  choosing: boolean;
}

export interface ShLayer {
  seat: number;
  how: string;
  cards: ShCard[];
  as: string | null;
}

export interface ShTop {
  state: string;
  value: number;
  wildAce: boolean;
  pickup: "jk" | "queensGambit" | null;
  countered: boolean;
}

export interface ShView {
  phase: string;
  turn: number;
  direction: number;
  top: ShTop;
  hand: ShCard[] | null;
  myChoice: ShCard[] | null;
  seats: ShSeat[];
  stocks: number[];
  pile: ShLayer[];
  graveyard: string[];
  removed: number;
  pickedUp: ShCard[];
  facts: Record<string, number | number[]>;
  options: Record<string, Json>;
}

/** The view, if it is Shit Head's. */
export function readShView(view: Record<string, Json>): ShView | null {
  if (view.game !== "shithead" || !Array.isArray(view.seats) || !Array.isArray(view.pile)) return null;
  return view as unknown as ShView;
}

/** The action fields that name cards (by id): `as` names a declared face, not a card. */
const CARD_FIELDS = ["cards", "card"] as const;

export function moveCardIds(action: Record<string, Json>): string[] {
  return actionStrings(action, CARD_FIELDS);
}

export function moveSlot(action: Record<string, Json>): number | null {
  return typeof action.slot === "number" ? action.slot : null;
}

/** Whether a move is built by selecting: it names cards or a bottom slot. */
export function isShCardMove(move: Move): boolean {
  return moveCardIds(move.action).length > 0 || moveSlot(move.action) !== null;
}

/** Every card id the view shows a face for. */
export function shFaces(view: ShView): Map<string, string> {
  const faces = new Map<string, string>();
  const add = (cards: readonly ShCard[] | null | undefined) => {
    for (const c of cards ?? []) faces.set(c.id, c.card);
  };
  add(view.hand);
  add(view.myChoice);
  add(view.pickedUp);
  for (const seat of view.seats) {
    add(seat.known);
    for (const slot of seat.bottom) if (slot !== null && slot !== "down") faces.set(slot.id, slot.card);
  }
  for (const layer of view.pile) add(layer.cards);
  return faces;
}

export function rankOf(card: string): string {
  return /^JK/.test(card) ? "JK" : card.slice(0, -1);
}

/**
 * The legal moves that play the selected cards. The engine lists one set for each group of
 * interchangeable cards (of a rank, the first ones it holds); a selection of other cards of the
 * same ranks is offered the listed moves that match it most closely, whose words name the cards
 * they play.
 */
export function shMovesForSelection(
  legal: readonly Move[],
  selected: readonly string[],
  faces: ReadonlyMap<string, string>,
): Move[] {
  if (selected.length === 0) return legal.slice();
  const want = new Set(selected);
  const exact = legal.filter((move) => {
    const ids = moveCardIds(move.action);
    return ids.length === want.size && ids.every((id) => want.has(id));
  });
  if (exact.length > 0) return exact;
  const ranks = (ids: readonly string[]) =>
    ids
      .map((id) => faces.get(id))
      .map((card) => (card === undefined ? "?" : rankOf(card)))
      .sort()
      .join(" ");
  const wanted = ranks(selected);
  if (wanted.includes("?")) return [];
  let best = -1;
  let out: Move[] = [];
  for (const move of legal) {
    const ids = moveCardIds(move.action);
    if (ids.length !== want.size || ranks(ids) !== wanted) continue;
    const overlap = ids.filter((id) => want.has(id)).length;
    if (overlap > best) {
      best = overlap;
      out = [];
    }
    if (overlap === best) out.push(move);
  }
  return out;
}

/** The ids and slots some legal move names: the cards to mark as playable. */
export function playableOf(legal: readonly Move[]): { ids: Set<string>; slots: Set<number> } {
  const ids = new Set<string>();
  const slots = new Set<number>();
  for (const move of legal) {
    for (const id of moveCardIds(move.action)) ids.add(id);
    const slot = moveSlot(move.action);
    if (slot !== null) slots.add(slot);
  }
  return { ids, slots };
}

const VALUE_NAMES: Record<number, string> = { 11: "J", 12: "Q", 13: "K", 14: "A" };

export function valueName(value: number): string {
  return VALUE_NAMES[value] ?? String(value);
}

/** "9♥", "joker". */
export function pretty(card: string): string {
  if (/^JK/.test(card)) return "joker";
  return rankOf(card) + (SUIT_SYMBOL[card.slice(-1)] ?? "");
}

/** A bottom slot in words: slots below `perLayer` are the lower layer. */
export function slotWords(slot: number, perLayer: number): string {
  if (perLayer <= 0) return `bottom card ${slot + 1}`;
  return `${slot >= perLayer ? "upper" : "lower"} card ${(slot % perLayer) + 1}`;
}

export function perLayer(seat: ShSeat): number {
  return Math.floor(seat.bottom.length / 2);
}

export interface Banner {
  /** A pending state (drawn as a banner) or the plain state of the pile. */
  pending: boolean;
  text: string;
}

/** What the top of the pile asks for, in words (SH-20). */
export function topWords(view: ShView): Banner {
  const top = view.top;
  const lastLayer = view.pile[view.pile.length - 1];
  const declared = lastLayer?.as ? ` (a wild ace played as ${pretty(lastLayer.as)})` : "";
  const wild = top.wildAce ? "; natural Aces also answer the wild ace" : "";
  switch (top.state) {
    case "empty":
      return { pending: false, text: "The pile is empty: lead any set." };
    case "numeric":
      return {
        pending: false,
        text: `${valueName(top.value)} on top${declared}: play ${valueName(top.value)} or higher${wild}.`,
      };
    case "freeplay":
      return { pending: false, text: `Freeplay${declared}: anything may be played.` };
    case "lessThan8":
      return { pending: false, text: `8 on top${declared}: play 8 or lower${wild}.` };
    case "faceOnly":
      return { pending: false, text: `6 on top${declared}: a face card (J Q K A), a 6 or a cancel card.` };
    case "powerOnly":
      return {
        pending: false,
        text: `J on top${declared}: a power card (2 3 8 joker), a J or a cancel card.`,
      };
    case "evenOnly":
      return { pending: false, text: `Even cards only (2 4 6 8 10)${declared}.` };
    case "oddOnly":
      return { pending: false, text: `Odd cards only (A 3 5 7 9)${declared}.` };
    case "pendingClear":
      return { pending: true, text: "10 waiting: cancel it or it clears." };
    case "pendingPickup": {
      const what = top.pickup === "queensGambit" ? "Queens Gambit" : "Joker";
      const answers = top.countered
        ? "countered: only another counter or a four-of-a-kind block answers it"
        : top.pickup === "queensGambit"
          ? "counter it, block it with four of a kind, or play a joker; else pick up the pile"
          : "counter it or block it with four of a kind, or pick up the pile";
      return { pending: true, text: `${what} waiting: ${answers}.` };
    }
    case "pendingGambit":
      return { pending: true, text: "Gambit played: its option is being chosen." };
    default:
      return { pending: false, text: top.state };
  }
}

function factNumber(view: ShView, name: string): number {
  const value = view.facts?.[name];
  return typeof value === "number" ? value : -1;
}

/** What the seat to act is doing now (SH-9), for `me` (null: a spectator) or the others. */
export function phaseWords(
  view: ShView,
  me: number | null,
  active: readonly number[],
  legal: readonly Move[],
  name: (seat: number) => string,
): string {
  const mine = me !== null && active.includes(me) && legal.length > 0;
  const who = active.length > 0 ? name(active[0]) : "";
  const has = (type: string) => legal.some((move) => move.action.type === type);
  switch (view.phase) {
    case "chooseFaceUp":
      if (mine) return "Choose three cards to lay face up on your face-down cards (SH-5).";
      if (view.myChoice) {
        return `You put ${view.myChoice.map((c) => pretty(c.card)).join(" ")} face up: waiting for the others to choose.`;
      }
      return "Everyone is choosing three cards to lay face up (SH-5).";
    case "draw":
      return mine ? "Draw a card, or don't (SH-11)." : `${who} may draw a card.`;
    case "drawChoice":
      return mine ? "Draw from the black stock or the red one (SH-8)." : `${who} draws from a stock.`;
    case "respond":
      if (!mine) return `${who} answers the pile.`;
      return view.top.state === "pendingClear"
        ? "Cancel the 10 with a cancel card, or accept the clear and lead (SH-28, SH-32)."
        : "Counter, block, or pick up the pile (SH-31, SH-33, SH-34).";
    case "act":
      if (!mine) return `${who} to play.`;
      if (legal.every((move) => move.action.type === "pickUp"))
        return "Nothing fits: pick up the pile (SH-60).";
      return `Your play: select cards to play${has("flip") ? ", or a face-down card to flip" : ""}${
        has("pickAndPlay") ? ", or pick up the pile to play from it (SH-61)" : ""
      }.`;
    case "chain":
      return mine ? "Link again with a 2, or end your turn (SH-42)." : `${who} may link again.`;
    case "linked":
      return mine
        ? "Linked: play a set that fits on the set before the link (SH-40)."
        : `${who} linked and plays on.`;
    case "pickAndPlayLead":
      return mine
        ? "Lead a set of the picked-up rank, with at least one card you just took (SH-61)."
        : `${who} picked up to play from the pile.`;
    case "flipped": {
      const seat = view.seats[active[0] ?? -1];
      const slot = seat?.bottom[factNumber(view, "flipSlot")];
      const card = slot && slot !== "down" ? pretty(slot.card) : "a card";
      if (!mine) return `${who} flipped ${card}.`;
      const fits = has("playFlipped")
        ? "it fits: play it"
        : "it does not fit: pick up the pile with it (SH-73)";
      const freebie = has("keepFreebie")
        ? ", or keep it face up as your freebie and flip another (SH-74)"
        : "";
      return `You flipped ${card}: ${fits}${freebie}.`;
    }
    case "keptFreebie":
      return mine ? "Freebie kept: flip another face-down card (SH-74)." : `${who} kept a freebie.`;
    case "gambitWindow":
      return mine
        ? "A Gambit was played: throw in a joker against it, or let it stand (SH-53)."
        : `${who} may answer the Gambit with a joker.`;
    case "gambitChoice":
      return mine ? "Choose your Gambit option (SH-52)." : `${who} chooses a Gambit option.`;
    case "gambitDiscard": {
      const left = factNumber(view, "gLeft");
      return mine
        ? `Discard a card from your hand${left > 0 ? ` (up to ${left} more)` : ""} (SH-52).`
        : `${who} discards for the Gambit.`;
    }
    case "gambitTake":
      return mine
        ? "Take a face-down card into your hand (SH-52)."
        : `${who} takes face-down cards for the Gambit.`;
    case "toss":
      return mine ? "Toss in your 5s, or don't (SH-66)." : `${who} may toss in 5s.`;
    case "over":
      return "The game is over.";
    default:
      return mine ? "Your move." : `${who} to act.`;
  }
}

/** How a pile layer was played, in words. */
export function layerWords(layer: ShLayer, name: (seat: number) => string): string {
  const how: Record<string, string> = {
    starter: "the starter",
    dealt: "dealt",
    set: "",
    link: "link",
    cancel: "cancel",
    counter: "counter",
    block: "block",
    wild: layer.as ? `wild ace as ${pretty(layer.as)}` : "wild ace",
    gambit: "Gambit",
    switch: "Ace switch",
    toss: "tossed in",
  };
  const words = how[layer.how] ?? layer.how;
  if (layer.how === "starter" || layer.how === "dealt" || layer.seat < 0) return words;
  return words ? `${name(layer.seat)}: ${words}` : name(layer.seat);
}

/** The button words of a move that names a bottom slot (the engine says "slot 4"). */
export function slotMoveWords(move: Move, slotsPerLayer: number): string {
  const slot = moveSlot(move.action);
  if (slot === null) return move.description;
  if (move.action.type === "flip") return `Flip the ${slotWords(slot, slotsPerLayer)}`;
  if (move.action.type === "gambitTake") return `Take the ${slotWords(slot, slotsPerLayer)}`;
  return move.description;
}

/** SH-81: the first out is the Cut Throat, the last one left the Shit Head. */
export function placeTitle(view: ShView, place: number): string | null {
  if (place <= 0) return null;
  if (place === 1) return "Cut Throat";
  const last = Math.max(...view.seats.map((s) => s.place));
  if (view.phase === "over" && place === last) return "Shit Head";
  return null;
}

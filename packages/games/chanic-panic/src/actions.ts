// The atomic actions (brief §4) and their shape checks: malformed input is BAD_ACTION.

import { cardFace, cardRank, isJoker, tryParseCard } from "@houserules/engine";
import { badAction } from "./errors.js";
import { faceOfNotation } from "./rules/cards.js";
import { RANKS_PER_SUIT } from "./state.js";

export type AttackMode = "normal" | "bypass";

export type ChanicAction =
  | { type: "play"; card: string; attach?: number; from?: "pile" }
  | { type: "trade"; cards: string[]; stack?: number }
  | { type: "attack"; defender: number; mode: AttackMode; spades: string[] }
  | { type: "destroy"; targets: string[] }
  | { type: "panic" }
  | { type: "ally"; to: number; card: string }
  | { type: "keepGift" }
  | { type: "stackGift" }
  | { type: "stackCard"; card: string }
  | { type: "stackDraw" }
  | { type: "endTurn" }
  | {
      type: "ability";
      ability: string;
      card?: string;
      cards?: string[];
      target?: number;
      suit?: "S" | "H" | "D" | "C";
      accept?: boolean;
      attach?: number;
    }
  | {
      type: "abilityChoice";
      card?: string;
      cards?: string[];
      target?: number;
      suit?: "S" | "H" | "D" | "C";
      accept?: boolean;
      attach?: number;
    }
  | { type: "draftKeep"; abilities: string[] };

export const ACTION_TYPES = [
  "play",
  "trade",
  "attack",
  "destroy",
  "panic",
  "ally",
  "keepGift",
  "stackGift",
  "stackCard",
  "stackDraw",
  "endTurn",
  "ability",
  "abilityChoice",
  "draftKeep",
] as const;

/** A checked action: card notations parsed to faces. */
export interface ParsedAction {
  type: ChanicAction["type"];
  card: number;
  cards: number[];
  count: number;
  seat: number;
  mode: number;
  /** ability / abilityChoice / draftKeep */
  ability: string;
  abilities: string[];
  suit: number;
  accept: boolean;
  /** play: from the discard pile on a Recycler allowance (CP-A32). */
  fromPile: boolean;
}

const ALLOWED_KEYS: Record<string, readonly string[]> = {
  play: ["card", "attach", "from"],
  trade: ["cards", "stack"],
  attack: ["defender", "mode", "spades"],
  destroy: ["targets"],
  panic: [],
  ally: ["to", "card"],
  keepGift: [],
  stackGift: [],
  stackCard: ["card"],
  stackDraw: [],
  endTurn: [],
  ability: ["ability", "card", "cards", "target", "suit", "accept", "attach"],
  abilityChoice: ["card", "cards", "target", "suit", "accept", "attach"],
  draftKeep: ["abilities"],
};

const SUITS = ["S", "H", "D", "C"];

function face(value: unknown, field: string): number {
  if (typeof value === "string") {
    const known = faceOfNotation(value);
    if (known !== undefined) return known;
  }
  const card = tryParseCard(value);
  if (card === null || typeof value !== "string")
    badAction(`${field}: ${JSON.stringify(value)} is not a card`);
  if (isJoker(card) || cardRank(card) > RANKS_PER_SUIT) {
    badAction(`${field}: ${value} is not in Chanic Panic's deck (A-10 only, CP-02)`);
  }
  return cardFace(card);
}

function faces(value: unknown, field: string): number[] {
  if (!Array.isArray(value)) badAction(`${field} must be a list of cards`);
  return value.map((v, i) => face(v, `${field}[${i}]`));
}

function count(value: unknown, field: string): number {
  if (value === undefined) return 0;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    badAction(`${field} must be a whole number ≥ 0`);
  }
  return value;
}

function seatField(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) badAction(`${field} must be a seat number`);
  return value;
}

export function parseShape(action: unknown): ParsedAction {
  if (typeof action !== "object" || action === null || Array.isArray(action))
    badAction("an action is a JSON object");
  const a = action as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== "string" || !(ACTION_TYPES as readonly string[]).includes(type)) {
    badAction(`unknown action type ${JSON.stringify(type)}; types: ${ACTION_TYPES.join(", ")}`);
  }
  const allowed = ALLOWED_KEYS[type];
  for (const key in a) {
    if (key !== "type" && !allowed.includes(key)) badAction(`${type} has no field "${key}"`);
  }
  const parsed: ParsedAction = {
    type: type as ChanicAction["type"],
    card: -1,
    cards: [],
    count: 0,
    seat: -1,
    mode: 0,
    ability: "",
    abilities: [],
    suit: -1,
    accept: false,
    fromPile: false,
  };
  switch (type) {
    case "play":
      parsed.card = face(a.card, "card");
      parsed.count = count(a.attach, "attach");
      if (a.from !== undefined) {
        if (a.from !== "pile") badAction(`from must be "pile" (Recycler, CP-A32)`);
        parsed.fromPile = true;
      }
      break;
    case "stackCard":
      parsed.card = face(a.card, "card");
      break;
    case "trade":
      parsed.cards = faces(a.cards, "cards");
      parsed.count = count(a.stack, "stack");
      break;
    case "attack":
      parsed.seat = seatField(a.defender, "defender");
      if (a.mode !== "normal" && a.mode !== "bypass") badAction(`mode must be "normal" or "bypass"`);
      parsed.mode = a.mode === "bypass" ? 1 : 0;
      parsed.cards = faces(a.spades, "spades");
      break;
    case "destroy":
      parsed.cards = faces(a.targets, "targets");
      break;
    case "ally":
      parsed.seat = seatField(a.to, "to");
      parsed.card = face(a.card, "card");
      break;
    case "ability":
    case "abilityChoice":
      if (type === "ability") {
        if (typeof a.ability !== "string") badAction("ability must name an ability");
        parsed.ability = a.ability;
      }
      if (a.card !== undefined) parsed.card = face(a.card, "card");
      if (a.cards !== undefined) parsed.cards = faces(a.cards, "cards");
      if (a.target !== undefined) parsed.seat = seatField(a.target, "target");
      if (a.suit !== undefined) {
        if (typeof a.suit !== "string" || !SUITS.includes(a.suit))
          badAction(`suit must be one of ${SUITS.join(" ")}`);
        parsed.suit = SUITS.indexOf(a.suit);
      }
      if (a.accept !== undefined) {
        if (typeof a.accept !== "boolean") badAction("accept must be true or false");
        parsed.accept = a.accept;
      }
      parsed.count = count(a.attach, "attach");
      break;
    case "draftKeep":
      if (!Array.isArray(a.abilities) || a.abilities.some((x) => typeof x !== "string"))
        badAction("abilities must be a list of ability ids");
      parsed.abilities = (a.abilities as string[]).slice();
      break;
  }
  return parsed;
}

/** Index of the first card with this face not already used, or -1. */
export function findFace(cards: readonly number[], faceCode: number, used: readonly number[]): number {
  for (let i = 0; i < cards.length; i++) {
    if (cardFace(cards[i]) === faceCode && !used.includes(i)) return i;
  }
  return -1;
}

/** Maps faces to distinct indices in `cards` (first unused occurrence each), or null. */
export function matchFaces(cards: readonly number[], wanted: readonly number[]): number[] | null {
  const used: number[] = [];
  for (const f of wanted) {
    const i = findFace(cards, f, used);
    if (i < 0) return null;
    used.push(i);
  }
  return used;
}

// Chanic Panic's table in words: the view's shape as the browser reads it, card names, ability
// names, button labels for the engine's legal moves, and the pending state as a banner. Nothing
// here decides legality: the moves come from the server's list and are sent back as they are.

import { cardLabel } from "../cards.js";
import { parseMarkdown } from "../markdown.js";
import type { Json, Move } from "../protocol.js";
import { movesForSelection } from "../table-state.js";

export interface CpBoardCard {
  card: string;
  value: number;
  attached: number;
  attachedCards: string[] | null;
}

export interface CpSeat {
  team: number;
  alive: boolean;
  handCount: number;
  hand: string[] | null;
  /** Hearts, Diamonds, Spades. */
  rows: CpBoardCard[][];
  stackCount: number;
  stack: string[] | null;
  attackedBy: number[];
  panicProtected: boolean;
  panicUsed: boolean;
  presence: number;
  abilities: string[];
  offer: string[] | null;
  offerCount: number;
  drafting: boolean;
  knownTop: string[] | null;
}

export type CpPending =
  | {
      kind: "attack";
      attacker: number;
      defender: number;
      mode: "normal" | "bypass";
      spades: string[];
      power: number;
      targets: { card: string; value: number; row: number; slot: number }[];
      choices: { targets: string[]; damage: number; eliminates: boolean }[];
    }
  | { kind: "gift"; from: number; to: number; card: string | null }
  | { kind: "ability"; ability: string; owner: number; chooser: number; step: number; data: number[] };

export interface CpView {
  seat: number | null;
  cfg: {
    players: number;
    teams: number;
    trader: boolean;
    panic: boolean;
    ally: boolean;
    presence: boolean;
    stack: boolean;
    specials: number;
  };
  round: number;
  turnSeat: number;
  phase: "draft" | "start" | "point" | "club" | "over";
  points: number;
  allowance: number;
  playLocked: boolean;
  stackedThisTurn: boolean;
  sorcererUsed: boolean;
  freeCards: string[] | null;
  recyclerOpen: boolean;
  recyclerClub: string | null;
  seerTop: string | null;
  deckCount: number;
  /** Top first. */
  discard: string[];
  seats: CpSeat[];
  pending: CpPending | null;
  result: { kind: "elimination" | "presence" | "cap"; winners: number[] } | null;
  seriesWins: number[];
  seriesDraws: number;
}

/** The view as this layout reads it, or null when it is not a Chanic Panic view. */
export function readView(view: Record<string, Json>): CpView | null {
  if (!Array.isArray(view.seats) || !Array.isArray(view.discard) || typeof view.cfg !== "object") return null;
  return view as unknown as CpView;
}

/** Chanic Panic's cards: ace to 10 in four suits (every other string in an action is not a card). */
const CARD = /^(10|[2-9A])([SHDC])$/;
export function isCpCard(text: string): boolean {
  return CARD.test(text);
}

export function baseValue(card: string): number {
  const match = CARD.exec(card);
  if (match === null) return 0;
  return match[1] === "A" ? 1 : Number(match[1]);
}

export function suitOf(card: string): string {
  return CARD.exec(card)?.[2] ?? "";
}

const SUIT_ORDER = "HDSC";
export const SUIT_SYMBOL: Record<string, string> = { H: "♥", D: "♦", S: "♠", C: "♣" };
export const ROW_NAMES = ["Hearts", "Diamonds", "Spades"] as const;

/** A hand as a Chanic Panic player holds it: Hearts, Diamonds, Spades, then Clubs, low to high. */
export function sortHand(cards: readonly string[]): string[] {
  const key = (card: string) => SUIT_ORDER.indexOf(suitOf(card)) * 16 + baseValue(card);
  return [...cards].sort((a, b) => key(a) - key(b));
}

/** "7♥". */
export function pretty(card: string): string {
  const match = CARD.exec(card);
  return match === null ? card : `${match[1]}${SUIT_SYMBOL[match[2]]}`;
}

/**
 * A card the view gives as a code (Hopeful's and Fisher's shown card): engine.md's packing,
 * suit * 16 + rank with suits S H D C, copies erased.
 */
export function faceOfCode(code: number | undefined): string | null {
  if (code === undefined || !Number.isInteger(code) || code < 0) return null;
  const face = code & 127;
  const rank = face & 15;
  const suit = "SHDC"[face >> 4];
  if (suit === undefined || rank < 1 || rank > 10) return null;
  return `${rank === 1 ? "A" : rank}${suit}`;
}

/** "tradeMaster" -> "Trade Master". */
export function abilityName(id: string): string {
  const words = id.replace(/([a-z])([A-Z])/g, "$1 $2");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface AbilityText {
  rule: string;
  text: string;
}

function abilityKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, "");
}

/**
 * What each ability does, from the game's rules page ("| CP-A41 | Trade Master: once a turn, …|"),
 * keyed by ability id or name in any case.
 */
export function abilityTexts(markdown: string): Map<string, AbilityText> {
  const texts = new Map<string, AbilityText>();
  for (const block of parseMarkdown(markdown)) {
    if (block.kind !== "table") continue;
    for (const [rule, cell] of block.rows) {
      if (rule === undefined || cell === undefined || !/^CP-(A\d+|8[0-2])$/.test(rule)) continue;
      const colon = cell.indexOf(":");
      if (colon < 0) continue;
      const name = cell.slice(0, colon).split(",")[0];
      texts.set(abilityKey(name), { rule, text: cell.replace(/`/g, "") });
    }
  }
  return texts;
}

export function abilityText(texts: Map<string, AbilityText>, id: string): AbilityText | undefined {
  return texts.get(abilityKey(id));
}

/** Every card an action names, in order (with repeats). */
export function actionCards(action: Record<string, unknown>): string[] {
  const cards: string[] = [];
  for (const [key, value] of Object.entries(action)) {
    if (key === "type" || key === "ability") continue;
    if (typeof value === "string" && isCpCard(value)) cards.push(value);
    else if (Array.isArray(value))
      for (const item of value) if (typeof item === "string" && isCpCard(item)) cards.push(item);
  }
  return cards;
}

/** The legal moves that use exactly the selected cards (any order, repeats counted). */
export function movesFor(legal: readonly Move[], selected: readonly string[]): Move[] {
  return movesForSelection(legal, selected, isCpCard);
}

/** Every card (by name) that some legal move uses: the cards worth selecting. */
export function usableCards(legal: readonly Move[]): Set<string> {
  const cards = new Set<string>();
  for (const move of legal) for (const card of actionCards(move.action)) cards.add(card);
  return cards;
}

export type MoveGroup = "choice" | "play" | "attack" | "ability" | "trade" | "stack" | "turn";

export function moveGroup(action: Record<string, unknown>): MoveGroup {
  switch (action.type) {
    case "destroy":
    case "abilityChoice":
    case "keepGift":
    case "stackGift":
    case "draftKeep":
      return "choice";
    case "play":
    case "ally":
      return "play";
    case "attack":
      return "attack";
    case "ability":
      return "ability";
    case "trade":
      return "trade";
    case "stackCard":
    case "stackDraw":
      return "stack";
    default:
      return "turn";
  }
}

export interface LabelContext {
  name: (seat: number) => string;
  pending: CpPending | null;
}

const list = (cards: readonly string[]) => cards.map(pretty).join(" ");
const plural = (n: number, word: string) =>
  n === 1 ? `${n} ${word}` : `${n} ${word.endsWith("y") ? `${word.slice(0, -1)}ie` : word}s`;

function abilityArgs(action: Record<string, unknown>, ctx: LabelContext): string[] {
  const parts: string[] = [];
  if (typeof action.card === "string") parts.push(pretty(action.card));
  if (Array.isArray(action.cards)) parts.push(list(action.cards as string[]) || "no cards");
  if (typeof action.target === "number") parts.push(`on ${ctx.name(action.target)}`);
  if (typeof action.suit === "string")
    parts.push(
      `${SUIT_SYMBOL[action.suit] ?? ""} ${action.suit === "H" ? "Hearts" : action.suit === "D" ? "Diamonds" : action.suit === "S" ? "Spades" : "Clubs"}`,
    );
  if (typeof action.attach === "number" && action.attach > 0)
    parts.push(`${plural(action.attach, "Stack card")} attached`);
  return parts;
}

/** How a pending ability's answers read: accepting, declining, and the verb for a chosen card. */
const CHOICE_WORDS: Record<string, { yes?: string; no?: string; card?: string }> = {
  hopeful: { yes: "play it now, free", no: "keep it in hand" },
  options: { yes: "skip the draw for 6 points", no: "draw as usual" },
  purifier: { yes: "shuffle the pile into the deck", no: "leave the pile" },
  resilient: { card: "play free", no: "no Heart" },
  fisher: { card: "give" },
  tradeMaster: { card: "discard" },
  limiter: { card: "discard" },
  manipulator: { card: "put on the deck" },
  impenetrable: { card: "destroy" },
};

/** The words on a move's button (the engine's description goes in its tooltip). */
export function moveLabel(action: Record<string, unknown>, ctx: LabelContext): string {
  switch (action.type) {
    case "play": {
      const attach =
        typeof action.attach === "number" && action.attach > 0
          ? ` + ${plural(action.attach, "Stack card")}`
          : "";
      return `Play ${pretty(String(action.card))}${attach}${action.from === "pile" ? " from the pile" : ""}`;
    }
    case "trade": {
      const stack = typeof action.stack === "number" ? action.stack : 0;
      const given = [
        ...(action.cards as string[]).map(pretty),
        ...Array.from({ length: stack }, () => "a Stack card"),
      ];
      return `Trade ${given.join(" + ")} for a card`;
    }
    case "attack":
      return `${action.mode === "bypass" ? "Shield Bypass" : "Attack"} ${ctx.name(Number(action.defender))} with ${list(action.spades as string[])}`;
    case "destroy": {
      const targets = action.targets as string[];
      const choice =
        ctx.pending?.kind === "attack"
          ? ctx.pending.choices.find((c) => sameCards(c.targets, targets))
          : undefined;
      const what = targets.length === 0 ? "Strike the empty Heart row" : `Destroy ${list(targets)}`;
      if (choice === undefined) return what;
      return `${what} (${choice.damage} damage${choice.eliminates ? ", eliminates" : ""})`;
    }
    case "panic":
      return "Panic!";
    case "ally":
      return `Give ${pretty(String(action.card))} to ${ctx.name(Number(action.to))}`;
    case "keepGift":
      return "Keep it in hand";
    case "stackGift":
      return "Put it in my Stack";
    case "stackCard":
      return `Put ${pretty(String(action.card))} in my Stack`;
    case "stackDraw":
      return "Discard my oldest Stack card, draw 2";
    case "endTurn":
      return "End turn";
    case "ability": {
      const parts = abilityArgs(action, ctx);
      return `${abilityName(String(action.ability))}${parts.length > 0 ? `: ${parts.join(", ")}` : ""}`;
    }
    case "abilityChoice": {
      const pending = ctx.pending?.kind === "ability" ? ctx.pending : null;
      const id = pending?.ability ?? "";
      const prefix = pending === null ? "" : `${abilityName(id)}: `;
      const words = CHOICE_WORDS[id];
      if (action.accept === true) {
        const attach =
          typeof action.attach === "number" && action.attach > 0
            ? ` + ${plural(action.attach, "Stack card")}`
            : "";
        return `${prefix}${words?.yes ?? "yes"}${attach}`;
      }
      if (id === "wisdom" && Array.isArray(action.cards))
        return `${prefix}put back ${list(action.cards as string[])} (top first)`;
      const parts = abilityArgs(action, ctx);
      if (parts.length === 0) return `${prefix}${words?.no ?? "no, thanks"}`;
      return `${prefix}${words?.card ? `${words.card} ` : ""}${parts.join(", ")}`;
    }
    case "draftKeep":
      return `Keep ${(action.abilities as string[]).map(abilityName).join(" + ")}`;
    default:
      return String(action.type);
  }
}

/** A move a player may decline, drawn as the quiet "no" of a choice. */
export function isDecline(action: Record<string, unknown>): boolean {
  return action.type === "abilityChoice" && Object.keys(action).length === 1;
}

function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((card, i) => card === y[i]);
}

const PHASE_WORDS: Record<string, string> = {
  draft: "ability draft",
  start: "start of turn",
  over: "game over",
};

/** "Round 6 · Club Phase, allowance 5". */
export function phaseLine(view: CpView, name: (seat: number) => string): string {
  const phase =
    view.phase === "point"
      ? `Point Phase: ${plural(view.points, "point")} to spend`
      : view.phase === "club"
        ? view.allowance > 0
          ? `Club Phase: allowance ${view.allowance}`
          : "Club Phase: allowance used"
        : (PHASE_WORDS[view.phase] ?? view.phase);
  if (view.result !== null) {
    const how = { elimination: "by elimination", presence: "on Presence", cap: "at the round cap" }[
      view.result.kind
    ];
    const verb =
      view.result.kind === "cap"
        ? "draw"
        : view.result.winners.length === 1 && view.result.winners[0] !== view.seat
          ? "wins"
          : "win";
    return `Round ${view.round} · game over ${how ?? ""}: ${view.result.winners.map(name).join(", ")} ${verb}`;
  }
  return view.phase === "draft" ? "Ability draft" : `Round ${view.round} · ${phase}`;
}

/** The pending state in words, from the seat's side of the table; null when nothing is pending. */
export function pendingBanner(view: CpView, ctx: LabelContext): string | null {
  const p = view.pending;
  const me = view.seat;
  const you = (seat: number, verb: string, otherVerb: string) =>
    seat === me ? `you ${verb}` : `${ctx.name(seat)} ${otherVerb}`;
  if (p === null) {
    if (view.phase === "draft") {
      const mine = me === null ? null : view.seats[me];
      if (mine?.drafting)
        return `Choose the ${plural(view.cfg.specials, "special ability")} you keep; the others choose in secret too.`;
      return "The players choose their special abilities in secret.";
    }
    return null;
  }
  if (p.kind === "attack") {
    const how = p.mode === "bypass" ? "Shield Bypass" : "attack";
    const head = `${p.attacker === me ? "Your" : `${ctx.name(p.attacker)}'s`} ${how} on ${p.defender === me ? "you" : ctx.name(p.defender)} with ${list(p.spades)}: power ${p.power}.`;
    const tail =
      p.attacker === me ? " Choose what it destroys." : ` ${ctx.name(p.attacker)} chooses what it destroys.`;
    return head + tail;
  }
  if (p.kind === "gift") {
    const card = p.card === null ? "a card" : pretty(p.card);
    return `${p.from === me ? "You give" : `${ctx.name(p.from)} gives`} ${card} to ${p.to === me ? "you" : ctx.name(p.to)}: ${you(p.to, "choose", "chooses")} whether it goes to the hand or the Stack.`;
  }
  const shown = faceOfCode(p.data[0]);
  switch (p.ability) {
    case "hopeful":
      return `Hopeful: ${you(p.owner, "drew", "drew")} ${shown ? pretty(shown) : "a Heart"}. Play it now for free, or keep it?`;
    case "fisher":
      return `Fisher: ${ctx.name(p.owner)} shows ${shown ? pretty(shown) : "a card"}; ${you(p.chooser, "give", "gives")} them a card of that value.`;
    case "impenetrable":
      return `Impenetrable: the board is full, so ${you(p.chooser, "destroy", "destroys")} one of ${p.chooser === me ? "your" : "their"} own cards.`;
    case "limiter":
      return `Limiter: ${you(p.chooser, "hold", "holds")} the named suit and ${p.chooser === me ? "discard" : "discards"} a card of ${p.chooser === me ? "your" : "their"} choice.`;
    case "manipulator":
      return `Manipulator: ${you(p.chooser, "put", "puts")} a hand card face down on top of the deck.`;
    case "options":
      return `Options: ${you(p.chooser, "may", "may")} skip the Draw Phase for 6 extra points.`;
    case "purifier":
      return `Purifier: ${you(p.chooser, "may", "may")} shuffle the discard pile into the deck.`;
    case "resilient":
      return `Resilient: ${you(p.chooser, "lost", "lost")} Hearts and may play a Heart from hand at once, for free.`;
    case "tradeMaster":
      return `Trade Master: ${you(p.chooser, "discard", "discards")} 1 card.`;
    case "wisdom":
      return `Wisdom: ${you(p.chooser, "put", "puts")} the top ${plural(p.data[0] ?? 3, "card")} of the deck back in any order.`;
    default:
      return `${abilityName(p.ability)}: ${you(p.chooser, "choose", "chooses")}.`;
  }
}

/** The turn's other standing facts, in words (play lock, Seer, Recycler, Fisher's free cards). */
export function turnNotes(view: CpView): string[] {
  const notes: string[] = [];
  if (view.playLocked) notes.push("Play-locked: no more cards may be played this turn.");
  if (view.seerTop !== null) notes.push(`Seer: the top card of the deck is ${pretty(view.seerTop)}.`);
  if (view.recyclerOpen)
    notes.push(
      view.recyclerClub === null
        ? "Recycler: the allowance may take a card from the discard pile."
        : `Recycler: the allowance may take a card from the discard pile (the ${pretty(view.recyclerClub)} is there).`,
    );
  if (view.freeCards !== null && view.freeCards.length > 0)
    notes.push(`Fisher: ${list(view.freeCards)} cost${view.freeCards.length === 1 ? "s" : ""} 0 this turn.`);
  if (view.sorcererUsed) notes.push("Sorcerer: the doubled Spade must attack alone this turn.");
  if (view.stackedThisTurn) notes.push("A card went to the Stack this turn.");
  return notes;
}

/** "queen of hearts, value 8, 2 Stack cards attached", for a board card's accessible name. */
export function boardCardLabel(card: CpBoardCard, owner: string): string {
  const value = card.value !== baseValue(card.card) ? `, worth ${card.value}` : "";
  const attached = card.attached > 0 ? `, ${plural(card.attached, "Stack card")} attached` : "";
  return `${cardLabel(card.card)}${value}${attached}, on ${owner} board`;
}

// SH-10 in text: formatAction / parseAction for a terminal (cards by id, or typed as notation),
// describeAction / describeEvent in plain English, describeView for a terminal table.

import { CommonErrors, type GameEvent, prettyCard, RuleError, tryParseCard } from "@houserules/engine";
import type { ShAction } from "./actions.js";
import { legalActions } from "./phases.js";
import { jokerCode, PHASE_NAMES, PHASE_WORDS, type ShState } from "./state.js";
import type { CardView, ShView, SlotView } from "./view.js";

const VERBS: Record<string, string> = {
  chooseFaceUp: "faceup",
  draw: "draw",
  skipDraw: "skip",
  acceptClear: "accept",
  counter: "counter",
  block: "block",
  jokerBlock: "jokerblock",
  link: "link",
  endTurn: "end",
  switch: "switch",
  pickAndPlay: "pickandplay",
  pickUp: "pickup",
  flip: "flip",
  keepFreebie: "keep",
  gambitChoice: "choose",
  gambitDiscard: "discard",
  gambitTake: "take",
  jokerResponse: "joker",
  passResponse: "pass",
  toss: "toss",
  passToss: "notoss",
};
const PLAY_VERBS: Record<string, [string, string]> = {
  play: ["play", "set"],
  cancel: ["play", "cancel"],
  wild: ["play", "wild"],
  gambit: ["play", "gambit"],
  flipped: ["playFlipped", "set"],
  "flipped-cancel": ["playFlipped", "cancel"],
  "flipped-wild": ["playFlipped", "wild"],
};

function cardsOf(a: ShAction): string[] {
  const r = a as unknown as Record<string, unknown>;
  if (Array.isArray(r.cards)) return r.cards as string[];
  if (typeof r.card === "string") return [r.card];
  return [];
}

/** The faces of every card the view shows, by id (own hand, face-up cards, known cards, pile). */
function facesById(v: ShView): Map<string, string> {
  const faces = new Map<string, string>();
  const add = (cv: CardView) => faces.set(cv.id, cv.card);
  v.hand?.forEach(add);
  v.myChoice?.forEach(add);
  v.pickedUp.forEach(add);
  for (const sv of v.seats) {
    sv.known.forEach(add);
    for (const slot of sv.bottom) if (slot !== null && slot !== "down") add(slot);
  }
  for (const layer of v.pile) layer.cards.forEach(add);
  return faces;
}

/** The action with its card ids replaced by the faces the view shows (ids it can't resolve stay). */
function withFaces(a: ShAction, v: ShView): ShAction {
  const faces = facesById(v);
  const face = (id: string) => faces.get(id) ?? id;
  const r = a as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...r };
  if (Array.isArray(r.cards)) copy.cards = (r.cards as string[]).map(face);
  if (typeof r.card === "string") copy.card = face(r.card);
  return copy as unknown as ShAction;
}

/** SH-10 for a person: the notation with cards by face ("play 7S"), which parseShAction accepts. */
export function formatShActionFor(a: ShAction, v: ShView): string {
  return formatShAction(withFaces(a, v));
}

export function formatShAction(a: ShAction): string {
  const r = a as unknown as Record<string, unknown>;
  const parts: string[] = [];
  if (a.type === "play" || a.type === "playFlipped") {
    const prefix = a.type === "playFlipped" ? "flipped" : "";
    const verb = a.use === "set" ? prefix || "play" : prefix ? `${prefix}-${a.use}` : a.use;
    parts.push(verb, ...a.cards);
    if (a.as) parts.push("as", a.as);
    return parts.join(" ");
  }
  parts.push(VERBS[a.type] ?? a.type, ...cardsOf(a));
  if (typeof r.slot === "number") parts.push(String(r.slot));
  if (typeof r.choice === "string") parts.push(r.choice);
  if (typeof r.stock === "string") parts.push(r.stock);
  if (typeof r.as === "string") parts.push("as", r.as);
  return parts.join(" ");
}

function badNotation(text: string, why: string): never {
  throw new RuleError(CommonErrors.BAD_NOTATION, `"${text}": ${why}`);
}

/** Parses the CLI text; cards may be given by id or as notation (7H), matched to a legal action. */
export function parseShAction(text: string, s: ShState, seat: number): ShAction {
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter((t) => t.length > 0);
  if (tokens.length === 0) badNotation(text, "empty");
  // A bare card list is a play ("7H 7S" is "play 7H 7S", docs/engine-protocol.md, "Card
  // notation"), or the face-up choice while the seat chooses its face-up cards (SH-5).
  if (!PLAY_VERBS[tokens[0].toLowerCase()] && isCardToken(s, tokens[0]))
    tokens.unshift(legalActions(s, seat).some((a) => a.type === "chooseFaceUp") ? "faceup" : "play");
  const verb = tokens[0].toLowerCase();
  let type: string | undefined;
  let use: string | undefined;
  if (PLAY_VERBS[verb]) [type, use] = PLAY_VERBS[verb];
  else type = Object.keys(VERBS).find((t) => VERBS[t] === verb) ?? undefined;
  if (!type) badNotation(text, `unknown verb "${tokens[0]}"`);
  let as: string | undefined;
  const cards: string[] = [];
  let slot: number | undefined;
  let choice: string | undefined;
  let stock: string | undefined;
  for (let k = 1; k < tokens.length; k++) {
    const t = tokens[k];
    if (t === "as") {
      as = tokens[++k];
      if (as === undefined) badNotation(text, "missing card after 'as'");
      continue;
    }
    if (/^\d+$/.test(t) && (type === "flip" || type === "gambitTake")) slot = Number(t);
    else if (type === "gambitChoice") choice = t.toLowerCase();
    else if (type === "draw") stock = t.toLowerCase();
    else cards.push(t);
  }
  // "play AS as 8C": a card played as another is a wild declaration (SH-35).
  if (verb === "play" && as !== undefined) use = "wild";
  const asFace = as === undefined ? undefined : tryParseCard(as);
  for (const l of legalActions(s, seat)) {
    const r = l as unknown as Record<string, unknown>;
    if (l.type !== type) continue;
    if (use !== undefined && r.use !== use) continue;
    if (slot !== undefined && r.slot !== slot) continue;
    if (choice !== undefined && r.choice !== choice) continue;
    if (stock !== undefined && r.stock !== stock) continue;
    if (as !== undefined && (typeof r.as !== "string" || tryParseCard(r.as) !== asFace)) continue;
    if (as === undefined && typeof r.as === "string") continue;
    const ids = cardsOf(l);
    if (ids.length !== cards.length) continue;
    if (matches(s, ids, cards)) return l;
  }
  // Not a listed move: build it as typed, so that apply explains by its rule why it is refused.
  const fields: Record<string, unknown> = { type };
  const ids = cards.map((card) => idFor(s, seat, card, text));
  if (SINGLE_CARD_TYPES.has(type)) {
    if (ids.length !== 1) badNotation(text, `${tokens[0]} takes one card`);
    fields.card = ids[0];
  } else if (ids.length > 0 || CARD_LIST_TYPES.has(type)) fields.cards = ids;
  if (use !== undefined) fields.use = use;
  if (as !== undefined) fields.as = as.toUpperCase();
  if (slot !== undefined) fields.slot = slot;
  if (choice !== undefined) fields.choice = choice;
  if (stock !== undefined) fields.stock = stock;
  return fields as unknown as ShAction;
}

/** Whether a typed word names a card (a face such as 7H or 10♥, or a card id), not a verb. */
function isCardToken(s: ShState, token: string): boolean {
  return s.ids.includes(token) || tryParseCard(token) !== null;
}

const SINGLE_CARD_TYPES = new Set(["counter", "jokerBlock", "link", "gambitDiscard", "jokerResponse"]);
const CARD_LIST_TYPES = new Set(["play", "playFlipped", "block", "switch", "toss", "chooseFaceUp"]);

/**
 * The id of a typed card (an id, or a face the seat holds: hand, then bottom cards it can see), so
 * a typed move that is not legal still reaches apply and gets its rule error.
 */
function idFor(s: ShState, seat: number, token: string, text: string): string {
  if (s.ids.includes(token)) return token;
  const face = tryParseCard(token);
  if (face === null) badNotation(text, `"${token}" is not a card (e.g. 7H, 10S, JK)`);
  const wanted = typedFace(face);
  for (const code of s.hands[seat]) if (typedFace(code & 127) === wanted) return s.ids[code];
  // Bottom cards the seat can see: face up, or just flipped (face-down cards stay unknown, SH-2).
  const bottom = s.bottom[seat];
  for (let slot = 0; slot < bottom.length; slot++) {
    const code = bottom[slot];
    const seen = s.faceUp[seat][slot] === 1 || slot === s.flipSlot;
    if (code >= 0 && seen && typedFace(code & 127) === wanted) return s.ids[code];
  }
  return badNotation(text, `you have no ${token.toUpperCase()} you can see`);
}

/** A face for typed notation: the jokers of a pack (JK) are one face to a person (CTR&B has two). */
function typedFace(face: number): number {
  return jokerCode(face) ? -2 : face;
}

function matches(s: ShState, ids: string[], given: string[]): boolean {
  const faces = ids.map((id) => typedFace(s.ids.indexOf(id) & 127));
  const left = faces.slice();
  const leftIds = ids.slice();
  for (const g of given) {
    const byId = leftIds.indexOf(g);
    if (byId >= 0) {
      leftIds.splice(byId, 1);
      left.splice(byId, 1);
      continue;
    }
    const face = tryParseCard(g);
    const k = face === null ? -1 : left.indexOf(typedFace(face));
    if (k < 0) return false;
    left.splice(k, 1);
    leftIds.splice(k, 1);
  }
  return true;
}

const who = (seat: unknown) => `Seat ${String(seat)}`;

export function describeShAction(a: ShAction, seat: number, v?: ShView): string {
  const n = cardsOf(a).length;
  const named = v === undefined ? [] : cardsOf(withFaces(a, v));
  const cards =
    named.length > 0 && named.every((c) => tryParseCard(c) !== null)
      ? list(named)
      : `${n} card${n === 1 ? "" : "s"}`;
  switch (a.type) {
    case "play":
    case "playFlipped":
      return `${who(seat)} plays ${cards}${useWords(a.use, a.as)}`;
    case "pickUp":
      return `${who(seat)} picks up the pile${n > 0 ? ` and ${cards}` : ""}`;
    case "flip":
      return `${who(seat)} flips bottom slot ${a.slot}`;
    case "gambitChoice":
      return `${who(seat)} chooses Gambit option ${a.choice}: ${CHOICE_TEXT[a.choice] ?? a.choice}`;
    case "gambitTake":
      return `${who(seat)} takes bottom slot ${a.slot}`;
    case "chooseFaceUp":
      return `${who(seat)} puts ${cards} face up`;
    case "draw":
      return `${who(seat)} draws${a.stock ? ` from the ${a.stock} stock` : ""}`;
    case "skipDraw":
      return `${who(seat)} does not draw`;
    case "acceptClear":
      return `${who(seat)} accepts the pending clear`;
    case "counter":
      return `${who(seat)} counters with ${cards}`;
    case "block":
      return `${who(seat)} blocks with ${cards}${a.as ? `, the wild as ${list([a.as])}` : ""}`;
    case "jokerBlock":
      return `${who(seat)} blocks the Queens Gambit with ${cards}`;
    case "link":
      return `${who(seat)} links with ${cards}`;
    case "endTurn":
      return `${who(seat)} ends the turn`;
    case "switch":
      return `${who(seat)} switches ${cards} for the run on top of the pile`;
    case "pickAndPlay":
      return `${who(seat)} picks up the pile to play from it`;
    case "keepFreebie":
      return `${who(seat)} keeps the freebie face up`;
    case "gambitDiscard":
      return `${who(seat)} discards ${cards}`;
    case "jokerResponse":
      return `${who(seat)} answers the Gambit with ${cards}`;
    case "passResponse":
      return `${who(seat)} lets the Gambit stand`;
    case "toss":
      return `${who(seat)} tosses ${cards}`;
    case "passToss":
      return `${who(seat)} tosses nothing`;
  }
}

/** How a segment is played, in words: "" for a plain set, " as a wild 8♥", " as a cancel (K♠)". */
function useWords(use: unknown, as: unknown): string {
  const declared = typeof as === "string" ? ` ${list([as])}` : "";
  if (use === "wild") return ` as a wild${declared}`;
  if (use === "cancel") return ` as a cancel${declared ? ` (${declared.trim()})` : ""}`;
  if (use === "gambit") return " as a Gambit";
  return "";
}

const CHOICE_TEXT: Record<string, string> = {
  a: "discards up to 4 cards",
  b: "draws 4",
  c: "makes the next player draw 4",
  d: "takes 2 face-down cards",
};

function list(v: unknown): string {
  return Array.isArray(v) ? v.map((c) => prettyCard(tryParseCard(String(c)) ?? 0)).join(" ") : "";
}

export function describeShEvent(
  e: GameEvent,
  forSeat: number | null,
  seatName?: (seat: number) => string,
): string {
  const r = e as unknown as Record<string, unknown>;
  const p = seatName !== undefined && typeof r.seat === "number" ? seatName(r.seat) : who(r.seat);
  // A seat is told its own draw and face-up choice once, by the private event naming the cards.
  const own = forSeat !== null && r.seat === forSeat;
  switch (e.type) {
    case "play":
      return `${p} plays ${list(r.cards)}${useWords(r.use, r.as)}`;
    case "link":
      return `${p} links with ${list(r.cards)}`;
    case "draw":
      return own ? "" : `${p} draws ${String(r.count)} card${r.count === 1 ? "" : "s"}`;
    case "drew":
      return `${p} draws ${list(r.cards)}`;
    case "clear":
      return `The pile (${String(r.count)} card${r.count === 1 ? "" : "s"}) is cleared`;
    case "pickUp":
      return `${p} picks up ${list(r.cards)}`;
    case "pickAndPlay":
      return `${p} picks and plays`;
    case "acceptClear":
      return `${p} accepts the clear`;
    case "counter":
      return `${p} counters with ${list(r.cards)}`;
    case "block":
      return `${p} blocks with ${list(r.cards)}`;
    case "jokerBlock":
      return `${p} blocks the Queens Gambit with a joker`;
    case "switch":
      return `${p} switches ${list(r.cards)} for ${list(r.took)}`;
    case "flip":
      return `${p} flips ${list(r.cards)}${r.freebie ? " (a freebie)" : ""}`;
    case "keepFreebie":
      return `${p} keeps the freebie face up`;
    case "gambit":
      return `${p} lays a Gambit`;
    case "gambitChoice":
      return `${p} ${CHOICE_TEXT[String(r.choice)] ?? "chooses"}`;
    case "gambitDiscard":
      return `${p} discards ${list(r.cards)}`;
    case "gambitTake":
      return `${p} takes a face-down card from slot ${String(r.slot)}`;
    case "gambitTook":
      return `${p} took ${list(r.cards)}`;
    case "jokerResponse":
      return `${p} answers the Gambit with a joker`;
    case "passResponse":
      return `${p} lets the Gambit stand`;
    case "toss":
      return `${p} tosses ${list(r.cards)}`;
    case "passToss":
      return `${p} tosses nothing`;
    case "out":
      return `${p} is out in place ${String(r.place)}`;
    case "gameOver":
      return r.byCap ? "The game ends by the stalemate rule" : "The game is over";
    case "stalemate":
      return "No progress: the stalemate rule ends the game";
    case "turn":
      return `${p}'s turn`;
    case "replay":
      return `${p} plays again`;
    case "endTurn":
      return `${p} ends the turn`;
    case "skipDraw":
      return `${p} does not draw`;
    case "faceUpReady":
      return own ? "" : `${p} has chosen face-up cards`;
    case "faceUpChosen":
      return `${p} chooses ${list(r.cards)} to lay face up`;
    case "faceUpRevealed":
      return `${p} shows ${list(r.cards)} face up`;
    default:
      return `${e.type}`;
  }
}

const pretty = (cv: CardView) => prettyCard(tryParseCard(cv.card) ?? 0);
const slotText = (sv: SlotView) => (sv === null ? "." : sv === "down" ? "##" : pretty(sv));

export function describeTop(v: ShView): string {
  const t = v.top;
  switch (t.state) {
    case "numeric":
      return `play ${valueName(t.value)} or better${t.wildAce ? " (or an Ace)" : ""}`;
    case "pendingClear":
      return "10 waiting: cancel or it clears";
    case "pendingPickup":
      return `${t.pickup === "queensGambit" ? "Queens Gambit" : "joker"} waiting: counter, block or pick up${t.countered ? " (countered)" : ""}`;
    case "pendingGambit":
      return "Gambit waiting: joker response, then the choice";
    case "empty":
      return "empty pile: anything goes";
    case "freeplay":
      return "freeplay: anything goes";
    case "lessThan8":
      return "less than 8";
    case "faceOnly":
      return "face cards only (J Q K A, 6)";
    case "powerOnly":
      return "power cards only (2 3 8 Jk, J)";
    case "evenOnly":
      return "even only";
    case "oddOnly":
      return "odd only";
    default:
      return t.state;
  }
}

function valueName(v: number): string {
  return v === 14 ? "A" : v === 11 ? "J" : v === 12 ? "Q" : v === 13 ? "K" : String(v);
}

export function describeShView(v: ShView, seat: number | null): string {
  const lines: string[] = [];
  const pileTop = v.pile.slice(-4).map((l) => {
    const cards = l.cards.map(pretty).join(" ");
    return l.how === "set" || l.how === "starter"
      ? cards
      : `${cards} (${l.how}${l.as ? ` as ${list([l.as])}` : ""})`;
  });
  lines.push(`Pile (${v.pile.reduce((n, l) => n + l.cards.length, 0)}): ${pileTop.join(" | ") || "empty"}`);
  lines.push(`Top: ${describeTop(v)}`);
  lines.push(
    `Stock: ${v.stocks.join(" / ")}   Graveyard: ${v.graveyard.length}${v.removed ? `   Removed: ${v.removed}` : ""}`,
  );
  v.seats.forEach((sv, p) => {
    const mark = p === v.turn ? ">" : " ";
    const out = sv.place > 0 ? ` out (${sv.place})` : "";
    const known = sv.known.length > 0 && p !== seat ? ` known: ${sv.known.map(pretty).join(" ")}` : "";
    lines.push(
      `${mark} Seat ${p}: hand ${sv.handCount}, bottom ${sv.bottom.map(slotText).join(" ")}${known}${out}`,
    );
  });
  if (v.hand) {
    const sorted = v.hand.slice().sort((a, b) => order(a.card) - order(b.card));
    lines.push(`Your hand: ${sorted.map((cv) => `${pretty(cv)}`).join(" ") || "(empty)"}`);
  }
  if (v.phase === "chain" || v.phase === "linked") {
    const chain: string[] = [];
    for (let l = v.pile.length - 1; l >= 0 && v.pile[l].seat === v.turn; l--) {
      const layer = v.pile[l];
      const cards = layer.cards.map(pretty).join(" ");
      chain.unshift(layer.how === "link" ? `L(${cards})` : cards);
    }
    const next = v.phase === "linked" ? "a link is laid: play a segment" : "link again or end the turn";
    lines.push(`Chain so far: ${chain.join(" ")} (${next})`);
  }
  const step = PHASE_WORDS[PHASE_NAMES.indexOf(v.phase as (typeof PHASE_NAMES)[number])] ?? v.phase;
  lines.push(`Now: ${step}; to act: ${v.active.map((p) => `Seat ${p}`).join(", ")}`);
  return lines.join("\n");
}

function order(card: string): number {
  const c = tryParseCard(card) ?? 0;
  const r = c & 15;
  const base = r === 1 ? 14 : r;
  return ((c >> 4) & 7) === 4 ? 20 : base;
}

// Terminal text: formatAction / parseAction (CLI notation), describeAction / describeEvent
// (plain English), describeView (the table as a few lines, with the attack preview).

import {
  CommonErrors,
  formatCard,
  type GameEvent,
  prettyCard,
  RuleError,
  tryParseCard,
} from "@houserules/engine";
import { REGISTRY } from "./abilities/registry.js";
import type { ChanicAction } from "./actions.js";
import { legalActions } from "./game.js";
import type { ChanicState } from "./state.js";
import type { ChanicView } from "./view.js";

const pretty = (notation: string): string => {
  const card = tryParseCard(notation);
  return card === null ? notation : prettyCard(card);
};
const prettyList = (cards: readonly string[]): string => cards.map(pretty).join(" ");
const who = (seat: number): string => `Seat ${seat}`;
const cardCount = (n: number): string => `${n} card${n === 1 ? "" : "s"}`;
const stackCards = (n: number): string => `${n} Stack card${n === 1 ? "" : "s"}`;
/** An ability's name as players read it ("Trade Master"); ids are for actions. */
const abilityName = (id: string): string => REGISTRY[id]?.name ?? id;
/** An ability typed by id or name in any case ("trademaster", "Trade_Master") -> its id. */
const ABILITY_BY_WORD = new Map<string, string>();
for (const id of Object.keys(REGISTRY)) {
  ABILITY_BY_WORD.set(id.toLowerCase(), id);
  ABILITY_BY_WORD.set(REGISTRY[id].name.toLowerCase().replace(/[^a-z]/g, ""), id);
}
const abilityId = (word: string): string =>
  ABILITY_BY_WORD.get(word.toLowerCase().replace(/[^a-z]/g, "")) ?? word;
const END_WORDS: Record<string, string> = {
  elimination: "by elimination",
  presence: "on Presence",
  cap: "at the round cap",
};

export function formatAction(action: ChanicAction): string {
  switch (action.type) {
    case "play":
      return `play ${action.card}${action.attach ? ` +${action.attach}` : ""}${action.from === "pile" ? " pile" : ""}`;
    case "trade":
      return ["trade", ...action.cards, ...Array.from({ length: action.stack ?? 0 }, () => "stack")].join(
        " ",
      );
    case "attack":
      return `${action.mode === "bypass" ? "bypass" : "attack"} ${action.defender} ${action.spades.join(" ")}`;
    case "destroy":
      return action.targets.length === 0 ? "destroy none" : `destroy ${action.targets.join(" ")}`;
    case "panic":
      return "panic";
    case "ally":
      return `ally ${action.to} ${action.card}`;
    case "keepGift":
      return "keep";
    case "stackGift":
      return "stackgift";
    case "stackCard":
      return `stack ${action.card}`;
    case "stackDraw":
      return "stackdraw";
    case "endTurn":
      return "end";
    case "ability":
      return ["use", abilityWord(action.ability), ...abilityArgTokens(action)].join(" ");
    case "abilityChoice": {
      const tokens = abilityArgTokens(action);
      return tokens.length === 0 ? "choose none" : ["choose", ...tokens].join(" ");
    }
    case "draftKeep":
      return ["draft", ...action.abilities.map(abilityWord)].join(" ");
  }
}

type AbilityLike = {
  card?: string;
  cards?: string[];
  target?: number;
  suit?: string;
  accept?: boolean;
  attach?: number;
};

function abilityArgTokens(a: AbilityLike): string[] {
  const tokens: string[] = [];
  if (a.card !== undefined) tokens.push(a.card);
  if (a.cards !== undefined) tokens.push(`[${a.cards.join(",")}]`);
  if (a.target !== undefined) tokens.push(`@${a.target}`);
  if (a.suit !== undefined) tokens.push(`suit=${a.suit}`);
  if (a.accept) tokens.push("yes");
  if (a.attach) tokens.push(`+${a.attach}`);
  return tokens;
}

function parseAbilityArgs(tokens: string[], text: string): AbilityLike {
  const out: AbilityLike = {};
  for (const token of tokens) {
    if (token.toLowerCase() === "none") continue;
    if (token.toLowerCase() === "yes") out.accept = true;
    else if (/^\+\d+$/.test(token)) out.attach = Number(token.slice(1));
    else if (token.startsWith("@")) out.target = seatNumber(token.slice(1), text);
    else if (token.toLowerCase().startsWith("suit=")) out.suit = token.slice(5).toUpperCase();
    else if (token.startsWith("[")) {
      const inner = token.slice(1, token.endsWith("]") ? -1 : undefined);
      out.cards = inner.length === 0 ? [] : inner.split(",").map((t) => cardText(t, text));
    } else out.card = cardText(token, text);
  }
  return out;
}

const SYNTAX =
  "use <ability> [card] [[c1,c2]] [@seat] [suit=H] [yes] | choose ... | choose none | draft <ability> <ability> | play 5H [+k] (or just 5H) | trade 5H 3D | attack <seat> 7S 6S | bypass <seat> 8S | destroy 4D 3H | destroy none | panic | ally <seat> 5H | keep | stackgift | stack 5H | stackdraw | end";

function notationError(text: string): never {
  throw new RuleError(CommonErrors.BAD_NOTATION, `cannot read "${text}"; expected ${SYNTAX}`);
}

function cardText(token: string | undefined, text: string): string {
  if (token === undefined) notationError(text);
  const card = tryParseCard(token);
  if (card === null) notationError(text);
  return formatCard(card);
}

function seatNumber(token: string | undefined, text: string): number {
  const n = Number(token);
  if (token === undefined || !Number.isInteger(n)) notationError(text);
  return n;
}

/** Parses the CLI notation; when an equivalent legal action exists, returns it (canonical form). */
export function parseAction(text: string, state: ChanicState, seat: number): ChanicAction {
  const tokens = text
    .trim()
    .replace(/\[([^\]]*)\]/g, (_m, inner: string) => `[${inner.replace(/[\s,]+/g, ",")}]`)
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .flatMap((t) => (t.startsWith("[") ? [t] : t.split(",").filter((x) => x.length > 0)));
  // A bare card is a play ("5H", "5H +1", "5H pile"): no other action starts with a card.
  const bare = tokens.length > 0 && tryParseCard(tokens[0]) !== null;
  const verb = bare ? "play" : (tokens[0] ?? "").toLowerCase();
  const rest = bare ? tokens : tokens.slice(1);
  let action: ChanicAction;
  switch (verb) {
    case "play": {
      const pile = rest.some((t) => t.toLowerCase() === "pile");
      const args = rest.filter((t) => t.toLowerCase() !== "pile");
      const attach = args[1] !== undefined ? Number(args[1].replace("+", "")) : 0;
      if (!Number.isInteger(attach) || args.length > 2) notationError(text);
      const play: ChanicAction = { type: "play", card: cardText(args[0], text) };
      if (attach > 0) play.attach = attach;
      if (pile) play.from = "pile";
      action = play;
      break;
    }
    case "trade": {
      const stack = rest.filter((t) => t.toLowerCase() === "stack").length;
      const cards = rest.filter((t) => t.toLowerCase() !== "stack").map((t) => cardText(t, text));
      action = stack > 0 ? { type: "trade", cards, stack } : { type: "trade", cards };
      break;
    }
    case "attack":
    case "bypass":
      action = {
        type: "attack",
        defender: seatNumber(rest[0], text),
        mode: verb === "bypass" ? "bypass" : "normal",
        spades: rest.slice(1).map((t) => cardText(t, text)),
      };
      break;
    case "destroy":
      action = {
        type: "destroy",
        targets:
          rest.length === 1 && rest[0].toLowerCase() === "none" ? [] : rest.map((t) => cardText(t, text)),
      };
      break;
    case "panic":
      action = { type: "panic" };
      break;
    case "ally":
      action = { type: "ally", to: seatNumber(rest[0], text), card: cardText(rest[1], text) };
      break;
    case "keep":
      action = { type: "keepGift" };
      break;
    case "stackgift":
      action = { type: "stackGift" };
      break;
    case "stack":
      action = { type: "stackCard", card: cardText(rest[0], text) };
      break;
    case "stackdraw":
      action = { type: "stackDraw" };
      break;
    case "end":
    case "endturn":
      action = { type: "endTurn" };
      break;
    case "use":
      if (rest[0] === undefined) notationError(text);
      action = {
        type: "ability",
        ability: abilityId(rest[0]),
        ...parseAbilityArgs(rest.slice(1), text),
      } as ChanicAction;
      break;
    case "choose":
      action = { type: "abilityChoice", ...parseAbilityArgs(rest, text) } as ChanicAction;
      break;
    case "draft":
      action = { type: "draftKeep", abilities: rest.map(abilityId) };
      break;
    default:
      notationError(text);
  }
  const key = canonicalKey(action);
  const match = legalActions(state, seat).find((a) => canonicalKey(a) === key);
  return match ?? action;
}

function canonicalKey(action: ChanicAction): string {
  const sortCards = (cards: readonly string[]) =>
    cards
      .map((c) => tryParseCard(c) ?? -1)
      .sort((a, b) => a - b)
      .join(",");
  switch (action.type) {
    case "trade":
      return `trade:${sortCards(action.cards)}:${action.stack ?? 0}`;
    case "attack":
      return `attack:${action.defender}:${action.mode}:${sortCards(action.spades)}`;
    case "destroy":
      return `destroy:${sortCards(action.targets)}`;
    case "play":
      return `play:${tryParseCard(action.card)}:${action.attach ?? 0}:${action.from ?? ""}`;
    case "ally":
      return `ally:${action.to}:${tryParseCard(action.card)}`;
    case "stackCard":
      return `stack:${tryParseCard(action.card)}`;
    case "ability":
    case "abilityChoice": {
      const a = action as AbilityLike & { ability?: string };
      // Card order matters here (Wisdom's new deck order), so it is kept.
      return `${action.type}:${a.ability ?? ""}:${a.card === undefined ? "" : tryParseCard(a.card)}:${(a.cards ?? []).map((c) => tryParseCard(c)).join(",")}:${a.target ?? ""}:${a.suit ?? ""}:${a.accept === true}:${a.attach ?? 0}`;
    }
    case "draftKeep":
      return `draft:${action.abilities.slice().sort().join(",")}`;
    default:
      return action.type;
  }
}

/** A follow-up step of an ability ("tradeMasterDiscard") -> the ability it belongs to. */
function abilityOfStep(id: string): string {
  if (REGISTRY[id] !== undefined) return id;
  const owner = Object.keys(REGISTRY).find((key) => id.startsWith(key));
  return owner ?? id;
}

const SUIT_WORDS: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
const cardsText = (value: unknown): string =>
  Array.isArray(value) ? prettyList(value as string[]) || "no cards" : pretty(String(value));

/** How each fact of an ability event reads ("discards 3♥", "on seat 1", "hit"). */
const FACT_WORDS: Record<string, (value: unknown) => string | null> = {
  card: (v) => cardsText(v),
  cards: (v) => cardsText(v),
  discarded: (v) => `discards ${cardsText(v)}`,
  flipped: (v) => (v === null ? "the deck is empty" : `turns up ${cardsText(v)}`),
  taken: (v) => (v === null ? "takes nothing" : `takes ${cardsText(v)}`),
  returned: (v) => `returns ${cardsText(v)}`,
  revealed: (v) => `reveals ${cardsText(v)}`,
  destroyed: (v) =>
    typeof v === "boolean" ? (v ? "destroys a card" : "destroys nothing") : `destroys ${cardsText(v)}`,
  heart: (v) => `draws ${cardsText(v)}`,
  club: (v) => `Club ${cardsText(v)}`,
  spade: (v) => `Spade ${cardsText(v)}`,
  diamond: (v) => `Diamond ${cardsText(v)}`,
  target: (v) => `on seat ${v}`,
  victim: (v) => `on seat ${v}`,
  to: (v) => `to seat ${v}`,
  suit: (v) => `names ${SUIT_WORDS[String(v)] ?? String(v)}`,
  hit: (v) => (v ? "hit" : "miss"),
  wins: (v) => (v ? "wins" : "loses"),
  stack: (v) => (v ? "into the Stack" : null),
  declined: (v) => (v ? "declines" : null),
  points: (v) => `${v} points`,
  value: (v) => `a card of value ${v}`,
  base: (v) => `value ${v}`,
  count: (v) => cardCount(Number(v)),
  shuffled: (v) => `shuffles ${cardCount(Number(v))} into the deck`,
};

function abilityFacts(e: AnyEvent): string {
  return Object.entries(e)
    .filter(([k]) => k !== "type" && k !== "seat" && k !== "ability" && k !== "visibleTo")
    .map(([k, v]) =>
      FACT_WORDS[k] ? FACT_WORDS[k](v) : `${k} ${Array.isArray(v) ? v.join(" ") : String(v)}`,
    )
    .filter((text): text is string => text !== null && text !== "")
    .join(", ");
}

/** An ability action's arguments as players read them ("3♥, on seat 1, names ♥, accepts"). */
function abilityArgWords(a: AbilityLike): string {
  const words: string[] = [];
  if (a.card !== undefined) words.push(pretty(a.card));
  if (a.cards !== undefined) words.push(prettyList(a.cards) || "no cards");
  if (a.target !== undefined) words.push(`on seat ${a.target}`);
  if (a.suit !== undefined) words.push(`names ${SUIT_WORDS[a.suit] ?? a.suit}`);
  if (a.accept) words.push("yes");
  if (a.attach) words.push(`with ${stackCards(a.attach)} attached`);
  return words.join(", ");
}

/** An ability as typed: its name in lower case, words joined by "-" ("trade-master"). */
const abilityWord = (id: string): string => (REGISTRY[id]?.name ?? id).toLowerCase().replace(/\s+/g, "-");

export function describeAction(action: ChanicAction, seat: number): string {
  const w = who(seat);
  switch (action.type) {
    case "play":
      return `${w} plays ${pretty(action.card)}${action.attach ? ` with ${stackCards(action.attach)} attached` : ""}`;
    case "trade":
      return `${w} trades ${[...action.cards.map(pretty), ...Array.from({ length: action.stack ?? 0 }, () => "a Stack card")].join(" and ")} for a card`;
    case "attack":
      return `${w} ${action.mode === "bypass" ? "Shield-Bypasses" : "attacks"} seat ${action.defender} with ${prettyList(action.spades)}`;
    case "destroy":
      return action.targets.length === 0
        ? `${w} strikes the empty Heart row`
        : `${w} destroys ${prettyList(action.targets)}`;
    case "panic":
      return `${w} panics`;
    case "ally":
      return `${w} gives ${pretty(action.card)} to seat ${action.to}`;
    case "keepGift":
      return `${w} keeps the gift in hand`;
    case "stackGift":
      return `${w} puts the gift in their Stack`;
    case "stackCard":
      return `${w} adds a card to their Stack`;
    case "stackDraw":
      return `${w} discards a Stack card to draw 2`;
    case "endTurn":
      return `${w} ends their turn`;
    case "ability": {
      const args = abilityArgWords(action);
      return `${w} uses ${abilityName(action.ability)}${args ? ` (${args})` : ""}`;
    }
    case "abilityChoice":
      return `${w} chooses ${abilityArgWords(action) || "none"}`;
    case "draftKeep":
      return `${w} keeps ${action.abilities.map(abilityName).join(" and ")}`;
  }
}

type AnyEvent = GameEvent & Record<string, unknown>;

export function describeEvent(
  event: GameEvent,
  forSeat: number | null,
  seatName?: (seat: number) => string,
): string {
  // A table's names when it gives them; "Seat 2" to start a line and "seat 2" within one otherwise.
  const name = seatName ?? who;
  const other = seatName ?? ((s: number) => `seat ${s}`);
  const e = event as AnyEvent;
  const seat = e.seat as number;
  if (e.visibleTo !== undefined && (forSeat === null || !event.visibleTo?.includes(forSeat))) {
    if (e.type === "drewCards") return `${name(seat)} draws ${cardCount((e.cards as string[]).length)}`;
    if (e.type === "allyCard") return `${name(seat)} gives a card to ${other(e.to as number)}`;
    if (e.type === "fisherCard") return `${name(seat)} gives a card to ${other(e.to as number)}`;
    return `${name(seat)} does something hidden`;
  }
  switch (e.type) {
    case "turnStart":
      return `Round ${e.round as number}: ${name(seat)}'s turn`;
    case "points": {
      const parts = e.parts as { source: string; points: number }[];
      const terms = parts.map((part, i) =>
        i > 0
          ? `${part.source} +${part.points}`
          : part.source === "base"
            ? `base ${part.points}`
            : `${part.source} ${part.points}`,
      );
      const made = parts.length === 1 && parts[0].source === "base" ? "" : ` (${terms.join(", ")})`;
      return `${name(seat)} has ${e.points as number} points this turn${made}`;
    }
    case "presence":
      return `${name(seat)} gains ${e.gain as number} Presence (${e.total as number})`;
    case "draw":
      if (forSeat !== null && (e.detailFor as number[] | undefined)?.includes(forSeat)) return "";
      return `${name(seat)} draws ${cardCount(e.count as number)}`;
    case "drewCards":
      return `${name(seat)} draws ${prettyList(e.cards as string[])}`;
    case "reshuffle":
      return `The discard pile (${e.count as number} cards) is shuffled into a new deck`;
    case "club": {
      const by = e.abilities as string[] | undefined;
      const allowance = e.allowance === undefined ? "" : `: allowance ${e.allowance as number}`;
      return `${name(seat)} plays ${pretty(e.card as string)}${allowance}${by ? ` (${by.join(", ")})` : ""}`;
    }
    case "play":
      return `${name(seat)} plays ${pretty(e.card as string)}${e.free ? " free" : ""}`;
    case "trade":
      return `${name(seat)} trades ${prettyList(e.cards as string[])}${(e.stack as number) > 0 ? ` and ${stackCards(e.stack as number)}` : ""}`;
    case "attack":
      return `${name(e.attacker as number)} ${e.mode === "bypass" ? "Shield-Bypasses" : "attacks"} ${other(e.defender as number)} with ${prettyList(e.spades as string[])} (power ${e.power as number})`;
    case "destroy":
      return `${name(e.attacker as number)} destroys ${(e.cards as string[]).length ? prettyList(e.cards as string[]) : "nothing"} (damage ${e.damage as number} of power ${e.power as number})`;
    case "eliminated":
      return `${name(seat)} is eliminated`;
    case "gameOver": {
      const winners = e.winners as number[];
      const verb = e.kind === "cap" ? "draw" : winners.length === 1 ? "wins" : "win";
      return `Game over ${END_WORDS[e.kind as string] ?? e.kind}: ${winners.map(name).join(", ")} ${verb}`;
    }
    case "panic":
      return `${name(seat)} panics: discards ${prettyList(e.discarded as string[]) || "no Spades"}; ${other(e.victim as number)} loses ${prettyList(e.destroyed as string[]) || "nothing"}`;
    case "ally":
      return `${name(seat)} gives a card to ${other(e.to as number)}`;
    case "allyCard":
      return `${name(seat)} gives ${pretty(e.card as string)} to ${other(e.to as number)}`;
    case "giftPlaced":
      return `${name(seat)} puts the gift in their ${e.where as string}`;
    case "stackCard":
      return `${name(seat)} adds a card to their Stack`;
    case "stackDraw":
      return `${name(seat)} discards ${pretty(e.card as string)} from their Stack to draw 2`;
    case "endTurn":
      return `${name(seat)} ends their turn`;
    case "ability": {
      const extra = abilityFacts(e);
      return `${name(seat)} uses ${abilityName(abilityOfStep(e.ability as string))}${extra ? `: ${extra}` : ""}`;
    }
    case "fisherCard":
      return `${name(seat)} gives ${pretty(e.card as string)} to ${other(e.to as number)}`;
    case "draftKept":
      return `${name(seat)} has chosen their abilities`;
    case "abilitiesRevealed":
      return `Abilities: ${(e.abilities as string[][]).map((list, s) => `${other(s)} ${list.map(abilityName).join(", ") || "none"}`).join("; ")}`;
    default:
      return e.type;
  }
}

const ROW_SYMBOL = ["♥", "♦", "♠"];

export function describeView(view: ChanicView, seat: number | null): string {
  const lines: string[] = [];
  const phase =
    view.phase === "over"
      ? "game over"
      : view.phase === "draft"
        ? "ability draft"
        : view.phase === "start"
          ? "start of turn"
          : view.phase === "point"
            ? `Point Phase, ${view.points} points`
            : `Club Phase, allowance ${view.allowance}`;
  lines.push(`Round ${view.round} · seat ${view.turnSeat}'s turn · ${phase}`);
  lines.push(
    `Deck ${view.deckCount} · discard ${view.discard.length}${view.discard.length ? ` (top ${pretty(view.discard[0])})` : ""}`,
  );
  view.seats.forEach((sv, s) => {
    const name = s === seat ? `You (seat ${s})` : `Seat ${s}`;
    const team = view.cfg.teams > 0 ? ` team ${sv.team}` : "";
    const rows = sv.rows
      .map(
        (row, r) =>
          `${ROW_SYMBOL[r]} ${row.map((c) => `${pretty(c.card)}${c.value !== Number(c.card.slice(0, -1).replace("A", "1")) ? `=${c.value}` : ""}${c.attached ? `[+${c.attached}]` : ""}`).join(" ") || "-"}`,
      )
      .join("  ");
    const status = !sv.alive ? " (out)" : sv.panicProtected ? " (panic-protected)" : "";
    const extras: string[] = [`hand ${sv.handCount}`];
    if (view.cfg.presence) extras.push(`presence ${sv.presence}`);
    if (view.cfg.stack) extras.push(`stack ${sv.stackCount}`);
    if (sv.attackedBy.length)
      extras.push(`attacked by seat${sv.attackedBy.length > 1 ? "s" : ""} ${sv.attackedBy.join(" and ")}`);
    lines.push(`${name}${team}${status}: ${rows}  [${extras.join(", ")}]`);
  });
  const me = seat === null ? null : view.seats[seat];
  if (me?.hand) {
    const sorted = me.hand.slice().sort((a, b) => (tryParseCard(a) ?? 0) - (tryParseCard(b) ?? 0));
    lines.push(`Your hand: ${prettyList(sorted) || "(empty)"}`);
    if (me.stack?.length) lines.push(`Your Stack: ${prettyList(me.stack)}`);
  }
  view.seats.forEach((sv, s) => {
    if (s !== seat && sv.hand !== null)
      lines.push(`Teammate seat ${s} holds: ${prettyList(sv.hand) || "(empty)"}`);
  });
  const p = view.pending;
  if (p?.kind === "attack") {
    lines.push(
      `Attack: seat ${p.attacker} → seat ${p.defender}${p.mode === "bypass" ? " (Shield-Bypass)" : ""}, ${prettyList(p.spades)}: power ${p.power}. Targets: ${p.targets.map((t) => `${pretty(t.card)}(${t.value})`).join(" ") || "none (empty Heart row)"}`,
    );
    lines.push(
      `Choices (damage): ${p.choices.map((c) => `[${prettyList(c.targets) || "empty Heart row"}] ${c.damage}${c.eliminates ? " eliminates" : ""}`).join(" | ")}`,
    );
  } else if (p?.kind === "gift") {
    lines.push(
      `Seat ${p.to} chooses where the Ally gift${p.card ? ` ${pretty(p.card)}` : ""} goes (keep / stackgift)`,
    );
  }
  if (p?.kind === "ability")
    lines.push(
      p.chooser === seat
        ? `${abilityName(abilityOfStep(p.ability))}: your choice (one of your moves below)`
        : `Seat ${p.chooser} is choosing for ${abilityName(abilityOfStep(p.ability))}`,
    );
  view.seats.forEach((sv, s) => {
    if (sv.abilities.length > 0)
      lines.push(`Seat ${s} abilities: ${sv.abilities.map(abilityName).join(", ")}`);
    if (sv.offer !== null && sv.drafting)
      lines.push(`Your draft offer: ${sv.offer.map(abilityName).join(", ")} (keep ${view.cfg.specials})`);
  });
  if (view.playLocked) lines.push("Play-locked: no more cards may be played this turn");
  if (view.seerTop !== null) lines.push(`Seer: the top deck card is ${pretty(view.seerTop)}`);
  if (view.result) {
    const verb = view.result.kind === "cap" ? "draw" : view.result.winners.length === 1 ? "wins" : "win";
    lines.push(
      `Game over ${END_WORDS[view.result.kind] ?? view.result.kind}: ${view.result.winners.map(who).join(", ")} ${verb}`,
    );
  }
  return lines.join("\n");
}

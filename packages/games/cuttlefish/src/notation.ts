// CLI notation and plain English: formatAction / parseAction / describeAction / describeEvent /
// describeView. Holders are seat numbers, the 4p Pile is "pile" (-1 in actions).

import { CommonErrors, type GameEvent, RuleError } from "@houserules/engine";
import type { CuttlefishAction } from "./actions.js";
import {
  CARDS_PER_SET,
  displayCard,
  formatCardId,
  numberOf,
  parseCardId,
  parseCardText,
  parseSetName,
  SET_NAMES,
  setOf,
} from "./cards.js";
import { type CuttlefishState, PILE_HOLDER, teamOf } from "./state.js";
import type { CuttlefishView } from "./view.js";

const TEAM_LETTERS = ["A", "B"];

/** A set's status or a declaration's result in words. */
const STATUS_WORDS: Record<string, string> = {
  live: "live",
  A: "won by team A",
  B: "won by team B",
  forfeit: "forfeit",
  removed: "removed",
};

/** A card as the table shows it: its id, with its standard-deck face first under that skin. */
function shownCard(id: string, skin: "sea" | "standard"): string {
  const card = parseCardId(id);
  return card === null ? id : displayCard(card, skin);
}

export function seatName(seat: number): string {
  return seat === PILE_HOLDER ? "the Pile" : `seat ${seat} (${TEAM_LETTERS[teamOf(seat)]})`;
}
const defaultSeatName = seatName;
function holderText(h: number): string {
  return h === PILE_HOLDER ? "pile" : String(h);
}

export function formatAction(action: CuttlefishAction): string {
  switch (action.type) {
    case "ask":
      return `ask ${action.target} ${action.card}`;
    case "declare":
      return `declare ${action.set} ${action.holders.map(holderText).join(" ")}`;
    case "pass":
      return "pass";
    case "handOff":
      return `handoff ${action.to}`;
    case "endChance":
      return "end";
  }
}

function badNotation(text: string): never {
  throw new RuleError(
    CommonErrors.BAD_NOTATION,
    `"${text}" is not an action; try "ask 3 narwhal-4" or "3 narwhal-4" ("ask 3 QD" with the standard skin), "declare narwhal 0 0 2 2 4 pile", "pass", "handoff 2" or "end"`,
  );
}

function parseSeat(token: string | undefined, text: string): number {
  if (token === undefined || !/^\d+$/.test(token)) badNotation(text);
  return Number(token);
}

export function parseAction(text: string, _state: CuttlefishState, _seat: number): CuttlefishAction {
  const tokens = text.trim().toLowerCase().split(/\s+/);
  // "3 narwhal-4": a seat and a card can only be an ask.
  if (tokens.length === 2 && /^\d+$/.test(tokens[0]) && parseCardText(tokens[1]) !== null)
    tokens.unshift("ask");
  switch (tokens[0]) {
    case "ask": {
      if (tokens.length !== 3) badNotation(text);
      const target = parseSeat(tokens[1], text);
      const card = parseCardText(tokens[2]);
      if (card === null) badNotation(text);
      return { type: "ask", target, card: formatCardId(card) };
    }
    case "declare": {
      if (tokens.includes("with")) return parseClaim(text, tokens);
      if (tokens.length !== 2 + CARDS_PER_SET || parseSetName(tokens[1]) === null) badNotation(text);
      const holders = tokens
        .slice(2)
        .map((t) => (t === "pile" || t === "p" ? PILE_HOLDER : parseSeat(t, text)));
      return { type: "declare", set: tokens[1], holders };
    }
    case "pass":
      if (tokens.length !== 1) badNotation(text);
      return { type: "pass" };
    case "handoff":
      if (tokens.length !== 2) badNotation(text);
      return { type: "handOff", to: parseSeat(tokens[1], text) };
    case "end":
    case "endchance":
      if (tokens.length !== 1) badNotation(text);
      return { type: "endChance" };
    default:
      return badNotation(text);
  }
}

/**
 * A declaration typed as the table describes it: "declare crabs crabs-1 crabs-5 with seat 2;
 * crabs-2 crabs-3 with 0; crabs-4 crabs-6 with 4" (a card by its id, its standard face or its
 * number in the set; a holder by seat number or "pile"). Every card of the set is placed once.
 */
function parseClaim(text: string, words: readonly string[]): CuttlefishAction {
  const set = parseSetName(words[1]);
  if (set === null) badNotation(text);
  const filler = new Set(["seat", "the", "and", "(a)", "(b)"]);
  const tokens = words
    .slice(2)
    .join(" ")
    .replace(/[;,:]/g, " ")
    .split(/\s+/)
    .filter((t) => t.length > 0 && !filler.has(t));
  const holders: (number | undefined)[] = new Array(CARDS_PER_SET).fill(undefined);
  let cards: number[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    if (token === "with") {
      const holder = tokens[++k];
      if (cards.length === 0 || holder === undefined)
        badClaim(text, 'each "with" follows cards and names a seat');
      const seat = holder === "pile" || holder === "p" ? PILE_HOLDER : parseSeat(holder, text);
      for (const n of cards) holders[n - 1] = seat;
      cards = [];
      continue;
    }
    const n = /^[1-6]$/.test(token) ? Number(token) : claimCardNumber(token, set);
    if (n === null) badClaim(text, `"${token}" is not a card of ${SET_NAMES[set]}`);
    if (holders[n - 1] !== undefined || cards.includes(n))
      badClaim(text, `${SET_NAMES[set]}-${n} is placed twice`);
    cards.push(n);
  }
  if (cards.length > 0)
    badClaim(text, `say who holds ${cards.map((n) => `${SET_NAMES[set]}-${n}`).join(" ")}`);
  const missing = holders.flatMap((h, i) => (h === undefined ? [`${SET_NAMES[set]}-${i + 1}`] : []));
  if (missing.length > 0) badClaim(text, `every card of the set is placed; missing ${missing.join(" ")}`);
  return { type: "declare", set: SET_NAMES[set], holders: holders as number[] };
}

/** The number in `set` of a typed card (id or standard face), or null for a card of another set. */
function claimCardNumber(token: string, set: number): number | null {
  const card = parseCardText(token);
  return card === null || setOf(card) !== set ? null : numberOf(card);
}

function badClaim(text: string, why: string): never {
  throw new RuleError(
    CommonErrors.BAD_NOTATION,
    `"${text}": ${why} (e.g. "declare crabs crabs-1 crabs-2 with 0; crabs-3 crabs-4 crabs-5 crabs-6 with 2")`,
  );
}

function claimText(
  set: string,
  holders: readonly number[],
  name: (seat: number) => string = seatName,
): string {
  const groups = new Map<number, number[]>();
  holders.forEach((h, i) => {
    const list = groups.get(h) ?? [];
    list.push(i + 1);
    groups.set(h, list);
  });
  return [...groups].map(([h, ns]) => `${ns.map((n) => `${set}-${n}`).join(" ")} with ${name(h)}`).join("; ");
}

/** One ask, as the log tells it (events and the view's recent asks alike). */
function askText(
  asker: number,
  target: number,
  shown: string,
  hit: boolean,
  name: (seat: number) => string = seatName,
): string {
  return `${name(asker)} asks ${name(target)} for ${shown}: ${hit ? "hit, the card changes hands" : "miss, the turn passes"}`;
}

/** One declaration, as the log tells it. */
function declareText(
  declarer: number,
  set: string,
  actual: readonly number[],
  correct: boolean,
  result: string,
  name: (seat: number) => string = seatName,
): string {
  const outcome = result === "forfeit" ? "forfeit, nobody scores" : `team ${result} scores`;
  const truth = correct ? "correct" : `wrong (truth: ${claimText(set, actual, name)})`;
  return `${name(declarer)} declares ${set}: ${truth}; ${outcome}`;
}

function handOffText(
  from: number,
  to: number,
  auto: boolean,
  name: (seat: number) => string = seatName,
): string {
  return `${name(from)} is out of cards; ${name(to)} takes the turn${auto ? " (the only teammate with cards)" : ""}`;
}

export function describeAction(action: CuttlefishAction, seat: number, view?: CuttlefishView): string {
  const who = seatName(seat);
  switch (action.type) {
    case "ask":
      return `${who} asks ${seatName(action.target)} for ${shownCard(action.card, view?.options.deckSkin ?? "sea")}`;
    case "declare":
      return `${who} declares ${action.set}: ${claimText(action.set, action.holders)}`;
    case "pass":
      return `${who} does not declare`;
    case "handOff":
      return `${who} hands the turn to ${seatName(action.to)}`;
    case "endChance":
      return `${who} ends their last chance`;
  }
}

type AnyEvent = GameEvent & Record<string, unknown>;

export function describeEvent(
  event: GameEvent,
  _forSeat: number | null,
  seatName?: (seat: number) => string,
): string {
  // A table's names keep the team letter the game's own "seat 2 (A)" shows.
  const name =
    seatName === undefined
      ? defaultSeatName
      : (seat: number) =>
          seat === PILE_HOLDER ? "the Pile" : `${seatName(seat)} (${TEAM_LETTERS[teamOf(seat)]})`;
  const e = event as AnyEvent;
  switch (e.type) {
    case "ask":
      return askText(
        e.asker as number,
        e.target as number,
        e.face ? `${e.face} (${e.card})` : String(e.card),
        e.hit as boolean,
        name,
      );
    case "declare":
      return declareText(
        e.declarer as number,
        e.set as string,
        e.actual as number[],
        e.correct as boolean,
        e.result as string,
        name,
      );
    case "pass":
      return `${name(e.seat as number)} does not declare`;
    case "handOff":
      return handOffText(e.from as number, e.to as number, e.auto as boolean, name);
    case "endChance":
      return `${name(e.seat as number)} ends their last chance`;
    case "forfeit":
      return `${(e.sets as number[]).map((s) => SET_NAMES[s]).join(", ")} forfeit: ${e.reason}`;
    case "endgame":
      return `team ${TEAM_LETTERS[e.team as number]} alone holds cards: last chances for seats ${(e.order as number[]).join(", ")}`;
    case "closing":
      return `the ask limit (${e.asks}) is reached: one last chance each, seats ${(e.order as number[]).join(", ")}`;
    case "gameOver": {
      const [a, b] = e.scores as number[];
      return `game over: team A ${a}, team B ${b}${a === b ? " (a draw)" : a > b ? " (team A wins)" : " (team B wins)"}`;
    }
    default:
      return String(e.type);
  }
}

export function describeView(v: CuttlefishView, seat: number | null): string {
  const lines: string[] = [];
  const skin = v.options.deckSkin;
  const card = (t: string) => displayCard(parseCardId(t) as number, skin);
  lines.push(
    `Cuttlefish, ${v.players} players; team A ${v.score[0]}, team B ${v.score[1]}; asks ${v.asks}/${v.options.askCap}`,
  );
  if (seat !== null && v.hand)
    lines.push(`Your hand, ${seatName(seat)}: ${v.hand.length ? v.hand.map(card).join(" ") : "(empty)"}`);
  const cards = (n: number) => `${n} card${n === 1 ? "" : "s"}`;
  lines.push(
    `Hands: ${v.handCounts.map((n, s) => `seat ${s} (${TEAM_LETTERS[teamOf(s)]}) ${cards(n)}`).join(", ")}${v.pileCount !== null ? "; the Pile " + cards(v.pileCount) : ""}`,
  );
  const resolved = v.sets
    .filter((s) => s.status !== "live")
    .map(
      (s) =>
        `${s.set} ${STATUS_WORDS[s.status] ?? s.status}${s.declarer !== null ? ` (declared by seat ${s.declarer})` : ""}`,
    );
  if (resolved.length) lines.push(`Sets: ${resolved.join(", ")}`);
  // In the log's own words, so a table that told these events need not repeat them.
  for (const e of v.log.slice(-4)) {
    if (e.kind === "ask") lines.push(`  ${askText(e.asker, e.target, card(e.card), e.hit)}`);
    else if (e.kind === "declare") {
      const correct = e.claimed.every((holder, i) => holder === e.actual[i]);
      lines.push(`  ${declareText(e.declarer, e.set, e.actual, correct, e.result)}`);
    } else lines.push(`  ${handOffText(e.from, e.to, e.auto)}`);
  }
  switch (v.phase) {
    case "play":
      lines.push(
        `Turn: ${seatName(v.turn)}${v.pollQueue.length ? `; asked first whether to declare: ${v.pollQueue.join(", ")}` : ""}${v.options.declarationTiming === "anytime" ? " (anyone may declare at any moment)" : ""}`,
      );
      break;
    case "handOff":
      lines.push(`${seatName(v.turn)} is out of cards and must hand the turn to a teammate`);
      break;
    case "endgame":
    case "closing":
      lines.push(
        `Last chances (${v.chanceOrder.join(", ")}): ${seatName(v.chanceOrder[v.chanceIndex])} may declare`,
      );
      break;
    case "over":
      lines.push("Game over");
      break;
  }
  if (v.notes) {
    const certain = Object.entries(v.notes)
      .filter(([, h]) => h.length === 1)
      .map(([c, h]) => `${card(c)} with ${h[0] === PILE_HOLDER ? "the Pile" : `seat ${h[0]}`}`);
    if (certain.length) lines.push(`Notes, known: ${certain.join(", ")}`);
  }
  if (v.noteFacts?.length) {
    const facts = v.noteFacts.map(
      (f) =>
        `${f.seat === PILE_HOLDER ? "the Pile" : `seat ${f.seat}`} holds one of ${f.oneOf.map(card).join(", ")}`,
    );
    lines.push(`Notes, at least one: ${facts.join("; ")}`);
  }
  return lines.join("\n");
}

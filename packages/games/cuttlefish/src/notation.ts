// CLI notation and plain English: formatAction / parseAction / describeAction / describeEvent /
// describeView. Holders are seat numbers, the 4p Pile is "pile" (-1 in actions).

import { CommonErrors, type GameEvent, RuleError } from "@houserules/engine";
import type { CuttlefishAction } from "./actions.js";
import {
  CARDS_PER_SET,
  displayCard,
  formatCardId,
  parseCardId,
  parseCardText,
  parseSetName,
  SET_NAMES,
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

function claimText(set: string, holders: readonly number[]): string {
  const groups = new Map<number, number[]>();
  holders.forEach((h, i) => {
    const list = groups.get(h) ?? [];
    list.push(i + 1);
    groups.set(h, list);
  });
  return [...groups]
    .map(([h, ns]) => `${ns.map((n) => `${set}-${n}`).join(" ")} with ${seatName(h)}`)
    .join("; ");
}

/** One ask, as the log tells it (events and the view's recent asks alike). */
function askText(asker: number, target: number, shown: string, hit: boolean): string {
  return `${seatName(asker)} asks ${seatName(target)} for ${shown}: ${hit ? "hit, the card changes hands" : "miss, the turn passes"}`;
}

/** One declaration, as the log tells it. */
function declareText(
  declarer: number,
  set: string,
  actual: readonly number[],
  correct: boolean,
  result: string,
): string {
  const outcome = result === "forfeit" ? "forfeit, nobody scores" : `team ${result} scores`;
  const truth = correct ? "correct" : `wrong (truth: ${claimText(set, actual)})`;
  return `${seatName(declarer)} declares ${set}: ${truth}; ${outcome}`;
}

function handOffText(from: number, to: number, auto: boolean): string {
  return `${seatName(from)} is out of cards; ${seatName(to)} takes the turn${auto ? " (the only teammate with cards)" : ""}`;
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

export function describeEvent(event: GameEvent, _forSeat: number | null): string {
  const e = event as AnyEvent;
  switch (e.type) {
    case "ask":
      return askText(
        e.asker as number,
        e.target as number,
        e.face ? `${e.face} (${e.card})` : String(e.card),
        e.hit as boolean,
      );
    case "declare":
      return declareText(
        e.declarer as number,
        e.set as string,
        e.actual as number[],
        e.correct as boolean,
        e.result as string,
      );
    case "pass":
      return `${seatName(e.seat as number)} does not declare`;
    case "handOff":
      return handOffText(e.from as number, e.to as number, e.auto as boolean);
    case "endChance":
      return `${seatName(e.seat as number)} ends their last chance`;
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

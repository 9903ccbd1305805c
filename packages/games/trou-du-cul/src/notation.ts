// CLI notation and plain English: formatAction / parseAction, describeAction / describeEvent,
// describeView (the terminal table).

import { CommonErrors, type GameEvent, RuleError } from "@houserules/engine";
import type { TdcAction } from "./actions.js";
import { CARD_PRETTY, CARD_TEXT, parseTdcCard, RANK_WORDS, rankOf, type TdcCard } from "./cards.js";
import type { LogEntry } from "./rules/log.js";
import { titleOfPlace } from "./rules/titles.js";
import type { TdcState } from "./state.js";
import type { TdcView } from "./view.js";

export function seatName(seat: number): string {
  return `Seat ${seat}`;
}
const defaultSeatName = seatName;

function prettyCards(cards: readonly string[]): string {
  return cards.map((text) => CARD_PRETTY[parseTdcCard(text)] ?? text).join(" ");
}

/** "a single 7", "a pair of 7s", "three 7s", "four 7s". */
export function describePlayCards(cards: readonly string[]): string {
  const card = parseTdcCard(cards[0]);
  if (card < 0) return cards.join(" ");
  const word = RANK_WORDS[rankOf(card)];
  const plural = `${word}s`;
  const what = ["", `a single ${word}`, `a pair of ${plural}`, `three ${plural}`, `four ${plural}`][
    cards.length
  ];
  return `${what} (${prettyCards(cards)})`;
}

export function formatAction(action: TdcAction): string {
  switch (action.type) {
    case "play":
      return action.cards.join(" ");
    case "fold":
      return "fold";
    case "skip":
      return "skip";
    case "tableSwap":
      return `swap ${action.take} ${action.give}`;
    case "returnCards":
      return `return ${action.cards.join(" ")}`;
  }
}

function badNotation(text: string, why: string): never {
  throw new RuleError(
    CommonErrors.BAD_NOTATION,
    `"${text}" ${why}; write cards to play (7H 7S), fold, skip, swap <table card> <hand card>, or return <cards>`,
  );
}

function parseCardWords(text: string, words: string[]): string[] {
  if (words.length === 0) badNotation(text, "names no cards");
  return words.map((word) => {
    const card: TdcCard = parseTdcCard(word);
    if (card < 0) badNotation(text, `has "${word}", which is not a card`);
    return CARD_TEXT[card];
  });
}

/** Parses `7H 7S`, `fold`, `skip`, `swap 9C QD` (or `swap 9C for QD`), `return 3C 4D`. */
export function parseAction(text: string, state: TdcState, _seat: number): TdcAction {
  if (typeof text !== "string") badNotation(String(text), "is not text");
  const words = text
    .trim()
    .split(/[\s,]+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) badNotation(text, "is empty");
  const verb = words[0].toLowerCase();
  if (verb === "fold" || verb === "pass") {
    if (words.length > 1) badNotation(text, "has extra words after fold");
    return { type: "fold" };
  }
  if (verb === "skip") {
    if (words.length > 1) badNotation(text, "has extra words after skip");
    return { type: "skip" };
  }
  if (verb === "swap") {
    const rest = words.slice(1).filter((w) => w.toLowerCase() !== "for");
    if (rest.length !== 2) badNotation(text, "needs a table card and a hand card: swap 9C QD");
    const [take, give] = parseCardWords(text, rest);
    return { type: "tableSwap", take, give };
  }
  if (verb === "return" || verb === "give")
    return { type: "returnCards", cards: parseCardWords(text, words.slice(1)) };
  if (verb === "play") return { type: "play", cards: parseCardWords(text, words.slice(1)) };
  const cards = parseCardWords(text, words);
  return state.phase === "exchange" ? { type: "returnCards", cards } : { type: "play", cards };
}

export function describeAction(action: TdcAction, seat: number): string {
  const who = seatName(seat);
  switch (action.type) {
    case "play":
      return `${who} plays ${describePlayCards(action.cards)}`;
    case "fold":
      return `${who} folds`;
    case "skip":
      return `${who} is skipped`;
    case "tableSwap":
      return `${who} takes ${prettyCards([action.take])} from the table and puts down ${prettyCards([action.give])}`;
    case "returnCards":
      return `${who} returns ${prettyCards(action.cards)}`;
  }
}

function cardCount(n: number): string {
  return `${n} card${n === 1 ? "" : "s"}`;
}

function ordinal(place: number): string {
  return place === 1 ? "1st" : place === 2 ? "2nd" : place === 3 ? "3rd" : `${place}th`;
}

type AnyEvent = GameEvent & Record<string, unknown>;

/** Plain English for an event or a log entry; private exchange cards only for giver and receiver. */
export function describeEvent(
  event: GameEvent | LogEntry,
  forSeat: number | null,
  seatName: (seat: number) => string = defaultSeatName,
): string {
  const e = event as AnyEvent;
  const seat = e.seat as number;
  switch (e.type) {
    case "play":
      return `${seatName(seat)} plays ${describePlayCards(e.cards as string[])}`;
    case "fold":
      return e.auto ? `${seatName(seat)} folds (automatic: the round is locked)` : `${seatName(seat)} folds`;
    case "skip":
      return `${seatName(seat)} is skipped`;
    case "tableSwap":
      return `${seatName(seat)} takes ${prettyCards([e.take as string])} from the table and puts down ${prettyCards([e.give as string])}`;
    case "out":
      return `${seatName(seat)} finishes ${ordinal(e.place as number)}`;
    case "roundWon":
      return `${seatName(seat)} wins the round and opens the next`;
    case "gameOver": {
      const places = e.places as number[];
      const order = places
        .map((place, s) => ({ place, s }))
        .sort((a, b) => a.place - b.place)
        .map(({ place, s }) => `${seatName(s)} ${titleOfPlace(places.length, place)}`);
      return `${e.endedByCap ? "The action cap ends the game" : "The game is over"}: ${order.join(", ")}`;
    }
    case "exchange": {
      // Giver and receiver read the cards in the exchangeCards line that comes with it.
      if (forSeat === e.from || forSeat === e.to) return "";
      const verb = e.step === "gift" ? "gives" : "returns";
      return `${seatName(e.from as number)} ${verb} ${seatName(e.to as number)} ${e.count} card${e.count === 1 ? "" : "s"}`;
    }
    case "exchangeCards": {
      const visible = forSeat !== null && (e.visibleTo as number[] | undefined)?.includes(forSeat);
      const cards = e.cards as string[];
      const verb = e.step === "gift" ? "gives" : "returns";
      const what = visible ? prettyCards(cards) : `${cards.length} card${cards.length === 1 ? "" : "s"}`;
      return `${seatName(e.from as number)} ${verb} ${seatName(e.to as number)} ${what}`;
    }
    default:
      return String(e.type);
  }
}

function handLine(cards: readonly string[]): string {
  return cards.length === 0 ? "(empty)" : prettyCards(cards);
}

const TURN_HINT: Record<string, string> = {
  opening: "open with 1-4 cards of one rank",
  standard: "play equal or higher, or fold",
  matchOrSkip: "the last play was matched: match it or skip",
  locked: "four of a kind locked the round: fold",
};

/** The view as a few lines for a terminal table. */
export function describeView(view: TdcView, seat: number | null): string {
  const lines: string[] = [];
  const status =
    view.phase === "over"
      ? "game over"
      : view.phase === "exchange"
        ? `exchange: ${seatName(view.pendingReturn?.seat ?? 0)} returns ${cardCount(view.pendingReturn?.count ?? 0)}`
        : `round ${view.round.number}, ${seatName(view.toAct ?? 0)} to act (${TURN_HINT[view.round.turnState ?? "standard"]})`;
  lines.push(`Trou du cul, game ${view.gameNumber}: ${status}`);
  if (seat !== null && view.hand !== null)
    lines.push(`Your hand (${view.hand.length}): ${handLine(view.hand)}`);
  if (view.table.length > 0)
    lines.push(`Table (face up): ${handLine(view.table)}${view.swapUsed ? " (swap used this turn)" : ""}`);
  const players = view.handSizes.map((size, s) => {
    const state =
      view.places[s] > 0
        ? `out, ${ordinal(view.places[s])} (${view.newTitles[s]})`
        : `${size} card${size === 1 ? "" : "s"}${view.phase === "play" && !view.round.inRound[s] ? ", folded" : ""}`;
    const title = view.titles[s] ? ` [${view.titles[s]}]` : "";
    return `${seatName(s)}${s === seat ? " (you)" : ""}${title}: ${state}`;
  });
  lines.push(players.join(" | "));
  if (view.round.plays.length > 0) {
    const plays = view.round.plays
      .map((play) => `${seatName(play.seat)}: ${prettyCards(play.cards)}`)
      .join(", ");
    lines.push(
      `Round pile: ${plays}${view.round.locked ? " (locked)" : view.round.match ? " (matched: match or skip)" : ""}`,
    );
  }
  // Log lines in the words of the events, so a table that told an event need not repeat it; a
  // transfer the viewer took part in is told with its cards (TDC-30).
  for (const entry of view.log.slice(-4)) {
    const record =
      entry.type === "exchange"
        ? view.exchange.find((r) => r.from === entry.from && r.to === entry.to && r.step === entry.step)
        : undefined;
    const text =
      record !== undefined
        ? `${seatName(record.from)} ${record.step === "gift" ? "gives" : "returns"} ${seatName(record.to)} ${prettyCards(record.cards)}`
        : describeEvent(entry, null);
    lines.push(`  ${text}`);
  }
  return lines.join("\n");
}

// Terminal notation: formatAction / parseAction (CLI), describeAction / describeEvent (plain
// English log explaining every resolution), describeView (a terminal table).

import { CommonErrors, type GameEvent, prettyCard, RuleError, tryParseCard } from "@houserules/engine";
import { type CsAction, legalActions } from "./actions.js";
import { cardOrder } from "./rules/legality.js";
import { type CsState, Phase } from "./state.js";
import { cardOfName, faceName, faceOfText } from "./values.js";
import type { CsView } from "./view.js";

const who = (seat: number): string => `Seat ${seat}`;

/** A card as people read it (7♥, JK1); anything else as it is. */
function pretty(card: string): string {
  const code = tryParseCard(card);
  return code === null || /^JK/i.test(card) ? card.toUpperCase() : prettyCard(code);
}
const prettyList = (cards: readonly string[]): string => cards.map(pretty).join(" ");
/** A value with its article: "a K", "an 8", "an A". */
const aValue = (name: string): string => `${name === "A" || name === "8" ? "an" : "a"} ${name}`;

/** Why cards were drawn or burned, in words. */
const WHY_WORDS: Record<string, string> = {
  replenish: "refilling the hand",
  "A-penalty": "the A's penalty",
  "empty hand": "an empty hand at the turn start",
  paradox: "a paradox",
  "field change cost": "the field change cost",
};

export function formatAction(a: CsAction): string {
  switch (a.type) {
    case "setup":
      return `setup ${a.faceUp.join(" ")} field ${a.field}`;
    case "changeField":
      return `field ${a.card}`;
    case "keepField":
      return "keep field";
    case "burnFaceUp":
      return `burn ${a.slot + 1}`;
    case "play":
      return a.cards.join(" ");
    case "flip":
      return `flip ${a.slot + 1}`;
    case "pickUp":
      return "pickup";
    case "endChain":
      return "end";
    case "swap":
      return `swap ${a.card} ${a.slot + 1}`;
    case "endSwaps":
      return "end swaps";
    case "peek":
      return `peek ${a.slot + 1}`;
    case "replace":
      return `replace ${a.card}`;
    case "keep":
      return "keep";
    case "chooseHigher":
      return "higher";
    case "chooseLower":
      return "lower";
    case "chooseNext":
      return `next ${a.seat}`;
  }
}

function badNotation(text: string, why: string): never {
  throw new RuleError(CommonErrors.BAD_NOTATION, `"${text}": ${why}`);
}

function slotOf(text: string, word: string | undefined): number {
  const n = Number(word);
  if (!Number.isInteger(n) || n < 1 || n > 3) badNotation(text, "slots are numbered 1 to 3");
  return n - 1;
}

/** A card word: "7h", "10S", "JK1" (one Joker), "JK" or "joker" (any Joker of the zone). */
function cardOf(text: string, word: string | undefined): string {
  const face = faceOfText(word);
  if (face === null) badNotation(text, `${word ?? "nothing"} is not a card (7H, 10S, JK1, JK)`);
  return faceName(face);
}

export function parseAction(text: string, state: CsState, seat: number): CsAction {
  const typed = text
    .trim()
    .split(/[\s,]+/)
    .filter((w) => w.length > 0);
  // "play 7H 7S" is the bare cards "7H 7S" (docs/engine-protocol.md, "Card notation").
  const playVerb = (typed[0] ?? "").toLowerCase() === "play";
  if (playVerb && typed.length === 1) badNotation(text, "expected: play <cards>, like play 7H 7S");
  const words = playVerb ? typed.slice(1) : typed;
  const w0 = (words[0] ?? "").toLowerCase();
  const w1 = (words[1] ?? "").toLowerCase();
  switch (playVerb ? "" : w0) {
    case "setup": {
      const fieldAt = words.findIndex((w) => w.toLowerCase() === "field");
      if (fieldAt !== 4 || words.length !== 6) badNotation(text, "expected: setup C1 C2 C3 field C4");
      return {
        type: "setup",
        faceUp: words.slice(1, 4).map((w) => cardOf(text, w)),
        field: cardOf(text, words[5]),
      };
    }
    case "field":
      return { type: "changeField", card: cardOf(text, words[1]) };
    case "keep":
      if (w1 === "field") return { type: "keepField" };
      return { type: "keep" };
    case "burn":
      return { type: "burnFaceUp", slot: slotOf(text, words[1]) };
    case "flip":
      return { type: "flip", slot: slotOf(text, words[1]) };
    case "pickup":
    case "pick":
      return { type: "pickUp" };
    case "end":
      if (w1 === "swaps") return { type: "endSwaps" };
      if (w1 === "" && state.t.phase === Phase.SWAP) return { type: "endSwaps" };
      return { type: "endChain" };
    case "swap":
      return { type: "swap", card: cardOf(text, words[1]), slot: slotOf(text, words[2]) };
    case "peek":
      return { type: "peek", slot: slotOf(text, words[1]) };
    case "replace":
      return { type: "replace", card: cardOf(text, words[1]) };
    case "higher":
      return { type: "chooseHigher" };
    case "lower":
      return { type: "chooseLower" };
    case "next": {
      const n = Number(words[1]);
      if (!Number.isInteger(n)) badNotation(text, "expected: next <seat>");
      return { type: "chooseNext", seat: n };
    }
  }
  // The selection as the move list writes it, without its verb: "10S JS JC field AD".
  if (!playVerb && state.t.phase === Phase.SELECT && words.length === 5 && words[3].toLowerCase() === "field")
    return {
      type: "setup",
      faceUp: words.slice(0, 3).map((w) => cardOf(text, w)),
      field: cardOf(text, words[4]),
    };
  if (playVerb) {
    const bad = words.find((w) => cardOfName(w) === null);
    if (bad !== undefined) badNotation(text, `${bad} is not a card (7H, 10S, JK1, JK)`);
  }
  if (words.length > 0 && words.every((w) => cardOfName(w) !== null)) {
    const cards = words.map((w) => cardOf(text, w));
    // Bare cards where only one decision takes cards: the selection (three face-up cards, then
    // the field card) and the card put face down instead of a peeked one (5-field peek).
    if (!playVerb && state.t.phase === Phase.SELECT && cards.length === 4)
      return { type: "setup", faceUp: cards.slice(0, 3), field: cards[3] };
    if (!playVerb && state.t.phase === Phase.PEEKED && cards.length === 1)
      return { type: "replace", card: cards[0] };
    const listed = legalActions(state, seat).find(
      (a) => a.type === "play" && a.cards.slice().sort().join(" ") === cards.slice().sort().join(" "),
    );
    return listed ?? { type: "play", cards };
  }
  if (state.t.phase === Phase.CHOOSE_NEXT && words.length === 1 && /^\d+$/.test(words[0]))
    return { type: "chooseNext", seat: Number(words[0]) };
  return badNotation(
    text,
    "expected cards (7H 7S), flip N, pickup, end, field C, keep field, burn N, swap C N, end swaps, peek N, replace C, keep, higher, lower, next S, or setup C C C field C",
  );
}

export function describeAction(a: CsAction, seat: number): string {
  const p = who(seat);
  switch (a.type) {
    case "setup":
      return `${p} puts ${prettyList(a.faceUp)} face up and ${pretty(a.field)} as the field card`;
    case "changeField":
      return `${p} changes field card to ${pretty(a.card)}`;
    case "keepField":
      return `${p} keeps the field card`;
    case "burnFaceUp":
      return `${p} burns face-up card ${a.slot + 1}`;
    case "play":
      return `${p} plays ${prettyList(a.cards)}`;
    case "flip":
      return `${p} flips face-down card ${a.slot + 1}`;
    case "pickUp":
      return `${p} picks up the pile`;
    case "endChain":
      return `${p} ends the chain`;
    case "swap":
      return `${p} swaps ${pretty(a.card)} with slot ${a.slot + 1}`;
    case "endSwaps":
      return `${p} stops swapping`;
    case "peek":
      return `${p} peeks at face-down card ${a.slot + 1}`;
    case "replace":
      return `${p} puts ${pretty(a.card)} face down instead`;
    case "keep":
      return `${p} leaves the face-down card`;
    case "chooseHigher":
      return `${p} says higher`;
    case "chooseLower":
      return `${p} says lower`;
    case "chooseNext":
      return `${p} chooses ${who(a.seat)} to play next`;
  }
}

type Ev = GameEvent & Record<string, unknown>;

export function describeEvent(
  event: GameEvent,
  forSeat: number | null,
  seatName?: (seat: number) => string,
): string {
  const name = seatName ?? who;
  const e = event as Ev;
  if (e.visibleTo && (forSeat === null || !e.visibleTo.includes(forSeat))) return "";
  const p = typeof e.seat === "number" ? name(e.seat) : "";
  const list = (x: unknown): string => (Array.isArray(x) ? prettyList(x as string[]) : "");
  const card = (x: unknown): string => pretty(String(x));
  const why = (x: unknown): string => WHY_WORDS[String(x)] ?? String(x);
  // A seat reads its own draw and selection once, from the event that names its cards.
  const own = forSeat !== null && e.seat === forSeat;
  switch (e.type) {
    case "selected":
      return own ? "" : `${p} has chosen face-up cards and a field card`;
    case "selectedSecret":
      return `You put ${list(e.faceUp)} face up and ${card(e.field)} as your field card`;
    case "reveal":
      return `Revealed: fields ${list(e.fields)}`;
    case "turn":
      return `Turn ${e.turn}: ${p}`;
    case "tokenSkip":
      return `${p} holds the active skip token and sits this turn out`;
    case "token":
      return (e.seat as number) < 0
        ? "The skip token vanishes"
        : `${name(e.seat as number)} gets the skip token`;
    case "draw": {
      const shown = e.shown as string[];
      if (own) return shown.length === e.count ? `You draw ${list(shown)} (${why(e.why)})` : "";
      return `${p} draws ${cardCount(e.count as number)} (${why(e.why)})${shown.length ? `: ${list(shown)}` : ""}`;
    }
    case "drawSecret":
      return `You draw ${list(e.cards)} (${why(e.why)})`;
    case "sourceFlip":
      return e.faceUp
        ? "The source pile is turned face up (6-field)"
        : "The source pile is turned back face down";
    case "changeField":
      return `${p} changes field card ${card(e.old)} for ${card(e.card)}`;
    case "keepField":
      // Keeping comes with the seat's own play: the seat itself needs no line for it.
      return own ? "" : `${p} keeps the field card`;
    case "horizontal":
      return `${p} draws ${card(e.card)} into face-up slot ${(e.slot as number) + 1}, horizontal`;
    case "play": {
      const notes = (e.notes as string[]).length ? `: ${(e.notes as string[]).join("; ")}` : "";
      const reason = typeof e.why === "string" && e.why !== "" ? ` (${e.why})` : "";
      const on = e.on === "table" ? "the empty pile" : aValue(String(e.on));
      // A note says what a Joker, a 6 or a field makes a link count as; an empty pile is said here.
      const counts = e.sem === "table" ? "; it counts as an empty pile" : "";
      return `${p} ${e.flipped ? "flips" : "plays"} ${list(e.cards)} on ${on}${reason}${counts}${notes}`;
    }
    case "flip":
      // The flipped card's play, or its failure, follows and names the card.
      return "";
    case "flipFails":
      return `${p} flips ${card(e.card)}, which cannot be played (${e.why})`;
    case "pickUp":
      return `${p} picks up ${cardCount((e.cards as string[]).length)}${(e.cards as string[]).length ? `: ${list(e.cards)}` : ""}`;
    case "burn": {
      // The play's note already says why a 10 or four of a kind burns; a paradox is said here.
      const reason = e.why === "burn" ? "" : ` (${why(e.why)})`;
      const go = (e.cards as string[]).length === 1 ? "goes" : "go";
      return `Burn${reason}: ${list(e.cards)} ${go} ${e.to === "source" ? "under the source pile (10-field)" : "to the graveyard"}`;
    }
    case "takeBack":
      return `${p} takes the run back: ${list(e.cards)}`;
    case "swapBack":
      return `${p} undoes ${e.undone} of ${e.of} swap${e.of === 1 ? "" : "s"}`;
    case "swap":
      return e.zone === "face-up"
        ? `${p} swaps ${card(e.put)} into face-up slot ${(e.slot as number) + 1}, taking ${card(e.took)}`
        : `${p} swaps a hand card with face-down slot ${(e.slot as number) + 1}`;
    case "swapSecret":
      return `You put ${card(e.put)} face down and take ${card(e.took)}`;
    case "endSwaps":
      return `${p} stops swapping`;
    case "peek":
      return `${p} peeks at face-down slot ${(e.slot as number) + 1}`;
    case "peekCard":
      return `You see ${card(e.card)}`;
    case "keep":
      return `${p} leaves the face-down card`;
    case "sevenChoice":
      return `${p} says ${e.higher ? "higher" : "lower"}`;
    case "chooseNext":
      return `${p} chooses ${name(e.target as number)} to play next${e.byField ? " (J-field)" : ""}`;
    case "direction":
      return `Play goes ${e.clockwise ? "clockwise" : "counterclockwise"}`;
    case "endChain":
      return `${p} ends the chain`;
    case "fieldToHand":
      return `${p} takes field card ${card(e.card)} into hand`;
    case "fieldDiscarded":
      return `${p}'s field card ${card(e.card)} leaves the game`;
    case "out":
      return `${p} is out in place ${e.place}`;
    case "soleCunt":
      return `${p} is the sole-cunt (place ${e.place})`;
    case "turnCap":
      return `The turn cap of ${e.turns} turns ends the game`;
    case "gameOver": {
      // places[seat] = place: read out in finishing order.
      const places = Array.isArray(e.places) ? (e.places as number[]) : [];
      const order = places.map((_, seat) => seat).sort((a, b) => places[a] - places[b]);
      return `Game over: ${order.map((seat) => `${placeName(places[seat])} ${name(seat)}`).join(", ")}`;
    }
    default:
      return e.type;
  }
}

function sortedNames(names: string[]): string[] {
  const order = (n: string): number => {
    const card = cardOfName(n);
    return card === null ? 0 : cardOrder(card);
  };
  return names.slice().sort((a, b) => order(a) - order(b));
}

/** One pile link: its cards, what it counts as when that differs, whether its ability acted. */
function linkText(l: CsView["pile"][number]): string {
  const cards = prettyList(l.cards);
  const notes: string[] = [];
  if (l.semantic !== l.value)
    notes.push(l.semantic === "table" ? "counts as an empty pile" : `counts as ${aValue(l.semantic)}`);
  if (l.active) notes.push(l.choice ? `active: ${l.choice}` : "active");
  return notes.length ? `${cards} (${notes.join(", ")})` : cards;
}

/** A face-down slot as the viewer knows it. */
function faceDownText(filled: boolean, seen: string | null): string {
  return filled ? (seen ? pretty(seen) : "hidden") : "empty";
}

export function describeView(view: CsView, seat: number | null): string {
  const lines: string[] = [];
  const t = view.turn;
  const fields = view.seats.flatMap((s) => (s.field === null ? [] : [s.field]));
  lines.push(
    `${view.phase === "select" ? "Setup" : `Turn ${t.turns}`}: ${view.pending}; play goes ${view.direction}; fields ${fields.length ? prettyList(fields) : "none shown yet"}${t.tempField ? ` (and ${pretty(t.tempField)}, taken into hand this turn)` : ""}; hands refill to ${view.fields.handSize}`,
  );
  const known = view.source.flatMap((c) => (c === null ? [] : [c]));
  const top = view.source[0];
  lines.push(
    `Source pile: ${cardCount(view.source.length)}${view.sourceFlipped && top ? `, face up, top ${pretty(top)}` : ""}${known.length ? `; known: ${prettyList(known)}` : ""}; graveyard: ${cardCount(view.graveyard.length)}`,
  );
  const links = view.pile.length;
  const shown = view.pile.slice(0, 4).map(linkText);
  lines.push(
    links === 0
      ? "Pile: empty"
      : `Pile (${links} link${links === 1 ? "" : "s"}, top first): ${shown.join(" | ")}${links > shown.length ? " | ..." : ""}`,
  );
  view.seats.forEach((s, i) => {
    const me = i === seat ? " (you)" : "";
    const up =
      s.faceUp === null
        ? "not yet shown"
        : s.faceUp
            .map((c, k) => (c ? pretty(c) + (s.horizontal[k] ? " (horizontal)" : "") : "empty"))
            .join(", ");
    const down = s.faceDownFilled.map((f, k) => faceDownText(f, s.faceDownSeen[k])).join(", ");
    const hand = s.hand
      ? prettyList(sortedNames(s.hand)) || "empty"
      : `${cardCount(s.handCount)}${s.known.length ? ` (known: ${prettyList(s.known)})` : ""}`;
    const status = s.out
      ? ` out, place ${s.place}`
      : i === t.seat && view.phase !== "select"
        ? " <- to play"
        : "";
    const field = s.faceUp === null ? "not yet shown" : s.field ? pretty(s.field) : "none";
    lines.push(`${who(i)}${me}${status}: hand ${hand}; face up ${up}; face down ${down}; field ${field}`);
  });
  const pending: string[] = [];
  const runValue =
    t.runNext === null ? "" : ` (${view.cfg.runByOrdering ? "after" : "with"} ${aValue(t.runNext)})`;
  if (t.mode === "obliged") pending.push("the chain must be extended");
  if (t.mode === "runOption") pending.push(`the run may go on${runValue}`);
  if (t.mode === "runObliged") pending.push(`the run must go on${runValue}`);
  if (view.phase === "swap") pending.push(`${t.swapsLeft} swap${t.swapsLeft === 1 ? "" : "s"} left`);
  if (view.phase === "chooseSeven") pending.push("7: say higher or lower");
  if (view.phase === "chooseNext") pending.push("J: choose who plays next");
  if (pending.length) lines.push(`Pending: ${pending.join("; ")}`);
  return lines.join("\n");
}

function placeName(place: number): string {
  const suffix =
    place % 100 >= 11 && place % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][place % 10] ?? "th");
  return `${place}${suffix}`;
}

function cardCount(n: number): string {
  return `${n} card${n === 1 ? "" : "s"}`;
}

// SH-10 and the error codes of RULES.md: why an action that is not legal was refused, naming the
// rule that forbids it, in a player's words.

import { prettyCard, RuleError, tryParseCard } from "@houserules/engine";
import type { ShAction } from "./actions.js";
import { forbiddenDeclaration } from "./choose.js";
import { faceUpAccessible, sourceCards } from "./rules/segments.js";
import { cancellable, fitsRank } from "./rules/top.js";
import {
  faceOf,
  P_ACT,
  P_FLIPPED,
  P_KEPT,
  P_LINKED,
  P_PNP,
  P_RESPOND,
  P_TOSS,
  PHASE_WORDS,
  rankOf,
  type ShState,
  slotAccessible,
  stockTotal,
  T_NUM,
  T_PPICK,
  TOP_WORDS,
  tab,
} from "./state.js";

const TYPE_RULES: Record<string, [string, string]> = {
  pickUp: ["PICKUP_NOT_ALLOWED", "SH-60"],
  pickAndPlay: ["PICK_AND_PLAY_NOT_ALLOWED", "SH-61"],
  switch: ["SWITCH_NOT_ALLOWED", "SH-58"],
  flip: ["FLIP_NOT_ALLOWED", "SH-73"],
  link: ["LINK_NOT_ALLOWED", "SH-41"],
  keepFreebie: ["NO_FREEBIE", "SH-74"],
  endTurn: ["CANNOT_END_TURN", "SH-42"],
  draw: ["DRAW_NOT_ALLOWED", "SH-11"],
  skipDraw: ["DRAW_NOT_ALLOWED", "SH-11"],
  counter: ["BAD_COUNTER", "SH-33"],
  block: ["BAD_BLOCK", "SH-34"],
  jokerBlock: ["BAD_JOKER_BLOCK", "SH-54"],
  gambitChoice: ["BAD_GAMBIT_CHOICE", "SH-52"],
  gambitDiscard: ["BAD_GAMBIT_CHOICE", "SH-52"],
  gambitTake: ["BAD_GAMBIT_CHOICE", "SH-52"],
  jokerResponse: ["BAD_JOKER_RESPONSE", "SH-53"],
  passResponse: ["WRONG_STEP", "SH-53"],
  toss: ["BAD_TOSS", "SH-66"],
  passToss: ["WRONG_STEP", "SH-66"],
  chooseFaceUp: ["BAD_FACE_UP_CHOICE", "SH-5"],
  acceptClear: ["WRONG_STEP", "SH-28"],
};

/** Each action type as a player would say it. */
const ACTION_WORDS: Record<string, string> = {
  chooseFaceUp: "choose face-up cards",
  draw: "draw",
  skipDraw: "skip the draw",
  acceptClear: "accept the clear",
  play: "play cards",
  counter: "counter",
  block: "block",
  jokerBlock: "block with a joker",
  link: "link",
  endTurn: "end the turn",
  switch: "switch Aces",
  pickAndPlay: "pick and play",
  pickUp: "pick up the pile",
  flip: "flip a face-down card",
  playFlipped: "play the flipped card",
  keepFreebie: "keep the freebie",
  gambitChoice: "choose a Gambit option",
  gambitDiscard: "discard for the Gambit",
  gambitTake: "take a face-down card for the Gambit",
  jokerResponse: "answer the Gambit with a joker",
  passResponse: "let the Gambit stand",
  toss: "toss fives",
  passToss: "toss nothing",
};

/** The steps in which each card-playing type is ever listed (SH-9). */
const PLAY_STEPS: Record<string, readonly number[]> = {
  play: [P_ACT, P_LINKED, P_PNP, P_RESPOND],
  playFlipped: [P_FLIPPED],
  toss: [P_TOSS],
  block: [P_RESPOND],
};

const words = (type: string) => ACTION_WORDS[type] ?? type;

function valueName(v: number): string {
  return v === 14 ? "A" : v === 11 ? "J" : v === 12 ? "Q" : v === 13 ? "K" : String(v);
}

/** The top of the pile in a player's words ("a K", "a 6 (face cards only)"). */
export function topWords(s: ShState): string {
  if (s.topKind !== T_NUM) return TOP_WORDS[s.topKind];
  const name = valueName(s.topVal);
  return `${name === "A" || name === "8" ? "an" : "a"} ${name}`;
}

function stepError(s: ShState, a: ShAction, legal: readonly ShAction[]): RuleError {
  const [code, rule] = TYPE_RULES[a.type] ?? ["WRONG_STEP", "SH-9"];
  const allowed = [...new Set(legal.map((l) => words(l.type)))].join(", ");
  return new RuleError(
    code,
    `you cannot ${words(a.type)} now (${PHASE_WORDS[s.phase]}); you may: ${allowed || "nothing"}`,
    rule,
  );
}

/** SH-70 / SH-73: why this flip is refused. */
function flipError(s: ShState, seat: number, slot: number, legal: readonly ShAction[]): RuleError {
  if (s.phase !== P_ACT && s.phase !== P_KEPT) return stepError(s, { type: "flip", slot }, legal);
  if (s.hands[seat].length > 0 || stockTotal(s) > 0) {
    return new RuleError(
      "BOTTOM_NOT_OPEN",
      "face-down cards are played only once your hand and the stock are empty",
      "SH-70",
    );
  }
  const b = s.bottom[seat];
  if (!(slot >= 0 && slot < b.length) || b[slot] < 0 || s.faceUp[seat][slot] === 1) {
    return new RuleError("FLIP_NOT_ALLOWED", `bottom slot ${slot} holds no face-down card`, "SH-73");
  }
  if (!slotAccessible(s, seat, slot)) {
    const why = s.cfg.stack
      ? "a lower card opens once the card on it is gone"
      : "the whole upper layer goes before the lower one";
    return new RuleError(
      "BOTTOM_NOT_OPEN",
      `the card in bottom slot ${slot} is not open yet: ${why}`,
      "SH-70",
    );
  }
  if (s.firstStep !== 1) {
    return new RuleError(
      "FLIP_NOT_ALLOWED",
      "a flip always starts your play and never follows a link",
      "SH-73",
    );
  }
  return stepError(s, { type: "flip", slot }, legal);
}

/** The RuleError for an action that legalActions does not list (nor an equivalent of one). */
export function diagnose(s: ShState, seat: number, a: ShAction, legal: readonly ShAction[]): RuleError {
  if (a.type === "flip") return flipError(s, seat, a.slot, legal);
  const cardPlay = a.type in PLAY_STEPS;
  if (cardPlay && !PLAY_STEPS[a.type].includes(s.phase)) return stepError(s, a, legal);
  if (!legal.some((l) => l.type === a.type) && !(cardPlay && "cards" in a)) return stepError(s, a, legal);
  const rec = a as unknown as Record<string, unknown>;
  const ids: string[] = Array.isArray(rec.cards)
    ? (rec.cards as string[])
    : typeof rec.card === "string"
      ? [rec.card]
      : [];
  if (ids.length === 0) {
    const [code, rule] = TYPE_RULES[a.type] ?? ["ILLEGAL_ACTION", "SH-9"];
    return new RuleError(code, `you cannot ${words(a.type)} that way now (${PHASE_WORDS[s.phase]})`, rule);
  }
  const src = sourceCards(s, seat);
  const ups = faceUpAccessible(s, seat);
  const flipped = s.flipSlot >= 0 ? s.bottom[seat][s.flipSlot] : -1;
  const codes: number[] = [];
  for (const id of ids) {
    const code = s.ids.indexOf(id);
    if (code < 0 || (!src.includes(code) && !ups.includes(code) && code !== flipped)) {
      return new RuleError("NOT_IN_SOURCE", `card ${id} is not one you may play from now`, "SH-14");
    }
    codes.push(code);
  }
  const hand = s.hands[seat];
  if (hand.length > 0 && codes.some((c) => !hand.includes(c))) {
    const usesHand = hand.every((c) => codes.includes(c) && rankOf(c) === rankOf(codes[0]));
    if (!usesHand) {
      return new RuleError(
        "NOT_IN_SOURCE",
        "bottom cards are played only once the hand is empty (or with a set that uses up the hand)",
        "SH-14",
      );
    }
  }
  if (cardPlay) {
    const error = playError(s, a, rec, codes, flipped);
    if (error) return error;
  }
  if (s.phase === P_PNP && a.type === "play" && !codes.some((c) => s.pnp.includes(c))) {
    return new RuleError(
      "BAD_PICK_AND_PLAY_LEAD",
      "after pick and play the lead is a set of a picked-up rank holding a picked-up card",
      "SH-61",
    );
  }
  const typed = TYPE_RULES[a.type];
  if (typed) return new RuleError(typed[0], `you cannot ${words(a.type)} with those cards now`, typed[1]);
  return new RuleError(
    "ILLEGAL_ACTION",
    `that move is not one you may make now (${PHASE_WORDS[s.phase]})`,
    "SH-9",
  );
}

/** The rule a segment of cards breaks (SH-21, SH-22, SH-32, SH-33, SH-35, SH-51, SH-73), if any. */
function playError(
  s: ShState,
  a: ShAction,
  rec: Record<string, unknown>,
  codes: readonly number[],
  flipped: number,
): RuleError | null {
  const t = tab(s);
  const rank = rankOf(codes[0]);
  if (codes.some((c) => rankOf(c) !== rank) && !(a.type === "block" && rec.as !== undefined)) {
    return new RuleError("MIXED_RANKS", "a segment holds cards of one rank only", "SH-21");
  }
  if (a.type === "playFlipped" && !codes.includes(flipped)) {
    return new RuleError(
      "NOT_IN_SOURCE",
      "after a flip, the flipped card is played (or the pile picked up)",
      "SH-73",
    );
  }
  if (rec.use === "cancel") {
    if (t.ccFaces.length === 0)
      return new RuleError("NOT_A_CANCEL_CARD", "this game has no cancel cards", "SH-32");
    if (codes.length > 1)
      return new RuleError("CANCEL_ALONE", "a cancel card cancels only when played alone", "SH-32");
    const wild = t.wildFace[faceOf(codes[0])] === 1;
    if (t.cc[faceOf(codes[0])] !== 1 && !wild) {
      return new RuleError("NOT_A_CANCEL_CARD", "that card is not a cancel card", "SH-32");
    }
    const as = typeof rec.as === "string" ? tryParseCard(rec.as) : null;
    if (wild && (as === null || t.cc[faceOf(as)] !== 1)) {
      const faces = t.ccFaces.filter((f) => f < 64).map(prettyCard);
      return new RuleError(
        "NOT_A_CANCEL_CARD",
        `a wild cancels only when declared as a cancel card (${faces.join(" ")})`,
        "SH-32",
      );
    }
    if (!cancellable(s.topKind)) {
      return new RuleError(
        "NOTHING_TO_CANCEL",
        `nothing to cancel: a cancel voids a 6, an 8, a pending 10, a J or an even/odd 4 or 9, and the top is ${topWords(s)}`,
        "SH-32",
      );
    }
  }
  if (s.topKind === T_PPICK && rec.use !== "cancel") {
    return new RuleError(
      "ILLEGAL_ON_TOP",
      "on a pending pickup only a counter joker, a block or a joker block answers",
      "SH-33",
    );
  }
  if (rec.use === "wild") {
    if (t.wildFace[faceOf(codes[0])] !== 1) {
      return new RuleError("BAD_WILD", "only a wild ace is played as a wild", "SH-35");
    }
    if (codes.length > 1)
      return new RuleError("BAD_WILD", "a wild ace is declared only when played alone", "SH-35");
    const d = typeof rec.as === "string" ? tryParseCard(rec.as) : null;
    if (d === null)
      return new RuleError("BAD_WILD", "declare the wild as a card (for example as 8H)", "SH-35");
    if (forbiddenDeclaration(d)) {
      return new RuleError(
        "BAD_WILD",
        `a wild ace is declared as any card but a 10, a joker, 5♠ or Q♠ (not ${prettyCard(d)})`,
        "SH-35",
      );
    }
    if (!fitsRank(s.cfg, s.topKind, s.topVal, s.wild, rankOf(d))) {
      return new RuleError(
        "ILLEGAL_ON_TOP",
        `a wild declared as ${prettyCard(d)} must fit as that card, and it cannot be played on ${topWords(s)}`,
        "SH-35",
      );
    }
  }
  if (rec.use === "set" && rec.as !== undefined && a.type !== "block") {
    return new RuleError("BAD_WILD", "a card is declared only for a wild ace played as a wild", "SH-35");
  }
  if (rec.use === "gambit") {
    return new RuleError(
      "BAD_GAMBIT",
      "a Gambit is four natural cards of one rank (4 5 7 9 Q K A), one per suit, where a set of that rank fits",
      "SH-51",
    );
  }
  if (rec.use === "set" && !fitsRank(s.cfg, s.topKind, s.topVal, s.wild, rank)) {
    const n = codes.length;
    return new RuleError(
      "ILLEGAL_ON_TOP",
      `${n === 1 ? "that card" : "those cards"} cannot be played on ${topWords(s)}`,
      "SH-22",
    );
  }
  return null;
}

// SH-10 and the error codes of RULES.md: why an action that is not listed was refused.

import { RuleError, tryParseCard } from "@houserules/engine";
import type { ShAction } from "./actions.js";
import { faceUpAccessible, sourceCards } from "./rules/segments.js";
import { fitsRank } from "./rules/top.js";
import { faceOf, P_PNP, PHASE_NAMES, rankOf, type ShState, T_PPICK, TOP_NAMES, tab } from "./state.js";

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
  toss: ["BAD_TOSS", "SH-66"],
  chooseFaceUp: ["BAD_FACE_UP_CHOICE", "SH-5"],
};

function topName(s: ShState): string {
  const name = TOP_NAMES[s.topKind];
  return s.topKind === 1 ? `${name}(${s.topVal})` : name;
}

/** The RuleError for an action that legalActions does not list. */
export function diagnose(s: ShState, seat: number, a: ShAction, legal: readonly ShAction[]): RuleError {
  const phase = PHASE_NAMES[s.phase];
  const cardPlay = a.type === "play" || a.type === "playFlipped" || a.type === "toss" || a.type === "block";
  if (!legal.some((l) => l.type === a.type) && !(cardPlay && "cards" in a)) {
    const [code, rule] = TYPE_RULES[a.type] ?? ["WRONG_STEP", "SH-9"];
    const allowed = [...new Set(legal.map((l) => l.type))].join(", ");
    return new RuleError(code, `${a.type} is not allowed now (step ${phase}; allowed: ${allowed})`, rule);
  }
  const rec = a as unknown as Record<string, unknown>;
  const ids: string[] = Array.isArray(rec.cards)
    ? (rec.cards as string[])
    : typeof rec.card === "string"
      ? [rec.card]
      : [];
  if (ids.length > 0) {
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
    if (a.type === "play" || a.type === "playFlipped" || a.type === "toss" || a.type === "block") {
      const rank = rankOf(codes[0]);
      if (codes.some((c) => rankOf(c) !== rank) && !(a.type === "block" && rec.as !== undefined)) {
        return new RuleError("MIXED_RANKS", "a segment holds cards of one rank only", "SH-21");
      }
      if (rec.use === "cancel") {
        if (codes.length > 1)
          return new RuleError("CANCEL_ALONE", "a cancel card cancels only when played alone", "SH-32");
        if (tab(s).cc[faceOf(codes[0])] !== 1 && tab(s).wildFace[faceOf(codes[0])] !== 1) {
          return new RuleError("NOT_A_CANCEL_CARD", "that card is not a cancel card", "SH-32");
        }
      }
      if (rec.use === "wild") {
        const d = typeof rec.as === "string" ? tryParseCard(rec.as) : null;
        if (d === null || tab(s).wildFace[faceOf(codes[0])] !== 1) {
          return new RuleError(
            "BAD_WILD",
            "only a wild ace may be declared, as a card other than 10, Jk, 5♠, Q♠",
            "SH-35",
          );
        }
      }
      if (rec.use === "gambit") {
        return new RuleError(
          "BAD_GAMBIT",
          "a Gambit is four natural cards of one rank (4 5 7 9 Q K A), one per suit, where a set of that rank fits",
          "SH-51",
        );
      }
      if (s.topKind === T_PPICK) {
        return new RuleError(
          "ILLEGAL_ON_TOP",
          "on a pending pickup only a counter joker, a block or a joker block answers",
          "SH-33",
        );
      }
      if (rec.use === "set" && !fitsRank(s.cfg, s.topKind, s.topVal, s.wild, rank)) {
        return new RuleError("ILLEGAL_ON_TOP", `that set cannot be played on ${topName(s)}`, "SH-22");
      }
    }
    if (s.phase === P_PNP && a.type === "play" && !codes.some((c) => s.pnp.includes(c))) {
      return new RuleError(
        "BAD_PICK_AND_PLAY_LEAD",
        "after pick and play the lead is a set of a picked-up rank holding a picked-up card",
        "SH-61",
      );
    }
    const typed = TYPE_RULES[a.type];
    if (typed && a.type !== "play" && a.type !== "playFlipped" && a.type !== "toss") {
      return new RuleError(typed[0], `${a.type} with those cards is not legal now`, typed[1]);
    }
    return new RuleError(
      "NOT_CANONICAL",
      "those cards are not a listed choice: like cards of one class are always named first in source order",
      "SH-10",
    );
  }
  return new RuleError(
    "ILLEGAL_ACTION",
    `${a.type} with those details is not legal now (step ${phase})`,
    "SH-9",
  );
}

// Cuttlefish's view as the table reads it (packages/games/cuttlefish/src/view.ts), and the words,
// selections and declarations its layout builds from it. Nothing here decides a rule: the server
// judges every move. A declaration may name any holders (RULES.md: apply accepts any well-formed
// declaration, while the legal list offers only those the seat's knowledge allows), so the layout
// builds one from the player's choices, starting from a listed one.

import type { Json, Move } from "../protocol.js";

export type CfLogEntry =
  | { kind: "ask"; seq: number; asker: number; target: number; card: string; hit: boolean }
  | {
      kind: "declare";
      seq: number;
      declarer: number;
      set: string;
      claimed: number[];
      actual: number[];
      result: string;
    }
  | { kind: "handOff"; seq: number; from: number; to: number; auto: boolean };

export interface CfView {
  seat: number | null;
  players: number;
  options: {
    declarationTiming: "anytime" | "ownTurn";
    strictDeclarations: boolean;
    logVisibility: "full" | "lastAsk";
    deckSkin: "sea" | "standard";
    askCap: number;
    notes: boolean;
    pile: boolean;
  };
  phase: "play" | "handOff" | "endgame" | "closing" | "over";
  turn: number;
  dealer: number;
  asks: number;
  hand: string[] | null;
  handCounts: number[];
  pileCount: number | null;
  sets: { set: string; status: string; declarer: number | null }[];
  score: number[];
  log: CfLogEntry[];
  pollQueue: number[];
  chanceOrder: number[];
  chanceIndex: number;
  cappedAsks: boolean;
  clinched: boolean;
  series: { game: number; wins: number[]; sets: number[] };
  notes: Record<string, number[]> | null;
  noteFacts: { seat: number; oneOf: string[] }[] | null;
}

/** The view, if it is Cuttlefish's. */
export function readCfView(view: Record<string, Json>): CfView | null {
  if (
    !Array.isArray(view.sets) ||
    !Array.isArray(view.handCounts) ||
    !Array.isArray(view.log) ||
    typeof view.phase !== "string" ||
    typeof view.options !== "object"
  )
    return null;
  return view as unknown as CfView;
}

/** The nine sets in deck order (CF-1). */
export const SET_NAMES = [
  "crabs",
  "goldfish",
  "jellyfish",
  "narwhal",
  "octopus",
  "seahorse",
  "starfish",
  "turtle",
  "whale",
] as const;
export const CARDS_PER_SET = 6;
/** The Pile, as actions and views name it among holders. */
export const PILE = -1;

/** Teams alternate round the table: even seats are team A, odd seats team B (CF-3). */
export function teamOf(seat: number): 0 | 1 {
  return (seat % 2) as 0 | 1;
}
export const TEAM_NAMES = ["A", "B"] as const;

export function cardId(set: string, n: number): string {
  return `${set}-${n}`;
}
/** "narwhal-4" as its set and number, or null. */
export function parseCard(card: string): { set: string; n: number } | null {
  const match = /^([a-z]+)-([1-6])$/.exec(card);
  if (match === null || !(SET_NAMES as readonly string[]).includes(match[1])) return null;
  return { set: match[1], n: Number(match[2]) };
}

const LOW = ["2", "3", "4", "5", "6", "7"];
const HIGH = ["9", "10", "J", "Q", "K", "A"];
const SKIN_SUITS = ["C", "C", "D", "D", "H", "H", "S", "S"];
const WHALE = ["8C", "8D", "8H", "8S", "JK1", "JK2"];
const WHALE_WORDS = ["8♣", "8♦", "8♥", "8♠", "black joker", "red joker"];
const SUIT_SYMBOL: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** The standard-deck face a card is shown as under deckSkin=standard (CF-2): "QD", "JK1". */
export function standardFace(card: string): string | null {
  const parsed = parseCard(card);
  if (parsed === null) return null;
  const set = SET_NAMES.indexOf(parsed.set as (typeof SET_NAMES)[number]);
  if (set === 8) return WHALE[parsed.n - 1];
  return (set % 2 === 0 ? LOW : HIGH)[parsed.n - 1] + SKIN_SUITS[set];
}

/** A card in words, as a player reads it: "narwhal 4", or "Q♦ (narwhal 4)" with the standard skin. */
export function cardWords(card: string, skin: "sea" | "standard"): string {
  const parsed = parseCard(card);
  if (parsed === null) return card;
  const sea = `${parsed.set} ${parsed.n}`;
  if (skin !== "standard") return sea;
  const face = standardFace(card) as string;
  const words =
    parsed.set === "whale" ? WHALE_WORDS[parsed.n - 1] : `${face.slice(0, -1)}${SUIT_SYMBOL[face.slice(-1)]}`;
  return `${words} (${sea})`;
}

export function holderName(holder: number, name: (seat: number) => string): string {
  return holder === PILE ? "the Pile" : name(holder);
}

/** A set's standing in words: in play, Team A's, forfeit, removed. */
export function statusWords(status: string): string {
  switch (status) {
    case "live":
      return "in play";
    case "A":
    case "B":
      return `Team ${status}`;
    case "forfeit":
      return "forfeit";
    case "removed":
      return "removed";
    default:
      return status;
  }
}

/** "1, 3 and 5 with you; 2 with Bo; 4 and 6 with the Pile". */
export function claimWords(holders: readonly number[], name: (seat: number) => string): string {
  const groups = new Map<number, number[]>();
  holders.forEach((h, i) => {
    groups.set(h, [...(groups.get(h) ?? []), i + 1]);
  });
  return [...groups]
    .map(([h, ns]) => {
      const list = ns.length === 1 ? `${ns[0]}` : `${ns.slice(0, -1).join(", ")} and ${ns[ns.length - 1]}`;
      return `${list} with ${holderName(h, name)}`;
    })
    .join("; ");
}

export function askWords(
  e: Extract<CfLogEntry, { kind: "ask" }>,
  name: (seat: number) => string,
  skin: "sea" | "standard",
): string {
  return `${name(e.asker)} asked ${name(e.target)} for ${cardWords(e.card, skin)}: ${e.hit ? "hit, the card changed hands" : "miss, the turn passed"}`;
}

export function declareWords(
  e: Extract<CfLogEntry, { kind: "declare" }>,
  name: (seat: number) => string,
): string {
  const right = e.claimed.length === e.actual.length && e.claimed.every((h, i) => h === e.actual[i]);
  const result = e.result === "forfeit" ? "forfeit, nobody scores" : `Team ${e.result} scores`;
  const truth = right ? "right" : `wrong (the cards were: ${claimWords(e.actual, name)})`;
  return `${name(e.declarer)} declared ${e.set}: ${truth}; ${result}`;
}

/** Who may hold a card I do not hold, from the notes aid: "Bo", "Bo or Cy", or null. */
export function noteWords(view: CfView, card: string, name: (seat: number) => string): string | null {
  const holders = view.notes?.[card];
  if (!holders || holders.length === 0) return null;
  const names = holders.map((h) => holderName(h, name));
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/** The pending state as a banner: [words, whether it asks something of me]. */
export function phaseWords(
  view: CfView,
  me: number | null,
  name: (seat: number) => string,
): { text: string; pending: boolean } {
  const anytime = view.options.declarationTiming === "anytime";
  switch (view.phase) {
    case "play": {
      const polled = anytime ? view.pollQueue[0] : undefined;
      if (polled !== undefined && polled === me)
        return { text: "Declare a set now, or pass and let the turn go on (CF-14).", pending: true };
      const asker =
        view.turn === me
          ? "Your turn: ask an opponent for a card (pick it on the board)"
          : `${name(view.turn)} is asking`;
      const poll = polled !== undefined ? `; first ${name(polled)} may declare` : "";
      const anyone = anytime
        ? ". Anyone may declare at any moment (CF-14)."
        : ". Only the player whose turn it is may declare (CF-14).";
      return { text: `${asker}${poll}${anyone}`, pending: view.turn === me };
    }
    case "handOff":
      return view.turn === me
        ? {
            text: "You are out of cards: hand the turn to a teammate who still holds some (CF-20).",
            pending: true,
          }
        : {
            text: `${name(view.turn)} is out of cards and hands the turn to a teammate (CF-20).`,
            pending: false,
          };
    case "endgame":
    case "closing": {
      const holder = view.chanceOrder[view.chanceIndex];
      const why =
        view.phase === "closing"
          ? `The ask limit (${view.options.askCap}) is reached: one last chance each (CF-30).`
          : "One team is out of cards: the other team's players each get a last chance (CF-22, CF-23).";
      return holder === me
        ? { text: `${why} Your chance: declare any sets you can, then end it (CF-24).`, pending: true }
        : { text: `${why} ${name(holder)} may declare now.`, pending: false };
    }
    default:
      return { text: "The game is over.", pending: false };
  }
}

export function isCfDecline(move: Move): boolean {
  return move.action.type === "pass" || move.action.type === "endChance";
}
/** Asks and declarations are built by selecting; pass, hand-off and end are plain buttons. */
export function isCfCardMove(move: Move): boolean {
  return move.action.type === "ask" || move.action.type === "declare";
}

/** The cards some listed ask names: the ones the board lets me pick. */
export function askableCards(legal: readonly Move[]): Set<string> {
  const out = new Set<string>();
  for (const move of legal) if (move.action.type === "ask") out.add(String(move.action.card));
  return out;
}

/** The listed asks for one card, one per opponent who may be asked. */
export function asksFor(legal: readonly Move[], card: string): Move[] {
  return legal.filter((move) => move.action.type === "ask" && move.action.card === card);
}

export function mayDeclare(legal: readonly Move[]): boolean {
  return legal.some((move) => move.action.type === "declare");
}

/** The listed declarations of one set (those the seat's own knowledge allows). */
export function listedDeclarations(legal: readonly Move[], set: string): number[][] {
  return legal
    .filter(
      (move) =>
        move.action.type === "declare" && move.action.set === set && Array.isArray(move.action.holders),
    )
    .map((move) => (move.action.holders as number[]).slice());
}

/** Whom I may name as holders: my team (me first) and, at four players, the Pile (CF-13, CF-18). */
export function teamHolders(view: CfView, me: number): number[] {
  const out = [me];
  for (let s = teamOf(me); s < view.players; s += 2) if (s !== me) out.push(s);
  if (view.options.pile) out.push(PILE);
  return out;
}

/**
 * A first draft of a declaration: the first listed one for the set, or else my own cards with
 * me, each card the notes place with one teammate with them, and the rest with me.
 */
export function draftDeclaration(view: CfView, legal: readonly Move[], set: string, me: number): number[] {
  const listed = listedDeclarations(legal, set)[0];
  if (listed) return listed;
  const team = new Set(teamHolders(view, me));
  return Array.from({ length: CARDS_PER_SET }, (_, i) => {
    const card = cardId(set, i + 1);
    if (view.hand?.includes(card)) return me;
    const possible = (view.notes?.[card] ?? []).filter((h) => team.has(h));
    return possible.length === 1 ? possible[0] : me;
  });
}

/** The move that declares `set` with these holders: the listed one when it is listed. */
export function declarationMove(
  legal: readonly Move[],
  set: string,
  holders: readonly number[],
  me: number,
  name: (seat: number) => string,
): Move {
  const listed = legal.find(
    (move) =>
      move.action.type === "declare" &&
      move.action.set === set &&
      Array.isArray(move.action.holders) &&
      move.action.holders.length === holders.length &&
      move.action.holders.every((h, i) => h === holders[i]),
  );
  if (listed) return listed;
  return {
    action: { type: "declare", set, holders: holders.slice() },
    notation: `declare ${set} ${holders.map((h) => (h === PILE ? "pile" : String(h))).join(" ")}`,
    description: `${name(me)} declares ${set}: ${claimWords(holders, name)}`,
  };
}

/** A button's words for one of my moves. */
export function cfMoveWords(move: Move, view: CfView, name: (seat: number) => string): string {
  const a = move.action;
  switch (a.type) {
    case "ask":
      return `Ask ${name(Number(a.target))} for ${cardWords(String(a.card), view.options.deckSkin)}`;
    case "declare":
      return `Declare ${a.set}: ${claimWords((a.holders as number[]) ?? [], name)}`;
    case "pass":
      return "Pass: don't declare now";
    case "handOff":
      return `Hand the turn to ${name(Number(a.to))}`;
    case "endChance":
      return "End my last chance";
    default:
      return move.description;
  }
}

/** What happened to each card of a declared set: where it was found, from the declaration on show. */
export function declaredHolders(view: CfView, set: string): number[] | null {
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i];
    if (e.kind === "declare" && e.set === set && e.actual.length === CARDS_PER_SET) return e.actual;
  }
  return null;
}

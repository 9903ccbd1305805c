// Test fixtures: positions built from a real setup, then zones placed by hand (state is data).

import {
  formatCard,
  type GameEvent,
  makeJoker,
  parseCard,
  RuleError,
  resolveOptions,
} from "@houserules/engine";
import type { CsAction } from "../src/actions.js";
import { cuntSoul } from "../src/definition.js";
import { recomputeFields } from "../src/rules/core.js";
import { startTurn } from "../src/rules/turn.js";
import { type CsState, Phase } from "../src/state.js";

let copyCounter = 0;
/** Cards from notation; each gets a distinct deck copy so no two codes collide ("JK2" is that Joker). */
export function cards(text: string): number[] {
  return text
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((w) => {
      const joker = /^JK([1-6])$/i.exec(w);
      if (joker) return makeJoker(1, Number(joker[1]) - 1);
      return parseCard(w) + 128 * (++copyCounter % 3);
    });
}

export interface PositionSpec {
  players?: number;
  preset?: string;
  options?: Record<string, unknown>;
  hands?: string[];
  up?: string[];
  down?: string[];
  /** Field card per seat; "" or missing = none. */
  fields?: string[];
  /** Source pile, top first. */
  source?: string;
  /** Seat whose turn starts. */
  seat?: number;
  /** Leave the field-change decision open instead of keeping the field. */
  openFieldChange?: boolean;
}

function slots(text: string | undefined): number[] {
  const list = text ? cards(text) : [];
  const out = [-1, -1, -1];
  for (let i = 0; i < list.length; i++) out[i] = list[i];
  return out;
}

export function position(spec: PositionSpec = {}): CsState {
  const players = spec.players ?? 4;
  const options = resolveOptions(cuntSoul, { players, preset: spec.preset, options: spec.options ?? {} });
  const s = cuntSoul.setup(options, "fixture");
  for (let i = 0; i < players; i++) {
    const st = s.seats[i];
    st.hand = cards(spec.hands?.[i] ?? "");
    st.faceUp = slots(spec.up?.[i]);
    st.faceDown = slots(spec.down?.[i]);
    st.horizontal = [false, false, false];
    st.fdKnown = [false, false, false];
    const field = spec.fields?.[i] ?? "";
    st.field = field === "" ? -1 : cards(field)[0];
    st.selected = true;
    st.known = [];
  }
  s.source = cards(spec.source ?? "").reverse();
  s.sourceKnown = s.source.map(() => false);
  s.pile = [];
  s.graveyard = [];
  s.t.revealed = true;
  s.t.dealer = ((spec.seat ?? 0) - 1 + players) % players;
  s.t.firstPlayer = spec.seat ?? 0;
  s.t.seat = spec.seat ?? 0;
  recomputeFields(s, []);
  startTurn(s, spec.seat ?? 0, []);
  if (s.t.phase === Phase.FIELD_CHANGE && !spec.openFieldChange) act(s, s.t.seat, { type: "keepField" });
  return s;
}

/** Applies an action (or CLI notation) for a seat; returns the events. */
export function act(s: CsState, seat: number, action: CsAction | string): GameEvent[] {
  const a = typeof action === "string" ? cuntSoul.parseAction(action, s, seat) : action;
  const events = cuntSoul.apply(s, seat, a);
  // Tests skip the optional field change unless they ask for it.
  if (s.t.phase === Phase.FIELD_CHANGE && !keepFieldChange)
    cuntSoul.apply(s, s.t.seat, { type: "keepField" });
  return events;
}
let keepFieldChange = false;
export function withFieldChanges<T>(body: () => T): T {
  keepFieldChange = true;
  try {
    return body();
  } finally {
    keepFieldChange = false;
  }
}

/** The current seat plays cards given in notation. */
export function play(s: CsState, text: string): GameEvent[] {
  return act(s, s.t.seat, { type: "play", cards: text.split(/\s+/).map((w) => formatCard(parseCard(w))) });
}

/** The error a call throws (code and rule ID), or null. */
export function refusal(body: () => unknown): { code: string; ruleId?: string; message: string } | null {
  try {
    body();
  } catch (error) {
    if (error instanceof RuleError) return { code: error.code, ruleId: error.ruleId, message: error.message };
    throw error;
  }
  return null;
}

/** Same as refusal, and asserts the state did not change. */
export function refused(s: CsState, seat: number, action: unknown): { code: string; ruleId?: string } | null {
  const before = JSON.stringify(s);
  const r = refusal(() => cuntSoul.apply(s, seat, action));
  if (JSON.stringify(s) !== before) throw new Error("a refused action changed the state");
  return r;
}

export function legalTypes(s: CsState, seat = s.t.seat): string[] {
  return cuntSoul.legalActions(s, seat).map((a) => cuntSoul.formatAction(a));
}

export function pileText(s: CsState): string[] {
  return s.pile.map((l) => l.cards.map(formatCard).join(" "));
}
export function handText(s: CsState, seat: number): string {
  return s.seats[seat].hand.map(formatCard).sort().join(" ");
}
export function topLink(s: CsState) {
  return s.pile[s.pile.length - 1];
}
/** Every event described in plain words for a spectator. */
export function log(events: GameEvent[]): string {
  return events.map((e) => cuntSoul.describeEvent(e, null)).join("\n");
}

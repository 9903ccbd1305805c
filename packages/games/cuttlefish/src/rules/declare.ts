// CF-13 to CF-18, CF-24, CF-26: declarations (who, when, content), resolution and removal, and the
// declarations legalActions offers (those consistent with the seat's own knowledge).

import { type GameEvent, RuleError } from "@houserules/engine";
import { CARDS_PER_SET, SET_NAMES } from "../cards.js";
import { CuttlefishErrors } from "../errors.js";
import { type Knowledge, LOCATIONS, popcount } from "../knowledge.js";
import {
  type CuttlefishState,
  FORFEIT,
  holderToLocation,
  LIVE,
  locationToHolder,
  OUT,
  PILE,
  PILE_HOLDER,
  STATUS_NAMES,
  TEAM_A,
  teamOf,
  WON_A,
  WON_B,
} from "../state.js";
import { afterChange, settle } from "./flow.js";

/** Sets with at most this many knowledge-consistent declarations list them all; others list one guess. */
export const DECLARATION_LIST_CAP = 8;

/** CF-14, CF-20, CF-24: may `seat` declare now? */
export function mayDeclare(state: CuttlefishState, seat: number): boolean {
  switch (state.phase) {
    case "play":
      // anytime: any player of either team, at any moment of play, whether polled yet or not.
      return seat === state.turn || state.config.anytime;
    case "endgame":
    case "closing":
      return seat === state.chanceOrder[state.chanceIndex];
    default:
      return false;
  }
}

function notNow(state: CuttlefishState, seat: number): never {
  if (state.phase === "handOff") {
    throw new RuleError(
      CuttlefishErrors.DECLARE_NOT_ALLOWED_NOW,
      "no declarations during a hand-off",
      "CF-20",
    );
  }
  if (state.phase === "endgame" || state.phase === "closing") {
    throw new RuleError(
      CuttlefishErrors.DECLARE_NOT_ALLOWED_NOW,
      `only the chance-holder (seat ${state.chanceOrder[state.chanceIndex]}) may declare now`,
      "CF-24",
    );
  }
  throw new RuleError(
    CuttlefishErrors.DECLARE_NOT_ALLOWED_NOW,
    `under Limited Declarations only the turn-holder declares (seat ${seat} is not)`,
    "CF-14",
  );
}

/** Validates a declaration completely; returns the claimed locations. */
export function checkDeclare(
  state: CuttlefishState,
  seat: number,
  set: number,
  holders: readonly unknown[],
): number[] {
  if (!mayDeclare(state, seat)) notNow(state, seat);
  if (state.setStatus[set] !== LIVE) {
    throw new RuleError(
      CuttlefishErrors.SET_NOT_LIVE,
      `${SET_NAMES[set]} is ${STATUS_NAMES[state.setStatus[set]] === "removed" ? "removed from this game" : "already resolved"}`,
      "CF-13",
    );
  }
  if (holders.length !== CARDS_PER_SET) {
    throw new RuleError(
      CuttlefishErrors.BAD_ASSIGNMENT,
      `name exactly one holder for each of the six cards (got ${holders.length})`,
      "CF-13",
    );
  }
  const n = state.config.players;
  const claimed: number[] = [];
  for (let i = 0; i < CARDS_PER_SET; i++) {
    const h = holders[i];
    if (
      !Number.isInteger(h) ||
      (h as number) < PILE_HOLDER ||
      (h as number) >= n ||
      (h === PILE_HOLDER && !state.config.hasPile)
    ) {
      throw new RuleError(
        CuttlefishErrors.BAD_ASSIGNMENT,
        `the holder of ${SET_NAMES[set]}-${i + 1} must be a seat${state.config.hasPile ? " or -1 (the Pile)" : ""} (got ${JSON.stringify(h)})`,
        "CF-13",
      );
    }
    if (h !== PILE_HOLDER && teamOf(h as number) !== teamOf(seat)) {
      throw new RuleError(
        CuttlefishErrors.HOLDER_NOT_TEAMMATE,
        `${SET_NAMES[set]}-${i + 1} is assigned to seat ${h}, an opponent: a declaration names your own team's holders`,
        "CF-13",
      );
    }
    claimed.push(holderToLocation(h as number));
  }
  return claimed;
}

/** CF-16 to CF-18: reveal, score, remove. */
export function applyDeclare(
  state: CuttlefishState,
  seat: number,
  set: number,
  claimed: number[],
): GameEvent[] {
  const team = teamOf(seat);
  const actual: number[] = [];
  let correct = true;
  let opponentHolds = false;
  for (let i = 0; i < CARDS_PER_SET; i++) {
    const card = set * CARDS_PER_SET + i;
    const loc = state.owner[card];
    actual.push(loc);
    if (loc !== claimed[i]) correct = false;
    if (loc !== PILE && teamOf(loc) !== team) opponentHolds = true;
    state.owner[card] = OUT;
    if (loc === PILE) state.pileCount--;
    else state.handCount[loc]--;
  }
  const winner = correct ? team : opponentHolds || state.config.strict ? 1 - team : -1;
  const result = winner === -1 ? FORFEIT : winner === TEAM_A ? WON_A : WON_B;
  state.setStatus[set] = result;
  state.setDeclarer[set] = seat;
  state.log.push({ kind: "declare", seq: state.seq++, declarer: seat, set, claimed, actual, result });
  const events: GameEvent[] = [
    {
      type: "declare",
      declarer: seat,
      set: SET_NAMES[set],
      claimed: claimed.map(locationToHolder),
      actual: actual.map(locationToHolder),
      result: STATUS_NAMES[result],
      correct,
    } as GameEvent,
  ];
  if (state.phase === "play") afterChange(state, events);
  else settle(state, events);
  return events;
}

/**
 * The declarations a seat is offered: for each live set, the assignments of its six cards to the
 * seat's team (and the Pile) that its knowledge allows; all of them when there are at most
 * DECLARATION_LIST_CAP, otherwise the single best guess (each card to the allowed team location
 * with the most unexplained room). apply accepts any well-formed declaration (RULES.md).
 */
export function listDeclarations<A>(
  state: CuttlefishState,
  seat: number,
  k: Knowledge,
  out: A[],
  make: (set: number, holders: number[]) => A,
): void {
  const team = teamOf(seat);
  let teamMask = state.config.hasPile ? 1 << PILE : 0;
  for (let s = team; s < state.config.players; s += 2) teamMask |= 1 << s;
  const options: number[] = [0, 0, 0, 0, 0, 0];
  let roomReady = false;
  for (let set = 0; set < state.setStatus.length; set++) {
    if (state.setStatus[set] !== LIVE) continue;
    let product = 1;
    for (let i = 0; i < CARDS_PER_SET; i++) {
      options[i] = k.poss[set * CARDS_PER_SET + i] & teamMask;
      product *= popcount(options[i]);
    }
    if (product === 0) continue;
    if (product <= DECLARATION_LIST_CAP) enumerate(set, options, out, make);
    else {
      if (!roomReady) fillRoom(k);
      roomReady = true;
      out.push(make(set, bestGuess(options)));
    }
  }
}

function enumerate<A>(
  set: number,
  options: number[],
  out: A[],
  make: (set: number, holders: number[]) => A,
): void {
  const holders = [0, 0, 0, 0, 0, 0];
  const walk = (i: number) => {
    if (i === CARDS_PER_SET) {
      out.push(make(set, holders.slice()));
      return;
    }
    for (let m = options[i]; m; m &= m - 1) {
      holders[i] = locationToHolder(31 - Math.clz32(m & -m));
      walk(i + 1);
    }
  };
  walk(0);
}

/** Unexplained room per location: n(L) minus the cards known there. */
const room = new Array<number>(LOCATIONS).fill(0);
function fillRoom(k: Knowledge): void {
  for (let l = 0; l < LOCATIONS; l++) room[l] = k.count[l];
  for (let c = 0; c < k.poss.length; c++) {
    const m = k.poss[c];
    if (m !== 0 && (m & (m - 1)) === 0) room[31 - Math.clz32(m)]--;
  }
}

function bestGuess(options: number[]): number[] {
  const holders: number[] = [];
  for (let i = 0; i < CARDS_PER_SET; i++) {
    const m = options[i];
    let best = -1;
    if ((m & (m - 1)) === 0) best = 31 - Math.clz32(m);
    else {
      for (let mm = m; mm; mm &= mm - 1) {
        const l = 31 - Math.clz32(mm & -mm);
        if (best < 0 || room[l] > room[best]) best = l;
      }
      room[best]--;
    }
    holders.push(locationToHolder(best));
  }
  return holders;
}

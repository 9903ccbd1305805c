// The Trou du cul GameDefinition (brief: shared/briefs/trou-du-cul.md). It reads like the brief:
// options (§6), setup (§3), the two phases (§4), views and knowledge (§2, §9), outcome and series (§7, TDC-32).

import {
  CommonErrors,
  censusOf,
  type GameDefinition,
  type GameEvent,
  type Outcome,
  RuleError,
} from "@houserules/engine";
import { decodeActionCards, type TdcAction } from "./actions.js";
import { easyBot, normalBot } from "./bot.js";
import { toEngineCard } from "./cards.js";
import { determinizeView } from "./determinize.js";
import { ruleError, TdcErrors } from "./errors.js";
import { applyReturn, legalReturns } from "./exchange.js";
import { describeAction, describeEvent, describeView, formatAction, parseAction } from "./notation.js";
import {
  finishOptions,
  MAX_PLAYERS,
  MIN_PLAYERS,
  OPTION_SPECS,
  PRESETS,
  type TdcOptions,
} from "./options.js";
import { applyFold, applyPlay, applySkip, applySwap, endByCap, legalPlayActions } from "./play.js";
import { gamePoints, nextCarry, standingsOf, totalsAfter } from "./rules/series.js";
import { type Title, titlesOf } from "./rules/titles.js";
import { setupGame } from "./setup.js";
import { ACTION_CAP, cloneState, type Phase, type TdcState } from "./state.js";
import { type TdcView, viewOf } from "./view.js";

export const RULES_VERSION = 1;

const SEAT_LISTS: readonly (readonly number[])[] = Array.from({ length: MAX_PLAYERS }, (_, seat) =>
  Object.freeze([seat]),
);
const NOBODY: readonly number[] = Object.freeze([]);

function activeSeats(state: TdcState): readonly number[] {
  if (state.phase === "play") return SEAT_LISTS[state.turn];
  if (state.phase === "exchange") return SEAT_LISTS[state.returners[0]];
  return NOBODY;
}

/** Validates completely, then mutates: an illegal action throws and leaves the state untouched. */
function apply(state: TdcState, seat: number, action: unknown, quiet = false): GameEvent[] {
  if (state.phase === "over") ruleError(TdcErrors.GAME_OVER, "the game is over", "TDC-22");
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    ruleError(
      TdcErrors.BAD_SEAT,
      `seat ${JSON.stringify(seat)} is not at this ${state.players}-player table`,
    );
  }
  const cards = decodeActionCards(action);
  const type = (action as TdcAction).type;
  if (activeSeats(state)[0] !== seat) {
    ruleError(
      TdcErrors.NOT_YOUR_TURN,
      `it is seat ${activeSeats(state)[0]}'s turn, not seat ${seat}'s`,
      "TDC-2",
    );
  }
  let events: GameEvent[];
  if (state.phase === "exchange") {
    if (type !== "returnCards") {
      ruleError(TdcErrors.WRONG_PHASE, "the exchange comes first: return cards (returnCards)", "TDC-29");
    }
    events = applyReturn(state, seat, cards);
  } else {
    switch (type) {
      case "play":
        events = applyPlay(state, seat, cards, quiet);
        break;
      case "fold":
        events = applyFold(state, seat);
        break;
      case "skip":
        events = applySkip(state, seat);
        break;
      case "tableSwap":
        events = applySwap(state, seat, cards[0], cards[1]);
        break;
      default:
        return ruleError(
          TdcErrors.WRONG_PHASE,
          "cards are returned only in the exchange before play",
          "TDC-29",
        );
    }
  }
  state.actionCount++;
  if (state.actionCount >= ACTION_CAP && (state.phase as Phase) !== "over") events.push(...endByCap(state));
  return events;
}

function outcome(state: TdcState): Outcome | null {
  if (state.phase !== "over") return null;
  const places = state.places.slice();
  const totals = totalsAfter(state.carry, places);
  return {
    places,
    scores: gamePoints(places),
    endedByCap: state.endedByCap,
    details: {
      game: state.gameNumber,
      titles: titlesOf(places),
      rounds: state.rounds,
      series: {
        points: totals.points,
        presidents: totals.presidents,
        trous: totals.trous,
        standings: standingsOf(totals),
      },
    },
  };
}

function nextGameOptions(finished: TdcState): TdcOptions | null {
  if (finished.phase !== "over") ruleError(TdcErrors.GAME_NOT_OVER, "the game is not over yet", "TDC-31");
  if (finished.seriesLength > 0 && finished.gameNumber >= finished.seriesLength) return null;
  return {
    players: finished.players,
    preset: finished.preset,
    cardExchange: finished.cardExchange,
    seriesLength: finished.seriesLength,
    carry: nextCarry(finished.carry, finished.places),
  };
}

function describeOutcome(result: Outcome, seatName: (seat: number) => string): string[] {
  const details = result.details as { game: number; titles: (Title | null)[]; rounds: number };
  const order = result.places.map((_, seat) => seat).sort((a, b) => result.places[a] - result.places[b]);
  const titled = order.flatMap((seat) => {
    const title = details.titles[seat];
    return title === null ? [] : [`${title}: ${seatName(seat)}`];
  });
  return [
    `Game ${details.game}, ${details.rounds} round${details.rounds === 1 ? "" : "s"}.`,
    `Titles: ${titled.join("; ")}.`,
  ];
}

function seriesSummary(finished: TdcState, seatName = (seat: number) => `Seat ${seat}`): string {
  const places = finished.phase === "over" ? finished.places : null;
  const totals = places
    ? totalsAfter(finished.carry, places)
    : {
        points: finished.carry?.points ?? finished.hands.map(() => 0),
        presidents: finished.carry?.presidents ?? finished.hands.map(() => 0),
        trous: finished.carry?.trous ?? finished.hands.map(() => 0),
      };
  const standings = standingsOf(totals);
  const games = places ? finished.gameNumber : finished.gameNumber - 1;
  const length = finished.seriesLength > 0 ? ` of ${finished.seriesLength}` : "";
  const order = totals.points.map((_, seat) => seat).sort((a, b) => standings[a] - standings[b] || a - b);
  const lines = [`Series standings after ${games} game${games === 1 ? "" : "s"}${length}:`];
  for (const seat of order) {
    const shared = standings.filter((s) => s === standings[seat]).length > 1 ? "=" : " ";
    lines.push(
      `${standings[seat]}${shared} ${seatName(seat)}: ${totals.points[seat]} pt${totals.points[seat] === 1 ? "" : "s"}, ${totals.presidents[seat]}x Président, ${totals.trous[seat]}x Trou du cul`,
    );
  }
  return lines.join("\n");
}

/** A view of a seat that is not at the table is BAD_SEAT. */
function checkSeat(state: TdcState, seat: number | null): void {
  if (seat !== null && (!Number.isInteger(seat) || seat < 0 || seat >= state.players)) {
    throw new RuleError(CommonErrors.BAD_SEAT, `seat ${seat} is not at this table`);
  }
}

function cardCensus(state: TdcState): Record<string, number> {
  const census: Record<string, number> = {};
  const add = (cards: readonly number[]) => censusOf(cards.map(toEngineCard), census);
  for (const hand of state.hands) add(hand);
  add(state.table);
  add(state.pile);
  add(state.discard);
  return census;
}

export const trouDuCul: GameDefinition<TdcState, TdcAction, TdcView, TdcOptions> = {
  id: "trou-du-cul",
  title: "Trou du cul",
  seedFile: "002_4d3517b921725d36.txt",
  brief: "trou-du-cul.md",
  rulesVersion: RULES_VERSION,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  playerCounts: [4, 2, 3, 5],
  options: OPTION_SPECS,
  presets: PRESETS,
  defaultPreset: "classic",
  maxActions: ACTION_CAP,

  finishOptions,
  setup: setupGame,
  activeSeats,
  legalActions(state, seat) {
    if (state.phase === "exchange") return legalReturns(state, seat);
    return legalPlayActions(state, seat);
  },
  apply,
  view(state, seat) {
    checkSeat(state, seat);
    return viewOf(state, seat);
  },
  outcome,
  determinize: determinizeView,
  clone: cloneState,
  cardCensus,

  describeAction,
  describeOutcome,
  describeEvent,
  describeView,
  formatAction,
  parseAction,

  bots: { easy: easyBot, normal: normalBot },
  nextGameOptions,
  seriesSummary,
};

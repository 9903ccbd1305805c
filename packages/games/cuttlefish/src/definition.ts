// The Cuttlefish GameDefinition, read top to bottom like the brief (../../../shared/briefs/cuttlefish.md).

import type { GameDefinition } from "@houserules/engine";
import type { CuttlefishAction } from "./actions.js";
import { easyBot, normalBot, normalPlayoutMove, searchActions } from "./bot.js";
import { CARD_COUNT, formatCardId, SET_COUNT } from "./cards.js";
import { determinize } from "./determinize.js";
import { evaluate } from "./evaluate.js";
import { describeAction, describeEvent, describeView, formatAction, parseAction } from "./notation.js";
import { ASK_CAP_MAX, type CuttlefishOptions, finishOptions, optionSpecs, presets } from "./options.js";
import { describeOutcome, nextGameOptions, outcome, seriesSummary } from "./outcome.js";
import { activeSeats, apply, legalActions } from "./play.js";
import { recall } from "./recall.js";
import { setup } from "./setup.js";
import { type CuttlefishState, cloneState } from "./state.js";
import { type CuttlefishView, view } from "./view.js";

const MAX_PLAYERS = 8;
/** Passes in one declaration poll: every seat but the turn-holder passes once. */
const WINDOW = MAX_PLAYERS - 1;
/**
 * The termination bound (section 7): at most askCap asks, 9 declarations and 9 hand-offs (one per
 * declaration that empties the turn-holder), each followed by a declaration poll of at most one
 * pass per other seat, the deal's poll, and one chance per seat. Declarations outside the poll are
 * among the 9; passes come only from the polled seat.
 */
export const MAX_ACTIONS = (ASK_CAP_MAX + 2 * SET_COUNT) * (1 + WINDOW) + WINDOW + MAX_PLAYERS;

const CENSUS: Record<string, number> = {};
for (let c = 0; c < CARD_COUNT; c++) CENSUS[formatCardId(c)] = 1;

export const cuttlefish: GameDefinition<
  CuttlefishState,
  CuttlefishAction,
  CuttlefishView,
  CuttlefishOptions
> = {
  id: "cuttlefish",
  title: "Cuttlefish",
  seedFile: "001_8b529504c21bf6bf.txt",
  brief: "cuttlefish.md",
  rulesVersion: 1,
  minPlayers: 4,
  maxPlayers: MAX_PLAYERS,
  playerCounts: [4, 6, 8],
  options: optionSpecs,
  presets,
  defaultPreset: "original",
  maxActions: MAX_ACTIONS,
  finishOptions,
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  outcome,
  determinize,
  clone: cloneState,
  // Every card stays in the game: in a hand, the Pile, a resolved set or the removed set.
  cardCensus: () => ({ ...CENSUS }),
  describeAction,
  describeOutcome,
  describeEvent,
  describeView,
  formatAction,
  parseAction,
  // CF-14: a polled seat's declaration window; passing is the everyday answer.
  declineAction: (legal) => legal.find((action) => action.type === "pass"),
  // The listed declarations are only guesses consistent with what the seat knows: a table has
  // them typed in full, never chosen by a number.
  confirmAction: (action) =>
    action.type === "declare"
      ? 'a declaration is final, and a single card placed wrong loses the set (CF-16); it may also be typed as it reads, "declare crabs 1 2 3 with 0, 4 5 6 with 2"'
      : undefined,
  bots: { easy: easyBot, normal: normalBot },
  // For search bots: the seat's team's chance to win from a sampled world (evaluate.ts).
  evaluate,
  // For search bots: normal's answer to a declaration poll without listing every declaration.
  playoutMove: normalPlayoutMove,
  // For search bots: one pass (an ask the seat knows will miss) until a card moves, not more.
  searchActions,
  // For search bots under lastAsk: the log the seat has watched, not only the latest ask.
  recall,
  nextGameOptions,
  seriesSummary,
};

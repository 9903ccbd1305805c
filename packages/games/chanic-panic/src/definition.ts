// Chanic Panic as a GameDefinition: reads top to bottom like the brief (setup, turn loop, views,
// end, text, bots). Special abilities (brief §5.12) are not implemented yet.

import type { GameDefinition, Rng } from "@houserules/engine";
import type { ChanicAction } from "./actions.js";
import { normalBot } from "./bot.js";
import { determinize } from "./determinize.js";
import { evaluate } from "./evaluate.js";
import { activeSeats, apply, legalActions } from "./game.js";
import { describeAction, describeEvent, describeView, formatAction, parseAction } from "./notation.js";
import {
  type ChanicOptions,
  finishOptions,
  MAX_PLAYERS,
  MAX_ROUND_CAP,
  MAX_TURN_ACTION_CAP,
  MIN_PLAYERS,
  optionSpecs,
  presets,
} from "./options.js";
import { computeOutcome } from "./rules/end.js";
import { cardCensus, describeOutcome, nextGameOptions, seriesSummary } from "./series.js";
import { setup } from "./setup.js";
import { type ChanicState, cloneState } from "./state.js";
import { type ChanicView, viewOf } from "./view.js";

/** Actions per turn at most: the cap, a destroy finishing after it, and endTurn (CP-120). */
const ACTIONS_PER_TURN_BOUND = MAX_TURN_ACTION_CAP + 2;

export const chanicPanic: GameDefinition<ChanicState, ChanicAction, ChanicView, ChanicOptions> = {
  id: "chanic-panic",
  title: "Chanic Panic",
  seedFile: "004_ac766e1078ace493.txt",
  brief: "chanic-panic.md",
  rulesVersion: 1,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  playerCounts: [2, 3, 4, 5, 6, 7, 8, 9, 10],
  options: optionSpecs,
  presets,
  defaultPreset: "basic",
  maxActions: MAX_ROUND_CAP * MAX_PLAYERS * ACTIONS_PER_TURN_BOUND,

  finishOptions,
  setup,
  activeSeats,
  legalActions,
  apply,
  view: viewOf,
  outcome: computeOutcome,
  determinize: (view: ChanicView, seat: number, rng: Rng) => determinize(view, seat, rng),
  clone: cloneState,
  cardCensus,

  describeAction,
  describeOutcome,
  describeEvent,
  describeView,
  formatAction,
  parseAction,

  bots: { normal: normalBot },
  evaluate,
  nextGameOptions,
  seriesSummary,
};

// The Cuttlefish GameDefinition, read top to bottom like the brief (../../../shared/briefs/cuttlefish.md).

import type { GameDefinition } from "@houserules/engine";
import type { CuttlefishAction } from "./actions.js";
import { easyBot, normalBot } from "./bot.js";
import { CARD_COUNT, formatCardId } from "./cards.js";
import { determinize } from "./determinize.js";
import { describeAction, describeEvent, describeView, formatAction, parseAction } from "./notation.js";
import { type CuttlefishOptions, finishOptions, optionSpecs, presets } from "./options.js";
import { nextGameOptions, outcome, seriesSummary } from "./outcome.js";
import { activeSeats, apply, legalActions } from "./play.js";
import { setup } from "./setup.js";
import { type CuttlefishState, cloneState } from "./state.js";
import { type CuttlefishView, view } from "./view.js";

/** Asks (askCap max) each followed by a window of up to 7 passes, plus hand-offs, 9 declarations with their windows and 8 chances. */
export const MAX_ACTIONS = 2000 * 9 + 9 * 8 + 2000 + 8 + 100;

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
  maxPlayers: 8,
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
  describeEvent,
  describeView,
  formatAction,
  parseAction,
  bots: { easy: easyBot, normal: normalBot },
  nextGameOptions,
  seriesSummary,
};

// The Shit Head / Cut Throat ladder as a GameDefinition: reads top to bottom like the brief.

import { formatCard, type GameDefinition, type Rng } from "@houserules/engine";
import type { ShAction } from "./actions.js";
import { normalBot } from "./bot.js";
import { determinizeView } from "./determinize.js";
import {
  describeShAction,
  describeShEvent,
  describeShView,
  formatShAction,
  parseShAction,
} from "./notation.js";
import {
  finishShOptions,
  MAX_PLAYERS,
  MIN_PLAYERS,
  OPTION_SPECS,
  PRESETS,
  type ShOptions,
} from "./options.js";
import { activeSeats, applyAction, legalActions } from "./phases.js";
import { nextOptions, outcomeOf, summary } from "./series.js";
import { setupGame } from "./setup.js";
import { cloneState, type ShState } from "./state.js";
import { buildView, type ShView } from "./view.js";

/** Turn cap bound on turns times a generous bound on actions in one turn (SH-82). */
const MAX_TURNS = 5000;
const ACTIONS_PER_TURN = 400;

export const shithead: GameDefinition<ShState, ShAction, ShView, ShOptions> = {
  id: "shithead",
  title: "Shit Head & Cut Throat",
  seedFile: "003_b85faa3a45f93a07.txt",
  brief: "shithead.md",
  rulesVersion: 2,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  playerCounts: [2, 3, 4, 5, 6],
  options: OPTION_SPECS,
  presets: PRESETS,
  defaultPreset: "SH",
  maxActions: MAX_TURNS * ACTIONS_PER_TURN,

  finishOptions: finishShOptions,
  setup: setupGame,
  activeSeats,
  legalActions,
  apply: applyAction,
  view: buildView,
  outcome: outcomeOf,
  determinize: (view: ShView, seat: number, rng: Rng) => determinizeView(view, seat, rng),
  clone: cloneState,
  cardCensus(s: ShState): Record<string, number> {
    const census: Record<string, number> = {};
    const add = (c: number) => {
      if (c < 0) return;
      const key = formatCard(c);
      census[key] = (census[key] ?? 0) + 1;
    };
    for (const h of s.hands) h.forEach(add);
    for (const b of s.bottom) b.forEach(add);
    for (const st of s.stocks) st.forEach(add);
    s.pile.forEach(add);
    s.grave.forEach(add);
    s.removed.forEach(add);
    return census;
  },

  describeAction: describeShAction,
  describeEvent: describeShEvent,
  describeView: describeShView,
  formatAction: formatShAction,
  parseAction: parseShAction,
  bots: { normal: normalBot },
  nextGameOptions: nextOptions,
  seriesSummary: summary,
};

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
  formatShActionFor,
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
import { actionsForCards, activeSeats, applyAction, legalActions } from "./phases.js";
import { describeOutcome, nextOptions, outcomeOf, summary } from "./series.js";
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
  rulesVersion: 3,
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
  actionsForCards,
  apply: applyAction,
  view: buildView,
  outcome: outcomeOf,
  determinize: (view: ShView, seat: number, rng: Rng) => determinizeView(view, seat, rng),
  clone: cloneState,
  cardCensus(s: ShState): Record<string, number> {
    // Count by face first: formatCard once per distinct face, not once per card.
    const counts: number[] = new Array(128).fill(0);
    const add = (zone: readonly number[]) => {
      for (let k = 0; k < zone.length; k++) if (zone[k] >= 0) counts[zone[k] & 127]++;
    };
    for (const h of s.hands) add(h);
    for (const b of s.bottom) add(b);
    for (const st of s.stocks) add(st);
    add(s.pile);
    add(s.grave);
    add(s.removed);
    const census: Record<string, number> = {};
    for (let f = 0; f < 128; f++) {
      if (counts[f] === 0) continue;
      const key = formatCard(f);
      census[key] = (census[key] ?? 0) + counts[f];
    }
    return census;
  },

  describeAction: describeShAction,
  describeOutcome,
  describeEvent: describeShEvent,
  describeView: describeShView,
  formatAction: formatShAction,
  formatActionFor: formatShActionFor,
  parseAction: parseShAction,
  declineAction,
  bots: { normal: normalBot },
  nextGameOptions: nextOptions,
  seriesSummary: summary,
};

/** Optional windows a person answers with Enter: toss no five (SH-66), let a Gambit stand (SH-53). */
function declineAction(legal: readonly ShAction[]): ShAction | undefined {
  if (legal.every((a) => a.type === "toss" || a.type === "passToss"))
    return legal.find((a) => a.type === "passToss");
  if (legal.every((a) => a.type === "jokerResponse" || a.type === "passResponse"))
    return legal.find((a) => a.type === "passResponse");
  return undefined;
}

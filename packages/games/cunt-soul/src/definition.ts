// The Cunt-Soul GameDefinition (brief: shared/briefs/cunt-soul.md), read top to bottom like the
// brief: options, setup, turn decisions, views, outcome.

import type { GameDefinition, Outcome } from "@houserules/engine";
import * as engineModule from "@houserules/engine";
import type { CsAction } from "./actions.js";
import * as actionsModule from "./actions.js";
import * as botModule from "./bot.js";
import * as determinizeModule from "./determinize.js";
import * as notationModule from "./notation.js";
import type { CsOptions } from "./options.js";
import * as optionsModule from "./options.js";
import * as setupModule from "./setup.js";
import type { CsState } from "./state.js";
import * as stateModule from "./state.js";
import type { CsView } from "./view.js";
import * as viewModule from "./view.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away on hot paths. Module-level copies read like local constants (there are
// no import cycles between these modules).
const { censusOf } = engineModule;
const { activeSeats, applyAction, legalActions } = actionsModule;
const { normalBot } = botModule;
const { determinizeView } = determinizeModule;
const { describeAction, describeEvent, describeView, formatAction, parseAction } = notationModule;
const { finishOptions, MAX_PLAYERS, MIN_PLAYERS, OPTION_SPECS, PRESETS } = optionsModule;
const { setupGame } = setupModule;
const { cloneState, Phase } = stateModule;
const { viewOf } = viewModule;

/** Bumped by every deliberate rule change. */
export const RULES_VERSION = 1;
/** Actions one turn can take at most, in practice (field change, links and their decisions). */
const ACTIONS_PER_TURN_BOUND = 400;
const MAX_TURN_CAP = 10000;

/** Checked after every action by the runner, which inlines it: the finished game's record apart. */
function outcomeOf(s: CsState): Outcome | null {
  return s.t.phase === Phase.OVER ? finishedOutcome(s) : null;
}

function finishedOutcome(s: CsState): Outcome {
  const places = s.seats.map((st) => st.place);
  const sole = places.indexOf(Math.max(...places));
  return {
    places,
    endedByCap: s.t.endedByCap,
    details: { soleCunt: sole, turns: s.t.turns, dealer: s.t.dealer },
  };
}

function census(s: CsState): Record<string, number> {
  const into: Record<string, number> = {};
  for (const st of s.seats) {
    censusOf(st.hand, into);
    censusOf(
      st.faceUp.filter((c) => c >= 0),
      into,
    );
    censusOf(
      st.faceDown.filter((c) => c >= 0),
      into,
    );
    if (st.field >= 0) censusOf([st.field], into);
  }
  censusOf(s.source, into);
  for (const l of s.pile) censusOf(l.cards, into);
  censusOf(s.graveyard, into);
  return into;
}

/** CS-123: the sole-cunt deals the next game; a tally of places and sole-cunt counts carries. */
function nextGameOptions(finished: CsState): CsOptions | null {
  const out = outcomeOf(finished);
  if (out === null) return null;
  const sole = (out.details as { soleCunt: number }).soleCunt;
  const tally = finished.tally.map((row, i) => [
    row[0] + out.places[i],
    row[1] + (i === sole ? 1 : 0),
    row[2] + 1,
  ]);
  const o = finished.cfg;
  return {
    players: o.players,
    deckCount: String(o.decks) as CsOptions["deckCount"],
    voluntaryPickup: o.voluntaryPickup,
    burnerPlaysAgain: o.burnerPlaysAgain,
    maxFieldChanges: o.maxFieldChanges,
    fieldChangeCost: o.burnFaceUpCost ? "burnFaceUp" : "none",
    finishCondition: o.finishFaceDown ? "faceDown" : "allCards",
    runOrder: o.runByOrdering ? "ordering" : "faceValue",
    fiveField: o.fivePeek ? "peek" : "blind",
    eightField: o.skipToken ? "skipToken" : "doubleLinks",
    qField: o.chainMinTwo ? "chainMinTwo" : "noStacking",
    turnCap: o.turnCap,
    carry: { dealer: sole, tally },
  };
}

export const cuntSoul: GameDefinition<CsState, CsAction, CsView, CsOptions> = {
  id: "cunt-soul",
  title: "Cunt-Soul",
  seedFile: "000_81e4481c080110ff.txt",
  brief: "cunt-soul.md",
  rulesVersion: RULES_VERSION,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  playerCounts: [4, 2, 3, 5, 6, 7, 8],
  options: OPTION_SPECS,
  presets: PRESETS,
  defaultPreset: "V12",
  maxActions: MAX_TURN_CAP * ACTIONS_PER_TURN_BOUND,

  finishOptions,
  setup: setupGame,
  activeSeats,
  legalActions,
  apply: applyAction,
  view: viewOf,
  outcome: outcomeOf,
  determinize: (view, seat, rng) => determinizeView(view, seat, rng),
  clone: cloneState,
  cardCensus: census,

  describeAction,
  describeOutcome(result: Outcome, seatName: (seat: number) => string): string[] {
    const d = result.details as { soleCunt: number; turns: number; dealer: number };
    return [`Sole-cunt (CS-122): ${seatName(d.soleCunt)}.`, `${d.turns} turns; ${seatName(d.dealer)} dealt.`];
  },
  describeEvent,
  describeView,
  formatAction,
  parseAction,

  declineAction,
  bots: { normal: normalBot },
  nextGameOptions,
  seriesSummary(finished: CsState, seatName = (seat: number) => `Seat ${seat}`): string {
    const next = nextGameOptions(finished);
    const tally = next?.carry?.tally ?? finished.tally;
    return tally
      .map(
        (row, i) =>
          `${seatName(i)}: ${row[2]} game${row[2] === 1 ? "" : "s"}, place sum ${row[0]}, sole-cunt ${row[1]}x`,
      )
      .join("\n");
  },
};

/**
 * Optional windows a person answers with Enter: keep the field card (CS-11, asked every turn)
 * and stop swapping after a 5 (CS-43).
 */
function declineAction(legal: readonly CsAction[]): CsAction | undefined {
  if (legal.every((a) => a.type === "changeField" || a.type === "keepField"))
    return legal.find((a) => a.type === "keepField");
  if (legal.every((a) => a.type === "swap" || a.type === "endSwaps"))
    return legal.find((a) => a.type === "endSwaps");
  return undefined;
}

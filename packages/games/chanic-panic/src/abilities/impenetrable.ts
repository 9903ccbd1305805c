// CP-A16 Impenetrable (passive): before round 4 you neither attack nor can be attacked; with a
// full board you cannot be attacked; at your turn start, with a full board, destroy 1 of your
// board cards (your choice; it never eliminates, CP-60).
import { cardFace } from "@houserules/engine";
import { Errors } from "../errors.js";
import { notation, rowCapacityOf } from "../rules/cards.js";
import { destroyBoardCard } from "../rules/deck.js";
import { resumeTurnStart } from "../rules/turn.js";
import { BYPASS_FROM_ROUND, type ChanicState, ROW_COUNT } from "../state.js";
import { abilityEvent, openChoice } from "./framework.js";
import { type AbilityDef, args } from "./types.js";

function fullBoard(state: ChanicState, seat: number): boolean {
  const cap = rowCapacityOf(state, seat);
  const rows = state.players[seat].rows;
  for (let r = 0; r < ROW_COUNT; r++) if (rows[r].length < cap) return false;
  return true;
}

function locate(state: ChanicState, seat: number, face: number): [number, number] | null {
  const rows = state.players[seat].rows;
  for (let r = 0; r < ROW_COUNT; r++) {
    const i = rows[r].findIndex((c) => cardFace(c) === face);
    if (i >= 0) return [r, i];
  }
  return null;
}

export const impenetrable: AbilityDef = {
  id: "impenetrable",
  name: "Impenetrable",
  rule: "CP-A16",
  reference: true,
  app: false,
  restrictAttacker: (state) => (state.round < BYPASS_FROM_ROUND ? Errors.IMPENETRABLE : null),
  protect: (state, defender) =>
    state.round < BYPASS_FROM_ROUND || fullBoard(state, defender) ? Errors.IMPENETRABLE : null,
  turnStart: {
    stage: 0,
    open(state, seat) {
      if (!fullBoard(state, seat)) return false;
      openChoice(state, "impenetrable", seat, seat, 0, []);
      return true;
    },
  },
  choices(state, pending, out) {
    const seen: number[] = [];
    for (const row of state.players[pending.chooser].rows) {
      for (const c of row) {
        if (seen.includes(cardFace(c))) continue;
        seen.push(cardFace(c));
        out.push(args({ card: cardFace(c) }));
      }
    }
  },
  choiceCheck(state, pending, a) {
    if (a.card < 0 || a.cards.length > 0 || a.target >= 0 || a.suit >= 0 || a.accept || a.attach > 0)
      return Errors.BAD_CHOICE;
    return locate(state, pending.chooser, a.card) === null ? Errors.BAD_CHOICE : null;
  },
  choose(state, pending, a, events) {
    const [row, slot] = locate(state, pending.chooser, a.card) as [number, number];
    const card = destroyBoardCard(state, pending.chooser, row, slot);
    events.push(abilityEvent(pending.chooser, "impenetrable", { destroyed: notation(card) }));
    resumeTurnStart(state, 1, events);
  },
};

// CP-A08 Fisher (active, 1/turn, Point Phase; pay 4; ≥1 hand card; hand not full): target another
// living player (teammates included) and reveal hand card R. They give you a card of R's base
// value if they hold one (their choice, at once), else you draw 1. If the gained card has R's base
// value, both cost 0 this turn (Utility only). The given card is seen by the giver's and Fisher's
// teams; everyone else sees only its value (= R's); a miss tells everyone they hold no such value.
import { cardFace, cardRank, type GameEvent } from "@houserules/engine";
import { Errors } from "../errors.js";
import { isClub, notation } from "../rules/cards.js";
import { drawCards, teamSeats } from "../rules/deck.js";
import type { ChanicState } from "../state.js";
import { abilityEvent, openChoice } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { distinctFaces, shape, slotOf } from "./util.js";

function makeFree(state: ChanicState, seat: number, revealed: number, gained: number): void {
  if (cardRank(gained) !== cardRank(revealed)) return;
  const hand = state.players[seat].hand;
  if (!isClub(revealed) && hand.includes(revealed)) state.freeCards.push(revealed);
  if (!isClub(gained) && hand.includes(gained)) state.freeCards.push(gained);
}

function finish(
  state: ChanicState,
  owner: number,
  revealed: number,
  gained: number,
  _events: GameEvent[],
): void {
  makeFree(state, owner, revealed, gained);
}

export const fisher: AbilityDef = {
  id: "fisher",
  name: "Fisher",
  rule: "CP-A08",
  reference: true,
  app: false,
  active: {
    timing: "point",
    limit: 1,
    pointCost: 4,
    handNotFull: true,
    candidates(state, seat, out) {
      const faces = distinctFaces(state.players[seat].hand);
      for (let t = 0; t < state.players.length; t++) {
        if (t === seat || !state.players[t].alive) continue;
        for (const f of faces) out.push(args({ card: f, target: t }));
      }
    },
    check(state, seat, a) {
      const bad = shape(a, { card: true, target: true });
      if (bad) return bad;
      if (a.target === seat || a.target >= state.players.length || !state.players[a.target].alive)
        return Errors.NO_ABILITY_TARGET;
      return slotOf(state.players[seat].hand, a.card) < 0 ? Errors.NOT_IN_HAND : null;
    },
    activate(state, seat, a, events) {
      const hand = state.players[seat].hand;
      const revealed = hand[slotOf(hand, a.card)];
      const value = cardRank(revealed);
      const theirs = state.players[a.target].hand;
      const hit = theirs.some((c) => cardRank(c) === value);
      events.push(abilityEvent(seat, "fisher", { target: a.target, revealed: notation(revealed), hit }));
      if (hit) {
        openChoice(state, "fisher", seat, a.target, 0, [revealed]);
        return;
      }
      state.voidValues[a.target] |= 1 << value;
      const drawn = drawCards(state, seat, 1, events);
      if (drawn.length > 0) finish(state, seat, revealed, drawn[0], events);
    },
  },
  choices(state, pending, out) {
    const value = cardRank(pending.data[0]);
    for (const f of distinctFaces(state.players[pending.chooser].hand, (c) => cardRank(c) === value))
      out.push(args({ card: f }));
  },
  choiceCheck(state, pending, a) {
    const bad = shape(a, { card: true });
    if (bad) return bad;
    if (cardRank(a.card) !== cardRank(pending.data[0])) return Errors.BAD_CHOICE;
    return slotOf(state.players[pending.chooser].hand, a.card) < 0 ? Errors.NOT_IN_HAND : null;
  },
  choose(state, pending, a, events) {
    const giver = state.players[pending.chooser];
    const slot = slotOf(giver.hand, cardFace(a.card));
    const card = giver.hand[slot];
    giver.hand.splice(slot, 1);
    state.players[pending.owner].hand.push(card);
    state.voidSuits[pending.owner] = 0;
    state.voidValues[pending.owner] = 0;
    const seen = [...new Set([...teamSeats(state, pending.chooser), ...teamSeats(state, pending.owner)])];
    events.push(abilityEvent(pending.chooser, "fisherGive", { to: pending.owner, value: cardRank(card) }));
    events.push({
      type: "fisherCard",
      seat: pending.chooser,
      to: pending.owner,
      card: notation(card),
      visibleTo: seen,
    } as unknown as GameEvent);
    finish(state, pending.owner, pending.data[0], card, events);
  },
};

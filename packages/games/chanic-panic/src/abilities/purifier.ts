// CP-A31 Purifier (active, unlimited (app: 1/turn), PC): discard your whole hand (≥1 card): draw
// that many, then you may shuffle the discard pile together with the deck (app: you must).
import { type GameEvent, shuffleInPlace } from "@houserules/engine";
import { Errors } from "../errors.js";
import { notation } from "../rules/cards.js";
import { drawCards, forgetDeck } from "../rules/deck.js";
import type { ChanicState } from "../state.js";
import { abilityEvent, openChoice } from "./framework.js";
import { type AbilityDef, args } from "./types.js";
import { shape } from "./util.js";

function shuffleTogether(state: ChanicState, seat: number, events: GameEvent[]): void {
  const all = state.deck.concat(state.discard);
  state.discard = [];
  state.deck = shuffleInPlace(state.rng, all);
  forgetDeck(state);
  events.push(abilityEvent(seat, "purifier", { shuffled: all.length }));
}

export const purifier: AbilityDef = {
  id: "purifier",
  name: "Purifier",
  rule: "CP-A31",
  reference: true,
  app: true,
  active: {
    timing: "pointClub",
    limit: Number.POSITIVE_INFINITY,
    candidates(_state, _seat, out) {
      out.push(args({}));
    },
    check(state, seat, a) {
      const bad = shape(a, {});
      if (bad) return bad;
      if (state.cfg.appText && (state.players[seat].uses.purifier ?? 0) >= 1) return Errors.ABILITY_LIMIT;
      return state.players[seat].hand.length === 0 ? Errors.BAD_ABILITY_ARGS : null;
    },
    activate(state, seat, _a, events) {
      const hand = state.players[seat].hand;
      const count = hand.length;
      const discarded = hand.map(notation);
      for (const c of hand) state.discard.push(c);
      hand.length = 0;
      events.push(abilityEvent(seat, "purifier", { discarded }));
      drawCards(state, seat, count, events);
      if (state.cfg.appText) shuffleTogether(state, seat, events);
      else openChoice(state, "purifier", seat, seat, 0, []);
    },
  },
  choices(_state, _pending, out) {
    out.push(args({ accept: true }), args({}));
  },
  choiceCheck: (_state, _pending, a) => shape(a, { accept: a.accept }),
  choose(state, pending, a, events) {
    if (a.accept) shuffleTogether(state, pending.owner, events);
  },
};

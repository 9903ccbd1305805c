// CP-A34 Resilient (passive): once per event that destroys ≥1 of your Hearts, you may at once play
// a Heart from hand, free (even off-turn; a play lock does not stop it, CP-33).
import { cardSuit, HEARTS } from "@houserules/engine";
import { matchFaces } from "../actions.js";
import { Errors } from "../errors.js";
import { partingSlot } from "../rules/cards.js";
import { attachableCount, freePlay, freePlayError } from "../rules/play.js";
import { abilityEvent, openChoice } from "./framework.js";
import { type AbilityDef, args } from "./types.js";

export const resilient: AbilityDef = {
  id: "resilient",
  name: "Resilient",
  rule: "CP-A34",
  reference: true,
  app: false,
  onHeartsDestroyed(state, holder, _source, victims, _events) {
    if (!victims.includes(holder) || state.pending !== null || state.phase === "over") return;
    const hand = state.players[holder].hand;
    if (!hand.some((c) => cardSuit(c) === HEARTS && freePlayError(state, holder, c, true) === null)) return;
    openChoice(state, "resilient", holder, holder, 0, []);
  },
  choices(state, pending, out) {
    out.push(args({}));
    const k = attachableCount(state, pending.chooser);
    const seen: number[] = [];
    for (const c of state.players[pending.chooser].hand) {
      if (cardSuit(c) !== HEARTS || seen.includes(c & 63)) continue;
      seen.push(c & 63);
      for (let attach = 0; attach <= k; attach++) out.push(args({ card: c & 63, attach }));
    }
  },
  choiceCheck(state, pending, a) {
    if (a.cards.length > 0 || a.target >= 0 || a.suit >= 0 || a.accept) return Errors.BAD_CHOICE;
    if (a.card < 0) return a.attach > 0 ? Errors.BAD_CHOICE : null;
    if (a.attach > attachableCount(state, pending.chooser)) return Errors.BAD_ATTACH;
    if (cardSuit(a.card) !== HEARTS) return Errors.BAD_CHOICE;
    const slot = matchFaces(state.players[pending.chooser].hand, [a.card]);
    if (slot === null) return Errors.NOT_IN_HAND;
    return freePlayError(state, pending.chooser, a.card, true);
  },
  choose(state, pending, a, events) {
    if (a.card < 0) {
      events.push(abilityEvent(pending.chooser, "resilient", { declined: true }));
      return;
    }
    const slot = partingSlot(state, state.players[pending.chooser].hand, a.card);
    freePlay(state, pending.chooser, slot, events, "resilient", a.attach);
  },
};

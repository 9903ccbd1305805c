// CF-8 to CF-12: who may ask whom for which card, and the public answer.

import { type GameEvent, RuleError } from "@houserules/engine";
import { CARDS_PER_SET, displayCard, formatCardId, setOf, standardSkin } from "../cards.js";
import { CuttlefishErrors } from "../errors.js";
import { type CuttlefishState, leftOf, teamOf } from "../state.js";
import { afterChange } from "./flow.js";

export function checkAsk(state: CuttlefishState, seat: number, target: number, card: number): void {
  if (state.phase === "handOff" && seat === state.turn) {
    throw new RuleError("NOT_YOUR_TURN", "you hold no cards: hand the turn to a teammate first", "CF-20");
  }
  if (state.phase === "endgame")
    throw new RuleError(
      "NOT_YOUR_TURN",
      "the endgame has begun: there are no more asks, only declarations",
      "CF-22",
    );
  if (state.phase === "closing")
    throw new RuleError(
      "NOT_YOUR_TURN",
      `the ask limit (${state.config.askCap}) is reached: there are no more asks, only declarations`,
      "CF-30",
    );
  if (state.phase !== "play" || seat !== state.turn) {
    throw new RuleError("NOT_YOUR_TURN", `only the turn-holder, seat ${state.turn}, asks`, "CF-8");
  }
  const n = state.config.players;
  if (target < -1 || target >= n) throw new RuleError("BAD_SEAT", `there is no seat ${target}`);
  if (target === -1 || target === seat || teamOf(target) === teamOf(seat)) {
    throw new RuleError(
      CuttlefishErrors.TARGET_NOT_OPPONENT,
      "ask an opponent, never a teammate, yourself or the Pile",
      "CF-9",
    );
  }
  if (state.handCount[target] === 0) {
    throw new RuleError(
      CuttlefishErrors.TARGET_NO_CARDS,
      `seat ${target} holds no cards and cannot be asked`,
      "CF-9",
    );
  }
  if (state.owner[card] === seat) {
    throw new RuleError(
      CuttlefishErrors.ALREADY_HOLD_CARD,
      `you already hold ${displayCard(card, state.config.skin)}`,
      "CF-10",
    );
  }
  if (!holdsOtherOfSet(state, seat, card)) {
    throw new RuleError(
      CuttlefishErrors.NO_CARD_IN_SET,
      `you must hold another card of the set to ask for ${displayCard(card, state.config.skin)}`,
      "CF-10",
    );
  }
}

function holdsOtherOfSet(state: CuttlefishState, seat: number, card: number): boolean {
  const first = setOf(card) * CARDS_PER_SET;
  for (let c = first; c < first + CARDS_PER_SET; c++) if (c !== card && state.owner[c] === seat) return true;
  return false;
}

/** CF-11: a hit moves the card and keeps the turn; a miss passes the turn to the target. */
export function applyAsk(state: CuttlefishState, seat: number, target: number, card: number): GameEvent[] {
  const hit = state.owner[card] === target;
  state.asks++;
  if (hit) {
    state.owner[card] = seat;
    state.handCount[target]--;
    state.handCount[seat]++;
  } else {
    state.turn = target;
  }
  state.log.push({ kind: "ask", seq: state.seq++, asker: seat, target, card, hit });
  // Under the standard skin the event also carries the card's face, so the log shows it as the table does.
  const event: Record<string, unknown> = { type: "ask", asker: seat, target, card: formatCardId(card), hit };
  if (state.config.skin === "standard") event.face = standardSkin(card);
  const events: GameEvent[] = [event as unknown as GameEvent];
  afterChange(state, events);
  return events;
}

/** Every legal ask of the turn-holder: opponents with cards from its left, cards in deck order. */
export function listAsks<A>(
  state: CuttlefishState,
  seat: number,
  out: A[],
  make: (target: number, card: number) => A,
): void {
  const n = state.config.players;
  const owner = state.owner;
  for (let target = leftOf(seat, n); target !== seat; target = leftOf(target, n)) {
    if (teamOf(target) === teamOf(seat) || state.handCount[target] === 0) continue;
    for (let first = 0; first < owner.length; first += CARDS_PER_SET) {
      let held = 0;
      for (let c = first; c < first + CARDS_PER_SET; c++) if (owner[c] === seat) held++;
      if (held === 0 || held === CARDS_PER_SET) continue;
      for (let c = first; c < first + CARDS_PER_SET; c++) if (owner[c] !== seat) out.push(make(target, c));
    }
  }
}

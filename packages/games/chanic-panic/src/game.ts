// The turn loop (brief §4): legal actions and apply for every decision point. Each action type
// has an xxxError(...) check shared by legalActions and apply, so both always agree.

import {
  CommonErrors,
  cardFace,
  cardSuit,
  DIAMONDS,
  type GameEvent,
  RuleError,
  SPADES,
} from "@houserules/engine";
import { applyDraft, draftChoices, draftError } from "./abilities/deal.js";
import {
  abilityError,
  addAbilityActions,
  applyAbility,
  applyChoice,
  choiceActions,
  choiceError,
} from "./abilities/framework.js";
import {
  END_TURN,
  PANIC,
  playAction,
  STACK_DRAW,
  stackCardAction,
  TRADE_TWO_STACK,
  tradeOneStackAction,
  tradePairAction,
} from "./action-cache.js";
import "./abilities/index.js";
import type { AbilityArgs } from "./abilities/types.js";
import { type ChanicAction, matchFaces, type ParsedAction, parseShape } from "./actions.js";
import { Errors, ruleError } from "./errors.js";
import { abilityRefusal, attackRefusal, targetRefusal } from "./refusals.js";
import {
  allyError,
  applyAlly,
  applyGiftChoice,
  applyPanic,
  applyStackCard,
  applyStackDraw,
  applyTrade,
  panicError,
  stackCardError,
  stackDrawError,
  tradeError,
} from "./rules/abilities.js";
import {
  attackCards,
  attackPower,
  declareAttack,
  defenderError,
  hasTarget,
  isCanonicalMask,
  legalTargetMasks,
  maskOfFaces,
  modeError,
  resolveAttack,
  spadeValues,
} from "./rules/attack.js";
import { eligibleStackCount, isClub, notation, partingSlots, playSlot } from "./rules/cards.js";
import { applyPilePlay, applyPlay, playError } from "./rules/play.js";
import { passTurn, runWatches, startTurn } from "./rules/turn.js";
import {
  type AttackPending,
  type ChanicState,
  MODE_BYPASS,
  MODE_NORMAL,
  PHASE_CLUB,
  PHASE_DRAFT,
  PHASE_OVER,
  ROW_SPADES,
  SPADES_FROM_ROUND,
} from "./state.js";

/** One shared list per seat: activeSeats is called every step and need not allocate. */
const SEAT_LISTS: readonly (readonly number[])[] = Array.from({ length: 16 }, (_, s) => Object.freeze([s]));
const NOBODY: readonly number[] = Object.freeze([]);

export function activeSeats(state: ChanicState): readonly number[] {
  if (state.phase === PHASE_OVER) return NOBODY;
  if (state.phase === PHASE_DRAFT) {
    const seats: number[] = [];
    for (let s = 0; s < state.players.length; s++) if (state.players[s].drafting) seats.push(s);
    return seats;
  }
  const pending = state.pending;
  if (pending !== null) {
    if (pending.kind === "gift") return SEAT_LISTS[pending.to];
    if (pending.kind === "ability") return SEAT_LISTS[pending.chooser];
  }
  return SEAT_LISTS[state.turnSeat];
}

/** Attacks this turn are limited to Sorcerer's Spade once it is used (CP-A38). */
function sorcererAllows(state: ChanicState, seat: number, mask: number): boolean {
  if (state.sorcererCard === -1) return true;
  const spades = state.players[seat].rows[ROW_SPADES];
  const i = spades.indexOf(state.sorcererCard);
  return i >= 0 && mask === 1 << i;
}

/** Indices of the first card of each distinct face in a hand (multi-deck copies share a face). */
function distinctFaceSlots(hand: readonly number[]): number[] {
  const slots: number[] = [];
  for (let i = 0; i < hand.length; i++) {
    const f = cardFace(hand[i]);
    let seen = false;
    for (let j = 0; j < i; j++) {
      if (cardFace(hand[j]) === f) {
        seen = true;
        break;
      }
    }
    if (!seen) slots.push(i);
  }
  return slots;
}

function spadeNotations(cards: readonly number[], mask: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < cards.length; i++) if (mask & (1 << i)) out.push(notation(cards[i]));
  return out;
}

export function destroyActions(pending: AttackPending): ChanicAction[] {
  return legalTargetMasks(pending).map((mask) => ({
    type: "destroy",
    targets: spadeNotations(pending.targetCard, mask),
  }));
}

/** Pair keys already listed by the current legalActions call (a stamp avoids clearing). */
const tradeSeen = new Int32Array(64 * 64);
let tradeStamp = 0;

export function legalActions(state: ChanicState, seat: number): ChanicAction[] {
  if (state.phase === PHASE_OVER) return [];
  if (state.phase === PHASE_DRAFT) {
    if (!state.players[seat]?.drafting) return [];
    return draftChoices(state, seat).map((abilities) => ({ type: "draftKeep", abilities }));
  }
  const pending = state.pending;
  if (pending !== null && pending.kind === "gift") {
    return seat === pending.to ? [{ type: "keepGift" }, { type: "stackGift" }] : [];
  }
  if (pending !== null && pending.kind === "ability") {
    return seat === pending.chooser ? choiceActions(state, pending) : [];
  }
  if (seat !== state.turnSeat) return [];
  if (pending !== null) return destroyActions(pending);
  const actions: ChanicAction[] = [];
  if (state.turnActions >= state.cfg.turnActionCap) {
    actions.push(END_TURN);
    return actions;
  }
  const p = state.players[seat];
  const hand = p.hand;
  const slots = distinctFaceSlots(hand);
  const eligible = state.cfg.stack ? eligibleStackCount(state, seat) : 0;

  for (const i of slots) {
    const card = hand[playSlot(state, hand, i)];
    if (playError(state, seat, card, 0) !== null) continue;
    const face = card & 63;
    actions.push(playAction(face, 0));
    if (!isClub(card)) for (let k = 1; k <= eligible; k++) actions.push(playAction(face, k));
  }

  if (state.recyclerClub !== -1) addPilePlays(state, seat, eligible, actions);

  if (state.cfg.trader) {
    const stamp = ++tradeStamp;
    for (let i = 0; i < hand.length; i++) {
      for (let j = i + 1; j < hand.length; j++) {
        const a = cardFace(hand[i]);
        const b = cardFace(hand[j]);
        const key = a < b ? a * 64 + b : b * 64 + a;
        if (tradeSeen[key] === stamp) continue;
        tradeSeen[key] = stamp;
        actions.push(a <= b ? tradePairAction(a, b) : tradePairAction(b, a));
      }
    }
    if (eligible >= 1) for (const i of slots) actions.push(tradeOneStackAction(hand[i] & 63));
    if (eligible >= 2) actions.push(TRADE_TWO_STACK);
  }

  addAttacks(state, seat, actions);
  if (p.abilities.length > 0) addAbilityActions(state, seat, actions);

  if (panicError(state, seat) === null) actions.push(PANIC);
  if (state.cfg.ally && state.cfg.teams > 0) {
    for (let to = 0; to < state.players.length; to++) {
      if (allyError(state, seat, to) !== null) continue;
      for (const i of slots) actions.push({ type: "ally", to, card: notation(hand[i]) });
    }
  }
  if (stackCardError(state, seat) === null)
    for (const i of slots) actions.push(stackCardAction(hand[i] & 63));
  if (stackDrawError(state, seat) === null) actions.push(STACK_DRAW);
  actions.push(END_TURN);
  return actions;
}

/** CP-A32: why the pile card at `index` may not be played on the Recycler allowance, or null. */
function pilePlayError(state: ChanicState, seat: number, index: number, attach: number): string | null {
  if (state.recyclerClub === -1 || state.recyclerTaken > 0 || state.phase !== PHASE_CLUB)
    return Errors.NOT_IN_HAND;
  const card = state.discard[index];
  if (card === state.recyclerClub) return Errors.NOT_IN_HAND; // not that Club itself
  if (isClub(card) && attach > 0) return Errors.BAD_ATTACH;
  return playError(state, seat, card, attach);
}

/** The pile index of a playable copy of `face` (topmost first), or -1. */
function pileIndexOf(state: ChanicState, face: number): number {
  for (let i = state.discard.length - 1; i >= 0; i--)
    if (cardFace(state.discard[i]) === face && state.discard[i] !== state.recyclerClub) return i;
  return -1;
}

function addPilePlays(state: ChanicState, seat: number, eligible: number, actions: ChanicAction[]): void {
  if (state.recyclerTaken > 0 || state.phase !== PHASE_CLUB) return;
  const seen: number[] = [];
  for (let i = state.discard.length - 1; i >= 0; i--) {
    const card = state.discard[i];
    const face = cardFace(card);
    if (card === state.recyclerClub || seen.includes(face)) continue;
    seen.push(face);
    if (pilePlayError(state, seat, i, 0) !== null) continue;
    actions.push({ type: "play", card: notation(card), from: "pile" });
    if (!isClub(card))
      for (let k = 1; k <= eligible; k++)
        actions.push({ type: "play", card: notation(card), attach: k, from: "pile" });
  }
}

function addAttacks(state: ChanicState, seat: number, actions: ChanicAction[]): void {
  const spades = attackCards(state, seat);
  if (spades.length === 0) return;
  const values = spadeValues(state, seat);
  const n = state.players.length;
  for (let step = 1; step < n; step++) {
    const defender = (seat + step) % n;
    if (defenderError(state, seat, defender) !== null) continue;
    for (let mode = MODE_NORMAL; mode <= MODE_BYPASS; mode++) {
      if (modeError(state, defender, mode) !== null) continue;
      for (let mask = 1; mask < 1 << spades.length; mask++) {
        if (!isCanonicalMask(spades, values, mask, true)) continue;
        if (!sorcererAllows(state, seat, mask)) continue;
        const [power] = attackPower(state, seat, defender, mask, mode);
        if (!hasTarget(state, defender, mode, power)) continue;
        actions.push({
          type: "attack",
          defender,
          mode: mode === MODE_BYPASS ? "bypass" : "normal",
          spades: spadeNotations(spades, mask),
        });
      }
    }
  }
}

function fail(code: string, detail?: string, rule?: string): never {
  throw ruleError(code, detail, rule);
}

function handSlot(state: ChanicState, seat: number, face: number): number {
  const slot = matchFaces(state.players[seat].hand, [face]);
  if (slot === null) fail(Errors.NOT_IN_HAND, notation(face));
  return slot[0];
}

export function apply(state: ChanicState, seat: number, action: unknown): GameEvent[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) {
    throw new RuleError(CommonErrors.BAD_SEAT, `seat ${String(seat)} is not at this table`);
  }
  if (state.phase === PHASE_OVER) fail(Errors.GAME_OVER);
  const a = parseShape(action);
  if (state.phase === PHASE_DRAFT) {
    if (a.type !== "draftKeep") fail(Errors.DRAFTING);
    const error = draftError(state, seat, a.abilities);
    if (error !== null) fail(error, `seat ${seat}`);
    const events: GameEvent[] = [];
    if (applyDraft(state, seat, a.abilities, events)) startTurn(state, events);
    return events;
  }
  if (a.type === "draftKeep") throw new RuleError(Errors.BAD_DRAFT, "the ability draft is over", "CP-05");
  const pending = state.pending;
  if (pending !== null && pending.kind === "ability") {
    if (seat !== pending.chooser) fail(Errors.NOT_YOUR_TURN, `seat ${pending.chooser} is choosing`);
    if (a.type !== "abilityChoice") fail(Errors.CHOICE_PENDING);
    const args = abilityArgs(a);
    const error = choiceError(state, pending, args);
    if (error !== null) throw abilityRefusal(state, pending.ability, error);
    const events: GameEvent[] = [];
    state.turnActions++;
    applyChoice(state, pending, args, events);
    runWatches(state, events);
    return events;
  }
  if (a.type === "abilityChoice") fail(Errors.NO_CHOICE_PENDING);
  if (pending !== null && pending.kind === "gift") {
    if (seat !== pending.to)
      fail(Errors.NOT_YOUR_TURN, `seat ${pending.to} is choosing where the Ally gift goes`);
    if (a.type !== "keepGift" && a.type !== "stackGift")
      fail(Errors.BAD_ACTION, "choose keepGift or stackGift");
    const events: GameEvent[] = [];
    state.turnActions++;
    applyGiftChoice(state, a.type === "stackGift", events);
    return events;
  }
  if (seat !== state.turnSeat) fail(Errors.NOT_YOUR_TURN, `it is seat ${state.turnSeat}'s turn`);
  if (a.type === "keepGift" || a.type === "stackGift") fail(Errors.NO_GIFT_PENDING);
  if (pending !== null && a.type !== "destroy") fail(Errors.ATTACK_PENDING);
  if (pending === null && a.type === "destroy") fail(Errors.NO_ATTACK_PENDING);
  if (pending === null && a.type !== "endTurn" && state.turnActions >= state.cfg.turnActionCap) {
    fail(Errors.TURN_ACTION_CAP);
  }
  const events: GameEvent[] = [];
  applyChecked(state, seat, a, events);
  if (a.type !== "endTurn" && a.type !== "panic" && state.turnSeat === seat) runWatches(state, events);
  return events;
}

function abilityArgs(a: ParsedAction): AbilityArgs {
  return { card: a.card, cards: a.cards, target: a.seat, suit: a.suit, accept: a.accept, attach: a.count };
}

function applyChecked(state: ChanicState, seat: number, a: ParsedAction, events: GameEvent[]): void {
  const p = state.players[seat];
  switch (a.type) {
    case "play": {
      if (a.fromPile) {
        const index = pileIndexOf(state, a.card);
        if (index < 0) fail(Errors.NOT_IN_HAND, `${notation(a.card)} is not playable from the pile`);
        const error = pilePlayError(state, seat, index, a.count);
        if (error !== null) fail(error, `play ${notation(a.card)} from the pile`);
        state.turnActions++;
        applyPilePlay(state, seat, index, a.count, events);
        return;
      }
      const slot = playSlot(state, p.hand, handSlot(state, seat, a.card));
      const error = playError(state, seat, p.hand[slot], a.count);
      if (error !== null) fail(error, `play ${notation(a.card)}`);
      state.turnActions++;
      applyPlay(state, seat, slot, a.count, events);
      return;
    }
    case "trade": {
      const error = tradeError(state, seat, a.cards.length, a.count);
      if (error !== null) fail(error);
      const slots = matchFaces(p.hand, a.cards);
      if (slots === null)
        fail(Errors.BAD_TRADE, `trade ${a.cards.map(notation).join(" ")}: not all in your hand`);
      state.turnActions++;
      applyTrade(state, seat, partingSlots(state, p.hand, slots), a.count, events);
      return;
    }
    case "attack": {
      if (state.round < SPADES_FROM_ROUND) fail(Errors.ATTACK_TOO_EARLY);
      const defErr = defenderError(state, seat, a.seat);
      if (defErr !== null) throw attackRefusal(state, seat, a.seat, defErr);
      const mErr = modeError(state, a.seat, a.mode);
      if (mErr !== null) throw attackRefusal(state, seat, a.seat, mErr);
      const spades = attackCards(state, seat);
      const innovator = p.abilities.includes("innovator");
      if (
        a.cards.length === 0 ||
        a.cards.some((f) => cardSuit(f) !== SPADES && !(innovator && cardSuit(f) === DIAMONDS))
      )
        fail(Errors.BAD_SPADES);
      const mask = maskOfFaces(spades, spadeValues(state, seat), a.cards, true);
      if (mask < 0)
        throw new RuleError(
          Errors.BAD_SPADES,
          `${a.cards.map(notation).join(" ")}: not all of those are on your board`,
          "CP-51",
        );
      if (!sorcererAllows(state, seat, mask))
        throw new RuleError(
          Errors.BAD_SPADES,
          "after Sorcerer, every attack this turn uses the Sorcerer's Spade alone",
          "CP-A38",
        );
      const [power] = attackPower(state, seat, a.seat, mask, a.mode);
      if (!hasTarget(state, a.seat, a.mode, power)) fail(Errors.NO_TARGET, `power ${power}`);
      state.turnActions++;
      declareAttack(state, seat, a.seat, a.mode, mask, events);
      return;
    }
    case "destroy": {
      const pending = state.pending as AttackPending;
      const mask = maskOfFaces(pending.targetCard, pending.targetValue, a.cards, false);
      if (mask < 0) fail(Errors.BAD_TARGETS, "those cards are not all on the defender's board");
      if (!legalTargetMasks(pending).includes(mask)) throw targetRefusal(pending, mask);
      state.turnActions++;
      resolveAttack(state, mask, events);
      return;
    }
    case "panic": {
      const error = panicError(state, seat);
      if (error !== null) fail(error);
      applyPanic(state, seat, events);
      return;
    }
    case "ally": {
      const error = allyError(state, seat, a.seat);
      if (error !== null) fail(error, `seat ${a.seat}`);
      const [slot] = partingSlots(state, p.hand, [handSlot(state, seat, a.card)]);
      state.turnActions++;
      applyAlly(state, seat, slot, a.seat, events);
      return;
    }
    case "stackCard": {
      const error = stackCardError(state, seat);
      if (error !== null) fail(error);
      const [slot] = partingSlots(state, p.hand, [handSlot(state, seat, a.card)]);
      state.turnActions++;
      applyStackCard(state, seat, slot, events);
      return;
    }
    case "stackDraw": {
      const error = stackDrawError(state, seat);
      if (error !== null) fail(error);
      state.turnActions++;
      applyStackDraw(state, seat, events);
      return;
    }
    case "ability": {
      const args = abilityArgs(a);
      const error = abilityError(state, seat, a.ability, args);
      if (error !== null) throw abilityRefusal(state, a.ability, error);
      state.turnActions++;
      applyAbility(state, seat, a.ability, args, events);
      return;
    }
    case "endTurn":
      events.push({ type: "endTurn", seat } as GameEvent);
      passTurn(state, events);
      return;
    default:
      fail(Errors.BAD_ACTION, `unexpected ${a.type}`);
  }
}

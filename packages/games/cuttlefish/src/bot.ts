// Section 9 policy, "normal" level: knowledge rules 1-3 (as legalActions uses), certain hits,
// certain declarations (never an unproven one unless the endgame forces it), a hit-probability
// ask otherwise, hand-off to the teammate with the most cards, sampled last-chance declarations.
// Reads only its seat's view.

import type { Bot, BotContext, Rng } from "@houserules/engine";
import type { CuttlefishAction } from "./actions.js";
import { CARD_COUNT, CARDS_PER_SET, parseCardId, parseSetName, SET_NAMES, setOf } from "./cards.js";
import { sampleOwners } from "./determinize.js";
import { type Knowledge, popcount } from "./knowledge.js";
import { type CuttlefishState, holderToLocation, LIVE, locationToHolder, PILE, teamOf } from "./state.js";
import { applyEntry, buildKnowledge, knowledgeAndPass, seatKnowledge, type TrackInput } from "./tracking.js";
import {
  type CuttlefishView,
  fromViewEntry,
  takeViewTracker,
  trackInputFromView,
  type ViewLogEntry,
} from "./view.js";

/** Samples drawn to judge a forced last-chance declaration. */
export const LAST_CHANCE_SAMPLES = 200;
/** Bonus per card the bot holds in the asked set, favouring sets the team nearly holds. */
const SET_PROGRESS_BONUS = 0.04;

type Ctx = BotContext<CuttlefishView, CuttlefishAction>;

/**
 * Keeps the seat's tracker across decisions, extending it with the public log entries it has not
 * seen yet. Under logVisibility=lastAsk it remembers what it saw, as an attentive player would:
 * while it has seen every ask and declaration its tracker follows them; after a gap it restarts
 * from the present (own hand and hand counts), which is still sound.
 */
class Memory {
  private k: Knowledge | null = null;
  private processed = 0;
  private lastSeq = -1;
  private lastKey = "";
  private dealer = -1;
  private asksSeen = 0;
  private declaredSeen = 0;
  /** Under lastAsk: the seat made a sure miss, and no card moved since, in what it watched. */
  private passedSeen = false;

  /**
   * Whether the seat has made a sure miss with no card moved since (knowledgeAndPass), as far as
   * it saw: from the log, or under lastAsk from what this memory watched.
   */
  passed(v: CuttlefishView, seat: number): boolean {
    if (v.options.logVisibility === "full" || v.phase === "over" || v.remembered !== undefined)
      return knowledgeAndPass(trackInputFromView(v, seat)).passed;
    return this.passedSeen;
  }

  knowledge(v: CuttlefishView, seat: number): Knowledge {
    const fullLog = v.options.logVisibility === "full" || v.phase === "over";
    // The view hands over its tracker: the same one this memory would extend, already extended.
    const handed = fullLog ? takeViewTracker(v, seat) : undefined;
    if (handed !== undefined) {
      this.k = handed;
      this.remember(v);
      return handed;
    }
    // A search level hands it views that carry what the seat watched (recall.ts): the search's own
    // copy of this bot, which proposes its default move, sees only the seat's turns, not the polls
    // between them, so it reads that memory instead of its own.
    if (!fullLog && v.remembered !== undefined) return buildKnowledge(trackInputFromView(v, seat), false);
    // Extending the remembered tracker needs only the new log entries: the full tracker input
    // (the whole log decoded) is built only when starting again.
    if (fullLog && this.extendFullLog(v) && agreesWithView(this.k as Knowledge, v, seat))
      return this.k as Knowledge;
    const input = trackInputFromView(v, seat);
    const k = input.fromDeal ? this.fromFullLog(v, input) : this.fromMemory(v, input);
    if (agrees(k, input)) return k;
    // Not the game it remembered (a reused bot, a replay): start again from this view.
    this.k = buildKnowledge(input, false);
    this.processed = input.fromDeal ? v.log.length : 0;
    return this.k;
  }

  /** Extends the remembered tracker with the view's new log entries, if it follows the same log. */
  private extendFullLog(v: CuttlefishView): boolean {
    const log = v.log;
    const reuse =
      this.k !== null &&
      v.dealer === this.dealer &&
      log.length >= this.processed &&
      this.processed > 0 &&
      log[this.processed - 1].seq === this.lastSeq &&
      entryKey(log[this.processed - 1]) === this.lastKey;
    if (!reuse) return false;
    for (let i = this.processed; i < log.length; i++)
      applyEntry(this.k as Knowledge, fromViewEntry(log[i]), false);
    this.remember(v);
    return true;
  }

  private remember(v: CuttlefishView): void {
    const log = v.log;
    this.processed = log.length;
    this.lastSeq = log.length > 0 ? log[log.length - 1].seq : -1;
    this.lastKey = log.length > 0 ? entryKey(log[log.length - 1]) : "";
    this.dealer = v.dealer;
  }

  private fromFullLog(v: CuttlefishView, input: TrackInput): Knowledge {
    if (!this.extendFullLog(v)) {
      this.k = takeViewTracker(v, input.self) ?? buildKnowledge(input, false);
      this.remember(v);
    }
    return this.k as Knowledge;
  }

  private fromMemory(v: CuttlefishView, input: TrackInput): Knowledge {
    const declared = v.sets.filter((s) => s.declarer !== null).length;
    const unseen = v.log.filter((e) => e.seq > this.lastSeq && e.kind !== "handOff");
    const asks = unseen.filter((e) => e.kind === "ask").length;
    const declarations = unseen.length - asks;
    const followed =
      this.k !== null &&
      v.dealer === this.dealer &&
      v.nextSeq > this.lastSeq &&
      asks === v.asks - this.asksSeen &&
      declarations === declared - this.declaredSeen;
    if (followed) {
      const k = this.k as Knowledge;
      for (const e of unseen) {
        const entry = fromViewEntry(e);
        if (entry.kind === "ask") {
          if (entry.hit) this.passedSeen = false;
          else if (entry.asker === input.self && (k.poss[entry.card] & (1 << entry.target)) === 0)
            this.passedSeen = true;
        } else if (entry.kind === "declare") this.passedSeen = false;
        applyEntry(k, entry, false);
      }
    } else {
      this.k = buildKnowledge(input, false);
      this.passedSeen = false;
    }
    for (const e of v.log) this.lastSeq = Math.max(this.lastSeq, e.seq);
    if (!followed && v.log.length === 0) this.lastSeq = -1;
    this.asksSeen = v.asks;
    this.declaredSeen = declared;
    this.dealer = v.dealer;
    this.processed = 0;
    return this.k as Knowledge;
  }
}

/** Identifies a log entry by content, so that another history with the same length is not mistaken for it. */
function entryKey(e: ViewLogEntry): string {
  switch (e.kind) {
    case "ask":
      return `${e.seq}a${e.asker}>${e.target}${e.card}${e.hit}`;
    case "declare":
      return `${e.seq}d${e.declarer}${e.set}${e.actual.join()}`;
    default:
      return `${e.seq}h${e.from}>${e.to}`;
  }
}

/** agrees, read from the view directly (without decoding its log). */
function agreesWithView(k: Knowledge, v: CuttlefishView, seat: number): boolean {
  for (let s = 0; s < v.players; s++) if (k.count[s] !== v.handCounts[s]) return false;
  if (k.count[PILE] !== (v.pileCount ?? 0)) return false;
  for (const t of v.hand ?? []) if (k.poss[parseCardId(t) as number] !== 1 << seat) return false;
  return true;
}

/** The remembered tracker matches the view: same hand sizes, own cards where they are. */
function agrees(k: Knowledge, input: TrackInput): boolean {
  for (let l = 0; l < input.counts.length; l++) if (k.count[l] !== input.counts[l]) return false;
  for (const c of input.hand) if (k.poss[c] !== 1 << input.self) return false;
  return true;
}

function teamMask(v: CuttlefishView, seat: number): number {
  let mask = v.options.pile ? 1 << PILE : 0;
  for (let s = teamOf(seat); s < v.players; s += 2) mask |= 1 << s;
  return mask;
}

/** A legal declaration whose every card has a single possible holder on the team (or the Pile). */
function certainDeclaration(
  k: Knowledge,
  v: CuttlefishView,
  seat: number,
  legal: readonly CuttlefishAction[],
): CuttlefishAction | null {
  const team = teamMask(v, seat);
  for (const action of legal) {
    if (action.type !== "declare") continue;
    const set = parseSetName(action.set) as number;
    let certain = true;
    for (let i = 0; i < CARDS_PER_SET && certain; i++) {
      const m = k.poss[set * CARDS_PER_SET + i];
      certain = m === 1 << holderToLocation(action.holders[i]) && (m & team) !== 0;
    }
    if (certain) return action;
  }
  return null;
}

/**
 * Under lastAsk the declarations listed come from the present only (RULES.md decision 3), so a set
 * the bot proves from what it remembers may be missing from them, or listed only as another guess;
 * `apply` takes any declaration (decision 2). The first live set whose six cards each have a single
 * possible place, all on the seat's team or the Pile, when the seat may declare now.
 */
function rememberedDeclaration(
  k: Knowledge,
  v: CuttlefishView,
  seat: number,
  legal: readonly CuttlefishAction[],
): CuttlefishAction | null {
  if (v.options.logVisibility !== "lastAsk" || !legal.some((a) => a.type === "declare")) return null;
  const team = teamMask(v, seat);
  for (const { set: name, status } of v.sets) {
    if (status !== "live") continue;
    const holders = provenHolders(k, parseSetName(name) as number, team);
    if (holders !== null) return { type: "declare", set: name, holders };
  }
  return null;
}

function chooseAsk(
  k: Knowledge,
  v: CuttlefishView,
  legal: readonly CuttlefishAction[],
  rng: Rng,
): CuttlefishAction | null {
  const held = new Array<number>(9).fill(0);
  for (const t of v.hand ?? []) held[setOf(parseCardId(t) as number)]++;
  let best: CuttlefishAction | null = null;
  let bestScore = -1;
  for (const action of legal) {
    if (action.type !== "ask") continue;
    const card = parseCardId(action.card) as number;
    const m = k.poss[card];
    if (!(m & (1 << action.target))) continue;
    const p = 1 / popcount(m);
    const score = p + SET_PROGRESS_BONUS * held[setOf(card)] + rng.float() * 1e-6;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

/** Last chance: the most frequent sampled assignment among the listed ones, set by set. */
function lastChanceDeclaration(
  k: Knowledge,
  v: CuttlefishView,
  seat: number,
  legal: readonly CuttlefishAction[],
  rng: Rng,
): CuttlefishAction | null {
  const declarations = legal.filter(
    (a): a is Extract<CuttlefishAction, { type: "declare" }> => a.type === "declare",
  );
  if (declarations.length === 0) return null;
  const support = new Array<number>(declarations.length).fill(0);
  const opponentHolds = new Map<string, number>();
  const owner = new Array<number>(CARD_COUNT);
  const team = teamOf(seat);
  for (let s = 0; s < LAST_CHANCE_SAMPLES; s++) {
    sampleOwners(k, rng, owner);
    const touched = new Set<string>();
    declarations.forEach((d, i) => {
      const set = parseSetName(d.set) as number;
      let match = true;
      for (let j = 0; j < CARDS_PER_SET && match; j++)
        match = owner[set * CARDS_PER_SET + j] === holderToLocation(d.holders[j]);
      if (match) support[i]++;
      if (!touched.has(d.set)) {
        touched.add(d.set);
        for (let j = 0; j < CARDS_PER_SET; j++) {
          const loc = owner[set * CARDS_PER_SET + j];
          if (loc !== PILE && teamOf(loc) !== team) {
            opponentHolds.set(d.set, (opponentHolds.get(d.set) ?? 0) + 1);
            break;
          }
        }
      }
    });
  }
  let best = -1;
  for (let i = 0; i < declarations.length; i++) {
    const p = support[i] / LAST_CHANCE_SAMPLES;
    const risk = (opponentHolds.get(declarations[i].set) ?? 0) / LAST_CHANCE_SAMPLES;
    const worth = v.options.strictDeclarations ? p >= 0.5 : p >= 0.5 || risk === 0;
    if (worth && (best < 0 || support[i] > support[best])) best = i;
  }
  return best < 0 ? null : declarations[best];
}

/**
 * The normal bot's answer to a declaration poll (CF-14), read off the state for search playouts
 * (the contract's `playoutMove`): most playout actions are polls, and listing every declaration
 * the seat's knowledge allows and building its view only to pass cost a third of a search. The
 * seat's tracker is the one its view would hand the bot (same knowledge, own hand and public log),
 * and the choice is certainDeclaration's: the first live set whose six cards each have a single
 * possible place, all on the seat's team or the Pile; otherwise pass. Other decisions, and the
 * lastAsk log (where the bot's memory of what it saw matters), go through the bot itself.
 *
 * In a state reached by play this is exactly the bot's choice. A sampled world can break a seat's
 * own deductions (determinize follows the searching seat's knowledge, and its last-resort matching
 * ignores the asks' facts); a tracker built there may then "prove" a set that an opponent really
 * holds, and the bot would declare it where this passes. It did not happen in 313,280 shortcut
 * polls of one hard game's playouts (RULES.md decision 16).
 */
export function normalPlayoutMove(state: CuttlefishState, seat: number): CuttlefishAction | undefined {
  if (state.phase !== "play" || state.config.lastAsk || state.pollQueue[0] !== seat || seat === state.turn)
    return undefined;
  let team = state.config.hasPile ? 1 << PILE : 0;
  for (let s = teamOf(seat); s < state.config.players; s += 2) team |= 1 << s;
  // A tracker never rules out a card's real place, so it can prove only a set whose six cards are
  // all really with the team or in the Pile: without one, the answer is pass and the seat's tracker
  // is not needed (in most polls of a playout; it is built when the seat next asks).
  let provable = false;
  for (let set = 0; set < state.setStatus.length && !provable; set++) {
    if (state.setStatus[set] !== LIVE) continue;
    provable = true;
    for (let i = 0; i < CARDS_PER_SET && provable; i++)
      provable = ((1 << state.owner[set * CARDS_PER_SET + i]) & team) !== 0;
  }
  if (!provable) return { type: "pass" };
  const k = seatKnowledge(state, seat, false);
  for (let set = 0; set < state.setStatus.length; set++) {
    if (state.setStatus[set] !== LIVE) continue;
    const holders = provenHolders(k, set, team);
    if (holders !== null) return { type: "declare", set: SET_NAMES[set], holders };
  }
  return { type: "pass" };
}

/** The holders of `set` when each of its cards has a single possible place on `team` (a mask); else null. */
function provenHolders(k: Knowledge, set: number, team: number): number[] | null {
  const holders: number[] = [];
  for (let i = 0; i < CARDS_PER_SET; i++) {
    const m = k.poss[set * CARDS_PER_SET + i];
    if (m === 0 || (m & (m - 1)) !== 0 || (m & team) === 0) return null;
    holders.push(locationToHolder(31 - Math.clz32(m)));
  }
  return holders;
}

/**
 * The contract's `searchActions`. A sure miss (an ask for a card the seat's tracker says the target
 * cannot hold) shows nothing new and hands the turn over: it is the game's only way to pass, and a
 * searching bot may use it, but once until a card moves. After its own sure miss, with no hit or
 * declaration since, the seat is offered only the asks that might hit (all asks if none might).
 * Searching teams that could pass freely traded the same sure misses until the ask cap (CF-30);
 * passing never at all cost hard 12 points against normal (RULES.md decision 17). Under lastAsk it
 * also leaves out the declarations the seat's memory proves wrong (possibleDeclarations).
 */
export function searchActions(
  v: CuttlefishView,
  seat: number,
  legal: readonly CuttlefishAction[],
): readonly CuttlefishAction[] {
  const lastAsk = v.options.logVisibility === "lastAsk";
  if (!legal.some((a) => a.type === "ask") && !lastAsk) return legal;
  const { k, passed } = knowledgeAndPass(trackInputFromView(v, seat));
  const offered = lastAsk ? possibleDeclarations(k, legal) : legal;
  if (!passed) return offered;
  const kept = offered.filter(
    (a) => a.type !== "ask" || (k.poss[parseCardId(a.card) as number] & (1 << a.target)) !== 0,
  );
  return kept.some((a) => a.type === "ask") ? kept : offered;
}

/**
 * Under lastAsk the declarations listed come from the present only (RULES.md decision 3), so they
 * include guesses that what the seat remembers proves wrong; a search left them out of the full
 * log's list, and weighed as "gifts" of a set the opponents nearly hold, they cost hard its edge
 * there (decision 18). The legal actions without those (all of them if nothing else is left).
 */
function possibleDeclarations(k: Knowledge, legal: readonly CuttlefishAction[]): readonly CuttlefishAction[] {
  const kept = legal.filter((a) => {
    if (a.type !== "declare") return true;
    const set = parseSetName(a.set) as number;
    for (let i = 0; i < CARDS_PER_SET; i++)
      if ((k.poss[set * CARDS_PER_SET + i] & (1 << holderToLocation(a.holders[i]))) === 0) return false;
    return true;
  });
  return kept.length > 0 ? kept : legal;
}

/** One memory per seat: search bots use a single bot instance for every seat of their playouts. */
function seatMemories(): (seat: number) => Memory {
  const memories = new Map<number, Memory>();
  return (seat) => {
    let memory = memories.get(seat);
    if (!memory) {
      memory = new Memory();
      memories.set(seat, memory);
    }
    return memory;
  };
}

export function normalBot(): Bot<CuttlefishView, CuttlefishAction> {
  const memoryOf = seatMemories();
  return {
    name: "cuttlefish-normal",
    choose(ctx: Ctx): CuttlefishAction {
      const { view: v, seat, legal, rng } = ctx;
      if (legal.length === 1) return legal[0];
      if (v.phase === "handOff") {
        let best = legal[0];
        for (const a of legal)
          if (a.type === "handOff" && best.type === "handOff" && v.handCounts[a.to] > v.handCounts[best.to])
            best = a;
        return best;
      }
      const k = memoryOf(seat).knowledge(v, seat);
      const certain = certainDeclaration(k, v, seat, legal) ?? rememberedDeclaration(k, v, seat, legal);
      if (certain) return certain;
      if (v.phase === "endgame" || v.phase === "closing") {
        const later = v.chanceOrder.slice(v.chanceIndex + 1).some((s) => teamOf(s) === teamOf(seat));
        if (!later) {
          const guess = lastChanceDeclaration(k, v, seat, legal, rng);
          if (guess) return guess;
        }
        return legal.find((a) => a.type === "endChance") ?? legal[0];
      }
      const pass = legal.find((a) => a.type === "pass");
      if (pass) return pass;
      const ask = chooseAsk(k, v, legal, rng);
      if (ask) return ask;
      // Only misses or guesses remain (every missing card is with a teammate or the Pile).
      const anyAsk = legal.filter((a) => a.type === "ask");
      if (anyAsk.length > 0) {
        // A sure miss passes the turn. A second one with no card moved since the seat's last is a
        // stalemate the table's asks will not break (4p: sets split between partner and Pile): the
        // seat declares its best guess, as on a last chance, instead of passing again (decision 19).
        if (memoryOf(seat).passed(v, seat)) {
          const guess = lastChanceDeclaration(k, v, seat, legal, rng);
          if (guess) return guess;
        }
        return rng.pick(anyAsk);
      }
      return lastChanceDeclaration(k, v, seat, legal, rng) ?? legal[0];
    },
  };
}

/**
 * Section 9 "Easy": random legal asks; declares the sets it holds entirely and, unlike section 9's
 * easy, the sets its tracker proves (a table of easy bots that declared only whole hands reached
 * the ask cap in every game: decision 19); otherwise passes, ends its chance, or hands off at random.
 */
export function easyBot(): Bot<CuttlefishView, CuttlefishAction> {
  const memoryOf = seatMemories();
  return {
    name: "cuttlefish-easy",
    choose(ctx: Ctx): CuttlefishAction {
      const { view: v, seat, legal, rng } = ctx;
      const own = new Set(v.hand ?? []);
      // Read at every decision, so that under lastAsk the memory follows every ask it is shown.
      const k = memoryOf(seat).knowledge(v, seat);
      const whole =
        legal.find(
          (a) =>
            a.type === "declare" && a.holders.every((h, i) => h === seat && own.has(`${a.set}-${i + 1}`)),
        ) ?? certainDeclaration(k, v, seat, legal);
      if (whole) return whole;
      const asks = legal.filter((a) => a.type === "ask" || a.type === "handOff");
      if (asks.length > 0) return rng.pick(asks);
      return legal.find((a) => a.type === "pass" || a.type === "endChance") ?? rng.pick(legal);
    },
  };
}

// The conformance kit (engine.md, "Conformance kit"): checks any GameDefinition against the
// contract by seeded random play. Test-framework agnostic: every failure throws a
// ConformanceFailure naming the game, seed, step and what broke, so it can be reproduced.

import type { Action, AnyGame, BaseOptions, GameEvent, Outcome, Seat } from "./contract.js";
import { isRuleError } from "./errors.js";
import { newReplay, playReplay } from "./replay.js";
import { Rng } from "./rng.js";

export interface ConformanceConfig {
  /** Fast playouts to the end: termination, conservation, every chosen action applies. */
  games: number;
  /** Playouts with every per-step check (illegal actions, views, determinize, JSON, notation). */
  deepGames: number;
  /** Prefix of the per-game seeds. */
  seed?: string;
  /** In deep games, how many legal actions per step are applied on clones (all when fewer). */
  legalSample?: number;
  /** In deep games, how many malformed or illegal actions are tried per step. */
  illegalPerStep?: number;
  /**
   * In deep games, how many seats' views are checked per step (the seat to act first, then seats
   * drawn at random; the spectator view always). Every seat is checked at the first step and at the end.
   */
  viewSeatsPerStep?: number;
  /**
   * In deep games, how many random actions are played in the acting seat's determinized world at
   * each step (a search plays on from such worlds, so every legal action there must apply).
   */
  worldSteps?: number;
  /**
   * The game's test hook for moving hidden cards (HiddenCards). With it, deep games also swap
   * cards each checked seat cannot see, straight in a copy of the state, and check that nothing
   * the seat is shown changes; without it that check is skipped.
   */
  hiddenCards?: HiddenCards;
  /** In deep games, how many hidden-card swaps are tried per checked seat and checked step. */
  swapsPerSeat?: number;
  /**
   * In deep games, the costlier structural checks (hidden-card swaps, and scrambling what the game
   * handed out to find shared objects) run at every this many steps (1: every step).
   */
  sparseCheckEvery?: number;
}

/** A place holding one card, as a game's HiddenCards hook names it. */
export interface HiddenSlot {
  /** The game's name for the zone ("hand 2", "stock", "face-down 1"...). */
  readonly zone: string;
  readonly index: number;
}

/**
 * Test-only knowledge of a game's state that lets the kit move hidden cards itself, not through the
 * game's own determinize (which could hide a leak by copying what leaked into the world it builds).
 * It is not part of the game contract: games ship it with their tests, and clients never see it.
 */
export interface HiddenCards<S = unknown> {
  /**
   * Every place holding a card that `seat` (null: a spectator) neither sees nor can tell from what
   * it has been shown: other seats' unseen hand cards, face-down cards, the stock...
   */
  slots(state: S, seat: Seat | null): readonly HiddenSlot[];
  /** The card at one of those places, as the state holds it (a code, an id...). */
  cardAt(state: S, slot: HiddenSlot): number | string;
  /**
   * Exchanges the cards of two of those places in `state` (a copy), keeping every reference to
   * them consistent. Returns false, changing nothing, when the exchange would contradict what the
   * seat knows (a hand publicly known to hold no Spade, a stock of one colour).
   */
  swap(state: S, seat: Seat | null, a: HiddenSlot, b: HiddenSlot): boolean;
  /**
   * Optional: whether these events of one move show the seat a card that the same move hides again
   * in a way its view does not record (a card turned face up, then taken into a hand). The kit
   * cannot tell such a card from a leak, so it does not compare that move's events.
   */
  showsInPassing?(events: readonly GameEvent[], seat: Seat | null): boolean;
}

export interface ConformanceReport {
  games: number;
  actions: number;
  /** Games the termination rule (action cap) ended. */
  endedByCap: number;
  longestGame: number;
  /** Determinizations that produced a world different from the true one (hidden info resampled). */
  resampledWorlds: number;
  /** Hidden-card swaps checked (with a HiddenCards hook), and next moves compared after one. */
  hiddenSwaps: number;
  swappedMoves: number;
}

export class ConformanceFailure extends Error {
  constructor(
    readonly gameId: string,
    readonly seed: string,
    readonly step: number,
    problem: string,
  ) {
    super(`${gameId} [seed "${seed}", step ${step}]: ${problem}`);
    this.name = "ConformanceFailure";
  }
}

type Census = Record<string, number>;

function sameCensus(a: Census, b: Census): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? 0) !== (b[key] ?? 0)) return false;
  return true;
}

function censusDiff(expected: Census, actual: Census): string {
  const parts: string[] = [];
  for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const d = (actual[key] ?? 0) - (expected[key] ?? 0);
    if (d !== 0) parts.push(`${key} ${d > 0 ? "+" : ""}${d}`);
  }
  return parts.join(", ");
}

/** Places must be 1-based, one per seat, and a valid ranking (ties share, the next place skips). */
export function checkOutcomeShape(outcome: Outcome, players: number): string | null {
  if (!Array.isArray(outcome.places) || outcome.places.length !== players) {
    return `outcome.places must list one place per seat (${players})`;
  }
  for (const place of outcome.places) {
    if (!Number.isInteger(place) || place < 1 || place > players)
      return `outcome place ${place} is not in 1..${players}`;
  }
  for (const place of outcome.places) {
    const better = outcome.places.filter((p) => p < place).length;
    if (better !== place - 1) return `outcome places ${JSON.stringify(outcome.places)} are not a ranking`;
  }
  if (typeof outcome.endedByCap !== "boolean") return "outcome.endedByCap must be a boolean";
  if (outcome.scores && outcome.scores.length !== players)
    return "outcome.scores must list one score per seat";
  return null;
}

/** Values that are never a well-formed action, and corruptions of a legal one. */
function malformedActions(rng: Rng, legal: readonly Action[], count: number): unknown[] {
  const junk: unknown[] = [
    null,
    42,
    "fold",
    [],
    true,
    {},
    { type: 42 },
    { type: "" },
    { type: "no-such-action" },
    { type: "__proto__" },
  ];
  const garbage: unknown[] = [
    null,
    -1,
    1.5,
    999,
    "??",
    "",
    [],
    {},
    ["ZZ"],
    ["AS", "AS", "AS", "AS", "AS"],
    true,
  ];
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) {
    if (legal.length === 0 || rng.int(3) === 0) {
      out.push(rng.pick(junk));
      continue;
    }
    const base = rng.pick(legal) as unknown as Record<string, unknown>;
    const keys = Object.keys(base).filter((k) => k !== "type");
    const corrupted: Record<string, unknown> = { ...base };
    if (keys.length === 0 || rng.int(4) === 0) {
      corrupted[`extra${rng.int(3)}`] = rng.pick(garbage);
      if (rng.int(2) === 0) corrupted.type = `${String(base.type)}X`;
    } else {
      const key = rng.pick(keys);
      if (rng.int(4) === 0) delete corrupted[key];
      else corrupted[key] = rng.pick(garbage);
    }
    out.push(corrupted);
  }
  return out;
}

/** Checks the events of one apply: JSON, typed, visibility lists of real seats, describable. */
function checkEvents(game: AnyGame, events: GameEvent[], players: number): string | null {
  if (!Array.isArray(events)) return "apply must return a list of events";
  for (const event of events) {
    if (typeof event !== "object" || event === null || typeof event.type !== "string") {
      return `event ${JSON.stringify(event)} has no type`;
    }
    if (event.visibleTo !== undefined) {
      if (
        !Array.isArray(event.visibleTo) ||
        event.visibleTo.some((s) => !Number.isInteger(s) || s < 0 || s >= players)
      ) {
        return `event ${event.type} has a bad visibleTo`;
      }
    }
    for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
      if (event.visibleTo && (seat === null || !event.visibleTo.includes(seat))) continue;
      const text = game.describeEvent(event, seat);
      if (typeof text !== "string") return `describeEvent(${event.type}) must return a string`;
    }
  }
  return null;
}

/**
 * Changes everything reachable from `value` as a careless client might: every primitive is
 * altered, every array and object gains an entry. Frozen parts stay as they are (Reflect.set
 * reports instead of throwing). A game must hand out nothing it keeps, or only frozen things.
 */
function scramble(value: unknown, seen: Set<object> = new Set()): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const v = record[key];
    if (typeof v === "object" && v !== null) scramble(v, seen);
    else if (typeof v === "number") Reflect.set(record, key, v + 1);
    else if (typeof v === "string") Reflect.set(record, key, `${v}~`);
    else if (typeof v === "boolean") Reflect.set(record, key, !v);
  }
  Reflect.set(record, Array.isArray(value) ? value.length : "scrambled~", "~");
}

/**
 * Scrambles what a call handed out and checks that the game did not change: the state's JSON is
 * `snapshot`, and asking again gives `expected`. Returns what went wrong, or null.
 */
function aliasProblem(
  state: unknown,
  snapshot: string,
  handedOut: unknown,
  what: string,
  askAgain?: { expected: string; ask: () => unknown },
): string | null {
  scramble(handedOut);
  const after = JSON.stringify(state);
  if (after !== snapshot)
    return `changing what ${what} returned changed the state (it hands out part of the state itself; copy or freeze it)${firstDifference(snapshot, after, "state", "after")}`;
  if (askAgain !== undefined && JSON.stringify(askAgain.ask()) !== askAgain.expected)
    return `changing what ${what} returned changed what it returns next time (it hands out a kept object; copy or freeze it)`;
  return null;
}

/** The two texts around their first difference, for a failure message. */
function firstDifference(a: string, b: string, first = "true", second = "swapped"): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 120);
  const width = Math.max(first.length, second.length) + 1;
  return `\n  ${`${first}:`.padEnd(width)} ...${a.slice(from, i + 120)}\n  ${`${second}:`.padEnd(width)} ...${b.slice(from, i + 120)}`;
}

/** What `seat` (null: a spectator) may read of some events: the visible ones and their text. */
function eventsSeen(game: AnyGame, events: readonly GameEvent[], seat: Seat | null): string {
  const seen = events.filter(
    (e) => e.visibleTo === undefined || (seat !== null && e.visibleTo.includes(seat)),
  );
  return JSON.stringify([seen, seen.map((e) => game.describeEvent(e, seat))]);
}

/** How many of each card `seat` cannot see (cards named as the hook reads them, in JSON). */
function hiddenCount(hook: HiddenCards, state: unknown, seat: Seat | null): Map<string, number> {
  const count = new Map<string, number>();
  for (const slot of hook.slots(state, seat)) {
    const card = JSON.stringify(hook.cardAt(state, slot));
    count.set(card, (count.get(card) ?? 0) + 1);
  }
  return count;
}

/**
 * The hidden-information check, without the game's determinize: in a copy of the state, two cards
 * `seat` cannot see change places (the game's HiddenCards hook says which places and how). The
 * seat's view, the seats that may act, its legal actions with their notation and descriptions (so
 * every card id it is shown), the heuristic's playout shortcut and what it reads of the events of
 * the next move (unless that move shows it a swapped card) must not change.
 */
function checkHiddenSwaps(
  game: AnyGame,
  report: ConformanceReport,
  hook: HiddenCards,
  state: unknown,
  seat: Seat | null,
  census: Census,
  tries: number,
  rng: Rng,
  failAt: (problem: string) => never,
): void {
  const slots = hook.slots(state, seat);
  if (slots.length < 2) return;
  const who = seat === null ? "the spectator" : `seat ${seat}`;
  const running = game.outcome(state) === null;
  const snapshot = JSON.stringify(state);
  const view = JSON.stringify(game.view(state, seat));
  const active = JSON.stringify(running ? game.activeSeats(state) : []);
  const mine = seat !== null && running && game.activeSeats(state).includes(seat);
  const legal: Action[] = mine ? game.legalActions(state, seat) : [];
  const legalJson = JSON.stringify(legal);
  for (let t = 0; t < tries; t++) {
    const a = rng.pick(slots);
    const b = rng.pick(slots);
    if (a === b) continue;
    const twin = game.clone(state);
    if (!hook.swap(twin, seat, a, b)) continue;
    report.hiddenSwaps++;
    const swapped = { a, b, text: `${a.zone} #${a.index} and ${b.zone} #${b.index}` };
    const twinJson = JSON.stringify(twin);
    if (twinJson === snapshot) failAt(`the hidden-card hook's swap of ${swapped.text} changed nothing`);
    if (!sameCensus(census, game.cardCensus(twin)))
      failAt(`the hidden-card hook's swap of ${swapped.text} does not conserve cards`);
    const differs = (what: string, x: string, y: string) => {
      if (x !== y)
        failAt(
          `${what} changes when ${swapped.text}, which ${who} cannot see, swap cards (a leak)${firstDifference(x, y)}`,
        );
    };
    differs(`${who}'s view`, view, JSON.stringify(game.view(twin, seat)));
    if (!running) continue;
    differs("activeSeats", active, JSON.stringify(game.activeSeats(twin)));
    if (seat === null) {
      if (nextMoveSeen(game, hook, state, twin, seat, rng, swapped, who, failAt)) report.swappedMoves++;
      continue;
    }
    differs(`${who}'s legal actions`, legalJson, JSON.stringify(mine ? game.legalActions(twin, seat) : []));
    if (mine) {
      const twinView = game.view(twin, seat);
      const trueView = game.view(state, seat);
      const twinLegal = game.legalActions(twin, seat);
      const picked =
        legal.length <= 16 ? legal.map((_, i) => i) : rng.shuffle(legal.map((_, i) => i)).slice(0, 16);
      const text = (actions: readonly Action[], v: unknown) =>
        JSON.stringify(
          picked.map((i) => [
            game.formatAction(actions[i]),
            game.formatActionFor?.(actions[i], v),
            game.describeAction(actions[i], seat, v),
          ]),
        );
      differs(
        `the notation and descriptions of ${who}'s legal actions`,
        text(legal, trueView),
        text(twinLegal, twinView),
      );
    }
    if (game.playoutMove !== undefined) {
      const shortcut = (s: unknown) => {
        const move = game.playoutMove?.(s, seat);
        return move === undefined ? "none" : game.formatAction(move);
      };
      differs(`playoutMove for ${who}`, shortcut(state), shortcut(twin));
    }
    if (nextMoveSeen(game, hook, state, twin, seat, rng, swapped, who, failAt)) report.swappedMoves++;
  }
}

/**
 * The next move in both worlds (the seat's own when it may act). A move may show the seat a card
 * (a blind flip, a discard) or a fact (an ask that hits), and a card may be shown on the way and
 * hidden again (flipped, then reshuffled into the deck). So the events are compared when the move
 * left both swapped cards hidden, hid no card the seat had seen, showed none in passing (as the
 * hook says) and left the seat's view the same in both worlds: the seat was then shown nothing
 * that tells the worlds apart (a draw into another hand must not name the card).
 */
function nextMoveSeen(
  game: AnyGame,
  hook: HiddenCards,
  state: unknown,
  twin: unknown,
  seat: Seat | null,
  rng: Rng,
  swapped: { a: HiddenSlot; b: HiddenSlot; text: string },
  who: string,
  failAt: (problem: string) => never,
): boolean {
  const active = game.activeSeats(state);
  const actor = seat !== null && active.includes(seat) ? seat : rng.pick(active);
  // Another seat's options may differ between the worlds (its own cards moved): one legal in both.
  const inTwin = new Set(game.legalActions(twin, actor).map((x) => JSON.stringify(x)));
  const common = game.legalActions(state, actor).filter((x) => inTwin.has(JSON.stringify(x)));
  if (common.length === 0) return false;
  const action = rng.pick(common);
  const cards = [swapped.a, swapped.b].map((slot) => JSON.stringify(hook.cardAt(state, slot)));
  const before = hiddenCount(hook, state, seat);
  const worlds = [state, twin].map((world) => {
    const after = game.clone(world);
    let events: GameEvent[];
    try {
      events = game.apply(after, actor, action);
    } catch (error) {
      return failAt(
        `after ${swapped.text} swap cards, seat ${actor}'s legal action ${JSON.stringify(action)} is refused: ${String(error)}`,
      );
    }
    const hidden = hiddenCount(hook, after, seat);
    const stillHidden =
      cards.every((card) => hidden.has(card)) &&
      [...hidden].every(([card, n]) => n <= (before.get(card) ?? 0));
    const passing = hook.showsInPassing?.(events, seat) ?? false;
    return { events, view: JSON.stringify(game.view(after, seat)), stillHidden: stillHidden && !passing };
  });
  if (!worlds[0].stillHidden || !worlds[1].stillHidden || worlds[0].view !== worlds[1].view) return false;
  const [seen, seenTwin] = worlds.map((w) => eventsSeen(game, w.events, seat));
  if (seen !== seenTwin)
    failAt(
      `what ${who} reads of the events of seat ${actor}'s ${JSON.stringify(action)} changes when ${swapped.text}, which ${who} cannot see, swap cards, though the move shows it neither (a leak)${firstDifference(seen, seenTwin)}`,
    );
  return true;
}

interface PlayoutContext {
  game: AnyGame;
  options: BaseOptions;
  seed: string;
  report: ConformanceReport;
}

/** One fast playout: the chosen actions must apply, the game must end within its cap. */
function fastPlayout({ game, options, seed, report }: PlayoutContext, verifyReplay: boolean): void {
  const rng = new Rng(`${seed}/chooser`);
  const state = game.setup(options, seed);
  const census = game.cardCensus(state);
  const replay = verifyReplay ? newReplay(game, options, seed) : null;
  let step = 0;
  const failAt = (problem: string): never => {
    throw new ConformanceFailure(game.id, seed, step, problem);
  };
  while (game.outcome(state) === null) {
    if (step >= game.maxActions)
      failAt(`game did not end within its termination bound of ${game.maxActions} actions`);
    const active = game.activeSeats(state);
    if (active.length === 0) failAt("no seat may act, yet the game is not over");
    const seat = rng.pick(active);
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) failAt(`active seat ${seat} has no legal action`);
    const action = rng.pick(legal);
    try {
      // Quiet: events are not checked here, and the replay check below (loud) proves the same end.
      game.apply(state, seat, action, true);
    } catch (error) {
      failAt(`legal action ${JSON.stringify(action)} of seat ${seat} was rejected: ${String(error)}`);
    }
    replay?.actions.push({ seat, action });
    step++;
  }
  const outcome = game.outcome(state) as Outcome;
  const shape = checkOutcomeShape(outcome, options.players);
  if (shape) failAt(shape);
  const after = game.cardCensus(state);
  if (!sameCensus(census, after)) failAt(`cards not conserved: ${censusDiff(census, after)}`);
  if (replay) {
    const replayed = playReplay(game, JSON.parse(JSON.stringify(replay)));
    if (JSON.stringify(replayed.state) !== JSON.stringify(state))
      failAt("replay does not reproduce the final state");
  }
  report.games++;
  report.actions += step;
  report.longestGame = Math.max(report.longestGame, step);
  if (outcome.endedByCap) report.endedByCap++;
}

/**
 * Plays up to `steps` random legal actions in a determinized world, as a search would; returns what
 * went wrong, or null.
 */
function playOnInWorld(game: AnyGame, world: unknown, steps: number, rng: Rng): string | null {
  for (let step = 0; step < steps && game.outcome(world) === null; step++) {
    const active = game.activeSeats(world);
    if (active.length === 0) return `no seat may act after ${step} actions, yet the game is not over`;
    const seat = rng.pick(active);
    const legal = game.legalActions(world, seat);
    if (legal.length === 0) return `active seat ${seat} has no legal action after ${step} actions`;
    const action = rng.pick(legal);
    try {
      game.apply(world, seat, action, true);
    } catch (error) {
      return `legal action ${JSON.stringify(action)} of seat ${seat} was rejected after ${step} actions: ${String(error)}`;
    }
  }
  return null;
}

/**
 * Whether an accepted input that no listed action matches is one of the moves the game's
 * actionsForCards gives for the cards the input names (a person's choice among interchangeable
 * cards, or another allowed declaration): each string field, and each list of strings, of the
 * input is tried as the selection, and a move counts when it leaves the state `json` describes.
 * Games without actionsForCards get no such allowance.
 */
function chosenForCards(game: AnyGame, state: unknown, seat: Seat, input: unknown, json: string): boolean {
  if (game.actionsForCards === undefined || typeof input !== "object" || input === null) return false;
  for (const value of Object.values(input)) {
    const selection =
      typeof value === "string"
        ? [value]
        : Array.isArray(value) && value.every((id) => typeof id === "string")
          ? (value as string[])
          : null;
    if (selection === null || selection.length === 0) continue;
    for (const move of game.actionsForCards(game.clone(state), seat, selection)) {
      if (tryOnClone(game, state, seat, move).json === json) return true;
    }
  }
  return false;
}

/** Applies `action` to a clone; returns the resulting state JSON, or the error. */
function tryOnClone(game: AnyGame, state: unknown, seat: Seat, action: unknown) {
  const copy = game.clone(state);
  try {
    const events = game.apply(copy, seat, action);
    return { ok: true as const, json: JSON.stringify(copy), events, state: copy };
  } catch (error) {
    return { ok: false as const, error, json: JSON.stringify(copy) };
  }
}

/**
 * recall: it changes neither the view nor its earlier result, gives the same answer twice, and a
 * world sampled from what it returns conserves the cards and takes each of the seat's legal
 * actions (a search applies them there).
 */
function checkRecall(
  game: AnyGame,
  state: unknown,
  view: unknown,
  seat: Seat,
  recalled: Map<Seat, unknown>,
  census: Record<string, number>,
  checkRng: Rng,
  failAt: (problem: string) => never,
): void {
  const recall = game.recall as NonNullable<AnyGame["recall"]>;
  const earlier = recalled.get(seat);
  const inputs = JSON.stringify([view, earlier]);
  const result = recall(view, seat, earlier);
  if (JSON.stringify([view, earlier]) !== inputs)
    failAt(`recall for seat ${seat} changed the view or its earlier result`);
  const json = JSON.stringify(result);
  if (json === undefined) failAt(`recall for seat ${seat} is not JSON`);
  if (JSON.stringify(recall(view, seat, earlier)) !== json)
    failAt(`recall for seat ${seat} gives another view when asked again`);
  recalled.set(seat, result);
  const world = game.determinize(JSON.parse(json), seat, checkRng.fork());
  if (!sameCensus(census, game.cardCensus(world)))
    failAt(
      `determinize from seat ${seat}'s recalled view does not conserve cards: ${censusDiff(census, game.cardCensus(world))}`,
    );
  if (game.outcome(state) !== null || !game.activeSeats(state).includes(seat)) return;
  for (const action of game.legalActions(state, seat)) {
    const tried = tryOnClone(game, world, seat, action);
    if (!tried.ok)
      failAt(
        `seat ${seat}'s legal action ${JSON.stringify(action)} is refused in a world sampled from its recalled view: ${String(tried.error)}`,
      );
  }
}

/** One playout with every per-step check of the contract. */
function deepPlayout({ game, options, seed, report }: PlayoutContext, config: DeepConfig): void {
  const players = options.players;
  const rng = new Rng(`${seed}/chooser`);
  const checkRng = new Rng(`${seed}/checks`);
  const swapRng = new Rng(`${seed}/swaps`);
  const state = game.setup(options, seed);
  const census = game.cardCensus(state);
  const replay = newReplay(game, options, seed);
  let step = 0;
  const failAt = (problem: string): never => {
    throw new ConformanceFailure(game.id, seed, step, problem);
  };
  const seats = Array.from({ length: players }, (_, s) => s);
  // What recall returned for each seat at its last checked view (a seat not viewed at every step
  // has gaps, which recall must handle).
  const recalled = new Map<Seat, unknown>();

  for (;;) {
    const snapshot = JSON.stringify(state);

    // State is JSON; clone and round trip are exact.
    if (JSON.stringify(game.clone(state)) !== snapshot) failAt("clone(state) differs from the state");
    const roundTripped = JSON.parse(snapshot);
    if (!sameCensus(census, game.cardCensus(state))) {
      failAt(`cards not conserved: ${censusDiff(census, game.cardCensus(state))}`);
    }

    // Views: JSON, describable, consistent under determinize, never changing with hidden cards.
    const running = game.outcome(state) === null;
    const sparse = step % config.sparseCheckEvery === 0;
    let viewSeats: Seat[] = seats;
    if (step > 0 && running && config.viewSeatsPerStep < players) {
      const first = game.activeSeats(state)[0];
      const others = checkRng.shuffle(seats.filter((s) => s !== first));
      viewSeats = [first, ...others].slice(0, config.viewSeatsPerStep);
    }
    for (const seat of [null, ...viewSeats]) {
      const view = game.view(state, seat);
      const viewJson = JSON.stringify(view);
      if (viewJson === undefined) failAt(`view(${seat}) is not JSON`);
      if (JSON.stringify(game.view(roundTripped, seat)) !== viewJson)
        failAt(`view(${seat}) changes after a JSON round trip`);
      if (typeof game.describeView(view, seat) !== "string")
        failAt(`describeView(${seat}) must return a string`);
      const aliased =
        sparse &&
        aliasProblem(state, snapshot, game.view(state, seat), `view(${seat})`, {
          expected: viewJson,
          ask: () => game.view(state, seat),
        });
      if (aliased) failAt(aliased);
      if (config.hiddenCards !== undefined && sparse)
        checkHiddenSwaps(
          game,
          report,
          config.hiddenCards,
          state,
          seat,
          census,
          config.swapsPerSeat,
          swapRng,
          failAt,
        );
      if (seat === null) continue;
      // Every other step samples as a search may ask (DeterminizeOptions): certain knowledge only.
      const sampling = step % 2 === 1 ? { inferences: false } : undefined;
      const how = sampling ? "determinize without inferences" : "determinize";
      const world = game.determinize(JSON.parse(viewJson), seat, checkRng.fork(), sampling);
      const worldView = JSON.stringify(game.view(world, seat));
      if (worldView !== viewJson) {
        failAt(
          `seat ${seat}'s view changes when its hidden cards are re-sampled by ${how} (a leak, or determinize ignores public knowledge):\n  true:    ${viewJson.slice(0, 600)}\n  sampled: ${worldView.slice(0, 600)}`,
        );
      }
      if (!sameCensus(census, game.cardCensus(world))) {
        failAt(
          `${how} for seat ${seat} does not conserve cards: ${censusDiff(census, game.cardCensus(world))}`,
        );
      }
      if (JSON.stringify(world) !== snapshot) report.resampledWorlds++;
      if (game.recall !== undefined) checkRecall(game, state, view, seat, recalled, census, checkRng, failAt);
      if (game.outcome(state) === null && game.activeSeats(state).includes(seat)) {
        const known = JSON.stringify(game.legalActions(state, seat));
        if (JSON.stringify(game.legalActions(world, seat)) !== known) {
          failAt(
            `seat ${seat}'s legal actions differ in a determinized world: they must follow from its view`,
          );
        }
        if (seat === game.activeSeats(state)[0]) {
          const problem = playOnInWorld(game, world, config.worldSteps, checkRng.fork());
          if (problem) failAt(`in seat ${seat}'s determinized world, ${problem}`);
        }
      }
    }

    const outcome = game.outcome(state);
    if (outcome !== null) {
      const shape = checkOutcomeShape(outcome, players);
      if (shape) failAt(shape);
      const outcomeJson = JSON.stringify(outcome);
      const aliased = aliasProblem(state, snapshot, game.outcome(state), "outcome", {
        expected: outcomeJson,
        ask: () => game.outcome(state),
      });
      if (aliased) failAt(aliased);
      for (const seat of seats) {
        if (game.legalActions(state, seat).length !== 0)
          failAt(`seat ${seat} has legal actions after the end`);
        const after = tryOnClone(game, state, seat, { type: "fold" });
        if (after.ok || !isRuleError(after.error))
          failAt("an action after the end was not rejected with a rule error");
      }
      report.games++;
      report.actions += step;
      report.longestGame = Math.max(report.longestGame, step);
      if (outcome.endedByCap) report.endedByCap++;
      break;
    }
    if (step >= game.maxActions)
      failAt(`game did not end within its termination bound of ${game.maxActions} actions`);

    const active = game.activeSeats(state);
    if (active.length === 0) failAt("no seat may act, yet the game is not over");
    if (new Set(active).size !== active.length || active.some((s) => !seats.includes(s))) {
      failAt(`activeSeats ${JSON.stringify(active)} must list distinct real seats`);
    }
    const seat = rng.pick(active);
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) failAt(`active seat ${seat} has no legal action`);
    const legalJson = legal.map((a) => JSON.stringify(a));
    if (new Set(legalJson).size !== legalJson.length)
      failAt(`legalActions of seat ${seat} lists an action twice`);
    const legalText = JSON.stringify(legal);
    if (JSON.stringify(game.legalActions(roundTripped, seat)) !== legalText) {
      failAt("legalActions change after a JSON round trip of the state");
    }
    for (const other of seats) {
      if (!active.includes(other) && game.legalActions(state, other).length !== 0) {
        failAt(`seat ${other} is not active but has legal actions`);
      }
    }
    // A client may change what it was handed; the game must not change with it.
    const handedOut: [string, () => unknown, string][] = !sparse
      ? []
      : [
          ["activeSeats", () => game.activeSeats(state), JSON.stringify(active)],
          ...seats.map((s): [string, () => unknown, string] => [
            `legalActions(${s})`,
            () => game.legalActions(state, s),
            s === seat ? legalText : active.includes(s) ? JSON.stringify(game.legalActions(state, s)) : "[]",
          ]),
        ];
    for (const [what, ask, expected] of handedOut) {
      const aliased = aliasProblem(state, snapshot, ask(), what, { expected, ask });
      if (aliased) failAt(aliased);
    }

    // Every legal action applies (a sample when there are many), with sane events and notation.
    const results = new Map<string, string>();
    const sample =
      legal.length <= config.legalSample
        ? legal
        : checkRng.shuffle(legal.slice()).slice(0, config.legalSample);
    for (const action of sample) {
      if (typeof action !== "object" || action === null || typeof action.type !== "string") {
        failAt(`legal action ${JSON.stringify(action)} has no type`);
      }
      const result = tryOnClone(game, state, seat, action);
      if (!result.ok) failAt(`legal action ${JSON.stringify(action)} was rejected: ${String(result.error)}`);
      results.set(JSON.stringify(action), result.json);
      const eventProblem = checkEvents(game, result.events ?? [], players);
      if (eventProblem) failAt(eventProblem);
      const aliased =
        sparse && aliasProblem(result.state, result.json, result.events, `apply(${JSON.stringify(action)})`);
      if (aliased) failAt(aliased);
      if (!sameCensus(census, game.cardCensus(result.state)))
        failAt(`cards not conserved by ${JSON.stringify(action)}`);
      const text = game.formatAction(action);
      if (typeof text !== "string" || text.length === 0)
        failAt(`formatAction(${JSON.stringify(action)}) is empty`);
      if (typeof game.describeAction(action, seat) !== "string")
        failAt("describeAction must return a string");
      let parsed: unknown;
      try {
        parsed = game.parseAction(text, game.clone(state), seat);
      } catch (error) {
        failAt(`parseAction("${text}") fails on formatAction's own output: ${String(error)}`);
      }
      const reparsed = tryOnClone(game, state, seat, parsed);
      if (!reparsed.ok || reparsed.json !== result.json) {
        failAt(`parseAction("${text}") does not give back ${JSON.stringify(action)}`);
      }
      // What a person types (cards by face) must be understood too; equal cards may swap ids.
      if (game.formatActionFor !== undefined) {
        const typed = game.formatActionFor(action, game.view(state, seat));
        let understood: unknown;
        try {
          understood = game.parseAction(typed, game.clone(state), seat);
        } catch (error) {
          failAt(`parseAction("${typed}") fails on formatActionFor's own output: ${String(error)}`);
        }
        if (!tryOnClone(game, state, seat, understood).ok)
          failAt(`parseAction("${typed}") gives an action that does not apply`);
      }
    }

    // Illegal and malformed actions are refused with a rule error and change nothing.
    const illegal: { seat: Seat; action: unknown }[] = malformedActions(
      checkRng,
      legal,
      config.illegalPerStep,
    ).map((action) => ({ seat, action }));
    for (const other of seats)
      if (!active.includes(other)) illegal.push({ seat: other, action: checkRng.pick(legal) });
    illegal.push({ seat: -1, action: legal[0] }, { seat: players, action: legal[0] });
    for (const attempt of illegal) {
      const before = JSON.stringify(state);
      const copy = game.clone(state);
      try {
        game.apply(copy, attempt.seat, attempt.action);
      } catch (error) {
        if (!isRuleError(error)) {
          failAt(
            `${JSON.stringify(attempt.action)} by seat ${attempt.seat} crashed instead of a rule error: ${String(error)}`,
          );
        }
        const info = error as { code?: string; message?: string };
        if (!info.code || !info.message) failAt("a rule error must carry a code and a message");
        if (JSON.stringify(copy) !== before) {
          failAt(
            `rejected ${JSON.stringify(attempt.action)} by seat ${attempt.seat} still changed the state`,
          );
        }
        continue;
      }
      // Accepted: it must have been a legal action in another spelling (e.g. cards in another order).
      const json = JSON.stringify(copy);
      const legalResults = [...legal].map(
        (a) => results.get(JSON.stringify(a)) ?? tryOnClone(game, state, seat, a).json,
      );
      if (
        attempt.seat !== seat ||
        !(legalResults.includes(json) || chosenForCards(game, state, seat, attempt.action, json))
      ) {
        failAt(
          `accepted ${JSON.stringify(attempt.action)} by seat ${attempt.seat}, which is not a legal action`,
        );
      }
    }

    if (game.evaluate !== undefined) {
      const before = JSON.stringify(state);
      for (let s = 0; s < players; s++) {
        const value = game.evaluate(state, s);
        if (!(value >= 0 && value <= 1)) failAt(`evaluate gives ${value} for seat ${s}, outside 0..1`);
      }
      if (JSON.stringify(state) !== before) failAt("evaluate changed the state");
    }

    // The heuristic's shortcut for playouts is the heuristic's own choice.
    if (game.playoutMove !== undefined && game.bots.normal !== undefined) {
      for (const actor of new Set([active[0], seat])) {
        const before = JSON.stringify(state);
        const shortcut = game.playoutMove(state, actor);
        if (JSON.stringify(state) !== before) failAt(`playoutMove for seat ${actor} changed the state`);
        if (shortcut === undefined) continue;
        const choice = game.bots.normal().choose({
          view: game.view(state, actor),
          seat: actor,
          legal: actor === seat ? legal : game.legalActions(state, actor),
          rng: checkRng.fork(),
        });
        if (game.formatAction(shortcut) !== game.formatAction(choice))
          failAt(
            `playoutMove for seat ${actor} gives ${game.formatAction(shortcut)} where a fresh normal bot chooses ${game.formatAction(choice)}`,
          );
      }
    }

    // The search's candidates are a non-empty subset of the legal actions, from the view alone.
    if (game.searchActions !== undefined) {
      const before = JSON.stringify(state);
      const candidates = game.searchActions(game.view(state, seat), seat, legal);
      if (JSON.stringify(state) !== before) failAt(`searchActions for seat ${seat} changed the state`);
      if (candidates.length === 0) failAt(`searchActions for seat ${seat} left no action to choose`);
      const legalKeys = new Set(legal.map((a) => game.formatAction(a)));
      for (const a of candidates)
        if (!legalKeys.has(game.formatAction(a)))
          failAt(`searchActions for seat ${seat} offers ${game.formatAction(a)}, which is not legal`);
    }

    // Play on.
    const action = rng.pick(legal);
    const quietCopy = game.clone(state);
    game.apply(quietCopy, seat, action, true);
    const events = game.apply(state, seat, action);
    const eventProblem = checkEvents(game, events, players);
    if (eventProblem) failAt(eventProblem);
    const applied = JSON.stringify(state);
    if (JSON.stringify(quietCopy) !== applied)
      failAt(`a quiet apply (events skipped) of ${JSON.stringify(action)} left a different state`);
    const aliased = sparse && aliasProblem(state, applied, events, `apply(${JSON.stringify(action)})`);
    if (aliased) failAt(aliased);
    replay.actions.push({ seat, action });
    step++;
  }

  const replayed = playReplay(game, JSON.parse(JSON.stringify(replay)));
  if (JSON.stringify(replayed.state) !== JSON.stringify(state))
    failAt("replay does not reproduce the final state");
}

/**
 * Runs the whole kit for one game and one option set. Throws ConformanceFailure at the first
 * problem; returns counts for reporting (e.g. how often the termination rule fired).
 */
type DeepConfig = Required<Omit<ConformanceConfig, "hiddenCards">> & Pick<ConformanceConfig, "hiddenCards">;

export function runConformance(
  game: AnyGame,
  options: BaseOptions,
  config: ConformanceConfig,
): ConformanceReport {
  const full: DeepConfig = {
    seed: `${game.id}/${options.preset ?? "custom"}/${options.players}p`,
    legalSample: 8,
    illegalPerStep: 4,
    viewSeatsPerStep: 2,
    worldSteps: 40,
    swapsPerSeat: 2,
    sparseCheckEvery: 4,
    ...config,
  };
  const report: ConformanceReport = {
    games: 0,
    actions: 0,
    endedByCap: 0,
    longestGame: 0,
    resampledWorlds: 0,
    hiddenSwaps: 0,
    swappedMoves: 0,
  };
  for (let i = 0; i < full.deepGames; i++) {
    deepPlayout({ game, options, seed: `${full.seed}/deep/${i}`, report }, full);
  }
  for (let i = 0; i < full.games; i++) {
    fastPlayout({ game, options, seed: `${full.seed}/${i}`, report }, i % 16 === 0);
  }
  return report;
}

/**
 * Checks one state against arbitrary input (for property tests with generated values): the input
 * is either refused with a rule error leaving the state byte-identical, or it is a legal action
 * of `seat` in some spelling. Returns a problem description, or null.
 */
export function checkArbitraryAction(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  input: unknown,
): string | null {
  const before = JSON.stringify(state);
  const copy = game.clone(state);
  try {
    game.apply(copy, seat, input);
  } catch (error) {
    if (!isRuleError(error)) return `${JSON.stringify(input)} crashed: ${String(error)}`;
    if (JSON.stringify(copy) !== before) return `rejected ${JSON.stringify(input)} changed the state`;
    return null;
  }
  const json = JSON.stringify(copy);
  for (const action of game.legalActions(state, seat)) {
    if (tryOnClone(game, state, seat, action).json === json) return null;
  }
  if (chosenForCards(game, state, seat, input, json)) return null;
  return `accepted ${JSON.stringify(input)}, which is not a legal action of seat ${seat}`;
}

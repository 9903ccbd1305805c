// `houserules play`: people at a terminal table (one, or several passing the device) against bots,
// or a piped script. A game left unfinished is saved with --replay-out and continued with --resume.

import { writeFileSync } from "node:fs";
import { availableLevels, createBot } from "@houserules/bots";
import {
  type Action,
  type Agent,
  type AgentContext,
  type AnyGame,
  type BaseOptions,
  type Bot,
  checkReplayShape,
  type GameRegistry,
  newReplay,
  newSeed,
  type Outcome,
  playReplay,
  type Replay,
  Rng,
  RuleError,
  resolveOptions,
  type Seat,
  type StepRecord,
  seedRngSeries,
} from "@houserules/engine";
import { colorOutput } from "./color.js";
import { describeOutcome } from "./format.js";
import { InputEnded, type LineInput, type Output, println } from "./io.js";
import { readReplayFile } from "./replay-command.js";
import { type RulesPage, readRulesPage } from "./rules.js";
import { TableLog } from "./table-log.js";
import { LeftTable, PeopleAtTable, QUIT_WORDS, type TableSettings } from "./table-seat.js";

export const HUMAN_SEAT = 0;
/** A seat of a person in a saved game's `table.seats`. */
export const PERSON = "person";

export interface PlayRequest {
  /** The game id; left out with `resume`. */
  game?: string;
  players?: number;
  preset?: string;
  options?: Record<string, unknown>;
  seed?: string;
  /** Bot level for every seat without a person; defaults to normal (or the best the game has). */
  bots?: string;
  /** Where to save the replay of each game (later games of a series get `-game2`, `-game3`...). */
  replayOut?: string;
  /** A saved game (a replay file of `play`) to continue, with its own game, options, seed and seats. */
  resume?: string;
  /** People at the table, at seats 0 to n-1, passing the device between turns (default 1). */
  humans?: number;
  /** Every seat is a person (with `humans`: that many). */
  hotseat?: boolean;
  /** Ask the people at every window they may decline instead of passing it for them. */
  windows?: boolean;
}

export interface PlayDeps {
  registry: GameRegistry;
  input: LineInput;
  out: Output;
  /** Colour suits and turns (a terminal that allows it, or FORCE_COLOR). */
  color?: boolean;
  /** Terminal size, for the rules pages. */
  columns?: number;
  rows?: number;
  /** Where the players' rules pages are (default: the repository's docs/rules). */
  rulesDir?: string | null;
}

/** What `play` writes beside the replay, so that `--resume` seats everyone as before. */
export interface TableRecord {
  /** Per seat: "person" or the bot's level. */
  seats: string[];
  /** The game's number in its series (1 for the first) and the series' seed. */
  gameNumber: number;
  seriesSeed: string;
}

export type SavedGame = Replay & { table?: TableRecord };

/** The level used when none is asked: normal, or the strongest the game has. */
export function defaultLevel(game: AnyGame): string {
  const levels = availableLevels(game);
  return levels.includes("normal") ? "normal" : levels[levels.length - 1];
}

/** Levels whose bots are cheap and seeded: on resume they watch the game again to rebuild their memory. */
const REPLAYED_LEVELS = new Set(["random", "easy", "normal"]);

/** Inserts `-gameN` before the extension for the later games of a series. */
export function replayPath(path: string, gameNumber: number): string {
  if (gameNumber === 1) return path;
  const dot = path.lastIndexOf(".");
  const slash = path.lastIndexOf("/");
  return dot > slash + 1
    ? `${path.slice(0, dot)}-game${gameNumber}${path.slice(dot)}`
    : `${path}-game${gameNumber}`;
}

/** The path a series' first game would have had, from a later game's (`r-game3.json` -> `r.json`). */
function seriesBasePath(path: string, gameNumber: number): string {
  if (gameNumber === 1) return path;
  return path.replace(new RegExp(`-game${gameNumber}(?=(\\.[^./]*)?$)`), "");
}

/** Asks a yes/no question; Enter means yes. */
async function confirm(input: LineInput, out: Output, question: string): Promise<boolean> {
  for (;;) {
    const answer = (await input.ask(`${question} [Y/n] `)).toLowerCase();
    if (answer === "" || answer === "y" || answer === "yes") return true;
    if (answer === "n" || answer === "no" || QUIT_WORDS.has(answer)) return false;
    println(out, '  Please answer "y" or "n".');
  }
}

function badArgument(message: string): never {
  throw new RuleError("BAD_ARGUMENT", message);
}

/** Everything a table needs to deal (or continue) its first game. */
interface Start {
  game: AnyGame;
  options: BaseOptions;
  seats: string[];
  gameNumber: number;
  seriesSeed: string;
  seed: string;
  /** The saved game to continue. */
  saved?: SavedGame;
  replayOut?: string;
}

function seatsFor(game: AnyGame, players: number, request: PlayRequest): string[] {
  const people = request.humans ?? (request.hotseat ? players : 1);
  if (!Number.isInteger(people) || people < 1 || people > players)
    badArgument(`--humans must be 1 to ${players} at a table of ${players} (got ${people})`);
  const level = request.bots ?? defaultLevel(game);
  // createBot names the levels the game offers when this one is not among them.
  if (people < players) createBot(game, level);
  return Array.from({ length: players }, (_, seat) => (seat < people ? PERSON : level));
}

function newStart(request: PlayRequest, registry: GameRegistry): Start {
  if (request.game === undefined)
    badArgument("play needs a game id (see `houserules list`) or --resume FILE");
  const game = registry.get(request.game);
  const options = resolveOptions(game, {
    players: request.players,
    preset: request.preset,
    options: request.options,
  });
  const seed = request.seed ?? newSeed();
  return {
    game,
    options,
    seats: seatsFor(game, options.players, request),
    gameNumber: 1,
    seriesSeed: seed,
    seed,
    replayOut: request.replayOut,
  };
}

/** The saved game of `--resume`, checked: its game, seats and that it is not over. */
function savedStart(request: PlayRequest, registry: GameRegistry): Start {
  const path = request.resume as string;
  const fixed: [string, unknown][] = [
    ["a game id", request.game],
    ["--players", request.players],
    ["--preset", request.preset],
    ["--seed", request.seed],
    ["--bots", request.bots],
    ["--humans", request.humans],
    ["--hotseat", request.hotseat],
  ];
  const given = fixed.filter(([, value]) => value !== undefined).map(([name]) => name);
  if (Object.keys(request.options ?? {}).length > 0) given.push("--option");
  if (given.length > 0)
    badArgument(
      `--resume continues the saved game with its own game, options, seed and seats; leave out ${given.join(", ")}`,
    );
  const saved = checkReplayShape(readReplayFile(path)) as SavedGame;
  const game = registry.get(saved.game);
  const options = resolveOptions(game, { options: JSON.parse(JSON.stringify(saved.options)) });
  const players = options.players;
  const offered = availableLevels(game) as string[];
  const table = saved.table;
  let seats: string[];
  if (table === undefined) seats = seatsFor(game, players, {});
  else {
    const ok =
      Array.isArray(table.seats) &&
      table.seats.length === players &&
      table.seats.every((s) => s === PERSON || offered.includes(s)) &&
      table.seats.includes(PERSON) &&
      Number.isInteger(table.gameNumber) &&
      table.gameNumber >= 1 &&
      typeof table.seriesSeed === "string";
    if (!ok)
      throw new RuleError(
        "BAD_REPLAY",
        `${path}: "table" must be {"seats": one of "${PERSON}" or a bot level (${offered.join(", ")}) per seat, with a person, "gameNumber": 1 or more, "seriesSeed": a string}`,
      );
    seats = table.seats.slice();
  }
  if (saved.outcome !== undefined && saved.outcome !== null)
    throw new RuleError("GAME_OVER", `${path} holds a finished game; \`houserules replay ${path}\` tells it`);
  const gameNumber = table?.gameNumber ?? 1;
  return {
    game,
    options,
    seats,
    gameNumber,
    seriesSeed: table?.seriesSeed ?? saved.seed,
    seed: saved.seed,
    saved,
    replayOut: request.replayOut ?? path,
  };
}

/** "seat 1 is a normal bot", "seats 1 to 3 are normal bots", "seat 1 is a hard bot, seat 2 ...". */
function describeBots(seats: readonly string[]): string {
  const bots = seats.map((level, seat) => ({ level, seat })).filter((s) => s.level !== PERSON);
  if (bots.length === 0) return "no bots";
  const levels = new Set(bots.map((b) => b.level));
  const contiguous = bots[bots.length - 1].seat - bots[0].seat === bots.length - 1;
  if (levels.size === 1 && contiguous) {
    const level = bots[0].level;
    return bots.length === 1
      ? `seat ${bots[0].seat} is ${withArticle(level)} bot`
      : `seats ${bots[0].seat} to ${bots[bots.length - 1].seat} are ${level} bots`;
  }
  return bots.map((b) => `seat ${b.seat} is ${withArticle(b.level)} bot`).join(", ");
}

/** "a normal", "an expert", "an easy". */
function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

/** A decision context whose view is built only when the agent reads it. */
class Context implements AgentContext {
  private cached: unknown;
  private built = false;
  constructor(
    private readonly game: AnyGame,
    private readonly state: unknown,
    readonly seat: Seat,
    readonly legal: readonly Action[],
    readonly rng: Rng,
  ) {}
  get view(): unknown {
    if (!this.built) {
      this.cached = this.game.view(this.state, this.seat);
      this.built = true;
    }
    return this.cached;
  }
}

/** One game being played: its record grows with every move, so that leaving can save it. */
interface Game {
  replay: SavedGame;
  state: unknown;
  last: StepRecord | null;
}

/**
 * Plays the people's games until the game (or series) ends, a person quits or the input ends.
 * Bad options, an unknown game or level, a bad saved game throw RuleError before anything is dealt.
 */
export async function playCommand(request: PlayRequest, deps: PlayDeps): Promise<void> {
  const { registry } = deps;
  const out = deps.color ? colorOutput(deps.out) : deps.out;
  const start = request.resume !== undefined ? savedStart(request, registry) : newStart(request, registry);
  const { game, seats, seriesSeed } = start;
  let options = start.options;
  const people = seats.flatMap((level, seat) => (level === PERSON ? [seat] : []));
  const single = people.length === 1;
  const rules = readRulesPage(game.id, deps.rulesDir);
  const settings: TableSettings = { windows: new Set(request.windows ? people : []) };
  const seatName = (seat: Seat) =>
    seats[seat] === PERSON
      ? single
        ? `You (seat ${seat})`
        : `Seat ${seat}`
      : `Seat ${seat} (${seats[seat]} bot)`;

  const where = `${game.title}: ${options.players} players, preset ${options.preset ?? game.defaultPreset}, seed ${start.seed}`;
  if (start.saved !== undefined)
    println(out, `Resuming ${where}, after ${start.saved.actions.length} moves (${request.resume}).`);
  else println(out, `${where}.`);
  const bots = describeBots(seats);
  if (single)
    println(
      out,
      `You are seat ${people[0]}; ${bots}. Type a number or a move; rules shows the rules, q quits.`,
    );
  else
    println(
      out,
      `Pass and play: people at seats ${people.join(", ")}; ${bots}. Each hand is hidden between turns; type a number or a move, rules shows the rules, q quits.`,
    );

  for (let gameNumber = start.gameNumber; ; gameNumber++) {
    const first = gameNumber === start.gameNumber;
    const seed = first ? start.seed : `${seriesSeed}/${gameNumber}`;
    if (!first) println(out, `\n=== Game ${gameNumber} of the series (seed ${seed}) ===`);
    const path =
      start.replayOut === undefined
        ? undefined
        : first
          ? start.replayOut
          : replayPath(seriesBasePath(start.replayOut, start.gameNumber), gameNumber);
    const table = { seats, gameNumber, seriesSeed };
    const current: Game = { replay: { ...newReplay(game, options, seed), table }, state: null, last: null };
    const log = new TableLog(game, out, people);
    let result: { state: unknown; outcome: Outcome };
    try {
      result = await playOneGame({
        game,
        options,
        seed,
        seats,
        people,
        current,
        log,
        saved: first ? start.saved : undefined,
        io: { input: deps.input, out, columns: deps.columns, rows: deps.rows },
        settings,
        rules,
      });
    } catch (error) {
      if (!(error instanceof LeftTable) && !(error instanceof InputEnded)) throw error;
      if (log.holder !== null) log.flush(log.holder);
      println(out, error instanceof LeftTable ? "You left the table." : "Input ended; leaving the table.");
      if (path !== undefined && current.state !== null) {
        writeFileSync(path, `${JSON.stringify(current.replay, null, 2)}\n`);
        println(
          out,
          `The game so far is saved to ${path}; \`houserules play --resume ${path}\` continues it.`,
        );
      }
      return;
    }
    println(out);
    println(out, "=== Game over ===");
    for (const line of describeOutcome(result.outcome, seatName, game)) println(out, line);
    if (path !== undefined) {
      writeFileSync(path, `${JSON.stringify(current.replay, null, 2)}\n`);
      println(out, `Replay saved to ${path}`);
    }
    if (!game.nextGameOptions) return;
    if (game.seriesSummary) println(out, game.seriesSummary(result.state, seatName));
    const next = game.nextGameOptions(result.state);
    if (next === null) {
      println(out, "The series is over.");
      return;
    }
    try {
      if (!(await confirm(deps.input, out, "Play the next game of the series?"))) return;
    } catch (error) {
      if (error instanceof InputEnded) return;
      throw error;
    }
    options = next;
  }
}

interface OneGame {
  game: AnyGame;
  options: BaseOptions;
  seed: string;
  seats: readonly string[];
  people: readonly Seat[];
  current: Game;
  log: TableLog;
  saved?: SavedGame;
  io: ConstructorParameters<typeof PeopleAtTable>[1];
  settings: TableSettings;
  rules: RulesPage | null;
}

/**
 * Deals (or replays the saved moves) and plays to the end. The seats' random streams are the match
 * runner's (runMatch), so a seeded game plays as it would there; a resumed game's cheap bots watch
 * the saved moves again, so they remember and draw their randomness as if never interrupted.
 */
async function playOneGame(g: OneGame): Promise<{ state: unknown; outcome: Outcome }> {
  const { game, options, seed, seats, current, log } = g;
  const rngs = seedRngSeries(`${seed}/agent/`, options.players).map((s) => new Rng(s));
  const bots: (Bot | null)[] = seats.map((level) => (level === PERSON ? null : createBot(game, level)));
  const people = new PeopleAtTable(game, g.io, g.people, log, g.settings, g.rules, () => ({
    state: current.state,
    last: current.last,
  }));
  const agents: Agent[] = seats.map((_, seat) => bots[seat] ?? people);

  if (g.saved !== undefined) {
    const steps = g.saved.actions;
    let k = 0;
    const { state, events } = playReplay(game, g.saved, (now) => {
      const step = steps[k++];
      if (step === undefined) return;
      const bot = bots[step.seat];
      if (bot === null) people.remember(step.seat, game.legalActions(now, step.seat));
      else if (REPLAYED_LEVELS.has(seats[step.seat]))
        bot.choose(new Context(game, now, step.seat, game.legalActions(now, step.seat), rngs[step.seat]));
    });
    current.state = state;
    current.replay.actions = steps.map((step) => ({ seat: step.seat, action: step.action }));
    const last = events[events.length - 1];
    current.last = last === undefined ? null : { seat: last.seat, action: last.action, events: last.events };
  } else current.state = game.setup(options, seed);

  let outcome = game.outcome(current.state);
  while (outcome === null) {
    if (current.replay.actions.length > game.maxActions)
      throw new Error(`${game.id}: game exceeded ${game.maxActions} actions`);
    const state = current.state;
    const active = game.activeSeats(state);
    if (active.length === 0) throw new Error(`${game.id}: no active seat in a running game`);
    const seat = active[0];
    const legal = game.legalActions(state, seat);
    const action = await agents[seat].choose(new Context(game, state, seat, legal, rngs[seat]));
    const recorded = JSON.parse(JSON.stringify(action)) as Action;
    const events = game.apply(state, seat, action);
    current.replay.actions.push({ seat, action: recorded });
    current.last = { seat, action: recorded, events };
    log.step(current.last);
    outcome = game.outcome(state);
  }
  if (log.holder !== null) log.flush(log.holder);
  current.replay.outcome = outcome;
  return { state: current.state, outcome };
}

// `houserules play`: one human at seat 0 against bots at a terminal table (or a piped script).

import { writeFileSync } from "node:fs";
import { availableLevels, createBot } from "@houserules/bots";
import {
  type Action,
  type Agent,
  type AgentContext,
  type AnyGame,
  type BaseOptions,
  type GameRegistry,
  type MatchResult,
  newSeed,
  RuleError,
  resolveOptions,
  runMatch,
  type Seat,
  type StepRecord,
} from "@houserules/engine";
import { describeError, describeOutcome, eventVisibleTo } from "./format.js";
import { InputEnded, type LineInput, type Output, println } from "./io.js";

export const HUMAN_SEAT = 0;

export interface PlayRequest {
  game: string;
  players?: number;
  preset?: string;
  options?: Record<string, unknown>;
  seed?: string;
  /** Bot level for every other seat; defaults to normal (or the best the game has). */
  bots?: string;
  /** Where to save the replay of each game (later games of a series get `-game2`, `-game3`...). */
  replayOut?: string;
}

export interface PlayDeps {
  registry: GameRegistry;
  input: LineInput;
  out: Output;
}

/** The person left the table with `q`. */
class LeftTable extends Error {}

/** The level used when none is asked: normal, or the strongest the game has. */
export function defaultLevel(game: AnyGame): string {
  const levels = availableLevels(game);
  return levels.includes("normal") ? "normal" : levels[levels.length - 1];
}

const QUIT_WORDS = new Set(["q", "quit", "exit"]);
const LIST_WORDS = new Set(["?", "help", "l", "list"]);
const ALL_WORD = "all";
/**
 * Longer lists (e.g. a secret setup choice of 3 cards and a field card from 9: 504 moves) show a
 * few examples of the notation instead; `all` lists every move.
 */
const LONG_LIST = 40;
const EXAMPLES = 5;

/** A few moves spread over a long list, with their numbers. */
function examples(legal: readonly Action[]): { action: Action; index: number }[] {
  const picked: { action: Action; index: number }[] = [];
  for (let k = 0; k < EXAMPLES; k++) {
    const index = Math.round((k * (legal.length - 1)) / (EXAMPLES - 1));
    picked.push({ action: legal[index], index });
  }
  return picked;
}

/** The human seat: shows the view and the numbered legal actions, reads a number or a notation. */
class TerminalSeat implements Agent {
  readonly name = "you";

  constructor(
    private readonly game: AnyGame,
    private readonly deps: PlayDeps,
    /** The live state, for parseAction and for checking a typed move before it is played. */
    private readonly currentState: () => unknown,
  ) {}

  async choose(ctx: AgentContext): Promise<Action> {
    const { out, input } = this.deps;
    if (ctx.legal.length === 0)
      throw new Error(
        `seat ${ctx.seat} is asked to act but has no legal action (a defect of ${this.game.id})`,
      );
    // An optional window (e.g. "declare now or pass"): one line, Enter declines.
    const decline = this.game.declineAction?.(ctx.legal);
    if (decline !== undefined) {
      println(
        out,
        `  Your chance: Enter = ${this.notation(decline, ctx)} (${this.game.describeAction(decline, ctx.seat, ctx.view)}); ? shows the table and your ${ctx.legal.length} moves`,
      );
    } else {
      this.show(ctx);
    }
    for (;;) {
      const answer = await input.ask(
        decline === undefined
          ? `Your move (1-${ctx.legal.length} or notation, ? ${ctx.legal.length > LONG_LIST ? "shows the table, all lists" : "lists"}, q quits): `
          : `Your move (Enter = ${this.notation(decline, ctx)}, ? lists, q quits): `,
      );
      if (QUIT_WORDS.has(answer.toLowerCase())) throw new LeftTable();
      if (answer === "" && decline !== undefined) return decline;
      if (answer.toLowerCase() === ALL_WORD) {
        this.show(ctx, true);
        continue;
      }
      if (answer === "" || LIST_WORDS.has(answer.toLowerCase())) {
        this.show(ctx);
        continue;
      }
      try {
        return this.read(answer, ctx);
      } catch (error) {
        println(out, `  ${describeError(error)}`);
      }
    }
  }

  private show(ctx: AgentContext, all = false): void {
    const { out } = this.deps;
    println(out);
    println(out, "=== Your turn ===");
    println(out, this.game.describeView(ctx.view, ctx.seat));
    const long = !all && ctx.legal.length > LONG_LIST;
    println(
      out,
      long
        ? `You have ${ctx.legal.length} moves; type one by number or notation, like these (all lists them):`
        : "Your moves:",
    );
    const width = String(ctx.legal.length).length;
    const shown = long ? examples(ctx.legal) : ctx.legal.map((action, index) => ({ action, index }));
    shown.forEach(({ action, index: i }) => {
      const notation = this.notation(action, ctx);
      const plain = this.game.describeAction(action, ctx.seat, ctx.view);
      println(
        out,
        `  ${String(i + 1).padStart(width)}. ${notation}${plain && plain !== notation ? ` - ${plain}` : ""}`,
      );
    });
  }

  /** What a person would type for this move: cards by face where the game names them by id. */
  private notation(action: Action, ctx: AgentContext): string {
    return this.game.formatActionFor?.(action, ctx.view) ?? this.game.formatAction(action);
  }

  private read(answer: string, ctx: AgentContext): Action {
    if (/^\d+$/.test(answer)) {
      const n = Number(answer);
      if (n < 1 || n > ctx.legal.length) {
        throw new RuleError("BAD_CHOICE", `there is no move ${n}; choose 1 to ${ctx.legal.length}`);
      }
      return ctx.legal[n - 1];
    }
    const state = this.currentState();
    const action = this.game.parseAction(answer, state, ctx.seat);
    // A rehearsal on a copy: the game's own rule error explains an illegal move before it is played.
    this.game.apply(this.game.clone(state), ctx.seat, action);
    return action;
  }
}

/** Inserts `-gameN` before the extension for the later games of a series. */
export function replayPath(path: string, gameNumber: number): string {
  if (gameNumber === 1) return path;
  const dot = path.lastIndexOf(".");
  const slash = path.lastIndexOf("/");
  return dot > slash + 1
    ? `${path.slice(0, dot)}-game${gameNumber}${path.slice(dot)}`
    : `${path}-game${gameNumber}`;
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

/**
 * Plays games at seat 0 until the game (or series) ends, the person quits or the input ends.
 * Bad options, an unknown game or level throw RuleError before anything is dealt.
 */
export async function playCommand(request: PlayRequest, deps: PlayDeps): Promise<void> {
  const { registry, out } = deps;
  const game = registry.get(request.game);
  let options: BaseOptions = resolveOptions(game, {
    players: request.players,
    preset: request.preset,
    options: request.options,
  });
  const level = request.bots ?? defaultLevel(game);
  const bots = Array.from({ length: options.players - 1 }, () => createBot(game, level));
  const seed = request.seed ?? newSeed();
  const seatName = (seat: Seat) => (seat === HUMAN_SEAT ? "You (seat 0)" : `Seat ${seat} (${level} bot)`);

  println(
    out,
    `${game.title}: ${options.players} players, preset ${options.preset ?? game.defaultPreset}, seed ${seed}.`,
  );
  const others =
    options.players === 2
      ? `seat 1 is a ${level} bot`
      : `seats 1 to ${options.players - 1} are ${level} bots`;
  println(out, `You are seat 0; ${others}. Type a number or a move; q quits.`);

  for (let gameNumber = 1; ; gameNumber++) {
    const gameSeed = gameNumber === 1 ? seed : `${seed}/${gameNumber}`;
    if (gameNumber > 1) println(out, `\n=== Game ${gameNumber} of the series (seed ${gameSeed}) ===`);
    let result: MatchResult;
    try {
      result = await playOneGame(game, options, gameSeed, bots, deps);
    } catch (error) {
      if (error instanceof LeftTable) {
        println(out, "You left the table.");
        return;
      }
      if (error instanceof InputEnded) {
        println(out, "Input ended; leaving the table.");
        return;
      }
      throw error;
    }
    println(out);
    println(out, "=== Game over ===");
    for (const line of describeOutcome(result.outcome, seatName, game)) println(out, line);
    if (request.replayOut) {
      const path = replayPath(request.replayOut, gameNumber);
      writeFileSync(path, `${JSON.stringify(result.replay, null, 2)}\n`);
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

async function playOneGame(
  game: AnyGame,
  options: BaseOptions,
  seed: string,
  bots: readonly Agent[],
  deps: PlayDeps,
): Promise<MatchResult> {
  // runMatch deals its own state; dealing is deterministic, so this copy is the same position
  // until the first step hands over the live state.
  let state: unknown = game.setup(options, seed);
  const human = new TerminalSeat(game, deps, () => state);
  const logStep = (step: StepRecord, live: unknown) => {
    state = live;
    // A declined optional window ("does not declare") is not worth a line at the table.
    if (game.declineAction?.([step.action]) !== undefined) return;
    const lines = step.events
      .filter((event) => eventVisibleTo(event, HUMAN_SEAT))
      .map((event) => game.describeEvent(event, HUMAN_SEAT))
      .filter((line) => line !== "");
    if (lines.length === 0) {
      lines.push(
        step.seat === HUMAN_SEAT
          ? game.describeAction(step.action, step.seat)
          : `Seat ${step.seat} made a move.`,
      );
    }
    for (const line of lines) println(deps.out, `  ${line}`);
  };
  return runMatch(game, options, seed, [human, ...bots], { onStep: logStep });
}

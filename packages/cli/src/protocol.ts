// The engine protocol (shared/design/engine.md, "Engine protocol"): JSON lines on stdin/stdout.
// One reply line per request, in order, `id` echoed; any bad line gets an error reply and the
// engine keeps serving.

import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { availableLevels, createBot } from "@houserules/bots";
import {
  type AnyGame,
  type BaseOptions,
  checkReplayShape,
  type GameRegistry,
  isRuleError,
  newReplay,
  playReplay,
  type Replay,
  Rng,
  RuleError,
  type RuleErrorInfo,
  resolveOptions,
} from "@houserules/engine";
import { z } from "zod";
import { randomSeed } from "./args.js";
import { describeOutcome } from "./format.js";
import type { Output } from "./io.js";

const seat = z.number().int().min(0);
const present = z.custom<unknown>((value) => value !== undefined, { message: "is required" });

const requestSchemas = {
  new: z.object({
    game: z.string(),
    players: z.number().int().optional(),
    preset: z.string().optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    seed: z.union([z.string(), z.number()]).optional(),
  }),
  active: z.object({}),
  legal: z.object({ seat }),
  apply: z.object({ seat, action: present }),
  view: z.object({ seat: seat.nullable() }),
  outcome: z.object({}),
  bot: z.object({ seat, level: z.string().optional() }),
  replay: z.object({}),
  load: z.object({ replay: present }),
  next: z.object({ seed: z.union([z.string(), z.number()]).optional() }),
  games: z.object({}),
  help: z.object({}),
  parse: z.object({ seat, text: z.string() }),
  describe: z.object({ seat: seat.nullable() }),
} as const;

type Command = keyof typeof requestSchemas;
type Request<C extends Command> = z.infer<(typeof requestSchemas)[C]>;
type Reply = Record<string, unknown>;

/** What `help` lists: every command, its fields and its reply. */
export const PROTOCOL_COMMANDS: Record<Command, { request: string; reply: string }> = {
  new: {
    request: '{"cmd":"new","game":ID,"players"?:N,"preset"?:P,"options"?:{...,"deal"?:{...}},"seed"?:S}',
    reply: "active, seed, options (resolved)",
  },
  active: { request: '{"cmd":"active"}', reply: "active: seats that may act now" },
  legal: { request: '{"cmd":"legal","seat":N}', reply: "actions: that seat's legal actions" },
  apply: { request: '{"cmd":"apply","seat":N,"action":{...}}', reply: "events, active, outcome" },
  view: { request: '{"cmd":"view","seat":N|null}', reply: "view: what that seat (null: a spectator) sees" },
  outcome: { request: '{"cmd":"outcome"}', reply: "outcome: null while running" },
  bot: {
    request: '{"cmd":"bot","seat":N,"level"?:L}',
    reply: "action, notation: the bot's move (not applied)",
  },
  replay: { request: '{"cmd":"replay"}', reply: "replay: the game so far" },
  load: { request: '{"cmd":"load","replay":{...}}', reply: "active, outcome (after replaying it)" },
  next: {
    request: '{"cmd":"next","seed"?:S}',
    reply: "active, seed, options: the next game of the series (carry-over in options.carry)",
  },
  games: { request: '{"cmd":"games"}', reply: "games: ids, player counts, presets, options, bot levels" },
  help: { request: '{"cmd":"help"}', reply: "commands" },
  parse: {
    request: '{"cmd":"parse","seat":N,"text":"7H 7S"}',
    reply: "action: the game's reading of its notation (not checked, not applied)",
  },
  describe: {
    request: '{"cmd":"describe","seat":N|null}',
    reply:
      "text: the table as the terminal shows it; moves: [{action, notation, description}] of that seat; once the game is over, result: its lines in words",
  },
};

interface Table {
  game: AnyGame;
  seed: string;
  state: unknown;
  replay: Replay;
  /**
   * For a game with `recall` (Cuttlefish under logVisibility=lastAsk): each seat's view with what
   * it has watched since the deal, kept up to date after every step, since a player at the table
   * watches every action even when the view shows only the latest. Bots decide from it, as a bot
   * seated for the whole game (`play`, the arena) does; the `view` command still shows the plain view.
   */
  memories: unknown[];
}

/** A table for this game at this state, its seats' memories starting from it. */
function newTable(game: AnyGame, seed: string, state: unknown, replay: Replay): Table {
  const table = { game, seed, state, replay, memories: [] };
  watchTable(table);
  return table;
}

/** Brings every seat's memory up to the table's state (for games with `recall`). */
function watchTable(table: Table): void {
  const { game, state } = table;
  if (game.recall === undefined) return;
  for (let seat = 0; seat < table.replay.options.players; seat++)
    table.memories[seat] = game.recall(game.view(state, seat), seat, table.memories[seat]);
}

function protocolError(code: string, message: string): RuleError {
  return new RuleError(code, message);
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Everything about a game a tool needs to start one. */
export function describeGame(game: AnyGame) {
  return {
    id: game.id,
    title: game.title,
    rulesVersion: game.rulesVersion,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    playerCounts: game.playerCounts,
    defaultPreset: game.defaultPreset,
    presets: game.presets,
    options: game.options,
    botLevels: availableLevels(game),
    series: typeof game.nextGameOptions === "function",
  };
}

/** One engine session: a registry and at most one running game. */
export class EngineProtocol {
  private table: Table | null = null;

  constructor(private readonly registry: GameRegistry) {}

  /** The reply line for one request line, or null for a blank line (not a request). */
  handleLine(line: string): string | null {
    if (line.trim() === "") return null;
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return JSON.stringify(this.failure(undefined, protocolError("BAD_JSON", "the line is not valid JSON")));
    }
    if (typeof request !== "object" || request === null || Array.isArray(request)) {
      return JSON.stringify(
        this.failure(undefined, protocolError("BAD_REQUEST", "a request must be a JSON object")),
      );
    }
    const id = (request as { id?: unknown }).id;
    try {
      return JSON.stringify({ ...(id === undefined ? {} : { id }), ok: true, ...this.dispatch(request) });
    } catch (error) {
      return JSON.stringify(this.failure(id, error));
    }
  }

  private failure(id: unknown, error: unknown): Reply {
    const info: RuleErrorInfo = isRuleError(error)
      ? error.toJSON()
      : { code: "INTERNAL_ERROR", message: error instanceof Error ? error.message : String(error) };
    return { ...(id === undefined ? {} : { id }), ok: false, error: info };
  }

  private dispatch(request: object): Reply {
    const cmd = (request as { cmd?: unknown }).cmd;
    if (typeof cmd !== "string") throw protocolError("BAD_REQUEST", 'a request needs "cmd", a string');
    if (!Object.hasOwn(requestSchemas, cmd)) {
      throw protocolError(
        "UNKNOWN_CMD",
        `unknown cmd "${cmd}"; commands: ${Object.keys(requestSchemas).join(", ")}`,
      );
    }
    const parsed = requestSchemas[cmd as Command].safeParse(request);
    if (!parsed.success)
      throw protocolError("BAD_REQUEST", `bad "${cmd}" request: ${describeIssues(parsed.error)}`);
    const body = parsed.data;
    switch (cmd as Command) {
      case "new":
        return this.newGame(body as Request<"new">);
      case "load":
        return this.load((body as Request<"load">).replay);
      case "next":
        return this.nextGame(body as Request<"next">);
      case "games":
        return { games: this.registry.list().map(describeGame) };
      case "help":
        return { commands: PROTOCOL_COMMANDS };
      case "active":
        return { active: this.running().game.activeSeats(this.running().state) };
      case "legal": {
        const table = this.running();
        return {
          actions: table.game.legalActions(table.state, this.checkSeat((body as Request<"legal">).seat)),
        };
      }
      case "apply":
        return this.apply(body as Request<"apply">);
      case "view": {
        const table = this.running();
        const asked = (body as Request<"view">).seat;
        return { view: table.game.view(table.state, asked === null ? null : this.checkSeat(asked)) };
      }
      case "outcome": {
        const table = this.running();
        return { outcome: table.game.outcome(table.state) };
      }
      case "bot":
        return this.bot(body as Request<"bot">);
      case "parse": {
        const table = this.running();
        const { seat: asked, text } = body as Request<"parse">;
        return { action: table.game.parseAction(text, table.state, this.checkSeat(asked)) };
      }
      case "describe":
        return this.describe((body as Request<"describe">).seat);
      case "replay":
        return { replay: this.running().replay };
    }
  }

  private running(): Table {
    if (this.table === null) throw protocolError("NO_GAME", 'no game yet: send "new" or "load" first');
    return this.table;
  }

  private checkSeat(seat: number): number {
    const players = this.running().replay.options.players;
    if (seat >= players)
      throw protocolError("BAD_SEAT", `seat ${seat} is not at this table (seats 0 to ${players - 1})`);
    return seat;
  }

  private newGame(request: Request<"new">): Reply {
    const game = this.registry.get(request.game);
    const options: BaseOptions = resolveOptions(game, {
      players: request.players,
      preset: request.preset,
      options: request.options,
    });
    const seed = request.seed === undefined ? randomSeed() : String(request.seed);
    const state = game.setup(options, seed);
    this.table = newTable(game, seed, state, newReplay(game, options, seed));
    return { active: game.activeSeats(state), seed, options: this.table.replay.options };
  }

  /** The next game of a series, from the finished one: the game's own carry-over, a new deal. */
  private nextGame(request: Request<"next">): Reply {
    const { game, state, seed: previous } = this.running();
    if (game.outcome(state) === null) throw protocolError("GAME_NOT_OVER", "the game is still running");
    if (!game.nextGameOptions) throw protocolError("NO_SERIES", `${game.title} is not played in series`);
    const options = game.nextGameOptions(state);
    if (options === null) throw protocolError("SERIES_OVER", "the series is over");
    const seed = request.seed === undefined ? `${previous}/next` : String(request.seed);
    const next = game.setup(options, seed);
    this.table = newTable(game, seed, next, newReplay(game, options, seed));
    return { active: game.activeSeats(next), seed, options: this.table.replay.options };
  }

  private load(raw: unknown): Reply {
    const replay = checkReplayShape(raw);
    const game = this.registry.get(replay.game);
    const copy: Replay = JSON.parse(JSON.stringify(replay));
    const table: Table = { game, seed: replay.seed, state: null, replay: copy, memories: [] };
    // The seats' memories are rebuilt step by step, as the table would have watched the game.
    const { state, outcome } = playReplay(game, replay, (now) => {
      table.state = now;
      watchTable(table);
    });
    this.table = table;
    return { active: game.activeSeats(state), outcome };
  }

  private apply(request: Request<"apply">): Reply {
    const table = this.running();
    const seat = this.checkSeat(request.seat);
    const events = table.game.apply(table.state, seat, request.action);
    table.replay.actions.push({ seat, action: JSON.parse(JSON.stringify(request.action)) });
    watchTable(table);
    const outcome = table.game.outcome(table.state);
    if (outcome === null) delete table.replay.outcome;
    else table.replay.outcome = outcome;
    return { events, active: table.game.activeSeats(table.state), outcome };
  }

  /** What a terminal shows: the view as text and the seat's moves in notation and in English. */
  private describe(asked: number | null): Reply {
    const { game, state } = this.running();
    const seat = asked === null ? null : this.checkSeat(asked);
    const view = game.view(state, seat);
    // As the terminal shows them: cards by face where actions name them by id (formatActionFor).
    const moves =
      seat === null
        ? []
        : game.legalActions(state, seat).map((action) => ({
            action,
            notation: game.formatActionFor?.(action, view) ?? game.formatAction(action),
            description: game.describeAction(action, seat, view),
          }));
    const outcome = game.outcome(state);
    if (outcome === null) return { text: game.describeView(view, seat), moves };
    // The game-over screen's lines, seats named as the views name them.
    const result = describeOutcome(outcome, (s) => `Seat ${s}`, game).map((line) => line.trim());
    return { text: game.describeView(view, seat), moves, result };
  }

  private bot(request: Request<"bot">): Reply {
    const table = this.running();
    const seat = this.checkSeat(request.seat);
    const bot = createBot(table.game, request.level ?? "normal");
    const legal = table.game.legalActions(table.state, seat);
    if (legal.length === 0) {
      if (table.game.outcome(table.state) !== null) throw protocolError("GAME_OVER", "the game is over");
      throw protocolError("NOT_YOUR_TURN", `seat ${seat} may not act now`);
    }
    // Same position, same answer: the bot's randomness depends on the seed, the seat and the move number.
    const rng = new Rng(`${table.seed}/bot/${seat}/${table.replay.actions.length}`);
    const view = table.memories[seat] ?? table.game.view(table.state, seat);
    const action = bot.choose({ view, seat, legal, rng });
    return { action, notation: table.game.formatAction(action) };
  }
}

/** Serves the protocol until the input ends, writing each reply as soon as it is ready. */
export async function serveEngineProtocol(
  input: Readable,
  out: Output,
  registry: GameRegistry,
): Promise<void> {
  const protocol = new EngineProtocol(registry);
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    const reply = protocol.handleLine(line);
    if (reply !== null) out.write(`${reply}\n`);
  }
}

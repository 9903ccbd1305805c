// The engine protocol (docs/engine-protocol.md): JSON lines on stdin/stdout. One reply line per
// request, in order, `id` echoed; any bad line gets an error reply and the engine keeps serving.
// Every line is untrusted: its size, nesting and fields are checked before any game sees it, and
// a request either takes effect whole (state, replay and memories together) or not at all.

import type { Readable } from "node:stream";
import { availableLevels, createBot } from "@houserules/bots";
import {
  type AnyGame,
  type BaseOptions,
  checkActionShape,
  checkJson,
  checkReplayShape,
  type GameRegistry,
  isRuleError,
  MAX_SEED_LENGTH,
  newReplay,
  newSeed,
  playReplay,
  type Replay,
  Rng,
  RuleError,
  type RuleErrorInfo,
  resolveOptions,
} from "@houserules/engine";
import { z } from "zod";
import { describeOutcome, eventVisibleTo } from "./format.js";
import type { Output } from "./io.js";

/** The input limits (docs/engine-protocol.md, "Limits"). */
export const LIMITS = {
  /** One request line, in bytes of UTF-8; a longer line is refused unread (REQUEST_TOO_LARGE). */
  lineBytes: 8 * 1024 * 1024,
  /** A request as a whole: as deep and as large as the largest replay `load` may carry. */
  request: { depth: 10, nodes: 1_000_100, string: 4096 },
  /** The `id` echoed in the reply: any JSON value this small. */
  id: { depth: 4, nodes: 32, string: 128 },
  /** The text of `parse`: far longer than any move written out. */
  parseText: 1000,
  /** Names: game ids, presets, bot levels. */
  name: 64,
} as const;

const seat = z.number().int().min(0).max(1000);
const name = z.string().max(LIMITS.name);
const seedField = z.union([z.string().max(MAX_SEED_LENGTH), z.number().int().safe()]).optional();
const present = z.custom<unknown>((value) => value !== undefined, { message: "is required" });
/** A plain JSON object (not z.record, which would drop a "__proto__" key without a word). */
const jsonObject = z.custom<Record<string, unknown>>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  { message: "must be a JSON object" },
);

/** Every request's fields; `cmd` and `id` are common to all, any other field is refused. */
const requestSchemas = {
  new: z.object({
    game: name,
    players: z.number().int().optional(),
    preset: name.optional(),
    options: jsonObject.optional(),
    seed: seedField,
  }),
  active: z.object({}),
  legal: z.object({ seat }),
  apply: z.object({ seat, action: present, allEvents: z.boolean().optional() }),
  view: z.object({ seat: seat.nullable() }),
  outcome: z.object({}),
  bot: z.object({ seat, level: name.optional() }),
  replay: z.object({}),
  load: z.object({ replay: present }),
  next: z.object({ seed: seedField }),
  games: z.object({}),
  help: z.object({}),
  parse: z.object({ seat, text: z.string().max(LIMITS.parseText) }),
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
  apply: {
    request: '{"cmd":"apply","seat":N,"action":{...},"allEvents"?:true}',
    reply: "events (those the seat may see; every seat's with allEvents, for trusted tools), active, outcome",
  },
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
    if (line.length > LIMITS.lineBytes / 4 && Buffer.byteLength(line) > LIMITS.lineBytes)
      return tooLargeReply();
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
    const idProblem = checkId(id);
    if (idProblem !== null)
      return JSON.stringify(this.failure(undefined, protocolError("BAD_REQUEST", idProblem)));
    let reply: Reply;
    try {
      checkJson(request, "request", LIMITS.request);
      reply = { ...(id === undefined ? {} : { id }), ok: true, ...this.dispatch(request) };
    } catch (error) {
      reply = this.failure(id, error);
    }
    try {
      return JSON.stringify(reply);
    } catch (error) {
      // A reply that cannot be written (a game put something that is not JSON in a view, say).
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
    const { id: _id, cmd: _cmd, ...fields } = request as Record<string, unknown>;
    const parsed = (requestSchemas[cmd as Command] as z.ZodObject).strict().safeParse(fields);
    if (!parsed.success)
      throw protocolError("BAD_REQUEST", `bad "${cmd}" request: ${describeIssues(parsed.error)}`);
    const body: unknown = parsed.data;
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
    const seed = request.seed === undefined ? newSeed() : String(request.seed);
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

  /**
   * Applies one action all or nothing: the game plays it on a copy of the state, and the table
   * takes the copy, the replay step and the seats' memories together only once all of them are
   * ready. Whatever goes wrong inside (a rule error or a defect), the table is as it was.
   */
  private apply(request: Request<"apply">): Reply {
    const table = this.running();
    const seat = this.checkSeat(request.seat);
    checkActionShape(request.action);
    // The game gets its own copy: the request's object is never kept by the state or the replay.
    const action = JSON.parse(JSON.stringify(request.action));
    const recorded = JSON.parse(JSON.stringify(action));
    const state = table.game.clone(table.state);
    const events = table.game.apply(state, seat, action);
    const next: Table = { ...table, state, memories: table.memories.slice() };
    watchTable(next);
    const outcome = table.game.outcome(state);
    const reply = {
      events: request.allEvents === true ? events : events.filter((event) => eventVisibleTo(event, seat)),
      active: table.game.activeSeats(state),
      outcome,
    };
    table.state = state;
    table.memories = next.memories;
    table.replay.actions.push({ seat, action: recorded });
    if (outcome === null) delete table.replay.outcome;
    else table.replay.outcome = outcome;
    return reply;
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

function tooLargeReply(): string {
  const error = protocolError(
    "REQUEST_TOO_LARGE",
    `the line is longer than ${LIMITS.lineBytes} bytes and was not read`,
  );
  return JSON.stringify({ ok: false, error: error.toJSON() });
}

/** Why an `id` cannot be echoed, or null when it can: any small JSON value can. */
function checkId(id: unknown): string | null {
  if (id === undefined) return null;
  try {
    checkJson(id, "id", LIMITS.id);
    return null;
  } catch (error) {
    return isRuleError(error) ? error.message : String(error);
  }
}

/** Marks a line over the limit: its bytes are dropped as they arrive, never held. */
const TOO_LARGE = Symbol("line too large");

/**
 * The input's lines (LF or CRLF ended), holding at most `maxBytes` of one line in memory: a longer
 * line is skipped to its end and comes out as TOO_LARGE.
 */
async function* boundedLines(input: Readable, maxBytes: number): AsyncGenerator<string | typeof TOO_LARGE> {
  let parts: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  const take = (piece: Buffer) => {
    if (tooLarge || piece.length === 0) return;
    if (size + piece.length > maxBytes) {
      tooLarge = true;
      parts = [];
      return;
    }
    parts.push(piece);
    size += piece.length;
  };
  const finish = (): string | typeof TOO_LARGE => {
    const line = tooLarge ? TOO_LARGE : Buffer.concat(parts).toString("utf8").replace(/\r$/, "");
    parts = [];
    size = 0;
    tooLarge = false;
    return line;
  };
  for await (const chunk of input) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : (chunk as Buffer);
    let start = 0;
    for (let end = bytes.indexOf(10, start); end !== -1; end = bytes.indexOf(10, start)) {
      take(bytes.subarray(start, end));
      yield finish();
      start = end + 1;
    }
    take(bytes.subarray(start));
  }
  if (size > 0 || tooLarge) yield finish();
}

/** Serves the protocol until the input ends, writing each reply as soon as it is ready. */
export async function serveEngineProtocol(
  input: Readable,
  out: Output,
  registry: GameRegistry,
): Promise<void> {
  const protocol = new EngineProtocol(registry);
  for await (const line of boundedLines(input, LIMITS.lineBytes)) {
    const reply = line === TOO_LARGE ? tooLargeReply() : protocol.handleLine(line);
    if (reply !== null) out.write(`${reply}\n`);
  }
}

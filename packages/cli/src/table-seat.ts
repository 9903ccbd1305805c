// The people at the terminal table: what each is shown and asked. A person is asked only for real
// decisions: a window the game says may be declined (its declineAction) is folded into the
// person's next decision when that follows at once, asked when it continues the person's own move,
// and otherwise passed for them unless they asked to be asked ("windows on"). Moves the game marks
// as final (its confirmAction) have no number: they are typed in full.

import type { Action, Agent, AgentContext, AnyGame, Seat, StepRecord } from "@houserules/engine";
import { isRuleError, RuleError } from "@houserules/engine";
import { describeError } from "./format.js";
import { type LineInput, type Output, println } from "./io.js";
import { findRuleId, type RulesPage, rulesText } from "./rules.js";
import type { TableLog } from "./table-log.js";

/** The person left the table with `q`. */
export class LeftTable extends Error {}

export const QUIT_WORDS = new Set(["q", "quit", "exit"]);
const LIST_WORDS = new Set(["?", "l", "list"]);
const HELP_WORDS = new Set(["help", "h", "commands"]);
const ALL_WORD = "all";
/**
 * Longer lists (e.g. a secret setup choice of 3 cards and a field card from 9: 504 moves) show a
 * few examples of the notation instead; `all` lists every move.
 */
export const LONG_LIST = 40;
const EXAMPLES = 5;
/** Final moves (typed in full) listed one by one up to this many; more show one example. */
const FEW_FINAL_MOVES = 2;
/** Declines folded into one decision at most (a window after a window of the same seat...). */
const MAX_FOLDED = 8;

/** What the table settings the people can change while playing. */
export interface TableSettings {
  /** Seats whose person wants to be asked in every window (otherwise it is passed for them). */
  windows: Set<Seat>;
}

export interface TableIo {
  input: LineInput;
  out: Output;
  /** Terminal size, for the rules pages; a pipe gets the defaults (100 x 24). */
  columns?: number;
  rows?: number;
}

/** One decision shown to a person. */
interface Decision {
  seat: Seat;
  /** The position the moves are for (a copy a few declines ahead when windows are folded in). */
  state: unknown;
  view: unknown;
  legal: readonly Action[];
  /** The decline of the window being answered: Enter plays it. */
  decline?: Action;
  /** A window answered in one line (the person asked to be asked): `?` shows the table. */
  brief?: boolean;
  /** A window folded into this decision: its moves may be typed first; the others decline it. */
  window?: { state: unknown; view: unknown; legal: readonly Action[]; declines: Action[] };
}

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/** A few moves spread over a long list, with their numbers. */
function examples(moves: readonly Action[]): { action: Action; index: number }[] {
  const picked: { action: Action; index: number }[] = [];
  for (let k = 0; k < EXAMPLES; k++) {
    const index = Math.round((k * (moves.length - 1)) / (EXAMPLES - 1));
    picked.push({ action: moves[index], index });
  }
  return picked;
}

export class PeopleAtTable implements Agent {
  readonly name = "people";
  /** Moves already chosen: the rest of a folded decision (declines, then the move). */
  private readonly queued = new Map<Seat, Action[]>();
  /** The kinds of move of each person's previous decision, and whether it continued a move. */
  private readonly lastKinds = new Map<Seat, { kinds: Set<string>; continued: boolean }>();
  private readonly toldWindows = new Set<Seat>();

  constructor(
    private readonly game: AnyGame,
    private readonly io: TableIo,
    /** The seats of people, in seat order. */
    private readonly people: readonly Seat[],
    private readonly log: TableLog,
    private readonly settings: TableSettings,
    private readonly rules: RulesPage | null,
    /** The live state and the step applied last. */
    private readonly live: () => { state: unknown; last: StepRecord | null },
  ) {}

  /** A decision a person made before (a resumed game's saved moves), as if made at this table. */
  remember(seat: Seat, legal: readonly Action[]): void {
    this.lastKinds.set(seat, { kinds: new Set(legal.map((action) => action.type)), continued: false });
  }

  async choose(ctx: AgentContext): Promise<Action> {
    const { seat, legal } = ctx;
    if (legal.length === 0)
      throw new Error(`seat ${seat} is asked to act but has no legal action (a defect of ${this.game.id})`);
    const queue = this.queued.get(seat);
    if (queue !== undefined && queue.length > 0) {
      const next = queue.shift() as Action;
      const match = legal.find((action) => same(action, next));
      if (match !== undefined) return match;
      queue.length = 0;
    }
    const previous = this.lastKinds.get(seat);
    const kinds = new Set(legal.map((action) => action.type));
    const decision = { kinds, continued: false };
    this.lastKinds.set(seat, decision);
    const { state, last } = this.live();
    const decline = this.game.declineAction?.(legal);
    // A move the person cannot choose otherwise is played for them; the log tells it.
    if (decline === undefined && legal.length === 1 && this.caution(legal[0], ctx.view) === undefined) {
      this.log.note(seat, `(Your only move: ${this.notation(legal[0], ctx.view)}.)`);
      return legal[0];
    }
    if (decline === undefined) return this.ask({ seat, state, view: ctx.view, legal });

    // The window comes just before the person's own decision: one prompt for both.
    const ahead = this.lookAhead(state, seat, decline);
    if (ahead !== null) {
      for (const action of ahead.legal) kinds.add(action.type);
      return this.ask({
        seat,
        state: ahead.state,
        view: this.game.view(ahead.state, seat),
        legal: ahead.legal,
        window: { state, view: ctx.view, legal, declines: ahead.declines },
      });
    }
    // The window continues the person's own move with moves it did not have (swaps after a 5),
    // or continues such a window (the second swap of two 5s).
    const continues =
      last !== null &&
      last.seat === seat &&
      previous !== undefined &&
      (previous.continued || legal.some((action) => action !== decline && !previous.kinds.has(action.type)));
    if (continues) {
      decision.continued = true;
      return this.ask({ seat, state, view: ctx.view, legal, decline });
    }
    if (!this.settings.windows.has(seat)) {
      this.tellWindowsOnce(seat, legal, decline, ctx.view);
      return decline;
    }
    return this.ask({ seat, state, view: ctx.view, legal, decline, brief: true });
  }

  /**
   * The person's next decision if declining this window (and any window of theirs right after it)
   * leads straight to it: the position then, its moves and the declines on the way.
   */
  private lookAhead(
    live: unknown,
    seat: Seat,
    decline: Action,
  ): { state: unknown; legal: Action[]; declines: Action[] } | null {
    const state = this.game.clone(live);
    const declines = [decline];
    for (let k = 0; k < MAX_FOLDED; k++) {
      this.game.apply(state, seat, JSON.parse(JSON.stringify(declines[declines.length - 1])));
      if (this.game.outcome(state) !== null || this.game.activeSeats(state)[0] !== seat) return null;
      const legal = this.game.legalActions(state, seat);
      const next = this.game.declineAction?.(legal);
      if (next === undefined) return { state, legal, declines };
      declines.push(next);
    }
    return null;
  }

  private tellWindowsOnce(seat: Seat, legal: readonly Action[], decline: Action, view: unknown): void {
    if (this.toldWindows.has(seat)) return;
    this.toldWindows.add(seat);
    const other = legal.find((action) => action !== decline);
    const word = other === undefined ? "" : this.notation(other, view).split(" ")[0];
    this.log.note(
      seat,
      `(Chances to act out of turn${word ? `, such as "${word}",` : ""} are passed for you; "windows on" asks you each time.)`,
    );
  }

  /** What a person would type for this move: cards by face where the game names them by id. */
  private notation(action: Action, view: unknown): string {
    return this.game.formatActionFor?.(action, view) ?? this.game.formatAction(action);
  }

  private caution(action: Action, view: unknown): string | undefined {
    return this.game.confirmAction?.(action, view);
  }

  private numbered(d: Decision): Action[] {
    return d.legal.filter((action) => this.caution(action, d.view) === undefined);
  }

  private banner(seat: Seat): string {
    return this.people.length > 1 ? `=== Seat ${seat}: your turn ===` : "=== Your turn ===";
  }

  /** In pass and play: hides the last person's hand and waits for this seat's person. */
  private async handOver(seat: Seat): Promise<void> {
    if (this.people.length === 1 || this.log.holder === seat) return;
    const { input, out } = this.io;
    const previous = this.log.holder;
    if (previous !== null) {
      this.log.flush(previous);
      const answer = await input.ask(
        `Seat ${previous}: press Enter to hide your hand and pass the device to Seat ${seat} (q quits): `,
      );
      if (QUIT_WORDS.has(answer.toLowerCase())) throw new LeftTable();
    }
    // A terminal is cleared, its scrollback too, so that nobody can scroll back to a hand.
    if (previous !== null && input.terminal) out.write("\x1b[2J\x1b[3J\x1b[H");
    else println(out);
    println(out, `=== Pass the device to Seat ${seat} ===`);
    const answer = await input.ask(`Seat ${seat}: press Enter when only you can see the screen (q quits): `);
    if (QUIT_WORDS.has(answer.toLowerCase())) throw new LeftTable();
    this.log.holder = seat;
    this.log.flush(seat, "Since your last turn:");
  }

  private prompt(d: Decision): string {
    const count = this.numbered(d).length;
    const range =
      count === 0 ? "type a move in full" : count === 1 ? "1 or notation" : `1-${count} or notation`;
    if (d.decline !== undefined && d.brief)
      return `Your move (Enter = ${this.notation(d.decline, d.view)}, ? lists, q quits): `;
    if (d.decline !== undefined)
      return `Your move (Enter = ${this.notation(d.decline, d.view)}, ${range}, ? lists, q quits): `;
    return `Your move (${range}, ? ${d.legal.length > LONG_LIST ? "shows the table, all lists" : "lists"}, q quits): `;
  }

  private async ask(d: Decision): Promise<Action> {
    const { input, out } = this.io;
    await this.handOver(d.seat);
    if (this.log.holder !== null) this.log.flush(this.log.holder);
    if (d.brief && d.decline !== undefined) {
      println(
        out,
        `  Your chance: Enter = ${this.notation(d.decline, d.view)} (${this.game.describeAction(d.decline, d.seat, d.view)}); ? shows the table and your ${d.legal.length === 1 ? "move" : `${d.legal.length} moves`}`,
      );
    } else this.show(d);
    for (;;) {
      const answer = await input.ask(this.prompt(d));
      const word = answer.toLowerCase();
      if (QUIT_WORDS.has(word)) throw new LeftTable();
      if (answer === "" && d.decline !== undefined) return d.decline;
      if (word === ALL_WORD) {
        this.show(d, true);
        continue;
      }
      if (answer === "" || LIST_WORDS.has(word)) {
        this.show(d);
        continue;
      }
      if (HELP_WORDS.has(word)) {
        this.help();
        continue;
      }
      if (word === "rules" || word.startsWith("rules ")) {
        await this.showRules(answer.slice(5));
        continue;
      }
      if (word === "windows" || word.startsWith("windows ")) {
        this.setWindows(d.seat, word.slice(7).trim());
        continue;
      }
      try {
        return this.read(answer, d);
      } catch (error) {
        println(out, `  ${describeError(error)}`);
        const id = this.explained(error);
        if (id !== undefined) println(out, `  ("rules ${id}" explains rule ${id}.)`);
      }
    }
  }

  /** The rule ID of an error that the rules page explains. */
  private explained(error: unknown): string | undefined {
    if (this.rules === null || !isRuleError(error) || error.ruleId === undefined) return undefined;
    const first = /[A-Za-z]+-A?\d+/.exec(error.ruleId)?.[0];
    return first === undefined ? undefined : findRuleId(this.rules, first);
  }

  private help(): void {
    const { out } = this.io;
    println(out, "  At your move: a number or a move in the game's notation plays it;");
    println(out, "  ? (or Enter) shows the table and your moves again; all lists every move of a long list;");
    println(
      out,
      '  rules shows how to play ("rules presets", "rules ids", or a rule ID such as "rules X-1");',
    );
    println(out, "  windows on / windows off: be asked, or not, at each chance to act out of turn;");
    println(out, "  q leaves the table (with --replay-out the game so far is saved to be resumed).");
  }

  private setWindows(seat: Seat, value: string): void {
    const on = value === "" ? !this.settings.windows.has(seat) : value === "on";
    if (value !== "" && value !== "on" && value !== "off") {
      println(this.io.out, '  Type "windows on" or "windows off".');
      return;
    }
    if (on) this.settings.windows.add(seat);
    else this.settings.windows.delete(seat);
    println(
      this.io.out,
      on
        ? "  You will be asked at every chance to act out of turn (Enter passes)."
        : "  Chances to act out of turn will be passed for you.",
    );
  }

  private async showRules(topic: string): Promise<void> {
    const { input, out } = this.io;
    if (this.rules === null) {
      println(out, `  There is no rules page for ${this.game.title} (docs/rules/${this.game.id}.md).`);
      return;
    }
    let lines: string[];
    try {
      lines = rulesText(this.rules, topic, Math.max(40, Math.min(this.io.columns ?? 100, 120)) - 2);
    } catch (error) {
      println(out, `  ${describeError(error)}`);
      return;
    }
    const page = input.terminal ? Math.max(5, (this.io.rows ?? 24) - 2) : Number.POSITIVE_INFINITY;
    for (let k = 0; k < lines.length; k += page) {
      for (const line of lines.slice(k, k + page)) println(out, line === "" ? "" : `  ${line}`);
      if (k + page < lines.length) {
        const more = await input.ask("-- more: Enter; q stops -- ");
        if (QUIT_WORDS.has(more.toLowerCase())) break;
      }
    }
  }

  private show(d: Decision, all = false): void {
    const { out } = this.io;
    println(out);
    println(out, this.banner(d.seat));
    const view = this.game
      .describeView(d.view, d.seat)
      .split("\n")
      .filter((line) => !this.log.told(d.seat, line));
    println(out, view.join("\n"));
    const numbered = this.numbered(d);
    const long = !all && numbered.length > LONG_LIST;
    if (numbered.length > 0) {
      println(
        out,
        long
          ? `You have ${numbered.length} moves; type one by number or notation, like these (all lists them):`
          : "Your moves:",
      );
      const width = String(numbered.length).length;
      const shown = long ? examples(numbered) : numbered.map((action, index) => ({ action, index }));
      for (const { action, index } of shown)
        println(out, `  ${String(index + 1).padStart(width)}. ${this.line(action, d)}`);
    }
    // Final moves, grouped by why: listed without a number, to be typed in full.
    const cautions = new Map<string, Action[]>();
    for (const action of d.legal) {
      const why = this.caution(action, d.view);
      if (why !== undefined) cautions.set(why, [...(cautions.get(why) ?? []), action]);
    }
    for (const [why, actions] of cautions) {
      // A long list of final moves (every set's declaration) is one example unless asked for.
      if (!all && actions.length > FEW_FINAL_MOVES) {
        println(out, `Final moves are typed in full; ${why}. For example (all lists the ${actions.length}):`);
        println(out, `     ${this.line(actions[0], d)}`);
        continue;
      }
      println(out, `Type one of these in full to play it; ${why}:`);
      for (const action of actions) println(out, `     ${this.line(action, d)}`);
    }
    if (d.window !== undefined) {
      const { window } = d;
      const decline = window.declines[0];
      const optional = window.legal.filter((action) => !same(action, decline));
      const notations = optional.map((action) => this.notation(action, window.view));
      println(
        out,
        `Before that, if you wish: ${notations.join(", ")} (a move above means ${this.notation(decline, window.view)}).`,
      );
    }
  }

  private line(action: Action, d: Decision): string {
    const notation = this.notation(action, d.view);
    const plain = this.game.describeAction(action, d.seat, d.view);
    return `${notation}${plain && plain !== notation ? ` - ${plain}` : ""}`;
  }

  /** The move typed: a number of the list or a notation, checked on a copy before it is played. */
  private read(answer: string, d: Decision): Action {
    const move = this.readMove(answer, d);
    if (move.window) return move.action;
    if (d.window === undefined) return move.action;
    const [first, ...rest] = d.window.declines;
    this.queued.set(d.seat, [...rest, move.action]);
    return first;
  }

  private readMove(answer: string, d: Decision): { action: Action; window: boolean } {
    const numbered = this.numbered(d);
    if (/^\d+$/.test(answer)) {
      const n = Number(answer);
      if (numbered.length === 0)
        throw new RuleError("BAD_CHOICE", "these moves have no numbers: type the move in full");
      if (n < 1 || n > numbered.length)
        throw new RuleError("BAD_CHOICE", `there is no move ${n}; choose 1 to ${numbered.length}`);
      return { action: numbered[n - 1], window: false };
    }
    try {
      return { action: this.rehearse(answer, d.state, d.seat), window: false };
    } catch (error) {
      // A move of the window folded in (a field change before the play) is read there.
      if (d.window === undefined) throw error;
      try {
        return { action: this.rehearse(answer, d.window.state, d.seat), window: true };
      } catch {
        throw error;
      }
    }
  }

  /** Parses a typed move and plays it on a copy: the game's own rule error explains an illegal one. */
  private rehearse(answer: string, state: unknown, seat: Seat): Action {
    const action = this.game.parseAction(answer, state, seat);
    this.game.apply(this.game.clone(state), seat, JSON.parse(JSON.stringify(action)));
    return action;
  }
}

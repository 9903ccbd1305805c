// The log of the terminal table: every event each person at the table may see, told once, in the
// game's own words. With several people at one screen (pass and play), each person's log waits
// until that person is at the screen.

import type { AnyGame, Seat, StepRecord } from "@houserules/engine";
import { eventVisibleTo } from "./format.js";
import { type Output, println } from "./io.js";

interface Entry {
  lines: string[];
  /** A declined window told in one line ("does not declare"): told together with its neighbours. */
  alike: boolean;
}

/** Log lines remembered per person, so the table's description of a view does not repeat them. */
const RECENT_LINES = 80;
/** Consecutive one-line declines join when they end in at least this many equal words. */
const SHARED_WORDS = 2;

function words(line: string): string[] {
  return line.split(" ");
}

/** How many words at the end two lines share. */
function sharedTail(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

/**
 * Lines of declined windows in a row, such as "seat 1 (B) does not declare", "seat 2 (A) does not
 * declare", told as one: "seat 1 (B), seat 2 (A): does not declare". Every line is still there.
 */
export function joinAlike(lines: readonly string[]): string[] {
  const out: string[] = [];
  let group: string[][] = [];
  let tail = 0;
  const emit = () => {
    if (group.length === 1) out.push(group[0].join(" "));
    else if (group.length > 1) {
      const heads = group.map((w) => w.slice(0, w.length - tail).join(" "));
      out.push(`${heads.join(", ")}: ${group[0].slice(group[0].length - tail).join(" ")}`);
    }
    group = [];
  };
  for (const line of lines) {
    const w = words(line);
    if (group.length > 0) {
      const shared = Math.min(tail || Number.POSITIVE_INFINITY, sharedTail(group[0], w));
      const headsLeft = group.every((g) => g.length > shared) && w.length > shared;
      if (shared >= SHARED_WORDS && headsLeft) {
        group.push(w);
        tail = shared;
        continue;
      }
      emit();
    }
    group = [w];
    tail = 0;
  }
  emit();
  return out;
}

export class TableLog {
  private readonly waiting = new Map<Seat, Entry[]>();
  private readonly recent = new Map<Seat, string[]>();
  /**
   * The person at the screen, whose log is printed as the game goes (with one person, always that
   * seat; in pass and play, null until the first hand-over).
   */
  holder: Seat | null;

  constructor(
    private readonly game: AnyGame,
    private readonly out: Output,
    private readonly people: readonly Seat[],
  ) {
    for (const seat of people) {
      this.waiting.set(seat, []);
      this.recent.set(seat, []);
    }
    this.holder = people.length === 1 ? people[0] : null;
  }

  /** One applied step, for every person at the table as they may see it. */
  step(step: StepRecord): void {
    const declined = this.game.declineAction?.([step.action]) !== undefined;
    for (const seat of this.people) {
      const lines = this.linesFor(step, seat);
      (this.waiting.get(seat) as Entry[]).push({ lines, alike: declined && lines.length === 1 });
    }
    // A run of declines is told when it ends, so that it can be told in one line.
    if (this.holder !== null) {
      const entries = this.waiting.get(this.holder) as Entry[];
      if (!entries[entries.length - 1].alike) this.flush(this.holder);
    }
  }

  /** A line of the table's own for one person (told at once if that person is at the screen). */
  note(seat: Seat, text: string): void {
    this.waiting.get(seat)?.push({ lines: [text], alike: false });
    if (this.holder === seat) this.flush(seat);
  }

  /** Prints what `seat` has not been told yet, under `heading` if there is anything. */
  flush(seat: Seat, heading?: string): void {
    const entries = this.waiting.get(seat);
    if (entries === undefined || entries.length === 0) return;
    const lines: string[] = [];
    for (let i = 0; i < entries.length; ) {
      if (!entries[i].alike) {
        lines.push(...entries[i].lines);
        i++;
        continue;
      }
      let j = i;
      while (j < entries.length && entries[j].alike) j++;
      lines.push(...joinAlike(entries.slice(i, j).map((entry) => entry.lines[0])));
      i = j;
    }
    entries.length = 0;
    if (heading !== undefined && lines.length > 0) println(this.out, heading);
    const recent = this.recent.get(seat) as string[];
    for (const line of lines) {
      println(this.out, `  ${line}`);
      recent.push(line.trim());
    }
    if (recent.length > RECENT_LINES) recent.splice(0, recent.length - RECENT_LINES);
  }

  /** Whether this line was told to `seat` lately (a view's "recent plays" repeat the log). */
  told(seat: Seat, line: string): boolean {
    const text = line.trim();
    return text !== "" && (this.recent.get(seat)?.includes(text) ?? false);
  }

  /** Forgets what was waiting (a new game of the series starts). */
  clear(): void {
    for (const entries of this.waiting.values()) entries.length = 0;
  }

  private linesFor(step: StepRecord, seat: Seat): string[] {
    const lines: string[] = [];
    for (const event of step.events) {
      if (!eventVisibleTo(event, seat)) continue;
      const text = this.game.describeEvent(event, seat);
      if (text !== "") lines.push(text);
    }
    if (lines.length === 0)
      lines.push(
        step.seat === seat
          ? this.game.describeAction(step.action, step.seat)
          : `Seat ${step.seat} made a move.`,
      );
    return lines;
  }
}

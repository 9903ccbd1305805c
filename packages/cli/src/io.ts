// Input and output streams, injected so every command can be driven by tests.

import { readFileSync, statSync } from "node:fs";
import { createInterface, type Interface } from "node:readline/promises";
import type { Readable, Writable } from "node:stream";
import { RuleError } from "@houserules/engine";

/** Where a command writes: stdout (`out`) and stderr (`err`), one `write` per chunk. */
export interface Output {
  write(text: string): void;
}

export interface CommandIo {
  out: Output;
  err: Output;
}

/** The largest file a command reads (a replay of the longest game is well under 1 MiB). */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** The longest answer a table reads at its prompt (a move written out is far shorter). */
export const MAX_ANSWER_LENGTH = 1000;

/** A file's text, or RuleError BAD_FILE naming the file and why it cannot be read. */
export function readTextFile(path: string): string {
  try {
    const { size } = statSync(path);
    if (size > MAX_FILE_BYTES) {
      throw new RuleError("BAD_FILE", `cannot read ${path}: it is larger than ${MAX_FILE_BYTES} bytes`);
    }
    return readFileSync(path, "utf8");
  } catch (error) {
    if (error instanceof RuleError) throw error;
    const why =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
    throw new RuleError("BAD_FILE", `cannot read ${path}: ${why}`);
  }
}

/** Writes `text` followed by a newline. */
export function println(out: Output, text = ""): void {
  out.write(`${text}\n`);
}

/** A writable stream as an Output. */
export function streamOutput(stream: Writable): Output {
  return { write: (text) => void stream.write(text) };
}

/** The user closed the input (EOF, Ctrl-D). */
export class InputEnded extends Error {
  constructor() {
    super("input ended");
    this.name = "InputEnded";
  }
}

/**
 * Reads answers line by line from a terminal or a pipe. Lines are buffered by the readline async
 * iterator from the start, so a script piped in all at once loses none (readline's `question`
 * drops lines that arrive before it is asked). On a pipe the prompt and the answer are echoed to
 * `out`, so a scripted session reads like a terminal one.
 */
export class LineInput {
  private readonly rl: Interface;
  private readonly lines: AsyncIterator<string>;
  /** Prompts and answers go to a terminal (not a pipe): the table may page and clear the screen. */
  readonly terminal: boolean;
  private readonly onSignal = () => this.rl.close();

  constructor(
    input: Readable,
    private readonly out: Output,
    terminalOutput?: Writable,
  ) {
    this.terminal = Boolean(
      (input as { isTTY?: boolean }).isTTY && (terminalOutput as { isTTY?: boolean })?.isTTY,
    );
    this.rl = createInterface({
      input,
      output: this.terminal ? terminalOutput : undefined,
      terminal: this.terminal,
    });
    this.lines = this.rl[Symbol.asyncIterator]();
    // Without a listener readline only pauses on Ctrl-C; closing ends the input like Ctrl-D.
    this.rl.on("SIGINT", this.onSignal);
    // Piped into the real process, Ctrl-C reaches the process, not readline: end the input too,
    // so a table can still save the game.
    if (!this.terminal && input === process.stdin) process.on("SIGINT", this.onSignal);
  }

  /**
   * Shows the prompt and returns the next line, trimmed; throws InputEnded at end of input. A line
   * over MAX_ANSWER_LENGTH is refused with a word and the prompt shown again.
   */
  async ask(prompt: string): Promise<string> {
    for (;;) {
      const answer = await this.askOnce(prompt);
      if (answer.length <= MAX_ANSWER_LENGTH) return answer;
      this.out.write(`That line is over ${MAX_ANSWER_LENGTH} characters; type a shorter one.\n`);
    }
  }

  private async askOnce(prompt: string): Promise<string> {
    if (this.terminal) {
      this.rl.setPrompt(prompt);
      this.rl.prompt();
    } else {
      this.out.write(prompt);
    }
    const next = await this.lines.next();
    if (next.done) {
      this.out.write("\n");
      throw new InputEnded();
    }
    if (!this.terminal) {
      const echo = next.value.length <= MAX_ANSWER_LENGTH ? next.value : `${next.value.slice(0, 80)}…`;
      this.out.write(`${echo}\n`);
    }
    return next.value.trim();
  }

  close(): void {
    process.off("SIGINT", this.onSignal);
    this.rl.close();
  }
}

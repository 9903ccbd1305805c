// A small driver for `houserules engine` (docs/engine-protocol.md): it spawns the real built CLI
// and exchanges JSON request/reply lines with it. Game-agnostic, for every game's acceptance suite.
//
// - One promise per request. Requests carry an `id` the driver checks on the reply; replies are
//   also matched by order (the protocol answers every non-blank line exactly once, in order), so
//   raw lines without an id (malformed JSON...) can be sent too.
// - Every request has a timeout; an engine that exits or times out fails every pending request.
// - `close()` ends stdin (the engine exits at the end of its input) and kills it if it lingers.

import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** The repository root (this file lives in packages/cli/test/acceptance). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
/** The built CLI entry point (`npx tsc -b` builds it). */
export const CLI_MAIN = resolve(REPO_ROOT, "packages/cli/dist/main.js");

export interface EngineErrorInfo {
  code: string;
  ruleId?: string;
  message: string;
}

/** One reply line: `ok` plus the command's fields, or `error`. */
export interface EngineReply {
  id?: unknown;
  ok: boolean;
  error?: EngineErrorInfo;
  [field: string]: unknown;
}

export interface EngineDriverOptions {
  /** Milliseconds to wait for each reply (default 10 s). */
  timeoutMs?: number;
  /** The CLI entry point (default: the built CLI of this repository). */
  cliPath?: string;
  /** Extra environment variables for the engine process. */
  env?: Record<string, string>;
}

interface Pending {
  id: unknown;
  line: string;
  resolve: (reply: EngineReply) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Raised by `call` when the engine answers `ok: false`. */
export class EngineRequestError extends Error {
  constructor(
    readonly request: unknown,
    readonly info: EngineErrorInfo,
  ) {
    super(
      `engine refused ${JSON.stringify(request)}: ${info.code}${info.ruleId ? ` (${info.ruleId})` : ""}: ${info.message}`,
    );
    this.name = "EngineRequestError";
  }
}

export class EngineDriver {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending: Pending[] = [];
  private readonly timeoutMs: number;
  private nextId = 1;
  private stderrText = "";
  private exited = false;
  private readonly exitPromise: Promise<number | null>;

  private constructor(options: EngineDriverOptions) {
    const cliPath = options.cliPath ?? CLI_MAIN;
    if (!existsSync(cliPath)) {
      throw new Error(`the CLI is not built: ${cliPath} is missing (run \`npx tsc -b packages/cli\`)`);
    }
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.child = spawn(process.execPath, [cliPath, "engine"], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.child.stdin.on("error", () => {
      // EPIPE after the engine died: the exit handler fails the pending requests.
    });
    this.child.stderr.setEncoding("utf8");
    this.child.stderr.on("data", (chunk: string) => {
      this.stderrText = (this.stderrText + chunk).slice(-4000);
    });
    const lines = createInterface({ input: this.child.stdout });
    lines.on("line", (line) => this.onLine(line));
    this.exitPromise = new Promise((done) => {
      this.child.on("exit", (code) => {
        this.exited = true;
        this.failAll(new Error(`the engine exited (code ${code})${this.stderrSuffix()}`));
        done(code);
      });
      this.child.on("error", (error) => {
        this.exited = true;
        this.failAll(new Error(`the engine could not run: ${error.message}`));
        done(null);
      });
    });
  }

  /** Spawns `node packages/cli/dist/main.js engine`. */
  static start(options: EngineDriverOptions = {}): EngineDriver {
    return new EngineDriver(options);
  }

  /** Sends one request (an `id` is added unless given) and resolves with its reply, ok or not. */
  request(fields: Record<string, unknown>): Promise<EngineReply> {
    const id = "id" in fields ? fields.id : this.nextId++;
    const line = JSON.stringify({ ...fields, id });
    return this.send(line, id);
  }

  /** Like `request`, but resolves with the reply of a successful request and throws on `ok: false`. */
  async call(fields: Record<string, unknown>): Promise<EngineReply> {
    const reply = await this.request(fields);
    if (!reply.ok)
      throw new EngineRequestError(fields, reply.error ?? { code: "?", message: "no error field" });
    return reply;
  }

  /**
   * Sends a raw line (malformed JSON, a request without id...) and resolves with the reply the
   * engine writes for it. Do not send blank lines this way: the engine does not answer them
   * (use `sendUnanswered`).
   */
  sendRaw(line: string): Promise<EngineReply> {
    if (line.includes("\n")) throw new Error("sendRaw takes a single line");
    return this.send(line, undefined);
  }

  /** Writes text the engine must not answer (blank lines); later replies still match in order. */
  sendUnanswered(text: string): void {
    this.child.stdin.write(text);
  }

  /** The engine's stderr so far (the last 4,000 characters). */
  get stderr(): string {
    return this.stderrText;
  }

  get running(): boolean {
    return !this.exited;
  }

  /** Ends the input, waits for the engine to exit (killing it after `graceMs`), returns the exit code. */
  async close(graceMs = 2000): Promise<number | null> {
    if (!this.exited) {
      this.child.stdin.end();
      const timer = setTimeout(() => {
        if (!this.exited) this.child.kill("SIGKILL");
      }, graceMs);
      const code = await this.exitPromise;
      clearTimeout(timer);
      return code;
    }
    return this.exitPromise;
  }

  private send(line: string, id: unknown): Promise<EngineReply> {
    if (this.exited) return Promise.reject(new Error(`the engine is not running${this.stderrSuffix()}`));
    return new Promise((resolvePromise, rejectPromise) => {
      const entry: Pending = {
        id,
        line,
        resolve: resolvePromise,
        reject: rejectPromise,
        timer: setTimeout(() => {
          const error = new Error(
            `no reply within ${this.timeoutMs} ms to ${truncate(line)}${this.stderrSuffix()}`,
          );
          // Replies are matched by order, so after a lost reply nothing can be trusted: stop the engine.
          this.failAll(error);
          this.child.kill("SIGKILL");
        }, this.timeoutMs),
      };
      this.pending.push(entry);
      this.child.stdin.write(`${line}\n`);
    });
  }

  private onLine(line: string): void {
    const entry = this.pending.shift();
    if (!entry) {
      // An unsolicited line is a protocol defect; keep it for the next failure message.
      this.stderrText += `\n[unsolicited stdout] ${truncate(line)}`;
      return;
    }
    clearTimeout(entry.timer);
    let reply: EngineReply;
    try {
      reply = JSON.parse(line) as EngineReply;
    } catch {
      entry.reject(new Error(`reply is not JSON: ${truncate(line)} (request ${truncate(entry.line)})`));
      return;
    }
    if (typeof reply !== "object" || reply === null || typeof reply.ok !== "boolean") {
      entry.reject(new Error(`reply has no boolean "ok": ${truncate(line)}`));
      return;
    }
    if (entry.id !== undefined && JSON.stringify(reply.id) !== JSON.stringify(entry.id)) {
      entry.reject(
        new Error(
          `reply id ${JSON.stringify(reply.id)} does not match request id ${JSON.stringify(entry.id)}`,
        ),
      );
      return;
    }
    entry.resolve(reply);
  }

  private failAll(error: Error): void {
    for (const entry of this.pending.splice(0)) {
      clearTimeout(entry.timer);
      entry.reject(error);
    }
  }

  private stderrSuffix(): string {
    return this.stderrText ? `; stderr: ${this.stderrText.trim()}` : "";
  }
}

function truncate(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

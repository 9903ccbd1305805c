// Shared setup of the browser suites: the real server on a free loopback port with a temporary
// SQLite file, Debian's chromium through playwright-core (nothing downloaded), pages as players
// open them, and a socket.io client speaking the protocol to learn what the server holds.

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkReplayShape, type Replay } from "@houserules/engine";
import { type RunningServer, type ServerOptions, startServer } from "@houserules/server";
import pino from "pino";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { io, type Socket } from "socket.io-client";
import type { LogEntry, Move, Outcome, Reply, Snapshot, Update } from "../src/protocol.js";

export const CHROMIUM = "/usr/bin/chromium";
export const WEB = fileURLToPath(new URL("../dist/", import.meta.url));

export interface TestServer {
  server: RunningServer;
  close(): Promise<void>;
}

/** The server with the built web table, bots moving at once, and limits a test never reaches. */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  if (!existsSync(join(WEB, "index.html"))) throw new Error("the web table is not built: run npm run build");
  const dir = mkdtempSync(join(tmpdir(), "houserules-web-"));
  const server = await startServer({
    databasePath: join(dir, "web.sqlite"),
    botDelayMs: 0,
    botThreads: 1,
    tablesPerHour: 10_000,
    messagesPerSecond: 10_000,
    chatPerSecond: 100,
    // HOUSERULES_TEST_LOG=error (or info...) shows the server's log while a browser test runs.
    logger: pino({ level: process.env.HOUSERULES_TEST_LOG ?? "silent" }),
    webRoot: WEB,
    ...options,
  });
  return {
    server,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A fresh browser profile (its own stored tokens), at a desktop size. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 } });
}

/** A page in a fresh profile, or in `context` (a second tab of the same browser). */
export async function newPage(browser: Browser, context?: BrowserContext): Promise<Page> {
  const page = await (context ?? (await newContext(browser))).newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

/** Clicks the first offered move until the game is over (the bots play the other seats). */
export async function playByClicking(page: Page, maxMoves = 2000): Promise<number> {
  let clicks = 0;
  for (; clicks < maxMoves; clicks++) {
    const over = page.getByRole("heading", { name: /Game over/ });
    const move = page.locator("fieldset.moves button:not([disabled])").first();
    await Promise.race([over.waitFor(), move.waitFor()]);
    if (await over.isVisible()) return clicks;
    await move.click().catch(() => {});
  }
  throw new Error(`no end after ${clicks} moves`);
}

export type SeatRequest = { kind: "human" } | { kind: "bot"; level: string };

/** Creates a table through the HTTP API, as the home page does; the test is its host. */
export async function createTable(
  server: RunningServer,
  body: { game: string; preset?: string; seats: SeatRequest[]; turnSeconds?: number | null },
): Promise<{ code: string; hostToken: string; link: string }> {
  const response = await fetch(`${server.url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: string; hostToken: string; link: string };
  if (response.status !== 201) throw new Error(`table refused: ${JSON.stringify(json)}`);
  return json;
}

/** A finished game's replay, downloaded as the game-over screen's link does. */
export async function downloadReplay(server: RunningServer, code: string, number: number): Promise<Replay> {
  const response = await fetch(`${server.url}/api/tables/${code}/games/${number}/replay`);
  if (response.status !== 200) throw new Error(`replay ${number}: HTTP ${response.status}`);
  return checkReplayShape(await response.json());
}

/** The seat token a page's browser keeps for a table (what it joins with after a reload). */
export async function keptSeatToken(page: Page, code: string): Promise<string> {
  const { origins } = await page.context().storageState();
  const stored = origins
    .flatMap((origin) => origin.localStorage)
    .find((entry) => entry.name === "houserules.tables");
  const kept = JSON.parse(stored?.value ?? "[]") as { code: string; seatToken?: string }[];
  const token = kept.find((t) => t.code === code)?.seatToken;
  if (token === undefined) throw new Error(`the browser keeps no seat token for table ${code}`);
  return token;
}

/**
 * A protocol client at one table (a spectator, or a seat with its token) that folds every
 * snapshot and update, so a test knows the version, whose turn it is and the seat's log.
 */
export class TableWatcher {
  private readonly socket: Socket;
  number = 0;
  version = -1;
  active: number[] = [];
  legal: Move[] = [];
  outcome: Outcome | null = null;
  log: LogEntry[] = [];
  seat: number | null = null;
  readonly notices: string[] = [];
  readonly steps: Update["step"][] = [];

  private constructor(
    url: string,
    readonly code: string,
    private readonly token?: string,
  ) {
    this.socket = io(url, { transports: ["websocket"], reconnection: false, forceNew: true });
    this.socket.on("snapshot", (snapshot: Snapshot) => this.fold(snapshot));
    this.socket.on("update", (update: Update) => {
      if (update.number !== this.number || update.version !== this.version + 1) return void this.rejoin();
      this.version = update.version;
      this.active = update.active;
      this.legal = update.legal;
      this.outcome = update.outcome;
      this.log.push(...update.events);
      this.steps.push(update.step);
    });
    this.socket.on("notice", (notice: { text: string }) => this.notices.push(notice.text));
  }

  static async open(url: string, code: string, token?: string): Promise<TableWatcher> {
    const watcher = new TableWatcher(url, code, token);
    await new Promise<void>((resolve, reject) => {
      watcher.socket.once("connect", () => resolve());
      watcher.socket.once("connect_error", reject);
    });
    await watcher.rejoin();
    return watcher;
  }

  private fold(snapshot: Snapshot): void {
    this.seat = snapshot.seat;
    const game = snapshot.game;
    if (game === null) return;
    this.number = game.number;
    this.version = game.version;
    this.active = game.active;
    this.legal = game.legal;
    this.outcome = game.outcome;
    this.log = [...game.log];
  }

  async send<T = Record<string, unknown>>(event: string, payload: unknown): Promise<Reply<T>> {
    return (await this.socket.timeout(15_000).emitWithAck(event, payload)) as Reply<T>;
  }

  /** Joins again for a whole snapshot. */
  async rejoin(): Promise<void> {
    const reply = await this.send<Snapshot>("join", {
      code: this.code,
      ...(this.token === undefined ? {} : { token: this.token }),
    });
    if (!reply.ok) throw new Error(`join refused: ${reply.error.message}`);
    this.fold(reply);
  }

  /** Resolves once `test` holds, polling every few milliseconds. */
  async until(test: () => boolean, timeoutMs = 30_000, what = "the table"): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what} (version ${this.version})`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /**
   * Waits until `seat` acts next (active[0]) with a move to make, or the game is over. Bots move
   * only as the seat that acts next, so the table is still until that seat acts.
   */
  waitingFor(seat: number, timeoutMs?: number): Promise<void> {
    return this.until(
      () => this.outcome !== null || (this.active[0] === seat && this.legal.length > 0),
      timeoutMs,
      `seat ${seat} to act next`,
    );
  }

  close(): void {
    this.socket.close();
  }
}

/** The log lines a page shows, in order. */
export function pageLog(page: Page): Promise<string[]> {
  return page.locator('section[aria-label="game log"] li').allTextContents();
}

/** Waits until a page's log ends like `log` (the lines a seat may read), i.e. it shows that version. */
export async function pageShowsLog(page: Page, log: readonly LogEntry[]): Promise<void> {
  const want = log
    .map((entry) => entry.text)
    .filter((text) => text !== "")
    .slice(-200);
  const end = Date.now() + 30_000;
  for (;;) {
    const shown = await pageLog(page);
    if (shown.length === want.length && shown.every((line, i) => line === want[i])) return;
    if (Date.now() > end)
      throw new Error(`the page shows ${shown.length} log lines, not the ${want.length} the server sent`);
    await page.waitForTimeout(20);
  }
}

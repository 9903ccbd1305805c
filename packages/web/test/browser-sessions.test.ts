// Sessions and privacy at the web table, in a real browser against the real server: a reload (or
// a second tab) brings the same seat back, a spectator's page never holds a hidden card, chat
// reaches everyone at the table, and the turn timer lets a bot play for an absent player until
// they come back.

import { games } from "@houserules/catalog";
import { formatCard, playReplay } from "@houserules/engine";
import type { HiddenCards } from "@houserules/engine/conformance";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiddenCards as shitheadHidden } from "../../games/shithead/test/hidden-cards.js";
import { cardLabel, parseFace } from "../src/cards.js";
import type { Move } from "../src/protocol.js";
import {
  createTable,
  downloadReplay,
  keptSeatToken,
  launchBrowser,
  newPage,
  pageShowsLog,
  playByClicking,
  startTestServer,
  TableWatcher,
  type TestServer,
} from "./browser-harness.js";

let running: TestServer;
let browser: Browser;
const watchers: TableWatcher[] = [];

beforeAll(async () => {
  [running, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  for (const watcher of watchers) watcher.close();
  await browser?.close();
  await running?.close();
});

async function watch(url: string, code: string, token?: string): Promise<TableWatcher> {
  const watcher = await TableWatcher.open(url, code, token);
  watchers.push(watcher);
  return watcher;
}

/** Polls what a page shows until it matches, with room for a loaded machine (vitest's default is 1 s). */
function eventually<T>(look: () => Promise<T>) {
  return expect.poll(look, { timeout: 15_000, interval: 50 });
}

function codeOf(page: Page): string {
  const code = /\/t\/([A-Z0-9]+)$/.exec(new URL(page.url()).pathname)?.[1];
  if (code === undefined) throw new Error(`not at a table: ${page.url()}`);
  return code;
}

/** The little of the focused element the keyboard test reads (tests have no DOM types). */
interface FocusedElement {
  tagName: string;
  disabled?: boolean;
  closest(selector: string): unknown;
}

/** What a player sees of their own seat: its name, their hand and the moves offered. */
async function mySeat(page: Page) {
  const attributes = async (selector: string, name: string) => {
    const found = await page.locator(selector).all();
    return Promise.all(found.map((element) => element.getAttribute(name)));
  };
  return {
    seat: await page.locator(".seats .seat.mine strong").textContent(),
    hand: await attributes('[aria-label="your hand"] .card', "aria-label"),
    moves: await attributes("fieldset.moves button", "title"),
  };
}

/** Joins a player's page to the human seat of a fresh table: the name typed, "Take a seat". */
async function takeSeat(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Take a seat" }).click();
  await eventually(() => page.locator(".seats .seat.mine strong").textContent()).toBe(`${name} (you)`);
}

describe("sessions at the web table", () => {
  it("keyboard play: Tab reaches the moves and Enter plays one, without a mouse", async () => {
    const { server } = running;
    const page = await newPage(browser);
    await page.goto(server.url);
    await page.getByLabel("Game").selectOption("trou-du-cul");
    await page.getByRole("button", { name: "Quick game against bots" }).click();
    await page.waitForURL(/\/t\/[A-Z0-9]+$/);
    const code = codeOf(page);
    const seat = await watch(server.url, code, await keptSeatToken(page, code));
    const me = seat.seat as number;
    await seat.waitingFor(me);
    expect(seat.outcome).toBeNull();
    await eventually(() => page.locator("p.turn").textContent()).toBe("Your move.");
    const version = seat.version;
    // Tab through the page until a move button holds the focus.
    const focusedMove = () =>
      page.evaluate(() => {
        const active = (globalThis as unknown as { document: { activeElement: FocusedElement | null } })
          .document.activeElement;
        return active?.closest("fieldset.moves") != null && active.tagName === "BUTTON" && !active.disabled;
      });
    let tabs = 0;
    for (; tabs < 300 && !(await focusedMove()); tabs++) await page.keyboard.press("Tab");
    expect(await focusedMove(), `no move button after ${tabs} tabs`).toBe(true);
    await page.keyboard.press("Enter");
    await seat.until(() => seat.version > version);
    const mine = seat.log.filter((entry) => (entry.event as { seat?: number }).seat === me);
    expect(mine.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it("a reload, or the same table in a second tab, brings back the seat, the hand and the moves, and play goes on to the end", async () => {
    const { server } = running;
    const page = await newPage(browser);
    await page.goto(server.url);
    await page.getByLabel("Game").selectOption("trou-du-cul");
    await page.getByRole("button", { name: "Quick game against bots" }).click();
    await page.waitForURL(/\/t\/[A-Z0-9]+$/);
    const code = codeOf(page);
    await eventually(() => page.getByRole("region", { name: "the game" }).isVisible()).toBe(true);
    const seat = await watch(server.url, code, await keptSeatToken(page, code));
    const me = seat.seat as number;
    expect(me).not.toBeNull();

    const myMoveShown = async (on: Page) => {
      await seat.waitingFor(me);
      expect(seat.outcome, "the game ended before the player could move").toBeNull();
      await pageShowsLog(on, seat.log);
      await eventually(() => on.locator("p.turn").textContent()).toBe("Your move.");
    };
    for (let moves = 0; moves < 2; moves++) {
      await myMoveShown(page);
      const version = seat.version;
      await page.locator("fieldset.moves button:not([disabled])").first().click();
      await seat.until(() => seat.version > version);
    }
    await myMoveShown(page);
    const before = await mySeat(page);
    expect(before.hand.length).toBeGreaterThan(0);
    expect(before.moves.length).toBeGreaterThan(0);

    await page.reload();
    await myMoveShown(page);
    expect(await mySeat(page)).toEqual(before);

    const secondTab = await newPage(browser, page.context());
    await secondTab.goto(`${server.url}/t/${code}`);
    await myMoveShown(secondTab);
    expect(await mySeat(secondTab)).toEqual(before);

    expect(await playByClicking(page)).toBeGreaterThan(0);
    await secondTab.getByRole("heading", { name: /Game over/ }).waitFor();
    const standings = (on: Page) =>
      on.getByRole("list", { name: "final standings" }).locator("li").allTextContents();
    expect(await standings(secondTab)).toEqual(await standings(page));
    await page.context().close();
  });

  it("table chat: a player's line reaches a spectator, and a spectator's reaches the player", async () => {
    const { server } = running;
    const table = await createTable(server, {
      game: "trou-du-cul",
      seats: [{ kind: "human" }, { kind: "bot", level: "normal" }],
    });
    const player = await newPage(browser);
    await takeSeat(player, table.link, "Ada");
    const spectator = await newPage(browser);
    await spectator.goto(table.link);
    const chatLines = (on: Page) => on.locator('section[aria-label="chat"] li').allTextContents();

    await player.getByLabel("message").fill("good luck, everyone");
    await player.getByRole("button", { name: "Send" }).click();
    await eventually(() => chatLines(spectator)).toEqual(["Ada: good luck, everyone"]);
    await spectator.getByLabel("message").fill("watching you, Ada");
    await spectator.getByRole("button", { name: "Send" }).click();
    const both = ["Ada: good luck, everyone", "Spectator: watching you, Ada"];
    await eventually(() => chatLines(player)).toEqual(both);
    await eventually(() => chatLines(spectator)).toEqual(both);
    // Someone arriving later reads what was said.
    const late = await newPage(browser);
    await late.goto(table.link);
    await eventually(() => chatLines(late)).toEqual(both);
    for (const page of [player, spectator, late]) await page.context().close();
  });
});

/** A page as captured at one version of the game, for the seat that page shows (null: a spectator). */
interface Capture {
  version: number;
  viewer: number | null;
  html: string;
  text: string;
}

async function capture(page: Page, version: number, viewer: number | null): Promise<Capture> {
  return { version, viewer, html: await page.content(), text: await page.locator("body").innerText() };
}

/** Every card notation a value (a view) names, anywhere in it. */
function facesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (parseFace(value) !== null) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) facesIn(item, into);
  else if (value !== null && typeof value === "object")
    for (const item of Object.values(value)) facesIn(item, into);
  return into;
}

/** The notations written in a page's markup and text, as whole words. */
function notationsIn(capture: Capture): Set<string> {
  const found = new Set<string>();
  for (const source of [capture.html, capture.text])
    for (const match of source.matchAll(/(?<![A-Za-z0-9])(10|[2-9AJQK])([SHDC])(?![A-Za-z0-9])/g))
      found.add(match[0]);
  return found;
}

describe("privacy at the web table", () => {
  it("SH-1/SH-2: a spectator's page never holds a hidden card, and a player's page holds no other seat's", async () => {
    const { server } = running;
    const game = games.get("shithead");
    const human = 1;
    const table = await createTable(server, {
      game: "shithead",
      seats: [{ kind: "bot", level: "normal" }, { kind: "human" }, { kind: "bot", level: "normal" }],
    });
    const player = await newPage(browser);
    await takeSeat(player, table.link, "Ada");
    const spectator = await newPage(browser);
    await spectator.goto(table.link);
    await eventually(() => spectator.getByText("The host starts the game").isVisible()).toBe(true);
    const code = table.code;
    const watcher = await watch(server.url, code);
    const seat = await watch(server.url, code, await keptSeatToken(player, code));
    expect(seat.seat).toBe(human);
    const started = await watcher.send("start", { code, hostToken: table.hostToken });
    expect(started.ok, JSON.stringify(started)).toBe(true);

    // Ada moves only when the test says: at each of her turns the table is still, and both pages
    // are captured at that version before she plays what the normal bot would.
    const captures: Capture[] = [];
    for (let turn = 0; turn < 2000; turn++) {
      await seat.waitingFor(human);
      if (seat.outcome !== null) break;
      const version = seat.version;
      await watcher.until(() => watcher.version === version);
      await Promise.all([pageShowsLog(spectator, watcher.log), pageShowsLog(player, seat.log)]);
      captures.push(await capture(spectator, version, null), await capture(player, version, human));
      const hint = await seat.send<{ hint: Move }>("hint", { code });
      if (!hint.ok) throw new Error(`no hint: ${hint.error.message}`);
      const button = player.locator("fieldset.moves").getByTitle(hint.hint.description, { exact: true });
      if ((await button.count()) > 0) await button.first().click();
      else await player.locator("fieldset.moves button:not([disabled])").first().click();
      await seat.until(() => seat.version > version || seat.outcome !== null);
    }
    expect(seat.outcome).not.toBeNull();
    await eventually(() => spectator.getByRole("heading", { name: /Game over/ }).isVisible()).toBe(true);
    expect(captures.length).toBeGreaterThan(4);

    const replay = await downloadReplay(server, code, 1);
    const states: unknown[] = [];
    const { events } = playReplay(game, replay, (state) => states.push(game.clone(state)));
    /** The faces a viewer was shown by the events before `version` (a card once turned face up). */
    const shownBefore = (version: number, viewer: number | null) =>
      facesIn(
        events
          .slice(0, version)
          .flatMap((step) => step.events)
          .filter(
            (event) => event.visibleTo === undefined || (viewer !== null && event.visibleTo.includes(viewer)),
          ),
      );
    const hidden = shitheadHidden as HiddenCards;
    for (const shot of captures) {
      const state = states[shot.version] as { ids: string[]; hands: number[][] };
      const seen = facesIn(game.view(state, shot.viewer), shownBefore(shot.version, shot.viewer));
      const notations = notationsIn(shot);
      const words = `${shot.html}\n${shot.text}`.toLowerCase();
      // The search finds cards that are there: a player's page shows her own hand by label.
      if (shot.viewer !== null)
        for (const card of state.hands[shot.viewer])
          expect(words.includes(cardLabel(formatCard(card))), `own ${formatCard(card)} shown`).toBe(true);
      const who = shot.viewer === null ? "the spectator's page" : `seat ${shot.viewer}'s page`;
      for (const slot of hidden.slots(state, shot.viewer)) {
        const card = hidden.cardAt(state, slot) as number;
        const face = formatCard(card);
        const where = `${who} at version ${shot.version}: ${face} (${slot.zone})`;
        // A card's id follows it everywhere, so an id shown would give the card away.
        expect(shot.html.includes(state.ids[card]), `${where} by its id`).toBe(false);
        if (seen.has(face)) continue; // a copy of this face is (or was) in plain sight
        expect(notations.has(face), `${where} by its notation`).toBe(false);
        expect(words.includes(cardLabel(face)), `${where} by its label "${cardLabel(face)}"`).toBe(false);
      }
    }
    await player.context().close();
    await spectator.context().close();
  });
});

describe("the turn timer at the web table", () => {
  // One-second turns keep the test short; bots move at a pace a player (and the test) can follow.
  let timed: TestServer;
  beforeAll(async () => {
    timed = await startTestServer({ minTurnSeconds: 1, botDelayMs: 300 });
  });
  afterAll(async () => {
    await timed?.close();
  });

  it("a player who lets the timer run out sees a bot play for them, after three a bot holds the seat, and coming back takes it back", async () => {
    const { server } = timed;
    const table = await createTable(server, {
      game: "trou-du-cul",
      seats: [{ kind: "human" }, { kind: "bot", level: "normal" }],
      turnSeconds: 1,
    });
    const page = await newPage(browser);
    await takeSeat(page, table.link, "Ada");
    const code = table.code;
    const watcher = await watch(server.url, code);
    expect((await watcher.send("start", { code, hostToken: table.hostToken })).ok).toBe(true);
    const notice = page.locator("p.notice");
    const mine = page.locator(".seats .seat.mine");

    await eventually(() => notice.textContent()).toBe(
      "Ada ran out of time: a normal bot made this move for them.",
    );
    await watcher.until(() => watcher.steps.some((step) => step.source === "timer"));
    expect(watcher.steps.find((step) => step.source === "timer")).toEqual({ seat: 0, source: "timer" });
    await eventually(() => notice.textContent()).toBe(
      "Ada ran out of time 3 times in a row: a normal bot holds the seat until they come back.",
    );
    await eventually(() => mine.textContent()).toContain("a bot plays for them");
    // While the bot holds the seat it moves for Ada at a bot's pace, with no timer.
    const held = watcher.steps.length;
    await watcher.until(() =>
      watcher.steps.slice(held).some((step) => step.seat === 0 && step.source === "bot"),
    );

    // The connection drops and comes back: the page says so, and the seat is Ada's again.
    const indicator = page.locator(".table-header .connection");
    await page.context().setOffline(true);
    await eventually(() => indicator.textContent()).toBe("reconnecting…");
    await page.context().setOffline(false);
    await eventually(() => indicator.textContent()).toBe("online");
    await eventually(() => mine.textContent()).not.toContain("a bot plays for them");
    expect(watcher.outcome, "the game ended while the bot held the seat").toBeNull();
    // Her turns come with her timer again, and her own clicks play them (a click the one-second
    // timer beat is refused as stale, and she clicks again at her next turn).
    const before = watcher.steps.length;
    const played = () =>
      watcher.steps.slice(before).some((step) => step.seat === 0 && step.source === "human");
    for (let attempt = 0; attempt < 5 && !played(); attempt++) {
      await eventually(() => page.locator("p.turn").textContent()).toBe("Your move.");
      await eventually(() => mine.locator(".countdown").isVisible()).toBe(true);
      const version = watcher.version;
      await page.locator("fieldset.moves button:not([disabled])").first().click();
      await watcher.until(() => played() || watcher.version > version, 5_000, "her move");
    }
    expect(played()).toBe(true);
    await eventually(() => mine.textContent()).not.toContain("a bot plays for them");
    await page.context().close();
  });
});

// The web table in a real browser (Debian's chromium through playwright-core), against the real
// server on a free loopback port: a quick game played by clicking, a friend joining through the
// invite link, practice hints, pass and play on one page, every game's table on a phone (and the
// README's screenshots), and every preset of every game created, played to the end and replayed.

import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { games } from "@houserules/catalog";
import type { RunningServer } from "@houserules/server";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  newPage as harnessPage,
  launchBrowser,
  playByClicking,
  startTestServer,
  type TestServer,
} from "./browser-harness.js";

let running: TestServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  running = await startTestServer();
  server = running.server;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

const SCREENSHOTS = fileURLToPath(new URL("../../../docs/screenshots/", import.meta.url));
const PHONE = { width: 390, height: 844 };
async function newPage(phone = false): Promise<Page> {
  if (!phone) return harnessPage(browser);
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  return harnessPage(browser, context);
}

/** From the home page: a quick game of `game` against normal bots, as `name`, until it is my move. */
async function quickGame(page: Page, game: string, preset = ""): Promise<void> {
  await page.goto(server.url);
  await page.getByLabel("Your name").fill("Ada");
  await page.getByLabel("Game").selectOption(game);
  await page.getByLabel("Variant").selectOption(preset);
  await page.getByRole("button", { name: "Quick game against bots" }).click();
  await page.waitForURL(/\/t\/[A-Z0-9]+$/);
  // Some moves are made by picking a card on the table (a Cuttlefish ask), so the turn line says it.
  await page.locator("p.turn", { hasText: /^Your move/ }).waitFor({ timeout: 60_000 });
}

/** Plays the first offered move (not a fold or a pass) a few times, so a screenshot shows a game under way. */
async function playSome(page: Page, moves: number): Promise<void> {
  const button = page
    .locator(
      "fieldset.moves button:not(.decline):not([disabled]), .cp-moves button:not(.cp-end):not([disabled])",
    )
    .first();
  const yourMove = page.locator("p.turn", { hasText: /^Your move/ });
  const over = page.getByRole("heading", { name: /Game over/ });
  for (let i = 0; i < moves && (await button.isVisible()); i++) {
    await button.click().catch(() => {});
    await page.waitForTimeout(300);
    await Promise.race([yourMove.waitFor(), over.waitFor()]);
    if (await over.isVisible()) return;
  }
}

/** The little of the page's DOM these checks read (the tests are type-checked without the DOM's types). */
interface PageElement {
  tagName: string;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { width: number; right: number };
  closest(selector: string): unknown;
}
interface PageDocument {
  documentElement: { clientWidth: number; scrollWidth: number };
  querySelectorAll(selector: string): Iterable<PageElement>;
}
/** The elements that stick out past the right edge of the window (none on a table that fits). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const document = (globalThis as unknown as { document: PageDocument }).document;
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    // An SVG's own parts are measured with the SVG itself.
    for (const element of document.querySelectorAll("body *:not(svg *)")) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && !element.closest(".sr-only")) {
        out.push(
          `${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").split(" ").join(".")} ${Math.round(box.right)}px`,
        );
      }
    }
    return out.slice(0, 10);
  });
}

describe("the web table in a browser", () => {
  it("a quick game against bots starts in one click, plays to the end by clicking and replays step by step", async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.getByLabel("Game").selectOption("trou-du-cul");
    await page.getByRole("button", { name: "Quick game against bots" }).click();
    await page.waitForURL(/\/t\/[A-Z0-9]+$/);
    await expect.poll(() => page.getByRole("region", { name: "the game" }).isVisible()).toBe(true);
    const clicks = await playByClicking(page);
    expect(clicks).toBeGreaterThan(0);
    const standings = await page
      .getByRole("list", { name: "final standings" })
      .locator("li")
      .allTextContents();
    expect(standings[0]).toMatch(/ (wins|share the win)\b/);
    for (const line of standings) expect(line).not.toMatch(/^\d/);
    expect((await page.request.get(new URL("/favicon.svg", server.url).href)).status()).toBe(200);
    await page.getByRole("button", { name: "Watch the replay" }).click();
    await page.waitForURL(/\/replay\/1$/);
    const slider = page.getByLabel("step");
    await slider.focus();
    await page.keyboard.press("End");
    const label = await page.locator(".replay-controls span").textContent();
    const [, step, total] = /step (\d+) of (\d+)/.exec(label ?? "") ?? [];
    expect(Number(step)).toBe(Number(total));
    await page.context().close();
  });

  it("a friend joins through the invite link, takes a seat, and both see the game start", async () => {
    const host = await newPage();
    await host.goto(server.url);
    await host.getByLabel("Your name").fill("Ada");
    await host.getByLabel("Game").selectOption("shithead");
    await host.getByText("Create a table for friends").click();
    await host.getByLabel("Seat 1").selectOption("human");
    await host.getByRole("button", { name: "Create the table" }).click();
    await host.waitForURL(/\/t\/[A-Z0-9]+$/);
    const link = await host.locator(".lobby a").first().getAttribute("href");
    expect(link).toMatch(/\/t\/[A-Z0-9]{6}$/);

    const friend = await newPage();
    await friend.goto(link as string);
    await friend.getByLabel("Your name").fill("Bo");
    await friend.getByRole("button", { name: "Take a seat" }).click();
    await expect.poll(() => host.getByText("Bo", { exact: true }).isVisible()).toBe(true);
    await host.getByRole("button", { name: "Start", exact: true }).click();
    for (const page of [host, friend]) {
      await expect.poll(() => page.getByRole("region", { name: "the game" }).isVisible()).toBe(true);
      await expect.poll(() => page.locator("fieldset.moves button").count()).toBeGreaterThan(0);
    }
    await host.context().close();
    await friend.context().close();
  });

  it("a practice table gives a hint: the normal bot's move, highlighted among my moves", async () => {
    const page = await newPage();
    await quickGame(page, "shithead");
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    const said = page.locator(".hint-text");
    await expect.poll(() => said.textContent()).toMatch(/^Hint, the normal bot's move: \S/);
    const hinted = page.locator("fieldset.moves button.hinted");
    await expect.poll(() => hinted.count()).toBe(1);
    expect(await hinted.getAttribute("aria-label")).toMatch(/, the hint$/);
    await hinted.click();
    await expect.poll(() => said.count()).toBe(0);
    await page.context().close();
  });

  it("pass and play: two players at one page, each hand hidden behind a cover until its player is ready", async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.getByLabel("Your name").fill("Ada");
    await page.getByLabel("Game").selectOption("shithead");
    await page.getByText("Create a table for friends").click();
    await page.getByLabel("Seat 1").selectOption("human");
    await page.getByRole("button", { name: "Create the table" }).click();
    await page.waitForURL(/\/t\/[A-Z0-9]+$/);
    await page.getByLabel("Another player at this screen").fill("Bo");
    await page.getByRole("button", { name: "Add a player at this screen" }).click();
    await page.getByRole("button", { name: "Start", exact: true }).click();
    const cover = page.getByRole("button", { name: /^Pass to (Ada|Bo) — tap when ready$/ });
    const move = page.locator("fieldset.moves button:not([disabled])").first();
    const over = page.getByRole("heading", { name: /Game over/ });
    const players: string[] = [];
    let playing = "";
    for (let step = 0; players.length < 6; step++) {
      expect(step).toBeLessThan(200);
      await Promise.race([cover.waitFor(), move.waitFor(), over.waitFor()]);
      if (await over.isVisible()) break;
      if (await cover.isVisible()) {
        // Between turns no hand is on the page, not even hidden in the DOM.
        expect(await page.getByRole("list", { name: "your hand" }).count()).toBe(0);
        playing = /Pass to (\w+)/.exec((await cover.textContent()) ?? "")?.[1] ?? "";
        players.push(playing);
        await cover.click();
        await expect.poll(() => page.locator("p.turn").textContent()).toBe(`Your move, ${playing}.`);
        continue;
      }
      // The same player goes on (a turn of several moves): their hand stays theirs.
      expect(await page.locator("p.turn").textContent()).toBe(`Your move, ${playing}.`);
      await move.click().catch(() => {});
    }
    expect(new Set(players)).toEqual(new Set(["Ada", "Bo"]));
    await page.context().close();
  });

  for (const game of games.list()) {
    it(`${game.id}: the table fits a phone held upright; screenshots of it on a phone and a desktop`, async () => {
      const phone = await newPage(true);
      await quickGame(phone, game.id);
      expect(await overflowing(phone)).toEqual([]);
      await playSome(phone, 3);
      expect(await overflowing(phone)).toEqual([]);
      expect(
        await phone.evaluate(
          () => (globalThis as unknown as { document: PageDocument }).document.documentElement.scrollWidth,
        ),
      ).toBeLessThanOrEqual(PHONE.width);
      await phone.getByRole("region", { name: "the game" }).screenshot({
        path: join(SCREENSHOTS, `${game.id}-phone.png`),
        animations: "disabled",
      });
      await phone.context().close();

      const desktop = await newPage();
      await quickGame(desktop, game.id);
      await playSome(desktop, 3);
      expect(await overflowing(desktop)).toEqual([]);
      await desktop.screenshot({
        path: join(SCREENSHOTS, `${game.id}.png`),
        fullPage: true,
        animations: "disabled",
      });
      await desktop.context().close();
    });
  }

  for (const game of games.list()) {
    it(`${game.id}: every preset is created from the home page, played to the end by bots and replayed`, async () => {
      const page = await newPage();
      for (const preset of game.presets) {
        await page.goto(server.url);
        await page.getByLabel("Game").selectOption(game.id);
        await page.getByLabel("Variant").selectOption(preset.id === game.defaultPreset ? "" : preset.id);
        await page.getByText("Create a table for friends").click();
        // Every seat a random bot: the browser watches as the host.
        const selects = page.locator("details.create fieldset").first().locator("select");
        expect(await selects.count()).toBeGreaterThan(1);
        for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption("random");
        await page.getByRole("button", { name: "Create the table" }).click();
        await page.waitForURL(/\/t\/[A-Z0-9]+$/);
        await page.getByRole("button", { name: "Start", exact: true }).click();
        await page.getByRole("heading", { name: /Game over/ }).waitFor({ timeout: 60_000 });
        await page.getByRole("button", { name: "Watch the replay" }).click();
        await page.waitForURL(/\/replay\/1$/);
        await expect.poll(() => page.locator(".replay-controls span").textContent()).toMatch(/of [1-9]/);
      }
      await page.context().close();
    });
  }
});

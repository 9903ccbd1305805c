// The web table in a real browser (Debian's chromium through playwright-core), against the real
// server on a free loopback port: a quick game played by clicking, a friend joining through the
// invite link, and every preset of every game created, played to the end and replayed.

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { games } from "@houserules/catalog";
import { type RunningServer, startServer } from "@houserules/server";
import pino from "pino";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CHROMIUM = "/usr/bin/chromium";
const WEB = fileURLToPath(new URL("../dist/", import.meta.url));

let server: RunningServer;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package`);
  if (!existsSync(join(WEB, "index.html"))) throw new Error("the web table is not built: run npm run build");
  dir = mkdtempSync(join(tmpdir(), "houserules-web-"));
  server = await startServer({
    databasePath: join(dir, "web.sqlite"),
    botDelayMs: 0,
    botThreads: 1,
    tablesPerHour: 10_000,
    messagesPerSecond: 10_000,
    logger: pino({ level: "silent" }),
    webRoot: WEB,
  });
  browser = await chromium.launch({
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
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

/** Clicks the first offered move until the game is over (the bots play the other seats). */
async function playByClicking(page: Page, maxMoves = 2000): Promise<number> {
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

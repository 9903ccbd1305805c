import { readFileSync } from "node:fs";
import { join } from "node:path";
import { games } from "@houserules/catalog";
import { checkReplayShape, GameRegistry, playReplay } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { type TopCardAction, topCard } from "./fixtures/top-card.js";
import { cli, fixedDeal, scratchDir } from "./helpers.js";

const twoPlayers = ["play", "top-card", "--players", "2", "--seed", "p1", "--option", `deal=${fixedDeal}`];

describe("play through piped input", () => {
  it("shows the view and numbered moves, refuses bad input with the rule error and re-prompts", async () => {
    // Seat 0 holds J Q K of spades, seat 1 (normal bot: lowest card that beats) the hearts.
    const script = ["ace", "QH", "9", "KS", "q"].join("\n");
    const { code, out } = await cli([...twoPlayers, "--bots", "normal"], script);
    expect(code).toBe(0);
    expect(out).toContain("Top card: 2 players, preset standard, seed p1.");
    expect(out).toContain("Pile: (empty)   Stock: 6");
    expect(out).toContain("Your hand: JS QS KS");
    expect(out).toContain("1. JS - Seat 0 plays J♠");
    expect(out).toContain("3. KS - Seat 0 plays K♠");
    expect(out).toContain('BAD_NOTATION: "ace" is not a card or "pick"');
    expect(out).toContain("NOT_IN_HAND (rule TC-2): QH is not in your hand");
    expect(out).toContain("BAD_CHOICE: there is no move 9; choose 1 to 3");
    // The typed notation was played, the bot answered; the log shows what seat 0 may see.
    expect(out).toContain("You played K♠");
    expect(out).toContain("You drew JD");
    expect(out).toContain("Seat 1 played K♥");
    expect(out).toContain("Seat 1 drew 1 card");
    expect(out).not.toMatch(/Seat 1 drew [JQK]/);
    // Nothing beats K♥: the pick-up, seat 0's only move, is played without asking.
    expect(out).toContain(
      "  Seat 1 drew 1 card\n  (Your only move: pick.)\n  You picked up the pile (2 cards)\n  Seat 1 played J♥",
    );
    expect(out).toContain("Pile: JH   Stock: 3");
    expect(out).toContain("Your hand: JS JD QS KS KH");
    expect(out.trimEnd().endsWith("You left the table.")).toBe(true);
  });

  it("plays a whole game to the placings, saves the replay and offers the next game of the series", async () => {
    const dir = scratchDir();
    const replayFile = join(dir, "game.json");
    // "1" plays the first listed move every time; "n" declines the series' second game.
    const script = `${Array(80).fill("1").join("\n")}\nn\n`;
    const { code, out } = await cli([...twoPlayers, "--replay-out", replayFile], script);
    expect(code).toBe(0);
    expect(out).toContain("=== Game over ===");
    expect(out).toMatch(/ 1st: (You \(seat 0\)|Seat 1 \(normal bot\)) \(score 3, titles: Champion\)/);
    expect(out).toMatch(/ 2nd: .* \(score 1, titles: Loser\)/);
    expect(out).toContain(`Replay saved to ${replayFile}`);
    expect(out).toMatch(/After game 1 of 2: seat 0 \d, seat 1 \d/);
    expect(out).toContain("Play the next game of the series? [Y/n] ");
    expect(out).not.toContain("=== Game 2");

    const replay = checkReplayShape(JSON.parse(readFileSync(replayFile, "utf8")));
    expect(replay.seed).toBe("p1");
    expect(playReplay(topCard, replay).outcome).toEqual(replay.outcome);
  });

  it("carries on with the options the game returns for the next game, until the series ends", async () => {
    const dir = scratchDir();
    const script = `${Array(80).fill("1").join("\n")}\ny\n${Array(80).fill("1").join("\n")}\n`;
    const { code, out } = await cli(
      ["play", "top-card", "--players", "3", "--seed", "s", "--replay-out", join(dir, "r.json")],
      script,
    );
    expect(code).toBe(0);
    expect(out).toContain("=== Game 2 of the series (seed s/2) ===");
    expect(out).toMatch(/After game 2 of 2: /);
    expect(out).toContain("The series is over.");
    const second = checkReplayShape(JSON.parse(readFileSync(join(dir, "r-game2.json"), "utf8")));
    expect(second.options.carry).toMatchObject({ game: 1 });
  });

  it("ends cleanly when the input ends in the middle of a game", async () => {
    const { code, out } = await cli(twoPlayers, "1\n");
    expect(code).toBe(0);
    expect(out.trimEnd().endsWith("Input ended; leaving the table.")).toBe(true);
  });

  it("runs the menu with defaults and chosen values, then the game", async () => {
    // Game 1 (Enter), 3 players, preset strict by name, random bots; then quit at the first move.
    const { code, out } = await cli([], ["", "3", "strict", "random", "q"].join("\n"));
    expect(code).toBe(0);
    expect(out).toContain("Game [top-card]: ");
    expect(out).toContain("Players (2, 3, 4) [2]: 3");
    expect(out).toContain("2. strict: Strictly higher [experimental]");
    expect(out).toContain("Bot level (random, easy, normal, hard, expert) [normal]: random");
    expect(out).toMatch(/Top card: 3 players, preset strict, seed [\w-]+\./);
    expect(out).toContain("seats 1 to 2 are random bots");
    expect(out).toContain("You left the table.");

    const ended = await cli([], "");
    expect(ended).toMatchObject({ code: 0 });
    expect(ended.out.trimEnd().endsWith("Input ended; goodbye.")).toBe(true);

    const retry = await cli([], ["9", "chess", "1", "", "", "", "q"].join("\n"));
    expect(retry.out).toContain("Please choose one of: 1. top-card");
    expect(retry.out).toMatch(/Top card: 2 players, preset standard/);
  });
});

describe("optional windows", () => {
  // A variant of the fixture where a forced pick-up is a window the seat declines (as a game's
  // "pass" would be); it hands the turn on, so the window is not part of the person's own turn.
  const windowed = {
    ...topCard,
    declineAction: (legal: readonly TopCardAction[]) =>
      legal.length === 1 && legal[0].type === "pickUp" ? legal[0] : undefined,
  };

  it("passes a window for the person without a prompt, and says so once", async () => {
    const registry = new GameRegistry().register(windowed);
    // Seat 0 plays K♠; seat 1 beats it; seat 0's window (pick up) is passed for them.
    const { code, out } = await cli([...twoPlayers, "--bots", "normal"], "KS\nq\n", registry);
    expect(code).toBe(0);
    expect(out).not.toContain("Your chance");
    expect(out).toContain(
      '(Chances to act out of turn are passed for you; "windows on" asks you each time.)',
    );
    expect(out).toContain("  You picked up the pile (2 cards)");
    expect(out).toContain("Your hand: JS JD QS KS KH");
  });

  it("--windows: asks in one line, Enter declines, ? lists the moves", async () => {
    const registry = new GameRegistry().register(windowed);
    const script = ["KS", "?", "", "q"].join("\n");
    const { code, out } = await cli([...twoPlayers, "--bots", "normal", "--windows"], script, registry);
    expect(code).toBe(0);
    expect(out).toContain(
      "  Your chance: Enter = pick (Seat 0 picks up the pile); ? shows the table and your move",
    );
    expect(out).toContain("Your move (Enter = pick, ? lists, q quits): ?\n\n=== Your turn ===");
    expect(out).toContain("  You picked up the pile (2 cards)");
    expect(out).toContain("Your hand: JS JD QS KS KH");
  });
});

describe("play: long move lists", () => {
  it("shows a few examples of a long list (Cunt-Soul's 504 setup choices); `all` lists every move", async () => {
    const script = ["all", "q"].join("\n");
    const { code, out } = await cli(["play", "cunt-soul", "--players", "3", "--seed", "long"], script, games);
    expect(code).toBe(0);
    expect(out).toContain("You have 504 moves; type one by number or notation, like these (all lists them):");
    expect(out).toMatch(/^ {4}1\. setup /m);
    expect(out).toMatch(/^ {2}504\. setup /m);
    expect(out).toContain("Your move (1-504 or notation, ? shows the table, all lists, q quits):");
    // Before `all`, five examples; after it, every move.
    const [beforeAll, afterAll] = out.split("quits): ");
    expect(beforeAll.match(/^ +\d+\. setup /gm)).toHaveLength(5);
    expect(afterAll.match(/^ +\d+\. setup /gm)).toHaveLength(504);
  });
});

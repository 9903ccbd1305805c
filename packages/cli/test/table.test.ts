// The terminal table as a person meets it: asked only for real decisions, final moves typed in
// full, every event told once, games saved and resumed, several people at one screen, colours.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { games } from "@houserules/catalog";
import { checkReplayShape } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { colorEnabled } from "../src/color.js";
import { runCli } from "../src/program.js";
import { joinAlike } from "../src/table-log.js";
import { countRegistry } from "./fixtures/count-to-ten.js";
import { fixtureRegistry } from "./fixtures/top-card.js";
import { cli, fixedDeal, scratchDir } from "./helpers.js";

const count = (players: number, ...flags: string[]) => [
  "play",
  "count-to-ten",
  "--players",
  String(players),
  "--seed",
  "c",
  ...flags,
];
const occurrences = (text: string, part: string) => text.split(part).length - 1;
const savedActions = (file: string) => checkReplayShape(JSON.parse(readFileSync(file, "utf8"))).actions;

describe("the table asks a person only for real decisions", () => {
  it("folds a window into the person's next decision: one prompt, the window's moves offered first", async () => {
    const { out } = await cli(count(2), "mark\n2\nq\n", countRegistry());
    // The first prompt is the turn itself, with the mark window offered before it.
    const [first] = out.split("quits): ");
    expect(first).toContain("Total 0; Seat 0's turn (play)");
    expect(first).toContain("  1. add 1 - Seat 0: add 1");
    expect(first).toContain("Before that, if you wish: mark (a move above means keep).");
    expect(out).not.toContain("Enter = keep");
    // "mark" plays the window's move, then the turn is asked again; "2" plays the second move.
    expect(out).toContain("  Seat 0 marks\n");
    expect(out).toContain("  Seat 0 adds 2 (total 2)\n");
    // Typed straight away, a move of the turn declines the window first.
    const direct = await cli(count(2), "3\nq\n", countRegistry());
    expect(direct.out).toContain("  Seat 0 keeps the mark\n  Seat 0 adds 5 (total 5)\n");
  });

  it("passes an out-of-turn window for the person without a prompt, saying so once; `windows on` asks", async () => {
    // Three players: after seat 1 adds, seat 0 (the seat before) may toss one in.
    const script = "1\n1\nq\n";
    const { out } = await cli(count(3), script, countRegistry());
    expect(out).toContain("  Seat 0 lets it go\n");
    expect(
      occurrences(
        out,
        '(Chances to act out of turn, such as "toss", are passed for you; "windows on" asks you each time.)',
      ),
    ).toBe(1);
    expect(out).not.toContain("Your chance");

    const asked = await cli(count(3, "--windows"), "1\n\n1\nq\n", countRegistry());
    expect(asked.out).toContain(
      "  Your chance: Enter = pass (Seat 0: pass); ? shows the table and your 2 moves",
    );
    expect(asked.out).toContain("Your move (Enter = pass, ? lists, q quits): \n  Seat 0 lets it go");

    const toggled = await cli(count(3), "windows on\n1\ntoss\nq\n", countRegistry());
    expect(toggled.out).toContain("You will be asked at every chance to act out of turn (Enter passes).");
    expect(toggled.out).toContain("  Seat 0 tosses one in (total 3)");
  });

  it("asks a window that continues the person's own move (Enter declines it) and plays a forced move", async () => {
    const { out } = await cli(count(2), "3\nswap\n2\nq\n", countRegistry());
    // After adding 5 the same seat may swap twice: the table is shown, Enter would decline.
    expect(out).toContain("Total 5; Seat 0's turn (swap)");
    expect(out).toContain("Your move (Enter = done, 1-2 or notation, ? lists, q quits): swap");
    // A swap must be closed: the only move, played without asking; then the second swap is asked.
    expect(out).toContain("  Seat 0 swaps\n  (Your only move: close.)\n  Seat 0 closes the swap\n");
    expect(out).toContain(
      "Your move (Enter = done, 1-2 or notation, ? lists, q quits): 2\n  Seat 0 does not swap\n",
    );
    expect(out).not.toMatch(/Your move \(1 or notation/);

    const declined = await cli(count(2), "3\n\nq\n", countRegistry());
    expect(declined.out).toContain("  Seat 0 does not swap\n");
  });

  it("lists final moves without a number: they are played only when typed in full", async () => {
    const { out } = await cli(count(2), "4\nclaim\n", countRegistry());
    expect(out).toContain(
      "Type one of these in full to play it; a claim is final, and under 7 it loses the game:",
    );
    expect(out).toContain("     claim - Seat 0: claim");
    expect(out).toContain(
      "Your move (1-3 or notation, ? lists, q quits): 4\n  BAD_CHOICE: there is no move 4; choose 1 to 3",
    );
    expect(out).toContain("  Seat 0 claims at 0");
    expect(out).toContain("=== Game over ===");
  });
});

describe("the table's log", () => {
  it("tells every event once: the view's repeat of the latest move is left out", async () => {
    const { out } = await cli(count(2), "1\n1\n1\nq\n", countRegistry());
    for (const line of ["Seat 0 adds 1 (total 1)", "Seat 1 adds 1 (total 2)", "Seat 0 adds 1 (total 3)"])
      expect(occurrences(out, line)).toBe(1);
    // `?` shows the table again, still without repeating the log.
    expect(
      occurrences((await cli(count(2), "1\n?\nq\n", countRegistry())).out, "Seat 1 adds 1 (total 2)"),
    ).toBe(1);
  });

  it("tells a run of alike declines in one line, every seat named", () => {
    expect(
      joinAlike([
        "seat 1 (B) does not declare",
        "seat 2 (A) does not declare",
        "seat 3 (B) does not declare",
        "Seat 1 keeps the field card",
      ]),
    ).toEqual(["seat 1 (B), seat 2 (A), seat 3 (B): does not declare", "Seat 1 keeps the field card"]);
    expect(joinAlike(["Seat 1 lets it go", "Seat 2 keeps the mark"])).toEqual([
      "Seat 1 lets it go",
      "Seat 2 keeps the mark",
    ]);
  });

  it("trou-du-cul: each play is told once, not again by the table's description", async () => {
    const { out } = await cli(["play", "trou-du-cul", "--seed", "t1"], "q\n", games);
    expect(out).toContain("=== Your turn ===");
    for (const line of out.split("\n").filter((l) => /^ {2}Seat \d plays/.test(l)))
      expect(occurrences(out, line.trim()), line).toBe(1);
  });

  it("cunt-soul: the table's log has every line of the seat's replay log (turn headers, replenish draws, stops swapping)", async () => {
    const file = join(scratchDir(), "cs.json");
    const { out } = await cli(
      ["play", "cunt-soul", "--players", "3", "--seed", "log", "--replay-out", file],
      `${Array(600).fill("1").join("\n")}\nn\n`,
      games,
    );
    expect(out).toContain("=== Game over ===");
    const replayed = await cli(["replay", file, "--as", "0"], "", games);
    const told = replayed.out
      .split("Outcome:")[0]
      .split("\n")
      .slice(3)
      .filter((line) => /^ {2}/.test(line))
      .map((line) => line.replace(/^ +(\d+\. )?/, "").trim());
    expect(told.some((line) => /^Turn \d+: Seat \d/.test(line))).toBe(true);
    expect(told.some((line) => line.includes("refilling the hand"))).toBe(true);
    const table = new Set(out.split("\n").map((line) => line.trim()));
    expect(told.filter((line) => !table.has(line))).toEqual([]);
  });
});

describe("leaving and resuming a game", () => {
  it("saves the game so far on q or at the end of the input, and --resume continues it to the same end", async () => {
    const dir = scratchDir();
    const moves = ["1", "2", "1", "1", "1", "1", "1", "1", "1", "1"];
    const whole = join(dir, "whole.json");
    await cli(count(3, "--replay-out", whole), `${moves.join("\n")}\n`, countRegistry());

    const part = join(dir, "part.json");
    const left = await cli(
      count(3, "--replay-out", part),
      `${moves.slice(0, 2).join("\n")}\nq\n`,
      countRegistry(),
    );
    expect(left.out).toContain(
      `You left the table.\nThe game so far is saved to ${part}; \`houserules play --resume ${part}\` continues it.`,
    );
    const saved = JSON.parse(readFileSync(part, "utf8"));
    expect(saved.outcome).toBeUndefined();
    expect(saved.table).toEqual({ seats: ["person", "normal", "normal"], gameNumber: 1, seriesSeed: "c" });

    const resumed = await cli(["play", "--resume", part], `${moves.slice(2).join("\n")}\n`, countRegistry());
    expect(resumed.out).toMatch(
      /^Resuming Count to ten: 3 players, preset standard, seed c, after \d+ moves/,
    );
    expect(resumed.out).toContain("You are seat 0; seats 1 to 2 are normal bots.");
    expect(resumed.out).toContain("=== Game over ===");
    expect(savedActions(part)).toEqual(savedActions(whole));

    // The end of the input saves too (Ctrl-D, and Ctrl-C, which ends the input the same way).
    const ended = join(dir, "ended.json");
    const eof = await cli(count(3, "--replay-out", ended), "1\n", countRegistry());
    expect(eof.out).toContain("Input ended; leaving the table.\nThe game so far is saved to");
    expect(savedActions(ended).length).toBeGreaterThan(0);
  });

  it("trou-du-cul with easy bots: a resumed game plays on exactly as the unbroken one (bots' memory and randomness)", async () => {
    const dir = scratchDir();
    const flags = ["play", "trou-du-cul", "--seed", "r", "--bots", "easy"];
    const answers = `${Array(200).fill("1").join("\n")}\nn\n`;
    const whole = join(dir, "whole.json");
    await cli([...flags, "--replay-out", whole], answers, games);
    const part = join(dir, "part.json");
    await cli([...flags, "--replay-out", part], "1\n1\n1\nq\n", games);
    const before = savedActions(part).length;
    await cli(["play", "--resume", part], answers, games);
    expect(savedActions(part).length).toBeGreaterThan(before);
    expect(savedActions(part)).toEqual(savedActions(whole));
  });

  it("refuses to change a saved game's game, options or seats, and a finished one (BAD_ARGUMENT, GAME_OVER)", async () => {
    const file = join(scratchDir(), "g.json");
    await cli(count(2, "--replay-out", file), "1\nq\n", countRegistry());
    const changed = await cli(
      ["play", "--resume", file, "--players", "3", "--bots", "random"],
      "",
      countRegistry(),
    );
    expect(changed.code).toBe(1);
    expect(changed.err).toContain(
      "BAD_ARGUMENT: --resume continues the saved game with its own game, options, seed and seats; leave out --players, --bots",
    );
    await cli(count(2, "--replay-out", file), "4\nclaim\n", countRegistry());
    const over = await cli(["play", "--resume", file], "", countRegistry());
    expect(over.err).toContain(`GAME_OVER: ${file} holds a finished game`);
    const none = await cli(["play"], "", countRegistry());
    expect(none.err).toContain("BAD_ARGUMENT: play needs a game id");
  });
});

describe("pass and play", () => {
  it("--humans 2: hides each hand behind a pass screen; each person sees their own private events, after it", async () => {
    // Seat 0 adds 2 (peeks 9), the bot passes and keeps; then seat 1's turn.
    const script = ["", "2", "", "", "1", "q"].join("\n");
    const { out } = await cli(count(3, "--humans", "2"), script, countRegistry());
    expect(out).toContain("Pass and play: people at seats 0, 1; seat 2 is a normal bot.");
    const handOver = out.indexOf("=== Pass the device to Seat 1 ===");
    expect(handOver).toBeGreaterThan(0);
    const [before, after] = [out.slice(0, handOver), out.slice(handOver)];
    expect(before).toContain("=== Pass the device to Seat 0 ===");
    expect(before).toContain("=== Seat 0: your turn ===");
    expect(before).toContain("  You peek at 9");
    expect(before).toContain(
      "Seat 0: press Enter to hide your hand and pass the device to Seat 1 (q quits): ",
    );
    // Seat 1 is told what happened since, its own secret included, never seat 0's.
    expect(after).toContain("Seat 1: press Enter when only you can see the screen (q quits): ");
    expect(after).toContain("Since your last turn:\n  Seat 0 keeps the mark\n  Seat 0 adds 2 (total 2)\n");
    expect(after).toContain("=== Seat 1: your turn ===");
    expect(after).toContain("Your secret: 2");
    expect(after).not.toContain("peek at 9");
    expect(after).toContain("  You peek at 7");
  });

  it("--hotseat seats a person at every seat", async () => {
    const { out } = await cli(count(2, "--hotseat"), "q\n", countRegistry());
    expect(out).toContain("Pass and play: people at seats 0, 1; no bots.");
    const tooMany = await cli(count(2, "--humans", "3"), "", countRegistry());
    expect(tooMany.err).toContain("BAD_ARGUMENT: --humans must be 1 to 2 at a table of 2 (got 3)");
  });
});

describe("colours", () => {
  it("are on at a terminal unless NO_COLOR, off in pipes unless FORCE_COLOR", () => {
    expect(colorEnabled({}, { isTTY: true })).toBe(true);
    expect(colorEnabled({ NO_COLOR: "1" }, { isTTY: true })).toBe(false);
    expect(colorEnabled({}, {})).toBe(false);
    expect(colorEnabled({}, undefined)).toBe(false);
    expect(colorEnabled({ FORCE_COLOR: "1" }, {})).toBe(true);
    expect(colorEnabled({ FORCE_COLOR: "0" }, { isTTY: true })).toBe(false);
  });

  it("FORCE_COLOR: hearts and diamonds in red, the turn's banner in bold; never without it", async () => {
    const run = async (env: Record<string, string>) => {
      const input = new PassThrough();
      input.end("KS\nq\n");
      let out = "";
      await runCli(
        [
          "play",
          "top-card",
          "--players",
          "2",
          "--seed",
          "p1",
          "--option",
          `deal=${fixedDeal}`,
          "--bots",
          "normal",
        ],
        {
          registry: fixtureRegistry(),
          stdin: input,
          out: { write: (text) => void (out += text) },
          err: { write: () => undefined },
          benchmarksPath: join(scratchDir(), "B.md"),
          env,
        },
      );
      return out;
    };
    const colored = await run({ FORCE_COLOR: "1" });
    expect(colored).toContain("\x1b[1;36m=== Your turn ===\x1b[0m");
    const plain = await run({});
    expect(plain).not.toContain("\x1b[");
    // Seat 1 answers K♠ with K♥; spades stay uncoloured.
    expect(colored).toContain("Seat 1 played \x1b[31mK♥\x1b[0m");
    expect(colored).toContain("Your hand: JS QS KS");
  });
});

describe("help", () => {
  it("play --help lists the bot levels the games offer", async () => {
    const { out } = await cli(["play", "--help"], "", games);
    expect(out).toMatch(
      /bot level of the other seats: random, easy, normal,\s+hard, expert \(default normal\)/,
    );
    expect(out).toContain("--resume <file>");
    expect(out).toContain("--humans <n>");
  });
});

describe("the games at the table", () => {
  it("cuttlefish: the person's first prompt is their turn, no window before it; declarations are typed in full (CF-14, CF-16)", async () => {
    const { out } = await cli(
      ["play", "cuttlefish", "--seed", "t1"],
      "declare whale 0 0 0 0 0 0\nq\n",
      games,
    );
    const [first] = out.split("quits): ");
    expect(first).toContain("=== Your turn ===");
    expect(first).toContain("Turn: seat 0 (A)");
    expect(out).not.toContain("Your chance");
    expect(out).not.toMatch(/^ +\d+\. declare /m);
    // Nine sets' declarations are one example, not nine guesses on the screen.
    expect(first).toContain("Final moves are typed in full; a declaration is final");
    expect(first.match(/^ {5}declare /gm)).toHaveLength(1);
    expect(out).toContain("  seat 0 (A) declares whale: wrong");
  });

  it("cuttlefish: all lists every declaration, typed in full, none numbered (CF-16)", async () => {
    const { out } = await cli(["play", "cuttlefish", "--seed", "t1"], "all\nq\n", games);
    const listed = out.split("quits): ")[1];
    expect(listed).toContain("Type one of these in full to play it; a declaration is final");
    expect(listed).toMatch(/^ {5}declare whale [0-9 ]+ - seat 0 \(A\) declares whale/m);
    expect(listed).not.toMatch(/^ +\d+\. declare /m);
  });

  it("cunt-soul: keeping the field card is never a prompt of its own (CS-11); changing it is offered with the turn", async () => {
    const { out } = await cli(["play", "cunt-soul", "--players", "3", "--seed", "t1"], "1\nq\n", games);
    expect(out).not.toContain("Enter = keep field");
    expect(out).toMatch(
      /Before that, if you wish: field \S+, field \S+.* \(a move above means keep field\)\./,
    );
  });
});

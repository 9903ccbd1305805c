import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { randomBot } from "@houserules/bots";
import { playGame, type Replay, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { topCard } from "./fixtures/top-card.js";
import { cli, scratchDir } from "./helpers.js";

function recordedGame(players = 3): Replay {
  const options = resolveOptions(topCard, { players });
  const bots = Array.from({ length: players }, () => randomBot());
  return playGame(topCard, options, "replay-test", bots).replay;
}

function saved(replay: unknown): string {
  const file = join(scratchDir(), "game.replay.json");
  writeFileSync(file, typeof replay === "string" ? replay : JSON.stringify(replay));
  return file;
}

describe("replay", () => {
  it("verifies a recorded game and prints it as a spectator's log with the outcome", async () => {
    const replay = recordedGame();
    const { code, out, err } = await cli(["replay", saved(replay)]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain("Top card (rules version 1), seed replay-test");
    expect(out).toContain(
      'Options: handSize=3, equalBeats=true, seriesLength=2, players=3, preset="standard"',
    );
    expect(out).toMatch(/ {3}1\. Seat 0: Seat 0 plays [JQK][♠♥♦♣]\n {8}Seat 0 played/);
    // A spectator sees how many cards were drawn, never which.
    expect(out).toMatch(/Seat \d drew \d card/);
    expect(out).not.toMatch(/drew [JQK][SHDC]/);
    expect(out).toContain("Outcome:");
    expect(out).toMatch(/ 1st: Seat \d \(score 3, titles: Champion\)/);
    expect(out).toContain(
      `Verified: all ${replay.actions.length} moves apply and reach the recorded outcome.`,
    );
  });

  it("tells the game as one seat or a spectator saw it, keeping others' draws private", async () => {
    // Two players leave 6 cards in the stock: both seats draw.
    const file = saved(recordedGame(2));
    const asSeat = await cli(["replay", file, "--as", "1"]);
    expect(asSeat.code).toBe(0);
    expect(asSeat.out).toContain("As seen by Seat 1:");
    expect(asSeat.out).toMatch(/You drew [JQK][SHDC]/);
    expect(asSeat.out).toMatch(/Seat 0 drew \d card/);
    expect(asSeat.out).not.toMatch(/Seat 0 drew [JQK][SHDC]/);
    expect(asSeat.out).not.toMatch(/Seat \d: Seat \d plays/);
    const asSpectator = await cli(["replay", file, "--as", "spectator"]);
    expect(asSpectator.out).toContain("As seen by a spectator:");
    expect(asSpectator.out).not.toMatch(/drew [JQK][SHDC]/);
    expect(asSpectator.out).toMatch(/ {3}1\. Seat 0 played [JQK][♠♥♦♣]/);
    expect((await cli(["replay", file, "--as", "5"])).err).toMatch(
      /^error: BAD_SEAT: seat 5 is not at this table/,
    );
  });

  it("reports a tampered move as a divergence naming the step", async () => {
    const replay = recordedGame();
    replay.actions[4] = {
      seat: replay.actions[4].seat,
      action: { type: "play", card: "AS" } as Replay["actions"][number]["action"],
    };
    const { code, out, err } = await cli(["replay", saved(replay)]);
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toMatch(/^error: REPLAY_DIVERGED: replay step 4 \(seat \d\) no longer applies: /);
    expect(err.trimEnd().split("\n")).toHaveLength(1);
  });

  it("reports a tampered outcome, another rules version, a broken file and a missing file", async () => {
    const replay = recordedGame();
    const wrongOutcome = { ...replay, outcome: { ...replay.outcome, places: [3, 2, 1] } };
    expect((await cli(["replay", saved(wrongOutcome)])).err).toMatch(/REPLAY_DIVERGED: .*different outcome/);
    expect((await cli(["replay", saved({ ...replay, rulesVersion: 9 })])).err).toMatch(
      /^error: REPLAY_VERSION: /,
    );
    expect((await cli(["replay", saved("{not json")])).err).toMatch(/^error: BAD_REPLAY: .* is not JSON/);
    expect((await cli(["replay", saved({ ...replay, game: "chess" })])).err).toMatch(/UNKNOWN_GAME/);
    const missing = await cli(["replay", "/nonexistent/game.json"]);
    expect(missing).toMatchObject({
      code: 1,
      err: "error: BAD_FILE: cannot read /nonexistent/game.json: no such file\n",
    });
  });
});

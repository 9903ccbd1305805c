// `houserules replay <file>`: verifies a replay and prints it as a spectator's log.

import { readFileSync } from "node:fs";
import { checkReplayShape, type GameRegistry, playReplay, RuleError } from "@houserules/engine";
import { describeOutcome, eventVisibleTo } from "./format.js";
import { type Output, println } from "./io.js";

/** Reads a replay file; throws RuleError (BAD_FILE, BAD_REPLAY) naming the problem. */
export function readReplayFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const why =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
    throw new RuleError("BAD_FILE", `cannot read ${path}: ${why}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RuleError("BAD_REPLAY", `${path} is not JSON`);
  }
}

/**
 * Replays the game with the engine (REPLAY_DIVERGED names the step that no longer applies or the
 * outcome that differs), then prints every move and public event, and the outcome.
 */
export function replayCommand(path: string, registry: GameRegistry, out: Output): void {
  const replay = checkReplayShape(readReplayFile(path));
  const game = registry.get(replay.game);
  const result = playReplay(game, replay);
  const seatName = (seat: number) => `Seat ${seat}`;
  println(out, `${game.title} (rules version ${replay.rulesVersion}), seed ${replay.seed}`);
  const options = Object.entries(replay.options)
    .filter(([key]) => key !== "deal" && key !== "carry")
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  println(out, `Options: ${options.join(", ")}${replay.options.deal ? " (custom deal)" : ""}`);
  result.events.forEach((step, i) => {
    const move = game.describeAction(step.action, step.seat);
    println(out, `${String(i + 1).padStart(4)}. ${seatName(step.seat)}: ${move}`);
    for (const event of step.events) {
      if (!eventVisibleTo(event, null)) continue;
      const text = game.describeEvent(event, null);
      // Games often describe a move and its event alike; say it once.
      if (text !== "" && text !== move) println(out, `        ${text}`);
    }
  });
  if (result.outcome === null) {
    println(out, `The replay stops after ${replay.actions.length} moves; the game is not over.`);
  } else {
    println(out, "Outcome:");
    for (const line of describeOutcome(result.outcome, seatName)) println(out, line);
  }
  println(
    out,
    replay.outcome === undefined
      ? `Verified: all ${replay.actions.length} moves apply (no outcome was recorded to compare).`
      : `Verified: all ${replay.actions.length} moves apply and reach the recorded outcome.`,
  );
}

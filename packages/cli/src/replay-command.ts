// `houserules replay <file>`: verifies a replay and prints it as a spectator's log.

import { checkReplayShape, type GameRegistry, playReplay, RuleError, type Seat } from "@houserules/engine";
import { describeOutcome, eventVisibleTo } from "./format.js";
import { type Output, println, readTextFile } from "./io.js";

/** Reads a replay file; throws RuleError (BAD_FILE, BAD_REPLAY) naming the problem. */
export function readReplayFile(path: string): unknown {
  const text = readTextFile(path);
  try {
    return JSON.parse(text);
  } catch {
    throw new RuleError("BAD_REPLAY", `${path} is not JSON`);
  }
}

/** Whose eyes the log is told through: every move (the full record), or what one viewer saw. */
export type ReplayPerspective = { kind: "record" } | { kind: "viewer"; seat: Seat | null };

/** `--as 2` or `--as spectator`. */
export function parsePerspective(text: string | undefined): ReplayPerspective {
  if (text === undefined) return { kind: "record" };
  if (text === "spectator") return { kind: "viewer", seat: null };
  if (/^\d+$/.test(text)) return { kind: "viewer", seat: Number(text) };
  throw new RuleError("BAD_ARGUMENT", `--as expects a seat number or "spectator" (got "${text}")`);
}

/**
 * Replays the game with the engine (REPLAY_DIVERGED names the step that no longer applies or the
 * outcome that differs), then prints the log and the outcome. The full record names every move
 * (describeAction) with the public events (as a spectator reads them); a viewer's log shows only
 * the events that seat (or a spectator) could see, so private choices stay private.
 */
export function replayCommand(
  path: string,
  registry: GameRegistry,
  out: Output,
  perspective: ReplayPerspective = { kind: "record" },
): void {
  const replay = checkReplayShape(readReplayFile(path));
  const game = registry.get(replay.game);
  const viewer = perspective.kind === "viewer" ? perspective.seat : null;
  if (viewer !== null && viewer >= replay.options.players) {
    throw new RuleError(
      "BAD_SEAT",
      `seat ${viewer} is not at this table (seats 0 to ${replay.options.players - 1})`,
    );
  }
  const result = playReplay(game, replay);
  const seatName = (seat: number) => `Seat ${seat}`;
  println(out, `${game.title} (rules version ${replay.rulesVersion}), seed ${replay.seed}`);
  const options = Object.entries(replay.options)
    .filter(([key]) => key !== "deal" && key !== "carry")
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  println(out, `Options: ${options.join(", ")}${replay.options.deal ? " (custom deal)" : ""}`);
  if (perspective.kind === "viewer") {
    println(out, `As seen by ${viewer === null ? "a spectator" : seatName(viewer)}:`);
  }
  result.events.forEach((step, i) => {
    const shown = step.events
      .filter((event) => eventVisibleTo(event, viewer))
      .map((event) => game.describeEvent(event, viewer))
      .filter((text) => text !== "");
    const number = `${String(i + 1).padStart(4)}. `;
    if (perspective.kind === "record") {
      const move = game.describeAction(step.action, step.seat);
      println(out, `${number}${seatName(step.seat)}: ${move}`);
      // Games often describe a move and its event alike; say it once.
      for (const text of shown) if (text !== move) println(out, `        ${text}`);
      return;
    }
    if (shown.length === 0) {
      shown.push(
        step.seat === viewer ? game.describeAction(step.action, step.seat) : `${seatName(step.seat)} moves.`,
      );
    }
    shown.forEach((text, j) => {
      println(out, `${j === 0 ? number : "        "}${text}`);
    });
  });
  if (result.outcome === null) {
    println(out, `The replay stops after ${replay.actions.length} moves; the game is not over.`);
  } else {
    println(out, "Outcome:");
    for (const line of describeOutcome(result.outcome, seatName, game)) println(out, line);
  }
  println(
    out,
    replay.outcome === undefined
      ? `Verified: all ${replay.actions.length} moves apply (no outcome was recorded to compare).`
      : `Verified: all ${replay.actions.length} moves apply and reach the recorded outcome.`,
  );
}

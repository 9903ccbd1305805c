// Text shared by the commands: rule errors, places and outcomes.

import type { AnyGame, Json, Outcome, Seat } from "@houserules/engine";
import { isRuleError } from "@houserules/engine";

/** `TOO_LOW (rule TDC-14): 7H does not beat 9S`: code, rule ID and message of a rule error. */
export function describeError(error: unknown): string {
  if (isRuleError(error)) {
    const prefix = error.ruleId === undefined ? "" : `${error.ruleId}: `;
    const message =
      prefix && error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return `${error.code}${error.ruleId === undefined ? "" : ` (rule ${error.ruleId})`}: ${message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export function ordinal(n: number): string {
  const suffixes = ["th", "st", "nd", "rd"];
  const lastTwo = n % 100;
  return `${n}${suffixes[(lastTwo - 20) % 10] ?? suffixes[lastTwo] ?? "th"}`;
}

function formatJson(value: Json): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * Lines for a finished game: places in order with each seat's score, then the game's own words
 * for its details (`describeOutcome`), or for a game without them, the per-seat facts of
 * `details` (titles...) beside the places and its game-wide facts below.
 */
export function describeOutcome(
  outcome: Outcome,
  seatName: (seat: Seat) => string,
  game?: Pick<AnyGame, "describeOutcome">,
): string[] {
  const seats = outcome.places.map((_, seat) => seat).sort((a, b) => outcome.places[a] - outcome.places[b]);
  const own = game?.describeOutcome?.(outcome, seatName);
  const details =
    own === undefined &&
    outcome.details &&
    typeof outcome.details === "object" &&
    !Array.isArray(outcome.details)
      ? outcome.details
      : {};
  const perSeat = Object.entries(details).filter(
    ([, value]) => Array.isArray(value) && value.length === outcome.places.length,
  ) as [string, Json[]][];
  const lines = seats.map((seat) => {
    const facts = perSeat.map(([key, values]) => `${key}: ${formatJson(values[seat])}`);
    if (outcome.scores) facts.unshift(`score ${outcome.scores[seat]}`);
    const suffix = facts.length ? ` (${facts.join(", ")})` : "";
    return `  ${ordinal(outcome.places[seat])}: ${seatName(seat)}${suffix}`;
  });
  if (own !== undefined) for (const line of own) lines.push(`  ${line}`);
  for (const [key, value] of Object.entries(details)) {
    // Nested records (e.g. series standings) are the game's to summarise (seriesSummary).
    const nested = typeof value === "object" && value !== null && !Array.isArray(value);
    if (!nested && !perSeat.some(([name]) => name === key)) lines.push(`  ${key}: ${formatJson(value)}`);
  }
  if (
    own === undefined &&
    outcome.details !== undefined &&
    !(typeof outcome.details === "object" && !Array.isArray(outcome.details))
  ) {
    lines.push(`  details: ${formatJson(outcome.details)}`);
  }
  if (outcome.teams)
    lines.push(`  teams: ${outcome.teams.map((team) => team.map(seatName).join(" + ")).join(" vs ")}`);
  if (outcome.endedByCap) lines.push("  The game was ended by its termination rule (action cap).");
  return lines;
}

/** Whether seat `forSeat` (null: a spectator) may see this event. */
export function eventVisibleTo(event: { visibleTo?: readonly Seat[] }, forSeat: Seat | null): boolean {
  return event.visibleTo === undefined || (forSeat !== null && event.visibleTo.includes(forSeat));
}

/** The player counts offered for a preset of a game. */
export function playerCountsFor(game: AnyGame, presetId: string): readonly number[] {
  return game.presets.find((preset) => preset.id === presetId)?.players ?? game.playerCounts;
}

// The main menu (`houserules` with no command, `npm start`): game, player count, preset and bot
// level, with defaults (Enter accepts), then a game of `play`.

import { availableLevels } from "@houserules/bots";
import type { AnyGame } from "@houserules/engine";
import { playerCountsFor } from "./format.js";
import { InputEnded, type LineInput, type Output, println } from "./io.js";
import { defaultLevel, type PlayDeps, playCommand } from "./play.js";

/** Asks until the answer is one of the choices (by number or by name); Enter takes the default. */
async function choose<T>(
  input: LineInput,
  out: Output,
  question: string,
  choices: readonly { name: string; value: T }[],
  fallback: T,
): Promise<T> {
  const defaultName = choices.find((choice) => choice.value === fallback)?.name ?? String(fallback);
  for (;;) {
    const answer = await input.ask(`${question} [${defaultName}]: `);
    if (answer === "") return fallback;
    // A name first: player counts are numbers too.
    const byName = choices.find((choice) => choice.name.toLowerCase() === answer.toLowerCase());
    const picked = byName ?? (/^\d+$/.test(answer) ? choices[Number(answer) - 1] : undefined);
    if (picked) return picked.value;
    println(
      out,
      `  Please choose one of: ${choices.map((choice, i) => `${i + 1}. ${choice.name}`).join(", ")}`,
    );
  }
}

export async function menuCommand(deps: PlayDeps & { input: LineInput }): Promise<void> {
  const { registry, input, out } = deps;
  const games = registry.list();
  if (games.length === 0) {
    println(out, "No games are registered yet.");
    return;
  }
  println(out, "houserules: house-rule card games against fair bots.");
  println(out, "Games:");
  games.forEach((game, i) => {
    println(out, `  ${i + 1}. ${game.title} (${game.id}), ${game.minPlayers}-${game.maxPlayers} players`);
  });
  try {
    const game: AnyGame = await choose(
      input,
      out,
      "Game",
      games.map((g) => ({ name: g.id, value: g })),
      games[0],
    );
    const presetOf = game.presets.find((preset) => preset.id === game.defaultPreset);
    const counts = [...new Set([...playerCountsFor(game, game.defaultPreset), ...game.playerCounts])].sort(
      (a, b) => a - b,
    );
    const players = await choose(
      input,
      out,
      `Players (${counts.join(", ")})`,
      counts.map((n) => ({ name: String(n), value: n })),
      presetOf?.players?.[0] ?? game.playerCounts[0],
    );
    const fitting = game.presets.filter((preset) => !preset.players || preset.players.includes(players));
    const presets = fitting.length > 0 ? fitting : game.presets;
    println(out, "Presets:");
    presets.forEach((preset, i) => {
      println(out, `  ${i + 1}. ${preset.id}: ${preset.title}${preset.status ? ` [${preset.status}]` : ""}`);
    });
    const preset = await choose(
      input,
      out,
      "Preset",
      presets.map((p) => ({ name: p.id, value: p.id })),
      presets.some((p) => p.id === game.defaultPreset) ? game.defaultPreset : presets[0].id,
    );
    const levels = availableLevels(game);
    const level = await choose(
      input,
      out,
      `Bot level (${levels.join(", ")})`,
      levels.map((l) => ({ name: l, value: l as string })),
      defaultLevel(game),
    );
    await playCommand({ game: game.id, players, preset, bots: level }, deps);
  } catch (error) {
    if (error instanceof InputEnded) {
      println(out, "Input ended; goodbye.");
      return;
    }
    throw error;
  }
}

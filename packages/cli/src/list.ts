// `houserules list`: every registered game, its player counts, presets, options and bot levels.

import { availableLevels } from "@houserules/bots";
import { describeOptionSpec, type GameRegistry } from "@houserules/engine";
import { type Output, println } from "./io.js";

export function listCommand(registry: GameRegistry, out: Output): void {
  const games = registry.list();
  if (games.length === 0) {
    println(out, "No games are registered yet.");
    return;
  }
  games.forEach((game, i) => {
    if (i > 0) println(out);
    println(out, `${game.title} (${game.id})`);
    println(
      out,
      `  players: ${game.minPlayers}-${game.maxPlayers} (offered: ${game.playerCounts.join(", ")})`,
    );
    println(out, "  presets:");
    for (const preset of game.presets) {
      const notes = [
        preset.id === game.defaultPreset ? "default" : "",
        preset.status ?? "",
        preset.players ? `${preset.players.join(", ")} players` : "",
      ].filter((note) => note !== "");
      const values = Object.entries(preset.options).map(([name, value]) => `${name}=${value}`);
      println(
        out,
        `    ${preset.id}: ${preset.title}${notes.length ? ` [${notes.join("; ")}]` : ""}${values.length ? ` (${values.join(", ")})` : ""}`,
      );
    }
    println(out, "  options:");
    if (game.options.length === 0) println(out, "    (none)");
    for (const spec of game.options) println(out, `    ${describeOptionSpec(spec)}`);
    println(out, `  bot levels: ${availableLevels(game).join(", ")}`);
    if (game.nextGameOptions) println(out, "  played in series: yes");
  });
}

// `houserules rules <game> [topic]` (or `houserules rules <ID>`): the players' rules pages.

import { type GameRegistry, RuleError } from "@houserules/engine";
import { type Output, println } from "./io.js";
import { defaultRulesDir, findRuleId, readRulesPage, requireRulesPage, rulesText } from "./rules.js";

/** Text width for a terminal `columns` wide (a pipe: 100). */
export function textWidth(columns: number | undefined): number {
  return Math.max(40, Math.min(columns ?? 100, 120));
}

export function rulesCommand(
  gameOrId: string,
  topic: string | undefined,
  registry: GameRegistry,
  out: Output,
  options: { columns?: number; rulesDir?: string | null } = {},
): void {
  const dir = options.rulesDir === undefined ? defaultRulesDir() : options.rulesDir;
  const width = textWidth(options.columns);
  const game = registry.list().find((g) => g.id === gameOrId);
  if (game !== undefined) {
    for (const line of rulesText(requireRulesPage(game.id, dir), topic, width)) println(out, line);
    return;
  }
  // A rule ID alone: the game whose page explains it.
  if (/^[A-Za-z]+-A?\d+$/.test(gameOrId) && topic === undefined) {
    for (const candidate of registry.list()) {
      const page = readRulesPage(candidate.id, dir);
      const id = page === null ? undefined : findRuleId(page, gameOrId);
      if (page !== null && id !== undefined) {
        println(out, `${page.title}`);
        for (const line of rulesText(page, id, width)) println(out, line);
        return;
      }
    }
    throw new RuleError("UNKNOWN_RULE", `no game's rules explain "${gameOrId}"`);
  }
  registry.get(gameOrId);
}

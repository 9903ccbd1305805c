// Worker-thread side of workerSearchBot: loads the game module once, then answers search
// requests with ismctsSearch or rolloutSearch. It receives the seat's view and legal actions,
// never a state.

import { parentPort } from "node:worker_threads";
import { type Action, type AnyGame, type Bot, Rng, type RngState } from "@houserules/engine";
import { type IsmctsOptions, ismctsSearch } from "./ismcts.js";
import { type RolloutOptions, rolloutSearch } from "./rollouts.js";

export interface SearchRequest {
  id: number;
  gameModule: string;
  gameExport: string;
  view: unknown;
  seat: number;
  legal: Action[];
  rng: RngState;
  /** ISMCTS options, or a search level's (`method: "rollouts"` runs the rollout search). */
  options: (IsmctsOptions & { method?: "ismcts" }) | (RolloutOptions & { method: "rollouts" });
}

const loaded = new Map<string, AnyGame>();
/** The rollout search's heuristic per game and seat, kept across decisions (see rolloutSearch). */
const heuristics = new Map<string, Bot | undefined>();

async function gameOf(request: SearchRequest): Promise<AnyGame> {
  const key = `${request.gameModule}#${request.gameExport}`;
  let game = loaded.get(key);
  if (!game) {
    const module = (await import(request.gameModule)) as Record<string, AnyGame>;
    game = module[request.gameExport];
    if (!game) throw new Error(`${request.gameModule} has no export ${request.gameExport}`);
    loaded.set(key, game);
  }
  return game;
}

parentPort?.on("message", async (request: SearchRequest) => {
  try {
    const game = await gameOf(request);
    const rng = new Rng(request.rng);
    const ctx = { view: request.view, seat: request.seat, legal: request.legal, rng };
    let result: unknown;
    if (request.options.method === "rollouts") {
      const key = `${request.gameModule}#${request.gameExport}#${request.seat}`;
      if (!heuristics.has(key)) heuristics.set(key, game.bots.normal?.());
      result = rolloutSearch(game, ctx, request.options, heuristics.get(key));
    } else result = ismctsSearch(game, ctx, request.options);
    parentPort?.postMessage({ id: request.id, ok: true, result });
  } catch (error) {
    parentPort?.postMessage({
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});

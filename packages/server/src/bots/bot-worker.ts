// A bot thread: decides one move at a time from a seat's view and legal actions, never the state.

import { parentPort } from "node:worker_threads";
import { createBot } from "@houserules/bots";
import { games } from "@houserules/catalog";
import { type Action, type Bot, Rng } from "@houserules/engine";
import type { BotRequest, BotResponse } from "./bot-pool.js";

const bots = new Map<string, Bot>();

function botFor(gameId: string, level: string): Bot {
  const key = `${gameId}/${level}`;
  let bot = bots.get(key);
  if (bot === undefined) {
    bot = createBot(games.get(gameId), level);
    bots.set(key, bot);
  }
  return bot;
}

parentPort?.on("message", (request: BotRequest) => {
  const started = performance.now();
  let response: BotResponse;
  try {
    const bot = botFor(request.game, request.level);
    const action: Action = bot.choose({
      view: request.view,
      seat: request.seat,
      legal: request.legal as Action[],
      rng: new Rng(request.rngSeed),
    });
    response = { id: request.id, action, thinkMs: performance.now() - started };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error), thinkMs: 0 };
  }
  parentPort?.postMessage(response);
});

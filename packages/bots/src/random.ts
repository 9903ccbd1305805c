import type { Action, Bot, BotContext } from "@houserules/engine";

/**
 * Chooses uniformly among the legal actions with the context's rng. It never reads `view`, so the
 * match runner never computes one for it: this keeps random playouts and `bench` fast.
 */
export function randomBot<V = unknown, A extends Action = Action>(): Bot<V, A> {
  return {
    name: "random",
    choose(ctx: BotContext<V, A>) {
      if (ctx.legal.length === 0) {
        throw new Error(`seat ${ctx.seat} is asked to act but has no legal action (a defect of the game)`);
      }
      return ctx.rng.pick(ctx.legal);
    },
  };
}

import type { Bot } from "@houserules/engine";
import type { ChanicAction } from "./actions.js";
import type { ChanicView } from "./view.js";

export function normalBot(): Bot<ChanicView, ChanicAction> {
  return { name: "normal", choose: (ctx) => ctx.legal[ctx.legal.length - 1] };
}

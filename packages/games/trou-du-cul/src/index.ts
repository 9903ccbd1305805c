// Trou du cul (brief: shared/briefs/trou-du-cul.md). Tools use only the definition.

export type { TdcAction } from "./actions.js";
export { trouDuCul } from "./definition.js";
export type { CardExchange, SeriesCarry, TdcOptions } from "./options.js";
export type { TdcState } from "./state.js";
export type { TdcView } from "./view.js";

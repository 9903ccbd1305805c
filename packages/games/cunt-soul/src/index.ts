export type { CsAction } from "./actions.js";
export { cuntSoul, RULES_VERSION } from "./definition.js";
export type { CsOptions } from "./options.js";
export type { CsState } from "./state.js";
export type { CsView } from "./view.js";

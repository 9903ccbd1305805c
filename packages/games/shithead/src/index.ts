export type { ShAction } from "./actions.js";
export { shithead } from "./definition.js";
export type { ShOptions } from "./options.js";
export type { ShState } from "./state.js";
export type { ShView } from "./view.js";

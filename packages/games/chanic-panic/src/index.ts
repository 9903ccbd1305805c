// Chanic Panic (brief: shared/briefs/chanic-panic.md): the definition and the types tools need.
export type { ChanicAction } from "./actions.js";
export { chanicPanic } from "./definition.js";
export type { ChanicOptions } from "./options.js";
export type { ChanicDeal } from "./setup.js";
export type { ChanicState } from "./state.js";
export { timeoutAction } from "./timeout.js";
export type { ChanicView } from "./view.js";

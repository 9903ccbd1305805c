export type { CuttlefishAction } from "./actions.js";
export { cuttlefish } from "./definition.js";
export type { CuttlefishOptions } from "./options.js";
export type { CuttlefishView } from "./view.js";

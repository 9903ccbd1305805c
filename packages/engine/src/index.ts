export * from "./card-ids.js";
export * from "./cards.js";
export type * from "./contract.js";
export * from "./errors.js";
export * from "./match.js";
export * from "./options.js";
export * from "./registry.js";
export * from "./replay.js";
export * from "./rng.js";

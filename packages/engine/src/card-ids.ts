import { nextUint32, type RngState } from "./rng.js";

/**
 * A fresh opaque card id drawn from the game's RNG: random, so it never encodes rank, suit, pack
 * or deal position. Games give a new id whenever a card returns to a hidden zone, so an id never
 * tracks a hidden card (engine.md, "view").
 */
export function newCardId(rng: RngState): string {
  return `c${nextUint32(rng).toString(36).padStart(7, "0")}`;
}

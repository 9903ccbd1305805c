// SH-1: opaque card ids, the engine's keyed ids (cardId) numbered in the order the game hands
// them out: the key and the count live in the state, so clones and replays draw the same ids.

import * as engineModule from "@houserules/engine";
import type { ShState } from "./state.js";

// Imported bindings are read through their module's cell, with a TDZ check, on every use; V8
// does not fold that away even in hot loops. Module-level copies read like local constants
// (measured: SH 4p +12%), so the hot modules copy what they import (there are no import cycles).
const { cardId } = engineModule;

/** A fresh opaque card id: the state's next one. */
export function newId(s: ShState): string {
  return cardId(s.idKey, s.idCount++);
}

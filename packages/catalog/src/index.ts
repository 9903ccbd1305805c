// Every game houserules plays, registered once: the CLI, bots, arena, protocol and the
// conformance suite all find games here.

import { GameRegistry } from "@houserules/engine";

export const games = new GameRegistry();

// Every game houserules plays, registered once: the CLI, bots, arena, protocol and the
// conformance suite all find games here.

import { chanicPanic } from "@houserules/chanic-panic";
import { cuntSoul } from "@houserules/cunt-soul";
import { cuttlefish } from "@houserules/cuttlefish";
import { GameRegistry } from "@houserules/engine";
import { shithead } from "@houserules/shithead";
import { trouDuCul } from "@houserules/trou-du-cul";

export const games = new GameRegistry();
games.register(trouDuCul);
games.register(shithead);
games.register(cuntSoul);
games.register(cuttlefish);
games.register(chanicPanic);

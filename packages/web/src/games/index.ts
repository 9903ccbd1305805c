// Each game's own table layout; a game without one is drawn by GenericGame.

import type { ComponentType } from "react";
import { ChanicPanic } from "./ChanicPanic.js";
import { CuntSoul } from "./CuntSoul.js";
import { Cuttlefish } from "./Cuttlefish.js";
import { GenericGame } from "./GenericGame.js";
import { ShitHead } from "./ShitHead.js";
import { TrouDuCul } from "./TrouDuCul.js";
import type { GameViewProps } from "./types.js";

const layouts: Record<string, ComponentType<GameViewProps>> = {
  "chanic-panic": ChanicPanic,
  "cunt-soul": CuntSoul,
  cuttlefish: Cuttlefish,
  shithead: ShitHead,
  "trou-du-cul": TrouDuCul,
};

export function layoutFor(game: string): ComponentType<GameViewProps> {
  return layouts[game] ?? GenericGame;
}

// Each game's own table layout; a game without one is drawn by GenericGame.

import type { ComponentType } from "react";
import { GenericGame } from "./GenericGame.js";
import type { GameViewProps } from "./types.js";

const layouts: Record<string, ComponentType<GameViewProps>> = {};

export function layoutFor(game: string): ComponentType<GameViewProps> {
  return layouts[game] ?? GenericGame;
}

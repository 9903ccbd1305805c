// Real games played by the normal bot, seen as the server sends them to a seat (JSON view, legal
// moves with notation and description), and a layout rendered to HTML from such a view.

import { games } from "@houserules/catalog";
import { type AnyGame, Rng, resolveOptions } from "@houserules/engine";
import type { ComponentType } from "react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { GameViewProps } from "../src/games/types.js";
import type { Json, Move, TableInfo } from "../src/protocol.js";

export interface Sighting {
  preset: string;
  players: number;
  /** The seat to act and what it sees. */
  seat: number;
  view: Record<string, Json>;
  legal: Move[];
  active: number[];
  /** The same moment as a spectator sees it. */
  spectator: Record<string, Json>;
  /** The engine's own state, for checks on what the views leave out. */
  state: unknown;
}

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/**
 * Plays games of `gameId` (every preset, each player count given) with the normal bot and calls
 * `see` at each decision; `see` returns false to stop that game. `next` plays the next game of a
 * series too; `presets` and `extra` (options on top of each preset) narrow or vary the games.
 */
export function playGames(
  gameId: string,
  playersOf: (preset: string) => number[],
  see: (s: Sighting) => boolean | undefined,
  options: { seeds?: number; next?: boolean; presets?: string[]; extra?: Record<string, Json> } = {},
): void {
  const game = games.get(gameId) as AnyGame;
  for (const preset of game.presets) {
    if (options.presets && !options.presets.includes(preset.id)) continue;
    for (const players of playersOf(preset.id)) {
      for (let seed = 0; seed < (options.seeds ?? 1); seed++) {
        let opts: unknown = resolveOptions(game, {
          preset: preset.id,
          options: { ...options.extra, players },
        });
        for (let round = 0; round < (options.next ? 2 : 1) && opts !== null; round++) {
          const state = game.setup(opts as never, `layout-${preset.id}-${players}-${seed}`);
          const bot = game.bots.normal?.();
          if (!bot) throw new Error(`${gameId} has no normal bot`);
          let stopped = false;
          for (let step = 0; step < 5000 && game.outcome(state) === null; step++) {
            const active = game.activeSeats(state).slice();
            const seat = active[0];
            const actions = game.legalActions(state, seat);
            const view = game.view(state, seat);
            const legal = actions.map((action) => ({
              action: json(action),
              notation: game.formatAction(action),
              description: game.describeAction(action, seat, view),
            }));
            if (
              !stopped &&
              see({
                preset: preset.id,
                players,
                seat,
                view: json(view),
                legal,
                active,
                spectator: json(game.view(state, null)),
                state,
              }) === false
            )
              stopped = true;
            const action = bot.choose({ view, seat, legal: actions, rng: new Rng(`bot-${step}`) });
            game.apply(state, seat, action);
          }
          opts = game.outcome(state) === null ? null : (game.nextGameOptions?.(state) ?? null);
        }
      }
    }
  }
}

export function tableOf(gameId: string, players: number): TableInfo {
  return {
    code: "TEST01",
    link: "http://localhost/t/TEST01",
    game: gameId,
    title: gameId,
    players,
    preset: "",
    options: {},
    turnSeconds: null,
    status: "playing",
    series: false,
    gameNumber: 1,
    seats: Array.from({ length: players }, (_, seat) => ({
      seat,
      kind: seat === 0 ? ("human" as const) : ("bot" as const),
      level: seat === 0 ? null : "normal",
      name: seat === 0 ? "Ada" : null,
      open: false,
      connected: true,
      botHolds: false,
    })),
  };
}

export function render(
  layout: ComponentType<GameViewProps>,
  props: Omit<GameViewProps, "play" | "busy" | "fourColor"> & { fourColor?: boolean },
): string {
  return renderToStaticMarkup(
    createElement(layout, { fourColor: false, busy: false, play: () => {}, ...props }),
  );
}

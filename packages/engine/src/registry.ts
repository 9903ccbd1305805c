import type { AnyGame } from "./contract.js";
import { RuleError } from "./errors.js";

/** The games a tool can play, by id. */
export class GameRegistry {
  private readonly games = new Map<string, AnyGame>();

  register(game: AnyGame): this {
    if (this.games.has(game.id)) throw new Error(`game "${game.id}" is registered twice`);
    this.games.set(game.id, game);
    return this;
  }

  /** The game with this id; throws UNKNOWN_GAME listing the known ids. */
  get(id: string): AnyGame {
    const game = this.games.get(id);
    if (!game) {
      throw new RuleError(
        "UNKNOWN_GAME",
        `unknown game "${id}"; games: ${[...this.games.keys()].join(", ")}`,
      );
    }
    return game;
  }

  has(id: string): boolean {
    return this.games.has(id);
  }

  list(): AnyGame[] {
    return [...this.games.values()];
  }
}

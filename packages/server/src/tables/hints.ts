// Practice hints: at a table where every other seat is a bot, what the normal bot would play for
// a person's seat now. The bot decides from the seat's own view (as it does when it plays), never
// from the true state, so a hint tells a player nothing their seat could not see.

import type { Action, AnyGame } from "@houserules/engine";
import { newSeed } from "@houserules/engine";
import type { BotPool } from "../bots/bot-pool.js";
import { ServerError, ServerErrors } from "../protocol.js";
import type { SeatRecord } from "../store/store.js";
import type { LiveGame } from "./live-game.js";

/** A hint as a client receives it: the move (one of the seat's legal moves) and its words. */
export interface Hint {
  action: Action;
  notation: string;
  description: string;
}

export interface HintRequest {
  game: AnyGame;
  live: LiveGame | null;
  seats: readonly SeatRecord[];
  /** The asking client's seat (null: a spectator). */
  seat: number | null;
  bots: BotPool;
}

/** The normal bot's move for the seat, or a ServerError saying why there is no hint to give. */
export async function practiceHint({ game, live, seats, seat, bots }: HintRequest): Promise<Hint> {
  if (seat === null) throw new ServerError(ServerErrors.NOT_SEATED, "hints are for seated players");
  const others = seats.filter((record) => record.seat !== seat && record.kind === "human");
  if (others.length > 0) {
    throw new ServerError(
      ServerErrors.NOT_PRACTICE,
      "hints are only for practice tables, where every other seat is a bot",
    );
  }
  if (live === null) throw new ServerError(ServerErrors.NO_GAME, "the game has not started");
  if (live.outcome !== null) throw new ServerError("GAME_OVER", "the game is over");
  const legal = game.legalActions(live.state, seat);
  if (legal.length === 0) throw new ServerError("NOT_YOUR_TURN", "you have no move to make now");
  const view = live.botView(seat);
  let action: Action;
  try {
    ({ action } = await bots.choose({
      game: game.id,
      level: "normal",
      seat,
      view,
      legal,
      rngSeed: newSeed(),
    }));
  } catch {
    throw new ServerError(ServerErrors.UNAVAILABLE, "the bot could not think of a move: try again");
  }
  // The words a move button shows for this very move, so the table can point at that button.
  const seatView = game.view(live.state, seat);
  return {
    action,
    notation: game.formatActionFor?.(action, seatView) ?? game.formatAction(action),
    description: game.describeAction(action, seat, seatView),
  };
}

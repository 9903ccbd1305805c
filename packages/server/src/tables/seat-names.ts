// A table's players by name in its log: the game describes each event with the names its seats
// go by at this table ("Ada plays 7♠", not "Seat 0 plays 7♠"), through the contract's optional
// `seatName`. Only the words change; the game still decides what each seat may read.

import type { AnyGame, GameEvent } from "@houserules/engine";

export interface NamedSeat {
  seat: number;
  kind: string;
  level: string | null;
  name: string | null;
}

/**
 * The name a seat goes by: its player's name, "normal bot" for a bot, "Seat 2" for an open
 * seat; numbered ("normal bot 2") where two seats would read the same, as the web table does.
 */
export function seatNamer(seats: readonly NamedSeat[]): (seat: number) => string {
  const plain = (seat: number): string => {
    const record = seats[seat];
    if (record?.name) return record.name;
    if (record?.kind === "bot") return `${record.level ?? "normal"} bot`;
    return `Seat ${seat}`;
  };
  return (seat) => {
    const name = plain(seat);
    if (name === `Seat ${seat}`) return name;
    return seats.some((other) => other.seat !== seat && plain(other.seat) === name)
      ? `${name} ${seat}`
      : name;
  };
}

/** The game as one table uses it: the same game, its events told with the table's seat names. */
export function withSeatNames(game: AnyGame, seats: () => readonly NamedSeat[]): AnyGame {
  const named: AnyGame = Object.create(game);
  named.describeEvent = (event: GameEvent, forSeat: number | null) =>
    game.describeEvent(event, forSeat, seatNamer(seats()));
  return named;
}

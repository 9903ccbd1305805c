// Words for a table's buttons and seats, from what the server sends: the engine describes a move
// in the third person ("Seat 2 plays 8♠"); a button offers it to the player ("Play 8♠").

import type { Json, TableInfo } from "../protocol.js";

/** A seat as the table names it: the player's name, or the bot's level. */
export function seatLabel(table: TableInfo, seat: number, me: number | null): string {
  if (seat === me) return "You";
  const plain = (s: number) => {
    const info = table.seats[s];
    if (info?.name) return info.name;
    if (info?.kind === "bot") return `${info.level ?? "normal"} bot`;
    return `Seat ${s}`;
  };
  const name = plain(seat);
  const shared = table.seats.some((s) => s.seat !== seat && plain(s.seat) === name);
  return shared ? `${name} ${seat}` : name;
}

function imperativeVerb(word: string): string {
  if (/(ches|shes|sses|xes|zzes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** "Seat 2 plays 8♠" as "Play 8♠", "Seat 1 does not draw" as "Don't draw", "Seat 0 is skipped" as "Skip". */
export function moveWords(description: string): string {
  const rest = description.replace(/^Seat \d+ /, "");
  if (rest === description) return description;
  if (rest.startsWith("does not ")) return `Don't ${rest.slice("does not ".length)}`;
  if (rest.startsWith("is skipped")) return `Skip${rest.slice("is skipped".length)}`;
  const [verb, ...words] = rest.split(" ");
  const first = imperativeVerb(verb);
  return [first.charAt(0).toUpperCase() + first.slice(1), ...words].join(" ");
}

/** The card names (strings) an action's fields hold, by field. */
export function actionStrings(action: Record<string, Json>, fields: readonly string[]): string[] {
  const out: string[] = [];
  for (const field of fields) {
    const value = action[field];
    if (typeof value === "string") out.push(value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === "string") out.push(item);
  }
  return out;
}

/** 1st, 2nd, 3rd, 4th… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

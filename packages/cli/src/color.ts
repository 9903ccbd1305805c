// Colours at the terminal table: red hearts and diamonds, and the banner of whose turn it is.
// Only on a terminal that has not asked for none (NO_COLOR), or wherever FORCE_COLOR asks for them.

import type { Output } from "./io.js";

/** The environment variables that decide colours. */
export type ColorEnv = Readonly<Record<string, string | undefined>>;

/**
 * FORCE_COLOR (any value but "0" or "false") turns colours on anywhere; otherwise they are on only
 * when the output is a terminal and NO_COLOR is unset or empty (https://no-color.org).
 */
export function colorEnabled(env: ColorEnv, output?: { isTTY?: boolean }): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== "0" && force.toLowerCase() !== "false";
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  return output?.isTTY === true;
}

const RED = "\x1b[31m";
const BOLD_CYAN = "\x1b[1;36m";
const RESET = "\x1b[0m";

/** A red card: 10♥, Q♦, or in letters 10H, QD (a whole word). */
const RED_CARD = /(?<![\w♥♦♠♣])(?:10|[2-9AJQK])(?:[♥♦]|[HD](?![\w♥♦♠♣]))/g;
/** The banner before a seat's move: `=== Your turn ===`, `=== Seat 2's turn ===`. */
const TURN_BANNER = /^=== .*turn.* ===$/gm;

export function colorize(text: string): string {
  return text
    .replace(RED_CARD, (card) => `${RED}${card}${RESET}`)
    .replace(TURN_BANNER, (banner) => `${BOLD_CYAN}${banner}${RESET}`);
}

/** `out` with colours added to everything written. */
export function colorOutput(out: Output): Output {
  return { write: (text) => out.write(colorize(text)) };
}

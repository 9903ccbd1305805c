// What the scripts in this folder share: failing with the script's name, whole-number options,
// and the game with its options from `<game> --players N [--preset P]`.
import { games } from "@houserules/catalog";
import { resolveOptions } from "@houserules/engine";

/** Prints `<script>: message` to stderr and exits with status 1. */
export function failer(script) {
  return (message) => {
    console.error(`${script}: ${message}`);
    process.exit(1);
  };
}

/** The option's value as a positive whole number, or a failure naming the option. */
export function positiveInt(fail, name, text) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive whole number, not "${text}"`);
  return n;
}

/** The named game and its resolved options; unknown games and bad options fail by name. */
export function gameAndOptions(fail, id, values) {
  try {
    const game = games.get(id);
    const options = resolveOptions(game, {
      players: values.players === undefined ? undefined : positiveInt(fail, "players", values.players),
      preset: values.preset,
    });
    return { game, options };
  } catch (error) {
    return fail(error.message);
  }
}

/** The options each search method reads (RolloutOptions, IsmctsOptions in packages/bots). */
const SEARCH_OPTIONS = {
  rollouts: ["iterations", "timeMs", "playoutEpsilon", "reward", "confidence", "horizon", "validation"],
  ismcts: ["iterations", "timeMs", "exploration", "playout", "playoutEpsilon", "reward"],
};

/** Fails naming any option the method would silently ignore (a typo such as "iteration"). */
export function checkSearchOptions(fail, what, method, search) {
  const known = SEARCH_OPTIONS[method];
  const unknown = Object.keys(search).filter((key) => !known.includes(key));
  if (unknown.length > 0)
    fail(`${what}: unknown ${method} option ${unknown.join(", ")}; options: ${known.join(", ")}`);
}

// Protocol fuzzing: at every game and preset, between the moves of a seeded game, hostile
// requests (malformed, oversized, deeply nested, wrongly typed, stale, for another seat,
// prototype-polluting, re-spelled) are thrown at the engine. After each one the engine still
// answers, a refused request has changed nothing a client can read, and an accepted one is in
// the replay exactly once, as sent.

import { games } from "@houserules/catalog";
import { type AnyGame, Rng } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { EngineProtocol, LIMITS } from "../src/protocol.js";

// biome-ignore lint/suspicious/noExplicitAny: replies are free-form JSON
type Reply = { ok: boolean; error?: { code: string; message: string } } & Record<string, any>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Action = { type: string } & Record<string, Json>;

const MOVES_PER_GAME = 30;
const HOSTILE_PER_MOVE = 3;

class Session {
  private readonly protocol = new EngineProtocol(games);

  send(request: unknown): Reply {
    const line = typeof request === "string" ? request : JSON.stringify(request);
    const reply = this.protocol.handleLine(line);
    expect(reply, line.slice(0, 200)).not.toBeNull();
    expect(reply).not.toContain("\n");
    const parsed = JSON.parse(reply as string) as Reply;
    expect(typeof parsed.ok).toBe("boolean");
    return parsed;
  }

  /** Everything a client can read of the game: replay, active seats, every view and legal list. */
  snapshot(players: number): string {
    const seats = Array.from({ length: players }, (_, seat) => seat);
    return JSON.stringify({
      replay: this.send({ cmd: "replay" }).replay,
      active: this.send({ cmd: "active" }).active,
      outcome: this.send({ cmd: "outcome" }).outcome,
      views: [null, ...seats].map((seat) => this.send({ cmd: "view", seat }).view),
      legal: seats.map((seat) => this.send({ cmd: "legal", seat }).actions),
    });
  }
}

function nested(depth: number, leaf: Json = "x"): Json {
  let value: Json = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { k: value };
  return value;
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)];

/** A value of another JSON type than `value`. */
function mistyped(rng: Rng, value: Json): Json {
  const others: Json[] = [7, -1, 2.5, "", "zz", true, null, [], {}, ["AS", 3], { type: "x" }];
  const candidates = others.filter((other) => typeof other !== typeof value || Array.isArray(value));
  return pick(rng, candidates);
}

/** One legal action changed in one field: a card that is not in play, a wrong type, a field dropped or added. */
function respelled(rng: Rng, action: Action): unknown {
  const copy: Record<string, Json> = JSON.parse(JSON.stringify(action));
  const keys = Object.keys(copy).filter((key) => key !== "type");
  switch (rng.int(6)) {
    case 0:
      copy.extra = pick(rng, [1, "x", null, [], { a: 1 }]);
      return copy;
    case 1:
      if (keys.length > 0) delete copy[pick(rng, keys)];
      else copy.type = `${copy.type}!`;
      return copy;
    case 2:
      if (keys.length > 0) {
        const key = pick(rng, keys);
        copy[key] = mistyped(rng, copy[key]);
      } else copy.type = mistyped(rng, copy.type) as string;
      return copy;
    case 3: {
      // Every card-like string field replaced by a card that no deck holds, or by one of another seat.
      for (const key of keys) {
        const value = copy[key];
        if (typeof value === "string")
          copy[key] = pick(rng, ["ZZ", "1S", "AS", "c0000000", "JK9", "crabs-9"]);
        if (Array.isArray(value) && value.length > 0)
          value[rng.int(value.length)] = pick(rng, ["ZZ", "AS", "AS"]);
      }
      return copy;
    }
    case 4:
      // Lists doubled: the same card twice, or the whole list repeated.
      for (const key of keys) {
        const value = copy[key];
        if (Array.isArray(value)) copy[key] = [...value, ...value];
      }
      return copy;
    default:
      copy[keys.length > 0 ? pick(rng, keys) : "type"] = nested(5 + rng.int(40));
      return copy;
  }
}

interface Context {
  rng: Rng;
  players: number;
  active: number[];
  legal: Action[];
  history: { seat: number; action: Action }[];
  replay: unknown;
  game: AnyGame;
  preset: string;
}

/** A request a hostile client might send now: a raw line, or a request object. */
function hostileRequest(ctx: Context): unknown {
  const { rng, players, active, legal, history } = ctx;
  const seat = active[0] ?? 0;
  const someAction: Action = legal.length > 0 ? pick(rng, legal) : { type: "play" };
  const otherSeat = (seat + 1 + rng.int(Math.max(1, players - 1))) % players;
  switch (rng.int(16)) {
    case 0: {
      // A valid line cut short.
      const line = JSON.stringify({ cmd: "apply", seat, action: someAction });
      return line.slice(0, 1 + rng.int(line.length - 1));
    }
    case 1:
      return pick(rng, ["", "[]", "null", "42", '"apply"', "{", "{}", '{"cmd":null}', '{"cmd":["apply"]}']);
    case 2:
      // Oversized fields.
      return pick(rng, [
        { cmd: "parse", seat, text: "4C ".repeat(LIMITS.parseText) },
        { cmd: "new", game: ctx.game.id, seed: "s".repeat(200) },
        { cmd: "bot", seat, level: "x".repeat(100) },
        { cmd: "active", id: "i".repeat(500) },
        { cmd: "apply", seat, action: { ...someAction, pad: "p".repeat(10_000) } },
        { cmd: "apply", seat, action: { ...someAction, many: Array(300).fill(1) } },
      ]);
    case 3:
      // Deeply nested anywhere.
      return pick(rng, [
        { cmd: "apply", seat, action: { ...someAction, x: nested(100 + rng.int(3000)) } },
        { cmd: "active", id: nested(50) },
        { cmd: "new", game: ctx.game.id, seed: "n", options: { deal: nested(30) } },
        { cmd: "load", replay: nested(200) },
      ]);
    case 4:
      // Wrongly typed request fields.
      return pick(rng, [
        { cmd: "apply", seat: String(seat), action: someAction },
        { cmd: "apply", seat: seat + 0.5, action: someAction },
        { cmd: "apply", seat: -1, action: someAction },
        { cmd: "apply", seat: 1e9, action: someAction },
        { cmd: "apply", seat, action: [someAction] },
        { cmd: "apply", seat, action: JSON.stringify(someAction) },
        { cmd: "apply", seat, action: null },
        { cmd: "apply", seat, action: { ...someAction, type: 5 } },
        { cmd: "legal", seat: null },
        { cmd: "view", seat: "0" },
        { cmd: "new", game: 5 },
        { cmd: "new", game: ctx.game.id, players: "lots" },
        { cmd: "new", game: ctx.game.id, options: [] },
        { cmd: "parse", seat, text: 12 },
      ]);
    case 5:
      // Stale: an action that was legal earlier in the game.
      return history.length > 0
        ? { cmd: "apply", ...pick(rng, history) }
        : { cmd: "apply", seat, action: someAction, stale: true };
    case 6:
      // For another seat: the acting seat's legal action sent as someone else.
      return { cmd: "apply", seat: otherSeat, action: someAction };
    case 7:
      return { cmd: "apply", seat: players + rng.int(5), action: someAction };
    case 8: {
      // Prototype pollution, as raw lines (JSON.stringify would drop the key).
      const action = JSON.stringify(someAction);
      return pick(rng, [
        `{"cmd":"apply","seat":${seat},"action":${action.slice(0, -1)},"__proto__":{"type":"pass"}}}`,
        `{"cmd":"apply","seat":${seat},"action":{"__proto__":${action}}}`,
        `{"cmd":"apply","seat":${seat},"__proto__":{"action":${action}}}`,
        `{"cmd":"new","game":"${ctx.game.id}","seed":"p","options":{"__proto__":{"players":3}}}`,
        `{"cmd":"new","game":"${ctx.game.id}","seed":"p","options":{"deal":{"__proto__":{"seats":[]}}}}`,
        `{"__proto__":{"cmd":"new"},"cmd":"active"}`,
        `{"cmd":"new","game":"${ctx.game.id}","seed":"p","options":{"constructor":{"prototype":{"x":1}}}}`,
      ]);
    }
    case 9:
    case 10:
    case 11:
      // A legal action re-spelled.
      return { cmd: "apply", seat, action: respelled(rng, someAction) };
    case 12:
      // Unknown commands and fields.
      return pick(rng, [
        { cmd: "undo" },
        { cmd: "apply", seat, action: someAction, force: true },
        { cmd: "legal", seat, all: true },
        { cmd: "APPLY", seat, action: someAction },
      ]);
    case 13:
      // A game or a series that cannot start: must not replace the running one.
      return pick(rng, [
        { cmd: "new", game: ctx.game.id, preset: "nope" },
        { cmd: "new", game: ctx.game.id, players: 99 },
        { cmd: "new", game: ctx.game.id, options: { bogusOption: 1 } },
        { cmd: "new", game: ctx.game.id, options: { deal: { seats: [{ bogus: ["AS"] }] } } },
        { cmd: "new", game: ctx.game.id, options: { deal: { bogus: 1 } } },
        { cmd: "new", game: ctx.game.id, options: { deal: { seats: "all" } } },
        { cmd: "new", game: "chess" },
        { cmd: "next" },
      ]);
    case 14: {
      // A replay that cannot load: tampered steps, version or envelope.
      const replay = JSON.parse(JSON.stringify(ctx.replay)) as Record<string, Json> & { actions: Json[] };
      const tamper = rng.int(5);
      if (tamper === 0) replay.rulesVersion = -1;
      else if (tamper === 1) replay.actions.push({ seat, action: { type: "nonsense" } });
      else if (tamper === 2) replay.actions.push({ seat: "x", action: someAction });
      else if (tamper === 3) replay.format = "other";
      else
        replay.actions.push({ seat, action: respelled(rng, someAction) as Json }, { seat: -1, action: {} });
      return { cmd: "load", replay };
    }
    default:
      // Read-only commands with bad seats.
      return pick(rng, [
        { cmd: "bot", seat: otherSeat, level: "nope" },
        { cmd: "parse", seat: players, text: "x" },
        { cmd: "describe", seat: players + 1 },
        { cmd: "view", seat: -3 },
      ]);
  }
}

function fuzzGame(game: AnyGame, preset: string, players: number, seed: string): void {
  const session = new Session();
  const started = session.send({ cmd: "new", game: game.id, preset, players, seed });
  expect(started.ok, JSON.stringify(started.error)).toBe(true);
  const rng = new Rng(`fuzz/${seed}`);
  const history: Context["history"] = [];
  let refused = 0;
  let accepted = 0;
  for (let move = 0; move < MOVES_PER_GAME; move++) {
    if (session.send({ cmd: "outcome" }).outcome !== null) break;
    for (let h = 0; h < HOSTILE_PER_MOVE; h++) {
      const before = session.snapshot(players);
      const parsed = JSON.parse(before) as {
        active: number[];
        legal: Action[][];
        replay: { actions: unknown[] };
      };
      const ctx: Context = {
        rng,
        players,
        active: parsed.active,
        legal: parsed.legal[parsed.active[0] ?? 0] ?? [],
        history,
        replay: parsed.replay,
        game,
        preset,
      };
      const request = hostileRequest(ctx);
      const reply = request === "" ? null : session.send(request);
      if (reply === null || !reply.ok) {
        refused++;
        expect(session.snapshot(players), `${JSON.stringify(request).slice(0, 300)} changed the game`).toBe(
          before,
        );
        continue;
      }
      // Only an apply can be accepted here (a stale action legal again, another active seat's).
      const sent = request as { cmd: string; seat: number; action: unknown };
      expect(sent.cmd, JSON.stringify(request).slice(0, 300)).toBe("apply");
      accepted++;
      const after = session.send({ cmd: "replay" }).replay.actions as unknown[];
      expect(after.length).toBe(parsed.replay.actions.length + 1);
      expect(after.at(-1)).toEqual({ seat: sent.seat, action: sent.action });
    }
    const active = session.send({ cmd: "active" }).active as number[];
    if (active.length === 0) break;
    const seat = pick(rng, active);
    const legal = session.send({ cmd: "legal", seat }).actions as Action[];
    if (legal.length === 0) continue;
    const action = pick(rng, legal);
    const length = (session.send({ cmd: "replay" }).replay.actions as unknown[]).length;
    expect(session.send({ cmd: "apply", seat, action }).ok).toBe(true);
    const after = session.send({ cmd: "replay" }).replay.actions as unknown[];
    expect(after.length).toBe(length + 1);
    expect(after.at(-1)).toEqual({ seat, action });
    history.push({ seat, action });
  }
  expect(refused).toBeGreaterThan(accepted);
  // The replay of everything accepted reproduces the game exactly.
  const { replay } = session.send({ cmd: "replay" });
  const final = session.snapshot(players);
  const loaded = session.send({ cmd: "load", replay });
  expect(loaded.ok, JSON.stringify(loaded.error)).toBe(true);
  expect(session.snapshot(players)).toBe(final);
}

describe("engine protocol fuzzing: hostile requests at every game and preset", () => {
  for (const game of games.list()) {
    for (const [index, preset] of game.presets.entries()) {
      const counts = preset.players ?? game.playerCounts;
      const players = counts[index % counts.length];
      it(`${game.id} ${preset.id} (${players} players): refused requests change nothing, accepted ones are replayed once`, () => {
        fuzzGame(game, preset.id, players, `${game.id}/${preset.id}`);
      });
    }
  }
});

// The engine protocol against a client that writes its own requests: every input has a limit, a
// refused request changes nothing, and an apply reply holds only what the acting seat may see.

import { PassThrough } from "node:stream";
import { games } from "@houserules/catalog";
import { type AnyGame, GameRegistry, RuleError, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import { EngineProtocol, LIMITS, serveEngineProtocol } from "../src/protocol.js";
import { topCard } from "./fixtures/top-card.js";

// biome-ignore lint/suspicious/noExplicitAny: replies are free-form JSON
type Reply = { id?: unknown; ok: boolean; error?: { code: string; message: string } } & Record<string, any>;

function session(registry: GameRegistry = games) {
  const protocol = new EngineProtocol(registry);
  return (request: unknown): Reply => {
    const line = typeof request === "string" ? request : JSON.stringify(request);
    const reply = protocol.handleLine(line);
    if (reply === null) throw new Error("no reply");
    return JSON.parse(reply);
  };
}

/** Everything a client can read of the running game, for "nothing changed" checks. */
function snapshot(send: (request: unknown) => Reply, players: number): string {
  const seats = Array.from({ length: players }, (_, seat) => seat);
  return JSON.stringify({
    replay: send({ cmd: "replay" }).replay,
    active: send({ cmd: "active" }).active,
    views: [null, ...seats].map((seat) => send({ cmd: "view", seat }).view),
    legal: seats.map((seat) => send({ cmd: "legal", seat }).actions),
  });
}

/** Feeds `input` to a served engine and returns its reply lines. */
async function serve(input: string | Buffer[]): Promise<Reply[]> {
  const stdin = new PassThrough();
  let written = "";
  const done = serveEngineProtocol(stdin, { write: (text: string) => void (written += text) }, games);
  for (const chunk of typeof input === "string" ? [input] : input) stdin.write(chunk);
  stdin.end();
  await done;
  return written
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line));
}

function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe("engine protocol: hostile input", () => {
  it("draws a seed of 128 bits from a cryptographic source when none is given", () => {
    const send = session();
    const seeds = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const { seed } = send({ cmd: "new", game: "trou-du-cul", players: 3 });
      expect(Buffer.from(seed, "base64url")).toHaveLength(16);
      seeds.add(seed);
    }
    expect(seeds.size).toBe(50);
  });

  it("answers a request whose id is nested 5,000 deep with BAD_REQUEST and keeps serving", async () => {
    const line = `{"cmd":"games","id":${JSON.stringify(nested(5000))}}`;
    const replies = await serve(`${line}\n{"cmd":"help","id":2}\n`);
    expect(replies).toHaveLength(2);
    expect(replies[0]).toMatchObject({ ok: false, error: { code: "BAD_REQUEST" } });
    expect(replies[0]).not.toHaveProperty("id");
    expect(replies[1]).toMatchObject({ id: 2, ok: true });
  });

  it("refuses a deeply nested field anywhere in a request, naming where", () => {
    const send = session();
    const reply = send({ cmd: "new", game: "trou-du-cul", seed: "1", options: { deal: nested(50) } });
    expect(reply).toMatchObject({ ok: false, error: { code: "BAD_REQUEST" } });
    expect(reply.error?.message).toMatch(/nested deeper than/);
  });

  it("refuses an action with a 10,000-deep field without applying it, and the replay stays true (BAD_ACTION)", () => {
    const send = session();
    send({ cmd: "new", game: "trou-du-cul", players: 3, seed: "1" });
    const [seat] = send({ cmd: "active" }).active;
    const [action] = send({ cmd: "legal", seat }).actions;
    const before = snapshot(send, 3);
    const reply = send({ cmd: "apply", seat, action: { ...action, x: nested(10_000) } });
    expect(reply).toMatchObject({ ok: false });
    expect(["BAD_ACTION", "BAD_REQUEST"]).toContain(reply.error?.code);
    expect(snapshot(send, 3)).toBe(before);
    expect(send({ cmd: "apply", seat, action })).toMatchObject({ ok: true });
    expect(send({ cmd: "replay" }).replay.actions).toEqual([{ seat, action }]);
  });

  it("leaves the table as it was when a game throws something that is not a rule error mid-apply", () => {
    // A game with a defect: it changes the state, then throws.
    const broken: AnyGame = {
      ...(topCard as AnyGame),
      apply(state, seat, action) {
        const events = (topCard as AnyGame).apply(state, seat, action);
        if ((action as { card?: string }).card === "KS") throw new TypeError("a defect after the change");
        return events;
      },
    };
    const registry = new GameRegistry();
    registry.register(broken);
    const send = session(registry);
    const deal = {
      seats: [{ hand: ["JS", "QS", "KS"] }, { hand: ["JH", "QH", "KH"] }],
      stock: ["JD", "QD", "KD", "JC", "QC", "KC"],
    };
    send({ cmd: "new", game: "top-card", players: 2, seed: "7", options: { deal } });
    const before = snapshot(send, 2);
    const reply = send({ cmd: "apply", seat: 0, action: { type: "play", card: "KS" } });
    expect(reply).toMatchObject({ ok: false, error: { code: "INTERNAL_ERROR" } });
    expect(snapshot(send, 2)).toBe(before);
    expect(send({ cmd: "apply", seat: 0, action: { type: "play", card: "QS" } })).toMatchObject({ ok: true });
    expect(send({ cmd: "replay" }).replay.actions).toEqual([
      { seat: 0, action: { type: "play", card: "QS" } },
    ]);
  });

  it('refuses an option named "__proto__" (BAD_OPTION or BAD_REQUEST), never drops it quietly', () => {
    const send = session();
    const line = '{"cmd":"new","game":"trou-du-cul","seed":"1","options":{"__proto__":{"players":5}}}';
    const reply = send(line);
    expect(reply.ok).toBe(false);
    expect(["BAD_OPTION", "BAD_REQUEST"]).toContain(reply.error?.code);
    expect(reply.error?.message).toContain("__proto__");
    expect(() =>
      resolveOptions(topCard as AnyGame, { options: JSON.parse('{"__proto__":{"handSize":2}}') }),
    ).toThrow(/__proto__/);
  });

  it('reads option numbers only in decimal: "0x32" and "1e1" are refused (BAD_OPTION)', () => {
    const game = topCard as AnyGame;
    expect(resolveOptions(game, { options: { handSize: " 2 " } })).toMatchObject({ handSize: 2 });
    for (const text of ["0x2", "2e0", "0b10", "2.0", "", "Infinity"]) {
      expect(() => resolveOptions(game, { options: { handSize: text } }), text).toThrow(RuleError);
    }
    expect(() => resolveOptions(game, { options: { players: "0x2" } })).toThrow(/players/);
  });

  it("refuses a line over the size limit unread (REQUEST_TOO_LARGE) and serves the next line", async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const big = [
      Buffer.from('{"cmd":"parse","seat":0,"text":"'),
      ...Array(9).fill(chunk),
      Buffer.from('"}\n'),
    ];
    const replies = await serve([...big, Buffer.from('{"cmd":"help","id":1}\n')]);
    expect(replies).toHaveLength(2);
    expect(replies[0]).toMatchObject({ ok: false, error: { code: "REQUEST_TOO_LARGE" } });
    expect(replies[1]).toMatchObject({ id: 1, ok: true });
  });

  it("echoes no id over its limits (ids are small JSON values)", () => {
    const send = session();
    const long = send({ cmd: "help", id: "x".repeat(LIMITS.id.string + 1) });
    expect(long).toMatchObject({ ok: false, error: { code: "BAD_REQUEST" } });
    expect(long).not.toHaveProperty("id");
    expect(send({ cmd: "help", id: Array(LIMITS.id.nodes + 1).fill(0) })).not.toHaveProperty("id");
    expect(send({ cmd: "help", id: "x".repeat(LIMITS.id.string) })).toMatchObject({ ok: true });
    expect(send({ cmd: "help", id: { n: [1, "x"] } })).toMatchObject({ id: { n: [1, "x"] }, ok: true });
  });

  it("refuses a parse text over its limit instead of reading a huge action", () => {
    const send = session();
    send({ cmd: "new", game: "trou-du-cul", players: 3, seed: "1" });
    const reply = send({ cmd: "parse", seat: 0, text: "4C ".repeat(LIMITS.parseText) });
    expect(reply).toMatchObject({ ok: false, error: { code: "BAD_REQUEST" } });
    expect(reply.error?.message).toMatch(/text/);
  });

  it("refuses unknown request fields, naming them", () => {
    const send = session();
    const reply = send({ cmd: "games", verbose: true });
    expect(reply).toMatchObject({ ok: false, error: { code: "BAD_REQUEST" } });
    expect(reply.error?.message).toMatch(/verbose/);
  });

  it("answers apply with only the events the acting seat may see; allEvents gives every seat's", () => {
    // Chanic Panic: ending a turn deals the next player's cards, private to that player.
    let hiddenFromActor = 0;
    for (const all of [false, true]) {
      const send = session();
      send({ cmd: "new", game: "chanic-panic", players: 2, seed: "events" });
      for (let step = 0; step < 300; step++) {
        const [seat] = send({ cmd: "active" }).active;
        const { action } = send({ cmd: "bot", seat, level: "random" });
        const reply = send({ cmd: "apply", seat, action, ...(all ? { allEvents: true } : {}) });
        expect(reply.ok).toBe(true);
        for (const event of reply.events as { visibleTo?: number[] }[]) {
          const seen = event.visibleTo === undefined || event.visibleTo.includes(seat);
          if (!all) expect(seen).toBe(true);
          else if (!seen) hiddenFromActor++;
        }
        if (reply.outcome !== null) break;
      }
    }
    expect(hiddenFromActor).toBeGreaterThan(0);
  });
});

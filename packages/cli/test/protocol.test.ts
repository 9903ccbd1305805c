import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { EngineProtocol, serveEngineProtocol } from "../src/protocol.js";
import { fixtureRegistry } from "./fixtures/top-card.js";
import { cli } from "./helpers.js";

type Reply = {
  id?: unknown;
  ok: boolean;
  error?: { code: string; ruleId?: string; message: string };
} & Record<
  string,
  // biome-ignore lint/suspicious/noExplicitAny: replies are free-form JSON
  any
>;

function session() {
  const protocol = new EngineProtocol(fixtureRegistry());
  return (request: unknown): Reply => {
    const line = typeof request === "string" ? request : JSON.stringify(request);
    const reply = protocol.handleLine(line);
    if (reply === null) throw new Error("no reply");
    expect(reply).not.toContain("\n");
    return JSON.parse(reply);
  };
}

const deal = {
  seats: [{ hand: ["JS", "QS", "KS"] }, { hand: ["JH", "QH", "KH"] }],
  stock: ["JD", "QD", "KD", "JC", "QC", "KC"],
};

describe("engine protocol", () => {
  it("answers every malformed line with one error and keeps serving", () => {
    const send = session();
    expect(send("not json")).toMatchObject({ ok: false, error: { code: "BAD_JSON" } });
    expect(send("[1,2]")).toMatchObject({ ok: false, error: { code: "BAD_REQUEST" } });
    expect(send("42")).toMatchObject({ ok: false, error: { code: "BAD_REQUEST" } });
    expect(send({ id: 1 })).toMatchObject({ id: 1, ok: false, error: { code: "BAD_REQUEST" } });
    expect(send({ id: 2, cmd: "dance" })).toMatchObject({ id: 2, ok: false, error: { code: "UNKNOWN_CMD" } });
    expect(send({ id: 3, cmd: "legal", seat: 0 })).toMatchObject({
      id: 3,
      ok: false,
      error: { code: "NO_GAME" },
    });
    expect(send({ id: 4, cmd: "new", game: "chess" })).toMatchObject({
      ok: false,
      error: { code: "UNKNOWN_GAME" },
    });
    const badOption = send({ id: 5, cmd: "new", game: "top-card", options: { handSize: 9 } });
    expect(badOption).toMatchObject({ ok: false, error: { code: "BAD_OPTION" } });
    expect(badOption.error?.message).toMatch(/handSize/);
    expect(send({ id: 6, cmd: "new", game: "top-card", players: 9 })).toMatchObject({
      error: { code: "BAD_OPTION" },
    });
    expect(send({ id: 7, cmd: "new" })).toMatchObject({ ok: false, error: { code: "BAD_REQUEST" } });
    expect(send({ id: 8, cmd: "games" })).toMatchObject({ id: 8, ok: true });
  });

  it("plays a game: new, active, legal, view, apply with rule errors, bot, outcome", () => {
    const send = session();
    const started = send({ id: "a", cmd: "new", game: "top-card", players: 2, seed: 7, options: { deal } });
    expect(started).toMatchObject({ id: "a", ok: true, active: [0], seed: "7" });
    expect(send({ cmd: "active" })).toEqual({ ok: true, active: [0] });
    expect(send({ id: 1, cmd: "legal", seat: 0 }).actions).toEqual([
      { type: "play", card: "JS" },
      { type: "play", card: "QS" },
      { type: "play", card: "KS" },
    ]);
    expect(send({ id: 2, cmd: "view", seat: 1 }).view).toMatchObject({
      hand: ["JH", "QH", "KH"],
      handSizes: [3, 3],
    });
    expect(send({ id: 3, cmd: "view", seat: null }).view).toMatchObject({ hand: null });
    expect(send({ id: 4, cmd: "view" })).toMatchObject({ ok: false, error: { code: "BAD_REQUEST" } });
    expect(send({ id: 5, cmd: "view", seat: 5 })).toMatchObject({ ok: false, error: { code: "BAD_SEAT" } });

    const played = send({ id: 6, cmd: "apply", seat: 0, action: { type: "play", card: "KS" } });
    expect(played).toMatchObject({ id: 6, ok: true, active: [1], outcome: null });
    expect(played.events.map((e: { type: string }) => e.type)).toEqual(["played", "drew", "drewCount"]);

    const notYours = send({ id: 7, cmd: "apply", seat: 0, action: { type: "pickUp" } });
    expect(notYours).toMatchObject({ ok: false, error: { code: "NOT_YOUR_TURN" } });
    const tooLow = send({ id: 8, cmd: "apply", seat: 1, action: { type: "play", card: "JH" } });
    expect(tooLow).toEqual({
      id: 8,
      ok: false,
      error: { code: "TOO_LOW", ruleId: "TC-3", message: "TC-3: JH does not beat KS" },
    });
    expect(send({ id: 9, cmd: "apply", seat: 1 })).toMatchObject({
      ok: false,
      error: { code: "BAD_REQUEST" },
    });
    expect(send({ id: 10, cmd: "apply", seat: 1, action: "x" })).toMatchObject({
      error: { code: "BAD_ACTION" },
    });

    const bot = send({ id: 11, cmd: "bot", seat: 1, level: "normal" });
    expect(bot).toEqual({ id: 11, ok: true, action: { type: "play", card: "KH" }, notation: "KH" });
    expect(send({ id: 12, cmd: "bot", seat: 1, level: "godlike" })).toMatchObject({
      error: { code: "UNKNOWN_LEVEL" },
    });
    expect(send({ id: 13, cmd: "bot", seat: 0 })).toMatchObject({ error: { code: "NOT_YOUR_TURN" } });
    // The bot's answer was not applied.
    expect(send({ cmd: "active" }).active).toEqual([1]);
    expect(send({ id: 14, cmd: "outcome" })).toEqual({ id: 14, ok: true, outcome: null });

    expect(send({ id: 15, cmd: "parse", seat: 1, text: "kh" })).toEqual({
      id: 15,
      ok: true,
      action: { type: "play", card: "KH" },
    });
    expect(send({ id: 16, cmd: "parse", seat: 1, text: "ace" })).toMatchObject({
      error: { code: "BAD_NOTATION" },
    });
    const described = send({ id: 17, cmd: "describe", seat: 1 });
    expect(described.text).toContain("Your hand: JH QH KH");
    expect(described.moves).toEqual([
      { action: { type: "play", card: "KH" }, notation: "KH", description: "Seat 1 plays K♥" },
      { action: { type: "pickUp" }, notation: "pick", description: "Seat 1 picks up the pile" },
    ]);
    const spectator = send({ id: 18, cmd: "describe", seat: null });
    expect(spectator.moves).toEqual([]);
    expect(spectator.text).not.toContain("Your hand");
    expect(spectator.result).toBeUndefined();
  });

  it("plays to the end with bot moves, then replays and loads the game", () => {
    const send = session();
    send({ cmd: "new", game: "top-card", players: 3, seed: "end" });
    let moves = 0;
    let outcome = null;
    while (outcome === null) {
      const [seat] = send({ cmd: "active" }).active;
      const { action } = send({ cmd: "bot", seat, level: "random" });
      outcome = send({ cmd: "apply", seat, action }).outcome;
      moves++;
    }
    expect(outcome.places.slice().sort()).toEqual([1, 2, 3]);
    // Over: describe adds the game-over lines in words.
    const winner = outcome.places.indexOf(1);
    const result: string[] = send({ cmd: "describe", seat: null }).result;
    expect(result[0]).toMatch(new RegExp(`^1st: Seat ${winner}\\b`));
    expect(send({ cmd: "apply", seat: 0, action: { type: "pickUp" } })).toMatchObject({
      error: { code: "GAME_OVER" },
    });

    const { replay } = send({ id: "r", cmd: "replay" });
    expect(replay).toMatchObject({ game: "top-card", seed: "end", outcome });
    expect(replay.actions).toHaveLength(moves);

    const other = session();
    expect(other({ id: "l", cmd: "load", replay })).toEqual({ id: "l", ok: true, active: [], outcome });
    const tampered = {
      ...replay,
      actions: replay.actions.slice(0, 1).concat([{ seat: 2, action: { type: "x" } }]),
    };
    expect(other({ cmd: "load", replay: tampered })).toMatchObject({ error: { code: "REPLAY_DIVERGED" } });
    expect(other({ cmd: "load", replay: { format: "nope" } })).toMatchObject({
      error: { code: "BAD_REPLAY" },
    });
  });

  it("lists games and commands", () => {
    const send = session();
    const [game] = send({ cmd: "games" }).games;
    expect(game).toMatchObject({
      id: "top-card",
      minPlayers: 2,
      maxPlayers: 4,
      defaultPreset: "standard",
      botLevels: ["random", "easy", "normal", "hard", "expert"],
      series: true,
    });
    expect(game.presets.map((p: { id: string }) => p.id)).toEqual(["standard", "strict"]);
    expect(Object.keys(send({ cmd: "help" }).commands)).toContain("bot");
  });

  it("serves a stream: one reply line per request, in order, skipping blank lines, until EOF", async () => {
    const input = new PassThrough();
    let written = "";
    const done = serveEngineProtocol(input, { write: (text) => void (written += text) }, fixtureRegistry());
    input.end(
      [
        '{"id":1,"cmd":"games"}',
        "",
        "{oops",
        '{"id":2,"cmd":"new","game":"top-card","players":2,"seed":"s"}',
        '{"id":3,"cmd":"active"}',
      ].join("\n"),
    );
    await done;
    const replies = written
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(replies.map((r) => [r.id, r.ok])).toEqual([
      [1, true],
      [undefined, false],
      [2, true],
      [3, true],
    ]);
  });
});

describe("houserules engine", () => {
  it("serves the protocol on stdin/stdout and exits 0 at the end of the input", async () => {
    const lines = ['{"id":1,"cmd":"new","game":"top-card","seed":"x"}', "nope", '{"id":2,"cmd":"outcome"}'];
    const { code, out, err } = await cli(["engine"], `${lines.join("\n")}\n`);
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(
      out
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line).ok),
    ).toEqual([true, false, true]);
  });
});

describe("engine protocol: series", () => {
  it("starts the next game of a series with the game's carry-over, and says when the series is over", () => {
    const send = session();
    send({ cmd: "new", game: "top-card", players: 2, seed: "s" });
    expect(send({ id: 1, cmd: "next" })).toMatchObject({
      id: 1,
      ok: false,
      error: { code: "GAME_NOT_OVER" },
    });
    const playOut = () => {
      for (let i = 0; i < 500 && send({ cmd: "outcome" }).outcome === null; i++) {
        const seat = send({ cmd: "active" }).active[0];
        const action = send({ cmd: "bot", seat, level: "random" }).action;
        expect(send({ cmd: "apply", seat, action }).ok).toBe(true);
      }
      expect(send({ cmd: "outcome" }).outcome).not.toBeNull();
    };
    playOut();
    const next = send({ id: 2, cmd: "next" });
    expect(next).toMatchObject({ id: 2, ok: true, seed: "s/next" });
    expect(next.options.carry).toBeDefined();
    expect(send({ cmd: "replay" }).replay.options.carry).toEqual(next.options.carry);
    playOut();
    expect(send({ id: 3, cmd: "next" })).toMatchObject({ id: 3, ok: false, error: { code: "SERIES_OVER" } });
  });
});

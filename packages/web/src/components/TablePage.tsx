// One table: the lobby (seats, invite, start), then the game in its own layout, with the log,
// chat, rules, whose turn and the timer, and the game-over screen.

import { useEffect, useRef, useState } from "react";
import { navigate } from "../App.js";
import { connectTable, type Status, type TableConnection } from "../connection.js";
import { HintedMove } from "../games/hinted-move.js";
import { layoutFor } from "../games/index.js";
import { moveWords, seatLabel } from "../games/move-words.js";
import type { ErrorInfo, Move } from "../protocol.js";
import { standingLines } from "../standings.js";
import { keptPlayers, keptTable, prefs, savePrefs } from "../storage.js";
import type { TableState } from "../table-state.js";
import { RulesPanel } from "./RulesPanel.js";

function seatName(state: TableState, seat: number): string {
  // Numbered like the layouts' seat labels when two seats would read the same ("normal bot 2").
  const name = seatLabel(state.table, seat, null);
  return seat === state.seat ? `${name} (you)` : name;
}

function Countdown({ deadline }: { deadline: number | null }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  return <span className={`countdown${left <= 5 ? " urgent" : ""}`}>{left} s</span>;
}

export function TablePage({ code }: { code: string }) {
  const [state, setState] = useState<TableState | null>(null);
  const [status, setStatus] = useState<Status>("connecting");
  const [failure, setFailure] = useState<ErrorInfo | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState(prefs().name);
  const [chatText, setChatText] = useState("");
  const [fourColor, setFourColor] = useState(prefs().fourColor);
  const [rulesFor, setRulesFor] = useState<string | null>(null);
  const connection = useRef<TableConnection | null>(null);
  const autoStarted = useRef(false);
  const [hint, setHint] = useState<{ move: Move; version: number } | null>(null);
  const [extraName, setExtraName] = useState("");
  // Pass and play: the seat whose player said they are ready; its hand shows only until its turn ends.
  const [readySeat, setReadySeat] = useState<number | null>(null);
  const activeSeats = state?.game?.active;
  useEffect(() => {
    if (readySeat !== null && (state?.seat !== readySeat || !activeSeats?.includes(readySeat)))
      setReadySeat(null);
  }, [activeSeats, state?.seat, readySeat]);

  useEffect(() => {
    const conn = connectTable(code, setState, (next, why) => {
      setStatus(next);
      if (why) setFailure(why);
    });
    connection.current = conn;
    return () => conn.close();
  }, [code]);

  // Arriving from home with ?quick=Name or ?host=Name: take seat 0, and for a quick game start at once.
  useEffect(() => {
    if (state === null || autoStarted.current) return;
    const params = new URLSearchParams(window.location.search);
    const asked = params.get("quick") ?? params.get("host");
    if (asked === null) return;
    autoStarted.current = true;
    window.history.replaceState(null, "", `/t/${code}`);
    void (async () => {
      const conn = connection.current;
      if (!conn) return;
      if (state.seat === null && !keptTable(code)?.seatToken && state.table.seats.some((s) => s.open)) {
        const problem = await conn.claim(asked);
        if (problem) return setError(problem);
      }
      if (params.has("quick")) {
        const problem = await conn.start();
        if (problem && problem.code !== "ALREADY_STARTED") setError(problem);
      }
    })();
  }, [state, code]);

  if (state === null) {
    return (
      <main className="table-page">
        <p className="status">
          {status === "failed" ? (failure?.message ?? "This table cannot be opened.") : "Connecting…"}
        </p>
        <button type="button" onClick={() => navigate("/")}>
          Home
        </button>
      </main>
    );
  }

  const { table, game, seat } = state;
  const isHost = Boolean(keptTable(code)?.hostToken);
  const run = async (task: () => Promise<ErrorInfo | null>) => {
    setBusy(true);
    setError(null);
    const problem = await task();
    setBusy(false);
    if (problem) setError(problem);
  };
  const play = (move: Move) => void run(() => connection.current?.act(move.action) ?? Promise.resolve(null));
  const Layout = layoutFor(table.game);
  const myTurn = game !== null && seat !== null && game.active.includes(seat) && game.legal.length > 0;
  const practice =
    seat !== null && table.seats.every((s) => s.seat === seat || (s.kind === "bot" && !s.open));
  const shownHint = hint !== null && game !== null && hint.version === game.version ? hint.move : null;
  const askHint = () =>
    void run(async () => {
      const version = game?.version ?? 0;
      const answer = await (connection.current?.hint() ?? Promise.resolve(null));
      if (answer === null) return null;
      if ("error" in answer) return answer.error;
      setHint({ move: answer.hint, version });
      return null;
    });
  // Pass and play: several seats held by this browser, each hand shown only to its own player.
  const here = keptPlayers(keptTable(code));
  const passAndPlay = here.length > 1;
  const running = game !== null && game.outcome === null;
  const covered =
    passAndPlay && running && !(seat !== null && readySeat === seat && game.active.includes(seat));
  const nextHere = running ? here.find((p) => game.active.includes(p.seat)) : undefined;
  const hereName = (player: { seat: number; name: string }) =>
    player.name || seatLabel(table, player.seat, null);
  const ready = (target: number) =>
    void run(async () => {
      const problem = target === seat ? null : await (connection.current?.switchSeat(target) ?? null);
      if (problem === null) setReadySeat(target);
      return problem;
    });

  return (
    <main className="table-page">
      <header className="table-header">
        <button type="button" className="link" onClick={() => navigate("/")}>
          ← houserules
        </button>
        <h1>
          {table.title} <small className="preset-name">{table.preset}</small>
        </h1>
        <span className={`connection ${status}`} role="status">
          {status === "connected" ? "online" : status === "reconnecting" ? "reconnecting…" : status}
        </span>
        <label className="toggle">
          <input
            type="checkbox"
            checked={fourColor}
            onChange={(e) => {
              setFourColor(e.target.checked);
              savePrefs({ fourColor: e.target.checked });
            }}
          />{" "}
          four-colour deck
        </label>
        <button type="button" onClick={() => setRulesFor(table.game)}>
          Rules
        </button>
      </header>

      <section className="seats" aria-label="seats">
        {table.seats.map((s) => (
          <div
            key={s.seat}
            className={`seat${game?.active.includes(s.seat) ? " to-act" : ""}${s.seat === seat ? " mine" : ""}`}
          >
            <strong>{seatName(state, s.seat)}</strong>
            <span>
              {s.kind === "bot" ? "bot" : s.open ? "open" : s.connected ? "here" : "away"}
              {s.botHolds ? " · a bot plays for them" : ""}
            </span>
            {game?.active.includes(s.seat) && <Countdown deadline={game.deadlineAt} />}
          </div>
        ))}
      </section>

      {error && (
        <div className="error" role="alert">
          {error.message}{" "}
          {error.ruleId && (
            <button
              type="button"
              className="link"
              onClick={() => setRulesFor(`${table.game}#${error.ruleId}`)}
            >
              rule {error.ruleId}
            </button>
          )}
        </div>
      )}
      {state.notices.length > 0 && <p className="notice">{state.notices[state.notices.length - 1]}</p>}

      {game === null ? (
        <section className="lobby panel">
          <h2>Waiting to start</h2>
          <p>
            Invite friends with the code <strong className="code">{table.code}</strong> or the link{" "}
            <a href={table.link}>{table.link}</a>{" "}
            <button type="button" onClick={() => void navigator.clipboard?.writeText(table.link)}>
              Copy link
            </button>
          </p>
          {seat === null && table.seats.some((s) => s.open) && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                savePrefs({ name });
                void run(() => connection.current?.claim(name.trim() || "Player") ?? Promise.resolve(null));
              }}
            >
              <label>
                Your name <input value={name} maxLength={32} onChange={(e) => setName(e.target.value)} />
              </label>
              <button type="submit" disabled={busy}>
                Take a seat
              </button>
            </form>
          )}
          {seat !== null && table.seats.some((s) => s.open) && (
            <form
              className="pass-and-play"
              onSubmit={(e) => {
                e.preventDefault();
                const extra = extraName.trim();
                if (!extra) return;
                setExtraName("");
                void run(() => connection.current?.claim(extra) ?? Promise.resolve(null));
              }}
            >
              <label>
                Another player at this screen{" "}
                <input value={extraName} maxLength={32} onChange={(e) => setExtraName(e.target.value)} />
              </label>
              <button type="submit" disabled={busy || !extraName.trim()}>
                Add a player at this screen
              </button>
              <p className="hint">
                Pass and play: each hand stays hidden until its player taps that they are ready.
              </p>
            </form>
          )}
          {isHost && (
            <div className="buttons">
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => void run(() => connection.current?.start() ?? Promise.resolve(null))}
              >
                Start
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => void run(() => connection.current?.start("normal") ?? Promise.resolve(null))}
              >
                Start, with normal bots in the open seats
              </button>
            </div>
          )}
          {!isHost && <p>The host starts the game when the seats are filled.</p>}
        </section>
      ) : (
        <section className="game" aria-label="the game">
          {game.outcome !== null ? (
            <GameOver state={state} isHost={isHost} run={run} connection={connection.current} />
          ) : covered ? null : (
            <div className="turn-bar">
              <p className="turn" aria-live="polite">
                {myTurn
                  ? `Your move${passAndPlay && seat !== null ? `, ${seatLabel(table, seat, null)}` : ""}.`
                  : `Waiting for ${game.active.map((s) => seatName(state, s)).join(", ")}.`}
              </p>
              {practice && myTurn && (
                <button type="button" className="hint-button" disabled={busy} onClick={askHint}>
                  Hint
                </button>
              )}
              {shownHint && (
                <p className="hint-text" role="status">
                  Hint, the normal bot's move: <strong>{moveWords(shownHint.description)}</strong>
                </p>
              )}
            </div>
          )}
          {covered ? (
            <section className="pass-cover panel" aria-label="hand hidden">
              {nextHere !== undefined ? (
                <button
                  type="button"
                  className="primary"
                  disabled={busy}
                  onClick={() => ready(nextHere.seat)}
                >
                  Pass to {hereName(nextHere)} — tap when ready
                </button>
              ) : (
                <p>Hands hidden. Waiting for {game.active.map((s) => seatName(state, s)).join(", ")}…</p>
              )}
            </section>
          ) : (
            <HintedMove.Provider value={shownHint}>
              <Layout
                table={table}
                seat={seat}
                view={game.view}
                legal={game.legal}
                active={game.active}
                fourColor={fourColor}
                play={play}
                busy={busy}
              />
            </HintedMove.Provider>
          )}
        </section>
      )}

      <aside className="side">
        <section className="log panel" aria-label="game log">
          <h2>Log</h2>
          <ol>
            {/* An event with no text is told to this seat by another line (its own draw, with the cards). */}
            {(game?.log ?? [])
              .filter((entry) => entry.text !== "")
              .slice(-200)
              .map((entry, i) => (
                <li key={i}>{entry.text}</li>
              ))}
          </ol>
        </section>
        <section className="chat panel" aria-label="chat">
          <h2>Chat</h2>
          <ol>
            {state.chat.map((line, i) => (
              <li key={i}>
                <strong>{line.name}:</strong> {line.text}
              </li>
            ))}
          </ol>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const text = chatText.trim();
              if (!text) return;
              setChatText("");
              void run(() => connection.current?.chat(text) ?? Promise.resolve(null));
            }}
          >
            <input
              aria-label="message"
              value={chatText}
              maxLength={500}
              onChange={(e) => setChatText(e.target.value)}
            />
            <button type="submit">Send</button>
          </form>
        </section>
      </aside>
      {rulesFor !== null && <RulesPanel target={rulesFor} onClose={() => setRulesFor(null)} />}
    </main>
  );
}

function GameOver({
  state,
  isHost,
  run,
  connection,
}: {
  state: TableState;
  isHost: boolean;
  run: (task: () => Promise<ErrorInfo | null>) => Promise<void>;
  connection: TableConnection | null;
}) {
  const game = state.game;
  if (game === null || game.outcome === null) return null;
  const lines = standingLines(game.outcome, (seat) => seatName(state, seat));
  return (
    <div className="game-over panel" role="status">
      <h2>Game over{game.outcome.endedByCap ? " (the move cap ended it)" : ""}</h2>
      <ul className="standings" aria-label="final standings">
        {lines.map((line) => (
          <li key={line.place} className={line.place === 1 ? "winner" : undefined}>
            {line.text}
          </li>
        ))}
      </ul>
      <p>
        <button
          type="button"
          className="link"
          onClick={() => navigate(`/t/${state.table.code}/replay/${game.number}`)}
        >
          Watch the replay
        </button>{" "}
        ·{" "}
        <a href={`/api/tables/${state.table.code}/games/${game.number}/replay`} download>
          Download the replay
        </a>
      </p>
      {isHost && (
        <div className="buttons">
          {state.table.series && (
            <button
              type="button"
              className="primary"
              onClick={() => void run(() => connection?.next() ?? Promise.resolve(null))}
            >
              Next game of the series
            </button>
          )}
          <button
            type="button"
            onClick={() => void run(() => connection?.rematch() ?? Promise.resolve(null))}
          >
            Rematch
          </button>
        </div>
      )}
    </div>
  );
}

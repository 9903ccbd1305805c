// Home: a quick game against bots in one click, a table with friends (every option explained),
// joining by code, and the tables this browser keeps.

import { useEffect, useMemo, useState } from "react";
import { navigate } from "../App.js";
import { ApiError, createTable, fetchGames } from "../api.js";
import type { GameInfo } from "../protocol.js";
import { keepTable, keptTables, prefs, savePrefs } from "../storage.js";

type SeatChoice = "human" | string;

export function Home() {
  const [games, setGames] = useState<GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [gameId, setGameId] = useState("shithead");
  const [preset, setPreset] = useState<string>("");
  const [players, setPlayers] = useState(4);
  const [level, setLevel] = useState("normal");
  const [seats, setSeats] = useState<SeatChoice[]>([]);
  const [options, setOptions] = useState<Record<string, string>>({});
  const [timer, setTimer] = useState<string>("");
  const [code, setCode] = useState("");
  const [name, setName] = useState(prefs().name);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchGames()
      .then(setGames)
      .catch(() => setError("The server did not answer. Is it running?"));
  }, []);
  const game = games.find((g) => g.id === gameId);
  const presetInfo = game?.presets.find((p) => p.id === (preset || game.defaultPreset));
  const counts = presetInfo?.players ?? game?.playerCounts ?? [];
  useEffect(() => {
    if (game && !counts.includes(players)) setPlayers(counts[0] ?? game.minPlayers);
  }, [game, counts, players]);
  useEffect(() => {
    setSeats((old) => Array.from({ length: players }, (_, i) => (i === 0 ? "human" : (old[i] ?? level))));
  }, [players, level]);
  useEffect(() => {
    if (game && !game.botLevels.includes(level))
      setLevel(game.botLevels.includes("normal") ? "normal" : game.botLevels[0]);
  }, [game, level]);
  const kept = useMemo(() => keptTables(), []);

  async function start(quick: boolean) {
    if (!game) return;
    setBusy(true);
    setError(null);
    try {
      const seatPlan = (
        quick ? Array.from({ length: players }, (_, i) => (i === 0 ? "human" : level)) : seats
      ).map((choice) =>
        choice === "human" ? { kind: "human" as const } : { kind: "bot" as const, level: choice },
      );
      const chosen = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== ""));
      const created = await createTable({
        game: game.id,
        ...(preset ? { preset } : {}),
        ...(quick || Object.keys(chosen).length === 0 ? {} : { options: chosen }),
        seats: seatPlan,
        turnSeconds: !quick && timer ? Number(timer) : null,
      });
      keepTable({ code: created.code, game: game.id, title: game.title, hostToken: created.hostToken });
      const player = name.trim() || "Player";
      savePrefs({ name: player });
      navigate(`/t/${created.code}?${quick ? "quick" : "host"}=${encodeURIComponent(player)}`);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? `${e.info.code}${e.info.ruleId ? ` (${e.info.ruleId})` : ""}: ${e.message}`
          : String(e),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="home">
      <header className="home-header">
        <h1>houserules</h1>
        <p>
          Five house-rule card games with their exact rules and every variant, with friends or against fair
          bots.
        </p>
      </header>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <section className="panel" aria-labelledby="new-game">
        <h2 id="new-game">Play</h2>
        <label>
          Your name{" "}
          <input value={name} maxLength={32} onChange={(e) => setName(e.target.value)} placeholder="Player" />
        </label>
        <label>
          Game{" "}
          <select
            value={gameId}
            onChange={(e) => {
              setGameId(e.target.value);
              setPreset("");
              setOptions({});
            }}
          >
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        {game && (
          <>
            <label>
              Variant{" "}
              <select value={preset} onChange={(e) => setPreset(e.target.value)}>
                <option value="">
                  {game.presets.find((p) => p.id === game.defaultPreset)?.title ?? game.defaultPreset}{" "}
                  (default)
                </option>
                {game.presets
                  .filter((p) => p.id !== game.defaultPreset)
                  .map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                      {p.status ? ` (${p.status})` : ""}
                    </option>
                  ))}
              </select>
            </label>
            <label>
              Players{" "}
              <select value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
                {[...counts]
                  .sort((a, b) => a - b)
                  .map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
              </select>
            </label>
            <label>
              Bots{" "}
              <select value={level} onChange={(e) => setLevel(e.target.value)}>
                {game.botLevels.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
            <div className="buttons">
              <button type="button" className="primary" disabled={busy} onClick={() => void start(true)}>
                Quick game against bots
              </button>
            </div>
            <details className="create">
              <summary>Create a table for friends</summary>
              <fieldset>
                <legend>Seats</legend>
                {seats.map((choice, seat) => (
                  <label key={seat}>
                    Seat {seat}{" "}
                    <select
                      value={choice}
                      onChange={(e) => setSeats(seats.map((c, i) => (i === seat ? e.target.value : c)))}
                    >
                      <option value="human">a person</option>
                      {game.botLevels.map((l) => (
                        <option key={l} value={l}>
                          {l} bot
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </fieldset>
              <label>
                Turn timer{" "}
                <select value={timer} onChange={(e) => setTimer(e.target.value)}>
                  <option value="">none</option>
                  {[15, 30, 60, 120, 300].map((s) => (
                    <option key={s} value={s}>
                      {s} s a decision
                    </option>
                  ))}
                </select>
              </label>
              <fieldset>
                <legend>Options (leave blank for the variant's own)</legend>
                {game.options.map((spec) => (
                  <div key={spec.name} className="option">
                    <label htmlFor={`option-${spec.name}`} className="option-name">
                      {spec.name}
                    </label>{" "}
                    {spec.kind === "enum" ? (
                      <select
                        value={options[spec.name] ?? ""}
                        onChange={(e) => setOptions({ ...options, [spec.name]: e.target.value })}
                      >
                        <option value="">—</option>
                        {spec.values.map((v) => (
                          <option key={v} value={v}>
                            {v}
                          </option>
                        ))}
                      </select>
                    ) : spec.kind === "bool" ? (
                      <select
                        value={options[spec.name] ?? ""}
                        onChange={(e) => setOptions({ ...options, [spec.name]: e.target.value })}
                      >
                        <option value="">—</option>
                        <option value="true">yes</option>
                        <option value="false">no</option>
                      </select>
                    ) : (
                      <input
                        id={`option-${spec.name}`}
                        type="number"
                        min={spec.min}
                        max={spec.max}
                        value={options[spec.name] ?? ""}
                        onChange={(e) => setOptions({ ...options, [spec.name]: e.target.value })}
                      />
                    )}
                    <small>{spec.description}</small>
                  </div>
                ))}
              </fieldset>
              <button type="button" disabled={busy} onClick={() => void start(false)}>
                Create the table
              </button>
            </details>
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="join">
        <h2 id="join">Join a table</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) navigate(`/t/${code.trim().toUpperCase()}`);
          }}
        >
          <label>
            Code{" "}
            <input
              value={code}
              maxLength={12}
              onChange={(e) => setCode(e.target.value)}
              placeholder="ABC234"
            />
          </label>
          <button type="submit">Join</button>
        </form>
        {kept.length > 0 && (
          <>
            <h3>My tables</h3>
            <ul className="kept">
              {kept.map((t) => (
                <li key={t.code}>
                  <a
                    href={`/t/${t.code}`}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(`/t/${t.code}`);
                    }}
                  >
                    {t.title || t.game} · {t.code}
                    {t.seat !== undefined ? ` · seat ${t.seat}` : ""}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </main>
  );
}

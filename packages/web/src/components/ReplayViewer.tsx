// A finished game, step by step, from any seat's view (or a spectator's): the server replays it
// with the engine and gives each step's view and the events that seat saw.

import { useEffect, useState } from "react";
import { navigate } from "../App.js";
import { layoutFor } from "../games/index.js";
import type { Json, LogEntry, TableInfo } from "../protocol.js";

interface Step {
  step: number;
  seat: number | null;
  view: Record<string, Json>;
  events: LogEntry[];
}

const PAGE = 200;

export function ReplayViewer({ code, number }: { code: string; number: number }) {
  const [table, setTable] = useState<TableInfo | null>(null);
  const [seat, setSeat] = useState<number | null>(null);
  const [steps, setSteps] = useState<Step[]>([]);
  const [total, setTotal] = useState(0);
  const [at, setAt] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void fetch(`/api/tables/${code}`)
      .then((r) => r.json())
      .then((t: TableInfo) => setTable(t));
  }, [code]);

  useEffect(() => {
    let cancelled = false;
    setSteps([]);
    setAt(0);
    const load = async () => {
      const all: Step[] = [];
      for (let from = 0; ; from += PAGE) {
        const response = await fetch(
          `/api/tables/${code}/games/${number}/steps?seat=${seat ?? "spectator"}&from=${from}&count=${PAGE}`,
        );
        const body = (await response.json()) as { steps: Step[]; total: number; error?: { message: string } };
        if (!response.ok) {
          setError(body.error?.message ?? "this replay cannot be shown");
          return;
        }
        if (cancelled) return;
        all.push(...body.steps);
        setTotal(body.total);
        setSteps([...all]);
        if (from + PAGE > body.total) return;
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [code, number, seat]);

  const Layout = table ? layoutFor(table.game) : null;
  const current = steps[Math.min(at, steps.length - 1)];
  return (
    <main className="replay-page">
      <header className="table-header">
        <button type="button" className="link" onClick={() => navigate(`/t/${code}`)}>
          ← back to the table
        </button>
        <h1>
          Replay: {table?.title ?? code}, game {number}
        </h1>
        <label>
          Seen by{" "}
          <select
            value={seat === null ? "spectator" : String(seat)}
            onChange={(e) => setSeat(e.target.value === "spectator" ? null : Number(e.target.value))}
          >
            <option value="spectator">a spectator</option>
            {(table?.seats ?? []).map((s) => (
              <option key={s.seat} value={s.seat}>
                {s.name ?? `Seat ${s.seat}`}
              </option>
            ))}
          </select>
        </label>
      </header>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="replay-controls">
        <button type="button" onClick={() => setAt(0)} disabled={at === 0}>
          ⏮ start
        </button>
        <button type="button" onClick={() => setAt(Math.max(0, at - 1))} disabled={at === 0}>
          ◀ back
        </button>
        <input
          type="range"
          min={0}
          max={Math.max(0, steps.length - 1)}
          value={at}
          aria-label="step"
          onChange={(e) => setAt(Number(e.target.value))}
        />
        <button
          type="button"
          onClick={() => setAt(Math.min(steps.length - 1, at + 1))}
          disabled={at >= steps.length - 1}
        >
          next ▶
        </button>
        <span>
          step {current?.step ?? 0} of {total}
        </span>
      </div>
      {current && (
        <ul className="replay-events" aria-live="polite">
          {current.events
            .filter((entry) => entry.text !== "")
            .map((entry, i) => (
              <li key={i}>{entry.text}</li>
            ))}
        </ul>
      )}
      {current && table && Layout && (
        <section className="game">
          <Layout
            table={table}
            seat={seat}
            view={current.view}
            legal={[]}
            active={[]}
            fourColor={false}
            play={() => {}}
            busy={true}
          />
        </section>
      )}
    </main>
  );
}

// The rules of a game in our own words (docs/rules/<game>.md, served by the server), with the
// rule an error names highlighted: `game#RULE-ID`.

import { useEffect, useRef, useState } from "react";
import { fetchRules } from "../api.js";
import { type Block, inlineSpans, parseMarkdown } from "../markdown.js";

function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineSpans(text).map((span, i) =>
        span.kind === "bold" ? (
          <strong key={i}>{span.text}</strong>
        ) : span.kind === "code" ? (
          <code key={i}>{span.text}</code>
        ) : (
          <span key={i}>{span.text}</span>
        ),
      )}
    </>
  );
}

function BlockView({ block, rule }: { block: Block; rule: string | null }) {
  switch (block.kind) {
    case "heading": {
      const Tag = `h${Math.min(6, block.level + 1)}` as "h2";
      return <Tag>{block.text}</Tag>;
    }
    case "paragraph":
      return (
        <p>
          <Inline text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inline text={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        <table>
          <thead>
            <tr>
              {block.header.map((cell, i) => (
                <th key={i}>{cell}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r} id={`rule-${row[0]}`} className={row[0] === rule ? "highlight" : undefined}>
                {row.map((cell, c) => (
                  <td key={c}>
                    <Inline text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

export function RulesPanel({ target, onClose }: { target: string; onClose: () => void }) {
  const [game, rule] = target.split("#") as [string, string | undefined];
  const [blocks, setBlocks] = useState<Block[] | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void fetchRules(game).then((text) => setBlocks(text === null ? [] : parseMarkdown(text)));
  }, [game]);
  useEffect(() => {
    if (blocks && rule) document.getElementById(`rule-${rule}`)?.scrollIntoView({ block: "center" });
    panel.current?.focus();
  }, [blocks, rule]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="rules-overlay" role="dialog" aria-modal="true" aria-label="rules">
      <div className="rules panel" ref={panel} tabIndex={-1}>
        <button type="button" className="close" onClick={onClose} aria-label="close the rules">
          ×
        </button>
        {blocks === null ? (
          <p>Loading the rules…</p>
        ) : blocks.length === 0 ? (
          <p>No rules page for this game.</p>
        ) : (
          blocks.map((block, i) => <BlockView key={i} block={block} rule={rule ?? null} />)
        )}
      </div>
    </div>
  );
}

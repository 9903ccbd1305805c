// Cuttlefish at the table: the two teams (every player's card count, whose turn it is, who is
// asked to declare or has a last chance), the score, the nine sets as a board (my cards, the
// cards I may ask for, what the notes say of the others, and every settled set with its result),
// the asks and declarations on show, the pending state as a banner, my hand by sets, and the
// moves: pick a card on the board to ask for it, or build a declaration set by set.

import { useState } from "react";
import { Card } from "../components/Card.js";
import type { Move } from "../protocol.js";
import {
  askableCards,
  asksFor,
  askWords,
  CARDS_PER_SET,
  type CfView,
  cardId,
  cardWords,
  cfMoveWords,
  claimWords,
  declarationMove,
  declaredHolders,
  declareWords,
  draftDeclaration,
  holderName,
  isCfCardMove,
  isCfDecline,
  listedDeclarations,
  mayDeclare,
  noteWords,
  PILE,
  parseCard,
  phaseWords,
  readCfView,
  SET_NAMES,
  standardFace,
  statusWords,
  TEAM_NAMES,
  teamHolders,
  teamOf,
} from "./cuttlefish-view.js";
import { GenericGame } from "./GenericGame.js";
import { MovePicker } from "./MovePicker.js";
import { seatLabel } from "./move-words.js";
import type { GameViewProps } from "./types.js";

/** Each set's colour on its tiles. */
const SET_COLOR: Record<string, string> = {
  crabs: "#c8324a",
  goldfish: "#e07a1f",
  jellyfish: "#9b4dca",
  narwhal: "#3a6ea5",
  octopus: "#b5176b",
  seahorse: "#b58900",
  starfish: "#e0524f",
  turtle: "#2e7d4f",
  whale: "#1f3b7a",
};

/** Pip positions of a die face, 1 to 6, on the tile's 64x90 grid. */
const PIPS: [number, number][][] = [
  [[32, 66]],
  [
    [22, 58],
    [42, 74],
  ],
  [
    [20, 56],
    [32, 66],
    [44, 76],
  ],
  [
    [22, 58],
    [42, 58],
    [22, 76],
    [42, 76],
  ],
  [
    [20, 56],
    [44, 56],
    [32, 66],
    [20, 76],
    [44, 76],
  ],
  [
    [22, 54],
    [42, 54],
    [22, 66],
    [42, 66],
    [22, 78],
    [42, 78],
  ],
];

interface TileProps {
  card: string;
  skin: "sea" | "standard";
  label: string;
  size?: "mini" | "normal";
  dim?: boolean;
  selected?: boolean;
  onClick?: () => void;
  disabled?: boolean;
  fourColor: boolean;
}

/** A Cuttlefish card: a labelled tile of its set (or its standard face under deckSkin=standard). */
function Tile({
  card,
  skin,
  label,
  size = "normal",
  dim,
  selected,
  onClick,
  disabled,
  fourColor,
}: TileProps) {
  const parsed = parseCard(card);
  const cls = `cf-tile ${size}${dim ? " dim" : ""}`;
  if (skin === "standard") {
    const face = standardFace(card);
    return (
      <span className={cls}>
        <Card
          card={face}
          label={label}
          fourColor={fourColor}
          small={size === "mini"}
          selected={selected}
          onClick={onClick}
          disabled={disabled}
        />
      </span>
    );
  }
  const color = parsed ? SET_COLOR[parsed.set] : "#555";
  const svg = (
    <svg viewBox="0 0 64 90" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="62" height="88" rx="7" fill="#fffdf8" stroke={color} strokeWidth="2" />
      <path d="M1 8 a7 7 0 0 1 7 -7 h48 a7 7 0 0 1 7 7 v18 h-62 z" fill={color} />
      <text
        x="32"
        y="18"
        textAnchor="middle"
        fontSize="10.5"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#fff"
      >
        {parsed?.set ?? card}
      </text>
      <text
        x="32"
        y="48"
        textAnchor="middle"
        fontSize="20"
        fontWeight="700"
        fontFamily="Georgia, serif"
        fill={color}
      >
        {parsed?.n ?? "?"}
      </text>
      {parsed &&
        PIPS[parsed.n - 1].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y + 4} r="3.6" fill={color} opacity="0.85" />
        ))}
    </svg>
  );
  if (onClick === undefined)
    return (
      <span className={`${cls} card`} role="img" aria-label={label}>
        {svg}
      </span>
    );
  return (
    <button
      type="button"
      className={`${cls} card card-button${selected ? " selected" : ""}`}
      aria-pressed={selected ? "true" : "false"}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      {svg}
    </button>
  );
}

function Teams({
  view,
  me,
  name,
  active,
}: {
  view: CfView;
  me: number | null;
  name: (seat: number) => string;
  active: number[];
}) {
  const chance =
    view.phase === "endgame" || view.phase === "closing" ? view.chanceOrder[view.chanceIndex] : null;
  const polled =
    view.phase === "play" && view.options.declarationTiming === "anytime" ? view.pollQueue[0] : undefined;
  return (
    <div className="cf-teams">
      {[0, 1].map((team) => (
        <section
          key={team}
          className={`cf-team team-${TEAM_NAMES[team].toLowerCase()}${me !== null && teamOf(me) === team ? " mine" : ""}`}
          aria-label={`Team ${TEAM_NAMES[team]}, ${view.score[team]} sets`}
        >
          <header>
            <strong>Team {TEAM_NAMES[team]}</strong>
            {me !== null && teamOf(me) === team && <span className="cf-badge quiet">your team</span>}
            <span className="cf-score" role="img" aria-label={`${view.score[team]} sets won`}>
              {view.score[team]}
            </span>
          </header>
          <ul>
            {Array.from({ length: view.players }, (_, s) => s)
              .filter((s) => teamOf(s) === team)
              .map((s) => {
                const count = view.handCounts[s] ?? 0;
                const turn =
                  view.phase !== "over" &&
                  view.turn === s &&
                  (view.phase === "play" || view.phase === "handOff");
                return (
                  <li
                    key={s}
                    className={`cf-player${turn || chance === s ? " to-act" : ""}${count === 0 ? " empty" : ""}`}
                  >
                    <span className="cf-seatno" aria-hidden="true">
                      {s}
                    </span>
                    <span className="cf-name">{name(s)}</span>
                    {turn && (
                      <span className="cf-badge acting">
                        {view.phase === "handOff" ? "hands off" : "asking"}
                      </span>
                    )}
                    {chance === s && <span className="cf-badge acting">last chance</span>}
                    {polled === s && !turn && <span className="cf-badge">may declare</span>}
                    {view.dealer === s && <span className="cf-badge quiet">dealer</span>}
                    <span
                      className="cf-count"
                      role="img"
                      aria-label={`${count} card${count === 1 ? "" : "s"}`}
                    >
                      {count}
                    </span>
                    {active.includes(s) && view.phase !== "over" && <span className="sr-only">may act</span>}
                  </li>
                );
              })}
            {view.pileCount !== null && team === 1 && (
              <li className="cf-player pile">
                <span className="cf-seatno" aria-hidden="true">
                  P
                </span>
                <span className="cf-name">the Pile (face down, for either team)</span>
                <span className="cf-count" role="img" aria-label={`${view.pileCount} cards`}>
                  {view.pileCount}
                </span>
              </li>
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}

interface BoardProps {
  view: CfView;
  name: (seat: number) => string;
  askable: Set<string>;
  selected: string | null;
  focusSet: string | null;
  canDeclare: boolean;
  fourColor: boolean;
  onPick: (card: string) => void;
  onDeclare: (set: string) => void;
}

/** The nine sets: each card mine, askable, noted or settled. */
function Board({
  view,
  name,
  askable,
  selected,
  focusSet,
  canDeclare,
  fourColor,
  onPick,
  onDeclare,
}: BoardProps) {
  const skin = view.options.deckSkin;
  const hand = new Set(view.hand ?? []);
  return (
    <section className="cf-board" aria-label="the nine sets">
      {view.sets.map(({ set, status, declarer }) => {
        const live = status === "live";
        const found = live ? null : declaredHolders(view, set);
        const held = Array.from({ length: CARDS_PER_SET }, (_, i) => cardId(set, i + 1)).filter((c) =>
          hand.has(c),
        ).length;
        return (
          <section
            key={set}
            className={`cf-set${live ? "" : ` settled ${status}`}${focusSet === set ? " focus" : ""}`}
            aria-label={`${set}: ${statusWords(status)}${declarer !== null ? `, declared by ${name(declarer)}` : ""}${live && held ? `, you hold ${held}` : ""}`}
          >
            <header>
              <strong style={{ color: SET_COLOR[set] }}>{set}</strong>
              <span className={`cf-status ${status}`}>{statusWords(status)}</span>
              {declarer !== null && <span className="cf-declarer">by {name(declarer)}</span>}
              {live && canDeclare && (
                <button type="button" className="cf-declare-open" onClick={() => onDeclare(set)}>
                  Declare…
                </button>
              )}
            </header>
            <div className="cf-set-cards">
              {Array.from({ length: CARDS_PER_SET }, (_, i) => {
                const card = cardId(set, i + 1);
                const words = cardWords(card, skin);
                if (!live) {
                  const where = found ? holderName(found[i], name) : null;
                  return (
                    <span key={card} className="cf-cell">
                      <Tile
                        card={card}
                        skin={skin}
                        size="mini"
                        dim
                        fourColor={fourColor}
                        label={`${words}, out of play${where ? `, was with ${where}` : ""}`}
                      />
                      <span className="cf-note">{where ?? ""}</span>
                    </span>
                  );
                }
                if (hand.has(card))
                  return (
                    <span key={card} className="cf-cell mine">
                      <Tile
                        card={card}
                        skin={skin}
                        size="mini"
                        fourColor={fourColor}
                        label={`${words}, in your hand`}
                      />
                      <span className="cf-note">yours</span>
                    </span>
                  );
                const note = noteWords(view, card, name);
                const canAsk = askable.has(card);
                const label = `${words}${note ? `, may be with ${note}` : ""}${canAsk ? ", you may ask for it" : ""}`;
                const certain = view.notes?.[card]?.length === 1;
                return (
                  <span
                    key={card}
                    className={`cf-cell${canAsk ? " askable" : ""}`}
                    title={note ? `may be with ${note}` : undefined}
                  >
                    <Tile
                      card={card}
                      skin={skin}
                      size="mini"
                      dim={!canAsk}
                      fourColor={fourColor}
                      label={label}
                      selected={selected === card}
                      onClick={canAsk ? () => onPick(card) : undefined}
                    />
                    <span className={`cf-note${certain ? " certain" : ""}`}>
                      {certain ? note : note ? "?" : ""}
                    </span>
                  </span>
                );
              })}
            </div>
          </section>
        );
      })}
    </section>
  );
}

function History({ view, name }: { view: CfView; name: (seat: number) => string }) {
  const asks = view.log
    .filter((e) => e.kind === "ask")
    .slice(-8)
    .reverse();
  const declarations = view.log.filter((e) => e.kind === "declare").reverse();
  const skin = view.options.deckSkin;
  return (
    <section className="cf-history" aria-label="asks and declarations">
      <h4>
        Asks <span className="cf-count-inline">{view.asks}</span>
        {view.options.logVisibility === "lastAsk" && (
          <span className="cf-hint"> only the latest on show (CF-7)</span>
        )}
      </h4>
      {asks.length === 0 ? (
        <p className="cf-hint">No asks yet.</p>
      ) : (
        <ol className="cf-asks">
          {asks.map((e) =>
            e.kind === "ask" ? (
              <li key={e.seq} className={e.hit ? "hit" : "miss"}>
                <Tile
                  card={e.card}
                  skin={skin}
                  size="mini"
                  fourColor={false}
                  label={cardWords(e.card, skin)}
                />
                <span>
                  <strong>{name(e.asker)}</strong> asked <strong>{name(e.target)}</strong>
                  <span className={`cf-result ${e.hit ? "hit" : "miss"}`}>{e.hit ? "hit" : "miss"}</span>
                  <span className="sr-only">{askWords(e, name, skin)}</span>
                </span>
              </li>
            ) : null,
          )}
        </ol>
      )}
      <h4>Declarations</h4>
      {declarations.length === 0 ? (
        <p className="cf-hint">No set declared yet.</p>
      ) : (
        <ol className="cf-declarations">
          {declarations.map((e) =>
            e.kind === "declare" ? <li key={e.seq}>{declareWords(e, name)}</li> : null,
          )}
        </ol>
      )}
      {(view.noteFacts?.length ?? 0) > 0 && (
        <>
          <h4>Notes</h4>
          <ul className="cf-facts">
            {view.noteFacts?.slice(0, 6).map((f) => (
              <li key={`${f.seat}-${f.oneOf.join()}`}>
                {holderName(f.seat, name)} holds one of {f.oneOf.map((c) => cardWords(c, skin)).join(", ")}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface Draft {
  set: string;
  holders: number[];
}

function DeclarationBuilder({
  view,
  me,
  legal,
  draft,
  name,
  busy,
  fourColor,
  onChange,
  onDeclare,
  onCancel,
}: {
  view: CfView;
  me: number;
  legal: Move[];
  draft: Draft;
  name: (seat: number) => string;
  busy: boolean;
  fourColor: boolean;
  onChange: (draft: Draft) => void;
  onDeclare: (move: Move) => void;
  onCancel: () => void;
}) {
  const skin = view.options.deckSkin;
  const holders = teamHolders(view, me);
  const listed = listedDeclarations(legal, draft.set);
  const move = declarationMove(legal, draft.set, draft.holders, me, name);
  const isListed = listed.some((h) => h.every((x, i) => x === draft.holders[i]));
  const hand = new Set(view.hand ?? []);
  return (
    <section className="cf-builder" aria-label={`declare ${draft.set}`}>
      <header>
        <strong>Declare {draft.set}</strong>: say who on your team holds each card
        {view.options.pile ? " (or the Pile)" : ""}.
      </header>
      <div className="cf-builder-cards">
        {draft.holders.map((holder, i) => {
          const card = cardId(draft.set, i + 1);
          const note = noteWords(view, card, name);
          return (
            <fieldset key={card} className="cf-claim">
              <legend className="sr-only">Who holds {cardWords(card, skin)}?</legend>
              <Tile card={card} skin={skin} size="mini" fourColor={fourColor} label={cardWords(card, skin)} />
              <span className="cf-note">{hand.has(card) ? "yours" : note ? `notes: ${note}` : ""}</span>
              {holders.map((h) => (
                <button
                  key={h}
                  type="button"
                  className={`cf-holder${holder === h ? " chosen" : ""}`}
                  aria-pressed={holder === h ? "true" : "false"}
                  aria-label={`${cardWords(card, skin)} with ${holderName(h, name)}`}
                  onClick={() =>
                    onChange({ ...draft, holders: draft.holders.map((x, k) => (k === i ? h : x)) })
                  }
                >
                  {h === PILE ? "Pile" : name(h)}
                </button>
              ))}
            </fieldset>
          );
        })}
      </div>
      {listed.length > 0 && (
        <div className="cf-suggestions">
          <span>What you know allows:</span>
          {listed.map((h) => (
            <button
              key={h.join()}
              type="button"
              className="chip"
              onClick={() => onChange({ set: draft.set, holders: h.slice() })}
            >
              {claimWords(h, name)}
            </button>
          ))}
        </div>
      )}
      <p className="cf-warning">
        {isListed ? "This matches what you know. " : "What you know does not confirm this. "}A wrong
        declaration is forfeit, or the opponents' set if one of them holds a card of it
        {view.options.strictDeclarations ? " (strict rules: any wrong one is theirs)" : ""} (CF-16).
      </p>
      <div className="buttons">
        <button type="button" className="primary" disabled={busy} onClick={() => onDeclare(move)}>
          Declare {draft.set}: {claimWords(draft.holders, name)}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}

function Hand({
  view,
  selected,
  fourColor,
  onPick,
}: {
  view: CfView;
  selected: string | null;
  fourColor: boolean;
  onPick: (card: string) => void;
}) {
  const hand = view.hand ?? [];
  const skin = view.options.deckSkin;
  const groups = SET_NAMES.map((set) => ({
    set,
    cards: hand.filter((c) => parseCard(c)?.set === set),
  })).filter((g) => g.cards.length > 0);
  return (
    <section className="cf-hand" aria-label={`your hand, ${hand.length} card${hand.length === 1 ? "" : "s"}`}>
      {groups.length === 0 && (
        <p className="cf-hint">
          You hold no cards{view.phase === "over" ? "." : ": you may still declare (CF-21)."}
        </p>
      )}
      {groups.map((g) => (
        <section key={g.set} className="cf-hand-set" aria-label={`${g.set}: ${g.cards.length} of 6`}>
          <span className="cf-hand-name">
            {g.set} {g.cards.length}/6
          </span>
          <span className="cf-hand-cards">
            {g.cards.map((card) => (
              <Tile
                key={card}
                card={card}
                skin={skin}
                fourColor={fourColor}
                label={`${cardWords(card, skin)}, in your hand`}
                selected={selected === card}
                onClick={() => onPick(card)}
              />
            ))}
          </span>
        </section>
      ))}
    </section>
  );
}

export function Cuttlefish(props: GameViewProps) {
  const { table, seat: me, legal, active, fourColor, play, busy } = props;
  const view = readCfView(props.view);
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  if (view === null) return <GenericGame {...props} />;

  const name = (s: number) => seatLabel(table, s, me);
  const seated = me !== null && me >= 0 && me < view.players;
  const askable = askableCards(legal);
  const hand = new Set(view.hand ?? []);
  const liveSets = new Set(view.sets.filter((s) => s.status === "live").map((s) => s.set));
  const pick = selected !== null && (askable.has(selected) || hand.has(selected)) ? selected : null;
  const pickedSet = pick ? (parseCard(pick)?.set ?? null) : null;
  const canDeclare = seated && mayDeclare(legal);
  const liveDraft = draft !== null && canDeclare && liveSets.has(draft.set) ? draft : null;
  const banner = phaseWords(view, me, name);
  const openDraft = (set: string) => {
    if (me === null) return;
    setSelected(null);
    setDraft({ set, holders: draftDeclaration(view, legal, set, me) });
  };
  const clear = () => setSelected(null);
  const matches = pick === null ? null : hand.has(pick) ? [] : asksFor(legal, pick);

  return (
    <div className="game-cuttlefish">
      <Teams view={view} me={me} name={name} active={active} />
      <p className={`cf-banner${banner.pending ? " pending" : ""}`} role="status">
        {banner.text}
        {view.series.game > 1 && (
          <span className="cf-series">
            {" "}
            Series game {view.series.game}: Team A {view.series.wins[0]}, Team B {view.series.wins[1]}.
          </span>
        )}
      </p>
      <div className="cf-main">
        <Board
          view={view}
          name={name}
          askable={askable}
          selected={pick}
          focusSet={liveDraft?.set ?? pickedSet}
          canDeclare={canDeclare}
          fourColor={fourColor}
          onPick={(card) => {
            setDraft(null);
            setSelected(pick === card ? null : card);
          }}
          onDeclare={openDraft}
        />
        <History view={view} name={name} />
      </div>
      {seated && me !== null && (
        <>
          <Hand
            view={view}
            selected={pick}
            fourColor={fourColor}
            onPick={(card) => {
              setDraft(null);
              setSelected(pick === card ? null : card);
            }}
          />
          {liveDraft !== null ? (
            <DeclarationBuilder
              view={view}
              me={me}
              legal={legal}
              draft={liveDraft}
              name={name}
              busy={busy}
              fourColor={fourColor}
              onChange={setDraft}
              onDeclare={(move) => {
                setDraft(null);
                play(move);
              }}
              onCancel={() => setDraft(null)}
            />
          ) : (
            <>
              {pick !== null && hand.has(pick) && pickedSet !== null && (
                <div className="cf-picked">
                  <span>
                    {cardWords(pick, view.options.deckSkin)} is yours.
                    {askable.size > 0 && [...askable].some((c) => parseCard(c)?.set === pickedSet)
                      ? ` Pick one of the other ${pickedSet} cards on the board to ask for it.`
                      : ""}
                  </span>
                  {canDeclare && liveSets.has(pickedSet) && (
                    <button type="button" onClick={() => openDraft(pickedSet)}>
                      Declare {pickedSet}…
                    </button>
                  )}
                </div>
              )}
              <MovePicker
                legal={legal}
                matches={pick !== null && hand.has(pick) ? null : matches}
                isCardMove={isCfCardMove}
                label={(move) => cfMoveWords(move, view, name)}
                isDecline={isCfDecline}
                showChips={false}
                selectHint={
                  askable.size > 0
                    ? "Pick a card on the board to ask for it; or declare a set from the board."
                    : canDeclare
                      ? "You may declare a set from the board."
                      : ""
                }
                busy={busy}
                onPlay={(move) => {
                  clear();
                  play(move);
                }}
                onClear={clear}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

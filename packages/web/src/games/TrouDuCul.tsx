// Trou du cul at the table: the other players with their titles, hand counts and what is known of
// their hands, the round pile play by play, the face-up table cards (3 and 5 players), the
// discard, the card exchange of a series, what the round asks for as a banner, then my hand
// (low to high, selectable) and the moves the selection makes legal.

import { useState } from "react";
import { cardLabel } from "../cards.js";
import { Card } from "../components/Card.js";
import type { Move } from "../protocol.js";
import { movesForSelection } from "../table-state.js";
import { GenericGame } from "./GenericGame.js";
import { MovePicker } from "./MovePicker.js";
import { moveWords, ordinal, seatLabel } from "./move-words.js";
import {
  isTdcCardMove,
  kindWords,
  prettyList,
  readTdcView,
  roundWords,
  type TdcView,
  tdcChip,
  tdcMoveCards,
  tdcPretty,
} from "./trou-du-cul-view.js";
import type { GameViewProps } from "./types.js";

const isCard = (name: string) => /^(10|[2-9AJQK])[SHDC]$/.test(name);

function Backs({ count }: { count: number }) {
  const shown = Math.min(count, 8);
  return (
    <span className="tdc-backs" role="img" aria-label={`${count} card${count === 1 ? "" : "s"} in hand`}>
      {Array.from({ length: shown }, (_, i) => (
        <span className="tdc-back" key={i} aria-hidden="true">
          <Card card={null} small />
        </span>
      ))}
      <span className="tdc-count" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}

function status(view: TdcView, seat: number): string {
  if (view.places[seat] > 0) return "";
  if (view.phase !== "play") return "";
  return view.round.inRound[seat] ? "in the round" : "folded";
}

function TitleBadges({ view, seat }: { view: TdcView; seat: number }) {
  const earned = view.newTitles[seat];
  const last = view.titles[seat];
  return (
    <>
      {last && (
        <span className="tdc-title" title="title from the last game">
          {last}
        </span>
      )}
      {earned && view.places[seat] > 0 && (
        <span className={`tdc-title earned${earned === "Trou du cul" ? " trou" : ""}`}>
          {ordinal(view.places[seat])} · {earned}
        </span>
      )}
    </>
  );
}

function SmallCards({ cards, label, fourColor }: { cards: string[]; label: string; fourColor: boolean }) {
  if (cards.length === 0) return null;
  return (
    <div className="tdc-known">
      <span>{label}</span>
      <span className="cards">
        {cards.map((c) => (
          <Card key={c} card={c} small fourColor={fourColor} label={`${label} ${cardLabel(c)}`} />
        ))}
      </span>
    </div>
  );
}

function Opponent({
  view,
  seat,
  name,
  toAct,
  fourColor,
  me,
}: {
  view: TdcView;
  seat: number;
  name: string;
  toAct: boolean;
  fourColor: boolean;
  me: number | null;
}) {
  const bound = view.bounds[seat];
  const inGame = view.places[seat] === 0;
  const folded = view.phase === "play" && inGame && !view.round.inRound[seat];
  return (
    <section
      className={`tdc-seat${toAct ? " to-act" : ""}${folded ? " folded" : ""}${inGame ? "" : " out"}`}
      aria-label={name}
    >
      <header>
        <strong>{name}</strong>
        {seat === view.dealer && (
          <span className="tdc-dealer" title="dealer">
            D
          </span>
        )}
        {toAct && <span className="tdc-acting">to act</span>}
        <TitleBadges view={view} seat={seat} />
      </header>
      <div className="tdc-seat-row">
        {view.handSizes[seat] > 0 ? <Backs count={view.handSizes[seat]} /> : null}
        <span className="tdc-status">{status(view, seat)}</span>
        {view.gameNumber > 1 && <span className="tdc-points">{view.series.points[seat]} pts</span>}
      </div>
      <SmallCards cards={view.knownCards[seat] ?? []} label="took from the table:" fourColor={fourColor} />
      {me !== null && (
        <SmallCards cards={view.giftKnown[seat] ?? []} label="you gave them:" fourColor={fourColor} />
      )}
      {(bound?.below || bound?.above) && (
        <p className="tdc-bound">
          {bound.below ? `the rest of their hand is below ${tdcPretty(bound.below)}` : ""}
          {bound.below && bound.above ? "; " : ""}
          {bound.above ? `the rest of their hand is above ${tdcPretty(bound.above)}` : ""}
        </p>
      )}
    </section>
  );
}

function RoundPile({
  view,
  name,
  fourColor,
}: {
  view: TdcView;
  name: (seat: number) => string;
  fourColor: boolean;
}) {
  const plays = view.round.plays;
  const shown = plays.slice(-7);
  const hidden = plays.length - shown.length;
  return (
    <section className="tdc-round" aria-label="the round's plays">
      <h4>
        {view.round.number > 0 ? `Round ${view.round.number}` : "Before the first round"}
        {view.round.kind > 0 ? ` · ${kindWords(view.round.kind)}` : ""}
      </h4>
      {plays.length === 0 ? (
        <div className="tdc-empty" aria-label="no play yet this round" role="img" />
      ) : (
        <ol className="tdc-plays">
          {hidden > 0 && <li className="tdc-earlier">{hidden} earlier</li>}
          {shown.map((play, i) => {
            const from = shown.length - 1 - i;
            const last = i === shown.length - 1;
            return (
              <li key={hidden + i} className={`tdc-play${last ? " last" : ""}${from >= 4 ? " older" : ""}`}>
                <span className="tdc-play-cards">
                  {play.cards.map((c) => (
                    <Card
                      key={c}
                      card={c}
                      small={!last}
                      fourColor={fourColor}
                      label={`${name(play.seat)} played ${cardLabel(c)}${last ? ", the play to beat" : ""}`}
                    />
                  ))}
                </span>
                <span className="tdc-play-who">{name(play.seat)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function ExchangePanel({ view, name }: { view: TdcView; name: (seat: number) => string }) {
  if (view.exchange.length === 0 && view.phase !== "exchange") return null;
  return (
    <section className="tdc-exchange" aria-label="card exchange">
      <h4>Card exchange (game {view.gameNumber})</h4>
      {view.exchange.length === 0 && <p>Only the players who exchange see the cards.</p>}
      <ul>
        {view.exchange.map((r, i) => (
          <li key={i}>
            {name(r.from)} {r.step === "gift" ? "gave" : "gave back"} {prettyList(r.cards)} to{" "}
            {name(r.to).replace(/^You$/, "you")}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TrouDuCul(props: GameViewProps) {
  const { table, seat: me, legal, active, fourColor, play, busy } = props;
  const view = readTdcView(props.view);
  const [selected, setSelected] = useState<string[]>([]);
  if (view === null) return <GenericGame {...props} />;

  const n = view.players;
  const name = (s: number) => seatLabel(table, s, me);
  const hand = view.hand ?? [];
  const mineIn = me !== null && me >= 0 && me < n;
  const selectable = new Set([...hand, ...view.table]);
  const live = selected.filter((c) => selectable.has(c));
  const myTurn = me !== null && active.includes(me) && legal.length > 0;
  const playable = new Set<string>();
  for (const move of legal) for (const c of tdcMoveCards(move.action)) playable.add(c);
  const toggle = (card: string) =>
    setSelected(live.includes(card) ? live.filter((c) => c !== card) : [...live, card]);
  const clear = () => setSelected([]);
  const matches = live.length > 0 ? movesForSelection(legal, live, isCard) : null;
  const needsMore =
    live.length > 0 && legal.some((m) => live.every((c) => tdcMoveCards(m.action).includes(c)));
  const banner = roundWords(view, name);
  const others = Array.from({ length: n }, (_, i) => (me === null ? i : (me + 1 + i) % n)).filter(
    (s) => s !== me,
  );
  const returning = view.phase === "exchange" && view.pendingReturn?.seat === me;
  const label = (move: Move) => {
    if (move.action.type === "tableSwap" || move.action.type === "returnCards") return tdcChip(move);
    return moveWords(move.description);
  };

  return (
    <div className="game-tdc">
      <div className="tdc-opponents">
        {others.map((s) => (
          <Opponent
            key={s}
            view={view}
            seat={s}
            name={name(s)}
            toAct={view.toAct === s && view.phase !== "over"}
            fourColor={fourColor}
            me={me}
          />
        ))}
      </div>

      <div className="tdc-middle">
        {view.table.length > 0 && (
          <section className="tdc-table" aria-label="table cards, face up">
            <h4>Table{view.swapUsed ? " · swapped" : ""}</h4>
            <span className="cards">
              {view.table.map((c) => {
                const usable = myTurn && playable.has(c);
                return (
                  <span key={c} className={`tdc-card${usable ? " playable" : ""}`}>
                    <Card
                      card={c}
                      small
                      fourColor={fourColor}
                      label={`table card ${cardLabel(c)}`}
                      selected={live.includes(c)}
                      onClick={usable ? () => toggle(c) : undefined}
                    />
                  </span>
                );
              })}
            </span>
          </section>
        )}
        <RoundPile view={view} name={name} fourColor={fourColor} />
        <div className="tdc-discard">
          <h4>Discard {view.discard.length}</h4>
          {view.discard.length > 0 ? (
            <details>
              <summary>seen cards</summary>
              <p>{prettyList(view.discard)}</p>
            </details>
          ) : (
            <span className="hint">empty</span>
          )}
        </div>
      </div>

      <div className={`tdc-banner${banner.pending ? " pending" : ""}`} role="status" aria-live="polite">
        <strong>{banner.text}</strong>
        {returning && view.pendingReturn && (
          <span>
            Select {view.pendingReturn.count} card{view.pendingReturn.count === 1 ? "" : "s"} to give back
            (any, including those you were given).
          </span>
        )}
        {myTurn && legal.some((m) => m.action.type === "tableSwap") && (
          <span>You may first swap: select a table card and a higher card of yours (TDC-20).</span>
        )}
      </div>

      <ExchangePanel view={view} name={name} />

      {mineIn && me !== null && (
        <section className={`tdc-me${myTurn ? " to-act" : ""}`} aria-label="your cards">
          <header>
            <strong>Your hand</strong>
            <span className="tdc-count-inline">{hand.length}</span>
            <TitleBadges view={view} seat={me} />
            <span className="tdc-status">{status(view, me)}</span>
            {view.gameNumber > 1 && <span className="tdc-points">{view.series.points[me]} pts</span>}
          </header>
          {hand.length === 0 && <p className="hint">Your hand is empty.</p>}
          <ul className={`hand tdc-hand${hand.length > 10 ? " crowded" : ""}`} aria-label="your hand">
            {hand.map((c) => {
              const usable = playable.has(c);
              return (
                <li
                  key={c}
                  className={`tdc-card${myTurn && usable ? " playable" : ""}${myTurn && !usable ? " idle" : ""}`}
                >
                  <Card
                    card={c}
                    fourColor={fourColor}
                    selected={live.includes(c)}
                    onClick={() => toggle(c)}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <MovePicker
        legal={legal}
        matches={matches}
        isCardMove={isTdcCardMove}
        label={label}
        chipLabel={tdcChip}
        isDecline={(move) => move.action.type === "fold" || move.action.type === "skip"}
        showChips={view.phase !== "exchange"}
        selectHint={
          view.pendingReturn
            ? `Select the ${view.pendingReturn.count} card${view.pendingReturn.count === 1 ? "" : "s"} to give back.`
            : undefined
        }
        noMatch={
          needsMore
            ? "Select more: a move with these cards needs another card."
            : "No move plays exactly these cards now."
        }
        busy={busy}
        onPlay={(move) => {
          clear();
          play(move);
        }}
        onClear={clear}
      />
    </div>
  );
}

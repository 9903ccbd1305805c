// Shit Head & Cut Throat at the table: the other players around the top (hand counts, the cards
// everyone saw go into their hands, their bottom layers), the stock or the two Red and Black
// stocks, the pile as its layers, the graveyard, what the top asks for and any pending state as a
// banner, then my bottom cards and my hand (selectable), and the moves the selection makes legal.

import { useMemo, useState } from "react";
import { cardLabel, sortCards } from "../cards.js";
import { Card } from "../components/Card.js";
import type { Move } from "../protocol.js";
import { GenericGame } from "./GenericGame.js";
import { MovePicker } from "./MovePicker.js";
import { moveWords, ordinal, seatLabel } from "./move-words.js";
import {
  isShCardMove,
  layerWords,
  moveCardIds,
  moveSlot,
  perLayer,
  phaseWords,
  placeTitle,
  playableOf,
  pretty,
  readShView,
  type ShCard,
  type ShLayer,
  type ShSeat,
  type ShView,
  shFaces,
  shMovesForSelection,
  slotMoveWords,
  slotWords,
  topWords,
} from "./shithead-view.js";
import type { GameViewProps } from "./types.js";

/** Pile layers drawn as cards; earlier ones are counted. */
const PILE_LAYERS_SHOWN = 6;

const DECLINES = new Set(["skipDraw", "passResponse", "passToss", "endTurn", "acceptClear", "pickUp"]);

function sortHand(cards: readonly ShCard[]): ShCard[] {
  const order = sortCards(cards.map((c) => c.card));
  const rest = cards.slice();
  const out: ShCard[] = [];
  for (const face of order) {
    const at = rest.findIndex((c) => c.card === face);
    out.push(rest[at]);
    rest.splice(at, 1);
  }
  return out;
}

interface BottomProps {
  seat: ShSeat;
  mine: boolean;
  small: boolean;
  fourColor: boolean;
  selectedIds: readonly string[];
  selectedSlot: number | null;
  playableIds: ReadonlySet<string>;
  playableSlots: ReadonlySet<number>;
  flipSlot: number;
  freebieSlot: number;
  onCard?: (id: string) => void;
  onSlot?: (slot: number) => void;
  owner: string;
}

/** The bottom cards: each upper card lies on the lower card of its column, offset to show both. */
function Bottom(props: BottomProps) {
  const { seat, small, fourColor, owner } = props;
  const k = perLayer(seat);
  if (seat.bottom.length === 0) return null;
  const columns = k > 0 ? k : seat.bottom.length;
  const cell = (slot: number) => {
    const content = seat.bottom[slot];
    if (content === null || content === undefined) return null;
    const where = slotWords(slot, k);
    const open = seat.accessible.includes(slot);
    const flags = [
      slot === props.flipSlot ? "just flipped" : null,
      slot === props.freebieSlot ? "kept as a freebie" : null,
      open ? "open to play" : null,
    ].filter(Boolean);
    const note = flags.length > 0 ? `, ${flags.join(", ")}` : "";
    const classes = `sh-slot${slot >= k && k > 0 ? " upper" : " lower"}${open ? " open" : ""}${
      slot === props.flipSlot ? " flipped" : ""
    }`;
    if (content === "down") {
      const clickable = props.mine && props.playableSlots.has(slot) && props.onSlot !== undefined;
      return (
        <span className={`${classes}${clickable ? " playable" : ""}`} key={slot}>
          <Card
            card={null}
            small={small}
            label={`${owner}: face-down ${where}${note}`}
            selected={props.selectedSlot === slot}
            onClick={clickable ? () => props.onSlot?.(slot) : undefined}
          />
        </span>
      );
    }
    const clickable = props.mine && props.onCard !== undefined && props.playableIds.has(content.id);
    return (
      <span className={`${classes}${clickable ? " playable" : ""}`} key={slot}>
        <Card
          card={content.card}
          small={small}
          fourColor={fourColor}
          label={`${owner}: ${cardLabel(content.card)} face up, ${where}${note}`}
          selected={props.selectedIds.includes(content.id)}
          onClick={clickable ? () => props.onCard?.(content.id) : undefined}
        />
      </span>
    );
  };
  return (
    <ul className="sh-bottom" aria-label={`${owner}: bottom cards`}>
      {Array.from({ length: columns }, (_, i) => (
        <li className="sh-column" key={i}>
          {cell(i)}
          {k > 0 && cell(i + k)}
        </li>
      ))}
    </ul>
  );
}

function HandBacks({ count }: { count: number }) {
  const shown = Math.min(count, 6);
  return (
    <span className="sh-backs" role="img" aria-label={`${count} card${count === 1 ? "" : "s"} in hand`}>
      {Array.from({ length: shown }, (_, i) => (
        <span className="sh-back" key={i} aria-hidden="true">
          <Card card={null} small />
        </span>
      ))}
      <span className="sh-count" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}

function PlaceBadge({ view, seat }: { view: ShView; seat: ShSeat }) {
  if (seat.place <= 0) return null;
  const title = placeTitle(view, seat.place);
  return (
    <span className={`sh-place${title === "Shit Head" ? " last" : ""}`}>
      {ordinal(seat.place)}
      {title ? ` · ${title}` : ""}
    </span>
  );
}

function Opponent({
  view,
  index,
  name,
  toAct,
  fourColor,
}: {
  view: ShView;
  index: number;
  name: string;
  toAct: boolean;
  fourColor: boolean;
}) {
  const seat = view.seats[index];
  const facts = view.facts;
  const isTurn = toAct;
  return (
    <section className={`sh-seat${isTurn ? " to-act" : ""}${seat.place > 0 ? " out" : ""}`} aria-label={name}>
      <header>
        <strong>{name}</strong>
        {view.phase === "chooseFaceUp"
          ? seat.choosing && <span className="sh-acting">choosing</span>
          : isTurn && <span className="sh-acting">to act</span>}
        <PlaceBadge view={view} seat={seat} />
        {seat.handCount > 0 ? (
          <HandBacks count={seat.handCount} />
        ) : (
          seat.place === 0 && <span className="sh-nohand">no hand</span>
        )}
      </header>
      <div className="sh-seat-cards">
        <Bottom
          seat={seat}
          mine={false}
          small
          fourColor={fourColor}
          selectedIds={[]}
          selectedSlot={null}
          playableIds={new Set()}
          playableSlots={new Set()}
          flipSlot={view.turn === index ? Number(facts.flipSlot ?? -1) : -1}
          freebieSlot={view.turn === index ? Number(facts.freebieSlot ?? -1) : -1}
          owner={name}
        />
      </div>
      {seat.known.length > 0 && (
        <div className="sh-known">
          <span className="sh-known-label">seen in hand:</span>
          <span className="cards">
            {sortHand(seat.known).map((c) => (
              <Card
                key={c.id}
                card={c.card}
                small
                fourColor={fourColor}
                label={`${name} holds ${cardLabel(c.card)} (everyone saw it)`}
              />
            ))}
          </span>
        </div>
      )}
    </section>
  );
}

function Pile({
  pile,
  name,
  fourColor,
}: {
  pile: ShLayer[];
  name: (seat: number) => string;
  fourColor: boolean;
}) {
  const total = pile.reduce((sum, layer) => sum + layer.cards.length, 0);
  const shown = pile.slice(-PILE_LAYERS_SHOWN);
  const hidden = pile.length - shown.length;
  return (
    <section className="sh-pile" aria-label={`the pile, ${total} card${total === 1 ? "" : "s"}`}>
      <h4>
        Pile <span className="sh-count-inline">{total}</span>
      </h4>
      {pile.length === 0 ? (
        <div className="sh-empty-spot" aria-hidden="true" />
      ) : (
        <ol className="sh-layers">
          {hidden > 0 && (
            <li className="sh-earlier">
              {hidden} earlier layer{hidden === 1 ? "" : "s"}
            </li>
          )}
          {shown.map((layer, i) => {
            const top = i === shown.length - 1;
            const older = shown.length - 1 - i >= 3;
            const words = layerWords(layer, name);
            return (
              <li
                key={`${pile.length - shown.length + i}-${layer.cards[0]?.id ?? i}`}
                className={`sh-layer${top ? " top" : ""}${older ? " older" : ""}`}
              >
                <span className="sh-layer-cards">
                  {layer.cards.map((c) => (
                    <Card
                      key={c.id}
                      card={c.card}
                      small={!top}
                      fourColor={fourColor}
                      label={`${cardLabel(c.card)}${words ? `, ${words}` : ""}${top ? ", on top" : ""}`}
                    />
                  ))}
                </span>
                {words && <span className="sh-layer-words">{words}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Stocks({ view }: { view: ShView }) {
  const redBlack = view.stocks.length === 2;
  return (
    <div className="sh-stocks">
      {view.stocks.map((count, i) => {
        const title = redBlack ? (i === 0 ? "Black stock" : "Red stock") : "Stock";
        return (
          <div
            key={title}
            className={`sh-stock${redBlack ? (i === 0 ? " black" : " red") : ""}`}
            role="img"
            aria-label={`${title}: ${count} card${count === 1 ? "" : "s"}`}
          >
            <span className="sh-stock-title" aria-hidden="true">
              {title}
            </span>
            {count > 0 ? <Card card={null} small /> : <span className="sh-empty-spot small" />}
            <span className="sh-count" aria-hidden="true">
              {count}
            </span>
          </div>
        );
      })}
    </div>
  );
}

function Graveyard({ view, fourColor }: { view: ShView; fourColor: boolean }) {
  const grave = view.graveyard;
  const last = grave[grave.length - 1];
  return (
    <div className="sh-grave">
      <h4>
        Graveyard <span className="sh-count-inline">{grave.length}</span>
      </h4>
      {last ? (
        <Card card={last} small fourColor={fourColor} label={`graveyard, last card ${cardLabel(last)}`} />
      ) : (
        <span className="sh-empty-spot small" aria-label="graveyard, empty" role="img" />
      )}
      {grave.length > 1 && (
        <details>
          <summary>all {grave.length}</summary>
          <p className="sh-grave-list">{grave.map(pretty).join(" ")}</p>
        </details>
      )}
      {view.removed > 0 && <p className="hint">{view.removed} removed unseen (chaos deal)</p>}
    </div>
  );
}

export function ShitHead(props: GameViewProps) {
  const { table, seat: me, legal, active, fourColor, play, busy } = props;
  const view = readShView(props.view);
  const [selected, setSelected] = useState<string[]>([]);
  const [slot, setSlot] = useState<number | null>(null);
  const faces = useMemo(() => (view ? shFaces(view) : new Map<string, string>()), [view]);
  if (view === null) return <GenericGame {...props} />;

  const n = view.seats.length;
  const mine = me !== null && me >= 0 && me < n ? view.seats[me] : null;
  const name = (s: number) => seatLabel(table, s, me);
  const hand = sortHand(view.hand ?? []);
  const myIds = new Set<string>(hand.map((c) => c.id));
  if (mine) for (const c of mine.bottom) if (c !== null && c !== "down") myIds.add(c.id);
  const liveIds = selected.filter((id) => myIds.has(id));
  const liveSlot = slot !== null && mine && mine.bottom[slot] === "down" ? slot : null;
  const { ids: playableIds, slots: playableSlots } = playableOf(legal);
  const knownIds = new Set((mine?.known ?? []).map((c) => c.id));
  const pickedIds = new Set(view.pickedUp.map((c) => c.id));

  const toggle = (id: string) => {
    setSlot(null);
    setSelected(liveIds.includes(id) ? liveIds.filter((x) => x !== id) : [...liveIds, id]);
  };
  const toggleSlot = (s: number) => {
    setSelected([]);
    setSlot(liveSlot === s ? null : s);
  };
  const clear = () => {
    setSelected([]);
    setSlot(null);
  };
  const matches =
    liveSlot !== null
      ? legal.filter((move) => moveSlot(move.action) === liveSlot)
      : liveIds.length > 0
        ? shMovesForSelection(legal, liveIds, faces)
        : null;

  const words = (move: Move) =>
    moveSlot(move.action) !== null
      ? slotMoveWords(move, perLayer(view.seats[me ?? 0] ?? view.seats[0]))
      : moveWords(move.description);
  const chip = (move: Move) => {
    if (moveSlot(move.action) !== null) return words(move);
    return moveWords(move.description).replace(/^Play /, "");
  };
  const banner = topWords(view);
  const prompt = phaseWords(view, me, active, legal, name);
  const others = Array.from({ length: n }, (_, i) => (me === null ? i : (me + 1 + i) % n)).filter(
    (s) => s !== me,
  );
  const myTurn = me !== null && active.includes(me) && legal.length > 0;
  const pendingChoice = view.phase === "chooseFaceUp" && view.myChoice;
  const facts = view.facts;

  return (
    <div className="game-shithead">
      <div className="sh-opponents">
        {others.map((s) => (
          <Opponent
            key={s}
            view={view}
            index={s}
            name={name(s)}
            toAct={active.includes(s) && view.phase !== "over"}
            fourColor={fourColor}
          />
        ))}
      </div>

      <div className="sh-middle">
        <Stocks view={view} />
        <Pile pile={view.pile} name={name} fourColor={fourColor} />
        <Graveyard view={view} fourColor={fourColor} />
      </div>
      <p className="sh-direction">
        <span aria-hidden="true">{view.direction === 1 ? "↻" : "↺"}</span> play goes{" "}
        {view.direction === 1 ? "clockwise" : "anticlockwise"}
      </p>

      <div className={`sh-banner${banner.pending ? " pending" : ""}`} role="status" aria-live="polite">
        <strong>{banner.text}</strong>
        <span>{prompt}</span>
      </div>

      {mine && me !== null && (
        <section className={`sh-me${myTurn ? " to-act" : ""}`} aria-label="your cards">
          <header>
            <strong>Your cards</strong>
            <PlaceBadge view={view} seat={mine} />
            {pendingChoice && (
              <span className="sh-choice">
                face-up choice: {view.myChoice?.map((c) => pretty(c.card)).join(" ")}
              </span>
            )}
          </header>
          <Bottom
            seat={mine}
            mine
            small={false}
            fourColor={fourColor}
            selectedIds={liveIds}
            selectedSlot={liveSlot}
            playableIds={playableIds}
            playableSlots={playableSlots}
            flipSlot={view.turn === me ? Number(facts.flipSlot ?? -1) : -1}
            freebieSlot={view.turn === me ? Number(facts.freebieSlot ?? -1) : -1}
            onCard={toggle}
            onSlot={toggleSlot}
            owner="You"
          />
          {hand.length === 0 && <p className="hint sh-empty-hand">Your hand is empty.</p>}
          <ul
            className={`hand sh-hand${hand.length > 18 ? " crowded packed" : hand.length > 10 ? " crowded" : ""}`}
            aria-label="your hand"
          >
            {hand.map((c) => {
              const flags = [
                knownIds.has(c.id) ? "everyone saw it" : null,
                pickedIds.has(c.id) ? "just picked up" : null,
              ].filter(Boolean);
              const playable = myTurn && playableIds.has(c.id);
              return (
                <li
                  key={c.id}
                  className={`sh-hand-card${playable ? " playable" : ""}${myTurn && !playable ? " idle" : ""}${
                    knownIds.has(c.id) ? " known" : ""
                  }${pickedIds.has(c.id) ? " picked" : ""}`}
                >
                  <Card
                    card={c.card}
                    fourColor={fourColor}
                    label={`${cardLabel(c.card)}${flags.length ? `, ${flags.join(", ")}` : ""}`}
                    selected={liveIds.includes(c.id)}
                    onClick={() => toggle(c.id)}
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
        isCardMove={isShCardMove}
        label={words}
        chipLabel={chip}
        isDecline={(move) => DECLINES.has(move.action.type)}
        noMatch={
          liveIds.length > 0 && legal.some((m) => liveIds.every((id) => moveCardIds(m.action).includes(id)))
            ? "Add more cards: a move with these cards needs others too."
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

// Cunt-Soul at the table: the other players round the top (hand counts and the cards everyone
// knows they hold, their field card, face-up and face-down cards), the source pile, the discard
// pile as its links, the graveyard, the field abilities in force, the direction and the queue of
// who plays next, the pending state as a banner, then my field card, bottom cards and hand
// (selectable), and the moves the selection makes legal.

import { useState } from "react";
import { cardLabel, sortCards } from "../cards.js";
import { Card } from "../components/Card.js";
import {
  type CsLink,
  CsPhase,
  type CsPick,
  type CsSeat,
  type CsView,
  csMatches,
  csMoveWords,
  fieldsInForce,
  isCsCardMove,
  isCsDecline,
  linkWords,
  NO_PICK,
  orderingWords,
  phaseWords,
  pickableSlots,
  pileCards,
  queueWords,
  readCsView,
  valueName,
} from "./cunt-soul-view.js";
import { GenericGame } from "./GenericGame.js";
import { MovePicker } from "./MovePicker.js";
import { ordinal, seatLabel } from "./move-words.js";
import type { GameViewProps } from "./types.js";

/** Pile links drawn as cards; earlier ones are counted. */
const LINKS_SHOWN = 4;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function Empty({ label, small }: { label: string; small?: boolean }) {
  return <span className={`cs-empty${small ? " small" : ""}`} role="img" aria-label={label} />;
}

function Backs({ count, label }: { count: number; label: string }) {
  const shown = Math.min(count, 6);
  return (
    <span className="cs-backs" role="img" aria-label={label}>
      {Array.from({ length: shown }, (_, i) => (
        <span className="cs-back" key={i} aria-hidden="true">
          <Card card={null} small />
        </span>
      ))}
      <span className="cs-count" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}

interface ZoneProps {
  seat: CsSeat;
  owner: string;
  mine: boolean;
  small: boolean;
  fourColor: boolean;
  pick?: CsPick;
  pickable?: { up: Set<number>; down: Set<number> };
  onUp?: (slot: number) => void;
  onDown?: (slot: number) => void;
}

/** A seat's field card, face-up cards (sideways when horizontal) and face-down cards. */
function Zones({ seat, owner, mine, small, fourColor, pick, pickable, onUp, onDown }: ZoneProps) {
  const field = seat.field;
  return (
    <div className="cs-zones">
      <div className="cs-field" title="field card: its field ability is a rule for everybody">
        <span className="cs-zone-name">field</span>
        {seat.faceUp === null ? (
          <Card card={null} small={small} label={`${owner}: field card, hidden until the reveal`} />
        ) : field === null ? (
          <Empty small={small} label={`${owner}: no field card`} />
        ) : (
          <Card
            card={field}
            small={small}
            fourColor={fourColor}
            label={`${owner}: field card ${cardLabel(field)}`}
          />
        )}
      </div>
      <div className="cs-up">
        <span className="cs-zone-name">face up</span>
        <span className="cs-row">
          {seat.faceUp === null
            ? [0, 1, 2].map((slot) => (
                <Card
                  key={slot}
                  card={null}
                  small
                  label={`${owner}: face-up card ${slot + 1}, hidden until the reveal`}
                />
              ))
            : seat.faceUp.map((card, slot) => {
                const sideways = seat.horizontal[slot] === true;
                const label = `${owner}: face-up card ${slot + 1}${card ? `, ${cardLabel(card)}` : ", empty"}${sideways ? ", horizontal" : ""}`;
                if (card === null) return <Empty key={slot} small={small} label={label} />;
                const clickable = mine && pickable?.up.has(slot) && onUp !== undefined;
                return (
                  <span
                    key={slot}
                    className={`cs-slot${sideways ? " sideways" : ""}${clickable ? " playable" : ""}`}
                  >
                    <Card
                      card={card}
                      small={small}
                      fourColor={fourColor}
                      label={label}
                      selected={pick?.up.includes(slot)}
                      onClick={clickable ? () => onUp?.(slot) : undefined}
                    />
                  </span>
                );
              })}
        </span>
      </div>
      <div className="cs-down">
        <span className="cs-zone-name">face down</span>
        <span className="cs-row">
          {seat.faceDownFilled.map((filled, slot) => {
            const seen = seat.faceDownSeen[slot] ?? null;
            const label = `${owner}: face-down card ${slot + 1}${filled ? (seen ? `, you know it is ${cardLabel(seen)}` : "") : ", empty"}`;
            if (!filled) return <Empty key={slot} small={small} label={label} />;
            const clickable = mine && pickable?.down.has(slot) && onDown !== undefined;
            return (
              <span key={slot} className={`cs-slot${seen ? " seen" : ""}${clickable ? " playable" : ""}`}>
                <Card
                  card={seen || null}
                  small={small}
                  fourColor={fourColor}
                  label={label}
                  selected={pick?.down.includes(slot)}
                  onClick={clickable ? () => onDown?.(slot) : undefined}
                />
                {seen && (
                  <span className="cs-seen-mark" aria-hidden="true">
                    known
                  </span>
                )}
              </span>
            );
          })}
        </span>
      </div>
    </div>
  );
}

function Badges({ view, index, toAct }: { view: CsView; index: number; toAct: boolean }) {
  const seat = view.seats[index];
  const badges: { text: string; className: string }[] = [];
  if (seat.out) badges.push({ text: `out, ${ordinal(seat.place ?? 0)}`, className: "out" });
  else if (view.phase === CsPhase.SELECT)
    badges.push(
      seat.selected ? { text: "chosen", className: "" } : { text: "choosing", className: "acting" },
    );
  else if (toAct) badges.push({ text: "to play", className: "acting" });
  if (view.turn.tokenActive && view.turn.tokenHolder === index)
    badges.push({ text: "skip token", className: "" });
  if (view.turn.dealer === index) badges.push({ text: "dealer", className: "quiet" });
  return (
    <>
      {badges.map((b) => (
        <span key={b.text} className={`cs-badge ${b.className}`}>
          {b.text}
        </span>
      ))}
    </>
  );
}

function Opponent({
  view,
  index,
  name,
  toAct,
  fourColor,
}: {
  view: CsView;
  index: number;
  name: string;
  toAct: boolean;
  fourColor: boolean;
}) {
  const seat = view.seats[index];
  return (
    <section className={`cs-seat${toAct ? " to-act" : ""}${seat.out ? " out" : ""}`} aria-label={name}>
      <header>
        <strong>{name}</strong>
        <Badges view={view} index={index} toAct={toAct} />
        {seat.handCount > 0 ? (
          <Backs count={seat.handCount} label={`${name}: ${plural(seat.handCount, "card")} in hand`} />
        ) : (
          !seat.out && <span className="cs-nohand">no hand</span>
        )}
      </header>
      <Zones seat={seat} owner={name} mine={false} small fourColor={fourColor} />
      {seat.known.length > 0 && (
        <div className="cs-known">
          <span className="cs-known-label">known in hand:</span>
          <span className="cards">
            {sortCards(seat.known).map((card, i) => (
              <Card
                key={`${card}-${i}`}
                card={card}
                small
                fourColor={fourColor}
                label={`${name} holds ${cardLabel(card)} (everyone saw it)`}
              />
            ))}
          </span>
        </div>
      )}
      <p className="cs-stats">
        {plural(seat.pickups, "pickup")} · field changed {seat.fieldChanges}/{view.cfg.maxFieldChanges}
      </p>
    </section>
  );
}

function Pile({
  view,
  name,
  fourColor,
}: {
  view: CsView;
  name: (seat: number) => string;
  fourColor: boolean;
}) {
  const total = pileCards(view);
  // The view lists the pile top first; drawn here bottom to top, the top link last.
  const shown = view.pile.slice(0, LINKS_SHOWN).reverse();
  const hidden = view.pile.length - shown.length;
  return (
    <section className="cs-pile" aria-label={`the discard pile, ${plural(total, "card")}`}>
      <h4>
        Discard pile <span className="cs-count-inline">{total}</span>
      </h4>
      {view.pile.length === 0 ? (
        <Empty label="the discard pile is empty" />
      ) : (
        <ol className="cs-links">
          {hidden > 0 && <li className="cs-earlier">{plural(hidden, "earlier link")}</li>}
          {shown.map((link: CsLink, i) => {
            const top = i === shown.length - 1;
            const words = linkWords(link);
            const by = name(link.owner);
            return (
              <li
                key={`${view.pile.length - shown.length + i}-${link.cards[0]}`}
                className={`cs-link${top ? " top" : ""}`}
              >
                <span className="cs-link-cards">
                  {link.cards.map((card, k) => (
                    <Card
                      key={`${card}-${k}`}
                      card={card}
                      small={!top}
                      fourColor={fourColor}
                      label={`${cardLabel(card)}, played by ${by}${words ? `, ${words}` : ""}${top ? ", on top" : ""}`}
                    />
                  ))}
                </span>
                <span className="cs-link-words">
                  {by}
                  {words ? ` · ${words}` : ""}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Source({ view, fourColor }: { view: CsView; fourColor: boolean }) {
  const count = view.source.length;
  const top = view.source[0] ?? null;
  const known = view.source.filter((c) => c !== null).length;
  return (
    <section
      className="cs-source"
      aria-label={`source pile, ${plural(count, "card")}${view.sourceFlipped ? ", turned over" : ""}`}
    >
      <h4>
        Source <span className="cs-count-inline">{count}</span>
      </h4>
      {count === 0 ? (
        <Empty small label="the source pile is gone" />
      ) : view.sourceFlipped && top ? (
        <Card
          card={top}
          small
          fourColor={fourColor}
          label={`source pile turned over, top ${cardLabel(top)}`}
        />
      ) : (
        <Card card={null} small label="source pile, face down" />
      )}
      {count === 0 && <p className="cs-note">gone for good</p>}
      {view.sourceFlipped && count > 0 && <p className="cs-note">turned over (6-field)</p>}
      {known > 0 && !view.sourceFlipped && <p className="cs-note">{known} known to all</p>}
    </section>
  );
}

function Graveyard({ view, fourColor }: { view: CsView; fourColor: boolean }) {
  const grave = view.graveyard;
  const last = grave[0];
  return (
    <section className="cs-grave" aria-label={`graveyard, ${plural(grave.length, "card")}`}>
      <h4>
        Graveyard <span className="cs-count-inline">{grave.length}</span>
      </h4>
      {last ? (
        <Card card={last} small fourColor={fourColor} label={`graveyard, last burned ${cardLabel(last)}`} />
      ) : (
        <Empty small label="graveyard, empty" />
      )}
      {grave.length > 1 && (
        <details>
          <summary>all {grave.length}</summary>
          <p className="cs-grave-list">{sortCards(grave).map(cardLabel).join(", ")}</p>
        </details>
      )}
    </section>
  );
}

function Rules({ view, name }: { view: CsView; name: (seat: number) => string }) {
  const fields = fieldsInForce(view);
  const clockwise = view.direction === "clockwise";
  return (
    <section className="cs-rules" aria-label="what is in force">
      <p className="cs-direction">
        <span className={`cs-arrow${clockwise ? "" : " back"}`} aria-hidden="true">
          ↻
        </span>{" "}
        {clockwise ? "Clockwise" : "Counterclockwise"} · hand size {view.fields.handSize} · turn{" "}
        {view.turn.turns}
      </p>
      {view.phase !== CsPhase.SELECT && view.phase !== CsPhase.OVER && (
        <p className="cs-queue">
          <strong>Queue:</strong> {queueWords(view, name)}
        </p>
      )}
      <p className="cs-ordering">
        <strong>Ordering:</strong> {orderingWords(view)}
      </p>
      <h4>Field abilities in force</h4>
      {fields.length === 0 ? (
        <p className="cs-note">{view.turn.revealed ? "none" : "revealed with the field cards"}</p>
      ) : (
        <ul className="cs-fields">
          {fields.map((f) => (
            <li key={f.value}>
              <span className="cs-field-value">{f.value}</span>
              {f.copies > 1 ? ` ×${f.copies}` : ""} {f.text}
            </li>
          ))}
        </ul>
      )}
      {view.turn.tempField && (
        <p className="cs-note">
          {name(view.turn.seat)}'s field card {view.turn.tempField} is in hand and still counts this turn
          (CS-23).
        </p>
      )}
    </section>
  );
}

/** My selection: indices into my sorted hand (checked against the hand they were made on). */
interface Selection {
  handKey: string;
  hand: number[];
  up: number[];
  down: number[];
}

export function CuntSoul(props: GameViewProps) {
  const { table, seat: me, legal, active, fourColor, play, busy } = props;
  const view = readCsView(props.view);
  const [selection, setSelection] = useState<Selection>({ handKey: "", hand: [], up: [], down: [] });
  if (view === null) return <GenericGame {...props} />;

  const n = view.seats.length;
  const mine = me !== null && me >= 0 && me < n ? view.seats[me] : null;
  const name = (s: number) => seatLabel(table, s, me);
  const hand = sortCards(mine?.hand ?? []);
  const handKey = `${view.turn.turns}/${view.phase}/${hand.join(",")}/${(mine?.faceUp ?? []).join(",")}`;
  const live = selection.handKey === handKey ? selection : { handKey, hand: [], up: [], down: [] };
  const pick: CsPick =
    mine === null
      ? NO_PICK
      : { hand: live.hand.map((i) => hand[i]).filter(Boolean), up: live.up, down: live.down };
  const pickable = pickableSlots(view, legal);
  const toggle = (list: number[], x: number) =>
    list.includes(x) ? list.filter((y) => y !== x) : [...list, x];
  const toggleHand = (i: number) => setSelection({ ...live, hand: toggle(live.hand, i) });
  const toggleUp = (slot: number) => setSelection({ ...live, up: toggle(live.up, slot) });
  const toggleDown = (slot: number) => setSelection({ ...live, down: toggle(live.down, slot) });
  const clear = () => setSelection({ handKey, hand: [], up: [], down: [] });
  const matches = csMatches(view, legal, pick);

  const others = Array.from({ length: n }, (_, i) => (me === null ? i : (me + 1 + i) % n)).filter(
    (s) => s !== me,
  );
  const over = view.phase === CsPhase.OVER;
  const toAct = (s: number) =>
    !over && active.includes(s) && (view.phase === CsPhase.SELECT || view.turn.seat === s);
  const banner = phaseWords(view, me, name);
  const selecting = view.phase === CsPhase.SELECT;
  const myTurn = me !== null && active.includes(me) && legal.length > 0;

  return (
    <div className="game-cuntsoul">
      <div className="cs-opponents">
        {others.map((s) => (
          <Opponent key={s} view={view} index={s} name={name(s)} toAct={toAct(s)} fourColor={fourColor} />
        ))}
      </div>

      <div className="cs-middle">
        <div className="cs-stacks">
          <Source view={view} fourColor={fourColor} />
          <Graveyard view={view} fourColor={fourColor} />
        </div>
        <Pile view={view} name={name} fourColor={fourColor} />
        <Rules view={view} name={name} />
      </div>

      <p className={`cs-banner${banner.pending ? " pending" : ""}${myTurn ? " mine" : ""}`} role="status">
        {banner.text}
      </p>

      {mine !== null && me !== null && (
        <section className={`cs-me${toAct(me) ? " to-act" : ""}`} aria-label="your cards">
          <header>
            <strong>Your cards</strong>
            <Badges view={view} index={me} toAct={toAct(me)} />
            <span className="cs-stats">
              {plural(mine.pickups, "pickup")} · field changed {mine.fieldChanges}/{view.cfg.maxFieldChanges}
            </span>
          </header>
          <Zones
            seat={mine}
            owner="you"
            mine
            small={false}
            fourColor={fourColor}
            pick={pick}
            pickable={pickable}
            onUp={toggleUp}
            onDown={toggleDown}
          />
          <section className="cs-hand" aria-label={`your hand, ${plural(hand.length, "card")}`}>
            {hand.length === 0 ? (
              <p className="hint">Your hand is empty.</p>
            ) : (
              hand.map((card, i) => (
                <Card
                  key={`${card}-${i}`}
                  card={card}
                  fourColor={fourColor}
                  label={`${cardLabel(card)}${mine.known.includes(card) ? ", everyone knows you hold it" : ""}`}
                  selected={live.hand.includes(i)}
                  onClick={() => toggleHand(i)}
                />
              ))
            )}
          </section>
        </section>
      )}

      {mine !== null && (
        <MovePicker
          legal={legal}
          matches={matches}
          isCardMove={isCsCardMove}
          label={(move) => csMoveWords(move, view, name)}
          isDecline={isCsDecline}
          showChips={!selecting}
          selectHint="Select four cards: three to lay face up and one as your field card."
          noMatch={
            selecting
              ? "Select four cards: then choose which of them is your field card."
              : `No move uses exactly these cards. ${view.phase === CsPhase.PLAY && view.pile.length > 0 ? `The top counts as ${valueName(view.pile[0].semantic)}.` : ""}`
          }
          busy={busy}
          onPlay={(move) => {
            clear();
            play(move);
          }}
          onClear={clear}
        />
      )}
    </div>
  );
}

// Chanic Panic's table: every player's board as four rows (Hearts, Diamonds, Spades and the
// Stack) with effective values and attachments, hands as counts (faces for teammates), the deck
// and the whole discard pile, Presence and abilities; the Point/Club Phase, attack, gift and
// ability choices as a banner; my hand sorted by suit. Cards are picked from the hand, the board
// (Spades to attack with, the defender's cards to destroy) or the pile, and the engine's legal
// moves that use exactly those cards become the buttons.

import { useContext, useEffect, useMemo, useState } from "react";
import { fetchRules } from "../api.js";
import { cardLabel } from "../cards.js";
import { Card } from "../components/Card.js";
import type { Move, TableInfo } from "../protocol.js";
import {
  type AbilityText,
  abilityName,
  abilityText,
  abilityTexts,
  actionCards,
  boardCardLabel,
  type CpBoardCard,
  type CpSeat,
  type CpView,
  isDecline,
  type LabelContext,
  type MoveGroup,
  moveGroup,
  moveLabel,
  movesFor,
  pendingBanner,
  phaseLine,
  ROW_NAMES,
  readView,
  SUIT_SYMBOL,
  sortHand,
  turnNotes,
  usableCards,
} from "./chanic-panic-moves.js";
import { GenericGame } from "./GenericGame.js";
import { HintedMove, isSameMove } from "./hinted-move.js";
import type { GameViewProps } from "./types.js";

let textsPromise: Promise<Map<string, AbilityText>> | null = null;
function useAbilityTexts(): Map<string, AbilityText> {
  const [texts, setTexts] = useState<Map<string, AbilityText>>(new Map());
  useEffect(() => {
    textsPromise ??= fetchRules("chanic-panic")
      .then((md) => abilityTexts(md ?? ""))
      .catch(() => new Map());
    let live = true;
    void textsPromise.then((t) => live && setTexts(t));
    return () => {
      live = false;
    };
  }, []);
  return texts;
}

function seatNamer(table: TableInfo, me: number | null): (seat: number) => string {
  const raw = (s: number) => table.seats[s]?.name ?? `Seat ${s}`;
  return (seat: number) => {
    if (seat === me) return "you";
    const name = raw(seat);
    const shared = table.seats.some((s) => s.seat !== seat && raw(s.seat) === name);
    return shared ? `${name} ${seat}` : name;
  };
}

const TEAM_NAMES = ["Red", "Blue", "Green", "Gold", "Violet"];
const ROW_SUIT = ["H", "D", "S"];
const GROUP_NAMES: Record<MoveGroup, string> = {
  choice: "Choose",
  play: "Play",
  attack: "Attack",
  ability: "Abilities",
  trade: "Trader",
  stack: "Stack",
  turn: "Turn",
};
const GROUP_ORDER: MoveGroup[] = ["choice", "play", "attack", "ability", "trade", "stack", "turn"];
/** End turn first in its group, Panic (once a game, and it ends the turn) apart from it. */
const TURN_ORDER = ["endTurn", "stackDraw", "panic"];

/** A picked card: where it lies (so the same face elsewhere stays unpicked) and its name. */
interface Pick {
  at: string;
  card: string;
}

export function ChanicPanic(props: GameViewProps) {
  const view = readView(props.view);
  if (view === null) return <GenericGame {...props} />;
  return <ChanicTable {...props} cp={view} />;
}

function ChanicTable({ table, legal, active, fourColor, play, busy, cp }: GameViewProps & { cp: CpView }) {
  const texts = useAbilityTexts();
  const [picks, setPicks] = useState<Pick[]>([]);
  const me = cp.seat;
  const name = seatNamer(table, me);
  const ctx: LabelContext = { name, pending: cp.pending };
  const mine = me === null ? null : (cp.seats[me] ?? null);
  const hand = useMemo(() => sortHand(mine?.hand ?? []), [mine?.hand]);
  const usable = useMemo(() => usableCards(legal), [legal]);

  // A pick whose card has left its place (played, destroyed, reshuffled) is dropped.
  const cardAt = (at: string): string | undefined => {
    const [zone, a, b, c] = at.split(":");
    if (zone === "hand") return hand[Number(a)];
    if (zone === "pile") return cp.discard[Number(a)];
    if (zone === "board") return cp.seats[Number(a)]?.rows[Number(b)]?.[Number(c)]?.card;
    return undefined;
  };
  const live = picks.filter((p) => cardAt(p.at) === p.card);
  const picked = live.map((p) => p.card);
  const isPicked = (at: string) => live.some((p) => p.at === at);
  const toggle = (at: string, card: string) =>
    setPicks(isPicked(at) ? live.filter((p) => p.at !== at) : [...live, { at, card }]);

  const canAct = legal.length > 0;
  const send = (move: Move) => {
    setPicks([]);
    play(move);
  };

  const order = turnOrder(cp.seats.length, me);
  const others = order.filter((s) => s !== me);
  const banner = pendingBanner(cp, ctx);
  const notes = turnNotes(cp);
  const attack = cp.pending?.kind === "attack" ? cp.pending : null;

  const boardProps = {
    cp,
    name,
    active,
    texts,
    fourColor,
    canAct,
    usable,
    isPicked,
    toggle,
  };

  return (
    <div className="game-chanic-panic">
      <div className="cp-status">
        <p className="cp-phase">
          <strong>{capital(phaseLine(cp, name))}</strong>
          {cp.phase !== "draft" && cp.phase !== "over" && (
            <span> · {cp.turnSeat === me ? "your turn" : `${name(cp.turnSeat)}'s turn`}</span>
          )}
          {cp.seriesWins.some((w) => w > 0) && (
            <span className="cp-series">
              {" "}
              · series: {cp.seriesWins.map((w, s) => `${name(s)} ${w}`).join(", ")}
              {cp.seriesDraws > 0 ? `, draws ${cp.seriesDraws}` : ""}
            </span>
          )}
        </p>
        {banner && (
          <p className={`cp-banner${attack ? " cp-banner-attack" : ""}`} role="status">
            {capital(banner)}
          </p>
        )}
        {notes.map((note) => (
          <p className="cp-note" key={note}>
            {note}
          </p>
        ))}
      </div>

      <section className="cp-opponents" aria-label="the other players">
        {others.map((s) => (
          <SeatBoard key={s} seat={s} small {...boardProps} />
        ))}
      </section>

      <section className="cp-middle" aria-label="deck and discard pile">
        <Deck cp={cp} fourColor={fourColor} />
        <Pile
          cp={cp}
          fourColor={fourColor}
          canAct={canAct}
          usable={usable}
          isPicked={isPicked}
          toggle={toggle}
        />
      </section>

      {me !== null && mine !== null && <SeatBoard seat={me} {...boardProps} />}

      {mine?.offer && mine.drafting && (
        <section className="cp-offer" aria-label="your draft offer">
          <h3>Your offer: keep {cp.cfg.specials}</h3>
          <ul>
            {mine.offer.map((id) => (
              <li key={id}>
                <strong>{abilityName(id)}</strong>{" "}
                {abilityText(texts, id)?.text.replace(/^[^:]*:\s*/, "") ?? ""}
              </li>
            ))}
          </ul>
        </section>
      )}

      {mine !== null && (mine.alive || hand.length > 0) && (
        <section className="cp-hand" aria-label={`your hand, ${hand.length} cards`}>
          {hand.length === 0 && <p className="hint">Your hand is empty.</p>}
          {hand.map((card, i) => {
            const at = `hand:${i}`;
            return (
              <Card
                key={`${card}-${i}`}
                card={card}
                fourColor={fourColor}
                selected={isPicked(at)}
                disabled={!canAct}
                onClick={canAct ? () => toggle(at, card) : undefined}
              />
            );
          })}
        </section>
      )}

      {canAct && (
        <Moves
          legal={legal}
          picked={picked}
          ctx={ctx}
          busy={busy}
          onPlay={send}
          onClear={() => setPicks([])}
        />
      )}
    </div>
  );
}

/** Seats from mine clockwise, so the next player is first among the others. */
function turnOrder(count: number, me: number | null): number[] {
  const start = me ?? 0;
  return Array.from({ length: count }, (_, i) => (start + i) % count);
}

interface BoardProps {
  cp: CpView;
  seat: number;
  name: (seat: number) => string;
  active: number[];
  texts: Map<string, AbilityText>;
  fourColor: boolean;
  canAct: boolean;
  usable: Set<string>;
  isPicked: (at: string) => boolean;
  toggle: (at: string, card: string) => void;
  small?: boolean;
}

function SeatBoard({
  cp,
  seat,
  name,
  active,
  texts,
  fourColor,
  canAct,
  usable,
  isPicked,
  toggle,
  small,
}: BoardProps) {
  const sv: CpSeat = cp.seats[seat];
  const mine = seat === cp.seat;
  const who = mine ? "You" : capital(name(seat));
  const owner = mine ? "your" : `${name(seat)}'s`;
  const attack = cp.pending?.kind === "attack" ? cp.pending : null;
  const targetKeys = new Set(
    attack !== null && attack.defender === seat ? attack.targets.map((t) => `${t.row}:${t.slot}`) : [],
  );
  const attacking = new Set(attack !== null && attack.attacker === seat ? attack.spades : []);
  const teamed = cp.cfg.teams > 0;
  const classes = [
    "cp-seat",
    small ? "cp-small" : "cp-mine",
    sv.alive ? "" : "cp-out",
    active.includes(seat) ? "cp-to-act" : "",
    cp.turnSeat === seat && cp.phase !== "draft" ? "cp-turn" : "",
    teamed ? `cp-team-${sv.team % TEAM_NAMES.length}` : "",
    attack?.defender === seat ? "cp-defender" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const specials = sv.abilities;
  const base = [
    ...(cp.cfg.trader ? ["trader"] : []),
    ...(cp.cfg.panic ? ["panic"] : []),
    ...(cp.cfg.ally && teamed ? ["ally"] : []),
  ];
  return (
    <section className={classes} aria-label={mine ? "your board" : `${name(seat)}'s board`}>
      <header className="cp-seat-head">
        <strong className="cp-seat-name">{who}</strong>
        {teamed && <span className="cp-team-badge">team {TEAM_NAMES[sv.team % TEAM_NAMES.length]}</span>}
        {!sv.alive && <span className="cp-chip cp-chip-out">out</span>}
        {sv.panicProtected && <span className="cp-chip">protected by Panic</span>}
        {sv.attackedBy.length > 0 && (
          <span className="cp-chip">attacked by {sv.attackedBy.map(name).join(" and ")}</span>
        )}
        {cp.turnSeat === seat && cp.phase !== "draft" && cp.phase !== "over" && (
          <span className="cp-chip cp-chip-turn">{mine ? "your turn" : "their turn"}</span>
        )}
        {!mine && (
          <span className="cp-count">
            <span className="cp-backs" aria-hidden="true">
              {Array.from({ length: Math.min(sv.handCount, 8) }, (_, i) => (
                <span key={i} className="cp-back" />
              ))}
            </span>
            {sv.handCount} in hand
          </span>
        )}
        {cp.cfg.presence && <Presence value={sv.presence} />}
      </header>
      <div className="cp-rows">
        {sv.rows.map((row, r) => (
          <Row
            key={r}
            r={r}
            row={row}
            seat={seat}
            owner={owner}
            small={small}
            fourColor={fourColor}
            canAct={canAct}
            usable={usable}
            isPicked={isPicked}
            toggle={toggle}
            targetKeys={targetKeys}
            attacking={attacking}
          />
        ))}
        {cp.cfg.stack && (
          <div className="cp-row cp-row-stack">
            <span className="cp-row-label" title="Stack: face-down cards">
              Stack <b>{sv.stackCount}</b>
            </span>
            <ul className="cp-row-cards cp-list" aria-label={`${owner} Stack, ${sv.stackCount} cards`}>
              {(sv.stack ?? Array.from({ length: sv.stackCount }, () => null)).map((card, i) => (
                <li key={i} className="cp-slot">
                  <Card card={card} small fourColor={fourColor} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {!mine && sv.hand !== null && (sv.alive || sv.hand.length > 0) && (
        <fieldset className="cp-teammate-hand" aria-label={`${name(seat)}'s hand`}>
          <span className="cp-row-label">Hand</span>
          <div className="cp-row-cards">
            {sortHand(sv.hand).map((card, i) => (
              <Card key={`${card}-${i}`} card={card} small fourColor={fourColor} />
            ))}
          </div>
        </fieldset>
      )}
      {(base.length > 0 || specials.length > 0 || sv.drafting) && (
        <ul className="cp-abilities" aria-label={`${owner} abilities`}>
          {base.map((id) => (
            <Ability key={id} id={id} texts={texts} base used={id === "panic" && sv.panicUsed} />
          ))}
          {specials.map((id) => (
            <Ability key={id} id={id} texts={texts} />
          ))}
          {sv.drafting && !mine && <li className="cp-ability cp-ability-hidden">choosing abilities…</li>}
        </ul>
      )}
    </section>
  );
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Presence({ value }: { value: number }) {
  return (
    <span className="cp-presence" title="Presence: 200 wins">
      Presence {value}
      <progress max={200} value={Math.min(200, value)} aria-label={`Presence ${value} of 200`} />
    </span>
  );
}

function Ability({
  id,
  texts,
  base,
  used,
}: {
  id: string;
  texts: Map<string, AbilityText>;
  base?: boolean;
  used?: boolean;
}) {
  const text = abilityText(texts, id);
  return (
    <li
      className={`cp-ability${base ? " cp-ability-base" : ""}${used ? " cp-ability-used" : ""}`}
      title={text ? `${text.rule} ${text.text}` : undefined}
    >
      {abilityName(id)}
      {used ? " (used)" : ""}
    </li>
  );
}

function Row({
  r,
  row,
  seat,
  owner,
  small,
  fourColor,
  canAct,
  usable,
  isPicked,
  toggle,
  targetKeys,
  attacking,
}: {
  r: number;
  row: CpBoardCard[];
  seat: number;
  owner: string;
  small?: boolean;
  fourColor: boolean;
  canAct: boolean;
  usable: Set<string>;
  isPicked: (at: string) => boolean;
  toggle: (at: string, card: string) => void;
  targetKeys: Set<string>;
  attacking: Set<string>;
}) {
  const total = row.reduce((sum, c) => sum + c.value, 0);
  const suit = ROW_SUIT[r];
  return (
    <div className={`cp-row cp-row-${suit}`}>
      <span className="cp-row-label" title={`${ROW_NAMES[r]}: total value ${total}`}>
        <span className={`cp-suit cp-suit-${suit}`} aria-hidden="true">
          {SUIT_SYMBOL[suit]}
        </span>{" "}
        <b>{total}</b>
        <span className="sr-only">
          {ROW_NAMES[r]} total {total}
        </span>
      </span>
      <fieldset className="cp-row-cards" aria-label={`${owner} ${ROW_NAMES[r]}`}>
        {row.length === 0 && <span className="cp-empty">no {ROW_NAMES[r]}</span>}
        {row.map((c, slot) => {
          const at = `board:${seat}:${r}:${slot}`;
          const clickable = canAct && usable.has(c.card);
          const target = targetKeys.has(`${r}:${slot}`);
          return (
            <span
              key={`${c.card}-${slot}`}
              className={`cp-slot${target ? " cp-target" : ""}${attacking.has(c.card) ? " cp-attacking" : ""}`}
            >
              <Card
                card={c.card}
                label={boardCardLabel(c, owner)}
                small={small}
                fourColor={fourColor}
                selected={isPicked(at)}
                onClick={clickable ? () => toggle(at, c.card) : undefined}
              />
              {c.value !== faceValue(c.card) && (
                <span
                  className={`cp-value${c.value > faceValue(c.card) ? " up" : " down"}`}
                  aria-hidden="true"
                >
                  {c.value}
                </span>
              )}
              {c.attached > 0 && (
                <span
                  className="cp-attached"
                  aria-hidden="true"
                  title={c.attachedCards ? c.attachedCards.map(cardLabel).join(", ") : undefined}
                >
                  +{c.attached}
                </span>
              )}
            </span>
          );
        })}
      </fieldset>
    </div>
  );
}

function faceValue(card: string): number {
  const rank = card.slice(0, -1);
  return rank === "A" ? 1 : Number(rank);
}

function Deck({ cp, fourColor }: { cp: CpView; fourColor: boolean }) {
  const mine = cp.seat === null ? null : cp.seats[cp.seat];
  const known = mine?.knownTop ?? [];
  return (
    <div className="cp-deck">
      <h3>Deck</h3>
      <div className="cp-stackpile">
        {cp.deckCount > 0 ? <Card card={null} /> : <span className="cp-empty-pile">empty</span>}
        <span className="cp-pile-count">{cp.deckCount}</span>
      </div>
      {(cp.seerTop !== null || known.length > 0) && (
        <fieldset className="cp-known" aria-label="the top of the deck, as you know it">
          <span className="hint">top:</span>
          {(known.length > 0 ? known : [cp.seerTop as string]).map((card, i) => (
            <Card key={`${card}-${i}`} card={card} small fourColor={fourColor} />
          ))}
        </fieldset>
      )}
    </div>
  );
}

function Pile({
  cp,
  fourColor,
  canAct,
  usable,
  isPicked,
  toggle,
}: {
  cp: CpView;
  fourColor: boolean;
  canAct: boolean;
  usable: Set<string>;
  isPicked: (at: string) => boolean;
  toggle: (at: string, card: string) => void;
}) {
  const pile = cp.discard;
  // The pile's cards are picked only when a move can take one (Grave Robber, Recycler).
  const takes =
    canAct && (cp.recyclerOpen || (cp.seat !== null && cp.seats[cp.seat]?.abilities.includes("graveRobber")));
  const cardOf = (card: string, i: number, small: boolean) => {
    const at = `pile:${i}`;
    return (
      <Card
        key={`${card}-${i}`}
        card={card}
        small={small}
        fourColor={fourColor}
        selected={isPicked(at)}
        onClick={takes && usable.has(card) ? () => toggle(at, card) : undefined}
      />
    );
  };
  return (
    <div className="cp-discard">
      <h3>
        Discard pile <span className="cp-pile-count-inline">{pile.length}</span>
      </h3>
      <fieldset className="cp-pile-fan" aria-label="the discard pile, top first">
        {pile.length === 0 && <span className="cp-empty-pile">empty</span>}
        {pile.slice(0, 6).map((card, i) => cardOf(card, i, i > 0))}
      </fieldset>
      {pile.length > 6 && (
        <details className="cp-pile-all">
          <summary>The whole pile, top first</summary>
          <div className="cp-row-cards">{pile.map((card, i) => (i < 6 ? null : cardOf(card, i, true)))}</div>
        </details>
      )}
    </div>
  );
}

function Moves({
  legal,
  picked,
  ctx,
  busy,
  onPlay,
  onClear,
}: {
  legal: Move[];
  picked: string[];
  ctx: LabelContext;
  busy: boolean;
  onPlay: (move: Move) => void;
  onClear: () => void;
}) {
  const hinted = useContext(HintedMove);
  const choosing = legal.every((m) => moveGroup(m.action) === "choice" || m.action.type === "endTurn");
  let shown: Move[];
  let hidden = 0;
  if (picked.length > 0) {
    // Ending the turn stays at hand whatever is picked.
    shown = movesFor(legal, picked);
    for (const move of legal) if (move.action.type === "endTurn" && !shown.includes(move)) shown.push(move);
  } else if (choosing || legal.length <= 10) shown = legal;
  else {
    // Plays are the heart of a turn and few; moves that combine cards wait for a pick.
    shown = legal.filter((m) => actionCards(m.action).length === 0 || m.action.type === "play");
    hidden = legal.length - shown.length;
  }
  const groups = GROUP_ORDER.map((group) => ({
    group,
    moves: shown
      .filter((m) => moveGroup(m.action) === group)
      .sort((a, b) => TURN_ORDER.indexOf(a.action.type) - TURN_ORDER.indexOf(b.action.type)),
  })).filter((g) => g.moves.length > 0);
  return (
    <section className="cp-moves" aria-label="your moves">
      {picked.length > 0 && (
        <p className="cp-picked">
          Picked: {picked.map((c) => `${c.slice(0, -1)}${SUIT_SYMBOL[c.slice(-1)]}`).join(" ")}{" "}
          <button type="button" className="link" onClick={onClear}>
            clear
          </button>
        </p>
      )}
      {picked.length > 0 && shown.every((m) => m.action.type === "endTurn") && (
        <p className="hint">No move uses exactly these cards: pick more, or fewer.</p>
      )}
      {hidden > 0 && (
        <p className="hint">
          Pick cards (in your hand, your Spades to attack with, a card to take from the pile) to see the{" "}
          {hidden} moves that use them.
        </p>
      )}
      {groups.map(({ group, moves }) => (
        <div key={group} className={`cp-move-group cp-group-${group}`}>
          <span className="cp-group-name">{GROUP_NAMES[group]}</span>
          {moves.slice(0, 40).map((move, i) => (
            <button
              type="button"
              key={`${move.notation}-${i}`}
              className={
                [
                  move.action.type === "endTurn"
                    ? "cp-end"
                    : move.action.type === "panic"
                      ? "cp-panic"
                      : isDecline(move.action)
                        ? "cp-decline"
                        : "",
                  isSameMove(move, hinted) ? "hinted" : "",
                ]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
              disabled={busy}
              title={move.description}
              aria-label={isSameMove(move, hinted) ? `${moveLabel(move.action, ctx)}, the hint` : undefined}
              onClick={() => onPlay(move)}
            >
              {moveLabel(move.action, ctx)}
            </button>
          ))}
          {moves.length > 40 && (
            <span className="hint">{moves.length - 40} more: pick cards to narrow them down.</span>
          )}
        </div>
      ))}
    </section>
  );
}

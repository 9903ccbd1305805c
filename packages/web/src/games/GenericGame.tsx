// The layout any game gets until it has its own: its seat's hand as cards, the view's public
// fields, and the legal moves as buttons, filtered by the selected cards.

import { useState } from "react";
import { sortCards } from "../cards.js";
import { Card } from "../components/Card.js";
import { MoveBar } from "../components/MoveBar.js";
import type { Json } from "../protocol.js";
import type { GameViewProps } from "./types.js";

function isCardList(value: Json | undefined): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

function Field({ name, value }: { name: string; value: Json }) {
  if (isCardList(value) && value.length > 0 && value.length <= 60) {
    return (
      <div className="zone">
        <h4>{name}</h4>
        <div className="cards">
          {value.map((card, i) => (
            <Card key={`${card}-${i}`} card={card} small />
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="zone">
      <h4>{name}</h4>
      <pre className="json">{JSON.stringify(value, null, 1)}</pre>
    </div>
  );
}

export function GenericGame({ view, legal, fourColor, play, busy }: GameViewProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const hand = isCardList(view.hand) ? sortCards(view.hand) : [];
  const toggle = (card: string) =>
    setSelected(selected.includes(card) ? selected.filter((c) => c !== card) : [...selected, card]);
  return (
    <div className="generic-game">
      <div className="zones">
        {Object.entries(view)
          .filter(([key]) => key !== "hand")
          .map(([key, value]) => (
            <Field key={key} name={key} value={value} />
          ))}
      </div>
      {hand.length > 0 && (
        <section className="hand" aria-label="your hand">
          {hand.map((card) => (
            <Card
              key={card}
              card={card}
              fourColor={fourColor}
              selected={selected.includes(card)}
              onClick={() => toggle(card)}
            />
          ))}
        </section>
      )}
      <MoveBar
        legal={legal}
        selected={selected}
        busy={busy}
        onPlay={(move) => {
          setSelected([]);
          play(move);
        }}
      />
    </div>
  );
}

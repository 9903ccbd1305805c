// The moves a card table offers, as buttons: with cards selected, the legal moves that play them;
// with nothing selected, the moves that need no card (draw, pass, pick up…) and every card move
// as a compact chip. The list is the server's; this only chooses which of its moves to show.

import { useContext } from "react";
import type { Move } from "../protocol.js";
import { HintedMove, isSameMove } from "./hinted-move.js";
import { moveWords } from "./move-words.js";

/** Chips shown before the rest are left to the selection. */
const CHIP_LIMIT = 48;

export interface MovePickerProps {
  legal: Move[];
  /** The moves the selection makes, or null when nothing is selected. */
  matches: Move[] | null;
  /** Whether a move names cards (or a card place): such moves are built by selecting. */
  isCardMove: (move: Move) => boolean;
  /** A chip's short words for a card move. */
  chipLabel?: (move: Move) => string;
  /** A button's words (the engine's description in the imperative by default). */
  label?: (move: Move) => string;
  /** Moves that decline or pass, drawn as such. */
  isDecline?: (move: Move) => boolean;
  /** With nothing selected, whether card moves are offered as chips (else `selectHint` says what to select). */
  showChips?: boolean;
  selectHint?: string;
  /** What to say when the selection makes no move. */
  noMatch?: string;
  busy: boolean;
  onPlay: (move: Move) => void;
  onClear: () => void;
}

export function MovePicker({
  legal,
  matches,
  isCardMove,
  chipLabel,
  label = (move) => moveWords(move.description),
  isDecline = () => false,
  noMatch = "No move plays exactly these cards.",
  showChips = true,
  selectHint = "Select cards, then choose what to do with them.",
  busy,
  onPlay,
  onClear,
}: MovePickerProps) {
  const hinted = useContext(HintedMove);
  if (legal.length === 0) {
    if (matches === null) return null;
    return (
      <div className="move-picker">
        <button type="button" className="clear" onClick={onClear}>
          Clear selection
        </button>
      </div>
    );
  }
  const button = (move: Move, i: number, className: string, words: string) => {
    const suggested = isSameMove(move, hinted);
    const spoken = `${words === move.description ? words : `${words} (${move.description})`}${suggested ? ", the hint" : ""}`;
    return (
      <button
        type="button"
        key={`${move.notation}-${i}`}
        className={`${className}${isDecline(move) ? " decline" : ""}${suggested ? " hinted" : ""}`}
        disabled={busy}
        title={move.description}
        aria-label={spoken === words ? undefined : spoken}
        onClick={() => onPlay(move)}
      >
        {words}
      </button>
    );
  };
  if (matches !== null) {
    return (
      <div className="move-picker">
        <fieldset className="moves" aria-label="your moves">
          <legend className="sr-only">Moves with the selected cards</legend>
          {matches.length === 0 && <p className="hint">{noMatch}</p>}
          {matches.map((move, i) => button(move, i, "move primary-move", label(move)))}
        </fieldset>
        <button type="button" className="clear" onClick={onClear}>
          Clear selection
        </button>
      </div>
    );
  }
  const free = legal.filter((move) => !isCardMove(move));
  const cards = legal.filter(isCardMove);
  return (
    <div className="move-picker">
      <fieldset className="moves" aria-label="your moves">
        <legend className="sr-only">Your moves</legend>
        {free.map((move, i) => button(move, i, "move", label(move)))}
        {showChips && cards.length > 0 && (
          <div className="move-chips">
            {cards.slice(0, CHIP_LIMIT).map((move, i) => button(move, i, "chip", (chipLabel ?? label)(move)))}
          </div>
        )}
      </fieldset>
      {showChips && cards.length > CHIP_LIMIT && (
        <p className="hint">{cards.length - CHIP_LIMIT} more: select cards to see their moves.</p>
      )}
      {cards.length > 0 && (
        <p className="hint">
          {showChips ? "Or select cards, then choose what to do with them." : selectHint}
        </p>
      )}
    </div>
  );
}

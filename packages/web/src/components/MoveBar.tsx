// The moves the selection makes legal, as buttons: the server's legal list, filtered by the
// selected cards. With nothing selected, every legal move is offered.

import type { Move } from "../protocol.js";
import { movesForSelection } from "../table-state.js";

export function MoveBar({
  legal,
  selected,
  busy,
  onPlay,
}: {
  legal: Move[];
  selected: string[];
  busy: boolean;
  onPlay: (move: Move) => void;
}) {
  if (legal.length === 0) return null;
  const moves = movesForSelection(legal, selected);
  return (
    <fieldset className="moves" aria-label="your moves">
      {moves.length === 0 && <p className="hint">No move plays exactly these cards.</p>}
      {moves.slice(0, 60).map((move, i) => (
        <button
          type="button"
          key={`${move.notation}-${i}`}
          disabled={busy}
          title={move.description}
          onClick={() => onPlay(move)}
        >
          {move.description}
        </button>
      ))}
      {moves.length > 60 && (
        <p className="hint">{moves.length - 60} more: select cards to narrow them down.</p>
      )}
    </fieldset>
  );
}

// A playing card drawn as SVG: crisp at any size, no image to download. A card that is not a
// standard face (a Cuttlefish set card, an unknown id) is drawn as a labelled tile.

import { cardLabel, parseFace, SUIT_SYMBOL, suitColor } from "../cards.js";

export interface CardProps {
  card: string | null;
  /** Shown instead of the notation on a tile (e.g. "crabs 4"). */
  label?: string;
  selected?: boolean;
  fourColor?: boolean;
  small?: boolean;
  onClick?: () => void;
  disabled?: boolean;
}

export function Card({ card, label, selected, fourColor = false, small, onClick, disabled }: CardProps) {
  const width = small ? 44 : 64;
  const height = small ? 62 : 90;
  const face = card === null ? null : parseFace(card);
  const name = label ?? (card === null ? "a face-down card" : cardLabel(card));
  const body =
    card === null ? (
      <>
        <rect x="1" y="1" width="62" height="88" rx="7" fill="#264653" stroke="#1d3540" strokeWidth="2" />
        <rect x="7" y="7" width="50" height="76" rx="4" fill="none" stroke="#e9c46a" strokeWidth="1.5" />
        <path d="M32 20 L44 45 L32 70 L20 45 Z" fill="#e9c46a" opacity="0.6" />
      </>
    ) : face === null ? (
      <>
        <rect x="1" y="1" width="62" height="88" rx="7" fill="#fdf6e3" stroke="#8d99ae" strokeWidth="2" />
        <text
          x="32"
          y="50"
          textAnchor="middle"
          fontSize="11"
          fontFamily="system-ui, sans-serif"
          fill="#2b2d42"
        >
          {(label ?? card).slice(0, 10)}
        </text>
      </>
    ) : (
      <>
        <rect x="1" y="1" width="62" height="88" rx="7" fill="#fffdf8" stroke="#8d99ae" strokeWidth="2" />
        <text
          x="7"
          y="20"
          fontSize="16"
          fontWeight="700"
          fontFamily="Georgia, serif"
          fill={suitColor(face.suit, fourColor)}
        >
          {face.joker ? "★" : face.rank}
        </text>
        <text x="7" y="36" fontSize="14" fill={suitColor(face.suit, fourColor)}>
          {face.suit ? SUIT_SYMBOL[face.suit] : ""}
        </text>
        <text
          x="32"
          y="62"
          textAnchor="middle"
          fontSize={face.joker ? "15" : "30"}
          fontFamily="Georgia, serif"
          fill={suitColor(face.suit, fourColor)}
        >
          {face.joker ? "JOKER" : SUIT_SYMBOL[face.suit as string]}
        </text>
      </>
    );
  const svg = (
    <svg viewBox="0 0 64 90" width={width} height={height} aria-hidden="true" focusable="false">
      {body}
    </svg>
  );
  if (onClick === undefined) {
    return (
      <span className="card" role="img" aria-label={name}>
        {svg}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`card card-button${selected ? " selected" : ""}`}
      aria-pressed={selected ? "true" : "false"}
      aria-label={name}
      onClick={onClick}
      disabled={disabled}
    >
      {svg}
    </button>
  );
}

import type { Json, Move, TableInfo } from "../protocol.js";

/** What a game's table layout is given: its seat's view and moves, and a way to play one. */
export interface GameViewProps {
  table: TableInfo;
  seat: number | null;
  view: Record<string, Json>;
  legal: Move[];
  active: number[];
  fourColor: boolean;
  /** Plays one of `legal` (the server decides; an error comes back in words). */
  play: (move: Move) => void;
  busy: boolean;
}

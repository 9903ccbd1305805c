// What the browser knows of its table: folded from the snapshot and every update, in order. The
// browser decides nothing about the rules: it shows the view and offers the server's legal moves.

import type { ChatLine, GameSnapshot, LogEntry, Snapshot, TableInfo, Update } from "./protocol.js";

export interface TableState {
  table: TableInfo;
  seat: number | null;
  game: GameSnapshot | null;
  chat: ChatLine[];
  notices: string[];
  /** Set when an update arrives out of order: the client must join again for a whole snapshot. */
  needsResync: boolean;
}

export function fromSnapshot(snapshot: Snapshot, chat: ChatLine[] = snapshot.chat ?? []): TableState {
  return {
    table: snapshot.table,
    seat: snapshot.seat,
    game: snapshot.game,
    chat,
    notices: [],
    needsResync: false,
  };
}

/** The state after one update: the view patched, the log extended, the moves replaced. */
export function applyUpdate(state: TableState, update: Update): TableState {
  const game = state.game;
  if (game === null || update.number !== game.number) return { ...state, needsResync: true };
  if (update.version <= game.version) return state;
  if (update.version !== game.version + 1) return { ...state, needsResync: true };
  let view = game.view;
  if ("full" in update.view) view = update.view.full;
  else {
    view = { ...view, ...update.view.changes };
    for (const key of update.view.removed) delete view[key];
  }
  const log: LogEntry[] = [...game.log, ...update.events];
  return {
    ...state,
    game: {
      ...game,
      version: update.version,
      view,
      legal: update.legal,
      active: update.active,
      outcome: update.outcome,
      deadlineAt: update.deadlineAt,
      log,
      ...(update.seed === undefined ? {} : { seed: update.seed }),
    },
  };
}

export function withChat(state: TableState, line: ChatLine): TableState {
  return { ...state, chat: [...state.chat.slice(-199), line] };
}

export function withNotice(state: TableState, text: string): TableState {
  return { ...state, notices: [...state.notices.slice(-19), text] };
}

export function withTable(state: TableState, table: TableInfo): TableState {
  return { ...state, table };
}

/** The strings an action names: cards (or card ids) a selection can be matched against. */
export function namedCards(action: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(action)) {
    if (key === "type") continue;
    if (typeof value === "string") names.push(value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === "string") names.push(item);
  }
  return names;
}

/**
 * The legal moves that play exactly the selected cards (any order), or, with nothing selected,
 * every move. The server's list decides; this only filters it for the buttons.
 */
export function movesForSelection<M extends { action: Record<string, unknown> }>(
  moves: readonly M[],
  selected: readonly string[],
  isCard: (name: string) => boolean = looksLikeCard,
): M[] {
  if (selected.length === 0) return moves.slice();
  const want = [...selected].sort();
  return moves.filter((move) => {
    const cards = namedCards(move.action)
      .filter((name) => selected.includes(name) || isCard(name))
      .sort();
    return cards.length === want.length && cards.every((card, i) => card === want[i]);
  });
}

const CARD = /^(10|[2-9AJQK])[SHDC]$|^JK\d?$|^c[0-9a-z]{6,}$/;
export function looksLikeCard(text: string): boolean {
  return CARD.test(text);
}

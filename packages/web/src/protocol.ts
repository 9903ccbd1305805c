// The server's messages, as docs/online-protocol.md describes them.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Action = { type: string } & Record<string, Json>;

export interface Move {
  action: Action;
  notation: string;
  description: string;
}

export interface LogEntry {
  event: { type: string; visibleTo?: number[] } & Record<string, Json>;
  text: string;
}

export interface SeatInfo {
  seat: number;
  kind: "human" | "bot";
  level: string | null;
  name: string | null;
  open: boolean;
  connected: boolean;
  botHolds: boolean;
}

export interface TableInfo {
  code: string;
  link: string;
  game: string;
  title: string;
  players: number;
  preset: string;
  options: Record<string, Json>;
  turnSeconds: number | null;
  status: "open" | "playing" | "closed";
  series: boolean;
  gameNumber: number;
  seats: SeatInfo[];
}

export interface Outcome {
  places: number[];
  scores?: number[];
  teams?: number[][];
  endedByCap: boolean;
  details?: Json;
}

export interface GameSnapshot {
  number: number;
  version: number;
  view: Record<string, Json>;
  text: string;
  legal: Move[];
  active: number[];
  outcome: Outcome | null;
  deadlineAt: number | null;
  log: LogEntry[];
  seed?: string;
}

export interface Snapshot {
  protocol: number;
  table: TableInfo;
  seat: number | null;
  game: GameSnapshot | null;
  chat?: ChatLine[];
}

export interface Update {
  number: number;
  version: number;
  step: { seat: number; source: "human" | "bot" | "timer" };
  events: LogEntry[];
  view: { full: Record<string, Json> } | { changes: Record<string, Json>; removed: string[] };
  legal: Move[];
  active: number[];
  outcome: Outcome | null;
  deadlineAt: number | null;
  seed?: string;
}

export interface ChatLine {
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

export interface ErrorInfo {
  code: string;
  message: string;
  ruleId?: string;
  version?: number;
}

export type Reply<T = Record<string, unknown>> = ({ ok: true } & T) | { ok: false; error: ErrorInfo };

export interface GameInfo {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  playerCounts: number[];
  defaultPreset: string;
  presets: {
    id: string;
    title: string;
    options: Record<string, Json>;
    status?: string;
    players?: number[];
  }[];
  options: (
    | { name: string; kind: "enum"; values: string[]; default: string; description: string }
    | { name: string; kind: "int"; min: number; max: number; default: number; description: string }
    | { name: string; kind: "bool"; default: boolean; description: string }
  )[];
  botLevels: string[];
  series: boolean;
}

import type { ErrorInfo, GameInfo } from "./protocol.js";

export class ApiError extends Error {
  constructor(readonly info: ErrorInfo) {
    super(info.message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, init);
  const body = (await response.json().catch(() => ({}))) as { error?: ErrorInfo } & T;
  if (!response.ok)
    throw new ApiError(body.error ?? { code: "HTTP_" + response.status, message: response.statusText });
  return body;
}

export async function fetchGames(): Promise<GameInfo[]> {
  return (await call<{ games: GameInfo[] }>("/api/games")).games;
}

export interface CreateTable {
  game: string;
  preset?: string;
  options?: Record<string, unknown>;
  seats: ({ kind: "human" } | { kind: "bot"; level: string })[];
  turnSeconds?: number | null;
}

export function createTable(
  request: CreateTable,
): Promise<{ code: string; hostToken: string; link: string }> {
  return call("/api/tables", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
}

export async function fetchRules(game: string): Promise<string | null> {
  const response = await fetch(`/api/rules/${encodeURIComponent(game)}`);
  return response.ok ? response.text() : null;
}

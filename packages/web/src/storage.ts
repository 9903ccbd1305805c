// What the browser keeps: the seat and host tokens of its tables (nothing else about a game), and
// display preferences. Tokens stay in this browser; the server keeps only their hashes.

export interface KeptTable {
  code: string;
  game: string;
  title: string;
  seatToken?: string;
  seat?: number;
  hostToken?: string;
  name?: string;
  /** Every seat this browser holds at the table: several when people pass one device round. */
  players?: KeptPlayer[];
  at: number;
}

export interface KeptPlayer {
  seat: number;
  token: string;
  name: string;
}

/** The seats this browser holds at a table (the one it joined with, at least). */
export function keptPlayers(table: KeptTable | undefined): KeptPlayer[] {
  if (table === undefined) return [];
  if (table.players !== undefined) return table.players;
  return table.seatToken !== undefined && table.seat !== undefined
    ? [{ seat: table.seat, token: table.seatToken, name: table.name ?? "" }]
    : [];
}

const TABLES = "houserules.tables";
const PREFS = "houserules.prefs";

export interface Prefs {
  name: string;
  fourColor: boolean;
}

function read<T>(key: string, fallback: T): T {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing without storage: the table still plays, it just will not be remembered.
  }
}

export function keptTables(): KeptTable[] {
  return read<KeptTable[]>(TABLES, []).sort((a, b) => b.at - a.at);
}

export function keptTable(code: string): KeptTable | undefined {
  return keptTables().find((t) => t.code === code);
}

export function keepTable(entry: Partial<KeptTable> & { code: string }): void {
  const tables = keptTables();
  const old = tables.find((t) => t.code === entry.code);
  const merged = { game: "", title: "", ...old, ...entry, at: Date.now() } as KeptTable;
  write(TABLES, [merged, ...tables.filter((t) => t.code !== entry.code)].slice(0, 50));
}

export function forgetTable(code: string): void {
  write(
    TABLES,
    keptTables().filter((t) => t.code !== code),
  );
}

export function prefs(): Prefs {
  return { name: "", fourColor: false, ...read<Partial<Prefs>>(PREFS, {}) };
}

export function savePrefs(next: Partial<Prefs>): void {
  write(PREFS, { ...prefs(), ...next });
}

// The realtime channel of one table: joins with the kept token, folds every message into the
// table state, and joins again for a whole snapshot after a reconnect or a missed update.

import { io, type Socket } from "socket.io-client";
import type { ChatLine, ErrorInfo, Move, Reply, Snapshot, TableInfo, Update } from "./protocol.js";
import { keepTable, keptPlayers, keptTable } from "./storage.js";
import {
  applyUpdate,
  fromSnapshot,
  type TableState,
  withChat,
  withNotice,
  withTable,
} from "./table-state.js";

export type Status = "connecting" | "connected" | "reconnecting" | "failed";

export interface TableConnection {
  act(action: unknown): Promise<ErrorInfo | null>;
  claim(name: string, seat?: number): Promise<ErrorInfo | null>;
  start(fillWithBots?: string): Promise<ErrorInfo | null>;
  next(): Promise<ErrorInfo | null>;
  rematch(): Promise<ErrorInfo | null>;
  chat(text: string): Promise<ErrorInfo | null>;
  /** What the normal bot would play for this seat now (practice tables only). */
  hint(): Promise<{ hint: Move } | { error: ErrorInfo }>;
  /** Plays as another seat this browser holds (pass and play): joins again with its token. */
  switchSeat(seat: number): Promise<ErrorInfo | null>;
  close(): void;
}

export function connectTable(
  code: string,
  onState: (state: TableState) => void,
  onStatus: (status: Status, error?: ErrorInfo) => void,
): TableConnection {
  const socket: Socket = io({ transports: ["websocket", "polling"] });
  let state: TableState | null = null;
  let actions = 0;
  const publish = (next: TableState) => {
    state = next;
    onState(next);
    if (next.needsResync) void join();
  };

  const send = async <T>(event: string, payload: unknown): Promise<Reply<T>> => {
    try {
      return (await socket.timeout(15_000).emitWithAck(event, payload)) as Reply<T>;
    } catch {
      return {
        ok: false,
        error: { code: "OFFLINE", message: "no answer from the server: check the connection" },
      };
    }
  };

  const join = async () => {
    const kept = keptTable(code);
    const reply = await send<Snapshot>("join", {
      code,
      ...(kept?.seatToken ? { token: kept.seatToken } : {}),
    });
    if (!reply.ok) {
      onStatus("failed", reply.error);
      return reply.error;
    }
    publish({ ...fromSnapshot(reply), chat: reply.chat ?? state?.chat ?? [] });
    keepTable({ code, game: reply.table.game, title: reply.table.title });
    onStatus("connected");
    return null;
  };

  socket.on("connect", () => void join());
  socket.on("disconnect", () => onStatus("reconnecting"));
  socket.io.on("reconnect_attempt", () => onStatus("reconnecting"));
  socket.on("snapshot", (snapshot: Snapshot) =>
    publish({ ...fromSnapshot(snapshot, state?.chat ?? []), notices: state?.notices ?? [] }),
  );
  socket.on("update", (update: Update) => state && publish(applyUpdate(state, update)));
  socket.on("table", (table: TableInfo) => state && publish(withTable(state, table)));
  socket.on("chat", (line: ChatLine) => state && publish(withChat(state, line)));
  socket.on("notice", (notice: { text: string }) => state && publish(withNotice(state, notice.text)));

  const host = () => keptTable(code)?.hostToken ?? "";
  const result = (reply: Reply): ErrorInfo | null => (reply.ok ? null : reply.error);

  return {
    async act(action) {
      const game = state?.game;
      if (!game) return { code: "NO_GAME", message: "the game has not started" };
      const reply = await send("act", {
        code,
        version: game.version,
        actionId: `${Date.now().toString(36)}-${actions++}`,
        action,
      });
      return result(reply);
    },
    async claim(name, seat) {
      const reply = await send<{ token: string; seat: number; snapshot: Snapshot }>("claim", {
        code,
        name,
        ...(seat === undefined ? {} : { seat }),
      });
      if (!reply.ok) return reply.error;
      const players = keptPlayers(keptTable(code)).filter((p) => p.seat !== reply.seat);
      players.push({ seat: reply.seat, token: reply.token, name });
      keepTable({ code, seatToken: reply.token, seat: reply.seat, name, players });
      publish(fromSnapshot(reply.snapshot));
      return null;
    },
    async start(fillWithBots) {
      return result(
        await send("start", { code, hostToken: host(), ...(fillWithBots ? { fillWithBots } : {}) }),
      );
    },
    async next() {
      return result(await send("next", { code, hostToken: host() }));
    },
    async rematch() {
      return result(await send("rematch", { code, hostToken: host() }));
    },
    async chat(text) {
      return result(await send("chat", { code, text }));
    },
    async hint() {
      const reply = await send<{ hint: Move }>("hint", { code });
      return reply.ok ? { hint: reply.hint } : { error: reply.error };
    },
    async switchSeat(seat) {
      const player = keptPlayers(keptTable(code)).find((p) => p.seat === seat);
      if (player === undefined)
        return { code: "BAD_TOKEN", message: `this browser holds no token for seat ${seat}` };
      keepTable({ code, seatToken: player.token, seat: player.seat, name: player.name });
      return join();
    },
    close() {
      socket.close();
    },
  };
}

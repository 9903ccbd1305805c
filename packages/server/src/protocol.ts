// The online protocol, version 1 (docs/online-protocol.md): what clients send over socket.io,
// validated here before anything else reads it, and the errors they get back.

import { z } from "zod";

export const PROTOCOL_VERSION = 1;

/** Limits on what a client may send (docs/online-protocol.md, "Limits"). */
export const LIMITS = {
  /** socket.io closes a connection whose single message is larger than this. */
  messageBytes: 256 * 1024,
  nameLength: 32,
  chatLength: 500,
  codeLength: 12,
  tokenLength: 64,
  actionIdLength: 64,
  /** Seats per table, and seconds a turn timer may give. */
  maxSeats: 10,
  minTurnSeconds: 5,
  maxTurnSeconds: 3600,
} as const;

const code = z.string().min(1).max(LIMITS.codeLength);
const token = z.string().min(1).max(LIMITS.tokenLength);
const displayName = z
  .string()
  .transform((name) => name.trim())
  .pipe(
    z
      .string()
      .min(1, "a name needs at least one character")
      .max(LIMITS.nameLength)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
      .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), "a name may not hold control characters"),
  );
const level = z.string().min(1).max(16);

export const seatPlanSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("human") }).strict(),
  z.object({ kind: z.literal("bot"), level }).strict(),
]);

/** A table request; `minTurnSeconds` is the shortest turn timer the server allows. */
export const tableRequestSchema = (minTurnSeconds: number = LIMITS.minTurnSeconds) =>
  z
    .object({
      game: z.string().min(1).max(64),
      preset: z.string().min(1).max(64).optional(),
      options: z
        .custom<Record<string, unknown>>(
          (value) => typeof value === "object" && value !== null && !Array.isArray(value),
          "options must be a JSON object",
        )
        .optional(),
      seats: z.array(seatPlanSchema).min(1).max(LIMITS.maxSeats),
      turnSeconds: z.number().int().min(minTurnSeconds).max(LIMITS.maxTurnSeconds).nullable().default(null),
    })
    .strict();
export const createTableSchema = tableRequestSchema();
export type CreateTableRequest = z.infer<typeof createTableSchema>;

export const clientMessages = {
  join: z.object({ code, token: token.optional() }).strict(),
  claim: z
    .object({ code, name: displayName, seat: z.number().int().min(0).max(LIMITS.maxSeats).optional() })
    .strict(),
  start: z.object({ code, hostToken: token, fillWithBots: level.optional() }).strict(),
  act: z
    .object({
      code,
      version: z.number().int().min(0),
      actionId: z.string().min(1).max(LIMITS.actionIdLength),
      action: z.unknown(),
    })
    .strict(),
  chat: z.object({ code, text: z.string().min(1).max(LIMITS.chatLength) }).strict(),
  next: z.object({ code, hostToken: token }).strict(),
  rematch: z.object({ code, hostToken: token }).strict(),
  leave: z.object({ code }).strict(),
  hint: z.object({ code }).strict(),
} as const;
export type ClientMessage = keyof typeof clientMessages;
export type MessageOf<M extends ClientMessage> = z.infer<(typeof clientMessages)[M]>;

/** The error codes of the server itself; the games add theirs (RuleError codes and rule IDs). */
export const ServerErrors = {
  BAD_MESSAGE: "BAD_MESSAGE",
  UNKNOWN_TABLE: "UNKNOWN_TABLE",
  BAD_TOKEN: "BAD_TOKEN",
  NOT_HOST: "NOT_HOST",
  NOT_SEATED: "NOT_SEATED",
  NOT_JOINED: "NOT_JOINED",
  SEAT_TAKEN: "SEAT_TAKEN",
  NO_OPEN_SEAT: "NO_OPEN_SEAT",
  SEATS_OPEN: "SEATS_OPEN",
  ALREADY_STARTED: "ALREADY_STARTED",
  NO_GAME: "NO_GAME",
  GAME_NOT_OVER: "GAME_NOT_OVER",
  STALE_STATE: "STALE_STATE",
  NOT_PRACTICE: "NOT_PRACTICE",
  RATE_LIMITED: "RATE_LIMITED",
  TOO_MANY_TABLES: "TOO_MANY_TABLES",
  TABLE_CLOSED: "TABLE_CLOSED",
  UNAVAILABLE: "UNAVAILABLE",
} as const;

export interface ErrorInfo {
  code: string;
  message: string;
  ruleId?: string;
  /** For STALE_STATE: the version the game is at now. */
  version?: number;
}

export class ServerError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extra: { version?: number } = {},
  ) {
    super(message);
    this.name = "ServerError";
  }
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

import { randomBytes } from "node:crypto";

/**
 * A fresh game seed for a game nobody gave one for: 128 bits from the operating system's
 * cryptographic source, so no deal can be found by trying seeds. Printed or returned with the
 * game so it can be replayed.
 */
export function newSeed(): string {
  return randomBytes(16).toString("base64url");
}

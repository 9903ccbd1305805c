// Custom deals (options.deal): the fields a deal may name and the facts that make it playable,
// checked before any card is taken (setup.ts then checks the cards themselves).

import { CommonErrors, RuleError } from "@houserules/engine";
import type { Cfg } from "./state.js";

/** Deal fields besides the stock ones, which depend on `stocks` (SH-8). */
const OTHER_FIELDS = ["starter", "pile", "graveyard", "removed", "dealer", "first"];
const SEAT_ZONES = ["hand", "lower", "upper"];
/** SH-5: the face-up choice puts this many hand cards face up. */
const FACE_UP_CHOICE = 3;

function badDeal(message: string, ruleId?: string): never {
  throw new RuleError(CommonErrors.BAD_DEAL, message, ruleId);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function checkList(v: unknown, zone: string): void {
  if (v !== undefined && !Array.isArray(v)) badDeal(`deal zone "${zone}" must be a list of cards`);
}

/**
 * Refuses a deal with an unknown or mistyped field, or one the game could not play: a seat
 * left to the SH-5 face-up choice with fewer than 3 hand cards, a starter under a named pile.
 */
export function checkDealFields(deal: unknown, cfg: Cfg): void {
  if (!isRecord(deal)) badDeal("deal must be an object");
  const stockFields = cfg.redBlack ? ["black", "red"] : ["stock"];
  const fields = ["seats", ...stockFields, ...OTHER_FIELDS];
  for (const key of Object.keys(deal)) {
    if (fields.includes(key) || deal[key] === undefined) continue;
    if (key === "stock")
      badDeal("deal.stock: this game has a black and a red stock; name deal.black and deal.red", "SH-8");
    if (key === "black" || key === "red") {
      badDeal(`deal.${key}: only stocks redBlack has a black and a red stock; name deal.stock`, "SH-8");
    }
    badDeal(`deal.${key} is not a deal field; fields: ${fields.join(", ")}`);
  }
  for (const key of [...stockFields, "starter", "pile", "graveyard", "removed"]) checkList(deal[key], key);
  const n = cfg.players;
  for (const key of ["dealer", "first"]) {
    const v = deal[key];
    if (v !== undefined && (!Number.isInteger(v) || (v as number) < 0 || (v as number) >= n)) {
      badDeal(
        `deal.${key} must be a seat from 0 to ${n - 1} (got ${String(JSON.stringify(v)).slice(0, 40)})`,
      );
    }
  }
  const seats = deal.seats;
  if (seats !== undefined) {
    if (!Array.isArray(seats) || seats.length > n) badDeal(`deal.seats must be a list of at most ${n} seats`);
    for (let p = 0; p < seats.length; p++) checkSeat(seats[p], p, cfg);
  }
  const starter = deal.starter as unknown[] | undefined;
  if (starter !== undefined && starter.length > 0 && deal.pile !== undefined) {
    badDeal(
      "deal.starter and deal.pile are both named: the starter is the pile's bottom card, so list it last in deal.pile",
      "SH-6",
    );
  }
}

function checkSeat(sd: unknown, p: number, cfg: Cfg): void {
  if (!isRecord(sd)) badDeal(`deal.seats[${p}] must be an object with the zones ${SEAT_ZONES.join(", ")}`);
  for (const key of Object.keys(sd)) {
    if (!SEAT_ZONES.includes(key) && sd[key] !== undefined) {
      badDeal(`deal.seats[${p}].${key} is not a seat zone; zones: ${SEAT_ZONES.join(", ")}`);
    }
  }
  for (const key of SEAT_ZONES) checkList(sd[key], `seats[${p}].${key}`);
  for (const key of ["lower", "upper"]) {
    if (cfg.slots === 0 && ((sd[key] as unknown[] | undefined)?.length ?? 0) > 0) {
      badDeal(`deal.seats[${p}].${key}: bottomLayout none has no bottom cards`, "SH-4");
    }
  }
  const hand = sd.hand as unknown[] | undefined;
  // sh3x3 without named upper cards: the seat chooses them from its hand (SH-5).
  if (cfg.layout === 0 && sd.upper === undefined && hand !== undefined && hand.length < FACE_UP_CHOICE) {
    badDeal(
      `deal.seats[${p}].hand holds ${hand.length} card${hand.length === 1 ? "" : "s"}, but a seat whose upper cards are not named chooses ${FACE_UP_CHOICE} of its hand cards to lay face up: name at least ${FACE_UP_CHOICE} hand cards, or name seats[${p}].upper ([] for none)`,
      "SH-5",
    );
  }
}

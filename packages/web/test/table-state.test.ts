import { describe, expect, it } from "vitest";
import { cardLabel, sortCards, suitColor } from "../src/cards.js";
import { inlineSpans, parseMarkdown } from "../src/markdown.js";
import type { Snapshot, Update } from "../src/protocol.js";
import { applyUpdate, fromSnapshot, movesForSelection } from "../src/table-state.js";

const snapshot: Snapshot = {
  protocol: 1,
  seat: 0,
  table: {
    code: "ABC234",
    link: "http://x/t/ABC234",
    game: "trou-du-cul",
    title: "Trou du cul",
    players: 3,
    preset: "classic",
    options: {},
    turnSeconds: null,
    status: "playing",
    series: true,
    gameNumber: 1,
    seats: [],
  },
  game: {
    number: 1,
    version: 4,
    view: { hand: ["4C", "4D"], pile: [], toAct: 0 },
    text: "",
    legal: [],
    active: [0],
    outcome: null,
    deadlineAt: null,
    log: [{ event: { type: "deal" }, text: "Cards are dealt" }],
  },
};

const update = (version: number, changes: Record<string, unknown>, removed: string[] = []): Update => ({
  number: 1,
  version,
  step: { seat: 0, source: "human" },
  events: [{ event: { type: "play" }, text: `move ${version}` }],
  view: { changes: changes as Record<string, never>, removed },
  legal: [],
  active: [1],
  outcome: null,
  deadlineAt: null,
});

describe("the browser's table state", () => {
  it("patches the view with the fields that changed, extends the log and follows the version", () => {
    const state = applyUpdate(fromSnapshot(snapshot), update(5, { hand: ["4D"], pile: ["4C"] }, ["toAct"]));
    expect(state.game?.version).toBe(5);
    expect(state.game?.view).toEqual({ hand: ["4D"], pile: ["4C"] });
    expect(state.game?.log.map((e) => e.text)).toEqual(["Cards are dealt", "move 5"]);
    expect(state.needsResync).toBe(false);
  });

  it("ignores an update it already has and asks for a snapshot after a missed one", () => {
    const start = fromSnapshot(snapshot);
    expect(applyUpdate(start, update(4, { hand: [] }))).toBe(start);
    expect(applyUpdate(start, update(7, { hand: [] })).needsResync).toBe(true);
  });

  it("offers the legal moves that play exactly the selected cards, in any order", () => {
    const moves = [
      { action: { type: "play", cards: ["4C"] }, notation: "4C", description: "plays 4♣" },
      { action: { type: "play", cards: ["4C", "4D"] }, notation: "4C 4D", description: "plays 4♣ 4♦" },
      { action: { type: "pass" }, notation: "pass", description: "passes" },
    ];
    expect(movesForSelection(moves, ["4D", "4C"]).map((m) => m.notation)).toEqual(["4C 4D"]);
    expect(movesForSelection(moves, ["4C"]).map((m) => m.notation)).toEqual(["4C"]);
    expect(movesForSelection(moves, [])).toHaveLength(3);
  });
});

describe("cards and rules text", () => {
  it("names cards for screen readers, sorts a hand by rank and colours four suits apart", () => {
    expect(cardLabel("QH")).toBe("queen of hearts");
    expect(cardLabel("10S")).toBe("10 of spades");
    expect(sortCards(["AS", "2C", "10D", "JK"])).toEqual(["2C", "10D", "AS", "JK"]);
    expect(new Set(["S", "H", "D", "C"].map((s) => suitColor(s as "S", true))).size).toBe(4);
  });

  it("reads the rules pages' headings, lists and rule tables", () => {
    const blocks = parseMarkdown(
      "# Title\n\nSome **bold** text\nmore.\n\n- one\n- two\n\n| Rule | What |\n| --- | --- |\n| SH-1 | ids |\n",
    );
    expect(blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "list", "table"]);
    expect(blocks[3]).toEqual({ kind: "table", header: ["Rule", "What"], rows: [["SH-1", "ids"]] });
    expect(inlineSpans("a **b** `c`").map((s) => s.kind)).toEqual(["text", "bold", "text", "code"]);
  });
});

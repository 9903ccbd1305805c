import { describe, expect, it } from "vitest";
import { ConformanceFailure, checkArbitraryAction, runConformance } from "../src/conformance.js";
import { formatCard, type GameDefinition, type GameEvent, parseCard } from "../src/index.js";
import {
  type BeatItAction,
  type BeatItState,
  type BeatItView,
  beatIt,
  beatItHiddenCards,
  beatItOptions,
} from "./fixtures/beat-it.js";

type Def = GameDefinition<BeatItState, BeatItAction, BeatItView>;

function variant(changes: Partial<Def>): Def {
  return { ...beatIt, ...changes };
}

describe("conformance kit", () => {
  it("passes a correct game at every player count and reports the termination rule", () => {
    for (const players of [2, 3, 4]) {
      const report = runConformance(beatIt, beatItOptions(players), { games: 200, deepGames: 5 });
      expect(report.games).toBe(205);
      expect(report.longestGame).toBeLessThanOrEqual(beatIt.maxActions);
      expect(report.resampledWorlds).toBeGreaterThan(0);
    }
  });

  it("catches a view that leaks another seat's hand", () => {
    const leaky = variant({
      view: (state, seat) => ({
        ...beatIt.view(state, seat),
        leak: state.hands.map((h) => h.length && h[0]),
      }),
    });
    expect(() => runConformance(leaky, beatItOptions(3), { games: 0, deepGames: 2 })).toThrow(/re-sampled/);
  });

  it("checks determinize without inferences too (as a search may ask): a world that forgets the pile is caught", () => {
    const forgetful = variant({
      determinize(view, seat, rng, options) {
        const world = beatIt.determinize(view, seat, rng);
        if (options?.inferences === false && world.pile.length > 0) world.stock.push(world.pile.pop()!);
        return world;
      },
    });
    expect(() => runConformance(forgetful, beatItOptions(3), { games: 0, deepGames: 3 })).toThrow(
      /re-sampled by determinize without inferences/,
    );
  });

  it("catches an apply that loses a card", () => {
    const lossy = variant({
      apply(state, seat, action) {
        const events = beatIt.apply(state, seat, action);
        if ((action as BeatItAction).type === "pickUp") state.hands[seat].pop();
        return events;
      },
    });
    expect(() => runConformance(lossy, beatItOptions(2), { games: 50, deepGames: 0 })).toThrow(
      /not conserved/,
    );
  });

  it("catches an illegal action that changes the state before being refused", () => {
    const sloppy = variant({
      apply(state, seat, action) {
        state.actions++;
        state.actions--;
        if (typeof action === "object" && action !== null && (action as { type?: unknown }).type === "play") {
          const card = (action as { card?: unknown }).card;
          if (typeof card !== "string") state.pile.push(99);
        }
        return beatIt.apply(state, seat, action);
      },
    });
    expect(() => runConformance(sloppy, beatItOptions(2), { games: 0, deepGames: 3 })).toThrow(
      ConformanceFailure,
    );
  });

  it("counts a card the game accepts as legal only when its actionsForCards offers that choice", () => {
    // Lists one representative (the lowest card) but accepts any card that beats the pile.
    const lowestListed = variant({
      legalActions: (state, seat) => {
        const all = beatIt.legalActions(state, seat);
        return all.filter((a, i) => a.type !== "play" || i === 0);
      },
    });
    const state = beatIt.setup(beatItOptions(2), "choice");
    const seat = state.turn;
    const higher = { type: "play", card: formatCard([...state.hands[seat]].sort((a, b) => b - a)[0]) };
    expect(checkArbitraryAction(lowestListed, state, seat, higher)).toMatch(/not a legal action/);
    const offered = variant({
      legalActions: lowestListed.legalActions,
      actionsForCards: (s, who, cards) =>
        beatIt
          .legalActions(s, who)
          .filter((a) => a.type === "play" && cards.length === 1 && a.card === cards[0]),
    });
    expect(checkArbitraryAction(offered, state, seat, higher)).toBeNull();
    const notOffered = variant({ legalActions: lowestListed.legalActions, actionsForCards: () => [] });
    expect(checkArbitraryAction(notOffered, state, seat, higher)).toMatch(/not a legal action/);
  });

  it("catches a crash on malformed input", () => {
    const fragile = variant({
      apply(state, seat, action) {
        if ((action as { type: string }).type === "no-such-action") throw new TypeError("boom");
        return beatIt.apply(state, seat, action);
      },
    });
    expect(() => runConformance(fragile, beatItOptions(2), { games: 0, deepGames: 3 })).toThrow(/crashed/);
  });

  it("catches a determinized world in which a legal action crashes (a search plays on from it)", () => {
    const brittle = variant({
      determinize: (view, seat, rng) => ({ ...beatIt.determinize(view, seat, rng), sampled: true }),
      apply(state, seat, action) {
        if ((state as { sampled?: boolean }).sampled && (action as BeatItAction).type === "pickUp")
          throw new TypeError("lost track of the pile");
        return beatIt.apply(state, seat, action);
      },
    });
    expect(() => runConformance(brittle, beatItOptions(2), { games: 0, deepGames: 3 })).toThrow(
      /determinized world, legal action \{"type":"pickUp"\} of seat \d was rejected/,
    );
  });

  it("catches a position estimate outside 0..1", () => {
    const overjoyed = variant({ evaluate: () => 1.5 });
    expect(() => runConformance(overjoyed, beatItOptions(2), { games: 0, deepGames: 1 })).toThrow(
      /evaluate gives 1.5/,
    );
  });

  it("checks a playout shortcut against a fresh normal bot at every step", () => {
    const firstListed = {
      name: "first",
      choose: ({ legal }: { legal: readonly BeatItAction[] }) => legal[0],
    };
    const faithful = variant({
      bots: { normal: () => firstListed },
      playoutMove: (state, seat) => beatIt.legalActions(state, seat)[0],
    });
    expect(() => runConformance(faithful, beatItOptions(2), { games: 0, deepGames: 3 })).not.toThrow();
    const unfaithful = variant({
      bots: { normal: () => firstListed },
      playoutMove: (state, seat) => beatIt.legalActions(state, seat).at(-1),
    });
    expect(() => runConformance(unfaithful, beatItOptions(2), { games: 0, deepGames: 3 })).toThrow(
      /playoutMove for seat \d gives .* where a fresh normal bot chooses/,
    );
  });

  it("checks that the search's candidates are legal and never empty", () => {
    const subset = variant({ searchActions: (_view, _seat, legal) => legal.slice(0, 1) });
    expect(() => runConformance(subset, beatItOptions(2), { games: 0, deepGames: 3 })).not.toThrow();
    const none = variant({ searchActions: () => [] });
    expect(() => runConformance(none, beatItOptions(2), { games: 0, deepGames: 1 })).toThrow(
      /searchActions for seat \d left no action/,
    );
    const invented = variant({ searchActions: () => [{ type: "play", card: "ZZ" } as BeatItAction] });
    expect(() => runConformance(invented, beatItOptions(2), { games: 0, deepGames: 1 })).toThrow(
      /searchActions for seat \d offers .*, which is not legal/,
    );
  });

  it("swaps hidden cards through a game's hook and passes a game that hides them", () => {
    for (const players of [2, 3, 4]) {
      expect(() =>
        runConformance(beatIt, beatItOptions(players), {
          games: 0,
          deepGames: 3,
          hiddenCards: beatItHiddenCards,
        }),
      ).not.toThrow();
    }
  });

  it("catches a view that hands out part of the state (a client editing the view edits the game)", () => {
    const sharing = variant({ view: (state, seat) => ({ ...beatIt.view(state, seat), out: state.out }) });
    expect(() => runConformance(sharing, beatItOptions(2), { games: 0, deepGames: 3 })).toThrow(
      /changing what view\(.+\) returned changed the state/,
    );
  });

  it("catches a view kept between calls", () => {
    const kept = new Map<string, BeatItView>();
    const memo = variant({
      view(state, seat) {
        const key = JSON.stringify([state, seat]);
        if (!kept.has(key)) kept.set(key, beatIt.view(state, seat));
        return kept.get(key) as BeatItView;
      },
    });
    expect(() => runConformance(memo, beatItOptions(2), { games: 0, deepGames: 1 })).toThrow(
      /changing what view\(.+\) returned changed what it returns next time/,
    );
  });

  it("catches legal actions kept between calls unfrozen, and accepts them frozen", () => {
    const keeping = (freeze: boolean) => {
      const kept = new Map<string, BeatItAction[]>();
      return variant({
        legalActions(state, seat) {
          const key = JSON.stringify([state, seat]);
          let list = kept.get(key);
          if (list === undefined) {
            list = beatIt.legalActions(state, seat);
            if (freeze) for (const action of list) Object.freeze(action);
            kept.set(key, list);
          }
          return freeze ? list.slice() : list;
        },
      });
    };
    expect(() => runConformance(keeping(false), beatItOptions(2), { games: 0, deepGames: 1 })).toThrow(
      /changing what legalActions\(\d\) returned changed what it returns next time/,
    );
    expect(() => runConformance(keeping(true), beatItOptions(2), { games: 0, deepGames: 2 })).not.toThrow();
  });

  it("catches an event that holds a zone of the state", () => {
    const telling = variant({
      apply(state, seat, action) {
        const events = beatIt.apply(state, seat, action);
        return [...events, { type: "pileNow", seat, pile: state.pile } as GameEvent];
      },
    });
    expect(() => runConformance(telling, beatItOptions(2), { games: 0, deepGames: 1 })).toThrow(
      /changing what apply\(.+\) returned changed the state/,
    );
  });

  it("catches a public event that names a drawn card (the hidden-card swap; determinize cannot see events)", () => {
    const loud = variant({
      apply(state, seat, action) {
        const drawn = state.stock[0];
        const events = beatIt.apply(state, seat, action);
        return events.map((e) =>
          e.type === "drewCard" ? ({ ...e, card: formatCard(drawn) } as GameEvent) : e,
        );
      },
    });
    expect(() => runConformance(loud, beatItOptions(3), { games: 0, deepGames: 3 })).not.toThrow();
    expect(() =>
      runConformance(loud, beatItOptions(3), { games: 0, deepGames: 3, hiddenCards: beatItHiddenCards }),
    ).toThrow(
      /what (seat \d|the spectator) reads of the events of seat \d's .* changes when .* cannot see, swap cards, though the move shows it neither/,
    );
  });

  it("catches a view leak that the game's own determinize copies into its worlds", () => {
    type Leaky = BeatItView & { next: string | null };
    const leaky = variant({
      view: (state, seat) => ({
        ...beatIt.view(state, seat),
        next: state.stock.length > 0 ? formatCard(state.stock[0]) : null,
      }),
      determinize(view, seat, rng) {
        const world = beatIt.determinize(view, seat, rng);
        const next = (view as Leaky).next;
        if (next === null) return world;
        // Put the leaked card on top of the stock, wherever the sample dealt it.
        const card = parseCard(next);
        const zones = [world.stock, ...world.hands];
        const zone = zones.find((z) => z.includes(card)) as number[];
        zone[zone.indexOf(card)] = world.stock[0];
        world.stock[0] = card;
        return world;
      },
    });
    expect(() => runConformance(leaky, beatItOptions(3), { games: 0, deepGames: 3 })).not.toThrow();
    expect(() =>
      runConformance(leaky, beatItOptions(3), {
        games: 0,
        deepGames: 1,
        hiddenCards: beatItHiddenCards,
        sparseCheckEvery: 1,
      }),
    ).toThrow(/(seat \d|the spectator)'s view changes when .* cannot see, swap cards \(a leak\)/);
  });

  it("catches a game that never ends", () => {
    const endless = variant({ maxActions: 5 });
    expect(() => runConformance(endless, beatItOptions(2), { games: 3, deepGames: 0 })).toThrow(
      /termination bound/,
    );
  });
});

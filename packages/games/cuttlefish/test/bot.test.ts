import { type Bot, playGame, Rng, resolveOptions } from "@houserules/engine";
import { describe, expect, it } from "vitest";
import type { CuttlefishAction } from "../src/actions.js";
import { searchActions } from "../src/bot.js";
import { recall } from "../src/recall.js";
import { knowledgeAndPass } from "../src/tracking.js";
import { type CuttlefishView, trackInputFromView } from "../src/view.js";
import {
  ask,
  cards,
  cuttlefish,
  declare,
  onlyLive,
  PROVING_HITS,
  passAll,
  position,
  provenCrabsTable,
} from "./helpers.js";

type CfBot = Bot<CuttlefishView, CuttlefishAction>;
const randomBot: CfBot = { name: "random", choose: ({ legal, rng }) => rng.pick(legal) };

/** A normal bot that also checks it picks a listed action (under lastAsk, or a declaration it proves from memory). */
function checkedNormal(): CfBot & { unlisted: number; stalemateGuess: boolean } {
  const inner = cuttlefish.bots.normal?.() as CfBot;
  const bot = {
    name: "checked-normal",
    unlisted: 0,
    /** The last declaration was made on the seat's turn after its own pass with no card moved since. */
    stalemateGuess: false,
    choose(ctx: Parameters<CfBot["choose"]>[0]) {
      const action = inner.choose(ctx);
      bot.stalemateGuess =
        action.type === "declare" &&
        ctx.view.turn === ctx.seat &&
        knowledgeAndPass(trackInputFromView(ctx.view, ctx.seat)).passed;
      const json = JSON.stringify(action);
      if (!ctx.legal.some((a) => JSON.stringify(a) === json)) {
        if (action.type !== "declare" || ctx.view.options.logVisibility !== "lastAsk")
          throw new Error(`normal bot chose an unlisted action ${json}`);
        bot.unlisted++;
      }
      return action;
    },
  };
  return bot;
}

function choose(state: Parameters<typeof cuttlefish.view>[0], seat: number): CuttlefishAction {
  const bot = cuttlefish.bots.normal?.() as CfBot;
  return bot.choose({
    view: cuttlefish.view(state, seat),
    seat,
    legal: cuttlefish.legalActions(state, seat),
    rng: new Rng("bot"),
  });
}

describe("normal bot", () => {
  it("section 9: picks only legal actions (under lastAsk also proven declarations not listed) and finishes games in every preset (with memory under lastAsk), and its proven declarations are always right", () => {
    const configs: [string, number][] = [
      ["original", 6],
      ["pile4", 4],
      ["eight", 8],
      ["eightEven", 8],
      ["limited", 6],
      ["strict", 4],
      ["memory", 6],
    ];
    for (const [preset, players] of configs) {
      const options = resolveOptions(cuttlefish, { players, preset });
      const bots = Array.from({ length: players }, () => checkedNormal());
      let phase = "play";
      const result = playGame(cuttlefish, options, `bots/${preset}`, bots, {
        record: false,
        onStep(step, state: { phase: string }) {
          for (const event of step.events) {
            // Outside the endgame's forced last chances a normal bot declares only what it can
            // prove, or its best guess in a stalemate (decision 19).
            if (event.type === "declare" && phase === "play") {
              const { correct, declarer } = event as unknown as { correct: boolean; declarer: number };
              if (!correct) expect(bots[declarer].stalemateGuess).toBe(true);
            }
          }
          phase = state.phase;
        },
      });
      expect(result.outcome.endedByCap).toBe(false);
      const unlisted = bots.reduce((n, b) => n + b.unlisted, 0);
      if (preset === "memory") expect(unlisted).toBeGreaterThan(0);
      else expect(unlisted).toBe(0);
    }
  });

  it("CF-14 (section 9): the playout shortcut answers each declaration poll exactly as the normal bot does, and leaves every other decision to it", () => {
    const configs: [string, number][] = [
      ["original", 6],
      ["pile4", 4],
      ["eight", 8],
      ["strict", 4],
      ["memory", 6],
    ];
    let polls = 0;
    let declarations = 0;
    for (const [preset, players] of configs) {
      const options = resolveOptions(cuttlefish, { players, preset });
      const bots = Array.from({ length: players }, () => cuttlefish.bots.normal?.() as CfBot);
      const state = cuttlefish.setup(options, `shortcut/${preset}`);
      for (let step = 0; cuttlefish.outcome(state) === null; step++) {
        const seat = cuttlefish.activeSeats(state)[0];
        const legal = cuttlefish.legalActions(state, seat);
        const shortcut = cuttlefish.playoutMove?.(state, seat);
        const fresh = choose(state, seat);
        if (preset === "memory" || !legal.some((a) => a.type === "pass")) expect(shortcut).toBeUndefined();
        else {
          expect(shortcut).toEqual(fresh);
          polls++;
          if (fresh.type === "declare") declarations++;
        }
        const action = bots[seat].choose({
          view: cuttlefish.view(state, seat),
          seat,
          legal,
          rng: new Rng(`${step}`),
        });
        cuttlefish.apply(state, seat, action);
      }
    }
    expect(polls).toBeGreaterThan(500);
    expect(declarations).toBeGreaterThan(5);
  });

  it("section 9: a team of normal bots beats a team of random bots in at least 95% of 6-player games", () => {
    const options = resolveOptions(cuttlefish, { players: 6, preset: "original" });
    const games = 40;
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const team = i % 2;
      const bots = Array.from({ length: 6 }, (_, s) =>
        s % 2 === team ? (cuttlefish.bots.normal?.() as CfBot) : randomBot,
      );
      const { outcome } = playGame(cuttlefish, options, `strength/${i}`, bots, { record: false });
      const sets = (outcome.details as { sets: number[] }).sets;
      if (sets[team] > sets[1 - team]) wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.95);
  });

  it("section 9: declares a proven set before anything else", () => {
    const state = position(6, {
      hands: {
        0: cards("crabs", 1, 2, 3, 4, 5, 6),
        1: cards("goldfish", 1, 2, 3),
        2: cards("goldfish", 4),
        3: cards("goldfish", 5, 6),
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    });
    expect(choose(state, 0)).toEqual(declare("crabs", [0, 0, 0, 0, 0, 0]));
  });

  it("section 9: chains a certain hit (a card publicly known to be with an opponent)", () => {
    const state = position(6, {
      hands: {
        0: cards("crabs", 1, 3),
        1: cards("crabs", 2),
        2: cards("goldfish", 1, 2),
        3: cards("goldfish", 3, 4),
        4: cards("crabs", 4, 5, 6),
        5: cards("goldfish", 5, 6),
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 0,
    });
    cuttlefish.apply(state, 1, ask(0, "crabs-3")); // hit: everyone now knows seat 1 holds crabs-3
    cuttlefish.apply(state, 1, ask(0, "crabs-4")); // miss: the turn comes to seat 0
    expect(state.turn).toBe(0);
    expect(choose(state, 0)).toEqual(ask(1, "crabs-3"));
  });

  /** Two live sets, one card of each in every hand: seat 1 to ask seat 0 first. */
  const passingTable = (options: Record<string, unknown> = {}) =>
    position(
      6,
      {
        hands: {
          0: ["crabs-1", "goldfish-1"],
          1: ["crabs-2", "goldfish-2"],
          2: ["crabs-3", "goldfish-3"],
          3: ["crabs-4", "goldfish-4"],
          4: ["crabs-5", "goldfish-5"],
          5: ["crabs-6", "goldfish-6"],
        },
        resolved: onlyLive("crabs", "goldfish"),
        dealer: 0,
      },
      options,
    );

  it("CF-30 (section 9): a search bot may pass with a sure miss once, then only asks that might hit until a card moves", () => {
    const state = passingTable();
    const sureMisses = [ask(0, "crabs-4"), ask(0, "goldfish-3")];
    const offered = () =>
      cuttlefish.searchActions?.(cuttlefish.view(state, 1), 1, cuttlefish.legalActions(state, 1)) ?? [];
    cuttlefish.apply(state, 1, ask(0, "crabs-4")); // miss: seat 0 lacks crabs-4
    cuttlefish.apply(state, 0, ask(1, "goldfish-3")); // miss, and seat 0 showed it lacks goldfish-3
    expect(state.turn).toBe(1);
    // Seat 1 has not passed yet: every legal action is offered, the sure misses included.
    expect(offered()).toEqual(cuttlefish.legalActions(state, 1));
    for (const miss of sureMisses) expect(offered()).toContainEqual(miss);
    cuttlefish.apply(state, 1, ask(0, "crabs-4")); // a sure miss: a pass
    cuttlefish.apply(state, 0, ask(1, "goldfish-3")); // seat 0 passes back
    expect(state.turn).toBe(1);
    const legal = cuttlefish.legalActions(state, 1);
    expect(offered()).toEqual(
      legal.filter((a) => !sureMisses.some((m) => JSON.stringify(m) === JSON.stringify(a))),
    );
    expect(offered()).toContainEqual(ask(2, "crabs-4"));
    // A card that moves ends the stretch: after a hit, seat 1 may pass again.
    cuttlefish.apply(state, 1, ask(2, "crabs-3")); // hit
    expect(state.turn).toBe(1);
    for (const miss of sureMisses) expect(offered()).toContainEqual(miss);
  });

  it("CF-30, CF-7 (lastAsk): the one pass holds for a search bot that remembers what it watched (recall), not for the bare view", () => {
    const state = passingTable({ logVisibility: "lastAsk" });
    let memory: CuttlefishView | undefined;
    const act = (seat: number, action: CuttlefishAction) => {
      cuttlefish.apply(state, seat, action);
      memory = recall(cuttlefish.view(state, 1), 1, memory); // seat 1 watches every action
    };
    memory = recall(cuttlefish.view(state, 1), 1, undefined);
    const sureMisses = [ask(0, "crabs-4"), ask(0, "goldfish-3")];
    const offered = (view: CuttlefishView) => searchActions(view, 1, cuttlefish.legalActions(state, 1));
    act(1, ask(0, "crabs-4"));
    act(0, ask(1, "goldfish-3"));
    expect(offered(memory as CuttlefishView)).toEqual(cuttlefish.legalActions(state, 1));
    act(1, ask(0, "crabs-4")); // a sure miss: a pass
    act(0, ask(1, "goldfish-3"));
    const legal = cuttlefish.legalActions(state, 1);
    const narrowed = legal.filter((a) => !sureMisses.some((m) => JSON.stringify(m) === JSON.stringify(a)));
    expect(offered(memory as CuttlefishView)).toEqual(narrowed);
    // The view alone shows only the latest ask (seat 0's): it cannot know seat 1 passed.
    expect(cuttlefish.view(state, 1).log).toHaveLength(1);
    expect(offered(cuttlefish.view(state, 1))).toEqual(legal);
  });

  it("CF-7 (lastAsk), section 9: normal declares a set it proves from what it watched, though the list (from the present) offers only a wrong guess, which a search leaves out", () => {
    const state = provenCrabsTable({ logVisibility: "lastAsk" });
    const bot = cuttlefish.bots.normal?.() as CfBot;
    const rng = new Rng("remembered");
    let declared: CuttlefishAction | null = null;
    let memory: CuttlefishView | undefined; // a search bot's, for seat 1
    const proven = declare("crabs", [1, 1, 3, 3, 3, 3]);
    const polls = () => {
      while (state.pollQueue.length > 0 && declared === null) {
        const seat = state.pollQueue[0];
        const legal = cuttlefish.legalActions(state, seat);
        if (seat === 1) memory = recall(cuttlefish.view(state, 1), 1, memory);
        const action =
          seat === 1 ? bot.choose({ view: cuttlefish.view(state, 1), seat, legal, rng }) : legal[0];
        if (action.type === "declare") {
          // Listed only as a guess that puts the unexplained crabs with seat 5 (more room); a
          // search leaves that guess out, as the seat's memory proves it wrong.
          expect(legal).not.toContainEqual(proven);
          const guesses = legal.filter((a) => a.type === "declare" && a.set === "crabs");
          expect(guesses.length).toBeGreaterThan(0);
          const searched = searchActions(memory as CuttlefishView, 1, legal);
          expect(searched.filter((a) => a.type === "declare" && a.set === "crabs")).toEqual([]);
          expect(searched).toContainEqual({ type: "pass" });
          declared = action;
        } else cuttlefish.apply(state, seat, action);
      }
    };
    polls();
    for (const hit of PROVING_HITS) {
      cuttlefish.apply(state, 3, hit);
      polls();
    }
    expect(declared).toEqual(proven);
    cuttlefish.apply(state, 1, declared as unknown as CuttlefishAction);
    expect(state.setStatus[0]).toBe(2); // crabs won by team B (odd seats)
  });

  it("section 9: hands the turn to the teammate with the most cards", () => {
    const state = position(6, {
      hands: {
        0: cards("crabs", 1),
        1: cards("crabs", 2, 3),
        2: cards("goldfish", 1),
        3: cards("goldfish", 2, 3),
        4: cards("goldfish", 4, 5, 6),
        5: cards("crabs", 4, 5, 6),
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    });
    cuttlefish.apply(state, 1, declare("crabs", [1, 1, 1, 5, 5, 5]));
    expect(state.phase).toBe("handOff");
    expect(choose(state, 0)).toEqual({ type: "handOff", to: 4 });
  });

  it("section 9: before its team's last chance it declares only certain sets; on the last chance it declares its best guess", () => {
    // 4p, B out; A holds crabs 1-3 (seat 0) and 4 (seat 2); the Pile crabs 5-6. Seat 0 cannot see seat 2's card.
    const state = position(4, {
      hands: { 0: cards("crabs", 1, 2, 3), 1: [], 2: cards("crabs", 4), 3: [] },
      pile: cards("crabs", 5, 6),
      resolved: onlyLive("crabs"),
      dealer: 3,
    });
    expect(state.phase).toBe("endgame");
    expect(choose(state, 0)).toEqual({ type: "endChance" });
    cuttlefish.apply(state, 0, { type: "endChance" });
    const last = choose(state, 2);
    expect(last.type).toBe("declare");
  });

  it("CF-31: the normal bot can make any single decision for a seat that ran out of time", () => {
    for (const [preset, players] of [
      ["original", 6],
      ["pile4", 4],
      ["limited", 8],
    ] as const) {
      const options = resolveOptions(cuttlefish, { players, preset });
      const state = cuttlefish.setup(options, `timeout/${preset}`);
      const rng = new Rng(`timeout/${preset}`);
      for (let step = 0; step < 300 && state.phase !== "over"; step++) {
        const seat = cuttlefish.activeSeats(state)[0];
        const legal = cuttlefish.legalActions(state, seat);
        // A fresh substitute bot each time: it sees only the seat's view at that moment.
        const substitute = cuttlefish.bots.normal?.() as CfBot;
        const action =
          step % 3 === 0
            ? substitute.choose({ view: cuttlefish.view(state, seat), seat, legal, rng })
            : rng.pick(legal);
        expect(legal.map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
        cuttlefish.apply(state, seat, action);
      }
    }
  });

  it("CF-30, CF-18 (decision 19): after its own sure miss with no card moved, normal declares its best guess instead of passing again", () => {
    // Seat 0 holds five crabs; the sixth is in the Pile, which nobody can ask (CF-18).
    const state = position(4, {
      hands: {
        0: cards("crabs", 1, 2, 4, 5, 6),
        1: cards("goldfish", 1, 2),
        2: cards("goldfish", 3, 4),
        3: cards("goldfish", 5, 6),
      },
      pile: ["crabs-3"],
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 3,
    });
    const turn = (seat: number, action: CuttlefishAction) => {
      expect(state.turn).toBe(seat);
      passAll(state);
      cuttlefish.apply(state, seat, action);
    };
    turn(0, ask(1, "crabs-3")); // misses: crabs-3 is not with seat 1 ...
    turn(1, ask(0, "goldfish-3"));
    turn(0, ask(3, "crabs-3")); // ... nor with seat 3: only the partner or the Pile is left
    turn(3, ask(0, "goldfish-1"));
    passAll(state);
    // Every ask is now a sure miss; the first one is the seat's pass.
    const first = choose(state, 0);
    expect(first.type).toBe("ask");
    turn(0, first);
    const target = first.type === "ask" ? first.target : -1;
    turn(target, ask(0, target === 1 ? "goldfish-5" : "goldfish-1"));
    passAll(state);
    // The second time, with nothing moved, it guesses where the sixth crab is.
    const guess = choose(state, 0);
    expect(guess).toMatchObject({ type: "declare", set: "crabs" });
    const holders = guess.type === "declare" ? guess.holders : [];
    expect([holders[0], holders[1], holders[3], holders[4], holders[5]]).toEqual([0, 0, 0, 0, 0]);
    expect([2, -1]).toContain(holders[2]);
  });

  it("CF-30 (decision 19): tables of easy bots, and 4-player tables of normal bots (with the Pile), end before the ask cap", () => {
    const configs: [string, number, "easy" | "normal"][] = [
      ["original", 6, "easy"],
      ["pile4", 4, "easy"],
      ["pile4", 4, "normal"],
      ["strict", 4, "normal"],
      ["memory", 4, "normal"],
    ];
    for (const [preset, players, level] of configs) {
      const options = resolveOptions(cuttlefish, { players, preset });
      let capped = 0;
      for (let i = 0; i < 10; i++) {
        const bots = Array.from({ length: players }, () => cuttlefish.bots[level]?.() as CfBot);
        const { outcome } = playGame(cuttlefish, options, `cap/${preset}/${i}`, bots, { record: false });
        if (outcome.endedByCap) capped++;
      }
      // Before decision 19: 10 of 10 (easy), 2 and 3 of 10 (normal) reached the cap; under lastAsk
      // 1 of 10 until normal remembered its own pass from what it watched. Easy's
      // random asks can still shuttle cards for 500 asks now and then (1 of 40 in 6p).
      expect(capped, `${preset} ${players}p ${level}`).toBeLessThanOrEqual(level === "easy" ? 1 : 0);
    }
  });

  it("section 9 (easy), decision 19: asks at random and declares the sets it holds entirely or proves; normal beats easy", () => {
    const easy = cuttlefish.bots.easy?.() as CfBot;
    const table = position(6, {
      hands: {
        0: [...cards("crabs", 1, 2, 3, 4, 5, 6), ...cards("goldfish", 1)],
        1: cards("goldfish", 2, 3),
        2: cards("goldfish", 4, 5, 6),
      },
      resolved: onlyLive("crabs", "goldfish"),
      dealer: 5,
    });
    const pick = (seat: number) =>
      easy.choose({
        view: cuttlefish.view(table, seat),
        seat,
        legal: cuttlefish.legalActions(table, seat),
        rng: new Rng("easy"),
      });
    expect(pick(0)).toEqual(declare("crabs", [0, 0, 0, 0, 0, 0]));
    // Seat 1 is polled first (left of the turn-holder): it holds no whole set, so it passes.
    expect(pick(1)).toEqual({ type: "pass" });
    // Decision 19: it also declares a set its tracker proves (here after seat 3 took three crabs,
    // showing with its first ask that it held the fourth).
    const proven = provenCrabsTable();
    for (const hit of PROVING_HITS) cuttlefish.apply(proven, 3, hit);
    expect(
      easy.choose({
        view: cuttlefish.view(proven, 1),
        seat: 1,
        legal: cuttlefish.legalActions(proven, 1),
        rng: new Rng("easy"),
      }),
    ).toEqual(declare("crabs", [1, 1, 3, 3, 3, 3]));
    const options = resolveOptions(cuttlefish, { players: 6, preset: "original" });
    let normalWins = 0;
    for (let i = 0; i < 10; i++) {
      const team = i % 2;
      const bots = Array.from({ length: 6 }, (_, s) =>
        s % 2 === team ? (cuttlefish.bots.normal?.() as CfBot) : (cuttlefish.bots.easy?.() as CfBot),
      );
      const { outcome } = playGame(cuttlefish, options, `easy/${i}`, bots, { record: false });
      const sets = (outcome.details as { sets: number[] }).sets;
      if (sets[team] > sets[1 - team]) normalWins++;
    }
    expect(normalWins).toBeGreaterThanOrEqual(9);
  });
});

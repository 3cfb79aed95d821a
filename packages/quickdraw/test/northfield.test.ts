/**
 * "Shootout in Northfield" under Quick on the Draw (boot-hill-referee-screen-and-northfield-module.md,
 * SHOOTOUT IN NORTHFIELD; RULINGS.md QR-89..QR-100): the module's hooks through Quick on the Draw's
 * adapter, each shown with forced dice on the bundled scenario (scenarios/northfield.yaml); the
 * engine playing it (the accumulator's northfield section, a fixed-seed statistical check, the
 * replay's events, 1 and 2 threads); and the scenario's own task 0 on the task chart (Coffeyville).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  loadScenario,
  NORTHFIELD,
  PHASE_MOVE,
  placeAt,
  setStatus,
  STATUS_CAPTURED,
  STATUS_FLED,
  STATUS_RESERVE,
  STATUS_UNCONSCIOUS,
  STATUS_UP,
  ACT_TASK,
  TASK_COVER,
  TASK_INTIMIDATE,
  TASK_SEARCH,
  TASK_THREATEN,
  type SkirmishAgent,
} from '@deadeye/core';
import { ForcedStream, streamFor } from '@deadeye/rng';
import { compileScenario, scenarioAgents } from '@deadeye/registry';
// The runner is no dependency of this package: reached by path (it resolves its own dependencies).
import { runScenario } from '../../runner/src/index.ts';
import { createQdAccumulator, NORTHFIELD_QD, qdCounts, QdEngine, replayQdTrial, type QdSetup } from '../src/index.ts';
import { reload } from '../src/skirmish/shooting.ts';
import { scenarioTask } from '../src/skirmish/tasks.ts';
import { resetQdWorld } from '../src/skirmish/world.ts';
import { QdNorthfield } from '../src/skirmish/northfield.ts';
import { cellOf, host, idle, idx, scenario, setup, system } from './northfield-helpers.ts';

const nf = setup.northfield!;
const n = setup.characters.length;

const BOB = idx('Bob Younger');
const CLELL = idx('Clell Miller');
const FRANK = idx('Frank James');
const HAYWOOD = idx('Joseph Haywood');
const WILCOX = idx('Frank Wilcox');
const BUNKER = idx('A. E. Bunker');
const ALLEN = idx('J. S. Allen');
const MANNING = idx('A. B. Manning');
const WHEELER = idx('Henry Wheeler');
const hardware = scenario.map.places['allen-hardware']!.rect!;

describe('Quick on the Draw Northfield: set-up and casting', () => {
  it('compiles the module: stacking two, 2 paces a 12-foot square, Wheeler with his revolver and the army rifle', () => {
    expect(setup.stacking).toBe(2);
    expect(setup.pacesPerSpace).toBe(2);
    expect(nf.gang.length).toBe(8);
    expect(setup.characters[WHEELER]!.weapons.map((w) => w.id)).toEqual(['cartridge-revolver', 'breech-loading-rifle', 'fists']);
    // Every character has an explicit stats.quickdraw block (the scenario's casting).
    for (const c of scenario.characters) expect(c.stats?.['quickdraw']).toBeDefined();
    // A revolver's 12 paces are 6 squares.
    expect(setup.characters[BOB]!.weapons[0]!.range).toBe(6);
  });
  it('places the pool, leaves citizens face down (nothing in hand) and the employees with their guns at hand', () => {
    const { h, rules } = host();
    const onMap = Array.from(nf.pool).filter((i) => h.status[i] === STATUS_UP);
    expect(onMap.length).toBeGreaterThanOrEqual(10);
    for (const i of nf.pool) if (h.status[i] !== STATUS_UP) expect(h.status[i]).toBe(STATUS_RESERVE);
    expect(rules.unarmed(MANNING)).toBe(true);
    expect(h.inHand[MANNING]).toBe(-1);
    expect(h.faceDown[MANNING * h.maxW]).toBe(1);
    // Fists are never face down.
    expect(h.faceDown[MANNING * h.maxW + 1]).toBe(0);
    expect(rules.unarmed(HAYWOOD)).toBe(false);
    expect(h.inHand[HAYWOOD]).toBe(-1);
  });
  it('a weapon face down shows no spare rounds; found, a firearm shows its endless spare (world.ts showSpare)', () => {
    const { engine, h } = host();
    // The module's hands on the world (what its search and heroics call).
    const hands = new QdNorthfield(h, nf);
    const w = setup.characters[MANNING]!.weapons.findIndex((x) => x.missile === 1);
    expect(w).toBe(0);
    engine.observe(MANNING, PHASE_MOVE);
    expect(h.obs[MANNING]!.spare[w]).toBe(0);
    expect(h.obs[MANNING]!.loaded[w]).toBe(0);
    hands.arm(MANNING, w, true);
    engine.observe(MANNING, PHASE_MOVE);
    expect(h.obs[MANNING]!.spare[w]).toBe(99);
    hands.faceDown(MANNING);
    expect(h.obs[MANNING]!.spare[w]).toBe(0);
  });
});

describe('Quick on the Draw Northfield: the morale check is a courage test (QR-93)', () => {
  it('weighs the Morale Modifiers in d100 points: a gang member -10, a threatened citizen 0', () => {
    const { rules } = host();
    // The town has more men up (no "greatest numbers" for the gang); no casualties yet.
    expect(rules.moraleModifier(CLELL, 0)).toBe(NORTHFIELD.morale.gangMember);
    // Wilcox threatened: +10, a citizen -5, the town's greater numbers -5.
    expect(rules.moraleModifier(WILCOX, 64)).toBe(0);
  });
  it('a mounted gang member who reads 1 (+1 for -10 points = 2) fails and rides out; one who reads 3 (+1 = 4) fails too, 4 (+1 = 5) holds', () => {
    const { h, rules } = host();
    h.stream = new ForcedStream([4]);
    expect(rules.moraleCheck(CLELL, 0, 'test')).toBe(true);
    expect(h.broken[CLELL]).toBe(0);
    h.stream = new ForcedStream([3]);
    expect(rules.moraleCheck(CLELL, 0, 'test')).toBe(false);
    expect(h.broken[CLELL]).toBe(1);
    expect(h.status[CLELL]).toBe(STATUS_UP);
  });
  it('a gang member on foot without a horse who fails surrenders (captured)', () => {
    const { h, rules } = host();
    h.horseCell[FRANK] = -1;
    h.stream = new ForcedStream([1]);
    expect(rules.moraleCheck(FRANK, 0, 'test')).toBe(false);
    expect(h.status[FRANK]).toBe(STATUS_CAPTURED);
  });
  it('a citizen failing before his first move leaves play: a lettered one set aside, an unlettered one back to the pool', () => {
    const { h, rules } = host();
    // Alarm d6 3, recognition d6 6 (not recognized).
    h.stream = new ForcedStream([3, 6]);
    rules.turnStart(1);
    h.stream = new ForcedStream([2]);
    expect(rules.mayMove(ALLEN)).toBe(false);
    expect(h.status[ALLEN]).toBe(STATUS_FLED);
    const citizen = Array.from(nf.pool).find((i) => h.status[i] === STATUS_UP)!;
    h.stream = new ForcedStream([1]);
    expect(rules.mayMove(citizen)).toBe(false);
    expect(h.status[citizen]).toBe(STATUS_RESERVE);
    // One who holds moves, and is not asked again.
    h.stream = new ForcedStream([9]);
    expect(rules.mayMove(MANNING)).toBe(true);
    expect(rules.mayMove(MANNING)).toBe(true);
  });
  it('a Heroic character never tests: Haywood threatened holds without a die', () => {
    const { h, rules } = host();
    h.stream = new ForcedStream([]);
    expect(rules.moraleCheck(HAYWOOD, 64, 'test', true)).toBe(true);
  });
});

describe('Quick on the Draw Northfield: robbing the bank', () => {
  /** Bob Younger beside the employee, the robbery not yet discovered, the other employees out of it. */
  const atCounter = (employee: number) => {
    const r = host();
    r.h.cell[BOB] = r.h.cell[employee]! + 1;
    r.h.stream = new ForcedStream([1]);
    r.rules.turnStart(1);
    for (const e of [HAYWOOD, WILCOX, BUNKER]) if (e !== employee) r.h.status[e] = STATUS_FLED;
    return r;
  };
  it('a threat: Wilcox reads 3 (net 0 points) and gives up a cash reserve, removed from play', () => {
    const { h, rules } = atCounter(WILCOX);
    rules.declare(BOB, TASK_THREATEN, WILCOX);
    h.stream = new ForcedStream([3]);
    rules.endTurn(1);
    expect(h.status[WILCOX]).toBe(STATUS_FLED);
    expect(rules.loot[BOB]).toBeGreaterThanOrEqual(1000);
    expect(rules.loot[BOB]).toBeLessThanOrEqual(6000);
    expect(rules.reserveFound()).toBe(true);
  });
  it("a robber who has fired this phase threatens, searches or covers no more: the module's one action a turn (QR-209)", () => {
    // The audit of 2026-12-01: Charlie Pitts fired on one card and searched on a later one of the same phase.
    for (const [task, target, declared] of [
      [TASK_SEARCH, -1, /Bob Younger searches where he stands/],
      [TASK_COVER, WILCOX, /Bob Younger covers Frank Wilcox/],
      [TASK_THREATEN, WILCOX, /Bob Younger threatens Frank Wilcox/],
    ] as const) {
      for (const fired of [false, true]) {
        const robber: SkirmishAgent = (_o, _s, out) => {
          out.action = ACT_TASK;
          out.task = task;
          out.target = target;
        };
        const { engine, h, rules } = host(setup, 'qd-northfield-fired', setup.characters.map((_, i) => (i === BOB ? robber : idle)));
        placeAt(h, BOB, h.cell[WILCOX]! + 1);
        h.drawn[BOB] = 1;
        h.inHand[BOB] = 0;
        h.toCome[BOB] = 1;
        // The phase starts with him there (a cover needs no move since).
        rules.turnStart(1);
        if (fired) h.actedPhase[BOB] = h.turn;
        engine.playCard(BOB);
        const log = h.log!.join('\n');
        expect(declared.test(log), `${task} fired ${fired}`).toBe(!fired);
        expect(/Bob Younger has fired this turn: no threat, search or cover/.test(log), `${task} fired ${fired}`).toBe(fired);
      }
    }
  });

  it('a search of the vault: a d6 of 1 opens it (6d6 x $1,000)', () => {
    const { h, rules } = atCounter(WILCOX);
    h.status[WILCOX] = STATUS_FLED;
    h.cell[BOB] = nf.vault;
    rules.declare(BOB, TASK_SEARCH, -1);
    h.stream = new ForcedStream([1]);
    rules.endTurn(1);
    expect(rules.vaultLooted()).toBe(true);
    expect(rules.loot[BOB]).toBeGreaterThanOrEqual(6000);
    expect(rules.loot[BOB]).toBeLessThanOrEqual(36000);
  });
  it('a covered employee makes no heroics check; an uncovered one shot at this phase reaches for his gun without one (QR-94)', () => {
    const { h, rules } = atCounter(HAYWOOD);
    h.status[BUNKER] = STATUS_UP;
    h.cell[BOB] = h.cell[HAYWOOD]! + 1;
    h.drawn[BOB] = 1;
    rules.declare(BOB, TASK_COVER, HAYWOOD);
    h.attackedPhase[BUNKER] = 1;
    h.stream = new ForcedStream([]);
    rules.endTurn(1);
    expect(h.inHand[HAYWOOD]).toBe(-1);
    expect(h.inHand[BUNKER]).toBe(0);
    expect(h.drawn[BUNKER]).toBe(1);
  });
  it('intimidation spends a barrel of a shotgun, not a revolver round (QR-96), and takes a reinforcement away', () => {
    const { h, rules } = host();
    h.stream = new ForcedStream([3, 6]);
    rules.turnStart(1);
    const jesse = idx('Jesse James');
    rules.declare(jesse, TASK_INTIMIDATE, -1);
    expect(h.loaded[jesse * h.maxW]).toBe(1);
    for (const e of [HAYWOOD, WILCOX, BUNKER]) h.status[e] = STATUS_FLED;
    // Reinforcements d6 1, less one intimidating: none come.
    h.stream = new ForcedStream([1]);
    rules.endTurn(1);
    expect(rules.reinforcements).toBe(0);
  });
});

describe('Quick on the Draw Northfield: arming, reinforcements, capture, victory', () => {
  it('arming a citizen: in the hardware store a weapon is found, in hand and empty, loaded at the end of the next phase', () => {
    const { h, rules } = host();
    h.stream = new ForcedStream([3, 6]);
    rules.turnStart(1);
    // Only Allen of the town in play (no other citizen searches a building).
    for (let i = 0; i < n; i++) if (h.sideOf[i] === nf.townSide && i !== ALLEN && h.status[i] === STATUS_UP) h.status[i] = STATUS_FLED;
    placeAt(h, ALLEN, cellOf(hardware[0], hardware[1]));
    rules.armingPhase(1);
    expect(rules.unarmed(ALLEN)).toBe(false);
    expect(h.inHand[ALLEN]).toBe(0);
    expect(h.loaded[ALLEN * h.maxW]).toBe(0);
    expect(rules.loading(ALLEN)).toBe(true);
    // End of phase 1: reinforcements d6 1, entry d6 4, who: the first of the pool left.
    h.stream = new ForcedStream([1, 4, 1]);
    rules.endTurn(1);
    expect(h.loaded[ALLEN * h.maxW]).toBe(0);
    h.stream = new ForcedStream([6]);
    rules.turnStart(2);
    h.stream = new ForcedStream([1, 4, 1]);
    rules.endTurn(2);
    expect(h.loaded[ALLEN * h.maxW]).toBe(1);
    expect(rules.loading(ALLEN)).toBe(false);
  });
  it('a reinforcement arrives at the entry square of a d6, unarmed, and checks morale before moving', () => {
    const { h, rules } = host();
    h.stream = new ForcedStream([3, 6]);
    rules.turnStart(1);
    for (const e of [HAYWOOD, WILCOX, BUNKER]) h.status[e] = STATUS_FLED;
    h.stream = new ForcedStream([1, 4, 1]);
    rules.endTurn(1);
    expect(rules.reinforcements).toBe(1);
    const newcomer = Array.from(nf.pool).find((i) => h.status[i] === STATUS_UP && h.cell[i] === nf.reinforcement[3]);
    expect(newcomer).toBeDefined();
    expect(rules.unarmed(newcomer!)).toBe(true);
    h.stream = new ForcedStream([1]);
    expect(rules.mayMove(newcomer!)).toBe(false);
    expect(h.status[newcomer!]).toBe(STATUS_RESERVE);
  });
  it('capture: a citizen entering the square of an unconscious outlaw, or of one knocked out (QR-98), captures him', () => {
    const { h, rules } = host();
    const c = cellOf(24, 14);
    placeAt(h, BOB, c);
    setStatus(h, BOB, STATUS_UNCONSCIOUS);
    placeAt(h, MANNING, c);
    rules.afterMove(MANNING);
    expect(h.status[BOB]).toBe(STATUS_CAPTURED);
    const d = cellOf(24, 16);
    placeAt(h, CLELL, d);
    h.kod[CLELL] = 1;
    placeAt(h, WHEELER, d);
    rules.afterMove(WHEELER);
    expect(h.status[CLELL]).toBe(STATUS_CAPTURED);
  });
  it('the first gang member down calls every gang member\'s morale check', () => {
    const { h, rules } = host();
    setStatus(h, BOB, STATUS_UNCONSCIOUS);
    // Seven gang members up: seven courage tests, all 9s (they hold): Jesse James, a main
    // character, rolls 2D10 (best), the others 1D10.
    h.stream = new ForcedStream([9, 9, 9, 9, 9, 9, 9, 9]);
    rules.onTakeOut(BOB, STATUS_UNCONSCIOUS);
    expect((h.stream as ForcedStream).draws).toBe(8);
    for (const g of nf.gang) if (g !== BOB) expect(h.broken[g]).toBe(0);
  });
  it('victory by money: the loot of those who rode out against the rewards of the captured', () => {
    const { h, rules } = host();
    rules.loot[BOB] = 30000;
    for (const g of nf.gang) h.status[g] = STATUS_FLED;
    expect(rules.winner(false)).toBe(nf.gangSide);
    expect(rules.gangMoney).toBe(30000);
    h.status[BOB] = STATUS_CAPTURED;
    expect(rules.winner(false)).toBe(nf.townSide);
  });
});

describe('Quick on the Draw Northfield: in the engine', () => {
  const agents = scenarioAgents(system, setup);
  const TRIALS = 300;
  const engine = new QdEngine(setup, agents);
  const acc = createQdAccumulator(setup);
  engine.runBatch(streamFor('qd-northfield', setup.id, 0), TRIALS, acc);
  const counts = qdCounts(setup, acc);
  const c = counts.northfield!;

  it('fills the northfield section of the accumulator, one count a trial in each histogram', () => {
    const sum = (a: readonly number[]): number => a.reduce((x, y) => x + y, 0);
    expect(sum(c.gangMoney)).toBe(TRIALS);
    expect(sum(c.townMoney)).toBe(TRIALS);
    expect(sum(c.discoveredTurn)).toBe(TRIALS);
    expect(sum(c.reinforcements)).toBe(TRIALS);
    expect(c.gangSide).toBe(nf.gangSide);
  });
  it('fixed seed: the gang gets money in some trials and not all; the alarm on phase 1 about 4 in 6, recognition about 1 in 3', () => {
    const got = c.gangMoney.slice(1).reduce((x, y) => x + y, 0);
    expect(got).toBeGreaterThan(0);
    expect(got).toBeLessThan(TRIALS);
    // Discovered on phase 1 with probability 4/6 (citizen reaction, d6 3-6): within 4 standard errors.
    const p1 = c.discoveredTurn[1]! / TRIALS;
    expect(Math.abs(p1 - 2 / 3)).toBeLessThan(4 * Math.sqrt((2 / 3) * (1 / 3) / TRIALS));
    // Some trials are discovered later, none never (60 phases).
    expect(c.discoveredTurn[0]).toBeLessThan(TRIALS * 0.02);
    const discovered = TRIALS - c.discoveredTurn[0]!;
    expect(Math.abs(c.recognized / discovered - 1 / 3)).toBeLessThan(4 * Math.sqrt((1 / 3) * (2 / 3) / discovered));
    expect(c.reserveFound).toBeGreaterThan(0);
    expect(c.vaultLooted).toBeGreaterThan(0);
  });
  it('games end: fewer than 2% reach the 60-phase limit (VICTORY CONDITIONS: "or when any gang members still in town cannot escape")', () => {
    // An audit, 2026-11-30: 16.6% of 10,000 games stood still to the limit, a horseless outlaw
    // (riding double is not played: QR-97), a rider put on an exit by a reaction, or a robber
    // waiting on a sling that writes nothing, never leaving.
    expect(acc[engine.layout.turns + setup.maxTurns - 1]!).toBeLessThan(TRIALS * 0.02);
  });
  it("replays a trial with the module's events", () => {
    const lines = [0, 1, 2, 3].flatMap((k) => replayQdTrial(setup, agents, 'qd-northfield-replay', k).log);
    for (const re of [/^Northfield: cash reserves/, /Citizen reaction: d6 \d/, /comes in at/, /morale \(before moving\)/, /^Reinforcements: d6/, /(threatened by|covers|searches \(|tries the vault)/, /fires in the air/, /searches the building|takes a weapon/]) {
      expect(lines.some((l) => re.test(l)), String(re)).toBe(true);
    }
  });
  it('gives the same counts on 1 and 2 threads', async () => {
    const one = await runScenario('quickdraw', setup, { seed: 'qd-nf-det', trials: 120, threads: 1 });
    const two = await runScenario('quickdraw', setup, { seed: 'qd-nf-det', trials: 120, threads: 2 });
    expect(JSON.stringify(two.counts)).toBe(JSON.stringify(one.counts));
    expect(one.counts.northfield).toBeDefined();
  }, 120_000);
});

describe('Quick on the Draw: the scenario task 0 on the task chart (QR-89)', () => {
  const coffeyville = loadScenario(fileURLToPath(new URL('../../../scenarios/coffeyville.yaml', import.meta.url)));
  const cs = compileScenario(system, coffeyville, {}) as QdSetup;
  const robber = cs.characters.findIndex((ch) => ch.params['place'] !== undefined && ch.agent.doctrine === 'objective');
  const world = () => {
    const e = new QdEngine(cs, cs.characters.map(() => idle));
    const w = e.world;
    w.acc = createQdAccumulator(cs);
    w.log = [];
    resetQdWorld(w);
    w.turn = 1;
    placeAt(w, robber, w.taskPlace[robber]![0]!);
    return w;
  };
  it('5-9 does it; 2-4 not yet; 1 abandons it for the phase; away from his place no roll', () => {
    expect(robber).toBeGreaterThanOrEqual(0);
    const w = world();
    w.stream = new ForcedStream([3]);
    expect(scenarioTask(w, robber)).toBe(3);
    expect(w.tasksDone[robber]).toBe(0);
    w.stream = new ForcedStream([7]);
    expect(scenarioTask(w, robber)).toBe(7);
    expect(w.tasksDone[robber]).toBe(1);
    w.stream = new ForcedStream([1]);
    expect(scenarioTask(w, robber)).toBe(1);
    w.stream = new ForcedStream([]);
    expect(scenarioTask(w, robber)).toBe(0);
    w.turn = 2;
    w.stream = new ForcedStream([10]);
    expect(scenarioTask(w, robber)).toBe(10);
    expect(w.tasksDone[robber]).toBe(2);
    const far = cs.characters[robber]!.cell;
    if (!w.taskPlace[robber]!.includes(far)) {
      placeAt(w, robber, far);
      expect(scenarioTask(w, robber)).toBe(0);
    }
  });
  it('a Coffeyville run under Quick on the Draw does the robbers\' tasks', () => {
    const agents = scenarioAgents(system, cs);
    const lines = [0, 1].flatMap((k) => replayQdTrial(cs, agents, 'qd-task', k).log);
    expect(lines.some((l) => /does the task at/.test(l))).toBe(true);
  });
});

describe('Quick on the Draw Northfield: a slide weapon shows its slides left (QR-171)', () => {
  it("Bob Younger armed with a harmonica rifle sees 2, then 1 slide left, not a firearm's endless spare", () => {
    const armed = structuredClone(scenario);
    const bob = armed.characters.find((c) => c.name === 'Bob Younger')!;
    (bob.stats!['quickdraw'] as { weapons: string[] }).weapons = ['harmonica-rifle', 'cartridge-revolver'];
    const { engine, h, rules } = host(compileScenario(system, armed, {}) as QdSetup);
    // The phase begins where he stands (he may reload: no more than three squares moved, QR-95).
    rules.turnStart(2);
    const slot = BOB * h.maxW;
    h.inHand[BOB] = 0;
    h.drawn[BOB] = 1;
    engine.observe(BOB, PHASE_MOVE);
    expect(h.obs[BOB]!.spare[0]).toBe(2);
    expect(h.obs[BOB]!.spare[1]).toBe(99);
    // The reload test: 8 (2D10, the best), a success.
    h.stream = new ForcedStream([8, 8, 8, 8]);
    reload(h, BOB, 0);
    expect(h.loaded[slot]).toBe(5);
    engine.observe(BOB, PHASE_MOVE);
    expect(h.obs[BOB]!.spare[0]).toBe(1);
    expect(h.obs[BOB]!.spare[1]).toBe(99);
  });
});

describe('Quick on the Draw Northfield: every trial starts at turn 0 (QR-12)', () => {
  it("the start's observations read turn 0 in every trial, not the last trial's last phase", () => {
    const turns: number[] = [];
    const recorder: SkirmishAgent = (o) => {
      turns.push(o.turn);
    };
    const engine = new QdEngine(setup, setup.characters.map(() => recorder));
    const w = engine.world;
    w.stream = streamFor(1, 'qd-northfield-turn', 0);
    w.acc = createQdAccumulator(setup);
    for (let trial = 0; trial < 2; trial++) {
      turns.length = 0;
      engine.playTrial();
      expect(turns[0], `trial ${trial}`).toBe(0);
      expect(Math.max(...turns), `trial ${trial}`).toBeGreaterThan(0);
    }
  });
});

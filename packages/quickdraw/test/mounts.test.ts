/**
 * Mounts on forced dice (src/skirmish/mounts.ts and its hooks; RULINGS.md QR-30..QR-37): riding
 * 16 paces on the cells a horse may enter, mounting and dismounting as basic actions, the split of
 * a hit between rider and mount, each outcome of a hit on a mount (stamina and collapse, the fall,
 * trapped, control tests, bolting, thrown), the shots and blows of a rider, and the riders fixture
 * played by the real agents.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import {
  BLOW_STANDARD,
  HORSE_DISMOUNT,
  HORSE_MOUNT,
  loadScenario,
  PHASE_MOVE,
  placeAt,
  QD_RATE_DASH,
  QD_RATE_FULL,
  SHOT_DELIBERATE,
  SHOT_SNAP,
  STATUS_UP,
  type Scenario,
  type SkirmishAgent,
} from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { createQdAccumulator, qdCounts, type QdSetup } from '../src/index.ts';
import { strike } from '../src/skirmish/fighting.ts';
import { HORSE_STAMINA, hitMount } from '../src/skirmish/mounts.ts';
import { moveAway, moveToward } from '../src/skirmish/movement.ts';
import { TRAIT, TRAIT2 } from '../src/skirmish/setup.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { Q_CONTROL_TESTS, Q_COURAGE_TESTS, Q_LOST_CONTROL, Q_MOUNT_HITS, Q_MOUNTS_COLLAPSED, Q_RIDERS_THROWN } from '../src/skirmish/counts.ts';
import {
  type QdWorld,
} from '../src/skirmish/world.ts';
import { cellOf, idleAgent, lineOf, qCount, seenWorld, withChar, xOf, yOf } from './qd-helpers.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
const RIDERS = fileURLToPath(new URL('./fixtures/riders.yaml', import.meta.url));
const SHOOTER = 0;
const RIDER = 1;
const WALKER = 2;

function scenario(): Scenario {
  return loadScenario(FIXTURE);
}

function compile(s: Scenario = scenario()): QdSetup {
  return compileScenario(getSystem('quickdraw'), s, {}) as QdSetup;
}


const world = seenWorld;


const x = xOf;

const y = yOf;

const q = qCount;

/** An agent that asks, at PHASE_MOVE, for the given move and horse choice. */
function mover(moveTo: (w: number) => number, rate: number, horse = 0): SkirmishAgent {
  return (o, _s, out) => {
    if (o.phase !== PHASE_MOVE) return;
    out.moveTo = moveTo(o.map.width);
    out.rate = rate;
    out.horse = horse;
  };
}

describe('riding (REEL 3, WANTING TO MOVE: mounted 16 paces)', () => {
  it('a rider moves 16 paces, a man on foot 8', () => {
    const { world: w } = world(compile(), []);
    moveToward(w, RIDER, cellOf(w, 39, 5), 32, 'rides');
    expect(x(w, RIDER)).toBe(26);
    // On his card: a wanting-to-move test of 7, then his full move, mounted or on foot.
    const east = [idleAgent, mover((wd) => 5 * wd + 39, QD_RATE_FULL), idleAgent];
    const m = world(compile(), [7], east);
    m.engine.playCard(RIDER);
    expect(x(m.world, RIDER)).toBe(26);
    const f = world(withChar(compile(), RIDER, { mounted: 0 }), [7], east);
    f.engine.playCard(RIDER);
    expect(x(f.world, RIDER)).toBe(18);
  });

  it('a rider stays on the cells a horse may enter: a destination on the sidewalk ends at the nearest street cell', () => {
    const { world: w } = world(compile(), []);
    moveToward(w, RIDER, cellOf(w, 10, 0), 32, 'rides');
    expect([x(w, RIDER), y(w, RIDER)]).toEqual([10, 2]);
    expect(w.map.horsePassable[w.cell[RIDER]!]).toBe(1);
    // On foot the same man walks onto the sidewalk.
    w.mounted[RIDER] = 0;
    moveToward(w, RIDER, cellOf(w, 10, 0), 32, 'walks');
    expect([x(w, RIDER), y(w, RIDER)]).toEqual([10, 0]);
  });
});

describe('mounting and dismounting (REEL 3, BASIC ACTIONS: no test of their own)', () => {
  it('a man walks to his riderless horse and mounts where his move ends on it', () => {
    const agents = [idleAgent, idleAgent, mover(() => -1, QD_RATE_FULL, HORSE_MOUNT)];
    const { engine, world: w, stream } = world(compile(), [7], agents);
    const horse = w.horseCell[WALKER]!;
    expect(horse).toBe(cellOf(w, 22, 7));
    engine.playCard(WALKER);
    expect(w.cell[WALKER]).toBe(horse);
    expect(w.mounted[WALKER]).toBe(1);
    expect(w.horseCell[WALKER]).toBe(-1);
    // One die: his wanting-to-move test; mounting itself draws nothing.
    expect(stream.draws).toBe(1);
    expect(lineOf(w.log!, /Walker mounts his horse at \(22,7\)/)).toBeGreaterThan(lineOf(w.log!, /Walker moves/));
  });

  it('standing on his horse he mounts with no die; a failed move test leaves him on foot', () => {
    const agents = [idleAgent, idleAgent, mover(() => -1, QD_RATE_FULL, HORSE_MOUNT)];
    const on = world(compile(), [], agents);
    placeAt(on.world, WALKER, on.world.horseCell[WALKER]!);
    on.engine.playCard(WALKER);
    expect(on.world.mounted[WALKER]).toBe(1);
    expect(on.stream.draws).toBe(0);
    const hesitates = world(compile(), [3], agents);
    hesitates.engine.playCard(WALKER);
    expect(hesitates.world.mounted[WALKER]).toBe(0);
    expect(hesitates.world.horseCell[WALKER]).toBe(cellOf(hesitates.world, 22, 7));
  });

  it('a rider dismounts where he stands (no die) or where his move ends; his horse stays there', () => {
    const still = world(compile(), [], [idleAgent, mover(() => -1, 0, HORSE_DISMOUNT), idleAgent]);
    still.engine.playCard(RIDER);
    expect(still.world.mounted[RIDER]).toBe(0);
    expect(still.world.horseCell[RIDER]).toBe(cellOf(still.world, 10, 5));
    expect(still.stream.draws).toBe(0);
    const moving = world(compile(), [7], [idleAgent, mover((wd) => 5 * wd + 39, QD_RATE_FULL, HORSE_DISMOUNT), idleAgent]);
    moving.engine.playCard(RIDER);
    // He rode his 16 paces, then got down.
    expect(x(moving.world, RIDER)).toBe(26);
    expect(moving.world.mounted[RIDER]).toBe(0);
    expect(moving.world.horseCell[RIDER]).toBe(cellOf(moving.world, 26, 5));
  });
});

describe('which of rider and mount a hit strikes (REEL 4, SHOOTING AT A RIDER; REEL 6)', () => {
  it('a shot that hits: 1D10 1-4 the mount, 5+ the rider (the stated target)', () => {
    // Hit 7; rider or mount 3: the horse; its effect 1D10 10 at DV 0: graze; the rider's control test 7.
    const m = world(compile(), [7, 3, 10, 7]);
    fire(m.world, SHOOTER, RIDER, SHOT_DELIBERATE, 0, false);
    expect(q(m.world, Q_MOUNT_HITS)).toBe(1);
    expect(q(m.world, Q_CONTROL_TESTS)).toBe(1);
    expect(m.world.lethal[RIDER]).toBe(0);
    expect(m.stream.draws).toBe(4);
    expect(lineOf(m.world.log!, /rider or mount: 1D10 3: the hit strikes Rider's horse/)).toBeGreaterThan(-1);
    expect(lineOf(m.world.log!, /Rider's horse: 1D10 10 for the effect at DV 0: graze/)).toBeGreaterThan(-1);
    // Hit 7; rider or mount 5: the rider, who rolls his own dice: 9 at DV 0, a courage test (7).
    const r = world(compile(), [7, 5, 9, 7]);
    fire(r.world, SHOOTER, RIDER, SHOT_DELIBERATE, 0, false);
    expect(q(r.world, Q_MOUNT_HITS)).toBe(0);
    expect(q(r.world, Q_COURAGE_TESTS)).toBe(1);
    expect(lineOf(r.world.log!, /Rider rolls 9 for the effect at DV 0: courage-test/)).toBeGreaterThan(-1);
  });

  it('a Marksman, or an aimed shot, chooses the rider: no die for it', () => {
    const marksman = world(withChar(compile(), SHOOTER, { traits: TRAIT.marksman }), [7, 9, 7]);
    fire(marksman.world, SHOOTER, RIDER, SHOT_DELIBERATE, 0, false);
    expect(marksman.stream.draws).toBe(3);
    expect(q(marksman.world, Q_MOUNT_HITS)).toBe(0);
    expect(lineOf(marksman.world.log!, /Shooter puts the hit on the rider \(his choice\)/)).toBeGreaterThan(-1);
    const aimed = world(compile(), [7, 9, 7]);
    aimed.world.aimingAt[SHOOTER] = RIDER;
    fire(aimed.world, SHOOTER, RIDER, SHOT_DELIBERATE, 0, false);
    expect(aimed.stream.draws).toBe(3);
    expect(lineOf(aimed.world.log!, /aimed shot/)).toBeGreaterThan(-1);
  });

  it('a blow: on foot at a stationary rider he chooses; at a rider who moved, 1D10 decides (REEL 5)', () => {
    const still = world(compile(), [7, 9, 7]);
    placeAt(still.world, SHOOTER, cellOf(still.world, 9, 5));
    strike(still.world, SHOOTER, RIDER, BLOW_STANDARD, 0, 0, 0, false);
    expect(still.stream.draws).toBe(3);
    expect(lineOf(still.world.log!, /puts the hit on the rider \(his choice\)/)).toBeGreaterThan(-1);
    // The rider moved on his last card: hit 7, rider or mount 2 (the horse), its effect 9 at DV 0: spooked; control 7.
    const moved = world(compile(), [7, 2, 9, 7]);
    placeAt(moved.world, SHOOTER, cellOf(moved.world, 9, 5));
    moved.world.movedThisCard[RIDER] = 1;
    strike(moved.world, SHOOTER, RIDER, BLOW_STANDARD, 0, 0, 0, false);
    expect(q(moved.world, Q_MOUNT_HITS)).toBe(1);
    expect(lineOf(moved.world.log!, /Rider's horse is spooked/)).toBeGreaterThan(-1);
    // A Man Killer chooses even so.
    const killer = world(withChar(compile(), SHOOTER, { traits: TRAIT.manKiller }), [7, 9, 7]);
    placeAt(killer.world, SHOOTER, cellOf(killer.world, 9, 5));
    killer.world.movedThisCard[RIDER] = 1;
    strike(killer.world, SHOOTER, RIDER, BLOW_STANDARD, 0, 0, 0, false);
    expect(killer.stream.draws).toBe(3);
  });
});

describe('hits on mounts (REEL 6, HITS ON MOUNTS)', () => {
  it('Hit: the mount loses stamina and the rider tests to keep control', () => {
    // 1D10 5 at DV 0: 1 hit; control test 7.
    const { world: w, stream } = world(compile(), [5, 7]);
    hitMount(w, RIDER, SHOOTER, 0);
    expect(w.mountHits[RIDER]).toBe(1);
    expect(w.mounted[RIDER]).toBe(1);
    expect(q(w, Q_CONTROL_TESTS)).toBe(1);
    expect(stream.draws).toBe(2);
  });

  it(`at ${HORSE_STAMINA} hits it collapses: the rider falls, tests for injury at his basic DV, and on a 1 is trapped`, () => {
    // A rider with 3 cards; his horse has 1 hit; 1D10 5: a second hit, it collapses; his injury roll 1 at DV 0: 2 hits; courage 7.
    const { world: w } = world(withChar(compile(), RIDER, { cards: 3 }), [5, 1, 7]);
    w.mountHits[RIDER] = 1;
    hitMount(w, RIDER, SHOOTER, 0);
    expect(q(w, Q_MOUNTS_COLLAPSED)).toBe(1);
    expect(w.mounted[RIDER]).toBe(0);
    expect(w.horseCell[RIDER]).toBe(-1);
    expect(w.lethal[RIDER]).toBe(2);
    expect(w.status[RIDER]).toBe(STATUS_UP);
    expect(w.trapped[RIDER]).toBe(1);
    expect(q(w, Q_CONTROL_TESTS)).toBe(0);
    expect(lineOf(w.log!, /Rider rolls 1 for the effect at DV 0: 2-hits/)).toBeGreaterThan(-1);
  });

  it('a horse travelling fast: the fall is read as a High Impact hit (DV -1); no trap but on a 1', () => {
    const { world: w } = world(withChar(compile(), RIDER, { cards: 3 }), [3, 8, 7]);
    w.movingQuickly[RIDER] = 1;
    // 1D10 3 at DV 0: 2 hits at once, it collapses; injury 8 at DV -1: a courage test (7).
    hitMount(w, RIDER, SHOOTER, 0);
    expect(w.mountHits[RIDER]).toBe(2);
    expect(lineOf(w.log!, /as if falling from a fast horse/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /Rider rolls 8 for the effect at DV -1: courage-test/)).toBeGreaterThan(-1);
    expect(w.trapped[RIDER]).toBe(0);
  });

  it('Courage Test: the mount is spooked; control 2-4: control lost, the mount bolts a full move in a random direction', () => {
    // 1D10 9 at DV 0: courage test; control 3; random movement 8: straight ahead (he faces east).
    const { world: w, stream } = world(compile(), [9, 3, 8]);
    w.facing[RIDER] = 2;
    hitMount(w, RIDER, SHOOTER, 0);
    expect(w.bolting[RIDER]).toBe(1);
    expect(q(w, Q_LOST_CONTROL)).toBe(1);
    expect([x(w, RIDER), y(w, RIDER)]).toEqual([26, 5]);
    expect(w.movingQuickly[RIDER]).toBe(1);
    expect(stream.draws).toBe(3);
  });

  it('control 1: thrown; the horse bolts away riderless and he tests for injury', () => {
    // 1D10 9: spooked; control 1; injury 9 at DV 0: courage test 7.
    const { world: w, stream } = world(compile(), [9, 1, 9, 7]);
    const at = w.cell[RIDER];
    hitMount(w, RIDER, SHOOTER, 0);
    expect(q(w, Q_RIDERS_THROWN)).toBe(1);
    expect(q(w, Q_LOST_CONTROL)).toBe(1);
    expect(w.mounted[RIDER]).toBe(0);
    expect(w.horseCell[RIDER]).toBe(-1);
    expect(w.bolting[RIDER]).toBe(0);
    expect(w.cell[RIDER]).toBe(at);
    expect(lineOf(w.log!, /Rider rolls 9 for the effect at DV 0/)).toBeGreaterThan(-1);
    expect(stream.draws).toBe(4);
  });

  it('Graze: most riders test; a Hero or Main Character or an expert rider need not', () => {
    const most = world(compile(), [10, 7]);
    hitMount(most.world, RIDER, SHOOTER, 0);
    expect(q(most.world, Q_CONTROL_TESTS)).toBe(1);
    const expert = world(withChar(compile(), RIDER, { traits2: TRAIT2.expertRider }), [10]);
    hitMount(expert.world, RIDER, SHOOTER, 0);
    expect(q(expert.world, Q_CONTROL_TESTS)).toBe(0);
    expect(expert.stream.draws).toBe(1);
    const star = world(withChar(compile(), RIDER, { star: 1 }), [10]);
    hitMount(star.world, RIDER, SHOOTER, 0);
    expect(q(star.world, Q_CONTROL_TESTS)).toBe(0);
  });

  it('Near Miss: no effect', () => {
    const { world: w, stream } = world(compile(), [10]);
    hitMount(w, RIDER, SHOOTER, 1);
    expect(stream.draws).toBe(1);
    expect(w.mountHits[RIDER]).toBe(0);
    expect(q(w, Q_CONTROL_TESTS)).toBe(0);
  });

  it('an expert rider rerolls a failed control test', () => {
    const { world: w } = world(withChar(compile(), RIDER, { traits2: TRAIT2.expertRider }), [9, 3, 6]);
    hitMount(w, RIDER, SHOOTER, 0);
    expect(w.bolting[RIDER]).toBe(0);
    expect(q(w, Q_LOST_CONTROL)).toBe(0);
  });
});

describe("bolting and trapped, on the rider's cards", () => {
  it('bolting: an action test each card; a failure bolts again and spends the card, a pass plays it', () => {
    const agents = [idleAgent, mover((wd) => 5 * wd + 39, QD_RATE_FULL), idleAgent];
    const fails = world(compile(), [3, 8], agents);
    fails.world.bolting[RIDER] = 1;
    fails.world.facing[RIDER] = 2;
    fails.engine.playCard(RIDER);
    expect(fails.world.bolting[RIDER]).toBe(1);
    expect(x(fails.world, RIDER)).toBe(26);
    expect(fails.stream.draws).toBe(2);
    expect(lineOf(fails.world.log!, /Rider wants to move/)).toBe(-1);
    // Control regained on 6, then his move test 7 and a full mounted move east.
    const passes = world(compile(), [6, 7], agents);
    passes.world.bolting[RIDER] = 1;
    passes.engine.playCard(RIDER);
    expect(passes.world.bolting[RIDER]).toBe(0);
    expect(x(passes.world, RIDER)).toBe(26);
    expect(lineOf(passes.world.log!, /Rider regains control of his horse/)).toBeLessThan(lineOf(passes.world.log!, /Rider wants to move/));
  });

  it('trapped: 1-4 still trapped, 5-9 free and the card spent, 10 free and he plays the card; he cannot be moved meanwhile', () => {
    const agents = [idleAgent, idleAgent, mover((wd) => 7 * wd + 39, QD_RATE_FULL)];
    for (const [dice, free, moves] of [
      [[3], 0, false],
      [[7], 1, false],
      [[10, 7], 1, true],
    ] as const) {
      const { engine, world: w, stream } = world(compile(), dice, agents);
      w.trapped[WALKER] = 1;
      const at = w.cell[WALKER];
      engine.playCard(WALKER);
      expect(w.trapped[WALKER]).toBe(1 - free);
      expect(w.cell[WALKER] !== at).toBe(moves);
      expect(stream.draws).toBe(dice.length);
    }
    const { world: w } = world(compile(), []);
    w.trapped[WALKER] = 1;
    const at = w.cell[WALKER];
    moveAway(w, WALKER, w.cell[SHOOTER]!, 16, false, 'falls back');
    expect(w.cell[WALKER]).toBe(at);
  });
});

describe("a rider's shots and blows (REEL 4, SHOOTING FROM A MOUNT; REEL 5; REEL 6 DV)", () => {
  it('"Hit by a character riding a mount": the target\'s DV is 1 lower', () => {
    const dvOf = (mounted: number): number => {
      const { world: w } = world(compile(), [7, 9, 7]);
      w.mounted[RIDER] = mounted;
      fire(w, RIDER, SHOOTER, SHOT_DELIBERATE, 0, false);
      const m = w.log!.map((l) => /Shooter rolls 9 for the effect at DV (-?\d+)/.exec(l)).find((r) => r !== null);
      return Number(m![1]);
    };
    expect(dvOf(1)).toBe(dvOf(0) - 1);
  });

  it('after his mount moved one move he shoots deliberate, not hasty; after more than one move hasty; never snap', () => {
    const typeOf = (set: (w: QdWorld) => void, asked = SHOT_DELIBERATE): string => {
      const { world: w } = world(compile(), [2, 2]);
      set(w);
      fire(w, RIDER, SHOOTER, asked, 0, false);
      return /\((\w+) shot/.exec(w.log!.find((l) => / fires /.test(l))!)![1]!;
    };
    expect(typeOf((w) => (w.movedThisCard[RIDER] = 1))).toBe('deliberate');
    expect(
      typeOf((w) => {
        w.movedThisCard[RIDER] = 1;
        w.galloped[RIDER] = 1;
      }),
    ).toBe('hasty');
    expect(
      typeOf((w) => {
        w.movedThisCard[RIDER] = 1;
        w.mounted[RIDER] = 0;
      }),
    ).toBe('hasty');
    expect(typeOf(() => {}, SHOT_SNAP)).toBe('deliberate');
    expect(typeOf((w) => (w.mounted[RIDER] = 0), SHOT_SNAP)).toBe('snap');
  });

  it('a blow from a mount moving over 4 paces counts as High Impact, besides the -1 for riding', () => {
    const dvOf = (from: number): number => {
      const { world: w } = world(compile(), [7, 9, 7]);
      placeAt(w, SHOOTER, cellOf(w, 9, 5));
      w.movedThisCard[SHOOTER] = 0;
      w.cardStart[RIDER] = cellOf(w, from, 5);
      strike(w, RIDER, SHOOTER, BLOW_STANDARD, 0, 0, 0, false);
      const m = w.log!.map((l) => /Shooter rolls 9 for the effect at DV (-?\d+)/.exec(l)).find((r) => r !== null);
      return Number(m![1]);
    };
    // From his own cell (no move) and from 4 paces: riding only; from 5 paces: riding and high impact.
    expect(dvOf(14)).toBe(dvOf(10));
    expect(dvOf(15)).toBe(dvOf(10) - 1);
    const foot = world(withChar(compile(), RIDER, { mounted: 0 }), [7, 9, 7]);
    placeAt(foot.world, SHOOTER, cellOf(foot.world, 9, 5));
    strike(foot.world, RIDER, SHOOTER, BLOW_STANDARD, 0, 0, 0, false);
    const m = foot.world.log!.map((l) => /Shooter rolls 9 for the effect at DV (-?\d+)/.exec(l)).find((r) => r !== null);
    expect(Number(m![1])).toBe(dvOf(10) + 1);
  });

  it('a dash that doubles the move marks him as having galloped', () => {
    const { engine, world: w } = world(compile(), [10], [idleAgent, mover((wd) => 5 * wd + 39, QD_RATE_DASH), idleAgent]);
    engine.playCard(RIDER);
    expect(w.galloped[RIDER]).toBe(1);
    expect(x(w, RIDER)).toBe(39);
  });
});

describe('scenario input', () => {
  it('a rider off the cells a horse may enter is one clear line: file, field, fix', () => {
    const s = scenario();
    const bad = { ...s, characters: s.characters.map((c, i) => (i === RIDER ? { ...c, position: [10, 0] as [number, number] } : c)) };
    expect(() => compile(bad)).toThrow(/mount-duel\.yaml: characters\[1\] \(Rider\)\.position: a mounted character must start on a cell a horse may enter .* move him or set mounted: false/);
    const horse = { ...s, characters: s.characters.map((c, i) => (i === WALKER ? { ...c, horseAt: [22, 10] as [number, number] } : c)) };
    expect(() => compile(horse)).toThrow(/characters\[2\] \(Walker\)\.horseAt: his horse must stand on a cell a horse may enter/);
  });
});

describe('the riders fixture, played by the agents', () => {
  const setup = compileScenario(getSystem('quickdraw'), loadScenario(RIDERS), {}) as QdSetup;
  const engine = createScenarioEngine('quickdraw', setup);
  const acc = createQdAccumulator(setup);
  engine.runBatch(streamFor('1', setup.id, 0), 400, acc);
  const counts = qdCounts(setup, acc);
  const mounts = counts.sections?.find((s) => s.id === 'quickdraw.mounts');

  it('shows the mounts section, with hits on mounts, collapses, lost control and thrown riders', () => {
    expect(mounts).toBeDefined();
    const row = (label: string): number => mounts!.rows.find((r) => r.label === label)!.count;
    expect(row('hits on mounts')).toBeGreaterThan(100);
    expect(row('mounts collapsed')).toBeGreaterThan(20);
    expect(row('control tests')).toBeGreaterThan(row('control lost'));
    expect(row('control lost')).toBeGreaterThan(0);
    expect(row('riders thrown')).toBeLessThanOrEqual(row('control lost'));
  });

  it('a scenario without riders has no mounts section', () => {
    const street = compileScenario(getSystem('quickdraw'), loadScenario(fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url))), {}) as QdSetup;
    const c = qdCounts(street, createQdAccumulator(street));
    expect(c.sections?.some((s) => s.id === 'quickdraw.mounts')).toBe(false);
  });
});

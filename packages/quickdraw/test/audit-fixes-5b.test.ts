/**
 * The fifth audit's fixes of REEL 1, 5 and 6, on forced dice (the REEL 3 and 4 ones are in
 * audit-fixes-5.test.ts):
 * 1. a man who panics (2-4) evading a ride-down, or a stampede, is `PANICKED`, "unable to fight
 *    back": no Deadly Riposte (ride-down.ts `rideDown`, beasts.ts `stampede`; RULINGS.md QR-162);
 * 2. outnumbered counts every able man in contact who fights him or whom he fights, once each:
 *    his own opponent though busy with another, not a man out of contact (fighting.ts `strike`;
 *    QR-179);
 * 3. a man attacked while he fights a third turns on his attacker with no Wanting to Attack test
 *    (fighting.ts `attackAction`; QR-179);
 * 4. Lucky does not reroll Cut!'s second take, of a blow or of a shot (fighting.ts `strike`,
 *    shooting.ts `fire`; QR-83);
 * 5. a man whose opponent is knocked out breaks off with no test (fighting.ts `breakOff`; QR-180);
 * 6. a hasty-shot response needs a missile weapon ready: without one, the basic defence, no test
 *    and no card forfeited (fighting.ts `strike`; QR-23);
 * 7. a passenger in a vehicle striking at a stationary rider is not "on foot": no choice of rider
 *    or mount (mounts.ts `fighterChooses`; QR-33).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACT_RIDE_DOWN, BLOW_STANDARD, DEFEND_HASTY_SHOT, loadScenario, placeAt, SHOT_DELIBERATE } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { reactionTest } from '../src/skirmish/beasts.ts';
import { attackAction, BREAK_NO_FIGHT, breakOff, strike } from '../src/skirmish/fighting.ts';
import { fighterChooses } from '../src/skirmish/mounts.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { PANICKED } from '../src/skirmish/world.ts';
import { arena, herdWorld } from './beast-helpers.ts';
import { cellOf, chargerAgent, idleAgent, lineOf, seenWorld, versusWorld } from './qd-helpers.ts';

const PAD = Array.from({ length: 20 }, () => 7);

const compiled = (name: string): QdSetup =>
  compileScenario(getSystem('quickdraw'), loadScenario(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))), {}) as QdSetup;

describe('a man who panics evading a ride-down or a stampede is unable to fight back (REEL 5; QR-162)', () => {
  /** mount-duel.yaml: Shooter (0, on foot at (5,5)) and Rider (1, mounted), the Rider at (20,5) riding him down. */
  const SHOOTER = 0;
  const RIDER = 1;

  it('his evade of 3 (Panic!): he falls back PANICKED, and a blow of 1 at him is no Deadly Riposte', () => {
    // Ride 7; evade 3; the collision's effect 7 (1 hit); his courage test 7; then the Rider's blow 1.
    const { engine, world } = seenWorld(compiled('mount-duel.yaml'), [7, 3, 7, 7, 1, ...PAD], [idleAgent, chargerAgent(ACT_RIDE_DOWN, SHOOTER), idleAgent]);
    world.located.fill(1);
    placeAt(world, RIDER, cellOf(world, 20, 5));
    world.cardStart[RIDER] = world.cell[RIDER]!;
    world.toCome[SHOOTER] = 1;
    engine.playCard(RIDER);
    expect(lineOf(world.log!, /Shooter panics and falls back/)).toBeGreaterThan(-1);
    expect(world.defenceless[SHOOTER]).toBe(PANICKED);
    strike(world, RIDER, SHOOTER, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log!, /A Deadly Riposte! Shooter cannot fight back/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Shooter attacks Rider/)).toBe(-1);
  });

  it('a man in the path of a stampede who panics evading it (2) is PANICKED', () => {
    // herdWorld: the cow's reaction 3, 2 (failed): the stampede; Skinner's evade 2: Panic!
    const { world } = herdWorld([3, 2, 2, ...PAD, ...PAD]);
    world.toCome[1] = 1;
    reactionTest(world, 3, 0, 0);
    expect(lineOf(world.log!, /Skinner panics and falls back/)).toBeGreaterThan(-1);
    expect(world.defenceless[1]).toBe(PANICKED);
  });
});

describe('outnumbered: the able men in contact he fights or who fight him, each once (REEL 5; QR-179)', () => {
  /**
   * Minor M (one card) at (10,10), knife in hand, among `others` (name, cell); everyone with a
   * knife; `engaged[i]` the man character i (M 0, then `others` in order) is engaged to.
   */
  function melee(others: readonly (readonly [string, number, number])[], dice: readonly number[], engaged: readonly number[]) {
    const knife = (type: string) => `{ type: ${type}, personality: ordinary, weapons: [knife] }`;
    const setup = arena([
      { name: 'M', qd: knife('minor'), side: 'Men', at: [10, 10] },
      ...others.map(([name, x, y]) => ({ name, qd: knife('supporting'), side: name === 'B' ? ('Men' as const) : ('Beasts' as const), at: [x, y] as const, facing: 'W' })),
    ]);
    const seen = seenWorld(setup, [...dice, ...PAD]);
    engaged.forEach((e, i) => (seen.world.engaged[i] = e));
    return seen;
  }

  it('M fights A (busy with B) and D fights M: two opponents, one card: reduced dice (2D10 worst: 8, 3 is a miss)', () => {
    // M 0, A 1 (east of M), B 2 (east of A, fighting A), D 3 (west of M, fighting M).
    const { world } = melee(
      [
        ['A', 11, 10],
        ['B', 12, 10],
        ['D', 9, 10],
      ],
      [8, 3],
      [1, 2, 1, 0],
    );
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log!, /M attacks A/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /M rolls 2D10 \(worst of 8, 3\): 3/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Missed!/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /for the effect/)).toBe(-1);
  });

  it('a man engaged to him but out of contact does not count: one opponent, full dice (1D10: 8 hits)', () => {
    // M 0 fights A 1 (east of M, fighting M); D 2, still engaged to M, 6 squares away.
    const { world } = melee(
      [
        ['A', 11, 10],
        ['D', 4, 10],
      ],
      [8, 3],
      [1, 0, 0],
    );
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log!, /M rolls 1D10: 8/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Missed!/)).toBe(-1);
    expect(lineOf(world.log!, /A rolls \d+ for the effect/)).toBeGreaterThan(-1);
  });
});

describe('a man attacked while he fights a third turns on his attacker with no test (REEL 5; QR-179)', () => {
  it('I, fighting C, attacked by T, attacks T: no Wanting to Attack test (the 3 is his blow), and he now fights T', () => {
    const knife = '{ type: supporting, personality: ordinary, weapons: [knife] }';
    const setup = arena([
      { name: 'I', qd: knife, side: 'Men', at: [10, 10] },
      { name: 'T', qd: knife, side: 'Beasts', at: [11, 10], facing: 'W' },
      { name: 'C', qd: knife, side: 'Beasts', at: [9, 10] },
    ]);
    // I's blow 3 (a miss). Tested, the 3 would be "They look Tough!": no blow.
    const { world } = seenWorld(setup, [3, ...PAD]);
    world.located.fill(1);
    world.engaged[0] = 2;
    world.engaged[2] = 0;
    world.engaged[1] = 0;
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log!, /wants to attack/)).toBe(-1);
    expect(lineOf(world.log!, /I attacks T/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /I rolls 1D10: 3/)).toBeGreaterThan(-1);
    expect(world.engaged[0]).toBe(1);
    expect(world.engaged[1]).toBe(0);
  });
});

describe("Lucky does not reroll Cut!'s second take (REEL 1; QR-83)", () => {
  it("a Lucky Main Character's blow missed (3, 2) and Cut! missed (4, 2): no Lucky reroll, his four rerolls kept", () => {
    // Lucky's reroll would read 8, 8: a hit.
    const { world } = versusWorld('TYPE=main PERSONALITY=lucky WPN=knife', [3, 2, 4, 2, 8, 8], 1);
    world.inHand[0] = 0;
    world.drawn[0] = 1;
    world.toCome[0] = 1;
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 1, false);
    expect(lineOf(world.log!, /A yells "Cut!"/)).toBeGreaterThan(-1);
    expect(world.cutLeft[0]).toBe(0);
    expect(lineOf(world.log!, /is Lucky/)).toBe(-1);
    expect(lineOf(world.log!, /Missed!/)).toBeGreaterThan(-1);
    expect(world.luckLeft[0]).toBe(4);
  });

  it("a Lucky Main Character's shot missed (3, 2) and Cut! missed (4, 3): no Lucky reroll, his four rerolls kept", () => {
    const { world } = versusWorld('TYPE=main PERSONALITY=lucky WPN=cartridge-revolver', [3, 2, 4, 3, 8, 8], 5);
    world.drawn[0] = 1;
    world.toCome[0] = 1;
    world.cutOrder[0] = 1;
    fire(world, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(world.log!, /A yells "Cut!"/)).toBeGreaterThan(-1);
    expect(world.cutLeft[0]).toBe(0);
    expect(lineOf(world.log!, /is Lucky/)).toBe(-1);
    expect(world.hits[1]).toBe(0);
    expect(world.luckLeft[0]).toBe(4);
  });
});

describe('no break-off test from a knocked-out opponent (REEL 5; QR-180)', () => {
  it('A, fighting B who is knocked out (still up), breaks off with no test', () => {
    // Tested, the 3 would be Panic!: no break off.
    const { world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=knife', [3], 1);
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    world.kod[1] = 1;
    expect(breakOff(world, 0, 0)).toBe(BREAK_NO_FIGHT);
    expect(lineOf(world.log!, /wants to break off/)).toBe(-1);
    expect(world.engaged[0]).toBe(-1);
  });
});

describe('a hasty-shot response needs a missile weapon ready (REEL 5; QR-23)', () => {
  /**
   * A's knife blow at B (B's stat block `b`), B ordered to answer with a hasty shot, a card to
   * come. A's blow 3 (a miss); had B responded, his test would read the first 3 (flustered).
   */
  function hastyAt(b: string, dice: readonly number[] = [3, 3]) {
    const setup = arena([
      { name: 'A', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'B', qd: b, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { world } = seenWorld(setup, [...dice, ...PAD]);
    world.located.fill(1);
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    world.defenceOrder[1] = DEFEND_HASTY_SHOT;
    world.toCome[1] = 1;
    return world;
  }

  it('B with only a knife makes no response: no test, no card forfeited', () => {
    const world = hastyAt('{ type: supporting, personality: ordinary, weapons: [knife] }');
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(world.log!, /B responds to the attack/)).toBe(-1);
    expect(world.void[1]).toBe(0);
    expect(lineOf(world.log!, /A attacks B/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Missed!/)).toBeGreaterThan(-1);
  });

  it('B with an empty revolver makes no response either', () => {
    const world = hastyAt('{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }');
    world.loaded[1 * world.maxW + world.inHand[1]!] = 0;
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(world.log!, /B responds to the attack/)).toBe(-1);
    expect(world.void[1]).toBe(0);
  });
});

describe('a passenger in a vehicle is not "on foot": no choice of rider or mount (REEL 5; QR-33)', () => {
  it('the Drummer in the stage, striking at Jim Crane (mounted, stationary), does not choose; out of it he does', () => {
    const { world } = seenWorld(compiled('stagecoach.yaml'), PAD);
    const DRUMMER = 2;
    const CRANE = 3;
    expect(world.aboard[DRUMMER]).toBeGreaterThanOrEqual(0);
    expect(world.mounted[CRANE]).toBe(1);
    expect(world.movedThisCard[CRANE]).toBe(0);
    expect(fighterChooses(world, DRUMMER, CRANE, false)).toBe(false);
    world.aboard[DRUMMER] = -1;
    expect(fighterChooses(world, DRUMMER, CRANE, false)).toBe(true);
  });
});

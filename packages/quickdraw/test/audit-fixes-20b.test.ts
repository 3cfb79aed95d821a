/**
 * The twentieth audit's second helper (20b), on forced dice:
 * 1. The "Caught them Out!" blow before moving (REEL 5, WANTING TO BREAK FROM A FIGHT, 10; REEL 3,
 *    Wanting to evade, 10: "May also attack the enemy before moving") may miss on a 1, "A Deadly
 *    Riposte! Miss and opponent makes an immediate fight back" (REEL 5, FIGHTING: TRYING TO HIT).
 *    A man the riposte downs or knocks out, or who flees on its courage test, moves no further: he
 *    collapsed and then walked his full move away, or fled and then walked his move back toward
 *    his foe (fighting.ts `breakOff`, ride-down.ts `rideDown`; RULINGS.md QR-259).
 * 2. The weapons section's misfires and jams count the mishaps that stood (QR-102): a reroll of the
 *    whole shot (an Expert's, Lucky's, Cut!'s, a quick reaction's, Got Them!'s) took back the
 *    misfire of the roll it replaced only when that misfire had changed the weapon (a musket to be
 *    reprimed); a cap and ball revolver's misfire on a 2, or a pepperpot's on a 3, rerolled into a
 *    hit, stayed counted (shooting.ts `forgetCounted`; RULINGS.md QR-260).
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACT_NONE, ACT_RIDE_DOWN, loadScenario, placeAt, QD_RATE_FULL, SHOT_DELIBERATE, STATUS_UP, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { fire, REROLL_NOT_ONES } from '../src/skirmish/shooting.ts';
import { Q_JAMS, Q_MISFIRES } from '../src/skirmish/counts.ts';
import { arena } from './beast-helpers.ts';
import { cellOf, chargerAgent, idleAgent, lineOf, locatedWorld, qCount, seenWorld, versusWorld, xOf, yOf } from './qd-helpers.ts';

/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array<number>(60).fill(7);
const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';

/** Moves 6 spaces west on his card; the break-off's 10 is the blow (`breakShot` 0). */
const movesAway: SkirmishAgent = (o, _s, out) => {
  out.moveTo = o.self === 0 ? o.cell[0]! - 6 : -1;
  out.rate = QD_RATE_FULL;
  out.action = ACT_NONE;
  out.breakShot = 0;
};

/** E (knife) fights K (knife) beside him and plays his card moving away, on the forced dice `dice` then 7s. */
function breaksOff(dice: readonly number[]) {
  const setup = arena([
    { name: 'E', qd: KNIFE, side: 'Men', at: [10, 10] },
    { name: 'K', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
  ]);
  const { engine, world } = locatedWorld(setup, [...dice, ...PAD], [movesAway, idleAgent]);
  world.toCome[0] = 1;
  world.engaged[0] = 1;
  world.engaged[1] = 0;
  engine.playCard(0);
  return { log: world.log!, world };
}

describe('1. the Caught them Out! blow\'s Deadly Riposte: a man downed or broken by it moves no further (QR-259)', () => {
  it('the break-off\'s 10, the blow a 1, K\'s riposte a 10 and E collapses: E stays where he fell', () => {
    // Break off 10; E's blow 1; K's riposte 10; E's effect roll 1 (he collapses).
    const { log, world } = breaksOff([10, 1, 10, 1]);
    expect(lineOf(log, /A Deadly Riposte! K fights back/)).toBeGreaterThan(-1);
    expect(lineOf(log, /E collapses/)).toBeGreaterThan(-1);
    expect(world.status[0]).not.toBe(STATUS_UP);
    expect(lineOf(log, /E moves/)).toBe(-1);
    expect([xOf(world, 0), yOf(world, 0)]).toEqual([10, 10]);
  });

  it('the break-off\'s 10, the riposte hits and E flees on his courage test: the flight is his move, no move after it', () => {
    // Break off 10; E's blow 1; K's riposte 7; effect 7 (a courage test); courage 1: he flees west.
    const { log, world } = breaksOff([10, 1, 7, 7, 1]);
    const fled = lineOf(log, /E flees/);
    expect(fled).toBeGreaterThan(-1);
    expect(world.broken[0]).toBe(1);
    expect(lineOf(log, /E moves/)).toBe(-1);
    expect(xOf(world, 0)).toBe(2);
  });

  it('control: the blow a 7, no riposte: he strikes, then makes his move away', () => {
    const { log, world } = breaksOff([10, 7]);
    expect(lineOf(log, /E attacks K/)).toBeGreaterThan(-1);
    expect(lineOf(log, /E moves/)).toBeGreaterThan(-1);
    expect(xOf(world, 0)).toBe(4);
  });

  it('the evade\'s 10 against a run-down, the blow a 1, the rider\'s riposte breaks him: he fled, and neither evades again nor is said to be down', () => {
    const FIXTURE = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
    const setup = compileScenario(getSystem('quickdraw'), loadScenario(FIXTURE), {}) as QdSetup;
    // Ride 7; evade 10; his blow 1; the Rider's riposte 7; effect 9 (a courage test); courage 1: he flees (off the map).
    const w = seenWorld(setup, [7, 10, 1, 7, 9, 1, ...PAD], [idleAgent, chargerAgent(ACT_RIDE_DOWN, 0), idleAgent]);
    const world = w.world;
    world.located.fill(1);
    placeAt(world, 1, cellOf(world, 20, 5));
    world.cardStart[1] = world.cell[1]!;
    world.toCome[0] = 1;
    w.engine.playCard(1);
    const log = world.log!;
    expect(lineOf(log, /A Deadly Riposte! Rider fights back/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Shooter flees/)).toBeGreaterThan(-1);
    expect(world.broken[0]).toBe(1);
    expect(lineOf(log, /Shooter evades the horse/)).toBe(-1);
    expect(lineOf(log, /Shooter is down before/)).toBe(-1);
  });
});

describe('1b. a man already fleeing when the rider comes still evades on the 10 (QR-259), and strikes no blow (QR-244)', () => {
  it('broken by an earlier test, his 10: no blow at the rider, and he evades the horse', () => {
    const FIXTURE = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
    const setup = compileScenario(getSystem('quickdraw'), loadScenario(FIXTURE), {}) as QdSetup;
    const w = seenWorld(setup, [7, 10, 7, ...PAD], [idleAgent, chargerAgent(ACT_RIDE_DOWN, 0), idleAgent]);
    const world = w.world;
    world.located.fill(1);
    placeAt(world, 1, cellOf(world, 20, 5));
    world.cardStart[1] = world.cell[1]!;
    world.toCome[0] = 1;
    world.broken[0] = 1;
    w.engine.playCard(1);
    const log = world.log!;
    expect(lineOf(log, /Caught them Out! Shooter evades; fleeing, he neither strikes nor shoots/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Caught them Out! Shooter strikes at the rider/)).toBe(-1);
    expect(lineOf(log, /Shooter evades the horse/)).toBeGreaterThan(-1);
    expect(lineOf(log, /before he can get away/)).toBe(-1);
  });
});

describe('2. a misfire rerolled away is not counted, one that leaves the weapon loaded too (QR-260)', () => {
  /** A's shot at B 5 paces off on the forced dice `values` then 7s; `reroll` the shot's own reroll. */
  function shot(a: string, values: readonly number[], reroll = 0) {
    const { world } = versusWorld(a, values, 5, 'text');
    fire(world, 0, 1, SHOT_DELIBERATE, reroll, false);
    return world;
  }

  it("a Lucky man's cap and ball revolver misfires on a 2; Lucky rerolls, the 8 hits: no misfire counted", () => {
    const w = shot('TYPE=supporting PERSONALITY=lucky WPN=cap-and-ball-revolver', [2, 8]);
    expect(lineOf(w.log!, /misfires/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /A is Lucky and rerolls the shot/)).toBeGreaterThan(-1);
    expect([w.hits[0], qCount(w, Q_MISFIRES), qCount(w, Q_JAMS)]).toEqual([1, 0, 0]);
  });

  it("a Pistoleer's cap and ball revolver misfires on a 2, the Expert's reroll hits; a Lucky man's pepperpot on a 3: neither counted", () => {
    const expert = shot('TYPE=supporting PERSONALITY=ordinary SKILLS=pistoleer WPN=cap-and-ball-revolver', [2, 8]);
    expect(lineOf(expert.log!, /rerolls the attack dice \(Expert\)/)).toBeGreaterThan(-1);
    expect([expert.hits[0], qCount(expert, Q_MISFIRES)]).toEqual([1, 0]);
    const pepper = shot('TYPE=supporting PERSONALITY=lucky WPN=pepperpot', [3, 8]);
    expect([pepper.hits[0], qCount(pepper, Q_MISFIRES)]).toEqual([1, 0]);
  });

  it("Got Them!'s reroll of a cap and ball revolver's misfire (no 1 to keep): not counted", () => {
    const w = shot('TYPE=supporting PERSONALITY=ordinary WPN=cap-and-ball-revolver', [2, 8], REROLL_NOT_ONES);
    expect(lineOf(w.log!, /rerolls the attack dice \(Got Them!\)/)).toBeGreaterThan(-1);
    expect([w.hits[0], qCount(w, Q_MISFIRES)]).toEqual([1, 0]);
  });

  it('the reroll misfires again: the misfire that stood, counted once (it was counted twice)', () => {
    const again = shot('TYPE=supporting PERSONALITY=lucky WPN=cap-and-ball-revolver', [2, 2]);
    expect([again.hits[0], qCount(again, Q_MISFIRES)]).toEqual([0, 1]);
  });

  it("controls: no reroll (counted); a Le Mat's 1 under Got Them! stands, its misfire counted", () => {
    const plain = shot('TYPE=supporting PERSONALITY=ordinary WPN=cap-and-ball-revolver', [2]);
    expect([plain.hits[0], qCount(plain, Q_MISFIRES)]).toEqual([0, 1]);
    const leMat = shot('TYPE=supporting PERSONALITY=ordinary WPN=le-mat', [1], REROLL_NOT_ONES);
    expect([leMat.hits[0], qCount(leMat, Q_MISFIRES)]).toEqual([0, 1]);
  });
});

/**
 * The nineteenth audit, helper a: two findings of an earlier audit, on forced dice.
 * 1. Fearsome tested once for one encounter (REEL 2, PERSONALITY, Fearsome: "Opponents take a
 *    Courage Test on first sighting or if they charge or are charged by such a character";
 *    RULINGS.md QR-246): a man charged by a Fearsome wolf before his card took the charge's test in
 *    close combat and then, at his card, the first sighting's (`pendingCourage`, QR-12) as well. Now
 *    the charge's test is the one (effects.ts `fearsomeCourage`): a first-sighting test still owed
 *    is dropped, and a first sighting after the charge calls for none. Sighted first and tested at
 *    his card, then charged, he tests twice: two events (the control).
 * 2. In close combat a failed courage test moves him away from the man he fights, not from the one
 *    who caused the test, a shooter elsewhere (REEL 3, COURAGE TEST: 2-4 "If in close combat, fall
 *    back 2 paces"; 1 "If in the open or in close combat, panic and flee at maximum speed away from
 *    the enemy"; RULINGS.md QR-21 amended; effects.ts `combatFoe`). Out of close combat, from the one who
 *    caused it, as before (the control).
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { beastAttack, beastMove } from '../src/skirmish/beast-card.ts';
import { courageTest } from '../src/skirmish/effects.ts';
import { inContact } from '../src/skirmish/fighting.ts';
import { arena, MINOR_GUN, wolfWorld } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf, xOf, yOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 60 }, () => 7);

/** The wolf runs in and charges Jed (beast-card.ts `beastMove`, `beastAttack`). */
function charge(world: ReturnType<typeof wolfWorld>['world']): void {
  const t = beastMove(world, 1);
  expect(t).toBe(0);
  expect(inContact(world, 0, 1)).toBe(true);
  beastAttack(world, 1, t);
}

/** The number of Jed's courage tests in the log. */
function jedTests(log: readonly string[]): number {
  return log.filter((l) => /Jed takes a courage test/.test(l)).length;
}

describe('1. Fearsome: one courage test for the one encounter (QR-246)', () => {
  it('in sight at the start (his first-sighting test owed at his first card), charged before it: the charge\'s test only', () => {
    const { engine, world } = wolfWorld([7, 1, 1]);
    world.seen.fill(1);
    world.located.fill(1);
    // As playTrial leaves it for a Fearsome enemy in sight at the start (engine.ts, QR-12).
    world.pendingCourage[0] = 1;
    charge(world);
    engine.playCard(0);
    const log = world.log!;
    expect(jedTests(log)).toBe(1);
    expect(lineOf(log, /Jed's test on first sighting Wolf is this one/)).toBeGreaterThan(-1);
  });

  it('not yet seen when it charges (seen at his card, on turn 1): the charge\'s test only; the reaction to a new enemy is still taken', () => {
    const { engine, world } = wolfWorld([7, 1, 1]);
    world.turn = 1;
    world.seen[1 * world.n + 0] = 1;
    world.located.fill(1);
    charge(world);
    expect(world.seen[0 * world.n + 1]).toBe(0);
    engine.playCard(0);
    const log = world.log!;
    expect(world.seen[0 * world.n + 1]).toBe(1);
    expect(lineOf(log, /Jed reacts to a new enemy/)).toBeGreaterThan(-1);
    expect(jedTests(log)).toBe(1);
  });

  it('control: sighted first, his test taken at his card, then charged: two tests, two events', () => {
    const { engine, world } = wolfWorld([7, 7, 1, 1]);
    world.seen.fill(1);
    world.located.fill(1);
    world.pendingCourage[0] = 1;
    engine.playCard(0);
    expect(jedTests(world.log!)).toBe(1);
    charge(world);
    expect(jedTests(world.log!)).toBe(2);
  });
});

/**
 * Jed (0) at (10,10) in a fight with Brawler (1) beside him at (11,10); Shooter (2) at `shooter`,
 * out of the fight. Jed takes a courage test caused by the Shooter (as on a hit of his), on the
 * forced die `roll`. `fighting`: Jed and Brawler engaged (else only side by side).
 */
function fightWorld(roll: number, shooter: readonly [number, number], fighting = true) {
  const setup = arena([
    { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [10, 10] },
    { name: 'Brawler', qd: MINOR_GUN, side: 'Beasts', at: [11, 10], facing: 'W' },
    { name: 'Shooter', qd: MINOR_GUN, side: 'Beasts', at: shooter, facing: 'S' },
  ]);
  const { world } = forcedWorld(setup, setup.characters.map(() => idleAgent), [roll, ...PAD]);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  if (fighting) {
    world.engaged[0] = 1;
    world.engaged[1] = 0;
  }
  expect(inContact(world, 0, 1)).toBe(true);
  courageTest(world, 0, 2);
  return world;
}

describe('2. in close combat a failed courage test moves him away from the man he fights (QR-21)', () => {
  it('a 3: he falls back 2 paces west, away from the Brawler to his east, not south away from the Shooter at (10,2)', () => {
    const w = fightWorld(3, [10, 2]);
    expect(lineOf(w.log!, /Jed falls back 2 paces/)).toBeGreaterThan(-1);
    expect(w.backFoot[0]).toBe(1);
    expect(xOf(w, 0)).toBeLessThan(10);
    expect(inContact(w, 0, 1)).toBe(false);
  });

  it('a 1: he flees away from the Brawler to his east, to the west end, not past him to the east away from the Shooter at (2,10)', () => {
    const w = fightWorld(1, [2, 10]);
    expect(w.broken[0]).toBe(1);
    expect(xOf(w, 0)).toBeLessThan(10);
  });

  it('control: out of close combat (beside the Brawler, no fight), a 3 moves him away from the Shooter at (10,2) who caused it', () => {
    const w = fightWorld(3, [10, 2], false);
    expect(lineOf(w.log!, /Jed falls back 2 paces/)).toBe(-1);
    expect(yOf(w, 0)).toBeGreaterThan(10);
  });
});

/**
 * The seventeenth audit's fixes (the rules as played in the duels and small fights: replays of the
 * standing duel, the Duel on Main Street, Luck of the Draw, the Road Agent's Spin, the Kid Cashes
 * In, both Ben Thompsons, the Long Branch and the saloon brawl, 2026-12-01), on forced dice:
 * 1. a man who flees his fight on a courage test's 1 ("panic and flee at maximum speed away from
 *    the enemy", REEL 3) ends it for the man fighting him once the flight has taken him out of
 *    contact (effects.ts `flee`; RULINGS.md QR-224): that man's next attack on him is a new one,
 *    with its Wanting to Attack test and its charge, not a follow up with no test (QR-161), and a
 *    courage test of his own is no longer taken "in close combat". In 400 saloon brawls (seed 1)
 *    the drovers and townsmen followed up a fled man and struck him with no test 11 times.
 * 2. the Road Agent's Spin's red joker is the favoured man's first card's, spent on it when that card
 *    is forfeit (a wound taken before it), as a joker is (engine.ts `playTurn`; RULINGS.md QR-15,
 *    QR-7): it had waited for his first card played and made a later card's first test a 10, in 82
 *    of 400 replays of the Road Agent's Spin (seed 1), once in the second phase.
 * 3. a man whose opponent is knocked out or down, nobody else fighting him, takes his courage test
 *    out of close combat (effects.ts `courageTest`; RULINGS.md QR-225), as he walks away with no
 *    break-off test (QR-180): in 400 saloon brawls 26 courage tests were taken "in close combat"
 *    beside a senseless or fallen man (2-4: fall back 2 paces On the Back Foot, not to cover).
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOW_STANDARD, loadScenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { attackAction, inContact } from '../src/skirmish/fighting.ts';
import { courageTest } from '../src/skirmish/effects.ts';
import { arena } from './beast-helpers.ts';
import { fireAgent, forcedWorld, idleAgent, lineOf, locatedWorld, shuffleDice } from './qd-helpers.ts';

const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';
const PAD = Array.from({ length: 20 }, () => 7);

/** A (Men) at (10,10) and B (Beasts, facing west) at (11,10), knives, in contact, on the arena (exits at both ends). */
const pair = arena([
  { name: 'A', qd: KNIFE, side: 'Men', at: [10, 10] },
  { name: 'B', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
]);

/**
 * A attacks B on the forced dice: want-attack 7, attack 8 (a hit), B's effect 9 at DV 0 (a courage
 * test), B's courage `courage`; then the rest of `then`, and 7s. The world, its log kept from the
 * start.
 */
function afterBlow(courage: number, then: readonly number[] = []) {
  const { world } = forcedWorld(pair, [idleAgent, idleAgent], [7, 8, 9, courage, ...then, ...PAD]);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  attackAction(world, 0, 1, BLOW_STANDARD, 0);
  return world;
}

describe('1. a man who fled his fight is out of it for the man fighting him (QR-224)', () => {
  it('B flees on a courage test of 1, out of contact: A is no longer fighting him', () => {
    const world = afterBlow(1);
    expect(lineOf(world.log!, /B flees/)).toBeGreaterThan(0);
    expect(inContact(world, 0, 1)).toBe(false);
    expect(world.engaged[1]).toBe(-1);
    expect(world.engaged[0]).toBe(-1);
  });

  it("A's next attack on him is a new one: tested on Wanting to Attack and a charge, not a follow up", () => {
    // A's want-attack 7 (a charge: his first move of the phase), attack 8, B's effect 8.
    const world = afterBlow(1, [7, 8, 8]);
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log, /A follows up/)).toBe(-1);
    expect(lineOf(world.log, /A wants to attack: rolls 7/)).toBe(0);
    expect(lineOf(world.log, /A charges/)).toBe(1);
    expect(lineOf(world.log, /A attacks B/)).toBeGreaterThan(1);
  });

  it('a courage test of his own is then not taken in close combat: a 3 in the open falls back a move, not 2 paces On the Back Foot', () => {
    const world = afterBlow(1, [3]);
    const from = world.cell[0]!;
    courageTest(world, 0, 1);
    expect(world.backFoot[0]).toBe(0);
    expect(lineOf(world.log!, /A falls back 2 paces/)).toBe(-1);
    expect(lineOf(world.log!, /A falls back \(/)).toBeGreaterThan(0);
    // A move away from B (who fled west past him): more than the 2 paces of the close combat's fall back.
    expect(Math.abs(world.map.cellX[world.cell[0]!]! - world.map.cellX[from]!)).toBeGreaterThan(2);
  });

  it('control: B falls back 2 paces on a 3 (On the Back Foot): A stays engaged and follows up with no test (QR-161)', () => {
    const world = afterBlow(3, [8, 8]);
    expect(world.engaged[0]).toBe(1);
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log, /A follows up/)).toBe(0);
    expect(lineOf(world.log, /wants to attack/)).toBe(-1);
  });
});

/** The Road Agent's Spin as bundled: John Wesley Hardin (0) and Wild Bill Hickok (1), face to face, guns in hand. */
const spinSetup = compileScenario(getSystem('quickdraw'), loadScenario(fileURLToPath(new URL('../../../scenarios/road-agents-spin.yaml', import.meta.url))), {}) as QdSetup;

/**
 * Phase 1 of the Road Agent's Spin won by Hickok (his first card follows a red joker), the pack
 * shuffled to `order` (owners, -1 the red joker, -2 the black), then 7s: each shot hits, each hit
 * takes a card. The log.
 */
function spunPhase(order: readonly number[]): string[] {
  const pack = [0, 0, 0, 0, 1, 1, 1, 1, -1, -2];
  const { engine, world } = locatedWorld(spinSetup, [...shuffleDice(pack, order), ...Array.from({ length: 120 }, () => 7)], [fireAgent, fireAgent]);
  (engine as unknown as { spin: number }).spin = 1;
  engine.playTurn(1);
  return world.log!;
}

describe("2. the Road Agent's Spin is spent on the favoured man's first card, forfeit or not (QR-15)", () => {
  it('Hardin first: his hit takes Hickok\'s first card; Hickok\'s next card rolls its test, no red joker', () => {
    const log = spunPhase([0, 1, 1, 0, 0, 0, 1, 1, -1, -2]);
    const second = lineOf(log, /card 3: Wild Bill Hickok/);
    expect(log[lineOf(log, /card 2: Wild Bill Hickok/) + 1]).toBe("    Wild Bill Hickok's card is forfeit: a hit took it");
    expect(second).toBeGreaterThan(0);
    expect(log[second + 1]).toBe('    Wild Bill Hickok wants to shoot: rolls 7 (best of 7, 7)');
    expect(lineOf(log, /Wild Bill Hickok .*(the red joker|the Road Agent's Spin) makes it a 10/)).toBe(-1);
  });

  it('control: Hickok\'s first card played, it follows the red joker', () => {
    const log = spunPhase([1, 0, 1, 0, 0, 0, 1, 1, -1, -2]);
    expect(log[lineOf(log, /card 1: Wild Bill Hickok/) + 1]).toBe("    Wild Bill Hickok wants to shoot: the Road Agent's Spin makes it a 10");
  });
});

const CLUB = '{ type: supporting, personality: ordinary, weapons: [club] }';

/**
 * A and B with clubs, in contact: A's blow (want-attack 7, attack 8) knocks B out of one of his two
 * cards (effect 5 at DV 0: 1 hit, blunt); then A's courage test, caused by B, of `courage`. The world.
 */
function afterKnockOut(courage: number) {
  const setup = arena([
    { name: 'A', qd: CLUB, side: 'Men', at: [10, 10] },
    { name: 'B', qd: CLUB, side: 'Beasts', at: [11, 10], facing: 'W' },
  ]);
  const { world } = forcedWorld(setup, [idleAgent, idleAgent], [7, 8, 5, courage, ...PAD]);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  attackAction(world, 0, 1, BLOW_STANDARD, 0);
  return world;
}

describe('3. no close combat beside a man knocked out, for the courage test (QR-225)', () => {
  it('B knocked out (a card left, senseless): A\'s courage test of 3 falls back a move in the open, not 2 paces On the Back Foot', () => {
    const world = afterKnockOut(3);
    expect(world.kod[1]).toBe(1);
    expect(world.engaged[0]).toBe(1);
    const from = world.cell[0]!;
    courageTest(world, 0, 1);
    expect(world.backFoot[0]).toBe(0);
    expect(lineOf(world.log!, /A falls back 2 paces/)).toBe(-1);
    expect(Math.abs(world.map.cellX[world.cell[0]!]! - world.map.cellX[from]!)).toBeGreaterThan(2);
  });

  it('control: B up and fighting (a blow that missed), A\'s 3 falls back 2 paces On the Back Foot', () => {
    // want-attack 7; attack 3 (a miss); A's courage 3.
    const setup = arena([
      { name: 'A', qd: CLUB, side: 'Men', at: [10, 10] },
      { name: 'B', qd: CLUB, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [7, 3, 3, ...PAD]);
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    courageTest(world, 0, 1);
    expect(world.backFoot[0]).toBe(1);
    expect(lineOf(world.log, /A falls back 2 paces/)).toBeGreaterThan(0);
  });
});

/**
 * The twenty-second audit, part b (22b), on forced dice: REEL 7 (wild animals) and the aftermath of
 * hits. Each fix's assertions fail on the code before it; the controls pass on both.
 *
 * 1. A beast whose attack is answered by a hasty shot that takes its last attack die strikes no
 *    blow: "Each time it takes one or more hits which wound it loses 1 dice for each hit it takes.
 *    If a beast loses all of its attack dice it cannot make any offensive actions but may flee if it
 *    still has some movement left" (REEL 7: BEASTS). Before, the blow went on, rolled on "0D10" (one
 *    die), and the snake bit: fighting.ts `strike`; RULINGS.md QR-280 (QR-48: "With no dice left it
 *    makes no attack, not even a riposte").
 * 2. The replay no longer says that a beast with no attack die left "will attack" (or "becomes
 *    enraged") when its reaction test reads 5-9 (or 10): it "cannot make any offensive actions"
 *    (REEL 7: BEASTS) and on its card it flees (beast-card.ts `beastMove`, QR-47); the line said
 *    something that never happened (beasts.ts `reactionTest`; RULINGS.md QR-281).
 * 3. A beast that ran in and lost its last attack die to a holder's shot as it came engages nobody:
 *    it "cannot make any offensive actions" (REEL 7: BEASTS). Before, it started a fight with the
 *    man it ran at (no blow struck), who was then fighting it hand to hand, a break-off roll
 *    between him and anything else (beast-card.ts `beastAttack`; RULINGS.md QR-282).
 * 4. A man's blow at a beast with no attack die left that rolls a 1 (A Deadly Riposte!) is logged
 *    "Snake cannot fight back", not "Snake fights back": it "cannot make any offensive actions"
 *    (REEL 7: BEASTS) and no blow follows (fighting.ts `mayFightBack`; RULINGS.md QR-283).
 */
import { describe, expect, it } from 'vitest';
import { BLOW_STANDARD, DEFEND_HASTY_SHOT } from '@deadeye/core';
import { reactionTest } from '../src/skirmish/beasts.ts';
import { mayFightBack, strike } from '../src/skirmish/fighting.ts';
import { MOOD_HUNT } from '../src/skirmish/world.ts';
import { arena, SUPPORTING_GUN } from './beast-helpers.ts';
import { firesAtAgent, forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const PAD = Array<number>(60).fill(7);

/**
 * Jed (Men, a Supporting character, his revolver drawn if `drawn`) at (10,10) and a rattlesnake
 * (1 attack die) beside him at (11,10), awake and hunting, both idle agents, each seeing and
 * locating the other, the log on; the dice forced to `dice`.
 */
function snakeBeside(drawn: boolean, dice: number[]) {
  const setup = arena([
    { name: 'Jed', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10], ...(drawn ? { drawn: true } : {}) },
    { name: 'Snake', qd: '{ animal: snake }', side: 'Beasts', at: [11, 10], facing: 'W' },
  ]);
  const { world } = forcedWorld(setup, [idleAgent, idleAgent], dice);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  world.awake[1] = 1;
  world.mood[1] = MOOD_HUNT;
  return world;
}

/**
 * A rattlesnake (1 attack die) at (11,10), hunting, strikes Jed (Men, a Supporting character, his
 * revolver drawn, a card to come, ordered to answer an attack with a hasty shot) beside it at
 * (10,10). Forced dice: Jed's response 7, his shot 7 (a hit), the damage roll `damage` (at DV 2:
 * 5 is 1 Hit, 8 a Nick), the snake's reaction 7 (it keeps fighting), then 7s.
 */
function snakeAnswered(damage: number) {
  const world = snakeBeside(true, [7, 7, damage, 7, ...PAD]);
  world.prey[1] = 0;
  world.toCome[0] = 1;
  world.defenceOrder[0] = DEFEND_HASTY_SHOT;
  strike(world, 1, 0, BLOW_STANDARD, 0, 0, 0, true);
  return world;
}

describe('1. a beast whose last attack die a hasty shot in defence took strikes no blow (QR-280)', () => {
  it('the snake, hit once by Jed\'s hasty shot (0 attack dice left), does not bite', () => {
    const world = snakeAnswered(5);
    const log = world.log!;
    expect(lineOf(log, /Jed fires his Cartridge revolver at Snake \(hasty shot/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake takes 1 hit: 0 attack dice left/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake rolls its attack dice/)).toBe(-1);
    expect(lineOf(log, /Jed rolls \d+ for the effect/)).toBe(-1);
    expect(world.lethal[0]).toBe(0);
  });

  it('control: the snake only nicked (its die kept) bites as before', () => {
    const world = snakeAnswered(8);
    const log = world.log!;
    expect(lineOf(log, /damage to Snake at DV 2: 1D10 8: nick/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake rolls its attack dice: 1D10 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Jed rolls 7 for the effect/)).toBeGreaterThan(-1);
  });
});

/** The snake of {@link snakeAnswered} with `hits` hits taken (1: no attack die left) tests its reaction to Jed on the forced `roll`. */
function snakeReacts(hits: number, roll: number) {
  const setup = arena([
    { name: 'Jed', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10], drawn: true },
    { name: 'Snake', qd: '{ animal: snake }', side: 'Beasts', at: [14, 10], facing: 'W' },
  ]);
  const { world } = forcedWorld(setup, [idleAgent, idleAgent], [roll, ...PAD]);
  world.log = [];
  world.awake[1] = 1;
  world.beastHits[1] = hits;
  reactionTest(world, 1, 0, 0);
  return world;
}

describe('2. a beast with no attack die left is not said to attack on its reaction test (QR-281)', () => {
  it.each([7, 10])('the snake hit once, its reaction %i: "has no attack dice left: it cannot attack Jed"', (roll) => {
    const log = snakeReacts(1, roll).log!;
    expect(lineOf(log, new RegExp(`Snake tests its reaction: 1D10 ${roll}`))).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake has no attack dice left: it cannot attack Jed/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake (will attack|becomes enraged)/)).toBe(-1);
  });

  it('the line of test 1: the snake whose last die Jed\'s hasty shot took is not said to attack him', () => {
    const log = snakeAnswered(5).log!;
    expect(lineOf(log, /Snake will attack Jed/)).toBe(-1);
    expect(lineOf(log, /Snake has no attack dice left: it cannot attack Jed/)).toBeGreaterThan(-1);
  });

  it.each([
    [7, /Snake will attack Jed/],
    [10, /Snake becomes enraged: it will make all-out attacks on Jed/],
  ])('control: the snake unhurt, its reaction %i, attacks as before', (roll, line) => {
    const log = snakeReacts(0, roll).log!;
    expect(lineOf(log, line)).toBeGreaterThan(-1);
    expect(lineOf(log, /no attack dice left/)).toBe(-1);
  });
});

/**
 * The snake (hunting Jed) at (14,10) plays its card: it runs into contact with Jed at (10,10), who
 * holds with his revolver drawn and shoots at it as it comes. Forced dice: Jed's response 7, his
 * shot 7 (a hit), the damage roll `damage` (at DV 1: 6 is 1 Hit, 8 a Nick), the snake's reaction 7,
 * then 7s.
 */
function snakeRunsIn(damage: number) {
  const setup = arena([
    { name: 'Jed', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10], drawn: true },
    { name: 'Snake', qd: '{ animal: snake }', side: 'Beasts', at: [14, 10], facing: 'W' },
  ]);
  const { engine, world } = forcedWorld(setup, [firesAtAgent(1), idleAgent], [7, 7, damage, 7, ...PAD]);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  world.awake[1] = 1;
  world.mood[1] = MOOD_HUNT;
  world.prey[1] = 0;
  world.toCome[0] = 1;
  world.holding[0] = 1;
  (engine as unknown as { beastCard(i: number): void }).beastCard(1);
  return world;
}

describe('3. a beast left with no attack die as it runs in engages nobody (QR-282)', () => {
  it('the snake, hit once by Jed from his hold as it ran in: no fight, no attack', () => {
    const world = snakeRunsIn(6);
    const log = world.log!;
    expect(lineOf(log, /Snake runs \(14,10\) -> \(11,10\)/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Jed responds from his hold/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake takes 1 hit: 0 attack dice left/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake attacks Jed/)).toBe(-1);
    expect(world.engaged[0]).toBe(-1);
    expect(world.engaged[1]).toBe(-1);
  });

  it('control: the snake only nicked attacks Jed and the fight is on', () => {
    const world = snakeRunsIn(8);
    const log = world.log!;
    expect(lineOf(log, /damage to Snake at DV 1: 1D10 8: nick/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake attacks Jed/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake rolls its attack dice: 1D10 7/)).toBeGreaterThan(-1);
    expect(world.engaged[1]).toBe(0);
  });
});

/** Jed (his fists) strikes the snake beside him (`hits` hits taken already) and rolls 1, then 7s. */
function riposteOnSnake(hits: number) {
  const world = snakeBeside(false, [1, ...PAD]);
  world.beastHits[1] = hits;
  strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
  return world;
}

describe('4. a beast with no attack die left is not said to fight back on a Deadly Riposte (QR-283)', () => {
  it('Jed rolls 1 against the snake hit once: "Snake cannot fight back", and no bite', () => {
    const world = riposteOnSnake(1);
    const log = world.log!;
    expect(mayFightBack(world, 1)).toBe(false);
    expect(lineOf(log, /A Deadly Riposte! Snake cannot fight back/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake fights back/)).toBe(-1);
    expect(lineOf(log, /Snake attacks Jed/)).toBe(-1);
  });

  it('control: the snake unhurt fights back and bites', () => {
    const world = riposteOnSnake(0);
    const log = world.log!;
    expect(lineOf(log, /A Deadly Riposte! Snake fights back/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake attacks Jed/)).toBeGreaterThan(-1);
  });
});
